// A loop's in-place init write and a read inside the loop of a value
// defined inside it, in the init's alias set: upstream orders them by
// happensBefore, false for a loop that is an ancestor of the definition
// and the read, so they conflict (the write inside goes out of place and
// the loop yields its fresh buffer without a copy).  bufopt numbered the
// loop's write at its entry and went in place, then copied the yielded
// value each iteration (scripts/bufferize-fuzz-regions.py seeds 370, 444).
// @w: the same with scf.while.  @insert_into_iter_arg: the usual loop (the iteration argument is not in
// the init's alias set): in place in both.
// RUN: bufopt %s --split-input-file --one-shot-bufferize="bufferize-function-boundaries test-analysis-only allow-return-allocs-from-loops" | FileCheck %s --check-prefix=ANALYSIS
// RUN: mlir-opt %s --split-input-file --one-shot-bufferize="bufferize-function-boundaries test-analysis-only allow-return-allocs-from-loops" | FileCheck %s --check-prefix=ANALYSIS
// RUN: bufopt %s --split-input-file --one-shot-bufferize="bufferize-function-boundaries analysis-heuristic=top-down test-analysis-only allow-return-allocs-from-loops" | FileCheck %s --check-prefix=TOPDOWN
// RUN: mlir-opt %s --split-input-file --one-shot-bufferize="bufferize-function-boundaries analysis-heuristic=top-down test-analysis-only allow-return-allocs-from-loops" | FileCheck %s --check-prefix=TOPDOWN
// RUN: bufopt %s --split-input-file --one-shot-bufferize="bufferize-function-boundaries allow-return-allocs-from-loops" | FileCheck %s --check-prefix=INFER
// RUN: mlir-opt %s --split-input-file --one-shot-bufferize="bufferize-function-boundaries allow-return-allocs-from-loops" | FileCheck %s --check-prefix=INFER

// ANALYSIS-LABEL: func.func @insert_into_init(
// ANALYSIS: %inserted = tensor.insert %arg0 into %0[%arg1] {__inplace_operands_attr__ = ["none", "false", "none"]} : tensor<8xf32>
// ANALYSIS: scf.yield {__inplace_operands_attr__ = ["true"]} %inserted : tensor<8xf32>
// ANALYSIS: } {__inplace_operands_attr__ = ["none", "none", "none", "true"]}
// ANALYSIS: return {__inplace_operands_attr__ = ["true"]} %1 : tensor<8xf32>
// TOPDOWN-LABEL: func.func @insert_into_init(
// TOPDOWN: %inserted = tensor.insert %arg0 into %0[%arg1] {__inplace_operands_attr__ = ["none", "true", "none"]} : tensor<8xf32>
// TOPDOWN: scf.yield {__inplace_operands_attr__ = ["true"]} %inserted : tensor<8xf32>
// TOPDOWN: } {__inplace_operands_attr__ = ["none", "none", "none", "false"]}
// TOPDOWN: return {__inplace_operands_attr__ = ["true"]} %1 : tensor<8xf32>
// INFER-LABEL: func.func @insert_into_init(
// INFER-NEXT: %c0 = arith.constant 0 : index
// INFER-NEXT: %c1 = arith.constant 1 : index
// INFER-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<8xf32>
// INFER-NEXT: %0 = scf.for %arg3 = %c0 to %arg2 step %c1 iter_args(%arg4 = %alloc) -> (memref<8xf32>) {
// INFER-NEXT: %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<8xf32>
// INFER-NEXT: memref.store %arg0, %alloc_0[%arg1] : memref<8xf32>
// INFER-NEXT: scf.yield %alloc_0 : memref<8xf32>
// INFER-NEXT: }
// INFER-NEXT: %cast = memref.cast %0 : memref<8xf32> to memref<8xf32, strided<[?], offset: ?>>
// INFER-NEXT: return %0 : memref<8xf32>
// INFER-NEXT: }
func.func @insert_into_init(%s: f32, %i: index, %n: index) -> tensor<8xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %e = tensor.empty() : tensor<8xf32>
  %r = scf.for %k = %c0 to %n step %c1 iter_args(%t = %e) -> (tensor<8xf32>) {
    %u = tensor.insert %s into %e[%i] : tensor<8xf32>
    scf.yield %u : tensor<8xf32>
  }
  return %r : tensor<8xf32>
}

