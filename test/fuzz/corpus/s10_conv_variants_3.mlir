func.func @conv_2d_ngchw_fgchw(%i: tensor<1x2x3x5x5xf32>, %k: tensor<4x2x3x2x2xf32>, %o: tensor<1x2x4x4x2xf32>, %mi: memref<1x2x3x5x5xf32>, %mk: memref<4x2x3x2x2xf32>, %mo: memref<1x2x4x4x2xf32>) -> tensor<1x2x4x4x2xf32> {
  %0 = linalg.conv_2d_ngchw_fgchw {dilations = dense<1> : tensor<2xi64>, strides = dense<[1, 2]> : tensor<2xi64>} ins(%i, %k : tensor<1x2x3x5x5xf32>, tensor<4x2x3x2x2xf32>) outs(%o : tensor<1x2x4x4x2xf32>) -> tensor<1x2x4x4x2xf32>
  linalg.conv_2d_ngchw_fgchw {dilations = dense<1> : tensor<2xi64>, strides = dense<[1, 2]> : tensor<2xi64>} ins(%mi, %mk : memref<1x2x3x5x5xf32>, memref<4x2x3x2x2xf32>) outs(%mo : memref<1x2x4x4x2xf32>)
  return %0 : tensor<1x2x4x4x2xf32>
}
