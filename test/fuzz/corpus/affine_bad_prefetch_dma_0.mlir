func.func @rw(%m: memref<4xi32>, %i: index) {
  affine.prefetch %m[%i], readwrite, locality<3>, data : memref<4xi32>
  return
}
