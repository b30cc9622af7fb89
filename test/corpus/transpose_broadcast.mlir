// Corpus: linalg.transpose, linalg.broadcast and linalg.copy.
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %a = arith.constant dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>
  %e = tensor.empty() : tensor<3x2xi32>
  %t = linalg.transpose ins(%a : tensor<2x3xi32>) outs(%e : tensor<3x2xi32>) permutation = [1, 0]
  scf.for %i = %c0 to %c3 step %c1 {
    scf.for %j = %c0 to %c2 step %c1 {
      %v = tensor.extract %t[%i, %j] : tensor<3x2xi32>
      vector.print %v : i32 punctuation <comma>
    }
    vector.print str "\n"
  }
  %v1 = arith.constant dense<[10, 20, 30]> : tensor<3xi32>
  %e2 = tensor.empty() : tensor<2x3xi32>
  %b = linalg.broadcast ins(%v1 : tensor<3xi32>) outs(%e2 : tensor<2x3xi32>) dimensions = [0]
  %e3 = tensor.empty() : tensor<2x3xi32>
  %cp = linalg.copy ins(%b : tensor<2x3xi32>) outs(%e3 : tensor<2x3xi32>) -> tensor<2x3xi32>
  scf.for %i = %c0 to %c2 step %c1 {
    scf.for %j = %c0 to %c3 step %c1 {
      %v = tensor.extract %cp[%i, %j] : tensor<2x3xi32>
      vector.print %v : i32 punctuation <comma>
    }
    vector.print str "\n"
  }
  return
}
