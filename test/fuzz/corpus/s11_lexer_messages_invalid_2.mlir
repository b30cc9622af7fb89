func.func @block_sigil() {
  return
^<:
}
