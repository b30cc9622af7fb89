func.func @prefetch_index(%m: memref<4xi32>, %i: index) {
  affine.for %j = 0 to 4 {
    %k = arith.muli %j, %j : index
    affine.prefetch %m[%k], read, locality<1>, data : memref<4xi32>
  }
  return
}