// -----

// ANALYSIS-LABEL: func.func @insert_into_init_arg(
// ANALYSIS: %inserted = tensor.insert %arg1 into %arg0[%arg2] {__inplace_operands_attr__ = ["none", "false", "none"]} : tensor<8xf32>
// ANALYSIS: scf.yield {__inplace_operands_attr__ = ["true"]} %inserted : tensor<8xf32>
// ANALYSIS: } {__inplace_operands_attr__ = ["none", "none", "none", "false"]}
// ANALYSIS: return {__inplace_operands_attr__ = ["true"]} %0 : tensor<8xf32>
// TOPDOWN-LABEL: func.func @insert_into_init_arg(
// TOPDOWN: %inserted = tensor.insert %arg1 into %arg0[%arg2] {__inplace_operands_attr__ = ["none", "false", "none"]} : tensor<8xf32>
// TOPDOWN: scf.yield {__inplace_operands_attr__ = ["true"]} %inserted : tensor<8xf32>
// TOPDOWN: } {__inplace_operands_attr__ = ["none", "none", "none", "false"]}
// TOPDOWN: return {__inplace_operands_attr__ = ["true"]} %0 : tensor<8xf32>
// INFER-LABEL: func.func @insert_into_init_arg(
// INFER-NEXT: %c0 = arith.constant 0 : index
// INFER-NEXT: %c1 = arith.constant 1 : index
// INFER-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<8xf32>
// INFER-NEXT: memref.copy %arg0, %alloc : memref<8xf32, strided<[?], offset: ?>> to memref<8xf32>
// INFER-NEXT: %0 = scf.for %arg4 = %c0 to %arg3 step %c1 iter_args(%arg5 = %alloc) -> (memref<8xf32>) {
// INFER-NEXT: %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<8xf32>
// INFER-NEXT: memref.copy %arg0, %alloc_0 : memref<8xf32, strided<[?], offset: ?>> to memref<8xf32>
// INFER-NEXT: memref.store %arg1, %alloc_0[%arg2] : memref<8xf32>
// INFER-NEXT: scf.yield %alloc_0 : memref<8xf32>
// INFER-NEXT: }
// INFER-NEXT: %cast = memref.cast %0 : memref<8xf32> to memref<8xf32, strided<[?], offset: ?>>
// INFER-NEXT: return %0 : memref<8xf32>
// INFER-NEXT: }
func.func @insert_into_init_arg(%a: tensor<8xf32>, %s: f32, %i: index, %n: index) -> tensor<8xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %k = %c0 to %n step %c1 iter_args(%t = %a) -> (tensor<8xf32>) {
    %u = tensor.insert %s into %a[%i] : tensor<8xf32>
    scf.yield %u : tensor<8xf32>
  }
  return %r : tensor<8xf32>
}

// -----

