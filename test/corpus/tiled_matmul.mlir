// Corpus: a matmul tiled by hand: scf.for over row and column tiles,
// extract_slice of the operands, linalg.matmul on tiles, insert_slice back
// into the loop-carried result.
#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @init(%n: index, %m: index, %k: index) -> tensor<?x?xf32> {
  %e = tensor.empty(%n, %m) : tensor<?x?xf32>
  %r = linalg.generic {indexing_maps = [#id], iterator_types = ["parallel", "parallel"]} outs(%e : tensor<?x?xf32>) {
  ^bb0(%o: f32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %a = arith.muli %i, %k : index
    %b = arith.addi %a, %j : index
    %c5 = arith.constant 5 : index
    %c = arith.remui %b, %c5 : index
    %ci = arith.index_cast %c : index to i32
    %f = arith.sitofp %ci : i32 to f32
    linalg.yield %f : f32
  } -> tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c6 = arith.constant 6 : index
  %a0 = func.call @init(%c4, %c6, %c3) : (index, index, index) -> tensor<?x?xf32>
  %b0 = func.call @init(%c6, %c4, %c2) : (index, index, index) -> tensor<?x?xf32>
  %a = tensor.cast %a0 : tensor<?x?xf32> to tensor<4x6xf32>
  %b = tensor.cast %b0 : tensor<?x?xf32> to tensor<6x4xf32>
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4x4xf32>
  %c = linalg.fill ins(%z : f32) outs(%e : tensor<4x4xf32>) -> tensor<4x4xf32>
  %r = scf.for %i = %c0 to %c4 step %c2 iter_args(%acc = %c) -> tensor<4x4xf32> {
    %r2 = scf.for %j = %c0 to %c4 step %c2 iter_args(%acc2 = %acc) -> tensor<4x4xf32> {
      %at = tensor.extract_slice %a[%i, 0] [2, 6] [1, 1] : tensor<4x6xf32> to tensor<2x6xf32>
      %bt = tensor.extract_slice %b[0, %j] [6, 2] [1, 1] : tensor<6x4xf32> to tensor<6x2xf32>
      %ct = tensor.extract_slice %acc2[%i, %j] [2, 2] [1, 1] : tensor<4x4xf32> to tensor<2x2xf32>
      %m = linalg.matmul ins(%at, %bt : tensor<2x6xf32>, tensor<6x2xf32>) outs(%ct : tensor<2x2xf32>) -> tensor<2x2xf32>
      %u = tensor.insert_slice %m into %acc2[%i, %j] [2, 2] [1, 1] : tensor<2x2xf32> into tensor<4x4xf32>
      scf.yield %u : tensor<4x4xf32>
    }
    scf.yield %r2 : tensor<4x4xf32>
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
