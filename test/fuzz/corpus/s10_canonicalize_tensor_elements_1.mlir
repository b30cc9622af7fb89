func.func @rank_splat_from_elements() -> (index, tensor<2x2xf64>, tensor<3xi8>) {
  %cst = arith.constant dense<1> : tensor<4x5x6xi32>
  %r = tensor.rank %cst : tensor<4x5x6xi32>
  %f = arith.constant 2.5 : f64
  %s = tensor.splat %f : tensor<2x2xf64>
  %a = arith.constant 3 : i8
  %b = arith.constant -1 : i8
  %e = tensor.from_elements %a, %b, %a : tensor<3xi8>
  return %r, %s, %e : index, tensor<2x2xf64>, tensor<3xi8>
}
