// Corpus: per-row maximum through rank-reducing extract_slice in a loop,
// collected with tensor.insert; f64 and dynamic row count.
func.func @rowmax(%m: tensor<?x4xf64>) -> tensor<?xf64> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %n = tensor.dim %m, %c0 : tensor<?x4xf64>
  %e = tensor.empty(%n) : tensor<?xf64>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %e) -> tensor<?xf64> {
    %row = tensor.extract_slice %m[%i, 0] [1, 4] [1, 1] : tensor<?x4xf64> to tensor<4xf64>
    %ninf = arith.constant -1.0e300 : f64
    %mx = scf.for %j = %c0 to %c4 step %c1 iter_args(%b = %ninf) -> f64 {
      %v = tensor.extract %row[%j] : tensor<4xf64>
      %nb = arith.maxnumf %v, %b : f64
      scf.yield %nb : f64
    }
    %u = tensor.insert %mx into %acc[%i] : tensor<?xf64>
    scf.yield %u : tensor<?xf64>
  }
  return %r : tensor<?xf64>
}
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %m = arith.constant dense<[[1.0, 7.5, -2.0, 3.0], [-1.0, -2.0, -0.5, -3.0], [1.0e10, 2.0, 3.0, 1.0e11]]> : tensor<3x4xf64>
  %d = tensor.cast %m : tensor<3x4xf64> to tensor<?x4xf64>
  %r = func.call @rowmax(%d) : (tensor<?x4xf64>) -> tensor<?xf64>
  scf.for %i = %c0 to %c3 step %c1 {
    %v = tensor.extract %r[%i] : tensor<?xf64>
    vector.print %v : f64
  }
  return
}
