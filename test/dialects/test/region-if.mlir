// test.region_if (then / else / join regions, a RegionBranchOpInterface op)
// and its terminator test.region_if_yield: the custom form (`%a: T -> R`,
// no space before the colon, `-> ()` without results, no attributes) and
// the generic form, where attributes stay.  (Without results its join
// region yields nothing, printed `test.region_if_yield  : `, which neither
// tool reads back: not printed here.)
// RUN: bufopt %s -split-input-file | FileCheck %s
// RUN: mlir-opt %s -split-input-file | FileCheck %s
// RUN: bufopt %s -split-input-file -mlir-print-op-generic | bufopt -split-input-file | FileCheck %s
// RUN: bufopt %s -split-input-file -mlir-print-op-generic | FileCheck %s --check-prefix=GEN
// RUN: mlir-opt %s -split-input-file -mlir-print-op-generic | FileCheck %s --check-prefix=GEN

// CHECK-LABEL: func @syntax(
// CHECK-SAME: %[[N:.*]]: index, %[[M:.*]]: memref<2xf32>)
// CHECK-NEXT: %[[R:.*]]:2 = test.region_if %[[M]], %[[N]]: memref<2xf32>, index -> (memref<2xf32>, index) then {
// CHECK-NEXT: ^bb0(%[[A:.*]]: memref<2xf32>, %[[I:.*]]: index):
// CHECK-NEXT: test.region_if_yield %[[A]], %[[I]] : memref<2xf32>, index
// CHECK-NEXT: } else {
// CHECK-NEXT: ^bb0(%[[B:.*]]: memref<2xf32>, %[[J:.*]]: index):
// CHECK-NEXT: test.region_if_yield %[[B]], %[[J]] : memref<2xf32>, index {x = 1 : i64}
// CHECK-NEXT: } join {
// CHECK-NEXT: ^bb0(%[[C:.*]]: memref<2xf32>, %[[K:.*]]: index):
// CHECK-NEXT: test.region_if_yield %[[C]], %[[K]] : memref<2xf32>, index
// CHECK-NEXT: }
// CHECK-NEXT: %[[S:.*]] = test.region_if %[[N]]: index -> index then {
// CHECK: return %[[R]]#0, %[[S]]
// GEN-LABEL: sym_name = "syntax"
// GEN: %{{.*}}:2 = "test.region_if"(%arg1, %arg0) ({
// GEN: "test.region_if_yield"(%{{.*}}, %{{.*}}) {x = 1 : i64} : (memref<2xf32>, index) -> ()
// GEN: }) {keep = 3 : i64} : (memref<2xf32>, index) -> (memref<2xf32>, index)
func.func @syntax(%n: index, %m: memref<2xf32>) -> (memref<2xf32>, index) {
  %0:2 = "test.region_if"(%m, %n) ({
  ^bb0(%a: memref<2xf32>, %i: index):
    test.region_if_yield %a, %i : memref<2xf32>, index
  }, {
  ^bb0(%a: memref<2xf32>, %i: index):
    test.region_if_yield %a, %i : memref<2xf32>, index {x = 1}
  }, {
  ^bb0(%a: memref<2xf32>, %i: index):
    test.region_if_yield %a, %i : memref<2xf32>, index
  }) {keep = 3} : (memref<2xf32>, index) -> (memref<2xf32>, index)
  %1 = test.region_if %n : index -> index then {
  ^bb0(%i: index):
    test.region_if_yield %i : index
  } else {
  ^bb0(%i: index):
    test.region_if_yield %i : index
  } join {
  ^bb0(%i: index):
    test.region_if_yield %i : index
  }
  return %0#0, %1 : memref<2xf32>, index
}
