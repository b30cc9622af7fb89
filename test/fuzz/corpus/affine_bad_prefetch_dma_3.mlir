func.func @rank(%m: memref<4x4xi32>, %i: index) {
  affine.prefetch %m[%i], read, locality<1>, data : memref<4x4xi32>
  return
}
