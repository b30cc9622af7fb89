// Corpus: tensor.from_elements of computed scalars, 1-D and 2-D.
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = arith.constant 3 : i64
  %b = arith.constant 5 : i64
  %s = arith.addi %a, %b : i64
  %p = arith.muli %a, %b : i64
  %t = tensor.from_elements %a, %b, %s, %p : tensor<2x2xi64>
  %x = tensor.extract %t[%c1, %c0] : tensor<2x2xi64>
  %y = tensor.extract %t[%c1, %c1] : tensor<2x2xi64>
  vector.print %x : i64
  vector.print %y : i64
  %f = arith.constant 0.25 : f32
  %u = tensor.from_elements %f : tensor<1xf32>
  %z = tensor.extract %u[%c0] : tensor<1xf32>
  vector.print %z : f32
  return
}
