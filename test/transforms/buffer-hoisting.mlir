// buffer-hoisting moves a memref.alloc up to the block that dominates all
// uses of the buffer and of its dependents, no higher than the block
// defining its dynamic sizes, out of conditionals but never out of loops;
// buffer-loop-hoisting moves memref.alloc and memref.alloca out of loops
// whose iterations do not share the buffer.  CHECK lines: mlir-opt 22's
// output for buffer-hoisting, for both tools; buffer-loop-hoisting.mlir
// checks buffer-loop-hoisting on the same input.
// RUN: bufopt %s --allow-unregistered-dialect --buffer-hoisting | FileCheck %s
// RUN: mlir-opt %s --allow-unregistered-dialect --buffer-hoisting | FileCheck %s
// RUN: bufopt %s --allow-unregistered-dialect --buffer-hoisting | mlir-opt --allow-unregistered-dialect | FileCheck %s

// A buffer passed to a join block: it moves to the common dominator, in
// front of the branch.
func.func @to_dominator(%p: i1, %a: memref<2xf32>, %out: memref<2xf32>) {
  cf.cond_br %p, ^bb1, ^bb2
^bb1:
  cf.br ^bb3(%a : memref<2xf32>)
^bb2:
  %b = memref.alloc() : memref<2xf32>
  "test.fill"(%b) : (memref<2xf32>) -> ()
  cf.br ^bb3(%b : memref<2xf32>)
^bb3(%m: memref<2xf32>):
  memref.copy %m, %out : memref<2xf32> to memref<2xf32>
  return
}

// Its size is defined in the branch: it stays there.
func.func @size_in_branch(%p: i1, %a: memref<?xf32>, %n: index, %out: memref<?xf32>) {
  cf.cond_br %p, ^bb1, ^bb2
^bb1:
  cf.br ^bb3(%a : memref<?xf32>)
^bb2:
  %k = arith.addi %n, %n : index
  %b = memref.alloc(%k) : memref<?xf32>
  "test.fill"(%b) : (memref<?xf32>) -> ()
  cf.br ^bb3(%b : memref<?xf32>)
^bb3(%m: memref<?xf32>):
  memref.copy %m, %out : memref<?xf32> to memref<?xf32>
  return
}

// Used only where it is allocated: nothing moves.
func.func @local(%p: i1) {
  cf.cond_br %p, ^bb1, ^bb2
^bb1:
  %b = memref.alloc() : memref<2xf32>
  "test.fill"(%b) : (memref<2xf32>) -> ()
  cf.br ^bb2
^bb2:
  return
}

// Yielded from both sides of an scf.if: both move in front of it; a
// buffer used only inside a branch stays.
func.func @out_of_if(%p: i1, %v: f32) -> memref<4xf32> {
  %c0 = arith.constant 0 : index
  %r = scf.if %p -> memref<4xf32> {
    %a = memref.alloc() : memref<4xf32>
    scf.yield %a : memref<4xf32>
  } else {
    %b = memref.alloc() : memref<4xf32>
    memref.store %v, %b[%c0] : memref<4xf32>
    scf.yield %b : memref<4xf32>
  }
  scf.if %p {
    %t = memref.alloc() : memref<4xf32>
    memref.store %v, %t[%c0] : memref<4xf32>
  }
  return %r : memref<4xf32>
}

