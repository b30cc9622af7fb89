// RUN: bufopt %s --split-input-file --allow-unregistered-dialect --hlo-deallocate | FileCheck %s
// RUN: bufopt %s --split-input-file --allow-unregistered-dialect --hlo-deallocate --hlo-deallocation-simplification | FileCheck %s --check-prefix=SIMPLE

// Containers (memrefs of memrefs, src/dialects/memory_iface.h): a buffer
// stored into a container is the container's (BO_MEM_STORES_BUFFER): the
// block releases its ownership, no retain frees it; the container's own
// retain does, simplified to krnl.seqdealloc, the deep free (a
// memref.dealloc of a container is shallow once sequences are lowered).
// CHECK-LABEL: func.func @store_moves(
// CHECK: %[[C:.*]] = memref.alloc(%{{.*}}) : memref<?xmemref<2xf32>>
// CHECK-NEXT: %[[OC:.*]] = deallocation.own %[[C]]
// CHECK-NEXT: %[[A:.*]] = memref.alloc() : memref<2xf32>
// CHECK-NEXT: %[[OA:.*]] = deallocation.own %[[A]]
// CHECK-NEXT: %[[B:.*]] = memref.alloc() : memref<2xf32>
// CHECK-NEXT: %[[OB:.*]] = deallocation.own %[[B]]
// CHECK: memref.store %[[A]], %[[C]][
// CHECK-NOT: of(%[[OA]])
// CHECK: deallocation.retain() of(%[[OC]]) : (!deallocation.ownership) -> ()
// CHECK-NEXT: deallocation.retain() of(%[[OB]]) : (!deallocation.ownership) -> ()
// CHECK-NEXT: return
// SIMPLE-LABEL: func.func @store_moves(
// SIMPLE-NOT: deallocation.own
// SIMPLE: memref.store %[[A:alloc_[0-9]+]], %[[C:alloc]][
// SIMPLE-NOT: memref.dealloc %[[A]]
// SIMPLE: "krnl.seqdealloc"(%[[C]]) : (memref<?xmemref<2xf32>>) -> ()
// SIMPLE-NEXT: memref.dealloc %{{.*}} : memref<2xf32>
// SIMPLE-NEXT: return
func.func @store_moves(%n: index, %v: f32) -> f32 {
  %c = memref.alloc(%n) : memref<?xmemref<2xf32>>
  %a = memref.alloc() : memref<2xf32>
  %b = memref.alloc() : memref<2xf32>
  %c0 = arith.constant 0 : index
  memref.store %v, %a[%c0] : memref<2xf32>
  memref.store %a, %c[%c0] : memref<?xmemref<2xf32>>
  "test.use"(%b) : (memref<2xf32>) -> ()
  %e = memref.load %c[%c0] : memref<?xmemref<2xf32>>
  %x = memref.load %e[%c0] : memref<2xf32>
  return %x : f32
}

// -----

// A buffer loaded from a container is borrowed (BO_MEM_BORROWS_BUFFER):
// never owned, and its uses keep the container: its ownership is not
// passed into the loop (the element is read after the loop), the block
// keeps it (compare @no_borrow_passes).
// CHECK-LABEL: func.func @borrow_keeps_container(
// CHECK: %[[C:.*]] = memref.alloc(%{{.*}}) : memref<?xmemref<2xf32>>
// CHECK-NEXT: %[[OC:.*]] = deallocation.own %[[C]]
// CHECK-NEXT: %[[E:.*]] = memref.load %[[C]]
// CHECK-NEXT: %[[N:.*]] = deallocation.null
// CHECK-NEXT: %[[R:.*]]:2 = scf.for {{.*}} iter_args(%{{.*}} = %[[C]], %{{.*}} = %[[N]])
// CHECK: memref.load %[[E]]
// CHECK: deallocation.retain() of(%[[OC]])
// CHECK-NEXT: deallocation.retain() of(%[[R]]#1)
// CHECK-NOT: deallocation.own %[[E]]
func.func @borrow_keeps_container(%lb: index, %ub: index, %s: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c = memref.alloc(%ub) : memref<?xmemref<2xf32>>
  %e = memref.load %c[%c0] : memref<?xmemref<2xf32>>
  %r = scf.for %i = %lb to %ub step %s iter_args(%t = %c) -> (memref<?xmemref<2xf32>>) {
    scf.yield %t : memref<?xmemref<2xf32>>
  }
  %x = memref.load %e[%c0] : memref<2xf32>
  "test.use"(%r) : (memref<?xmemref<2xf32>>) -> ()
  return %x : f32
}

