// RUN: bufopt %s --ownership-based-buffer-deallocation --buffer-deallocation-simplification --bufferization-lower-deallocations --canonicalize --optimize-allocation-liveness --convert-seq-to-memref | FileCheck %s
// RUN: bufopt %s --ownership-based-buffer-deallocation --buffer-deallocation-simplification --bufferization-lower-deallocations --canonicalize --optimize-allocation-liveness --convert-seq-to-memref | bufopt --run --heap-report 2>&1 | FileCheck %s --check-prefix=EXEC
// RUN: bufopt %s --bufferization-pipeline | bufopt --run --heap-report 2>&1 | FileCheck %s --check-prefix=EXEC
// RUN: not bufopt %s --run --heap-report 2>&1 | FileCheck %s --check-prefix=OUT
// krnl.seqextract with copy = 0 (ref-sequences.md §10 case 10, onnx-mlir's
// Loop lowering of a scan output, written here from its description): a
// borrow of the slot's buffer.  Deallocation knows it (the op's memory hook
// says BO_MEM_BORROWS_BUFFER when copy = 0): the element is not freed by the
// reader, the container is freed (deeply) after the borrow's last use, and
// a borrow that is returned is cloned.  convert-seq-to-memref lowers it to
// the slot's memref.load (refusals: convert-seq-to-memref-invalid.mlir).
// The previous version refused copy = 0 in the verifier.

// The scan output: rows stored in a loop (moved: each dies at its store),
// then read back with copy = 0 into one 2-D result.
// CHECK-LABEL: func.func @scan
// CHECK: %[[ACC:.*]] = memref.alloc(%{{.*}}) : memref<?xmemref<?xf32>>
// CHECK: memref.store %{{.*}}, %[[ACC]][%{{.*}}] : memref<?xmemref<?xf32>>
// CHECK: %[[FIRST:.*]] = memref.load %[[ACC]][%{{.*}}] : memref<?xmemref<?xf32>>
// CHECK-NOT: memref.dealloc %[[FIRST]]
// CHECK: scf.for
// CHECK: %[[E:.*]] = memref.load %[[ACC]][%{{.*}}] : memref<?xmemref<?xf32>>
// CHECK-NOT: memref.alloc
// CHECK: memref.copy %[[E]], %{{.*}}
// CHECK-NOT: memref.dealloc %[[E]]
// CHECK: scf.for
// CHECK: memref.dealloc %{{.*}} : memref<?xf32>
// CHECK: memref.dealloc %[[ACC]] : memref<?xmemref<?xf32>>
// CHECK: return
func.func @scan(%m: index, %d: index) -> memref<?x?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %acc = memref.alloc(%m) : memref<?xmemref<?xf32>>
  scf.for %i = %c0 to %m step %c1 {
    %row = memref.alloc(%d) : memref<?xf32>
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    linalg.fill ins(%f : f32) outs(%row : memref<?xf32>)
    "krnl.seqstore"(%row, %acc, %i) : (memref<?xf32>, memref<?xmemref<?xf32>>, index) -> ()
  }
  %first = "krnl.seqextract"(%acc, %c0) <{copy = 0 : ui1}> : (memref<?xmemref<?xf32>>, index) -> memref<?xf32>
  %w = memref.dim %first, %c0 : memref<?xf32>
  %out = memref.alloc(%m, %w) : memref<?x?xf32>
  scf.for %i = %c0 to %m step %c1 {
    %e = "krnl.seqextract"(%acc, %i) <{copy = 0 : ui1}> : (memref<?xmemref<?xf32>>, index) -> memref<?xf32>
    %dst = memref.subview %out[%i, 0] [1, %w] [1, 1] : memref<?x?xf32> to memref<?xf32, strided<[1], offset: ?>>
    memref.copy %e, %dst : memref<?xf32> to memref<?xf32, strided<[1], offset: ?>>
  }
  return %out : memref<?x?xf32>
}

// A borrow returned: deallocation clones it (the reader does not own it)
// and frees the sequence after the clone.
// CHECK-LABEL: func.func @pick
// CHECK: %[[B:.*]] = memref.load %[[S:.*]][%{{.*}}] : memref<?xmemref<2xf32>>
// CHECK: %[[C:.*]] = bufferization.clone %[[B]]
// CHECK: memref.dealloc %[[S]] : memref<?xmemref<2xf32>>
// CHECK: return %[[C]]
func.func @pick(%n: index) -> memref<2xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %s = "krnl.seqalloc"(%n) : (index) -> memref<?xmemref<2xf32>>
  scf.for %i = %c0 to %n step %c1 {
    %e = memref.alloc() : memref<2xf32>
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    linalg.fill ins(%f : f32) outs(%e : memref<2xf32>)
    "krnl.seqstore"(%e, %s, %i) : (memref<2xf32>, memref<?xmemref<2xf32>>, index) -> ()
  }
  %last = arith.subi %n, %c1 : index
  %b = "krnl.seqextract"(%s, %last) <{copy = 0 : ui1}> : (memref<?xmemref<2xf32>>, index) -> memref<2xf32>
  return %b : memref<2xf32>
}

// Run before deallocation (the interpreter's copy = 0 hands out the slot's
// view): the values are right, and the only heap errors are leaks, all
// borrows read live elements; copied_bytes: the stores and the row copies
// only (copy = 1 would add 40 bytes).
// OUT-DAG: [0,   0]
// OUT-DAG: [1,   1]
// OUT-DAG: [2,   2]
// OUT-DAG: [3,  3]
// OUT-DAG: heap: allocs=17 frees=0 peak_bytes={{[0-9]+}} leaked_bytes={{[0-9]+}} copied_bytes=80 errors={{[0-9]+}}
// OUT-NOT: use after free
// OUT-NOT: double free
// EXEC-DAG: [0,   0]
// EXEC-DAG: [3,  3]
// EXEC-DAG: heap: allocs=[[N:[0-9]+]] frees=[[N]] peak_bytes={{[0-9]+}} leaked_bytes=0 copied_bytes={{[0-9]+}} errors=0
func.func @main() {
  %c3 = arith.constant 3 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %r = call @scan(%c3, %c2) : (index, index) -> memref<?x?xf32>
  %u = memref.cast %r : memref<?x?xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  %p = call @pick(%c4) : (index) -> memref<2xf32>
  %v = memref.cast %p : memref<2xf32> to memref<*xf32>
  call @printMemrefF32(%v) : (memref<*xf32>) -> ()
  return
}
func.func private @printMemrefF32(memref<*xf32>)
