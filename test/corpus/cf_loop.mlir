// Corpus: unstructured control flow (cf.cond_br / cf.br, a diamond) with
// tensors as block arguments: each side writes a different element of the
// argument or of a new tensor, the join reads it; the caller keeps reading
// its own tensor.
func.func @step(%c: i1, %t: tensor<4xi32>, %k: index) -> tensor<4xi32> {
  %v = arith.index_cast %k : index to i32
  cf.cond_br %c, ^left, ^right
^left:
  %l = tensor.insert %v into %t[%k] : tensor<4xi32>
  cf.br ^join(%l : tensor<4xi32>)
^right:
  %e = tensor.empty() : tensor<4xi32>
  %m = arith.constant -5 : i32
  %f = linalg.fill ins(%m : i32) outs(%e : tensor<4xi32>) -> tensor<4xi32>
  cf.br ^join(%f : tensor<4xi32>)
^join(%r: tensor<4xi32>):
  %c0 = arith.constant 0 : index
  %x = tensor.extract %r[%c0] : tensor<4xi32>
  %one = arith.constant 1 : i32
  %y = arith.addi %x, %one : i32
  %r2 = tensor.insert %y into %r[%c0] : tensor<4xi32>
  return %r2 : tensor<4xi32>
}
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %true = arith.constant true
  %false = arith.constant false
  %t = arith.constant dense<[10, 20, 30, 40]> : tensor<4xi32>
  %a = func.call @step(%true, %t, %c2) : (i1, tensor<4xi32>, index) -> tensor<4xi32>
  %b = func.call @step(%false, %a, %c1) : (i1, tensor<4xi32>, index) -> tensor<4xi32>
  %d = func.call @step(%true, %a, %c1) : (i1, tensor<4xi32>, index) -> tensor<4xi32>
  scf.for %i = %c0 to %c4 step %c1 {
    %x = tensor.extract %t[%i] : tensor<4xi32>
    %y = tensor.extract %a[%i] : tensor<4xi32>
    %z = tensor.extract %b[%i] : tensor<4xi32>
    %w = tensor.extract %d[%i] : tensor<4xi32>
    vector.print %x : i32 punctuation <comma>
    vector.print %y : i32 punctuation <comma>
    vector.print %z : i32 punctuation <comma>
    vector.print %w : i32
  }
  return
}
