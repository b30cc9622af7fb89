// RUN: bufopt %s --split-input-file --convert-seq-to-memref | FileCheck %s
// RUN: bufopt %s --split-input-file --convert-seq-to-memref --mlir-print-op-generic | bufopt --split-input-file | FileCheck %s
// convert-seq-to-memref: onnx-mlir's Krnl sequence ops in their generic
// form become memref/scf ops, and every free of a memref of memrefs becomes
// a deep free (the slots' buffers first).

// CHECK-LABEL: func.func @seqalloc
// CHECK-SAME: (%[[N:.*]]: index)
// CHECK: %[[A:.*]] = memref.alloc(%[[N]]) : memref<?xmemref<?x4xf32>>
// CHECK: %[[B:.*]] = memref.alloc() : memref<2xmemref<?x4xf32>>
// CHECK: return %[[A]], %[[B]]
func.func @seqalloc(%n: index) -> (memref<?xmemref<?x4xf32>>, memref<2xmemref<?x4xf32>>) {
  %0 = "krnl.seqalloc"(%n) : (index) -> memref<?xmemref<?x4xf32>>
  %c2 = arith.constant 2 : index
  %1 = "krnl.seqalloc"(%c2) : (index) -> memref<2xmemref<?x4xf32>>
  return %0, %1 : memref<?xmemref<?x4xf32>>, memref<2xmemref<?x4xf32>>
}

// -----

// CHECK-LABEL: func.func @seqstore
// CHECK-SAME: (%[[E:.*]]: memref<?x3xf32>, %[[S:.*]]: memref<?xmemref<?x?xf32>>, %[[I:.*]]: index)
// CHECK: %[[C0:.*]] = arith.constant 0 : index
// CHECK: %[[D:.*]] = memref.dim %[[E]], %[[C0]] : memref<?x3xf32>
// CHECK: %[[A:.*]] = memref.alloc(%[[D]]) {alignment = 16 : i64} : memref<?x3xf32>
// CHECK: memref.copy %[[E]], %[[A]] : memref<?x3xf32> to memref<?x3xf32>
// CHECK: %[[C:.*]] = memref.cast %[[A]] : memref<?x3xf32> to memref<?x?xf32>
// CHECK: memref.store %[[C]], %[[S]][%[[I]]] : memref<?xmemref<?x?xf32>>
func.func @seqstore(%e: memref<?x3xf32>, %s: memref<?xmemref<?x?xf32>>, %i: index) {
  "krnl.seqstore"(%e, %s, %i) : (memref<?x3xf32>, memref<?xmemref<?x?xf32>>, index) -> ()
  return
}

// -----

// CHECK-LABEL: func.func @seqextract
// CHECK-SAME: (%[[S:.*]]: memref<?xmemref<?x3xf32>>, %[[I:.*]]: index)
// CHECK: %[[L:.*]] = memref.load %[[S]][%[[I]]] : memref<?xmemref<?x3xf32>>
// CHECK: %[[D:.*]] = memref.dim %[[L]], %{{.*}} : memref<?x3xf32>
// CHECK: %[[A:.*]] = memref.alloc(%[[D]]) {alignment = 16 : i64} : memref<?x3xf32>
// CHECK: memref.copy %[[L]], %[[A]]
// CHECK: return %[[A]]
func.func @seqextract(%s: memref<?xmemref<?x3xf32>>, %i: index) -> memref<?x3xf32> {
  %0 = "krnl.seqextract"(%s, %i) <{copy = 1 : ui1}> : (memref<?xmemref<?x3xf32>>, index) -> memref<?x3xf32>
  return %0 : memref<?x3xf32>
}

// -----

// CHECK-LABEL: func.func @seqdealloc
// CHECK-SAME: (%[[S:.*]]: memref<?xmemref<?x3xf32>>)
// CHECK: %[[D:.*]] = memref.dim %[[S]], %{{.*}} : memref<?xmemref<?x3xf32>>
// CHECK: scf.for %[[I:.*]] = %{{.*}} to %[[D]] step %{{.*}} {
// CHECK:   %[[E:.*]] = memref.load %[[S]][%[[I]]] : memref<?xmemref<?x3xf32>>
// CHECK:   memref.dealloc %[[E]] : memref<?x3xf32>
// CHECK: }
// CHECK: memref.dealloc %[[S]] : memref<?xmemref<?x3xf32>>
// CHECK-NOT: krnl
func.func @seqdealloc(%s: memref<?xmemref<?x3xf32>>) {
  "krnl.seqdealloc"(%s) : (memref<?xmemref<?x3xf32>>) -> ()
  return
}

// -----

