// RUN: bufopt %s --split-input-file --allow-unregistered-dialect --hlo-deallocate --hlo-deallocation-simplification | FileCheck %s

// A loop-carried container taken over by krnl.seqinsert_move, whose
// ownership hlo-deallocate knew only as the loop's block argument (so it
// told the op "not owned": a copy, and freed the argument after it): the
// analysis proves the argument always owned (init own, yield own), so the
// op owns it (true) and the retain after it goes.  The init's own stays:
// the loop result may be the init (no iteration).
// CHECK-LABEL: func.func @carried(
// CHECK-SAME: %arg0: index, %arg1: memref<1xf32>) -> (memref<?xmemref<1xf32>>, !deallocation.ownership) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %0 = "krnl.seqalloc"(%c1) : (index) -> memref<?xmemref<1xf32>>
// CHECK-NEXT: %1 = deallocation.own %0 : memref<?xmemref<1xf32>>
// CHECK-NEXT: "krnl.seqstore"(%arg1, %0, %c0) : (memref<1xf32>, memref<?xmemref<1xf32>>, index) -> ()
// CHECK-NEXT: %2:2 = scf.for %arg2 = %c0 to %arg0 step %c1 iter_args(%arg3 = %0, %arg4 = %1) -> (memref<?xmemref<1xf32>>, !deallocation.ownership) {
// CHECK-NEXT: %false_0 = arith.constant false
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %3 = "krnl.seqinsert_move"(%arg3, %arg1, %c0, %true) : (memref<?xmemref<1xf32>>, memref<1xf32>, index, i1) -> memref<?xmemref<1xf32>>
// CHECK-NEXT: %true_1 = arith.constant true
// CHECK-NEXT: %4 = "krnl.seqerase_move"(%3, %c0, %true_1) : (memref<?xmemref<1xf32>>, index, i1) -> memref<?xmemref<1xf32>>
// CHECK-NEXT: %5 = deallocation.own %4 : memref<?xmemref<1xf32>>
// CHECK-NEXT: scf.yield %4, %5 : memref<?xmemref<1xf32>>, !deallocation.ownership
// CHECK-NEXT: }
// CHECK-NEXT: return %2#0, %2#1 : memref<?xmemref<1xf32>>, !deallocation.ownership
// CHECK-NEXT: }
func.func @carried(%n: index, %e: memref<1xf32>) -> memref<?xmemref<1xf32>> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %false = arith.constant false
  %s0 = "krnl.seqalloc"(%c1) : (index) -> memref<?xmemref<1xf32>>
  "krnl.seqstore"(%e, %s0, %c0) : (memref<1xf32>, memref<?xmemref<1xf32>>, index) -> ()
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%s = %s0) -> (memref<?xmemref<1xf32>>) {
    %t = "krnl.seqinsert_move"(%s, %e, %c0, %false) : (memref<?xmemref<1xf32>>, memref<1xf32>, index, i1) -> memref<?xmemref<1xf32>>
    %u = "krnl.seqerase_move"(%t, %c0, %false) : (memref<?xmemref<1xf32>>, index, i1) -> memref<?xmemref<1xf32>>
    scf.yield %u : memref<?xmemref<1xf32>>
  }
  return %r : memref<?xmemref<1xf32>>
}

// -----

// An element borrowed from the container is read after the take-over: the
// op keeps "not owned" (it copies) and the container is freed deeply
// after the read.
// CHECK-LABEL: func.func @borrowed_after(
// CHECK-SAME: %arg0: index, %arg1: memref<1xf32>) -> (memref<?xmemref<1xf32>>, !deallocation.ownership) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %0 = "krnl.seqalloc"(%c1) : (index) -> memref<?xmemref<1xf32>>
// CHECK-NEXT: %1 = deallocation.own %0 : memref<?xmemref<1xf32>>
// CHECK-NEXT: "krnl.seqstore"(%arg1, %0, %c0) : (memref<1xf32>, memref<?xmemref<1xf32>>, index) -> ()
// CHECK-NEXT: %2:2 = scf.for %arg2 = %c0 to %arg0 step %c1 iter_args(%arg3 = %0, %arg4 = %1) -> (memref<?xmemref<1xf32>>, !deallocation.ownership) {
// CHECK-NEXT: %3 = memref.load %arg3[%c0] : memref<?xmemref<1xf32>>
// CHECK-NEXT: %false_0 = arith.constant false
// CHECK-NEXT: %4 = "krnl.seqinsert_move"(%arg3, %arg1, %c0, %false_0) : (memref<?xmemref<1xf32>>, memref<1xf32>, index, i1) -> memref<?xmemref<1xf32>>
// CHECK-NEXT: %5 = deallocation.own %4 : memref<?xmemref<1xf32>>
// CHECK-NEXT: "test.use"(%3) : (memref<1xf32>) -> ()
// CHECK-NEXT: "krnl.seqdealloc"(%arg3) : (memref<?xmemref<1xf32>>) -> ()
// CHECK-NEXT: scf.yield %4, %5 : memref<?xmemref<1xf32>>, !deallocation.ownership
// CHECK-NEXT: }
// CHECK-NEXT: return %2#0, %2#1 : memref<?xmemref<1xf32>>, !deallocation.ownership
// CHECK-NEXT: }
func.func @borrowed_after(%n: index, %e: memref<1xf32>) -> memref<?xmemref<1xf32>> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %false = arith.constant false
  %s0 = "krnl.seqalloc"(%c1) : (index) -> memref<?xmemref<1xf32>>
  "krnl.seqstore"(%e, %s0, %c0) : (memref<1xf32>, memref<?xmemref<1xf32>>, index) -> ()
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%s = %s0) -> (memref<?xmemref<1xf32>>) {
    %b = memref.load %s[%c0] : memref<?xmemref<1xf32>>
    %t = "krnl.seqinsert_move"(%s, %e, %c0, %false) : (memref<?xmemref<1xf32>>, memref<1xf32>, index, i1) -> memref<?xmemref<1xf32>>
    "test.use"(%b) : (memref<1xf32>) -> ()
    scf.yield %t : memref<?xmemref<1xf32>>
  }
  return %r : memref<?xmemref<1xf32>>
}

