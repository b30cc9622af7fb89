func.func @pools(%i: tensor<1x5x5x2xi8>, %w: tensor<2x2xi8>, %o: tensor<1x2x2x2xi32>, %o2: tensor<1x3x3x2xi32>,
                 %i1: tensor<1x4x3xi16>, %w1: tensor<2xi16>, %o1: tensor<1x3x3xi16>, %o3: tensor<1x1x3xi16>)
    -> (tensor<1x2x2x2xi32>, tensor<1x3x3x2xi32>, tensor<1x3x3xi16>, tensor<1x1x3xi16>) {
  %0 = linalg.pooling_nhwc_max_unsigned {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
         ins(%i, %w : tensor<1x5x5x2xi8>, tensor<2x2xi8>) outs(%o : tensor<1x2x2x2xi32>) -> tensor<1x2x2x2xi32>
  %1 = linalg.pooling_nhwc_min_unsigned {dilations = dense<2> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
         ins(%i, %w : tensor<1x5x5x2xi8>, tensor<2x2xi8>) outs(%o2 : tensor<1x3x3x2xi32>) -> tensor<1x3x3x2xi32>
  %2 = linalg.pooling_nwc_max_unsigned
         ins(%i1, %w1 : tensor<1x4x3xi16>, tensor<2xi16>) outs(%o1 : tensor<1x3x3xi16>) -> tensor<1x3x3xi16>
  %3 = linalg.pooling_nwc_min_unsigned {dilations = dense<1> : tensor<1xi64>, strides = dense<3> : tensor<1xi64>}
         ins(%i1, %w1 : tensor<1x4x3xi16>, tensor<2xi16>) outs(%o3 : tensor<1x1x3xi16>) -> tensor<1x1x3xi16>
  return %0, %1, %2, %3 : tensor<1x2x2x2xi32>, tensor<1x3x3x2xi32>, tensor<1x3x3xi16>, tensor<1x1x3xi16>
}
