func.func @bounds_to_static(%t: tensor<?xf32>, %n: index) -> tensor<?xf32> {
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %r = scf.forall (%i) = (%c2) to (%n) step (%c3) shared_outs(%o = %t) -> (tensor<?xf32>) {
    %s = tensor.extract_slice %o[%i] [1] [1] : tensor<?xf32> to tensor<1xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[%i] [1] [1] : tensor<1xf32> into tensor<?xf32>
    }
  }
  return %r : tensor<?xf32>
}
