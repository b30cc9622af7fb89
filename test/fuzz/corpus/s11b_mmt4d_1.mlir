func.func @mmt4d(%a: tensor<3x5x2x1xf32>, %b: tensor<4x5x6x1xf32>, %c: tensor<3x4x2x6xf32>) -> tensor<3x4x2x6xf32> {
  %r = linalg.mmt4d ins(%a, %b : tensor<3x5x2x1xf32>, tensor<4x5x6x1xf32>)
                    outs(%c : tensor<3x4x2x6xf32>) -> tensor<3x4x2x6xf32>
  return %r : tensor<3x4x2x6xf32>
}

func.func @batch_mmt4d(%a: tensor<7x3x5x2x1xi8>, %b: tensor<7x4x5x6x1xi8>, %c: tensor<7x3x4x2x6xi32>) -> tensor<7x3x4x2x6xi32> {
  %r = linalg.batch_mmt4d ins(%a, %b : tensor<7x3x5x2x1xi8>, tensor<7x4x5x6x1xi8>)
                          outs(%c : tensor<7x3x4x2x6xi32>) -> tensor<7x3x4x2x6xi32>
  return %r : tensor<7x3x4x2x6xi32>
}
