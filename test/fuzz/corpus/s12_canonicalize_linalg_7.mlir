func.func @fill_then_copy(%t: tensor<6xf32>, %u: tensor<6xf32>, %v: tensor<6xf32>, %f: f32)
    -> (tensor<6xf32>, tensor<6xf32>) {
  %a = linalg.fill ins(%f : f32) outs(%t : tensor<6xf32>) -> tensor<6xf32>
  %b = linalg.copy ins(%a : tensor<6xf32>) outs(%u : tensor<6xf32>) -> tensor<6xf32>
  %c = linalg.fill ins(%f : f32) outs(%v : tensor<6xf32>) -> tensor<6xf32>
  %d = linalg.copy ins(%t : tensor<6xf32>) outs(%c : tensor<6xf32>) -> tensor<6xf32>
  return %b, %d : tensor<6xf32>, tensor<6xf32>
}
