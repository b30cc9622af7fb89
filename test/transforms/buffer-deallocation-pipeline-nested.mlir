// buffer-deallocation-pipeline is op-agnostic, as upstream's: nested in
// func.func(...) it runs on each function alone.  A function whose
// deallocations need no helper function is lowered as at module level.
// RUN: bufopt %s --pass-pipeline="builtin.module(func.func(buffer-deallocation-pipeline))" | FileCheck %s
// RUN: mlir-opt %s --pass-pipeline="builtin.module(func.func(buffer-deallocation-pipeline))" | FileCheck %s
// The passes it runs are op-agnostic too.
// RUN: bufopt %s --pass-pipeline="builtin.module(func.func(ownership-based-buffer-deallocation,buffer-deallocation-simplification,bufferization-lower-deallocations,canonicalize))" | FileCheck %s
// RUN: mlir-opt %s --pass-pipeline="builtin.module(func.func(ownership-based-buffer-deallocation,buffer-deallocation-simplification,bufferization-lower-deallocations,canonicalize))" | FileCheck %s

// CHECK-LABEL: func.func @local(
//  CHECK-SAME:     %[[c:.*]]: i1, %[[f:.*]]: f32)
//       CHECK:   %[[a:.*]] = memref.alloc() : memref<4xf32>
//       CHECK:   scf.if %[[c]] {
//       CHECK:     %[[b:.*]] = memref.alloc() : memref<4xf32>
//       CHECK:     memref.store %[[f]], %[[b]]
//       CHECK:     memref.copy %[[b]], %[[a]]
//  CHECK-NEXT:     memref.dealloc %[[b]] : memref<4xf32>
//  CHECK-NEXT:   }
//  CHECK-NEXT:   %[[v:.*]] = memref.load %[[a]]
//  CHECK-NEXT:   memref.dealloc %[[a]] : memref<4xf32>
//  CHECK-NEXT:   return %[[v]] : f32
func.func @local(%c: i1, %f: f32) -> f32 {
  %0 = memref.alloc() : memref<4xf32>
  %i = arith.constant 0 : index
  scf.if %c {
    %2 = memref.alloc() : memref<4xf32>
    memref.store %f, %2[%i] : memref<4xf32>
    memref.copy %2, %0 : memref<4xf32> to memref<4xf32>
  }
  %v = memref.load %0[%i] : memref<4xf32>
  return %v : f32
}

// CHECK-LABEL: func.func @second(
//       CHECK:   %[[a:.*]] = memref.alloc() : memref<8xi32>
//       CHECK:   memref.store
//       CHECK:   %[[v:.*]] = memref.load %[[a]]
//  CHECK-NEXT:   memref.dealloc %[[a]] : memref<8xi32>
//  CHECK-NEXT:   return %[[v]] : i32
func.func @second(%x: i32, %i: index) -> i32 {
  %0 = memref.alloc() : memref<8xi32>
  memref.store %x, %0[%i] : memref<8xi32>
  %v = memref.load %0[%i] : memref<8xi32>
  return %v : i32
}
