func.func @fill_then_insert(%a: f32, %b: f32) -> tensor<8xf32> {
  %out = bufferization.alloc_tensor() : tensor<8xf32>
  %scratch = bufferization.alloc_tensor() : tensor<2xf32>
  %c1 = arith.constant 1 : index
  %r = scf.forall (%i) in (4) shared_outs(%o = %out) -> (tensor<8xf32>) {
    %f = linalg.fill ins(%a : f32) outs(%scratch : tensor<2xf32>) -> tensor<2xf32>
    %w = tensor.insert %b into %f[%c1] : tensor<2xf32>
    %off = affine.apply affine_map<(d0) -> (d0 * 2)>(%i)
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %w into %o[%off] [2] [1] : tensor<2xf32> into tensor<8xf32>
    }
  }
  return %r : tensor<8xf32>
}
