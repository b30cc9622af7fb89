func.func @index_out(%a: tensor<4x4xf32>, %c: tensor<4x4xindex>) {
  %0 = linalg.matmul ins(%a, %a : tensor<4x4xf32>, tensor<4x4xf32>) outs(%c : tensor<4x4xindex>) -> tensor<4x4xindex>
  return
}