// Loops: a temporary of each iteration, one sized by the outer induction
// variable (it leaves the inner loop only), one carried across iterations
// (it stays), an alloca, and one inside a conditional in the loop.
func.func @loops(%n: index, %p: i1, %v: f32) -> memref<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %a = memref.alloc() : memref<4xf32>
    memref.store %v, %a[%c0] : memref<4xf32>
  }
  scf.for %i = %c0 to %n step %c1 {
    scf.for %j = %c0 to %n step %c1 {
      %a = memref.alloc(%i) : memref<?xf32>
      %b = memref.alloca() : memref<4xf32>
      memref.store %v, %a[%c0] : memref<?xf32>
      memref.store %v, %b[%c0] : memref<4xf32>
    }
  }
  %init = memref.alloc() : memref<4xf32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%it = %init) -> (memref<4xf32>) {
    %a = memref.alloc() : memref<4xf32>
    memref.copy %it, %a : memref<4xf32> to memref<4xf32>
    scf.yield %a : memref<4xf32>
  }
  scf.for %i = %c0 to %n step %c1 {
    scf.if %p {
      %a = memref.alloc() : memref<4xf32>
      memref.store %v, %a[%c0] : memref<4xf32>
    }
  }
  %w = scf.while (%x = %c0) : (index) -> index {
    %a = memref.alloc() : memref<4xf32>
    "test.use"(%a) : (memref<4xf32>) -> ()
    %cond = arith.cmpi slt, %x, %n : index
    scf.condition(%cond) %x : index
  } do {
  ^bb0(%y: index):
    %y1 = arith.addi %y, %c1 : index
    scf.yield %y1 : index
  }
  return %r : memref<4xf32>
}

// More region kinds: nested conditionals with sizes defined inside, a
// multi-block scf.execute_region, a loop made of branches (only
// region ops are loops), scf.forall / scf.parallel (not loops for
// placement, as upstream), scf.while (a loop), scf.index_switch, and a
// buffer yielded around a loop through views (it stays).
func.func @nested_if(%p: i1, %q: i1, %n: index) -> memref<?xf32> {
  %r = scf.if %p -> memref<?xf32> {
    %m = arith.addi %n, %n : index
    %s = scf.if %q -> memref<?xf32> {
      %a = memref.alloc(%m) : memref<?xf32>
      scf.yield %a : memref<?xf32>
    } else {
      %b = memref.alloc(%n) : memref<?xf32>
      scf.yield %b : memref<?xf32>
    }
    scf.yield %s : memref<?xf32>
  } else {
    %c = memref.alloc(%n) : memref<?xf32>
    scf.yield %c : memref<?xf32>
  }
  return %r : memref<?xf32>
}
func.func @exec_region(%p: i1) -> memref<4xf32> {
  %r = scf.execute_region -> memref<4xf32> {
    cf.cond_br %p, ^bb1, ^bb2
  ^bb1:
    %a = memref.alloc() : memref<4xf32>
    cf.br ^bb3(%a : memref<4xf32>)
  ^bb2:
    %b = memref.alloc() : memref<4xf32>
    cf.br ^bb3(%b : memref<4xf32>)
  ^bb3(%x: memref<4xf32>):
    scf.yield %x : memref<4xf32>
  }
  return %r : memref<4xf32>
}
func.func @cf_loop(%n: index, %v: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  cf.br ^bb1(%c0 : index)
^bb1(%i: index):
  %cond = arith.cmpi slt, %i, %n : index
  cf.cond_br %cond, ^bb2, ^bb3
^bb2:
  %a = memref.alloc() : memref<4xf32>
  memref.store %v, %a[%c0] : memref<4xf32>
  %i1 = arith.addi %i, %c1 : index
  cf.br ^bb1(%i1 : index)
^bb3:
  return
}
func.func @loop_in_if(%p: i1, %n: index, %v: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.if %p {
    scf.for %i = %c0 to %n step %c1 {
      %a = memref.alloc() : memref<4xf32>
      memref.store %v, %a[%c0] : memref<4xf32>
      scf.for %j = %c0 to %n step %c1 {
        %b = memref.alloc(%j) : memref<?xf32>
        %c = memref.alloc(%n) : memref<?xf32>
        memref.store %v, %b[%c0] : memref<?xf32>
        memref.store %v, %c[%c0] : memref<?xf32>
      }
    }
  }
  scf.forall (%i) in (%n) {
    %a = memref.alloc() : memref<4xf32>
    memref.store %v, %a[%c0] : memref<4xf32>
  }
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    %a = memref.alloc() : memref<4xf32>
    memref.store %v, %a[%c0] : memref<4xf32>
    scf.reduce
  }
  %w = scf.while (%x = %c0) : (index) -> index {
    %a = memref.alloc() : memref<4xf32>
    memref.store %v, %a[%c0] : memref<4xf32>
    %cond = arith.cmpi slt, %x, %n : index
    scf.condition(%cond) %x : index
  } do {
  ^bb0(%y: index):
    %b = memref.alloc() : memref<4xf32>
    memref.store %v, %b[%c0] : memref<4xf32>
    %y1 = arith.addi %y, %c1 : index
    scf.yield %y1 : index
  }
  %k = scf.index_switch %n -> index
  case 2 {
    %a = memref.alloc() : memref<4xf32>
    memref.store %v, %a[%c0] : memref<4xf32>
    scf.yield %c0 : index
  }
  default {
    scf.yield %c1 : index
  }
  return
}
func.func @loop_carried_alias(%n: index, %v: f32) -> memref<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %init = memref.alloc() : memref<4xf32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%it = %init) -> memref<4xf32> {
    %a = memref.alloc() : memref<4xf32>
    %s = memref.subview %a[0] [4] [1] : memref<4xf32> to memref<4xf32, strided<[1]>>
    %c = memref.cast %s : memref<4xf32, strided<[1]>> to memref<4xf32>
    scf.yield %c : memref<4xf32>
  }
  return %r : memref<4xf32>
}

