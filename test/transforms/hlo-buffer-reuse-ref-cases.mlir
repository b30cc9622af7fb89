// RUN: bufopt %s --split-input-file --allow-unregistered-dialect --hlo-buffer-reuse | FileCheck %s

// Reference cases of ref-hlo.md section 10 for hlo-buffer-reuse (21-27),
// op for op (23, 26, 27 first, then 21, 22, 24, 25 with every op of every
// function checked, types included).  The cleanup between the steps is
// upstream's greedy driver with no patterns: constants not at the top of
// the function move there (in reverse order, as mlir-opt's folder does).

// Case 23, double buffering in the before region of a while.
// CHECK-LABEL: func.func @double_buffer_while_before(
// CHECK-NEXT: %[[A:.*]] = memref.alloca() : memref<4xf32>
// CHECK-NEXT: %[[B:.*]] = memref.alloca() : memref<4xf32>
// CHECK-NEXT: %{{.*}}:2 = scf.while (%[[X:.*]] = %[[A]], %[[Y:.*]] = %[[B]])
// CHECK-NEXT: %[[C:.*]] = "test.cond"(%[[X]], %[[Y]])
// CHECK-NEXT: scf.condition(%[[C]]) %[[Y]], %[[X]]
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%[[P:.*]]: memref<4xf32>, %[[Q:.*]]: memref<4xf32>):
// CHECK-NEXT: scf.yield %[[P]], %[[Q]]
// CHECK-NEXT: }
// CHECK-NEXT: return
func.func @double_buffer_while_before(%init: memref<4xf32>) {
  %0 = memref.alloc() : memref<4xf32>
  %w = scf.while (%a = %0) : (memref<4xf32>) -> memref<4xf32> {
    %n = memref.alloc() : memref<4xf32>
    %c = "test.cond"(%a, %n) : (memref<4xf32>, memref<4xf32>) -> i1
    memref.dealloc %a : memref<4xf32>
    scf.condition(%c) %n : memref<4xf32>
  } do {
  ^bb0(%b: memref<4xf32>):
    scf.yield %b : memref<4xf32>
  }
  memref.dealloc %w : memref<4xf32>
  return
}

// -----

// Case 27, @propagate_alignment_attr.
// CHECK-LABEL: func.func @propagate_alignment_attr(
// CHECK-NEXT: %[[A:.*]] = memref.alloca() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT: "test.use"(%[[A]])
// CHECK-NEXT: return
func.func @propagate_alignment_attr() {
  %0 = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
  "test.use"(%0) : (memref<4xf32>) -> ()
  memref.dealloc %0 : memref<4xf32>
  return
}

// -----

// Case 26, the source is modified after the copy: no elimination, stack
// promotion only; the constants move to the top.
// CHECK-LABEL: func.func @copy_modified_after(
// CHECK-NEXT: %[[CST:.*]] = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT: %[[A:.*]] = memref.alloca() : memref<4xf32>
// CHECK-NEXT: "some.op"(%[[A]])
// CHECK-NEXT: memref.copy %[[A]], %arg0
// CHECK-NEXT: memref.store %[[CST]], %[[A]][%[[C0]]]
// CHECK-NEXT: "other.op"(%[[A]])
// CHECK-NEXT: return
func.func @copy_modified_after(%arg: memref<4xf32> {deallocation.restrict = true}) {
  %foo = memref.alloc() : memref<4xf32>
  "some.op"(%foo) : (memref<4xf32>) -> ()
  memref.copy %foo, %arg : memref<4xf32> to memref<4xf32>
  %c0 = arith.constant 0 : index
  %v = arith.constant 1.0 : f32
  memref.store %v, %foo[%c0] : memref<4xf32>
  "other.op"(%foo) : (memref<4xf32>) -> ()
  memref.dealloc %foo : memref<4xf32>
  return
}

// -----

