// bufferization-lower-deallocations for the deallocs of one memref (the
// ones upstream lowers without its helper function).  CHECK lines:
// mlir-opt 22's output, for both tools.
// RUN: bufopt %s --split-input-file --bufferization-lower-deallocations | FileCheck %s
// RUN: mlir-opt %s --split-input-file --bufferization-lower-deallocations | FileCheck %s
// RUN: bufopt %s --split-input-file --bufferization-lower-deallocations | mlir-opt --split-input-file | FileCheck %s

// One memref, nothing retained: freed under its condition.
func.func @one(%m: memref<f32>, %c: i1) {
  bufferization.dealloc (%m : memref<f32>) if (%c)
  return
}

// CHECK-LABEL: func.func @one
// CHECK-SAME: (%arg0: memref<f32>, %arg1: i1) {
// CHECK-NEXT: scf.if %arg1 {
// CHECK-NEXT: memref.dealloc %arg0 : memref<f32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }

// -----

// One memref, one retained value: freed unless it is the retained buffer;
// the updated ownership is "same pointer and condition".
func.func @one_retained(%m: memref<f32>, %c: i1, %r: memref<4xf32>) -> i1 {
  %0 = bufferization.dealloc (%m : memref<f32>) if (%c) retain (%r : memref<4xf32>)
  return %0 : i1
}

// CHECK-LABEL: func.func @one_retained
// CHECK-SAME: (%arg0: memref<f32>, %arg1: i1, %arg2: memref<4xf32>) -> i1 {
// CHECK-NEXT: %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<f32> -> index
// CHECK-NEXT: %intptr_0 = memref.extract_aligned_pointer_as_index %arg2 : memref<4xf32> -> index
// CHECK-NEXT: %0 = arith.cmpi ne, %intptr, %intptr_0 : index
// CHECK-NEXT: %1 = arith.andi %0, %arg1 : i1
// CHECK-NEXT: scf.if %1 {
// CHECK-NEXT: memref.dealloc %arg0 : memref<f32>
// CHECK-NEXT: }
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %2 = arith.xori %0, %true : i1
// CHECK-NEXT: %3 = arith.andi %2, %arg1 : i1
// CHECK-NEXT: return %3 : i1
// CHECK-NEXT: }

// -----

func.func @two_retained(%m: memref<f32>, %c: i1, %r1: memref<4xf32>, %r2: memref<2xf32>) -> (i1, i1) {
  %0:2 = bufferization.dealloc (%m : memref<f32>) if (%c) retain (%r1, %r2 : memref<4xf32>, memref<2xf32>)
  return %0#0, %0#1 : i1, i1
}

// CHECK-LABEL: func.func @two_retained
// CHECK-SAME: (%arg0: memref<f32>, %arg1: i1, %arg2: memref<4xf32>, %arg3: memref<2xf32>) -> (i1, i1) {
// CHECK-NEXT: %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<f32> -> index
// CHECK-NEXT: %intptr_0 = memref.extract_aligned_pointer_as_index %arg2 : memref<4xf32> -> index
// CHECK-NEXT: %0 = arith.cmpi ne, %intptr, %intptr_0 : index
// CHECK-NEXT: %intptr_1 = memref.extract_aligned_pointer_as_index %arg3 : memref<2xf32> -> index
// CHECK-NEXT: %1 = arith.cmpi ne, %intptr, %intptr_1 : index
// CHECK-NEXT: %2 = arith.andi %0, %1 : i1
// CHECK-NEXT: %3 = arith.andi %2, %arg1 : i1
// CHECK-NEXT: scf.if %3 {
// CHECK-NEXT: memref.dealloc %arg0 : memref<f32>
// CHECK-NEXT: }
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %4 = arith.xori %0, %true : i1
// CHECK-NEXT: %5 = arith.andi %4, %arg1 : i1
// CHECK-NEXT: %6 = arith.xori %1, %true : i1
// CHECK-NEXT: %7 = arith.andi %6, %arg1 : i1
// CHECK-NEXT: return %5, %7 : i1, i1
// CHECK-NEXT: }

// -----

// Nothing to free: every updated ownership is false.
func.func @none(%r: memref<4xf32>) -> i1 {
  %0 = bufferization.dealloc retain (%r : memref<4xf32>)
  return %0 : i1
}

// CHECK-LABEL: func.func @none
// CHECK-SAME: (%arg0: memref<4xf32>) -> i1 {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: return %false : i1
// CHECK-NEXT: }

// -----

// The statically known case, as buffer-deallocation-simplification leaves
// it: `scf.if %true`, no pointer comparison, no helper function.
func.func @known(%a: memref<4xf32>) -> memref<4xf32> {
  %true = arith.constant true
  %0 = memref.alloc() : memref<4xf32>
  %1 = memref.alloc() : memref<4xf32>
  memref.copy %a, %0 : memref<4xf32> to memref<4xf32>
  memref.copy %0, %1 : memref<4xf32> to memref<4xf32>
  bufferization.dealloc (%0 : memref<4xf32>) if (%true)
  return %1 : memref<4xf32>
}

// CHECK-LABEL: func.func @known
// CHECK-SAME: (%arg0: memref<4xf32>) -> memref<4xf32> {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT: %alloc_0 = memref.alloc() : memref<4xf32>
// CHECK-NEXT: memref.copy %arg0, %alloc : memref<4xf32> to memref<4xf32>
// CHECK-NEXT: memref.copy %alloc, %alloc_0 : memref<4xf32> to memref<4xf32>
// CHECK-NEXT: scf.if %true {
// CHECK-NEXT: memref.dealloc %alloc : memref<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return %alloc_0 : memref<4xf32>
// CHECK-NEXT: }
