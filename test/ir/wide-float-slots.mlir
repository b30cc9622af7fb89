// RUN: bufopt %s -canonicalize | FileCheck %s
// RUN: mlir-opt %s -canonicalize | FileCheck %s

// Folds written for doubles (tensor.splat, tensor.extract and
// tensor.from_elements of constants) keep f128 values exact: the double
// slot of a value no double holds names the exact pattern (float_wide.h).
func.func @f() -> (tensor<4xf128>, f128, tensor<2xf128>) {
  %a = arith.constant 0x3FFF0000000000000000000000000001 : f128
  %s = tensor.splat %a : tensor<4xf128>
  %d = arith.constant dense<[0x3FFF0000000000000000000000000001, 0x3FFF0000000000000000000000000003]> : tensor<2xf128>
  %c1 = arith.constant 1 : index
  %e = tensor.extract %d[%c1] : tensor<2xf128>
  %fe = tensor.from_elements %a, %e : tensor<2xf128>
  return %s, %e, %fe : tensor<4xf128>, f128, tensor<2xf128>
}

// CHECK: module {
// CHECK-NEXT:   func.func @f() -> (tensor<4xf128>, f128, tensor<2xf128>) {
// CHECK-NEXT:     %cst = arith.constant dense<1.00000000000000000000000000000000019> : tensor<4xf128>
// CHECK-NEXT:     %cst_0 = arith.constant 1.00000000000000000000000000000000058 : f128
// CHECK-NEXT:     %cst_1 = arith.constant dense<[1.00000000000000000000000000000000019, 1.00000000000000000000000000000000058]> : tensor<2xf128>
// CHECK-NEXT:     return %cst, %cst_0, %cst_1 : tensor<4xf128>, f128, tensor<2xf128>
// CHECK-NEXT:   }
// CHECK-NEXT: }
