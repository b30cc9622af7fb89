// Calls without bufferize-function-boundaries are unknown ops to upstream: they
// may write each tensor operand, and their tensor results (not writable) may
// alias each operand, so an operand of a call with tensor results never
// bufferizes in place; one of a call without tensor results may.  Expected
// text: mlir-opt 22's (test-analysis-only).
// RUN: bufopt %s --one-shot-bufferize="test-analysis-only" | FileCheck %s
// RUN: mlir-opt %s --one-shot-bufferize="test-analysis-only" | FileCheck %s

func.func @scale(%t: tensor<?xf32>, %k: f32) -> tensor<?xf32> {
  return %t : tensor<?xf32>
}
func.func @reduce(%t: tensor<?xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %v = tensor.extract %t[%c0] : tensor<?xf32>
  return %v : f32
}
func.func @main(%n: index) -> (f32, f32) {
  %a = arith.constant dense<[1.5, 2.0, 3.25, 4.0]> : tensor<4xf32>
  %d = tensor.cast %a : tensor<4xf32> to tensor<?xf32>
  %k = arith.constant 2.0 : f32
  %sc = func.call @scale(%d, %k) : (tensor<?xf32>, f32) -> tensor<?xf32>
  %e = tensor.empty(%n) : tensor<?xf32>
  %f = linalg.fill ins(%k : f32) outs(%e : tensor<?xf32>) -> tensor<?xf32>
  %r = func.call @reduce(%f) : (tensor<?xf32>) -> f32
  %s = tensor.extract_slice %d[0] [2] [1] : tensor<?xf32> to tensor<2xf32>
  %s2 = tensor.cast %s : tensor<2xf32> to tensor<?xf32>
  %r2 = func.call @reduce(%s2) : (tensor<?xf32>) -> f32
  return %r, %r2 : f32, f32
}

// CHECK: module {
// CHECK-NEXT:   func.func @scale(%arg0: tensor<?xf32>, %arg1: f32) -> tensor<?xf32> {
// CHECK-NEXT:     return {__inplace_operands_attr__ = ["false"]} %arg0 : tensor<?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @reduce(%arg0: tensor<?xf32>) -> f32 {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %extracted = tensor.extract %arg0[%c0] {__inplace_operands_attr__ = ["true", "none"]} : tensor<?xf32>
// CHECK-NEXT:     return %extracted : f32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @main(%arg0: index) -> (f32, f32) {
// CHECK-NEXT:     %cst = arith.constant dense<[1.500000e+00, 2.000000e+00, 3.250000e+00, 4.000000e+00]> : tensor<4xf32>
// CHECK-NEXT:     %cast = tensor.cast %cst {__inplace_operands_attr__ = ["false"]} : tensor<4xf32> to tensor<?xf32>
// CHECK-NEXT:     %cst_0 = arith.constant 2.000000e+00 : f32
// CHECK-NEXT:     %0 = call @scale(%cast, %cst_0) {__inplace_operands_attr__ = ["false", "none"]} : (tensor<?xf32>, f32) -> tensor<?xf32>
// CHECK-NEXT:     %1 = tensor.empty(%arg0) : tensor<?xf32>
// CHECK-NEXT:     %2 = linalg.fill {__inplace_operands_attr__ = ["none", "true"]} ins(%cst_0 : f32) outs(%1 : tensor<?xf32>) -> tensor<?xf32>
// CHECK-NEXT:     %3 = call @reduce(%2) {__inplace_operands_attr__ = ["true"]} : (tensor<?xf32>) -> f32
// CHECK-NEXT:     %extracted_slice = tensor.extract_slice %cast[0] [2] [1] {__inplace_operands_attr__ = ["true"]} : tensor<?xf32> to tensor<2xf32>
// CHECK-NEXT:     %cast_1 = tensor.cast %extracted_slice {__inplace_operands_attr__ = ["true"]} : tensor<2xf32> to tensor<?xf32>
// CHECK-NEXT:     %4 = call @reduce(%cast_1) {__inplace_operands_attr__ = ["true"]} : (tensor<?xf32>) -> f32
// CHECK-NEXT:     return %3, %4 : f32, f32
// CHECK-NEXT:   }
// CHECK-NEXT: }
