// Corpus: a histogram: data-dependent indices into a loop-carried tensor.
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c12 = arith.constant 12 : index
  %data = arith.constant dense<[3, 1, 0, 3, 3, 2, 1, 0, 3, 2, 3, 1]> : tensor<12xi32>
  %h0 = arith.constant dense<0> : tensor<4xi64>
  %h = scf.for %i = %c0 to %c12 step %c1 iter_args(%h1 = %h0) -> tensor<4xi64> {
    %d = tensor.extract %data[%i] : tensor<12xi32>
    %k = arith.index_cast %d : i32 to index
    %old = tensor.extract %h1[%k] : tensor<4xi64>
    %one = arith.constant 1 : i64
    %new = arith.addi %old, %one : i64
    %h2 = tensor.insert %new into %h1[%k] : tensor<4xi64>
    scf.yield %h2 : tensor<4xi64>
  }
  scf.for %i = %c0 to %c4 step %c1 {
    %v = tensor.extract %h[%i] : tensor<4xi64>
    vector.print %v : i64
  }
  return
}
