// canonicalize: scf.while's loop-invariant arguments and forwarded values
// and unused results (upstream's RemoveLoopInvariantArgsFromBeforeBlock,
// RemoveLoopInvariantValueYielded, WhileUnusedResult), and scf.for's
// iteration arguments yielded back unchanged or unused (ForOpIterArgsFolder).
// A buffer carried through a loop unchanged, as one-shot-bufferize leaves
// it, disappears from the loop, so deallocation needs no ownership plumbing
// for it.  Swapped arguments stay.  CHECK lines: mlir-opt 22's output, for
// both tools.
// RUN: bufopt --allow-unregistered-dialect --canonicalize %s | FileCheck %s
// RUN: mlir-opt --allow-unregistered-dialect --canonicalize %s | FileCheck %s
// RUN: bufopt --allow-unregistered-dialect --canonicalize %s | bufopt --allow-unregistered-dialect --canonicalize | FileCheck %s

func.func @while_invariant(%buf: memref<4xf32>, %n: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.while (%i = %c0, %b = %buf) : (index, memref<4xf32>) -> (index, memref<4xf32>) {
    %c = arith.cmpi slt, %i, %n : index
    scf.condition(%c) %i, %b : index, memref<4xf32>
  } do {
  ^bb0(%j: index, %bb: memref<4xf32>):
    %f = arith.index_cast %j : index to i32
    %g = arith.sitofp %f : i32 to f32
    memref.store %g, %bb[%c0] : memref<4xf32>
    %k = arith.addi %j, %c1 : index
    scf.yield %k, %bb : index, memref<4xf32>
  }
  %v = memref.load %r#1[%c1] : memref<4xf32>
  return %r#0 : index
}

func.func @while_init_yielded(%buf: memref<4xf32>, %n: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.while (%i = %c0, %b = %buf) : (index, memref<4xf32>) -> (index, memref<4xf32>) {
    %c = arith.cmpi slt, %i, %n : index
    scf.condition(%c) %i, %b : index, memref<4xf32>
  } do {
  ^bb0(%j: index, %bb: memref<4xf32>):
    %k = arith.addi %j, %c1 : index
    scf.yield %k, %buf : index, memref<4xf32>
  }
  "test.use"(%r#1) : (memref<4xf32>) -> ()
  return %r#0 : index
}

func.func @while_swap_kept(%a: memref<4xf32>, %b: memref<4xf32>, %n: index) -> memref<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:3 = scf.while (%i = %c0, %x = %a, %y = %b) : (index, memref<4xf32>, memref<4xf32>) -> (index, memref<4xf32>, memref<4xf32>) {
    %c = arith.cmpi slt, %i, %n : index
    scf.condition(%c) %i, %x, %y : index, memref<4xf32>, memref<4xf32>
  } do {
  ^bb0(%j: index, %xx: memref<4xf32>, %yy: memref<4xf32>):
    %k = arith.addi %j, %c1 : index
    scf.yield %k, %yy, %xx : index, memref<4xf32>, memref<4xf32>
  }
  return %r#1 : memref<4xf32>
}

func.func @for_yield_arg(%buf: memref<4xf32>, %x: f32) -> memref<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %r:2 = scf.for %i = %c0 to %c4 step %c1 iter_args(%b = %buf, %s = %x) -> (memref<4xf32>, f32) {
    memref.store %s, %b[%i] : memref<4xf32>
    %t = arith.addf %s, %s : f32
    scf.yield %b, %t : memref<4xf32>, f32
  }
  "test.use"(%r#1) : (f32) -> ()
  return %r#0 : memref<4xf32>
}

func.func @for_yield_init_and_unused(%buf: memref<4xf32>, %x: f32, %n: index) -> memref<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:3 = scf.for %i = %c0 to %n step %c1 iter_args(%b = %buf, %s = %x, %u = %x) -> (memref<4xf32>, f32, f32) {
    %t = arith.addf %s, %s : f32
    memref.store %t, %b[%i] : memref<4xf32>
    scf.yield %buf, %t, %t : memref<4xf32>, f32, f32
  }
  return %r#0 : memref<4xf32>
}

func.func @for_swap_kept(%a: f32, %b: f32, %n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%x = %a, %y = %b) -> (f32, f32) {
    scf.yield %y, %x : f32, f32
  }
  return %r#0 : f32
}

