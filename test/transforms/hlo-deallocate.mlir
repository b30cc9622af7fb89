// RUN: bufopt %s --split-input-file --allow-unregistered-dialect --hlo-deallocate | FileCheck %s
// RUN: bufopt %s --split-input-file --allow-unregistered-dialect --hlo-deallocate --hlo-deallocation-simplification | FileCheck %s --check-prefix=SIMPLE

// A loop carrying a buffer that each iteration replaces: the init's
// ownership is passed in (last use), the unused iteration argument is
// released at the end of the body, the yield of the fresh buffer needs no
// retain; after the loop, the result's ownership is released.
// CHECK-LABEL: func.func @loop(
// CHECK: %[[A:.*]] = memref.alloc()
// CHECK-NEXT: %[[OA:.*]] = deallocation.own %[[A]]
// CHECK-NEXT: %[[F:.*]]:2 = scf.for {{.*}} iter_args(%[[B:.*]] = %[[A]], %[[OB:.*]] = %[[OA]]) -> (memref<2xf32>, !deallocation.ownership)
// CHECK-NEXT: %[[N:.*]] = memref.alloc()
// CHECK-NEXT: %[[ON:.*]] = deallocation.own %[[N]]
// CHECK-NEXT: "test.use"(%[[B]], %[[N]])
// CHECK-NEXT: deallocation.retain() of(%[[OB]]) : (!deallocation.ownership) -> ()
// CHECK-NEXT: scf.yield %[[N]], %[[ON]] : memref<2xf32>, !deallocation.ownership
// CHECK: "test.use"(%[[F]]#0)
// CHECK-NEXT: deallocation.retain() of(%[[F]]#1)
// SIMPLE-LABEL: func.func @loop(
// SIMPLE: %[[A:.*]] = memref.alloc()
// SIMPLE-NEXT: %[[NULL:.*]] = deallocation.null
// SIMPLE-NEXT: %[[F:.*]]:2 = scf.for {{.*}} iter_args(%[[B:.*]] = %[[A]], %{{.*}} = %[[NULL]])
// SIMPLE: memref.dealloc %[[B]]
// SIMPLE: "test.use"(%[[F]]#0)
// SIMPLE-NEXT: memref.dealloc %[[F]]#0
func.func @loop(%lb: index, %ub: index, %s: index) {
  %0 = memref.alloc() : memref<2xf32>
  %1 = scf.for %i = %lb to %ub step %s iter_args(%b = %0) -> (memref<2xf32>) {
    %n = memref.alloc() : memref<2xf32>
    "test.use"(%b, %n) : (memref<2xf32>, memref<2xf32>) -> ()
    scf.yield %n : memref<2xf32>
  }
  "test.use"(%1) : (memref<2xf32>) -> ()
  return
}

// -----

// Nested ifs: branches yield buffers they do not own (null ownership);
// one retain reconciles the returned class at the end.
// CHECK-LABEL: func.func @nested_if(
// CHECK-SAME: -> (memref<2xf32>, memref<2xf32>, !deallocation.ownership, !deallocation.ownership)
// CHECK: %[[A0:.*]] = memref.alloc()
// CHECK-NEXT: %[[O0:.*]] = deallocation.own %[[A0]]
// CHECK-NEXT: %[[A1:.*]] = memref.alloc()
// CHECK-NEXT: %[[O1:.*]] = deallocation.own %[[A1]]
// CHECK-NEXT: %[[IF:.*]]:2 = scf.if
// CHECK-NEXT: %[[R:.*]] = deallocation.retain(%[[A0]]) of() : (memref<2xf32>) -> !deallocation.ownership
// CHECK-NEXT: scf.yield %[[A0]], %[[R]]
// CHECK: deallocation.retain(%[[A1]]) of()
// CHECK: %[[RET:.*]]:2 = deallocation.retain(%[[A0]], %[[IF]]#0) of(%[[O0]], %[[O1]], %[[IF]]#1)
// CHECK-NEXT: return %[[A0]], %[[IF]]#0, %[[RET]]#0, %[[RET]]#1
func.func @nested_if(%c: i1, %d: i1) -> (memref<2xf32>, memref<2xf32>) {
  %a0 = memref.alloc() : memref<2xf32>
  %a1 = memref.alloc() : memref<2xf32>
  %0 = scf.if %c -> memref<2xf32> {
    scf.yield %a0 : memref<2xf32>
  } else {
    %1 = scf.if %d -> memref<2xf32> {
      scf.yield %a0 : memref<2xf32>
    } else {
      scf.yield %a1 : memref<2xf32>
    }
    scf.yield %1 : memref<2xf32>
  }
  return %a0, %0 : memref<2xf32>, memref<2xf32>
}

