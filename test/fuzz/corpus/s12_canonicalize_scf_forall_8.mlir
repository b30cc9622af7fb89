func.func @out_cast_insertions_out_of_order(%a: tensor<8xf32>, %b: tensor<4xf32>, %x: tensor<2xf32>, %y: tensor<1xf32>) -> (tensor<?xf32>, tensor<?xf32>) {
  %ca = tensor.cast %a : tensor<8xf32> to tensor<?xf32>
  %cb = tensor.cast %b : tensor<4xf32> to tensor<?xf32>
  %r:2 = scf.forall (%i) in (2) shared_outs(%p = %ca, %q = %cb) -> (tensor<?xf32>, tensor<?xf32>) {
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %y into %q[%i] [1] [1] : tensor<1xf32> into tensor<?xf32>
      tensor.parallel_insert_slice %x into %p[%i] [2] [1] : tensor<2xf32> into tensor<?xf32>
    }
  }
  return %r#0, %r#1 : tensor<?xf32>, tensor<?xf32>
}
