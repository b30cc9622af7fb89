// RUN: bufopt %s --split-input-file --allow-unregistered-dialect --hlo-deallocate | FileCheck %s
// RUN: bufopt %s --split-input-file --allow-unregistered-dialect --hlo-deallocate --hlo-deallocation-simplification | FileCheck %s --check-prefix=SIMPLE

// Reference cases of ref-hlo.md section 10 for hlo-deallocate (1-16),
// written from the described output, checked op for op (CHECK-NEXT, every
// op of every function, types included): ordering of retains, of their
// allocs, and the shared null.  The prefix SIMPLE checks the cases whose upstream test also
// checks the output of hlo-deallocation-simplification.

// Case 1: a null before the outer loop for the argument init; the inner
// loop gets the outer ownership argument (last use); the else branch
// retains its yield of nothing; after the if the yielded class first
// (allocs in value order: the argument's ownership, then the if's), then
// the unused alloc; at the end own(%0) then the loop's ownership.
// CHECK-LABEL: func.func @loop_nested_alloc(
// CHECK-NEXT: %[[A0:.*]] = memref.alloc()
// CHECK-NEXT: %[[O0:.*]] = deallocation.own %[[A0]]
// CHECK-NEXT: %[[N:.*]] = deallocation.null
// CHECK-NEXT: %[[F1:.*]]:2 = scf.for {{.*}} iter_args(%{{.*}} = %{{.*}}, %[[OA:.*]] = %[[N]])
// CHECK-NEXT: %[[F2:.*]]:2 = scf.for {{.*}} iter_args(%[[B:.*]] = %{{.*}}, %[[OB:.*]] = %[[OA]])
// CHECK-NEXT: %[[A3:.*]] = memref.alloc()
// CHECK-NEXT: %[[O3:.*]] = deallocation.own %[[A3]]
// CHECK-NEXT: "test.use"
// CHECK-NEXT: %[[IF:.*]]:2 = scf.if
// CHECK-NEXT: %[[A6:.*]] = memref.alloc()
// CHECK-NEXT: %[[O6:.*]] = deallocation.own %[[A6]]
// CHECK-NEXT: scf.yield %[[A6]], %[[O6]]
// CHECK-NEXT: } else {
// CHECK-NEXT: %[[RB:.*]] = deallocation.retain(%[[B]]) of()
// CHECK-NEXT: scf.yield %[[B]], %[[RB]]
// CHECK-NEXT: }
// CHECK-NEXT: %[[R:.*]] = deallocation.retain(%[[IF]]#0) of(%[[OB]], %[[IF]]#1)
// CHECK-NEXT: deallocation.retain() of(%[[O3]])
// CHECK-NEXT: scf.yield %[[IF]]#0, %[[R]]
// CHECK-NEXT: }
// CHECK-NEXT: scf.yield %[[F2]]#0, %[[F2]]#1
// CHECK-NEXT: }
// CHECK-NEXT: memref.copy %[[F1]]#0
// CHECK-NEXT: deallocation.retain() of(%[[O0]])
// CHECK-NEXT: deallocation.retain() of(%[[F1]]#1)
// CHECK-NEXT: return
func.func @loop_nested_alloc(%lb: index, %ub: index, %step: index, %c: i1, %buf: memref<2xf32>, %res: memref<2xf32>) {
  %0 = memref.alloc() : memref<2xf32>
  %1 = scf.for %i = %lb to %ub step %step iter_args(%a = %buf) -> memref<2xf32> {
    %2 = scf.for %j = %lb to %ub step %step iter_args(%b = %a) -> memref<2xf32> {
      %3 = memref.alloc() : memref<2xf32>
      "test.use"(%3, %0) : (memref<2xf32>, memref<2xf32>) -> ()
      %4 = scf.if %c -> memref<2xf32> {
        %6 = memref.alloc() : memref<2xf32>
        scf.yield %6 : memref<2xf32>
      } else {
        scf.yield %b : memref<2xf32>
      }
      scf.yield %4 : memref<2xf32>
    }
    scf.yield %2 : memref<2xf32>
  }
  memref.copy %1, %res : memref<2xf32> to memref<2xf32>
  return
}

// -----

// Case 14: @f forwards four of its five arguments to its recursive call,
// so its summary does not list argument 4: the caller's fifth buffer is
// in a class of its own and freed by a retain of its own, after the
// returned class's retain.
// CHECK-LABEL: func.func @user(
// CHECK-COUNT-5: deallocation.own %alloc
// CHECK-NEXT: %[[R:.*]]:2 = call @f(
// CHECK-NEXT: %[[K:.*]] = deallocation.retain(%[[R]]#0) of(%0, %1, %2, %3, %[[R]]#1)
// CHECK-NEXT: deallocation.retain() of(%4)
// CHECK-NEXT: return %[[R]]#0, %[[K]]
func.func @f(%a: memref<2xf32>, %b: memref<2xf32>, %c: memref<2xf32>, %d: memref<2xf32>, %e: memref<2xf32>, %x: i1) -> memref<2xf32> {
  %r = scf.if %x -> memref<2xf32> {
    %y = func.call @f(%b, %c, %d, %a, %a, %x) : (memref<2xf32>, memref<2xf32>, memref<2xf32>, memref<2xf32>, memref<2xf32>, i1) -> memref<2xf32>
    scf.yield %y : memref<2xf32>
  } else {
    scf.yield %a : memref<2xf32>
  }
  return %r : memref<2xf32>
}
func.func @user(%x: i1) -> memref<2xf32> {
  %a = memref.alloc() : memref<2xf32>
  %b = memref.alloc() : memref<2xf32>
  %c = memref.alloc() : memref<2xf32>
  %d = memref.alloc() : memref<2xf32>
  %e = memref.alloc() : memref<2xf32>
  %r = func.call @f(%a, %b, %c, %d, %e, %x) : (memref<2xf32>, memref<2xf32>, memref<2xf32>, memref<2xf32>, memref<2xf32>, i1) -> memref<2xf32>
  return %r : memref<2xf32>
}

// -----