// Case 26, two copies to two restrict arguments, the dealloc after the
// second: the source becomes the second argument.
// CHECK-LABEL: func.func @two_copies(
// CHECK-NEXT: %[[CST:.*]] = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT: "some.op"(%arg1)
// CHECK-NEXT: memref.copy %arg1, %arg0
// CHECK-NEXT: memref.store %[[CST]], %arg1[%[[C0]]]
// CHECK-NEXT: "other.op"(%arg1)
// CHECK-NEXT: return
func.func @two_copies(%arg0: memref<4xf32> {deallocation.restrict = true}, %arg1: memref<4xf32> {deallocation.restrict = true}) {
  %foo = memref.alloc() : memref<4xf32>
  "some.op"(%foo) : (memref<4xf32>) -> ()
  memref.copy %foo, %arg0 : memref<4xf32> to memref<4xf32>
  %c0 = arith.constant 0 : index
  %v = arith.constant 1.0 : f32
  memref.store %v, %foo[%c0] : memref<4xf32>
  "other.op"(%foo) : (memref<4xf32>) -> ()
  memref.copy %foo, %arg1 : memref<4xf32> to memref<4xf32>
  memref.dealloc %foo : memref<4xf32>
  return
}

// -----

// Case 26, argument to argument: unchanged.
// CHECK-LABEL: func.func @arg_to_arg(
// CHECK-NEXT: memref.copy %arg0, %arg1
// CHECK-NEXT: return
func.func @arg_to_arg(%arg0: memref<4xf32> {deallocation.restrict = true}, %arg1: memref<4xf32> {deallocation.restrict = true}) {
  memref.copy %arg0, %arg1 : memref<4xf32> to memref<4xf32>
  return
}

// -----

// Case 21 (@simple_reuse): inside an if, alloc/use/dealloc twice (one
// type): one memref.alloca before the if, the body is just the two uses.
// CHECK-LABEL: func.func @simple_reuse(
// CHECK-SAME: %arg0: i1) {
// CHECK-NEXT: %alloca = memref.alloca() : memref<2xf32>
// CHECK-NEXT: scf.if %arg0 {
// CHECK-NEXT: "test.use"(%alloca) : (memref<2xf32>) -> ()
// CHECK-NEXT: "test.use"(%alloca) : (memref<2xf32>) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
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

// Case 21 (@hoist_from_for): one memref.alloca before the loop, the body
// keeps only the use.
// CHECK-LABEL: func.func @hoist_from_for(
// CHECK-SAME: %arg0: index, %arg1: index, %arg2: index) {
// CHECK-NEXT: %alloca = memref.alloca() : memref<4xi32>
// CHECK-NEXT: scf.for %arg3 = %arg0 to %arg1 step %arg2 {
// CHECK-NEXT: "test.use"(%alloca) : (memref<4xi32>) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @hoist_from_for(%lb: index, %ub: index, %s: index) {
  scf.for %i = %lb to %ub step %s {
    %a = memref.alloc() : memref<4xi32>
    "test.use"(%a) : (memref<4xi32>) -> ()
    memref.dealloc %a : memref<4xi32>
  }
  return
}

// -----

// Case 21 (@hoist_from_nested_for): one memref.alloca before the
// outermost loop.
// CHECK-LABEL: func.func @hoist_from_nested_for(
// CHECK-SAME: %arg0: index, %arg1: index, %arg2: index) {
// CHECK-NEXT: %alloca = memref.alloca() : memref<4xi32>
// CHECK-NEXT: scf.for %arg3 = %arg0 to %arg1 step %arg2 {
// CHECK-NEXT: scf.for %arg4 = %arg0 to %arg1 step %arg2 {
// CHECK-NEXT: "test.use"(%alloca) : (memref<4xi32>) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
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

// Case 21 (@hoist_from_while): one memref.alloca before the while.
// CHECK-LABEL: func.func @hoist_from_while(
// CHECK-SAME: %arg0: i1) {
// CHECK-NEXT: %alloca = memref.alloca() : memref<4xi32>
// CHECK-NEXT: scf.while : () -> () {
// CHECK-NEXT: scf.condition(%arg0)
// CHECK-NEXT: } do {
// CHECK-NEXT: "test.use"(%alloca) : (memref<4xi32>) -> ()
// CHECK-NEXT: scf.yield
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
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

// Case 22 (@double_buffer_for): two allocas A, B; iter_args(%x = A,
// %y = B), the body uses both and yields them swapped; no dealloc.
// CHECK-LABEL: func.func @double_buffer_for(
// CHECK-SAME: %arg0: index, %arg1: index, %arg2: index) {
// CHECK-NEXT: %alloca = memref.alloca() : memref<100xi32>
// CHECK-NEXT: %alloca_0 = memref.alloca() : memref<100xi32>
// CHECK-NEXT: %0:2 = scf.for %arg3 = %arg0 to %arg1 step %arg2 iter_args(%arg4 = %alloca, %arg5 = %alloca_0) -> (memref<100xi32>, memref<100xi32>) {
// CHECK-NEXT: "some.op"(%arg5, %arg4) : (memref<100xi32>, memref<100xi32>) -> ()
// CHECK-NEXT: scf.yield %arg5, %arg4 : memref<100xi32>, memref<100xi32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
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

