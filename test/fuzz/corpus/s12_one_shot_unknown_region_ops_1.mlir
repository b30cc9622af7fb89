func.func @ops_inside(%x: f32, %s: tensor<8xf32>) -> tensor<8xf32> {
  %c3 = arith.constant 3 : index
  %e = tensor.empty() : tensor<8xf32>
  %f = linalg.fill ins(%x : f32) outs(%e : tensor<8xf32>) -> tensor<8xf32>
  %w = "test_unknown.wrap"(%f) ({
  ^bb0(%b: tensor<8xf32>):
    %g = linalg.fill ins(%x : f32) outs(%b : tensor<8xf32>) -> tensor<8xf32>
    %r = tensor.extract %s[%c3] : tensor<8xf32>
    %i = tensor.insert %r into %g[%c3] : tensor<8xf32>
    "test_unknown.yield"(%i) : (tensor<8xf32>) -> ()
  }) : (tensor<8xf32>) -> tensor<8xf32>
  return %w : tensor<8xf32>
}
