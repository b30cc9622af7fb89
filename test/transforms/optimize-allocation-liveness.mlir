// optimize-allocation-liveness moves the one op that frees a buffer to right
// after the last op of the allocation's block that uses the buffer or any
// value depending on it (views, loop-carried values, clones and call
// results); a use nested in a region is a use by the op that holds it.  The
// free is left alone when it is in another block, when there are several
// frees, or when one op frees several buffers.  CHECK lines: mlir-opt 22's
// output, for both tools.
// RUN: bufopt %s --allow-unregistered-dialect --optimize-allocation-liveness | FileCheck %s
// RUN: mlir-opt %s --allow-unregistered-dialect --optimize-allocation-liveness | FileCheck %s
// RUN: bufopt %s --allow-unregistered-dialect --optimize-allocation-liveness | mlir-opt --allow-unregistered-dialect --verify-each | FileCheck %s

// Two temporaries freed at the end: each free moves up to its last use,
// through a subview and an expand_shape.
func.func @straight_line(%v: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = memref.alloc() : memref<8xf32>
  %b = memref.alloc() : memref<4xf32>
  linalg.fill ins(%v : f32) outs(%a : memref<8xf32>)
  %s = memref.subview %a[2] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1], offset: 2>>
  memref.copy %s, %b : memref<4xf32, strided<[1], offset: 2>> to memref<4xf32>
  %e = memref.expand_shape %b [[0, 1]] output_shape [2, 2] : memref<4xf32> into memref<2x2xf32>
  %x = memref.load %e[%c1, %c1] : memref<2x2xf32>
  %y = arith.addf %x, %v : f32
  "test.work"(%y) : (f32) -> ()
  memref.dealloc %a : memref<8xf32>
  memref.dealloc %b : memref<4xf32>
  return %y : f32
}

// A use inside a loop or a conditional is a use by the loop or the
// conditional; the free goes after it, not into it.
func.func @nested_uses(%n: index, %p: i1, %v: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = memref.alloc(%n) : memref<?xf32>
  scf.for %i = %c0 to %n step %c1 {
    memref.store %v, %a[%i] : memref<?xf32>
  }
  scf.if %p {
    %x = memref.load %a[%c0] : memref<?xf32>
    "test.use"(%x) : (f32) -> ()
  }
  "test.other"() : () -> ()
  "test.other"() : () -> ()
  memref.dealloc %a : memref<?xf32>
  return
}

// A buffer carried through a loop: the loop's result depends on it, so its
// uses after the loop keep the buffer alive.
func.func @loop_carried(%n: index, %v: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = memref.alloc() : memref<4xf32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%it = %a) -> (memref<4xf32>) {
    memref.store %v, %it[%c0] : memref<4xf32>
    scf.yield %it : memref<4xf32>
  }
  "test.other"() : () -> ()
  %x = memref.load %r[%c0] : memref<4xf32>
  "test.other"() : () -> ()
  memref.dealloc %a : memref<4xf32>
  return %x : f32
}

// A clone and a call result may alias their operands (upstream's rule for
// ops it does not know): their uses, and the clone's own free, count.
func.func private @id(memref<4xf32>) -> memref<4xf32>
func.func @clone_and_call(%v: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<4xf32>
  linalg.fill ins(%v : f32) outs(%a : memref<4xf32>)
  %c = bufferization.clone %a : memref<4xf32> to memref<4xf32>
  %d = call @id(%c) : (memref<4xf32>) -> memref<4xf32>
  %x = memref.load %d[%c0] : memref<4xf32>
  "test.other"() : () -> ()
  memref.dealloc %a : memref<4xf32>
  "test.other"() : () -> ()
  memref.dealloc %c : memref<4xf32>
  return %x : f32
}

// An alloca freed explicitly is treated like any allocation.
func.func @alloca(%v: f32) {
  %c0 = arith.constant 0 : index
  %a = memref.alloca() : memref<4xf32>
  memref.store %v, %a[%c0] : memref<4xf32>
  "test.other"() : () -> ()
  memref.dealloc %a : memref<4xf32>
  return
}

