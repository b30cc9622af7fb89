// The functions of cf-loops.mlir (loops made of blocks) and
// cf-multi-return.mlir (several returns) under the other analysis
// heuristics (top-down, bottom-up-from-terminators, fuzzer with two seeds)
// and the fully dynamic boundary layout: the decisions
// and the rewrite equal mlir-opt 22's, checked through both tools.
// RUN: bufopt %s --one-shot-bufferize="bufferize-function-boundaries test-analysis-only analysis-heuristic=top-down" | FileCheck %s --check-prefix=TOPDOWN
// RUN: mlir-opt %s --one-shot-bufferize="bufferize-function-boundaries test-analysis-only analysis-heuristic=top-down" | FileCheck %s --check-prefix=TOPDOWN
// RUN: bufopt %s --one-shot-bufferize="bufferize-function-boundaries test-analysis-only analysis-heuristic=bottom-up-from-terminators" | FileCheck %s --check-prefix=TERM
// RUN: mlir-opt %s --one-shot-bufferize="bufferize-function-boundaries test-analysis-only analysis-heuristic=bottom-up-from-terminators" | FileCheck %s --check-prefix=TERM
// RUN: bufopt %s --one-shot-bufferize="bufferize-function-boundaries test-analysis-only analysis-heuristic=fuzzer analysis-fuzzer-seed=1" | FileCheck %s --check-prefix=FUZZ1
// RUN: mlir-opt %s --one-shot-bufferize="bufferize-function-boundaries test-analysis-only analysis-heuristic=fuzzer analysis-fuzzer-seed=1" | FileCheck %s --check-prefix=FUZZ1
// RUN: bufopt %s --one-shot-bufferize="bufferize-function-boundaries test-analysis-only analysis-heuristic=fuzzer analysis-fuzzer-seed=2" | FileCheck %s --check-prefix=FUZZ2
// RUN: mlir-opt %s --one-shot-bufferize="bufferize-function-boundaries test-analysis-only analysis-heuristic=fuzzer analysis-fuzzer-seed=2" | FileCheck %s --check-prefix=FUZZ2
// RUN: bufopt %s --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=fully-dynamic-layout-map" | FileCheck %s --check-prefix=DYN
// RUN: mlir-opt %s --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=fully-dynamic-layout-map" | FileCheck %s --check-prefix=DYN

func.func @loop(%t: tensor<4xf32>, %n: index, %v: f32) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  cf.br ^h(%c0, %t : index, tensor<4xf32>)
^h(%i: index, %a: tensor<4xf32>):
  %c = arith.cmpi slt, %i, %n : index
  cf.cond_br %c, ^body, ^exit
^body:
  %a2 = tensor.insert %v into %a[%c0] : tensor<4xf32>
  %i2 = arith.addi %i, %c1 : index
  cf.br ^h(%i2, %a2 : index, tensor<4xf32>)
^exit:
  return %a : tensor<4xf32>
}
func.func @read_then_write(%t: tensor<4xf32>, %n: index) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  cf.br ^h(%c0, %t : index, tensor<4xf32>)
^h(%i: index, %a: tensor<4xf32>):
  %c = arith.cmpi slt, %i, %n : index
  cf.cond_br %c, ^body, ^exit
^body:
  %x = tensor.extract %a[%i] : tensor<4xf32>
  %s = arith.addf %x, %x : f32
  %a2 = tensor.insert %s into %a[%i] : tensor<4xf32>
  %i2 = arith.addi %i, %c1 : index
  cf.br ^h(%i2, %a2 : index, tensor<4xf32>)
^exit:
  return %a : tensor<4xf32>
}
func.func @do_while(%t: tensor<4xf32>, %n: index, %v: f32) -> (tensor<4xf32>, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  cf.br ^body(%c0, %t : index, tensor<4xf32>)
^body(%i: index, %a: tensor<4xf32>):
  %a2 = tensor.insert %v into %a[%i] : tensor<4xf32>
  %i2 = arith.addi %i, %c1 : index
  %c = arith.cmpi slt, %i2, %n : index
  cf.cond_br %c, ^body(%i2, %a2 : index, tensor<4xf32>), ^exit
^exit:
  %x = tensor.extract %a[%c0] : tensor<4xf32>
  return %a2, %x : tensor<4xf32>, f32
}
func.func @branchy(%t: tensor<4xf32>, %n: index, %k: index) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  cf.br ^h(%c0, %t : index, tensor<4xf32>)
^h(%i: index, %a: tensor<4xf32>):
  %c = arith.cmpi slt, %i, %n : index
  cf.cond_br %c, ^body, ^exit
^body:
  %r = arith.remui %i, %c2 : index
  %even = arith.cmpi eq, %r, %c0 : index
  cf.cond_br %even, ^even, ^latch(%a : tensor<4xf32>)
^even:
  %x = tensor.extract %a[%k] : tensor<4xf32>
  %y = arith.mulf %x, %x : f32
  %a3 = tensor.insert %y into %a[%k] : tensor<4xf32>
  cf.br ^latch(%a3 : tensor<4xf32>)
^latch(%b: tensor<4xf32>):
  %i2 = arith.addi %i, %c1 : index
  cf.br ^h(%i2, %b : index, tensor<4xf32>)
^exit:
  return %a : tensor<4xf32>
}
func.func @read_outer(%t: tensor<4xf32>, %u: tensor<4xf32>, %n: index) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  cf.br ^h(%c0, %t : index, tensor<4xf32>)
^h(%i: index, %a: tensor<4xf32>):
  %c = arith.cmpi slt, %i, %n : index
  cf.cond_br %c, ^body, ^exit
^body:
  %x = tensor.extract %u[%i] : tensor<4xf32>
  cf.assert %c, "in bounds"
  %a2 = tensor.insert %x into %a[%i] : tensor<4xf32>
  %i2 = arith.addi %i, %c1 : index
  cf.br ^h(%i2, %a2 : index, tensor<4xf32>)
^exit:
  %f = arith.constant 0.0 : f32
  %u2 = tensor.insert %f into %u[%c0] : tensor<4xf32>
  %y = tensor.extract %u2[%c0] : tensor<4xf32>
  %a4 = tensor.insert %y into %a[%c0] : tensor<4xf32>
  return %a4 : tensor<4xf32>
}
func.func @nested(%t: tensor<4x4xf32>, %n: index, %v: f32) -> tensor<4x4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  cf.br ^outer(%c0, %t : index, tensor<4x4xf32>)
^outer(%i: index, %a: tensor<4x4xf32>):
  %c = arith.cmpi slt, %i, %n : index
  cf.cond_br %c, ^inner_entry, ^exit
^inner_entry:
  cf.br ^inner(%c0, %a : index, tensor<4x4xf32>)
^inner(%j: index, %b: tensor<4x4xf32>):
  %d = arith.cmpi slt, %j, %n : index
  cf.cond_br %d, ^inner_body, ^outer_latch
^inner_body:
  %b2 = tensor.insert %v into %b[%i, %j] : tensor<4x4xf32>
  %j2 = arith.addi %j, %c1 : index
  cf.br ^inner(%j2, %b2 : index, tensor<4x4xf32>)
^outer_latch:
  %i2 = arith.addi %i, %c1 : index
  cf.br ^outer(%i2, %b : index, tensor<4x4xf32>)
^exit:
  return %a : tensor<4x4xf32>
}
func.func @if_in_loop(%t: tensor<4xf32>, %n: index, %v: f32) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  cf.br ^h(%c0, %t : index, tensor<4xf32>)
^h(%i: index, %a: tensor<4xf32>):
  %c = arith.cmpi slt, %i, %n : index
  cf.cond_br %c, ^body, ^exit
^body:
  %p = arith.cmpi eq, %i, %c0 : index
  %r = scf.if %p -> tensor<4xf32> {
    %w = tensor.insert %v into %a[%i] : tensor<4xf32>
    scf.yield %w : tensor<4xf32>
  } else {
    scf.yield %a : tensor<4xf32>
  }
  %i2 = arith.addi %i, %c1 : index
  cf.br ^h(%i2, %r : index, tensor<4xf32>)
^exit:
  return %a : tensor<4xf32>
}
func.func @slices(%t: tensor<8xf32>, %n: index, %v: f32) -> tensor<8xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  cf.br ^h(%c0, %t : index, tensor<8xf32>)
^h(%i: index, %a: tensor<8xf32>):
  %c = arith.cmpi slt, %i, %n : index
  cf.cond_br %c, ^body, ^exit
^body:
  %s = tensor.extract_slice %a[%i] [2] [1] : tensor<8xf32> to tensor<2xf32>
  %f = linalg.fill ins(%v : f32) outs(%s : tensor<2xf32>) -> tensor<2xf32>
  %a2 = tensor.insert_slice %f into %a[%i] [2] [1] : tensor<2xf32> into tensor<8xf32>
  %i2 = arith.addi %i, %c1 : index
  cf.br ^h(%i2, %a2 : index, tensor<8xf32>)
^exit:
  return %a : tensor<8xf32>
}
func.func @for_in_loop(%t: tensor<4xf32>, %n: index, %v: f32) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  cf.br ^h(%c0, %t : index, tensor<4xf32>)
^h(%i: index, %a: tensor<4xf32>):
  %c = arith.cmpi slt, %i, %n : index
  cf.cond_br %c, ^body, ^exit
^body:
  %r = scf.for %j = %c0 to %c4 step %c1 iter_args(%b = %a) -> (tensor<4xf32>) {
    %x = tensor.extract %b[%j] : tensor<4xf32>
    %y = arith.addf %x, %v : f32
    %b2 = tensor.insert %y into %b[%j] : tensor<4xf32>
    scf.yield %b2 : tensor<4xf32>
  }
  %i2 = arith.addi %i, %c1 : index
  cf.br ^h(%i2, %r : index, tensor<4xf32>)
^exit:
  return %a : tensor<4xf32>
}
func.func @generic_in_loop(%t: tensor<4xf32>, %u: tensor<4xf32>, %n: index) -> (tensor<4xf32>, tensor<4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  cf.br ^h(%c0, %t : index, tensor<4xf32>)
^h(%i: index, %a: tensor<4xf32>):
  %c = arith.cmpi slt, %i, %n : index
  cf.cond_br %c, ^body, ^exit
^body:
  %g = linalg.add ins(%a, %u : tensor<4xf32>, tensor<4xf32>) outs(%a : tensor<4xf32>) -> tensor<4xf32>
  %i2 = arith.addi %i, %c1 : index
  cf.br ^h(%i2, %g : index, tensor<4xf32>)
^exit:
  %h = linalg.add ins(%u, %u : tensor<4xf32>, tensor<4xf32>) outs(%u : tensor<4xf32>) -> tensor<4xf32>
  return %a, %h : tensor<4xf32>, tensor<4xf32>
}
func.func @order(%t: tensor<4xf32>, %c: i1) -> tensor<4xf32> {
  cf.br ^bb2
^bb1(%a: tensor<4xf32>):
  return %a : tensor<4xf32>
^bb2:
  cf.br ^bb1(%t : tensor<4xf32>)
}
func.func @g(%t: tensor<4xf32>, %c: i1, %v: f32) -> tensor<4xf32> {
  %i = arith.constant 0 : index
  cf.cond_br %c, ^a, ^b
^a:
  %0 = tensor.insert %v into %t[%i] : tensor<4xf32>
  return %0 : tensor<4xf32>
^b:
  return %t : tensor<4xf32>
}
func.func @mixed(%t: tensor<8xf32>, %c: i1, %v: f32) -> tensor<4xf32> {
  %i = arith.constant 0 : index
  cf.cond_br %c, ^a, ^b
^a:
  %0 = tensor.extract_slice %t[2][4][1] : tensor<8xf32> to tensor<4xf32>
  return %0 : tensor<4xf32>
^b:
  %e = tensor.empty() : tensor<4xf32>
  %1 = tensor.insert %v into %e[%i] : tensor<4xf32>
  return %1 : tensor<4xf32>
}
func.func @two_allocs(%c: i1, %v: f32) -> tensor<4xf32> {
  %i = arith.constant 0 : index
  cf.cond_br %c, ^a, ^b
^a:
  %e = tensor.empty() : tensor<4xf32>
  %0 = linalg.fill ins(%v : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
^b:
  %f = tensor.empty() : tensor<4xf32>
  %1 = tensor.insert %v into %f[%i] : tensor<4xf32>
  return %1 : tensor<4xf32>
}
func.func @disagree(%t: tensor<4xf32>, %u: tensor<4xf32>, %c: i1) -> (tensor<4xf32>, tensor<4xf32>) {
  cf.cond_br %c, ^a, ^b
^a:
  return %t, %u : tensor<4xf32>, tensor<4xf32>
^b:
  return %t, %t : tensor<4xf32>, tensor<4xf32>
}
func.func @agree(%t: tensor<4xf32>, %u: tensor<4xf32>, %c: i1) -> (tensor<4xf32>, tensor<4xf32>) {
  cf.cond_br %c, ^a, ^b
^a:
  return %t, %u : tensor<4xf32>, tensor<4xf32>
^b:
  cf.assert %c, "never"
  return %t, %u : tensor<4xf32>, tensor<4xf32>
}
func.func @callers(%t: tensor<4xf32>, %u: tensor<4xf32>, %c: i1, %v: f32) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, f32) {
  %i = arith.constant 0 : index
  %r:2 = call @disagree(%t, %u, %c) : (tensor<4xf32>, tensor<4xf32>, i1) -> (tensor<4xf32>, tensor<4xf32>)
  %s:2 = call @agree(%t, %u, %c) : (tensor<4xf32>, tensor<4xf32>, i1) -> (tensor<4xf32>, tensor<4xf32>)
  %g = call @g(%u, %c, %v) : (tensor<4xf32>, i1, f32) -> tensor<4xf32>
  %x = tensor.extract %r#1[%i] : tensor<4xf32>
  return %r#0, %s#0, %g, %x : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, f32
}

