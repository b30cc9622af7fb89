// Buffers carried by a loop after merge-alloc: the loop's initial values
// are views of one arena.  The deallocation simplification knows that two
// memref.views of one arena at disjoint constant byte ranges are different
// buffers (their base buffers' aligned pointers differ, so the lowering's
// run-time alias check would find them apart), so the dealloc of the two
// carried buffers splits into one per buffer, with no run-time alias
// check; overlapping views stay together.  Then merge-alloc merges
// ping_pong's carried initial values (12 allocations to 11, no
// dealloc_helper).  (bufopt only: upstream has no such rule.)
// RUN: bufopt %s --split-input-file --ownership-based-buffer-deallocation --buffer-deallocation-simplification | FileCheck %s --check-prefix=SIMP
// RUN: bufopt %s --split-input-file --ownership-based-buffer-deallocation --buffer-deallocation-simplification | mlir-opt --split-input-file > /dev/null
// RUN: bufopt %s --split-input-file --bufferization-pipeline | FileCheck %s --check-prefix=PIPE

// SIMP-LABEL: func.func @disjoint_views
// SIMP:       scf.for
// SIMP:         bufferization.dealloc (%{{.*}} : memref<f32>) if (%{{.*}})
// SIMP-NEXT:    bufferization.dealloc (%{{.*}} : memref<f32>) if (%{{.*}})
// SIMP-NEXT:    scf.yield
// SIMP:       bufferization.dealloc (%{{.*}} : memref<f32>) if (%{{.*}})
// SIMP-NEXT:  bufferization.dealloc (%{{.*}} : memref<f32>) if (%{{.*}})
// SIMP-NEXT:  return
func.func @disjoint_views(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c32 = arith.constant 32 : index
  %arena = memref.alloc() {alignment = 64 : i64} : memref<64xi8>
  %a = memref.view %arena[%c0][] : memref<64xi8> to memref<8xf32>
  %b = memref.view %arena[%c32][] : memref<64xi8> to memref<8xf32>
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%x = %a, %y = %b) -> (memref<8xf32>, memref<8xf32>) {
    %p = memref.alloc() : memref<8xf32>
    memref.copy %y, %p : memref<8xf32> to memref<8xf32>
    %q = memref.alloc() : memref<8xf32>
    memref.copy %x, %q : memref<8xf32> to memref<8xf32>
    scf.yield %p, %q : memref<8xf32>, memref<8xf32>
  }
  %v = memref.load %r#0[%c0] : memref<8xf32>
  %w = memref.load %r#1[%c0] : memref<8xf32>
  vector.print %v : f32
  vector.print %w : f32
  return
}

// -----

// Bytes [0, 32) and [16, 48): they share bytes, so the run-time check
// stays (one dealloc of both).
// SIMP-LABEL: func.func @overlapping_views
// SIMP:       scf.for
// SIMP:         bufferization.dealloc (%{{.*}}, %{{.*}} : memref<f32>, memref<f32>) if
// SIMP:       bufferization.dealloc (%{{.*}}, %{{.*}} : memref<f32>, memref<f32>) if
func.func @overlapping_views(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %arena = memref.alloc() {alignment = 64 : i64} : memref<64xi8>
  %a = memref.view %arena[%c0][] : memref<64xi8> to memref<8xf32>
  %b = memref.view %arena[%c16][] : memref<64xi8> to memref<8xf32>
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%x = %a, %y = %b) -> (memref<8xf32>, memref<8xf32>) {
    %p = memref.alloc() : memref<8xf32>
    memref.copy %y, %p : memref<8xf32> to memref<8xf32>
    %q = memref.alloc() : memref<8xf32>
    memref.copy %x, %q : memref<8xf32> to memref<8xf32>
    scf.yield %p, %q : memref<8xf32>, memref<8xf32>
  }
  %v = memref.load %r#0[%c0] : memref<8xf32>
  %w = memref.load %r#1[%c0] : memref<8xf32>
  vector.print %v : f32
  vector.print %w : f32
  return
}

// -----

// Two loop-carried tensors swapped every iteration (ping_pong): their
// initial buffers, allocated in the function body, share one arena.
// PIPE-LABEL: func.func @swap
// PIPE:       %[[A:.*]] = memref.alloc() {alignment = 64 : i64} : memref<64xi8>
// PIPE:       %[[X:.*]] = memref.view %[[A]][%{{.*}}][] : memref<64xi8> to memref<8xf32>
// PIPE:       %[[Y:.*]] = memref.view %[[A]][%{{.*}}][] : memref<64xi8> to memref<8xf32>
// PIPE:       scf.for {{.*}} iter_args(%{{.*}} = %[[X]], %{{.*}} = %[[Y]],
// PIPE-NOT:   dealloc_helper
// PIPE:       memref.dealloc %[[A]] : memref<64xi8>
// PIPE-NEXT:  return
// PIPE-NOT:   dealloc_helper
func.func @swap(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = arith.constant dense<1.0> : tensor<8xf32>
  %b = arith.constant dense<2.0> : tensor<8xf32>
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%x = %a, %y = %b) -> (tensor<8xf32>, tensor<8xf32>) {
    %y2 = linalg.add ins(%x, %x : tensor<8xf32>, tensor<8xf32>) outs(%y : tensor<8xf32>) -> tensor<8xf32>
    scf.yield %y2, %x : tensor<8xf32>, tensor<8xf32>
  }
  %v = tensor.extract %r#0[%c0] : tensor<8xf32>
  vector.print %v : f32
  return
}
