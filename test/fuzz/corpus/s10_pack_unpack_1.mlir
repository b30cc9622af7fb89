func.func @pack_all_parts(%s: tensor<7x16xf32>, %d: tensor<8x2x4x2xf32>, %p: f32) -> tensor<8x2x4x2xf32> {
  %0 = linalg.pack %s padding_value(%p : f32) outer_dims_perm = [1, 0] inner_dims_pos = [0, 1]
      inner_tiles = [4, 2] into %d : tensor<7x16xf32> -> tensor<8x2x4x2xf32>
  return %0 : tensor<8x2x4x2xf32>
}
