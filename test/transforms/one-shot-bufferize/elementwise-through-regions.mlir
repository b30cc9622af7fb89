// The element-wise rule (a linalg op reading and writing equivalent operands
// in place) follows equivalent aliases through region ops, as upstream's
// reverse use-def walk: an scf.for whose body yields its iteration argument
// (@loop_passes_init), an scf.if whose regions yield one value
// (@branches_yield_one_value) or different values, any of which may lead
// to the other operand (@branches_yield_two_values: upstream lists every
// yield as an equivalent alias).  Expected: mlir-opt 22's (found by
// scripts/bufferize-fuzz-regions.py, seeds 175 and 226).
// RUN: bufopt %s --split-input-file --one-shot-bufferize="bufferize-function-boundaries test-analysis-only allow-return-allocs-from-loops" | FileCheck %s --check-prefix=ANALYSIS
// RUN: mlir-opt %s --split-input-file --one-shot-bufferize="bufferize-function-boundaries test-analysis-only allow-return-allocs-from-loops" | FileCheck %s --check-prefix=ANALYSIS
// RUN: bufopt %s --split-input-file --one-shot-bufferize="bufferize-function-boundaries analysis-heuristic=top-down test-analysis-only allow-return-allocs-from-loops" | FileCheck %s --check-prefix=TOPDOWN
// RUN: mlir-opt %s --split-input-file --one-shot-bufferize="bufferize-function-boundaries analysis-heuristic=top-down test-analysis-only allow-return-allocs-from-loops" | FileCheck %s --check-prefix=TOPDOWN
// RUN: bufopt %s --split-input-file --one-shot-bufferize="bufferize-function-boundaries allow-return-allocs-from-loops" | FileCheck %s --check-prefix=INFER
// RUN: mlir-opt %s --split-input-file --one-shot-bufferize="bufferize-function-boundaries allow-return-allocs-from-loops" | FileCheck %s --check-prefix=INFER

func.func @loop_passes_init(%t: tensor<8xf32>, %u: tensor<8xf32>, %n: index, %f: f32) -> tensor<8xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %w = linalg.fill ins(%f : f32) outs(%t : tensor<8xf32>) -> tensor<8xf32>
  %r = scf.for %k = %c0 to %n step %c1 iter_args(%a = %w) -> (tensor<8xf32>) {
    scf.yield %a : tensor<8xf32>
  }
  %c = linalg.copy ins(%r : tensor<8xf32>) outs(%t : tensor<8xf32>) -> tensor<8xf32>
  return %c : tensor<8xf32>
}

// -----

func.func @branches_yield_one_value(%t: tensor<8xf32>, %u: tensor<8xf32>, %b: i1, %f: f32) -> tensor<8xf32> {
  %w = linalg.fill ins(%f : f32) outs(%t : tensor<8xf32>) -> tensor<8xf32>
  %r = scf.if %b -> (tensor<8xf32>) {
    scf.yield %w : tensor<8xf32>
  } else {
    %x = linalg.copy ins(%u : tensor<8xf32>) outs(%u : tensor<8xf32>) -> tensor<8xf32>
    scf.yield %w : tensor<8xf32>
  }
  %c = linalg.copy ins(%w : tensor<8xf32>) outs(%r : tensor<8xf32>) -> tensor<8xf32>
  return %c : tensor<8xf32>
}

// -----

func.func @branches_yield_two_values(%t: tensor<8xf32>, %u: tensor<8xf32>, %b: i1, %f: f32) -> tensor<8xf32> {
  %w = linalg.fill ins(%f : f32) outs(%t : tensor<8xf32>) -> tensor<8xf32>
  %r = scf.if %b -> (tensor<8xf32>) {
    scf.yield %w : tensor<8xf32>
  } else {
    scf.yield %u : tensor<8xf32>
  }
  %c = linalg.copy ins(%w : tensor<8xf32>) outs(%r : tensor<8xf32>) -> tensor<8xf32>
  return %c : tensor<8xf32>
}

