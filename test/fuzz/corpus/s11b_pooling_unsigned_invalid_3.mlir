func.func @nwc_max_strides(%i: tensor<1x3x1xi8>, %w: tensor<2xi8>, %o: tensor<1x2x1xi8>) -> tensor<1x2x1xi8> {
  %0 = linalg.pooling_nwc_max_unsigned {strides = dense<1> : tensor<2xi64>} ins(%i, %w : tensor<1x3x1xi8>, tensor<2xi8>) outs(%o : tensor<1x2x1xi8>) -> tensor<1x2x1xi8>
  return %0 : tensor<1x2x1xi8>
}
