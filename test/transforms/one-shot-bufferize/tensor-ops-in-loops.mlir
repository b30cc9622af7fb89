// tensor.pad and expand_shape / insert / collapse_shape inside scf.for,
// yielding the new or the reshaped buffer (allow-return-allocs-from-loops).
// Expected text: mlir-opt 22's, and both tools must print it.
// RUN: bufopt %s --split-input-file --one-shot-bufferize="bufferize-function-boundaries allow-return-allocs-from-loops test-analysis-only" | FileCheck %s --check-prefix=ANALYSIS
// RUN: mlir-opt --allow-unregistered-dialect %s --split-input-file --one-shot-bufferize="bufferize-function-boundaries allow-return-allocs-from-loops test-analysis-only" | FileCheck %s --check-prefix=ANALYSIS
// RUN: bufopt %s --split-input-file --one-shot-bufferize="bufferize-function-boundaries allow-return-allocs-from-loops" | FileCheck %s --check-prefix=INFER
// RUN: mlir-opt --allow-unregistered-dialect %s --split-input-file --one-shot-bufferize="bufferize-function-boundaries allow-return-allocs-from-loops" | FileCheck %s --check-prefix=INFER
// RUN: bufopt %s --split-input-file --one-shot-bufferize="bufferize-function-boundaries allow-return-allocs-from-loops function-boundary-type-conversion=identity-layout-map" | FileCheck %s --check-prefix=IDENTITY
// RUN: mlir-opt --allow-unregistered-dialect %s --split-input-file --one-shot-bufferize="bufferize-function-boundaries allow-return-allocs-from-loops function-boundary-type-conversion=identity-layout-map" | FileCheck %s --check-prefix=IDENTITY

func.func @pad_loop(%t: tensor<4xf32>, %n: index, %f: f32) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %t) -> tensor<4xf32> {
    %s = tensor.extract_slice %a[1] [3] [1] : tensor<4xf32> to tensor<3xf32>
    %p = tensor.pad %s low[0] high[1] {
    ^bb0(%k: index):
      tensor.yield %f : f32
    } : tensor<3xf32> to tensor<4xf32>
    scf.yield %p : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}

// -----

func.func @reshape_loop(%t: tensor<6xf32>, %n: index, %f: f32) -> tensor<6xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %t) -> tensor<6xf32> {
    %e = tensor.expand_shape %a [[0, 1]] output_shape [2, 3] : tensor<6xf32> into tensor<2x3xf32>
    %w = tensor.insert %f into %e[%c1, %i] : tensor<2x3xf32>
    %c = tensor.collapse_shape %w [[0, 1]] : tensor<2x3xf32> into tensor<6xf32>
    scf.yield %c : tensor<6xf32>
  }
  return %r : tensor<6xf32>
}

