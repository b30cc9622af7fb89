func.func @conv_1d_ncw_fcw(%i: tensor<1x8x12xf32>, %k: tensor<16x8x3xf32>, %o: tensor<1x16x5xf32>, %mi: memref<1x8x12xf32>, %mk: memref<16x8x3xf32>, %mo: memref<1x16x5xf32>) -> tensor<1x16x5xf32> {
  %0 = linalg.conv_1d_ncw_fcw {dilations = dense<1> : tensor<1xi64>, strides = dense<2> : tensor<1xi64>} ins(%i, %k : tensor<1x8x12xf32>, tensor<16x8x3xf32>) outs(%o : tensor<1x16x5xf32>) -> tensor<1x16x5xf32>
  linalg.conv_1d_ncw_fcw {dilations = dense<1> : tensor<1xi64>, strides = dense<2> : tensor<1xi64>} ins(%mi, %mk : memref<1x8x12xf32>, memref<16x8x3xf32>) outs(%mo : memref<1x16x5xf32>)
  return %0 : tensor<1x16x5xf32>
}
