func.func @vs(%m: memref<10xf32>, %i: index, %v: f32) {
  affine.vector_store %v, %m[%i] : memref<10xf32>, f32
  return
}
