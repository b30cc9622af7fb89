func.func @cache(%m: memref<4xi32>, %i: index) {
  affine.prefetch %m[%i], read, locality<3>, both : memref<4xi32>
  return
}
