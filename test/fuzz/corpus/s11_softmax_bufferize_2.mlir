func.func @out_of_place(%x: tensor<2x4xf32>) -> (tensor<2x4xf32>, tensor<2x4xf32>) {
  %0 = linalg.softmax dimension(1) ins(%x : tensor<2x4xf32>) outs(%x : tensor<2x4xf32>) -> tensor<2x4xf32>
  return %0, %x : tensor<2x4xf32>, tensor<2x4xf32>
}