// Case 24 (@simplify_loop_dealloc): three allocs permuted by a while, the
// results freed after it: three memref.alloca, no alloc, no dealloc.
// CHECK-LABEL: func.func @simplify_loop_dealloc(
// CHECK-SAME: %arg0: i1) {
// CHECK-NEXT: %alloca = memref.alloca() : memref<4xi32>
// CHECK-NEXT: %alloca_0 = memref.alloca() : memref<4xi32>
// CHECK-NEXT: %alloca_1 = memref.alloca() : memref<4xi32>
// CHECK-NEXT: %0:3 = scf.while (%arg1 = %alloca, %arg2 = %alloca_0, %arg3 = %alloca_1) : (memref<4xi32>, memref<4xi32>, memref<4xi32>) -> (memref<4xi32>, memref<4xi32>, memref<4xi32>) {
// CHECK-NEXT: scf.condition(%arg0) %arg2, %arg3, %arg1 : memref<4xi32>, memref<4xi32>, memref<4xi32>
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg1: memref<4xi32>, %arg2: memref<4xi32>, %arg3: memref<4xi32>):
// CHECK-NEXT: "test.use"(%arg1, %arg2, %arg3) : (memref<4xi32>, memref<4xi32>, memref<4xi32>) -> ()
// CHECK-NEXT: scf.yield %arg1, %arg2, %arg3 : memref<4xi32>, memref<4xi32>, memref<4xi32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
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

// Case 24 (@hoist_always_reallocated): both regions free their argument
// and allocate a new buffer: memref.alloca, then the null that replaced
// the promoted alloc's own, then the while; no alloc anywhere.
// CHECK-LABEL: func.func @hoist_always_reallocated(
// CHECK-SAME: ) {
// CHECK-NEXT: %alloca = memref.alloca() : memref<2xf32>
// CHECK-NEXT: %0 = deallocation.null
// CHECK-NEXT: %1:2 = scf.while (%arg0 = %alloca, %arg1 = %0) : (memref<2xf32>, !deallocation.ownership) -> (memref<2xf32>, !deallocation.ownership) {
// CHECK-NEXT: %2 = "test.cond"(%arg0) : (memref<2xf32>) -> i1
// CHECK-NEXT: scf.condition(%2) %arg0, %arg1 : memref<2xf32>, !deallocation.ownership
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg0: memref<2xf32>, %arg1: !deallocation.ownership):
// CHECK-NEXT: "test.use"(%arg0) : (memref<2xf32>) -> ()
// CHECK-NEXT: scf.yield %arg0, %arg1 : memref<2xf32>, !deallocation.ownership
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @hoist_always_reallocated() {
  %a = memref.alloc() : memref<2xf32>
  %o = deallocation.own %a : memref<2xf32>
  %w:2 = scf.while (%x = %a, %ox = %o) : (memref<2xf32>, !deallocation.ownership) -> (memref<2xf32>, !deallocation.ownership) {
    memref.dealloc %x : memref<2xf32>
    %n = memref.alloc() : memref<2xf32>
    %c = "test.cond"(%n) : (memref<2xf32>) -> i1
    scf.condition(%c) %n, %ox : memref<2xf32>, !deallocation.ownership
  } do {
  ^bb0(%y: memref<2xf32>, %oy: !deallocation.ownership):
    "test.use"(%y) : (memref<2xf32>) -> ()
    memref.dealloc %y : memref<2xf32>
    %m = memref.alloc() : memref<2xf32>
    scf.yield %m, %oy : memref<2xf32>, !deallocation.ownership
  }
  memref.dealloc %w#0 : memref<2xf32>
  return
}

// -----

