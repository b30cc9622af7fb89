// Corpus: tensor.splat (static and dynamic) feeding arithmetic.
func.func @main() {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %f = arith.constant 1.25 : f32
  %t = tensor.splat %f : tensor<3x4xf32>
  %d = tensor.splat %f[%c2] : tensor<?xf32>
  %e = tensor.empty() : tensor<3x4xf32>
  %s = linalg.add ins(%t, %t : tensor<3x4xf32>, tensor<3x4xf32>) outs(%e : tensor<3x4xf32>) -> tensor<3x4xf32>
  %v = tensor.extract %s[%c2, %c2] : tensor<3x4xf32>
  vector.print %v : f32
  %w = tensor.extract %d[%c0] : tensor<?xf32>
  vector.print %w : f32
  return
}
