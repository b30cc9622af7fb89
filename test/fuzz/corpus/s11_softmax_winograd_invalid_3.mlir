func.func @softmax_negative_dim(%x: memref<4xf32>, %y: memref<4xf32>) {
  linalg.softmax dimension(-1) ins(%x : memref<4xf32>) outs(%y : memref<4xf32>)
  return
}