// Case 16: three retains, one per forwarded class, in result order; the
// replacing call's ownerships are returned as they are.
// CHECK-LABEL: func.func @forward(
// CHECK-NEXT: %[[X:.*]] = deallocation.retain(%arg0) of()
// CHECK-NEXT: %[[Y:.*]] = deallocation.retain(%arg1) of()
// CHECK-NEXT: %[[Z:.*]] = deallocation.retain(%arg2) of()
// CHECK-NEXT: return %arg0, %arg1, %arg2, %[[X]], %[[Y]], %[[Z]]
// CHECK-LABEL: func.func @user(
// CHECK: %[[F:.*]]:6 = call @forward(
// CHECK-NEXT: %[[P:.*]]:6 = call @replace(
// CHECK-NEXT: %[[K0:.*]] = deallocation.retain(%[[F]]#0) of(%0, %[[F]]#3)
// CHECK-NEXT: %[[K1:.*]] = deallocation.retain(%[[F]]#1) of(%1, %[[F]]#4)
// CHECK-NEXT: %[[K2:.*]] = deallocation.retain(%[[F]]#2) of(%2, %[[F]]#5)
// CHECK-NEXT: return %[[F]]#0, %[[F]]#1, %[[F]]#2, %[[P]]#0, %[[P]]#1, %[[P]]#2, %[[K0]], %[[K1]], %[[K2]], %[[P]]#3, %[[P]]#4, %[[P]]#5
func.func @forward(%a: memref<2xf32>, %b: memref<2xf32>, %c: memref<2xf32>) -> (memref<2xf32>, memref<2xf32>, memref<2xf32>) {
  return %a, %b, %c : memref<2xf32>, memref<2xf32>, memref<2xf32>
}
func.func @replace(%a: memref<2xf32>, %b: memref<2xf32>, %c: memref<2xf32>) -> (memref<2xf32>, memref<2xf32>, memref<2xf32>) {
  %x = memref.alloc() : memref<2xf32>
  %y = memref.alloc() : memref<2xf32>
  %z = memref.alloc() : memref<2xf32>
  return %x, %y, %z : memref<2xf32>, memref<2xf32>, memref<2xf32>
}
func.func @user() -> (memref<2xf32>, memref<2xf32>, memref<2xf32>, memref<2xf32>, memref<2xf32>, memref<2xf32>) {
  %a = memref.alloc() : memref<2xf32>
  %b = memref.alloc() : memref<2xf32>
  %c = memref.alloc() : memref<2xf32>
  %f:3 = func.call @forward(%a, %b, %c) : (memref<2xf32>, memref<2xf32>, memref<2xf32>) -> (memref<2xf32>, memref<2xf32>, memref<2xf32>)
  %r:3 = func.call @replace(%a, %b, %c) : (memref<2xf32>, memref<2xf32>, memref<2xf32>) -> (memref<2xf32>, memref<2xf32>, memref<2xf32>)
  return %f#0, %f#1, %f#2, %r#0, %r#1, %r#2 : memref<2xf32>, memref<2xf32>, memref<2xf32>, memref<2xf32>, memref<2xf32>, memref<2xf32>
}

// -----

// Case 2: the inner branches retain(%alloc_0) of() / retain(%alloc_1) of();
// the outer else yields the inner results unchanged; at the end one
// retain with two results for the returned class, then the return.
// CHECK-LABEL: func.func @nested_if(
// CHECK-SAME: %arg0: i1, %arg1: i1) -> (memref<2xf32>, memref<2xf32>, !deallocation.ownership, !deallocation.ownership) {
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: %0 = deallocation.own %alloc : memref<2xf32>
// CHECK-NEXT: %alloc_0 = memref.alloc() : memref<2xf32>
// CHECK-NEXT: %1 = deallocation.own %alloc_0 : memref<2xf32>
// CHECK-NEXT: %2:2 = scf.if %arg0 -> (memref<2xf32>, !deallocation.ownership) {
// CHECK-NEXT: %4 = deallocation.retain(%alloc) of() : (memref<2xf32>) -> !deallocation.ownership
// CHECK-NEXT: scf.yield %alloc, %4 : memref<2xf32>, !deallocation.ownership
// CHECK-NEXT: } else {
// CHECK-NEXT: %4:2 = scf.if %arg1 -> (memref<2xf32>, !deallocation.ownership) {
// CHECK-NEXT: %5 = deallocation.retain(%alloc) of() : (memref<2xf32>) -> !deallocation.ownership
// CHECK-NEXT: scf.yield %alloc, %5 : memref<2xf32>, !deallocation.ownership
// CHECK-NEXT: } else {
// CHECK-NEXT: %5 = deallocation.retain(%alloc_0) of() : (memref<2xf32>) -> !deallocation.ownership
// CHECK-NEXT: scf.yield %alloc_0, %5 : memref<2xf32>, !deallocation.ownership
// CHECK-NEXT: }
// CHECK-NEXT: scf.yield %4#0, %4#1 : memref<2xf32>, !deallocation.ownership
// CHECK-NEXT: }
// CHECK-NEXT: %3:2 = deallocation.retain(%alloc, %2#0) of(%0, %1, %2#1) : (memref<2xf32>, memref<2xf32>, !deallocation.ownership, !deallocation.ownership, !deallocation.ownership) -> (!deallocation.ownership, !deallocation.ownership)
// CHECK-NEXT: return %alloc, %2#0, %3#0, %3#1 : memref<2xf32>, memref<2xf32>, !deallocation.ownership, !deallocation.ownership
// CHECK-NEXT: }
func.func @nested_if(%c: i1, %d: i1) -> (memref<2xf32>, memref<2xf32>) {
  %alloc_0 = memref.alloc() : memref<2xf32>
  %alloc_1 = memref.alloc() : memref<2xf32>
  %0 = scf.if %c -> memref<2xf32> {
    scf.yield %alloc_0 : memref<2xf32>
  } else {
    %1 = scf.if %d -> memref<2xf32> {
      scf.yield %alloc_0 : memref<2xf32>
    } else {
      scf.yield %alloc_1 : memref<2xf32>
    }
    scf.yield %1 : memref<2xf32>
  }
  return %alloc_0, %0 : memref<2xf32>, memref<2xf32>
}

// -----

// Case 3: ownership inits own(%a), null, null (one shared null: only the
// first occurrence takes ownership); the condition forwards the ownership
// arguments; the after region frees its first and third ownership
// arguments and yields own(%q), own(%b) and the second argument (all
// elided); one retain of the three results after the loop.
// CHECK-LABEL: func.func @while(
// CHECK-SAME: %arg0: i1) -> (memref<2xf32>, memref<2xf32>, memref<2xf32>, !deallocation.ownership, !deallocation.ownership, !deallocation.ownership) {
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: %0 = deallocation.own %alloc : memref<2xf32>
// CHECK-NEXT: %1 = deallocation.null
// CHECK-NEXT: %2:6 = scf.while (%arg1 = %alloc, %arg2 = %alloc, %arg3 = %alloc, %arg4 = %0, %arg5 = %1, %arg6 = %1) : (memref<2xf32>, memref<2xf32>, memref<2xf32>, !deallocation.ownership, !deallocation.ownership, !deallocation.ownership) -> (memref<2xf32>, memref<2xf32>, memref<2xf32>, !deallocation.ownership, !deallocation.ownership, !deallocation.ownership) {
// CHECK-NEXT: scf.condition(%arg0) %arg1, %arg2, %arg3, %arg4, %arg5, %arg6 : memref<2xf32>, memref<2xf32>, memref<2xf32>, !deallocation.ownership, !deallocation.ownership, !deallocation.ownership
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg1: memref<2xf32>, %arg2: memref<2xf32>, %arg3: memref<2xf32>, %arg4: !deallocation.ownership, %arg5: !deallocation.ownership, %arg6: !deallocation.ownership):
// CHECK-NEXT: %alloc_0 = memref.alloc() : memref<2xf32>
// CHECK-NEXT: %4 = deallocation.own %alloc_0 : memref<2xf32>
// CHECK-NEXT: %alloc_1 = memref.alloc() : memref<2xf32>
// CHECK-NEXT: %5 = deallocation.own %alloc_1 : memref<2xf32>
// CHECK-NEXT: deallocation.retain() of(%arg4) : (!deallocation.ownership) -> ()
// CHECK-NEXT: deallocation.retain() of(%arg6) : (!deallocation.ownership) -> ()
// CHECK-NEXT: scf.yield %alloc_1, %alloc_0, %arg2, %5, %4, %arg5 : memref<2xf32>, memref<2xf32>, memref<2xf32>, !deallocation.ownership, !deallocation.ownership, !deallocation.ownership
// CHECK-NEXT: }
// CHECK-NEXT: %3:3 = deallocation.retain(%2#0, %2#1, %2#2) of(%2#3, %2#4, %2#5) : (memref<2xf32>, memref<2xf32>, memref<2xf32>, !deallocation.ownership, !deallocation.ownership, !deallocation.ownership) -> (!deallocation.ownership, !deallocation.ownership, !deallocation.ownership)
// CHECK-NEXT: return %2#0, %2#1, %2#2, %3#0, %3#1, %3#2 : memref<2xf32>, memref<2xf32>, memref<2xf32>, !deallocation.ownership, !deallocation.ownership, !deallocation.ownership
// CHECK-NEXT: }
func.func @while(%c: i1) -> (memref<2xf32>, memref<2xf32>, memref<2xf32>) {
  %a = memref.alloc() : memref<2xf32>
  %w:3 = scf.while (%1 = %a, %2 = %a, %3 = %a) : (memref<2xf32>, memref<2xf32>, memref<2xf32>) -> (memref<2xf32>, memref<2xf32>, memref<2xf32>) {
    scf.condition(%c) %1, %2, %3 : memref<2xf32>, memref<2xf32>, memref<2xf32>
  } do {
  ^bb0(%x: memref<2xf32>, %y: memref<2xf32>, %z: memref<2xf32>):
    %b = memref.alloc() : memref<2xf32>
    %q = memref.alloc() : memref<2xf32>
    scf.yield %q, %b, %y : memref<2xf32>, memref<2xf32>, memref<2xf32>
  }
  return %w#0, %w#1, %w#2 : memref<2xf32>, memref<2xf32>, memref<2xf32>
}

