// Corpus: tensor.generate with a dynamic extent and index-dependent body.
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 5 : index
  %t = tensor.generate %n {
  ^bb0(%i: index, %j: index):
    %s = arith.addi %i, %j : index
    %p = arith.muli %s, %j : index
    %v = arith.index_cast %p : index to i32
    tensor.yield %v : i32
  } : tensor<?x3xi32>
  scf.for %i = %c0 to %n step %c1 {
    %v = tensor.extract %t[%i, %c1] : tensor<?x3xi32>
    vector.print %v : i32 punctuation <comma>
  }
  vector.print str "\n"
  return
}
