// Corpus: tensor.gather (full and rank-reduced results, i32 and index
// coordinates) and tensor.scatter.  Neither op has a bufferization upstream
// (mlir-opt 22: "op was not bufferized"), so only the pipelines that keep
// tensors run it.
// difftest-skip: bufferization-pipeline+runner one-shot+dealloc+runner one-shot-no-boundaries+dealloc hlo+runner hlo+stages no-merge-alloc+runner upstream
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  // src[i][j][k] = 100 i + 10 j + k
  %src = arith.constant dense<[[[0.0, 1.0, 2.0], [10.0, 11.0, 12.0]],
                               [[100.0, 101.0, 102.0], [110.0, 111.0, 112.0]],
                               [[200.0, 201.0, 202.0], [210.0, 211.0, 212.0]]]> : tensor<3x2x3xf32>
  // two coordinates (i, k): (2, 1) and (0, 2)
  %idx = arith.constant dense<[[2, 1], [0, 2]]> : tensor<2x2xindex>
  // rank-reduced: %g[b][j] = src[idx[b][0]][j][idx[b][1]]
  %g = tensor.gather %src[%idx] gather_dims([0, 2]) unique : (tensor<3x2x3xf32>, tensor<2x2xindex>) -> tensor<2x2xf32>
  scf.for %b = %c0 to %c2 step %c1 {
    scf.for %j = %c0 to %c2 step %c1 {
      %v = tensor.extract %g[%b, %j] : tensor<2x2xf32>
      vector.print %v : f32 punctuation <comma>
    }
  }
  vector.print str "\n"
  // full form, i32 coordinates along dim 1: %h[b][i][0][k] = src[i][idx1[b]][k]
  %idx1 = arith.constant dense<[[1], [0], [1]]> : tensor<3x1xi32>
  %h = tensor.gather %src[%idx1] gather_dims([1]) : (tensor<3x2x3xf32>, tensor<3x1xi32>) -> tensor<3x3x1x3xf32>
  scf.for %b = %c0 to %c3 step %c1 {
    %v = tensor.extract %h[%b, %c2, %c0, %c1] : tensor<3x3x1x3xf32>
    vector.print %v : f32 punctuation <comma>
  }
  vector.print str "\n"
  // scatter two rows of -1, -2 into a zero tensor at (i, k) = (2, 1), (0, 2)
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
