func.func @conv_2d_nhwc_fhwc(%i: tensor<1x5x5x3xf32>, %k: tensor<4x2x2x3xf32>, %o: tensor<1x4x4x4xf32>, %mi: memref<1x5x5x3xf32>, %mk: memref<4x2x2x3xf32>, %mo: memref<1x4x4x4xf32>) -> tensor<1x4x4x4xf32> {
  %0 = linalg.conv_2d_nhwc_fhwc ins(%i, %k : tensor<1x5x5x3xf32>, tensor<4x2x2x3xf32>) outs(%o : tensor<1x4x4x4xf32>) -> tensor<1x4x4x4xf32>
  linalg.conv_2d_nhwc_fhwc ins(%mi, %mk : memref<1x5x5x3xf32>, memref<4x2x2x3xf32>) outs(%mo : memref<1x4x4x4xf32>)
  return %0 : tensor<1x4x4x4xf32>
}