// -----

// scf.while: one shared null for the inits that cannot take ownership; the
// condition forwards the ownership arguments; the after region releases
// what it does not yield.
// CHECK-LABEL: func.func @while(
// CHECK: %[[A:.*]] = memref.alloc()
// CHECK-NEXT: %[[OA:.*]] = deallocation.own %[[A]]
// CHECK-NEXT: %[[NULL:.*]] = deallocation.null
// CHECK-NEXT: %[[W:.*]]:6 = scf.while ({{.*}} = %[[A]], {{.*}} = %[[A]], {{.*}} = %[[A]], {{.*}} = %[[OA]], {{.*}} = %[[NULL]], {{.*}} = %[[NULL]])
// CHECK: scf.condition(%{{.*}}) %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} :
// CHECK: ^bb0(%{{.*}}: memref<2xf32>, %[[Y:.*]]: memref<2xf32>, %{{.*}}: memref<2xf32>, %[[O1:.*]]: !deallocation.ownership, %[[O2:.*]]: !deallocation.ownership, %[[O3:.*]]: !deallocation.ownership):
// CHECK-NEXT: %[[B:.*]] = memref.alloc()
// CHECK-NEXT: %[[OB:.*]] = deallocation.own %[[B]]
// CHECK-NEXT: %[[Q:.*]] = memref.alloc()
// CHECK-NEXT: %[[OQ:.*]] = deallocation.own %[[Q]]
// CHECK-NEXT: deallocation.retain() of(%[[O1]])
// CHECK-NEXT: deallocation.retain() of(%[[O3]])
// CHECK-NEXT: scf.yield %[[Q]], %[[B]], %[[Y]], %[[OQ]], %[[OB]], %[[O2]]
// CHECK: %[[R:.*]]:3 = deallocation.retain(%[[W]]#0, %[[W]]#1, %[[W]]#2) of(%[[W]]#3, %[[W]]#4, %[[W]]#5)
// CHECK-NEXT: return %[[W]]#0, %[[W]]#1, %[[W]]#2, %[[R]]#0, %[[R]]#1, %[[R]]#2
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

// CHECK-LABEL: func.func @if_without_else(
// CHECK: %[[A:.*]] = memref.alloc()
// CHECK-NEXT: %[[O:.*]] = deallocation.own %[[A]]
// CHECK-NEXT: "test.use"(%[[A]])
// CHECK-NEXT: deallocation.retain() of(%[[O]])
// SIMPLE-LABEL: func.func @if_without_else(
// SIMPLE: %[[A:.*]] = memref.alloc()
// SIMPLE-NEXT: "test.use"(%[[A]])
// SIMPLE-NEXT: memref.dealloc %[[A]]
func.func @if_without_else(%c: i1) {
  scf.if %c {
    %a = memref.alloc() : memref<2xf32>
    "test.use"(%a) : (memref<2xf32>) -> ()
  }
  return
}

// -----

// A value yielded twice: each occurrence gets its own retain result
// (upstream gave both to the first slot and a null to the second).
// CHECK-LABEL: func.func @yield_same_alloc_twice(
// CHECK: %[[R:.*]]:2 = deallocation.retain(%[[A:.*]], %[[A]]) of()
// CHECK: scf.yield %[[A]], %[[A]], %[[R]]#0, %[[R]]#1
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

// A yielded value derived from an alloc by an unknown op of the same
// element type: no recorded indicator, so a retain decides at run time.
// CHECK-LABEL: func.func @yield_derived(
// CHECK: scf.for
// CHECK-NEXT: %[[N:.*]] = memref.alloc() : memref<2xi32>
// CHECK-NEXT: %[[ON:.*]] = deallocation.own %[[N]]
// CHECK-NEXT: "test.someop"
// CHECK-NEXT: %[[D:.*]] = "test.someop"
// CHECK-NEXT: %[[R:.*]] = deallocation.retain(%[[D]]) of(%[[ON]])
// CHECK-NEXT: deallocation.retain() of(%{{.*}})
// CHECK-NEXT: scf.yield %[[D]], %[[R]]
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

