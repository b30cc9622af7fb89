// dialect-filter=<list>: only the ops of the listed dialects are bufferized;
// the others stay on tensors and are unknown ops to the analysis (their
// operands are annotated "false", their results are not writable), without
// an error even without allow-unknown-ops; to_tensor / to_buffer at the
// borders.  tensor.empty feeding an op left on tensors still becomes an
// allocation (+ to_tensor).  Without function boundaries the func dialect is
// left anyway; with them it must be listed.  Expected text: mlir-opt 22's.
// RUN: bufopt %s --split-input-file --one-shot-bufferize="dialect-filter=tensor,bufferization" | FileCheck %s --check-prefix=TENSOR
// RUN: mlir-opt %s --split-input-file --one-shot-bufferize="dialect-filter=tensor,bufferization" | FileCheck %s --check-prefix=TENSOR
// RUN: bufopt %s --split-input-file --one-shot-bufferize="dialect-filter=linalg,bufferization" | FileCheck %s --check-prefix=LINALG
// RUN: mlir-opt %s --split-input-file --one-shot-bufferize="dialect-filter=linalg,bufferization" | FileCheck %s --check-prefix=LINALG
// RUN: bufopt %s --split-input-file --one-shot-bufferize="dialect-filter=tensor,bufferization test-analysis-only" | FileCheck %s --check-prefix=ANALYSIS
// RUN: mlir-opt %s --split-input-file --one-shot-bufferize="dialect-filter=tensor,bufferization test-analysis-only" | FileCheck %s --check-prefix=ANALYSIS
// RUN: bufopt %s --split-input-file --one-shot-bufferize="dialect-filter=tensor,linalg,bufferization,func bufferize-function-boundaries" | FileCheck %s --check-prefix=BOUNDARIES
// RUN: mlir-opt %s --split-input-file --one-shot-bufferize="dialect-filter=tensor,linalg,bufferization,func bufferize-function-boundaries" | FileCheck %s --check-prefix=BOUNDARIES

