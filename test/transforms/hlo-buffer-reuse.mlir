// RUN: bufopt %s --split-input-file --allow-unregistered-dialect --hlo-buffer-reuse | FileCheck %s

// Two alloc/use/dealloc of one type inside an if: hoisted, coalesced and
// promoted to one stack buffer before the if.
// CHECK-LABEL: func.func @simple_reuse(
// CHECK-NEXT: %[[A:.*]] = memref.alloca() : memref<2xf32>
// CHECK-NEXT: scf.if
// CHECK-NEXT: "test.use"(%[[A]])
// CHECK-NEXT: "test.use"(%[[A]])
// CHECK-NOT: memref.alloc(
// CHECK-NOT: memref.dealloc
func.func @simple_reuse(%c: i1) {
  scf.if %c {
    %a = memref.alloc() : memref<2xf32>
    "test.use"(%a) : (memref<2xf32>) -> ()
    memref.dealloc %a : memref<2xf32>
    %b = memref.alloc() : memref<2xf32>
    "test.use"(%b) : (memref<2xf32>) -> ()
    memref.dealloc %b : memref<2xf32>
  }
  return
}

// -----

// Out of a loop nest: one buffer before the outermost loop.
// CHECK-LABEL: func.func @hoist_from_nested_for(
// CHECK-NEXT: %[[A:.*]] = memref.alloca() : memref<4xi32>
// CHECK-NEXT: scf.for
// CHECK-NEXT: scf.for
// CHECK-NEXT: "test.use"(%[[A]])
// CHECK-NOT: memref.dealloc
func.func @hoist_from_nested_for(%lb: index, %ub: index, %s: index) {
  scf.for %i = %lb to %ub step %s {
    scf.for %j = %lb to %ub step %s {
      %a = memref.alloc() : memref<4xi32>
      "test.use"(%a) : (memref<4xi32>) -> ()
      memref.dealloc %a : memref<4xi32>
    }
  }
  return
}

// -----

// CHECK-LABEL: func.func @hoist_from_while(
// CHECK-NEXT: %[[A:.*]] = memref.alloca() : memref<4xi32>
// CHECK-NEXT: scf.while
// CHECK: "test.use"(%[[A]])
// CHECK-NOT: memref.dealloc
func.func @hoist_from_while(%c: i1) {
  scf.while : () -> () {
    scf.condition(%c)
  } do {
    %a = memref.alloc() : memref<4xi32>
    "test.use"(%a) : (memref<4xi32>) -> ()
    memref.dealloc %a : memref<4xi32>
    scf.yield
  }
  return
}

// -----

// Not out of a parallel loop: its iterations run at the same time.
// CHECK-LABEL: func.func @no_hoist_from_parallel(
// CHECK: scf.parallel
// CHECK-NEXT: %[[A:.*]] = memref.alloc()
// CHECK-NEXT: "test.use"(%[[A]])
// CHECK-NEXT: memref.dealloc %[[A]]
func.func @no_hoist_from_parallel(%lb: index, %ub: index, %s: index) {
  scf.parallel (%i) = (%lb) to (%ub) step (%s) {
    %a = memref.alloc() : memref<4xi32>
    "test.use"(%a) : (memref<4xi32>) -> ()
    memref.dealloc %a : memref<4xi32>
    scf.reduce
  }
  return
}

// -----

// Double buffering: the body's fresh buffer and the freed argument swap.
// CHECK-LABEL: func.func @double_buffer_for(
// CHECK-NEXT: %[[A:.*]] = memref.alloca() : memref<100xi32>
// CHECK-NEXT: %[[B:.*]] = memref.alloca() : memref<100xi32>
// CHECK-NEXT: %{{.*}}:2 = scf.for {{.*}} iter_args(%[[X:.*]] = %[[A]], %[[Y:.*]] = %[[B]])
// CHECK-NEXT: "some.op"(%[[Y]], %[[X]])
// CHECK-NEXT: scf.yield %[[Y]], %[[X]]
// CHECK-NEXT: }
// CHECK-NEXT: return
func.func @double_buffer_for(%lb: index, %ub: index, %s: index) {
  %init = memref.alloc() : memref<100xi32>
  %0 = scf.for %i = %lb to %ub step %s iter_args(%arg = %init) -> memref<100xi32> {
    %t = memref.alloc() : memref<100xi32>
    "some.op"(%t, %arg) : (memref<100xi32>, memref<100xi32>) -> ()
    memref.dealloc %arg : memref<100xi32>
    scf.yield %t : memref<100xi32>
  }
  memref.dealloc %0 : memref<100xi32>
  return
}

