// RUN: bufopt %s | FileCheck %s
// RUN: mlir-opt %s | FileCheck %s
// RUN: bufopt %s --mlir-print-op-generic | bufopt | FileCheck %s

// A map or reduce whose body computes the payload but yields something
// else is not printed in the short form `{ arith.maximumf }` (which would
// stand for a body yielding the payload's result).

// CHECK-LABEL: func.func @map_yields_argument(
// CHECK:   %mapped = linalg.map ins(%arg0, %arg1 : tensor<4xf32>, tensor<4xf32>) outs(%arg2 : tensor<4xf32>)
// CHECK-NEXT:   (%in: f32, %in_0: f32, %init: f32) {
// CHECK-NEXT:     %0 = arith.maximumf %in, %in_0 : f32
// CHECK-NEXT:     linalg.yield %in : f32
func.func @map_yields_argument(%a: tensor<4xf32>, %b: tensor<4xf32>, %c: tensor<4xf32>) -> tensor<4xf32> {
  %0 = linalg.map ins(%a, %b : tensor<4xf32>, tensor<4xf32>) outs(%c : tensor<4xf32>)
    (%x: f32, %y: f32, %o: f32) {
      %m = arith.maximumf %x, %y : f32
      linalg.yield %x : f32
    }
  return %0 : tensor<4xf32>
}

// CHECK-LABEL: func.func @reduce_yields_init(
// CHECK:   %reduced = linalg.reduce ins(%arg0 : tensor<4x8xf32>) outs(%arg1 : tensor<4xf32>) dimensions = [1]
// CHECK-NEXT:   (%in: f32, %init: f32) {
// CHECK-NEXT:     %0 = arith.addf %init, %in : f32
// CHECK-NEXT:     linalg.yield %init : f32
func.func @reduce_yields_init(%a: tensor<4x8xf32>, %c: tensor<4xf32>) -> tensor<4xf32> {
  %0 = linalg.reduce ins(%a : tensor<4x8xf32>) outs(%c : tensor<4xf32>) dimensions = [1]
    (%x: f32, %o: f32) {
      %s = arith.addf %o, %x : f32
      linalg.yield %o : f32
    }
  return %0 : tensor<4xf32>
}

// The short form proper.
// CHECK-LABEL: func.func @short(
// CHECK:   %mapped = linalg.map { arith.maximumf } ins(%arg0, %arg1 : tensor<4xf32>, tensor<4xf32>) outs(%arg2 : tensor<4xf32>)
func.func @short(%a: tensor<4xf32>, %b: tensor<4xf32>, %c: tensor<4xf32>) -> tensor<4xf32> {
  %0 = linalg.map ins(%a, %b : tensor<4xf32>, tensor<4xf32>) outs(%c : tensor<4xf32>)
    (%x: f32, %y: f32, %o: f32) {
      %m = arith.maximumf %x, %y : f32
      linalg.yield %m : f32
    }
  return %0 : tensor<4xf32>
}
