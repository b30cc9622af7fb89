func.func @two_exits(%c: i1, %t: tensor<2xf32>, %u: tensor<2xf32>) -> tensor<2xf32> {
  %0 = scf.execute_region -> tensor<2xf32> {
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    scf.yield %t : tensor<2xf32>
  ^bb2:
    scf.yield %u : tensor<2xf32>
  }
  return %0 : tensor<2xf32>
}
