func.func @f() {
  %0 = "x"() : () -> (tensor<99999999999999999999xf32>)
  return
}
