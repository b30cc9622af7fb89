func.func @batch_reduce_lhs_m_k(%a: memref<3x4xf32>, %b: memref<2x4x5xf32>, %c: memref<3x5xf32>) {
  linalg.batch_reduce_matmul indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d1, d3)>,
                                              affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>,
                                              affine_map<(d0, d1, d2, d3) -> (d1, d2)>]
      ins(%a, %b : memref<3x4xf32>, memref<2x4x5xf32>) outs(%c : memref<3x5xf32>)
  return
}