// Negative cases: the free is in a nested block, or there are two frees,
// or one op frees two buffers, or retains the buffer it frees: nothing moves.
func.func @free_in_region(%p: i1, %v: f32) {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<4xf32>
  memref.store %v, %a[%c0] : memref<4xf32>
  "test.other"() : () -> ()
  scf.if %p {
    memref.dealloc %a : memref<4xf32>
  }
  return
}

func.func @two_frees(%p: i1, %v: f32) {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<4xf32>
  memref.store %v, %a[%c0] : memref<4xf32>
  "test.other"() : () -> ()
  scf.if %p {
    memref.dealloc %a : memref<4xf32>
  } else {
    memref.dealloc %a : memref<4xf32>
  }
  return
}

func.func @one_op_frees_two(%p: i1, %v: f32) {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<4xf32>
  %b = memref.alloc() : memref<4xf32>
  memref.store %v, %a[%c0] : memref<4xf32>
  memref.store %v, %b[%c0] : memref<4xf32>
  "test.other"() : () -> ()
  bufferization.dealloc (%a, %b : memref<4xf32>, memref<4xf32>) if (%p, %p)
  return
}

func.func @retains_itself(%p: i1, %v: f32) -> i1 {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<4xf32>
  memref.store %v, %a[%c0] : memref<4xf32>
  "test.other"() : () -> ()
  %r = bufferization.dealloc (%a : memref<4xf32>) if (%p) retain (%a : memref<4xf32>)
  return %r : i1
}

// One buffer freed by a bufferization.dealloc that retains another: it moves.
func.func @retains_other(%p: i1, %v: f32, %m: memref<4xf32>) -> i1 {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<4xf32>
  memref.store %v, %a[%c0] : memref<4xf32>
  "test.other"() : () -> ()
  %r = bufferization.dealloc (%a : memref<4xf32>) if (%p) retain (%m : memref<4xf32>)
  return %r : i1
}

// The free is already right after the last use; and an external function.
func.func @already_optimal(%v: f32) {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<4xf32>
  memref.store %v, %a[%c0] : memref<4xf32>
  memref.dealloc %a : memref<4xf32>
  "test.other"() : () -> ()
  return
}
func.func private @external(memref<4xf32>)

// Upstream's view flow takes every result of a call as a dependent of its
// arguments, whatever the type: the use of the sum keeps the buffer alive.
// A loop carries the buffer in one iteration argument only: the other
// result does not.
func.func private @sum(memref<4xf32>) -> f32
func.func @call_and_loop_results(%n: index, %v: f32) -> (f32, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = memref.alloc() : memref<4xf32>
  linalg.fill ins(%v : f32) outs(%a : memref<4xf32>)
  %s = call @sum(%a) : (memref<4xf32>) -> f32
  "test.other"() : () -> ()
  %t = arith.addf %s, %v : f32
  %b = memref.alloc() : memref<4xf32>
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%it = %b, %acc = %v) -> (memref<4xf32>, f32) {
    %x = memref.load %it[%c0] : memref<4xf32>
    %y = arith.addf %acc, %x : f32
    scf.yield %it, %y : memref<4xf32>, f32
  }
  "test.other"() : () -> ()
  %u = arith.addf %r#1, %v : f32
  "test.other"() : () -> ()
  memref.dealloc %a : memref<4xf32>
  memref.dealloc %b : memref<4xf32>
  return %t, %u : f32, f32
}

