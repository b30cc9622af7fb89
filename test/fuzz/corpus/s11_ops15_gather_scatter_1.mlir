func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %src = arith.constant dense<[[[0.0, 1.0, 2.0], [10.0, 11.0, 12.0]],
                               [[100.0, 101.0, 102.0], [110.0, 111.0, 112.0]],
                               [[200.0, 201.0, 202.0], [210.0, 211.0, 212.0]]]> : tensor<3x2x3xf32>
  %idx = arith.constant dense<[[2, 1], [0, 2]]> : tensor<2x2xindex>
  %g = tensor.gather %src[%idx] gather_dims([0, 2]) unique : (tensor<3x2x3xf32>, tensor<2x2xindex>) -> tensor<2x2xf32>
  scf.for %b = %c0 to %c2 step %c1 {
    scf.for %j = %c0 to %c2 step %c1 {
      %v = tensor.extract %g[%b, %j] : tensor<2x2xf32>
      vector.print %v : f32 punctuation <comma>
    }
  }
  vector.print str "\n"
  %idx1 = arith.constant dense<[[1], [0], [1]]> : tensor<3x1xi32>
  %h = tensor.gather %src[%idx1] gather_dims([1]) : (tensor<3x2x3xf32>, tensor<3x1xi32>) -> tensor<3x3x1x3xf32>
  scf.for %b = %c0 to %c3 step %c1 {
    %v = tensor.extract %h[%b, %c2, %c0, %c1] : tensor<3x3x1x3xf32>
    vector.print %v : f32 punctuation <comma>
  }
  vector.print str "\n"
  %zero = arith.constant dense<0.0> : tensor<3x2x3xf32>
  %rows = arith.constant dense<[[-1.0, -2.0], [-3.0, -4.0]]> : tensor<2x2xf32>
  %s = tensor.scatter %rows into %zero[%idx] scatter_dims([0, 2]) unique : (tensor<2x2xf32>, tensor<3x2x3xf32>, tensor<2x2xindex>) -> tensor<3x2x3xf32>
  scf.for %i = %c0 to %c3 step %c1 {
    scf.for %j = %c0 to %c2 step %c1 {
      scf.for %k = %c0 to %c3 step %c1 {
        %v = tensor.extract %s[%i, %j, %k] : tensor<3x2x3xf32>
        vector.print %v : f32 punctuation <comma>
      }
    }
  }
  vector.print str "\n"
  return
}
