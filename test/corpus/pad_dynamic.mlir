// Corpus: tensor.pad with a dynamic source and dynamic low/high pads, the
// padding value computed from the indices; then a 2-D pad of a constant.
func.func @pad1(%t: tensor<?xf32>, %lo: index, %hi: index) -> tensor<?xf32> {
  %p = tensor.pad %t low[%lo] high[%hi] {
  ^bb0(%i: index):
    %v = arith.index_cast %i : index to i32
    %f = arith.sitofp %v : i32 to f32
    %n = arith.negf %f : f32
    tensor.yield %n : f32
  } : tensor<?xf32> to tensor<?xf32>
  return %p : tensor<?xf32>
}
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %src = arith.constant dense<[10.0, 20.0, 30.0]> : tensor<3xf32>
  %d = tensor.cast %src : tensor<3xf32> to tensor<?xf32>
  %p = func.call @pad1(%d, %c2, %c1) : (tensor<?xf32>, index, index) -> tensor<?xf32>
  %n = tensor.dim %p, %c0 : tensor<?xf32>
  vector.print %n : index
  scf.for %i = %c0 to %n step %c1 {
    %v = tensor.extract %p[%i] : tensor<?xf32>
    vector.print %v : f32
  }
  %m = arith.constant dense<[[1, 2], [3, 4]]> : tensor<2x2xi64>
  %zero = arith.constant 7 : i64
  %q = tensor.pad %m low[1, 0] high[0, 1] {
  ^bb0(%i: index, %j: index):
    tensor.yield %zero : i64
  } : tensor<2x2xi64> to tensor<3x3xi64>
  scf.for %i = %c0 to %c3 step %c1 {
    scf.for %j = %c0 to %c3 step %c1 {
      %v = tensor.extract %q[%i, %j] : tensor<3x3xi64>
      vector.print %v : i64 punctuation <comma>
    }
    vector.print str "\n"
  }
  return
}