// -----

// Double buffering in the after region of a while: the before region
// forwards the extra buffer.
// CHECK-LABEL: func.func @double_buffer_while(
// CHECK-NEXT: %[[A:.*]] = memref.alloca()
// CHECK-NEXT: %[[B:.*]] = memref.alloca()
// CHECK-NEXT: scf.while (%[[X:.*]] = %[[A]], %[[Y:.*]] = %[[B]])
// CHECK-NEXT: scf.condition(%{{.*}}) %[[X]], %[[Y]]
// CHECK: ^bb0(%[[P:.*]]: memref<4xi32>, %[[Q:.*]]: memref<4xi32>):
// CHECK-NEXT: "test.use"(%[[P]], %[[Q]])
// CHECK-NEXT: scf.yield %[[Q]], %[[P]]
func.func @double_buffer_while(%c: i1) {
  %init = memref.alloc() : memref<4xi32>
  %w = scf.while (%x = %init) : (memref<4xi32>) -> memref<4xi32> {
    scf.condition(%c) %x : memref<4xi32>
  } do {
  ^bb0(%x: memref<4xi32>):
    %t = memref.alloc() : memref<4xi32>
    "test.use"(%x, %t) : (memref<4xi32>, memref<4xi32>) -> ()
    memref.dealloc %x : memref<4xi32>
    scf.yield %t : memref<4xi32>
  }
  memref.dealloc %w : memref<4xi32>
  return
}

// -----

// Three buffers permuted by a while, freed after it: the frees move to
// the original allocations, which then go to the stack.
// CHECK-LABEL: func.func @simplify_loop_dealloc(
// CHECK-COUNT-3: memref.alloca()
// CHECK-NOT: memref.alloc(
// CHECK-NOT: memref.dealloc
func.func @simplify_loop_dealloc(%c: i1) {
  %a = memref.alloc() : memref<4xi32>
  %b = memref.alloc() : memref<4xi32>
  %d = memref.alloc() : memref<4xi32>
  %w:3 = scf.while (%x = %a, %y = %b, %z = %d) : (memref<4xi32>, memref<4xi32>, memref<4xi32>) -> (memref<4xi32>, memref<4xi32>, memref<4xi32>) {
    scf.condition(%c) %y, %z, %x : memref<4xi32>, memref<4xi32>, memref<4xi32>
  } do {
  ^bb0(%x: memref<4xi32>, %y: memref<4xi32>, %z: memref<4xi32>):
    "test.use"(%x, %y, %z) : (memref<4xi32>, memref<4xi32>, memref<4xi32>) -> ()
    scf.yield %x, %y, %z : memref<4xi32>, memref<4xi32>, memref<4xi32>
  }
  memref.dealloc %w#0 : memref<4xi32>
  memref.dealloc %w#1 : memref<4xi32>
  memref.dealloc %w#2 : memref<4xi32>
  return
}

// -----

// Allocations in different scopes that never overlap share one buffer.
// CHECK-LABEL: func.func @allocs_in_different_scopes(
// CHECK-COUNT-1: memref.alloca()
// CHECK-NOT: memref.alloca()
// CHECK-NOT: memref.alloc(
// CHECK-NOT: memref.dealloc
func.func @allocs_in_different_scopes(%c: i1) {
  %a = memref.alloc() : memref<4xi32>
  "test.use"(%a) : (memref<4xi32>) -> ()
  memref.dealloc %a : memref<4xi32>
  scf.while : () -> () {
    scf.condition(%c)
  } do {
    %b = memref.alloc() : memref<4xi32>
    "test.use"(%b) : (memref<4xi32>) -> ()
    memref.dealloc %b : memref<4xi32>
    scf.yield
  }
  %d = memref.alloc() : memref<4xi32>
  "test.use"(%d) : (memref<4xi32>) -> ()
  memref.dealloc %d : memref<4xi32>
  return
}

