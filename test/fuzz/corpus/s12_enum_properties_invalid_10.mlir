func.func @roundingmode_dict(%y: f64) -> f32 {
  %0 = "arith.truncf"(%y) {roundingmode = 5 : i32} : (f64) -> f32
  return %0 : f32
}
