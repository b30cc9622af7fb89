func.func @softmax_dim(%x: tensor<?x8xf32>, %y: tensor<4x?xf32>) -> tensor<4x?xf32> {
  %0 = linalg.softmax dimension(2) ins(%x : tensor<?x8xf32>) outs(%y : tensor<4x?xf32>) -> tensor<4x?xf32>
  return %0 : tensor<4x?xf32>
}