// ANALYSIS: module {
// ANALYSIS-NEXT:   func.func @pad_loop(%arg0: tensor<4xf32> {bufferization.access = "read-write"}, %arg1: index, %arg2: f32) -> tensor<4xf32> {
// ANALYSIS-NEXT:     %c0 = arith.constant 0 : index
// ANALYSIS-NEXT:     %c1 = arith.constant 1 : index
// ANALYSIS-NEXT:     %0 = scf.for %arg3 = %c0 to %arg1 step %c1 iter_args(%arg4 = %arg0) -> (tensor<4xf32>) {
// ANALYSIS-NEXT:       %extracted_slice = tensor.extract_slice %arg4[1] [3] [1] {__inplace_operands_attr__ = ["true"]} : tensor<4xf32> to tensor<3xf32>
// ANALYSIS-NEXT:       %padded = tensor.pad %extracted_slice low[0] high[1] {
// ANALYSIS-NEXT:       ^bb0(%arg5: index):
// ANALYSIS-NEXT:         tensor.yield %arg2 : f32
// ANALYSIS-NEXT:       } {__inplace_operands_attr__ = ["true"]} : tensor<3xf32> to tensor<4xf32>
// ANALYSIS-NEXT:       scf.yield {__inplace_operands_attr__ = ["true"]} %padded : tensor<4xf32>
// ANALYSIS-NEXT:     } {__inplace_operands_attr__ = ["none", "none", "none", "true"]}
// ANALYSIS-NEXT:     return {__inplace_operands_attr__ = ["true"]} %0 : tensor<4xf32>
// ANALYSIS-NEXT:   }
// ANALYSIS-NEXT: }
// ANALYSIS-EMPTY:
// ANALYSIS-NEXT: // -----
// ANALYSIS-NEXT: module {
// ANALYSIS-NEXT:   func.func @reshape_loop(%arg0: tensor<6xf32> {bufferization.access = "read-write"}, %arg1: index, %arg2: f32) -> tensor<6xf32> {
// ANALYSIS-NEXT:     %c0 = arith.constant 0 : index
// ANALYSIS-NEXT:     %c1 = arith.constant 1 : index
// ANALYSIS-NEXT:     %0 = scf.for %arg3 = %c0 to %arg1 step %c1 iter_args(%arg4 = %arg0) -> (tensor<6xf32>) {
// ANALYSIS-NEXT:       %expanded = tensor.expand_shape %arg4 {{\[\[}}0, 1{{\]\]}} output_shape [2, 3] {__inplace_operands_attr__ = ["true"]} : tensor<6xf32> into tensor<2x3xf32>
// ANALYSIS-NEXT:       %inserted = tensor.insert %arg2 into %expanded[%c1, %arg3] {__inplace_operands_attr__ = ["none", "true", "none", "none"]} : tensor<2x3xf32>
// ANALYSIS-NEXT:       %collapsed = tensor.collapse_shape %inserted {{\[\[}}0, 1{{\]\]}} {__inplace_operands_attr__ = ["true"]} : tensor<2x3xf32> into tensor<6xf32>
// ANALYSIS-NEXT:       scf.yield {__inplace_operands_attr__ = ["true"]} %collapsed : tensor<6xf32>
// ANALYSIS-NEXT:     } {__inplace_operands_attr__ = ["none", "none", "none", "true"]}
// ANALYSIS-NEXT:     return {__equivalent_func_args__ = [0], __inplace_operands_attr__ = ["true"]} %0 : tensor<6xf32>
// ANALYSIS-NEXT:   }
// ANALYSIS-NEXT: }

// INFER: module {
// INFER-NEXT:   func.func @pad_loop(%arg0: memref<4xf32, strided<[?], offset: ?>>, %arg1: index, %arg2: f32) -> memref<4xf32, strided<[?], offset: ?>> {
// INFER-NEXT:     %c0 = arith.constant 0 : index
// INFER-NEXT:     %c1 = arith.constant 1 : index
// INFER-NEXT:     %0 = scf.for %arg3 = %c0 to %arg1 step %c1 iter_args(%arg4 = %arg0) -> (memref<4xf32, strided<[?], offset: ?>>) {
// INFER-NEXT:       %subview = memref.subview %arg4[1] [3] [1] : memref<4xf32, strided<[?], offset: ?>> to memref<3xf32, strided<[?], offset: ?>>
// INFER-NEXT:       %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// INFER-NEXT:       linalg.map outs(%alloc : memref<4xf32>)
// INFER-NEXT:         (%init: f32) {
// INFER-NEXT:           %1 = linalg.index 0 : index
// INFER-NEXT:           linalg.yield %arg2 : f32
// INFER-NEXT:         }
// INFER-NEXT:       %subview_0 = memref.subview %alloc[0] [3] [1] : memref<4xf32> to memref<3xf32, strided<[1]>>
// INFER-NEXT:       memref.copy %subview, %subview_0 : memref<3xf32, strided<[?], offset: ?>> to memref<3xf32, strided<[1]>>
// INFER-NEXT:       %cast = memref.cast %alloc : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// INFER-NEXT:       scf.yield %cast : memref<4xf32, strided<[?], offset: ?>>
// INFER-NEXT:     }
// INFER-NEXT:     return %0 : memref<4xf32, strided<[?], offset: ?>>
// INFER-NEXT:   }
// INFER-NEXT: }
// INFER-EMPTY:
// INFER-NEXT: // -----
// INFER-NEXT: module {
// INFER-NEXT:   func.func @reshape_loop(%arg0: memref<6xf32, strided<[?], offset: ?>>, %arg1: index, %arg2: f32) -> memref<6xf32, strided<[?], offset: ?>> {
// INFER-NEXT:     %c0 = arith.constant 0 : index
// INFER-NEXT:     %c1 = arith.constant 1 : index
// INFER-NEXT:     %0 = scf.for %arg3 = %c0 to %arg1 step %c1 iter_args(%arg4 = %arg0) -> (memref<6xf32, strided<[?], offset: ?>>) {
// INFER-NEXT:       %expand_shape = memref.expand_shape %arg4 {{\[\[}}0, 1{{\]\]}} output_shape [2, 3] : memref<6xf32, strided<[?], offset: ?>> into memref<2x3xf32, strided<[?, ?], offset: ?>>
// INFER-NEXT:       memref.store %arg2, %expand_shape[%c1, %arg3] : memref<2x3xf32, strided<[?, ?], offset: ?>>
// INFER-NEXT:       %alloc = memref.alloc() {alignment = 64 : i64} : memref<2x3xf32>
// INFER-NEXT:       memref.copy %expand_shape, %alloc : memref<2x3xf32, strided<[?, ?], offset: ?>> to memref<2x3xf32>
// INFER-NEXT:       %collapse_shape = memref.collapse_shape %alloc {{\[\[}}0, 1{{\]\]}} : memref<2x3xf32> into memref<6xf32>
// INFER-NEXT:       %cast = memref.cast %collapse_shape : memref<6xf32> to memref<6xf32, strided<[?], offset: ?>>
// INFER-NEXT:       scf.yield %cast : memref<6xf32, strided<[?], offset: ?>>
// INFER-NEXT:     }
// INFER-NEXT:     return %0 : memref<6xf32, strided<[?], offset: ?>>
// INFER-NEXT:   }
// INFER-NEXT: }