// -----

// Case 4: inside the if: alloc, own, use, retain() of(own); simplified:
// alloc, use, memref.dealloc.
// CHECK-LABEL: func.func @if_without_else(
// CHECK-SAME: %arg0: i1) {
// CHECK-NEXT: scf.if %arg0 {
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: %0 = deallocation.own %alloc : memref<2xf32>
// CHECK-NEXT: "test.use"(%alloc) : (memref<2xf32>) -> ()
// CHECK-NEXT: deallocation.retain() of(%0) : (!deallocation.ownership) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// SIMPLE-LABEL: func.func @if_without_else(
// SIMPLE-SAME: %arg0: i1) {
// SIMPLE-NEXT: scf.if %arg0 {
// SIMPLE-NEXT: %alloc = memref.alloc() : memref<2xf32>
// SIMPLE-NEXT: "test.use"(%alloc) : (memref<2xf32>) -> ()
// SIMPLE-NEXT: memref.dealloc %alloc : memref<2xf32>
// SIMPLE-NEXT: }
// SIMPLE-NEXT: return
// SIMPLE-NEXT: }
func.func @if_without_else(%c: i1) {
  scf.if %c {
    %a = memref.alloc() : memref<2xf32>
    "test.use"(%a) : (memref<2xf32>) -> ()
  }
  return
}

// -----

// Case 5 (deliberate difference, docs/hlo-deallocation.md): both
// ownership inits are the same null (the region uses %alloc: not its last
// use).  Upstream gives the retain's second result to the first slot and
// a null to the second (its slot quirk); bufopt yields both results, one
// per occurrence, so no ownership is dropped.
// CHECK-LABEL: func.func @yield_same_alloc_twice(
// CHECK-SAME: %arg0: i1) {
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: %0 = deallocation.own %alloc : memref<2xf32>
// CHECK-NEXT: %1 = deallocation.null
// CHECK-NEXT: %2:4 = scf.while (%arg1 = %alloc, %arg2 = %alloc, %arg3 = %1, %arg4 = %1) : (memref<2xf32>, memref<2xf32>, !deallocation.ownership, !deallocation.ownership) -> (memref<2xf32>, memref<2xf32>, !deallocation.ownership, !deallocation.ownership) {
// CHECK-NEXT: scf.condition(%arg0) %arg1, %arg2, %arg3, %arg4 : memref<2xf32>, memref<2xf32>, !deallocation.ownership, !deallocation.ownership
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg1: memref<2xf32>, %arg2: memref<2xf32>, %arg3: !deallocation.ownership, %arg4: !deallocation.ownership):
// CHECK-NEXT: %3:2 = deallocation.retain(%alloc, %alloc) of() : (memref<2xf32>, memref<2xf32>) -> (!deallocation.ownership, !deallocation.ownership)
// CHECK-NEXT: deallocation.retain() of(%arg3) : (!deallocation.ownership) -> ()
// CHECK-NEXT: deallocation.retain() of(%arg4) : (!deallocation.ownership) -> ()
// CHECK-NEXT: scf.yield %alloc, %alloc, %3#0, %3#1 : memref<2xf32>, memref<2xf32>, !deallocation.ownership, !deallocation.ownership
// CHECK-NEXT: }
// CHECK-NEXT: deallocation.retain() of(%0) : (!deallocation.ownership) -> ()
// CHECK-NEXT: deallocation.retain() of(%2#2) : (!deallocation.ownership) -> ()
// CHECK-NEXT: deallocation.retain() of(%2#3) : (!deallocation.ownership) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @yield_same_alloc_twice(%c: i1) {
  %alloc = memref.alloc() : memref<2xf32>
  %w:2 = scf.while (%a = %alloc, %b = %alloc) : (memref<2xf32>, memref<2xf32>) -> (memref<2xf32>, memref<2xf32>) {
    scf.condition(%c) %a, %b : memref<2xf32>, memref<2xf32>
  } do {
  ^bb0(%x: memref<2xf32>, %y: memref<2xf32>):
    scf.yield %alloc, %alloc : memref<2xf32>, memref<2xf32>
  }
  return
}

// -----

