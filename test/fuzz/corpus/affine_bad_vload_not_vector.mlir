func.func @vload_not_vector(%m: memref<10xf32>, %i: index) {
  %0 = affine.vector_load %m[%i] : memref<10xf32>, f32
  return
}
