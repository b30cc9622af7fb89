// One-Shot Bufferize of loops made of blocks (a cf.br / cf.cond_br back to an
// earlier block, tensors carried as block arguments).  A block argument
// aliases what every predecessor forwards; a loop-carried argument is not
// equivalent to its init (@loop: no __equivalent_func_args__, as upstream).
// A write in the loop body into the carried argument is in place when the
// argument is read only before it in each iteration (@loop, @read_then_write,
// @branchy, @nested, @if_in_loop: a write in an scf.if in the body, @for_in_loop: an scf.for
// carrying it, @generic_in_loop: linalg.add in place, @slices:
// extract_slice / insert_slice pairs of the carried tensor).  @order: a block
// listed before its immediate dominator (the rewrite visits blocks in
// dominance order; an argument forwarded from a later block is not
// equivalent to the forwarded value, as upstream); a read after the write on a path that does not pass the
// argument's block again conflicts (@do_while: the read of %a after the loop).
// @read_outer: upstream's dominance rule also reports the forwarded value read
// in the body against the write after the loop (a read that does not dominate
// the write): bufopt reports it too, so the decisions stay upstream's.  Back
// edges forwarding buffers of another type are cast after the forwarded
// value's rewrite (@do_while), as upstream.  Expected text: mlir-opt 22's,
// checked through both tools (prefix NOBOUND without function boundaries).
// RUN: bufopt %s --one-shot-bufferize="bufferize-function-boundaries test-analysis-only" | FileCheck %s --check-prefix=ANALYSIS
// RUN: mlir-opt %s --one-shot-bufferize="bufferize-function-boundaries test-analysis-only" | FileCheck %s --check-prefix=ANALYSIS
// RUN: bufopt %s --one-shot-bufferize="bufferize-function-boundaries" | FileCheck %s
// RUN: mlir-opt %s --one-shot-bufferize="bufferize-function-boundaries" | FileCheck %s
// RUN: bufopt %s --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" | FileCheck %s --check-prefix=IDENT
// RUN: mlir-opt %s --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" | FileCheck %s --check-prefix=IDENT
// RUN: bufopt %s --one-shot-bufferize="test-analysis-only" | FileCheck %s --check-prefix=NOBOUND
// RUN: mlir-opt %s --one-shot-bufferize="test-analysis-only" | FileCheck %s --check-prefix=NOBOUND

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

