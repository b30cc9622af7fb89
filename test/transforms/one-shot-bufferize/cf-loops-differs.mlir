// Loops made of blocks where bufopt differs from mlir-opt 22 on purpose.
// Upstream decides a write inside a block loop with op dominance and "a
// definition by a block argument only sees writes in its own block": it
// keeps in place a write into a tensor that the next iteration or the code
// after the loop reads again (wrong code, cf-loops-run.mlir runs it).
// @outer_write: the body reads %t and then writes it in place, so the second
// iteration reads the new value and the function returns the written buffer
// for %t; @carried_read: the body writes the carried %a in place and then
// reads %a (the old value), and the exit reads %t after the loop wrote it.
// @call_in_loop: a callee writes the carried argument in place and the exit
// returns %t, which the loop overwrote; @two_carried: two arguments start as
// the same %t and swap each iteration, the body writes one and reads the
// other; @exit_first: the loop header comes after the exit block, which
// reads %t after the loop wrote it.  bufopt copies before each such write (a read reachable from the
// write without passing the definition again conflicts).  @fresh_each: both
// tools bufferize correctly; upstream types the header argument as identity
// but casts it to the fully dynamic layout at the top of the block (its
// prediction of the back edge's tensor.empty); bufopt uses the identity type
// throughout.  Expected text: bufopt's, reviewed by hand.
// RUN: bufopt %s --one-shot-bufferize="bufferize-function-boundaries test-analysis-only" | FileCheck %s --check-prefix=ANALYSIS
// RUN: bufopt %s --one-shot-bufferize="bufferize-function-boundaries" | FileCheck %s