// Ops whose regions the view flow over-approximates (scf.while,
// scf.index_switch): the same placement as upstream here.
func.func @w(%n: index, %v: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = memref.alloc() : memref<4xf32>
  %b = memref.alloc() : memref<4xf32>
  %r:2 = scf.while (%x = %c0, %m = %a) : (index, memref<4xf32>) -> (index, memref<4xf32>) {
    %cond = arith.cmpi slt, %x, %n : index
    scf.condition(%cond) %x, %m : index, memref<4xf32>
  } do {
  ^bb0(%y: index, %mm: memref<4xf32>):
    %y1 = arith.addi %y, %c1 : index
    scf.yield %y1, %mm : index, memref<4xf32>
  }
  "test.other"() : () -> ()
  %z = memref.load %r#1[%c0] : memref<4xf32>
  "test.other"() : () -> ()
  %k = arith.addi %r#0, %c1 : index
  "test.other"() : () -> ()
  %s = scf.index_switch %n -> memref<4xf32>
  case 2 {
    scf.yield %b : memref<4xf32>
  }
  default {
    %d = memref.alloc() : memref<4xf32>
    scf.yield %d : memref<4xf32>
  }
  "test.other"() : () -> ()
  %q = memref.load %s[%c0] : memref<4xf32>
  "test.other"() : () -> ()
  memref.dealloc %a : memref<4xf32>
  memref.dealloc %b : memref<4xf32>
  return %z : f32
}

// A bufferization.dealloc that only retains the buffer is a use of it.
func.func @retain_only(%v: f32) -> i1 {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<4xf32>
  memref.store %v, %a[%c0] : memref<4xf32>
  "test.other"() : () -> ()
  %r = bufferization.dealloc retain (%a : memref<4xf32>)
  "test.other"() : () -> ()
  memref.dealloc %a : memref<4xf32>
  return %r : i1
}

// CHECK-LABEL: func.func @straight_line(%arg0: f32) -> f32 {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %alloc = memref.alloc() : memref<8xf32>
// CHECK-NEXT: %alloc_0 = memref.alloc() : memref<4xf32>
// CHECK-NEXT: linalg.fill ins(%arg0 : f32) outs(%alloc : memref<8xf32>)
// CHECK-NEXT: %subview = memref.subview %alloc[2] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1], offset: 2>>
// CHECK-NEXT: memref.copy %subview, %alloc_0 : memref<4xf32, strided<[1], offset: 2>> to memref<4xf32>
// CHECK-NEXT: memref.dealloc %alloc : memref<8xf32>
// CHECK-NEXT: %expand_shape = memref.expand_shape %alloc_0 {{\[\[}}0, 1{{\]\]}} output_shape [2, 2] : memref<4xf32> into memref<2x2xf32>
// CHECK-NEXT: %0 = memref.load %expand_shape[%c1, %c1] : memref<2x2xf32>
// CHECK-NEXT: memref.dealloc %alloc_0 : memref<4xf32>
// CHECK-NEXT: %1 = arith.addf %0, %arg0 : f32
// CHECK-NEXT: "test.work"(%1) : (f32) -> ()
// CHECK-NEXT: return %1 : f32
// CHECK-NEXT: }

// CHECK-LABEL: func.func @nested_uses(%arg0: index, %arg1: i1, %arg2: f32) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %alloc = memref.alloc(%arg0) : memref<?xf32>
// CHECK-NEXT: scf.for %arg3 = %c0 to %arg0 step %c1 {
// CHECK-NEXT: memref.store %arg2, %alloc[%arg3] : memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: scf.if %arg1 {
// CHECK-NEXT: %0 = memref.load %alloc[%c0] : memref<?xf32>
// CHECK-NEXT: "test.use"(%0) : (f32) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: memref.dealloc %alloc : memref<?xf32>
// CHECK-NEXT: "test.other"() : () -> ()
// CHECK-NEXT: "test.other"() : () -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }

// CHECK-LABEL: func.func @loop_carried(%arg0: index, %arg1: f32) -> f32 {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT: %0 = scf.for %arg2 = %c0 to %arg0 step %c1 iter_args(%arg3 = %alloc) -> (memref<4xf32>) {
// CHECK-NEXT: memref.store %arg1, %arg3[%c0] : memref<4xf32>
// CHECK-NEXT: scf.yield %arg3 : memref<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: "test.other"() : () -> ()
// CHECK-NEXT: %1 = memref.load %0[%c0] : memref<4xf32>
// CHECK-NEXT: memref.dealloc %alloc : memref<4xf32>
// CHECK-NEXT: "test.other"() : () -> ()
// CHECK-NEXT: return %1 : f32
// CHECK-NEXT: }

// CHECK-LABEL: func.func private @id(memref<4xf32>) -> memref<4xf32>

