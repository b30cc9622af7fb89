func.func @fastmath_prop(%x: f32) -> f32 {
  %0 = "arith.addf"(%x, %x) <{fastmath = #arith.overflow<nsw>}> : (f32, f32) -> f32
  return %0 : f32
}
