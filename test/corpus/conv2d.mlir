// Corpus: linalg.conv_2d_nhwc_hwcf (convolution through general affine maps).
#id4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %e = tensor.empty() : tensor<1x5x5x1xf32>
  %img = linalg.generic {indexing_maps = [#id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%e : tensor<1x5x5x1xf32>) {
  ^bb0(%o: f32):
    %i = linalg.index 1 : index
    %j = linalg.index 2 : index
    %k = arith.muli %i, %j : index
    %ki = arith.index_cast %k : index to i32
    %f = arith.sitofp %ki : i32 to f32
    linalg.yield %f : f32
  } -> tensor<1x5x5x1xf32>
  %w = arith.constant dense<[[[[1.0]], [[0.0]], [[-1.0]]], [[[2.0]], [[0.0]], [[-2.0]]], [[[1.0]], [[0.0]], [[-1.0]]]]> : tensor<3x3x1x1xf32>
  %z = arith.constant 0.0 : f32
  %oe = tensor.empty() : tensor<1x3x3x1xf32>
  %of = linalg.fill ins(%z : f32) outs(%oe : tensor<1x3x3x1xf32>) -> tensor<1x3x3x1xf32>
  %r = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%img, %w : tensor<1x5x5x1xf32>, tensor<3x3x1x1xf32>) outs(%of : tensor<1x3x3x1xf32>) -> tensor<1x3x3x1xf32>
  scf.for %i = %c0 to %c3 step %c1 {
    scf.for %j = %c0 to %c3 step %c1 {
      %v = tensor.extract %r[%c0, %i, %j, %c0] : tensor<1x3x3x1xf32>
      vector.print %v : f32 punctuation <comma>
    }
    vector.print str "\n"
  }
  return
}
