func.func @sv_const_all(%m: memref<10x20xf32>) -> memref<?x?xf32, strided<[?, ?], offset: ?>> {
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  %c1 = arith.constant 1 : index
  %0 = memref.subview %m[%c2, %c3] [%c4, %c5] [%c2, %c1] : memref<10x20xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  return %0 : memref<?x?xf32, strided<[?, ?], offset: ?>>
}
