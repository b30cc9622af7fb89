func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %x = arith.constant dense<[[[1.0, 2.0, 3.0], [-1.0, 0.5, 0.25]],
                             [[0.0, 0.0, 0.0], [10.0, -10.0, 4.0]]]> : tensor<2x2x3xf32>
  %e = tensor.empty() : tensor<2x2x3xf32>
  %last = linalg.softmax dimension(2) ins(%x : tensor<2x2x3xf32>) outs(%e : tensor<2x2x3xf32>) -> tensor<2x2x3xf32>
  %mid = linalg.softmax dimension(1) ins(%x : tensor<2x2x3xf32>) outs(%e : tensor<2x2x3xf32>) -> tensor<2x2x3xf32>
  %first = linalg.softmax dimension(0) ins(%mid : tensor<2x2x3xf32>) outs(%last : tensor<2x2x3xf32>) -> tensor<2x2x3xf32>
  scf.for %i = %c0 to %c2 step %c1 {
    scf.for %j = %c0 to %c2 step %c1 {
      scf.for %k = %c0 to %c3 step %c1 {
        %a = tensor.extract %last[%i, %j, %k] : tensor<2x2x3xf32>
        %b = tensor.extract %mid[%i, %j, %k] : tensor<2x2x3xf32>
        %c = tensor.extract %first[%i, %j, %k] : tensor<2x2x3xf32>
        vector.print %a : f32 punctuation <comma>
        vector.print %b : f32 punctuation <comma>
        vector.print %c : f32
      }
    }
  }
  %d = arith.constant dense<[[0.5, 1.5, -2.0, 700.0], [1.0, 1.0, 1.0, 1.0]]> : tensor<2x4xf64>
  %e64 = tensor.empty() : tensor<2x4xf64>
  %s64 = linalg.softmax dimension(1) ins(%d : tensor<2x4xf64>) outs(%e64 : tensor<2x4xf64>) -> tensor<2x4xf64>
  scf.for %i = %c0 to %c2 step %c1 {
    %v0 = tensor.extract %s64[%i, %c0] : tensor<2x4xf64>
    %v3 = tensor.extract %s64[%i, %c3] : tensor<2x4xf64>
    vector.print %v0 : f64 punctuation <comma>
    vector.print %v3 : f64
  }
  return
}
