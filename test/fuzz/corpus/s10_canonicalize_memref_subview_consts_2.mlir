func.func @sv_rank_reduced(%m: memref<1x8x16xf32>, %i: index) -> memref<?x16xf32, strided<[16, 1], offset: ?>> {
  %c1 = arith.constant 1 : index
  %0 = memref.subview %m[0, %i, 0] [1, %c1, 16] [1, 1, 1] : memref<1x8x16xf32> to memref<?x16xf32, strided<[16, 1], offset: ?>>
  return %0 : memref<?x16xf32, strided<[16, 1], offset: ?>>
}
