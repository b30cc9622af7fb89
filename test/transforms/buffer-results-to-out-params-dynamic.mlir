// buffer-results-to-out-params with hoist-dynamic-allocs: a returned
// dynamic allocation whose sizes are arguments of the function becomes the
// out-param, and each caller allocates it with the matching call operands;
// an allocation with computed sizes is hoisted too, its callers would fail
// (see -invalid).  CHECK lines: mlir-opt 22's output, for both tools.
// RUN: bufopt --buffer-results-to-out-params=hoist-dynamic-allocs %s | FileCheck %s --check-prefix=DYN
// RUN: mlir-opt --buffer-results-to-out-params=hoist-dynamic-allocs %s | FileCheck %s --check-prefix=DYN
// RUN: bufopt --buffer-results-to-out-params='hoist-static-allocs hoist-dynamic-allocs' %s | FileCheck %s --check-prefix=BOTH
// RUN: mlir-opt --buffer-results-to-out-params='hoist-static-allocs hoist-dynamic-allocs' %s | FileCheck %s --check-prefix=BOTH

// Dynamic results: hoisted allocations sized by arguments (the callers
// reuse their operands), several returns (the first one's sizes count).
func.func private @dyn2(%n: index) -> (memref<?xf32>, memref<4xf32>) {
  %c2 = arith.constant 2 : index
  %k = arith.muli %n, %c2 : index
  %a = memref.alloc(%k) : memref<?xf32>
  %b = memref.alloc() : memref<4xf32>
  return %a, %b : memref<?xf32>, memref<4xf32>
}
func.func private @dyn3(%n: index, %m: memref<?xf32>) -> memref<?xf32> {
  %a = memref.alloc(%n) : memref<?xf32>
  memref.copy %m, %a : memref<?xf32> to memref<?xf32>
  return %a : memref<?xf32>
}
func.func private @two_returns(%n: index, %c: i1) -> memref<?xf32> {
  cf.cond_br %c, ^a, ^b
^a:
  %a = memref.alloc(%n) : memref<?xf32>
  return %a : memref<?xf32>
^b:
  %b = memref.alloc(%n) : memref<?xf32>
  return %b : memref<?xf32>
}
func.func @caller(%n: index, %m: memref<?xf32>, %c: i1) {
  %0 = call @dyn3(%n, %m) : (index, memref<?xf32>) -> memref<?xf32>
  %1 = call @two_returns(%n, %c) : (index, i1) -> memref<?xf32>
  return
}

// DYN: module {
// DYN-NEXT:   func.func private @dyn2(%arg0: index, %arg1: memref<?xf32>, %arg2: memref<4xf32>) {
// DYN-NEXT:     %c2 = arith.constant 2 : index
// DYN-NEXT:     %0 = arith.muli %arg0, %c2 : index
// DYN-NEXT:     %alloc = memref.alloc() : memref<4xf32>
// DYN-NEXT:     memref.copy %alloc, %arg2 : memref<4xf32> to memref<4xf32>
// DYN-NEXT:     return
// DYN-NEXT:   }
// DYN-NEXT:   func.func private @dyn3(%arg0: index, %arg1: memref<?xf32>, %arg2: memref<?xf32>) {
// DYN-NEXT:     memref.copy %arg1, %arg2 : memref<?xf32> to memref<?xf32>
// DYN-NEXT:     return
// DYN-NEXT:   }
// DYN-NEXT:   func.func private @two_returns(%arg0: index, %arg1: i1, %arg2: memref<?xf32>) {
// DYN-NEXT:     cf.cond_br %arg1, ^bb1, ^bb2
// DYN-NEXT:   ^bb1:  // pred: ^bb0
// DYN-NEXT:     return
// DYN-NEXT:   ^bb2:  // pred: ^bb0
// DYN-NEXT:     return
// DYN-NEXT:   }
// DYN-NEXT:   func.func @caller(%arg0: index, %arg1: memref<?xf32>, %arg2: i1) {
// DYN-NEXT:     %alloc = memref.alloc(%arg0) : memref<?xf32>
// DYN-NEXT:     call @dyn3(%arg0, %arg1, %alloc) : (index, memref<?xf32>, memref<?xf32>) -> ()
// DYN-NEXT:     %alloc_0 = memref.alloc(%arg0) : memref<?xf32>
// DYN-NEXT:     call @two_returns(%arg0, %arg2, %alloc_0) : (index, i1, memref<?xf32>) -> ()
// DYN-NEXT:     return
// DYN-NEXT:   }
// DYN-NEXT: }

// BOTH: module {
// BOTH-NEXT:   func.func private @dyn2(%arg0: index, %arg1: memref<?xf32>, %arg2: memref<4xf32>) {
// BOTH-NEXT:     %c2 = arith.constant 2 : index
// BOTH-NEXT:     %0 = arith.muli %arg0, %c2 : index
// BOTH-NEXT:     return
// BOTH-NEXT:   }
// BOTH-NEXT:   func.func private @dyn3(%arg0: index, %arg1: memref<?xf32>, %arg2: memref<?xf32>) {
// BOTH-NEXT:     memref.copy %arg1, %arg2 : memref<?xf32> to memref<?xf32>
// BOTH-NEXT:     return
// BOTH-NEXT:   }
// BOTH-NEXT:   func.func private @two_returns(%arg0: index, %arg1: i1, %arg2: memref<?xf32>) {
// BOTH-NEXT:     cf.cond_br %arg1, ^bb1, ^bb2
// BOTH-NEXT:   ^bb1:  // pred: ^bb0
// BOTH-NEXT:     return
// BOTH-NEXT:   ^bb2:  // pred: ^bb0
// BOTH-NEXT:     return
// BOTH-NEXT:   }
// BOTH-NEXT:   func.func @caller(%arg0: index, %arg1: memref<?xf32>, %arg2: i1) {
// BOTH-NEXT:     %alloc = memref.alloc(%arg0) : memref<?xf32>
// BOTH-NEXT:     call @dyn3(%arg0, %arg1, %alloc) : (index, memref<?xf32>, memref<?xf32>) -> ()
// BOTH-NEXT:     %alloc_0 = memref.alloc(%arg0) : memref<?xf32>
// BOTH-NEXT:     call @two_returns(%arg0, %arg2, %alloc_0) : (index, i1, memref<?xf32>) -> ()
// BOTH-NEXT:     return
// BOTH-NEXT:   }
// BOTH-NEXT: }
