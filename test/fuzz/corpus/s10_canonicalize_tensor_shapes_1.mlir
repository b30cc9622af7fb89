func.func @dims(%t: tensor<3x?xf32>, %n: index, %m: index) -> (index, index, index, index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = tensor.dim %t, %c0 : tensor<3x?xf32>
  %e = tensor.empty(%n, %m) : tensor<?x4x?xf32>
  %c2 = arith.constant 2 : index
  %b = tensor.dim %e, %c2 : tensor<?x4x?xf32>
  %g = tensor.generate %m {
  ^bb0(%i: index, %j: index):
    tensor.yield %i : index
  } : tensor<5x?xindex>
  %d = tensor.dim %g, %c1 : tensor<5x?xindex>
  %c = tensor.cast %t : tensor<3x?xf32> to tensor<?x?xf32>
  %f = tensor.dim %c, %c1 : tensor<?x?xf32>
  %s = tensor.extract_slice %t[0, 1] [2, %n] [1, 1] : tensor<3x?xf32> to tensor<2x?xf32>
  %h = tensor.dim %s, %c1 : tensor<2x?xf32>
  return %a, %b, %d, %f, %h : index, index, index, index, index
}
