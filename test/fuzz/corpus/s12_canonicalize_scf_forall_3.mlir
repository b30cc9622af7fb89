func.func @drop_single_dim(%t: tensor<4x9xf32>, %v: tensor<1x1xf32>) -> tensor<4x9xf32> {
  %r = scf.forall (%i, %j) = (2, 0) to (3, 9) step (5, 3) shared_outs(%o = %t) -> (tensor<4x9xf32>) {
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %v into %o[%i, %j] [1, 1] [1, 1] : tensor<1x1xf32> into tensor<4x9xf32>
    }
  }
  return %r : tensor<4x9xf32>
}
