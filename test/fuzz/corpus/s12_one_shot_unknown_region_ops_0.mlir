func.func @block_arg_written(%v: i32) {
  %e = tensor.empty() : tensor<4xi32>
  %f = linalg.fill ins(%v : i32) outs(%e : tensor<4xi32>) -> tensor<4xi32>
  "test_unknown.wrap"(%f) ({
  ^bb0(%b: tensor<4xi32>):
    "test_unknown.scribble"(%b) : (tensor<4xi32>) -> ()
  }) : (tensor<4xi32>) -> ()
  return
}
