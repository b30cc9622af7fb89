func.func @output(%v: tensor<6x6x1x1x2x2xf32>, %o: tensor<2x4x4x2xf32>) -> tensor<2x4x4x2xf32> {
  %0 = linalg.winograd_output_transform fmr(F_4_3) ins(%v : tensor<6x6x1x1x2x2xf32>) outs(%o : tensor<2x4x4x2xf32>) -> tensor<2x4x4x2xf32>
  return %0 : tensor<2x4x4x2xf32>
}