// Case 6: %4 derives from %2 (same element type), it has no indicator of
// its own, so no elision: retain(%4) of(own(%2)); the unused iteration
// argument is freed; after the loop the use, then the result's retain.
// CHECK-LABEL: func.func @yield_derived(
// CHECK-SAME: %arg0: index, %arg1: index, %arg2: index) {
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xi32>
// CHECK-NEXT: %0 = deallocation.own %alloc : memref<2xi32>
// CHECK-NEXT: %1:2 = scf.for %arg3 = %arg0 to %arg1 step %arg2 iter_args(%arg4 = %alloc, %arg5 = %0) -> (memref<2xi32>, !deallocation.ownership) {
// CHECK-NEXT: %alloc_0 = memref.alloc() : memref<2xi32>
// CHECK-NEXT: %2 = deallocation.own %alloc_0 : memref<2xi32>
// CHECK-NEXT: %3 = "test.someop"(%alloc_0) : (memref<2xi32>) -> memref<1xi32>
// CHECK-NEXT: %4 = "test.someop"(%3) : (memref<1xi32>) -> memref<2xi32>
// CHECK-NEXT: %5 = deallocation.retain(%4) of(%2) : (memref<2xi32>, !deallocation.ownership) -> !deallocation.ownership
// CHECK-NEXT: deallocation.retain() of(%arg5) : (!deallocation.ownership) -> ()
// CHECK-NEXT: scf.yield %4, %5 : memref<2xi32>, !deallocation.ownership
// CHECK-NEXT: }
// CHECK-NEXT: "test.use"(%1#0) : (memref<2xi32>) -> ()
// CHECK-NEXT: deallocation.retain() of(%1#1) : (!deallocation.ownership) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @yield_derived(%lb: index, %ub: index, %s: index) {
  %0 = memref.alloc() : memref<2xi32>
  %1 = scf.for %i = %lb to %ub step %s iter_args(%arg = %0) -> memref<2xi32> {
    %2 = memref.alloc() : memref<2xi32>
    %3 = "test.someop"(%2) : (memref<2xi32>) -> memref<1xi32>
    %4 = "test.someop"(%3) : (memref<1xi32>) -> memref<2xi32>
    scf.yield %4 : memref<2xi32>
  }
  "test.use"(%1) : (memref<2xi32>) -> ()
  return
}

// -----

// Case 7: an alloc inside scf.parallel is freed inside it.
// CHECK-LABEL: func.func @unknown_op(
// CHECK-SAME: %arg0: index, %arg1: index, %arg2: index) {
// CHECK-NEXT: scf.parallel (%arg3) = (%arg0) to (%arg1) step (%arg2) {
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: %0 = deallocation.own %alloc : memref<2xf32>
// CHECK-NEXT: "test.use"(%alloc) : (memref<2xf32>) -> ()
// CHECK-NEXT: deallocation.retain() of(%0) : (!deallocation.ownership) -> ()
// CHECK-NEXT: scf.reduce
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// SIMPLE-LABEL: func.func @unknown_op(
// SIMPLE-SAME: %arg0: index, %arg1: index, %arg2: index) {
// SIMPLE-NEXT: scf.parallel (%arg3) = (%arg0) to (%arg1) step (%arg2) {
// SIMPLE-NEXT: %alloc = memref.alloc() : memref<2xf32>
// SIMPLE-NEXT: "test.use"(%alloc) : (memref<2xf32>) -> ()
// SIMPLE-NEXT: memref.dealloc %alloc : memref<2xf32>
// SIMPLE-NEXT: scf.reduce
// SIMPLE-NEXT: }
// SIMPLE-NEXT: return
// SIMPLE-NEXT: }
func.func @unknown_op(%lb: index, %ub: index, %s: index) {
  scf.parallel (%i) = (%lb) to (%ub) step (%s) {
    %a = memref.alloc() : memref<2xf32>
    "test.use"(%a) : (memref<2xf32>) -> ()
    scf.reduce
  }
  return
}

// -----

// Case 8: the realloc takes the first own over (no retain for it); one
// retain of the realloc's own at the end; simplified: a memref.dealloc of
// the realloc.
// CHECK-LABEL: func.func @unconditional_realloc(
// CHECK-SAME: %arg0: index, %arg1: index) {
// CHECK-NEXT: %alloc = memref.alloc(%arg0) : memref<?xf32>
// CHECK-NEXT: %0 = deallocation.own %alloc : memref<?xf32>
// CHECK-NEXT: "test.use"(%alloc) : (memref<?xf32>) -> ()
// CHECK-NEXT: %1 = memref.realloc %alloc(%arg1) : memref<?xf32> to memref<?xf32>
// CHECK-NEXT: %2 = deallocation.own %1 : memref<?xf32>
// CHECK-NEXT: "test.use"(%1) : (memref<?xf32>) -> ()
// CHECK-NEXT: deallocation.retain() of(%2) : (!deallocation.ownership) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// SIMPLE-LABEL: func.func @unconditional_realloc(
// SIMPLE-SAME: %arg0: index, %arg1: index) {
// SIMPLE-NEXT: %alloc = memref.alloc(%arg0) : memref<?xf32>
// SIMPLE-NEXT: "test.use"(%alloc) : (memref<?xf32>) -> ()
// SIMPLE-NEXT: %0 = memref.realloc %alloc(%arg1) : memref<?xf32> to memref<?xf32>
// SIMPLE-NEXT: "test.use"(%0) : (memref<?xf32>) -> ()
// SIMPLE-NEXT: memref.dealloc %0 : memref<?xf32>
// SIMPLE-NEXT: return
// SIMPLE-NEXT: }
func.func @unconditional_realloc(%n: index, %m: index) {
  %a = memref.alloc(%n) : memref<?xf32>
  "test.use"(%a) : (memref<?xf32>) -> ()
  %r = memref.realloc %a(%m) : memref<?xf32> to memref<?xf32>
  "test.use"(%r) : (memref<?xf32>) -> ()
  return
}

// -----

// Case 9: then: realloc, own, yield; else: a dead retain(%alloc) of() and
// the enclosing own yielded; after the if: use, retain of the if's
// ownership; nothing frees own(%alloc) at the function level.
// CHECK-LABEL: func.func @realloc_in_if(
// CHECK-SAME: %arg0: i1, %arg1: index) {
// CHECK-NEXT: %alloc = memref.alloc(%arg1) : memref<?xi32>
// CHECK-NEXT: %0 = deallocation.own %alloc : memref<?xi32>
// CHECK-NEXT: %1:2 = scf.if %arg0 -> (memref<?xi32>, !deallocation.ownership) {
// CHECK-NEXT: %2 = memref.realloc %alloc(%arg1) : memref<?xi32> to memref<?xi32>
// CHECK-NEXT: %3 = deallocation.own %2 : memref<?xi32>
// CHECK-NEXT: scf.yield %2, %3 : memref<?xi32>, !deallocation.ownership
// CHECK-NEXT: } else {
// CHECK-NEXT: %2 = deallocation.retain(%alloc) of() : (memref<?xi32>) -> !deallocation.ownership
// CHECK-NEXT: scf.yield %alloc, %0 : memref<?xi32>, !deallocation.ownership
// CHECK-NEXT: }
// CHECK-NEXT: "test.use"(%1#0) : (memref<?xi32>) -> ()
// CHECK-NEXT: deallocation.retain() of(%1#1) : (!deallocation.ownership) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @realloc_in_if(%c: i1, %n: index) {
  %alloc = memref.alloc(%n) : memref<?xi32>
  %new = scf.if %c -> memref<?xi32> {
    %r = memref.realloc %alloc(%n) : memref<?xi32> to memref<?xi32>
    scf.yield %r : memref<?xi32>
  } else {
    scf.yield %alloc : memref<?xi32>
  }
  "test.use"(%new) : (memref<?xi32>) -> ()
  return
}

// -----

