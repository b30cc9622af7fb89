func.func @isnan_int(%f: f32) {
  %0 = math.isnan %f : i32
  return
}
