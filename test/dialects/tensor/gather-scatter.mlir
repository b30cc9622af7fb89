// tensor.gather / tensor.scatter: custom and generic forms, result names,
// the rank-reduced forms, and the splat-constant folder of gather.
// RUN: bufopt %s | FileCheck %s
// RUN: mlir-opt %s | FileCheck %s
// RUN: bufopt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GEN
// RUN: mlir-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GEN
// RUN: bufopt %s --canonicalize | FileCheck %s --check-prefix=CANON
// RUN: mlir-opt %s --canonicalize | FileCheck %s --check-prefix=CANON

// CHECK-LABEL: func.func @gather_forms(
// CHECK: %gather = tensor.gather %arg0[%arg1] gather_dims([0, 1]) unique : (tensor<4x5x6xf32>, tensor<1x2x2xindex>) -> tensor<1x2x6xf32>
// CHECK: %gather_0 = tensor.gather %arg0[%arg2] gather_dims([1]) {foo} : (tensor<4x5x6xf32>, tensor<3x1xi32>) -> tensor<3x4x1x6xf32>
// CHECK: %scatter = tensor.scatter %gather_0 into %arg0[%arg2] scatter_dims([1]) unique : (tensor<3x4x1x6xf32>, tensor<4x5x6xf32>, tensor<3x1xi32>) -> tensor<4x5x6xf32>
// CHECK: %gather_1 = tensor.gather %arg3[%arg2] gather_dims([1]) : (tensor<?x5x?xf32>, tensor<3x1xi32>) -> tensor<3x?x?xf32>
// GEN: "tensor.gather"(%{{.*}}, %{{.*}}) <{gather_dims = array<i64: 0, 1>, unique}> : (tensor<4x5x6xf32>, tensor<1x2x2xindex>) -> tensor<1x2x6xf32>
// GEN: "tensor.gather"(%{{.*}}, %{{.*}}) <{gather_dims = array<i64: 1>}> {foo} : (tensor<4x5x6xf32>, tensor<3x1xi32>) -> tensor<3x4x1x6xf32>
// GEN: "tensor.scatter"(%{{.*}}, %{{.*}}, %{{.*}}) <{scatter_dims = array<i64: 1>, unique}> : (tensor<3x4x1x6xf32>, tensor<4x5x6xf32>, tensor<3x1xi32>) -> tensor<4x5x6xf32>
// Both ops are pure: unused, canonicalize erases them.
// CANON-LABEL: func.func @gather_forms(
// CANON-NEXT: return %arg0
func.func @gather_forms(%src: tensor<4x5x6xf32>, %idx: tensor<1x2x2xindex>, %i32: tensor<3x1xi32>, %d: tensor<?x5x?xf32>) -> tensor<4x5x6xf32> {
  %0 = tensor.gather %src[%idx] gather_dims([0, 1]) unique : (tensor<4x5x6xf32>, tensor<1x2x2xindex>) -> tensor<1x2x6xf32>
  %1 = tensor.gather %src[%i32] gather_dims([1]) {foo} : (tensor<4x5x6xf32>, tensor<3x1xi32>) -> tensor<3x4x1x6xf32>
  %2 = tensor.scatter %1 into %src[%i32] scatter_dims([1]) unique : (tensor<3x4x1x6xf32>, tensor<4x5x6xf32>, tensor<3x1xi32>) -> tensor<4x5x6xf32>
  %3 = "tensor.gather"(%d, %i32) <{gather_dims = array<i64: 1>}> : (tensor<?x5x?xf32>, tensor<3x1xi32>) -> tensor<3x?x?xf32>
  return %src : tensor<4x5x6xf32>
}

// A gather of a splat constant is the splat in the result type; one of a
// non-splat constant stays.
// CANON-LABEL: func.func @gather_fold(
// CANON-DAG: %[[SPLAT:.*]] = arith.constant dense<1.500000e+00> : tensor<2x6xf32>
// CANON-DAG: %[[DENSE:.*]] = arith.constant dense<{{\[}}[1, 2], [3, 4]]> : tensor<2x2xi32>
// CANON: %[[G:.*]] = tensor.gather %[[DENSE]][%arg0] gather_dims([0]) : (tensor<2x2xi32>, tensor<2x1xindex>) -> tensor<2x2xi32>
// CANON: return %[[SPLAT]], %[[G]]
func.func @gather_fold(%idx: tensor<2x1xindex>) -> (tensor<2x6xf32>, tensor<2x2xi32>) {
  %c = arith.constant dense<1.5> : tensor<4x6xf32>
  %0 = tensor.gather %c[%idx] gather_dims([0]) : (tensor<4x6xf32>, tensor<2x1xindex>) -> tensor<2x6xf32>
  %d = arith.constant dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>
  %1 = tensor.gather %d[%idx] gather_dims([0]) : (tensor<2x2xi32>, tensor<2x1xindex>) -> tensor<2x2xi32>
  return %0, %1 : tensor<2x6xf32>, tensor<2x2xi32>
}

// Upstream checks no scatter result against its dest.
// CHECK-LABEL: func.func @scatter_result_unchecked(
// CHECK: tensor.scatter %arg0 into %arg1[%arg2] scatter_dims([0, 1]) unique : (tensor<1x2x6xf32>, tensor<4x5x6xf32>, tensor<1x2x2xindex>) -> tensor<4x5x7xf32>
func.func @scatter_result_unchecked(%s: tensor<1x2x6xf32>, %d: tensor<4x5x6xf32>, %idx: tensor<1x2x2xindex>) -> tensor<4x5x7xf32> {
  %0 = tensor.scatter %s into %d[%idx] scatter_dims([0, 1]) unique : (tensor<1x2x6xf32>, tensor<4x5x6xf32>, tensor<1x2x2xindex>) -> tensor<4x5x7xf32>
  return %0 : tensor<4x5x7xf32>
}
