// Corpus: dense constants: splat, non-splat, multi-dimensional, integer
// widths, f64, and a constant used by two consumers.
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %s = arith.constant dense<7> : tensor<2x3xi16>
  %f = arith.constant dense<[[1.5, -2.25], [3.0e5, 1.0e-3]]> : tensor<2x2xf64>
  %i8 = arith.constant dense<[127, -128, 5]> : tensor<3xi8>
  %b = arith.constant dense<[true, false, true]> : tensor<3xi1>
  %v = tensor.extract %s[%c1, %c2] : tensor<2x3xi16>
  vector.print %v : i16
  %w = tensor.extract %f[%c1, %c0] : tensor<2x2xf64>
  %x = tensor.extract %f[%c1, %c1] : tensor<2x2xf64>
  vector.print %w : f64
  vector.print %x : f64
  %y = tensor.extract %i8[%c1] : tensor<3xi8>
  %one = arith.constant 1 : i8
  %y2 = arith.subi %y, %one : i8
  vector.print %y2 : i8
  %z = tensor.extract %b[%c2] : tensor<3xi1>
  vector.print %z : i1
  %e = tensor.empty() : tensor<2x3xi16>
  %sum = linalg.add ins(%s, %s : tensor<2x3xi16>, tensor<2x3xi16>) outs(%e : tensor<2x3xi16>) -> tensor<2x3xi16>
  %u = tensor.extract %sum[%c0, %c0] : tensor<2x3xi16>
  vector.print %u : i16
  return
}
