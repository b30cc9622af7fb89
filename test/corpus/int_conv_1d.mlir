// Corpus: linalg.conv_1d on tensors (O[w] += I[w + kw] * K[kw]), the op of
// MLIR's test-conv-1d-call integration program, here on tensors with a
// dynamic input behind a call: one input element raised to 10 shows the
// window sliding over it ([12, 28, 28, 28, 12, 12]).
func.func private @printMemrefF32(tensor<*xf32>)

func.func @conv(%in: tensor<?xf32>, %k: tensor<3xf32>) -> tensor<?xf32> {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %zero = arith.constant 0.0 : f32
  %n = tensor.dim %in, %c0 : tensor<?xf32>
  %m = arith.subi %n, %c2 : index
  %e = tensor.empty(%m) : tensor<?xf32>
  %o = linalg.fill ins(%zero : f32) outs(%e : tensor<?xf32>) -> tensor<?xf32>
  %r = linalg.conv_1d ins(%in, %k : tensor<?xf32>, tensor<3xf32>) outs(%o : tensor<?xf32>) -> tensor<?xf32>
  return %r : tensor<?xf32>
}

func.func @main() {
  %in = arith.constant dense<[2.0, 2.0, 2.0, 10.0, 2.0, 2.0, 2.0, 2.0]> : tensor<8xf32>
  %k = arith.constant dense<2.0> : tensor<3xf32>
  %d = tensor.cast %in : tensor<8xf32> to tensor<?xf32>
  %r = call @conv(%d, %k) : (tensor<?xf32>, tensor<3xf32>) -> tensor<?xf32>
  %u = tensor.cast %r : tensor<?xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}
