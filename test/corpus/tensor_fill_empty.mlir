// Corpus: tensor.empty + linalg.fill, on static and dynamic shapes, f32 and i32.
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %f = arith.constant 2.5 : f32
  %i = arith.constant -4 : i32
  %e = tensor.empty() : tensor<2x3xf32>
  %t = linalg.fill ins(%f : f32) outs(%e : tensor<2x3xf32>) -> tensor<2x3xf32>
  %ed = tensor.empty(%c3) : tensor<?xi32>
  %td = linalg.fill ins(%i : i32) outs(%ed : tensor<?xi32>) -> tensor<?xi32>
  %v = tensor.extract %t[%c1, %c1] : tensor<2x3xf32>
  vector.print %v : f32
  scf.for %k = %c0 to %c3 step %c1 {
    %w = tensor.extract %td[%k] : tensor<?xi32>
    vector.print %w : i32
  }
  return
}
