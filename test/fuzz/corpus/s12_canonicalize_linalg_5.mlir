func.func @tensor_casts(%t: tensor<4x4xf32>, %o: tensor<4x4xf32>, %f: f32) -> (tensor<?x?xf32>, tensor<?x4xf32>) {
  %a = tensor.cast %t : tensor<4x4xf32> to tensor<?x?xf32>
  %b = tensor.cast %o : tensor<4x4xf32> to tensor<?x4xf32>
  %r = linalg.matmul ins(%a, %a : tensor<?x?xf32>, tensor<?x?xf32>) outs(%b : tensor<?x4xf32>) -> tensor<?x4xf32>
  %g = linalg.fill ins(%f : f32) outs(%a : tensor<?x?xf32>) -> tensor<?x?xf32>
  return %g, %r : tensor<?x?xf32>, tensor<?x4xf32>
}