// ANALYSIS: module {
// ANALYSIS-NEXT:   func.func @loop(%arg0: tensor<4xf32> {bufferization.access = "read-write"}, %arg1: index, %arg2: f32) -> tensor<4xf32> {
// ANALYSIS-NEXT:     %c0 = arith.constant 0 : index
// ANALYSIS-NEXT:     %c1 = arith.constant 1 : index
// ANALYSIS-NEXT:     cf.br ^bb1(%c0, %arg0 : index, tensor<4xf32>) {__inplace_operands_attr__ = ["none", "true"]}
// ANALYSIS-NEXT:   ^bb1(%0: index, %1: tensor<4xf32>):  // 2 preds: ^bb0, ^bb2
// ANALYSIS-NEXT:     %2 = arith.cmpi slt, %0, %arg1 : index
// ANALYSIS-NEXT:     cf.cond_br %2, ^bb2, ^bb3
// ANALYSIS-NEXT:   ^bb2:  // pred: ^bb1
// ANALYSIS-NEXT:     %inserted = tensor.insert %arg2 into %1[%c0] {__inplace_operands_attr__ = ["none", "true", "none"]} : tensor<4xf32>
// ANALYSIS-NEXT:     %3 = arith.addi %0, %c1 : index
// ANALYSIS-NEXT:     cf.br ^bb1(%3, %inserted : index, tensor<4xf32>) {__inplace_operands_attr__ = ["none", "true"]}
// ANALYSIS-NEXT:   ^bb3:  // pred: ^bb1
// ANALYSIS-NEXT:     return {__inplace_operands_attr__ = ["true"]} %1 : tensor<4xf32>
// ANALYSIS-NEXT:   }
// ANALYSIS-NEXT:   func.func @read_then_write(%arg0: tensor<4xf32> {bufferization.access = "read-write"}, %arg1: index) -> tensor<4xf32> {
// ANALYSIS-NEXT:     %c0 = arith.constant 0 : index
// ANALYSIS-NEXT:     %c1 = arith.constant 1 : index
// ANALYSIS-NEXT:     cf.br ^bb1(%c0, %arg0 : index, tensor<4xf32>) {__inplace_operands_attr__ = ["none", "true"]}
// ANALYSIS-NEXT:   ^bb1(%0: index, %1: tensor<4xf32>):  // 2 preds: ^bb0, ^bb2
// ANALYSIS-NEXT:     %2 = arith.cmpi slt, %0, %arg1 : index
// ANALYSIS-NEXT:     cf.cond_br %2, ^bb2, ^bb3
// ANALYSIS-NEXT:   ^bb2:  // pred: ^bb1
// ANALYSIS-NEXT:     %extracted = tensor.extract %1[%0] {__inplace_operands_attr__ = ["true", "none"]} : tensor<4xf32>
// ANALYSIS-NEXT:     %3 = arith.addf %extracted, %extracted : f32
// ANALYSIS-NEXT:     %inserted = tensor.insert %3 into %1[%0] {__inplace_operands_attr__ = ["none", "true", "none"]} : tensor<4xf32>
// ANALYSIS-NEXT:     %4 = arith.addi %0, %c1 : index
// ANALYSIS-NEXT:     cf.br ^bb1(%4, %inserted : index, tensor<4xf32>) {__inplace_operands_attr__ = ["none", "true"]}
// ANALYSIS-NEXT:   ^bb3:  // pred: ^bb1
// ANALYSIS-NEXT:     return {__inplace_operands_attr__ = ["true"]} %1 : tensor<4xf32>
// ANALYSIS-NEXT:   }
// ANALYSIS-NEXT:   func.func @do_while(%arg0: tensor<4xf32> {bufferization.access = "read"}, %arg1: index, %arg2: f32) -> (tensor<4xf32>, f32) {
// ANALYSIS-NEXT:     %c0 = arith.constant 0 : index
// ANALYSIS-NEXT:     %c1 = arith.constant 1 : index
// ANALYSIS-NEXT:     cf.br ^bb1(%c0, %arg0 : index, tensor<4xf32>) {__inplace_operands_attr__ = ["none", "true"]}
// ANALYSIS-NEXT:   ^bb1(%0: index, %1: tensor<4xf32>):  // 2 preds: ^bb0, ^bb1
// ANALYSIS-NEXT:     %inserted = tensor.insert %arg2 into %1[%0] {__inplace_operands_attr__ = ["none", "false", "none"]} : tensor<4xf32>
// ANALYSIS-NEXT:     %2 = arith.addi %0, %c1 : index
// ANALYSIS-NEXT:     %3 = arith.cmpi slt, %2, %arg1 : index
// ANALYSIS-NEXT:     cf.cond_br %3, ^bb1(%2, %inserted : index, tensor<4xf32>), ^bb2 {__inplace_operands_attr__ = ["none", "none", "true"]}
// ANALYSIS-NEXT:   ^bb2:  // pred: ^bb1
// ANALYSIS-NEXT:     %extracted = tensor.extract %1[%c0] {__inplace_operands_attr__ = ["true", "none"]} : tensor<4xf32>
// ANALYSIS-NEXT:     return {__inplace_operands_attr__ = ["true", "none"]} %inserted, %extracted : tensor<4xf32>, f32
// ANALYSIS-NEXT:   }
// ANALYSIS-NEXT:   func.func @branchy(%arg0: tensor<4xf32> {bufferization.access = "read-write"}, %arg1: index, %arg2: index) -> tensor<4xf32> {
// ANALYSIS-NEXT:     %c0 = arith.constant 0 : index
// ANALYSIS-NEXT:     %c1 = arith.constant 1 : index
// ANALYSIS-NEXT:     %c2 = arith.constant 2 : index
// ANALYSIS-NEXT:     cf.br ^bb1(%c0, %arg0 : index, tensor<4xf32>) {__inplace_operands_attr__ = ["none", "true"]}
// ANALYSIS-NEXT:   ^bb1(%0: index, %1: tensor<4xf32>):  // 2 preds: ^bb0, ^bb4
// ANALYSIS-NEXT:     %2 = arith.cmpi slt, %0, %arg1 : index
// ANALYSIS-NEXT:     cf.cond_br %2, ^bb2, ^bb5
// ANALYSIS-NEXT:   ^bb2:  // pred: ^bb1
// ANALYSIS-NEXT:     %3 = arith.remui %0, %c2 : index
// ANALYSIS-NEXT:     %4 = arith.cmpi eq, %3, %c0 : index
// ANALYSIS-NEXT:     cf.cond_br %4, ^bb3, ^bb4(%1 : tensor<4xf32>) {__inplace_operands_attr__ = ["none", "true"]}
// ANALYSIS-NEXT:   ^bb3:  // pred: ^bb2
// ANALYSIS-NEXT:     %extracted = tensor.extract %1[%arg2] {__inplace_operands_attr__ = ["true", "none"]} : tensor<4xf32>
// ANALYSIS-NEXT:     %5 = arith.mulf %extracted, %extracted : f32
// ANALYSIS-NEXT:     %inserted = tensor.insert %5 into %1[%arg2] {__inplace_operands_attr__ = ["none", "true", "none"]} : tensor<4xf32>
// ANALYSIS-NEXT:     cf.br ^bb4(%inserted : tensor<4xf32>) {__inplace_operands_attr__ = ["true"]}
// ANALYSIS-NEXT:   ^bb4(%6: tensor<4xf32>):  // 2 preds: ^bb2, ^bb3
// ANALYSIS-NEXT:     %7 = arith.addi %0, %c1 : index
// ANALYSIS-NEXT:     cf.br ^bb1(%7, %6 : index, tensor<4xf32>) {__inplace_operands_attr__ = ["none", "true"]}
// ANALYSIS-NEXT:   ^bb5:  // pred: ^bb1
// ANALYSIS-NEXT:     return {__inplace_operands_attr__ = ["true"]} %1 : tensor<4xf32>
// ANALYSIS-NEXT:   }
// ANALYSIS-NEXT:   func.func @read_outer(%arg0: tensor<4xf32> {bufferization.access = "read-write"}, %arg1: tensor<4xf32> {bufferization.access = "read-write"}, %arg2: index) -> tensor<4xf32> {
// ANALYSIS-NEXT:     %c0 = arith.constant 0 : index
// ANALYSIS-NEXT:     %c1 = arith.constant 1 : index
// ANALYSIS-NEXT:     cf.br ^bb1(%c0, %arg0 : index, tensor<4xf32>) {__inplace_operands_attr__ = ["none", "true"]}
// ANALYSIS-NEXT:   ^bb1(%0: index, %1: tensor<4xf32>):  // 2 preds: ^bb0, ^bb2
// ANALYSIS-NEXT:     %2 = arith.cmpi slt, %0, %arg2 : index
// ANALYSIS-NEXT:     cf.cond_br %2, ^bb2, ^bb3
// ANALYSIS-NEXT:   ^bb2:  // pred: ^bb1
// ANALYSIS-NEXT:     %extracted = tensor.extract %arg1[%0] {__inplace_operands_attr__ = ["true", "none"]} : tensor<4xf32>
// ANALYSIS-NEXT:     cf.assert %2, "in bounds"
// ANALYSIS-NEXT:     %inserted = tensor.insert %extracted into %1[%0] {__inplace_operands_attr__ = ["none", "false", "none"]} : tensor<4xf32>
// ANALYSIS-NEXT:     %3 = arith.addi %0, %c1 : index
// ANALYSIS-NEXT:     cf.br ^bb1(%3, %inserted : index, tensor<4xf32>) {__inplace_operands_attr__ = ["none", "false"]}
// ANALYSIS-NEXT:   ^bb3:  // pred: ^bb1
// ANALYSIS-NEXT:     %cst = arith.constant 0.000000e+00 : f32
// ANALYSIS-NEXT:     %inserted_0 = tensor.insert %cst into %arg1[%c0] {__inplace_operands_attr__ = ["none", "true", "none"]} : tensor<4xf32>
// ANALYSIS-NEXT:     %extracted_1 = tensor.extract %inserted_0[%c0] {__inplace_operands_attr__ = ["true", "none"]} : tensor<4xf32>
// ANALYSIS-NEXT:     %inserted_2 = tensor.insert %extracted_1 into %1[%c0] {__inplace_operands_attr__ = ["none", "true", "none"]} : tensor<4xf32>
// ANALYSIS-NEXT:     return {__inplace_operands_attr__ = ["true"]} %inserted_2 : tensor<4xf32>
// ANALYSIS-NEXT:   }
// ANALYSIS-NEXT:   func.func @nested(%arg0: tensor<4x4xf32> {bufferization.access = "read-write"}, %arg1: index, %arg2: f32) -> tensor<4x4xf32> {
// ANALYSIS-NEXT:     %c0 = arith.constant 0 : index
// ANALYSIS-NEXT:     %c1 = arith.constant 1 : index
// ANALYSIS-NEXT:     cf.br ^bb1(%c0, %arg0 : index, tensor<4x4xf32>) {__inplace_operands_attr__ = ["none", "true"]}
// ANALYSIS-NEXT:   ^bb1(%0: index, %1: tensor<4x4xf32>):  // 2 preds: ^bb0, ^bb5
// ANALYSIS-NEXT:     %2 = arith.cmpi slt, %0, %arg1 : index
// ANALYSIS-NEXT:     cf.cond_br %2, ^bb2, ^bb6
// ANALYSIS-NEXT:   ^bb2:  // pred: ^bb1
// ANALYSIS-NEXT:     cf.br ^bb3(%c0, %1 : index, tensor<4x4xf32>) {__inplace_operands_attr__ = ["none", "true"]}
// ANALYSIS-NEXT:   ^bb3(%3: index, %4: tensor<4x4xf32>):  // 2 preds: ^bb2, ^bb4
// ANALYSIS-NEXT:     %5 = arith.cmpi slt, %3, %arg1 : index
// ANALYSIS-NEXT:     cf.cond_br %5, ^bb4, ^bb5
// ANALYSIS-NEXT:   ^bb4:  // pred: ^bb3
// ANALYSIS-NEXT:     %inserted = tensor.insert %arg2 into %4[%0, %3] {__inplace_operands_attr__ = ["none", "true", "none", "none"]} : tensor<4x4xf32>
// ANALYSIS-NEXT:     %6 = arith.addi %3, %c1 : index
// ANALYSIS-NEXT:     cf.br ^bb3(%6, %inserted : index, tensor<4x4xf32>) {__inplace_operands_attr__ = ["none", "true"]}
// ANALYSIS-NEXT:   ^bb5:  // pred: ^bb3
// ANALYSIS-NEXT:     %7 = arith.addi %0, %c1 : index
// ANALYSIS-NEXT:     cf.br ^bb1(%7, %4 : index, tensor<4x4xf32>) {__inplace_operands_attr__ = ["none", "true"]}
// ANALYSIS-NEXT:   ^bb6:  // pred: ^bb1
// ANALYSIS-NEXT:     return {__inplace_operands_attr__ = ["true"]} %1 : tensor<4x4xf32>
// ANALYSIS-NEXT:   }
// ANALYSIS-NEXT:   func.func @if_in_loop(%arg0: tensor<4xf32> {bufferization.access = "read-write"}, %arg1: index, %arg2: f32) -> tensor<4xf32> {
// ANALYSIS-NEXT:     %c0 = arith.constant 0 : index
// ANALYSIS-NEXT:     %c1 = arith.constant 1 : index
// ANALYSIS-NEXT:     cf.br ^bb1(%c0, %arg0 : index, tensor<4xf32>) {__inplace_operands_attr__ = ["none", "true"]}
// ANALYSIS-NEXT:   ^bb1(%0: index, %1: tensor<4xf32>):  // 2 preds: ^bb0, ^bb2
// ANALYSIS-NEXT:     %2 = arith.cmpi slt, %0, %arg1 : index
// ANALYSIS-NEXT:     cf.cond_br %2, ^bb2, ^bb3
// ANALYSIS-NEXT:   ^bb2:  // pred: ^bb1
// ANALYSIS-NEXT:     %3 = arith.cmpi eq, %0, %c0 : index
// ANALYSIS-NEXT:     %4 = scf.if %3 -> (tensor<4xf32>) {
// ANALYSIS-NEXT:       %inserted = tensor.insert %arg2 into %1[%0] {__inplace_operands_attr__ = ["none", "true", "none"]} : tensor<4xf32>
// ANALYSIS-NEXT:       scf.yield {__inplace_operands_attr__ = ["true"]} %inserted : tensor<4xf32>
// ANALYSIS-NEXT:     } else {
// ANALYSIS-NEXT:       scf.yield {__inplace_operands_attr__ = ["true"]} %1 : tensor<4xf32>
// ANALYSIS-NEXT:     }
// ANALYSIS-NEXT:     %5 = arith.addi %0, %c1 : index
// ANALYSIS-NEXT:     cf.br ^bb1(%5, %4 : index, tensor<4xf32>) {__inplace_operands_attr__ = ["none", "true"]}
// ANALYSIS-NEXT:   ^bb3:  // pred: ^bb1
// ANALYSIS-NEXT:     return {__inplace_operands_attr__ = ["true"]} %1 : tensor<4xf32>
// ANALYSIS-NEXT:   }
// ANALYSIS-NEXT:   func.func @slices(%arg0: tensor<8xf32> {bufferization.access = "read-write"}, %arg1: index, %arg2: f32) -> tensor<8xf32> {
// ANALYSIS-NEXT:     %c0 = arith.constant 0 : index
// ANALYSIS-NEXT:     %c1 = arith.constant 1 : index
// ANALYSIS-NEXT:     cf.br ^bb1(%c0, %arg0 : index, tensor<8xf32>) {__inplace_operands_attr__ = ["none", "true"]}
// ANALYSIS-NEXT:   ^bb1(%0: index, %1: tensor<8xf32>):  // 2 preds: ^bb0, ^bb2
// ANALYSIS-NEXT:     %2 = arith.cmpi slt, %0, %arg1 : index
// ANALYSIS-NEXT:     cf.cond_br %2, ^bb2, ^bb3
// ANALYSIS-NEXT:   ^bb2:  // pred: ^bb1
// ANALYSIS-NEXT:     %extracted_slice = tensor.extract_slice %1[%0] [2] [1] {__inplace_operands_attr__ = ["true", "none"]} : tensor<8xf32> to tensor<2xf32>
// ANALYSIS-NEXT:     %3 = linalg.fill {__inplace_operands_attr__ = ["none", "true"]} ins(%arg2 : f32) outs(%extracted_slice : tensor<2xf32>) -> tensor<2xf32>
// ANALYSIS-NEXT:     %inserted_slice = tensor.insert_slice %3 into %1[%0] [2] [1] {__inplace_operands_attr__ = ["true", "true", "none"]} : tensor<2xf32> into tensor<8xf32>
// ANALYSIS-NEXT:     %4 = arith.addi %0, %c1 : index
// ANALYSIS-NEXT:     cf.br ^bb1(%4, %inserted_slice : index, tensor<8xf32>) {__inplace_operands_attr__ = ["none", "true"]}
// ANALYSIS-NEXT:   ^bb3:  // pred: ^bb1
// ANALYSIS-NEXT:     return {__inplace_operands_attr__ = ["true"]} %1 : tensor<8xf32>
// ANALYSIS-NEXT:   }
// ANALYSIS-NEXT:   func.func @for_in_loop(%arg0: tensor<4xf32> {bufferization.access = "read-write"}, %arg1: index, %arg2: f32) -> tensor<4xf32> {
// ANALYSIS-NEXT:     %c0 = arith.constant 0 : index
// ANALYSIS-NEXT:     %c1 = arith.constant 1 : index
// ANALYSIS-NEXT:     %c4 = arith.constant 4 : index
// ANALYSIS-NEXT:     cf.br ^bb1(%c0, %arg0 : index, tensor<4xf32>) {__inplace_operands_attr__ = ["none", "true"]}
// ANALYSIS-NEXT:   ^bb1(%0: index, %1: tensor<4xf32>):  // 2 preds: ^bb0, ^bb2
// ANALYSIS-NEXT:     %2 = arith.cmpi slt, %0, %arg1 : index
// ANALYSIS-NEXT:     cf.cond_br %2, ^bb2, ^bb3
// ANALYSIS-NEXT:   ^bb2:  // pred: ^bb1
// ANALYSIS-NEXT:     %3 = scf.for %arg3 = %c0 to %c4 step %c1 iter_args(%arg4 = %1) -> (tensor<4xf32>) {
// ANALYSIS-NEXT:       %extracted = tensor.extract %arg4[%arg3] {__inplace_operands_attr__ = ["true", "none"]} : tensor<4xf32>
// ANALYSIS-NEXT:       %5 = arith.addf %extracted, %arg2 : f32
// ANALYSIS-NEXT:       %inserted = tensor.insert %5 into %arg4[%arg3] {__inplace_operands_attr__ = ["none", "true", "none"]} : tensor<4xf32>
// ANALYSIS-NEXT:       scf.yield {__inplace_operands_attr__ = ["true"]} %inserted : tensor<4xf32>
// ANALYSIS-NEXT:     } {__inplace_operands_attr__ = ["none", "none", "none", "true"]}
// ANALYSIS-NEXT:     %4 = arith.addi %0, %c1 : index
// ANALYSIS-NEXT:     cf.br ^bb1(%4, %3 : index, tensor<4xf32>) {__inplace_operands_attr__ = ["none", "true"]}
// ANALYSIS-NEXT:   ^bb3:  // pred: ^bb1
// ANALYSIS-NEXT:     return {__inplace_operands_attr__ = ["true"]} %1 : tensor<4xf32>
// ANALYSIS-NEXT:   }
// ANALYSIS-NEXT:   func.func @generic_in_loop(%arg0: tensor<4xf32> {bufferization.access = "read-write"}, %arg1: tensor<4xf32> {bufferization.access = "read-write"}, %arg2: index) -> (tensor<4xf32>, tensor<4xf32>) {
// ANALYSIS-NEXT:     %c0 = arith.constant 0 : index
// ANALYSIS-NEXT:     %c1 = arith.constant 1 : index
// ANALYSIS-NEXT:     cf.br ^bb1(%c0, %arg0 : index, tensor<4xf32>) {__inplace_operands_attr__ = ["none", "true"]}
// ANALYSIS-NEXT:   ^bb1(%0: index, %1: tensor<4xf32>):  // 2 preds: ^bb0, ^bb2
// ANALYSIS-NEXT:     %2 = arith.cmpi slt, %0, %arg2 : index
// ANALYSIS-NEXT:     cf.cond_br %2, ^bb2, ^bb3
// ANALYSIS-NEXT:   ^bb2:  // pred: ^bb1
// ANALYSIS-NEXT:     %3 = linalg.add {__inplace_operands_attr__ = ["true", "true", "true"]} ins(%1, %arg1 : tensor<4xf32>, tensor<4xf32>) outs(%1 : tensor<4xf32>) -> tensor<4xf32>
// ANALYSIS-NEXT:     %4 = arith.addi %0, %c1 : index
// ANALYSIS-NEXT:     cf.br ^bb1(%4, %3 : index, tensor<4xf32>) {__inplace_operands_attr__ = ["none", "true"]}
// ANALYSIS-NEXT:   ^bb3:  // pred: ^bb1
// ANALYSIS-NEXT:     %5 = linalg.add {__inplace_operands_attr__ = ["true", "true", "true"]} ins(%arg1, %arg1 : tensor<4xf32>, tensor<4xf32>) outs(%arg1 : tensor<4xf32>) -> tensor<4xf32>
// ANALYSIS-NEXT:     return {__equivalent_func_args__ = [-1, 1], __inplace_operands_attr__ = ["true", "true"]} %1, %5 : tensor<4xf32>, tensor<4xf32>
// ANALYSIS-NEXT:   }
// ANALYSIS-NEXT:   func.func @order(%arg0: tensor<4xf32> {bufferization.access = "read"}, %arg1: i1) -> tensor<4xf32> {
// ANALYSIS-NEXT:     cf.br ^bb2
// ANALYSIS-NEXT:   ^bb1(%0: tensor<4xf32>):  // pred: ^bb2
// ANALYSIS-NEXT:     return {__inplace_operands_attr__ = ["true"]} %0 : tensor<4xf32>
// ANALYSIS-NEXT:   ^bb2:  // pred: ^bb0
// ANALYSIS-NEXT:     cf.br ^bb1(%arg0 : tensor<4xf32>) {__inplace_operands_attr__ = ["true"]}
// ANALYSIS-NEXT:   }
// ANALYSIS-NEXT: }

