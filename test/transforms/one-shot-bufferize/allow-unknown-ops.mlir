// allow-unknown-ops: an op without bufferization hooks keeps its tensors
// (its tensor operands are annotated "false"); its operands come from
// buffers through bufferization.to_tensor, and each use of its results gets
// a bufferization.to_buffer (fully dynamic layout, unknown-type-conversion)
// right after it, or before the return.  Expected text: mlir-opt 22's.
// RUN: bufopt --allow-unregistered-dialect %s --split-input-file --one-shot-bufferize="bufferize-function-boundaries allow-unknown-ops" | FileCheck %s
// RUN: mlir-opt --allow-unregistered-dialect %s --split-input-file --one-shot-bufferize="bufferize-function-boundaries allow-unknown-ops" | FileCheck %s
// RUN: bufopt --allow-unregistered-dialect %s --split-input-file --one-shot-bufferize="bufferize-function-boundaries allow-unknown-ops test-analysis-only" | FileCheck %s --check-prefix=ANALYSIS
// RUN: mlir-opt --allow-unregistered-dialect %s --split-input-file --one-shot-bufferize="bufferize-function-boundaries allow-unknown-ops test-analysis-only" | FileCheck %s --check-prefix=ANALYSIS

func.func @f(%t: tensor<4xf32>, %s: f32, %i: index) -> (f32, f32) {
  %r = "test.op"(%t) : (tensor<4xf32>) -> tensor<4xf32>
  %a = tensor.extract %r[%i] : tensor<4xf32>
  %b = tensor.extract %r[%i] : tensor<4xf32>
  return %a, %b : f32, f32
}

// -----

func.func @write_result(%t: tensor<4xf32>, %s: f32) -> (tensor<4xf32>, tensor<4xf32>) {
  %r = "test.op"(%t) : (tensor<4xf32>) -> tensor<4xf32>
  %f = linalg.fill ins(%s : f32) outs(%r : tensor<4xf32>) -> tensor<4xf32>
  return %f, %r : tensor<4xf32>, tensor<4xf32>
}

// CHECK: module {
// CHECK-NEXT:   func.func @f(%arg0: memref<4xf32, strided<[?], offset: ?>>, %arg1: f32, %arg2: index) -> (f32, f32) {
// CHECK-NEXT:     %0 = bufferization.to_tensor %arg0 : memref<4xf32, strided<[?], offset: ?>> to tensor<4xf32>
// CHECK-NEXT:     %1 = "test.op"(%0) : (tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT:     %2 = bufferization.to_buffer %1 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     %3 = bufferization.to_buffer %1 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     %4 = memref.load %3[%arg2] : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     %5 = memref.load %2[%arg2] : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     return %4, %5 : f32, f32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @write_result(%arg0: memref<4xf32, strided<[?], offset: ?>>, %arg1: f32) -> (memref<4xf32>, memref<4xf32, strided<[?], offset: ?>>) {
// CHECK-NEXT:     %0 = bufferization.to_tensor %arg0 : memref<4xf32, strided<[?], offset: ?>> to tensor<4xf32>
// CHECK-NEXT:     %1 = "test.op"(%0) : (tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT:     linalg.fill ins(%arg1 : f32) outs(%alloc : memref<4xf32>)
// CHECK-NEXT:     %cast = memref.cast %alloc : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     %2 = bufferization.to_buffer %1 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     return %alloc, %2 : memref<4xf32>, memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:   }
// CHECK-NEXT: }

// ANALYSIS: module {
// ANALYSIS-NEXT:   func.func @f(%arg0: tensor<4xf32> {bufferization.access = "read"}, %arg1: f32, %arg2: index) -> (f32, f32) {
// ANALYSIS-NEXT:     %0 = "test.op"(%arg0) {__inplace_operands_attr__ = ["false"]} : (tensor<4xf32>) -> tensor<4xf32>
// ANALYSIS-NEXT:     %extracted = tensor.extract %0[%arg2] {__inplace_operands_attr__ = ["true", "none"]} : tensor<4xf32>
// ANALYSIS-NEXT:     %extracted_0 = tensor.extract %0[%arg2] {__inplace_operands_attr__ = ["true", "none"]} : tensor<4xf32>
// ANALYSIS-NEXT:     return %extracted, %extracted_0 : f32, f32
// ANALYSIS-NEXT:   }
// ANALYSIS-NEXT: }
// ANALYSIS-EMPTY:
// ANALYSIS-NEXT: // -----
// ANALYSIS-NEXT: module {
// ANALYSIS-NEXT:   func.func @write_result(%arg0: tensor<4xf32> {bufferization.access = "read"}, %arg1: f32) -> (tensor<4xf32>, tensor<4xf32>) {
// ANALYSIS-NEXT:     %0 = "test.op"(%arg0) {__inplace_operands_attr__ = ["false"]} : (tensor<4xf32>) -> tensor<4xf32>
// ANALYSIS-NEXT:     %1 = linalg.fill {__inplace_operands_attr__ = ["none", "false"]} ins(%arg1 : f32) outs(%0 : tensor<4xf32>) -> tensor<4xf32>
// ANALYSIS-NEXT:     return {__inplace_operands_attr__ = ["true", "true"]} %1, %0 : tensor<4xf32>, tensor<4xf32>
// ANALYSIS-NEXT:   }
// ANALYSIS-NEXT: }
