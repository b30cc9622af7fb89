// Corpus: scf.forall with shared outputs and tensor.parallel_insert_slice
// (tiles computed by linalg), and scf.parallel with a scalar scf.reduce.
#id = affine_map<(d0) -> (d0)>
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %x = arith.constant dense<[1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0]> : tensor<8xf32>
  %init = tensor.empty() : tensor<8xf32>
  %r = scf.forall (%i) = (0) to (8) step (2) shared_outs(%o = %init) -> (tensor<8xf32>) {
    %s = tensor.extract_slice %x[%i] [2] [1] : tensor<8xf32> to tensor<2xf32>
    %d = tensor.extract_slice %o[%i] [2] [1] : tensor<8xf32> to tensor<2xf32>
    %sq = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%s : tensor<2xf32>) outs(%d : tensor<2xf32>) {
    ^bb0(%a: f32, %b: f32):
      %m = arith.mulf %a, %a : f32
      linalg.yield %m : f32
    } -> tensor<2xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %sq into %o[%i] [2] [1] : tensor<2xf32> into tensor<8xf32>
    }
  }
  scf.for %i = %c0 to %c8 step %c1 {
    %v = tensor.extract %r[%i] : tensor<8xf32>
    vector.print %v : f32 punctuation <comma>
  }
  vector.print str "\n"
  %z = arith.constant 0 : i64
  %c4 = arith.constant 4 : index
  %c3 = arith.constant 3 : index
  %sum = scf.parallel (%i, %j) = (%c0, %c0) to (%c4, %c3) step (%c1, %c1) init (%z) -> i64 {
    %k = arith.muli %i, %j : index
    %ki = arith.index_cast %k : index to i64
    scf.reduce(%ki : i64) {
    ^bb0(%a: i64, %b: i64):
      %s = arith.addi %a, %b : i64
      scf.reduce.return %s : i64
    }
  }
  vector.print %sum : i64
  return
}
