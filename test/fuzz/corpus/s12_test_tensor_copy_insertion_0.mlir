func.func @overwrite_arg(%t: tensor<?xf32>, %i: index, %f: f32) -> (tensor<?xf32>, f32) {
  %0 = tensor.insert %f into %t[%i] : tensor<?xf32>
  %r = tensor.extract %t[%i] : tensor<?xf32>
  return %0, %r : tensor<?xf32>, f32
}
