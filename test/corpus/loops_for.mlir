// Corpus: scf.for carrying a tensor (tensor.insert in a loop) and a scalar.
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %init = tensor.empty() : tensor<8xi64>
  %zero = arith.constant 0 : i64
  %r:2 = scf.for %i = %c0 to %c8 step %c1 iter_args(%t = %init, %acc = %zero) -> (tensor<8xi64>, i64) {
    %ii = arith.index_cast %i : index to i64
    %sq = arith.muli %ii, %ii : i64
    %t2 = tensor.insert %sq into %t[%i] : tensor<8xi64>
    %a2 = arith.addi %acc, %sq : i64
    scf.yield %t2, %a2 : tensor<8xi64>, i64
  }
  scf.for %i = %c0 to %c8 step %c1 {
    %v = tensor.extract %r#0[%i] : tensor<8xi64>
    vector.print %v : i64 punctuation <comma>
  }
  vector.print str "\n"
  vector.print %r#1 : i64
  return
}
