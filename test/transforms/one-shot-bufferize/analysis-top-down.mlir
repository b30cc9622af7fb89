// analysis-heuristic=top-down: ops are analyzed from the first one, so the
// first of two conflicting writes wins the buffer (bottom-up: the last).
// Expected text: mlir-opt 22's.
// RUN: bufopt %s --split-input-file --one-shot-bufferize="bufferize-function-boundaries analysis-heuristic=top-down test-analysis-only" | FileCheck %s
// RUN: mlir-opt %s --split-input-file --one-shot-bufferize="bufferize-function-boundaries analysis-heuristic=top-down test-analysis-only" | FileCheck %s

func.func @two_fills(%a: tensor<4xf32>, %s: f32, %t: f32, %i: index) -> (f32, f32) {
  %1 = linalg.fill ins(%s : f32) outs(%a : tensor<4xf32>) -> tensor<4xf32>
  %2 = linalg.fill ins(%t : f32) outs(%a : tensor<4xf32>) -> tensor<4xf32>
  %x = tensor.extract %1[%i] : tensor<4xf32>
  %y = tensor.extract %2[%i] : tensor<4xf32>
  return %x, %y : f32, f32
}

// -----

func.func @f(%a: tensor<4xf32>, %s: f32) -> (tensor<4xf32>, tensor<4xf32>) {
  %1 = linalg.fill ins(%s : f32) outs(%a : tensor<4xf32>) -> tensor<4xf32>
  %2 = linalg.fill ins(%s : f32) outs(%a : tensor<4xf32>) -> tensor<4xf32>
  return %1, %2 : tensor<4xf32>, tensor<4xf32>
}

// CHECK: module {
// CHECK-NEXT:   func.func @two_fills(%arg0: tensor<4xf32> {bufferization.access = "write"}, %arg1: f32, %arg2: f32, %arg3: index) -> (f32, f32) {
// CHECK-NEXT:     %0 = linalg.fill {__inplace_operands_attr__ = ["none", "true"]} ins(%arg1 : f32) outs(%arg0 : tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT:     %1 = linalg.fill {__inplace_operands_attr__ = ["none", "false"]} ins(%arg2 : f32) outs(%arg0 : tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT:     %extracted = tensor.extract %0[%arg3] {__inplace_operands_attr__ = ["true", "none"]} : tensor<4xf32>
// CHECK-NEXT:     %extracted_0 = tensor.extract %1[%arg3] {__inplace_operands_attr__ = ["true", "none"]} : tensor<4xf32>
// CHECK-NEXT:     return %extracted, %extracted_0 : f32, f32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @f(%arg0: tensor<4xf32> {bufferization.access = "write"}, %arg1: f32) -> (tensor<4xf32>, tensor<4xf32>) {
// CHECK-NEXT:     %0 = linalg.fill {__inplace_operands_attr__ = ["none", "true"]} ins(%arg1 : f32) outs(%arg0 : tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT:     %1 = linalg.fill {__inplace_operands_attr__ = ["none", "false"]} ins(%arg1 : f32) outs(%arg0 : tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT:     return {__equivalent_func_args__ = [0, -1], __inplace_operands_attr__ = ["true", "true"]} %0, %1 : tensor<4xf32>, tensor<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