func.func @outer_write(%t: tensor<4xf32>, %n: index, %v: f32) -> (tensor<4xf32>, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0.0 : f32
  cf.br ^h(%c0, %z : index, f32)
^h(%i: index, %s: f32):
  %c = arith.cmpi slt, %i, %n : index
  cf.cond_br %c, ^body, ^exit
^body:
  %x = tensor.extract %t[%c0] : tensor<4xf32>
  %s2 = arith.addf %s, %x : f32
  %t2 = tensor.insert %v into %t[%c0] : tensor<4xf32>
  %i2 = arith.addi %i, %c1 : index
  cf.br ^h(%i2, %s2 : index, f32)
^exit:
  return %t, %s : tensor<4xf32>, f32
}
func.func @carried_read(%t: tensor<4xf32>, %n: index, %v: f32) -> (tensor<4xf32>, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0.0 : f32
  cf.br ^h(%c0, %t, %z : index, tensor<4xf32>, f32)
^h(%i: index, %a: tensor<4xf32>, %s: f32):
  %c = arith.cmpi slt, %i, %n : index
  cf.cond_br %c, ^body, ^exit
^body:
  %a2 = tensor.insert %v into %a[%c0] : tensor<4xf32>
  %x = tensor.extract %a[%c0] : tensor<4xf32>
  %s2 = arith.addf %s, %x : f32
  %i2 = arith.addi %i, %c1 : index
  cf.br ^h(%i2, %a2, %s2 : index, tensor<4xf32>, f32)
^exit:
  %y = tensor.extract %t[%c0] : tensor<4xf32>
  %s3 = arith.addf %s, %y : f32
  return %a, %s3 : tensor<4xf32>, f32
}
func.func @fresh_each(%n: index, %v: f32) -> (tensor<4xf32>, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0.0 : f32
  %e0 = tensor.empty() : tensor<4xf32>
  %t0 = linalg.fill ins(%z : f32) outs(%e0 : tensor<4xf32>) -> tensor<4xf32>
  cf.br ^header(%c0, %t0, %z : index, tensor<4xf32>, f32)
^header(%i: index, %a: tensor<4xf32>, %acc: f32):
  %c = arith.cmpi slt, %i, %n : index
  cf.cond_br %c, ^body, ^exit
^body:
  %x = tensor.extract %a[%c0] : tensor<4xf32>
  %acc2 = arith.addf %acc, %x : f32
  %e = tensor.empty() : tensor<4xf32>
  %w = arith.addf %x, %v : f32
  %b = linalg.fill ins(%w : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %i2 = arith.addi %i, %c1 : index
  cf.br ^header(%i2, %b, %acc2 : index, tensor<4xf32>, f32)
^exit:
  return %a, %acc : tensor<4xf32>, f32
}
func.func @callee(%t: tensor<4xf32>, %v: f32) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %r = tensor.insert %v into %t[%c0] : tensor<4xf32>
  return %r : tensor<4xf32>
}
func.func @call_in_loop(%t: tensor<4xf32>, %n: index, %v: f32) -> (tensor<4xf32>, tensor<4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  cf.br ^h(%c0, %t : index, tensor<4xf32>)
^h(%i: index, %a: tensor<4xf32>):
  %c = arith.cmpi slt, %i, %n : index
  cf.cond_br %c, ^body, ^exit
^body:
  %a2 = call @callee(%a, %v) : (tensor<4xf32>, f32) -> tensor<4xf32>
  %i2 = arith.addi %i, %c1 : index
  cf.br ^h(%i2, %a2 : index, tensor<4xf32>)
^exit:
  return %a, %t : tensor<4xf32>, tensor<4xf32>
}
func.func @two_carried(%t: tensor<4xf32>, %n: index, %v: f32) -> (tensor<4xf32>, tensor<4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  cf.br ^h(%c0, %t, %t : index, tensor<4xf32>, tensor<4xf32>)
^h(%i: index, %a: tensor<4xf32>, %b: tensor<4xf32>):
  %c = arith.cmpi slt, %i, %n : index
  cf.cond_br %c, ^body, ^exit
^body:
  %a2 = tensor.insert %v into %a[%i] : tensor<4xf32>
  %x = tensor.extract %b[%i] : tensor<4xf32>
  %b2 = tensor.insert %x into %b[%c0] : tensor<4xf32>
  %i2 = arith.addi %i, %c1 : index
  cf.br ^h(%i2, %b2, %a2 : index, tensor<4xf32>, tensor<4xf32>)
^exit:
  return %a, %b : tensor<4xf32>, tensor<4xf32>
}
func.func @exit_first(%t: tensor<4xf32>, %n: index, %v: f32) -> (tensor<4xf32>, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  cf.br ^h(%c0, %t : index, tensor<4xf32>)
^exit:
  %x = tensor.extract %t[%c0] : tensor<4xf32>
  return %w, %x : tensor<4xf32>, f32
^h(%i: index, %a: tensor<4xf32>):
  %w = tensor.insert %v into %a[%i] : tensor<4xf32>
  %i2 = arith.addi %i, %c1 : index
  %c = arith.cmpi slt, %i2, %n : index
  cf.cond_br %c, ^h(%i2, %w : index, tensor<4xf32>), ^exit
}

