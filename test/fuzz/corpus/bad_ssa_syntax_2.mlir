func.func @results_missing_eq2() {
  %a, %b "test.op" () : () -> (i32, i32)
  return
}
