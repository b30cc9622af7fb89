func.func @locality(%m: memref<4xi32>, %i: index) {
  affine.prefetch %m[%i], read, locality<5>, data : memref<4xi32>
  return
}