// Case 9 (@realloc_in_if_strange_but_ok): the realloc branch yields a
// fresh alloc and frees the realloc's own.
// CHECK-LABEL: func.func @realloc_in_if_strange_but_ok(
// CHECK-SAME: %arg0: i1, %arg1: index) {
// CHECK-NEXT: %alloc = memref.alloc(%arg1) : memref<?xi32>
// CHECK-NEXT: %0 = deallocation.own %alloc : memref<?xi32>
// CHECK-NEXT: %1:2 = scf.if %arg0 -> (memref<?xi32>, !deallocation.ownership) {
// CHECK-NEXT: %2 = memref.realloc %alloc(%arg1) : memref<?xi32> to memref<?xi32>
// CHECK-NEXT: %3 = deallocation.own %2 : memref<?xi32>
// CHECK-NEXT: %alloc_0 = memref.alloc(%arg1) : memref<?xi32>
// CHECK-NEXT: %4 = deallocation.own %alloc_0 : memref<?xi32>
// CHECK-NEXT: "test.use"(%2) : (memref<?xi32>) -> ()
// CHECK-NEXT: deallocation.retain() of(%3) : (!deallocation.ownership) -> ()
// CHECK-NEXT: scf.yield %alloc_0, %4 : memref<?xi32>, !deallocation.ownership
// CHECK-NEXT: } else {
// CHECK-NEXT: %2 = deallocation.retain(%alloc) of() : (memref<?xi32>) -> !deallocation.ownership
// CHECK-NEXT: scf.yield %alloc, %0 : memref<?xi32>, !deallocation.ownership
// CHECK-NEXT: }
// CHECK-NEXT: "test.use"(%1#0) : (memref<?xi32>) -> ()
// CHECK-NEXT: deallocation.retain() of(%1#1) : (!deallocation.ownership) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @realloc_in_if_strange_but_ok(%c: i1, %n: index) {
  %alloc = memref.alloc(%n) : memref<?xi32>
  %new = scf.if %c -> memref<?xi32> {
    %r = memref.realloc %alloc(%n) : memref<?xi32> to memref<?xi32>
    %f = memref.alloc(%n) : memref<?xi32>
    "test.use"(%r) : (memref<?xi32>) -> ()
    scf.yield %f : memref<?xi32>
  } else {
    scf.yield %alloc : memref<?xi32>
  }
  "test.use"(%new) : (memref<?xi32>) -> ()
  return
}

// -----

// Case 10: the for and the if have two results each, the body yields the
// if's; after the loop only the retain of the loop's ownership.
// CHECK-LABEL: func.func @realloc_in_loop(
// CHECK-SAME: %arg0: index, %arg1: index, %arg2: index, %arg3: index) {
// CHECK-NEXT: %alloc = memref.alloc(%arg3) : memref<?xi32>
// CHECK-NEXT: %0 = deallocation.own %alloc : memref<?xi32>
// CHECK-NEXT: %1:2 = scf.for %arg4 = %arg0 to %arg1 step %arg2 iter_args(%arg5 = %alloc, %arg6 = %0) -> (memref<?xi32>, !deallocation.ownership) {
// CHECK-NEXT: %2:2 = "dummy.check_capacity"(%arg5) : (memref<?xi32>) -> (i1, index)
// CHECK-NEXT: %3:2 = scf.if %2#0 -> (memref<?xi32>, !deallocation.ownership) {
// CHECK-NEXT: %4 = memref.realloc %arg5(%2#1) : memref<?xi32> to memref<?xi32>
// CHECK-NEXT: %5 = deallocation.own %4 : memref<?xi32>
// CHECK-NEXT: scf.yield %4, %5 : memref<?xi32>, !deallocation.ownership
// CHECK-NEXT: } else {
// CHECK-NEXT: %4 = deallocation.retain(%arg5) of() : (memref<?xi32>) -> !deallocation.ownership
// CHECK-NEXT: scf.yield %arg5, %arg6 : memref<?xi32>, !deallocation.ownership
// CHECK-NEXT: }
// CHECK-NEXT: "dummy.use"(%3#0) : (memref<?xi32>) -> ()
// CHECK-NEXT: scf.yield %3#0, %3#1 : memref<?xi32>, !deallocation.ownership
// CHECK-NEXT: }
// CHECK-NEXT: deallocation.retain() of(%1#1) : (!deallocation.ownership) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @realloc_in_loop(%lb: index, %ub: index, %s: index, %size: index) {
  %alloc = memref.alloc(%size) : memref<?xi32>
  %r = scf.for %i = %lb to %ub step %s iter_args(%arg0 = %alloc) -> memref<?xi32> {
    %grow, %new_size = "dummy.check_capacity"(%arg0) : (memref<?xi32>) -> (i1, index)
    %mem = scf.if %grow -> memref<?xi32> {
      %0 = memref.realloc %arg0(%new_size) : memref<?xi32> to memref<?xi32>
      scf.yield %0 : memref<?xi32>
    } else {
      scf.yield %arg0 : memref<?xi32>
    }
    "dummy.use"(%mem) : (memref<?xi32>) -> ()
    scf.yield %mem : memref<?xi32>
  }
  return
}

// -----

// Case 11 (@alloca): an alloca passes through untouched.
// CHECK-LABEL: func.func @alloca(
// CHECK-SAME: ) {
// CHECK-NEXT: %alloca = memref.alloca() : memref<2xf32>
// CHECK-NEXT: "test.use"(%alloca) : (memref<2xf32>) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// SIMPLE-LABEL: func.func @alloca(
// SIMPLE-SAME: ) {
// SIMPLE-NEXT: %alloca = memref.alloca() : memref<2xf32>
// SIMPLE-NEXT: "test.use"(%alloca) : (memref<2xf32>) -> ()
// SIMPLE-NEXT: return
// SIMPLE-NEXT: }
func.func @alloca() {
  %a = memref.alloca() : memref<2xf32>
  "test.use"(%a) : (memref<2xf32>) -> ()
  return
}

// -----

// Case 11 (@dealloc): a pre-existing dealloc is kept, no retain added;
// simplified: alloc, use, dealloc.
// CHECK-LABEL: func.func @dealloc(
// CHECK-SAME: ) {
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: %0 = deallocation.own %alloc : memref<2xf32>
// CHECK-NEXT: "test.use"(%alloc) : (memref<2xf32>) -> ()
// CHECK-NEXT: memref.dealloc %alloc : memref<2xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// SIMPLE-LABEL: func.func @dealloc(
// SIMPLE-SAME: ) {
// SIMPLE-NEXT: %alloc = memref.alloc() : memref<2xf32>
// SIMPLE-NEXT: "test.use"(%alloc) : (memref<2xf32>) -> ()
// SIMPLE-NEXT: memref.dealloc %alloc : memref<2xf32>
// SIMPLE-NEXT: return
// SIMPLE-NEXT: }
func.func @dealloc() {
  %a = memref.alloc() : memref<2xf32>
  "test.use"(%a) : (memref<2xf32>) -> ()
  memref.dealloc %a : memref<2xf32>
  return
}

// -----

