func.func @outer_read_after(%a: f32, %b: f32) -> f32 {
  %e0 = bufferization.alloc_tensor() : tensor<2xf32>
  %scratch = linalg.fill ins(%b : f32) outs(%e0 : tensor<2xf32>) -> tensor<2xf32>
  %c0 = arith.constant 0 : index
  scf.forall (%i) in (4) {
    %f = linalg.fill ins(%a : f32) outs(%scratch : tensor<2xf32>) -> tensor<2xf32>
  }
  %x = tensor.extract %scratch[%c0] : tensor<2xf32>
  return %x : f32
}
