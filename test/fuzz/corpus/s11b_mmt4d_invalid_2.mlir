func.func @batch_mmt4d_rank(%a: tensor<8x2x3x4x1xf32>, %b: tensor<8x5x3x6x1xf32>, %c: tensor<2x5x4x6xf32>) -> tensor<2x5x4x6xf32> {
  %0 = linalg.batch_mmt4d ins(%a, %b : tensor<8x2x3x4x1xf32>, tensor<8x5x3x6x1xf32>) outs(%c : tensor<2x5x4x6xf32>) -> tensor<2x5x4x6xf32>
  return %0 : tensor<2x5x4x6xf32>
}
