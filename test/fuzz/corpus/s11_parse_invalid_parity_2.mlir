func.func @bool_out_of_range() {
  %0 = index.bool.constant 2
  return
}