// CHECK-LABEL: func.func @clone_and_call(%arg0: f32) -> f32 {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT: linalg.fill ins(%arg0 : f32) outs(%alloc : memref<4xf32>)
// CHECK-NEXT: %0 = bufferization.clone %alloc : memref<4xf32> to memref<4xf32>
// CHECK-NEXT: memref.dealloc %alloc : memref<4xf32>
// CHECK-NEXT: %1 = call @id(%0) : (memref<4xf32>) -> memref<4xf32>
// CHECK-NEXT: %2 = memref.load %1[%c0] : memref<4xf32>
// CHECK-NEXT: memref.dealloc %0 : memref<4xf32>
// CHECK-NEXT: "test.other"() : () -> ()
// CHECK-NEXT: "test.other"() : () -> ()
// CHECK-NEXT: return %2 : f32
// CHECK-NEXT: }

// CHECK-LABEL: func.func @alloca(%arg0: f32) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %alloca = memref.alloca() : memref<4xf32>
// CHECK-NEXT: memref.store %arg0, %alloca[%c0] : memref<4xf32>
// CHECK-NEXT: memref.dealloc %alloca : memref<4xf32>
// CHECK-NEXT: "test.other"() : () -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }

// CHECK-LABEL: func.func @free_in_region(%arg0: i1, %arg1: f32) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT: memref.store %arg1, %alloc[%c0] : memref<4xf32>
// CHECK-NEXT: "test.other"() : () -> ()
// CHECK-NEXT: scf.if %arg0 {
// CHECK-NEXT: memref.dealloc %alloc : memref<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }

// CHECK-LABEL: func.func @two_frees(%arg0: i1, %arg1: f32) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT: memref.store %arg1, %alloc[%c0] : memref<4xf32>
// CHECK-NEXT: "test.other"() : () -> ()
// CHECK-NEXT: scf.if %arg0 {
// CHECK-NEXT: memref.dealloc %alloc : memref<4xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: memref.dealloc %alloc : memref<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }

// CHECK-LABEL: func.func @one_op_frees_two(%arg0: i1, %arg1: f32) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT: %alloc_0 = memref.alloc() : memref<4xf32>
// CHECK-NEXT: memref.store %arg1, %alloc[%c0] : memref<4xf32>
// CHECK-NEXT: memref.store %arg1, %alloc_0[%c0] : memref<4xf32>
// CHECK-NEXT: "test.other"() : () -> ()
// CHECK-NEXT: bufferization.dealloc (%alloc, %alloc_0 : memref<4xf32>, memref<4xf32>) if (%arg0, %arg0)
// CHECK-NEXT: return
// CHECK-NEXT: }

// CHECK-LABEL: func.func @retains_itself(%arg0: i1, %arg1: f32) -> i1 {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT: memref.store %arg1, %alloc[%c0] : memref<4xf32>
// CHECK-NEXT: "test.other"() : () -> ()
// CHECK-NEXT: %0 = bufferization.dealloc (%alloc : memref<4xf32>) if (%arg0) retain (%alloc : memref<4xf32>)
// CHECK-NEXT: return %0 : i1
// CHECK-NEXT: }

// CHECK-LABEL: func.func @retains_other(%arg0: i1, %arg1: f32, %arg2: memref<4xf32>) -> i1 {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT: memref.store %arg1, %alloc[%c0] : memref<4xf32>
// CHECK-NEXT: "test.other"() : () -> ()
// CHECK-NEXT: %0 = bufferization.dealloc (%alloc : memref<4xf32>) if (%arg0) retain (%arg2 : memref<4xf32>)
// CHECK-NEXT: return %0 : i1
// CHECK-NEXT: }

// CHECK-LABEL: func.func @already_optimal(%arg0: f32) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT: memref.store %arg0, %alloc[%c0] : memref<4xf32>
// CHECK-NEXT: memref.dealloc %alloc : memref<4xf32>
// CHECK-NEXT: "test.other"() : () -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }

// CHECK-LABEL: func.func private @external(memref<4xf32>)

