func.func @tensor_rank(%f: f32) {
  %0 = tensor.rank %f : f32
  return
}