// A plain memref.dealloc of a memref of memrefs of memrefs: deep, twice.
// CHECK-LABEL: func.func @nested
// CHECK: scf.for
// CHECK:   %[[INNER:.*]] = memref.load %arg0[%{{.*}}] : memref<?xmemref<?xmemref<2xf32>>>
// CHECK:   scf.for
// CHECK:     %[[LEAF:.*]] = memref.load %[[INNER]][%{{.*}}] : memref<?xmemref<2xf32>>
// CHECK:     memref.dealloc %[[LEAF]] : memref<2xf32>
// CHECK:   memref.dealloc %[[INNER]] : memref<?xmemref<2xf32>>
// CHECK: memref.dealloc %arg0 : memref<?xmemref<?xmemref<2xf32>>>
// A free of an ordinary memref is left alone.
// CHECK: memref.dealloc %arg1 : memref<4xf32>
func.func @nested(%s: memref<?xmemref<?xmemref<2xf32>>>, %m: memref<4xf32>) {
  memref.dealloc %s : memref<?xmemref<?xmemref<2xf32>>>
  memref.dealloc %m : memref<4xf32>
  return
}

// -----

// bufopt's take-over ops: slots move (load + store), the array is freed.
// CHECK-LABEL: func.func @moves
// CHECK-SAME: (%[[S:.*]]: memref<?xmemref<2xf32>>, %[[E:.*]]: memref<2xf32>, %[[P:.*]]: index)
// CHECK: %[[N:.*]] = memref.dim %[[S]], %{{.*}}
// CHECK: %[[N1:.*]] = arith.addi %[[N]], %{{.*}}
// CHECK: %[[O:.*]] = memref.alloc(%[[N1]]) : memref<?xmemref<2xf32>>
// CHECK: memref.alloc() {alignment = 16 : i64} : memref<2xf32>
// CHECK: memref.copy %[[E]]
// CHECK: scf.for %[[I:.*]] = %{{.*}} to %[[P]]
// CHECK:   %[[L:.*]] = memref.load %[[S]][%[[I]]]
// CHECK:   memref.store %[[L]], %[[O]][%[[I]]]
// CHECK: scf.for %[[I2:.*]] = %[[P]] to %[[N]]
// CHECK:   arith.addi %[[I2]]
// CHECK: memref.dealloc %[[S]] : memref<?xmemref<2xf32>>
// CHECK: memref.store %{{.*}}, %[[O]][%[[P]]]
// CHECK: %[[M:.*]] = memref.alloc(%{{.*}}) : memref<?xmemref<2xf32>>
// CHECK: %[[X:.*]] = memref.load %[[O]][%[[P]]]
// CHECK: memref.dealloc %[[X]] : memref<2xf32>
// CHECK: memref.dealloc %[[O]] : memref<?xmemref<2xf32>>
// CHECK: return %[[M]]
func.func @moves(%s: memref<?xmemref<2xf32>>, %e: memref<2xf32>, %p: index) -> memref<?xmemref<2xf32>> {
  %true = arith.constant true
  %0 = "krnl.seqinsert_move"(%s, %e, %p, %true) : (memref<?xmemref<2xf32>>, memref<2xf32>, index, i1) -> memref<?xmemref<2xf32>>
  %1 = "krnl.seqerase_move"(%0, %p, %true) : (memref<?xmemref<2xf32>>, index, i1) -> memref<?xmemref<2xf32>>
  return %1 : memref<?xmemref<2xf32>>
}

// -----

// Not owned (owned = false): the slots are copied, nothing is freed.
// CHECK-LABEL: func.func @copies
// CHECK-SAME: (%[[S:.*]]: memref<?xmemref<2xf32>>, %[[P:.*]]: index)
// CHECK: %[[O:.*]] = memref.alloc(%{{.*}}) : memref<?xmemref<2xf32>>
// CHECK: scf.for %[[I:.*]] = %{{.*}} to %[[P]]
// CHECK:   %[[L:.*]] = memref.load %[[S]][%[[I]]]
// CHECK:   %[[A:.*]] = memref.alloc() {alignment = 16 : i64} : memref<2xf32>
// CHECK:   memref.copy %[[L]], %[[A]]
// CHECK:   memref.store %[[A]], %[[O]][%[[I]]]
// CHECK: scf.for
// CHECK:   memref.copy
// CHECK-NOT: memref.dealloc
// CHECK: return %[[O]]
func.func @copies(%s: memref<?xmemref<2xf32>>, %p: index) -> memref<?xmemref<2xf32>> {
  %false = arith.constant false
  %0 = "krnl.seqerase_move"(%s, %p, %false) : (memref<?xmemref<2xf32>>, index, i1) -> memref<?xmemref<2xf32>>
  return %0 : memref<?xmemref<2xf32>>
}

// -----