// CHECK-LABEL: func.func @to_dominator(%arg0: i1, %arg1: memref<2xf32>, %arg2: memref<2xf32>) {
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: cf.br ^bb3(%arg1 : memref<2xf32>)
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: "test.fill"(%alloc) : (memref<2xf32>) -> ()
// CHECK-NEXT: cf.br ^bb3(%alloc : memref<2xf32>)
// CHECK-NEXT: ^bb3(%0: memref<2xf32>):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT: memref.copy %0, %arg2 : memref<2xf32> to memref<2xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }

// CHECK-LABEL: func.func @size_in_branch(%arg0: i1, %arg1: memref<?xf32>, %arg2: index, %arg3: memref<?xf32>) {
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: cf.br ^bb3(%arg1 : memref<?xf32>)
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: %0 = arith.addi %arg2, %arg2 : index
// CHECK-NEXT: %alloc = memref.alloc(%0) : memref<?xf32>
// CHECK-NEXT: "test.fill"(%alloc) : (memref<?xf32>) -> ()
// CHECK-NEXT: cf.br ^bb3(%alloc : memref<?xf32>)
// CHECK-NEXT: ^bb3(%1: memref<?xf32>):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT: memref.copy %1, %arg3 : memref<?xf32> to memref<?xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }

// CHECK-LABEL: func.func @local(%arg0: i1) {
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: "test.fill"(%alloc) : (memref<2xf32>) -> ()
// CHECK-NEXT: cf.br ^bb2
// CHECK-NEXT: ^bb2:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: return
// CHECK-NEXT: }

// CHECK-LABEL: func.func @out_of_if(%arg0: i1, %arg1: f32) -> memref<4xf32> {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT: %alloc_0 = memref.alloc() : memref<4xf32>
// CHECK-NEXT: %0 = scf.if %arg0 -> (memref<4xf32>) {
// CHECK-NEXT: scf.yield %alloc : memref<4xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: memref.store %arg1, %alloc_0[%c0] : memref<4xf32>
// CHECK-NEXT: scf.yield %alloc_0 : memref<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: scf.if %arg0 {
// CHECK-NEXT: %alloc_1 = memref.alloc() : memref<4xf32>
// CHECK-NEXT: memref.store %arg1, %alloc_1[%c0] : memref<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : memref<4xf32>
// CHECK-NEXT: }