// -----

// Branches share hoisted buffers of one type; the alignment is kept.
// CHECK-LABEL: func.func @hoist_from_if(
// CHECK-DAG: memref.alloca() {alignment = 64 : i64} : memref<i32>
// CHECK-DAG: memref.alloca() : memref<2xf32>
// CHECK-DAG: memref.alloca() : memref<3xf32>
// CHECK: scf.if
// CHECK-NOT: memref.alloc
func.func @hoist_from_if(%c: i1) {
  scf.if %c {
    %a = memref.alloc() {alignment = 64 : i64} : memref<i32>
    %b = memref.alloc() : memref<2xf32>
    "test.use"(%a, %b) : (memref<i32>, memref<2xf32>) -> ()
    memref.dealloc %a : memref<i32>
    memref.dealloc %b : memref<2xf32>
  } else {
    %d = memref.alloc() : memref<3xf32>
    %e = memref.alloc() {alignment = 64 : i64} : memref<i32>
    "test.use"(%d, %e) : (memref<3xf32>, memref<i32>) -> ()
    memref.dealloc %d : memref<3xf32>
    memref.dealloc %e : memref<i32>
  }
  return
}

// -----

// Two ifs in a loop body, each with its own buffer, and a third in the
// body: one buffer before the loop.
// CHECK-LABEL: func.func @reuse_after_each_hoist(
// CHECK-NEXT: %[[A:.*]] = memref.alloca() : memref<f32>
// CHECK-NEXT: scf.for
// CHECK-NOT: memref.alloc
func.func @reuse_after_each_hoist(%c: i1, %lb: index, %ub: index, %s: index) {
  scf.for %i = %lb to %ub step %s {
    scf.if %c {
      %a = memref.alloc() : memref<f32>
      "test.use"(%a) : (memref<f32>) -> ()
      memref.dealloc %a : memref<f32>
    }
    scf.if %c {
      %b = memref.alloc() : memref<f32>
      "test.use"(%b) : (memref<f32>) -> ()
      memref.dealloc %b : memref<f32>
    }
    %d = memref.alloc() : memref<f32>
    "test.use"(%d) : (memref<f32>) -> ()
    memref.dealloc %d : memref<f32>
  }
  return
}

// -----

// Copy elimination: a buffer copied into a restrict out-parameter and freed
// right after is replaced by the parameter.
// CHECK-LABEL: func.func @copy_to_out_param(
// CHECK-NEXT: "some.op"(%arg0)
// CHECK-NEXT: return
func.func @copy_to_out_param(%arg: memref<2xf32> {deallocation.restrict = true}) {
  %foo = memref.alloc() : memref<2xf32>
  "some.op"(%foo) : (memref<2xf32>) -> ()
  memref.copy %foo, %arg : memref<2xf32> to memref<2xf32>
  memref.dealloc %foo : memref<2xf32>
  return
}

// -----

// Not without restrict: the argument may alias what the op reads.
// CHECK-LABEL: func.func @copy_not_restrict(
// CHECK-NEXT: %[[A:.*]] = memref.alloca()
// CHECK-NEXT: "some.op"(%[[A]])
// CHECK-NEXT: memref.copy %[[A]], %arg0
func.func @copy_not_restrict(%arg: memref<2xf32> {deallocation.restrict = false}) {
  %foo = memref.alloc() : memref<2xf32>
  "some.op"(%foo) : (memref<2xf32>) -> ()
  memref.copy %foo, %arg : memref<2xf32> to memref<2xf32>
  memref.dealloc %foo : memref<2xf32>
  return
}

// -----

// Copy into a fresh allocation: one buffer, no copy.
// CHECK-LABEL: func.func @copy_to_alloc(
// CHECK-NEXT: %[[A:.*]] = memref.alloca()
// CHECK-NEXT: "some.op"(%[[A]])
// CHECK-NEXT: "other.op"(%[[A]])
// CHECK-NEXT: return
func.func @copy_to_alloc() {
  %bar = memref.alloc() : memref<2xf32>
  %foo = memref.alloc() : memref<2xf32>
  "some.op"(%foo) : (memref<2xf32>) -> ()
  memref.copy %foo, %bar : memref<2xf32> to memref<2xf32>
  memref.dealloc %foo : memref<2xf32>
  "other.op"(%bar) : (memref<2xf32>) -> ()
  memref.dealloc %bar : memref<2xf32>
  return
}

