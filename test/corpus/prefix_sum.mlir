// Corpus: inclusive prefix sum of a dynamically sized tensor, element by
// element in a loop carrying the tensor.
func.func @prefix(%t: tensor<?xi64>) -> tensor<?xi64> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = tensor.dim %t, %c0 : tensor<?xi64>
  %r = scf.for %i = %c1 to %n step %c1 iter_args(%acc = %t) -> tensor<?xi64> {
    %im1 = arith.subi %i, %c1 : index
    %p = tensor.extract %acc[%im1] : tensor<?xi64>
    %x = tensor.extract %acc[%i] : tensor<?xi64>
    %s = arith.addi %p, %x : i64
    %u = tensor.insert %s into %acc[%i] : tensor<?xi64>
    scf.yield %u : tensor<?xi64>
  }
  return %r : tensor<?xi64>
}
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 10 : index
  %g = tensor.generate %n {
  ^bb0(%i: index):
    %v = arith.index_cast %i : index to i64
    %k = arith.constant 3 : i64
    %w = arith.muli %v, %k : i64
    tensor.yield %w : i64
  } : tensor<?xi64>
  %p = func.call @prefix(%g) : (tensor<?xi64>) -> tensor<?xi64>
  scf.for %i = %c0 to %n step %c1 {
    %v = tensor.extract %p[%i] : tensor<?xi64>
    vector.print %v : i64 punctuation <comma>
  }
  vector.print str "\n"
  %o = tensor.extract %g[%c1] : tensor<?xi64>
  vector.print %o : i64
  return
}
