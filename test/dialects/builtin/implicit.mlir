// RUN: bufopt %s | FileCheck %s
// RUN: bufopt %s | bufopt | FileCheck %s
// RUN: bufopt --mlir-print-op-generic %s | bufopt | FileCheck %s

// Top-level ops that are not a single module get an implicit module.

func.func @a() {
  return
}
func.func @b() {
  return
}

// CHECK: module {
// CHECK-NEXT:   func.func @a() {
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @b() {
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
