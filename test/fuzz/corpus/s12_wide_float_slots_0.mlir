func.func @f() -> (tensor<4xf128>, f128, tensor<2xf128>) {
  %a = arith.constant 0x3FFF0000000000000000000000000001 : f128
  %s = tensor.splat %a : tensor<4xf128>
  %d = arith.constant dense<[0x3FFF0000000000000000000000000001, 0x3FFF0000000000000000000000000003]> : tensor<2xf128>
  %c1 = arith.constant 1 : index
  %e = tensor.extract %d[%c1] : tensor<2xf128>
  %fe = tensor.from_elements %a, %e : tensor<2xf128>
  return %s, %e, %fe : tensor<4xf128>, f128, tensor<2xf128>
}
