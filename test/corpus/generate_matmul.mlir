// Corpus: tensor.generate builds a matrix from its indices (static and
// dynamic), fed to linalg.matmul; tensor.rank and tensor.dim on the results,
// a rank-0 from_elements and a dynamic splat.
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %a = tensor.generate {
  ^bb0(%i: index, %j: index):
    %s = arith.muli %i, %j : index
    %v = arith.index_cast %s : index to i64
    %f = arith.sitofp %v : i64 to f64
    tensor.yield %f : f64
  } : tensor<3x3xf64>
  %b = tensor.generate %c3 {
  ^bb0(%i: index, %j: index):
    %d = arith.subi %i, %j : index
    %v = arith.index_cast %d : index to i64
    %f = arith.sitofp %v : i64 to f64
    tensor.yield %f : f64
  } : tensor<3x?xf64>
  %bs = tensor.cast %b : tensor<3x?xf64> to tensor<3x3xf64>
  %zero = arith.constant 0.0 : f64
  %e = tensor.empty() : tensor<3x3xf64>
  %z = linalg.fill ins(%zero : f64) outs(%e : tensor<3x3xf64>) -> tensor<3x3xf64>
  %m = linalg.matmul ins(%a, %bs : tensor<3x3xf64>, tensor<3x3xf64>) outs(%z : tensor<3x3xf64>) -> tensor<3x3xf64>
  scf.for %i = %c0 to %c3 step %c1 {
    scf.for %j = %c0 to %c3 step %c1 {
      %v = tensor.extract %m[%i, %j] : tensor<3x3xf64>
      vector.print %v : f64 punctuation <comma>
    }
    vector.print str "\n"
  }
  %r = tensor.rank %b : tensor<3x?xf64>
  %d = tensor.dim %b, %c1 : tensor<3x?xf64>
  vector.print %r : index
  vector.print %d : index
  %s0 = tensor.from_elements %zero : tensor<f64>
  %x = tensor.extract %s0[] : tensor<f64>
  vector.print %x : f64
  %sp = tensor.splat %zero[%c3] : tensor<?xf64>
  %n = tensor.dim %sp, %c0 : tensor<?xf64>
  %y = tensor.extract %sp[%c1] : tensor<?xf64>
  vector.print %n : index
  vector.print %y : f64
  return
}
