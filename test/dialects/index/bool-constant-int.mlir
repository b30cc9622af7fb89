// RUN: bufopt %s | FileCheck %s
// RUN: mlir-opt %s | FileCheck %s

// index.bool.constant's value is an i1 attribute: 1 and 0 spell true and
// false, printed as keywords.

// CHECK: %true = index.bool.constant true
// CHECK-NEXT: %false = index.bool.constant false
func.func @ints() {
  %0 = index.bool.constant 1
  %1 = index.bool.constant 0
  return
}
