func.func @mmt4d_inner_tile(%a: tensor<2x3x4x1xf32>, %b: tensor<5x3x6x1xf32>, %c: tensor<2x5x4x7xf32>) -> tensor<2x5x4x7xf32> {
  %0 = linalg.mmt4d ins(%a, %b : tensor<2x3x4x1xf32>, tensor<5x3x6x1xf32>) outs(%c : tensor<2x5x4x7xf32>) -> tensor<2x5x4x7xf32>
  return %0 : tensor<2x5x4x7xf32>
}