// CHECK-LABEL: func.func @loops(%arg0: index, %arg1: i1, %arg2: f32) -> memref<4xf32> {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: scf.for %arg3 = %c0 to %arg0 step %c1 {
// CHECK-NEXT: %alloc_0 = memref.alloc() : memref<4xf32>
// CHECK-NEXT: memref.store %arg2, %alloc_0[%c0] : memref<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: scf.for %arg3 = %c0 to %arg0 step %c1 {
// CHECK-NEXT: scf.for %arg4 = %c0 to %arg0 step %c1 {
// CHECK-NEXT: %alloc_0 = memref.alloc(%arg3) : memref<?xf32>
// CHECK-NEXT: %alloca = memref.alloca() : memref<4xf32>
// CHECK-NEXT: memref.store %arg2, %alloc_0[%c0] : memref<?xf32>
// CHECK-NEXT: memref.store %arg2, %alloca[%c0] : memref<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT: %0 = scf.for %arg3 = %c0 to %arg0 step %c1 iter_args(%arg4 = %alloc) -> (memref<4xf32>) {
// CHECK-NEXT: %alloc_0 = memref.alloc() : memref<4xf32>
// CHECK-NEXT: memref.copy %arg4, %alloc_0 : memref<4xf32> to memref<4xf32>
// CHECK-NEXT: scf.yield %alloc_0 : memref<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: scf.for %arg3 = %c0 to %arg0 step %c1 {
// CHECK-NEXT: scf.if %arg1 {
// CHECK-NEXT: %alloc_0 = memref.alloc() : memref<4xf32>
// CHECK-NEXT: memref.store %arg2, %alloc_0[%c0] : memref<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: %1 = scf.while (%arg3 = %c0) : (index) -> index {
// CHECK-NEXT: %alloc_0 = memref.alloc() : memref<4xf32>
// CHECK-NEXT: "test.use"(%alloc_0) : (memref<4xf32>) -> ()
// CHECK-NEXT: %2 = arith.cmpi slt, %arg3, %arg0 : index
// CHECK-NEXT: scf.condition(%2) %arg3 : index
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg3: index):
// CHECK-NEXT: %2 = arith.addi %arg3, %c1 : index
// CHECK-NEXT: scf.yield %2 : index
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : memref<4xf32>
// CHECK-NEXT: }

// CHECK-LABEL: func.func @nested_if(%arg0: i1, %arg1: i1, %arg2: index) -> memref<?xf32> {
// CHECK-NEXT: %alloc = memref.alloc(%arg2) : memref<?xf32>
// CHECK-NEXT: %alloc_0 = memref.alloc(%arg2) : memref<?xf32>
// CHECK-NEXT: %0 = scf.if %arg0 -> (memref<?xf32>) {
// CHECK-NEXT: %1 = arith.addi %arg2, %arg2 : index
// CHECK-NEXT: %alloc_1 = memref.alloc(%1) : memref<?xf32>
// CHECK-NEXT: %2 = scf.if %arg1 -> (memref<?xf32>) {
// CHECK-NEXT: scf.yield %alloc_1 : memref<?xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %alloc : memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: scf.yield %2 : memref<?xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %alloc_0 : memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : memref<?xf32>
// CHECK-NEXT: }

// CHECK-LABEL: func.func @exec_region(%arg0: i1) -> memref<4xf32> {
// CHECK-NEXT: %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT: %alloc_0 = memref.alloc() : memref<4xf32>
// CHECK-NEXT: %0 = scf.execute_region -> memref<4xf32> {
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: cf.br ^bb3(%alloc : memref<4xf32>)
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: cf.br ^bb3(%alloc_0 : memref<4xf32>)
// CHECK-NEXT: ^bb3(%1: memref<4xf32>):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT: scf.yield %1 : memref<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : memref<4xf32>
// CHECK-NEXT: }

