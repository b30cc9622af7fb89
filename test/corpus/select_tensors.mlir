// Corpus: arith.select between two tensors, then a write into the selected
// one while both inputs are still read (the write must not reach them).
func.func @pick(%c: i1, %a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  %s = arith.select %c, %a, %b : tensor<4xf32>
  %c0 = arith.constant 0 : index
  %z = arith.constant 100.0 : f32
  %w = tensor.insert %z into %s[%c0] : tensor<4xf32>
  return %w : tensor<4xf32>
}
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %true = arith.constant true
  %false = arith.constant false
  %a = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %e = tensor.empty() : tensor<4xf32>
  %f = arith.constant 5.0 : f32
  %b = linalg.fill ins(%f : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %x = func.call @pick(%true, %a, %b) : (i1, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %y = func.call @pick(%false, %a, %b) : (i1, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %s = arith.select %false, %x, %y : tensor<4xf32>
  scf.for %i = %c0 to %c4 step %c1 {
    %v1 = tensor.extract %x[%i] : tensor<4xf32>
    %v2 = tensor.extract %s[%i] : tensor<4xf32>
    %v3 = tensor.extract %a[%i] : tensor<4xf32>
    %v4 = tensor.extract %b[%i] : tensor<4xf32>
    vector.print %v1 : f32 punctuation <comma>
    vector.print %v2 : f32 punctuation <comma>
    vector.print %v3 : f32 punctuation <comma>
    vector.print %v4 : f32
  }
  return
}
