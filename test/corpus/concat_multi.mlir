// Corpus: tensor.concat of three tensors along the inner dimension, of a
// tensor with itself along the outer one (the inputs stay readable after),
// and of dynamically shaped tensors (sizes and offsets computed at run time).
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %c6 = arith.constant 6 : index
  %a = arith.constant dense<[[1], [2]]> : tensor<2x1xi32>
  %b = arith.constant dense<[[3, 4], [5, 6]]> : tensor<2x2xi32>
  %e = tensor.empty() : tensor<2x3xi32>
  %k = arith.constant 9 : i32
  %c = linalg.fill ins(%k : i32) outs(%e : tensor<2x3xi32>) -> tensor<2x3xi32>
  %r = tensor.concat dim(1) %a, %b, %c : (tensor<2x1xi32>, tensor<2x2xi32>, tensor<2x3xi32>) -> tensor<2x6xi32>
  %s = tensor.concat dim(0) %r, %r : (tensor<2x6xi32>, tensor<2x6xi32>) -> tensor<4x6xi32>
  %x = arith.constant 0 : i32
  %s2 = tensor.insert %x into %s[%c0, %c0] : tensor<4x6xi32>
  scf.for %i = %c0 to %c4 step %c1 {
    scf.for %j = %c0 to %c6 step %c1 {
      %v = tensor.extract %s2[%i, %j] : tensor<4x6xi32>
      vector.print %v : i32 punctuation <comma>
    }
    vector.print str "\n"
  }
  %r0 = tensor.extract %r[%c0, %c0] : tensor<2x6xi32>
  vector.print %r0 : i32
  %da = tensor.cast %b : tensor<2x2xi32> to tensor<?x?xi32>
  %db = tensor.cast %c : tensor<2x3xi32> to tensor<2x?xi32>
  %dd = tensor.concat dim(1) %da, %db, %da : (tensor<?x?xi32>, tensor<2x?xi32>, tensor<?x?xi32>) -> tensor<?x?xi32>
  %n0 = tensor.dim %dd, %c0 : tensor<?x?xi32>
  %n1 = tensor.dim %dd, %c1 : tensor<?x?xi32>
  vector.print %n1 : index
  scf.for %i = %c0 to %n0 step %c1 {
    scf.for %j = %c0 to %n1 step %c1 {
      %v = tensor.extract %dd[%i, %j] : tensor<?x?xi32>
      vector.print %v : i32 punctuation <comma>
    }
    vector.print str "\n"
  }
  return
}
