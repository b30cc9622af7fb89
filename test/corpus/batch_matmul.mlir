// Corpus: linalg.batch_matmul.
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %a = arith.constant dense<[[[1.0, 2.0], [3.0, 4.0]], [[5.0, 6.0], [7.0, 8.0]]]> : tensor<2x2x2xf32>
  %b = arith.constant dense<[[[1.0, 0.0], [0.0, 1.0]], [[2.0, 1.0], [1.0, 2.0]]]> : tensor<2x2x2xf32>
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x2x2xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<2x2x2xf32>) -> tensor<2x2x2xf32>
  %r = linalg.batch_matmul ins(%a, %b : tensor<2x2x2xf32>, tensor<2x2x2xf32>) outs(%f : tensor<2x2x2xf32>) -> tensor<2x2x2xf32>
  scf.for %i = %c0 to %c2 step %c1 {
    scf.for %j = %c0 to %c2 step %c1 {
      scf.for %k = %c0 to %c2 step %c1 {
        %v = tensor.extract %r[%i, %j, %k] : tensor<2x2x2xf32>
        vector.print %v : f32 punctuation <comma>
      }
    }
  }
  vector.print str "\n"
  return
}
