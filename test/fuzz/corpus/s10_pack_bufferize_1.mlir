func.func @round_trip(%s: tensor<8x6xf32>, %p: f32) -> tensor<6x8xf32> {
  %d = tensor.empty() : tensor<2x4x2x3xf32>
  %0 = linalg.pack %s padding_value(%p : f32) outer_dims_perm = [1, 0] inner_dims_pos = [0, 1] inner_tiles = [2, 3] into %d : tensor<8x6xf32> -> tensor<2x4x2x3xf32>
  %e = tensor.empty() : tensor<6x8xf32>
  %1 = linalg.unpack %0 outer_dims_perm = [0, 1] inner_dims_pos = [1, 0] inner_tiles = [2, 3] into %e : tensor<2x4x2x3xf32> -> tensor<6x8xf32>
  return %1 : tensor<6x8xf32>
}
