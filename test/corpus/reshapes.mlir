// Corpus: tensor.expand_shape / collapse_shape (static and dynamic) and
// tensor.reshape with a shape tensor.
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %t = arith.constant dense<[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]> : tensor<12xi32>
  %e = tensor.expand_shape %t [[0, 1, 2]] output_shape [2, 3, 2] : tensor<12xi32> into tensor<2x3x2xi32>
  %v = tensor.extract %e[%c1, %c2, %c1] : tensor<2x3x2xi32>
  vector.print %v : i32
  %c = tensor.collapse_shape %e [[0], [1, 2]] : tensor<2x3x2xi32> into tensor<2x6xi32>
  %w = tensor.extract %c[%c1, %c3] : tensor<2x6xi32>
  vector.print %w : i32
  %d = tensor.cast %t : tensor<12xi32> to tensor<?xi32>
  %c4 = arith.constant 4 : index
  %ed = tensor.expand_shape %d [[0, 1]] output_shape [%c3, 4] : tensor<?xi32> into tensor<?x4xi32>
  %x = tensor.extract %ed[%c2, %c1] : tensor<?x4xi32>
  vector.print %x : i32
  %shape = arith.constant dense<[4, 3]> : tensor<2xi64>
  %r = tensor.reshape %t(%shape) : (tensor<12xi32>, tensor<2xi64>) -> tensor<4x3xi32>
  %y = tensor.extract %r[%c3, %c0] : tensor<4x3xi32>
  vector.print %y : i32
  return
}
