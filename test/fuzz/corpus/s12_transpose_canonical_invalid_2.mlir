func.func @t3(%v : memref<4x8xf32, strided<[8, 1], offset: 5>>) {
  memref.transpose %v (i, j) -> (j, i) : memref<4x8xf32, strided<[8, 1], offset: 5>> to memref<8x4xf32>
  return
}
