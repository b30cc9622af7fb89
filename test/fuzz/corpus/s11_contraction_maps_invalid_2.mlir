func.func @matmul_lhs_broadcast_of_m(%a: memref<4xf32>, %b: memref<6x8xf32>, %c: memref<2x8xf32>) {
  linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0)>,
                                 affine_map<(d0, d1, d2) -> (d2, d1)>,
                                 affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%a, %b : memref<4xf32>, memref<6x8xf32>) outs(%c : memref<2x8xf32>)
  return
}
