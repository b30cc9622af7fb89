// RUN: bufopt %s | FileCheck %s
// RUN: bufopt %s | bufopt | FileCheck %s
// RUN: bufopt --mlir-print-op-generic %s | bufopt | FileCheck %s

// memref.alloca_scope with and without results; the empty return is implicit.
func.func @f() -> f32 {
  %c = arith.constant 1.0 : f32
  memref.alloca_scope {
    %a = memref.alloca() : memref<2xf32>
  }
  %r = memref.alloca_scope -> (f32) {
    memref.alloca_scope.return %c : f32
  }
  %r2:2 = memref.alloca_scope -> (f32, f32) {
    memref.alloca_scope.return %c, %c : f32, f32
  }
  return %r : f32
}

// CHECK: module {
// CHECK-NEXT:   func.func @f() -> f32 {
// CHECK-NEXT:     %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:     memref.alloca_scope  {
// CHECK-NEXT:       %alloca = memref.alloca() : memref<2xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     %0 = memref.alloca_scope  -> (f32) {
// CHECK-NEXT:       memref.alloca_scope.return %cst : f32
// CHECK-NEXT:     }
// CHECK-NEXT:     %1:2 = memref.alloca_scope  -> (f32, f32) {
// CHECK-NEXT:       memref.alloca_scope.return %cst, %cst : f32, f32
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0 : f32
// CHECK-NEXT:   }
// CHECK-NEXT: }
