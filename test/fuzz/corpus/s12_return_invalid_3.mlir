func.func @not_a_terminator(%x: i32) {
  llvm.return
  return
}