// Case 11 (@dealloc_in_loop).
// CHECK-LABEL: func.func @dealloc_in_loop(
// CHECK-SAME: %arg0: index, %arg1: index, %arg2: index) {
// CHECK-NEXT: scf.for %arg3 = %arg0 to %arg1 step %arg2 {
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: %0 = deallocation.own %alloc : memref<2xf32>
// CHECK-NEXT: "test.use"(%alloc) : (memref<2xf32>) -> ()
// CHECK-NEXT: memref.dealloc %alloc : memref<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// SIMPLE-LABEL: func.func @dealloc_in_loop(
// SIMPLE-SAME: %arg0: index, %arg1: index, %arg2: index) {
// SIMPLE-NEXT: scf.for %arg3 = %arg0 to %arg1 step %arg2 {
// SIMPLE-NEXT: %alloc = memref.alloc() : memref<2xf32>
// SIMPLE-NEXT: "test.use"(%alloc) : (memref<2xf32>) -> ()
// SIMPLE-NEXT: memref.dealloc %alloc : memref<2xf32>
// SIMPLE-NEXT: }
// SIMPLE-NEXT: return
// SIMPLE-NEXT: }
func.func @dealloc_in_loop(%lb: index, %ub: index, %s: index) {
  scf.for %i = %lb to %ub step %s {
    %a = memref.alloc() : memref<2xf32>
    "test.use"(%a) : (memref<2xf32>) -> ()
    memref.dealloc %a : memref<2xf32>
  }
  return
}

// -----

// Case 11 (@dealloc_around_loop).
// CHECK-LABEL: func.func @dealloc_around_loop(
// CHECK-SAME: %arg0: index, %arg1: index, %arg2: index) {
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: %0 = deallocation.own %alloc : memref<2xf32>
// CHECK-NEXT: scf.for %arg3 = %arg0 to %arg1 step %arg2 {
// CHECK-NEXT: "test.use"(%alloc) : (memref<2xf32>) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: memref.dealloc %alloc : memref<2xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// SIMPLE-LABEL: func.func @dealloc_around_loop(
// SIMPLE-SAME: %arg0: index, %arg1: index, %arg2: index) {
// SIMPLE-NEXT: %alloc = memref.alloc() : memref<2xf32>
// SIMPLE-NEXT: scf.for %arg3 = %arg0 to %arg1 step %arg2 {
// SIMPLE-NEXT: "test.use"(%alloc) : (memref<2xf32>) -> ()
// SIMPLE-NEXT: }
// SIMPLE-NEXT: memref.dealloc %alloc : memref<2xf32>
// SIMPLE-NEXT: return
// SIMPLE-NEXT: }
func.func @dealloc_around_loop(%lb: index, %ub: index, %s: index) {
  %a = memref.alloc() : memref<2xf32>
  scf.for %i = %lb to %ub step %s {
    "test.use"(%a) : (memref<2xf32>) -> ()
  }
  memref.dealloc %a : memref<2xf32>
  return
}

// -----

// Case 12: @id returns %arg0 and retain(%arg0) of(); @user returns the
// call's two results as they are.
// CHECK-LABEL: func.func @id(
// CHECK-SAME: %arg0: memref<2xf32>) -> (memref<2xf32>, !deallocation.ownership) {
// CHECK-NEXT: %0 = deallocation.retain(%arg0) of() : (memref<2xf32>) -> !deallocation.ownership
// CHECK-NEXT: return %arg0, %0 : memref<2xf32>, !deallocation.ownership
// CHECK-NEXT: }
// CHECK-LABEL: func.func @user(
// CHECK-SAME: %arg0: memref<2xf32>) -> (memref<2xf32>, !deallocation.ownership) {
// CHECK-NEXT: %0:2 = call @id(%arg0) : (memref<2xf32>) -> (memref<2xf32>, !deallocation.ownership)
// CHECK-NEXT: return %0#0, %0#1 : memref<2xf32>, !deallocation.ownership
// CHECK-NEXT: }
func.func @id(%arg0: memref<2xf32>) -> memref<2xf32> {
  return %arg0 : memref<2xf32>
}
func.func @user(%arg0: memref<2xf32>) -> memref<2xf32> {
  %r = func.call @id(%arg0) : (memref<2xf32>) -> memref<2xf32>
  return %r : memref<2xf32>
}

// -----

// Case 12 (@id_select).
// CHECK-LABEL: func.func @id_select(
// CHECK-SAME: %arg0: i1, %arg1: memref<2xf32>) -> (memref<2xf32>, !deallocation.ownership) {
// CHECK-NEXT: %0 = arith.select %arg0, %arg1, %arg1 : memref<2xf32>
// CHECK-NEXT: %1 = deallocation.retain(%0) of() : (memref<2xf32>) -> !deallocation.ownership
// CHECK-NEXT: return %0, %1 : memref<2xf32>, !deallocation.ownership
// CHECK-NEXT: }
// CHECK-LABEL: func.func @user(
// CHECK-SAME: %arg0: i1, %arg1: memref<2xf32>) -> (memref<2xf32>, !deallocation.ownership) {
// CHECK-NEXT: %0:2 = call @id_select(%arg0, %arg1) : (i1, memref<2xf32>) -> (memref<2xf32>, !deallocation.ownership)
// CHECK-NEXT: return %0#0, %0#1 : memref<2xf32>, !deallocation.ownership
// CHECK-NEXT: }
func.func @id_select(%c: i1, %arg0: memref<2xf32>) -> memref<2xf32> {
  %r = arith.select %c, %arg0, %arg0 : memref<2xf32>
  return %r : memref<2xf32>
}
func.func @user(%c: i1, %arg0: memref<2xf32>) -> memref<2xf32> {
  %r = func.call @id_select(%c, %arg0) : (i1, memref<2xf32>) -> memref<2xf32>
  return %r : memref<2xf32>
}

// -----

// Case 12 (@ite).
// CHECK-LABEL: func.func @ite(
// CHECK-SAME: %arg0: i1, %arg1: memref<2xf32>, %arg2: memref<2xf32>) -> (memref<2xf32>, !deallocation.ownership) {
// CHECK-NEXT: %0:2 = scf.if %arg0 -> (memref<2xf32>, !deallocation.ownership) {
// CHECK-NEXT: %1 = deallocation.retain(%arg1) of() : (memref<2xf32>) -> !deallocation.ownership
// CHECK-NEXT: scf.yield %arg1, %1 : memref<2xf32>, !deallocation.ownership
// CHECK-NEXT: } else {
// CHECK-NEXT: %1 = deallocation.retain(%arg2) of() : (memref<2xf32>) -> !deallocation.ownership
// CHECK-NEXT: scf.yield %arg2, %1 : memref<2xf32>, !deallocation.ownership
// CHECK-NEXT: }
// CHECK-NEXT: return %0#0, %0#1 : memref<2xf32>, !deallocation.ownership
// CHECK-NEXT: }
// CHECK-LABEL: func.func @user(
// CHECK-SAME: %arg0: i1, %arg1: memref<2xf32>, %arg2: memref<2xf32>) -> (memref<2xf32>, !deallocation.ownership) {
// CHECK-NEXT: %0:2 = call @ite(%arg0, %arg1, %arg2) : (i1, memref<2xf32>, memref<2xf32>) -> (memref<2xf32>, !deallocation.ownership)
// CHECK-NEXT: return %0#0, %0#1 : memref<2xf32>, !deallocation.ownership
// CHECK-NEXT: }
func.func @ite(%c: i1, %x: memref<2xf32>, %y: memref<2xf32>) -> memref<2xf32> {
  %r = scf.if %c -> memref<2xf32> {
    scf.yield %x : memref<2xf32>
  } else {
    scf.yield %y : memref<2xf32>
  }
  return %r : memref<2xf32>
}
func.func @user(%c: i1, %x: memref<2xf32>, %y: memref<2xf32>) -> memref<2xf32> {
  %r = func.call @ite(%c, %x, %y) : (i1, memref<2xf32>, memref<2xf32>) -> memref<2xf32>
  return %r : memref<2xf32>
}