// CHECK: module {
// CHECK-NEXT:   func.func @loop(%arg0: memref<4xf32, strided<[?], offset: ?>>, %arg1: index, %arg2: f32) -> memref<4xf32, strided<[?], offset: ?>> {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     cf.br ^bb1(%c0, %arg0 : index, memref<4xf32, strided<[?], offset: ?>>)
// CHECK-NEXT:   ^bb1(%0: index, %1: memref<4xf32, strided<[?], offset: ?>>):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT:     %2 = arith.cmpi slt, %0, %arg1 : index
// CHECK-NEXT:     cf.cond_br %2, ^bb2, ^bb3
// CHECK-NEXT:   ^bb2:  // pred: ^bb1
// CHECK-NEXT:     memref.store %arg2, %1[%c0] : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     %3 = arith.addi %0, %c1 : index
// CHECK-NEXT:     cf.br ^bb1(%3, %1 : index, memref<4xf32, strided<[?], offset: ?>>)
// CHECK-NEXT:   ^bb3:  // pred: ^bb1
// CHECK-NEXT:     return %1 : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @read_then_write(%arg0: memref<4xf32, strided<[?], offset: ?>>, %arg1: index) -> memref<4xf32, strided<[?], offset: ?>> {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     cf.br ^bb1(%c0, %arg0 : index, memref<4xf32, strided<[?], offset: ?>>)
// CHECK-NEXT:   ^bb1(%0: index, %1: memref<4xf32, strided<[?], offset: ?>>):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT:     %2 = arith.cmpi slt, %0, %arg1 : index
// CHECK-NEXT:     cf.cond_br %2, ^bb2, ^bb3
// CHECK-NEXT:   ^bb2:  // pred: ^bb1
// CHECK-NEXT:     %3 = memref.load %1[%0] : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     %4 = arith.addf %3, %3 : f32
// CHECK-NEXT:     memref.store %4, %1[%0] : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     %5 = arith.addi %0, %c1 : index
// CHECK-NEXT:     cf.br ^bb1(%5, %1 : index, memref<4xf32, strided<[?], offset: ?>>)
// CHECK-NEXT:   ^bb3:  // pred: ^bb1
// CHECK-NEXT:     return %1 : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @do_while(%arg0: memref<4xf32, strided<[?], offset: ?>>, %arg1: index, %arg2: f32) -> (memref<4xf32>, f32) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     cf.br ^bb1(%c0, %arg0 : index, memref<4xf32, strided<[?], offset: ?>>)
// CHECK-NEXT:   ^bb1(%0: index, %1: memref<4xf32, strided<[?], offset: ?>>):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT:     memref.copy %1, %alloc : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32>
// CHECK-NEXT:     memref.store %arg2, %alloc[%0] : memref<4xf32>
// CHECK-NEXT:     %cast = memref.cast %alloc : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     %2 = arith.addi %0, %c1 : index
// CHECK-NEXT:     %3 = arith.cmpi slt, %2, %arg1 : index
// CHECK-NEXT:     cf.cond_br %3, ^bb1(%2, %cast : index, memref<4xf32, strided<[?], offset: ?>>), ^bb2
// CHECK-NEXT:   ^bb2:  // pred: ^bb1
// CHECK-NEXT:     %4 = memref.load %1[%c0] : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     %cast_0 = memref.cast %alloc : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     return %alloc, %4 : memref<4xf32>, f32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @branchy(%arg0: memref<4xf32, strided<[?], offset: ?>>, %arg1: index, %arg2: index) -> memref<4xf32, strided<[?], offset: ?>> {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     cf.br ^bb1(%c0, %arg0 : index, memref<4xf32, strided<[?], offset: ?>>)
// CHECK-NEXT:   ^bb1(%0: index, %1: memref<4xf32, strided<[?], offset: ?>>):  // 2 preds: ^bb0, ^bb4
// CHECK-NEXT:     %2 = arith.cmpi slt, %0, %arg1 : index
// CHECK-NEXT:     cf.cond_br %2, ^bb2, ^bb5
// CHECK-NEXT:   ^bb2:  // pred: ^bb1
// CHECK-NEXT:     %3 = arith.remui %0, %c2 : index
// CHECK-NEXT:     %4 = arith.cmpi eq, %3, %c0 : index
// CHECK-NEXT:     cf.cond_br %4, ^bb3, ^bb4(%1 : memref<4xf32, strided<[?], offset: ?>>)
// CHECK-NEXT:   ^bb3:  // pred: ^bb2
// CHECK-NEXT:     %5 = memref.load %1[%arg2] : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     %6 = arith.mulf %5, %5 : f32
// CHECK-NEXT:     memref.store %6, %1[%arg2] : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     cf.br ^bb4(%1 : memref<4xf32, strided<[?], offset: ?>>)
// CHECK-NEXT:   ^bb4(%7: memref<4xf32, strided<[?], offset: ?>>):  // 2 preds: ^bb2, ^bb3
// CHECK-NEXT:     %8 = arith.addi %0, %c1 : index
// CHECK-NEXT:     cf.br ^bb1(%8, %7 : index, memref<4xf32, strided<[?], offset: ?>>)
// CHECK-NEXT:   ^bb5:  // pred: ^bb1
// CHECK-NEXT:     return %1 : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @read_outer(%arg0: memref<4xf32, strided<[?], offset: ?>>, %arg1: memref<4xf32, strided<[?], offset: ?>>, %arg2: index) -> memref<4xf32, strided<[?], offset: ?>> {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     cf.br ^bb1(%c0, %arg0 : index, memref<4xf32, strided<[?], offset: ?>>)
// CHECK-NEXT:   ^bb1(%0: index, %1: memref<4xf32, strided<[?], offset: ?>>):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT:     %2 = arith.cmpi slt, %0, %arg2 : index
// CHECK-NEXT:     cf.cond_br %2, ^bb2, ^bb3
// CHECK-NEXT:   ^bb2:  // pred: ^bb1
// CHECK-NEXT:     %3 = memref.load %arg1[%0] : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     cf.assert %2, "in bounds"
// CHECK-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT:     memref.copy %1, %alloc : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32>
// CHECK-NEXT:     memref.store %3, %alloc[%0] : memref<4xf32>
// CHECK-NEXT:     %4 = arith.addi %0, %c1 : index
// CHECK-NEXT:     %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT:     memref.copy %alloc, %alloc_0 : memref<4xf32> to memref<4xf32>
// CHECK-NEXT:     %cast = memref.cast %alloc_0 : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     cf.br ^bb1(%4, %cast : index, memref<4xf32, strided<[?], offset: ?>>)
// CHECK-NEXT:   ^bb3:  // pred: ^bb1
// CHECK-NEXT:     %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:     memref.store %cst, %arg1[%c0] : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     %5 = memref.load %arg1[%c0] : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     memref.store %5, %1[%c0] : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     return %1 : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @nested(%arg0: memref<4x4xf32, strided<[?, ?], offset: ?>>, %arg1: index, %arg2: f32) -> memref<4x4xf32, strided<[?, ?], offset: ?>> {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     cf.br ^bb1(%c0, %arg0 : index, memref<4x4xf32, strided<[?, ?], offset: ?>>)
// CHECK-NEXT:   ^bb1(%0: index, %1: memref<4x4xf32, strided<[?, ?], offset: ?>>):  // 2 preds: ^bb0, ^bb5
// CHECK-NEXT:     %2 = arith.cmpi slt, %0, %arg1 : index
// CHECK-NEXT:     cf.cond_br %2, ^bb2, ^bb6
// CHECK-NEXT:   ^bb2:  // pred: ^bb1
// CHECK-NEXT:     cf.br ^bb3(%c0, %1 : index, memref<4x4xf32, strided<[?, ?], offset: ?>>)
// CHECK-NEXT:   ^bb3(%3: index, %4: memref<4x4xf32, strided<[?, ?], offset: ?>>):  // 2 preds: ^bb2, ^bb4
// CHECK-NEXT:     %5 = arith.cmpi slt, %3, %arg1 : index
// CHECK-NEXT:     cf.cond_br %5, ^bb4, ^bb5
// CHECK-NEXT:   ^bb4:  // pred: ^bb3
// CHECK-NEXT:     memref.store %arg2, %4[%0, %3] : memref<4x4xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT:     %6 = arith.addi %3, %c1 : index
// CHECK-NEXT:     cf.br ^bb3(%6, %4 : index, memref<4x4xf32, strided<[?, ?], offset: ?>>)
// CHECK-NEXT:   ^bb5:  // pred: ^bb3
// CHECK-NEXT:     %7 = arith.addi %0, %c1 : index
// CHECK-NEXT:     cf.br ^bb1(%7, %4 : index, memref<4x4xf32, strided<[?, ?], offset: ?>>)
// CHECK-NEXT:   ^bb6:  // pred: ^bb1
// CHECK-NEXT:     return %1 : memref<4x4xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @if_in_loop(%arg0: memref<4xf32, strided<[?], offset: ?>>, %arg1: index, %arg2: f32) -> memref<4xf32, strided<[?], offset: ?>> {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     cf.br ^bb1(%c0, %arg0 : index, memref<4xf32, strided<[?], offset: ?>>)
// CHECK-NEXT:   ^bb1(%0: index, %1: memref<4xf32, strided<[?], offset: ?>>):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT:     %2 = arith.cmpi slt, %0, %arg1 : index
// CHECK-NEXT:     cf.cond_br %2, ^bb2, ^bb3
// CHECK-NEXT:   ^bb2:  // pred: ^bb1
// CHECK-NEXT:     %3 = arith.cmpi eq, %0, %c0 : index
// CHECK-NEXT:     %4 = scf.if %3 -> (memref<4xf32, strided<[?], offset: ?>>) {
// CHECK-NEXT:       memref.store %arg2, %1[%0] : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:       scf.yield %1 : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     } else {
// CHECK-NEXT:       scf.yield %1 : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     }
// CHECK-NEXT:     %5 = arith.addi %0, %c1 : index
// CHECK-NEXT:     cf.br ^bb1(%5, %4 : index, memref<4xf32, strided<[?], offset: ?>>)
// CHECK-NEXT:   ^bb3:  // pred: ^bb1
// CHECK-NEXT:     return %1 : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @slices(%arg0: memref<8xf32, strided<[?], offset: ?>>, %arg1: index, %arg2: f32) -> memref<8xf32, strided<[?], offset: ?>> {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     cf.br ^bb1(%c0, %arg0 : index, memref<8xf32, strided<[?], offset: ?>>)
// CHECK-NEXT:   ^bb1(%0: index, %1: memref<8xf32, strided<[?], offset: ?>>):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT:     %2 = arith.cmpi slt, %0, %arg1 : index
// CHECK-NEXT:     cf.cond_br %2, ^bb2, ^bb3
// CHECK-NEXT:   ^bb2:  // pred: ^bb1
// CHECK-NEXT:     %subview = memref.subview %1[%0] [2] [1] : memref<8xf32, strided<[?], offset: ?>> to memref<2xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     linalg.fill ins(%arg2 : f32) outs(%subview : memref<2xf32, strided<[?], offset: ?>>)
// CHECK-NEXT:     %subview_0 = memref.subview %1[%0] [2] [1] : memref<8xf32, strided<[?], offset: ?>> to memref<2xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     memref.copy %subview, %subview_0 : memref<2xf32, strided<[?], offset: ?>> to memref<2xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     %3 = arith.addi %0, %c1 : index
// CHECK-NEXT:     cf.br ^bb1(%3, %1 : index, memref<8xf32, strided<[?], offset: ?>>)
// CHECK-NEXT:   ^bb3:  // pred: ^bb1
// CHECK-NEXT:     return %1 : memref<8xf32, strided<[?], offset: ?>>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @for_in_loop(%arg0: memref<4xf32, strided<[?], offset: ?>>, %arg1: index, %arg2: f32) -> memref<4xf32, strided<[?], offset: ?>> {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c4 = arith.constant 4 : index
// CHECK-NEXT:     cf.br ^bb1(%c0, %arg0 : index, memref<4xf32, strided<[?], offset: ?>>)
// CHECK-NEXT:   ^bb1(%0: index, %1: memref<4xf32, strided<[?], offset: ?>>):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT:     %2 = arith.cmpi slt, %0, %arg1 : index
// CHECK-NEXT:     cf.cond_br %2, ^bb2, ^bb3
// CHECK-NEXT:   ^bb2:  // pred: ^bb1
// CHECK-NEXT:     %3 = scf.for %arg3 = %c0 to %c4 step %c1 iter_args(%arg4 = %1) -> (memref<4xf32, strided<[?], offset: ?>>) {
// CHECK-NEXT:       %5 = memref.load %arg4[%arg3] : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:       %6 = arith.addf %5, %arg2 : f32
// CHECK-NEXT:       memref.store %6, %arg4[%arg3] : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:       scf.yield %arg4 : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     }
// CHECK-NEXT:     %4 = arith.addi %0, %c1 : index
// CHECK-NEXT:     cf.br ^bb1(%4, %3 : index, memref<4xf32, strided<[?], offset: ?>>)
// CHECK-NEXT:   ^bb3:  // pred: ^bb1
// CHECK-NEXT:     return %1 : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @generic_in_loop(%arg0: memref<4xf32, strided<[?], offset: ?>>, %arg1: memref<4xf32, strided<[?], offset: ?>>, %arg2: index) -> (memref<4xf32, strided<[?], offset: ?>>, memref<4xf32, strided<[?], offset: ?>>) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     cf.br ^bb1(%c0, %arg0 : index, memref<4xf32, strided<[?], offset: ?>>)
// CHECK-NEXT:   ^bb1(%0: index, %1: memref<4xf32, strided<[?], offset: ?>>):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT:     %2 = arith.cmpi slt, %0, %arg2 : index
// CHECK-NEXT:     cf.cond_br %2, ^bb2, ^bb3
// CHECK-NEXT:   ^bb2:  // pred: ^bb1
// CHECK-NEXT:     linalg.add ins(%1, %arg1 : memref<4xf32, strided<[?], offset: ?>>, memref<4xf32, strided<[?], offset: ?>>) outs(%1 : memref<4xf32, strided<[?], offset: ?>>)
// CHECK-NEXT:     %3 = arith.addi %0, %c1 : index
// CHECK-NEXT:     cf.br ^bb1(%3, %1 : index, memref<4xf32, strided<[?], offset: ?>>)
// CHECK-NEXT:   ^bb3:  // pred: ^bb1
// CHECK-NEXT:     linalg.add ins(%arg1, %arg1 : memref<4xf32, strided<[?], offset: ?>>, memref<4xf32, strided<[?], offset: ?>>) outs(%arg1 : memref<4xf32, strided<[?], offset: ?>>)
// CHECK-NEXT:     return %1, %arg1 : memref<4xf32, strided<[?], offset: ?>>, memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @order(%arg0: memref<4xf32, strided<[?], offset: ?>>, %arg1: i1) -> memref<4xf32, strided<[?], offset: ?>> {
// CHECK-NEXT:     cf.br ^bb2
// CHECK-NEXT:   ^bb1(%0: memref<4xf32, strided<[?], offset: ?>>):  // pred: ^bb2
// CHECK-NEXT:     return %0 : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     cf.br ^bb1(%arg0 : memref<4xf32, strided<[?], offset: ?>>)
// CHECK-NEXT:   }
// CHECK-NEXT: }