// CHECK-LABEL: func.func @unconditional_realloc(
// CHECK: %[[A:.*]] = memref.alloc
// CHECK-NEXT: deallocation.own %[[A]]
// CHECK-NEXT: "test.use"(%[[A]])
// CHECK-NEXT: %[[R:.*]] = memref.realloc %[[A]]
// CHECK-NEXT: %[[OR:.*]] = deallocation.own %[[R]]
// CHECK-NEXT: "test.use"(%[[R]])
// CHECK-NEXT: deallocation.retain() of(%[[OR]])
// CHECK-NEXT: return
// SIMPLE-LABEL: func.func @unconditional_realloc(
// SIMPLE: %[[R:.*]] = memref.realloc
// SIMPLE-NEXT: "test.use"(%[[R]])
// SIMPLE-NEXT: memref.dealloc %[[R]]
func.func @unconditional_realloc(%n: index) {
  %a = memref.alloc(%n) : memref<?xf32>
  "test.use"(%a) : (memref<?xf32>) -> ()
  %r = memref.realloc %a(%n) : memref<?xf32> to memref<?xf32>
  "test.use"(%r) : (memref<?xf32>) -> ()
  return
}

// -----

// A realloc in one branch captures the enclosing allocation; the other
// branch hands the enclosing ownership on.
// CHECK-LABEL: func.func @realloc_in_if(
// CHECK: %[[A:.*]] = memref.alloc
// CHECK-NEXT: %[[OA:.*]] = deallocation.own %[[A]]
// CHECK-NEXT: %[[IF:.*]]:2 = scf.if
// CHECK-NEXT: %[[R:.*]] = memref.realloc %[[A]]
// CHECK-NEXT: %[[OR:.*]] = deallocation.own %[[R]]
// CHECK-NEXT: scf.yield %[[R]], %[[OR]]
// CHECK: scf.yield %[[A]], %[[OA]]
// CHECK: "test.use"(%[[IF]]#0)
// CHECK-NEXT: deallocation.retain() of(%[[IF]]#1)
// CHECK-NEXT: return
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

// CHECK-LABEL: func.func @realloc_in_loop(
// CHECK: %[[F:.*]]:2 = scf.for
// CHECK: %[[IF:.*]]:2 = scf.if
// CHECK: scf.yield %[[IF]]#0, %[[IF]]#1
// CHECK: deallocation.retain() of(%[[F]]#1)
// CHECK-NEXT: return
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

// Pre-existing deallocs and allocas are kept; no retain is added for them.
// SIMPLE-LABEL: func.func @alloca_and_dealloc(
// SIMPLE: %[[S:.*]] = memref.alloca()
// SIMPLE-NEXT: %[[A:.*]] = memref.alloc()
// SIMPLE-NEXT: "test.use"(%[[A]], %[[S]])
// SIMPLE-NEXT: memref.dealloc %[[A]]
// SIMPLE-NEXT: scf.for
// SIMPLE-NEXT: %[[B:.*]] = memref.alloc()
// SIMPLE-NEXT: "test.use"(%[[B]])
// SIMPLE-NEXT: memref.dealloc %[[B]]
// SIMPLE-NOT: deallocation.
func.func @alloca_and_dealloc(%lb: index, %ub: index, %s: index) {
  %s0 = memref.alloca() : memref<2xf32>
  %a = memref.alloc() : memref<2xf32>
  "test.use"(%a, %s0) : (memref<2xf32>, memref<2xf32>) -> ()
  memref.dealloc %a : memref<2xf32>
  scf.for %i = %lb to %ub step %s {
    %b = memref.alloc() : memref<2xf32>
    "test.use"(%b) : (memref<2xf32>) -> ()
    memref.dealloc %b : memref<2xf32>
  }
  return
}

// -----

// SIMPLE-LABEL: func.func @parallel(
// SIMPLE: scf.parallel
// SIMPLE-NEXT: %[[A:.*]] = memref.alloc()
// SIMPLE-NEXT: "test.use"(%[[A]])
// SIMPLE-NEXT: memref.dealloc %[[A]]
func.func @parallel(%lb: index, %ub: index, %s: index) {
  scf.parallel (%i) = (%lb) to (%ub) step (%s) {
    %a = memref.alloc() : memref<2xf32>
    "test.use"(%a) : (memref<2xf32>) -> ()
    scf.reduce
  }
  return
}

// -----

