// Corpus: tensor.cast between static and dynamic shapes, tensor.dim, tensor.rank.
func.func @size(%t: tensor<?x?xf32>) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = tensor.dim %t, %c0 : tensor<?x?xf32>
  %b = tensor.dim %t, %c1 : tensor<?x?xf32>
  %n = arith.muli %a, %b : index
  return %n : index
}
func.func @main() {
  %t = arith.constant dense<1.0> : tensor<3x5xf32>
  %d = tensor.cast %t : tensor<3x5xf32> to tensor<?x?xf32>
  %n = func.call @size(%d) : (tensor<?x?xf32>) -> index
  vector.print %n : index
  %r = tensor.rank %d : tensor<?x?xf32>
  vector.print %r : index
  %s = tensor.cast %d : tensor<?x?xf32> to tensor<3x?xf32>
  %c1 = arith.constant 1 : index
  %m = tensor.dim %s, %c1 : tensor<3x?xf32>
  vector.print %m : index
  return
}
