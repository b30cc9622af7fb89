func.func @nwc_min_f(%i: tensor<1x3x1xi8>, %w: tensor<2xi8>, %o: tensor<1x2x1xf32>) -> tensor<1x2x1xf32> {
  %0 = linalg.pooling_nwc_min_unsigned ins(%i, %w : tensor<1x3x1xi8>, tensor<2xi8>) outs(%o : tensor<1x2x1xf32>) -> tensor<1x2x1xf32>
  return %0 : tensor<1x2x1xf32>
}
