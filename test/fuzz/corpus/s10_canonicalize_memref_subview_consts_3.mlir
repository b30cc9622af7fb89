func.func @sv_no_fold(%m: memref<8x8xf32>, %v: memref<8xf32>) -> (memref<?x4xf32, strided<[8, ?], offset: 8>>, memref<?xf32, strided<[1], offset: 6>>) {
  %cm2 = arith.constant -2 : index
  %c0 = arith.constant 0 : index
  %c5 = arith.constant 5 : index
  %0 = memref.subview %m[1, 0] [%cm2, 4] [1, %c0] : memref<8x8xf32> to memref<?x4xf32, strided<[8, ?], offset: 8>>
  %1 = memref.subview %v[6] [%c5] [1] : memref<8xf32> to memref<?xf32, strided<[1], offset: 6>>
  return %0, %1 : memref<?x4xf32, strided<[8, ?], offset: 8>>, memref<?xf32, strided<[1], offset: 6>>
}
