func.func @write_inside_read_after(%v: i64, %i: index) -> i64 {
  %e = tensor.empty() : tensor<16xi64>
  %f = linalg.fill ins(%v : i64) outs(%e : tensor<16xi64>) -> tensor<16xi64>
  %r = "test_unknown.wrap"() ({
    %w = tensor.insert %v into %f[%i] : tensor<16xi64>
    %x = tensor.extract %w[%i] : tensor<16xi64>
    "test_unknown.yield"(%x) : (i64) -> ()
  }) : () -> (i64)
  %y = tensor.extract %f[%i] : tensor<16xi64>
  %s = arith.addi %r, %y : i64
  return %s : i64
}
