func.func @t5(%v : memref<4x8xf32>) {
  memref.transpose %v (i, j) -> (i, j) : memref<4x8xf32> to memref<4x8xf32, strided<[8, 1], offset: 1>>
  return
}
