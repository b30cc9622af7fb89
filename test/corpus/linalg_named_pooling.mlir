// Corpus: the pooling ops of issue 14 (pooling_nhwc_max, used by MLIR's
// Linalg/CPU integration programs, and pooling_nhwc_min / _sum,
// pooling_nchw_max) and depthwise_conv_2d_nhwc_hwc, on one 1x4x4x2 image,
// with strides and dilations; the window operand only gives its shape (an
// uninitialized tensor.empty: reading it would be an error in the
// interpreter).  Max and min start from -inf / +inf fills.
func.func private @printMemrefF32(tensor<*xf32>) attributes {llvm.emit_c_interface}
func.func private @printMemrefI32(tensor<*xi32>) attributes {llvm.emit_c_interface}

func.func @main() {
  %img = arith.constant dense<[[[[1.0, -1.0], [2.0, 5.0], [3.0, 0.5], [4.0, 2.0]],
                                [[5.0, 3.0], [-6.0, 1.0], [7.0, 9.0], [8.0, -2.0]],
                                [[9.0, 4.0], [10.0, 0.0], [-11.0, 6.0], [12.0, 7.0]],
                                [[13.0, 8.0], [14.0, -5.0], [15.0, 3.0], [-16.0, 1.0]]]]> : tensor<1x4x4x2xf32>
  %win = tensor.empty() : tensor<2x2xf32>
  %ninf = arith.constant 0xFF800000 : f32
  %pinf = arith.constant 0x7F800000 : f32
  %zero = arith.constant 0.0 : f32

  // max, 2x2 window, stride 2: 1x2x2x2
  %e0 = tensor.empty() : tensor<1x2x2x2xf32>
  %i0 = linalg.fill ins(%ninf : f32) outs(%e0 : tensor<1x2x2x2xf32>) -> tensor<1x2x2x2xf32>
  %max = linalg.pooling_nhwc_max {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
           ins(%img, %win : tensor<1x4x4x2xf32>, tensor<2x2xf32>) outs(%i0 : tensor<1x2x2x2xf32>) -> tensor<1x2x2x2xf32>
  %u0 = tensor.cast %max : tensor<1x2x2x2xf32> to tensor<*xf32>
  call @printMemrefF32(%u0) : (tensor<*xf32>) -> ()

  // min, 2x2 window, dilation 2, stride 1: 1x2x2x2
  %i1 = linalg.fill ins(%pinf : f32) outs(%e0 : tensor<1x2x2x2xf32>) -> tensor<1x2x2x2xf32>
  %min = linalg.pooling_nhwc_min {dilations = dense<2> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
           ins(%img, %win : tensor<1x4x4x2xf32>, tensor<2x2xf32>) outs(%i1 : tensor<1x2x2x2xf32>) -> tensor<1x2x2x2xf32>
  %u1 = tensor.cast %min : tensor<1x2x2x2xf32> to tensor<*xf32>
  call @printMemrefF32(%u1) : (tensor<*xf32>) -> ()

  // sum, 2x2 window, strides [1, 2]: 1x3x2x2
  %e2 = tensor.empty() : tensor<1x3x2x2xf32>
  %i2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<1x3x2x2xf32>) -> tensor<1x3x2x2xf32>
  %sum = linalg.pooling_nhwc_sum {dilations = dense<1> : tensor<2xi64>, strides = dense<[1, 2]> : tensor<2xi64>}
           ins(%img, %win : tensor<1x4x4x2xf32>, tensor<2x2xf32>) outs(%i2 : tensor<1x3x2x2xf32>) -> tensor<1x3x2x2xf32>
  %u2 = tensor.cast %sum : tensor<1x3x2x2xf32> to tensor<*xf32>
  call @printMemrefF32(%u2) : (tensor<*xf32>) -> ()

  // nchw max: the same data read as 1 image of 4 channels of 4x2 (through a
  // collapse / expand pair), 2x1 window, stride 1: 1x4x3x2
  %nchw = tensor.collapse_shape %img [[0], [1], [2, 3]] : tensor<1x4x4x2xf32> into tensor<1x4x8xf32>
  %nchw4 = tensor.expand_shape %nchw [[0], [1], [2, 3]] output_shape [1, 4, 4, 2] : tensor<1x4x8xf32> into tensor<1x4x4x2xf32>
  %win21 = tensor.empty() : tensor<2x1xf32>
  %e3 = tensor.empty() : tensor<1x4x3x2xf32>
  %i3 = linalg.fill ins(%ninf : f32) outs(%e3 : tensor<1x4x3x2xf32>) -> tensor<1x4x3x2xf32>
  %cmax = linalg.pooling_nchw_max {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
            ins(%nchw4, %win21 : tensor<1x4x4x2xf32>, tensor<2x1xf32>) outs(%i3 : tensor<1x4x3x2xf32>) -> tensor<1x4x3x2xf32>
  %u3 = tensor.cast %cmax : tensor<1x4x3x2xf32> to tensor<*xf32>
  call @printMemrefF32(%u3) : (tensor<*xf32>) -> ()

  // depthwise conv: a 2x2 filter per channel, stride 1: 1x3x3x2
  %dk = arith.constant dense<[[[1.0, 0.5], [0.0, -1.0]], [[-1.0, 0.0], [2.0, 1.0]]]> : tensor<2x2x2xf32>
  %e4 = tensor.empty() : tensor<1x3x3x2xf32>
  %i4 = linalg.fill ins(%zero : f32) outs(%e4 : tensor<1x3x3x2xf32>) -> tensor<1x3x3x2xf32>
  %dw = linalg.depthwise_conv_2d_nhwc_hwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
          ins(%img, %dk : tensor<1x4x4x2xf32>, tensor<2x2x2xf32>) outs(%i4 : tensor<1x3x3x2xf32>) -> tensor<1x3x3x2xf32>
  %u4 = tensor.cast %dw : tensor<1x3x3x2xf32> to tensor<*xf32>
  call @printMemrefF32(%u4) : (tensor<*xf32>) -> ()

  // integer max pooling of an i8 image into i32 (widened with extsi)
  %iimg = arith.constant dense<[[[[-3], [7], [1]], [[4], [-8], [2]], [[0], [5], [-1]]]]> : tensor<1x3x3x1xi8>
  %iwin = tensor.empty() : tensor<2x2xi8>
  %e5 = tensor.empty() : tensor<1x2x2x1xi32>
  %lo = arith.constant -100 : i32
  %i5 = linalg.fill ins(%lo : i32) outs(%e5 : tensor<1x2x2x1xi32>) -> tensor<1x2x2x1xi32>
  %imax = linalg.pooling_nhwc_max ins(%iimg, %iwin : tensor<1x3x3x1xi8>, tensor<2x2xi8>) outs(%i5 : tensor<1x2x2x1xi32>) -> tensor<1x2x2x1xi32>
  %u5 = tensor.cast %imax : tensor<1x2x2x1xi32> to tensor<*xi32>
  call @printMemrefI32(%u5) : (tensor<*xi32>) -> ()
  return
}