// CHECK-LABEL: func.func private @sum(memref<4xf32>) -> f32

// CHECK-LABEL: func.func @call_and_loop_results(%arg0: index, %arg1: f32) -> (f32, f32) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT: linalg.fill ins(%arg1 : f32) outs(%alloc : memref<4xf32>)
// CHECK-NEXT: %0 = call @sum(%alloc) : (memref<4xf32>) -> f32
// CHECK-NEXT: "test.other"() : () -> ()
// CHECK-NEXT: %1 = arith.addf %0, %arg1 : f32
// CHECK-NEXT: memref.dealloc %alloc : memref<4xf32>
// CHECK-NEXT: %alloc_0 = memref.alloc() : memref<4xf32>
// CHECK-NEXT: %2:2 = scf.for %arg2 = %c0 to %arg0 step %c1 iter_args(%arg3 = %alloc_0, %arg4 = %arg1) -> (memref<4xf32>, f32) {
// CHECK-NEXT: %4 = memref.load %arg3[%c0] : memref<4xf32>
// CHECK-NEXT: %5 = arith.addf %arg4, %4 : f32
// CHECK-NEXT: scf.yield %arg3, %5 : memref<4xf32>, f32
// CHECK-NEXT: }
// CHECK-NEXT: memref.dealloc %alloc_0 : memref<4xf32>
// CHECK-NEXT: "test.other"() : () -> ()
// CHECK-NEXT: %3 = arith.addf %2#1, %arg1 : f32
// CHECK-NEXT: "test.other"() : () -> ()
// CHECK-NEXT: return %1, %3 : f32, f32
// CHECK-NEXT: }

// CHECK-LABEL: func.func @w(%arg0: index, %arg1: f32) -> f32 {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT: %alloc_0 = memref.alloc() : memref<4xf32>
// CHECK-NEXT: %0:2 = scf.while (%arg2 = %c0, %arg3 = %alloc) : (index, memref<4xf32>) -> (index, memref<4xf32>) {
// CHECK-NEXT: %5 = arith.cmpi slt, %arg2, %arg0 : index
// CHECK-NEXT: scf.condition(%5) %arg2, %arg3 : index, memref<4xf32>
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg2: index, %arg3: memref<4xf32>):
// CHECK-NEXT: %5 = arith.addi %arg2, %c1 : index
// CHECK-NEXT: scf.yield %5, %arg3 : index, memref<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: "test.other"() : () -> ()
// CHECK-NEXT: %1 = memref.load %0#1[%c0] : memref<4xf32>
// CHECK-NEXT: memref.dealloc %alloc : memref<4xf32>
// CHECK-NEXT: "test.other"() : () -> ()
// CHECK-NEXT: %2 = arith.addi %0#0, %c1 : index
// CHECK-NEXT: "test.other"() : () -> ()
// CHECK-NEXT: %3 = scf.index_switch %arg0 -> memref<4xf32>
// CHECK-NEXT: case 2 {
// CHECK-NEXT: scf.yield %alloc_0 : memref<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: default {
// CHECK-NEXT: %alloc_1 = memref.alloc() : memref<4xf32>
// CHECK-NEXT: scf.yield %alloc_1 : memref<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: "test.other"() : () -> ()
// CHECK-NEXT: %4 = memref.load %3[%c0] : memref<4xf32>
// CHECK-NEXT: memref.dealloc %alloc_0 : memref<4xf32>
// CHECK-NEXT: "test.other"() : () -> ()
// CHECK-NEXT: return %1 : f32
// CHECK-NEXT: }

// CHECK-LABEL: func.func @retain_only(%arg0: f32) -> i1 {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT: memref.store %arg0, %alloc[%c0] : memref<4xf32>
// CHECK-NEXT: "test.other"() : () -> ()
// CHECK-NEXT: %0 = bufferization.dealloc retain (%alloc : memref<4xf32>)
// CHECK-NEXT: memref.dealloc %alloc : memref<4xf32>
// CHECK-NEXT: "test.other"() : () -> ()
// CHECK-NEXT: return %0 : i1
// CHECK-NEXT: }
