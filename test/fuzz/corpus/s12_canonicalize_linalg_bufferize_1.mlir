func.func @copy_of_empty() -> tensor<3x5xi16> {
  %e = tensor.empty() : tensor<3x5xi16>
  %c = linalg.copy ins(%e : tensor<3x5xi16>) outs(%e : tensor<3x5xi16>) -> tensor<3x5xi16>
  return %c : tensor<3x5xi16>
}
