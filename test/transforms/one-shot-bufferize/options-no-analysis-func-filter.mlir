// no-analysis-func-filter: the named functions are not analyzed (nor
// annotated by test-analysis-only) but bufferized with copy-before-write;
// their callers are analyzed as usual.  Expected text: mlir-opt 22's.
// (upstream crashes when the filtered function is the caller.)
// RUN: bufopt %s --split-input-file --one-shot-bufferize="bufferize-function-boundaries no-analysis-func-filter=a" | FileCheck %s --check-prefix=REWRITE
// RUN: mlir-opt --allow-unregistered-dialect %s --split-input-file --one-shot-bufferize="bufferize-function-boundaries no-analysis-func-filter=a" | FileCheck %s --check-prefix=REWRITE
// RUN: bufopt %s --split-input-file --one-shot-bufferize="bufferize-function-boundaries no-analysis-func-filter=a test-analysis-only" | FileCheck %s --check-prefix=ANALYSIS
// RUN: mlir-opt --allow-unregistered-dialect %s --split-input-file --one-shot-bufferize="bufferize-function-boundaries no-analysis-func-filter=a test-analysis-only" | FileCheck %s --check-prefix=ANALYSIS

func.func @a(%t: tensor<4xf32>, %f: f32, %i: index) -> tensor<4xf32> {
  %w = tensor.insert %f into %t[%i] : tensor<4xf32>
  return %w : tensor<4xf32>
}
func.func @b(%t: tensor<4xf32>, %f: f32, %i: index) -> tensor<4xf32> {
  %e = tensor.empty() : tensor<4xf32>
  %g = linalg.fill ins(%f : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %w = tensor.insert %f into %g[%i] : tensor<4xf32>
  %r = func.call @a(%w, %f, %i) : (tensor<4xf32>, f32, index) -> tensor<4xf32>
  return %r : tensor<4xf32>
}

// REWRITE: module {
// REWRITE-NEXT:   func.func @a(%arg0: memref<4xf32, strided<[?], offset: ?>>, %arg1: f32, %arg2: index) -> memref<4xf32> {
// REWRITE-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// REWRITE-NEXT:     memref.copy %arg0, %alloc : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32>
// REWRITE-NEXT:     memref.store %arg1, %alloc[%arg2] : memref<4xf32>
// REWRITE-NEXT:     %cast = memref.cast %alloc : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// REWRITE-NEXT:     return %alloc : memref<4xf32>
// REWRITE-NEXT:   }
// REWRITE-NEXT:   func.func @b(%arg0: memref<4xf32, strided<[?], offset: ?>>, %arg1: f32, %arg2: index) -> memref<4xf32> {
// REWRITE-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// REWRITE-NEXT:     linalg.fill ins(%arg1 : f32) outs(%alloc : memref<4xf32>)
// REWRITE-NEXT:     memref.store %arg1, %alloc[%arg2] : memref<4xf32>
// REWRITE-NEXT:     %cast = memref.cast %alloc : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// REWRITE-NEXT:     %0 = call @a(%cast, %arg1, %arg2) : (memref<4xf32, strided<[?], offset: ?>>, f32, index) -> memref<4xf32>
// REWRITE-NEXT:     %cast_0 = memref.cast %0 : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// REWRITE-NEXT:     return %0 : memref<4xf32>
// REWRITE-NEXT:   }
// REWRITE-NEXT: }

// ANALYSIS: module {
// ANALYSIS-NEXT:   func.func @a(%arg0: tensor<4xf32>, %arg1: f32, %arg2: index) -> tensor<4xf32> {
// ANALYSIS-NEXT:     %inserted = tensor.insert %arg1 into %arg0[%arg2] : tensor<4xf32>
// ANALYSIS-NEXT:     return %inserted : tensor<4xf32>
// ANALYSIS-NEXT:   }
// ANALYSIS-NEXT:   func.func @b(%arg0: tensor<4xf32> {bufferization.access = "none"}, %arg1: f32, %arg2: index) -> tensor<4xf32> {
// ANALYSIS-NEXT:     %0 = tensor.empty() : tensor<4xf32>
// ANALYSIS-NEXT:     %1 = linalg.fill {__inplace_operands_attr__ = ["none", "true"]} ins(%arg1 : f32) outs(%0 : tensor<4xf32>) -> tensor<4xf32>
// ANALYSIS-NEXT:     %inserted = tensor.insert %arg1 into %1[%arg2] {__inplace_operands_attr__ = ["none", "true", "none"]} : tensor<4xf32>
// ANALYSIS-NEXT:     %2 = call @a(%inserted, %arg1, %arg2) {__inplace_operands_attr__ = ["true", "none", "none"]} : (tensor<4xf32>, f32, index) -> tensor<4xf32>
// ANALYSIS-NEXT:     return {__inplace_operands_attr__ = ["true"]} %2 : tensor<4xf32>
// ANALYSIS-NEXT:   }
// ANALYSIS-NEXT: }
