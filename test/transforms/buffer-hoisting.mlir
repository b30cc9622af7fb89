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
