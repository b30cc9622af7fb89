// Corpus: tensor.extract_slice: strided, rank-reducing and dynamic slices.
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %t = arith.constant dense<[[0.0, 1.0, 2.0, 3.0], [10.0, 11.0, 12.0, 13.0], [20.0, 21.0, 22.0, 23.0], [30.0, 31.0, 32.0, 33.0]]> : tensor<4x4xf32>
  %s = tensor.extract_slice %t[1, 0] [2, 2] [2, 3] : tensor<4x4xf32> to tensor<2x2xf32>
  scf.for %i = %c0 to %c2 step %c1 {
    scf.for %j = %c0 to %c2 step %c1 {
      %v = tensor.extract %s[%i, %j] : tensor<2x2xf32>
      vector.print %v : f32 punctuation <comma>
    }
  }
  vector.print str "\n"
  %row = tensor.extract_slice %t[2, 0] [1, 4] [1, 1] : tensor<4x4xf32> to tensor<4xf32>
  %r3 = tensor.extract %row[%c3] : tensor<4xf32>
  vector.print %r3 : f32
  %d = tensor.extract_slice %t[%c1, %c1] [%c2, %c3] [1, 1] : tensor<4x4xf32> to tensor<?x?xf32>
  %n = tensor.dim %d, %c1 : tensor<?x?xf32>
  vector.print %n : index
  %dv = tensor.extract %d[%c1, %c2] : tensor<?x?xf32>
  vector.print %dv : f32
  return
}
