func.func @fill_then_insert(%v: f32, %w: f32, %i: index) -> f32 {
  %e = tensor.empty() : tensor<6xf32>
  %f = linalg.fill ins(%v : f32) outs(%e : tensor<6xf32>) -> tensor<6xf32>
  %t = tensor.insert %w into %f[%i] : tensor<6xf32>
  %x = tensor.extract %t[%i] : tensor<6xf32>
  return %x : f32
}
