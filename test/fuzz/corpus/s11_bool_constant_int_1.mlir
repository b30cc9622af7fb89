func.func @ints() {
  %0 = index.bool.constant 1
  %1 = index.bool.constant 0
  return
}