// TOPDOWN: module {
// TOPDOWN-NEXT:   func.func @loop(%arg0: tensor<4xf32> {bufferization.access = "read-write"}, %arg1: index, %arg2: f32) -> tensor<4xf32> {
// TOPDOWN-NEXT:     %c0 = arith.constant 0 : index
// TOPDOWN-NEXT:     %c1 = arith.constant 1 : index
// TOPDOWN-NEXT:     cf.br ^bb1(%c0, %arg0 : index, tensor<4xf32>) {__inplace_operands_attr__ = ["none", "true"]}
// TOPDOWN-NEXT:   ^bb1(%0: index, %1: tensor<4xf32>):  // 2 preds: ^bb0, ^bb2
// TOPDOWN-NEXT:     %2 = arith.cmpi slt, %0, %arg1 : index
// TOPDOWN-NEXT:     cf.cond_br %2, ^bb2, ^bb3
// TOPDOWN-NEXT:   ^bb2:  // pred: ^bb1
// TOPDOWN-NEXT:     %inserted = tensor.insert %arg2 into %1[%c0] {__inplace_operands_attr__ = ["none", "true", "none"]} : tensor<4xf32>
// TOPDOWN-NEXT:     %3 = arith.addi %0, %c1 : index
// TOPDOWN-NEXT:     cf.br ^bb1(%3, %inserted : index, tensor<4xf32>) {__inplace_operands_attr__ = ["none", "true"]}
// TOPDOWN-NEXT:   ^bb3:  // pred: ^bb1
// TOPDOWN-NEXT:     return {__inplace_operands_attr__ = ["true"]} %1 : tensor<4xf32>
// TOPDOWN-NEXT:   }
// TOPDOWN-NEXT:   func.func @read_then_write(%arg0: tensor<4xf32> {bufferization.access = "read-write"}, %arg1: index) -> tensor<4xf32> {
// TOPDOWN-NEXT:     %c0 = arith.constant 0 : index
// TOPDOWN-NEXT:     %c1 = arith.constant 1 : index
// TOPDOWN-NEXT:     cf.br ^bb1(%c0, %arg0 : index, tensor<4xf32>) {__inplace_operands_attr__ = ["none", "true"]}
// TOPDOWN-NEXT:   ^bb1(%0: index, %1: tensor<4xf32>):  // 2 preds: ^bb0, ^bb2
// TOPDOWN-NEXT:     %2 = arith.cmpi slt, %0, %arg1 : index
// TOPDOWN-NEXT:     cf.cond_br %2, ^bb2, ^bb3
// TOPDOWN-NEXT:   ^bb2:  // pred: ^bb1
// TOPDOWN-NEXT:     %extracted = tensor.extract %1[%0] {__inplace_operands_attr__ = ["true", "none"]} : tensor<4xf32>
// TOPDOWN-NEXT:     %3 = arith.addf %extracted, %extracted : f32
// TOPDOWN-NEXT:     %inserted = tensor.insert %3 into %1[%0] {__inplace_operands_attr__ = ["none", "true", "none"]} : tensor<4xf32>
// TOPDOWN-NEXT:     %4 = arith.addi %0, %c1 : index
// TOPDOWN-NEXT:     cf.br ^bb1(%4, %inserted : index, tensor<4xf32>) {__inplace_operands_attr__ = ["none", "true"]}
// TOPDOWN-NEXT:   ^bb3:  // pred: ^bb1
// TOPDOWN-NEXT:     return {__inplace_operands_attr__ = ["true"]} %1 : tensor<4xf32>
// TOPDOWN-NEXT:   }
// TOPDOWN-NEXT:   func.func @do_while(%arg0: tensor<4xf32> {bufferization.access = "read"}, %arg1: index, %arg2: f32) -> (tensor<4xf32>, f32) {
// TOPDOWN-NEXT:     %c0 = arith.constant 0 : index
// TOPDOWN-NEXT:     %c1 = arith.constant 1 : index
// TOPDOWN-NEXT:     cf.br ^bb1(%c0, %arg0 : index, tensor<4xf32>) {__inplace_operands_attr__ = ["none", "true"]}
// TOPDOWN-NEXT:   ^bb1(%0: index, %1: tensor<4xf32>):  // 2 preds: ^bb0, ^bb1
// TOPDOWN-NEXT:     %inserted = tensor.insert %arg2 into %1[%0] {__inplace_operands_attr__ = ["none", "false", "none"]} : tensor<4xf32>
// TOPDOWN-NEXT:     %2 = arith.addi %0, %c1 : index
// TOPDOWN-NEXT:     %3 = arith.cmpi slt, %2, %arg1 : index
// TOPDOWN-NEXT:     cf.cond_br %3, ^bb1(%2, %inserted : index, tensor<4xf32>), ^bb2 {__inplace_operands_attr__ = ["none", "none", "true"]}
// TOPDOWN-NEXT:   ^bb2:  // pred: ^bb1
// TOPDOWN-NEXT:     %extracted = tensor.extract %1[%c0] {__inplace_operands_attr__ = ["true", "none"]} : tensor<4xf32>
// TOPDOWN-NEXT:     return {__inplace_operands_attr__ = ["true", "none"]} %inserted, %extracted : tensor<4xf32>, f32
// TOPDOWN-NEXT:   }
// TOPDOWN-NEXT:   func.func @branchy(%arg0: tensor<4xf32> {bufferization.access = "read-write"}, %arg1: index, %arg2: index) -> tensor<4xf32> {
// TOPDOWN-NEXT:     %c0 = arith.constant 0 : index
// TOPDOWN-NEXT:     %c1 = arith.constant 1 : index
// TOPDOWN-NEXT:     %c2 = arith.constant 2 : index
// TOPDOWN-NEXT:     cf.br ^bb1(%c0, %arg0 : index, tensor<4xf32>) {__inplace_operands_attr__ = ["none", "true"]}
// TOPDOWN-NEXT:   ^bb1(%0: index, %1: tensor<4xf32>):  // 2 preds: ^bb0, ^bb4
// TOPDOWN-NEXT:     %2 = arith.cmpi slt, %0, %arg1 : index
// TOPDOWN-NEXT:     cf.cond_br %2, ^bb2, ^bb5
// TOPDOWN-NEXT:   ^bb2:  // pred: ^bb1
// TOPDOWN-NEXT:     %3 = arith.remui %0, %c2 : index
// TOPDOWN-NEXT:     %4 = arith.cmpi eq, %3, %c0 : index
// TOPDOWN-NEXT:     cf.cond_br %4, ^bb3, ^bb4(%1 : tensor<4xf32>) {__inplace_operands_attr__ = ["none", "true"]}
// TOPDOWN-NEXT:   ^bb3:  // pred: ^bb2
// TOPDOWN-NEXT:     %extracted = tensor.extract %1[%arg2] {__inplace_operands_attr__ = ["true", "none"]} : tensor<4xf32>
// TOPDOWN-NEXT:     %5 = arith.mulf %extracted, %extracted : f32
// TOPDOWN-NEXT:     %inserted = tensor.insert %5 into %1[%arg2] {__inplace_operands_attr__ = ["none", "true", "none"]} : tensor<4xf32>
// TOPDOWN-NEXT:     cf.br ^bb4(%inserted : tensor<4xf32>) {__inplace_operands_attr__ = ["true"]}
// TOPDOWN-NEXT:   ^bb4(%6: tensor<4xf32>):  // 2 preds: ^bb2, ^bb3
// TOPDOWN-NEXT:     %7 = arith.addi %0, %c1 : index
// TOPDOWN-NEXT:     cf.br ^bb1(%7, %6 : index, tensor<4xf32>) {__inplace_operands_attr__ = ["none", "true"]}
// TOPDOWN-NEXT:   ^bb5:  // pred: ^bb1
// TOPDOWN-NEXT:     return {__inplace_operands_attr__ = ["true"]} %1 : tensor<4xf32>
// TOPDOWN-NEXT:   }
// TOPDOWN-NEXT:   func.func @read_outer(%arg0: tensor<4xf32> {bufferization.access = "read-write"}, %arg1: tensor<4xf32> {bufferization.access = "read-write"}, %arg2: index) -> tensor<4xf32> {
// TOPDOWN-NEXT:     %c0 = arith.constant 0 : index
// TOPDOWN-NEXT:     %c1 = arith.constant 1 : index
// TOPDOWN-NEXT:     cf.br ^bb1(%c0, %arg0 : index, tensor<4xf32>) {__inplace_operands_attr__ = ["none", "true"]}
// TOPDOWN-NEXT:   ^bb1(%0: index, %1: tensor<4xf32>):  // 2 preds: ^bb0, ^bb2
// TOPDOWN-NEXT:     %2 = arith.cmpi slt, %0, %arg2 : index
// TOPDOWN-NEXT:     cf.cond_br %2, ^bb2, ^bb3
// TOPDOWN-NEXT:   ^bb2:  // pred: ^bb1
// TOPDOWN-NEXT:     %extracted = tensor.extract %arg1[%0] {__inplace_operands_attr__ = ["true", "none"]} : tensor<4xf32>
// TOPDOWN-NEXT:     cf.assert %2, "in bounds"
// TOPDOWN-NEXT:     %inserted = tensor.insert %extracted into %1[%0] {__inplace_operands_attr__ = ["none", "true", "none"]} : tensor<4xf32>
// TOPDOWN-NEXT:     %3 = arith.addi %0, %c1 : index
// TOPDOWN-NEXT:     cf.br ^bb1(%3, %inserted : index, tensor<4xf32>) {__inplace_operands_attr__ = ["none", "true"]}
// TOPDOWN-NEXT:   ^bb3:  // pred: ^bb1
// TOPDOWN-NEXT:     %cst = arith.constant 0.000000e+00 : f32
// TOPDOWN-NEXT:     %inserted_0 = tensor.insert %cst into %arg1[%c0] {__inplace_operands_attr__ = ["none", "true", "none"]} : tensor<4xf32>
// TOPDOWN-NEXT:     %extracted_1 = tensor.extract %inserted_0[%c0] {__inplace_operands_attr__ = ["true", "none"]} : tensor<4xf32>
// TOPDOWN-NEXT:     %inserted_2 = tensor.insert %extracted_1 into %1[%c0] {__inplace_operands_attr__ = ["none", "false", "none"]} : tensor<4xf32>
// TOPDOWN-NEXT:     return {__inplace_operands_attr__ = ["true"]} %inserted_2 : tensor<4xf32>
// TOPDOWN-NEXT:   }
// TOPDOWN-NEXT:   func.func @nested(%arg0: tensor<4x4xf32> {bufferization.access = "read-write"}, %arg1: index, %arg2: f32) -> tensor<4x4xf32> {
// TOPDOWN-NEXT:     %c0 = arith.constant 0 : index
// TOPDOWN-NEXT:     %c1 = arith.constant 1 : index
// TOPDOWN-NEXT:     cf.br ^bb1(%c0, %arg0 : index, tensor<4x4xf32>) {__inplace_operands_attr__ = ["none", "true"]}
// TOPDOWN-NEXT:   ^bb1(%0: index, %1: tensor<4x4xf32>):  // 2 preds: ^bb0, ^bb5
// TOPDOWN-NEXT:     %2 = arith.cmpi slt, %0, %arg1 : index
// TOPDOWN-NEXT:     cf.cond_br %2, ^bb2, ^bb6
// TOPDOWN-NEXT:   ^bb2:  // pred: ^bb1
// TOPDOWN-NEXT:     cf.br ^bb3(%c0, %1 : index, tensor<4x4xf32>) {__inplace_operands_attr__ = ["none", "true"]}
// TOPDOWN-NEXT:   ^bb3(%3: index, %4: tensor<4x4xf32>):  // 2 preds: ^bb2, ^bb4
// TOPDOWN-NEXT:     %5 = arith.cmpi slt, %3, %arg1 : index
// TOPDOWN-NEXT:     cf.cond_br %5, ^bb4, ^bb5
// TOPDOWN-NEXT:   ^bb4:  // pred: ^bb3
// TOPDOWN-NEXT:     %inserted = tensor.insert %arg2 into %4[%0, %3] {__inplace_operands_attr__ = ["none", "true", "none", "none"]} : tensor<4x4xf32>
// TOPDOWN-NEXT:     %6 = arith.addi %3, %c1 : index
// TOPDOWN-NEXT:     cf.br ^bb3(%6, %inserted : index, tensor<4x4xf32>) {__inplace_operands_attr__ = ["none", "true"]}
// TOPDOWN-NEXT:   ^bb5:  // pred: ^bb3
// TOPDOWN-NEXT:     %7 = arith.addi %0, %c1 : index
// TOPDOWN-NEXT:     cf.br ^bb1(%7, %4 : index, tensor<4x4xf32>) {__inplace_operands_attr__ = ["none", "true"]}
// TOPDOWN-NEXT:   ^bb6:  // pred: ^bb1
// TOPDOWN-NEXT:     return {__inplace_operands_attr__ = ["true"]} %1 : tensor<4x4xf32>
// TOPDOWN-NEXT:   }
// TOPDOWN-NEXT:   func.func @if_in_loop(%arg0: tensor<4xf32> {bufferization.access = "read-write"}, %arg1: index, %arg2: f32) -> tensor<4xf32> {
// TOPDOWN-NEXT:     %c0 = arith.constant 0 : index
// TOPDOWN-NEXT:     %c1 = arith.constant 1 : index
// TOPDOWN-NEXT:     cf.br ^bb1(%c0, %arg0 : index, tensor<4xf32>) {__inplace_operands_attr__ = ["none", "true"]}
// TOPDOWN-NEXT:   ^bb1(%0: index, %1: tensor<4xf32>):  // 2 preds: ^bb0, ^bb2
// TOPDOWN-NEXT:     %2 = arith.cmpi slt, %0, %arg1 : index
// TOPDOWN-NEXT:     cf.cond_br %2, ^bb2, ^bb3
// TOPDOWN-NEXT:   ^bb2:  // pred: ^bb1
// TOPDOWN-NEXT:     %3 = arith.cmpi eq, %0, %c0 : index
// TOPDOWN-NEXT:     %4 = scf.if %3 -> (tensor<4xf32>) {
// TOPDOWN-NEXT:       %inserted = tensor.insert %arg2 into %1[%0] {__inplace_operands_attr__ = ["none", "true", "none"]} : tensor<4xf32>
// TOPDOWN-NEXT:       scf.yield {__inplace_operands_attr__ = ["true"]} %inserted : tensor<4xf32>
// TOPDOWN-NEXT:     } else {
// TOPDOWN-NEXT:       scf.yield {__inplace_operands_attr__ = ["true"]} %1 : tensor<4xf32>
// TOPDOWN-NEXT:     }
// TOPDOWN-NEXT:     %5 = arith.addi %0, %c1 : index
// TOPDOWN-NEXT:     cf.br ^bb1(%5, %4 : index, tensor<4xf32>) {__inplace_operands_attr__ = ["none", "true"]}
// TOPDOWN-NEXT:   ^bb3:  // pred: ^bb1
// TOPDOWN-NEXT:     return {__inplace_operands_attr__ = ["true"]} %1 : tensor<4xf32>
// TOPDOWN-NEXT:   }
// TOPDOWN-NEXT:   func.func @slices(%arg0: tensor<8xf32> {bufferization.access = "read-write"}, %arg1: index, %arg2: f32) -> tensor<8xf32> {
// TOPDOWN-NEXT:     %c0 = arith.constant 0 : index
// TOPDOWN-NEXT:     %c1 = arith.constant 1 : index
// TOPDOWN-NEXT:     cf.br ^bb1(%c0, %arg0 : index, tensor<8xf32>) {__inplace_operands_attr__ = ["none", "true"]}
// TOPDOWN-NEXT:   ^bb1(%0: index, %1: tensor<8xf32>):  // 2 preds: ^bb0, ^bb2
// TOPDOWN-NEXT:     %2 = arith.cmpi slt, %0, %arg1 : index
// TOPDOWN-NEXT:     cf.cond_br %2, ^bb2, ^bb3
// TOPDOWN-NEXT:   ^bb2:  // pred: ^bb1
// TOPDOWN-NEXT:     %extracted_slice = tensor.extract_slice %1[%0] [2] [1] {__inplace_operands_attr__ = ["true", "none"]} : tensor<8xf32> to tensor<2xf32>
// TOPDOWN-NEXT:     %3 = linalg.fill {__inplace_operands_attr__ = ["none", "true"]} ins(%arg2 : f32) outs(%extracted_slice : tensor<2xf32>) -> tensor<2xf32>
// TOPDOWN-NEXT:     %inserted_slice = tensor.insert_slice %3 into %1[%0] [2] [1] {__inplace_operands_attr__ = ["true", "true", "none"]} : tensor<2xf32> into tensor<8xf32>
// TOPDOWN-NEXT:     %4 = arith.addi %0, %c1 : index
// TOPDOWN-NEXT:     cf.br ^bb1(%4, %inserted_slice : index, tensor<8xf32>) {__inplace_operands_attr__ = ["none", "true"]}
// TOPDOWN-NEXT:   ^bb3:  // pred: ^bb1
// TOPDOWN-NEXT:     return {__inplace_operands_attr__ = ["true"]} %1 : tensor<8xf32>
// TOPDOWN-NEXT:   }
// TOPDOWN-NEXT:   func.func @for_in_loop(%arg0: tensor<4xf32> {bufferization.access = "read-write"}, %arg1: index, %arg2: f32) -> tensor<4xf32> {
// TOPDOWN-NEXT:     %c0 = arith.constant 0 : index
// TOPDOWN-NEXT:     %c1 = arith.constant 1 : index
// TOPDOWN-NEXT:     %c4 = arith.constant 4 : index
// TOPDOWN-NEXT:     cf.br ^bb1(%c0, %arg0 : index, tensor<4xf32>) {__inplace_operands_attr__ = ["none", "true"]}
// TOPDOWN-NEXT:   ^bb1(%0: index, %1: tensor<4xf32>):  // 2 preds: ^bb0, ^bb2
// TOPDOWN-NEXT:     %2 = arith.cmpi slt, %0, %arg1 : index
// TOPDOWN-NEXT:     cf.cond_br %2, ^bb2, ^bb3
// TOPDOWN-NEXT:   ^bb2:  // pred: ^bb1
// TOPDOWN-NEXT:     %3 = scf.for %arg3 = %c0 to %c4 step %c1 iter_args(%arg4 = %1) -> (tensor<4xf32>) {
// TOPDOWN-NEXT:       %extracted = tensor.extract %arg4[%arg3] {__inplace_operands_attr__ = ["true", "none"]} : tensor<4xf32>
// TOPDOWN-NEXT:       %5 = arith.addf %extracted, %arg2 : f32
// TOPDOWN-NEXT:       %inserted = tensor.insert %5 into %arg4[%arg3] {__inplace_operands_attr__ = ["none", "true", "none"]} : tensor<4xf32>
// TOPDOWN-NEXT:       scf.yield {__inplace_operands_attr__ = ["true"]} %inserted : tensor<4xf32>
// TOPDOWN-NEXT:     } {__inplace_operands_attr__ = ["none", "none", "none", "true"]}
// TOPDOWN-NEXT:     %4 = arith.addi %0, %c1 : index
// TOPDOWN-NEXT:     cf.br ^bb1(%4, %3 : index, tensor<4xf32>) {__inplace_operands_attr__ = ["none", "true"]}
// TOPDOWN-NEXT:   ^bb3:  // pred: ^bb1
// TOPDOWN-NEXT:     return {__inplace_operands_attr__ = ["true"]} %1 : tensor<4xf32>
// TOPDOWN-NEXT:   }
// TOPDOWN-NEXT:   func.func @generic_in_loop(%arg0: tensor<4xf32> {bufferization.access = "read-write"}, %arg1: tensor<4xf32> {bufferization.access = "read-write"}, %arg2: index) -> (tensor<4xf32>, tensor<4xf32>) {
// TOPDOWN-NEXT:     %c0 = arith.constant 0 : index
// TOPDOWN-NEXT:     %c1 = arith.constant 1 : index
// TOPDOWN-NEXT:     cf.br ^bb1(%c0, %arg0 : index, tensor<4xf32>) {__inplace_operands_attr__ = ["none", "true"]}
// TOPDOWN-NEXT:   ^bb1(%0: index, %1: tensor<4xf32>):  // 2 preds: ^bb0, ^bb2
// TOPDOWN-NEXT:     %2 = arith.cmpi slt, %0, %arg2 : index
// TOPDOWN-NEXT:     cf.cond_br %2, ^bb2, ^bb3
// TOPDOWN-NEXT:   ^bb2:  // pred: ^bb1
// TOPDOWN-NEXT:     %3 = linalg.add {__inplace_operands_attr__ = ["true", "true", "true"]} ins(%1, %arg1 : tensor<4xf32>, tensor<4xf32>) outs(%1 : tensor<4xf32>) -> tensor<4xf32>
// TOPDOWN-NEXT:     %4 = arith.addi %0, %c1 : index
// TOPDOWN-NEXT:     cf.br ^bb1(%4, %3 : index, tensor<4xf32>) {__inplace_operands_attr__ = ["none", "true"]}
// TOPDOWN-NEXT:   ^bb3:  // pred: ^bb1
// TOPDOWN-NEXT:     %5 = linalg.add {__inplace_operands_attr__ = ["true", "true", "true"]} ins(%arg1, %arg1 : tensor<4xf32>, tensor<4xf32>) outs(%arg1 : tensor<4xf32>) -> tensor<4xf32>
// TOPDOWN-NEXT:     return {__equivalent_func_args__ = [-1, 1], __inplace_operands_attr__ = ["true", "true"]} %1, %5 : tensor<4xf32>, tensor<4xf32>
// TOPDOWN-NEXT:   }
// TOPDOWN-NEXT:   func.func @order(%arg0: tensor<4xf32> {bufferization.access = "read"}, %arg1: i1) -> tensor<4xf32> {
// TOPDOWN-NEXT:     cf.br ^bb2
// TOPDOWN-NEXT:   ^bb1(%0: tensor<4xf32>):  // pred: ^bb2
// TOPDOWN-NEXT:     return {__inplace_operands_attr__ = ["true"]} %0 : tensor<4xf32>
// TOPDOWN-NEXT:   ^bb2:  // pred: ^bb0
// TOPDOWN-NEXT:     cf.br ^bb1(%arg0 : tensor<4xf32>) {__inplace_operands_attr__ = ["true"]}
// TOPDOWN-NEXT:   }
// TOPDOWN-NEXT:   func.func @g(%arg0: tensor<4xf32> {bufferization.access = "read-write"}, %arg1: i1, %arg2: f32) -> tensor<4xf32> {
// TOPDOWN-NEXT:     %c0 = arith.constant 0 : index
// TOPDOWN-NEXT:     cf.cond_br %arg1, ^bb1, ^bb2
// TOPDOWN-NEXT:   ^bb1:  // pred: ^bb0
// TOPDOWN-NEXT:     %inserted = tensor.insert %arg2 into %arg0[%c0] {__inplace_operands_attr__ = ["none", "true", "none"]} : tensor<4xf32>
// TOPDOWN-NEXT:     return {__equivalent_func_args__ = [0], __inplace_operands_attr__ = ["true"]} %inserted : tensor<4xf32>
// TOPDOWN-NEXT:   ^bb2:  // pred: ^bb0
// TOPDOWN-NEXT:     return {__equivalent_func_args__ = [0], __inplace_operands_attr__ = ["true"]} %arg0 : tensor<4xf32>
// TOPDOWN-NEXT:   }
// TOPDOWN-NEXT:   func.func @mixed(%arg0: tensor<8xf32> {bufferization.access = "read"}, %arg1: i1, %arg2: f32) -> tensor<4xf32> {
// TOPDOWN-NEXT:     %c0 = arith.constant 0 : index
// TOPDOWN-NEXT:     cf.cond_br %arg1, ^bb1, ^bb2
// TOPDOWN-NEXT:   ^bb1:  // pred: ^bb0
// TOPDOWN-NEXT:     %extracted_slice = tensor.extract_slice %arg0[2] [4] [1] {__inplace_operands_attr__ = ["true"]} : tensor<8xf32> to tensor<4xf32>
// TOPDOWN-NEXT:     return {__inplace_operands_attr__ = ["true"]} %extracted_slice : tensor<4xf32>
// TOPDOWN-NEXT:   ^bb2:  // pred: ^bb0
// TOPDOWN-NEXT:     %0 = tensor.empty() : tensor<4xf32>
// TOPDOWN-NEXT:     %inserted = tensor.insert %arg2 into %0[%c0] {__inplace_operands_attr__ = ["none", "true", "none"]} : tensor<4xf32>
// TOPDOWN-NEXT:     return {__inplace_operands_attr__ = ["true"]} %inserted : tensor<4xf32>
// TOPDOWN-NEXT:   }
// TOPDOWN-NEXT:   func.func @two_allocs(%arg0: i1, %arg1: f32) -> tensor<4xf32> {
// TOPDOWN-NEXT:     %c0 = arith.constant 0 : index
// TOPDOWN-NEXT:     cf.cond_br %arg0, ^bb1, ^bb2
// TOPDOWN-NEXT:   ^bb1:  // pred: ^bb0
// TOPDOWN-NEXT:     %0 = tensor.empty() : tensor<4xf32>
// TOPDOWN-NEXT:     %1 = linalg.fill {__inplace_operands_attr__ = ["none", "true"]} ins(%arg1 : f32) outs(%0 : tensor<4xf32>) -> tensor<4xf32>
// TOPDOWN-NEXT:     return {__inplace_operands_attr__ = ["true"]} %1 : tensor<4xf32>
// TOPDOWN-NEXT:   ^bb2:  // pred: ^bb0
// TOPDOWN-NEXT:     %2 = tensor.empty() : tensor<4xf32>
// TOPDOWN-NEXT:     %inserted = tensor.insert %arg1 into %2[%c0] {__inplace_operands_attr__ = ["none", "true", "none"]} : tensor<4xf32>
// TOPDOWN-NEXT:     return {__inplace_operands_attr__ = ["true"]} %inserted : tensor<4xf32>
// TOPDOWN-NEXT:   }
// TOPDOWN-NEXT:   func.func @disagree(%arg0: tensor<4xf32> {bufferization.access = "read"}, %arg1: tensor<4xf32> {bufferization.access = "read"}, %arg2: i1) -> (tensor<4xf32>, tensor<4xf32>) {
// TOPDOWN-NEXT:     cf.cond_br %arg2, ^bb1, ^bb2
// TOPDOWN-NEXT:   ^bb1:  // pred: ^bb0
// TOPDOWN-NEXT:     return {__equivalent_func_args__ = [0, 1], __inplace_operands_attr__ = ["true", "true"]} %arg0, %arg1 : tensor<4xf32>, tensor<4xf32>
// TOPDOWN-NEXT:   ^bb2:  // pred: ^bb0
// TOPDOWN-NEXT:     return {__equivalent_func_args__ = [0, 0], __inplace_operands_attr__ = ["true", "true"]} %arg0, %arg0 : tensor<4xf32>, tensor<4xf32>
// TOPDOWN-NEXT:   }
// TOPDOWN-NEXT:   func.func @agree(%arg0: tensor<4xf32> {bufferization.access = "read"}, %arg1: tensor<4xf32> {bufferization.access = "read"}, %arg2: i1) -> (tensor<4xf32>, tensor<4xf32>) {
// TOPDOWN-NEXT:     cf.cond_br %arg2, ^bb1, ^bb2
// TOPDOWN-NEXT:   ^bb1:  // pred: ^bb0
// TOPDOWN-NEXT:     return {__equivalent_func_args__ = [0, 1], __inplace_operands_attr__ = ["true", "true"]} %arg0, %arg1 : tensor<4xf32>, tensor<4xf32>
// TOPDOWN-NEXT:   ^bb2:  // pred: ^bb0
// TOPDOWN-NEXT:     cf.assert %arg2, "never"
// TOPDOWN-NEXT:     return {__equivalent_func_args__ = [0, 1], __inplace_operands_attr__ = ["true", "true"]} %arg0, %arg1 : tensor<4xf32>, tensor<4xf32>
// TOPDOWN-NEXT:   }
// TOPDOWN-NEXT:   func.func @callers(%arg0: tensor<4xf32> {bufferization.access = "read"}, %arg1: tensor<4xf32> {bufferization.access = "read"}, %arg2: i1, %arg3: f32) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, f32) {
// TOPDOWN-NEXT:     %c0 = arith.constant 0 : index
// TOPDOWN-NEXT:     %0:2 = call @disagree(%arg0, %arg1, %arg2) {__inplace_operands_attr__ = ["true", "true", "none"]} : (tensor<4xf32>, tensor<4xf32>, i1) -> (tensor<4xf32>, tensor<4xf32>)
// TOPDOWN-NEXT:     %1:2 = call @agree(%arg0, %arg1, %arg2) {__inplace_operands_attr__ = ["true", "true", "none"]} : (tensor<4xf32>, tensor<4xf32>, i1) -> (tensor<4xf32>, tensor<4xf32>)
// TOPDOWN-NEXT:     %2 = call @g(%arg1, %arg2, %arg3) {__inplace_operands_attr__ = ["false", "none", "none"]} : (tensor<4xf32>, i1, f32) -> tensor<4xf32>
// TOPDOWN-NEXT:     %extracted = tensor.extract %0#1[%c0] {__inplace_operands_attr__ = ["true", "none"]} : tensor<4xf32>
// TOPDOWN-NEXT:     return {__equivalent_func_args__ = [-1, 0, -1, -1], __inplace_operands_attr__ = ["true", "true", "true", "none"]} %0#0, %1#0, %2, %extracted : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, f32
// TOPDOWN-NEXT:   }
// TOPDOWN-NEXT: }