// ANALYSIS: module {
// ANALYSIS-NEXT:   func.func @outer_write(%arg0: tensor<4xf32> {bufferization.access = "read"}, %arg1: index, %arg2: f32) -> (tensor<4xf32>, f32) {
// ANALYSIS-NEXT:     %c0 = arith.constant 0 : index
// ANALYSIS-NEXT:     %c1 = arith.constant 1 : index
// ANALYSIS-NEXT:     %cst = arith.constant 0.000000e+00 : f32
// ANALYSIS-NEXT:     cf.br ^bb1(%c0, %cst : index, f32)
// ANALYSIS-NEXT:   ^bb1(%0: index, %1: f32):  // 2 preds: ^bb0, ^bb2
// ANALYSIS-NEXT:     %2 = arith.cmpi slt, %0, %arg1 : index
// ANALYSIS-NEXT:     cf.cond_br %2, ^bb2, ^bb3
// ANALYSIS-NEXT:   ^bb2:  // pred: ^bb1
// ANALYSIS-NEXT:     %extracted = tensor.extract %arg0[%c0] {__inplace_operands_attr__ = ["true", "none"]} : tensor<4xf32>
// ANALYSIS-NEXT:     %3 = arith.addf %1, %extracted : f32
// ANALYSIS-NEXT:     %inserted = tensor.insert %arg2 into %arg0[%c0] {__inplace_operands_attr__ = ["none", "false", "none"]} : tensor<4xf32>
// ANALYSIS-NEXT:     %4 = arith.addi %0, %c1 : index
// ANALYSIS-NEXT:     cf.br ^bb1(%4, %3 : index, f32)
// ANALYSIS-NEXT:   ^bb3:  // pred: ^bb1
// ANALYSIS-NEXT:     return {__equivalent_func_args__ = [0, -1], __inplace_operands_attr__ = ["true", "none"]} %arg0, %1 : tensor<4xf32>, f32
// ANALYSIS-NEXT:   }
// ANALYSIS-NEXT:   func.func @carried_read(%arg0: tensor<4xf32> {bufferization.access = "read"}, %arg1: index, %arg2: f32) -> (tensor<4xf32>, f32) {
// ANALYSIS-NEXT:     %c0 = arith.constant 0 : index
// ANALYSIS-NEXT:     %c1 = arith.constant 1 : index
// ANALYSIS-NEXT:     %cst = arith.constant 0.000000e+00 : f32
// ANALYSIS-NEXT:     cf.br ^bb1(%c0, %arg0, %cst : index, tensor<4xf32>, f32) {__inplace_operands_attr__ = ["none", "true", "none"]}
// ANALYSIS-NEXT:   ^bb1(%0: index, %1: tensor<4xf32>, %2: f32):  // 2 preds: ^bb0, ^bb2
// ANALYSIS-NEXT:     %3 = arith.cmpi slt, %0, %arg1 : index
// ANALYSIS-NEXT:     cf.cond_br %3, ^bb2, ^bb3
// ANALYSIS-NEXT:   ^bb2:  // pred: ^bb1
// ANALYSIS-NEXT:     %inserted = tensor.insert %arg2 into %1[%c0] {__inplace_operands_attr__ = ["none", "false", "none"]} : tensor<4xf32>
// ANALYSIS-NEXT:     %extracted = tensor.extract %1[%c0] {__inplace_operands_attr__ = ["true", "none"]} : tensor<4xf32>
// ANALYSIS-NEXT:     %4 = arith.addf %2, %extracted : f32
// ANALYSIS-NEXT:     %5 = arith.addi %0, %c1 : index
// ANALYSIS-NEXT:     cf.br ^bb1(%5, %inserted, %4 : index, tensor<4xf32>, f32) {__inplace_operands_attr__ = ["none", "true", "none"]}
// ANALYSIS-NEXT:   ^bb3:  // pred: ^bb1
// ANALYSIS-NEXT:     %extracted_0 = tensor.extract %arg0[%c0] {__inplace_operands_attr__ = ["true", "none"]} : tensor<4xf32>
// ANALYSIS-NEXT:     %6 = arith.addf %2, %extracted_0 : f32
// ANALYSIS-NEXT:     return {__inplace_operands_attr__ = ["true", "none"]} %1, %6 : tensor<4xf32>, f32
// ANALYSIS-NEXT:   }
// ANALYSIS-NEXT:   func.func @fresh_each(%arg0: index, %arg1: f32) -> (tensor<4xf32>, f32) {
// ANALYSIS-NEXT:     %c0 = arith.constant 0 : index
// ANALYSIS-NEXT:     %c1 = arith.constant 1 : index
// ANALYSIS-NEXT:     %cst = arith.constant 0.000000e+00 : f32
// ANALYSIS-NEXT:     %0 = tensor.empty() : tensor<4xf32>
// ANALYSIS-NEXT:     %1 = linalg.fill {__inplace_operands_attr__ = ["none", "true"]} ins(%cst : f32) outs(%0 : tensor<4xf32>) -> tensor<4xf32>
// ANALYSIS-NEXT:     cf.br ^bb1(%c0, %1, %cst : index, tensor<4xf32>, f32) {__inplace_operands_attr__ = ["none", "true", "none"]}
// ANALYSIS-NEXT:   ^bb1(%2: index, %3: tensor<4xf32>, %4: f32):  // 2 preds: ^bb0, ^bb2
// ANALYSIS-NEXT:     %5 = arith.cmpi slt, %2, %arg0 : index
// ANALYSIS-NEXT:     cf.cond_br %5, ^bb2, ^bb3
// ANALYSIS-NEXT:   ^bb2:  // pred: ^bb1
// ANALYSIS-NEXT:     %extracted = tensor.extract %3[%c0] {__inplace_operands_attr__ = ["true", "none"]} : tensor<4xf32>
// ANALYSIS-NEXT:     %6 = arith.addf %4, %extracted : f32
// ANALYSIS-NEXT:     %7 = tensor.empty() : tensor<4xf32>
// ANALYSIS-NEXT:     %8 = arith.addf %extracted, %arg1 : f32
// ANALYSIS-NEXT:     %9 = linalg.fill {__inplace_operands_attr__ = ["none", "true"]} ins(%8 : f32) outs(%7 : tensor<4xf32>) -> tensor<4xf32>
// ANALYSIS-NEXT:     %10 = arith.addi %2, %c1 : index
// ANALYSIS-NEXT:     cf.br ^bb1(%10, %9, %6 : index, tensor<4xf32>, f32) {__inplace_operands_attr__ = ["none", "true", "none"]}
// ANALYSIS-NEXT:   ^bb3:  // pred: ^bb1
// ANALYSIS-NEXT:     return {__inplace_operands_attr__ = ["true", "none"]} %3, %4 : tensor<4xf32>, f32
// ANALYSIS-NEXT:   }
// ANALYSIS-NEXT:   func.func @callee(%arg0: tensor<4xf32> {bufferization.access = "read-write"}, %arg1: f32) -> tensor<4xf32> {
// ANALYSIS-NEXT:     %c0 = arith.constant 0 : index
// ANALYSIS-NEXT:     %inserted = tensor.insert %arg1 into %arg0[%c0] {__inplace_operands_attr__ = ["none", "true", "none"]} : tensor<4xf32>
// ANALYSIS-NEXT:     return {__equivalent_func_args__ = [0], __inplace_operands_attr__ = ["true"]} %inserted : tensor<4xf32>
// ANALYSIS-NEXT:   }
// ANALYSIS-NEXT:   func.func @call_in_loop(%arg0: tensor<4xf32> {bufferization.access = "read"}, %arg1: index, %arg2: f32) -> (tensor<4xf32>, tensor<4xf32>) {
// ANALYSIS-NEXT:     %c0 = arith.constant 0 : index
// ANALYSIS-NEXT:     %c1 = arith.constant 1 : index
// ANALYSIS-NEXT:     cf.br ^bb1(%c0, %arg0 : index, tensor<4xf32>) {__inplace_operands_attr__ = ["none", "false"]}
// ANALYSIS-NEXT:   ^bb1(%0: index, %1: tensor<4xf32>):  // 2 preds: ^bb0, ^bb2
// ANALYSIS-NEXT:     %2 = arith.cmpi slt, %0, %arg1 : index
// ANALYSIS-NEXT:     cf.cond_br %2, ^bb2, ^bb3
// ANALYSIS-NEXT:   ^bb2:  // pred: ^bb1
// ANALYSIS-NEXT:     %3 = call @callee(%1, %arg2) {__inplace_operands_attr__ = ["true", "none"]} : (tensor<4xf32>, f32) -> tensor<4xf32>
// ANALYSIS-NEXT:     %4 = arith.addi %0, %c1 : index
// ANALYSIS-NEXT:     cf.br ^bb1(%4, %3 : index, tensor<4xf32>) {__inplace_operands_attr__ = ["none", "true"]}
// ANALYSIS-NEXT:   ^bb3:  // pred: ^bb1
// ANALYSIS-NEXT:     return {__equivalent_func_args__ = [-1, 0], __inplace_operands_attr__ = ["true", "true"]} %1, %arg0 : tensor<4xf32>, tensor<4xf32>
// ANALYSIS-NEXT:   }
// ANALYSIS-NEXT:   func.func @two_carried(%arg0: tensor<4xf32> {bufferization.access = "read"}, %arg1: index, %arg2: f32) -> (tensor<4xf32>, tensor<4xf32>) {
// ANALYSIS-NEXT:     %c0 = arith.constant 0 : index
// ANALYSIS-NEXT:     %c1 = arith.constant 1 : index
// ANALYSIS-NEXT:     cf.br ^bb1(%c0, %arg0, %arg0 : index, tensor<4xf32>, tensor<4xf32>) {__inplace_operands_attr__ = ["none", "true", "true"]}
// ANALYSIS-NEXT:   ^bb1(%0: index, %1: tensor<4xf32>, %2: tensor<4xf32>):  // 2 preds: ^bb0, ^bb2
// ANALYSIS-NEXT:     %3 = arith.cmpi slt, %0, %arg1 : index
// ANALYSIS-NEXT:     cf.cond_br %3, ^bb2, ^bb3
// ANALYSIS-NEXT:   ^bb2:  // pred: ^bb1
// ANALYSIS-NEXT:     %inserted = tensor.insert %arg2 into %1[%0] {__inplace_operands_attr__ = ["none", "false", "none"]} : tensor<4xf32>
// ANALYSIS-NEXT:     %extracted = tensor.extract %2[%0] {__inplace_operands_attr__ = ["true", "none"]} : tensor<4xf32>
// ANALYSIS-NEXT:     %inserted_0 = tensor.insert %extracted into %2[%c0] {__inplace_operands_attr__ = ["none", "false", "none"]} : tensor<4xf32>
// ANALYSIS-NEXT:     %4 = arith.addi %0, %c1 : index
// ANALYSIS-NEXT:     cf.br ^bb1(%4, %inserted_0, %inserted : index, tensor<4xf32>, tensor<4xf32>) {__inplace_operands_attr__ = ["none", "true", "true"]}
// ANALYSIS-NEXT:   ^bb3:  // pred: ^bb1
// ANALYSIS-NEXT:     return {__inplace_operands_attr__ = ["true", "true"]} %1, %2 : tensor<4xf32>, tensor<4xf32>
// ANALYSIS-NEXT:   }
// ANALYSIS-NEXT:   func.func @exit_first(%arg0: tensor<4xf32> {bufferization.access = "read"}, %arg1: index, %arg2: f32) -> (tensor<4xf32>, f32) {
// ANALYSIS-NEXT:     %c0 = arith.constant 0 : index
// ANALYSIS-NEXT:     %c1 = arith.constant 1 : index
// ANALYSIS-NEXT:     cf.br ^bb2(%c0, %arg0 : index, tensor<4xf32>) {__inplace_operands_attr__ = ["none", "false"]}
// ANALYSIS-NEXT:   ^bb1:  // pred: ^bb2
// ANALYSIS-NEXT:     %extracted = tensor.extract %arg0[%c0] {__inplace_operands_attr__ = ["true", "none"]} : tensor<4xf32>
// ANALYSIS-NEXT:     return {__inplace_operands_attr__ = ["true", "none"]} %inserted, %extracted : tensor<4xf32>, f32
// ANALYSIS-NEXT:   ^bb2(%0: index, %1: tensor<4xf32>):  // 2 preds: ^bb0, ^bb2
// ANALYSIS-NEXT:     %inserted = tensor.insert %arg2 into %1[%0] {__inplace_operands_attr__ = ["none", "true", "none"]} : tensor<4xf32>
// ANALYSIS-NEXT:     %2 = arith.addi %0, %c1 : index
// ANALYSIS-NEXT:     %3 = arith.cmpi slt, %2, %arg1 : index
// ANALYSIS-NEXT:     cf.cond_br %3, ^bb2(%2, %inserted : index, tensor<4xf32>), ^bb1 {__inplace_operands_attr__ = ["none", "none", "true"]}
// ANALYSIS-NEXT:   }
// ANALYSIS-NEXT: }

