func.func @fill_through_cast(%t: tensor<4x64xf32>) -> tensor<4x64xf32> {
  %one = arith.constant 1.0 : f32
  %c32 = arith.constant 32 : index
  %e = tensor.empty(%c32) : tensor<?xf32>
  %f = linalg.fill ins(%one : f32) outs(%e : tensor<?xf32>) -> tensor<?xf32>
  %s = tensor.cast %f : tensor<?xf32> to tensor<32xf32>
  %r = tensor.insert_slice %s into %t[1, 16][1, 32][1, 1] : tensor<32xf32> into tensor<4x64xf32>
  return %r : tensor<4x64xf32>
}
