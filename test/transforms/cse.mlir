// cse: equal effect-free ops (same kind, operands, attributes, result
// types) are merged with the one that dominates them; loads merge only
// with no write between them in the same block; nested regions see the
// values above them; in a region of several blocks the entry block is
// seen by the others; trivially dead ops go.  CHECK lines: mlir-opt 22's
// output, for both tools.
// RUN: bufopt %s --split-input-file --cse | FileCheck %s
// RUN: mlir-opt %s --split-input-file --cse | FileCheck %s
// RUN: bufopt %s --split-input-file --cse | bufopt --split-input-file --cse | FileCheck %s

func.func @f(%x: index, %m: memref<4xf32>, %c: i1) -> (index, index, f32, f32, f32) {
  %c1 = arith.constant 1 : index
  %c1b = arith.constant 1 : index
  %a = arith.addi %x, %c1 : index
  %b = arith.addi %x, %c1b : index
  %dead = arith.muli %a, %b : index
  %l1 = memref.load %m[%c1] : memref<4xf32>
  %l2 = memref.load %m[%c1b] : memref<4xf32>
  memref.store %l1, %m[%x] : memref<4xf32>
  %l3 = memref.load %m[%c1] : memref<4xf32>
  %r = scf.if %c -> (index) {
    %in = arith.addi %x, %c1 : index
    %in2 = arith.addi %x, %c1 : index
    %s = arith.addi %in, %in2 : index
    scf.yield %s : index
  } else {
    %c1c = arith.constant 1 : index
    scf.yield %c1c : index
  }
  %n = arith.addi %x, %c1 {foo} : index
  %o = arith.addi %n, %r : index
  return %a, %o, %l1, %l2, %l3 : index, index, f32, f32, f32

}

// CHECK-LABEL: func.func @f(%arg0: index, %arg1: memref<4xf32>, %arg2: i1) -> (index, index, f32, f32, f32) {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %0 = arith.addi %arg0, %c1 : index
// CHECK-NEXT: %1 = memref.load %arg1[%c1] : memref<4xf32>
// CHECK-NEXT: memref.store %1, %arg1[%arg0] : memref<4xf32>
// CHECK-NEXT: %2 = memref.load %arg1[%c1] : memref<4xf32>
// CHECK-NEXT: %3 = scf.if %arg2 -> (index) {
// CHECK-NEXT: %6 = arith.addi %0, %0 : index
// CHECK-NEXT: scf.yield %6 : index
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %c1 : index
// CHECK-NEXT: }
// CHECK-NEXT: %4 = arith.addi %arg0, %c1 {foo} : index
// CHECK-NEXT: %5 = arith.addi %4, %3 : index
// CHECK-NEXT: return %0, %5, %1, %1, %2 : index, index, f32, f32, f32
// CHECK-NEXT: }

// -----

func.func @g(%x: index) -> index {
  %c1 = arith.constant 1 : index
  cf.br ^bb1
^bb1:
  %c1d = arith.constant 1 : index
  %a = arith.addi %x, %c1d : index
  %b = arith.addi %x, %c1 : index
  %s = arith.addi %a, %b : index
  return %s : index
}

// CHECK-LABEL: func.func @g(%arg0: index) -> index {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: cf.br ^bb1
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: %0 = arith.addi %arg0, %c1 : index
// CHECK-NEXT: %1 = arith.addi %0, %0 : index
// CHECK-NEXT: return %1 : index
// CHECK-NEXT: }

// -----

// Calls, stores and allocations are never merged; an allocation nothing
// uses is dead.
func.func private @ext(index) -> index
func.func @effects(%x: index, %m: memref<4xindex>) -> (index, index, memref<2xf32>, memref<2xf32>) {
  %a = func.call @ext(%x) : (index) -> index
  %b = func.call @ext(%x) : (index) -> index
  memref.store %a, %m[%x] : memref<4xindex>
  memref.store %a, %m[%x] : memref<4xindex>
  %p = memref.alloc() : memref<2xf32>
  %q = memref.alloc() : memref<2xf32>
  %r = memref.alloc() : memref<2xf32>
  %i1 = arith.index_cast %x : index to i32
  %i2 = arith.index_cast %x : index to i32
  %i3 = arith.index_castui %x : index to i32
  %s = arith.addi %i1, %i2 : i32
  %t = arith.addi %i1, %i3 : i32
  %e = arith.cmpi eq, %s, %t : i32
  %l1 = memref.load %m[%x] : memref<4xindex>
  %cst = arith.constant 0.0 : f32
  %c0 = arith.constant 0 : index
  memref.store %cst, %p[%c0] : memref<2xf32>
  %l2 = memref.load %m[%x] : memref<4xindex>
  %sel = arith.select %e, %l1, %l2 : index
  return %sel, %b, %p, %q : index, index, memref<2xf32>, memref<2xf32>
}

// CHECK-LABEL: func.func private @ext(index) -> index
// CHECK-LABEL: func.func @effects(%arg0: index, %arg1: memref<4xindex>) -> (index, index, memref<2xf32>, memref<2xf32>) {
// CHECK-NEXT: %0 = call @ext(%arg0) : (index) -> index
// CHECK-NEXT: %1 = call @ext(%arg0) : (index) -> index
// CHECK-NEXT: memref.store %0, %arg1[%arg0] : memref<4xindex>
// CHECK-NEXT: memref.store %0, %arg1[%arg0] : memref<4xindex>
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: %alloc_0 = memref.alloc() : memref<2xf32>
// CHECK-NEXT: %2 = arith.index_cast %arg0 : index to i32
// CHECK-NEXT: %3 = arith.index_castui %arg0 : index to i32
// CHECK-NEXT: %4 = arith.addi %2, %2 : i32
// CHECK-NEXT: %5 = arith.addi %2, %3 : i32
// CHECK-NEXT: %6 = arith.cmpi eq, %4, %5 : i32
// CHECK-NEXT: %7 = memref.load %arg1[%arg0] : memref<4xindex>
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: memref.store %cst, %alloc[%c0] : memref<2xf32>
// CHECK-NEXT: %8 = memref.load %arg1[%arg0] : memref<4xindex>
// CHECK-NEXT: %9 = arith.select %6, %7, %8 : index
// CHECK-NEXT: return %9, %1, %alloc, %alloc_0 : index, index, memref<2xf32>, memref<2xf32>
// CHECK-NEXT: }
