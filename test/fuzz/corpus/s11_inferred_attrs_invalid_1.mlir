func.func @vis() attributes {sym_visibility = "private"} {
  return
}
