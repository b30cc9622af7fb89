// canonicalize on cf branches: blocks holding only a cf.br are skipped,
// both edges of a cf.cond_br to one block become a cf.br (with selects),
// a cf.cond_br on a constant becomes a cf.br, a block with a single
// predecessor is merged into it, and unreachable blocks go.  CHECK lines:
// mlir-opt 22's output, for both tools.
// RUN: bufopt %s --split-input-file --canonicalize | FileCheck %s
// RUN: mlir-opt %s --split-input-file --canonicalize | FileCheck %s
// Blocks a rewritten branch no longer reaches go even without region
// simplification, as in mlir-opt:
// RUN: bufopt %s --split-input-file --canonicalize=region-simplify=disabled | FileCheck %s
// RUN: mlir-opt %s --split-input-file --canonicalize=region-simplify=disabled | FileCheck %s

func.func @pass_through(%c: i1, %x: i32, %y: i32) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2(%y : i32)
^bb1:
  %s = arith.addi %x, %y : i32
  cf.br ^bb3(%s : i32)
^bb2(%a: i32):
  cf.br ^bb3(%a : i32)
^bb3(%r: i32):
  return %r : i32
}

// CHECK-LABEL: func.func @pass_through(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2(%arg2 : i32)
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: %0 = arith.addi %arg1, %arg2 : i32
// CHECK-NEXT: cf.br ^bb2(%0 : i32)
// CHECK-NEXT: ^bb2(%1: i32):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: return %1 : i32
// CHECK-NEXT: }

// -----

func.func @constant_condition(%x: i32) -> i32 {
  %true = arith.constant true
  %one = arith.constant 1 : i32
  cf.cond_br %true, ^bb1(%x : i32), ^bb2
^bb1(%a: i32):
  %s = arith.addi %a, %one : i32
  cf.br ^bb3(%s : i32)
^bb2:
  %m = arith.muli %x, %x : i32
  cf.br ^bb3(%m : i32)
^bb3(%r: i32):
  return %r : i32
}

// CHECK-LABEL: func.func @constant_condition(%arg0: i32) -> i32 {
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %0 = arith.addi %arg0, %c1_i32 : i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }

// -----

func.func @same_successor(%c: i1, %x: i32, %m: memref<2xi32>) {
  %c0 = arith.constant 0 : index
  cf.cond_br %c, ^bb1(%x : i32), ^bb1(%x : i32)
^bb1(%a: i32):
  memref.store %a, %m[%c0] : memref<2xi32>
  cf.br ^bb2
^bb2:
  return
}

// CHECK-LABEL: func.func @same_successor(%arg0: i1, %arg1: i32, %arg2: memref<2xi32>) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: memref.store %arg1, %arg2[%c0] : memref<2xi32>
// CHECK-NEXT: return
// CHECK-NEXT: }

// -----

func.func @loop(%n: index, %m: memref<4xindex>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  cf.br ^head(%c0 : index)
^head(%i: index):
  %done = arith.cmpi sge, %i, %n : index
  cf.cond_br %done, ^exit, ^body
^body:
  memref.store %i, %m[%i] : memref<4xindex>
  %next = arith.addi %i, %c1 : index
  cf.br ^head(%next : index)
^exit:
  return
}

// CHECK-LABEL: func.func @loop(%arg0: index, %arg1: memref<4xindex>) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: cf.br ^bb1(%c0 : index)
// CHECK-NEXT: ^bb1(%0: index):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT: %1 = arith.cmpi sge, %0, %arg0 : index
// CHECK-NEXT: cf.cond_br %1, ^bb3, ^bb2
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: memref.store %0, %arg1[%0] : memref<4xindex>
// CHECK-NEXT: %2 = arith.addi %0, %c1 : index
// CHECK-NEXT: cf.br ^bb1(%2 : index)
// CHECK-NEXT: ^bb3:  // pred: ^bb1
// CHECK-NEXT: return
// CHECK-NEXT: }

// -----

// Both edges to one block with different operands: arith.select, then the
// block merges; nested selects on the same condition simplify.
func.func @diamond_chain(%c: i1, %x: i32, %m: memref<4xi32>) -> i32 {
  %c0 = arith.constant 0 : index
  cf.br ^b0(%x : i32)
^b0(%v0: i32):
  memref.store %v0, %m[%c0] : memref<4xi32>
  %s0 = arith.addi %v0, %v0 : i32
  cf.cond_br %c, ^b1(%s0 : i32), ^b1(%v0 : i32)
^b1(%v1: i32):
  memref.store %v1, %m[%c0] : memref<4xi32>
  %s1 = arith.addi %v1, %v1 : i32
  cf.cond_br %c, ^b2(%s1 : i32), ^b2(%v1 : i32)
^b2(%r: i32):
  return %r : i32
}

// CHECK-LABEL: func.func @diamond_chain(%arg0: i1, %arg1: i32, %arg2: memref<4xi32>) -> i32 {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: memref.store %arg1, %arg2[%c0] : memref<4xi32>
// CHECK-NEXT: %0 = arith.addi %arg1, %arg1 : i32
// CHECK-NEXT: %1 = arith.select %arg0, %0, %arg1 : i32
// CHECK-NEXT: memref.store %1, %arg2[%c0] : memref<4xi32>
// CHECK-NEXT: %2 = arith.addi %1, %1 : i32
// CHECK-NEXT: %3 = arith.select %arg0, %2, %arg1 : i32
// CHECK-NEXT: return %3 : i32
// CHECK-NEXT: }
