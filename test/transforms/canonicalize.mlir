// canonicalize: folders (arith integer/index/i1 constants and identities,
// memref.dim), patterns (scf.if on constant conditions, empty else
// branches, scf.for with zero or one trip, dealloc of an otherwise unused
// alloc), dead ops erased and constants uniqued and hoisted to the top of
// the function in mlir-opt's order.  CHECK lines: mlir-opt 22's output,
// for both tools.
// RUN: bufopt %s --split-input-file --canonicalize | FileCheck %s
// RUN: mlir-opt %s --split-input-file --canonicalize | FileCheck %s
// RUN: bufopt %s --split-input-file --canonicalize | bufopt --split-input-file --canonicalize | FileCheck %s

// Constant folding wraps at the type's width; identities fold to operands;
// a constant on the left of a commutative op moves right first.
func.func @arith(%x: i32, %b: i1) -> (i32, i32, i1, index) {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %s = arith.addi %c1, %c2 : i32
  %m = arith.muli %s, %x : i32
  %z = arith.constant 0 : i32
  %a = arith.addi %m, %z : i32
  %t = arith.constant true
  %o = arith.andi %t, %b : i1
  %f = arith.constant false
  %o2 = arith.ori %o, %f : i1
  %i = arith.index_cast %c2 : i32 to index
  %dead = arith.muli %x, %x : i32
  %c1b = arith.constant 1 : i32
  %q = arith.addi %c1b, %a : i32
  return %a, %q, %o2, %i : i32, i32, i1, index
}

// CHECK-LABEL: func.func @arith(%arg0: i32, %arg1: i1) -> (i32, i32, i1, index) {
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT: %0 = arith.muli %arg0, %c3_i32 : i32
// CHECK-NEXT: %1 = arith.addi %0, %c1_i32 : i32
// CHECK-NEXT: return %0, %1, %arg1, %c2 : i32, i32, i1, index
// CHECK-NEXT: }

// -----

func.func @wrap_and_casts() -> (i8, i32, i32, i1, i32, i32, i64) {
  %big = arith.constant 120 : i8
  %sum = arith.addi %big, %big : i8
  %neg = arith.constant -3 : i8
  %ext = arith.extsi %neg : i8 to i32
  %ext2 = arith.extui %neg : i8 to i32
  %tr = arith.trunci %ext2 : i32 to i8
  %cmp = arith.cmpi ult, %neg, %sum : i8
  %div = arith.divsi %ext, %ext2 : i32
  %rem = arith.remui %ext2, %ext : i32
  %c7 = arith.constant 7 : i64
  %c2 = arith.constant 2 : i64
  %d = arith.divui %c7, %c2 : i64
  %mx = arith.maxsi %d, %c2 : i64
  %sh = arith.subi %mx, %c7 : i64
  return %tr, %ext, %ext2, %cmp, %div, %rem, %sh : i8, i32, i32, i1, i32, i32, i64
}

// CHECK-LABEL: func.func @wrap_and_casts() -> (i8, i32, i32, i1, i32, i32, i64) {
// CHECK-NEXT: %c-3_i32 = arith.constant -3 : i32
// CHECK-NEXT: %c253_i32 = arith.constant 253 : i32
// CHECK-NEXT: %c-3_i8 = arith.constant -3 : i8
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %c-4_i64 = arith.constant -4 : i64
// CHECK-NEXT: return %c-3_i8, %c-3_i32, %c253_i32, %false, %c0_i32, %c253_i32, %c-4_i64 : i8, i32, i32, i1, i32, i32, i64
// CHECK-NEXT: }

// -----

// Nothing to fold: division by zero and the signed overflow stay.
func.func @no_fold(%x: i32) -> (i32, i32, i32) {
  %z = arith.constant 0 : i32
  %min = arith.constant -2147483648 : i32
  %m1 = arith.constant -1 : i32
  %a = arith.divsi %x, %z : i32
  %b = arith.divsi %min, %m1 : i32
  %c = arith.remui %x, %z : i32
  return %a, %b, %c : i32, i32, i32
}

