func.func @cmpf_range_dict(%x: f32) -> i1 {
  %0 = "arith.cmpf"(%x, %x) {predicate = 16 : i64} : (f32, f32) -> i1
  return %0 : i1
}
