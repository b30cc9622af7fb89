// RUN: bufopt %s --split-input-file --allow-unregistered-dialect --hlo-deallocation-simplification | FileCheck %s

// Reference cases 18-20 of ref-hlo.md section 10 (hlo-deallocation-
// simplification), written from the described output and checked op for
// op (every op of every function, types included).  A retain with no
// result whose allocs are all null is erased without the dead null
// upstream's walk leaves behind for a later DCE.

// Case 18: alloc, own, use, retain() of(own) -> alloc, use, dealloc (own erased).
// CHECK-LABEL: func.func @retain_is_dealloc(
// CHECK-SAME: ) {
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: "test.use"(%alloc) : (memref<2xf32>) -> ()
// CHECK-NEXT: memref.dealloc %alloc : memref<2xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @retain_is_dealloc() {
  %a = memref.alloc() : memref<2xf32>
  %o = deallocation.own %a : memref<2xf32>
  "test.use"(%a) : (memref<2xf32>) -> ()
  deallocation.retain() of(%o) : (!deallocation.ownership) -> ()
  return
}

// -----

// Case 18 (@retain_of_nothing): the retain of no alloc is a null.
// CHECK-LABEL: func.func @retain_of_nothing(
// CHECK-SAME: %arg0: memref<2xf32>) -> !deallocation.ownership {
// CHECK-NEXT: %0 = deallocation.null
// CHECK-NEXT: return %0 : !deallocation.ownership
// CHECK-NEXT: }
func.func @retain_of_nothing(%arg: memref<2xf32>) -> !deallocation.ownership {
  %r = deallocation.retain(%arg) of() : (memref<2xf32>) -> !deallocation.ownership
  return %r : !deallocation.ownership
}

// -----

// Case 19: the own is only passed around the loop: it becomes a null; the
// final retain a dealloc of the loop's memref result.
// CHECK-LABEL: func.func @retain_is_dealloc_for(
// CHECK-SAME: %arg0: index, %arg1: index, %arg2: index) {
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: %0 = deallocation.null
// CHECK-NEXT: %1:2 = scf.for %arg3 = %arg0 to %arg1 step %arg2 iter_args(%arg4 = %alloc, %arg5 = %0) -> (memref<2xf32>, !deallocation.ownership) {
// CHECK-NEXT: scf.yield %arg4, %arg5 : memref<2xf32>, !deallocation.ownership
// CHECK-NEXT: }
// CHECK-NEXT: memref.dealloc %1#0 : memref<2xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @retain_is_dealloc_for(%lb: index, %ub: index, %s: index) {
  %a = memref.alloc() : memref<2xf32>
  %o = deallocation.own %a : memref<2xf32>
  %f:2 = scf.for %i = %lb to %ub step %s iter_args(%x = %a, %ox = %o) -> (memref<2xf32>, !deallocation.ownership) {
    scf.yield %x, %ox : memref<2xf32>, !deallocation.ownership
  }
  deallocation.retain() of(%f#1) : (!deallocation.ownership) -> ()
  return
}

// -----

// Case 19 (@retain_is_dealloc_reallocated): a dealloc inside the loop and
// one of the result after it.
// CHECK-LABEL: func.func @retain_is_dealloc_reallocated(
// CHECK-SAME: %arg0: index, %arg1: index, %arg2: index) {
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: %0 = deallocation.null
// CHECK-NEXT: %1:2 = scf.for %arg3 = %arg0 to %arg1 step %arg2 iter_args(%arg4 = %alloc, %arg5 = %0) -> (memref<2xf32>, !deallocation.ownership) {
// CHECK-NEXT: memref.dealloc %arg4 : memref<2xf32>
// CHECK-NEXT: %alloc_0 = memref.alloc() : memref<2xf32>
// CHECK-NEXT: %2 = deallocation.null
// CHECK-NEXT: scf.yield %alloc_0, %2 : memref<2xf32>, !deallocation.ownership
// CHECK-NEXT: }
// CHECK-NEXT: memref.dealloc %1#0 : memref<2xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @retain_is_dealloc_reallocated(%lb: index, %ub: index, %s: index) {
  %a = memref.alloc() : memref<2xf32>
  %o = deallocation.own %a : memref<2xf32>
  %f:2 = scf.for %i = %lb to %ub step %s iter_args(%x = %a, %ox = %o) -> (memref<2xf32>, !deallocation.ownership) {
    deallocation.retain() of(%ox) : (!deallocation.ownership) -> ()
    %n = memref.alloc() : memref<2xf32>
    %on = deallocation.own %n : memref<2xf32>
    scf.yield %n, %on : memref<2xf32>, !deallocation.ownership
  }
  deallocation.retain() of(%f#1) : (!deallocation.ownership) -> ()
  return
}

