func.func @gconvq(%i: tensor<2x3x4x7x7xi8>, %k: tensor<3x5x4x2x2xi8>, %zi: i32, %zk: i32, %o: tensor<2x3x5x3x5xi32>) -> tensor<2x3x5x3x5xi32> {
  %r = linalg.conv_2d_ngchw_gfchw_q {dilations = dense<[1, 2]> : tensor<2xi64>, strides = dense<[2, 1]> : tensor<2xi64>}
         ins(%i, %k, %zi, %zk : tensor<2x3x4x7x7xi8>, tensor<3x5x4x2x2xi8>, i32, i32)
         outs(%o : tensor<2x3x5x3x5xi32>) -> tensor<2x3x5x3x5xi32>
  return %r : tensor<2x3x5x3x5xi32>
}