// CHECK-LABEL: func.func @no_fold(%arg0: i32) -> (i32, i32, i32) {
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %c-2147483648_i32 = arith.constant -2147483648 : i32
// CHECK-NEXT: %c-1_i32 = arith.constant -1 : i32
// CHECK-NEXT: %0 = arith.divsi %arg0, %c0_i32 : i32
// CHECK-NEXT: %1 = arith.divsi %c-2147483648_i32, %c-1_i32 : i32
// CHECK-NEXT: %2 = arith.remui %arg0, %c0_i32 : i32
// CHECK-NEXT: return %0, %1, %2 : i32, i32, i32
// CHECK-NEXT: }

// -----

func.func @logic(%x: i32, %c: i1) -> (i1, i1, i32, i32, i1, i32) {
  %true = arith.constant true
  %false = arith.constant false
  %e = arith.cmpi eq, %x, %x : i32
  %f = arith.cmpi slt, %x, %x : i32
  %g = arith.ori %e, %f : i1
  %n = arith.cmpi ne, %c, %false : i1
  %h = arith.andi %g, %n : i1
  %k = arith.xori %h, %h : i1
  %l = arith.xori %c, %k : i1
  %s = arith.select %c, %x, %x : i32
  %zero = arith.constant 0 : i32
  %t = arith.select %true, %s, %zero : i32
  %sel = arith.select %c, %true, %false : i1
  %five = arith.constant 5 : i32
  %lt = arith.cmpi sgt, %five, %x : i32
  %w = arith.extui %lt : i1 to i32
  return %l, %sel, %t, %w, %lt, %s : i1, i1, i32, i32, i1, i32
}

// CHECK-LABEL: func.func @logic(%arg0: i32, %arg1: i1) -> (i1, i1, i32, i32, i1, i32) {
// CHECK-NEXT: %c5_i32 = arith.constant 5 : i32
// CHECK-NEXT: %0 = arith.cmpi slt, %arg0, %c5_i32 : i32
// CHECK-NEXT: %1 = arith.extui %0 : i1 to i32
// CHECK-NEXT: return %arg1, %arg1, %arg0, %1, %0, %arg0 : i1, i1, i32, i32, i1, i32
// CHECK-NEXT: }

// -----

func.func @ifs(%x: i32, %c: i1, %m: memref<4xi32>) -> i32 {
  %true = arith.constant true
  %false = arith.constant false
  %r = scf.if %true -> (i32) {
    %one = arith.constant 1 : i32
    %a = arith.addi %x, %one : i32
    scf.yield %a : i32
  } else {
    scf.yield %x : i32
  }
  scf.if %false {
    %z = arith.constant 0 : index
    memref.store %x, %m[%z] : memref<4xi32>
  }
  scf.if %c {
    %z = arith.constant 0 : index
    memref.store %r, %m[%z] : memref<4xi32>
  } else {
  }
  scf.if %c {
  }
  %v = scf.if %false -> (i32) {
    scf.yield %x : i32
  } else {
    %two = arith.constant 2 : i32
    %p = arith.muli %r, %two : i32
    scf.yield %p : i32
  }
  return %v : i32
}

// CHECK-LABEL: func.func @ifs(%arg0: i32, %arg1: i1, %arg2: memref<4xi32>) -> i32 {
// CHECK-NEXT: %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %0 = arith.addi %arg0, %c1_i32 : i32
// CHECK-NEXT: scf.if %arg1 {
// CHECK-NEXT: memref.store %0, %arg2[%c0] : memref<4xi32>
// CHECK-NEXT: }
// CHECK-NEXT: %1 = arith.muli %0, %c2_i32 : i32
// CHECK-NEXT: return %1 : i32
// CHECK-NEXT: }

// -----

func.func @loops(%m: memref<?xi32>) -> (i32, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %i0 = arith.constant 7 : i32
  %r = scf.for %i = %c5 to %c0 step %c1 iter_args(%acc = %i0) -> (i32) {
    %v = arith.addi %acc, %acc : i32
    scf.yield %v : i32
  }
  %r2 = scf.for %i = %c0 to %c1 step %c1 iter_args(%acc = %r) -> (i32) {
    %ii = arith.index_cast %i : index to i32
    %v = arith.addi %acc, %ii : i32
    scf.yield %v : i32
  }
  %r3 = scf.for %i = %c0 to %c5 step %c1 iter_args(%acc = %r2) -> (i32) {
    %k = arith.constant 3 : i32
    %ii = arith.index_cast %i : index to i32
    %v = arith.addi %acc, %ii : i32
    %w = arith.addi %v, %k : i32
    scf.yield %w : i32
  }
  %d = memref.dim %m, %c0 : memref<?xi32>
  %a = memref.alloc(%d) : memref<?x4xi32>
  %d0 = memref.dim %a, %c0 : memref<?x4xi32>
  %d1 = memref.dim %a, %c1 : memref<?x4xi32>
  %sum = arith.addi %d0, %d1 : index
  memref.dealloc %a : memref<?x4xi32>
  %u = memref.alloc() : memref<8xf32>
  %ld = memref.load %m[%c0] : memref<?xi32>
  return %r3, %sum : i32, index
}

