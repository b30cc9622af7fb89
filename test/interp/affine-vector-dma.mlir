// RUN: not bufopt %s --split-input-file --run 2>/dev/null | FileCheck %s
// RUN: not bufopt %s --split-input-file --run 2>&1 >/dev/null | FileCheck %s --check-prefix=ERR

// affine.vector_load / vector_store move a vector to or from the memref's
// last dimensions at the map's indices; affine.dma_start completes its
// transfer at once (row-major over both memrefs) and dma_wait does nothing.

// CHECK-LABEL: vector2d
// CHECK-NEXT: ( ( 5, 6, 7 ), ( 9, 10, 11 ) )
// CHECK-NEXT: ( 0, 5, 6, 7, 0, 9, 10, 11, 0, 0, 0, 0 )
func.func @main() {
  vector.print str "vector2d\n"
  %c1 = arith.constant 1 : index
  %m = memref.alloc() : memref<3x4xf32>
  %n = memref.alloc() : memref<3x4xf32>
  %z = arith.constant 0.0 : f32
  linalg.fill ins(%z : f32) outs(%n : memref<3x4xf32>)
  affine.for %i = 0 to 3 {
    affine.for %j = 0 to 4 {
      %k = affine.apply affine_map<(d0, d1) -> (d0 * 4 + d1)>(%i, %j)
      %ki = arith.index_cast %k : index to i32
      %f = arith.sitofp %ki : i32 to f32
      affine.store %f, %m[%i, %j] : memref<3x4xf32>
    }
  }
  %v = affine.vector_load %m[%c1, %c1] : memref<3x4xf32>, vector<2x3xf32>
  vector.print %v : vector<2x3xf32>
  affine.vector_store %v, %n[symbol(%c1) - 1, 1] : memref<3x4xf32>, vector<2x3xf32>
  %all = memref.collapse_shape %n [[0, 1]] : memref<3x4xf32> into memref<12xf32>
  %w = affine.vector_load %all[0] : memref<12xf32>, vector<12xf32>
  vector.print %w : vector<12xf32>
  memref.dealloc %m : memref<3x4xf32>
  memref.dealloc %n : memref<3x4xf32>
  return
}

// -----

// CHECK-LABEL: vector_oob
// ERR: error: 'affine.vector_load' op accesses out of bounds: index 4 in dimension 0 of size 4
func.func @main() {
  vector.print str "vector_oob\n"
  %m = memref.alloc() : memref<4xi32>
  %c = arith.constant 7 : i32
  affine.for %i = 0 to 4 {
    affine.store %c, %m[%i] : memref<4xi32>
  }
  %v = affine.vector_load %m[2] : memref<4xi32>, vector<3xi32>
  vector.print %v : vector<3xi32>
  memref.dealloc %m : memref<4xi32>
  return
}

// -----

// CHECK-LABEL: vector_uninit
// ERR: error: 'affine.vector_load' op reads element 0 of memory that was never written
func.func @main() {
  vector.print str "vector_uninit\n"
  %m = memref.alloc() : memref<4xi32>
  %v = affine.vector_load %m[0] : memref<4xi32>, vector<2xi32>
  vector.print %v : vector<2xi32>
  memref.dealloc %m : memref<4xi32>
  return
}

// -----

// CHECK-LABEL: dma
// CHECK-NEXT: ( 0, 3, 4 )
// CHECK-NEXT: ( 5, 6, 0 )
func.func @main() {
  vector.print str "dma\n"
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %src = memref.alloc() : memref<8xi64>
  %dst = memref.alloc() : memref<2x3xi64>
  %tag = memref.alloc() : memref<2xi32>
  affine.for %i = 0 to 8 {
    %v = arith.index_cast %i : index to i64
    affine.store %v, %src[%i] : memref<8xi64>
  }
  %z = arith.constant 0 : i64
  linalg.fill ins(%z : i64) outs(%dst : memref<2x3xi64>)
  affine.dma_start %src[%c4 - 1], %dst[0, %c4 - 3], %tag[1], %c4 : memref<8xi64>, memref<2x3xi64>, memref<2xi32>
  affine.dma_wait %tag[1], %c4 : memref<2xi32>
  %r0 = affine.vector_load %dst[0, 0] : memref<2x3xi64>, vector<3xi64>
  %r1 = affine.vector_load %dst[1, 0] : memref<2x3xi64>, vector<3xi64>
  vector.print %r0 : vector<3xi64>
  vector.print %r1 : vector<3xi64>
  memref.dealloc %src : memref<8xi64>
  memref.dealloc %dst : memref<2x3xi64>
  memref.dealloc %tag : memref<2xi32>
  return
}

// -----

// Past the end of the destination.
// CHECK-LABEL: dma_past_end
// ERR: error: 'affine.dma_start' op accesses out of bounds: index 2 in dimension 0 of size 2
func.func @main() {
  vector.print str "dma_past_end\n"
  %c5 = arith.constant 5 : index
  %src = memref.alloc() : memref<8xi64>
  %dst = memref.alloc() : memref<2x2xi64>
  %tag = memref.alloc() : memref<1xi32>
  %z = arith.constant 0 : i64
  linalg.fill ins(%z : i64) outs(%src : memref<8xi64>)
  affine.dma_start %src[0], %dst[0, 0], %tag[0], %c5 : memref<8xi64>, memref<2x2xi64>, memref<1xi32>
  memref.dealloc %src : memref<8xi64>
  memref.dealloc %dst : memref<2x2xi64>
  memref.dealloc %tag : memref<1xi32>
  return
}

// -----

// CHECK-LABEL: dma_strided
// ERR: error: 'affine.dma_start' op a strided affine.dma_start is not supported yet
func.func @main() {
  vector.print str "dma_strided\n"
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %src = memref.alloc() : memref<8xi64>
  %dst = memref.alloc() : memref<8xi64>
  %tag = memref.alloc() : memref<1xi32>
  affine.dma_start %src[0], %dst[0], %tag[0], %c4, %c2, %c2 : memref<8xi64>, memref<8xi64>, memref<1xi32>
  memref.dealloc %src : memref<8xi64>
  memref.dealloc %dst : memref<8xi64>
  memref.dealloc %tag : memref<1xi32>
  return
}
