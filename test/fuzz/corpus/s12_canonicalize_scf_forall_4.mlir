func.func @promote(%t: tensor<4xf32>, %v: tensor<2xf32>) -> tensor<4xf32> {
  %r = scf.forall (%i) = (1) to (2) step (1) shared_outs(%o = %t) -> (tensor<4xf32>) {
    %e = tensor.extract_slice %o[%i] [2] [1] : tensor<4xf32> to tensor<2xf32>
    %s = arith.addf %e, %v : tensor<2xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[%i] [2] [1] : tensor<2xf32> into tensor<4xf32>
    }
  }
  return %r : tensor<4xf32>
}
