func.func @main() {
  vector.print str "partial_tile\n"
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %c7 = arith.constant 7 : index
  %e = tensor.empty(%c7) : tensor<?xi64>
  %z = arith.constant 0 : i64
  %a = linalg.fill ins(%z : i64) outs(%e : tensor<?xi64>) -> tensor<?xi64>
  %d = tensor.empty(%c2, %c4) : tensor<?x?xi64>
  %p = linalg.pack %a inner_dims_pos = [0] inner_tiles = [%c4] into %d : tensor<?xi64> -> tensor<?x?xi64>
  return
}
