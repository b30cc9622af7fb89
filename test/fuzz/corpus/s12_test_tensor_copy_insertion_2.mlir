func.func @empty_dyn(%n: index, %f: f32, %i: index) -> (tensor<?xf32>, tensor<?xf32>) {
  %e = tensor.empty(%n) : tensor<?xf32>
  %w = tensor.insert %f into %e[%i] : tensor<?xf32>
  return %e, %w : tensor<?xf32>, tensor<?xf32>
}
