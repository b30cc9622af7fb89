func.func @batch_rhs_k_n(%a: memref<2x3x4xf32>, %b: memref<4x5xf32>, %c: memref<2x3x5xf32>) {
  linalg.batch_matmul indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>,
                                       affine_map<(d0, d1, d2, d3) -> (d3, d2)>,
                                       affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>]
      ins(%a, %b : memref<2x3x4xf32>, memref<4x5xf32>) outs(%c : memref<2x3x5xf32>)
  return
}
