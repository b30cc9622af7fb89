// RUN: bufopt %s | FileCheck %s
// RUN: bufopt %s | bufopt | FileCheck %s
// RUN: bufopt --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC
// RUN: mlir-opt %s | FileCheck %s
// RUN: mlir-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// ub.poison of scalars and vectors; the default `#ub.poison` value is elided.

// CHECK-LABEL: func.func @poison(
func.func @poison() -> (f32, vector<4xi32>, index) {
  // CHECK: ub.poison : f32
  // GENERIC: "ub.poison"() <{value = #ub.poison}> : () -> f32
  %a = ub.poison : f32
  // CHECK: ub.poison : vector<4xi32>
  %b = ub.poison <#ub.poison> : vector<4xi32>
  // CHECK: ub.poison : index
  %c = "ub.poison"() : () -> index
  return %a, %b, %c : f32, vector<4xi32>, index
}
