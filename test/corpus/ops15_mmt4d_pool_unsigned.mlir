// Corpus: the ops of issue 15 that compute: mmt4d (f32), batch_mmt4d (i8 in,
// i32 out: extsi), the unsigned poolings (extui: -1 : i8 reads as 255, -128
// as 128, and a min starts from -1 : i32, the unsigned maximum) and
// conv_2d_ngchw_gfchw_q with non-zero zero points.  The window operands only
// give their shape (uninitialized tensor.empty).
func.func private @printMemrefF32(tensor<*xf32>) attributes {llvm.emit_c_interface}
func.func private @printMemrefI32(tensor<*xi32>) attributes {llvm.emit_c_interface}

func.func @main() {
  %fz = arith.constant 0.0 : f32
  %iz = arith.constant 0 : i32
  %im = arith.constant -1 : i32

  // mmt4d: M = 2, K = 2, m0 = 2, k0 = 1 times N = 1, n0 = 2
  %a = arith.constant dense<[[[[1.0], [2.0]], [[3.0], [4.0]]], [[[5.0], [6.0]], [[7.0], [8.0]]]]> : tensor<2x2x2x1xf32>
  %b = arith.constant dense<[[[[1.0], [-1.0]], [[0.5], [2.0]]]]> : tensor<1x2x2x1xf32>
  %ce = tensor.empty() : tensor<2x1x2x2xf32>
  %c0 = linalg.fill ins(%fz : f32) outs(%ce : tensor<2x1x2x2xf32>) -> tensor<2x1x2x2xf32>
  %m = linalg.mmt4d ins(%a, %b : tensor<2x2x2x1xf32>, tensor<1x2x2x1xf32>) outs(%c0 : tensor<2x1x2x2xf32>) -> tensor<2x1x2x2xf32>
  %mu = tensor.cast %m : tensor<2x1x2x2xf32> to tensor<*xf32>
  call @printMemrefF32(%mu) : (tensor<*xf32>) -> ()

  // batch_mmt4d: 2 batches of M = N = K = 1, m0 = n0 = 2, k0 = 1
  %ba = arith.constant dense<[[[[[1], [-2]]]], [[[[3], [4]]]]]> : tensor<2x1x1x2x1xi8>
  %bb = arith.constant dense<[[[[[5], [6]]]], [[[[-7], [8]]]]]> : tensor<2x1x1x2x1xi8>
  %be = tensor.empty() : tensor<2x1x1x2x2xi32>
  %b0 = linalg.fill ins(%iz : i32) outs(%be : tensor<2x1x1x2x2xi32>) -> tensor<2x1x1x2x2xi32>
  %bm = linalg.batch_mmt4d ins(%ba, %bb : tensor<2x1x1x2x1xi8>, tensor<2x1x1x2x1xi8>) outs(%b0 : tensor<2x1x1x2x2xi32>) -> tensor<2x1x1x2x2xi32>
  %bu = tensor.cast %bm : tensor<2x1x1x2x2xi32> to tensor<*xi32>
  call @printMemrefI32(%bu) : (tensor<*xi32>) -> ()

  // unsigned poolings, nwc: 1x4x1 image, window 2, stride 1
  %img = arith.constant dense<[[[1], [-1], [3], [-128]]]> : tensor<1x4x1xi8>
  %w = tensor.empty() : tensor<2xi8>
  %pe = tensor.empty() : tensor<1x3x1xi32>
  %p0 = linalg.fill ins(%iz : i32) outs(%pe : tensor<1x3x1xi32>) -> tensor<1x3x1xi32>
  %pmax = linalg.pooling_nwc_max_unsigned {dilations = dense<1> : tensor<1xi64>, strides = dense<1> : tensor<1xi64>}
            ins(%img, %w : tensor<1x4x1xi8>, tensor<2xi8>) outs(%p0 : tensor<1x3x1xi32>) -> tensor<1x3x1xi32>
  %pmu = tensor.cast %pmax : tensor<1x3x1xi32> to tensor<*xi32>
  call @printMemrefI32(%pmu) : (tensor<*xi32>) -> ()
  %p1 = linalg.fill ins(%im : i32) outs(%pe : tensor<1x3x1xi32>) -> tensor<1x3x1xi32>
  %pmin = linalg.pooling_nwc_min_unsigned {dilations = dense<1> : tensor<1xi64>, strides = dense<1> : tensor<1xi64>}
            ins(%img, %w : tensor<1x4x1xi8>, tensor<2xi8>) outs(%p1 : tensor<1x3x1xi32>) -> tensor<1x3x1xi32>
  %pnu = tensor.cast %pmin : tensor<1x3x1xi32> to tensor<*xi32>
  call @printMemrefI32(%pnu) : (tensor<*xi32>) -> ()

  // unsigned poolings, nhwc: 1x3x3x1 image of i16, 2x2 window, stride 1
  %img2 = arith.constant dense<[[[[1], [-2], [3]], [[4], [5], [-6]], [[7], [8], [9]]]]> : tensor<1x3x3x1xi16>
  %w2 = tensor.empty() : tensor<2x2xi16>
  %qe = tensor.empty() : tensor<1x2x2x1xi32>
  %q0 = linalg.fill ins(%iz : i32) outs(%qe : tensor<1x2x2x1xi32>) -> tensor<1x2x2x1xi32>
  %qmax = linalg.pooling_nhwc_max_unsigned {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
            ins(%img2, %w2 : tensor<1x3x3x1xi16>, tensor<2x2xi16>) outs(%q0 : tensor<1x2x2x1xi32>) -> tensor<1x2x2x1xi32>
  %qmu = tensor.cast %qmax : tensor<1x2x2x1xi32> to tensor<*xi32>
  call @printMemrefI32(%qmu) : (tensor<*xi32>) -> ()
  %q1 = linalg.fill ins(%im : i32) outs(%qe : tensor<1x2x2x1xi32>) -> tensor<1x2x2x1xi32>
  %qmin = linalg.pooling_nhwc_min_unsigned {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
            ins(%img2, %w2 : tensor<1x3x3x1xi16>, tensor<2x2xi16>) outs(%q1 : tensor<1x2x2x1xi32>) -> tensor<1x2x2x1xi32>
  %qnu = tensor.cast %qmin : tensor<1x2x2x1xi32> to tensor<*xi32>
  call @printMemrefI32(%qnu) : (tensor<*xi32>) -> ()

  // conv_2d_ngchw_gfchw_q: N = 1, G = 2, C = 1, 3x3 image, F = 1, 2x2 filter
  %ci = arith.constant dense<[[[[[1, 2, 3], [4, 5, 6], [7, 8, 9]]], [[[-1, 0, 1], [2, -3, 4], [5, 6, -7]]]]]> : tensor<1x2x1x3x3xi8>
  %cf = arith.constant dense<[[[[[1, 0], [0, 1]]]], [[[[2, -1], [1, 3]]]]]> : tensor<2x1x1x2x2xi8>
  %zi = arith.constant 1 : i32
  %zf = arith.constant 2 : i32
  %qo = tensor.empty() : tensor<1x2x1x2x2xi32>
  %qz = linalg.fill ins(%iz : i32) outs(%qo : tensor<1x2x1x2x2xi32>) -> tensor<1x2x1x2x2xi32>
  %cv = linalg.conv_2d_ngchw_gfchw_q {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
          ins(%ci, %cf, %zi, %zf : tensor<1x2x1x3x3xi8>, tensor<2x1x1x2x2xi8>, i32, i32)
          outs(%qz : tensor<1x2x1x2x2xi32>) -> tensor<1x2x1x2x2xi32>
  %cu = tensor.cast %cv : tensor<1x2x1x2x2xi32> to tensor<*xi32>
  call @printMemrefI32(%cu) : (tensor<*xi32>) -> ()
  return
}
