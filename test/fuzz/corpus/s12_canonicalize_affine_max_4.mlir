func.func @generate_size() -> tensor<?xi32> {
  %c0 = arith.constant 0 : i32
  %c3 = arith.constant 3 : index
  %n = affine.max affine_map<(d0) -> (d0 * 8, 16)>(%c3)
  %t = tensor.generate %n {
  ^bb0(%i: index):
    tensor.yield %c0 : i32
  } : tensor<?xi32>
  return %t : tensor<?xi32>
}
