// Corpus: linalg.conv_2d_nchw_fchw_q (issue 14, the op of MLIR's Linalg/CPU
// integration programs that bufopt lacked): an i8 image and filter widened to
// i32 with their zero points subtracted, accumulated into a filled output
// (stride 1), then a plain conv_2d_nchw_fchw with stride 2 and dilation 1 on
// f32.  Printed with the runner utils through unranked casts.
// With merge-alloc (keep-peak=false) the conv's output is a memref.view at
// byte 128 of the merged buffer: printMemrefI32 must print `offset = 0` there
// as mlir-runner does (the interpreter once printed `offset = 32`).
// (test/interp/view-descriptor.mlir checks that.)
func.func private @printMemrefI32(tensor<*xi32>) attributes {llvm.emit_c_interface}
func.func private @printMemrefF32(tensor<*xf32>) attributes {llvm.emit_c_interface}

func.func @main() {
  %img = arith.constant dense<[[[[1, 2, 3, 4], [5, 6, 7, 8], [9, 10, 11, 12], [13, 14, 15, 16]],
                                [[-1, 0, 1, 0], [2, -2, 3, -3], [0, 0, 4, 4], [1, 1, 1, 1]]]]> : tensor<1x2x4x4xi8>
  %fil = arith.constant dense<[[[[1, 0], [0, -1]], [[2, 1], [1, 2]]],
                               [[[0, 1], [1, 0]], [[-1, -1], [3, 0]]]]> : tensor<2x2x2x2xi8>
  %zi = arith.constant 2 : i32
  %zk = arith.constant -1 : i32
  %e = tensor.empty() : tensor<1x2x3x3xi32>
  %c7 = arith.constant 7 : i32
  %init = linalg.fill ins(%c7 : i32) outs(%e : tensor<1x2x3x3xi32>) -> tensor<1x2x3x3xi32>
  %q = linalg.conv_2d_nchw_fchw_q {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
         ins(%img, %fil, %zi, %zk : tensor<1x2x4x4xi8>, tensor<2x2x2x2xi8>, i32, i32)
         outs(%init : tensor<1x2x3x3xi32>) -> tensor<1x2x3x3xi32>
  %qu = tensor.cast %q : tensor<1x2x3x3xi32> to tensor<*xi32>
  call @printMemrefI32(%qu) : (tensor<*xi32>) -> ()
  // the filled init is still 7 everywhere: the conv wrote a copy
  %iu = tensor.cast %init : tensor<1x2x3x3xi32> to tensor<*xi32>
  call @printMemrefI32(%iu) : (tensor<*xi32>) -> ()

  %fimg = arith.constant dense<[[[[1.0, 2.0, 3.0, 4.0], [5.0, 6.0, 7.0, 8.0], [9.0, 10.0, 11.0, 12.0], [13.0, 14.0, 15.0, 16.0]],
                                 [[-1.0, 0.0, 1.0, 0.0], [2.0, -2.0, 3.0, -3.0], [0.0, 0.0, 4.0, 4.0], [1.0, 1.0, 1.0, 1.0]]]]> : tensor<1x2x4x4xf32>
  %ffil = arith.constant dense<0.5> : tensor<3x2x2x2xf32>
  %fe = tensor.empty() : tensor<1x3x2x2xf32>
  %zero = arith.constant 0.0 : f32
  %finit = linalg.fill ins(%zero : f32) outs(%fe : tensor<1x3x2x2xf32>) -> tensor<1x3x2x2xf32>
  %c = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
         ins(%fimg, %ffil : tensor<1x2x4x4xf32>, tensor<3x2x2x2xf32>)
         outs(%finit : tensor<1x3x2x2xf32>) -> tensor<1x3x2x2xf32>
  %cu = tensor.cast %c : tensor<1x3x2x2xf32> to tensor<*xf32>
  call @printMemrefF32(%cu) : (tensor<*xf32>) -> ()
  return
}
