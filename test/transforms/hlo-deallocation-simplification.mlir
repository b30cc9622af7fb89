// RUN: bufopt %s --allow-unregistered-dialect --hlo-deallocation-simplification | FileCheck %s

// An owned allocation released with nothing retained: a plain dealloc.
// CHECK-LABEL: func.func @retain_is_dealloc(
// CHECK-NEXT: %[[A:.*]] = memref.alloc()
// CHECK-NEXT: "test.use"(%[[A]])
// CHECK-NEXT: memref.dealloc %[[A]]
// CHECK-NEXT: return
func.func @retain_is_dealloc() {
  %a = memref.alloc() : memref<2xf32>
  %o = deallocation.own %a : memref<2xf32>
  "test.use"(%a) : (memref<2xf32>) -> ()
  deallocation.retain() of(%o) : (!deallocation.ownership) -> ()
  return
}

// Retaining from no alloc is a null.
// CHECK-LABEL: func.func @retain_of_nothing(
// CHECK-NEXT: %[[N:.*]] = deallocation.null
// CHECK-NEXT: return %[[N]]
func.func @retain_of_nothing(%arg: memref<2xf32>) -> !deallocation.ownership {
  %r = deallocation.retain(%arg) of() : (memref<2xf32>) -> !deallocation.ownership
  return %r : !deallocation.ownership
}

// Ownership only passed through the loop: the own becomes a null and the
// final retain a dealloc of the loop result (the init is never null).
// CHECK-LABEL: func.func @retain_is_dealloc_for(
// CHECK: %[[A:.*]] = memref.alloc()
// CHECK-NEXT: %[[N:.*]] = deallocation.null
// CHECK-NEXT: %[[F:.*]]:2 = scf.for {{.*}} iter_args(%{{.*}} = %[[A]], %{{.*}} = %[[N]])
// CHECK: memref.dealloc %[[F]]#0
// CHECK-NOT: deallocation.retain
func.func @retain_is_dealloc_for(%lb: index, %ub: index, %s: index) {
  %a = memref.alloc() : memref<2xf32>
  %o = deallocation.own %a : memref<2xf32>
  %f:2 = scf.for %i = %lb to %ub step %s iter_args(%x = %a, %ox = %o) -> (memref<2xf32>, !deallocation.ownership) {
    scf.yield %x, %ox : memref<2xf32>, !deallocation.ownership
  }
  deallocation.retain() of(%f#1) : (!deallocation.ownership) -> ()
  return
}

// The body frees its argument and yields a fresh buffer: both retains are
// deallocs.
// CHECK-LABEL: func.func @retain_is_dealloc_reallocated(
// CHECK: %[[F:.*]]:2 = scf.for {{.*}} iter_args(%[[X:.*]] = %{{.*}}, %{{.*}} = %{{.*}})
// CHECK: memref.dealloc %[[X]]
// CHECK: memref.dealloc %[[F]]#0
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

// Through scf.while, with the iteration arguments permuted.
// CHECK-LABEL: func.func @retain_is_dealloc_while_permute(
// CHECK: %[[W:.*]]:4 = scf.while
// CHECK: memref.dealloc %[[W]]#0
// CHECK-NEXT: memref.dealloc %[[W]]#1
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

// The init ownership is a function argument (may be null): the retain stays.
// CHECK-LABEL: func.func @retain_is_not_dealloc_for(
// CHECK: %[[F:.*]]:2 = scf.for
// CHECK: deallocation.retain() of(%[[F]]#1)
func.func @retain_is_not_dealloc_for(%a: memref<2xf32>, %o: !deallocation.ownership, %lb: index, %ub: index, %s: index) {
  %f:2 = scf.for %i = %lb to %ub step %s iter_args(%x = %a, %ox = %o) -> (memref<2xf32>, !deallocation.ownership) {
    scf.yield %x, %ox : memref<2xf32>, !deallocation.ownership
  }
  deallocation.retain() of(%f#1) : (!deallocation.ownership) -> ()
  return
}

// Two null ownerships swapped each iteration stay null: no retain left.
// CHECK-LABEL: func.func @retain_of_null(
// CHECK-NOT: deallocation.retain
// CHECK: return
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
