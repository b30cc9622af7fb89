func.func @par_yield_types() {
  %0 = affine.parallel (%i) = (0) to (10) reduce ("addf") -> f32 {
    %c = arith.constant 1.0 : f64
    affine.yield %c : f64
  }
  return
}
