// gc-merge-alloc: graph-compiler's arenas and offsets (ref-merge-alloc.md
// 1.12 and 1.15 items 1-5; alignment 64, cost-model planner).  These need
// graph-compiler's own planner (BO_PLANNER_GC_COST_MODEL in src/plan/):
// check them when merging with the planner branch.
// RUN: bufopt %s --split-input-file --allow-unregistered-dialect --gc-merge-alloc | FileCheck %s
// RUN: bufopt %s --split-input-file --allow-unregistered-dialect --gc-merge-alloc=planner-options=size-first | FileCheck %s

// CHECK-LABEL: func.func @basic
// CHECK:      %[[A:.*]] = memref.alloc() {alignment = 64 : i64} : memref<4096xi8>
// CHECK:      %[[B:.*]] = memref.alloc() : memref<8x64xf32>
// CHECK:      %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT: memref.view %[[A]][%[[C0]]][] : memref<4096xi8> to memref<8x64xf32>
// CHECK:      %[[C1:.*]] = arith.constant 2048 : index
// CHECK-NEXT: memref.view %[[A]][%[[C1]]][] : memref<4096xi8> to memref<8x64xf32>
// CHECK:      %[[C2:.*]] = arith.constant 0 : index
// CHECK-NEXT: memref.view %[[A]][%[[C2]]][] : memref<4096xi8> to memref<8x64xf32>
// CHECK:      return %[[B]]
func.func @basic() -> memref<8x64xf32> {
  %b = memref.alloc() : memref<8x64xf32>
  "test.use"(%b) : (memref<8x64xf32>) -> ()
  %c = memref.alloc() : memref<8x64xf32>
  "test.use"(%c) : (memref<8x64xf32>) -> ()
  %d = memref.alloc() : memref<8x64xf32>
  "test.use"(%d) : (memref<8x64xf32>) -> ()
  "test.use"(%c) : (memref<8x64xf32>) -> ()
  %e = memref.alloc() : memref<8x64xf32>
  "test.use"(%e) : (memref<8x64xf32>) -> ()
  return %b : memref<8x64xf32>
}

// -----

// e (1024 bytes) grows d's free 256-byte chunk in place.
// CHECK-LABEL: func.func @different_size_and_dtype
// CHECK:      memref.alloc() {alignment = 64 : i64} : memref<3072xi8>
// CHECK:      arith.constant 0 : index
// CHECK-NEXT: memref.view {{.*}} to memref<8x64xf32>
// CHECK:      arith.constant 2048 : index
// CHECK-NEXT: memref.view {{.*}} to memref<64xf32>
// CHECK:      arith.constant 2048 : index
// CHECK-NEXT: memref.view {{.*}} to memref<2x2x32xf64>
// CHECK:      arith.constant 0 : index
// CHECK-NEXT: memref.view {{.*}} to memref<2x4x32xf64>
func.func @different_size_and_dtype() {
  %c = memref.alloc() : memref<8x64xf32>
  "test.use"(%c) : (memref<8x64xf32>) -> ()
  %d = memref.alloc() : memref<64xf32>
  "test.use"(%d) : (memref<64xf32>) -> ()
  %e = memref.alloc() : memref<2x2x32xf64>
  "test.use"(%e) : (memref<2x2x32xf64>) -> ()
  "test.use"(%c) : (memref<8x64xf32>) -> ()
  %f = memref.alloc() : memref<2x4x32xf64>
  "test.use"(%f) : (memref<2x4x32xf64>) -> ()
  return
}

// -----

// f, g: used in the loop, live over all of it; h, j: inside, one use each.
// CHECK-LABEL: func.func @withloop
// CHECK:      memref.alloc() {alignment = 64 : i64} : memref<6144xi8>
// CHECK:      arith.constant 0 : index
// CHECK:      arith.constant 2048 : index
// CHECK:      scf.for
// CHECK:      arith.constant 4096 : index
// CHECK:      arith.constant 4096 : index
func.func @withloop(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %f = memref.alloc() : memref<8x64xf32>
  %g = memref.alloc() : memref<8x64xf32>
  scf.for %i = %c0 to %n step %c1 {
    "test.use"(%f) : (memref<8x64xf32>) -> ()
    "test.use"(%g) : (memref<8x64xf32>) -> ()
    %h = memref.alloc() : memref<8x64xf32>
    "test.use"(%h) : (memref<8x64xf32>) -> ()
    %j = memref.alloc() : memref<8x64xf32>
    "test.use"(%j) : (memref<8x64xf32>) -> ()
  }
  return
}
