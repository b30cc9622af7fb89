// test.graph_region (mlir-opt's test dialect): `attr-dict-with-keyword
// $region`; its region is a graph region, so values may be used before they
// are defined (also in nested graph regions), and no terminator is needed.
// RUN: bufopt %s -allow-unregistered-dialect | FileCheck %s
// RUN: mlir-opt %s -allow-unregistered-dialect | FileCheck %s
// RUN: bufopt %s -allow-unregistered-dialect -mlir-print-op-generic | FileCheck %s --check-prefix=GEN
// RUN: mlir-opt %s -allow-unregistered-dialect -mlir-print-op-generic | FileCheck %s --check-prefix=GEN

// CHECK-LABEL: func @cycle
func.func @cycle() {
  // CHECK: test.graph_region {
  // CHECK-NEXT: %[[A:.*]] = "op.a"(%[[B:.*]]) : (i32) -> i32
  // CHECK-NEXT: %[[B]] = "op.b"(%[[A]]) : (i32) -> i32
  // CHECK-NEXT: }
  // GEN: "test.graph_region"() ({
  // GEN: }) : () -> ()
  test.graph_region {
    %a = "op.a"(%b) : (i32) -> i32
    %b = "op.b"(%a) : (i32) -> i32
  }
  return
}

// CHECK-LABEL: func @nested_and_attrs
func.func @nested_and_attrs() {
  // CHECK: test.graph_region attributes {k = 7 : i64} {
  // CHECK-NEXT: test.graph_region {
  // CHECK-NEXT: "op.use"(%[[V:.*]]) : (i64) -> ()
  // CHECK-NEXT: }
  // CHECK-NEXT: %[[V]] = "op.def"() : () -> i64
  // CHECK-NEXT: }
  // GEN: "test.graph_region"() ({
  // GEN: }) {k = 7 : i64} : () -> ()
  test.graph_region attributes {k = 7} {
    test.graph_region {
      "op.use"(%v) : (i64) -> ()
    }
    %v = "op.def"() : () -> i64
  }
  // CHECK: test.graph_region {
  // CHECK-NEXT: ^bb0(%{{.*}}: i32):
  // CHECK-NEXT: "op.x"() : () -> ()
  "test.graph_region"() ({
  ^bb0(%x: i32):
    "op.x"() : () -> ()
  }) : () -> ()
  return
}
