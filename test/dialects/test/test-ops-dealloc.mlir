// RUN: bufopt %s -ownership-based-buffer-deallocation -buffer-deallocation-simplification -split-input-file -verify-diagnostics | FileCheck %s
// RUN: mlir-opt %s -ownership-based-buffer-deallocation -buffer-deallocation-simplification -split-input-file -verify-diagnostics | FileCheck %s
// RUN: bufopt %s -buffer-loop-hoisting -split-input-file | FileCheck %s --check-prefix=HOIST
// RUN: mlir-opt %s -buffer-loop-hoisting -split-input-file | FileCheck %s --check-prefix=HOIST

// The memory effects of the test ops as the deallocation passes see them:
// test.buffer_based and test.copy read and write their memrefs,
// test.forward_buffer has none (its result's ownership is its operand's),
// test.region_buffer_based has those of its body, whose allocations are
// freed before test.region_yield.  Buffer loop hoisting takes the loop's
// allocation out of scf.for and leaves the one in test.region_buffer_based
// (not a loop) where it is.

// CHECK-LABEL: func.func private @effects(
// CHECK: %[[ALLOC:.*]] = memref.alloc() : memref<2xf32>
// CHECK-NEXT: test.buffer_based in(%{{.*}} : memref<2xf32>) out(%[[ALLOC]] : memref<2xf32>)
// CHECK-NEXT: test.copy(%[[ALLOC]], %{{.*}}) : (memref<2xf32>, memref<2xf32>)
// CHECK-NEXT: %[[F:.*]] = "test.forward_buffer"(%[[ALLOC]])
// CHECK: bufferization.dealloc (%[[ALLOC]] : memref<2xf32>) if (%true{{.*}}) retain (%[[F]] : memref<2xf32>)
// CHECK: return %[[F]]
func.func private @effects(%a: memref<2xf32>, %b: memref<2xf32>) -> memref<2xf32> {
  %0 = memref.alloc() : memref<2xf32>
  test.buffer_based in(%a: memref<2xf32>) out(%0: memref<2xf32>)
  test.copy(%0, %b) : (memref<2xf32>, memref<2xf32>)
  %1 = "test.forward_buffer"(%0) : (memref<2xf32>) -> memref<2xf32>
  return %1 : memref<2xf32>
}

// -----

// CHECK-LABEL: func.func @region(
// CHECK: test.region_buffer_based
// CHECK: %[[INNER:.*]] = memref.alloc() : memref<2xf32>
// CHECK-NEXT: test.buffer_based in(%{{.*}} : memref<2xf32>) out(%[[INNER]] : memref<2xf32>)
// CHECK-NEXT: bufferization.dealloc (%[[INNER]] : memref<2xf32>) if (%true{{.*}})
// CHECK-NEXT: test.region_yield
// HOIST-LABEL: func.func @region(
// HOIST-NEXT: memref.alloc() : memref<2xf32>
// HOIST-NEXT: scf.for
// HOIST-NEXT: test.region_buffer_based
// HOIST-NEXT: ^bb0
// HOIST-NEXT: memref.alloc() : memref<2xf32>
func.func @region(%a: memref<2xf32>, %lb: index, %ub: index, %st: index) {
  scf.for %i = %lb to %ub step %st {
    %0 = memref.alloc() : memref<2xf32>
    test.region_buffer_based in(%a: memref<2xf32>) out(%0: memref<2xf32>) {
    ^bb0(%x: f32, %y: f32):
      %1 = memref.alloc() : memref<2xf32>
      test.buffer_based in(%a: memref<2xf32>) out(%1: memref<2xf32>)
      test.region_yield %x : f32
    }
  }
  return
}

// -----

// An op of the test dialect it does not define has unknown effects.
func.func @unknown(%a: memref<2xf32>) {
  // expected-error @below {{ops with unknown memory side effects are not supported}}
  "test.memref_user"(%a) : (memref<2xf32>) -> ()
  return
}
