func.func @main() {
  vector.print str "dynamic_tile\n"
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %a = arith.constant dense<[[0, 1, 2, 3, 4, 5], [6, 7, 8, 9, 10, 11]]> : tensor<2x6xi64>
  %d = tensor.empty(%c3, %c2) : tensor<2x?x?xi64>
  %p = linalg.pack %a inner_dims_pos = [1] inner_tiles = [%c2] into %d : tensor<2x6xi64> -> tensor<2x?x?xi64>
  %v = tensor.extract %p[%c0, %c2, %c1] : tensor<2x?x?xi64>
  vector.print %v : i64
  %w = tensor.extract %p[%c1, %c2, %c1] : tensor<2x?x?xi64>
  vector.print %w : i64
  return
}
