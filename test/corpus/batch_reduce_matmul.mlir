// Corpus: linalg.batch_reduce_matmul (issue 14's named ops of MLIR's
// integration programs): C(m, n) += sum over b, k of A(b, m, k) * B(b, k, n),
// accumulated into a filled output that is read again afterwards.
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %a = arith.constant dense<[[[1.0, 2.0], [3.0, 4.0]], [[5.0, 6.0], [7.0, 8.0]]]> : tensor<2x2x2xf32>
  %b = arith.constant dense<[[[1.0, 0.0, 2.0], [0.0, 1.0, 1.0]], [[2.0, 1.0, 0.0], [1.0, 2.0, 3.0]]]> : tensor<2x2x3xf32>
  %e = tensor.empty() : tensor<2x3xf32>
  %one = arith.constant 1.0 : f32
  %init = linalg.fill ins(%one : f32) outs(%e : tensor<2x3xf32>) -> tensor<2x3xf32>
  %r = linalg.batch_reduce_matmul ins(%a, %b : tensor<2x2x2xf32>, tensor<2x2x3xf32>) outs(%init : tensor<2x3xf32>) -> tensor<2x3xf32>
  scf.for %i = %c0 to %c2 step %c1 {
    scf.for %j = %c0 to %c3 step %c1 {
      %v = tensor.extract %r[%i, %j] : tensor<2x3xf32>
      vector.print %v : f32 punctuation <comma>
    }
    vector.print str "\n"
  }
  %i0 = tensor.extract %init[%c0, %c0] : tensor<2x3xf32>
  vector.print %i0 : f32
  return
}
