// Corpus: affine.dma_start / affine.dma_wait with subscripts computed by
// affine maps.  The interpreter completes a transfer at once: five
// elements move from src[2..6] to dst, row-major from dst[1, 1] (dst[1, 1],
// dst[1, 2], dst[2, 0], dst[2, 1], dst[2, 2]); then a vector of dst's row 2
// is read with affine.vector_load.  mlir-opt 22 lowers affine.dma_* to
// memref.dma_*, which have no LLVM lowering: no mlir-runner run (the
// deallocation pipelines themselves take the DMA ops).
// difftest-skip: bufferization-pipeline+runner one-shot+dealloc+runner hlo+runner no-merge-alloc+runner upstream
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %c10 = arith.constant 10 : index
  %src = memref.alloca() : memref<10xf32>
  %dst = memref.alloca() : memref<3x3xf32>
  %tag = memref.alloca() : memref<1xi32>
  scf.for %i = %c0 to %c10 step %c1 {
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    memref.store %f, %src[%i] : memref<10xf32>
  }
  %m1 = arith.constant -1.0 : f32
  linalg.fill ins(%m1 : f32) outs(%dst : memref<3x3xf32>)
  affine.for %k = 0 to 1 {
    affine.dma_start %src[%k + 2], %dst[%k + 1, symbol(%c1)], %tag[%k], %c5 : memref<10xf32>, memref<3x3xf32>, memref<1xi32>
    affine.dma_wait %tag[%k], %c5 : memref<1xi32>
  }
  %v = affine.vector_load %dst[2, 0] : memref<3x3xf32>, vector<3xf32>
  vector.print %v : vector<3xf32>
  scf.for %i = %c0 to %c1 step %c1 {
    %w = affine.vector_load %dst[1, 0] : memref<3x3xf32>, vector<3xf32>
    vector.print %w : vector<3xf32>
  }
  return
}
