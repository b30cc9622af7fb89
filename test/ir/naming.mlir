// RUN: bufopt --allow-unregistered-dialect %s | FileCheck %s
// RUN: bufopt --allow-unregistered-dialect %s | bufopt --allow-unregistered-dialect | FileCheck %s
// RUN: bufopt --allow-unregistered-dialect --mlir-print-op-generic %s | bufopt --allow-unregistered-dialect | FileCheck %s

// SSA naming as mlir-opt does it: entry-block arguments are %argN, sibling
// regions restart from their parent's counters, names from asm_result_names
// get _N suffixes from one conflict counter, result groups print as %x#k.
func.func @names(%a: i32, %b: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c0_dup = arith.constant 0 : index
  %one = arith.constant 1 : i32
  %t = arith.constant true
  %f = arith.constant 1.5 : f32
  %r1 = "test.region"() ({
  ^bb0(%x: i32):
    %c0_in = arith.constant 0 : index
    %s = arith.addi %x, %one : i32
    "test.yield"(%s) : (i32) -> ()
  }) : () -> i32
  %r2 = "test.region"() ({
  ^bb0(%y: i32):
    %c0_in2 = arith.constant 0 : index
    %s2 = arith.addi %y, %r1 : i32
    "test.yield"(%s2) : (i32) -> ()
  }) : () -> i32
  %m:2 = "test.two"() : () -> (i32, i32)
  %sum = arith.addi %m#1, %r2 : i32
  func.return %sum : i32
}
func.func @second(%a: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %m = arith.constant -7 : i32
  %big = arith.constant 9223372036854775807 : i64
  %neg = arith.constant -128 : i8
  %u = "test.id"(%a) : (i32) -> i32
  func.return %u : i32
}

// CHECK: module {
// CHECK-NEXT:   func.func @names(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c0_0 = arith.constant 0 : index
// CHECK-NEXT:     %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:     %true = arith.constant true
// CHECK-NEXT:     %cst = arith.constant 1.500000e+00 : f32
// CHECK-NEXT:     %0 = "test.region"() ({
// CHECK-NEXT:     ^bb0(%arg2: i32):
// CHECK-NEXT:       %c0_1 = arith.constant 0 : index
// CHECK-NEXT:       %4 = arith.addi %arg2, %c1_i32 : i32
// CHECK-NEXT:       "test.yield"(%4) : (i32) -> ()
// CHECK-NEXT:     }) : () -> i32
// CHECK-NEXT:     %1 = "test.region"() ({
// CHECK-NEXT:     ^bb0(%arg2: i32):
// CHECK-NEXT:       %c0_1 = arith.constant 0 : index
// CHECK-NEXT:       %4 = arith.addi %arg2, %0 : i32
// CHECK-NEXT:       "test.yield"(%4) : (i32) -> ()
// CHECK-NEXT:     }) : () -> i32
// CHECK-NEXT:     %2:2 = "test.two"() : () -> (i32, i32)
// CHECK-NEXT:     %3 = arith.addi %2#1, %1 : i32
// CHECK-NEXT:     return %3 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @second(%arg0: i32) -> i32 {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c-7_i32 = arith.constant -7 : i32
// CHECK-NEXT:     %c9223372036854775807_i64 = arith.constant 9223372036854775807 : i64
// CHECK-NEXT:     %c-128_i8 = arith.constant -128 : i8
// CHECK-NEXT:     %0 = "test.id"(%arg0) : (i32) -> i32
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
