func.func @overwritten(%v: f64, %u: f64) -> (tensor<2x2xf64>, tensor<2x2xf64>) {
  %0 = bufferization.alloc_tensor() {memory_space = 3 : i32} : tensor<2x2xf64>
  %f = linalg.fill ins(%v : f64) outs(%0 : tensor<2x2xf64>) -> tensor<2x2xf64>
  %g = linalg.fill ins(%u : f64) outs(%f : tensor<2x2xf64>) -> tensor<2x2xf64>
  return %f, %g : tensor<2x2xf64>, tensor<2x2xf64>
}
