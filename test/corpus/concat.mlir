// Corpus: tensor.concat along both dimensions.
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %a = arith.constant dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf32>
  %b = arith.constant dense<[[5.0, 6.0]]> : tensor<1x2xf32>
  %r = tensor.concat dim(0) %a, %b : (tensor<2x2xf32>, tensor<1x2xf32>) -> tensor<3x2xf32>
  scf.for %i = %c0 to %c3 step %c1 {
    %v = tensor.extract %r[%i, %c1] : tensor<3x2xf32>
    vector.print %v : f32
  }
  %s = tensor.concat dim(1) %a, %a : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x4xf32>
  scf.for %j = %c0 to %c4 step %c1 {
    %v = tensor.extract %s[%c1, %j] : tensor<2x4xf32>
    vector.print %v : f32 punctuation <comma>
  }
  vector.print str "\n"
  return
}
