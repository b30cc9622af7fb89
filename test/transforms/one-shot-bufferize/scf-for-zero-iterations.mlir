// scf.for reads its inits when it may run zero times (a bound not constant,
// or upper <= lower: its results are then the inits), else only through its
// iteration arguments (upstream's ForOpInterface::bufferizesToMemoryRead).
// So an out-of-place init is copied even when nothing reads the iteration
// argument or the result (@unknown_bounds, @runs_never, @overwritten), not
// when the loop runs at least once (@runs_twice); and an inner loop's init
// from outside the outer loop is read inside it, so a later write of the
// outer loop's value conflicts (@nested_init_from_outside).  Expected:
// mlir-opt 22's (scripts/bufferize-fuzz-regions.py 1 150: 29 -> 6 of 600).
// RUN: bufopt %s --split-input-file --one-shot-bufferize="bufferize-function-boundaries test-analysis-only allow-return-allocs-from-loops" | FileCheck %s --check-prefix=ANALYSIS
// RUN: mlir-opt %s --split-input-file --one-shot-bufferize="bufferize-function-boundaries test-analysis-only allow-return-allocs-from-loops" | FileCheck %s --check-prefix=ANALYSIS
// RUN: bufopt %s --split-input-file --one-shot-bufferize="bufferize-function-boundaries analysis-heuristic=top-down test-analysis-only allow-return-allocs-from-loops" | FileCheck %s --check-prefix=TOPDOWN
// RUN: mlir-opt %s --split-input-file --one-shot-bufferize="bufferize-function-boundaries analysis-heuristic=top-down test-analysis-only allow-return-allocs-from-loops" | FileCheck %s --check-prefix=TOPDOWN
// RUN: bufopt %s --split-input-file --one-shot-bufferize="bufferize-function-boundaries allow-return-allocs-from-loops" | FileCheck %s --check-prefix=INFER
// RUN: mlir-opt %s --split-input-file --one-shot-bufferize="bufferize-function-boundaries allow-return-allocs-from-loops" | FileCheck %s --check-prefix=INFER
// RUN: bufopt %s --split-input-file --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map allow-return-allocs-from-loops" | FileCheck %s --check-prefix=IDENTITY
// RUN: mlir-opt %s --split-input-file --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map allow-return-allocs-from-loops" | FileCheck %s --check-prefix=IDENTITY

func.func @unknown_bounds(%t: tensor<8xf32>, %n: index) -> tensor<8xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %k = %c0 to %n step %c1 iter_args(%a = %t) -> (tensor<8xf32>) {
    %e = tensor.empty() : tensor<8xf32>
    scf.yield %e : tensor<8xf32>
  }
  return %t : tensor<8xf32>
}

// -----

func.func @runs_twice(%t: tensor<8xf32>) -> tensor<8xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %r = scf.for %k = %c0 to %c2 step %c1 iter_args(%a = %t) -> (tensor<8xf32>) {
    %e = tensor.empty() : tensor<8xf32>
    scf.yield %e : tensor<8xf32>
  }
  return %t : tensor<8xf32>
}

// -----

func.func @runs_never(%t: tensor<8xf32>, %f: f32) -> tensor<8xf32> {
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %r = scf.for %k = %c4 to %c1 step %c1 iter_args(%a = %t) -> (tensor<8xf32>) {
    %w = linalg.fill ins(%f : f32) outs(%a : tensor<8xf32>) -> tensor<8xf32>
    scf.yield %w : tensor<8xf32>
  }
  return %t : tensor<8xf32>
}

// -----

func.func @overwritten(%t: tensor<8xf32>, %n: index, %f: f32) -> tensor<8xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %k = %c0 to %n step %c1 iter_args(%a = %t) -> (tensor<8xf32>) {
    %w = linalg.fill ins(%f : f32) outs(%a : tensor<8xf32>) -> tensor<8xf32>
    scf.yield %w : tensor<8xf32>
  }
  return %t : tensor<8xf32>
}

// -----

func.func @nested_init_from_outside(%t: tensor<8xf32>, %u: tensor<8xf32>, %n: index, %f: f32) -> (tensor<8xf32>, tensor<8xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %k = %c0 to %n step %c1 iter_args(%a = %t) -> (tensor<8xf32>) {
    %in = scf.for %j = %c0 to %n step %c1 iter_args(%b = %u) -> (tensor<8xf32>) {
      %e = tensor.empty() : tensor<8xf32>
      scf.yield %e : tensor<8xf32>
    }
    %i = tensor.insert %f into %in[%c0] : tensor<8xf32>
    %e2 = tensor.empty() : tensor<8xf32>
    scf.yield %e2 : tensor<8xf32>
  }
  return %t, %r : tensor<8xf32>, tensor<8xf32>
}

// -----

