// f80 and f128 constants written as bit patterns (0x...): read and printed
// as mlir-opt 22 does (finite values in decimal, infinities and NaNs in hex).
func.func @f() {
  "test.b"() {f = 0x7FFF8000000000000000 : f80, g = 0x3FFF8000000000000000 : f80, k = 0xFFFFC000000000000000 : f80, m = 0x4000C000000000000000 : f80, n = 0xBFFF8000000000000000 : f80, q = 0x3FFF8000000000000000000000000000 : f128, r = 0x7FFF0000000000000000000000000000 : f128, s = 0x0 : f80}: () -> ()
  return
}
func.func @g() -> tensor<2xf80> {
  %c = arith.constant dense<[0x3FFF8000000000000000, 0x7FFF8000000000000000]> : tensor<2xf80>
  return %c : tensor<2xf80>
}
