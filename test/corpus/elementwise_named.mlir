// Corpus: the named elementwise linalg ops on f32 and i32.
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
  %a = arith.constant dense<[1.0, -2.0, 3.5, 0.25]> : tensor<4xf32>
  %b = arith.constant dense<[2.0, 4.0, -1.5, 8.0]> : tensor<4xf32>
  %e = tensor.empty() : tensor<4xf32>
  %add = linalg.add ins(%a, %b : tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %sub = linalg.sub ins(%a, %b : tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %mul = linalg.mul ins(%a, %b : tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %div = linalg.div ins(%a, %b : tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %max = linalg.max ins(%a, %b : tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %min = linalg.min ins(%a, %b : tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  func.call @print(%add) : (tensor<4xf32>) -> ()
  func.call @print(%sub) : (tensor<4xf32>) -> ()
  func.call @print(%mul) : (tensor<4xf32>) -> ()
  func.call @print(%div) : (tensor<4xf32>) -> ()
  func.call @print(%max) : (tensor<4xf32>) -> ()
  func.call @print(%min) : (tensor<4xf32>) -> ()
  %ai = arith.constant dense<[7, -7, 100, 3]> : tensor<4xi32>
  %bi = arith.constant dense<[2, 2, -9, 3]> : tensor<4xi32>
  %ei = tensor.empty() : tensor<4xi32>
  %di = linalg.div ins(%ai, %bi : tensor<4xi32>, tensor<4xi32>) outs(%ei : tensor<4xi32>) -> tensor<4xi32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  scf.for %i = %c0 to %c4 step %c1 {
    %v = tensor.extract %di[%i] : tensor<4xi32>
    vector.print %v : i32
  }
  return
}