func.func @constant_bounds_in_place(%t: tensor<8xf32>, %f: f32) -> (tensor<8xf32>, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %x = tensor.extract %t[%c0] : tensor<8xf32>
  %r = scf.for %k = %c0 to %c8 step %c1 iter_args(%a = %t) -> (tensor<8xf32>) {
    %w = linalg.fill ins(%f : f32) outs(%a : tensor<8xf32>) -> tensor<8xf32>
    scf.yield %w : tensor<8xf32>
  }
  return %r, %x : tensor<8xf32>, f32
}

// ANALYSIS: module {
// ANALYSIS-NEXT:   func.func @unknown_bounds(%arg0: tensor<8xf32> {bufferization.access = "read"}, %arg1: index) -> tensor<8xf32> {
// ANALYSIS-NEXT:     %c0 = arith.constant 0 : index
// ANALYSIS-NEXT:     %c1 = arith.constant 1 : index
// ANALYSIS-NEXT:     %0 = scf.for %arg2 = %c0 to %arg1 step %c1 iter_args(%arg3 = %arg0) -> (tensor<8xf32>) {
// ANALYSIS-NEXT:       %1 = tensor.empty() : tensor<8xf32>
// ANALYSIS-NEXT:       scf.yield {__inplace_operands_attr__ = ["true"]} %1 : tensor<8xf32>
// ANALYSIS-NEXT:     } {__inplace_operands_attr__ = ["none", "none", "none", "false"]}
// ANALYSIS-NEXT:     return {__equivalent_func_args__ = [0], __inplace_operands_attr__ = ["true"]} %arg0 : tensor<8xf32>
// ANALYSIS-NEXT:   }
// ANALYSIS-NEXT: }
// ANALYSIS-EMPTY:
// ANALYSIS-NEXT: // -----
// ANALYSIS-NEXT: module {
// ANALYSIS-NEXT:   func.func @runs_twice(%arg0: tensor<8xf32> {bufferization.access = "read"}) -> tensor<8xf32> {
// ANALYSIS-NEXT:     %c0 = arith.constant 0 : index
// ANALYSIS-NEXT:     %c1 = arith.constant 1 : index
// ANALYSIS-NEXT:     %c2 = arith.constant 2 : index
// ANALYSIS-NEXT:     %0 = scf.for %arg1 = %c0 to %c2 step %c1 iter_args(%arg2 = %arg0) -> (tensor<8xf32>) {
// ANALYSIS-NEXT:       %1 = tensor.empty() : tensor<8xf32>
// ANALYSIS-NEXT:       scf.yield {__inplace_operands_attr__ = ["true"]} %1 : tensor<8xf32>
// ANALYSIS-NEXT:     } {__inplace_operands_attr__ = ["none", "none", "none", "false"]}
// ANALYSIS-NEXT:     return {__equivalent_func_args__ = [0], __inplace_operands_attr__ = ["true"]} %arg0 : tensor<8xf32>
// ANALYSIS-NEXT:   }
// ANALYSIS-NEXT: }
// ANALYSIS-EMPTY:
// ANALYSIS-NEXT: // -----
// ANALYSIS-NEXT: module {
// ANALYSIS-NEXT:   func.func @runs_never(%arg0: tensor<8xf32> {bufferization.access = "read"}, %arg1: f32) -> tensor<8xf32> {
// ANALYSIS-NEXT:     %c1 = arith.constant 1 : index
// ANALYSIS-NEXT:     %c4 = arith.constant 4 : index
// ANALYSIS-NEXT:     %0 = scf.for %arg2 = %c4 to %c1 step %c1 iter_args(%arg3 = %arg0) -> (tensor<8xf32>) {
// ANALYSIS-NEXT:       %1 = linalg.fill {__inplace_operands_attr__ = ["none", "true"]} ins(%arg1 : f32) outs(%arg3 : tensor<8xf32>) -> tensor<8xf32>
// ANALYSIS-NEXT:       scf.yield {__inplace_operands_attr__ = ["true"]} %1 : tensor<8xf32>
// ANALYSIS-NEXT:     } {__inplace_operands_attr__ = ["none", "none", "none", "false"]}
// ANALYSIS-NEXT:     return {__equivalent_func_args__ = [0], __inplace_operands_attr__ = ["true"]} %arg0 : tensor<8xf32>
// ANALYSIS-NEXT:   }
// ANALYSIS-NEXT: }
// ANALYSIS-EMPTY:
// ANALYSIS-NEXT: // -----
// ANALYSIS-NEXT: module {
// ANALYSIS-NEXT:   func.func @overwritten(%arg0: tensor<8xf32> {bufferization.access = "read"}, %arg1: index, %arg2: f32) -> tensor<8xf32> {
// ANALYSIS-NEXT:     %c0 = arith.constant 0 : index
// ANALYSIS-NEXT:     %c1 = arith.constant 1 : index
// ANALYSIS-NEXT:     %0 = scf.for %arg3 = %c0 to %arg1 step %c1 iter_args(%arg4 = %arg0) -> (tensor<8xf32>) {
// ANALYSIS-NEXT:       %1 = linalg.fill {__inplace_operands_attr__ = ["none", "true"]} ins(%arg2 : f32) outs(%arg4 : tensor<8xf32>) -> tensor<8xf32>
// ANALYSIS-NEXT:       scf.yield {__inplace_operands_attr__ = ["true"]} %1 : tensor<8xf32>
// ANALYSIS-NEXT:     } {__inplace_operands_attr__ = ["none", "none", "none", "false"]}
// ANALYSIS-NEXT:     return {__equivalent_func_args__ = [0], __inplace_operands_attr__ = ["true"]} %arg0 : tensor<8xf32>
// ANALYSIS-NEXT:   }
// ANALYSIS-NEXT: }
// ANALYSIS-EMPTY:
// ANALYSIS-NEXT: // -----
// ANALYSIS-NEXT: module {
// ANALYSIS-NEXT:   func.func @nested_init_from_outside(%arg0: tensor<8xf32> {bufferization.access = "read"}, %arg1: tensor<8xf32> {bufferization.access = "read"}, %arg2: index, %arg3: f32) -> (tensor<8xf32>, tensor<8xf32>) {
// ANALYSIS-NEXT:     %c0 = arith.constant 0 : index
// ANALYSIS-NEXT:     %c1 = arith.constant 1 : index
// ANALYSIS-NEXT:     %0 = scf.for %arg4 = %c0 to %arg2 step %c1 iter_args(%arg5 = %arg0) -> (tensor<8xf32>) {
// ANALYSIS-NEXT:       %1 = scf.for %arg6 = %c0 to %arg2 step %c1 iter_args(%arg7 = %arg1) -> (tensor<8xf32>) {
// ANALYSIS-NEXT:         %3 = tensor.empty() : tensor<8xf32>
// ANALYSIS-NEXT:         scf.yield {__inplace_operands_attr__ = ["true"]} %3 : tensor<8xf32>
// ANALYSIS-NEXT:       } {__inplace_operands_attr__ = ["none", "none", "none", "false"]}
// ANALYSIS-NEXT:       %inserted = tensor.insert %arg3 into %1[%c0] {__inplace_operands_attr__ = ["none", "true", "none"]} : tensor<8xf32>
// ANALYSIS-NEXT:       %2 = tensor.empty() : tensor<8xf32>
// ANALYSIS-NEXT:       scf.yield {__inplace_operands_attr__ = ["true"]} %2 : tensor<8xf32>
// ANALYSIS-NEXT:     } {__inplace_operands_attr__ = ["none", "none", "none", "false"]}
// ANALYSIS-NEXT:     return {__equivalent_func_args__ = [0, -1], __inplace_operands_attr__ = ["true", "true"]} %arg0, %0 : tensor<8xf32>, tensor<8xf32>
// ANALYSIS-NEXT:   }
// ANALYSIS-NEXT: }
// ANALYSIS-EMPTY:
// ANALYSIS-NEXT: // -----
// ANALYSIS-NEXT: module {
// ANALYSIS-NEXT:   func.func @constant_bounds_in_place(%arg0: tensor<8xf32> {bufferization.access = "read-write"}, %arg1: f32) -> (tensor<8xf32>, f32) {
// ANALYSIS-NEXT:     %c0 = arith.constant 0 : index
// ANALYSIS-NEXT:     %c1 = arith.constant 1 : index
// ANALYSIS-NEXT:     %c8 = arith.constant 8 : index
// ANALYSIS-NEXT:     %extracted = tensor.extract %arg0[%c0] {__inplace_operands_attr__ = ["true", "none"]} : tensor<8xf32>
// ANALYSIS-NEXT:     %0 = scf.for %arg2 = %c0 to %c8 step %c1 iter_args(%arg3 = %arg0) -> (tensor<8xf32>) {
// ANALYSIS-NEXT:       %1 = linalg.fill {__inplace_operands_attr__ = ["none", "true"]} ins(%arg1 : f32) outs(%arg3 : tensor<8xf32>) -> tensor<8xf32>
// ANALYSIS-NEXT:       scf.yield {__inplace_operands_attr__ = ["true"]} %1 : tensor<8xf32>
// ANALYSIS-NEXT:     } {__inplace_operands_attr__ = ["none", "none", "none", "true"]}
// ANALYSIS-NEXT:     return {__equivalent_func_args__ = [0, -1], __inplace_operands_attr__ = ["true", "none"]} %0, %extracted : tensor<8xf32>, f32
// ANALYSIS-NEXT:   }
// ANALYSIS-NEXT: }

