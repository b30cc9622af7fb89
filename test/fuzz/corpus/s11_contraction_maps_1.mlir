func.func @matmul_bcast_lhs(%a: memref<6xf32>, %b: memref<6x8xf32>, %c: memref<4x8xf32>) {
  linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d2)>,
                                 affine_map<(d0, d1, d2) -> (d2, d1)>,
                                 affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%a, %b : memref<6xf32>, memref<6x8xf32>) outs(%c : memref<4x8xf32>)
  return
}
