func.func @fill_dyn(%t: tensor<?x4x?xf32>, %f: f32) -> (tensor<?x4x?xf32>, tensor<?x4x?xf32>) {
  %0 = linalg.fill ins(%f : f32) outs(%t : tensor<?x4x?xf32>) -> tensor<?x4x?xf32>
  return %0, %t : tensor<?x4x?xf32>, tensor<?x4x?xf32>
}