// TOPDOWN: module {
// TOPDOWN-NEXT:   func.func @unknown_bounds(%arg0: tensor<8xf32> {bufferization.access = "read"}, %arg1: index) -> tensor<8xf32> {
// TOPDOWN-NEXT:     %c0 = arith.constant 0 : index
// TOPDOWN-NEXT:     %c1 = arith.constant 1 : index
// TOPDOWN-NEXT:     %0 = scf.for %arg2 = %c0 to %arg1 step %c1 iter_args(%arg3 = %arg0) -> (tensor<8xf32>) {
// TOPDOWN-NEXT:       %1 = tensor.empty() : tensor<8xf32>
// TOPDOWN-NEXT:       scf.yield {__inplace_operands_attr__ = ["true"]} %1 : tensor<8xf32>
// TOPDOWN-NEXT:     } {__inplace_operands_attr__ = ["none", "none", "none", "false"]}
// TOPDOWN-NEXT:     return {__equivalent_func_args__ = [0], __inplace_operands_attr__ = ["true"]} %arg0 : tensor<8xf32>
// TOPDOWN-NEXT:   }
// TOPDOWN-NEXT: }
// TOPDOWN-EMPTY:
// TOPDOWN-NEXT: // -----
// TOPDOWN-NEXT: module {
// TOPDOWN-NEXT:   func.func @runs_twice(%arg0: tensor<8xf32> {bufferization.access = "read"}) -> tensor<8xf32> {
// TOPDOWN-NEXT:     %c0 = arith.constant 0 : index
// TOPDOWN-NEXT:     %c1 = arith.constant 1 : index
// TOPDOWN-NEXT:     %c2 = arith.constant 2 : index
// TOPDOWN-NEXT:     %0 = scf.for %arg1 = %c0 to %c2 step %c1 iter_args(%arg2 = %arg0) -> (tensor<8xf32>) {
// TOPDOWN-NEXT:       %1 = tensor.empty() : tensor<8xf32>
// TOPDOWN-NEXT:       scf.yield {__inplace_operands_attr__ = ["true"]} %1 : tensor<8xf32>
// TOPDOWN-NEXT:     } {__inplace_operands_attr__ = ["none", "none", "none", "false"]}
// TOPDOWN-NEXT:     return {__equivalent_func_args__ = [0], __inplace_operands_attr__ = ["true"]} %arg0 : tensor<8xf32>
// TOPDOWN-NEXT:   }
// TOPDOWN-NEXT: }
// TOPDOWN-EMPTY:
// TOPDOWN-NEXT: // -----
// TOPDOWN-NEXT: module {
// TOPDOWN-NEXT:   func.func @runs_never(%arg0: tensor<8xf32> {bufferization.access = "read"}, %arg1: f32) -> tensor<8xf32> {
// TOPDOWN-NEXT:     %c1 = arith.constant 1 : index
// TOPDOWN-NEXT:     %c4 = arith.constant 4 : index
// TOPDOWN-NEXT:     %0 = scf.for %arg2 = %c4 to %c1 step %c1 iter_args(%arg3 = %arg0) -> (tensor<8xf32>) {
// TOPDOWN-NEXT:       %1 = linalg.fill {__inplace_operands_attr__ = ["none", "true"]} ins(%arg1 : f32) outs(%arg3 : tensor<8xf32>) -> tensor<8xf32>
// TOPDOWN-NEXT:       scf.yield {__inplace_operands_attr__ = ["true"]} %1 : tensor<8xf32>
// TOPDOWN-NEXT:     } {__inplace_operands_attr__ = ["none", "none", "none", "false"]}
// TOPDOWN-NEXT:     return {__equivalent_func_args__ = [0], __inplace_operands_attr__ = ["true"]} %arg0 : tensor<8xf32>
// TOPDOWN-NEXT:   }
// TOPDOWN-NEXT: }
// TOPDOWN-EMPTY:
// TOPDOWN-NEXT: // -----
// TOPDOWN-NEXT: module {
// TOPDOWN-NEXT:   func.func @overwritten(%arg0: tensor<8xf32> {bufferization.access = "read"}, %arg1: index, %arg2: f32) -> tensor<8xf32> {
// TOPDOWN-NEXT:     %c0 = arith.constant 0 : index
// TOPDOWN-NEXT:     %c1 = arith.constant 1 : index
// TOPDOWN-NEXT:     %0 = scf.for %arg3 = %c0 to %arg1 step %c1 iter_args(%arg4 = %arg0) -> (tensor<8xf32>) {
// TOPDOWN-NEXT:       %1 = linalg.fill {__inplace_operands_attr__ = ["none", "true"]} ins(%arg2 : f32) outs(%arg4 : tensor<8xf32>) -> tensor<8xf32>
// TOPDOWN-NEXT:       scf.yield {__inplace_operands_attr__ = ["true"]} %1 : tensor<8xf32>
// TOPDOWN-NEXT:     } {__inplace_operands_attr__ = ["none", "none", "none", "false"]}
// TOPDOWN-NEXT:     return {__equivalent_func_args__ = [0], __inplace_operands_attr__ = ["true"]} %arg0 : tensor<8xf32>
// TOPDOWN-NEXT:   }
// TOPDOWN-NEXT: }
// TOPDOWN-EMPTY:
// TOPDOWN-NEXT: // -----
// TOPDOWN-NEXT: module {
// TOPDOWN-NEXT:   func.func @nested_init_from_outside(%arg0: tensor<8xf32> {bufferization.access = "read"}, %arg1: tensor<8xf32> {bufferization.access = "read"}, %arg2: index, %arg3: f32) -> (tensor<8xf32>, tensor<8xf32>) {
// TOPDOWN-NEXT:     %c0 = arith.constant 0 : index
// TOPDOWN-NEXT:     %c1 = arith.constant 1 : index
// TOPDOWN-NEXT:     %0 = scf.for %arg4 = %c0 to %arg2 step %c1 iter_args(%arg5 = %arg0) -> (tensor<8xf32>) {
// TOPDOWN-NEXT:       %1 = scf.for %arg6 = %c0 to %arg2 step %c1 iter_args(%arg7 = %arg1) -> (tensor<8xf32>) {
// TOPDOWN-NEXT:         %3 = tensor.empty() : tensor<8xf32>
// TOPDOWN-NEXT:         scf.yield {__inplace_operands_attr__ = ["true"]} %3 : tensor<8xf32>
// TOPDOWN-NEXT:       } {__inplace_operands_attr__ = ["none", "none", "none", "false"]}
// TOPDOWN-NEXT:       %inserted = tensor.insert %arg3 into %1[%c0] {__inplace_operands_attr__ = ["none", "true", "none"]} : tensor<8xf32>
// TOPDOWN-NEXT:       %2 = tensor.empty() : tensor<8xf32>
// TOPDOWN-NEXT:       scf.yield {__inplace_operands_attr__ = ["true"]} %2 : tensor<8xf32>
// TOPDOWN-NEXT:     } {__inplace_operands_attr__ = ["none", "none", "none", "false"]}
// TOPDOWN-NEXT:     return {__equivalent_func_args__ = [0, -1], __inplace_operands_attr__ = ["true", "true"]} %arg0, %0 : tensor<8xf32>, tensor<8xf32>
// TOPDOWN-NEXT:   }
// TOPDOWN-NEXT: }
// TOPDOWN-EMPTY:
// TOPDOWN-NEXT: // -----
// TOPDOWN-NEXT: module {
// TOPDOWN-NEXT:   func.func @constant_bounds_in_place(%arg0: tensor<8xf32> {bufferization.access = "read-write"}, %arg1: f32) -> (tensor<8xf32>, f32) {
// TOPDOWN-NEXT:     %c0 = arith.constant 0 : index
// TOPDOWN-NEXT:     %c1 = arith.constant 1 : index
// TOPDOWN-NEXT:     %c8 = arith.constant 8 : index
// TOPDOWN-NEXT:     %extracted = tensor.extract %arg0[%c0] {__inplace_operands_attr__ = ["true", "none"]} : tensor<8xf32>
// TOPDOWN-NEXT:     %0 = scf.for %arg2 = %c0 to %c8 step %c1 iter_args(%arg3 = %arg0) -> (tensor<8xf32>) {
// TOPDOWN-NEXT:       %1 = linalg.fill {__inplace_operands_attr__ = ["none", "true"]} ins(%arg1 : f32) outs(%arg3 : tensor<8xf32>) -> tensor<8xf32>
// TOPDOWN-NEXT:       scf.yield {__inplace_operands_attr__ = ["true"]} %1 : tensor<8xf32>
// TOPDOWN-NEXT:     } {__inplace_operands_attr__ = ["none", "none", "none", "true"]}
// TOPDOWN-NEXT:     return {__equivalent_func_args__ = [0, -1], __inplace_operands_attr__ = ["true", "none"]} %0, %extracted : tensor<8xf32>, f32
// TOPDOWN-NEXT:   }
// TOPDOWN-NEXT: }

