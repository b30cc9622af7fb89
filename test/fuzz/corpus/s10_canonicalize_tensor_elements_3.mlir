func.func @insert_same_splat(%i: index) -> tensor<3xi32> {
  %d = arith.constant dense<9> : tensor<3xi32>
  %v = arith.constant 9 : i32
  %r = tensor.insert %v into %d[%i] : tensor<3xi32>
  return %r : tensor<3xi32>
}