// ANALYSIS: module {
// ANALYSIS-NEXT:   func.func @loop_passes_init(%arg0: tensor<8xf32> {bufferization.access = "write"}, %arg1: tensor<8xf32> {bufferization.access = "none"}, %arg2: index, %arg3: f32) -> tensor<8xf32> {
// ANALYSIS-NEXT:     %c0 = arith.constant 0 : index
// ANALYSIS-NEXT:     %c1 = arith.constant 1 : index
// ANALYSIS-NEXT:     %0 = linalg.fill {__inplace_operands_attr__ = ["none", "true"]} ins(%arg3 : f32) outs(%arg0 : tensor<8xf32>) -> tensor<8xf32>
// ANALYSIS-NEXT:     %1 = scf.for %arg4 = %c0 to %arg2 step %c1 iter_args(%arg5 = %0) -> (tensor<8xf32>) {
// ANALYSIS-NEXT:       scf.yield {__inplace_operands_attr__ = ["true"]} %arg5 : tensor<8xf32>
// ANALYSIS-NEXT:     } {__inplace_operands_attr__ = ["none", "none", "none", "true"]}
// ANALYSIS-NEXT:     %2 = linalg.copy {__inplace_operands_attr__ = ["true", "true"]} ins(%1 : tensor<8xf32>) outs(%arg0 : tensor<8xf32>) -> tensor<8xf32>
// ANALYSIS-NEXT:     return {__equivalent_func_args__ = [0], __inplace_operands_attr__ = ["true"]} %2 : tensor<8xf32>
// ANALYSIS-NEXT:   }
// ANALYSIS-NEXT: }
// ANALYSIS-EMPTY:
// ANALYSIS-NEXT: // -----
// ANALYSIS-NEXT: module {
// ANALYSIS-NEXT:   func.func @branches_yield_one_value(%arg0: tensor<8xf32> {bufferization.access = "write"}, %arg1: tensor<8xf32> {bufferization.access = "read-write"}, %arg2: i1, %arg3: f32) -> tensor<8xf32> {
// ANALYSIS-NEXT:     %0 = linalg.fill {__inplace_operands_attr__ = ["none", "true"]} ins(%arg3 : f32) outs(%arg0 : tensor<8xf32>) -> tensor<8xf32>
// ANALYSIS-NEXT:     %1 = scf.if %arg2 -> (tensor<8xf32>) {
// ANALYSIS-NEXT:       scf.yield {__inplace_operands_attr__ = ["true"]} %0 : tensor<8xf32>
// ANALYSIS-NEXT:     } else {
// ANALYSIS-NEXT:       %3 = linalg.copy {__inplace_operands_attr__ = ["true", "true"]} ins(%arg1 : tensor<8xf32>) outs(%arg1 : tensor<8xf32>) -> tensor<8xf32>
// ANALYSIS-NEXT:       scf.yield {__inplace_operands_attr__ = ["true"]} %0 : tensor<8xf32>
// ANALYSIS-NEXT:     }
// ANALYSIS-NEXT:     %2 = linalg.copy {__inplace_operands_attr__ = ["true", "true"]} ins(%0 : tensor<8xf32>) outs(%1 : tensor<8xf32>) -> tensor<8xf32>
// ANALYSIS-NEXT:     return {__equivalent_func_args__ = [0], __inplace_operands_attr__ = ["true"]} %2 : tensor<8xf32>
// ANALYSIS-NEXT:   }
// ANALYSIS-NEXT: }
// ANALYSIS-EMPTY:
// ANALYSIS-NEXT: // -----
// ANALYSIS-NEXT: module {
// ANALYSIS-NEXT:   func.func @branches_yield_two_values(%arg0: tensor<8xf32> {bufferization.access = "none"}, %arg1: tensor<8xf32> {bufferization.access = "read-write"}, %arg2: i1, %arg3: f32) -> tensor<8xf32> {
// ANALYSIS-NEXT:     %0 = linalg.fill {__inplace_operands_attr__ = ["none", "false"]} ins(%arg3 : f32) outs(%arg0 : tensor<8xf32>) -> tensor<8xf32>
// ANALYSIS-NEXT:     %1 = scf.if %arg2 -> (tensor<8xf32>) {
// ANALYSIS-NEXT:       scf.yield {__inplace_operands_attr__ = ["true"]} %0 : tensor<8xf32>
// ANALYSIS-NEXT:     } else {
// ANALYSIS-NEXT:       scf.yield {__inplace_operands_attr__ = ["true"]} %arg1 : tensor<8xf32>
// ANALYSIS-NEXT:     }
// ANALYSIS-NEXT:     %2 = linalg.copy {__inplace_operands_attr__ = ["true", "true"]} ins(%0 : tensor<8xf32>) outs(%1 : tensor<8xf32>) -> tensor<8xf32>
// ANALYSIS-NEXT:     return {__inplace_operands_attr__ = ["true"]} %2 : tensor<8xf32>
// ANALYSIS-NEXT:   }
// ANALYSIS-NEXT: }

