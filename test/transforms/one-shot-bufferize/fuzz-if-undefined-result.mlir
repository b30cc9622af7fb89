// An scf.if whose branches yield only tensor.empty values has a result
// without a definition: upstream's findDefinitions follows the yields and
// finds none, so a later in-place write of the result conflicts with no
// read of it (@if_of_empties: in place, the returned %r is unspecified
// anyway).  bufopt defined the result at the scf.if and copied
// (scripts/bufferize-fuzz-regions.py seed 469: one buffer and one copy
// more than mlir-opt).  With one branch yielding a fill's result the
// result is defined and the write goes out of place (@if_of_empty_and_fill).
// RUN: bufopt %s --split-input-file --one-shot-bufferize="bufferize-function-boundaries test-analysis-only allow-return-allocs-from-loops" | FileCheck %s --check-prefix=ANALYSIS
// RUN: mlir-opt %s --split-input-file --one-shot-bufferize="bufferize-function-boundaries test-analysis-only allow-return-allocs-from-loops" | FileCheck %s --check-prefix=ANALYSIS
// RUN: bufopt %s --split-input-file --one-shot-bufferize="bufferize-function-boundaries analysis-heuristic=top-down test-analysis-only allow-return-allocs-from-loops" | FileCheck %s --check-prefix=TOPDOWN
// RUN: mlir-opt %s --split-input-file --one-shot-bufferize="bufferize-function-boundaries analysis-heuristic=top-down test-analysis-only allow-return-allocs-from-loops" | FileCheck %s --check-prefix=TOPDOWN
// RUN: bufopt %s --split-input-file --one-shot-bufferize="bufferize-function-boundaries allow-return-allocs-from-loops" | FileCheck %s --check-prefix=INFER
// RUN: mlir-opt %s --split-input-file --one-shot-bufferize="bufferize-function-boundaries allow-return-allocs-from-loops" | FileCheck %s --check-prefix=INFER

// ANALYSIS-LABEL: func.func @if_of_empties(
// ANALYSIS: scf.yield {__inplace_operands_attr__ = ["true"]} %3 : tensor<8xf32>
// ANALYSIS: scf.yield {__inplace_operands_attr__ = ["true"]} %0 : tensor<8xf32>
// ANALYSIS: %2 = linalg.copy {__inplace_operands_attr__ = ["true", "true"]} ins(%arg0 : tensor<8xf32>) outs(%1 : tensor<8xf32>) -> tensor<8xf32>
// ANALYSIS: return {__inplace_operands_attr__ = ["true", "true"]} %2, %1 : tensor<8xf32>, tensor<8xf32>
// TOPDOWN-LABEL: func.func @if_of_empties(
// TOPDOWN: scf.yield {__inplace_operands_attr__ = ["true"]} %3 : tensor<8xf32>
// TOPDOWN: scf.yield {__inplace_operands_attr__ = ["true"]} %0 : tensor<8xf32>
// TOPDOWN: %2 = linalg.copy {__inplace_operands_attr__ = ["true", "true"]} ins(%arg0 : tensor<8xf32>) outs(%1 : tensor<8xf32>) -> tensor<8xf32>
// TOPDOWN: return {__inplace_operands_attr__ = ["true", "true"]} %2, %1 : tensor<8xf32>, tensor<8xf32>
// INFER-LABEL: func.func @if_of_empties(
// INFER-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<8xf32>
// INFER-NEXT: %0 = scf.if %arg1 -> (memref<8xf32>) {
// INFER-NEXT: %alloc_1 = memref.alloc() {alignment = 64 : i64} : memref<8xf32>
// INFER-NEXT: scf.yield %alloc_1 : memref<8xf32>
// INFER-NEXT: } else {
// INFER-NEXT: scf.yield %alloc : memref<8xf32>
// INFER-NEXT: }
// INFER-NEXT: linalg.copy ins(%arg0 : memref<8xf32, strided<[?], offset: ?>>) outs(%0 : memref<8xf32>)
// INFER-NEXT: %cast = memref.cast %0 : memref<8xf32> to memref<8xf32, strided<[?], offset: ?>>
// INFER-NEXT: %cast_0 = memref.cast %0 : memref<8xf32> to memref<8xf32, strided<[?], offset: ?>>
// INFER-NEXT: return %0, %0 : memref<8xf32>, memref<8xf32>
// INFER-NEXT: }
func.func @if_of_empties(%x: tensor<8xf32>, %c: i1) -> (tensor<8xf32>, tensor<8xf32>) {
  %e = tensor.empty() : tensor<8xf32>
  %r = scf.if %c -> (tensor<8xf32>) {
    %e2 = tensor.empty() : tensor<8xf32>
    scf.yield %e2 : tensor<8xf32>
  } else {
    scf.yield %e : tensor<8xf32>
  }
  %w = linalg.copy ins(%x : tensor<8xf32>) outs(%r : tensor<8xf32>) -> tensor<8xf32>
  return %w, %r : tensor<8xf32>, tensor<8xf32>
}

