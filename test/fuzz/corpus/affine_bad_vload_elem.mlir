func.func @vload_elem(%m: memref<10xf32>, %i: index) {
  %0 = affine.vector_load %m[%i] : memref<10xf32>, vector<4xf64>
  return
}
