func.func @read_copy(%t: tensor<?xf32>, %n: index, %v: f32, %i: index) -> (tensor<?xf32>, tensor<?xf32>) {
  %s = tensor.extract_slice %t[2] [%n] [1] : tensor<?xf32> to tensor<?xf32>
  %w = tensor.insert %v into %s[%i] : tensor<?xf32>
  %u = tensor.insert %v into %t[%i] : tensor<?xf32>
  return %w, %u : tensor<?xf32>, tensor<?xf32>
}
