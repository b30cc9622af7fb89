func.func @results_missing_eq() {
  %r:2 "test.op" () : () -> (i32, i32)
  return
}
