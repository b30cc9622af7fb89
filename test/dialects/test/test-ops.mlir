// RUN: bufopt %s | FileCheck %s
// RUN: bufopt %s | bufopt | FileCheck %s
// RUN: bufopt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: mlir-opt %s | FileCheck %s
// RUN: mlir-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// The test dialect's buffer ops in their custom forms (no flag needed: the
// test dialect is registered), and test.* ops it does not define, which it
// allows as unknown ops in the generic form.

// CHECK-LABEL: func.func @ops(
// CHECK-SAME: %[[A:.*]]: memref<2xf32>, %[[B:.*]]: memref<?xf32>, %[[U:.*]]: memref<*xf32>)
func.func @ops(%a: memref<2xf32>, %b: memref<?xf32>, %u: memref<*xf32>) {
  // CHECK: test.buffer_based in(%[[A]] : memref<2xf32>) out(%[[B]] : memref<?xf32>)
  // GENERIC: "test.buffer_based"(%{{.*}}, %{{.*}}) : (memref<2xf32>, memref<?xf32>) -> ()
  test.buffer_based in(%a: memref<2xf32>) out(%b: memref<?xf32>)
  // CHECK-NEXT: test.buffer_based in(%[[U]] : memref<*xf32>) out(%[[A]] : memref<2xf32>) {tag = 1 : i64}
  test.buffer_based in(%u: memref<*xf32>) out(%a: memref<2xf32>) {tag = 1}
  // CHECK-NEXT: test.copy(%[[A]], %[[B]]) : (memref<2xf32>, memref<?xf32>)
  // GENERIC: "test.copy"(%{{.*}}, %{{.*}}) : (memref<2xf32>, memref<?xf32>) -> ()
  test.copy(%a, %b) : (memref<2xf32>, memref<?xf32>)
  // CHECK-NEXT: test.region_buffer_based in(%[[A]] : memref<2xf32>) out(%[[B]] : memref<?xf32>) {
  // CHECK-NEXT: ^bb0(%[[X:.*]]: f32, %{{.*}}: f32):
  // CHECK-NEXT:   %[[S:.*]] = arith.addf %[[X]], %[[X]] : f32
  // CHECK-NEXT:   test.region_yield %[[S]] : f32
  // CHECK-NEXT: }
  // GENERIC: "test.region_buffer_based"(%{{.*}}, %{{.*}}) ({
  // GENERIC: "test.region_yield"(%{{.*}}) : (f32) -> ()
  // GENERIC-NEXT: }) : (memref<2xf32>, memref<?xf32>) -> ()
  test.region_buffer_based in(%a: memref<2xf32>) out(%b: memref<?xf32>) {
  ^bb0(%x: f32, %y: f32):
    %s = arith.addf %x, %x : f32
    test.region_yield %s : f32
  }
  // CHECK-NEXT: %{{.*}} = "test.forward_buffer"(%[[A]]) : (memref<2xf32>) -> memref<2xf32>
  %f = "test.forward_buffer"(%a) : (memref<2xf32>) -> memref<2xf32>
  // CHECK-NEXT: "test.some_unknown_op"(%[[A]]) : (memref<2xf32>) -> ()
  "test.some_unknown_op"(%a) : (memref<2xf32>) -> ()
  return
}