// CHECK-LABEL: func.func @loops(%arg0: memref<?xi32>) -> (i32, index) {
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c5 = arith.constant 5 : index
// CHECK-NEXT: %c7_i32 = arith.constant 7 : i32
// CHECK-NEXT: %0 = scf.for %arg1 = %c0 to %c5 step %c1 iter_args(%arg2 = %c7_i32) -> (i32) {
// CHECK-NEXT: %2 = arith.index_cast %arg1 : index to i32
// CHECK-NEXT: %3 = arith.addi %arg2, %2 : i32
// CHECK-NEXT: %4 = arith.addi %3, %c3_i32 : i32
// CHECK-NEXT: scf.yield %4 : i32
// CHECK-NEXT: }
// CHECK-NEXT: %dim = memref.dim %arg0, %c0 : memref<?xi32>
// CHECK-NEXT: %1 = arith.addi %dim, %c4 : index
// CHECK-NEXT: return %0, %1 : i32, index
// CHECK-NEXT: }

// -----

// Rounding divisions and shifts; a shift by the width or more is not
// folded.
func.func @div_shift() -> (i32, i32, i32, i32, i32, i32, i32, i32, i8, i8, i8, i8) {
  %m7 = arith.constant -7 : i32
  %p7 = arith.constant 7 : i32
  %m2 = arith.constant -2 : i32
  %p2 = arith.constant 2 : i32
  %a = arith.ceildivsi %m7, %p2 : i32
  %b = arith.ceildivsi %p7, %m2 : i32
  %c = arith.floordivsi %m7, %p2 : i32
  %d = arith.floordivsi %p7, %m2 : i32
  %e = arith.floordivsi %m7, %m2 : i32
  %f = arith.ceildivsi %m7, %m2 : i32
  %g = arith.ceildivui %m7, %p2 : i32
  %h = arith.remsi %m7, %p2 : i32
  %x = arith.constant -100 : i8
  %s3 = arith.constant 3 : i8
  %s9 = arith.constant 9 : i8
  %i = arith.shli %x, %s3 : i8
  %j = arith.shrsi %x, %s3 : i8
  %k = arith.shrui %x, %s3 : i8
  %l = arith.shli %x, %s9 : i8
  return %a, %b, %c, %d, %e, %f, %g, %h, %i, %j, %k, %l : i32, i32, i32, i32, i32, i32, i32, i32, i8, i8, i8, i8
}

// CHECK-LABEL: func.func @div_shift() -> (i32, i32, i32, i32, i32, i32, i32, i32, i8, i8, i8, i8) {
// CHECK-NEXT: %c9_i8 = arith.constant 9 : i8
// CHECK-NEXT: %c-100_i8 = arith.constant -100 : i8
// CHECK-NEXT: %c-3_i32 = arith.constant -3 : i32
// CHECK-NEXT: %c-4_i32 = arith.constant -4 : i32
// CHECK-NEXT: %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT: %c4_i32 = arith.constant 4 : i32
// CHECK-NEXT: %c2147483645_i32 = arith.constant 2147483645 : i32
// CHECK-NEXT: %c-1_i32 = arith.constant -1 : i32
// CHECK-NEXT: %c-32_i8 = arith.constant -32 : i8
// CHECK-NEXT: %c-13_i8 = arith.constant -13 : i8
// CHECK-NEXT: %c19_i8 = arith.constant 19 : i8
// CHECK-NEXT: %0 = arith.shli %c-100_i8, %c9_i8 : i8
// CHECK-NEXT: return %c-3_i32, %c-3_i32, %c-4_i32, %c-4_i32, %c3_i32, %c4_i32, %c2147483645_i32, %c-1_i32, %c-32_i8, %c-13_i8, %c19_i8, %0 : i32, i32, i32, i32, i32, i32, i32, i32, i8, i8, i8, i8
// CHECK-NEXT: }
