func.func @promote_out_of_order(%a: tensor<2xf32>, %b: tensor<2xf32>, %f: tensor<1xf32>, %s: tensor<1xf32>) -> (tensor<2xf32>, tensor<2xf32>) {
  %r:2 = scf.forall (%i) in (1) shared_outs(%p = %a, %q = %b) -> (tensor<2xf32>, tensor<2xf32>) {
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %f into %q[0] [1] [1] : tensor<1xf32> into tensor<2xf32>
      tensor.parallel_insert_slice %s into %p[1] [1] [1] : tensor<1xf32> into tensor<2xf32>
    }
  }
  return %r#0, %r#1 : tensor<2xf32>, tensor<2xf32>
}
