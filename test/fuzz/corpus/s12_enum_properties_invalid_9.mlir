func.func @roundingmode_prop(%y: f64) -> f32 {
  %0 = "arith.truncf"(%y) <{roundingmode = 1 : i64}> : (f64) -> f32
  return %0 : f32
}
