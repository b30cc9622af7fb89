func.func @softmax_shape(%x: tensor<4x8xf32>, %y: tensor<4x9xf32>) -> tensor<4x9xf32> {
  %0 = linalg.softmax dimension(1) ins(%x : tensor<4x8xf32>) outs(%y : tensor<4x9xf32>) -> tensor<4x9xf32>
  return %0 : tensor<4x9xf32>
}
