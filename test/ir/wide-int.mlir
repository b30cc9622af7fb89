// RUN: bufopt --allow-unregistered-dialect %s | FileCheck %s
// RUN: mlir-opt --allow-unregistered-dialect %s | FileCheck %s
// RUN: bufopt --allow-unregistered-dialect %s | bufopt --allow-unregistered-dialect | FileCheck %s
// RUN: bufopt --allow-unregistered-dialect --mlir-print-op-generic %s | bufopt --allow-unregistered-dialect | FileCheck %s

// Integer constants of 65 to 128 bits are held exactly: decimal or hex,
// signless (printed signed), signed and unsigned, with the SSA names
// mlir-opt gives arith.constant results.
func.func @g() {
  %h = arith.constant 0xFFFFFFFFFFFFFFFFFFFF : i128
  %w = arith.constant 18446744073709551616 : i65
  %v = arith.constant -18446744073709551616 : i65
  %b = arith.constant 1 : i100
  %c = arith.constant -12345678901234567890123 : i96
  "test.use"(%h, %w, %v, %b, %c) {a = 36893488147419103231 : ui66, s = -36893488147419103232 : si66} : (i128, i65, i65, i100, i96) -> ()
  return
}

// CHECK: module {
// CHECK-NEXT:   func.func @g() {
// CHECK-NEXT:     %c1208925819614629174706175_i128 = arith.constant 1208925819614629174706175 : i128
// CHECK-NEXT:     %c-18446744073709551616_i65 = arith.constant -18446744073709551616 : i65
// CHECK-NEXT:     %c-18446744073709551616_i65_0 = arith.constant -18446744073709551616 : i65
// CHECK-NEXT:     %c1_i100 = arith.constant 1 : i100
// CHECK-NEXT:     %c-12345678901234567890123_i96 = arith.constant -12345678901234567890123 : i96
// CHECK-NEXT:     "test.use"(%c1208925819614629174706175_i128, %c-18446744073709551616_i65, %c-18446744073709551616_i65_0, %c1_i100, %c-12345678901234567890123_i96) {a = 36893488147419103231 : ui66, s = -36893488147419103232 : si66} : (i128, i65, i65, i100, i96) -> ()
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