// IDENTITY: module {
// IDENTITY-NEXT:   func.func @pad_loop(%arg0: memref<4xf32>, %arg1: index, %arg2: f32) -> memref<4xf32> {
// IDENTITY-NEXT:     %c0 = arith.constant 0 : index
// IDENTITY-NEXT:     %c1 = arith.constant 1 : index
// IDENTITY-NEXT:     %0 = scf.for %arg3 = %c0 to %arg1 step %c1 iter_args(%arg4 = %arg0) -> (memref<4xf32>) {
// IDENTITY-NEXT:       %subview = memref.subview %arg4[1] [3] [1] : memref<4xf32> to memref<3xf32, strided<[1], offset: 1>>
// IDENTITY-NEXT:       %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// IDENTITY-NEXT:       linalg.map outs(%alloc : memref<4xf32>)
// IDENTITY-NEXT:         (%init: f32) {
// IDENTITY-NEXT:           %1 = linalg.index 0 : index
// IDENTITY-NEXT:           linalg.yield %arg2 : f32
// IDENTITY-NEXT:         }
// IDENTITY-NEXT:       %subview_0 = memref.subview %alloc[0] [3] [1] : memref<4xf32> to memref<3xf32, strided<[1]>>
// IDENTITY-NEXT:       memref.copy %subview, %subview_0 : memref<3xf32, strided<[1], offset: 1>> to memref<3xf32, strided<[1]>>
// IDENTITY-NEXT:       scf.yield %alloc : memref<4xf32>
// IDENTITY-NEXT:     }
// IDENTITY-NEXT:     return %0 : memref<4xf32>
// IDENTITY-NEXT:   }
// IDENTITY-NEXT: }
// IDENTITY-EMPTY:
// IDENTITY-NEXT: // -----
// IDENTITY-NEXT: module {
// IDENTITY-NEXT:   func.func @reshape_loop(%arg0: memref<6xf32>, %arg1: index, %arg2: f32) -> memref<6xf32> {
// IDENTITY-NEXT:     %c0 = arith.constant 0 : index
// IDENTITY-NEXT:     %c1 = arith.constant 1 : index
// IDENTITY-NEXT:     %0 = scf.for %arg3 = %c0 to %arg1 step %c1 iter_args(%arg4 = %arg0) -> (memref<6xf32>) {
// IDENTITY-NEXT:       %expand_shape = memref.expand_shape %arg4 {{\[\[}}0, 1{{\]\]}} output_shape [2, 3] : memref<6xf32> into memref<2x3xf32>
// IDENTITY-NEXT:       memref.store %arg2, %expand_shape[%c1, %arg3] : memref<2x3xf32>
// IDENTITY-NEXT:       %collapse_shape = memref.collapse_shape %expand_shape {{\[\[}}0, 1{{\]\]}} : memref<2x3xf32> into memref<6xf32>
// IDENTITY-NEXT:       scf.yield %collapse_shape : memref<6xf32>
// IDENTITY-NEXT:     }
// IDENTITY-NEXT:     return %0 : memref<6xf32>
// IDENTITY-NEXT:   }
// IDENTITY-NEXT: }
