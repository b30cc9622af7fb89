func.func @in_forall() {
  scf.forall (%i) in (4) {
    llvm.return
  }
  return
}