// TERM: module {
// TERM-NEXT:   func.func @loop(%arg0: tensor<4xf32> {bufferization.access = "read-write"}, %arg1: index, %arg2: f32) -> tensor<4xf32> {
// TERM-NEXT:     %c0 = arith.constant 0 : index
// TERM-NEXT:     %c1 = arith.constant 1 : index
// TERM-NEXT:     cf.br ^bb1(%c0, %arg0 : index, tensor<4xf32>) {__inplace_operands_attr__ = ["none", "true"]}
// TERM-NEXT:   ^bb1(%0: index, %1: tensor<4xf32>):  // 2 preds: ^bb0, ^bb2
// TERM-NEXT:     %2 = arith.cmpi slt, %0, %arg1 : index
// TERM-NEXT:     cf.cond_br %2, ^bb2, ^bb3
// TERM-NEXT:   ^bb2:  // pred: ^bb1
// TERM-NEXT:     %inserted = tensor.insert %arg2 into %1[%c0] {__inplace_operands_attr__ = ["none", "true", "none"]} : tensor<4xf32>
// TERM-NEXT:     %3 = arith.addi %0, %c1 : index
// TERM-NEXT:     cf.br ^bb1(%3, %inserted : index, tensor<4xf32>) {__inplace_operands_attr__ = ["none", "true"]}
// TERM-NEXT:   ^bb3:  // pred: ^bb1
// TERM-NEXT:     return {__inplace_operands_attr__ = ["true"]} %1 : tensor<4xf32>
// TERM-NEXT:   }
// TERM-NEXT:   func.func @read_then_write(%arg0: tensor<4xf32> {bufferization.access = "read-write"}, %arg1: index) -> tensor<4xf32> {
// TERM-NEXT:     %c0 = arith.constant 0 : index
// TERM-NEXT:     %c1 = arith.constant 1 : index
// TERM-NEXT:     cf.br ^bb1(%c0, %arg0 : index, tensor<4xf32>) {__inplace_operands_attr__ = ["none", "true"]}
// TERM-NEXT:   ^bb1(%0: index, %1: tensor<4xf32>):  // 2 preds: ^bb0, ^bb2
// TERM-NEXT:     %2 = arith.cmpi slt, %0, %arg1 : index
// TERM-NEXT:     cf.cond_br %2, ^bb2, ^bb3
// TERM-NEXT:   ^bb2:  // pred: ^bb1
// TERM-NEXT:     %extracted = tensor.extract %1[%0] {__inplace_operands_attr__ = ["true", "none"]} : tensor<4xf32>
// TERM-NEXT:     %3 = arith.addf %extracted, %extracted : f32
// TERM-NEXT:     %inserted = tensor.insert %3 into %1[%0] {__inplace_operands_attr__ = ["none", "true", "none"]} : tensor<4xf32>
// TERM-NEXT:     %4 = arith.addi %0, %c1 : index
// TERM-NEXT:     cf.br ^bb1(%4, %inserted : index, tensor<4xf32>) {__inplace_operands_attr__ = ["none", "true"]}
// TERM-NEXT:   ^bb3:  // pred: ^bb1
// TERM-NEXT:     return {__inplace_operands_attr__ = ["true"]} %1 : tensor<4xf32>
// TERM-NEXT:   }
// TERM-NEXT:   func.func @do_while(%arg0: tensor<4xf32> {bufferization.access = "read"}, %arg1: index, %arg2: f32) -> (tensor<4xf32>, f32) {
// TERM-NEXT:     %c0 = arith.constant 0 : index
// TERM-NEXT:     %c1 = arith.constant 1 : index
// TERM-NEXT:     cf.br ^bb1(%c0, %arg0 : index, tensor<4xf32>) {__inplace_operands_attr__ = ["none", "true"]}
// TERM-NEXT:   ^bb1(%0: index, %1: tensor<4xf32>):  // 2 preds: ^bb0, ^bb1
// TERM-NEXT:     %inserted = tensor.insert %arg2 into %1[%0] {__inplace_operands_attr__ = ["none", "false", "none"]} : tensor<4xf32>
// TERM-NEXT:     %2 = arith.addi %0, %c1 : index
// TERM-NEXT:     %3 = arith.cmpi slt, %2, %arg1 : index
// TERM-NEXT:     cf.cond_br %3, ^bb1(%2, %inserted : index, tensor<4xf32>), ^bb2 {__inplace_operands_attr__ = ["none", "none", "true"]}
// TERM-NEXT:   ^bb2:  // pred: ^bb1
// TERM-NEXT:     %extracted = tensor.extract %1[%c0] {__inplace_operands_attr__ = ["true", "none"]} : tensor<4xf32>
// TERM-NEXT:     return {__inplace_operands_attr__ = ["true", "none"]} %inserted, %extracted : tensor<4xf32>, f32
// TERM-NEXT:   }
// TERM-NEXT:   func.func @branchy(%arg0: tensor<4xf32> {bufferization.access = "read-write"}, %arg1: index, %arg2: index) -> tensor<4xf32> {
// TERM-NEXT:     %c0 = arith.constant 0 : index
// TERM-NEXT:     %c1 = arith.constant 1 : index
// TERM-NEXT:     %c2 = arith.constant 2 : index
// TERM-NEXT:     cf.br ^bb1(%c0, %arg0 : index, tensor<4xf32>) {__inplace_operands_attr__ = ["none", "true"]}
// TERM-NEXT:   ^bb1(%0: index, %1: tensor<4xf32>):  // 2 preds: ^bb0, ^bb4
// TERM-NEXT:     %2 = arith.cmpi slt, %0, %arg1 : index
// TERM-NEXT:     cf.cond_br %2, ^bb2, ^bb5
// TERM-NEXT:   ^bb2:  // pred: ^bb1
// TERM-NEXT:     %3 = arith.remui %0, %c2 : index
// TERM-NEXT:     %4 = arith.cmpi eq, %3, %c0 : index
// TERM-NEXT:     cf.cond_br %4, ^bb3, ^bb4(%1 : tensor<4xf32>) {__inplace_operands_attr__ = ["none", "true"]}
// TERM-NEXT:   ^bb3:  // pred: ^bb2
// TERM-NEXT:     %extracted = tensor.extract %1[%arg2] {__inplace_operands_attr__ = ["true", "none"]} : tensor<4xf32>
// TERM-NEXT:     %5 = arith.mulf %extracted, %extracted : f32
// TERM-NEXT:     %inserted = tensor.insert %5 into %1[%arg2] {__inplace_operands_attr__ = ["none", "true", "none"]} : tensor<4xf32>
// TERM-NEXT:     cf.br ^bb4(%inserted : tensor<4xf32>) {__inplace_operands_attr__ = ["true"]}
// TERM-NEXT:   ^bb4(%6: tensor<4xf32>):  // 2 preds: ^bb2, ^bb3
// TERM-NEXT:     %7 = arith.addi %0, %c1 : index
// TERM-NEXT:     cf.br ^bb1(%7, %6 : index, tensor<4xf32>) {__inplace_operands_attr__ = ["none", "true"]}
// TERM-NEXT:   ^bb5:  // pred: ^bb1
// TERM-NEXT:     return {__inplace_operands_attr__ = ["true"]} %1 : tensor<4xf32>
// TERM-NEXT:   }
// TERM-NEXT:   func.func @read_outer(%arg0: tensor<4xf32> {bufferization.access = "read-write"}, %arg1: tensor<4xf32> {bufferization.access = "read-write"}, %arg2: index) -> tensor<4xf32> {
// TERM-NEXT:     %c0 = arith.constant 0 : index
// TERM-NEXT:     %c1 = arith.constant 1 : index
// TERM-NEXT:     cf.br ^bb1(%c0, %arg0 : index, tensor<4xf32>) {__inplace_operands_attr__ = ["none", "true"]}
// TERM-NEXT:   ^bb1(%0: index, %1: tensor<4xf32>):  // 2 preds: ^bb0, ^bb2
// TERM-NEXT:     %2 = arith.cmpi slt, %0, %arg2 : index
// TERM-NEXT:     cf.cond_br %2, ^bb2, ^bb3
// TERM-NEXT:   ^bb2:  // pred: ^bb1
// TERM-NEXT:     %extracted = tensor.extract %arg1[%0] {__inplace_operands_attr__ = ["true", "none"]} : tensor<4xf32>
// TERM-NEXT:     cf.assert %2, "in bounds"
// TERM-NEXT:     %inserted = tensor.insert %extracted into %1[%0] {__inplace_operands_attr__ = ["none", "false", "none"]} : tensor<4xf32>
// TERM-NEXT:     %3 = arith.addi %0, %c1 : index
// TERM-NEXT:     cf.br ^bb1(%3, %inserted : index, tensor<4xf32>) {__inplace_operands_attr__ = ["none", "false"]}
// TERM-NEXT:   ^bb3:  // pred: ^bb1
// TERM-NEXT:     %cst = arith.constant 0.000000e+00 : f32
// TERM-NEXT:     %inserted_0 = tensor.insert %cst into %arg1[%c0] {__inplace_operands_attr__ = ["none", "true", "none"]} : tensor<4xf32>
// TERM-NEXT:     %extracted_1 = tensor.extract %inserted_0[%c0] {__inplace_operands_attr__ = ["true", "none"]} : tensor<4xf32>
// TERM-NEXT:     %inserted_2 = tensor.insert %extracted_1 into %1[%c0] {__inplace_operands_attr__ = ["none", "true", "none"]} : tensor<4xf32>
// TERM-NEXT:     return {__inplace_operands_attr__ = ["true"]} %inserted_2 : tensor<4xf32>
// TERM-NEXT:   }
// TERM-NEXT:   func.func @nested(%arg0: tensor<4x4xf32> {bufferization.access = "read-write"}, %arg1: index, %arg2: f32) -> tensor<4x4xf32> {
// TERM-NEXT:     %c0 = arith.constant 0 : index
// TERM-NEXT:     %c1 = arith.constant 1 : index
// TERM-NEXT:     cf.br ^bb1(%c0, %arg0 : index, tensor<4x4xf32>) {__inplace_operands_attr__ = ["none", "true"]}
// TERM-NEXT:   ^bb1(%0: index, %1: tensor<4x4xf32>):  // 2 preds: ^bb0, ^bb5
// TERM-NEXT:     %2 = arith.cmpi slt, %0, %arg1 : index
// TERM-NEXT:     cf.cond_br %2, ^bb2, ^bb6
// TERM-NEXT:   ^bb2:  // pred: ^bb1
// TERM-NEXT:     cf.br ^bb3(%c0, %1 : index, tensor<4x4xf32>) {__inplace_operands_attr__ = ["none", "true"]}
// TERM-NEXT:   ^bb3(%3: index, %4: tensor<4x4xf32>):  // 2 preds: ^bb2, ^bb4
// TERM-NEXT:     %5 = arith.cmpi slt, %3, %arg1 : index
// TERM-NEXT:     cf.cond_br %5, ^bb4, ^bb5
// TERM-NEXT:   ^bb4:  // pred: ^bb3
// TERM-NEXT:     %inserted = tensor.insert %arg2 into %4[%0, %3] {__inplace_operands_attr__ = ["none", "true", "none", "none"]} : tensor<4x4xf32>
// TERM-NEXT:     %6 = arith.addi %3, %c1 : index
// TERM-NEXT:     cf.br ^bb3(%6, %inserted : index, tensor<4x4xf32>) {__inplace_operands_attr__ = ["none", "true"]}
// TERM-NEXT:   ^bb5:  // pred: ^bb3
// TERM-NEXT:     %7 = arith.addi %0, %c1 : index
// TERM-NEXT:     cf.br ^bb1(%7, %4 : index, tensor<4x4xf32>) {__inplace_operands_attr__ = ["none", "true"]}
// TERM-NEXT:   ^bb6:  // pred: ^bb1
// TERM-NEXT:     return {__inplace_operands_attr__ = ["true"]} %1 : tensor<4x4xf32>
// TERM-NEXT:   }
// TERM-NEXT:   func.func @if_in_loop(%arg0: tensor<4xf32> {bufferization.access = "read-write"}, %arg1: index, %arg2: f32) -> tensor<4xf32> {
// TERM-NEXT:     %c0 = arith.constant 0 : index
// TERM-NEXT:     %c1 = arith.constant 1 : index
// TERM-NEXT:     cf.br ^bb1(%c0, %arg0 : index, tensor<4xf32>) {__inplace_operands_attr__ = ["none", "true"]}
// TERM-NEXT:   ^bb1(%0: index, %1: tensor<4xf32>):  // 2 preds: ^bb0, ^bb2
// TERM-NEXT:     %2 = arith.cmpi slt, %0, %arg1 : index
// TERM-NEXT:     cf.cond_br %2, ^bb2, ^bb3
// TERM-NEXT:   ^bb2:  // pred: ^bb1
// TERM-NEXT:     %3 = arith.cmpi eq, %0, %c0 : index
// TERM-NEXT:     %4 = scf.if %3 -> (tensor<4xf32>) {
// TERM-NEXT:       %inserted = tensor.insert %arg2 into %1[%0] {__inplace_operands_attr__ = ["none", "true", "none"]} : tensor<4xf32>
// TERM-NEXT:       scf.yield {__inplace_operands_attr__ = ["true"]} %inserted : tensor<4xf32>
// TERM-NEXT:     } else {
// TERM-NEXT:       scf.yield {__inplace_operands_attr__ = ["true"]} %1 : tensor<4xf32>
// TERM-NEXT:     }
// TERM-NEXT:     %5 = arith.addi %0, %c1 : index
// TERM-NEXT:     cf.br ^bb1(%5, %4 : index, tensor<4xf32>) {__inplace_operands_attr__ = ["none", "true"]}
// TERM-NEXT:   ^bb3:  // pred: ^bb1
// TERM-NEXT:     return {__inplace_operands_attr__ = ["true"]} %1 : tensor<4xf32>
// TERM-NEXT:   }
// TERM-NEXT:   func.func @slices(%arg0: tensor<8xf32> {bufferization.access = "read-write"}, %arg1: index, %arg2: f32) -> tensor<8xf32> {
// TERM-NEXT:     %c0 = arith.constant 0 : index
// TERM-NEXT:     %c1 = arith.constant 1 : index
// TERM-NEXT:     cf.br ^bb1(%c0, %arg0 : index, tensor<8xf32>) {__inplace_operands_attr__ = ["none", "true"]}
// TERM-NEXT:   ^bb1(%0: index, %1: tensor<8xf32>):  // 2 preds: ^bb0, ^bb2
// TERM-NEXT:     %2 = arith.cmpi slt, %0, %arg1 : index
// TERM-NEXT:     cf.cond_br %2, ^bb2, ^bb3
// TERM-NEXT:   ^bb2:  // pred: ^bb1
// TERM-NEXT:     %extracted_slice = tensor.extract_slice %1[%0] [2] [1] {__inplace_operands_attr__ = ["true", "none"]} : tensor<8xf32> to tensor<2xf32>
// TERM-NEXT:     %3 = linalg.fill {__inplace_operands_attr__ = ["none", "true"]} ins(%arg2 : f32) outs(%extracted_slice : tensor<2xf32>) -> tensor<2xf32>
// TERM-NEXT:     %inserted_slice = tensor.insert_slice %3 into %1[%0] [2] [1] {__inplace_operands_attr__ = ["true", "true", "none"]} : tensor<2xf32> into tensor<8xf32>
// TERM-NEXT:     %4 = arith.addi %0, %c1 : index
// TERM-NEXT:     cf.br ^bb1(%4, %inserted_slice : index, tensor<8xf32>) {__inplace_operands_attr__ = ["none", "true"]}
// TERM-NEXT:   ^bb3:  // pred: ^bb1
// TERM-NEXT:     return {__inplace_operands_attr__ = ["true"]} %1 : tensor<8xf32>
// TERM-NEXT:   }
// TERM-NEXT:   func.func @for_in_loop(%arg0: tensor<4xf32> {bufferization.access = "read-write"}, %arg1: index, %arg2: f32) -> tensor<4xf32> {
// TERM-NEXT:     %c0 = arith.constant 0 : index
// TERM-NEXT:     %c1 = arith.constant 1 : index
// TERM-NEXT:     %c4 = arith.constant 4 : index
// TERM-NEXT:     cf.br ^bb1(%c0, %arg0 : index, tensor<4xf32>) {__inplace_operands_attr__ = ["none", "true"]}
// TERM-NEXT:   ^bb1(%0: index, %1: tensor<4xf32>):  // 2 preds: ^bb0, ^bb2
// TERM-NEXT:     %2 = arith.cmpi slt, %0, %arg1 : index
// TERM-NEXT:     cf.cond_br %2, ^bb2, ^bb3
// TERM-NEXT:   ^bb2:  // pred: ^bb1
// TERM-NEXT:     %3 = scf.for %arg3 = %c0 to %c4 step %c1 iter_args(%arg4 = %1) -> (tensor<4xf32>) {
// TERM-NEXT:       %extracted = tensor.extract %arg4[%arg3] {__inplace_operands_attr__ = ["true", "none"]} : tensor<4xf32>
// TERM-NEXT:       %5 = arith.addf %extracted, %arg2 : f32
// TERM-NEXT:       %inserted = tensor.insert %5 into %arg4[%arg3] {__inplace_operands_attr__ = ["none", "true", "none"]} : tensor<4xf32>
// TERM-NEXT:       scf.yield {__inplace_operands_attr__ = ["true"]} %inserted : tensor<4xf32>
// TERM-NEXT:     } {__inplace_operands_attr__ = ["none", "none", "none", "true"]}
// TERM-NEXT:     %4 = arith.addi %0, %c1 : index
// TERM-NEXT:     cf.br ^bb1(%4, %3 : index, tensor<4xf32>) {__inplace_operands_attr__ = ["none", "true"]}
// TERM-NEXT:   ^bb3:  // pred: ^bb1
// TERM-NEXT:     return {__inplace_operands_attr__ = ["true"]} %1 : tensor<4xf32>
// TERM-NEXT:   }
// TERM-NEXT:   func.func @generic_in_loop(%arg0: tensor<4xf32> {bufferization.access = "read-write"}, %arg1: tensor<4xf32> {bufferization.access = "read-write"}, %arg2: index) -> (tensor<4xf32>, tensor<4xf32>) {
// TERM-NEXT:     %c0 = arith.constant 0 : index
// TERM-NEXT:     %c1 = arith.constant 1 : index
// TERM-NEXT:     cf.br ^bb1(%c0, %arg0 : index, tensor<4xf32>) {__inplace_operands_attr__ = ["none", "true"]}
// TERM-NEXT:   ^bb1(%0: index, %1: tensor<4xf32>):  // 2 preds: ^bb0, ^bb2
// TERM-NEXT:     %2 = arith.cmpi slt, %0, %arg2 : index
// TERM-NEXT:     cf.cond_br %2, ^bb2, ^bb3
// TERM-NEXT:   ^bb2:  // pred: ^bb1
// TERM-NEXT:     %3 = linalg.add {__inplace_operands_attr__ = ["true", "true", "true"]} ins(%1, %arg1 : tensor<4xf32>, tensor<4xf32>) outs(%1 : tensor<4xf32>) -> tensor<4xf32>
// TERM-NEXT:     %4 = arith.addi %0, %c1 : index
// TERM-NEXT:     cf.br ^bb1(%4, %3 : index, tensor<4xf32>) {__inplace_operands_attr__ = ["none", "true"]}
// TERM-NEXT:   ^bb3:  // pred: ^bb1
// TERM-NEXT:     %5 = linalg.add {__inplace_operands_attr__ = ["true", "true", "true"]} ins(%arg1, %arg1 : tensor<4xf32>, tensor<4xf32>) outs(%arg1 : tensor<4xf32>) -> tensor<4xf32>
// TERM-NEXT:     return {__equivalent_func_args__ = [-1, 1], __inplace_operands_attr__ = ["true", "true"]} %1, %5 : tensor<4xf32>, tensor<4xf32>
// TERM-NEXT:   }
// TERM-NEXT:   func.func @order(%arg0: tensor<4xf32> {bufferization.access = "read"}, %arg1: i1) -> tensor<4xf32> {
// TERM-NEXT:     cf.br ^bb2
// TERM-NEXT:   ^bb1(%0: tensor<4xf32>):  // pred: ^bb2
// TERM-NEXT:     return {__inplace_operands_attr__ = ["true"]} %0 : tensor<4xf32>
// TERM-NEXT:   ^bb2:  // pred: ^bb0
// TERM-NEXT:     cf.br ^bb1(%arg0 : tensor<4xf32>) {__inplace_operands_attr__ = ["true"]}
// TERM-NEXT:   }
// TERM-NEXT:   func.func @g(%arg0: tensor<4xf32> {bufferization.access = "read-write"}, %arg1: i1, %arg2: f32) -> tensor<4xf32> {
// TERM-NEXT:     %c0 = arith.constant 0 : index
// TERM-NEXT:     cf.cond_br %arg1, ^bb1, ^bb2
// TERM-NEXT:   ^bb1:  // pred: ^bb0
// TERM-NEXT:     %inserted = tensor.insert %arg2 into %arg0[%c0] {__inplace_operands_attr__ = ["none", "true", "none"]} : tensor<4xf32>
// TERM-NEXT:     return {__equivalent_func_args__ = [0], __inplace_operands_attr__ = ["true"]} %inserted : tensor<4xf32>
// TERM-NEXT:   ^bb2:  // pred: ^bb0
// TERM-NEXT:     return {__equivalent_func_args__ = [0], __inplace_operands_attr__ = ["true"]} %arg0 : tensor<4xf32>
// TERM-NEXT:   }
// TERM-NEXT:   func.func @mixed(%arg0: tensor<8xf32> {bufferization.access = "read"}, %arg1: i1, %arg2: f32) -> tensor<4xf32> {
// TERM-NEXT:     %c0 = arith.constant 0 : index
// TERM-NEXT:     cf.cond_br %arg1, ^bb1, ^bb2
// TERM-NEXT:   ^bb1:  // pred: ^bb0
// TERM-NEXT:     %extracted_slice = tensor.extract_slice %arg0[2] [4] [1] {__inplace_operands_attr__ = ["true"]} : tensor<8xf32> to tensor<4xf32>
// TERM-NEXT:     return {__inplace_operands_attr__ = ["true"]} %extracted_slice : tensor<4xf32>
// TERM-NEXT:   ^bb2:  // pred: ^bb0
// TERM-NEXT:     %0 = tensor.empty() : tensor<4xf32>
// TERM-NEXT:     %inserted = tensor.insert %arg2 into %0[%c0] {__inplace_operands_attr__ = ["none", "true", "none"]} : tensor<4xf32>
// TERM-NEXT:     return {__inplace_operands_attr__ = ["true"]} %inserted : tensor<4xf32>
// TERM-NEXT:   }
// TERM-NEXT:   func.func @two_allocs(%arg0: i1, %arg1: f32) -> tensor<4xf32> {
// TERM-NEXT:     %c0 = arith.constant 0 : index
// TERM-NEXT:     cf.cond_br %arg0, ^bb1, ^bb2
// TERM-NEXT:   ^bb1:  // pred: ^bb0
// TERM-NEXT:     %0 = tensor.empty() : tensor<4xf32>
// TERM-NEXT:     %1 = linalg.fill {__inplace_operands_attr__ = ["none", "true"]} ins(%arg1 : f32) outs(%0 : tensor<4xf32>) -> tensor<4xf32>
// TERM-NEXT:     return {__inplace_operands_attr__ = ["true"]} %1 : tensor<4xf32>
// TERM-NEXT:   ^bb2:  // pred: ^bb0
// TERM-NEXT:     %2 = tensor.empty() : tensor<4xf32>
// TERM-NEXT:     %inserted = tensor.insert %arg1 into %2[%c0] {__inplace_operands_attr__ = ["none", "true", "none"]} : tensor<4xf32>
// TERM-NEXT:     return {__inplace_operands_attr__ = ["true"]} %inserted : tensor<4xf32>
// TERM-NEXT:   }
// TERM-NEXT:   func.func @disagree(%arg0: tensor<4xf32> {bufferization.access = "read"}, %arg1: tensor<4xf32> {bufferization.access = "read"}, %arg2: i1) -> (tensor<4xf32>, tensor<4xf32>) {
// TERM-NEXT:     cf.cond_br %arg2, ^bb1, ^bb2
// TERM-NEXT:   ^bb1:  // pred: ^bb0
// TERM-NEXT:     return {__equivalent_func_args__ = [0, 1], __inplace_operands_attr__ = ["true", "true"]} %arg0, %arg1 : tensor<4xf32>, tensor<4xf32>
// TERM-NEXT:   ^bb2:  // pred: ^bb0
// TERM-NEXT:     return {__equivalent_func_args__ = [0, 0], __inplace_operands_attr__ = ["true", "true"]} %arg0, %arg0 : tensor<4xf32>, tensor<4xf32>
// TERM-NEXT:   }
// TERM-NEXT:   func.func @agree(%arg0: tensor<4xf32> {bufferization.access = "read"}, %arg1: tensor<4xf32> {bufferization.access = "read"}, %arg2: i1) -> (tensor<4xf32>, tensor<4xf32>) {
// TERM-NEXT:     cf.cond_br %arg2, ^bb1, ^bb2
// TERM-NEXT:   ^bb1:  // pred: ^bb0
// TERM-NEXT:     return {__equivalent_func_args__ = [0, 1], __inplace_operands_attr__ = ["true", "true"]} %arg0, %arg1 : tensor<4xf32>, tensor<4xf32>
// TERM-NEXT:   ^bb2:  // pred: ^bb0
// TERM-NEXT:     cf.assert %arg2, "never"
// TERM-NEXT:     return {__equivalent_func_args__ = [0, 1], __inplace_operands_attr__ = ["true", "true"]} %arg0, %arg1 : tensor<4xf32>, tensor<4xf32>
// TERM-NEXT:   }
// TERM-NEXT:   func.func @callers(%arg0: tensor<4xf32> {bufferization.access = "read"}, %arg1: tensor<4xf32> {bufferization.access = "read-write"}, %arg2: i1, %arg3: f32) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, f32) {
// TERM-NEXT:     %c0 = arith.constant 0 : index
// TERM-NEXT:     %0:2 = call @disagree(%arg0, %arg1, %arg2) {__inplace_operands_attr__ = ["true", "false", "none"]} : (tensor<4xf32>, tensor<4xf32>, i1) -> (tensor<4xf32>, tensor<4xf32>)
// TERM-NEXT:     %1:2 = call @agree(%arg0, %arg1, %arg2) {__inplace_operands_attr__ = ["true", "true", "none"]} : (tensor<4xf32>, tensor<4xf32>, i1) -> (tensor<4xf32>, tensor<4xf32>)
// TERM-NEXT:     %2 = call @g(%arg1, %arg2, %arg3) {__inplace_operands_attr__ = ["true", "none", "none"]} : (tensor<4xf32>, i1, f32) -> tensor<4xf32>
// TERM-NEXT:     %extracted = tensor.extract %0#1[%c0] {__inplace_operands_attr__ = ["true", "none"]} : tensor<4xf32>
// TERM-NEXT:     return {__equivalent_func_args__ = [-1, 0, 1, -1], __inplace_operands_attr__ = ["true", "true", "true", "none"]} %0#0, %1#0, %2, %extracted : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, f32
// TERM-NEXT:   }
// TERM-NEXT: }

