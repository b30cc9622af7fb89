func.func @nhwc_max_f(%i: tensor<1x3x3x1xf16>, %w: tensor<2x2xf16>, %o: tensor<1x2x2x1xf16>) -> tensor<1x2x2x1xf16> {
  %0 = linalg.pooling_nhwc_max_unsigned ins(%i, %w : tensor<1x3x3x1xf16>, tensor<2x2xf16>) outs(%o : tensor<1x2x2x1xf16>) -> tensor<1x2x2x1xf16>
  return %0 : tensor<1x2x2x1xf16>
}