// CHECK: module {
// CHECK-NEXT:   func.func @outer_write(%arg0: memref<4xf32, strided<[?], offset: ?>>, %arg1: index, %arg2: f32) -> (memref<4xf32, strided<[?], offset: ?>>, f32) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:     cf.br ^bb1(%c0, %cst : index, f32)
// CHECK-NEXT:   ^bb1(%0: index, %1: f32):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT:     %2 = arith.cmpi slt, %0, %arg1 : index
// CHECK-NEXT:     cf.cond_br %2, ^bb2, ^bb3
// CHECK-NEXT:   ^bb2:  // pred: ^bb1
// CHECK-NEXT:     %3 = memref.load %arg0[%c0] : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     %4 = arith.addf %1, %3 : f32
// CHECK-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT:     memref.copy %arg0, %alloc : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32>
// CHECK-NEXT:     memref.store %arg2, %alloc[%c0] : memref<4xf32>
// CHECK-NEXT:     %5 = arith.addi %0, %c1 : index
// CHECK-NEXT:     cf.br ^bb1(%5, %4 : index, f32)
// CHECK-NEXT:   ^bb3:  // pred: ^bb1
// CHECK-NEXT:     return %arg0, %1 : memref<4xf32, strided<[?], offset: ?>>, f32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @carried_read(%arg0: memref<4xf32, strided<[?], offset: ?>>, %arg1: index, %arg2: f32) -> (memref<4xf32, strided<[?], offset: ?>>, f32) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:     cf.br ^bb1(%c0, %arg0, %cst : index, memref<4xf32, strided<[?], offset: ?>>, f32)
// CHECK-NEXT:   ^bb1(%0: index, %1: memref<4xf32, strided<[?], offset: ?>>, %2: f32):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT:     %3 = arith.cmpi slt, %0, %arg1 : index
// CHECK-NEXT:     cf.cond_br %3, ^bb2, ^bb3
// CHECK-NEXT:   ^bb2:  // pred: ^bb1
// CHECK-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT:     memref.copy %1, %alloc : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32>
// CHECK-NEXT:     memref.store %arg2, %alloc[%c0] : memref<4xf32>
// CHECK-NEXT:     %cast = memref.cast %alloc : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     %4 = memref.load %1[%c0] : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     %5 = arith.addf %2, %4 : f32
// CHECK-NEXT:     %6 = arith.addi %0, %c1 : index
// CHECK-NEXT:     cf.br ^bb1(%6, %cast, %5 : index, memref<4xf32, strided<[?], offset: ?>>, f32)
// CHECK-NEXT:   ^bb3:  // pred: ^bb1
// CHECK-NEXT:     %7 = memref.load %arg0[%c0] : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     %8 = arith.addf %2, %7 : f32
// CHECK-NEXT:     return %1, %8 : memref<4xf32, strided<[?], offset: ?>>, f32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @fresh_each(%arg0: index, %arg1: f32) -> (memref<4xf32>, f32) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT:     linalg.fill ins(%cst : f32) outs(%alloc : memref<4xf32>)
// CHECK-NEXT:     cf.br ^bb1(%c0, %alloc, %cst : index, memref<4xf32>, f32)
// CHECK-NEXT:   ^bb1(%0: index, %1: memref<4xf32>, %2: f32):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT:     %3 = arith.cmpi slt, %0, %arg0 : index
// CHECK-NEXT:     cf.cond_br %3, ^bb2, ^bb3
// CHECK-NEXT:   ^bb2:  // pred: ^bb1
// CHECK-NEXT:     %4 = memref.load %1[%c0] : memref<4xf32>
// CHECK-NEXT:     %5 = arith.addf %2, %4 : f32
// CHECK-NEXT:     %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT:     %6 = arith.addf %4, %arg1 : f32
// CHECK-NEXT:     linalg.fill ins(%6 : f32) outs(%alloc_0 : memref<4xf32>)
// CHECK-NEXT:     %7 = arith.addi %0, %c1 : index
// CHECK-NEXT:     cf.br ^bb1(%7, %alloc_0, %5 : index, memref<4xf32>, f32)
// CHECK-NEXT:   ^bb3:  // pred: ^bb1
// CHECK-NEXT:     %cast = memref.cast %1 : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     return %1, %2 : memref<4xf32>, f32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @callee(%arg0: memref<4xf32, strided<[?], offset: ?>>, %arg1: f32) -> memref<4xf32, strided<[?], offset: ?>> {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     memref.store %arg1, %arg0[%c0] : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     return %arg0 : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @call_in_loop(%arg0: memref<4xf32, strided<[?], offset: ?>>, %arg1: index, %arg2: f32) -> (memref<4xf32>, memref<4xf32, strided<[?], offset: ?>>) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT:     memref.copy %arg0, %alloc : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32>
// CHECK-NEXT:     cf.br ^bb1(%c0, %alloc : index, memref<4xf32>)
// CHECK-NEXT:   ^bb1(%0: index, %1: memref<4xf32>):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT:     %2 = arith.cmpi slt, %0, %arg1 : index
// CHECK-NEXT:     cf.cond_br %2, ^bb2, ^bb3
// CHECK-NEXT:   ^bb2:  // pred: ^bb1
// CHECK-NEXT:     %cast = memref.cast %1 : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     %3 = call @callee(%cast, %arg2) : (memref<4xf32, strided<[?], offset: ?>>, f32) -> memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     %cast_0 = memref.cast %3 : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32>
// CHECK-NEXT:     %4 = arith.addi %0, %c1 : index
// CHECK-NEXT:     cf.br ^bb1(%4, %cast_0 : index, memref<4xf32>)
// CHECK-NEXT:   ^bb3:  // pred: ^bb1
// CHECK-NEXT:     %cast_1 = memref.cast %1 : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     return %1, %arg0 : memref<4xf32>, memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @two_carried(%arg0: memref<4xf32, strided<[?], offset: ?>>, %arg1: index, %arg2: f32) -> (memref<4xf32, strided<[?], offset: ?>>, memref<4xf32, strided<[?], offset: ?>>) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     cf.br ^bb1(%c0, %arg0, %arg0 : index, memref<4xf32, strided<[?], offset: ?>>, memref<4xf32, strided<[?], offset: ?>>)
// CHECK-NEXT:   ^bb1(%0: index, %1: memref<4xf32, strided<[?], offset: ?>>, %2: memref<4xf32, strided<[?], offset: ?>>):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT:     %3 = arith.cmpi slt, %0, %arg1 : index
// CHECK-NEXT:     cf.cond_br %3, ^bb2, ^bb3
// CHECK-NEXT:   ^bb2:  // pred: ^bb1
// CHECK-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT:     memref.copy %1, %alloc : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32>
// CHECK-NEXT:     memref.store %arg2, %alloc[%0] : memref<4xf32>
// CHECK-NEXT:     %cast = memref.cast %alloc : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     %4 = memref.load %2[%0] : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT:     memref.copy %2, %alloc_0 : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32>
// CHECK-NEXT:     memref.store %4, %alloc_0[%c0] : memref<4xf32>
// CHECK-NEXT:     %cast_1 = memref.cast %alloc_0 : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     %5 = arith.addi %0, %c1 : index
// CHECK-NEXT:     cf.br ^bb1(%5, %cast_1, %cast : index, memref<4xf32, strided<[?], offset: ?>>, memref<4xf32, strided<[?], offset: ?>>)
// CHECK-NEXT:   ^bb3:  // pred: ^bb1
// CHECK-NEXT:     return %1, %2 : memref<4xf32, strided<[?], offset: ?>>, memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @exit_first(%arg0: memref<4xf32, strided<[?], offset: ?>>, %arg1: index, %arg2: f32) -> (memref<4xf32>, f32) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT:     memref.copy %arg0, %alloc : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32>
// CHECK-NEXT:     cf.br ^bb2(%c0, %alloc : index, memref<4xf32>)
// CHECK-NEXT:   ^bb1:  // pred: ^bb2
// CHECK-NEXT:     %0 = memref.load %arg0[%c0] : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     %cast = memref.cast %2 : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     return %2, %0 : memref<4xf32>, f32
// CHECK-NEXT:   ^bb2(%1: index, %2: memref<4xf32>):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT:     memref.store %arg2, %2[%1] : memref<4xf32>
// CHECK-NEXT:     %3 = arith.addi %1, %c1 : index
// CHECK-NEXT:     %4 = arith.cmpi slt, %3, %arg1 : index
// CHECK-NEXT:     cf.cond_br %4, ^bb2(%3, %2 : index, memref<4xf32>), ^bb1
// CHECK-NEXT:   }
// CHECK-NEXT: }
