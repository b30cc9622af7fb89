// Corpus: linalg.matmul on f32 (native kernel) and i32 (interpreted body),
// with a non-zero accumulator.
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %a = arith.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf32>
  %b = arith.constant dense<[[0.5, -1.0], [1.5, 2.0], [-2.5, 3.0]]> : tensor<3x2xf32>
  %acc = arith.constant dense<[[100.0, 200.0], [300.0, 400.0]]> : tensor<2x2xf32>
  %r = linalg.matmul ins(%a, %b : tensor<2x3xf32>, tensor<3x2xf32>) outs(%acc : tensor<2x2xf32>) -> tensor<2x2xf32>
  scf.for %i = %c0 to %c2 step %c1 {
    scf.for %j = %c0 to %c2 step %c1 {
      %v = tensor.extract %r[%i, %j] : tensor<2x2xf32>
      vector.print %v : f32 punctuation <comma>
    }
    vector.print str "\n"
  }
  %ai = arith.constant dense<[[1, 2], [3, 4], [5, 6]]> : tensor<3x2xi32>
  %bi = arith.constant dense<[[7, 8, 9], [10, 11, 12]]> : tensor<2x3xi32>
  %z = arith.constant 0 : i32
  %e = tensor.empty() : tensor<3x3xi32>
  %f = linalg.fill ins(%z : i32) outs(%e : tensor<3x3xi32>) -> tensor<3x3xi32>
  %ri = linalg.matmul ins(%ai, %bi : tensor<3x2xi32>, tensor<2x3xi32>) outs(%f : tensor<3x3xi32>) -> tensor<3x3xi32>
  scf.for %i = %c0 to %c3 step %c1 {
    scf.for %j = %c0 to %c3 step %c1 {
      %v = tensor.extract %ri[%i, %j] : tensor<3x3xi32>
      vector.print %v : i32 punctuation <comma>
    }
    vector.print str "\n"
  }
  return
}
