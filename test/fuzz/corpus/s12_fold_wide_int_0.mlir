func.func @f() -> (i128, i128, i128, i128, i128, i128, i64, i128, i128, ui128, si128) {
  %a = arith.constant 4611686018427387904 : i128
  %s = arith.addi %a, %a : i128
  %m = arith.muli %a, %a : i128
  %max = arith.constant 170141183460469231731687303715884105727 : i128
  %all = arith.constant 340282366920938463463374607431768211455 : i128
  %min = arith.constant -170141183460469231731687303715884105728 : i128
  %o = arith.addi %max, %all : i128
  %n = arith.constant -1 : i64
  %e = arith.extui %n : i64 to i128
  %t = arith.trunci %max : i128 to i64
  %x = arith.xori %max, %min : i128
  %h = arith.constant 0xFFFFFFFFFFFFFFFFFFFF : i128
  %u = "test.c"() {v = 340282366920938463463374607431768211455 : ui128, w = -170141183460469231731687303715884105728 : si128} : () -> ui128
  %z = "test.c"() : () -> si128
  return %s, %m, %max, %all, %min, %o, %t, %e, %x, %u, %z : i128, i128, i128, i128, i128, i128, i64, i128, i128, ui128, si128
}
