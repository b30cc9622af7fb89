// Corpus: a function returning two tensors and a scalar; results used after
// the call in several ways.
func.func @split(%t: tensor<6xf64>) -> (tensor<3xf64>, tensor<3xf64>, f64) {
  %c0 = arith.constant 0 : index
  %lo = tensor.extract_slice %t[0] [3] [1] : tensor<6xf64> to tensor<3xf64>
  %hi = tensor.extract_slice %t[3] [3] [1] : tensor<6xf64> to tensor<3xf64>
  %f = tensor.extract %t[%c0] : tensor<6xf64>
  return %lo, %hi, %f : tensor<3xf64>, tensor<3xf64>, f64
}
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %t = arith.constant dense<[1.0, 2.0, 3.0, 4.0, 5.0, 6.0]> : tensor<6xf64>
  %r:3 = func.call @split(%t) : (tensor<6xf64>) -> (tensor<3xf64>, tensor<3xf64>, f64)
  %e = tensor.empty() : tensor<3xf64>
  %s = linalg.mul ins(%r#0, %r#1 : tensor<3xf64>, tensor<3xf64>) outs(%e : tensor<3xf64>) -> tensor<3xf64>
  scf.for %i = %c0 to %c3 step %c1 {
    %v = tensor.extract %s[%i] : tensor<3xf64>
    vector.print %v : f64
  }
  vector.print %r#2 : f64
  return
}
