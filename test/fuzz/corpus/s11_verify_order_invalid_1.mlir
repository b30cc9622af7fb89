func.func @fill_wider_value(%t: tensor<3xf16>, %v: f32) -> tensor<3xf16> {
  %0 = linalg.fill ins(%v : f32) outs(%t : tensor<3xf16>) -> tensor<3xf16>
  return %0 : tensor<3xf16>
}
