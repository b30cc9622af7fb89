func.func @overwritten(%t: tensor<?x4xf32>, %n: index, %v: f32) -> (tensor<?x4xf32>, tensor<?x4xf32>) {
  %s = tensor.extract_slice %t[1, 0] [%n, 4] [1, 1] : tensor<?x4xf32> to tensor<?x4xf32>
  %f = linalg.fill ins(%v : f32) outs(%s : tensor<?x4xf32>) -> tensor<?x4xf32>
  %u = tensor.insert %v into %t[%n, %n] : tensor<?x4xf32>
  return %f, %u : tensor<?x4xf32>, tensor<?x4xf32>
}