// -----

// Case 12 (@ite_select).
// CHECK-LABEL: func.func @ite_select(
// CHECK-SAME: %arg0: i1, %arg1: memref<2xf32>, %arg2: memref<2xf32>) -> (memref<2xf32>, !deallocation.ownership) {
// CHECK-NEXT: %0 = arith.select %arg0, %arg1, %arg2 : memref<2xf32>
// CHECK-NEXT: %1 = deallocation.retain(%0) of() : (memref<2xf32>) -> !deallocation.ownership
// CHECK-NEXT: return %0, %1 : memref<2xf32>, !deallocation.ownership
// CHECK-NEXT: }
// CHECK-LABEL: func.func @user(
// CHECK-SAME: %arg0: i1, %arg1: memref<2xf32>, %arg2: memref<2xf32>) -> (memref<2xf32>, !deallocation.ownership) {
// CHECK-NEXT: %0:2 = call @ite_select(%arg0, %arg1, %arg2) : (i1, memref<2xf32>, memref<2xf32>) -> (memref<2xf32>, !deallocation.ownership)
// CHECK-NEXT: return %0#0, %0#1 : memref<2xf32>, !deallocation.ownership
// CHECK-NEXT: }
func.func @ite_select(%c: i1, %x: memref<2xf32>, %y: memref<2xf32>) -> memref<2xf32> {
  %r = arith.select %c, %x, %y : memref<2xf32>
  return %r : memref<2xf32>
}
func.func @user(%c: i1, %x: memref<2xf32>, %y: memref<2xf32>) -> memref<2xf32> {
  %r = func.call @ite_select(%c, %x, %y) : (i1, memref<2xf32>, memref<2xf32>) -> memref<2xf32>
  return %r : memref<2xf32>
}

// -----

// Case 12 (@may_reuse called with an argument).
// CHECK-LABEL: func.func @may_reuse(
// CHECK-SAME: %arg0: i1, %arg1: memref<2xf32>) -> (memref<2xf32>, !deallocation.ownership) {
// CHECK-NEXT: %0:2 = scf.if %arg0 -> (memref<2xf32>, !deallocation.ownership) {
// CHECK-NEXT: %1 = deallocation.retain(%arg1) of() : (memref<2xf32>) -> !deallocation.ownership
// CHECK-NEXT: scf.yield %arg1, %1 : memref<2xf32>, !deallocation.ownership
// CHECK-NEXT: } else {
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: %1 = deallocation.own %alloc : memref<2xf32>
// CHECK-NEXT: scf.yield %alloc, %1 : memref<2xf32>, !deallocation.ownership
// CHECK-NEXT: }
// CHECK-NEXT: return %0#0, %0#1 : memref<2xf32>, !deallocation.ownership
// CHECK-NEXT: }
// CHECK-LABEL: func.func @user(
// CHECK-SAME: %arg0: i1, %arg1: memref<2xf32>) -> (memref<2xf32>, !deallocation.ownership) {
// CHECK-NEXT: %0:2 = call @may_reuse(%arg0, %arg1) : (i1, memref<2xf32>) -> (memref<2xf32>, !deallocation.ownership)
// CHECK-NEXT: return %0#0, %0#1 : memref<2xf32>, !deallocation.ownership
// CHECK-NEXT: }
func.func @may_reuse(%c: i1, %x: memref<2xf32>) -> memref<2xf32> {
  %r = scf.if %c -> memref<2xf32> {
    scf.yield %x : memref<2xf32>
  } else {
    %n = memref.alloc() : memref<2xf32>
    scf.yield %n : memref<2xf32>
  }
  return %r : memref<2xf32>
}
func.func @user(%c: i1, %x: memref<2xf32>) -> memref<2xf32> {
  %r = func.call @may_reuse(%c, %x) : (i1, memref<2xf32>) -> memref<2xf32>
  return %r : memref<2xf32>
}

// -----

// Case 12 (@insert: returns the argument it stored to).
// CHECK-LABEL: func.func @insert(
// CHECK-SAME: %arg0: f32, %arg1: memref<2xf32>) -> (memref<2xf32>, !deallocation.ownership) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: memref.store %arg0, %arg1[%c0] : memref<2xf32>
// CHECK-NEXT: %0 = deallocation.retain(%arg1) of() : (memref<2xf32>) -> !deallocation.ownership
// CHECK-NEXT: return %arg1, %0 : memref<2xf32>, !deallocation.ownership
// CHECK-NEXT: }
// CHECK-LABEL: func.func @user(
// CHECK-SAME: %arg0: f32, %arg1: memref<2xf32>) -> (memref<2xf32>, !deallocation.ownership) {
// CHECK-NEXT: %0:2 = call @insert(%arg0, %arg1) : (f32, memref<2xf32>) -> (memref<2xf32>, !deallocation.ownership)
// CHECK-NEXT: return %0#0, %0#1 : memref<2xf32>, !deallocation.ownership
// CHECK-NEXT: }
func.func @insert(%v: f32, %x: memref<2xf32>) -> memref<2xf32> {
  %c0 = arith.constant 0 : index
  memref.store %v, %x[%c0] : memref<2xf32>
  return %x : memref<2xf32>
}
func.func @user(%v: f32, %x: memref<2xf32>) -> memref<2xf32> {
  %r = func.call @insert(%v, %x) : (f32, memref<2xf32>) -> memref<2xf32>
  return %r : memref<2xf32>
}

// -----

// Case 13: @may_reuse called with a fresh alloc: the summary says the
// result may alias argument 1, so retain(%r#0) of(own(%x), %r#1).
// CHECK-LABEL: func.func @may_reuse(
// CHECK-SAME: %arg0: i1, %arg1: memref<2xf32>) -> (memref<2xf32>, !deallocation.ownership) {
// CHECK-NEXT: %0:2 = scf.if %arg0 -> (memref<2xf32>, !deallocation.ownership) {
// CHECK-NEXT: %1 = deallocation.retain(%arg1) of() : (memref<2xf32>) -> !deallocation.ownership
// CHECK-NEXT: scf.yield %arg1, %1 : memref<2xf32>, !deallocation.ownership
// CHECK-NEXT: } else {
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: %1 = deallocation.own %alloc : memref<2xf32>
// CHECK-NEXT: scf.yield %alloc, %1 : memref<2xf32>, !deallocation.ownership
// CHECK-NEXT: }
// CHECK-NEXT: return %0#0, %0#1 : memref<2xf32>, !deallocation.ownership
// CHECK-NEXT: }
// CHECK-LABEL: func.func @user(
// CHECK-SAME: %arg0: i1) -> (memref<2xf32>, !deallocation.ownership) {
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: %0 = deallocation.own %alloc : memref<2xf32>
// CHECK-NEXT: %1:2 = call @may_reuse(%arg0, %alloc) : (i1, memref<2xf32>) -> (memref<2xf32>, !deallocation.ownership)
// CHECK-NEXT: %2 = deallocation.retain(%1#0) of(%0, %1#1) : (memref<2xf32>, !deallocation.ownership, !deallocation.ownership) -> !deallocation.ownership
// CHECK-NEXT: return %1#0, %2 : memref<2xf32>, !deallocation.ownership
// CHECK-NEXT: }
func.func @may_reuse(%c: i1, %x: memref<2xf32>) -> memref<2xf32> {
  %r = scf.if %c -> memref<2xf32> {
    scf.yield %x : memref<2xf32>
  } else {
    %n = memref.alloc() : memref<2xf32>
    scf.yield %n : memref<2xf32>
  }
  return %r : memref<2xf32>
}
func.func @user(%c: i1) -> memref<2xf32> {
  %x = memref.alloc() : memref<2xf32>
  %r = func.call @may_reuse(%c, %x) : (i1, memref<2xf32>) -> memref<2xf32>
  return %r : memref<2xf32>
}

