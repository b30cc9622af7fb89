func.func @g() {
  %h = arith.constant 0xFFFFFFFFFFFFFFFFFFFF : i128
  %w = arith.constant 18446744073709551616 : i65
  %v = arith.constant -18446744073709551616 : i65
  %b = arith.constant 1 : i100
  %c = arith.constant -12345678901234567890123 : i96
  "test.use"(%h, %w, %v, %b, %c) {a = 36893488147419103231 : ui66, s = -36893488147419103232 : si66} : (i128, i65, i65, i100, i96) -> ()
  return
}
