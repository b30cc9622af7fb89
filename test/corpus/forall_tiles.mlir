// Corpus: scf.forall over 2x2 tiles of a 4x4 matrix: each thread reads its
// tile of the input, scales it and writes it with parallel_insert_slice.
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %in = arith.constant dense<[[1.0, 2.0, 3.0, 4.0], [5.0, 6.0, 7.0, 8.0], [9.0, 10.0, 11.0, 12.0], [13.0, 14.0, 15.0, 16.0]]> : tensor<4x4xf32>
  %e = tensor.empty() : tensor<4x4xf32>
  %r = scf.forall (%i, %j) = (0, 0) to (4, 4) step (2, 2) shared_outs(%o = %e) -> (tensor<4x4xf32>) {
    %t = tensor.extract_slice %in[%i, %j] [2, 2] [1, 1] : tensor<4x4xf32> to tensor<2x2xf32>
    %ot = tensor.extract_slice %o[%i, %j] [2, 2] [1, 1] : tensor<4x4xf32> to tensor<2x2xf32>
    %ii = arith.index_cast %i : index to i32
    %fi = arith.sitofp %ii : i32 to f32
    %s = linalg.map ins(%t : tensor<2x2xf32>) outs(%ot : tensor<2x2xf32>)
      (%x: f32, %y: f32) {
        %z = arith.mulf %x, %fi : f32
        linalg.yield %z : f32
      }
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[%i, %j] [2, 2] [1, 1] : tensor<2x2xf32> into tensor<4x4xf32>
    }
  }
  scf.for %i = %c0 to %c4 step %c1 {
    scf.for %j = %c0 to %c4 step %c1 {
      %v = tensor.extract %r[%i, %j] : tensor<4x4xf32>
      vector.print %v : f32 punctuation <comma>
    }
    vector.print str "\n"
  }
  return
}
