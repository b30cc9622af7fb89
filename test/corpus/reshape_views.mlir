// Corpus: expand_shape / collapse_shape / reshape as views: of a slice (the
// collapse of a non-contiguous slice needs a copy), written through after
// reshaping while the original stays readable, and tensor.reshape with a
// shape built by from_elements.
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c6 = arith.constant 6 : index
  %t = arith.constant dense<[[0.0, 1.0, 2.0, 3.0], [4.0, 5.0, 6.0, 7.0], [8.0, 9.0, 10.0, 11.0]]> : tensor<3x4xf32>
  %s = tensor.extract_slice %t[0, 1] [3, 2] [1, 1] : tensor<3x4xf32> to tensor<3x2xf32>
  %flat = tensor.collapse_shape %s [[0, 1]] : tensor<3x2xf32> into tensor<6xf32>
  scf.for %i = %c0 to %c6 step %c1 {
    %v = tensor.extract %flat[%i] : tensor<6xf32>
    vector.print %v : f32 punctuation <comma>
  }
  vector.print str "\n"
  %e = tensor.empty() : tensor<12xf32>
  %one = arith.constant 1.0 : f32
  %ones = linalg.fill ins(%one : f32) outs(%e : tensor<12xf32>) -> tensor<12xf32>
  %x = tensor.expand_shape %ones [[0, 1]] output_shape [3, 4] : tensor<12xf32> into tensor<3x4xf32>
  %y = linalg.add ins(%x, %t : tensor<3x4xf32>, tensor<3x4xf32>) outs(%x : tensor<3x4xf32>) -> tensor<3x4xf32>
  %z = tensor.collapse_shape %y [[0, 1]] : tensor<3x4xf32> into tensor<12xf32>
  %w = tensor.insert %one into %z[%c0] : tensor<12xf32>
  %shape = tensor.from_elements %c2, %c6 : tensor<2xindex>
  %r = tensor.reshape %w(%shape) : (tensor<12xf32>, tensor<2xindex>) -> tensor<?x?xf32>
  %d0 = tensor.dim %r, %c0 : tensor<?x?xf32>
  %d1 = tensor.dim %r, %c1 : tensor<?x?xf32>
  scf.for %i = %c0 to %d0 step %c1 {
    scf.for %j = %c0 to %d1 step %c1 {
      %v = tensor.extract %r[%i, %j] : tensor<?x?xf32>
      vector.print %v : f32 punctuation <comma>
    }
    vector.print str "\n"
  }
  %o = tensor.extract %ones[%c3] : tensor<12xf32>
  vector.print %o : f32
  return
}