// IDENT: module {
// IDENT-NEXT:   func.func @loop(%arg0: memref<4xf32>, %arg1: index, %arg2: f32) -> memref<4xf32> {
// IDENT-NEXT:     %c0 = arith.constant 0 : index
// IDENT-NEXT:     %c1 = arith.constant 1 : index
// IDENT-NEXT:     cf.br ^bb1(%c0, %arg0 : index, memref<4xf32>)
// IDENT-NEXT:   ^bb1(%0: index, %1: memref<4xf32>):  // 2 preds: ^bb0, ^bb2
// IDENT-NEXT:     %2 = arith.cmpi slt, %0, %arg1 : index
// IDENT-NEXT:     cf.cond_br %2, ^bb2, ^bb3
// IDENT-NEXT:   ^bb2:  // pred: ^bb1
// IDENT-NEXT:     memref.store %arg2, %1[%c0] : memref<4xf32>
// IDENT-NEXT:     %3 = arith.addi %0, %c1 : index
// IDENT-NEXT:     cf.br ^bb1(%3, %1 : index, memref<4xf32>)
// IDENT-NEXT:   ^bb3:  // pred: ^bb1
// IDENT-NEXT:     return %1 : memref<4xf32>
// IDENT-NEXT:   }
// IDENT-NEXT:   func.func @read_then_write(%arg0: memref<4xf32>, %arg1: index) -> memref<4xf32> {
// IDENT-NEXT:     %c0 = arith.constant 0 : index
// IDENT-NEXT:     %c1 = arith.constant 1 : index
// IDENT-NEXT:     cf.br ^bb1(%c0, %arg0 : index, memref<4xf32>)
// IDENT-NEXT:   ^bb1(%0: index, %1: memref<4xf32>):  // 2 preds: ^bb0, ^bb2
// IDENT-NEXT:     %2 = arith.cmpi slt, %0, %arg1 : index
// IDENT-NEXT:     cf.cond_br %2, ^bb2, ^bb3
// IDENT-NEXT:   ^bb2:  // pred: ^bb1
// IDENT-NEXT:     %3 = memref.load %1[%0] : memref<4xf32>
// IDENT-NEXT:     %4 = arith.addf %3, %3 : f32
// IDENT-NEXT:     memref.store %4, %1[%0] : memref<4xf32>
// IDENT-NEXT:     %5 = arith.addi %0, %c1 : index
// IDENT-NEXT:     cf.br ^bb1(%5, %1 : index, memref<4xf32>)
// IDENT-NEXT:   ^bb3:  // pred: ^bb1
// IDENT-NEXT:     return %1 : memref<4xf32>
// IDENT-NEXT:   }
// IDENT-NEXT:   func.func @do_while(%arg0: memref<4xf32>, %arg1: index, %arg2: f32) -> (memref<4xf32>, f32) {
// IDENT-NEXT:     %c0 = arith.constant 0 : index
// IDENT-NEXT:     %c1 = arith.constant 1 : index
// IDENT-NEXT:     cf.br ^bb1(%c0, %arg0 : index, memref<4xf32>)
// IDENT-NEXT:   ^bb1(%0: index, %1: memref<4xf32>):  // 2 preds: ^bb0, ^bb1
// IDENT-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// IDENT-NEXT:     memref.copy %1, %alloc : memref<4xf32> to memref<4xf32>
// IDENT-NEXT:     memref.store %arg2, %alloc[%0] : memref<4xf32>
// IDENT-NEXT:     %2 = arith.addi %0, %c1 : index
// IDENT-NEXT:     %3 = arith.cmpi slt, %2, %arg1 : index
// IDENT-NEXT:     cf.cond_br %3, ^bb1(%2, %alloc : index, memref<4xf32>), ^bb2
// IDENT-NEXT:   ^bb2:  // pred: ^bb1
// IDENT-NEXT:     %4 = memref.load %1[%c0] : memref<4xf32>
// IDENT-NEXT:     return %alloc, %4 : memref<4xf32>, f32
// IDENT-NEXT:   }
// IDENT-NEXT:   func.func @branchy(%arg0: memref<4xf32>, %arg1: index, %arg2: index) -> memref<4xf32> {
// IDENT-NEXT:     %c0 = arith.constant 0 : index
// IDENT-NEXT:     %c1 = arith.constant 1 : index
// IDENT-NEXT:     %c2 = arith.constant 2 : index
// IDENT-NEXT:     cf.br ^bb1(%c0, %arg0 : index, memref<4xf32>)
// IDENT-NEXT:   ^bb1(%0: index, %1: memref<4xf32>):  // 2 preds: ^bb0, ^bb4
// IDENT-NEXT:     %2 = arith.cmpi slt, %0, %arg1 : index
// IDENT-NEXT:     cf.cond_br %2, ^bb2, ^bb5
// IDENT-NEXT:   ^bb2:  // pred: ^bb1
// IDENT-NEXT:     %3 = arith.remui %0, %c2 : index
// IDENT-NEXT:     %4 = arith.cmpi eq, %3, %c0 : index
// IDENT-NEXT:     cf.cond_br %4, ^bb3, ^bb4(%1 : memref<4xf32>)
// IDENT-NEXT:   ^bb3:  // pred: ^bb2
// IDENT-NEXT:     %5 = memref.load %1[%arg2] : memref<4xf32>
// IDENT-NEXT:     %6 = arith.mulf %5, %5 : f32
// IDENT-NEXT:     memref.store %6, %1[%arg2] : memref<4xf32>
// IDENT-NEXT:     cf.br ^bb4(%1 : memref<4xf32>)
// IDENT-NEXT:   ^bb4(%7: memref<4xf32>):  // 2 preds: ^bb2, ^bb3
// IDENT-NEXT:     %8 = arith.addi %0, %c1 : index
// IDENT-NEXT:     cf.br ^bb1(%8, %7 : index, memref<4xf32>)
// IDENT-NEXT:   ^bb5:  // pred: ^bb1
// IDENT-NEXT:     return %1 : memref<4xf32>
// IDENT-NEXT:   }
// IDENT-NEXT:   func.func @read_outer(%arg0: memref<4xf32>, %arg1: memref<4xf32>, %arg2: index) -> memref<4xf32> {
// IDENT-NEXT:     %c0 = arith.constant 0 : index
// IDENT-NEXT:     %c1 = arith.constant 1 : index
// IDENT-NEXT:     cf.br ^bb1(%c0, %arg0 : index, memref<4xf32>)
// IDENT-NEXT:   ^bb1(%0: index, %1: memref<4xf32>):  // 2 preds: ^bb0, ^bb2
// IDENT-NEXT:     %2 = arith.cmpi slt, %0, %arg2 : index
// IDENT-NEXT:     cf.cond_br %2, ^bb2, ^bb3
// IDENT-NEXT:   ^bb2:  // pred: ^bb1
// IDENT-NEXT:     %3 = memref.load %arg1[%0] : memref<4xf32>
// IDENT-NEXT:     cf.assert %2, "in bounds"
// IDENT-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// IDENT-NEXT:     memref.copy %1, %alloc : memref<4xf32> to memref<4xf32>
// IDENT-NEXT:     memref.store %3, %alloc[%0] : memref<4xf32>
// IDENT-NEXT:     %4 = arith.addi %0, %c1 : index
// IDENT-NEXT:     %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// IDENT-NEXT:     memref.copy %alloc, %alloc_0 : memref<4xf32> to memref<4xf32>
// IDENT-NEXT:     cf.br ^bb1(%4, %alloc_0 : index, memref<4xf32>)
// IDENT-NEXT:   ^bb3:  // pred: ^bb1
// IDENT-NEXT:     %cst = arith.constant 0.000000e+00 : f32
// IDENT-NEXT:     memref.store %cst, %arg1[%c0] : memref<4xf32>
// IDENT-NEXT:     %5 = memref.load %arg1[%c0] : memref<4xf32>
// IDENT-NEXT:     memref.store %5, %1[%c0] : memref<4xf32>
// IDENT-NEXT:     return %1 : memref<4xf32>
// IDENT-NEXT:   }
// IDENT-NEXT:   func.func @nested(%arg0: memref<4x4xf32>, %arg1: index, %arg2: f32) -> memref<4x4xf32> {
// IDENT-NEXT:     %c0 = arith.constant 0 : index
// IDENT-NEXT:     %c1 = arith.constant 1 : index
// IDENT-NEXT:     cf.br ^bb1(%c0, %arg0 : index, memref<4x4xf32>)
// IDENT-NEXT:   ^bb1(%0: index, %1: memref<4x4xf32>):  // 2 preds: ^bb0, ^bb5
// IDENT-NEXT:     %2 = arith.cmpi slt, %0, %arg1 : index
// IDENT-NEXT:     cf.cond_br %2, ^bb2, ^bb6
// IDENT-NEXT:   ^bb2:  // pred: ^bb1
// IDENT-NEXT:     cf.br ^bb3(%c0, %1 : index, memref<4x4xf32>)
// IDENT-NEXT:   ^bb3(%3: index, %4: memref<4x4xf32>):  // 2 preds: ^bb2, ^bb4
// IDENT-NEXT:     %5 = arith.cmpi slt, %3, %arg1 : index
// IDENT-NEXT:     cf.cond_br %5, ^bb4, ^bb5
// IDENT-NEXT:   ^bb4:  // pred: ^bb3
// IDENT-NEXT:     memref.store %arg2, %4[%0, %3] : memref<4x4xf32>
// IDENT-NEXT:     %6 = arith.addi %3, %c1 : index
// IDENT-NEXT:     cf.br ^bb3(%6, %4 : index, memref<4x4xf32>)
// IDENT-NEXT:   ^bb5:  // pred: ^bb3
// IDENT-NEXT:     %7 = arith.addi %0, %c1 : index
// IDENT-NEXT:     cf.br ^bb1(%7, %4 : index, memref<4x4xf32>)
// IDENT-NEXT:   ^bb6:  // pred: ^bb1
// IDENT-NEXT:     return %1 : memref<4x4xf32>
// IDENT-NEXT:   }
// IDENT-NEXT:   func.func @if_in_loop(%arg0: memref<4xf32>, %arg1: index, %arg2: f32) -> memref<4xf32> {
// IDENT-NEXT:     %c0 = arith.constant 0 : index
// IDENT-NEXT:     %c1 = arith.constant 1 : index
// IDENT-NEXT:     cf.br ^bb1(%c0, %arg0 : index, memref<4xf32>)
// IDENT-NEXT:   ^bb1(%0: index, %1: memref<4xf32>):  // 2 preds: ^bb0, ^bb2
// IDENT-NEXT:     %2 = arith.cmpi slt, %0, %arg1 : index
// IDENT-NEXT:     cf.cond_br %2, ^bb2, ^bb3
// IDENT-NEXT:   ^bb2:  // pred: ^bb1
// IDENT-NEXT:     %3 = arith.cmpi eq, %0, %c0 : index
// IDENT-NEXT:     %4 = scf.if %3 -> (memref<4xf32>) {
// IDENT-NEXT:       memref.store %arg2, %1[%0] : memref<4xf32>
// IDENT-NEXT:       scf.yield %1 : memref<4xf32>
// IDENT-NEXT:     } else {
// IDENT-NEXT:       scf.yield %1 : memref<4xf32>
// IDENT-NEXT:     }
// IDENT-NEXT:     %5 = arith.addi %0, %c1 : index
// IDENT-NEXT:     cf.br ^bb1(%5, %4 : index, memref<4xf32>)
// IDENT-NEXT:   ^bb3:  // pred: ^bb1
// IDENT-NEXT:     return %1 : memref<4xf32>
// IDENT-NEXT:   }
// IDENT-NEXT:   func.func @slices(%arg0: memref<8xf32>, %arg1: index, %arg2: f32) -> memref<8xf32> {
// IDENT-NEXT:     %c0 = arith.constant 0 : index
// IDENT-NEXT:     %c1 = arith.constant 1 : index
// IDENT-NEXT:     cf.br ^bb1(%c0, %arg0 : index, memref<8xf32>)
// IDENT-NEXT:   ^bb1(%0: index, %1: memref<8xf32>):  // 2 preds: ^bb0, ^bb2
// IDENT-NEXT:     %2 = arith.cmpi slt, %0, %arg1 : index
// IDENT-NEXT:     cf.cond_br %2, ^bb2, ^bb3
// IDENT-NEXT:   ^bb2:  // pred: ^bb1
// IDENT-NEXT:     %subview = memref.subview %1[%0] [2] [1] : memref<8xf32> to memref<2xf32, strided<[1], offset: ?>>
// IDENT-NEXT:     linalg.fill ins(%arg2 : f32) outs(%subview : memref<2xf32, strided<[1], offset: ?>>)
// IDENT-NEXT:     %subview_0 = memref.subview %1[%0] [2] [1] : memref<8xf32> to memref<2xf32, strided<[1], offset: ?>>
// IDENT-NEXT:     memref.copy %subview, %subview_0 : memref<2xf32, strided<[1], offset: ?>> to memref<2xf32, strided<[1], offset: ?>>
// IDENT-NEXT:     %3 = arith.addi %0, %c1 : index
// IDENT-NEXT:     cf.br ^bb1(%3, %1 : index, memref<8xf32>)
// IDENT-NEXT:   ^bb3:  // pred: ^bb1
// IDENT-NEXT:     return %1 : memref<8xf32>
// IDENT-NEXT:   }
// IDENT-NEXT:   func.func @for_in_loop(%arg0: memref<4xf32>, %arg1: index, %arg2: f32) -> memref<4xf32> {
// IDENT-NEXT:     %c0 = arith.constant 0 : index
// IDENT-NEXT:     %c1 = arith.constant 1 : index
// IDENT-NEXT:     %c4 = arith.constant 4 : index
// IDENT-NEXT:     cf.br ^bb1(%c0, %arg0 : index, memref<4xf32>)
// IDENT-NEXT:   ^bb1(%0: index, %1: memref<4xf32>):  // 2 preds: ^bb0, ^bb2
// IDENT-NEXT:     %2 = arith.cmpi slt, %0, %arg1 : index
// IDENT-NEXT:     cf.cond_br %2, ^bb2, ^bb3
// IDENT-NEXT:   ^bb2:  // pred: ^bb1
// IDENT-NEXT:     %3 = scf.for %arg3 = %c0 to %c4 step %c1 iter_args(%arg4 = %1) -> (memref<4xf32>) {
// IDENT-NEXT:       %5 = memref.load %arg4[%arg3] : memref<4xf32>
// IDENT-NEXT:       %6 = arith.addf %5, %arg2 : f32
// IDENT-NEXT:       memref.store %6, %arg4[%arg3] : memref<4xf32>
// IDENT-NEXT:       scf.yield %arg4 : memref<4xf32>
// IDENT-NEXT:     }
// IDENT-NEXT:     %4 = arith.addi %0, %c1 : index
// IDENT-NEXT:     cf.br ^bb1(%4, %3 : index, memref<4xf32>)
// IDENT-NEXT:   ^bb3:  // pred: ^bb1
// IDENT-NEXT:     return %1 : memref<4xf32>
// IDENT-NEXT:   }
// IDENT-NEXT:   func.func @generic_in_loop(%arg0: memref<4xf32>, %arg1: memref<4xf32>, %arg2: index) -> (memref<4xf32>, memref<4xf32>) {
// IDENT-NEXT:     %c0 = arith.constant 0 : index
// IDENT-NEXT:     %c1 = arith.constant 1 : index
// IDENT-NEXT:     cf.br ^bb1(%c0, %arg0 : index, memref<4xf32>)
// IDENT-NEXT:   ^bb1(%0: index, %1: memref<4xf32>):  // 2 preds: ^bb0, ^bb2
// IDENT-NEXT:     %2 = arith.cmpi slt, %0, %arg2 : index
// IDENT-NEXT:     cf.cond_br %2, ^bb2, ^bb3
// IDENT-NEXT:   ^bb2:  // pred: ^bb1
// IDENT-NEXT:     linalg.add ins(%1, %arg1 : memref<4xf32>, memref<4xf32>) outs(%1 : memref<4xf32>)
// IDENT-NEXT:     %3 = arith.addi %0, %c1 : index
// IDENT-NEXT:     cf.br ^bb1(%3, %1 : index, memref<4xf32>)
// IDENT-NEXT:   ^bb3:  // pred: ^bb1
// IDENT-NEXT:     linalg.add ins(%arg1, %arg1 : memref<4xf32>, memref<4xf32>) outs(%arg1 : memref<4xf32>)
// IDENT-NEXT:     return %1, %arg1 : memref<4xf32>, memref<4xf32>
// IDENT-NEXT:   }
// IDENT-NEXT:   func.func @order(%arg0: memref<4xf32>, %arg1: i1) -> memref<4xf32> {
// IDENT-NEXT:     cf.br ^bb2
// IDENT-NEXT:   ^bb1(%0: memref<4xf32>):  // pred: ^bb2
// IDENT-NEXT:     return %0 : memref<4xf32>
// IDENT-NEXT:   ^bb2:  // pred: ^bb0
// IDENT-NEXT:     cf.br ^bb1(%arg0 : memref<4xf32>)
// IDENT-NEXT:   }
// IDENT-NEXT: }