// The function ABI: every memref result has an ownership result; a
// returned argument is not owned (retain of nothing).
// CHECK-LABEL: func.func @id(
// CHECK-SAME: -> (memref<2xf32>, !deallocation.ownership)
// CHECK-NEXT: %[[R:.*]] = deallocation.retain(%arg0) of()
// CHECK-NEXT: return %arg0, %[[R]]
// CHECK-LABEL: func.func @user(
// CHECK: %[[C:.*]]:2 = call @id(%arg0) : (memref<2xf32>) -> (memref<2xf32>, !deallocation.ownership)
// CHECK-NEXT: return %[[C]]#0, %[[C]]#1
// SIMPLE-LABEL: func.func @id(
// SIMPLE-NEXT: %[[N:.*]] = deallocation.null
// SIMPLE-NEXT: return %arg0, %[[N]]
func.func @id(%arg0: memref<2xf32>) -> memref<2xf32> {
  return %arg0 : memref<2xf32>
}
func.func @user(%arg0: memref<2xf32>) -> memref<2xf32> {
  %r = func.call @id(%arg0) : (memref<2xf32>) -> memref<2xf32>
  return %r : memref<2xf32>
}

// -----

// The callee summary says the result may be argument 1: the caller's
// allocation joins the result's class.
// CHECK-LABEL: func.func @caller(
// CHECK: %[[X:.*]] = memref.alloc()
// CHECK-NEXT: %[[OX:.*]] = deallocation.own %[[X]]
// CHECK-NEXT: %[[C:.*]]:2 = call @may_reuse(%arg0, %[[X]])
// CHECK-NEXT: %[[R:.*]] = deallocation.retain(%[[C]]#0) of(%[[OX]], %[[C]]#1)
// CHECK-NEXT: return %[[C]]#0, %[[R]]
func.func private @may_reuse(%p: i1, %x: memref<2xf32>) -> memref<2xf32> {
  %r = scf.if %p -> memref<2xf32> {
    %n = memref.alloc() : memref<2xf32>
    scf.yield %n : memref<2xf32>
  } else {
    scf.yield %x : memref<2xf32>
  }
  return %r : memref<2xf32>
}
func.func @caller(%p: i1) -> memref<2xf32> {
  %x = memref.alloc() : memref<2xf32>
  %r = func.call @may_reuse(%p, %x) : (i1, memref<2xf32>) -> memref<2xf32>
  return %r : memref<2xf32>
}

// -----

// Two calls whose results may both be the same allocation: one retain for
// the merged class, separate frees for the others.
// CHECK-LABEL: func.func @two_calls(
// CHECK: %[[O0:.*]] = deallocation.own
// CHECK: %[[O1:.*]] = deallocation.own
// CHECK: %[[O2:.*]] = deallocation.own
// CHECK-NEXT: %[[R1:.*]]:2 = call @pick_second
// CHECK-NEXT: %[[R2:.*]]:2 = call @pick_second
// CHECK-NEXT: %[[R:.*]]:2 = deallocation.retain(%[[R1]]#0, %[[R2]]#0) of(%[[O2]], %[[R1]]#1, %[[R2]]#1)
// CHECK-NEXT: deallocation.retain() of(%[[O0]])
// CHECK-NEXT: deallocation.retain() of(%[[O1]])
func.func @pick_second(%x: memref<2xf32>, %y: memref<2xf32>) -> memref<2xf32> {
  return %y : memref<2xf32>
}
func.func @two_calls() -> (memref<2xf32>, memref<2xf32>) {
  %a0 = memref.alloc() : memref<2xf32>
  %a1 = memref.alloc() : memref<2xf32>
  %a2 = memref.alloc() : memref<2xf32>
  %r1 = func.call @pick_second(%a0, %a2) : (memref<2xf32>, memref<2xf32>) -> memref<2xf32>
  %r2 = func.call @pick_second(%a1, %a2) : (memref<2xf32>, memref<2xf32>) -> memref<2xf32>
  return %r1, %r2 : memref<2xf32>, memref<2xf32>
}

// -----

// A declaration keeps its signature (upstream crashed on it); its results
// are not owned here.
// CHECK-LABEL: func.func private @ext(memref<2xf32>) -> memref<2xf32>
// CHECK-LABEL: func.func @declaration_user(
// CHECK: %[[R:.*]] = call @ext(%{{.*}}) : (memref<2xf32>) -> memref<2xf32>
// CHECK-NEXT: "test.use"(%[[R]])
// CHECK-NEXT: deallocation.retain() of(
func.func private @ext(%x: memref<2xf32>) -> memref<2xf32>
func.func @declaration_user() {
  %a = memref.alloc() : memref<2xf32>
  %r = func.call @ext(%a) : (memref<2xf32>) -> memref<2xf32>
  "test.use"(%r) : (memref<2xf32>) -> ()
  return
}
