// RUN: bufopt --allow-unregistered-dialect %s | FileCheck %s
// RUN: mlir-opt --allow-unregistered-dialect %s | FileCheck %s
// RUN: bufopt --allow-unregistered-dialect %s | bufopt --allow-unregistered-dialect | FileCheck %s
// RUN: bufopt --allow-unregistered-dialect --mlir-print-op-generic %s | bufopt --allow-unregistered-dialect | FileCheck %s

// A dialect attribute followed by `: type` where no type is expected keeps
// its type (`#foo.attr : i32`), as mlir-opt 22 reads and prints it.
func.func @f() {
  "test.a"() {x = #foo.attr : i32, y = #foo<"x"> : i64, z = #foo.bar<1> : index} : () -> ()
  "test.b"() {w = [#foo.e : f32, #foo.e], v = #foo.e} : () -> ()
  return
}

// CHECK: module {
// CHECK-NEXT:   func.func @f() {
// CHECK-NEXT:     "test.a"() {x = #foo.attr : i32, y = #foo<"x"> : i64, z = #foo.bar<1> : index} : () -> ()
// CHECK-NEXT:     "test.b"() {v = #foo.e, w = [#foo.e : f32, #foo.e]} : () -> ()
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