// TOPDOWN: module {
// TOPDOWN-NEXT:   func.func @loop_passes_init(%arg0: tensor<8xf32> {bufferization.access = "write"}, %arg1: tensor<8xf32> {bufferization.access = "none"}, %arg2: index, %arg3: f32) -> tensor<8xf32> {
// TOPDOWN-NEXT:     %c0 = arith.constant 0 : index
// TOPDOWN-NEXT:     %c1 = arith.constant 1 : index
// TOPDOWN-NEXT:     %0 = linalg.fill {__inplace_operands_attr__ = ["none", "true"]} ins(%arg3 : f32) outs(%arg0 : tensor<8xf32>) -> tensor<8xf32>
// TOPDOWN-NEXT:     %1 = scf.for %arg4 = %c0 to %arg2 step %c1 iter_args(%arg5 = %0) -> (tensor<8xf32>) {
// TOPDOWN-NEXT:       scf.yield {__inplace_operands_attr__ = ["true"]} %arg5 : tensor<8xf32>
// TOPDOWN-NEXT:     } {__inplace_operands_attr__ = ["none", "none", "none", "true"]}
// TOPDOWN-NEXT:     %2 = linalg.copy {__inplace_operands_attr__ = ["true", "true"]} ins(%1 : tensor<8xf32>) outs(%arg0 : tensor<8xf32>) -> tensor<8xf32>
// TOPDOWN-NEXT:     return {__equivalent_func_args__ = [0], __inplace_operands_attr__ = ["true"]} %2 : tensor<8xf32>
// TOPDOWN-NEXT:   }
// TOPDOWN-NEXT: }
// TOPDOWN-EMPTY:
// TOPDOWN-NEXT: // -----
// TOPDOWN-NEXT: module {
// TOPDOWN-NEXT:   func.func @branches_yield_one_value(%arg0: tensor<8xf32> {bufferization.access = "write"}, %arg1: tensor<8xf32> {bufferization.access = "read-write"}, %arg2: i1, %arg3: f32) -> tensor<8xf32> {
// TOPDOWN-NEXT:     %0 = linalg.fill {__inplace_operands_attr__ = ["none", "true"]} ins(%arg3 : f32) outs(%arg0 : tensor<8xf32>) -> tensor<8xf32>
// TOPDOWN-NEXT:     %1 = scf.if %arg2 -> (tensor<8xf32>) {
// TOPDOWN-NEXT:       scf.yield {__inplace_operands_attr__ = ["true"]} %0 : tensor<8xf32>
// TOPDOWN-NEXT:     } else {
// TOPDOWN-NEXT:       %3 = linalg.copy {__inplace_operands_attr__ = ["true", "true"]} ins(%arg1 : tensor<8xf32>) outs(%arg1 : tensor<8xf32>) -> tensor<8xf32>
// TOPDOWN-NEXT:       scf.yield {__inplace_operands_attr__ = ["true"]} %0 : tensor<8xf32>
// TOPDOWN-NEXT:     }
// TOPDOWN-NEXT:     %2 = linalg.copy {__inplace_operands_attr__ = ["true", "true"]} ins(%0 : tensor<8xf32>) outs(%1 : tensor<8xf32>) -> tensor<8xf32>
// TOPDOWN-NEXT:     return {__equivalent_func_args__ = [0], __inplace_operands_attr__ = ["true"]} %2 : tensor<8xf32>
// TOPDOWN-NEXT:   }
// TOPDOWN-NEXT: }
// TOPDOWN-EMPTY:
// TOPDOWN-NEXT: // -----
// TOPDOWN-NEXT: module {
// TOPDOWN-NEXT:   func.func @branches_yield_two_values(%arg0: tensor<8xf32> {bufferization.access = "none"}, %arg1: tensor<8xf32> {bufferization.access = "read-write"}, %arg2: i1, %arg3: f32) -> tensor<8xf32> {
// TOPDOWN-NEXT:     %0 = linalg.fill {__inplace_operands_attr__ = ["none", "false"]} ins(%arg3 : f32) outs(%arg0 : tensor<8xf32>) -> tensor<8xf32>
// TOPDOWN-NEXT:     %1 = scf.if %arg2 -> (tensor<8xf32>) {
// TOPDOWN-NEXT:       scf.yield {__inplace_operands_attr__ = ["true"]} %0 : tensor<8xf32>
// TOPDOWN-NEXT:     } else {
// TOPDOWN-NEXT:       scf.yield {__inplace_operands_attr__ = ["true"]} %arg1 : tensor<8xf32>
// TOPDOWN-NEXT:     }
// TOPDOWN-NEXT:     %2 = linalg.copy {__inplace_operands_attr__ = ["true", "true"]} ins(%0 : tensor<8xf32>) outs(%1 : tensor<8xf32>) -> tensor<8xf32>
// TOPDOWN-NEXT:     return {__inplace_operands_attr__ = ["true"]} %2 : tensor<8xf32>
// TOPDOWN-NEXT:   }
// TOPDOWN-NEXT: }