// FUZZ1: module {
// FUZZ1-NEXT:   func.func @loop(%arg0: tensor<4xf32> {bufferization.access = "read-write"}, %arg1: index, %arg2: f32) -> tensor<4xf32> {
// FUZZ1-NEXT:     %c0 = arith.constant 0 : index
// FUZZ1-NEXT:     %c1 = arith.constant 1 : index
// FUZZ1-NEXT:     cf.br ^bb1(%c0, %arg0 : index, tensor<4xf32>) {__inplace_operands_attr__ = ["none", "true"]}
// FUZZ1-NEXT:   ^bb1(%0: index, %1: tensor<4xf32>):  // 2 preds: ^bb0, ^bb2
// FUZZ1-NEXT:     %2 = arith.cmpi slt, %0, %arg1 : index
// FUZZ1-NEXT:     cf.cond_br %2, ^bb2, ^bb3
// FUZZ1-NEXT:   ^bb2:  // pred: ^bb1
// FUZZ1-NEXT:     %inserted = tensor.insert %arg2 into %1[%c0] {__inplace_operands_attr__ = ["none", "true", "none"]} : tensor<4xf32>
// FUZZ1-NEXT:     %3 = arith.addi %0, %c1 : index
// FUZZ1-NEXT:     cf.br ^bb1(%3, %inserted : index, tensor<4xf32>) {__inplace_operands_attr__ = ["none", "true"]}
// FUZZ1-NEXT:   ^bb3:  // pred: ^bb1
// FUZZ1-NEXT:     return {__inplace_operands_attr__ = ["true"]} %1 : tensor<4xf32>
// FUZZ1-NEXT:   }
// FUZZ1-NEXT:   func.func @read_then_write(%arg0: tensor<4xf32> {bufferization.access = "read-write"}, %arg1: index) -> tensor<4xf32> {
// FUZZ1-NEXT:     %c0 = arith.constant 0 : index
// FUZZ1-NEXT:     %c1 = arith.constant 1 : index
// FUZZ1-NEXT:     cf.br ^bb1(%c0, %arg0 : index, tensor<4xf32>) {__inplace_operands_attr__ = ["none", "true"]}
// FUZZ1-NEXT:   ^bb1(%0: index, %1: tensor<4xf32>):  // 2 preds: ^bb0, ^bb2
// FUZZ1-NEXT:     %2 = arith.cmpi slt, %0, %arg1 : index
// FUZZ1-NEXT:     cf.cond_br %2, ^bb2, ^bb3
// FUZZ1-NEXT:   ^bb2:  // pred: ^bb1
// FUZZ1-NEXT:     %extracted = tensor.extract %1[%0] {__inplace_operands_attr__ = ["true", "none"]} : tensor<4xf32>
// FUZZ1-NEXT:     %3 = arith.addf %extracted, %extracted : f32
// FUZZ1-NEXT:     %inserted = tensor.insert %3 into %1[%0] {__inplace_operands_attr__ = ["none", "true", "none"]} : tensor<4xf32>
// FUZZ1-NEXT:     %4 = arith.addi %0, %c1 : index
// FUZZ1-NEXT:     cf.br ^bb1(%4, %inserted : index, tensor<4xf32>) {__inplace_operands_attr__ = ["none", "true"]}
// FUZZ1-NEXT:   ^bb3:  // pred: ^bb1
// FUZZ1-NEXT:     return {__inplace_operands_attr__ = ["true"]} %1 : tensor<4xf32>
// FUZZ1-NEXT:   }
// FUZZ1-NEXT:   func.func @do_while(%arg0: tensor<4xf32> {bufferization.access = "read"}, %arg1: index, %arg2: f32) -> (tensor<4xf32>, f32) {
// FUZZ1-NEXT:     %c0 = arith.constant 0 : index
// FUZZ1-NEXT:     %c1 = arith.constant 1 : index
// FUZZ1-NEXT:     cf.br ^bb1(%c0, %arg0 : index, tensor<4xf32>) {__inplace_operands_attr__ = ["none", "true"]}
// FUZZ1-NEXT:   ^bb1(%0: index, %1: tensor<4xf32>):  // 2 preds: ^bb0, ^bb1
// FUZZ1-NEXT:     %inserted = tensor.insert %arg2 into %1[%0] {__inplace_operands_attr__ = ["none", "false", "none"]} : tensor<4xf32>
// FUZZ1-NEXT:     %2 = arith.addi %0, %c1 : index
// FUZZ1-NEXT:     %3 = arith.cmpi slt, %2, %arg1 : index
// FUZZ1-NEXT:     cf.cond_br %3, ^bb1(%2, %inserted : index, tensor<4xf32>), ^bb2 {__inplace_operands_attr__ = ["none", "none", "true"]}
// FUZZ1-NEXT:   ^bb2:  // pred: ^bb1
// FUZZ1-NEXT:     %extracted = tensor.extract %1[%c0] {__inplace_operands_attr__ = ["true", "none"]} : tensor<4xf32>
// FUZZ1-NEXT:     return {__inplace_operands_attr__ = ["true", "none"]} %inserted, %extracted : tensor<4xf32>, f32
// FUZZ1-NEXT:   }
// FUZZ1-NEXT:   func.func @branchy(%arg0: tensor<4xf32> {bufferization.access = "read-write"}, %arg1: index, %arg2: index) -> tensor<4xf32> {
// FUZZ1-NEXT:     %c0 = arith.constant 0 : index
// FUZZ1-NEXT:     %c1 = arith.constant 1 : index
// FUZZ1-NEXT:     %c2 = arith.constant 2 : index
// FUZZ1-NEXT:     cf.br ^bb1(%c0, %arg0 : index, tensor<4xf32>) {__inplace_operands_attr__ = ["none", "true"]}
// FUZZ1-NEXT:   ^bb1(%0: index, %1: tensor<4xf32>):  // 2 preds: ^bb0, ^bb4
// FUZZ1-NEXT:     %2 = arith.cmpi slt, %0, %arg1 : index
// FUZZ1-NEXT:     cf.cond_br %2, ^bb2, ^bb5
// FUZZ1-NEXT:   ^bb2:  // pred: ^bb1
// FUZZ1-NEXT:     %3 = arith.remui %0, %c2 : index
// FUZZ1-NEXT:     %4 = arith.cmpi eq, %3, %c0 : index
// FUZZ1-NEXT:     cf.cond_br %4, ^bb3, ^bb4(%1 : tensor<4xf32>) {__inplace_operands_attr__ = ["none", "true"]}
// FUZZ1-NEXT:   ^bb3:  // pred: ^bb2
// FUZZ1-NEXT:     %extracted = tensor.extract %1[%arg2] {__inplace_operands_attr__ = ["true", "none"]} : tensor<4xf32>
// FUZZ1-NEXT:     %5 = arith.mulf %extracted, %extracted : f32
// FUZZ1-NEXT:     %inserted = tensor.insert %5 into %1[%arg2] {__inplace_operands_attr__ = ["none", "true", "none"]} : tensor<4xf32>
// FUZZ1-NEXT:     cf.br ^bb4(%inserted : tensor<4xf32>) {__inplace_operands_attr__ = ["true"]}
// FUZZ1-NEXT:   ^bb4(%6: tensor<4xf32>):  // 2 preds: ^bb2, ^bb3
// FUZZ1-NEXT:     %7 = arith.addi %0, %c1 : index
// FUZZ1-NEXT:     cf.br ^bb1(%7, %6 : index, tensor<4xf32>) {__inplace_operands_attr__ = ["none", "true"]}
// FUZZ1-NEXT:   ^bb5:  // pred: ^bb1
// FUZZ1-NEXT:     return {__inplace_operands_attr__ = ["true"]} %1 : tensor<4xf32>
// FUZZ1-NEXT:   }
// FUZZ1-NEXT:   func.func @read_outer(%arg0: tensor<4xf32> {bufferization.access = "read-write"}, %arg1: tensor<4xf32> {bufferization.access = "read-write"}, %arg2: index) -> tensor<4xf32> {
// FUZZ1-NEXT:     %c0 = arith.constant 0 : index
// FUZZ1-NEXT:     %c1 = arith.constant 1 : index
// FUZZ1-NEXT:     cf.br ^bb1(%c0, %arg0 : index, tensor<4xf32>) {__inplace_operands_attr__ = ["none", "true"]}
// FUZZ1-NEXT:   ^bb1(%0: index, %1: tensor<4xf32>):  // 2 preds: ^bb0, ^bb2
// FUZZ1-NEXT:     %2 = arith.cmpi slt, %0, %arg2 : index
// FUZZ1-NEXT:     cf.cond_br %2, ^bb2, ^bb3
// FUZZ1-NEXT:   ^bb2:  // pred: ^bb1
// FUZZ1-NEXT:     %extracted = tensor.extract %arg1[%0] {__inplace_operands_attr__ = ["true", "none"]} : tensor<4xf32>
// FUZZ1-NEXT:     cf.assert %2, "in bounds"
// FUZZ1-NEXT:     %inserted = tensor.insert %extracted into %1[%0] {__inplace_operands_attr__ = ["none", "false", "none"]} : tensor<4xf32>
// FUZZ1-NEXT:     %3 = arith.addi %0, %c1 : index
// FUZZ1-NEXT:     cf.br ^bb1(%3, %inserted : index, tensor<4xf32>) {__inplace_operands_attr__ = ["none", "false"]}
// FUZZ1-NEXT:   ^bb3:  // pred: ^bb1
// FUZZ1-NEXT:     %cst = arith.constant 0.000000e+00 : f32
// FUZZ1-NEXT:     %inserted_0 = tensor.insert %cst into %arg1[%c0] {__inplace_operands_attr__ = ["none", "true", "none"]} : tensor<4xf32>
// FUZZ1-NEXT:     %extracted_1 = tensor.extract %inserted_0[%c0] {__inplace_operands_attr__ = ["true", "none"]} : tensor<4xf32>
// FUZZ1-NEXT:     %inserted_2 = tensor.insert %extracted_1 into %1[%c0] {__inplace_operands_attr__ = ["none", "true", "none"]} : tensor<4xf32>
// FUZZ1-NEXT:     return {__inplace_operands_attr__ = ["true"]} %inserted_2 : tensor<4xf32>
// FUZZ1-NEXT:   }
// FUZZ1-NEXT:   func.func @nested(%arg0: tensor<4x4xf32> {bufferization.access = "read-write"}, %arg1: index, %arg2: f32) -> tensor<4x4xf32> {
// FUZZ1-NEXT:     %c0 = arith.constant 0 : index
// FUZZ1-NEXT:     %c1 = arith.constant 1 : index
// FUZZ1-NEXT:     cf.br ^bb1(%c0, %arg0 : index, tensor<4x4xf32>) {__inplace_operands_attr__ = ["none", "true"]}
// FUZZ1-NEXT:   ^bb1(%0: index, %1: tensor<4x4xf32>):  // 2 preds: ^bb0, ^bb5
// FUZZ1-NEXT:     %2 = arith.cmpi slt, %0, %arg1 : index
// FUZZ1-NEXT:     cf.cond_br %2, ^bb2, ^bb6
// FUZZ1-NEXT:   ^bb2:  // pred: ^bb1
// FUZZ1-NEXT:     cf.br ^bb3(%c0, %1 : index, tensor<4x4xf32>) {__inplace_operands_attr__ = ["none", "true"]}
// FUZZ1-NEXT:   ^bb3(%3: index, %4: tensor<4x4xf32>):  // 2 preds: ^bb2, ^bb4
// FUZZ1-NEXT:     %5 = arith.cmpi slt, %3, %arg1 : index
// FUZZ1-NEXT:     cf.cond_br %5, ^bb4, ^bb5
// FUZZ1-NEXT:   ^bb4:  // pred: ^bb3
// FUZZ1-NEXT:     %inserted = tensor.insert %arg2 into %4[%0, %3] {__inplace_operands_attr__ = ["none", "true", "none", "none"]} : tensor<4x4xf32>
// FUZZ1-NEXT:     %6 = arith.addi %3, %c1 : index
// FUZZ1-NEXT:     cf.br ^bb3(%6, %inserted : index, tensor<4x4xf32>) {__inplace_operands_attr__ = ["none", "true"]}
// FUZZ1-NEXT:   ^bb5:  // pred: ^bb3
// FUZZ1-NEXT:     %7 = arith.addi %0, %c1 : index
// FUZZ1-NEXT:     cf.br ^bb1(%7, %4 : index, tensor<4x4xf32>) {__inplace_operands_attr__ = ["none", "true"]}
// FUZZ1-NEXT:   ^bb6:  // pred: ^bb1
// FUZZ1-NEXT:     return {__inplace_operands_attr__ = ["true"]} %1 : tensor<4x4xf32>
// FUZZ1-NEXT:   }
// FUZZ1-NEXT:   func.func @if_in_loop(%arg0: tensor<4xf32> {bufferization.access = "read-write"}, %arg1: index, %arg2: f32) -> tensor<4xf32> {
// FUZZ1-NEXT:     %c0 = arith.constant 0 : index
// FUZZ1-NEXT:     %c1 = arith.constant 1 : index
// FUZZ1-NEXT:     cf.br ^bb1(%c0, %arg0 : index, tensor<4xf32>) {__inplace_operands_attr__ = ["none", "true"]}
// FUZZ1-NEXT:   ^bb1(%0: index, %1: tensor<4xf32>):  // 2 preds: ^bb0, ^bb2
// FUZZ1-NEXT:     %2 = arith.cmpi slt, %0, %arg1 : index
// FUZZ1-NEXT:     cf.cond_br %2, ^bb2, ^bb3
// FUZZ1-NEXT:   ^bb2:  // pred: ^bb1
// FUZZ1-NEXT:     %3 = arith.cmpi eq, %0, %c0 : index
// FUZZ1-NEXT:     %4 = scf.if %3 -> (tensor<4xf32>) {
// FUZZ1-NEXT:       %inserted = tensor.insert %arg2 into %1[%0] {__inplace_operands_attr__ = ["none", "true", "none"]} : tensor<4xf32>
// FUZZ1-NEXT:       scf.yield {__inplace_operands_attr__ = ["true"]} %inserted : tensor<4xf32>
// FUZZ1-NEXT:     } else {
// FUZZ1-NEXT:       scf.yield {__inplace_operands_attr__ = ["true"]} %1 : tensor<4xf32>
// FUZZ1-NEXT:     }
// FUZZ1-NEXT:     %5 = arith.addi %0, %c1 : index
// FUZZ1-NEXT:     cf.br ^bb1(%5, %4 : index, tensor<4xf32>) {__inplace_operands_attr__ = ["none", "true"]}
// FUZZ1-NEXT:   ^bb3:  // pred: ^bb1
// FUZZ1-NEXT:     return {__inplace_operands_attr__ = ["true"]} %1 : tensor<4xf32>
// FUZZ1-NEXT:   }
// FUZZ1-NEXT:   func.func @slices(%arg0: tensor<8xf32> {bufferization.access = "read-write"}, %arg1: index, %arg2: f32) -> tensor<8xf32> {
// FUZZ1-NEXT:     %c0 = arith.constant 0 : index
// FUZZ1-NEXT:     %c1 = arith.constant 1 : index
// FUZZ1-NEXT:     cf.br ^bb1(%c0, %arg0 : index, tensor<8xf32>) {__inplace_operands_attr__ = ["none", "true"]}
// FUZZ1-NEXT:   ^bb1(%0: index, %1: tensor<8xf32>):  // 2 preds: ^bb0, ^bb2
// FUZZ1-NEXT:     %2 = arith.cmpi slt, %0, %arg1 : index
// FUZZ1-NEXT:     cf.cond_br %2, ^bb2, ^bb3
// FUZZ1-NEXT:   ^bb2:  // pred: ^bb1
// FUZZ1-NEXT:     %extracted_slice = tensor.extract_slice %1[%0] [2] [1] {__inplace_operands_attr__ = ["true", "none"]} : tensor<8xf32> to tensor<2xf32>
// FUZZ1-NEXT:     %3 = linalg.fill {__inplace_operands_attr__ = ["none", "true"]} ins(%arg2 : f32) outs(%extracted_slice : tensor<2xf32>) -> tensor<2xf32>
// FUZZ1-NEXT:     %inserted_slice = tensor.insert_slice %3 into %1[%0] [2] [1] {__inplace_operands_attr__ = ["true", "true", "none"]} : tensor<2xf32> into tensor<8xf32>
// FUZZ1-NEXT:     %4 = arith.addi %0, %c1 : index
// FUZZ1-NEXT:     cf.br ^bb1(%4, %inserted_slice : index, tensor<8xf32>) {__inplace_operands_attr__ = ["none", "true"]}
// FUZZ1-NEXT:   ^bb3:  // pred: ^bb1
// FUZZ1-NEXT:     return {__inplace_operands_attr__ = ["true"]} %1 : tensor<8xf32>
// FUZZ1-NEXT:   }
// FUZZ1-NEXT:   func.func @for_in_loop(%arg0: tensor<4xf32> {bufferization.access = "read-write"}, %arg1: index, %arg2: f32) -> tensor<4xf32> {
// FUZZ1-NEXT:     %c0 = arith.constant 0 : index
// FUZZ1-NEXT:     %c1 = arith.constant 1 : index
// FUZZ1-NEXT:     %c4 = arith.constant 4 : index
// FUZZ1-NEXT:     cf.br ^bb1(%c0, %arg0 : index, tensor<4xf32>) {__inplace_operands_attr__ = ["none", "true"]}
// FUZZ1-NEXT:   ^bb1(%0: index, %1: tensor<4xf32>):  // 2 preds: ^bb0, ^bb2
// FUZZ1-NEXT:     %2 = arith.cmpi slt, %0, %arg1 : index
// FUZZ1-NEXT:     cf.cond_br %2, ^bb2, ^bb3
// FUZZ1-NEXT:   ^bb2:  // pred: ^bb1
// FUZZ1-NEXT:     %3 = scf.for %arg3 = %c0 to %c4 step %c1 iter_args(%arg4 = %1) -> (tensor<4xf32>) {
// FUZZ1-NEXT:       %extracted = tensor.extract %arg4[%arg3] {__inplace_operands_attr__ = ["true", "none"]} : tensor<4xf32>
// FUZZ1-NEXT:       %5 = arith.addf %extracted, %arg2 : f32
// FUZZ1-NEXT:       %inserted = tensor.insert %5 into %arg4[%arg3] {__inplace_operands_attr__ = ["none", "true", "none"]} : tensor<4xf32>
// FUZZ1-NEXT:       scf.yield {__inplace_operands_attr__ = ["true"]} %inserted : tensor<4xf32>
// FUZZ1-NEXT:     } {__inplace_operands_attr__ = ["none", "none", "none", "true"]}
// FUZZ1-NEXT:     %4 = arith.addi %0, %c1 : index
// FUZZ1-NEXT:     cf.br ^bb1(%4, %3 : index, tensor<4xf32>) {__inplace_operands_attr__ = ["none", "true"]}
// FUZZ1-NEXT:   ^bb3:  // pred: ^bb1
// FUZZ1-NEXT:     return {__inplace_operands_attr__ = ["true"]} %1 : tensor<4xf32>
// FUZZ1-NEXT:   }
// FUZZ1-NEXT:   func.func @generic_in_loop(%arg0: tensor<4xf32> {bufferization.access = "read-write"}, %arg1: tensor<4xf32> {bufferization.access = "read-write"}, %arg2: index) -> (tensor<4xf32>, tensor<4xf32>) {
// FUZZ1-NEXT:     %c0 = arith.constant 0 : index
// FUZZ1-NEXT:     %c1 = arith.constant 1 : index
// FUZZ1-NEXT:     cf.br ^bb1(%c0, %arg0 : index, tensor<4xf32>) {__inplace_operands_attr__ = ["none", "true"]}
// FUZZ1-NEXT:   ^bb1(%0: index, %1: tensor<4xf32>):  // 2 preds: ^bb0, ^bb2
// FUZZ1-NEXT:     %2 = arith.cmpi slt, %0, %arg2 : index
// FUZZ1-NEXT:     cf.cond_br %2, ^bb2, ^bb3
// FUZZ1-NEXT:   ^bb2:  // pred: ^bb1
// FUZZ1-NEXT:     %3 = linalg.add {__inplace_operands_attr__ = ["true", "true", "true"]} ins(%1, %arg1 : tensor<4xf32>, tensor<4xf32>) outs(%1 : tensor<4xf32>) -> tensor<4xf32>
// FUZZ1-NEXT:     %4 = arith.addi %0, %c1 : index
// FUZZ1-NEXT:     cf.br ^bb1(%4, %3 : index, tensor<4xf32>) {__inplace_operands_attr__ = ["none", "true"]}
// FUZZ1-NEXT:   ^bb3:  // pred: ^bb1
// FUZZ1-NEXT:     %5 = linalg.add {__inplace_operands_attr__ = ["true", "true", "true"]} ins(%arg1, %arg1 : tensor<4xf32>, tensor<4xf32>) outs(%arg1 : tensor<4xf32>) -> tensor<4xf32>
// FUZZ1-NEXT:     return {__equivalent_func_args__ = [-1, 1], __inplace_operands_attr__ = ["true", "true"]} %1, %5 : tensor<4xf32>, tensor<4xf32>
// FUZZ1-NEXT:   }
// FUZZ1-NEXT:   func.func @order(%arg0: tensor<4xf32> {bufferization.access = "read"}, %arg1: i1) -> tensor<4xf32> {
// FUZZ1-NEXT:     cf.br ^bb2
// FUZZ1-NEXT:   ^bb1(%0: tensor<4xf32>):  // pred: ^bb2
// FUZZ1-NEXT:     return {__inplace_operands_attr__ = ["true"]} %0 : tensor<4xf32>
// FUZZ1-NEXT:   ^bb2:  // pred: ^bb0
// FUZZ1-NEXT:     cf.br ^bb1(%arg0 : tensor<4xf32>) {__inplace_operands_attr__ = ["true"]}
// FUZZ1-NEXT:   }
// FUZZ1-NEXT:   func.func @g(%arg0: tensor<4xf32> {bufferization.access = "read-write"}, %arg1: i1, %arg2: f32) -> tensor<4xf32> {
// FUZZ1-NEXT:     %c0 = arith.constant 0 : index
// FUZZ1-NEXT:     cf.cond_br %arg1, ^bb1, ^bb2
// FUZZ1-NEXT:   ^bb1:  // pred: ^bb0
// FUZZ1-NEXT:     %inserted = tensor.insert %arg2 into %arg0[%c0] {__inplace_operands_attr__ = ["none", "true", "none"]} : tensor<4xf32>
// FUZZ1-NEXT:     return {__equivalent_func_args__ = [0], __inplace_operands_attr__ = ["true"]} %inserted : tensor<4xf32>
// FUZZ1-NEXT:   ^bb2:  // pred: ^bb0
// FUZZ1-NEXT:     return {__equivalent_func_args__ = [0], __inplace_operands_attr__ = ["true"]} %arg0 : tensor<4xf32>
// FUZZ1-NEXT:   }
// FUZZ1-NEXT:   func.func @mixed(%arg0: tensor<8xf32> {bufferization.access = "read"}, %arg1: i1, %arg2: f32) -> tensor<4xf32> {
// FUZZ1-NEXT:     %c0 = arith.constant 0 : index
// FUZZ1-NEXT:     cf.cond_br %arg1, ^bb1, ^bb2
// FUZZ1-NEXT:   ^bb1:  // pred: ^bb0
// FUZZ1-NEXT:     %extracted_slice = tensor.extract_slice %arg0[2] [4] [1] {__inplace_operands_attr__ = ["true"]} : tensor<8xf32> to tensor<4xf32>
// FUZZ1-NEXT:     return {__inplace_operands_attr__ = ["true"]} %extracted_slice : tensor<4xf32>
// FUZZ1-NEXT:   ^bb2:  // pred: ^bb0
// FUZZ1-NEXT:     %0 = tensor.empty() : tensor<4xf32>
// FUZZ1-NEXT:     %inserted = tensor.insert %arg2 into %0[%c0] {__inplace_operands_attr__ = ["none", "true", "none"]} : tensor<4xf32>
// FUZZ1-NEXT:     return {__inplace_operands_attr__ = ["true"]} %inserted : tensor<4xf32>
// FUZZ1-NEXT:   }
// FUZZ1-NEXT:   func.func @two_allocs(%arg0: i1, %arg1: f32) -> tensor<4xf32> {
// FUZZ1-NEXT:     %c0 = arith.constant 0 : index
// FUZZ1-NEXT:     cf.cond_br %arg0, ^bb1, ^bb2
// FUZZ1-NEXT:   ^bb1:  // pred: ^bb0
// FUZZ1-NEXT:     %0 = tensor.empty() : tensor<4xf32>
// FUZZ1-NEXT:     %1 = linalg.fill {__inplace_operands_attr__ = ["none", "true"]} ins(%arg1 : f32) outs(%0 : tensor<4xf32>) -> tensor<4xf32>
// FUZZ1-NEXT:     return {__inplace_operands_attr__ = ["true"]} %1 : tensor<4xf32>
// FUZZ1-NEXT:   ^bb2:  // pred: ^bb0
// FUZZ1-NEXT:     %2 = tensor.empty() : tensor<4xf32>
// FUZZ1-NEXT:     %inserted = tensor.insert %arg1 into %2[%c0] {__inplace_operands_attr__ = ["none", "true", "none"]} : tensor<4xf32>
// FUZZ1-NEXT:     return {__inplace_operands_attr__ = ["true"]} %inserted : tensor<4xf32>
// FUZZ1-NEXT:   }
// FUZZ1-NEXT:   func.func @disagree(%arg0: tensor<4xf32> {bufferization.access = "read"}, %arg1: tensor<4xf32> {bufferization.access = "read"}, %arg2: i1) -> (tensor<4xf32>, tensor<4xf32>) {
// FUZZ1-NEXT:     cf.cond_br %arg2, ^bb1, ^bb2
// FUZZ1-NEXT:   ^bb1:  // pred: ^bb0
// FUZZ1-NEXT:     return {__equivalent_func_args__ = [0, 1], __inplace_operands_attr__ = ["true", "true"]} %arg0, %arg1 : tensor<4xf32>, tensor<4xf32>
// FUZZ1-NEXT:   ^bb2:  // pred: ^bb0
// FUZZ1-NEXT:     return {__equivalent_func_args__ = [0, 0], __inplace_operands_attr__ = ["true", "true"]} %arg0, %arg0 : tensor<4xf32>, tensor<4xf32>
// FUZZ1-NEXT:   }
// FUZZ1-NEXT:   func.func @agree(%arg0: tensor<4xf32> {bufferization.access = "read"}, %arg1: tensor<4xf32> {bufferization.access = "read"}, %arg2: i1) -> (tensor<4xf32>, tensor<4xf32>) {
// FUZZ1-NEXT:     cf.cond_br %arg2, ^bb1, ^bb2
// FUZZ1-NEXT:   ^bb1:  // pred: ^bb0
// FUZZ1-NEXT:     return {__equivalent_func_args__ = [0, 1], __inplace_operands_attr__ = ["true", "true"]} %arg0, %arg1 : tensor<4xf32>, tensor<4xf32>
// FUZZ1-NEXT:   ^bb2:  // pred: ^bb0
// FUZZ1-NEXT:     cf.assert %arg2, "never"
// FUZZ1-NEXT:     return {__equivalent_func_args__ = [0, 1], __inplace_operands_attr__ = ["true", "true"]} %arg0, %arg1 : tensor<4xf32>, tensor<4xf32>
// FUZZ1-NEXT:   }
// FUZZ1-NEXT:   func.func @callers(%arg0: tensor<4xf32> {bufferization.access = "read"}, %arg1: tensor<4xf32> {bufferization.access = "read-write"}, %arg2: i1, %arg3: f32) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, f32) {
// FUZZ1-NEXT:     %c0 = arith.constant 0 : index
// FUZZ1-NEXT:     %0:2 = call @disagree(%arg0, %arg1, %arg2) {__inplace_operands_attr__ = ["true", "false", "none"]} : (tensor<4xf32>, tensor<4xf32>, i1) -> (tensor<4xf32>, tensor<4xf32>)
// FUZZ1-NEXT:     %1:2 = call @agree(%arg0, %arg1, %arg2) {__inplace_operands_attr__ = ["true", "true", "none"]} : (tensor<4xf32>, tensor<4xf32>, i1) -> (tensor<4xf32>, tensor<4xf32>)
// FUZZ1-NEXT:     %2 = call @g(%arg1, %arg2, %arg3) {__inplace_operands_attr__ = ["true", "none", "none"]} : (tensor<4xf32>, i1, f32) -> tensor<4xf32>
// FUZZ1-NEXT:     %extracted = tensor.extract %0#1[%c0] {__inplace_operands_attr__ = ["true", "none"]} : tensor<4xf32>
// FUZZ1-NEXT:     return {__equivalent_func_args__ = [-1, 0, 1, -1], __inplace_operands_attr__ = ["true", "true", "true", "none"]} %0#0, %1#0, %2, %extracted : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, f32
// FUZZ1-NEXT:   }
// FUZZ1-NEXT: }

