func.func @pos_out_of_range(%s: tensor<6x6xf32>, %d: tensor<2x3x3xf32>) -> tensor<6x6xf32> {
  %0 = linalg.unpack %d inner_dims_pos = [2] inner_tiles = [3] into %s : tensor<2x3x3xf32> -> tensor<6x6xf32>
  return %0 : tensor<6x6xf32>
}
