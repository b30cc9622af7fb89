// buffer-deallocation-simplification on region code, where bufopt's alias
// knowledge goes beyond upstream's (CHECK lines written by hand for
// bufopt's output; upstream keeps dealloc_helper calls here, as the
// UPSTREAM line checks).  corpus-dealloc/loops.mlir runs such code.
// fold-region-ownerships: the i1 folds of region ops bufopt's pipelines
// ask for (off by default, as upstream's pass).
// RUN: bufopt %s --ownership-based-buffer-deallocation --buffer-deallocation-simplification=fold-region-ownerships | FileCheck %s
// RUN: bufopt %s --ownership-based-buffer-deallocation --buffer-deallocation-simplification=fold-region-ownerships --bufferization-lower-deallocations | FileCheck %s --check-prefix=LOWERED
// RUN: mlir-opt %s --buffer-deallocation-pipeline | FileCheck %s --check-prefix=UPSTREAM
// UPSTREAM: call @dealloc_helper

// The loop passes its buffer through an scf.if unchanged: upstream's
// rewrites (kept ownerships through arith.ori) leave one dealloc of the two
// buffers after the loop; bufopt also knows that the loop result is the
// allocation and frees it once, with no helper, and the i1 ownerships the
// loop and the scf.if carried (constant false) fold away.
func.func @same_buffer_through_loop(%n: index, %c: i1) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = memref.alloc() : memref<4xf32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%x = %a) -> memref<4xf32> {
    %y = scf.if %c -> memref<4xf32> {
      scf.yield %x : memref<4xf32>
    } else {
      scf.yield %x : memref<4xf32>
    }
    scf.yield %y : memref<4xf32>
  }
  %v = memref.load %r[%c0] : memref<4xf32>
  return %v : f32
}

// CHECK-LABEL: func.func @same_buffer_through_loop
// CHECK: %[[A:.*]] = memref.alloc() : memref<4xf32>
// CHECK-NEXT: scf.for {{.*}} iter_args(%{{.*}} = %[[A]]) -> (memref<4xf32>) {
// CHECK-NOT: bufferization.dealloc
// CHECK-NOT: i1
// CHECK: bufferization.dealloc (%[[A]] : memref<4xf32>) if (%true)
// CHECK-NEXT: return
// LOWERED-LABEL: func.func @same_buffer_through_loop
// LOWERED-NOT: call @dealloc_helper
// LOWERED: return

// Ping-pong: two buffers carried by a loop that replaces both by fresh
// allocations each iteration.  bufopt knows the two iter_args apart (their
// initial values differ and the loop yields two different new buffers), so
// each is freed by its own dealloc: no helper inside the loop.
func.func @ping_pong(%n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = memref.alloc() : memref<4xf32>
  %b = memref.alloc() : memref<4xf32>
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%x = %a, %y = %b) -> (memref<4xf32>, memref<4xf32>) {
    %p = memref.alloc() : memref<4xf32>
    memref.copy %y, %p : memref<4xf32> to memref<4xf32>
    %q = memref.alloc() : memref<4xf32>
    memref.copy %x, %q : memref<4xf32> to memref<4xf32>
    scf.yield %p, %q : memref<4xf32>, memref<4xf32>
  }
  %v = memref.load %r#0[%c0] : memref<4xf32>
  return %v : f32
}

// CHECK-LABEL: func.func @ping_pong
// CHECK: scf.for {{.*}} iter_args(%[[X:.*]] = %{{.*}}, %[[Y:.*]] = %{{.*}}, %[[OX:.*]] = %false, %[[OY:.*]] = %false)
// CHECK: %[[BX:.*]], %{{.*}}, %{{.*}}, %{{.*}} = memref.extract_strided_metadata %[[X]]
// CHECK: %[[BY:.*]], %{{.*}}, %{{.*}}, %{{.*}} = memref.extract_strided_metadata %[[Y]]
// CHECK-DAG: bufferization.dealloc (%[[BX]] : memref<f32>) if (%[[OX]])
// CHECK-DAG: bufferization.dealloc (%[[BY]] : memref<f32>) if (%[[OY]])
// CHECK: scf.yield %{{.*}}, %{{.*}}, %true, %true
// LOWERED-LABEL: func.func @ping_pong
// LOWERED: scf.for
// LOWERED-NOT: call @dealloc_helper
// LOWERED: scf.yield
