func.func @unpack_truncates(%s: tensor<2x3x2x8xf16>, %d: tensor<3x2x13xf16>) -> tensor<3x2x13xf16> {
  %0 = linalg.unpack %s outer_dims_perm = [1, 0, 2] inner_dims_pos = [2] inner_tiles = [8] into %d : tensor<2x3x2x8xf16> -> tensor<3x2x13xf16>
  return %0 : tensor<3x2x13xf16>
}
