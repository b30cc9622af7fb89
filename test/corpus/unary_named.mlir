// Corpus: the named unary linalg ops (exp, log, abs, ceil, floor, negf,
// reciprocal, round, sqrt, square, tanh, erf) and linalg.powf.
func.func @print(%t: tensor<4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  scf.for %i = %c0 to %c4 step %c1 {
    %v = tensor.extract %t[%i] : tensor<4xf32>
    vector.print %v : f32 punctuation <comma>
  }
  vector.print str "\n"
  return
}
func.func @main() {
  %a = arith.constant dense<[0.5, 1.75, 2.5, 4.0]> : tensor<4xf32>
  %n = arith.constant dense<[-0.5, 1.25, -2.5, 3.0]> : tensor<4xf32>
  %e = tensor.empty() : tensor<4xf32>
  %r1 = linalg.exp ins(%a : tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  func.call @print(%r1) : (tensor<4xf32>) -> ()
  %r2 = linalg.log ins(%a : tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  func.call @print(%r2) : (tensor<4xf32>) -> ()
  %r3 = linalg.abs ins(%n : tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  func.call @print(%r3) : (tensor<4xf32>) -> ()
  %r4 = linalg.ceil ins(%n : tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  func.call @print(%r4) : (tensor<4xf32>) -> ()
  %r5 = linalg.floor ins(%n : tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  func.call @print(%r5) : (tensor<4xf32>) -> ()
  %r6 = linalg.negf ins(%n : tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  func.call @print(%r6) : (tensor<4xf32>) -> ()
  %r7 = linalg.reciprocal ins(%a : tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  func.call @print(%r7) : (tensor<4xf32>) -> ()
  %r8 = linalg.round ins(%n : tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  func.call @print(%r8) : (tensor<4xf32>) -> ()
  %r9 = linalg.sqrt ins(%a : tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  func.call @print(%r9) : (tensor<4xf32>) -> ()
  %r10 = linalg.square ins(%n : tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  func.call @print(%r10) : (tensor<4xf32>) -> ()
  %r11 = linalg.tanh ins(%n : tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  func.call @print(%r11) : (tensor<4xf32>) -> ()
  %r12 = linalg.erf ins(%n : tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  func.call @print(%r12) : (tensor<4xf32>) -> ()
  %r13 = linalg.powf ins(%a, %n : tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  func.call @print(%r13) : (tensor<4xf32>) -> ()
  return
}
