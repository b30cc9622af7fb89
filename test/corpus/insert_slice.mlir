// Corpus: tensor.insert_slice into a larger tensor, strided and in a loop.
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4x4xf32>
  %big = linalg.fill ins(%z : f32) outs(%e : tensor<4x4xf32>) -> tensor<4x4xf32>
  %small = arith.constant dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf32>
  %r = tensor.insert_slice %small into %big[0, 1] [2, 2] [2, 1] : tensor<2x2xf32> into tensor<4x4xf32>
  %row = arith.constant dense<[7.0, 8.0, 9.0, 10.0]> : tensor<4xf32>
  %r2 = scf.for %i = %c3 to %c4 step %c1 iter_args(%acc = %r) -> tensor<4x4xf32> {
    %n = tensor.insert_slice %row into %acc[%i, 0] [1, 4] [1, 1] : tensor<4xf32> into tensor<4x4xf32>
    scf.yield %n : tensor<4x4xf32>
  }
  scf.for %i = %c0 to %c4 step %c1 {
    scf.for %j = %c0 to %c4 step %c1 {
      %v = tensor.extract %r2[%i, %j] : tensor<4x4xf32>
      vector.print %v : f32 punctuation <comma>
    }
    vector.print str "\n"
  }
  return
}