// -----

// Both regions of a while allocate a buffer and free the one they got: one
// spare buffer serves both regions, two buffers in all (upstream: three).
// CHECK-LABEL: func.func @double_buffer_while_both(
// CHECK-NEXT: %[[A:.*]] = memref.alloca() : memref<4xi32>
// CHECK-NEXT: %[[B:.*]] = memref.alloca() : memref<4xi32>
// CHECK-NOT: memref.alloca
// CHECK-NEXT: scf.while (%[[X:.*]] = %[[A]], %[[S:.*]] = %[[B]])
// CHECK-NEXT: "test.use"(%[[X]], %[[S]])
// CHECK-NEXT: scf.condition(%{{.*}}) %[[S]], %[[X]]
// CHECK: ^bb0(%[[Y:.*]]: memref<4xi32>, %[[T:.*]]: memref<4xi32>):
// CHECK-NEXT: "test.use"(%[[Y]], %[[T]])
// CHECK-NEXT: scf.yield %[[T]], %[[Y]]
// CHECK-NOT: memref.dealloc
func.func @double_buffer_while_both(%c: i1) {
  %init = memref.alloc() : memref<4xi32>
  %w = scf.while (%x = %init) : (memref<4xi32>) -> memref<4xi32> {
    %t = memref.alloc() : memref<4xi32>
    "test.use"(%x, %t) : (memref<4xi32>, memref<4xi32>) -> ()
    memref.dealloc %x : memref<4xi32>
    scf.condition(%c) %t : memref<4xi32>
  } do {
  ^bb0(%y: memref<4xi32>):
    %u = memref.alloc() : memref<4xi32>
    "test.use"(%y, %u) : (memref<4xi32>, memref<4xi32>) -> ()
    memref.dealloc %y : memref<4xi32>
    scf.yield %u : memref<4xi32>
  }
  memref.dealloc %w : memref<4xi32>
  return
}

// -----

// An element stored into a container (an op that also takes a memref of
// memrefs) is neither hoisted, shared with another buffer nor put on the
// stack: convert-seq-to-memref moves a fresh buffer that dies at the store
// into the slot; a hoisted or stack buffer would be copied there every
// iteration.  The other temporary of the loop is hoisted as usual.
// CHECK-LABEL: func.func @element_into_sequence(
// CHECK-SAME: %arg0: index, %arg1: index, %arg2: index, %arg3: memref<?xmemref<4xf32>>) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %alloca = memref.alloca() : memref<4xf32>
// CHECK-NEXT: scf.for %arg4 = %arg0 to %arg1 step %arg2 {
// CHECK-NEXT: %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT: "test.fill"(%alloc) : (memref<4xf32>) -> ()
// CHECK-NEXT: %cast = memref.cast %alloc : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: "krnl.seqstore"(%cast, %arg3, %c0) : (memref<4xf32, strided<[?], offset: ?>>, memref<?xmemref<4xf32>>, index) -> ()
// CHECK-NEXT: memref.dealloc %alloc : memref<4xf32>
// CHECK-NEXT: "test.use"(%alloca) : (memref<4xf32>) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @element_into_sequence(%lb: index, %ub: index, %s: index, %c: memref<?xmemref<4xf32>>) {
  %c0 = arith.constant 0 : index
  scf.for %i = %lb to %ub step %s {
    %e = memref.alloc() : memref<4xf32>
    "test.fill"(%e) : (memref<4xf32>) -> ()
    %v = memref.cast %e : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
    "krnl.seqstore"(%v, %c, %c0) : (memref<4xf32, strided<[?], offset: ?>>, memref<?xmemref<4xf32>>, index) -> ()
    memref.dealloc %e : memref<4xf32>
    %t = memref.alloc() : memref<4xf32>
    "test.use"(%t) : (memref<4xf32>) -> ()
    memref.dealloc %t : memref<4xf32>
  }
  return
}