// INFER: module {
// INFER-NEXT:   func.func @unknown_bounds(%arg0: memref<8xf32, strided<[?], offset: ?>>, %arg1: index) -> memref<8xf32, strided<[?], offset: ?>> {
// INFER-NEXT:     %c0 = arith.constant 0 : index
// INFER-NEXT:     %c1 = arith.constant 1 : index
// INFER-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<8xf32>
// INFER-NEXT:     memref.copy %arg0, %alloc : memref<8xf32, strided<[?], offset: ?>> to memref<8xf32>
// INFER-NEXT:     %0 = scf.for %arg2 = %c0 to %arg1 step %c1 iter_args(%arg3 = %alloc) -> (memref<8xf32>) {
// INFER-NEXT:       %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<8xf32>
// INFER-NEXT:       scf.yield %alloc_0 : memref<8xf32>
// INFER-NEXT:     }
// INFER-NEXT:     return %arg0 : memref<8xf32, strided<[?], offset: ?>>
// INFER-NEXT:   }
// INFER-NEXT: }
// INFER-EMPTY:
// INFER-NEXT: // -----
// INFER-NEXT: module {
// INFER-NEXT:   func.func @runs_twice(%arg0: memref<8xf32, strided<[?], offset: ?>>) -> memref<8xf32, strided<[?], offset: ?>> {
// INFER-NEXT:     %c0 = arith.constant 0 : index
// INFER-NEXT:     %c1 = arith.constant 1 : index
// INFER-NEXT:     %c2 = arith.constant 2 : index
// INFER-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<8xf32>
// INFER-NEXT:     %0 = scf.for %arg1 = %c0 to %c2 step %c1 iter_args(%arg2 = %alloc) -> (memref<8xf32>) {
// INFER-NEXT:       %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<8xf32>
// INFER-NEXT:       scf.yield %alloc_0 : memref<8xf32>
// INFER-NEXT:     }
// INFER-NEXT:     return %arg0 : memref<8xf32, strided<[?], offset: ?>>
// INFER-NEXT:   }
// INFER-NEXT: }
// INFER-EMPTY:
// INFER-NEXT: // -----
// INFER-NEXT: module {
// INFER-NEXT:   func.func @runs_never(%arg0: memref<8xf32, strided<[?], offset: ?>>, %arg1: f32) -> memref<8xf32, strided<[?], offset: ?>> {
// INFER-NEXT:     %c1 = arith.constant 1 : index
// INFER-NEXT:     %c4 = arith.constant 4 : index
// INFER-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<8xf32>
// INFER-NEXT:     memref.copy %arg0, %alloc : memref<8xf32, strided<[?], offset: ?>> to memref<8xf32>
// INFER-NEXT:     %0 = scf.for %arg2 = %c4 to %c1 step %c1 iter_args(%arg3 = %alloc) -> (memref<8xf32>) {
// INFER-NEXT:       linalg.fill ins(%arg1 : f32) outs(%arg3 : memref<8xf32>)
// INFER-NEXT:       scf.yield %arg3 : memref<8xf32>
// INFER-NEXT:     }
// INFER-NEXT:     return %arg0 : memref<8xf32, strided<[?], offset: ?>>
// INFER-NEXT:   }
// INFER-NEXT: }
// INFER-EMPTY:
// INFER-NEXT: // -----
// INFER-NEXT: module {
// INFER-NEXT:   func.func @overwritten(%arg0: memref<8xf32, strided<[?], offset: ?>>, %arg1: index, %arg2: f32) -> memref<8xf32, strided<[?], offset: ?>> {
// INFER-NEXT:     %c0 = arith.constant 0 : index
// INFER-NEXT:     %c1 = arith.constant 1 : index
// INFER-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<8xf32>
// INFER-NEXT:     memref.copy %arg0, %alloc : memref<8xf32, strided<[?], offset: ?>> to memref<8xf32>
// INFER-NEXT:     %0 = scf.for %arg3 = %c0 to %arg1 step %c1 iter_args(%arg4 = %alloc) -> (memref<8xf32>) {
// INFER-NEXT:       linalg.fill ins(%arg2 : f32) outs(%arg4 : memref<8xf32>)
// INFER-NEXT:       scf.yield %arg4 : memref<8xf32>
// INFER-NEXT:     }
// INFER-NEXT:     return %arg0 : memref<8xf32, strided<[?], offset: ?>>
// INFER-NEXT:   }
// INFER-NEXT: }
// INFER-EMPTY:
// INFER-NEXT: // -----
// INFER-NEXT: module {
// INFER-NEXT:   func.func @nested_init_from_outside(%arg0: memref<8xf32, strided<[?], offset: ?>>, %arg1: memref<8xf32, strided<[?], offset: ?>>, %arg2: index, %arg3: f32) -> (memref<8xf32, strided<[?], offset: ?>>, memref<8xf32>) {
// INFER-NEXT:     %c0 = arith.constant 0 : index
// INFER-NEXT:     %c1 = arith.constant 1 : index
// INFER-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<8xf32>
// INFER-NEXT:     memref.copy %arg0, %alloc : memref<8xf32, strided<[?], offset: ?>> to memref<8xf32>
// INFER-NEXT:     %0 = scf.for %arg4 = %c0 to %arg2 step %c1 iter_args(%arg5 = %alloc) -> (memref<8xf32>) {
// INFER-NEXT:       %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<8xf32>
// INFER-NEXT:       memref.copy %arg1, %alloc_0 : memref<8xf32, strided<[?], offset: ?>> to memref<8xf32>
// INFER-NEXT:       %1 = scf.for %arg6 = %c0 to %arg2 step %c1 iter_args(%arg7 = %alloc_0) -> (memref<8xf32>) {
// INFER-NEXT:         %alloc_2 = memref.alloc() {alignment = 64 : i64} : memref<8xf32>
// INFER-NEXT:         scf.yield %alloc_2 : memref<8xf32>
// INFER-NEXT:       }
// INFER-NEXT:       memref.store %arg3, %1[%c0] : memref<8xf32>
// INFER-NEXT:       %alloc_1 = memref.alloc() {alignment = 64 : i64} : memref<8xf32>
// INFER-NEXT:       scf.yield %alloc_1 : memref<8xf32>
// INFER-NEXT:     }
// INFER-NEXT:     %cast = memref.cast %0 : memref<8xf32> to memref<8xf32, strided<[?], offset: ?>>
// INFER-NEXT:     return %arg0, %0 : memref<8xf32, strided<[?], offset: ?>>, memref<8xf32>
// INFER-NEXT:   }
// INFER-NEXT: }
// INFER-EMPTY:
// INFER-NEXT: // -----
// INFER-NEXT: module {
// INFER-NEXT:   func.func @constant_bounds_in_place(%arg0: memref<8xf32, strided<[?], offset: ?>>, %arg1: f32) -> (memref<8xf32, strided<[?], offset: ?>>, f32) {
// INFER-NEXT:     %c0 = arith.constant 0 : index
// INFER-NEXT:     %c1 = arith.constant 1 : index
// INFER-NEXT:     %c8 = arith.constant 8 : index
// INFER-NEXT:     %0 = memref.load %arg0[%c0] : memref<8xf32, strided<[?], offset: ?>>
// INFER-NEXT:     %1 = scf.for %arg2 = %c0 to %c8 step %c1 iter_args(%arg3 = %arg0) -> (memref<8xf32, strided<[?], offset: ?>>) {
// INFER-NEXT:       linalg.fill ins(%arg1 : f32) outs(%arg3 : memref<8xf32, strided<[?], offset: ?>>)
// INFER-NEXT:       scf.yield %arg3 : memref<8xf32, strided<[?], offset: ?>>
// INFER-NEXT:     }
// INFER-NEXT:     return %1, %0 : memref<8xf32, strided<[?], offset: ?>>, f32
// INFER-NEXT:   }
// INFER-NEXT: }

