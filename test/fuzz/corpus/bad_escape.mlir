func.func @f() attributes {a = "\zz", b = "\4"} {
  return
}
