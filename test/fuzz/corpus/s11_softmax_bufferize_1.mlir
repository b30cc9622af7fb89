func.func @in_place(%x: tensor<2x4xf32>, %y: tensor<2x4xf32>) -> tensor<2x4xf32> {
  %0 = linalg.softmax dimension(1) ins(%x : tensor<2x4xf32>) outs(%y : tensor<2x4xf32>) -> tensor<2x4xf32>
  return %0 : tensor<2x4xf32>
}
