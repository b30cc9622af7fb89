// RUN: bufopt %s --split-input-file --ownership-based-buffer-deallocation | FileCheck %s
// RUN: bufopt %s --split-input-file --bufferization-pipeline | FileCheck %s --check-prefix=PIPE
// ownership-based-buffer-deallocation hands bufopt's take-over ops
// (krnl.seqinsert_move / krnl.seqerase_move, BO_MEM_CONSUMES) its ownership
// of the input sequence as their last operand, and gives it up: an
// argument is not owned (the op copies), a loop-carried sequence is owned
// as the iteration says (the op moves when it can, at run time).

// CHECK-LABEL: func.func @argument
// CHECK: %[[F:.*]] = arith.constant false
// CHECK: %[[R:.*]] = "krnl.seqerase_move"(%arg0, %arg1, %[[F]])
// CHECK-NOT: memref.dealloc %arg0
// CHECK: return %[[R]]
func.func @argument(%s: memref<?xmemref<2xf32>>, %p: index) -> memref<?xmemref<2xf32>> {
  %true = arith.constant true
  %0 = "krnl.seqerase_move"(%s, %p, %true) : (memref<?xmemref<2xf32>>, index, i1) -> memref<?xmemref<2xf32>>
  return %0 : memref<?xmemref<2xf32>>
}

// -----

// CHECK-LABEL: func.func @loop_carried
// CHECK: scf.for {{.*}} iter_args(%[[S:.*]] = %{{.*}}, %[[OWN:.*]] = %{{.*}}) -> (memref<?xmemref<1xf32>>, i1)
// CHECK: %[[I:.*]] = "krnl.seqinsert_move"(%[[S]], %{{.*}}, %{{.*}}, %[[OWN]])
// CHECK-NOT: memref.dealloc %[[S]]
// CHECK: scf.yield %[[I]], %{{.*}}
// PIPE-LABEL: func.func @loop_carried
// PIPE: scf.for {{.*}} iter_args(%[[S:.*]] = %{{.*}}, %[[OWN:.*]] = %{{.*}}) -> (memref<?xmemref<1xf32>>, i1)
// PIPE: scf.if %[[OWN]] {
// PIPE: memref.dealloc %[[S]] : memref<?xmemref<1xf32>>
// PIPE: } else {
// PIPE: memref.copy
// PIPE: }
func.func @loop_carried(%s0: memref<?xmemref<1xf32>>, %e: memref<1xf32>, %n: index) -> memref<?xmemref<1xf32>> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %false = arith.constant false
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%s = %s0) -> (memref<?xmemref<1xf32>>) {
    %s1 = "krnl.seqinsert_move"(%s, %e, %c0, %false) : (memref<?xmemref<1xf32>>, memref<1xf32>, index, i1) -> memref<?xmemref<1xf32>>
    scf.yield %s1 : memref<?xmemref<1xf32>>
  }
  return %r : memref<?xmemref<1xf32>>
}

// -----

