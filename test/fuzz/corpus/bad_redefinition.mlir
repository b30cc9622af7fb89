func.func @f() {
  %0 = arith.constant 0 : i32
  %0 = arith.constant 1 : i32
  cf.br ^nowhere
}