// FUZZ2: module {
// FUZZ2-NEXT:   func.func @loop(%arg0: tensor<4xf32> {bufferization.access = "read-write"}, %arg1: index, %arg2: f32) -> tensor<4xf32> {
// FUZZ2-NEXT:     %c0 = arith.constant 0 : index
// FUZZ2-NEXT:     %c1 = arith.constant 1 : index
// FUZZ2-NEXT:     cf.br ^bb1(%c0, %arg0 : index, tensor<4xf32>) {__inplace_operands_attr__ = ["none", "true"]}
// FUZZ2-NEXT:   ^bb1(%0: index, %1: tensor<4xf32>):  // 2 preds: ^bb0, ^bb2
// FUZZ2-NEXT:     %2 = arith.cmpi slt, %0, %arg1 : index
// FUZZ2-NEXT:     cf.cond_br %2, ^bb2, ^bb3
// FUZZ2-NEXT:   ^bb2:  // pred: ^bb1
// FUZZ2-NEXT:     %inserted = tensor.insert %arg2 into %1[%c0] {__inplace_operands_attr__ = ["none", "true", "none"]} : tensor<4xf32>
// FUZZ2-NEXT:     %3 = arith.addi %0, %c1 : index
// FUZZ2-NEXT:     cf.br ^bb1(%3, %inserted : index, tensor<4xf32>) {__inplace_operands_attr__ = ["none", "true"]}
// FUZZ2-NEXT:   ^bb3:  // pred: ^bb1
// FUZZ2-NEXT:     return {__inplace_operands_attr__ = ["true"]} %1 : tensor<4xf32>
// FUZZ2-NEXT:   }
// FUZZ2-NEXT:   func.func @read_then_write(%arg0: tensor<4xf32> {bufferization.access = "read-write"}, %arg1: index) -> tensor<4xf32> {
// FUZZ2-NEXT:     %c0 = arith.constant 0 : index
// FUZZ2-NEXT:     %c1 = arith.constant 1 : index
// FUZZ2-NEXT:     cf.br ^bb1(%c0, %arg0 : index, tensor<4xf32>) {__inplace_operands_attr__ = ["none", "true"]}
// FUZZ2-NEXT:   ^bb1(%0: index, %1: tensor<4xf32>):  // 2 preds: ^bb0, ^bb2
// FUZZ2-NEXT:     %2 = arith.cmpi slt, %0, %arg1 : index
// FUZZ2-NEXT:     cf.cond_br %2, ^bb2, ^bb3
// FUZZ2-NEXT:   ^bb2:  // pred: ^bb1
// FUZZ2-NEXT:     %extracted = tensor.extract %1[%0] {__inplace_operands_attr__ = ["true", "none"]} : tensor<4xf32>
// FUZZ2-NEXT:     %3 = arith.addf %extracted, %extracted : f32
// FUZZ2-NEXT:     %inserted = tensor.insert %3 into %1[%0] {__inplace_operands_attr__ = ["none", "true", "none"]} : tensor<4xf32>
// FUZZ2-NEXT:     %4 = arith.addi %0, %c1 : index
// FUZZ2-NEXT:     cf.br ^bb1(%4, %inserted : index, tensor<4xf32>) {__inplace_operands_attr__ = ["none", "true"]}
// FUZZ2-NEXT:   ^bb3:  // pred: ^bb1
// FUZZ2-NEXT:     return {__inplace_operands_attr__ = ["true"]} %1 : tensor<4xf32>
// FUZZ2-NEXT:   }
// FUZZ2-NEXT:   func.func @do_while(%arg0: tensor<4xf32> {bufferization.access = "read"}, %arg1: index, %arg2: f32) -> (tensor<4xf32>, f32) {
// FUZZ2-NEXT:     %c0 = arith.constant 0 : index
// FUZZ2-NEXT:     %c1 = arith.constant 1 : index
// FUZZ2-NEXT:     cf.br ^bb1(%c0, %arg0 : index, tensor<4xf32>) {__inplace_operands_attr__ = ["none", "true"]}
// FUZZ2-NEXT:   ^bb1(%0: index, %1: tensor<4xf32>):  // 2 preds: ^bb0, ^bb1
// FUZZ2-NEXT:     %inserted = tensor.insert %arg2 into %1[%0] {__inplace_operands_attr__ = ["none", "false", "none"]} : tensor<4xf32>
// FUZZ2-NEXT:     %2 = arith.addi %0, %c1 : index
// FUZZ2-NEXT:     %3 = arith.cmpi slt, %2, %arg1 : index
// FUZZ2-NEXT:     cf.cond_br %3, ^bb1(%2, %inserted : index, tensor<4xf32>), ^bb2 {__inplace_operands_attr__ = ["none", "none", "true"]}
// FUZZ2-NEXT:   ^bb2:  // pred: ^bb1
// FUZZ2-NEXT:     %extracted = tensor.extract %1[%c0] {__inplace_operands_attr__ = ["true", "none"]} : tensor<4xf32>
// FUZZ2-NEXT:     return {__inplace_operands_attr__ = ["true", "none"]} %inserted, %extracted : tensor<4xf32>, f32
// FUZZ2-NEXT:   }
// FUZZ2-NEXT:   func.func @branchy(%arg0: tensor<4xf32> {bufferization.access = "read-write"}, %arg1: index, %arg2: index) -> tensor<4xf32> {
// FUZZ2-NEXT:     %c0 = arith.constant 0 : index
// FUZZ2-NEXT:     %c1 = arith.constant 1 : index
// FUZZ2-NEXT:     %c2 = arith.constant 2 : index
// FUZZ2-NEXT:     cf.br ^bb1(%c0, %arg0 : index, tensor<4xf32>) {__inplace_operands_attr__ = ["none", "true"]}
// FUZZ2-NEXT:   ^bb1(%0: index, %1: tensor<4xf32>):  // 2 preds: ^bb0, ^bb4
// FUZZ2-NEXT:     %2 = arith.cmpi slt, %0, %arg1 : index
// FUZZ2-NEXT:     cf.cond_br %2, ^bb2, ^bb5
// FUZZ2-NEXT:   ^bb2:  // pred: ^bb1
// FUZZ2-NEXT:     %3 = arith.remui %0, %c2 : index
// FUZZ2-NEXT:     %4 = arith.cmpi eq, %3, %c0 : index
// FUZZ2-NEXT:     cf.cond_br %4, ^bb3, ^bb4(%1 : tensor<4xf32>) {__inplace_operands_attr__ = ["none", "true"]}
// FUZZ2-NEXT:   ^bb3:  // pred: ^bb2
// FUZZ2-NEXT:     %extracted = tensor.extract %1[%arg2] {__inplace_operands_attr__ = ["true", "none"]} : tensor<4xf32>
// FUZZ2-NEXT:     %5 = arith.mulf %extracted, %extracted : f32
// FUZZ2-NEXT:     %inserted = tensor.insert %5 into %1[%arg2] {__inplace_operands_attr__ = ["none", "true", "none"]} : tensor<4xf32>
// FUZZ2-NEXT:     cf.br ^bb4(%inserted : tensor<4xf32>) {__inplace_operands_attr__ = ["true"]}
// FUZZ2-NEXT:   ^bb4(%6: tensor<4xf32>):  // 2 preds: ^bb2, ^bb3
// FUZZ2-NEXT:     %7 = arith.addi %0, %c1 : index
// FUZZ2-NEXT:     cf.br ^bb1(%7, %6 : index, tensor<4xf32>) {__inplace_operands_attr__ = ["none", "true"]}
// FUZZ2-NEXT:   ^bb5:  // pred: ^bb1
// FUZZ2-NEXT:     return {__inplace_operands_attr__ = ["true"]} %1 : tensor<4xf32>
// FUZZ2-NEXT:   }
// FUZZ2-NEXT:   func.func @read_outer(%arg0: tensor<4xf32> {bufferization.access = "read-write"}, %arg1: tensor<4xf32> {bufferization.access = "read-write"}, %arg2: index) -> tensor<4xf32> {
// FUZZ2-NEXT:     %c0 = arith.constant 0 : index
// FUZZ2-NEXT:     %c1 = arith.constant 1 : index
// FUZZ2-NEXT:     cf.br ^bb1(%c0, %arg0 : index, tensor<4xf32>) {__inplace_operands_attr__ = ["none", "true"]}
// FUZZ2-NEXT:   ^bb1(%0: index, %1: tensor<4xf32>):  // 2 preds: ^bb0, ^bb2
// FUZZ2-NEXT:     %2 = arith.cmpi slt, %0, %arg2 : index
// FUZZ2-NEXT:     cf.cond_br %2, ^bb2, ^bb3
// FUZZ2-NEXT:   ^bb2:  // pred: ^bb1
// FUZZ2-NEXT:     %extracted = tensor.extract %arg1[%0] {__inplace_operands_attr__ = ["true", "none"]} : tensor<4xf32>
// FUZZ2-NEXT:     cf.assert %2, "in bounds"
// FUZZ2-NEXT:     %inserted = tensor.insert %extracted into %1[%0] {__inplace_operands_attr__ = ["none", "false", "none"]} : tensor<4xf32>
// FUZZ2-NEXT:     %3 = arith.addi %0, %c1 : index
// FUZZ2-NEXT:     cf.br ^bb1(%3, %inserted : index, tensor<4xf32>) {__inplace_operands_attr__ = ["none", "false"]}
// FUZZ2-NEXT:   ^bb3:  // pred: ^bb1
// FUZZ2-NEXT:     %cst = arith.constant 0.000000e+00 : f32
// FUZZ2-NEXT:     %inserted_0 = tensor.insert %cst into %arg1[%c0] {__inplace_operands_attr__ = ["none", "true", "none"]} : tensor<4xf32>
// FUZZ2-NEXT:     %extracted_1 = tensor.extract %inserted_0[%c0] {__inplace_operands_attr__ = ["true", "none"]} : tensor<4xf32>
// FUZZ2-NEXT:     %inserted_2 = tensor.insert %extracted_1 into %1[%c0] {__inplace_operands_attr__ = ["none", "true", "none"]} : tensor<4xf32>
// FUZZ2-NEXT:     return {__inplace_operands_attr__ = ["true"]} %inserted_2 : tensor<4xf32>
// FUZZ2-NEXT:   }
// FUZZ2-NEXT:   func.func @nested(%arg0: tensor<4x4xf32> {bufferization.access = "read-write"}, %arg1: index, %arg2: f32) -> tensor<4x4xf32> {
// FUZZ2-NEXT:     %c0 = arith.constant 0 : index
// FUZZ2-NEXT:     %c1 = arith.constant 1 : index
// FUZZ2-NEXT:     cf.br ^bb1(%c0, %arg0 : index, tensor<4x4xf32>) {__inplace_operands_attr__ = ["none", "true"]}
// FUZZ2-NEXT:   ^bb1(%0: index, %1: tensor<4x4xf32>):  // 2 preds: ^bb0, ^bb5
// FUZZ2-NEXT:     %2 = arith.cmpi slt, %0, %arg1 : index
// FUZZ2-NEXT:     cf.cond_br %2, ^bb2, ^bb6
// FUZZ2-NEXT:   ^bb2:  // pred: ^bb1
// FUZZ2-NEXT:     cf.br ^bb3(%c0, %1 : index, tensor<4x4xf32>) {__inplace_operands_attr__ = ["none", "true"]}
// FUZZ2-NEXT:   ^bb3(%3: index, %4: tensor<4x4xf32>):  // 2 preds: ^bb2, ^bb4
// FUZZ2-NEXT:     %5 = arith.cmpi slt, %3, %arg1 : index
// FUZZ2-NEXT:     cf.cond_br %5, ^bb4, ^bb5
// FUZZ2-NEXT:   ^bb4:  // pred: ^bb3
// FUZZ2-NEXT:     %inserted = tensor.insert %arg2 into %4[%0, %3] {__inplace_operands_attr__ = ["none", "true", "none", "none"]} : tensor<4x4xf32>
// FUZZ2-NEXT:     %6 = arith.addi %3, %c1 : index
// FUZZ2-NEXT:     cf.br ^bb3(%6, %inserted : index, tensor<4x4xf32>) {__inplace_operands_attr__ = ["none", "true"]}
// FUZZ2-NEXT:   ^bb5:  // pred: ^bb3
// FUZZ2-NEXT:     %7 = arith.addi %0, %c1 : index
// FUZZ2-NEXT:     cf.br ^bb1(%7, %4 : index, tensor<4x4xf32>) {__inplace_operands_attr__ = ["none", "true"]}
// FUZZ2-NEXT:   ^bb6:  // pred: ^bb1
// FUZZ2-NEXT:     return {__inplace_operands_attr__ = ["true"]} %1 : tensor<4x4xf32>
// FUZZ2-NEXT:   }
// FUZZ2-NEXT:   func.func @if_in_loop(%arg0: tensor<4xf32> {bufferization.access = "read-write"}, %arg1: index, %arg2: f32) -> tensor<4xf32> {
// FUZZ2-NEXT:     %c0 = arith.constant 0 : index
// FUZZ2-NEXT:     %c1 = arith.constant 1 : index
// FUZZ2-NEXT:     cf.br ^bb1(%c0, %arg0 : index, tensor<4xf32>) {__inplace_operands_attr__ = ["none", "true"]}
// FUZZ2-NEXT:   ^bb1(%0: index, %1: tensor<4xf32>):  // 2 preds: ^bb0, ^bb2
// FUZZ2-NEXT:     %2 = arith.cmpi slt, %0, %arg1 : index
// FUZZ2-NEXT:     cf.cond_br %2, ^bb2, ^bb3
// FUZZ2-NEXT:   ^bb2:  // pred: ^bb1
// FUZZ2-NEXT:     %3 = arith.cmpi eq, %0, %c0 : index
// FUZZ2-NEXT:     %4 = scf.if %3 -> (tensor<4xf32>) {
// FUZZ2-NEXT:       %inserted = tensor.insert %arg2 into %1[%0] {__inplace_operands_attr__ = ["none", "true", "none"]} : tensor<4xf32>
// FUZZ2-NEXT:       scf.yield {__inplace_operands_attr__ = ["true"]} %inserted : tensor<4xf32>
// FUZZ2-NEXT:     } else {
// FUZZ2-NEXT:       scf.yield {__inplace_operands_attr__ = ["true"]} %1 : tensor<4xf32>
// FUZZ2-NEXT:     }
// FUZZ2-NEXT:     %5 = arith.addi %0, %c1 : index
// FUZZ2-NEXT:     cf.br ^bb1(%5, %4 : index, tensor<4xf32>) {__inplace_operands_attr__ = ["none", "true"]}
// FUZZ2-NEXT:   ^bb3:  // pred: ^bb1
// FUZZ2-NEXT:     return {__inplace_operands_attr__ = ["true"]} %1 : tensor<4xf32>
// FUZZ2-NEXT:   }
// FUZZ2-NEXT:   func.func @slices(%arg0: tensor<8xf32> {bufferization.access = "read-write"}, %arg1: index, %arg2: f32) -> tensor<8xf32> {
// FUZZ2-NEXT:     %c0 = arith.constant 0 : index
// FUZZ2-NEXT:     %c1 = arith.constant 1 : index
// FUZZ2-NEXT:     cf.br ^bb1(%c0, %arg0 : index, tensor<8xf32>) {__inplace_operands_attr__ = ["none", "true"]}
// FUZZ2-NEXT:   ^bb1(%0: index, %1: tensor<8xf32>):  // 2 preds: ^bb0, ^bb2
// FUZZ2-NEXT:     %2 = arith.cmpi slt, %0, %arg1 : index
// FUZZ2-NEXT:     cf.cond_br %2, ^bb2, ^bb3
// FUZZ2-NEXT:   ^bb2:  // pred: ^bb1
// FUZZ2-NEXT:     %extracted_slice = tensor.extract_slice %1[%0] [2] [1] {__inplace_operands_attr__ = ["true", "none"]} : tensor<8xf32> to tensor<2xf32>
// FUZZ2-NEXT:     %3 = linalg.fill {__inplace_operands_attr__ = ["none", "true"]} ins(%arg2 : f32) outs(%extracted_slice : tensor<2xf32>) -> tensor<2xf32>
// FUZZ2-NEXT:     %inserted_slice = tensor.insert_slice %3 into %1[%0] [2] [1] {__inplace_operands_attr__ = ["true", "true", "none"]} : tensor<2xf32> into tensor<8xf32>
// FUZZ2-NEXT:     %4 = arith.addi %0, %c1 : index
// FUZZ2-NEXT:     cf.br ^bb1(%4, %inserted_slice : index, tensor<8xf32>) {__inplace_operands_attr__ = ["none", "true"]}
// FUZZ2-NEXT:   ^bb3:  // pred: ^bb1
// FUZZ2-NEXT:     return {__inplace_operands_attr__ = ["true"]} %1 : tensor<8xf32>
// FUZZ2-NEXT:   }
// FUZZ2-NEXT:   func.func @for_in_loop(%arg0: tensor<4xf32> {bufferization.access = "read-write"}, %arg1: index, %arg2: f32) -> tensor<4xf32> {
// FUZZ2-NEXT:     %c0 = arith.constant 0 : index
// FUZZ2-NEXT:     %c1 = arith.constant 1 : index
// FUZZ2-NEXT:     %c4 = arith.constant 4 : index
// FUZZ2-NEXT:     cf.br ^bb1(%c0, %arg0 : index, tensor<4xf32>) {__inplace_operands_attr__ = ["none", "true"]}
// FUZZ2-NEXT:   ^bb1(%0: index, %1: tensor<4xf32>):  // 2 preds: ^bb0, ^bb2
// FUZZ2-NEXT:     %2 = arith.cmpi slt, %0, %arg1 : index
// FUZZ2-NEXT:     cf.cond_br %2, ^bb2, ^bb3
// FUZZ2-NEXT:   ^bb2:  // pred: ^bb1
// FUZZ2-NEXT:     %3 = scf.for %arg3 = %c0 to %c4 step %c1 iter_args(%arg4 = %1) -> (tensor<4xf32>) {
// FUZZ2-NEXT:       %extracted = tensor.extract %arg4[%arg3] {__inplace_operands_attr__ = ["true", "none"]} : tensor<4xf32>
// FUZZ2-NEXT:       %5 = arith.addf %extracted, %arg2 : f32
// FUZZ2-NEXT:       %inserted = tensor.insert %5 into %arg4[%arg3] {__inplace_operands_attr__ = ["none", "true", "none"]} : tensor<4xf32>
// FUZZ2-NEXT:       scf.yield {__inplace_operands_attr__ = ["true"]} %inserted : tensor<4xf32>
// FUZZ2-NEXT:     } {__inplace_operands_attr__ = ["none", "none", "none", "true"]}
// FUZZ2-NEXT:     %4 = arith.addi %0, %c1 : index
// FUZZ2-NEXT:     cf.br ^bb1(%4, %3 : index, tensor<4xf32>) {__inplace_operands_attr__ = ["none", "true"]}
// FUZZ2-NEXT:   ^bb3:  // pred: ^bb1
// FUZZ2-NEXT:     return {__inplace_operands_attr__ = ["true"]} %1 : tensor<4xf32>
// FUZZ2-NEXT:   }
// FUZZ2-NEXT:   func.func @generic_in_loop(%arg0: tensor<4xf32> {bufferization.access = "read-write"}, %arg1: tensor<4xf32> {bufferization.access = "read-write"}, %arg2: index) -> (tensor<4xf32>, tensor<4xf32>) {
// FUZZ2-NEXT:     %c0 = arith.constant 0 : index
// FUZZ2-NEXT:     %c1 = arith.constant 1 : index
// FUZZ2-NEXT:     cf.br ^bb1(%c0, %arg0 : index, tensor<4xf32>) {__inplace_operands_attr__ = ["none", "true"]}
// FUZZ2-NEXT:   ^bb1(%0: index, %1: tensor<4xf32>):  // 2 preds: ^bb0, ^bb2
// FUZZ2-NEXT:     %2 = arith.cmpi slt, %0, %arg2 : index
// FUZZ2-NEXT:     cf.cond_br %2, ^bb2, ^bb3
// FUZZ2-NEXT:   ^bb2:  // pred: ^bb1
// FUZZ2-NEXT:     %3 = linalg.add {__inplace_operands_attr__ = ["true", "true", "true"]} ins(%1, %arg1 : tensor<4xf32>, tensor<4xf32>) outs(%1 : tensor<4xf32>) -> tensor<4xf32>
// FUZZ2-NEXT:     %4 = arith.addi %0, %c1 : index
// FUZZ2-NEXT:     cf.br ^bb1(%4, %3 : index, tensor<4xf32>) {__inplace_operands_attr__ = ["none", "true"]}
// FUZZ2-NEXT:   ^bb3:  // pred: ^bb1
// FUZZ2-NEXT:     %5 = linalg.add {__inplace_operands_attr__ = ["true", "true", "true"]} ins(%arg1, %arg1 : tensor<4xf32>, tensor<4xf32>) outs(%arg1 : tensor<4xf32>) -> tensor<4xf32>
// FUZZ2-NEXT:     return {__equivalent_func_args__ = [-1, 1], __inplace_operands_attr__ = ["true", "true"]} %1, %5 : tensor<4xf32>, tensor<4xf32>
// FUZZ2-NEXT:   }
// FUZZ2-NEXT:   func.func @order(%arg0: tensor<4xf32> {bufferization.access = "read"}, %arg1: i1) -> tensor<4xf32> {
// FUZZ2-NEXT:     cf.br ^bb2
// FUZZ2-NEXT:   ^bb1(%0: tensor<4xf32>):  // pred: ^bb2
// FUZZ2-NEXT:     return {__inplace_operands_attr__ = ["true"]} %0 : tensor<4xf32>
// FUZZ2-NEXT:   ^bb2:  // pred: ^bb0
// FUZZ2-NEXT:     cf.br ^bb1(%arg0 : tensor<4xf32>) {__inplace_operands_attr__ = ["true"]}
// FUZZ2-NEXT:   }
// FUZZ2-NEXT:   func.func @g(%arg0: tensor<4xf32> {bufferization.access = "read-write"}, %arg1: i1, %arg2: f32) -> tensor<4xf32> {
// FUZZ2-NEXT:     %c0 = arith.constant 0 : index
// FUZZ2-NEXT:     cf.cond_br %arg1, ^bb1, ^bb2
// FUZZ2-NEXT:   ^bb1:  // pred: ^bb0
// FUZZ2-NEXT:     %inserted = tensor.insert %arg2 into %arg0[%c0] {__inplace_operands_attr__ = ["none", "true", "none"]} : tensor<4xf32>
// FUZZ2-NEXT:     return {__equivalent_func_args__ = [0], __inplace_operands_attr__ = ["true"]} %inserted : tensor<4xf32>
// FUZZ2-NEXT:   ^bb2:  // pred: ^bb0
// FUZZ2-NEXT:     return {__equivalent_func_args__ = [0], __inplace_operands_attr__ = ["true"]} %arg0 : tensor<4xf32>
// FUZZ2-NEXT:   }
// FUZZ2-NEXT:   func.func @mixed(%arg0: tensor<8xf32> {bufferization.access = "read"}, %arg1: i1, %arg2: f32) -> tensor<4xf32> {
// FUZZ2-NEXT:     %c0 = arith.constant 0 : index
// FUZZ2-NEXT:     cf.cond_br %arg1, ^bb1, ^bb2
// FUZZ2-NEXT:   ^bb1:  // pred: ^bb0
// FUZZ2-NEXT:     %extracted_slice = tensor.extract_slice %arg0[2] [4] [1] {__inplace_operands_attr__ = ["true"]} : tensor<8xf32> to tensor<4xf32>
// FUZZ2-NEXT:     return {__inplace_operands_attr__ = ["true"]} %extracted_slice : tensor<4xf32>
// FUZZ2-NEXT:   ^bb2:  // pred: ^bb0
// FUZZ2-NEXT:     %0 = tensor.empty() : tensor<4xf32>
// FUZZ2-NEXT:     %inserted = tensor.insert %arg2 into %0[%c0] {__inplace_operands_attr__ = ["none", "true", "none"]} : tensor<4xf32>
// FUZZ2-NEXT:     return {__inplace_operands_attr__ = ["true"]} %inserted : tensor<4xf32>
// FUZZ2-NEXT:   }
// FUZZ2-NEXT:   func.func @two_allocs(%arg0: i1, %arg1: f32) -> tensor<4xf32> {
// FUZZ2-NEXT:     %c0 = arith.constant 0 : index
// FUZZ2-NEXT:     cf.cond_br %arg0, ^bb1, ^bb2
// FUZZ2-NEXT:   ^bb1:  // pred: ^bb0
// FUZZ2-NEXT:     %0 = tensor.empty() : tensor<4xf32>
// FUZZ2-NEXT:     %1 = linalg.fill {__inplace_operands_attr__ = ["none", "true"]} ins(%arg1 : f32) outs(%0 : tensor<4xf32>) -> tensor<4xf32>
// FUZZ2-NEXT:     return {__inplace_operands_attr__ = ["true"]} %1 : tensor<4xf32>
// FUZZ2-NEXT:   ^bb2:  // pred: ^bb0
// FUZZ2-NEXT:     %2 = tensor.empty() : tensor<4xf32>
// FUZZ2-NEXT:     %inserted = tensor.insert %arg1 into %2[%c0] {__inplace_operands_attr__ = ["none", "true", "none"]} : tensor<4xf32>
// FUZZ2-NEXT:     return {__inplace_operands_attr__ = ["true"]} %inserted : tensor<4xf32>
// FUZZ2-NEXT:   }
// FUZZ2-NEXT:   func.func @disagree(%arg0: tensor<4xf32> {bufferization.access = "read"}, %arg1: tensor<4xf32> {bufferization.access = "read"}, %arg2: i1) -> (tensor<4xf32>, tensor<4xf32>) {
// FUZZ2-NEXT:     cf.cond_br %arg2, ^bb1, ^bb2
// FUZZ2-NEXT:   ^bb1:  // pred: ^bb0
// FUZZ2-NEXT:     return {__equivalent_func_args__ = [0, 1], __inplace_operands_attr__ = ["true", "true"]} %arg0, %arg1 : tensor<4xf32>, tensor<4xf32>
// FUZZ2-NEXT:   ^bb2:  // pred: ^bb0
// FUZZ2-NEXT:     return {__equivalent_func_args__ = [0, 0], __inplace_operands_attr__ = ["true", "true"]} %arg0, %arg0 : tensor<4xf32>, tensor<4xf32>
// FUZZ2-NEXT:   }
// FUZZ2-NEXT:   func.func @agree(%arg0: tensor<4xf32> {bufferization.access = "read"}, %arg1: tensor<4xf32> {bufferization.access = "read"}, %arg2: i1) -> (tensor<4xf32>, tensor<4xf32>) {
// FUZZ2-NEXT:     cf.cond_br %arg2, ^bb1, ^bb2
// FUZZ2-NEXT:   ^bb1:  // pred: ^bb0
// FUZZ2-NEXT:     return {__equivalent_func_args__ = [0, 1], __inplace_operands_attr__ = ["true", "true"]} %arg0, %arg1 : tensor<4xf32>, tensor<4xf32>
// FUZZ2-NEXT:   ^bb2:  // pred: ^bb0
// FUZZ2-NEXT:     cf.assert %arg2, "never"
// FUZZ2-NEXT:     return {__equivalent_func_args__ = [0, 1], __inplace_operands_attr__ = ["true", "true"]} %arg0, %arg1 : tensor<4xf32>, tensor<4xf32>
// FUZZ2-NEXT:   }
// FUZZ2-NEXT:   func.func @callers(%arg0: tensor<4xf32> {bufferization.access = "read"}, %arg1: tensor<4xf32> {bufferization.access = "read"}, %arg2: i1, %arg3: f32) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, f32) {
// FUZZ2-NEXT:     %c0 = arith.constant 0 : index
// FUZZ2-NEXT:     %0:2 = call @disagree(%arg0, %arg1, %arg2) {__inplace_operands_attr__ = ["true", "true", "none"]} : (tensor<4xf32>, tensor<4xf32>, i1) -> (tensor<4xf32>, tensor<4xf32>)
// FUZZ2-NEXT:     %1:2 = call @agree(%arg0, %arg1, %arg2) {__inplace_operands_attr__ = ["true", "true", "none"]} : (tensor<4xf32>, tensor<4xf32>, i1) -> (tensor<4xf32>, tensor<4xf32>)
// FUZZ2-NEXT:     %2 = call @g(%arg1, %arg2, %arg3) {__inplace_operands_attr__ = ["false", "none", "none"]} : (tensor<4xf32>, i1, f32) -> tensor<4xf32>
// FUZZ2-NEXT:     %extracted = tensor.extract %0#1[%c0] {__inplace_operands_attr__ = ["true", "none"]} : tensor<4xf32>
// FUZZ2-NEXT:     return {__equivalent_func_args__ = [-1, 0, -1, -1], __inplace_operands_attr__ = ["true", "true", "true", "none"]} %0#0, %1#0, %2, %extracted : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, f32
// FUZZ2-NEXT:   }
// FUZZ2-NEXT: }

