// RUN: bufopt --allow-unregistered-dialect %s | FileCheck %s
// RUN: mlir-opt --allow-unregistered-dialect %s | FileCheck %s
// RUN: bufopt --allow-unregistered-dialect %s | bufopt --allow-unregistered-dialect | FileCheck %s
// RUN: bufopt --allow-unregistered-dialect --mlir-print-op-generic %s | bufopt --allow-unregistered-dialect | FileCheck %s

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

// CHECK: module {
// CHECK-NEXT:   func.func @f() {
// CHECK-NEXT:     "test.b"() {f = 0x7FFF8000000000000000 : f80, g = 1.000000e+00 : f80, k = 0xFFFFC000000000000000 : f80, m = 3.000000e+00 : f80, n = -1.000000e+00 : f80, q = 1.500000e+00 : f128, r = 0x7FFF0000000000000000000000000000 : f128, s = 0.000000e+00 : f80} : () -> ()
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @g() -> tensor<2xf80> {
// CHECK-NEXT:     %cst = arith.constant dense<[1.000000e+00, 0x7FFF8000000000000000]> : tensor<2xf80>
// CHECK-NEXT:     return %cst : tensor<2xf80>
// CHECK-NEXT:   }
// CHECK-NEXT: }
