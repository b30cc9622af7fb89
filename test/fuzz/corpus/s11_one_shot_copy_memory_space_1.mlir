func.func @copied(%v: i16, %i: index) -> (tensor<6xi16>, tensor<6xi16>) {
  %0 = bufferization.alloc_tensor() {memory_space = 3 : i32} : tensor<6xi16>
  %f = linalg.fill ins(%v : i16) outs(%0 : tensor<6xi16>) -> tensor<6xi16>
  %w = tensor.insert %v into %f[%i] : tensor<6xi16>
  return %f, %w : tensor<6xi16>, tensor<6xi16>
}
