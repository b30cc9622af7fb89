// RUN: bufopt %s --allow-unregistered-dialect | FileCheck %s
// RUN: bufopt %s --allow-unregistered-dialect | bufopt --allow-unregistered-dialect | FileCheck %s
// RUN: bufopt %s --allow-unregistered-dialect --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: mlir-opt %s --allow-unregistered-dialect | FileCheck %s
// RUN: mlir-opt %s --allow-unregistered-dialect --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// test.affine_scope is an affine scope (MLIR's AffineScope trait): a value
// of the region around it is a valid symbol inside it, since the affine
// verifiers ask in the scope of the op being verified, not of the value's
// definition.  The custom form is the region alone.

// CHECK-LABEL: func.func @iv_as_symbol(
// CHECK-SAME: %[[N:.*]]: index, %[[A:.*]]: memref<?xf32>)
func.func @iv_as_symbol(%n : index, %A : memref<?xf32>) {
  // CHECK: affine.for %[[I:.*]] = 0 to %[[N]] {
  affine.for %i = 0 to %n {
    // CHECK-NEXT: %[[M:.*]] = arith.addi %[[I]], %[[I]] : index
    %m = arith.addi %i, %i : index
    // CHECK-NEXT: test.affine_scope {
    test.affine_scope {
      // CHECK-NEXT: affine.for %{{.*}} = %[[I]] to %[[M]] {
      affine.for %j = %i to %m {
        // CHECK-NEXT: affine.load %[[A]][%[[M]] - 1] : memref<?xf32>
        %v = affine.load %A[%m - 1] : memref<?xf32>
      }
      // CHECK: "terminate"() : () -> ()
      "terminate"() : () -> ()
    }
  }
  return
}

// GENERIC-LABEL: sym_name = "attrs_and_args"
// CHECK-LABEL: func.func @attrs_and_args(
func.func @attrs_and_args() {
  // The custom form drops the entry block's arguments and the attributes
  // (mlir-opt 22 does); the generic form keeps them.
  // CHECK: test.affine_scope {
  // CHECK-NEXT: "terminate"() : () -> ()
  // CHECK-NEXT: }
  // GENERIC: "test.affine_scope"() ({
  // GENERIC-NEXT: ^bb0(%{{.*}}: index):
  // GENERIC-NEXT: "terminate"() : () -> ()
  // GENERIC-NEXT: }) {tag = 3 : i32} : () -> ()
  "test.affine_scope"() ({
  ^bb0(%a: index):
    "terminate"() : () -> ()
  }) {tag = 3 : i32} : () -> ()
  return
}
