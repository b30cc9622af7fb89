func.func @type(%a: i32) attributes {function_type = (i32) -> ()} {
  return
}
