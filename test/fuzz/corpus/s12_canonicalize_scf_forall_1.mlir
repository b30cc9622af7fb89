func.func @out_cast(%t: tensor<6xf32>, %v: tensor<2xf32>) -> tensor<?xf32> {
  %c = tensor.cast %t : tensor<6xf32> to tensor<?xf32>
  %r = scf.forall (%i) in (3) shared_outs(%o = %c) -> (tensor<?xf32>) {
    %k = arith.muli %i, %i : index
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %v into %o[%k] [2] [1] : tensor<2xf32> into tensor<?xf32>
    }
  }
  return %r : tensor<?xf32>
}
