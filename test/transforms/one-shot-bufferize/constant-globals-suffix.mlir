// Constant globals of one function: a name taken gets the next suffix of one
// module-wide counter (upstream's symbol uniquing: __constant_2xf32_0,
// __constant_2xi32_1, __constant_2xf32_2).  Expected: mlir-opt 22's.
// RUN: bufopt %s --split-input-file --one-shot-bufferize="bufferize-function-boundaries" | FileCheck %s
// RUN: mlir-opt %s --split-input-file --one-shot-bufferize="bufferize-function-boundaries" | FileCheck %s

func.func @main() -> (tensor<2xf32>, tensor<2xf32>, tensor<2xi32>, tensor<2xi32>, tensor<2xf32>) {
  %x = arith.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %y = arith.constant dense<[3.0, 4.0]> : tensor<2xf32>
  %z = arith.constant dense<[1, 2]> : tensor<2xi32>
  %w = arith.constant dense<[3, 4]> : tensor<2xi32>
  %v = arith.constant dense<[5.0, 6.0]> : tensor<2xf32>
  return %x, %y, %z, %w, %v : tensor<2xf32>, tensor<2xf32>, tensor<2xi32>, tensor<2xi32>, tensor<2xf32>
}

// CHECK: module {
// CHECK-NEXT:   memref.global "private" constant @__constant_2xf32_2 : memref<2xf32> = dense<[5.000000e+00, 6.000000e+00]> {alignment = 64 : i64}
// CHECK-NEXT:   memref.global "private" constant @__constant_2xi32_1 : memref<2xi32> = dense<[3, 4]> {alignment = 64 : i64}
// CHECK-NEXT:   memref.global "private" constant @__constant_2xi32 : memref<2xi32> = dense<[1, 2]> {alignment = 64 : i64}
// CHECK-NEXT:   memref.global "private" constant @__constant_2xf32_0 : memref<2xf32> = dense<[3.000000e+00, 4.000000e+00]> {alignment = 64 : i64}
// CHECK-NEXT:   memref.global "private" constant @__constant_2xf32 : memref<2xf32> = dense<[1.000000e+00, 2.000000e+00]> {alignment = 64 : i64}
// CHECK-NEXT:   func.func @main() -> (memref<2xf32>, memref<2xf32>, memref<2xi32>, memref<2xi32>, memref<2xf32>) {
// CHECK-NEXT:     %0 = memref.get_global @__constant_2xf32 : memref<2xf32>
// CHECK-NEXT:     %1 = memref.get_global @__constant_2xf32_0 : memref<2xf32>
// CHECK-NEXT:     %2 = memref.get_global @__constant_2xi32 : memref<2xi32>
// CHECK-NEXT:     %3 = memref.get_global @__constant_2xi32_1 : memref<2xi32>
// CHECK-NEXT:     %4 = memref.get_global @__constant_2xf32_2 : memref<2xf32>
// CHECK-NEXT:     %cast = memref.cast %0 : memref<2xf32> to memref<2xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     %cast_0 = memref.cast %1 : memref<2xf32> to memref<2xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     %cast_1 = memref.cast %2 : memref<2xi32> to memref<2xi32, strided<[?], offset: ?>>
// CHECK-NEXT:     %cast_2 = memref.cast %3 : memref<2xi32> to memref<2xi32, strided<[?], offset: ?>>
// CHECK-NEXT:     %cast_3 = memref.cast %4 : memref<2xf32> to memref<2xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     return %0, %1, %2, %3, %4 : memref<2xf32>, memref<2xf32>, memref<2xi32>, memref<2xi32>, memref<2xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
