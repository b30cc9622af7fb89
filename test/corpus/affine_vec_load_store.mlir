// Corpus: affine.vector_load / affine.vector_store (1-d vectors at indices
// computed by affine maps) on a buffer program.  (A 2-d vector load is
// lowered by mlir-opt 22 to a vector.load that --convert-vector-to-llvm
// does not take: test/interp/affine-vector-dma.mlir runs those.)
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c16 = arith.constant 16 : index
  %src = memref.alloca() : memref<16xf32>
  %dst = memref.alloca() : memref<4x8xf32>
  scf.for %i = %c0 to %c16 step %c1 {
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    memref.store %f, %src[%i] : memref<16xf32>
  }
  %zero = arith.constant 0.0 : f32
  linalg.fill ins(%zero : f32) outs(%dst : memref<4x8xf32>)
  // row r of dst, columns 2..5 = src[4r + 1 .. 4r + 4] * 2
  affine.for %r = 0 to 3 {
    %v = affine.vector_load %src[%r * 4 + 1] : memref<16xf32>, vector<4xf32>
    %w = arith.addf %v, %v : vector<4xf32>
    affine.vector_store %w, %dst[%r, symbol(%c2)] : memref<4x8xf32>, vector<4xf32>
  }
  // rows 1 and 2, columns 3-5, added into row 3 at columns 4..6
  %r0 = affine.vector_load %dst[1, 3] : memref<4x8xf32>, vector<3xf32>
  %r1 = affine.vector_load %dst[2, 3] : memref<4x8xf32>, vector<3xf32>
  %s = arith.addf %r0, %r1 : vector<3xf32>
  affine.vector_store %s, %dst[3, %c1 * 4] : memref<4x8xf32>, vector<3xf32>
  %x = affine.vector_load %src[%c2 * 4 + symbol(%c1)] : memref<16xf32>, vector<3xf32>
  vector.print %x : vector<3xf32>
  affine.for %i = 0 to 2 {
    %row = affine.vector_load %dst[%i * 2 + 1, 0] : memref<4x8xf32>, vector<8xf32>
    vector.print %row : vector<8xf32>
  }
  return
}
