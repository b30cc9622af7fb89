func.func @vector_elements(%a: tensor<4x4xf32>, %c: tensor<4x4xvector<2xf32>>) {
  %0 = linalg.matmul ins(%a, %a : tensor<4x4xf32>, tensor<4x4xf32>) outs(%c : tensor<4x4xvector<2xf32>>) -> tensor<4x4xvector<2xf32>>
  return
}
