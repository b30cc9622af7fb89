func.func @float_constant() {
  %0 = index.constant 1.5 {x}
  return
}
