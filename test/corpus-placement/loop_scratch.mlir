// A loop that takes a fresh scratch buffer on every iteration, a nested
// loop whose scratch size depends on the outer induction variable, and a
// conditional yielding one of two fresh buffers.  No buffer is freed: the
// heap report counts what each placement pass saves.  Every pass keeps the
// output and prints what mlir-opt 22 prints.
//
// RUN: not bufopt %s --run > %t.ref
// RUN: not bufopt %s --run --heap-report 2> %t.before.err
// RUN: FileCheck %s --check-prefix=BEFORE --input-file %t.before.err
// buffer-hoisting: the conditional's buffers move in front of it (both are
// now allocated); the loops keep theirs.
// RUN: bufopt %s --buffer-hoisting -o %t.hoist.mlir
// RUN: mlir-opt %s --buffer-hoisting | diff %t.hoist.mlir -
// RUN: not bufopt %t.hoist.mlir --run --heap-report > %t.hoist.out 2> %t.hoist.err
// RUN: diff %t.ref %t.hoist.out
// RUN: FileCheck %s --check-prefix=HOIST --input-file %t.hoist.err
// buffer-loop-hoisting: one scratch buffer for the whole loop, one per
// outer iteration for the nested loop.
// RUN: bufopt %s --buffer-loop-hoisting -o %t.loop.mlir
// RUN: mlir-opt %s --buffer-loop-hoisting | diff %t.loop.mlir -
// RUN: not bufopt %t.loop.mlir --run --heap-report > %t.loop.out 2> %t.loop.err
// RUN: diff %t.ref %t.loop.out
// RUN: FileCheck %s --check-prefix=LOOP --input-file %t.loop.err
// Then promote-buffers-to-stack: the static local scratch goes to the
// stack; the dynamic one and the returned ones stay on the heap.
// RUN: bufopt %t.loop.mlir --promote-buffers-to-stack -o %t.stack.mlir
// RUN: mlir-opt %t.loop.mlir --promote-buffers-to-stack | diff %t.stack.mlir -
// RUN: not bufopt %t.stack.mlir --run --heap-report > %t.stack.out 2> %t.stack.err
// RUN: diff %t.ref %t.stack.out
// RUN: FileCheck %s --check-prefix=STACK --input-file %t.stack.err
// BEFORE: heap: allocs=13 frees=0 peak_bytes=128 leaked_bytes=128 copied_bytes=0 errors=13{{$}}
// HOIST: heap: allocs=14 frees=0 peak_bytes=136 leaked_bytes=136 copied_bytes=0 errors=14{{$}}
// LOOP: heap: allocs=5 frees=0 peak_bytes=48 leaked_bytes=48 copied_bytes=0 errors=5{{$}}
// STACK: heap: allocs=4 frees=0 peak_bytes=32 leaked_bytes=32 copied_bytes=0 errors=4{{$}}

// sum over i < n of (i * 2): through a 4-element scratch buffer per step.
func.func @scratch_loop(%n: index) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %zero = arith.constant 0 : i32
  %s = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> (i32) {
    %buf = memref.alloc() : memref<4xi32>
    %ii = arith.index_cast %i : index to i32
    memref.store %ii, %buf[%c0] : memref<4xi32>
    memref.store %ii, %buf[%c1] : memref<4xi32>
    %x = memref.load %buf[%c0] : memref<4xi32>
    %y = memref.load %buf[%c1] : memref<4xi32>
    %xy = arith.addi %x, %y : i32
    %r = arith.addi %acc, %xy : i32
    scf.yield %r : i32
  }
  return %s : i32
}

// sum over i < n, j < n of i: the scratch has i + 1 elements.
func.func @nested(%n: index) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0 : i32
  %s = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> (i32) {
    %m = arith.addi %i, %c1 : index
    %t = scf.for %j = %c0 to %n step %c1 iter_args(%b = %acc) -> (i32) {
      %buf = memref.alloc(%m) : memref<?xi32>
      %ii = arith.index_cast %i : index to i32
      memref.store %ii, %buf[%i] : memref<?xi32>
      %x = memref.load %buf[%i] : memref<?xi32>
      %r = arith.addi %b, %x : i32
      scf.yield %r : i32
    }
    scf.yield %t : i32
  }
  return %s : i32
}

// A fresh 2-element buffer holding (v, v + 1) or (v, v - 1).
func.func @pick(%p: i1, %v: i32) -> memref<2xi32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %one = arith.constant 1 : i32
  %r = scf.if %p -> memref<2xi32> {
    %a = memref.alloc() : memref<2xi32>
    %w = arith.addi %v, %one : i32
    memref.store %v, %a[%c0] : memref<2xi32>
    memref.store %w, %a[%c1] : memref<2xi32>
    scf.yield %a : memref<2xi32>
  } else {
    %b = memref.alloc() : memref<2xi32>
    %w = arith.subi %v, %one : i32
    memref.store %v, %b[%c0] : memref<2xi32>
    memref.store %w, %b[%c1] : memref<2xi32>
    scf.yield %b : memref<2xi32>
  }
  return %r : memref<2xi32>
}

func.func @main() {
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %true = arith.constant true
  %a = call @scratch_loop(%c3) : (index) -> i32
  vector.print %a : i32
  %b = call @nested(%c3) : (index) -> i32
  vector.print %b : i32
  %m = call @pick(%true, %b) : (i1, i32) -> memref<2xi32>
  %x = memref.load %m[%c1] : memref<2xi32>
  vector.print %x : i32
  return
}
