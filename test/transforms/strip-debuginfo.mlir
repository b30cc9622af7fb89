// strip-debuginfo resets every location (ops and block arguments) to unknown.
// RUN: bufopt --strip-debuginfo --mlir-print-debuginfo %s | FileCheck %s
// RUN: mlir-opt --strip-debuginfo --mlir-print-debuginfo %s | FileCheck %s

// CHECK: #loc = loc(unknown)
// CHECK: func.func @f(%arg0: i32 loc(unknown)) -> i32 {
// CHECK: return %arg0 : i32 loc(#loc)
// CHECK-NOT: strip-debuginfo.mlir
func.func @f(%a: i32) -> i32 {
  return %a : i32
}
