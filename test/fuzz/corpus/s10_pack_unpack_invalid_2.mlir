func.func @repeated_pos(%s: tensor<6x6xf32>, %d: tensor<2x3x3x2xf32>) -> tensor<2x3x3x2xf32> {
  %0 = linalg.pack %s inner_dims_pos = [1, 1] inner_tiles = [3, 2] into %d : tensor<6x6xf32> -> tensor<2x3x3x2xf32>
  return %0 : tensor<2x3x3x2xf32>
}
