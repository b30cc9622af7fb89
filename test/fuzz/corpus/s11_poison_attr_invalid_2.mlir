func.func @unit() {
  %0 = ub.poison <unit> : i32
  return
}
