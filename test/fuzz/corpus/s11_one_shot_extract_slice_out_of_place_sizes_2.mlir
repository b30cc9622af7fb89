func.func @rank_reduced(%t: tensor<?x?xi32>, %n: index, %v: i32) -> (tensor<?xi32>, tensor<?x?xi32>) {
  %s = tensor.extract_slice %t[0, 2] [%n, 1] [1, 1] : tensor<?x?xi32> to tensor<?xi32>
  %f = linalg.fill ins(%v : i32) outs(%s : tensor<?xi32>) -> tensor<?xi32>
  %u = tensor.insert %v into %t[%n, %n] : tensor<?x?xi32>
  return %f, %u : tensor<?xi32>, tensor<?x?xi32>
}
