func.func @f() {
  retur