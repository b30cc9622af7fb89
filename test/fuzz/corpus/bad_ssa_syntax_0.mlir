func.func @block_arg_missing_type() {
  cf.br ^bb1
^bb1(%a):
  return
}
