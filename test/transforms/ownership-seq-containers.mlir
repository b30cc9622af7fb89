// RUN: bufopt %s --split-input-file --buffer-deallocation-pipeline --optimize-allocation-liveness --convert-seq-to-memref | FileCheck %s
// RUN: bufopt %s --split-input-file --verify-diagnostics --ownership-based-buffer-deallocation --convert-seq-to-memref >/dev/null
// A memref of memrefs owns the buffers stored in it (docs/sequences.md):
// the store moves the buffer (no free after it), a loaded buffer is a
// borrow that keeps the container alive, and the container is freed deeply.
// Upstream's pipeline frees %e right after the store and the container
// before the last read of the element (a use after free).

// CHECK-LABEL: func.func @dangling
// CHECK: %[[SEQ:.*]] = memref.alloc() : memref<1xmemref<?x4xf32>>
// CHECK: %[[E:.*]] = memref.alloc(%{{.*}}) : memref<?x4xf32>
// CHECK-NEXT: memref.store %[[E]], %[[SEQ]][%{{.*}}] : memref<1xmemref<?x4xf32>>
// CHECK-NOT: memref.dealloc %[[E]]
// CHECK: %[[X:.*]] = memref.load %[[SEQ]][%{{.*}}] : memref<1xmemref<?x4xf32>>
// CHECK: %[[V:.*]] = memref.load %[[X]][%{{.*}}, %{{.*}}] : memref<?x4xf32>
// CHECK: scf.for
// CHECK:   memref.load %[[SEQ]]
// CHECK:   memref.dealloc %{{.*}} : memref<?x4xf32>
// CHECK: memref.dealloc %[[SEQ]] : memref<1xmemref<?x4xf32>>
// CHECK: return %[[V]]
func.func @dangling(%d: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %seq = memref.alloc(%c1) : memref<?xmemref<?x4xf32>>
  %e = memref.alloc(%d) : memref<?x4xf32>
  memref.store %e, %seq[%c0] : memref<?xmemref<?x4xf32>>
  %x = memref.load %seq[%c0] : memref<?xmemref<?x4xf32>>
  %v = memref.load %x[%c0, %c0] : memref<?x4xf32>
  return %v : f32
}

// -----

// An element read out and returned is a borrow: the function returns a
// clone it owns, and the container still frees its own element.
// CHECK-LABEL: func.func @return_element
// CHECK: %[[X:.*]] = memref.load
// CHECK: %[[CL:.*]] = bufferization.clone %[[X]]
// CHECK: memref.dealloc %{{.*}} : memref<?x4xf32>
// CHECK: memref.dealloc %{{.*}} : memref<1xmemref<?x4xf32>>
// CHECK: return %[[CL]]
func.func @return_element(%d: index) -> memref<?x4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %seq = memref.alloc(%c1) : memref<?xmemref<?x4xf32>>
  %e = memref.alloc(%d) : memref<?x4xf32>
  memref.store %e, %seq[%c0] : memref<?xmemref<?x4xf32>>
  %x = memref.load %seq[%c0] : memref<?xmemref<?x4xf32>>
  return %x : memref<?x4xf32>
}

// -----

// A buffer the block does not own (an argument) cannot move into a
// container: refused instead of a later double free.
func.func @borrowed(%e: memref<?x4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %seq = memref.alloc(%c1) : memref<?xmemref<?x4xf32>>
  // expected-error@+1 {{'memref.store' op ownership-based-buffer-deallocation: storing a buffer that this block does not own for sure into a memref of memrefs is not supported yet}}
  memref.store %e, %seq[%c0] : memref<?xmemref<?x4xf32>>
  return
}

// -----

// The same buffer into two slots would be freed twice: refused.
func.func @twice(%d: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %seq = memref.alloc(%c2) : memref<?xmemref<?x4xf32>>
  %e = memref.alloc(%d) : memref<?x4xf32>
  memref.store %e, %seq[%c0] : memref<?xmemref<?x4xf32>>
  // expected-error@+1 {{'memref.store' op ownership-based-buffer-deallocation: storing a buffer that this block does not own for sure into a memref of memrefs is not supported yet}}
  memref.store %e, %seq[%c1] : memref<?xmemref<?x4xf32>>
  return
}

