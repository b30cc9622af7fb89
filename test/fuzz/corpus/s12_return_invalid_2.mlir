func.func @none() {
  llvm.return
}