// NOBOUND: module {
// NOBOUND-NEXT:   func.func @loop(%arg0: tensor<4xf32>, %arg1: index, %arg2: f32) -> tensor<4xf32> {
// NOBOUND-NEXT:     %c0 = arith.constant 0 : index
// NOBOUND-NEXT:     %c1 = arith.constant 1 : index
// NOBOUND-NEXT:     cf.br ^bb1(%c0, %arg0 : index, tensor<4xf32>) {__inplace_operands_attr__ = ["none", "true"]}
// NOBOUND-NEXT:   ^bb1(%0: index, %1: tensor<4xf32>):  // 2 preds: ^bb0, ^bb2
// NOBOUND-NEXT:     %2 = arith.cmpi slt, %0, %arg1 : index
// NOBOUND-NEXT:     cf.cond_br %2, ^bb2, ^bb3
// NOBOUND-NEXT:   ^bb2:  // pred: ^bb1
// NOBOUND-NEXT:     %inserted = tensor.insert %arg2 into %1[%c0] {__inplace_operands_attr__ = ["none", "false", "none"]} : tensor<4xf32>
// NOBOUND-NEXT:     %3 = arith.addi %0, %c1 : index
// NOBOUND-NEXT:     cf.br ^bb1(%3, %inserted : index, tensor<4xf32>) {__inplace_operands_attr__ = ["none", "true"]}
// NOBOUND-NEXT:   ^bb3:  // pred: ^bb1
// NOBOUND-NEXT:     return {__inplace_operands_attr__ = ["false"]} %1 : tensor<4xf32>
// NOBOUND-NEXT:   }
// NOBOUND-NEXT:   func.func @read_then_write(%arg0: tensor<4xf32>, %arg1: index) -> tensor<4xf32> {
// NOBOUND-NEXT:     %c0 = arith.constant 0 : index
// NOBOUND-NEXT:     %c1 = arith.constant 1 : index
// NOBOUND-NEXT:     cf.br ^bb1(%c0, %arg0 : index, tensor<4xf32>) {__inplace_operands_attr__ = ["none", "true"]}
// NOBOUND-NEXT:   ^bb1(%0: index, %1: tensor<4xf32>):  // 2 preds: ^bb0, ^bb2
// NOBOUND-NEXT:     %2 = arith.cmpi slt, %0, %arg1 : index
// NOBOUND-NEXT:     cf.cond_br %2, ^bb2, ^bb3
// NOBOUND-NEXT:   ^bb2:  // pred: ^bb1
// NOBOUND-NEXT:     %extracted = tensor.extract %1[%0] {__inplace_operands_attr__ = ["true", "none"]} : tensor<4xf32>
// NOBOUND-NEXT:     %3 = arith.addf %extracted, %extracted : f32
// NOBOUND-NEXT:     %inserted = tensor.insert %3 into %1[%0] {__inplace_operands_attr__ = ["none", "false", "none"]} : tensor<4xf32>
// NOBOUND-NEXT:     %4 = arith.addi %0, %c1 : index
// NOBOUND-NEXT:     cf.br ^bb1(%4, %inserted : index, tensor<4xf32>) {__inplace_operands_attr__ = ["none", "true"]}
// NOBOUND-NEXT:   ^bb3:  // pred: ^bb1
// NOBOUND-NEXT:     return {__inplace_operands_attr__ = ["false"]} %1 : tensor<4xf32>
// NOBOUND-NEXT:   }
// NOBOUND-NEXT:   func.func @do_while(%arg0: tensor<4xf32>, %arg1: index, %arg2: f32) -> (tensor<4xf32>, f32) {
// NOBOUND-NEXT:     %c0 = arith.constant 0 : index
// NOBOUND-NEXT:     %c1 = arith.constant 1 : index
// NOBOUND-NEXT:     cf.br ^bb1(%c0, %arg0 : index, tensor<4xf32>) {__inplace_operands_attr__ = ["none", "true"]}
// NOBOUND-NEXT:   ^bb1(%0: index, %1: tensor<4xf32>):  // 2 preds: ^bb0, ^bb1
// NOBOUND-NEXT:     %inserted = tensor.insert %arg2 into %1[%0] {__inplace_operands_attr__ = ["none", "false", "none"]} : tensor<4xf32>
// NOBOUND-NEXT:     %2 = arith.addi %0, %c1 : index
// NOBOUND-NEXT:     %3 = arith.cmpi slt, %2, %arg1 : index
// NOBOUND-NEXT:     cf.cond_br %3, ^bb1(%2, %inserted : index, tensor<4xf32>), ^bb2 {__inplace_operands_attr__ = ["none", "none", "false"]}
// NOBOUND-NEXT:   ^bb2:  // pred: ^bb1
// NOBOUND-NEXT:     %extracted = tensor.extract %1[%c0] {__inplace_operands_attr__ = ["true", "none"]} : tensor<4xf32>
// NOBOUND-NEXT:     return {__inplace_operands_attr__ = ["true", "none"]} %inserted, %extracted : tensor<4xf32>, f32
// NOBOUND-NEXT:   }
// NOBOUND-NEXT:   func.func @branchy(%arg0: tensor<4xf32>, %arg1: index, %arg2: index) -> tensor<4xf32> {
// NOBOUND-NEXT:     %c0 = arith.constant 0 : index
// NOBOUND-NEXT:     %c1 = arith.constant 1 : index
// NOBOUND-NEXT:     %c2 = arith.constant 2 : index
// NOBOUND-NEXT:     cf.br ^bb1(%c0, %arg0 : index, tensor<4xf32>) {__inplace_operands_attr__ = ["none", "true"]}
// NOBOUND-NEXT:   ^bb1(%0: index, %1: tensor<4xf32>):  // 2 preds: ^bb0, ^bb4
// NOBOUND-NEXT:     %2 = arith.cmpi slt, %0, %arg1 : index
// NOBOUND-NEXT:     cf.cond_br %2, ^bb2, ^bb5
// NOBOUND-NEXT:   ^bb2:  // pred: ^bb1
// NOBOUND-NEXT:     %3 = arith.remui %0, %c2 : index
// NOBOUND-NEXT:     %4 = arith.cmpi eq, %3, %c0 : index
// NOBOUND-NEXT:     cf.cond_br %4, ^bb3, ^bb4(%1 : tensor<4xf32>) {__inplace_operands_attr__ = ["none", "true"]}
// NOBOUND-NEXT:   ^bb3:  // pred: ^bb2
// NOBOUND-NEXT:     %extracted = tensor.extract %1[%arg2] {__inplace_operands_attr__ = ["true", "none"]} : tensor<4xf32>
// NOBOUND-NEXT:     %5 = arith.mulf %extracted, %extracted : f32
// NOBOUND-NEXT:     %inserted = tensor.insert %5 into %1[%arg2] {__inplace_operands_attr__ = ["none", "false", "none"]} : tensor<4xf32>
// NOBOUND-NEXT:     cf.br ^bb4(%inserted : tensor<4xf32>) {__inplace_operands_attr__ = ["true"]}
// NOBOUND-NEXT:   ^bb4(%6: tensor<4xf32>):  // 2 preds: ^bb2, ^bb3
// NOBOUND-NEXT:     %7 = arith.addi %0, %c1 : index
// NOBOUND-NEXT:     cf.br ^bb1(%7, %6 : index, tensor<4xf32>) {__inplace_operands_attr__ = ["none", "true"]}
// NOBOUND-NEXT:   ^bb5:  // pred: ^bb1
// NOBOUND-NEXT:     return {__inplace_operands_attr__ = ["false"]} %1 : tensor<4xf32>
// NOBOUND-NEXT:   }
// NOBOUND-NEXT:   func.func @read_outer(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>, %arg2: index) -> tensor<4xf32> {
// NOBOUND-NEXT:     %c0 = arith.constant 0 : index
// NOBOUND-NEXT:     %c1 = arith.constant 1 : index
// NOBOUND-NEXT:     cf.br ^bb1(%c0, %arg0 : index, tensor<4xf32>) {__inplace_operands_attr__ = ["none", "true"]}
// NOBOUND-NEXT:   ^bb1(%0: index, %1: tensor<4xf32>):  // 2 preds: ^bb0, ^bb2
// NOBOUND-NEXT:     %2 = arith.cmpi slt, %0, %arg2 : index
// NOBOUND-NEXT:     cf.cond_br %2, ^bb2, ^bb3
// NOBOUND-NEXT:   ^bb2:  // pred: ^bb1
// NOBOUND-NEXT:     %extracted = tensor.extract %arg1[%0] {__inplace_operands_attr__ = ["true", "none"]} : tensor<4xf32>
// NOBOUND-NEXT:     cf.assert %2, "in bounds"
// NOBOUND-NEXT:     %inserted = tensor.insert %extracted into %1[%0] {__inplace_operands_attr__ = ["none", "false", "none"]} : tensor<4xf32>
// NOBOUND-NEXT:     %3 = arith.addi %0, %c1 : index
// NOBOUND-NEXT:     cf.br ^bb1(%3, %inserted : index, tensor<4xf32>) {__inplace_operands_attr__ = ["none", "true"]}
// NOBOUND-NEXT:   ^bb3:  // pred: ^bb1
// NOBOUND-NEXT:     %cst = arith.constant 0.000000e+00 : f32
// NOBOUND-NEXT:     %inserted_0 = tensor.insert %cst into %arg1[%c0] {__inplace_operands_attr__ = ["none", "false", "none"]} : tensor<4xf32>
// NOBOUND-NEXT:     %extracted_1 = tensor.extract %inserted_0[%c0] {__inplace_operands_attr__ = ["true", "none"]} : tensor<4xf32>
// NOBOUND-NEXT:     %inserted_2 = tensor.insert %extracted_1 into %1[%c0] {__inplace_operands_attr__ = ["none", "false", "none"]} : tensor<4xf32>
// NOBOUND-NEXT:     return {__inplace_operands_attr__ = ["true"]} %inserted_2 : tensor<4xf32>
// NOBOUND-NEXT:   }
// NOBOUND-NEXT:   func.func @nested(%arg0: tensor<4x4xf32>, %arg1: index, %arg2: f32) -> tensor<4x4xf32> {
// NOBOUND-NEXT:     %c0 = arith.constant 0 : index
// NOBOUND-NEXT:     %c1 = arith.constant 1 : index
// NOBOUND-NEXT:     cf.br ^bb1(%c0, %arg0 : index, tensor<4x4xf32>) {__inplace_operands_attr__ = ["none", "true"]}
// NOBOUND-NEXT:   ^bb1(%0: index, %1: tensor<4x4xf32>):  // 2 preds: ^bb0, ^bb5
// NOBOUND-NEXT:     %2 = arith.cmpi slt, %0, %arg1 : index
// NOBOUND-NEXT:     cf.cond_br %2, ^bb2, ^bb6
// NOBOUND-NEXT:   ^bb2:  // pred: ^bb1
// NOBOUND-NEXT:     cf.br ^bb3(%c0, %1 : index, tensor<4x4xf32>) {__inplace_operands_attr__ = ["none", "true"]}
// NOBOUND-NEXT:   ^bb3(%3: index, %4: tensor<4x4xf32>):  // 2 preds: ^bb2, ^bb4
// NOBOUND-NEXT:     %5 = arith.cmpi slt, %3, %arg1 : index
// NOBOUND-NEXT:     cf.cond_br %5, ^bb4, ^bb5
// NOBOUND-NEXT:   ^bb4:  // pred: ^bb3
// NOBOUND-NEXT:     %inserted = tensor.insert %arg2 into %4[%0, %3] {__inplace_operands_attr__ = ["none", "false", "none", "none"]} : tensor<4x4xf32>
// NOBOUND-NEXT:     %6 = arith.addi %3, %c1 : index
// NOBOUND-NEXT:     cf.br ^bb3(%6, %inserted : index, tensor<4x4xf32>) {__inplace_operands_attr__ = ["none", "true"]}
// NOBOUND-NEXT:   ^bb5:  // pred: ^bb3
// NOBOUND-NEXT:     %7 = arith.addi %0, %c1 : index
// NOBOUND-NEXT:     cf.br ^bb1(%7, %4 : index, tensor<4x4xf32>) {__inplace_operands_attr__ = ["none", "true"]}
// NOBOUND-NEXT:   ^bb6:  // pred: ^bb1
// NOBOUND-NEXT:     return {__inplace_operands_attr__ = ["false"]} %1 : tensor<4x4xf32>
// NOBOUND-NEXT:   }
// NOBOUND-NEXT:   func.func @if_in_loop(%arg0: tensor<4xf32>, %arg1: index, %arg2: f32) -> tensor<4xf32> {
// NOBOUND-NEXT:     %c0 = arith.constant 0 : index
// NOBOUND-NEXT:     %c1 = arith.constant 1 : index
// NOBOUND-NEXT:     cf.br ^bb1(%c0, %arg0 : index, tensor<4xf32>) {__inplace_operands_attr__ = ["none", "true"]}
// NOBOUND-NEXT:   ^bb1(%0: index, %1: tensor<4xf32>):  // 2 preds: ^bb0, ^bb2
// NOBOUND-NEXT:     %2 = arith.cmpi slt, %0, %arg1 : index
// NOBOUND-NEXT:     cf.cond_br %2, ^bb2, ^bb3
// NOBOUND-NEXT:   ^bb2:  // pred: ^bb1
// NOBOUND-NEXT:     %3 = arith.cmpi eq, %0, %c0 : index
// NOBOUND-NEXT:     %4 = scf.if %3 -> (tensor<4xf32>) {
// NOBOUND-NEXT:       %inserted = tensor.insert %arg2 into %1[%0] {__inplace_operands_attr__ = ["none", "false", "none"]} : tensor<4xf32>
// NOBOUND-NEXT:       scf.yield {__inplace_operands_attr__ = ["true"]} %inserted : tensor<4xf32>
// NOBOUND-NEXT:     } else {
// NOBOUND-NEXT:       scf.yield {__inplace_operands_attr__ = ["true"]} %1 : tensor<4xf32>
// NOBOUND-NEXT:     }
// NOBOUND-NEXT:     %5 = arith.addi %0, %c1 : index
// NOBOUND-NEXT:     cf.br ^bb1(%5, %4 : index, tensor<4xf32>) {__inplace_operands_attr__ = ["none", "true"]}
// NOBOUND-NEXT:   ^bb3:  // pred: ^bb1
// NOBOUND-NEXT:     return {__inplace_operands_attr__ = ["false"]} %1 : tensor<4xf32>
// NOBOUND-NEXT:   }
// NOBOUND-NEXT:   func.func @slices(%arg0: tensor<8xf32>, %arg1: index, %arg2: f32) -> tensor<8xf32> {
// NOBOUND-NEXT:     %c0 = arith.constant 0 : index
// NOBOUND-NEXT:     %c1 = arith.constant 1 : index
// NOBOUND-NEXT:     cf.br ^bb1(%c0, %arg0 : index, tensor<8xf32>) {__inplace_operands_attr__ = ["none", "true"]}
// NOBOUND-NEXT:   ^bb1(%0: index, %1: tensor<8xf32>):  // 2 preds: ^bb0, ^bb2
// NOBOUND-NEXT:     %2 = arith.cmpi slt, %0, %arg1 : index
// NOBOUND-NEXT:     cf.cond_br %2, ^bb2, ^bb3
// NOBOUND-NEXT:   ^bb2:  // pred: ^bb1
// NOBOUND-NEXT:     %extracted_slice = tensor.extract_slice %1[%0] [2] [1] {__inplace_operands_attr__ = ["false", "none"]} : tensor<8xf32> to tensor<2xf32>
// NOBOUND-NEXT:     %3 = linalg.fill {__inplace_operands_attr__ = ["none", "true"]} ins(%arg2 : f32) outs(%extracted_slice : tensor<2xf32>) -> tensor<2xf32>
// NOBOUND-NEXT:     %inserted_slice = tensor.insert_slice %3 into %1[%0] [2] [1] {__inplace_operands_attr__ = ["true", "false", "none"]} : tensor<2xf32> into tensor<8xf32>
// NOBOUND-NEXT:     %4 = arith.addi %0, %c1 : index
// NOBOUND-NEXT:     cf.br ^bb1(%4, %inserted_slice : index, tensor<8xf32>) {__inplace_operands_attr__ = ["none", "true"]}
// NOBOUND-NEXT:   ^bb3:  // pred: ^bb1
// NOBOUND-NEXT:     return {__inplace_operands_attr__ = ["false"]} %1 : tensor<8xf32>
// NOBOUND-NEXT:   }
// NOBOUND-NEXT:   func.func @for_in_loop(%arg0: tensor<4xf32>, %arg1: index, %arg2: f32) -> tensor<4xf32> {
// NOBOUND-NEXT:     %c0 = arith.constant 0 : index
// NOBOUND-NEXT:     %c1 = arith.constant 1 : index
// NOBOUND-NEXT:     %c4 = arith.constant 4 : index
// NOBOUND-NEXT:     cf.br ^bb1(%c0, %arg0 : index, tensor<4xf32>) {__inplace_operands_attr__ = ["none", "true"]}
// NOBOUND-NEXT:   ^bb1(%0: index, %1: tensor<4xf32>):  // 2 preds: ^bb0, ^bb2
// NOBOUND-NEXT:     %2 = arith.cmpi slt, %0, %arg1 : index
// NOBOUND-NEXT:     cf.cond_br %2, ^bb2, ^bb3
// NOBOUND-NEXT:   ^bb2:  // pred: ^bb1
// NOBOUND-NEXT:     %3 = scf.for %arg3 = %c0 to %c4 step %c1 iter_args(%arg4 = %1) -> (tensor<4xf32>) {
// NOBOUND-NEXT:       %extracted = tensor.extract %arg4[%arg3] {__inplace_operands_attr__ = ["true", "none"]} : tensor<4xf32>
// NOBOUND-NEXT:       %5 = arith.addf %extracted, %arg2 : f32
// NOBOUND-NEXT:       %inserted = tensor.insert %5 into %arg4[%arg3] {__inplace_operands_attr__ = ["none", "true", "none"]} : tensor<4xf32>
// NOBOUND-NEXT:       scf.yield {__inplace_operands_attr__ = ["true"]} %inserted : tensor<4xf32>
// NOBOUND-NEXT:     } {__inplace_operands_attr__ = ["none", "none", "none", "false"]}
// NOBOUND-NEXT:     %4 = arith.addi %0, %c1 : index
// NOBOUND-NEXT:     cf.br ^bb1(%4, %3 : index, tensor<4xf32>) {__inplace_operands_attr__ = ["none", "true"]}
// NOBOUND-NEXT:   ^bb3:  // pred: ^bb1
// NOBOUND-NEXT:     return {__inplace_operands_attr__ = ["false"]} %1 : tensor<4xf32>
// NOBOUND-NEXT:   }
// NOBOUND-NEXT:   func.func @generic_in_loop(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>, %arg2: index) -> (tensor<4xf32>, tensor<4xf32>) {
// NOBOUND-NEXT:     %c0 = arith.constant 0 : index
// NOBOUND-NEXT:     %c1 = arith.constant 1 : index
// NOBOUND-NEXT:     cf.br ^bb1(%c0, %arg0 : index, tensor<4xf32>) {__inplace_operands_attr__ = ["none", "true"]}
// NOBOUND-NEXT:   ^bb1(%0: index, %1: tensor<4xf32>):  // 2 preds: ^bb0, ^bb2
// NOBOUND-NEXT:     %2 = arith.cmpi slt, %0, %arg2 : index
// NOBOUND-NEXT:     cf.cond_br %2, ^bb2, ^bb3
// NOBOUND-NEXT:   ^bb2:  // pred: ^bb1
// NOBOUND-NEXT:     %3 = linalg.add {__inplace_operands_attr__ = ["true", "true", "false"]} ins(%1, %arg1 : tensor<4xf32>, tensor<4xf32>) outs(%1 : tensor<4xf32>) -> tensor<4xf32>
// NOBOUND-NEXT:     %4 = arith.addi %0, %c1 : index
// NOBOUND-NEXT:     cf.br ^bb1(%4, %3 : index, tensor<4xf32>) {__inplace_operands_attr__ = ["none", "true"]}
// NOBOUND-NEXT:   ^bb3:  // pred: ^bb1
// NOBOUND-NEXT:     %5 = linalg.add {__inplace_operands_attr__ = ["true", "true", "false"]} ins(%arg1, %arg1 : tensor<4xf32>, tensor<4xf32>) outs(%arg1 : tensor<4xf32>) -> tensor<4xf32>
// NOBOUND-NEXT:     return {__inplace_operands_attr__ = ["false", "true"]} %1, %5 : tensor<4xf32>, tensor<4xf32>
// NOBOUND-NEXT:   }
// NOBOUND-NEXT:   func.func @order(%arg0: tensor<4xf32>, %arg1: i1) -> tensor<4xf32> {
// NOBOUND-NEXT:     cf.br ^bb2
// NOBOUND-NEXT:   ^bb1(%0: tensor<4xf32>):  // pred: ^bb2
// NOBOUND-NEXT:     return {__inplace_operands_attr__ = ["false"]} %0 : tensor<4xf32>
// NOBOUND-NEXT:   ^bb2:  // pred: ^bb0
// NOBOUND-NEXT:     cf.br ^bb1(%arg0 : tensor<4xf32>) {__inplace_operands_attr__ = ["true"]}
// NOBOUND-NEXT:   }
// NOBOUND-NEXT: }