// DYN: module {
// DYN-NEXT:   func.func @loop(%arg0: memref<4xf32, strided<[?], offset: ?>>, %arg1: index, %arg2: f32) -> memref<4xf32, strided<[?], offset: ?>> {
// DYN-NEXT:     %c0 = arith.constant 0 : index
// DYN-NEXT:     %c1 = arith.constant 1 : index
// DYN-NEXT:     cf.br ^bb1(%c0, %arg0 : index, memref<4xf32, strided<[?], offset: ?>>)
// DYN-NEXT:   ^bb1(%0: index, %1: memref<4xf32, strided<[?], offset: ?>>):  // 2 preds: ^bb0, ^bb2
// DYN-NEXT:     %2 = arith.cmpi slt, %0, %arg1 : index
// DYN-NEXT:     cf.cond_br %2, ^bb2, ^bb3
// DYN-NEXT:   ^bb2:  // pred: ^bb1
// DYN-NEXT:     memref.store %arg2, %1[%c0] : memref<4xf32, strided<[?], offset: ?>>
// DYN-NEXT:     %3 = arith.addi %0, %c1 : index
// DYN-NEXT:     cf.br ^bb1(%3, %1 : index, memref<4xf32, strided<[?], offset: ?>>)
// DYN-NEXT:   ^bb3:  // pred: ^bb1
// DYN-NEXT:     return %1 : memref<4xf32, strided<[?], offset: ?>>
// DYN-NEXT:   }
// DYN-NEXT:   func.func @read_then_write(%arg0: memref<4xf32, strided<[?], offset: ?>>, %arg1: index) -> memref<4xf32, strided<[?], offset: ?>> {
// DYN-NEXT:     %c0 = arith.constant 0 : index
// DYN-NEXT:     %c1 = arith.constant 1 : index
// DYN-NEXT:     cf.br ^bb1(%c0, %arg0 : index, memref<4xf32, strided<[?], offset: ?>>)
// DYN-NEXT:   ^bb1(%0: index, %1: memref<4xf32, strided<[?], offset: ?>>):  // 2 preds: ^bb0, ^bb2
// DYN-NEXT:     %2 = arith.cmpi slt, %0, %arg1 : index
// DYN-NEXT:     cf.cond_br %2, ^bb2, ^bb3
// DYN-NEXT:   ^bb2:  // pred: ^bb1
// DYN-NEXT:     %3 = memref.load %1[%0] : memref<4xf32, strided<[?], offset: ?>>
// DYN-NEXT:     %4 = arith.addf %3, %3 : f32
// DYN-NEXT:     memref.store %4, %1[%0] : memref<4xf32, strided<[?], offset: ?>>
// DYN-NEXT:     %5 = arith.addi %0, %c1 : index
// DYN-NEXT:     cf.br ^bb1(%5, %1 : index, memref<4xf32, strided<[?], offset: ?>>)
// DYN-NEXT:   ^bb3:  // pred: ^bb1
// DYN-NEXT:     return %1 : memref<4xf32, strided<[?], offset: ?>>
// DYN-NEXT:   }
// DYN-NEXT:   func.func @do_while(%arg0: memref<4xf32, strided<[?], offset: ?>>, %arg1: index, %arg2: f32) -> (memref<4xf32, strided<[?], offset: ?>>, f32) {
// DYN-NEXT:     %c0 = arith.constant 0 : index
// DYN-NEXT:     %c1 = arith.constant 1 : index
// DYN-NEXT:     cf.br ^bb1(%c0, %arg0 : index, memref<4xf32, strided<[?], offset: ?>>)
// DYN-NEXT:   ^bb1(%0: index, %1: memref<4xf32, strided<[?], offset: ?>>):  // 2 preds: ^bb0, ^bb1
// DYN-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// DYN-NEXT:     memref.copy %1, %alloc : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32>
// DYN-NEXT:     memref.store %arg2, %alloc[%0] : memref<4xf32>
// DYN-NEXT:     %cast = memref.cast %alloc : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// DYN-NEXT:     %2 = arith.addi %0, %c1 : index
// DYN-NEXT:     %3 = arith.cmpi slt, %2, %arg1 : index
// DYN-NEXT:     cf.cond_br %3, ^bb1(%2, %cast : index, memref<4xf32, strided<[?], offset: ?>>), ^bb2
// DYN-NEXT:   ^bb2:  // pred: ^bb1
// DYN-NEXT:     %4 = memref.load %1[%c0] : memref<4xf32, strided<[?], offset: ?>>
// DYN-NEXT:     %cast_0 = memref.cast %alloc : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// DYN-NEXT:     return %cast_0, %4 : memref<4xf32, strided<[?], offset: ?>>, f32
// DYN-NEXT:   }
// DYN-NEXT:   func.func @branchy(%arg0: memref<4xf32, strided<[?], offset: ?>>, %arg1: index, %arg2: index) -> memref<4xf32, strided<[?], offset: ?>> {
// DYN-NEXT:     %c0 = arith.constant 0 : index
// DYN-NEXT:     %c1 = arith.constant 1 : index
// DYN-NEXT:     %c2 = arith.constant 2 : index
// DYN-NEXT:     cf.br ^bb1(%c0, %arg0 : index, memref<4xf32, strided<[?], offset: ?>>)
// DYN-NEXT:   ^bb1(%0: index, %1: memref<4xf32, strided<[?], offset: ?>>):  // 2 preds: ^bb0, ^bb4
// DYN-NEXT:     %2 = arith.cmpi slt, %0, %arg1 : index
// DYN-NEXT:     cf.cond_br %2, ^bb2, ^bb5
// DYN-NEXT:   ^bb2:  // pred: ^bb1
// DYN-NEXT:     %3 = arith.remui %0, %c2 : index
// DYN-NEXT:     %4 = arith.cmpi eq, %3, %c0 : index
// DYN-NEXT:     cf.cond_br %4, ^bb3, ^bb4(%1 : memref<4xf32, strided<[?], offset: ?>>)
// DYN-NEXT:   ^bb3:  // pred: ^bb2
// DYN-NEXT:     %5 = memref.load %1[%arg2] : memref<4xf32, strided<[?], offset: ?>>
// DYN-NEXT:     %6 = arith.mulf %5, %5 : f32
// DYN-NEXT:     memref.store %6, %1[%arg2] : memref<4xf32, strided<[?], offset: ?>>
// DYN-NEXT:     cf.br ^bb4(%1 : memref<4xf32, strided<[?], offset: ?>>)
// DYN-NEXT:   ^bb4(%7: memref<4xf32, strided<[?], offset: ?>>):  // 2 preds: ^bb2, ^bb3
// DYN-NEXT:     %8 = arith.addi %0, %c1 : index
// DYN-NEXT:     cf.br ^bb1(%8, %7 : index, memref<4xf32, strided<[?], offset: ?>>)
// DYN-NEXT:   ^bb5:  // pred: ^bb1
// DYN-NEXT:     return %1 : memref<4xf32, strided<[?], offset: ?>>
// DYN-NEXT:   }
// DYN-NEXT:   func.func @read_outer(%arg0: memref<4xf32, strided<[?], offset: ?>>, %arg1: memref<4xf32, strided<[?], offset: ?>>, %arg2: index) -> memref<4xf32, strided<[?], offset: ?>> {
// DYN-NEXT:     %c0 = arith.constant 0 : index
// DYN-NEXT:     %c1 = arith.constant 1 : index
// DYN-NEXT:     cf.br ^bb1(%c0, %arg0 : index, memref<4xf32, strided<[?], offset: ?>>)
// DYN-NEXT:   ^bb1(%0: index, %1: memref<4xf32, strided<[?], offset: ?>>):  // 2 preds: ^bb0, ^bb2
// DYN-NEXT:     %2 = arith.cmpi slt, %0, %arg2 : index
// DYN-NEXT:     cf.cond_br %2, ^bb2, ^bb3
// DYN-NEXT:   ^bb2:  // pred: ^bb1
// DYN-NEXT:     %3 = memref.load %arg1[%0] : memref<4xf32, strided<[?], offset: ?>>
// DYN-NEXT:     cf.assert %2, "in bounds"
// DYN-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// DYN-NEXT:     memref.copy %1, %alloc : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32>
// DYN-NEXT:     memref.store %3, %alloc[%0] : memref<4xf32>
// DYN-NEXT:     %4 = arith.addi %0, %c1 : index
// DYN-NEXT:     %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// DYN-NEXT:     memref.copy %alloc, %alloc_0 : memref<4xf32> to memref<4xf32>
// DYN-NEXT:     %cast = memref.cast %alloc_0 : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// DYN-NEXT:     cf.br ^bb1(%4, %cast : index, memref<4xf32, strided<[?], offset: ?>>)
// DYN-NEXT:   ^bb3:  // pred: ^bb1
// DYN-NEXT:     %cst = arith.constant 0.000000e+00 : f32
// DYN-NEXT:     memref.store %cst, %arg1[%c0] : memref<4xf32, strided<[?], offset: ?>>
// DYN-NEXT:     %5 = memref.load %arg1[%c0] : memref<4xf32, strided<[?], offset: ?>>
// DYN-NEXT:     memref.store %5, %1[%c0] : memref<4xf32, strided<[?], offset: ?>>
// DYN-NEXT:     return %1 : memref<4xf32, strided<[?], offset: ?>>
// DYN-NEXT:   }
// DYN-NEXT:   func.func @nested(%arg0: memref<4x4xf32, strided<[?, ?], offset: ?>>, %arg1: index, %arg2: f32) -> memref<4x4xf32, strided<[?, ?], offset: ?>> {
// DYN-NEXT:     %c0 = arith.constant 0 : index
// DYN-NEXT:     %c1 = arith.constant 1 : index
// DYN-NEXT:     cf.br ^bb1(%c0, %arg0 : index, memref<4x4xf32, strided<[?, ?], offset: ?>>)
// DYN-NEXT:   ^bb1(%0: index, %1: memref<4x4xf32, strided<[?, ?], offset: ?>>):  // 2 preds: ^bb0, ^bb5
// DYN-NEXT:     %2 = arith.cmpi slt, %0, %arg1 : index
// DYN-NEXT:     cf.cond_br %2, ^bb2, ^bb6
// DYN-NEXT:   ^bb2:  // pred: ^bb1
// DYN-NEXT:     cf.br ^bb3(%c0, %1 : index, memref<4x4xf32, strided<[?, ?], offset: ?>>)
// DYN-NEXT:   ^bb3(%3: index, %4: memref<4x4xf32, strided<[?, ?], offset: ?>>):  // 2 preds: ^bb2, ^bb4
// DYN-NEXT:     %5 = arith.cmpi slt, %3, %arg1 : index
// DYN-NEXT:     cf.cond_br %5, ^bb4, ^bb5
// DYN-NEXT:   ^bb4:  // pred: ^bb3
// DYN-NEXT:     memref.store %arg2, %4[%0, %3] : memref<4x4xf32, strided<[?, ?], offset: ?>>
// DYN-NEXT:     %6 = arith.addi %3, %c1 : index
// DYN-NEXT:     cf.br ^bb3(%6, %4 : index, memref<4x4xf32, strided<[?, ?], offset: ?>>)
// DYN-NEXT:   ^bb5:  // pred: ^bb3
// DYN-NEXT:     %7 = arith.addi %0, %c1 : index
// DYN-NEXT:     cf.br ^bb1(%7, %4 : index, memref<4x4xf32, strided<[?, ?], offset: ?>>)
// DYN-NEXT:   ^bb6:  // pred: ^bb1
// DYN-NEXT:     return %1 : memref<4x4xf32, strided<[?, ?], offset: ?>>
// DYN-NEXT:   }
// DYN-NEXT:   func.func @if_in_loop(%arg0: memref<4xf32, strided<[?], offset: ?>>, %arg1: index, %arg2: f32) -> memref<4xf32, strided<[?], offset: ?>> {
// DYN-NEXT:     %c0 = arith.constant 0 : index
// DYN-NEXT:     %c1 = arith.constant 1 : index
// DYN-NEXT:     cf.br ^bb1(%c0, %arg0 : index, memref<4xf32, strided<[?], offset: ?>>)
// DYN-NEXT:   ^bb1(%0: index, %1: memref<4xf32, strided<[?], offset: ?>>):  // 2 preds: ^bb0, ^bb2
// DYN-NEXT:     %2 = arith.cmpi slt, %0, %arg1 : index
// DYN-NEXT:     cf.cond_br %2, ^bb2, ^bb3
// DYN-NEXT:   ^bb2:  // pred: ^bb1
// DYN-NEXT:     %3 = arith.cmpi eq, %0, %c0 : index
// DYN-NEXT:     %4 = scf.if %3 -> (memref<4xf32, strided<[?], offset: ?>>) {
// DYN-NEXT:       memref.store %arg2, %1[%0] : memref<4xf32, strided<[?], offset: ?>>
// DYN-NEXT:       scf.yield %1 : memref<4xf32, strided<[?], offset: ?>>
// DYN-NEXT:     } else {
// DYN-NEXT:       scf.yield %1 : memref<4xf32, strided<[?], offset: ?>>
// DYN-NEXT:     }
// DYN-NEXT:     %5 = arith.addi %0, %c1 : index
// DYN-NEXT:     cf.br ^bb1(%5, %4 : index, memref<4xf32, strided<[?], offset: ?>>)
// DYN-NEXT:   ^bb3:  // pred: ^bb1
// DYN-NEXT:     return %1 : memref<4xf32, strided<[?], offset: ?>>
// DYN-NEXT:   }
// DYN-NEXT:   func.func @slices(%arg0: memref<8xf32, strided<[?], offset: ?>>, %arg1: index, %arg2: f32) -> memref<8xf32, strided<[?], offset: ?>> {
// DYN-NEXT:     %c0 = arith.constant 0 : index
// DYN-NEXT:     %c1 = arith.constant 1 : index
// DYN-NEXT:     cf.br ^bb1(%c0, %arg0 : index, memref<8xf32, strided<[?], offset: ?>>)
// DYN-NEXT:   ^bb1(%0: index, %1: memref<8xf32, strided<[?], offset: ?>>):  // 2 preds: ^bb0, ^bb2
// DYN-NEXT:     %2 = arith.cmpi slt, %0, %arg1 : index
// DYN-NEXT:     cf.cond_br %2, ^bb2, ^bb3
// DYN-NEXT:   ^bb2:  // pred: ^bb1
// DYN-NEXT:     %subview = memref.subview %1[%0] [2] [1] : memref<8xf32, strided<[?], offset: ?>> to memref<2xf32, strided<[?], offset: ?>>
// DYN-NEXT:     linalg.fill ins(%arg2 : f32) outs(%subview : memref<2xf32, strided<[?], offset: ?>>)
// DYN-NEXT:     %subview_0 = memref.subview %1[%0] [2] [1] : memref<8xf32, strided<[?], offset: ?>> to memref<2xf32, strided<[?], offset: ?>>
// DYN-NEXT:     memref.copy %subview, %subview_0 : memref<2xf32, strided<[?], offset: ?>> to memref<2xf32, strided<[?], offset: ?>>
// DYN-NEXT:     %3 = arith.addi %0, %c1 : index
// DYN-NEXT:     cf.br ^bb1(%3, %1 : index, memref<8xf32, strided<[?], offset: ?>>)
// DYN-NEXT:   ^bb3:  // pred: ^bb1
// DYN-NEXT:     return %1 : memref<8xf32, strided<[?], offset: ?>>
// DYN-NEXT:   }
// DYN-NEXT:   func.func @for_in_loop(%arg0: memref<4xf32, strided<[?], offset: ?>>, %arg1: index, %arg2: f32) -> memref<4xf32, strided<[?], offset: ?>> {
// DYN-NEXT:     %c0 = arith.constant 0 : index
// DYN-NEXT:     %c1 = arith.constant 1 : index
// DYN-NEXT:     %c4 = arith.constant 4 : index
// DYN-NEXT:     cf.br ^bb1(%c0, %arg0 : index, memref<4xf32, strided<[?], offset: ?>>)
// DYN-NEXT:   ^bb1(%0: index, %1: memref<4xf32, strided<[?], offset: ?>>):  // 2 preds: ^bb0, ^bb2
// DYN-NEXT:     %2 = arith.cmpi slt, %0, %arg1 : index
// DYN-NEXT:     cf.cond_br %2, ^bb2, ^bb3
// DYN-NEXT:   ^bb2:  // pred: ^bb1
// DYN-NEXT:     %3 = scf.for %arg3 = %c0 to %c4 step %c1 iter_args(%arg4 = %1) -> (memref<4xf32, strided<[?], offset: ?>>) {
// DYN-NEXT:       %5 = memref.load %arg4[%arg3] : memref<4xf32, strided<[?], offset: ?>>
// DYN-NEXT:       %6 = arith.addf %5, %arg2 : f32
// DYN-NEXT:       memref.store %6, %arg4[%arg3] : memref<4xf32, strided<[?], offset: ?>>
// DYN-NEXT:       scf.yield %arg4 : memref<4xf32, strided<[?], offset: ?>>
// DYN-NEXT:     }
// DYN-NEXT:     %4 = arith.addi %0, %c1 : index
// DYN-NEXT:     cf.br ^bb1(%4, %3 : index, memref<4xf32, strided<[?], offset: ?>>)
// DYN-NEXT:   ^bb3:  // pred: ^bb1
// DYN-NEXT:     return %1 : memref<4xf32, strided<[?], offset: ?>>
// DYN-NEXT:   }
// DYN-NEXT:   func.func @generic_in_loop(%arg0: memref<4xf32, strided<[?], offset: ?>>, %arg1: memref<4xf32, strided<[?], offset: ?>>, %arg2: index) -> (memref<4xf32, strided<[?], offset: ?>>, memref<4xf32, strided<[?], offset: ?>>) {
// DYN-NEXT:     %c0 = arith.constant 0 : index
// DYN-NEXT:     %c1 = arith.constant 1 : index
// DYN-NEXT:     cf.br ^bb1(%c0, %arg0 : index, memref<4xf32, strided<[?], offset: ?>>)
// DYN-NEXT:   ^bb1(%0: index, %1: memref<4xf32, strided<[?], offset: ?>>):  // 2 preds: ^bb0, ^bb2
// DYN-NEXT:     %2 = arith.cmpi slt, %0, %arg2 : index
// DYN-NEXT:     cf.cond_br %2, ^bb2, ^bb3
// DYN-NEXT:   ^bb2:  // pred: ^bb1
// DYN-NEXT:     linalg.add ins(%1, %arg1 : memref<4xf32, strided<[?], offset: ?>>, memref<4xf32, strided<[?], offset: ?>>) outs(%1 : memref<4xf32, strided<[?], offset: ?>>)
// DYN-NEXT:     %3 = arith.addi %0, %c1 : index
// DYN-NEXT:     cf.br ^bb1(%3, %1 : index, memref<4xf32, strided<[?], offset: ?>>)
// DYN-NEXT:   ^bb3:  // pred: ^bb1
// DYN-NEXT:     linalg.add ins(%arg1, %arg1 : memref<4xf32, strided<[?], offset: ?>>, memref<4xf32, strided<[?], offset: ?>>) outs(%arg1 : memref<4xf32, strided<[?], offset: ?>>)
// DYN-NEXT:     return %1, %arg1 : memref<4xf32, strided<[?], offset: ?>>, memref<4xf32, strided<[?], offset: ?>>
// DYN-NEXT:   }
// DYN-NEXT:   func.func @order(%arg0: memref<4xf32, strided<[?], offset: ?>>, %arg1: i1) -> memref<4xf32, strided<[?], offset: ?>> {
// DYN-NEXT:     cf.br ^bb2
// DYN-NEXT:   ^bb1(%0: memref<4xf32, strided<[?], offset: ?>>):  // pred: ^bb2
// DYN-NEXT:     return %0 : memref<4xf32, strided<[?], offset: ?>>
// DYN-NEXT:   ^bb2:  // pred: ^bb0
// DYN-NEXT:     cf.br ^bb1(%arg0 : memref<4xf32, strided<[?], offset: ?>>)
// DYN-NEXT:   }
// DYN-NEXT:   func.func @g(%arg0: memref<4xf32, strided<[?], offset: ?>>, %arg1: i1, %arg2: f32) -> memref<4xf32, strided<[?], offset: ?>> {
// DYN-NEXT:     %c0 = arith.constant 0 : index
// DYN-NEXT:     cf.cond_br %arg1, ^bb1, ^bb2
// DYN-NEXT:   ^bb1:  // pred: ^bb0
// DYN-NEXT:     memref.store %arg2, %arg0[%c0] : memref<4xf32, strided<[?], offset: ?>>
// DYN-NEXT:     return %arg0 : memref<4xf32, strided<[?], offset: ?>>
// DYN-NEXT:   ^bb2:  // pred: ^bb0
// DYN-NEXT:     return %arg0 : memref<4xf32, strided<[?], offset: ?>>
// DYN-NEXT:   }
// DYN-NEXT:   func.func @mixed(%arg0: memref<8xf32, strided<[?], offset: ?>>, %arg1: i1, %arg2: f32) -> memref<4xf32, strided<[?], offset: ?>> {
// DYN-NEXT:     %c0 = arith.constant 0 : index
// DYN-NEXT:     cf.cond_br %arg1, ^bb1, ^bb2
// DYN-NEXT:   ^bb1:  // pred: ^bb0
// DYN-NEXT:     %subview = memref.subview %arg0[2] [4] [1] : memref<8xf32, strided<[?], offset: ?>> to memref<4xf32, strided<[?], offset: ?>>
// DYN-NEXT:     return %subview : memref<4xf32, strided<[?], offset: ?>>
// DYN-NEXT:   ^bb2:  // pred: ^bb0
// DYN-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// DYN-NEXT:     memref.store %arg2, %alloc[%c0] : memref<4xf32>
// DYN-NEXT:     %cast = memref.cast %alloc : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// DYN-NEXT:     return %cast : memref<4xf32, strided<[?], offset: ?>>
// DYN-NEXT:   }
// DYN-NEXT:   func.func @two_allocs(%arg0: i1, %arg1: f32) -> memref<4xf32, strided<[?], offset: ?>> {
// DYN-NEXT:     %c0 = arith.constant 0 : index
// DYN-NEXT:     cf.cond_br %arg0, ^bb1, ^bb2
// DYN-NEXT:   ^bb1:  // pred: ^bb0
// DYN-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// DYN-NEXT:     linalg.fill ins(%arg1 : f32) outs(%alloc : memref<4xf32>)
// DYN-NEXT:     %cast = memref.cast %alloc : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// DYN-NEXT:     return %cast : memref<4xf32, strided<[?], offset: ?>>
// DYN-NEXT:   ^bb2:  // pred: ^bb0
// DYN-NEXT:     %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// DYN-NEXT:     memref.store %arg1, %alloc_0[%c0] : memref<4xf32>
// DYN-NEXT:     %cast_1 = memref.cast %alloc_0 : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// DYN-NEXT:     return %cast_1 : memref<4xf32, strided<[?], offset: ?>>
// DYN-NEXT:   }
// DYN-NEXT:   func.func @disagree(%arg0: memref<4xf32, strided<[?], offset: ?>>, %arg1: memref<4xf32, strided<[?], offset: ?>>, %arg2: i1) -> (memref<4xf32, strided<[?], offset: ?>>, memref<4xf32, strided<[?], offset: ?>>) {
// DYN-NEXT:     cf.cond_br %arg2, ^bb1, ^bb2
// DYN-NEXT:   ^bb1:  // pred: ^bb0
// DYN-NEXT:     return %arg0, %arg1 : memref<4xf32, strided<[?], offset: ?>>, memref<4xf32, strided<[?], offset: ?>>
// DYN-NEXT:   ^bb2:  // pred: ^bb0
// DYN-NEXT:     return %arg0, %arg0 : memref<4xf32, strided<[?], offset: ?>>, memref<4xf32, strided<[?], offset: ?>>
// DYN-NEXT:   }
// DYN-NEXT:   func.func @agree(%arg0: memref<4xf32, strided<[?], offset: ?>>, %arg1: memref<4xf32, strided<[?], offset: ?>>, %arg2: i1) -> (memref<4xf32, strided<[?], offset: ?>>, memref<4xf32, strided<[?], offset: ?>>) {
// DYN-NEXT:     cf.cond_br %arg2, ^bb1, ^bb2
// DYN-NEXT:   ^bb1:  // pred: ^bb0
// DYN-NEXT:     return %arg0, %arg1 : memref<4xf32, strided<[?], offset: ?>>, memref<4xf32, strided<[?], offset: ?>>
// DYN-NEXT:   ^bb2:  // pred: ^bb0
// DYN-NEXT:     cf.assert %arg2, "never"
// DYN-NEXT:     return %arg0, %arg1 : memref<4xf32, strided<[?], offset: ?>>, memref<4xf32, strided<[?], offset: ?>>
// DYN-NEXT:   }
// DYN-NEXT:   func.func @callers(%arg0: memref<4xf32, strided<[?], offset: ?>>, %arg1: memref<4xf32, strided<[?], offset: ?>>, %arg2: i1, %arg3: f32) -> (memref<4xf32, strided<[?], offset: ?>>, memref<4xf32, strided<[?], offset: ?>>, memref<4xf32, strided<[?], offset: ?>>, f32) {
// DYN-NEXT:     %c0 = arith.constant 0 : index
// DYN-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// DYN-NEXT:     memref.copy %arg1, %alloc : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32>
// DYN-NEXT:     %cast = memref.cast %alloc : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// DYN-NEXT:     %0:2 = call @disagree(%arg0, %cast, %arg2) : (memref<4xf32, strided<[?], offset: ?>>, memref<4xf32, strided<[?], offset: ?>>, i1) -> (memref<4xf32, strided<[?], offset: ?>>, memref<4xf32, strided<[?], offset: ?>>)
// DYN-NEXT:     %1:2 = call @agree(%arg0, %arg1, %arg2) : (memref<4xf32, strided<[?], offset: ?>>, memref<4xf32, strided<[?], offset: ?>>, i1) -> (memref<4xf32, strided<[?], offset: ?>>, memref<4xf32, strided<[?], offset: ?>>)
// DYN-NEXT:     %2 = call @g(%arg1, %arg2, %arg3) : (memref<4xf32, strided<[?], offset: ?>>, i1, f32) -> memref<4xf32, strided<[?], offset: ?>>
// DYN-NEXT:     %3 = memref.load %0#1[%c0] : memref<4xf32, strided<[?], offset: ?>>
// DYN-NEXT:     return %0#0, %1#0, %2, %3 : memref<4xf32, strided<[?], offset: ?>>, memref<4xf32, strided<[?], offset: ?>>, memref<4xf32, strided<[?], offset: ?>>, f32
// DYN-NEXT:   }
// DYN-NEXT: }
