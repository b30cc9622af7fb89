// canonicalize on scf.if and arith.select: condition propagation into the
// branches, yields of outside values to arith.select, i1 results that are
// the condition or its negation, unused results dropped; select of 0/1
// constants to extui / xori, select on a negated condition swapped.
// CHECK lines: mlir-opt 22's output, for both tools.
// RUN: bufopt %s --split-input-file --canonicalize | FileCheck %s
// RUN: mlir-opt %s --split-input-file --canonicalize | FileCheck %s

func.func @yields(%c: i1, %x: i32, %y: i32, %m: memref<2xi32>) -> (i1, i1, i32, i32, i32) {
  %true = arith.constant true
  %false = arith.constant false
  %c0 = arith.constant 0 : index
  %r:5 = scf.if %c -> (i1, i1, i32, i32, i32) {
    memref.store %x, %m[%c0] : memref<2xi32>
    %s = arith.addi %x, %y : i32
    scf.yield %true, %false, %x, %s, %y : i1, i1, i32, i32, i32
  } else {
    scf.yield %false, %true, %x, %y, %x : i1, i1, i32, i32, i32
  }
  return %r#0, %r#1, %r#2, %r#3, %r#4 : i1, i1, i32, i32, i32
}
func.func @unused(%c: i1, %x: i32, %m: memref<2xi32>) -> i32 {
  %c0 = arith.constant 0 : index
  %r:2 = scf.if %c -> (i32, i32) {
    %a = arith.muli %x, %x : i32
    memref.store %a, %m[%c0] : memref<2xi32>
    scf.yield %a, %a : i32, i32
  } else {
    %b = arith.addi %x, %x : i32
    scf.yield %b, %x : i32, i32
  }
  return %r#0 : i32
}
func.func @propagate(%c: i1, %m: memref<2xi1>) {
  %c0 = arith.constant 0 : index
  scf.if %c {
    memref.store %c, %m[%c0] : memref<2xi1>
  } else {
    memref.store %c, %m[%c0] : memref<2xi1>
  }
  memref.store %c, %m[%c0] : memref<2xi1>
  return
}
func.func @select(%c: i1, %x: i32, %y: i32) -> i32 {
  %r = scf.if %c -> (i32) {
    scf.yield %x : i32
  } else {
    scf.yield %y : i32
  }
  return %r : i32
}

// CHECK-LABEL: func.func @yields(%arg0: i1, %arg1: i32, %arg2: i32, %arg3: memref<2xi32>) -> (i1, i1, i32, i32, i32) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %0 = arith.xori %arg0, %true : i1
// CHECK-NEXT: %1 = arith.select %arg0, %arg2, %arg1 : i32
// CHECK-NEXT: %2 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: memref.store %arg1, %arg3[%c0] : memref<2xi32>
// CHECK-NEXT: %3 = arith.addi %arg1, %arg2 : i32
// CHECK-NEXT: scf.yield %3 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %arg0, %0, %arg1, %2, %1 : i1, i1, i32, i32, i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @unused(%arg0: i1, %arg1: i32, %arg2: memref<2xi32>) -> i32 {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: %1 = arith.muli %arg1, %arg1 : i32
// CHECK-NEXT: memref.store %1, %arg2[%c0] : memref<2xi32>
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: %1 = arith.addi %arg1, %arg1 : i32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @propagate(%arg0: i1, %arg1: memref<2xi1>) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: scf.if %arg0 {
// CHECK-NEXT: memref.store %true, %arg1[%c0] : memref<2xi1>
// CHECK-NEXT: } else {
// CHECK-NEXT: memref.store %false, %arg1[%c0] : memref<2xi1>
// CHECK-NEXT: }
// CHECK-NEXT: memref.store %arg0, %arg1[%c0] : memref<2xi1>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @select(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT: %0 = arith.select %arg0, %arg1, %arg2 : i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }

// -----

func.func @sel(%c: i1, %x: i32, %y: i32) -> (i32, i32, i1, i32, i8) {
  %true = arith.constant true
  %false = arith.constant false
  %one = arith.constant 1 : i32
  %zero = arith.constant 0 : i32
  %n = arith.xori %c, %true : i1
  %a = arith.select %n, %x, %y : i32
  %b = arith.select %c, %one, %zero : i32
  %d = arith.select %c, %false, %true : i1
  %e = arith.select %c, %zero, %one : i32
  %z8 = arith.constant 0 : i8
  %o8 = arith.constant 1 : i8
  %f = arith.select %n, %o8, %z8 : i8
  return %a, %b, %d, %e, %f : i32, i32, i1, i32, i8
}

// CHECK-LABEL: func.func @sel(%arg0: i1, %arg1: i32, %arg2: i32) -> (i32, i32, i1, i32, i8) {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %0 = arith.select %arg0, %arg2, %arg1 : i32
// CHECK-NEXT: %1 = arith.extui %arg0 : i1 to i32
// CHECK-NEXT: %2 = arith.xori %arg0, %true : i1
// CHECK-NEXT: %3 = arith.xori %arg0, %true : i1
// CHECK-NEXT: %4 = arith.extui %3 : i1 to i32
// CHECK-NEXT: %5 = arith.xori %arg0, %true : i1
// CHECK-NEXT: %6 = arith.extui %5 : i1 to i8
// CHECK-NEXT: return %0, %1, %2, %4, %6 : i32, i32, i1, i32, i8
// CHECK-NEXT: }
