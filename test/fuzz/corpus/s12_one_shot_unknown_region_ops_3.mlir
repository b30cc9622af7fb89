func.func @read_then_write_inside(%v: i64, %i: index) -> i64 {
  %e = tensor.empty() : tensor<16xi64>
  %f = linalg.fill ins(%v : i64) outs(%e : tensor<16xi64>) -> tensor<16xi64>
  %r = "test_unknown.wrap"() ({
    %x = tensor.extract %f[%i] : tensor<16xi64>
    %y = arith.addi %x, %v : i64
    %w = tensor.insert %y into %f[%i] : tensor<16xi64>
    %z = tensor.extract %w[%i] : tensor<16xi64>
    "test_unknown.yield"(%z) : (i64) -> ()
  }) : () -> (i64)
  return %r : i64
}
