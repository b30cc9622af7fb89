func.func @unknown_ub_attr() {
  %0 = ub.poison <#ub.foo> : i32
  return
}
