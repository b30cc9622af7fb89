func.func @memref_rank(%f: f32) {
  %0 = memref.rank %f : f32
  return
}
