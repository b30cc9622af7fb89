// RUN: bufopt --allow-unregistered-dialect %s -canonicalize | FileCheck %s
// RUN: mlir-opt --allow-unregistered-dialect %s -canonicalize | FileCheck %s

// arith folds of i65..i128 constants compute in 128 bits and wrap at the
// type's width (2^62 + 2^62 is 2^63, not int64's -2^63).
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

// CHECK: module {
// CHECK-NEXT:   func.func @f() -> (i128, i128, i128, i128, i128, i128, i64, i128, i128, ui128, si128) {
// CHECK-NEXT:     %c-170141183460469231731687303715884105728_i128 = arith.constant -170141183460469231731687303715884105728 : i128
// CHECK-NEXT:     %c-1_i128 = arith.constant -1 : i128
// CHECK-NEXT:     %c170141183460469231731687303715884105727_i128 = arith.constant 170141183460469231731687303715884105727 : i128
// CHECK-NEXT:     %c9223372036854775808_i128 = arith.constant 9223372036854775808 : i128
// CHECK-NEXT:     %c21267647932558653966460912964485513216_i128 = arith.constant 21267647932558653966460912964485513216 : i128
// CHECK-NEXT:     %c170141183460469231731687303715884105726_i128 = arith.constant 170141183460469231731687303715884105726 : i128
// CHECK-NEXT:     %c18446744073709551615_i128 = arith.constant 18446744073709551615 : i128
// CHECK-NEXT:     %c-1_i64 = arith.constant -1 : i64
// CHECK-NEXT:     %0 = "test.c"() {v = 340282366920938463463374607431768211455 : ui128, w = -170141183460469231731687303715884105728 : si128} : () -> ui128
// CHECK-NEXT:     %1 = "test.c"() : () -> si128
// CHECK-NEXT:     return %c9223372036854775808_i128, %c21267647932558653966460912964485513216_i128, %c170141183460469231731687303715884105727_i128, %c-1_i128, %c-170141183460469231731687303715884105728_i128, %c170141183460469231731687303715884105726_i128, %c-1_i64, %c18446744073709551615_i128, %c-1_i128, %0, %1 : i128, i128, i128, i128, i128, i128, i64, i128, i128, ui128, si128
// CHECK-NEXT:   }
// CHECK-NEXT: }
