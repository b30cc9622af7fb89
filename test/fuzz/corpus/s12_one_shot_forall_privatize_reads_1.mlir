func.func @fill_never_read(%a: f32) {
  %scratch = bufferization.alloc_tensor() : tensor<2xf32>
  scf.forall (%i) in (4) {
    %f = linalg.fill ins(%a : f32) outs(%scratch : tensor<2xf32>) -> tensor<2xf32>
  }
  return
}