// ANALYSIS-LABEL: func.func @init_joined_through_if(
// ANALYSIS: scf.yield {__inplace_operands_attr__ = ["true"]} %arg4 : tensor<8xf32>
// ANALYSIS: scf.yield {__inplace_operands_attr__ = ["true"]} %0 : tensor<8xf32>
// ANALYSIS: %3 = linalg.copy {__inplace_operands_attr__ = ["true", "false"]} ins(%arg0 : tensor<8xf32>) outs(%arg4 : tensor<8xf32>) -> tensor<8xf32>
// ANALYSIS: scf.yield {__inplace_operands_attr__ = ["true"]} %3 : tensor<8xf32>
// ANALYSIS: } {__inplace_operands_attr__ = ["none", "none", "none", "true"]}
// ANALYSIS: return {__inplace_operands_attr__ = ["true"]} %1 : tensor<8xf32>
// TOPDOWN-LABEL: func.func @init_joined_through_if(
// TOPDOWN: scf.yield {__inplace_operands_attr__ = ["true"]} %arg4 : tensor<8xf32>
// TOPDOWN: scf.yield {__inplace_operands_attr__ = ["true"]} %0 : tensor<8xf32>
// TOPDOWN: %3 = linalg.copy {__inplace_operands_attr__ = ["true", "true"]} ins(%arg0 : tensor<8xf32>) outs(%arg4 : tensor<8xf32>) -> tensor<8xf32>
// TOPDOWN: scf.yield {__inplace_operands_attr__ = ["true"]} %3 : tensor<8xf32>
// TOPDOWN: } {__inplace_operands_attr__ = ["none", "none", "none", "false"]}
// TOPDOWN: return {__inplace_operands_attr__ = ["true"]} %1 : tensor<8xf32>
// INFER-LABEL: func.func @init_joined_through_if(
// INFER-NEXT: %c0 = arith.constant 0 : index
// INFER-NEXT: %c1 = arith.constant 1 : index
// INFER-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<8xf32>
// INFER-NEXT: %0 = scf.for %arg3 = %c0 to %arg2 step %c1 iter_args(%arg4 = %alloc) -> (memref<8xf32>) {
// INFER-NEXT: %1 = scf.if %arg1 -> (memref<8xf32>) {
// INFER-NEXT: scf.yield %arg4 : memref<8xf32>
// INFER-NEXT: } else {
// INFER-NEXT: scf.yield %alloc : memref<8xf32>
// INFER-NEXT: }
// INFER-NEXT: %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<8xf32>
// INFER-NEXT: linalg.copy ins(%arg0 : memref<8xf32, strided<[?], offset: ?>>) outs(%alloc_0 : memref<8xf32>)
// INFER-NEXT: scf.yield %alloc_0 : memref<8xf32>
// INFER-NEXT: }
// INFER-NEXT: %cast = memref.cast %0 : memref<8xf32> to memref<8xf32, strided<[?], offset: ?>>
// INFER-NEXT: return %0 : memref<8xf32>
// INFER-NEXT: }
func.func @init_joined_through_if(%x: tensor<8xf32>, %c: i1, %n: index) -> tensor<8xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %e = tensor.empty() : tensor<8xf32>
  %r = scf.for %k = %c0 to %n step %c1 iter_args(%t = %e) -> (tensor<8xf32>) {
    %y = scf.if %c -> (tensor<8xf32>) {
      scf.yield %t : tensor<8xf32>
    } else {
      scf.yield %e : tensor<8xf32>
    }
    %u = linalg.copy ins(%x : tensor<8xf32>) outs(%t : tensor<8xf32>) -> tensor<8xf32>
    scf.yield %u : tensor<8xf32>
  }
  return %r : tensor<8xf32>
}

// -----

// ANALYSIS-LABEL: func.func @insert_into_iter_arg(
// ANALYSIS: %inserted = tensor.insert %arg0 into %arg4[%arg1] {__inplace_operands_attr__ = ["none", "true", "none"]} : tensor<8xf32>
// ANALYSIS: scf.yield {__inplace_operands_attr__ = ["true"]} %inserted : tensor<8xf32>
// ANALYSIS: } {__inplace_operands_attr__ = ["none", "none", "none", "true"]}
// ANALYSIS: return {__inplace_operands_attr__ = ["true"]} %1 : tensor<8xf32>
// TOPDOWN-LABEL: func.func @insert_into_iter_arg(
// TOPDOWN: %inserted = tensor.insert %arg0 into %arg4[%arg1] {__inplace_operands_attr__ = ["none", "true", "none"]} : tensor<8xf32>
// TOPDOWN: scf.yield {__inplace_operands_attr__ = ["true"]} %inserted : tensor<8xf32>
// TOPDOWN: } {__inplace_operands_attr__ = ["none", "none", "none", "true"]}
// TOPDOWN: return {__inplace_operands_attr__ = ["true"]} %1 : tensor<8xf32>
// INFER-LABEL: func.func @insert_into_iter_arg(
// INFER-NEXT: %c0 = arith.constant 0 : index
// INFER-NEXT: %c1 = arith.constant 1 : index
// INFER-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<8xf32>
// INFER-NEXT: %0 = scf.for %arg3 = %c0 to %arg2 step %c1 iter_args(%arg4 = %alloc) -> (memref<8xf32>) {
// INFER-NEXT: memref.store %arg0, %arg4[%arg1] : memref<8xf32>
// INFER-NEXT: scf.yield %arg4 : memref<8xf32>
// INFER-NEXT: }
// INFER-NEXT: %cast = memref.cast %0 : memref<8xf32> to memref<8xf32, strided<[?], offset: ?>>
// INFER-NEXT: return %0 : memref<8xf32>
// INFER-NEXT: }
func.func @insert_into_iter_arg(%s: f32, %i: index, %n: index) -> tensor<8xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %e = tensor.empty() : tensor<8xf32>
  %r = scf.for %k = %c0 to %n step %c1 iter_args(%t = %e) -> (tensor<8xf32>) {
    %u = tensor.insert %s into %t[%i] : tensor<8xf32>
    scf.yield %u : tensor<8xf32>
  }
  return %r : tensor<8xf32>
}

