// buffer-deallocation-simplification splits the result of an scf.while
// whose before region makes a fresh buffer out of the dealloc after the
// loops, as upstream's SplitDeallocWhenNotAliasingAnyOther does, also when
// the other memrefs come out of a loop that swaps its two buffers every
// iteration (their origins form a cycle through the while's regions, which
// the origin walk must close instead of giving up) and when those buffers
// are function arguments (a new allocation is never one).  The old walk ran
// out of depth on the cycle and kept every buffer in one dealloc, which the
// lowering turns into a dealloc_helper call with the fresh loop result
// still live (corpus hlo_memref_while: peak 124 bytes against upstream's
// 80).  CHECK lines: mlir-opt 22's output, for both tools.
// RUN: bufopt %s --ownership-based-buffer-deallocation --buffer-deallocation-simplification | FileCheck %s
// RUN: mlir-opt %s --ownership-based-buffer-deallocation --buffer-deallocation-simplification | FileCheck %s

// CHECK-LABEL: func.func @allocs_ping_pong_then_fresh
// CHECK: %[[A:.*]] = memref.alloc() : memref<4xf32>
// CHECK: %[[B:.*]] = memref.alloc() : memref<4xf32>
// CHECK: %[[P:.*]]:5 = scf.while
// CHECK: %[[F:.*]]:3 = scf.while (%{{.*}} = %[[P]]#1,
// CHECK: %[[BB0:.*]], %{{.*}}, %{{.*}}, %{{.*}} = memref.extract_strided_metadata %[[P]]#0
// CHECK: %[[BB1:.*]], %{{.*}}, %{{.*}}, %{{.*}} = memref.extract_strided_metadata %[[P]]#1
// CHECK: %[[BF:.*]], %{{.*}}, %{{.*}}, %{{.*}} = memref.extract_strided_metadata %[[F]]#0
// CHECK-NEXT: bufferization.dealloc (%[[BF]] : memref<f32>) if (%[[F]]#2)
// CHECK-NEXT: bufferization.dealloc (%[[A]], %[[B]], %[[BB0]], %[[BB1]] : memref<4xf32>, memref<4xf32>, memref<f32>, memref<f32>) if (%true, %true, %[[P]]#3, %[[P]]#4)
// CHECK-NEXT: return
func.func @allocs_ping_pong_then_fresh(%n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<4xf32>
  %b = memref.alloc() : memref<4xf32>
  %r:3 = scf.while (%x = %a, %y = %b, %i = %c0) : (memref<4xf32>, memref<4xf32>, index) -> (memref<4xf32>, memref<4xf32>, index) {
    %go = arith.cmpi ult, %i, %n : index
    scf.condition(%go) %x, %y, %i : memref<4xf32>, memref<4xf32>, index
  } do {
  ^bb0(%x: memref<4xf32>, %y: memref<4xf32>, %i: index):
    %c1 = arith.constant 1 : index
    %i2 = arith.addi %i, %c1 : index
    scf.yield %y, %x, %i2 : memref<4xf32>, memref<4xf32>, index
  }
  %w:2 = scf.while (%acc = %r#1, %i = %c0) : (memref<4xf32>, index) -> (memref<4xf32>, index) {
    %f = memref.alloc() : memref<4xf32>
    %v = memref.load %acc[%c0] : memref<4xf32>
    memref.store %v, %f[%c0] : memref<4xf32>
    %go = arith.cmpi ult, %i, %n : index
    scf.condition(%go) %f, %i : memref<4xf32>, index
  } do {
  ^bb0(%f: memref<4xf32>, %i: index):
    %c1 = arith.constant 1 : index
    %i2 = arith.addi %i, %c1 : index
    scf.yield %f, %i2 : memref<4xf32>, index
  }
  %s = memref.load %w#0[%c0] : memref<4xf32>
  %t = memref.load %r#0[%c0] : memref<4xf32>
  %u = arith.addf %s, %t : f32
  return %u : f32
}

// CHECK-LABEL: func.func @args_ping_pong_then_fresh
// CHECK-SAME: (%[[A:.*]]: memref<4xf32>, %[[B:.*]]: memref<4xf32>,
// CHECK: %[[P:.*]]:5 = scf.while (%{{.*}} = %[[A]], %{{.*}} = %[[B]],
// CHECK: %[[F:.*]]:3 = scf.while (%{{.*}} = %[[P]]#0,
// CHECK: %[[BB0:.*]], %{{.*}}, %{{.*}}, %{{.*}} = memref.extract_strided_metadata %[[P]]#0
// CHECK: %[[BB1:.*]], %{{.*}}, %{{.*}}, %{{.*}} = memref.extract_strided_metadata %[[P]]#1
// CHECK: %[[BF:.*]], %{{.*}}, %{{.*}}, %{{.*}} = memref.extract_strided_metadata %[[F]]#0
// CHECK-NEXT: bufferization.dealloc (%[[BF]] : memref<f32>) if (%[[F]]#2)
// CHECK-NEXT: bufferization.dealloc (%[[BB0]], %[[BB1]] : memref<f32>, memref<f32>) if (%[[P]]#3, %[[P]]#4)
// CHECK-NEXT: return
func.func @args_ping_pong_then_fresh(%a: memref<4xf32>, %b: memref<4xf32>, %n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %r:3 = scf.while (%x = %a, %y = %b, %i = %c0) : (memref<4xf32>, memref<4xf32>, index) -> (memref<4xf32>, memref<4xf32>, index) {
    %go = arith.cmpi ult, %i, %n : index
    scf.condition(%go) %x, %y, %i : memref<4xf32>, memref<4xf32>, index
  } do {
  ^bb0(%x: memref<4xf32>, %y: memref<4xf32>, %i: index):
    %c1 = arith.constant 1 : index
    %i2 = arith.addi %i, %c1 : index
    scf.yield %y, %x, %i2 : memref<4xf32>, memref<4xf32>, index
  }
  %w:2 = scf.while (%acc = %r#0, %i = %c0) : (memref<4xf32>, index) -> (memref<4xf32>, index) {
    %f = memref.alloc() : memref<4xf32>
    %v = memref.load %acc[%c0] : memref<4xf32>
    memref.store %v, %f[%c0] : memref<4xf32>
    %go = arith.cmpi ult, %i, %n : index
    scf.condition(%go) %f, %i : memref<4xf32>, index
  } do {
  ^bb0(%f: memref<4xf32>, %i: index):
    %c1 = arith.constant 1 : index
    %i2 = arith.addi %i, %c1 : index
    scf.yield %f, %i2 : memref<4xf32>, index
  }
  %s = memref.load %w#0[%c0] : memref<4xf32>
  %t = memref.load %r#1[%c0] : memref<4xf32>
  %u = arith.addf %s, %t : f32
  return %u : f32
}
