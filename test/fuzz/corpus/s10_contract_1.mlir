#A = affine_map<(b, m, n, k) -> (b, m, k)>
#B = affine_map<(b, m, n, k) -> (b, k, n)>
#C = affine_map<(b, m, n, k) -> (b, m, n)>
func.func @batched(%a: memref<?x?x?xf32>, %b: memref<?x?x?xf32>, %c: memref<?x?x?xf32>,
                   %ta: tensor<2x3x4xf32>, %tb: tensor<2x4x5xf32>, %tc: tensor<2x3x5xf32>) -> tensor<2x3x5xf32> {
  linalg.contract indexing_maps = [#A, #B, #C] ins(%a, %b : memref<?x?x?xf32>, memref<?x?x?xf32>) outs(%c : memref<?x?x?xf32>)
  %0 = linalg.contract indexing_maps = [#A, #B, #C] ins(%ta, %tb : tensor<2x3x4xf32>, tensor<2x4x5xf32>) outs(%tc : tensor<2x3x5xf32>) -> tensor<2x3x5xf32>
  return %0 : tensor<2x3x5xf32>
}