// -----

// ANALYSIS-LABEL: func.func @if_of_empty_and_fill(
// ANALYSIS: %3 = linalg.fill {__inplace_operands_attr__ = ["none", "true"]} ins(%arg2 : f32) outs(%0 : tensor<8xf32>) -> tensor<8xf32>
// ANALYSIS: scf.yield {__inplace_operands_attr__ = ["true"]} %3 : tensor<8xf32>
// ANALYSIS: scf.yield {__inplace_operands_attr__ = ["true"]} %0 : tensor<8xf32>
// ANALYSIS: %2 = linalg.copy {__inplace_operands_attr__ = ["true", "false"]} ins(%arg0 : tensor<8xf32>) outs(%1 : tensor<8xf32>) -> tensor<8xf32>
// ANALYSIS: return {__inplace_operands_attr__ = ["true", "true"]} %2, %1 : tensor<8xf32>, tensor<8xf32>
// TOPDOWN-LABEL: func.func @if_of_empty_and_fill(
// TOPDOWN: %3 = linalg.fill {__inplace_operands_attr__ = ["none", "true"]} ins(%arg2 : f32) outs(%0 : tensor<8xf32>) -> tensor<8xf32>
// TOPDOWN: scf.yield {__inplace_operands_attr__ = ["true"]} %3 : tensor<8xf32>
// TOPDOWN: scf.yield {__inplace_operands_attr__ = ["true"]} %0 : tensor<8xf32>
// TOPDOWN: %2 = linalg.copy {__inplace_operands_attr__ = ["true", "false"]} ins(%arg0 : tensor<8xf32>) outs(%1 : tensor<8xf32>) -> tensor<8xf32>
// TOPDOWN: return {__inplace_operands_attr__ = ["true", "true"]} %2, %1 : tensor<8xf32>, tensor<8xf32>
// INFER-LABEL: func.func @if_of_empty_and_fill(
// INFER-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<8xf32>
// INFER-NEXT: %0 = scf.if %arg1 -> (memref<8xf32>) {
// INFER-NEXT: linalg.fill ins(%arg2 : f32) outs(%alloc : memref<8xf32>)
// INFER-NEXT: scf.yield %alloc : memref<8xf32>
// INFER-NEXT: } else {
// INFER-NEXT: scf.yield %alloc : memref<8xf32>
// INFER-NEXT: }
// INFER-NEXT: %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<8xf32>
// INFER-NEXT: linalg.copy ins(%arg0 : memref<8xf32, strided<[?], offset: ?>>) outs(%alloc_0 : memref<8xf32>)
// INFER-NEXT: %cast = memref.cast %alloc_0 : memref<8xf32> to memref<8xf32, strided<[?], offset: ?>>
// INFER-NEXT: %cast_1 = memref.cast %0 : memref<8xf32> to memref<8xf32, strided<[?], offset: ?>>
// INFER-NEXT: return %alloc_0, %0 : memref<8xf32>, memref<8xf32>
// INFER-NEXT: }
func.func @if_of_empty_and_fill(%x: tensor<8xf32>, %c: i1, %s: f32) -> (tensor<8xf32>, tensor<8xf32>) {
  %e = tensor.empty() : tensor<8xf32>
  %r = scf.if %c -> (tensor<8xf32>) {
    %f = linalg.fill ins(%s : f32) outs(%e : tensor<8xf32>) -> tensor<8xf32>
    scf.yield %f : tensor<8xf32>
  } else {
    scf.yield %e : tensor<8xf32>
  }
  %w = linalg.copy ins(%x : tensor<8xf32>) outs(%r : tensor<8xf32>) -> tensor<8xf32>
  return %w, %r : tensor<8xf32>, tensor<8xf32>
}
