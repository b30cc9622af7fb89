func.func @fill_read_inside(%a: f32, %m: memref<4xf32>) {
  %scratch = bufferization.alloc_tensor() : tensor<2xf32>
  %c0 = arith.constant 0 : index
  scf.forall (%i) in (4) {
    %f = linalg.fill ins(%a : f32) outs(%scratch : tensor<2xf32>) -> tensor<2xf32>
    %e = tensor.extract %f[%c0] : tensor<2xf32>
    memref.store %e, %m[%i] : memref<4xf32>
  }
  return
}
