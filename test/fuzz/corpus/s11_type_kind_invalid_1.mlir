func.func @tensor_dim(%t: memref<4xf32>, %i: index) {
  %0 = tensor.dim %t, %i : memref<4xf32>
  return
}