// -----

// Case 19 (@retain_is_dealloc_while_permute): through scf.while with the
// iteration arguments permuted: both retains are deallocs of the results.
// CHECK-LABEL: func.func @retain_is_dealloc_while_permute(
// CHECK-SAME: %arg0: i1) {
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: %0 = deallocation.null
// CHECK-NEXT: %alloc_0 = memref.alloc() : memref<2xf32>
// CHECK-NEXT: %1 = deallocation.null
// CHECK-NEXT: %2:4 = scf.while (%arg1 = %alloc, %arg2 = %alloc_0, %arg3 = %0, %arg4 = %1) : (memref<2xf32>, memref<2xf32>, !deallocation.ownership, !deallocation.ownership) -> (memref<2xf32>, memref<2xf32>, !deallocation.ownership, !deallocation.ownership) {
// CHECK-NEXT: scf.condition(%arg0) %arg2, %arg1, %arg4, %arg3 : memref<2xf32>, memref<2xf32>, !deallocation.ownership, !deallocation.ownership
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg1: memref<2xf32>, %arg2: memref<2xf32>, %arg3: !deallocation.ownership, %arg4: !deallocation.ownership):
// CHECK-NEXT: scf.yield %arg1, %arg2, %arg3, %arg4 : memref<2xf32>, memref<2xf32>, !deallocation.ownership, !deallocation.ownership
// CHECK-NEXT: }
// CHECK-NEXT: memref.dealloc %2#0 : memref<2xf32>
// CHECK-NEXT: memref.dealloc %2#1 : memref<2xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @retain_is_dealloc_while_permute(%c: i1) {
  %a = memref.alloc() : memref<2xf32>
  %oa = deallocation.own %a : memref<2xf32>
  %b = memref.alloc() : memref<2xf32>
  %ob = deallocation.own %b : memref<2xf32>
  %w:4 = scf.while (%x = %a, %y = %b, %ox = %oa, %oy = %ob) : (memref<2xf32>, memref<2xf32>, !deallocation.ownership, !deallocation.ownership) -> (memref<2xf32>, memref<2xf32>, !deallocation.ownership, !deallocation.ownership) {
    scf.condition(%c) %y, %x, %oy, %ox : memref<2xf32>, memref<2xf32>, !deallocation.ownership, !deallocation.ownership
  } do {
  ^bb0(%x: memref<2xf32>, %y: memref<2xf32>, %ox: !deallocation.ownership, %oy: !deallocation.ownership):
    scf.yield %x, %y, %ox, %oy : memref<2xf32>, memref<2xf32>, !deallocation.ownership, !deallocation.ownership
  }
  deallocation.retain() of(%w#2) : (!deallocation.ownership) -> ()
  deallocation.retain() of(%w#3) : (!deallocation.ownership) -> ()
  return
}

// -----

// Case 19 (@retain_is_dealloc_while): through scf.while, arguments in order.
// CHECK-LABEL: func.func @retain_is_dealloc_while(
// CHECK-SAME: %arg0: i1) {
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: %0 = deallocation.null
// CHECK-NEXT: %1:2 = scf.while (%arg1 = %alloc, %arg2 = %0) : (memref<2xf32>, !deallocation.ownership) -> (memref<2xf32>, !deallocation.ownership) {
// CHECK-NEXT: scf.condition(%arg0) %arg1, %arg2 : memref<2xf32>, !deallocation.ownership
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg1: memref<2xf32>, %arg2: !deallocation.ownership):
// CHECK-NEXT: memref.dealloc %arg1 : memref<2xf32>
// CHECK-NEXT: %alloc_0 = memref.alloc() : memref<2xf32>
// CHECK-NEXT: %2 = deallocation.null
// CHECK-NEXT: scf.yield %alloc_0, %2 : memref<2xf32>, !deallocation.ownership
// CHECK-NEXT: }
// CHECK-NEXT: memref.dealloc %1#0 : memref<2xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @retain_is_dealloc_while(%c: i1) {
  %a = memref.alloc() : memref<2xf32>
  %oa = deallocation.own %a : memref<2xf32>
  %w:2 = scf.while (%x = %a, %ox = %oa) : (memref<2xf32>, !deallocation.ownership) -> (memref<2xf32>, !deallocation.ownership) {
    scf.condition(%c) %x, %ox : memref<2xf32>, !deallocation.ownership
  } do {
  ^bb0(%x: memref<2xf32>, %ox: !deallocation.ownership):
    deallocation.retain() of(%ox) : (!deallocation.ownership) -> ()
    %n = memref.alloc() : memref<2xf32>
    %on = deallocation.own %n : memref<2xf32>
    scf.yield %n, %on : memref<2xf32>, !deallocation.ownership
  }
  deallocation.retain() of(%w#1) : (!deallocation.ownership) -> ()
  return
}

