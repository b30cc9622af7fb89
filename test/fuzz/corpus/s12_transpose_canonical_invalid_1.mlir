func.func @t2(%v : memref<4x8xf32>) {
  memref.transpose %v (i, j) -> (j, i) : memref<4x8xf32> to memref<8x4xf32>
  return
}
