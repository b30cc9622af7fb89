// gc-merge-alloc{analysis-only}: graph-compiler's tick lifetimes, annotated
// as __mergealloc_lifetime = [scope, first, last] (-2: untraceable).  The
// numbers are graph-compiler's (ref-merge-alloc.md 1.7, 1.15 items 13-15).
// RUN: bufopt %s --split-input-file --allow-unregistered-dialect --pass-pipeline="builtin.module(func.func(gc-merge-alloc{analysis-only}))" | FileCheck %s

// CHECK-LABEL: func.func @basic
// CHECK-SAME: {__mergealloc_scope = [[F:[0-9]+]] : i64}
// CHECK: array<i64: [[F]], -2, -2>
// CHECK: array<i64: [[F]], 11, 14>
// CHECK: array<i64: [[F]], 13, 13>
// CHECK: array<i64: [[F]], 17, 22>
// CHECK: array<i64: [[F]], 17, 22>
// CHECK: array<i64: [[F]], 21, 21>
// CHECK: array<i64: [[F]], 24, 39>
// CHECK: array<i64: [[FA:[0-9]+]], 27, 27>
// CHECK: array<i64: [[FA]], 30, 30>
// CHECK: array<i64: [[FA]], 33, 38>
// CHECK: array<i64: [[FA]], 35, 35>
// CHECK: } {__mergealloc_scope = [[FA]] : i64}
func.func @basic() -> memref<8x64xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c16 = arith.constant 16 : index
  %c5 = arith.constant 5 : index
  %cond = arith.constant true
  %b = memref.alloc() : memref<8x64xf32>
  "test.use"(%b) : (memref<8x64xf32>) -> ()
  %c = memref.alloc() : memref<8x64xf32>
  "test.use"(%c) : (memref<8x64xf32>) -> ()
  %d = memref.alloc() : memref<8x64xf32>
  "test.use"(%d) : (memref<8x64xf32>) -> ()
  "test.use"(%c) : (memref<8x64xf32>) -> ()
  %e = memref.alloc() : memref<8x64xf32>
  %f = memref.alloc() : memref<8x64xf32>
  scf.for %i = %c0 to %c3 step %c1 {
    "test.use"(%e) : (memref<8x64xf32>) -> ()
    "test.use"(%f) : (memref<8x64xf32>) -> ()
    %g = memref.alloc() : memref<8x64xf32>
    "test.use"(%g) : (memref<8x64xf32>) -> ()
  }
  %h = memref.alloc() : memref<8x64xf32>
  scf.forall (%iv) in (%c16) {
    %l = memref.alloc() : memref<8x64xf32>
    "test.use"(%h) : (memref<8x64xf32>) -> ()
    "test.use"(%l) : (memref<8x64xf32>) -> ()
    scf.for %i = %c0 to %c5 step %c1 {
      %g2 = memref.alloc() : memref<8x64xf32>
      "test.use"(%g2) : (memref<8x64xf32>) -> ()
    }
    %k = memref.alloc() : memref<8x64xf32>
    scf.if %cond {
      %j = memref.alloc() : memref<8x64xf32>
      "test.use"(%j) : (memref<8x64xf32>) -> ()
    } else {
      "test.use"(%k) : (memref<8x64xf32>) -> ()
    }
  }
  return %b : memref<8x64xf32>
}

// -----

// Views are no access; their uses are uses of the base.
// CHECK-LABEL: func.func @views
// CHECK: array<i64: {{[0-9]+}}, 4, 6>
// CHECK: array<i64: {{[0-9]+}}, 8, 8>
func.func @views() {
  %b = memref.alloc() : memref<8x64xf32>
  %s1 = memref.subview %b[0, 0] [4, 64] [1, 1] : memref<8x64xf32> to memref<4x64xf32, strided<[64, 1]>>
  "test.use"(%s1) : (memref<4x64xf32, strided<[64, 1]>>) -> ()
  %s2 = memref.subview %s1[0, 0] [2, 64] [1, 1] : memref<4x64xf32, strided<[64, 1]>> to memref<2x64xf32, strided<[64, 1]>>
  "test.use"(%s2) : (memref<2x64xf32, strided<[64, 1]>>) -> ()
  %c = memref.alloc() : memref<8x64xf32>
  "test.use"(%c) : (memref<8x64xf32>) -> ()
  return
}

// -----

// memref.dim has no memory effect: no access.
// CHECK-LABEL: func.func @no_mem_effect
// CHECK: array<i64: {{[0-9]+}}, 5, 5>
func.func @no_mem_effect() {
  %c0 = arith.constant 0 : index
  %b = memref.alloc() : memref<8x64xf32>
  %d = memref.dim %b, %c0 : memref<8x64xf32>
  "test.use"(%b) : (memref<8x64xf32>) -> ()
  return
}

// -----

// A pointer taken: untraceable.
// CHECK-LABEL: func.func @extract_pointer
// CHECK: array<i64: {{[0-9]+}}, -2, -2>
func.func @extract_pointer() {
  %b = memref.alloc() : memref<8x64xf32>
  %p = memref.extract_aligned_pointer_as_index %b : memref<8x64xf32> -> index
  "test.use"(%b) : (memref<8x64xf32>) -> ()
  return
}

// -----

// Through arith.select, a use may be of either buffer.
// CHECK-LABEL: func.func @alias_ref
// CHECK: array<i64: {{[0-9]+}}, 5, 5>
// CHECK: array<i64: {{[0-9]+}}, 5, 6>
func.func @alias_ref(%pred: i1) {
  %a = memref.alloc() : memref<8x64xf32>
  %b = memref.alloc() : memref<8x64xf32>
  %c = arith.select %pred, %a, %b : memref<8x64xf32>
  "test.use"(%c) : (memref<8x64xf32>) -> ()
  "test.use"(%b) : (memref<8x64xf32>) -> ()
  return
}

// -----

// Yielded by a loop: untraceable, even through an scf.if inside it.
// CHECK-LABEL: func.func @escape_from_for
// CHECK: array<i64: {{[0-9]+}}, -2, -2>
// CHECK: array<i64: {{[0-9]+}}, -2, -2>
func.func @escape_from_for(%n: index, %pred: i1) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %f = memref.alloc() : memref<8x64xf32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%it = %f) -> memref<8x64xf32> {
    %g = memref.alloc() : memref<8x64xf32>
    %y = scf.if %pred -> memref<8x64xf32> {
      scf.yield %g : memref<8x64xf32>
    } else {
      scf.yield %it : memref<8x64xf32>
    }
    scf.yield %y : memref<8x64xf32>
  }
  "test.use"(%r) : (memref<8x64xf32>) -> ()
  return
}