// -----

// CHECK-LABEL: func.func @no_borrow_passes(
// CHECK: %[[C:.*]] = memref.alloc(%{{.*}}) : memref<?xmemref<2xf32>>
// CHECK-NEXT: %[[OC:.*]] = deallocation.own %[[C]]
// CHECK-NEXT: %[[R:.*]]:2 = scf.for {{.*}} iter_args(%{{.*}} = %[[C]], %{{.*}} = %[[OC]])
// CHECK: deallocation.retain() of(%[[R]]#1)
// CHECK-NEXT: return
func.func @no_borrow_passes(%lb: index, %ub: index, %s: index) {
  %c = memref.alloc(%ub) : memref<?xmemref<2xf32>>
  %r = scf.for %i = %lb to %ub step %s iter_args(%t = %c) -> (memref<?xmemref<2xf32>>) {
    scf.yield %t : memref<?xmemref<2xf32>>
  }
  "test.use"(%r) : (memref<?xmemref<2xf32>>) -> ()
  return
}

// -----

// An op that takes over a container (BO_MEM_CONSUMES, krnl.seqinsert_move)
// releases the block's ownership of it and owns its result: no retain of
// the consumed container; its last operand (whether it owns the input,
// a placeholder before deallocation) becomes true.
// CHECK-LABEL: func.func @take_over(
// CHECK: %[[C:.*]] = "krnl.seqalloc"
// CHECK-NEXT: %[[OC:.*]] = deallocation.own %[[C]]
// CHECK: %[[T:.*]] = arith.constant true
// CHECK-NEXT: %[[D:.*]] = "krnl.seqinsert_move"(%[[C]], %{{.*}}, %{{.*}}, %[[T]])
// CHECK-NEXT: %[[OD:.*]] = deallocation.own %[[D]]
// CHECK-NEXT: return %[[D]], %[[OD]] : memref<?xmemref<2xf32>>, !deallocation.ownership
func.func @take_over(%t: memref<2xf32>, %p: index) -> memref<?xmemref<2xf32>> {
  %no = arith.constant false
  %c = "krnl.seqalloc"(%p) : (index) -> memref<?xmemref<2xf32>>
  %cast = memref.cast %t : memref<2xf32> to memref<2xf32, strided<[?], offset: ?>>
  %d = "krnl.seqinsert_move"(%c, %cast, %p, %no) : (memref<?xmemref<2xf32>>, memref<2xf32, strided<[?], offset: ?>>, index, i1) -> memref<?xmemref<2xf32>>
  return %d : memref<?xmemref<2xf32>>
}

// -----

// A container the block does not own (an argument) is not taken over: the
// op is told so (false: it copies and frees nothing) and the argument stays
// with the caller.  The sequences' take-over at last use (convert-onnx-seq-
// to-krnl) meets this case on every loop-carried or argument sequence.
// CHECK-LABEL: func.func @take_over_borrowed(
// CHECK: %[[F:.*]] = arith.constant false
// CHECK-NEXT: %[[D:.*]] = "krnl.seqinsert_move"(%arg0, %{{.*}}, %{{.*}}, %[[F]])
// CHECK-NEXT: %[[OD:.*]] = deallocation.own %[[D]]
// CHECK-NOT: deallocation.retain
// CHECK: return %[[D]], %[[OD]] : memref<?xmemref<2xf32>>, !deallocation.ownership
func.func @take_over_borrowed(%c: memref<?xmemref<2xf32>>, %t: memref<2xf32>, %p: index) -> memref<?xmemref<2xf32>> {
  %yes = arith.constant true
  %cast = memref.cast %t : memref<2xf32> to memref<2xf32, strided<[?], offset: ?>>
  %d = "krnl.seqinsert_move"(%c, %cast, %p, %yes) : (memref<?xmemref<2xf32>>, memref<2xf32, strided<[?], offset: ?>>, index, i1) -> memref<?xmemref<2xf32>>
  return %d : memref<?xmemref<2xf32>>
}
