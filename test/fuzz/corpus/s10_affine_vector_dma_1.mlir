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
