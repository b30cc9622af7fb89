func.func @conv_float_dilations(%i: memref<1x10x10x4xf32>, %f: memref<3x3x4xf32>, %o: memref<1x8x8x4xf32>) {
  linalg.depthwise_conv_2d_nhwc_hwc <{strides = dense<1> : vector<2xi64>, dilations = dense<1.0> : vector<2xf32>}>
    ins(%i, %f : memref<1x10x10x4xf32>, memref<3x3x4xf32>) outs(%o : memref<1x8x8x4xf32>)
  return
}
