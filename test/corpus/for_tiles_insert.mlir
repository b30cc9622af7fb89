// Corpus: scf.for over row blocks of a matrix: extract a block, transform
// it with linalg.generic, insert it back into the iteration tensor (in
// place), while a second loop accumulates a reduction of the original.
#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %c3 = arith.constant 3 : index
  %m = arith.constant dense<[[1, 2, 3], [4, 5, 6], [7, 8, 9], [10, 11, 12]]> : tensor<4x3xi32>
  %r = scf.for %i = %c0 to %c4 step %c2 iter_args(%acc = %m) -> tensor<4x3xi32> {
    %blk = tensor.extract_slice %acc[%i, 0] [2, 3] [1, 1] : tensor<4x3xi32> to tensor<2x3xi32>
    %g = linalg.generic {indexing_maps = [#id], iterator_types = ["parallel", "parallel"]} outs(%blk : tensor<2x3xi32>) {
    ^bb0(%o: i32):
      %d = arith.muli %o, %o : i32
      linalg.yield %d : i32
    } -> tensor<2x3xi32>
    %ins = tensor.insert_slice %g into %acc[%i, 0] [2, 3] [1, 1] : tensor<2x3xi32> into tensor<4x3xi32>
    scf.yield %ins : tensor<4x3xi32>
  }
  %z = arith.constant 0 : i32
  %sum = scf.for %i = %c0 to %c4 step %c1 iter_args(%s = %z) -> i32 {
    %v = tensor.extract %m[%i, %c0] : tensor<4x3xi32>
    %n = arith.addi %s, %v : i32
    scf.yield %n : i32
  }
  scf.for %i = %c0 to %c4 step %c1 {
    scf.for %j = %c0 to %c3 step %c1 {
      %v = tensor.extract %r[%i, %j] : tensor<4x3xi32>
      vector.print %v : i32 punctuation <comma>
    }
    vector.print str "\n"
  }
  vector.print %sum : i32
  return
}
