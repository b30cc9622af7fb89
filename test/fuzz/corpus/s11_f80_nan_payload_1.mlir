func.func @wide_nans() {
  %0 = arith.constant 0x7FFFE000000000000001 : f80
  %1 = arith.constant 0x7FFFB000000000000011 : f80
  %2 = arith.constant 0xFFFFC000000000100000 : f80
  %3 = arith.constant 0x7FFFC000000000000000 : f80
  %4 = arith.constant 0x7FFF8000000000000000 : f80
  %5 = arith.constant 0x7FFF0000000000000000000000000001 : f128
  %6 = arith.constant 0xFFFF8000000000000000000000000000 : f128
  "test.use"(%0, %1, %2, %3, %4, %5, %6) {a = 0x7FFFE000000001000000 : f80} : (f80, f80, f80, f80, f80, f128, f128) -> ()
  return
}
