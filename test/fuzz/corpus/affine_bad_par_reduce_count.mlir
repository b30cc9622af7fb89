func.func @par_reduce_count() {
  %0 = affine.parallel (%i) = (0) to (10) -> f32 {
    %c = arith.constant 1.0 : f32
    affine.yield %c : f32
  }
  return
}
