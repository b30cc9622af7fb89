func.func @fastmath_math_dict(%x: f32) -> f32 {
  %0 = "math.sqrt"(%x) {fastmath = 1 : i32} : (f32) -> f32
  return %0 : f32
}