// IDENTITY: module {
// IDENTITY-NEXT:   func.func @unknown_bounds(%arg0: memref<8xf32>, %arg1: index) -> memref<8xf32> {
// IDENTITY-NEXT:     %c0 = arith.constant 0 : index
// IDENTITY-NEXT:     %c1 = arith.constant 1 : index
// IDENTITY-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<8xf32>
// IDENTITY-NEXT:     memref.copy %arg0, %alloc : memref<8xf32> to memref<8xf32>
// IDENTITY-NEXT:     %0 = scf.for %arg2 = %c0 to %arg1 step %c1 iter_args(%arg3 = %alloc) -> (memref<8xf32>) {
// IDENTITY-NEXT:       %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<8xf32>
// IDENTITY-NEXT:       scf.yield %alloc_0 : memref<8xf32>
// IDENTITY-NEXT:     }
// IDENTITY-NEXT:     return %arg0 : memref<8xf32>
// IDENTITY-NEXT:   }
// IDENTITY-NEXT: }
// IDENTITY-EMPTY:
// IDENTITY-NEXT: // -----
// IDENTITY-NEXT: module {
// IDENTITY-NEXT:   func.func @runs_twice(%arg0: memref<8xf32>) -> memref<8xf32> {
// IDENTITY-NEXT:     %c0 = arith.constant 0 : index
// IDENTITY-NEXT:     %c1 = arith.constant 1 : index
// IDENTITY-NEXT:     %c2 = arith.constant 2 : index
// IDENTITY-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<8xf32>
// IDENTITY-NEXT:     %0 = scf.for %arg1 = %c0 to %c2 step %c1 iter_args(%arg2 = %alloc) -> (memref<8xf32>) {
// IDENTITY-NEXT:       %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<8xf32>
// IDENTITY-NEXT:       scf.yield %alloc_0 : memref<8xf32>
// IDENTITY-NEXT:     }
// IDENTITY-NEXT:     return %arg0 : memref<8xf32>
// IDENTITY-NEXT:   }
// IDENTITY-NEXT: }
// IDENTITY-EMPTY:
// IDENTITY-NEXT: // -----
// IDENTITY-NEXT: module {
// IDENTITY-NEXT:   func.func @runs_never(%arg0: memref<8xf32>, %arg1: f32) -> memref<8xf32> {
// IDENTITY-NEXT:     %c1 = arith.constant 1 : index
// IDENTITY-NEXT:     %c4 = arith.constant 4 : index
// IDENTITY-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<8xf32>
// IDENTITY-NEXT:     memref.copy %arg0, %alloc : memref<8xf32> to memref<8xf32>
// IDENTITY-NEXT:     %0 = scf.for %arg2 = %c4 to %c1 step %c1 iter_args(%arg3 = %alloc) -> (memref<8xf32>) {
// IDENTITY-NEXT:       linalg.fill ins(%arg1 : f32) outs(%arg3 : memref<8xf32>)
// IDENTITY-NEXT:       scf.yield %arg3 : memref<8xf32>
// IDENTITY-NEXT:     }
// IDENTITY-NEXT:     return %arg0 : memref<8xf32>
// IDENTITY-NEXT:   }
// IDENTITY-NEXT: }
// IDENTITY-EMPTY:
// IDENTITY-NEXT: // -----
// IDENTITY-NEXT: module {
// IDENTITY-NEXT:   func.func @overwritten(%arg0: memref<8xf32>, %arg1: index, %arg2: f32) -> memref<8xf32> {
// IDENTITY-NEXT:     %c0 = arith.constant 0 : index
// IDENTITY-NEXT:     %c1 = arith.constant 1 : index
// IDENTITY-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<8xf32>
// IDENTITY-NEXT:     memref.copy %arg0, %alloc : memref<8xf32> to memref<8xf32>
// IDENTITY-NEXT:     %0 = scf.for %arg3 = %c0 to %arg1 step %c1 iter_args(%arg4 = %alloc) -> (memref<8xf32>) {
// IDENTITY-NEXT:       linalg.fill ins(%arg2 : f32) outs(%arg4 : memref<8xf32>)
// IDENTITY-NEXT:       scf.yield %arg4 : memref<8xf32>
// IDENTITY-NEXT:     }
// IDENTITY-NEXT:     return %arg0 : memref<8xf32>
// IDENTITY-NEXT:   }
// IDENTITY-NEXT: }
// IDENTITY-EMPTY:
// IDENTITY-NEXT: // -----
// IDENTITY-NEXT: module {
// IDENTITY-NEXT:   func.func @nested_init_from_outside(%arg0: memref<8xf32>, %arg1: memref<8xf32>, %arg2: index, %arg3: f32) -> (memref<8xf32>, memref<8xf32>) {
// IDENTITY-NEXT:     %c0 = arith.constant 0 : index
// IDENTITY-NEXT:     %c1 = arith.constant 1 : index
// IDENTITY-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<8xf32>
// IDENTITY-NEXT:     memref.copy %arg0, %alloc : memref<8xf32> to memref<8xf32>
// IDENTITY-NEXT:     %0 = scf.for %arg4 = %c0 to %arg2 step %c1 iter_args(%arg5 = %alloc) -> (memref<8xf32>) {
// IDENTITY-NEXT:       %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<8xf32>
// IDENTITY-NEXT:       memref.copy %arg1, %alloc_0 : memref<8xf32> to memref<8xf32>
// IDENTITY-NEXT:       %1 = scf.for %arg6 = %c0 to %arg2 step %c1 iter_args(%arg7 = %alloc_0) -> (memref<8xf32>) {
// IDENTITY-NEXT:         %alloc_2 = memref.alloc() {alignment = 64 : i64} : memref<8xf32>
// IDENTITY-NEXT:         scf.yield %alloc_2 : memref<8xf32>
// IDENTITY-NEXT:       }
// IDENTITY-NEXT:       memref.store %arg3, %1[%c0] : memref<8xf32>
// IDENTITY-NEXT:       %alloc_1 = memref.alloc() {alignment = 64 : i64} : memref<8xf32>
// IDENTITY-NEXT:       scf.yield %alloc_1 : memref<8xf32>
// IDENTITY-NEXT:     }
// IDENTITY-NEXT:     return %arg0, %0 : memref<8xf32>, memref<8xf32>
// IDENTITY-NEXT:   }
// IDENTITY-NEXT: }
// IDENTITY-EMPTY:
// IDENTITY-NEXT: // -----
// IDENTITY-NEXT: module {
// IDENTITY-NEXT:   func.func @constant_bounds_in_place(%arg0: memref<8xf32>, %arg1: f32) -> (memref<8xf32>, f32) {
// IDENTITY-NEXT:     %c0 = arith.constant 0 : index
// IDENTITY-NEXT:     %c1 = arith.constant 1 : index
// IDENTITY-NEXT:     %c8 = arith.constant 8 : index
// IDENTITY-NEXT:     %0 = memref.load %arg0[%c0] : memref<8xf32>
// IDENTITY-NEXT:     %1 = scf.for %arg2 = %c0 to %c8 step %c1 iter_args(%arg3 = %arg0) -> (memref<8xf32>) {
// IDENTITY-NEXT:       linalg.fill ins(%arg1 : f32) outs(%arg3 : memref<8xf32>)
// IDENTITY-NEXT:       scf.yield %arg3 : memref<8xf32>
// IDENTITY-NEXT:     }
// IDENTITY-NEXT:     return %1, %0 : memref<8xf32>, f32
// IDENTITY-NEXT:   }
// IDENTITY-NEXT: }