// -----

// Case 13 (@insert_may_reuse_and_forward): returns the if's result, the
// argument, the if's ownership and retain(%arg) of(); the caller's call
// has four results and returns them all.
// CHECK-LABEL: func.func @insert_may_reuse_and_forward(
// CHECK-SAME: %arg0: i1, %arg1: memref<2xf32>, %arg2: memref<2xf32>) -> (memref<2xf32>, memref<2xf32>, !deallocation.ownership, !deallocation.ownership) {
// CHECK-NEXT: %0:2 = scf.if %arg0 -> (memref<2xf32>, !deallocation.ownership) {
// CHECK-NEXT: %2 = deallocation.retain(%arg1) of() : (memref<2xf32>) -> !deallocation.ownership
// CHECK-NEXT: scf.yield %arg1, %2 : memref<2xf32>, !deallocation.ownership
// CHECK-NEXT: } else {
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: %2 = deallocation.own %alloc : memref<2xf32>
// CHECK-NEXT: scf.yield %alloc, %2 : memref<2xf32>, !deallocation.ownership
// CHECK-NEXT: }
// CHECK-NEXT: %1 = deallocation.retain(%arg2) of() : (memref<2xf32>) -> !deallocation.ownership
// CHECK-NEXT: return %0#0, %arg2, %0#1, %1 : memref<2xf32>, memref<2xf32>, !deallocation.ownership, !deallocation.ownership
// CHECK-NEXT: }
// CHECK-LABEL: func.func @user(
// CHECK-SAME: %arg0: i1, %arg1: memref<2xf32>, %arg2: memref<2xf32>) -> (memref<2xf32>, memref<2xf32>, !deallocation.ownership, !deallocation.ownership) {
// CHECK-NEXT: %0:4 = call @insert_may_reuse_and_forward(%arg0, %arg1, %arg2) : (i1, memref<2xf32>, memref<2xf32>) -> (memref<2xf32>, memref<2xf32>, !deallocation.ownership, !deallocation.ownership)
// CHECK-NEXT: return %0#0, %0#1, %0#2, %0#3 : memref<2xf32>, memref<2xf32>, !deallocation.ownership, !deallocation.ownership
// CHECK-NEXT: }
func.func @insert_may_reuse_and_forward(%c: i1, %x: memref<2xf32>, %y: memref<2xf32>) -> (memref<2xf32>, memref<2xf32>) {
  %r = scf.if %c -> memref<2xf32> {
    scf.yield %x : memref<2xf32>
  } else {
    %n = memref.alloc() : memref<2xf32>
    scf.yield %n : memref<2xf32>
  }
  return %r, %y : memref<2xf32>, memref<2xf32>
}
func.func @user(%c: i1, %x: memref<2xf32>, %y: memref<2xf32>) -> (memref<2xf32>, memref<2xf32>) {
  %r:2 = func.call @insert_may_reuse_and_forward(%c, %x, %y) : (i1, memref<2xf32>, memref<2xf32>) -> (memref<2xf32>, memref<2xf32>)
  return %r#0, %r#1 : memref<2xf32>, memref<2xf32>
}

// -----

// Case 15: two calls of @id sharing %alloc2: one retain for the merged
// class, retain(%r1#0, %r2#0) of(own2, %r1#1, %r2#1), then the other two
// allocations' retains in value order.
// CHECK-LABEL: func.func @id(
// CHECK-SAME: %arg0: memref<2xf32>, %arg1: memref<2xf32>) -> (memref<2xf32>, !deallocation.ownership) {
// CHECK-NEXT: %0 = deallocation.retain(%arg1) of() : (memref<2xf32>) -> !deallocation.ownership
// CHECK-NEXT: return %arg1, %0 : memref<2xf32>, !deallocation.ownership
// CHECK-NEXT: }
// CHECK-LABEL: func.func @user(
// CHECK-SAME: ) -> (memref<2xf32>, memref<2xf32>, !deallocation.ownership, !deallocation.ownership) {
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: %0 = deallocation.own %alloc : memref<2xf32>
// CHECK-NEXT: %alloc_0 = memref.alloc() : memref<2xf32>
// CHECK-NEXT: %1 = deallocation.own %alloc_0 : memref<2xf32>
// CHECK-NEXT: %alloc_1 = memref.alloc() : memref<2xf32>
// CHECK-NEXT: %2 = deallocation.own %alloc_1 : memref<2xf32>
// CHECK-NEXT: %3:2 = call @id(%alloc, %alloc_1) : (memref<2xf32>, memref<2xf32>) -> (memref<2xf32>, !deallocation.ownership)
// CHECK-NEXT: %4:2 = call @id(%alloc_0, %alloc_1) : (memref<2xf32>, memref<2xf32>) -> (memref<2xf32>, !deallocation.ownership)
// CHECK-NEXT: %5:2 = deallocation.retain(%3#0, %4#0) of(%2, %3#1, %4#1) : (memref<2xf32>, memref<2xf32>, !deallocation.ownership, !deallocation.ownership, !deallocation.ownership) -> (!deallocation.ownership, !deallocation.ownership)
// CHECK-NEXT: deallocation.retain() of(%0) : (!deallocation.ownership) -> ()
// CHECK-NEXT: deallocation.retain() of(%1) : (!deallocation.ownership) -> ()
// CHECK-NEXT: return %3#0, %4#0, %5#0, %5#1 : memref<2xf32>, memref<2xf32>, !deallocation.ownership, !deallocation.ownership
// CHECK-NEXT: }
func.func @id(%x: memref<2xf32>, %y: memref<2xf32>) -> memref<2xf32> {
  return %y : memref<2xf32>
}
func.func @user() -> (memref<2xf32>, memref<2xf32>) {
  %alloc0 = memref.alloc() : memref<2xf32>
  %alloc1 = memref.alloc() : memref<2xf32>
  %alloc2 = memref.alloc() : memref<2xf32>
  %r1 = func.call @id(%alloc0, %alloc2) : (memref<2xf32>, memref<2xf32>) -> memref<2xf32>
  %r2 = func.call @id(%alloc1, %alloc2) : (memref<2xf32>, memref<2xf32>) -> memref<2xf32>
  return %r1, %r2 : memref<2xf32>, memref<2xf32>
}