// -----

// Case 20: the init ownership is a function argument (may be null): the
// final retain stays.
// CHECK-LABEL: func.func @retain_is_not_dealloc_for(
// CHECK-SAME: %arg0: memref<2xf32>, %arg1: !deallocation.ownership, %arg2: index, %arg3: index, %arg4: index) {
// CHECK-NEXT: %0:2 = scf.for %arg5 = %arg2 to %arg3 step %arg4 iter_args(%arg6 = %arg0, %arg7 = %arg1) -> (memref<2xf32>, !deallocation.ownership) {
// CHECK-NEXT: scf.yield %arg6, %arg7 : memref<2xf32>, !deallocation.ownership
// CHECK-NEXT: }
// CHECK-NEXT: deallocation.retain() of(%0#1) : (!deallocation.ownership) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @retain_is_not_dealloc_for(%a: memref<2xf32>, %o: !deallocation.ownership, %lb: index, %ub: index, %s: index) {
  %f:2 = scf.for %i = %lb to %ub step %s iter_args(%x = %a, %ox = %o) -> (memref<2xf32>, !deallocation.ownership) {
    scf.yield %x, %ox : memref<2xf32>, !deallocation.ownership
  }
  deallocation.retain() of(%f#1) : (!deallocation.ownership) -> ()
  return
}

// -----

// Case 20 (@retain_of_null): two null ownerships swapped each iteration:
// no retain left.
// CHECK-LABEL: func.func @retain_of_null(
// CHECK-SAME: %arg0: memref<2xf32>, %arg1: index, %arg2: index, %arg3: index) {
// CHECK-NEXT: %0 = deallocation.null
// CHECK-NEXT: %1:4 = scf.for %arg4 = %arg1 to %arg2 step %arg3 iter_args(%arg5 = %arg0, %arg6 = %arg0, %arg7 = %0, %arg8 = %0) -> (memref<2xf32>, memref<2xf32>, !deallocation.ownership, !deallocation.ownership) {
// CHECK-NEXT: scf.yield %arg6, %arg5, %arg8, %arg7 : memref<2xf32>, memref<2xf32>, !deallocation.ownership, !deallocation.ownership
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @retain_of_null(%a: memref<2xf32>, %lb: index, %ub: index, %s: index) {
  %n = deallocation.null
  %f:4 = scf.for %i = %lb to %ub step %s iter_args(%x = %a, %y = %a, %ox = %n, %oy = %n) -> (memref<2xf32>, memref<2xf32>, !deallocation.ownership, !deallocation.ownership) {
    deallocation.retain() of(%ox) : (!deallocation.ownership) -> ()
    scf.yield %y, %x, %oy, %ox : memref<2xf32>, memref<2xf32>, !deallocation.ownership, !deallocation.ownership
  }
  deallocation.retain() of(%f#2) : (!deallocation.ownership) -> ()
  deallocation.retain() of(%f#3) : (!deallocation.ownership) -> ()
  return
}
