// Corpus: tensor.insert / tensor.extract: values stay immutable (the old
// tensor keeps its element after an insert).
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %t = arith.constant dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>
  %v = arith.constant 42 : i32
  %t2 = tensor.insert %v into %t[%c1, %c2] : tensor<2x3xi32>
  %a = tensor.extract %t[%c1, %c2] : tensor<2x3xi32>
  %b = tensor.extract %t2[%c1, %c2] : tensor<2x3xi32>
  vector.print %a : i32
  vector.print %b : i32
  %t3 = tensor.insert %b into %t2[%c0, %c0] : tensor<2x3xi32>
  %c = tensor.extract %t3[%c0, %c0] : tensor<2x3xi32>
  %d = tensor.extract %t2[%c0, %c0] : tensor<2x3xi32>
  vector.print %c : i32
  vector.print %d : i32
  return
}