// A loop's initial sequence that dies at the loop (issue 13 item 3): the
// block owns it for sure (made here) and nothing uses it after the loop,
// so it enters the loop owned (`true` as the iteration's ownership) and
// the block gives its ownership up: the first iteration moves its slots
// too, the block frees it no more.
// CHECK-LABEL: func.func @init_dies_at_loop
// CHECK: %[[A:.*]] = "krnl.seqalloc"
// CHECK: scf.for {{.*}} iter_args(%[[S:.*]] = %[[A]], %[[OWN:.*]] = %true{{[_0-9]*}}) -> (memref<?xmemref<1xf32>>, i1)
// CHECK: "krnl.seqinsert_move"(%[[S]], %{{.*}}, %{{.*}}, %[[OWN]])
// CHECK: bufferization.dealloc (%{{.*}}, %[[A]], %{{.*}}, %{{.*}} : {{.*}}) if (%{{.*}}, %false{{[_0-9]*}}, %{{.*}}, %{{.*}}) retain
// CHECK: return
// PIPE-LABEL: func.func @init_dies_at_loop
// PIPE: scf.for {{.*}} iter_args(%{{.*}} = %{{.*}}) -> (memref<?xmemref<1xf32>>) {
// PIPE-NOT: scf.if
// PIPE: memref.dealloc %{{.*}} : memref<?xmemref<1xf32>>
// PIPE-NEXT: memref.store
// PIPE-NEXT: scf.yield
func.func @init_dies_at_loop(%e: memref<1xf32>, %n: index) -> memref<?xmemref<1xf32>> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %false = arith.constant false
  %s0 = "krnl.seqalloc"(%c0) : (index) -> memref<?xmemref<1xf32>>
  %len = memref.dim %s0, %c0 : memref<?xmemref<1xf32>>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%s = %s0) -> (memref<?xmemref<1xf32>>) {
    %s1 = "krnl.seqinsert_move"(%s, %e, %c0, %false) : (memref<?xmemref<1xf32>>, memref<1xf32>, index, i1) -> memref<?xmemref<1xf32>>
    scf.yield %s1 : memref<?xmemref<1xf32>>
  }
  return %r : memref<?xmemref<1xf32>>
}

// -----

// The initial sequence is read after the loop: it enters the loop not
// owned (the first iteration copies), and the block frees it.
// CHECK-LABEL: func.func @init_used_after_loop
// CHECK: %[[A:.*]] = "krnl.seqalloc"
// CHECK: scf.for {{.*}} iter_args(%{{.*}} = %[[A]], %{{.*}} = %false{{[_0-9]*}}) -> (memref<?xmemref<1xf32>>, i1)
// CHECK: memref.dim %[[A]]
func.func @init_used_after_loop(%e: memref<1xf32>, %n: index) -> (memref<?xmemref<1xf32>>, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %false = arith.constant false
  %s0 = "krnl.seqalloc"(%c0) : (index) -> memref<?xmemref<1xf32>>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%s = %s0) -> (memref<?xmemref<1xf32>>) {
    %s1 = "krnl.seqinsert_move"(%s, %e, %c0, %false) : (memref<?xmemref<1xf32>>, memref<1xf32>, index, i1) -> memref<?xmemref<1xf32>>
    scf.yield %s1 : memref<?xmemref<1xf32>>
  }
  %len = memref.dim %s0, %c0 : memref<?xmemref<1xf32>>
  return %r, %len : memref<?xmemref<1xf32>>, index
}

// -----

// An element borrowed from the initial sequence before the loop is read
// after it: the loop could free that element, so the init is not handed
// over (false).
// CHECK-LABEL: func.func @borrow_read_after_loop
// CHECK: %[[A:.*]] = "krnl.seqalloc"
// CHECK: scf.for {{.*}} iter_args(%{{.*}} = %[[A]], %{{.*}} = %false{{[_0-9]*}}) -> (memref<?xmemref<1xf32>>, i1)
func.func @borrow_read_after_loop(%e: memref<1xf32>, %n: index) -> (memref<?xmemref<1xf32>>, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %false = arith.constant false
  %s0 = "krnl.seqalloc"(%c1) : (index) -> memref<?xmemref<1xf32>>
  "krnl.seqstore"(%e, %s0, %c0) : (memref<1xf32>, memref<?xmemref<1xf32>>, index) -> ()
  %b = memref.load %s0[%c0] : memref<?xmemref<1xf32>>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%s = %s0) -> (memref<?xmemref<1xf32>>) {
    %s1 = "krnl.seqerase_move"(%s, %c0, %false) : (memref<?xmemref<1xf32>>, index, i1) -> memref<?xmemref<1xf32>>
    scf.yield %s1 : memref<?xmemref<1xf32>>
  }
  %v = memref.load %b[%c0] : memref<1xf32>
  return %r, %v : memref<?xmemref<1xf32>>, f32
}
