// RUN: bufopt %s | FileCheck %s
// RUN: bufopt %s | bufopt | FileCheck %s
// RUN: bufopt --mlir-print-op-generic %s | bufopt | FileCheck %s

// Generic-form input: properties that upstream default-initialises
// (overflowFlags, fastmath, punctuation) may be missing, and dialect flag
// attributes may be spelled non-canonically; both print as mlir-opt prints.

func.func @f(%a: i32, %x: f32, %v: vector<4xf32>) {
  %0 = "arith.addi"(%a, %a) : (i32, i32) -> i32
  %1 = "arith.addf"(%x, %x) : (f32, f32) -> f32
  %2 = "arith.cmpf"(%x, %x) <{predicate = 1 : i64}> : (f32, f32) -> i1
  %3 = "math.sqrt"(%x) : (f32) -> f32
  %4 = "arith.trunci"(%a) : (i32) -> i8
  "vector.print"(%v) : (vector<4xf32>) -> ()
  "vector.print"() <{punctuation = #vector.punctuation< comma >}> : () -> ()
  %5 = "math.isnan"(%x) : (f32) -> i1
  %6 = "arith.addf"(%x, %x) <{fastmath = #arith.fastmath<ninf, nnan>}> : (f32, f32) -> f32
  %7 = "arith.muli"(%a, %a) <{overflowFlags = #arith.overflow<nuw,nsw>}> : (i32, i32) -> i32
  %8 = "arith.extf"(%x) <{fastmath = #arith.fastmath<afn,reassoc>}> : (f32) -> f64
  %9 = "arith.cmpi"(%a, %a) <{predicate = 9 : i64}> : (i32, i32) -> i1
  %10 = "arith.constant"() <{value = 7 : i32}> : () -> i32
  return
}

// CHECK: module {
// CHECK-NEXT:   func.func @f(%arg0: i32, %arg1: f32, %arg2: vector<4xf32>) {
// CHECK-NEXT:     %0 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT:     %1 = arith.addf %arg1, %arg1 : f32
// CHECK-NEXT:     %2 = arith.cmpf oeq, %arg1, %arg1 : f32
// CHECK-NEXT:     %3 = math.sqrt %arg1 : f32
// CHECK-NEXT:     %4 = arith.trunci %arg0 : i32 to i8
// CHECK-NEXT:     vector.print %arg2 : vector<4xf32>
// CHECK-NEXT:     vector.print punctuation <comma>
// CHECK-NEXT:     %5 = math.isnan %arg1 : f32
// CHECK-NEXT:     %6 = arith.addf %arg1, %arg1 fastmath<nnan,ninf> : f32
// CHECK-NEXT:     %7 = arith.muli %arg0, %arg0 overflow<nsw, nuw> : i32
// CHECK-NEXT:     %8 = arith.extf %arg1 fastmath<reassoc,afn> : f32 to f64
// CHECK-NEXT:     %9 = arith.cmpi uge, %arg0, %arg0 : i32
// CHECK-NEXT:     %c7_i32 = arith.constant 7 : i32
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