func.func @f(%t: tensor<4xf32>, %i: index, %v: f32) -> tensor<4xf32> {
  %0 = tensor.insert %v into %t[%i] : tensor<4xf32>
  %e = tensor.empty() : tensor<4xf32>
  %1 = linalg.fill ins(%v : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %2 = arith.addf %v, %v : f32
  %3 = tensor.insert %2 into %1[%i] : tensor<4xf32>
  %x = tensor.extract %0[%i] : tensor<4xf32>
  %4 = tensor.insert %x into %3[%i] : tensor<4xf32>
  return %4 : tensor<4xf32>
}

// -----

func.func @constants(%i: index) -> (f32, tensor<4xf32>) {
  %c = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %x = tensor.extract %c[%i] : tensor<4xf32>
  %y = tensor.extract %c[%i] : tensor<4xf32>
  %s = arith.addf %x, %y : f32
  %w = tensor.insert %s into %c[%i] : tensor<4xf32>
  %e = tensor.empty() : tensor<4xf32>
  %m = linalg.add ins(%w, %c : tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  return %s, %m : f32, tensor<4xf32>
}

// -----

func.func @views(%t: tensor<2x6xf32>, %v: f32) -> tensor<12xf32> {
  %c0 = arith.constant 0 : index
  %s = tensor.extract_slice %t[0, 0] [1, 6] [1, 1] : tensor<2x6xf32> to tensor<6xf32>
  %f = linalg.fill ins(%v : f32) outs(%s : tensor<6xf32>) -> tensor<6xf32>
  %u = tensor.insert_slice %f into %t[1, 0] [1, 6] [1, 1] : tensor<6xf32> into tensor<2x6xf32>
  %c = tensor.collapse_shape %u [[0, 1]] : tensor<2x6xf32> into tensor<12xf32>
  return %c : tensor<12xf32>
}

// TENSOR: module {
// TENSOR-NEXT:   func.func @f(%arg0: tensor<4xf32>, %arg1: index, %arg2: f32) -> tensor<4xf32> {
// TENSOR-NEXT:     %0 = bufferization.to_buffer %arg0 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// TENSOR-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// TENSOR-NEXT:     memref.copy %0, %alloc : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32>
// TENSOR-NEXT:     memref.store %arg2, %alloc[%arg1] : memref<4xf32>
// TENSOR-NEXT:     %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// TENSOR-NEXT:     %1 = bufferization.to_tensor %alloc_0 : memref<4xf32> to tensor<4xf32>
// TENSOR-NEXT:     %2 = linalg.fill ins(%arg2 : f32) outs(%1 : tensor<4xf32>) -> tensor<4xf32>
// TENSOR-NEXT:     %3 = bufferization.to_buffer %2 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// TENSOR-NEXT:     %4 = arith.addf %arg2, %arg2 : f32
// TENSOR-NEXT:     %alloc_1 = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// TENSOR-NEXT:     memref.copy %3, %alloc_1 : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32>
// TENSOR-NEXT:     memref.store %4, %alloc_1[%arg1] : memref<4xf32>
// TENSOR-NEXT:     %5 = memref.load %alloc[%arg1] : memref<4xf32>
// TENSOR-NEXT:     memref.store %5, %alloc_1[%arg1] : memref<4xf32>
// TENSOR-NEXT:     %6 = bufferization.to_tensor %alloc_1 : memref<4xf32> to tensor<4xf32>
// TENSOR-NEXT:     return %6 : tensor<4xf32>
// TENSOR-NEXT:   }
// TENSOR-NEXT: }
// TENSOR-EMPTY:
// TENSOR-NEXT: // -----
// TENSOR-NEXT: module {
// TENSOR-NEXT:   func.func @constants(%arg0: index) -> (f32, tensor<4xf32>) {
// TENSOR-NEXT:     %cst = arith.constant dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]> : tensor<4xf32>
// TENSOR-NEXT:     %0 = bufferization.to_buffer %cst : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// TENSOR-NEXT:     %1 = bufferization.to_buffer %cst : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// TENSOR-NEXT:     %2 = bufferization.to_buffer %cst : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// TENSOR-NEXT:     %3 = memref.load %2[%arg0] : memref<4xf32, strided<[?], offset: ?>>
// TENSOR-NEXT:     %4 = memref.load %1[%arg0] : memref<4xf32, strided<[?], offset: ?>>
// TENSOR-NEXT:     %5 = arith.addf %3, %4 : f32
// TENSOR-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// TENSOR-NEXT:     memref.copy %0, %alloc : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32>
// TENSOR-NEXT:     memref.store %5, %alloc[%arg0] : memref<4xf32>
// TENSOR-NEXT:     %6 = bufferization.to_tensor %alloc : memref<4xf32> to tensor<4xf32>
// TENSOR-NEXT:     %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// TENSOR-NEXT:     %7 = bufferization.to_tensor %alloc_0 : memref<4xf32> to tensor<4xf32>
// TENSOR-NEXT:     %8 = linalg.add ins(%6, %cst : tensor<4xf32>, tensor<4xf32>) outs(%7 : tensor<4xf32>) -> tensor<4xf32>
// TENSOR-NEXT:     return %5, %8 : f32, tensor<4xf32>
// TENSOR-NEXT:   }
// TENSOR-NEXT: }
// TENSOR-EMPTY:
// TENSOR-NEXT: // -----
// TENSOR-NEXT: module {
// TENSOR-NEXT:   func.func @views(%arg0: tensor<2x6xf32>, %arg1: f32) -> tensor<12xf32> {
// TENSOR-NEXT:     %0 = bufferization.to_buffer %arg0 : tensor<2x6xf32> to memref<2x6xf32, strided<[?, ?], offset: ?>>
// TENSOR-NEXT:     %1 = bufferization.to_buffer %arg0 : tensor<2x6xf32> to memref<2x6xf32, strided<[?, ?], offset: ?>>
// TENSOR-NEXT:     %c0 = arith.constant 0 : index
// TENSOR-NEXT:     %subview = memref.subview %1[0, 0] [1, 6] [1, 1] : memref<2x6xf32, strided<[?, ?], offset: ?>> to memref<6xf32, strided<[?], offset: ?>>
// TENSOR-NEXT:     %2 = bufferization.to_tensor %subview : memref<6xf32, strided<[?], offset: ?>> to tensor<6xf32>
// TENSOR-NEXT:     %3 = linalg.fill ins(%arg1 : f32) outs(%2 : tensor<6xf32>) -> tensor<6xf32>
// TENSOR-NEXT:     %4 = bufferization.to_buffer %3 : tensor<6xf32> to memref<6xf32, strided<[?], offset: ?>>
// TENSOR-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<2x6xf32>
// TENSOR-NEXT:     memref.copy %0, %alloc : memref<2x6xf32, strided<[?, ?], offset: ?>> to memref<2x6xf32>
// TENSOR-NEXT:     %subview_0 = memref.subview %alloc[1, 0] [1, 6] [1, 1] : memref<2x6xf32> to memref<6xf32, strided<[1], offset: 6>>
// TENSOR-NEXT:     memref.copy %4, %subview_0 : memref<6xf32, strided<[?], offset: ?>> to memref<6xf32, strided<[1], offset: 6>>
// TENSOR-NEXT:     %collapse_shape = memref.collapse_shape %alloc {{\[\[}}0, 1{{\]\]}} : memref<2x6xf32> into memref<12xf32>
// TENSOR-NEXT:     %5 = bufferization.to_tensor %collapse_shape : memref<12xf32> to tensor<12xf32>
// TENSOR-NEXT:     return %5 : tensor<12xf32>
// TENSOR-NEXT:   }
// TENSOR-NEXT: }

// LINALG: module {
// LINALG-NEXT:   func.func @f(%arg0: tensor<4xf32>, %arg1: index, %arg2: f32) -> tensor<4xf32> {
// LINALG-NEXT:     %inserted = tensor.insert %arg2 into %arg0[%arg1] : tensor<4xf32>
// LINALG-NEXT:     %0 = tensor.empty() : tensor<4xf32>
// LINALG-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// LINALG-NEXT:     linalg.fill ins(%arg2 : f32) outs(%alloc : memref<4xf32>)
// LINALG-NEXT:     %1 = bufferization.to_tensor %alloc : memref<4xf32> to tensor<4xf32>
// LINALG-NEXT:     %2 = arith.addf %arg2, %arg2 : f32
// LINALG-NEXT:     %inserted_0 = tensor.insert %2 into %1[%arg1] : tensor<4xf32>
// LINALG-NEXT:     %extracted = tensor.extract %inserted[%arg1] : tensor<4xf32>
// LINALG-NEXT:     %inserted_1 = tensor.insert %extracted into %inserted_0[%arg1] : tensor<4xf32>
// LINALG-NEXT:     return %inserted_1 : tensor<4xf32>
// LINALG-NEXT:   }
// LINALG-NEXT: }
// LINALG-EMPTY:
// LINALG-NEXT: // -----
// LINALG-NEXT: module {
// LINALG-NEXT:   func.func @constants(%arg0: index) -> (f32, tensor<4xf32>) {
// LINALG-NEXT:     %cst = arith.constant dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]> : tensor<4xf32>
// LINALG-NEXT:     %0 = bufferization.to_buffer %cst : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// LINALG-NEXT:     %extracted = tensor.extract %cst[%arg0] : tensor<4xf32>
// LINALG-NEXT:     %extracted_0 = tensor.extract %cst[%arg0] : tensor<4xf32>
// LINALG-NEXT:     %1 = arith.addf %extracted, %extracted_0 : f32
// LINALG-NEXT:     %inserted = tensor.insert %1 into %cst[%arg0] : tensor<4xf32>
// LINALG-NEXT:     %2 = bufferization.to_buffer %inserted : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// LINALG-NEXT:     %3 = tensor.empty() : tensor<4xf32>
// LINALG-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// LINALG-NEXT:     linalg.add ins(%2, %0 : memref<4xf32, strided<[?], offset: ?>>, memref<4xf32, strided<[?], offset: ?>>) outs(%alloc : memref<4xf32>)
// LINALG-NEXT:     %4 = bufferization.to_tensor %alloc : memref<4xf32> to tensor<4xf32>
// LINALG-NEXT:     return %1, %4 : f32, tensor<4xf32>
// LINALG-NEXT:   }
// LINALG-NEXT: }
// LINALG-EMPTY:
// LINALG-NEXT: // -----
// LINALG-NEXT: module {
// LINALG-NEXT:   func.func @views(%arg0: tensor<2x6xf32>, %arg1: f32) -> tensor<12xf32> {
// LINALG-NEXT:     %c0 = arith.constant 0 : index
// LINALG-NEXT:     %extracted_slice = tensor.extract_slice %arg0[0, 0] [1, 6] [1, 1] : tensor<2x6xf32> to tensor<6xf32>
// LINALG-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<6xf32>
// LINALG-NEXT:     linalg.fill ins(%arg1 : f32) outs(%alloc : memref<6xf32>)
// LINALG-NEXT:     %0 = bufferization.to_tensor %alloc : memref<6xf32> to tensor<6xf32>
// LINALG-NEXT:     %inserted_slice = tensor.insert_slice %0 into %arg0[1, 0] [1, 6] [1, 1] : tensor<6xf32> into tensor<2x6xf32>
// LINALG-NEXT:     %collapsed = tensor.collapse_shape %inserted_slice {{\[\[}}0, 1{{\]\]}} : tensor<2x6xf32> into tensor<12xf32>
// LINALG-NEXT:     return %collapsed : tensor<12xf32>
// LINALG-NEXT:   }
// LINALG-NEXT: }
// LINALG-EMPTY:
// LINALG-NEXT: // -----
// LINALG-NEXT: module {
// LINALG-NEXT: }
// LINALG-EMPTY:
// LINALG-NEXT: // -----
// LINALG-NEXT: module {
// LINALG-NEXT: }

// ANALYSIS: module {
// ANALYSIS-NEXT:   func.func @f(%arg0: tensor<4xf32>, %arg1: index, %arg2: f32) -> tensor<4xf32> {
// ANALYSIS-NEXT:     %inserted = tensor.insert %arg2 into %arg0[%arg1] {__inplace_operands_attr__ = ["none", "false", "none"]} : tensor<4xf32>
// ANALYSIS-NEXT:     %0 = tensor.empty() : tensor<4xf32>
// ANALYSIS-NEXT:     %1 = linalg.fill {__inplace_operands_attr__ = ["none", "false"]} ins(%arg2 : f32) outs(%0 : tensor<4xf32>) -> tensor<4xf32>
// ANALYSIS-NEXT:     %2 = arith.addf %arg2, %arg2 : f32
// ANALYSIS-NEXT:     %inserted_0 = tensor.insert %2 into %1[%arg1] {__inplace_operands_attr__ = ["none", "false", "none"]} : tensor<4xf32>
// ANALYSIS-NEXT:     %extracted = tensor.extract %inserted[%arg1] {__inplace_operands_attr__ = ["true", "none"]} : tensor<4xf32>
// ANALYSIS-NEXT:     %inserted_1 = tensor.insert %extracted into %inserted_0[%arg1] {__inplace_operands_attr__ = ["none", "true", "none"]} : tensor<4xf32>
// ANALYSIS-NEXT:     return {__inplace_operands_attr__ = ["true"]} %inserted_1 : tensor<4xf32>
// ANALYSIS-NEXT:   }
// ANALYSIS-NEXT: }
// ANALYSIS-EMPTY:
// ANALYSIS-NEXT: // -----
// ANALYSIS-NEXT: module {
// ANALYSIS-NEXT:   func.func @constants(%arg0: index) -> (f32, tensor<4xf32>) {
// ANALYSIS-NEXT:     %cst = arith.constant dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]> : tensor<4xf32>
// ANALYSIS-NEXT:     %extracted = tensor.extract %cst[%arg0] {__inplace_operands_attr__ = ["true", "none"]} : tensor<4xf32>
// ANALYSIS-NEXT:     %extracted_0 = tensor.extract %cst[%arg0] {__inplace_operands_attr__ = ["true", "none"]} : tensor<4xf32>
// ANALYSIS-NEXT:     %0 = arith.addf %extracted, %extracted_0 : f32
// ANALYSIS-NEXT:     %inserted = tensor.insert %0 into %cst[%arg0] {__inplace_operands_attr__ = ["none", "false", "none"]} : tensor<4xf32>
// ANALYSIS-NEXT:     %1 = tensor.empty() : tensor<4xf32>
// ANALYSIS-NEXT:     %2 = linalg.add {__inplace_operands_attr__ = ["false", "false", "false"]} ins(%inserted, %cst : tensor<4xf32>, tensor<4xf32>) outs(%1 : tensor<4xf32>) -> tensor<4xf32>
// ANALYSIS-NEXT:     return {__inplace_operands_attr__ = ["none", "false"]} %0, %2 : f32, tensor<4xf32>
// ANALYSIS-NEXT:   }
// ANALYSIS-NEXT: }
// ANALYSIS-EMPTY:
// ANALYSIS-NEXT: // -----
// ANALYSIS-NEXT: module {
// ANALYSIS-NEXT:   func.func @views(%arg0: tensor<2x6xf32>, %arg1: f32) -> tensor<12xf32> {
// ANALYSIS-NEXT:     %c0 = arith.constant 0 : index
// ANALYSIS-NEXT:     %extracted_slice = tensor.extract_slice %arg0[0, 0] [1, 6] [1, 1] {__inplace_operands_attr__ = ["true"]} : tensor<2x6xf32> to tensor<6xf32>
// ANALYSIS-NEXT:     %0 = linalg.fill {__inplace_operands_attr__ = ["none", "false"]} ins(%arg1 : f32) outs(%extracted_slice : tensor<6xf32>) -> tensor<6xf32>
// ANALYSIS-NEXT:     %inserted_slice = tensor.insert_slice %0 into %arg0[1, 0] [1, 6] [1, 1] {__inplace_operands_attr__ = ["true", "false"]} : tensor<6xf32> into tensor<2x6xf32>
// ANALYSIS-NEXT:     %collapsed = tensor.collapse_shape %inserted_slice {{\[\[}}0, 1{{\]\]}} {__inplace_operands_attr__ = ["true"]} : tensor<2x6xf32> into tensor<12xf32>
// ANALYSIS-NEXT:     return {__inplace_operands_attr__ = ["true"]} %collapsed : tensor<12xf32>
// ANALYSIS-NEXT:   }
// ANALYSIS-NEXT: }
// ANALYSIS-EMPTY:
// ANALYSIS-NEXT: // -----
// ANALYSIS-NEXT: module {
// ANALYSIS-NEXT: }
// ANALYSIS-EMPTY:
// ANALYSIS-NEXT: // -----
// ANALYSIS-NEXT: module {
// ANALYSIS-NEXT: }
// ANALYSIS-EMPTY:
// ANALYSIS-NEXT: // -----
// ANALYSIS-NEXT: module {
// ANALYSIS-NEXT: }
// ANALYSIS-EMPTY:
// ANALYSIS-NEXT: // -----
// ANALYSIS-NEXT: module {
// ANALYSIS-NEXT: }
// ANALYSIS-EMPTY:
// ANALYSIS-NEXT: // -----
// ANALYSIS-NEXT: module {
// ANALYSIS-NEXT: }
// ANALYSIS-EMPTY:
// ANALYSIS-NEXT: // -----
// ANALYSIS-NEXT: module {
// ANALYSIS-NEXT: }

// BOUNDARIES: module {
// BOUNDARIES-NEXT:   func.func @f(%arg0: memref<4xf32, strided<[?], offset: ?>>, %arg1: index, %arg2: f32) -> memref<4xf32> {
// BOUNDARIES-NEXT:     memref.store %arg2, %arg0[%arg1] : memref<4xf32, strided<[?], offset: ?>>
// BOUNDARIES-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// BOUNDARIES-NEXT:     linalg.fill ins(%arg2 : f32) outs(%alloc : memref<4xf32>)
// BOUNDARIES-NEXT:     %0 = arith.addf %arg2, %arg2 : f32
// BOUNDARIES-NEXT:     memref.store %0, %alloc[%arg1] : memref<4xf32>
// BOUNDARIES-NEXT:     %1 = memref.load %arg0[%arg1] : memref<4xf32, strided<[?], offset: ?>>
// BOUNDARIES-NEXT:     memref.store %1, %alloc[%arg1] : memref<4xf32>
// BOUNDARIES-NEXT:     %cast = memref.cast %alloc : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// BOUNDARIES-NEXT:     return %alloc : memref<4xf32>
// BOUNDARIES-NEXT:   }
// BOUNDARIES-NEXT: }
// BOUNDARIES-EMPTY:
// BOUNDARIES-NEXT: // -----
// BOUNDARIES-NEXT: module {
// BOUNDARIES-NEXT:   func.func @constants(%arg0: index) -> (f32, memref<4xf32>) {
// BOUNDARIES-NEXT:     %cst = arith.constant dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]> : tensor<4xf32>
// BOUNDARIES-NEXT:     %0 = bufferization.to_buffer %cst : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// BOUNDARIES-NEXT:     %1 = bufferization.to_buffer %cst : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// BOUNDARIES-NEXT:     %2 = bufferization.to_buffer %cst : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// BOUNDARIES-NEXT:     %3 = bufferization.to_buffer %cst : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// BOUNDARIES-NEXT:     %4 = memref.load %3[%arg0] : memref<4xf32, strided<[?], offset: ?>>
// BOUNDARIES-NEXT:     %5 = memref.load %2[%arg0] : memref<4xf32, strided<[?], offset: ?>>
// BOUNDARIES-NEXT:     %6 = arith.addf %4, %5 : f32
// BOUNDARIES-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// BOUNDARIES-NEXT:     memref.copy %1, %alloc : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32>
// BOUNDARIES-NEXT:     memref.store %6, %alloc[%arg0] : memref<4xf32>
// BOUNDARIES-NEXT:     %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// BOUNDARIES-NEXT:     linalg.add ins(%alloc, %0 : memref<4xf32>, memref<4xf32, strided<[?], offset: ?>>) outs(%alloc_0 : memref<4xf32>)
// BOUNDARIES-NEXT:     %cast = memref.cast %alloc_0 : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// BOUNDARIES-NEXT:     return %6, %alloc_0 : f32, memref<4xf32>
// BOUNDARIES-NEXT:   }
// BOUNDARIES-NEXT: }
// BOUNDARIES-EMPTY:
// BOUNDARIES-NEXT: // -----
// BOUNDARIES-NEXT: module {
// BOUNDARIES-NEXT:   func.func @views(%arg0: memref<2x6xf32, strided<[?, ?], offset: ?>>, %arg1: f32) -> memref<12xf32> {
// BOUNDARIES-NEXT:     %c0 = arith.constant 0 : index
// BOUNDARIES-NEXT:     %subview = memref.subview %arg0[0, 0] [1, 6] [1, 1] : memref<2x6xf32, strided<[?, ?], offset: ?>> to memref<6xf32, strided<[?], offset: ?>>
// BOUNDARIES-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<6xf32>
// BOUNDARIES-NEXT:     linalg.fill ins(%arg1 : f32) outs(%alloc : memref<6xf32>)
// BOUNDARIES-NEXT:     %subview_0 = memref.subview %arg0[1, 0] [1, 6] [1, 1] : memref<2x6xf32, strided<[?, ?], offset: ?>> to memref<6xf32, strided<[?], offset: ?>>
// BOUNDARIES-NEXT:     memref.copy %alloc, %subview_0 : memref<6xf32> to memref<6xf32, strided<[?], offset: ?>>
// BOUNDARIES-NEXT:     %alloc_1 = memref.alloc() {alignment = 64 : i64} : memref<2x6xf32>
// BOUNDARIES-NEXT:     memref.copy %arg0, %alloc_1 : memref<2x6xf32, strided<[?, ?], offset: ?>> to memref<2x6xf32>
// BOUNDARIES-NEXT:     %collapse_shape = memref.collapse_shape %alloc_1 {{\[\[}}0, 1{{\]\]}} : memref<2x6xf32> into memref<12xf32>
// BOUNDARIES-NEXT:     %cast = memref.cast %collapse_shape : memref<12xf32> to memref<12xf32, strided<[?], offset: ?>>
// BOUNDARIES-NEXT:     return %collapse_shape : memref<12xf32>
// BOUNDARIES-NEXT:   }
// BOUNDARIES-NEXT: }
// BOUNDARIES-EMPTY:
// BOUNDARIES-NEXT: // -----
// BOUNDARIES-NEXT: module {
// BOUNDARIES-NEXT: }
// BOUNDARIES-EMPTY:
// BOUNDARIES-NEXT: // -----
// BOUNDARIES-NEXT: module {
// BOUNDARIES-NEXT: }
// BOUNDARIES-EMPTY:
// BOUNDARIES-NEXT: // -----
// BOUNDARIES-NEXT: module {
// BOUNDARIES-NEXT: }
// BOUNDARIES-EMPTY:
// BOUNDARIES-NEXT: // -----
// BOUNDARIES-NEXT: module {
// BOUNDARIES-NEXT: }
// BOUNDARIES-EMPTY:
// BOUNDARIES-NEXT: // -----
// BOUNDARIES-NEXT: module {
// BOUNDARIES-NEXT: }
// BOUNDARIES-EMPTY:
// BOUNDARIES-NEXT: // -----
// BOUNDARIES-NEXT: module {
// BOUNDARIES-NEXT: }
// BOUNDARIES-EMPTY:
// BOUNDARIES-NEXT: // -----
// BOUNDARIES-NEXT: module {
// BOUNDARIES-NEXT: }
// BOUNDARIES-EMPTY:
// BOUNDARIES-NEXT: // -----
// BOUNDARIES-NEXT: module {
// BOUNDARIES-NEXT: }
// BOUNDARIES-EMPTY:
// BOUNDARIES-NEXT: // -----
// BOUNDARIES-NEXT: module {
// BOUNDARIES-NEXT: }
// BOUNDARIES-EMPTY:
// BOUNDARIES-NEXT: // -----
// BOUNDARIES-NEXT: module {
// BOUNDARIES-NEXT: }
// BOUNDARIES-EMPTY:
// BOUNDARIES-NEXT: // -----
// BOUNDARIES-NEXT: module {
// BOUNDARIES-NEXT: }
// BOUNDARIES-EMPTY:
// BOUNDARIES-NEXT: // -----
// BOUNDARIES-NEXT: module {
// BOUNDARIES-NEXT: }
// BOUNDARIES-EMPTY:
// BOUNDARIES-NEXT: // -----
// BOUNDARIES-NEXT: module {
// BOUNDARIES-NEXT: }
// BOUNDARIES-EMPTY:
// BOUNDARIES-NEXT: // -----
// BOUNDARIES-NEXT: module {
// BOUNDARIES-NEXT: }