// Ownership known only at run time: scf.if owned { move } else { copy }.
// CHECK-LABEL: func.func @dynamic
// CHECK-SAME: (%[[S:.*]]: memref<?xmemref<2xf32>>, %[[E:.*]]: memref<2xf32>, %[[P:.*]]: index, %[[OWN:.*]]: i1)
// CHECK: %[[O:.*]] = memref.alloc(%{{.*}}) : memref<?xmemref<2xf32>>
// CHECK: memref.copy %[[E]]
// CHECK: scf.if %[[OWN]] {
// CHECK:   scf.for
// CHECK-NOT: memref.copy
// CHECK:   scf.for
// CHECK-NOT: memref.copy
// CHECK:   memref.dealloc %[[S]] : memref<?xmemref<2xf32>>
// CHECK: } else {
// CHECK:   scf.for
// CHECK:     memref.copy
// CHECK:   scf.for
// CHECK:     memref.copy
// CHECK-NOT: memref.dealloc
// CHECK: }
// CHECK: memref.store %{{.*}}, %[[O]][%[[P]]]
// CHECK: return %[[O]]
func.func @dynamic(%s: memref<?xmemref<2xf32>>, %e: memref<2xf32>, %p: index, %owned: i1) -> memref<?xmemref<2xf32>> {
  %0 = "krnl.seqinsert_move"(%s, %e, %p, %owned) : (memref<?xmemref<2xf32>>, memref<2xf32>, index, i1) -> memref<?xmemref<2xf32>>
  return %0 : memref<?xmemref<2xf32>>
}

// -----

// An element that dies at the store (a heap allocation of this block whose
// only use after the store is its free) moves into the slot: no copy, and
// its free goes (the container frees it).  One still read after the store,
// or a view, is copied.
// CHECK-LABEL: func.func @dying
// CHECK-SAME: (%[[S:.*]]: memref<?xmemref<?xf32>>, %[[V:.*]]: memref<8xf32>)
// CHECK: %[[A:.*]] = memref.alloc() : memref<4xf32>
// CHECK: %[[B:.*]] = memref.alloc() : memref<4xf32>
// CHECK-NOT: memref.copy %[[A]]
// CHECK: %[[AC:.*]] = memref.cast %[[A]] : memref<4xf32> to memref<?xf32>
// CHECK: memref.store %[[AC]], %[[S]][%{{.*}}]
// CHECK: memref.copy %[[B]]
// CHECK: memref.store
// CHECK: memref.subview
// CHECK: memref.copy
// CHECK: memref.store
// CHECK: memref.load %[[B]]
// CHECK-NOT: memref.dealloc %[[A]]
// CHECK: memref.dealloc %[[B]]
// CHECK-NOT: memref.dealloc %[[A]]
// CHECK: return
func.func @dying(%s: memref<?xmemref<?xf32>>, %v: memref<8xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %f = arith.constant 1.0 : f32
  %a = memref.alloc() : memref<4xf32>
  %b = memref.alloc() : memref<4xf32>
  linalg.fill ins(%f : f32) outs(%a : memref<4xf32>)
  linalg.fill ins(%f : f32) outs(%b : memref<4xf32>)
  "krnl.seqstore"(%a, %s, %c0) : (memref<4xf32>, memref<?xmemref<?xf32>>, index) -> ()
  "krnl.seqstore"(%b, %s, %c1) : (memref<4xf32>, memref<?xmemref<?xf32>>, index) -> ()
  %w = memref.subview %v[0] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1]>>
  "krnl.seqstore"(%w, %s, %c2) : (memref<4xf32, strided<[1]>>, memref<?xmemref<?xf32>>, index) -> ()
  %x = memref.load %b[%c0] : memref<4xf32>
  memref.dealloc %a : memref<4xf32>
  memref.dealloc %b : memref<4xf32>
  return %x : f32
}

// -----

// A clone of a container owns its slots: a deep copy (an alloc and a loop
// storing a copy of each slot's buffer).
// CHECK-LABEL: func.func @clone
// CHECK-SAME: (%[[S:.*]]: memref<?xmemref<2xf32>>)
// CHECK-NOT: bufferization.clone
// CHECK: %[[N:.*]] = memref.dim %[[S]], %{{.*}}
// CHECK: %[[O:.*]] = memref.alloc(%[[N]]) : memref<?xmemref<2xf32>>
// CHECK: scf.for %[[I:.*]] = %{{.*}} to %[[N]]
// CHECK:   %[[L:.*]] = memref.load %[[S]][%[[I]]]
// CHECK:   %[[A:.*]] = memref.alloc() {alignment = 16 : i64} : memref<2xf32>
// CHECK:   memref.copy %[[L]], %[[A]]
// CHECK:   memref.store %[[A]], %[[O]][%[[I]]]
// CHECK: return %[[O]]
func.func @clone(%s: memref<?xmemref<2xf32>>) -> memref<?xmemref<2xf32>> {
  %0 = bufferization.clone %s : memref<?xmemref<2xf32>> to memref<?xmemref<2xf32>>
  return %0 : memref<?xmemref<2xf32>>
}
