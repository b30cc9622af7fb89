func.func @one(%x: i32) {
  llvm.return %x : i32
}