// INFER: module {
// INFER-NEXT:   func.func @loop_passes_init(%arg0: memref<8xf32, strided<[?], offset: ?>>, %arg1: memref<8xf32, strided<[?], offset: ?>>, %arg2: index, %arg3: f32) -> memref<8xf32, strided<[?], offset: ?>> {
// INFER-NEXT:     %c0 = arith.constant 0 : index
// INFER-NEXT:     %c1 = arith.constant 1 : index
// INFER-NEXT:     linalg.fill ins(%arg3 : f32) outs(%arg0 : memref<8xf32, strided<[?], offset: ?>>)
// INFER-NEXT:     %0 = scf.for %arg4 = %c0 to %arg2 step %c1 iter_args(%arg5 = %arg0) -> (memref<8xf32, strided<[?], offset: ?>>) {
// INFER-NEXT:       scf.yield %arg5 : memref<8xf32, strided<[?], offset: ?>>
// INFER-NEXT:     }
// INFER-NEXT:     linalg.copy ins(%0 : memref<8xf32, strided<[?], offset: ?>>) outs(%arg0 : memref<8xf32, strided<[?], offset: ?>>)
// INFER-NEXT:     return %arg0 : memref<8xf32, strided<[?], offset: ?>>
// INFER-NEXT:   }
// INFER-NEXT: }
// INFER-EMPTY:
// INFER-NEXT: // -----
// INFER-NEXT: module {
// INFER-NEXT:   func.func @branches_yield_one_value(%arg0: memref<8xf32, strided<[?], offset: ?>>, %arg1: memref<8xf32, strided<[?], offset: ?>>, %arg2: i1, %arg3: f32) -> memref<8xf32, strided<[?], offset: ?>> {
// INFER-NEXT:     linalg.fill ins(%arg3 : f32) outs(%arg0 : memref<8xf32, strided<[?], offset: ?>>)
// INFER-NEXT:     %0 = scf.if %arg2 -> (memref<8xf32, strided<[?], offset: ?>>) {
// INFER-NEXT:       scf.yield %arg0 : memref<8xf32, strided<[?], offset: ?>>
// INFER-NEXT:     } else {
// INFER-NEXT:       linalg.copy ins(%arg1 : memref<8xf32, strided<[?], offset: ?>>) outs(%arg1 : memref<8xf32, strided<[?], offset: ?>>)
// INFER-NEXT:       scf.yield %arg0 : memref<8xf32, strided<[?], offset: ?>>
// INFER-NEXT:     }
// INFER-NEXT:     linalg.copy ins(%arg0 : memref<8xf32, strided<[?], offset: ?>>) outs(%0 : memref<8xf32, strided<[?], offset: ?>>)
// INFER-NEXT:     return %0 : memref<8xf32, strided<[?], offset: ?>>
// INFER-NEXT:   }
// INFER-NEXT: }
// INFER-EMPTY:
// INFER-NEXT: // -----
// INFER-NEXT: module {
// INFER-NEXT:   func.func @branches_yield_two_values(%arg0: memref<8xf32, strided<[?], offset: ?>>, %arg1: memref<8xf32, strided<[?], offset: ?>>, %arg2: i1, %arg3: f32) -> memref<8xf32, strided<[?], offset: ?>> {
// INFER-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<8xf32>
// INFER-NEXT:     linalg.fill ins(%arg3 : f32) outs(%alloc : memref<8xf32>)
// INFER-NEXT:     %0 = scf.if %arg2 -> (memref<8xf32, strided<[?], offset: ?>>) {
// INFER-NEXT:       %cast = memref.cast %alloc : memref<8xf32> to memref<8xf32, strided<[?], offset: ?>>
// INFER-NEXT:       scf.yield %cast : memref<8xf32, strided<[?], offset: ?>>
// INFER-NEXT:     } else {
// INFER-NEXT:       scf.yield %arg1 : memref<8xf32, strided<[?], offset: ?>>
// INFER-NEXT:     }
// INFER-NEXT:     linalg.copy ins(%alloc : memref<8xf32>) outs(%0 : memref<8xf32, strided<[?], offset: ?>>)
// INFER-NEXT:     return %0 : memref<8xf32, strided<[?], offset: ?>>
// INFER-NEXT:   }
// INFER-NEXT: }
