func.func @zero_tile(%s: tensor<6x6xf32>, %d: tensor<2x1x3x0xf32>) -> tensor<2x1x3x0xf32> {
  %0 = linalg.pack %s inner_dims_pos = [0, 1] inner_tiles = [3, 0] into %d : tensor<6x6xf32> -> tensor<2x1x3x0xf32>
  return %0 : tensor<2x1x3x0xf32>
}