// CHECK-LABEL: func.func @cf_loop(%arg0: index, %arg1: f32) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: cf.br ^bb1(%c0 : index)
// CHECK-NEXT: ^bb1(%0: index):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT: %1 = arith.cmpi slt, %0, %arg0 : index
// CHECK-NEXT: cf.cond_br %1, ^bb2, ^bb3
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT: memref.store %arg1, %alloc[%c0] : memref<4xf32>
// CHECK-NEXT: %2 = arith.addi %0, %c1 : index
// CHECK-NEXT: cf.br ^bb1(%2 : index)
// CHECK-NEXT: ^bb3:  // pred: ^bb1
// CHECK-NEXT: return
// CHECK-NEXT: }

// CHECK-LABEL: func.func @loop_in_if(%arg0: i1, %arg1: index, %arg2: f32) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: scf.if %arg0 {
// CHECK-NEXT: scf.for %arg3 = %c0 to %arg1 step %c1 {
// CHECK-NEXT: %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT: memref.store %arg2, %alloc[%c0] : memref<4xf32>
// CHECK-NEXT: scf.for %arg4 = %c0 to %arg1 step %c1 {
// CHECK-NEXT: %alloc_0 = memref.alloc(%arg4) : memref<?xf32>
// CHECK-NEXT: %alloc_1 = memref.alloc(%arg1) : memref<?xf32>
// CHECK-NEXT: memref.store %arg2, %alloc_0[%c0] : memref<?xf32>
// CHECK-NEXT: memref.store %arg2, %alloc_1[%c0] : memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: scf.forall (%arg3) in (%arg1) {
// CHECK-NEXT: %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT: memref.store %arg2, %alloc[%c0] : memref<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: scf.parallel (%arg3) = (%c0) to (%arg1) step (%c1) {
// CHECK-NEXT: %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT: memref.store %arg2, %alloc[%c0] : memref<4xf32>
// CHECK-NEXT: scf.reduce
// CHECK-NEXT: }
// CHECK-NEXT: %0 = scf.while (%arg3 = %c0) : (index) -> index {
// CHECK-NEXT: %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT: memref.store %arg2, %alloc[%c0] : memref<4xf32>
// CHECK-NEXT: %2 = arith.cmpi slt, %arg3, %arg1 : index
// CHECK-NEXT: scf.condition(%2) %arg3 : index
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg3: index):
// CHECK-NEXT: %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT: memref.store %arg2, %alloc[%c0] : memref<4xf32>
// CHECK-NEXT: %2 = arith.addi %arg3, %c1 : index
// CHECK-NEXT: scf.yield %2 : index
// CHECK-NEXT: }
// CHECK-NEXT: %1 = scf.index_switch %arg1 -> index
// CHECK-NEXT: case 2 {
// CHECK-NEXT: %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT: memref.store %arg2, %alloc[%c0] : memref<4xf32>
// CHECK-NEXT: scf.yield %c0 : index
// CHECK-NEXT: }
// CHECK-NEXT: default {
// CHECK-NEXT: scf.yield %c1 : index
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }

// CHECK-LABEL: func.func @loop_carried_alias(%arg0: index, %arg1: f32) -> memref<4xf32> {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT: %0 = scf.for %arg2 = %c0 to %arg0 step %c1 iter_args(%arg3 = %alloc) -> (memref<4xf32>) {
// CHECK-NEXT: %alloc_0 = memref.alloc() : memref<4xf32>
// CHECK-NEXT: %subview = memref.subview %alloc_0[0] [4] [1] : memref<4xf32> to memref<4xf32, strided<[1]>>
// CHECK-NEXT: %cast = memref.cast %subview : memref<4xf32, strided<[1]>> to memref<4xf32>
// CHECK-NEXT: scf.yield %cast : memref<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : memref<4xf32>
// CHECK-NEXT: }
