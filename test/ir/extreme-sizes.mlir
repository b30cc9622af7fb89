// i0 values and element counts past the int64 range are defined (issue 17):
// `arith.constant 0 : i0` used to shift by 2^32 - 1 while normalizing the
// value, and a shape whose element count overflows int64 wrapped in a
// signed multiply (a 2^64-element memref counted as 0 elements).
// RUN: bufopt %s --split-input-file | FileCheck %s --check-prefixes=CHECK,BUFOPT
// RUN: mlir-opt %s --split-input-file | FileCheck %s
// RUN: bufopt %s --split-input-file --canonicalize | FileCheck %s --check-prefix=CANON
// RUN: bufopt %s --split-input-file --promote-buffers-to-stack | FileCheck %s --check-prefix=PROMOTE

// CHECK-LABEL: func.func @zero_width
// CHECK: arith.constant 0 : i0
// mlir-opt prints an i0 splat as dense<[0, 0]>; bufopt keeps the splat.
// BUFOPT: arith.constant dense<0> : tensor<2xi0>
// CANON-LABEL: func.func @zero_width
// CANON: arith.constant 0 : i0
func.func @zero_width() -> (i0, tensor<2xi0>) {
  %c = arith.constant 0 : i0
  %d = arith.constant dense<0> : tensor<2xi0>
  return %c, %d : i0, tensor<2xi0>
}

// -----

// CHECK-LABEL: func.func @huge
// CHECK-SAME: tensor<99999999999x99999999999xf32>
// CHECK: arith.constant dense<1.000000e+00> : tensor<99999999999x99999999999xf32>
// CHECK: memref.alloc() : memref<4294967296x4294967296xf32>
// CHECK: memref.subview {{.*}} to memref<2x2xf32, strided<[4294967296, 1]>>
func.func @huge(%a: tensor<99999999999x99999999999xf32>) -> tensor<99999999999x99999999999xf32> {
  %c = arith.constant dense<1.0> : tensor<99999999999x99999999999xf32>
  %m = memref.alloc() : memref<4294967296x4294967296xf32>
  %s = memref.subview %m[0, 0] [2, 2] [1, 1] : memref<4294967296x4294967296xf32> to memref<2x2xf32, strided<[4294967296, 1]>>
  return %c : tensor<99999999999x99999999999xf32>
}

// A 2^64-element buffer is not a small allocation (mlir-opt 22 counts it as
// 0 elements and moves it to the stack).
// PROMOTE-LABEL: func.func @huge
// PROMOTE: memref.alloc() : memref<4294967296x4294967296xf32>
// PROMOTE-NOT: memref.alloca