// Case 24 (@hoist_passthrough): the before region frees its argument and
// allocates a new buffer, the after region passes it through:
// memref.alloca, the null of the promoted own, the while; no alloc.
// CHECK-LABEL: func.func @hoist_passthrough(
// CHECK-SAME: ) {
// CHECK-NEXT: %alloca = memref.alloca() : memref<2xf32>
// CHECK-NEXT: %0 = deallocation.null
// CHECK-NEXT: %1:2 = scf.while (%arg0 = %alloca, %arg1 = %0) : (memref<2xf32>, !deallocation.ownership) -> (memref<2xf32>, !deallocation.ownership) {
// CHECK-NEXT: %2 = "test.cond"(%arg0) : (memref<2xf32>) -> i1
// CHECK-NEXT: scf.condition(%2) %arg0, %arg1 : memref<2xf32>, !deallocation.ownership
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg0: memref<2xf32>, %arg1: !deallocation.ownership):
// CHECK-NEXT: "test.use"(%arg0) : (memref<2xf32>) -> ()
// CHECK-NEXT: scf.yield %arg0, %arg1 : memref<2xf32>, !deallocation.ownership
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @hoist_passthrough() {
  %a = memref.alloc() : memref<2xf32>
  %o = deallocation.own %a : memref<2xf32>
  %w:2 = scf.while (%x = %a, %ox = %o) : (memref<2xf32>, !deallocation.ownership) -> (memref<2xf32>, !deallocation.ownership) {
    memref.dealloc %x : memref<2xf32>
    %n = memref.alloc() : memref<2xf32>
    %c = "test.cond"(%n) : (memref<2xf32>) -> i1
    scf.condition(%c) %n, %ox : memref<2xf32>, !deallocation.ownership
  } do {
  ^bb0(%y: memref<2xf32>, %oy: !deallocation.ownership):
    "test.use"(%y) : (memref<2xf32>) -> ()
    scf.yield %y, %oy : memref<2xf32>, !deallocation.ownership
  }
  memref.dealloc %w#0 : memref<2xf32>
  return
}

// -----

// Case 25 (@allocs_in_different_scopes_with_no_overlap): alloc/use/dealloc
// before a while, in its after region and after it, one type: one
// alloca, no alloc or dealloc left.
// CHECK-LABEL: func.func @allocs_in_different_scopes_with_no_overlap(
// CHECK-SAME: %arg0: i1) {
// CHECK-NEXT: %alloca = memref.alloca() : memref<4xi32>
// CHECK-NEXT: "test.use"(%alloca) : (memref<4xi32>) -> ()
// CHECK-NEXT: scf.while : () -> () {
// CHECK-NEXT: scf.condition(%arg0)
// CHECK-NEXT: } do {
// CHECK-NEXT: "test.use"(%alloca) : (memref<4xi32>) -> ()
// CHECK-NEXT: scf.yield
// CHECK-NEXT: }
// CHECK-NEXT: "test.use"(%alloca) : (memref<4xi32>) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @allocs_in_different_scopes_with_no_overlap(%c: i1) {
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

// Case 25 (@allocs_in_different_scopes_with_no_overlap_2): the same with
// two allocations in the after region.
// CHECK-LABEL: func.func @allocs_in_different_scopes_with_no_overlap_2(
// CHECK-SAME: %arg0: i1) {
// CHECK-NEXT: %alloca = memref.alloca() : memref<4xi32>
// CHECK-NEXT: "test.use"(%alloca) : (memref<4xi32>) -> ()
// CHECK-NEXT: scf.while : () -> () {
// CHECK-NEXT: scf.condition(%arg0)
// CHECK-NEXT: } do {
// CHECK-NEXT: "test.use"(%alloca) : (memref<4xi32>) -> ()
// CHECK-NEXT: "test.use"(%alloca) : (memref<4xi32>) -> ()
// CHECK-NEXT: scf.yield
// CHECK-NEXT: }
// CHECK-NEXT: "test.use"(%alloca) : (memref<4xi32>) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @allocs_in_different_scopes_with_no_overlap_2(%c: i1) {
  %a = memref.alloc() : memref<4xi32>
  "test.use"(%a) : (memref<4xi32>) -> ()
  memref.dealloc %a : memref<4xi32>
  scf.while : () -> () {
    scf.condition(%c)
  } do {
    %b = memref.alloc() : memref<4xi32>
    "test.use"(%b) : (memref<4xi32>) -> ()
    memref.dealloc %b : memref<4xi32>
    %e = memref.alloc() : memref<4xi32>
    "test.use"(%e) : (memref<4xi32>) -> ()
    memref.dealloc %e : memref<4xi32>
    scf.yield
  }
  %d = memref.alloc() : memref<4xi32>
  "test.use"(%d) : (memref<4xi32>) -> ()
  memref.dealloc %d : memref<4xi32>
  return
}
