func.func @f() -> i0 {
  %c = arith.constant 0 : i0
  %d = arith.constant dense<0> : tensor<2xi0>
  return %c : i0
}
