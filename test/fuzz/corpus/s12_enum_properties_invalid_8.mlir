func.func @cmpf_last_case(%x: f32) {
  %0 = "arith.cmpf"(%x, %x) <{predicate = 15 : i64}> : (f32, f32) -> i1
  return %0 : i1
}