// CHECK: module {
// CHECK-NEXT:   func.func @while_invariant(%arg0: memref<4xf32>, %arg1: index) -> index {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %0 = scf.while (%arg2 = %c0) : (index) -> index {
// CHECK-NEXT:       %1 = arith.cmpi slt, %arg2, %arg1 : index
// CHECK-NEXT:       scf.condition(%1) %arg2 : index
// CHECK-NEXT:     } do {
// CHECK-NEXT:     ^bb0(%arg2: index):
// CHECK-NEXT:       %1 = arith.index_cast %arg2 : index to i32
// CHECK-NEXT:       %2 = arith.sitofp %1 : i32 to f32
// CHECK-NEXT:       memref.store %2, %arg0[%c0] : memref<4xf32>
// CHECK-NEXT:       %3 = arith.addi %arg2, %c1 : index
// CHECK-NEXT:       scf.yield %3 : index
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0 : index
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @while_init_yielded(%arg0: memref<4xf32>, %arg1: index) -> index {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %0 = scf.while (%arg2 = %c0) : (index) -> index {
// CHECK-NEXT:       %1 = arith.cmpi slt, %arg2, %arg1 : index
// CHECK-NEXT:       scf.condition(%1) %arg2 : index
// CHECK-NEXT:     } do {
// CHECK-NEXT:     ^bb0(%arg2: index):
// CHECK-NEXT:       %1 = arith.addi %arg2, %c1 : index
// CHECK-NEXT:       scf.yield %1 : index
// CHECK-NEXT:     }
// CHECK-NEXT:     "test.use"(%arg0) : (memref<4xf32>) -> ()
// CHECK-NEXT:     return %0 : index
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @while_swap_kept(%arg0: memref<4xf32>, %arg1: memref<4xf32>, %arg2: index) -> memref<4xf32> {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %0:3 = scf.while (%arg3 = %c0, %arg4 = %arg0, %arg5 = %arg1) : (index, memref<4xf32>, memref<4xf32>) -> (index, memref<4xf32>, memref<4xf32>) {
// CHECK-NEXT:       %1 = arith.cmpi slt, %arg3, %arg2 : index
// CHECK-NEXT:       scf.condition(%1) %arg3, %arg4, %arg5 : index, memref<4xf32>, memref<4xf32>
// CHECK-NEXT:     } do {
// CHECK-NEXT:     ^bb0(%arg3: index, %arg4: memref<4xf32>, %arg5: memref<4xf32>):
// CHECK-NEXT:       %1 = arith.addi %arg3, %c1 : index
// CHECK-NEXT:       scf.yield %1, %arg5, %arg4 : index, memref<4xf32>, memref<4xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0#1 : memref<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @for_yield_arg(%arg0: memref<4xf32>, %arg1: f32) -> memref<4xf32> {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c4 = arith.constant 4 : index
// CHECK-NEXT:     %0 = scf.for %arg2 = %c0 to %c4 step %c1 iter_args(%arg3 = %arg1) -> (f32) {
// CHECK-NEXT:       memref.store %arg3, %arg0[%arg2] : memref<4xf32>
// CHECK-NEXT:       %1 = arith.addf %arg3, %arg3 : f32
// CHECK-NEXT:       scf.yield %1 : f32
// CHECK-NEXT:     }
// CHECK-NEXT:     "test.use"(%0) : (f32) -> ()
// CHECK-NEXT:     return %arg0 : memref<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @for_yield_init_and_unused(%arg0: memref<4xf32>, %arg1: f32, %arg2: index) -> memref<4xf32> {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %0 = scf.for %arg3 = %c0 to %arg2 step %c1 iter_args(%arg4 = %arg1) -> (f32) {
// CHECK-NEXT:       %1 = arith.addf %arg4, %arg4 : f32
// CHECK-NEXT:       memref.store %1, %arg0[%arg3] : memref<4xf32>
// CHECK-NEXT:       scf.yield %1 : f32
// CHECK-NEXT:     }
// CHECK-NEXT:     return %arg0 : memref<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @for_swap_kept(%arg0: f32, %arg1: f32, %arg2: index) -> f32 {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %0:2 = scf.for %arg3 = %c0 to %arg2 step %c1 iter_args(%arg4 = %arg0, %arg5 = %arg1) -> (f32, f32) {
// CHECK-NEXT:       scf.yield %arg5, %arg4 : f32, f32
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0#0 : f32
// CHECK-NEXT:   }
// CHECK-NEXT: }