// -----

// ANALYSIS-LABEL: func.func @w(
// ANALYSIS: scf.condition(%arg2) {__inplace_operands_attr__ = ["none", "true"]} %arg3 : tensor<8xf32>
// ANALYSIS: %inserted = tensor.insert %arg0 into %0[%arg1] {__inplace_operands_attr__ = ["none", "false", "none"]} : tensor<8xf32>
// ANALYSIS: scf.yield {__inplace_operands_attr__ = ["true"]} %inserted : tensor<8xf32>
// ANALYSIS: } attributes {__inplace_operands_attr__ = ["true"]}
// ANALYSIS: return {__inplace_operands_attr__ = ["true"]} %1 : tensor<8xf32>
// TOPDOWN-LABEL: func.func @w(
// TOPDOWN: scf.condition(%arg2) {__inplace_operands_attr__ = ["none", "true"]} %arg3 : tensor<8xf32>
// TOPDOWN: %inserted = tensor.insert %arg0 into %0[%arg1] {__inplace_operands_attr__ = ["none", "true", "none"]} : tensor<8xf32>
// TOPDOWN: scf.yield {__inplace_operands_attr__ = ["true"]} %inserted : tensor<8xf32>
// TOPDOWN: } attributes {__inplace_operands_attr__ = ["false"]}
// TOPDOWN: return {__inplace_operands_attr__ = ["true"]} %1 : tensor<8xf32>
// INFER-LABEL: func.func @w(
// INFER-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<8xf32>
// INFER-NEXT: %0 = scf.while (%arg3 = %alloc) : (memref<8xf32>) -> memref<8xf32> {
// INFER-NEXT: %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<8xf32>
// INFER-NEXT: memref.copy %arg3, %alloc_0 : memref<8xf32> to memref<8xf32>
// INFER-NEXT: scf.condition(%arg2) %alloc_0 : memref<8xf32>
// INFER-NEXT: } do {
// INFER-NEXT: ^bb0(%arg3: memref<8xf32>):
// INFER-NEXT: %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<8xf32>
// INFER-NEXT: memref.store %arg0, %alloc_0[%arg1] : memref<8xf32>
// INFER-NEXT: scf.yield %alloc_0 : memref<8xf32>
// INFER-NEXT: }
// INFER-NEXT: %cast = memref.cast %0 : memref<8xf32> to memref<8xf32, strided<[?], offset: ?>>
// INFER-NEXT: return %0 : memref<8xf32>
// INFER-NEXT: }
func.func @w(%s: f32, %i: index, %c: i1) -> tensor<8xf32> {
  %e = tensor.empty() : tensor<8xf32>
  %r = scf.while (%t = %e) : (tensor<8xf32>) -> tensor<8xf32> {
    scf.condition(%c) %t : tensor<8xf32>
  } do {
  ^bb0(%a: tensor<8xf32>):
    %u = tensor.insert %s into %e[%i] : tensor<8xf32>
    scf.yield %u : tensor<8xf32>
  }
  return %r : tensor<8xf32>
}
