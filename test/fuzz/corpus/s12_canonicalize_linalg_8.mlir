func.func @fill_then_transpose(%t: tensor<2x3xi8>, %u: tensor<3x2xi8>, %c: i8) -> tensor<3x2xi8> {
  %a = linalg.fill ins(%c : i8) outs(%t : tensor<2x3xi8>) -> tensor<2x3xi8>
  %b = linalg.transpose ins(%a : tensor<2x3xi8>) outs(%u : tensor<3x2xi8>) permutation = [1, 0]
  return %b : tensor<3x2xi8>
}
