func.func @t4(%v : memref<4x8x2xf32, strided<[?, ?, 1], offset: ?>>) {
  memref.transpose %v (i, j, k) -> (k, i, j) : memref<4x8x2xf32, strided<[?, ?, 1], offset: ?>> to memref<2x4x8xf32>
  return
}