// -----

// The init is a function argument (may be null, the caller's): the op
// keeps "not owned" and the retain stays.
// CHECK-LABEL: func.func @argument_init(
// CHECK-SAME: %arg0: index, %arg1: memref<1xf32>, %arg2: memref<?xmemref<1xf32>>) -> (memref<?xmemref<1xf32>>, !deallocation.ownership) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %0 = deallocation.null
// CHECK-NEXT: %1:2 = scf.for %arg3 = %c0 to %arg0 step %c1 iter_args(%arg4 = %arg2, %arg5 = %0) -> (memref<?xmemref<1xf32>>, !deallocation.ownership) {
// CHECK-NEXT: %false_0 = arith.constant false
// CHECK-NEXT: %2 = "krnl.seqinsert_move"(%arg4, %arg1, %c0, %false_0) : (memref<?xmemref<1xf32>>, memref<1xf32>, index, i1) -> memref<?xmemref<1xf32>>
// CHECK-NEXT: %3 = deallocation.own %2 : memref<?xmemref<1xf32>>
// CHECK-NEXT: deallocation.retain() of(%arg5) : (!deallocation.ownership) -> ()
// CHECK-NEXT: scf.yield %2, %3 : memref<?xmemref<1xf32>>, !deallocation.ownership
// CHECK-NEXT: }
// CHECK-NEXT: return %1#0, %1#1 : memref<?xmemref<1xf32>>, !deallocation.ownership
// CHECK-NEXT: }
func.func @argument_init(%n: index, %e: memref<1xf32>, %s0: memref<?xmemref<1xf32>>) -> memref<?xmemref<1xf32>> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %false = arith.constant false
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%s = %s0) -> (memref<?xmemref<1xf32>>) {
    %t = "krnl.seqinsert_move"(%s, %e, %c0, %false) : (memref<?xmemref<1xf32>>, memref<1xf32>, index, i1) -> memref<?xmemref<1xf32>>
    scf.yield %t : memref<?xmemref<1xf32>>
  }
  return %r : memref<?xmemref<1xf32>>
}

// -----

// An element borrowed from the container goes through an op the memory
// interface does not describe (its result may be the element) and is read
// after the take-over: the op keeps "not owned".
// CHECK-LABEL: func.func @borrowed_through_unknown_op(
// CHECK-SAME: %arg0: index, %arg1: memref<1xf32>) -> (memref<?xmemref<1xf32>>, !deallocation.ownership) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %0 = "krnl.seqalloc"(%c1) : (index) -> memref<?xmemref<1xf32>>
// CHECK-NEXT: %1 = deallocation.own %0 : memref<?xmemref<1xf32>>
// CHECK-NEXT: "krnl.seqstore"(%arg1, %0, %c0) : (memref<1xf32>, memref<?xmemref<1xf32>>, index) -> ()
// CHECK-NEXT: %2:2 = scf.for %arg2 = %c0 to %arg0 step %c1 iter_args(%arg3 = %0, %arg4 = %1) -> (memref<?xmemref<1xf32>>, !deallocation.ownership) {
// CHECK-NEXT: %3 = memref.load %arg3[%c0] : memref<?xmemref<1xf32>>
// CHECK-NEXT: %4 = "test.view"(%3) : (memref<1xf32>) -> memref<1xf32>
// CHECK-NEXT: %false_0 = arith.constant false
// CHECK-NEXT: %5 = "krnl.seqinsert_move"(%arg3, %arg1, %c0, %false_0) : (memref<?xmemref<1xf32>>, memref<1xf32>, index, i1) -> memref<?xmemref<1xf32>>
// CHECK-NEXT: %6 = deallocation.own %5 : memref<?xmemref<1xf32>>
// CHECK-NEXT: "test.use"(%4) : (memref<1xf32>) -> ()
// CHECK-NEXT: "krnl.seqdealloc"(%arg3) : (memref<?xmemref<1xf32>>) -> ()
// CHECK-NEXT: scf.yield %5, %6 : memref<?xmemref<1xf32>>, !deallocation.ownership
// CHECK-NEXT: }
// CHECK-NEXT: return %2#0, %2#1 : memref<?xmemref<1xf32>>, !deallocation.ownership
// CHECK-NEXT: }
func.func @borrowed_through_unknown_op(%n: index, %e: memref<1xf32>) -> memref<?xmemref<1xf32>> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %false = arith.constant false
  %s0 = "krnl.seqalloc"(%c1) : (index) -> memref<?xmemref<1xf32>>
  "krnl.seqstore"(%e, %s0, %c0) : (memref<1xf32>, memref<?xmemref<1xf32>>, index) -> ()
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%s = %s0) -> (memref<?xmemref<1xf32>>) {
    %b = memref.load %s[%c0] : memref<?xmemref<1xf32>>
    %v = "test.view"(%b) : (memref<1xf32>) -> memref<1xf32>
    %t = "krnl.seqinsert_move"(%s, %e, %c0, %false) : (memref<?xmemref<1xf32>>, memref<1xf32>, index, i1) -> memref<?xmemref<1xf32>>
    "test.use"(%v) : (memref<1xf32>) -> ()
    scf.yield %t : memref<?xmemref<1xf32>>
  }
  return %r : memref<?xmemref<1xf32>>
}
