// Corpus: memref.dma_start / memref.dma_wait.  The interpreter completes a
// transfer at once: six elements move from src[1..6] to dst, row-major
// from dst[0, 2] (so dst[0, 2], dst[0, 3], dst[1, 0] ... dst[1, 3]).
// Then memref.generic_atomic_rmw squares dst[1, 1] and returns its old
// value (as mlir-runner does: the LLVM lowering's cmpxchg loop).
// mlir-opt 22 has no LLVM lowering of the DMA ops (no mlir-runner run),
// its deallocation refuses generic_atomic_rmw (a region op that is no
// region branch: no upstream leg), and the program frees its own buffers,
// which ownership-based deallocation refuses: only the pipelines without
// deallocation and hlo+stages.  bufopt's deallocation of
// generic_atomic_rmw runs in memref_generic_atomic_rmw.mlir.
// difftest-skip: bufferization-pipeline+runner one-shot+dealloc+runner one-shot-no-boundaries+dealloc hlo+runner no-merge-alloc+runner upstream
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %c6 = arith.constant 6 : index
  %c8 = arith.constant 8 : index
  %zero = arith.constant 0 : i32
  %src = memref.alloc() : memref<8xi32>
  %dst = memref.alloc() : memref<2x4xi32>
  %tag = memref.alloc() : memref<1xi32>
  scf.for %i = %c0 to %c8 step %c1 {
    %v = arith.index_cast %i : index to i32
    memref.store %v, %src[%i] : memref<8xi32>
  }
  scf.for %i = %c0 to %c2 step %c1 {
    scf.for %j = %c0 to %c4 step %c1 {
      memref.store %zero, %dst[%i, %j] : memref<2x4xi32>
    }
  }
  memref.dma_start %src[%c1], %dst[%c0, %c2], %c6, %tag[%c0] : memref<8xi32>, memref<2x4xi32>, memref<1xi32>
  memref.dma_wait %tag[%c0], %c6 : memref<1xi32>
  scf.for %i = %c0 to %c2 step %c1 {
    scf.for %j = %c0 to %c4 step %c1 {
      %v = memref.load %dst[%i, %j] : memref<2x4xi32>
      vector.print %v : i32
    }
  }
  %old = memref.generic_atomic_rmw %dst[%c1, %c1] : memref<2x4xi32> {
  ^bb0(%x: i32):
    %y = arith.muli %x, %x : i32
    memref.atomic_yield %y : i32
  }
  vector.print %old : i32
  %new = memref.load %dst[%c1, %c1] : memref<2x4xi32>
  vector.print %new : i32
  memref.dealloc %src : memref<8xi32>
  memref.dealloc %dst : memref<2x4xi32>
  memref.dealloc %tag : memref<1xi32>
  return
}
