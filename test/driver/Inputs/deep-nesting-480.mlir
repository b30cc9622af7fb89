func.func @main() {
  %c = arith.constant 1 : i1
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
scf.if %c {
%x = arith.constant 0 : index
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
return
}
