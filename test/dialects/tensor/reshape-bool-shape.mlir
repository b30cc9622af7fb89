// RUN: bufopt %s | FileCheck %s
// RUN: mlir-opt %s | FileCheck %s

// An i1 shape is a signless integer shape: accepted (as mlir-opt 22 does).
// CHECK: tensor.reshape %{{.*}}(%{{.*}}) : (tensor<4xf32>, tensor<1xi1>) -> tensor<?xf32>
func.func @bool_shape(%t: tensor<4xf32>, %s: tensor<1xi1>) -> tensor<?xf32> {
  %0 = tensor.reshape %t(%s) : (tensor<4xf32>, tensor<1xi1>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}
