// RUN: bufopt %s | FileCheck %s
// RUN: bufopt %s | bufopt | FileCheck %s
// RUN: bufopt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: bufopt %s --mlir-print-op-generic | bufopt | FileCheck %s
// RUN: mlir-opt %s | FileCheck %s
// RUN: mlir-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// The `exact` keyword of arith.divsi / divui / shrsi / shrui: a unit
// property isExact, absent without the keyword; `{isExact}` in the
// attribute dictionary or the generic form's properties set it too.

// CHECK-LABEL: func.func @exact(
// GENERIC-LABEL: sym_name = "exact"
func.func @exact(%a: i64, %b: i64, %v: vector<4xi32>) {
  // CHECK: arith.divsi %{{.*}}, %{{.*}} exact : i64
  // GENERIC: "arith.divsi"(%{{.*}}, %{{.*}}) <{isExact}> : (i64, i64) -> i64
  %0 = arith.divsi %a, %b exact : i64
  // CHECK-NEXT: arith.divui %{{.*}}, %{{.*}} exact {tag = 1 : i32} : i64
  // GENERIC-NEXT: "arith.divui"(%{{.*}}, %{{.*}}) <{isExact}> {tag = 1 : i32} : (i64, i64) -> i64
  %1 = arith.divui %a, %b exact {tag = 1 : i32} : i64
  // CHECK-NEXT: arith.shrsi %{{.*}}, %{{.*}} exact : vector<4xi32>
  // GENERIC-NEXT: "arith.shrsi"(%{{.*}}, %{{.*}}) <{isExact}> : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
  %2 = arith.shrsi %v, %v {isExact} : vector<4xi32>
  // CHECK-NEXT: arith.shrui %{{.*}}, %{{.*}} exact : i64
  // GENERIC-NEXT: "arith.shrui"(%{{.*}}, %{{.*}}) <{isExact}> : (i64, i64) -> i64
  %3 = "arith.shrui"(%a, %b) <{isExact}> : (i64, i64) -> i64
  // CHECK-NEXT: arith.divui %{{.*}}, %{{.*}} : i64
  // GENERIC-NEXT: "arith.divui"(%{{.*}}, %{{.*}}) : (i64, i64) -> i64
  %4 = arith.divui %a, %b : i64
  return
}
