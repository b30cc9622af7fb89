// RUN: bufopt %s --canonicalize --split-input-file | FileCheck %s
// RUN: mlir-opt %s --canonicalize --split-input-file | FileCheck %s

// foldMemRefCast as mlir-opt 22 has it: any memref.cast of a ranked memref
// folds into the load, store, dealloc and bufferization.clone that use it,
// also a cast towards static sizes; to_buffer(to_tensor(m)) into another
// memory space becomes alloc + copy.

// CHECK-LABEL: func.func @load_of_cast_to_static(
// CHECK-SAME: %[[M:.*]]: memref<?xf32>, %[[I:.*]]: index)
// CHECK-NEXT: %[[V:.*]] = memref.load %[[M]][%[[I]]] : memref<?xf32>
// CHECK-NEXT: return %[[V]]
func.func @load_of_cast_to_static(%m: memref<?xf32>, %i: index) -> f32 {
  %0 = memref.cast %m : memref<?xf32> to memref<32xf32>
  %1 = memref.load %0[%i] : memref<32xf32>
  return %1 : f32
}

// -----

// CHECK-LABEL: func.func @clone_of_cast(
// CHECK-SAME: %[[M:.*]]: memref<?xf32>)
// CHECK-NEXT: %[[C:.*]] = bufferization.clone %[[M]] : memref<?xf32> to memref<32xf32>
// CHECK-NEXT: return %[[C]]
func.func @clone_of_cast(%m: memref<?xf32>) -> memref<32xf32> {
  %0 = memref.cast %m : memref<?xf32> to memref<32xf32>
  %1 = bufferization.clone %0 : memref<32xf32> to memref<32xf32>
  return %1 : memref<32xf32>
}

// -----

// CHECK-LABEL: func.func @unranked_cast_stays(
// CHECK: memref.cast
// CHECK: bufferization.clone %{{.*}} : memref<4xf32> to memref<4xf32>
func.func @unranked_cast_stays(%m: memref<*xf32>) -> memref<4xf32> {
  %0 = memref.cast %m : memref<*xf32> to memref<4xf32>
  %1 = bufferization.clone %0 : memref<4xf32> to memref<4xf32>
  return %1 : memref<4xf32>
}

// -----

// CHECK-LABEL: func.func @to_buffer_other_space(
// CHECK-SAME: %[[M:.*]]: memref<?xf32, 2>)
// CHECK-NEXT: %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT: %[[D:.*]] = memref.dim %[[M]], %[[C0]] : memref<?xf32, 2>
// CHECK-NEXT: %[[A:.*]] = memref.alloc(%[[D]]) : memref<?xf32, 7>
// CHECK-NEXT: memref.copy %[[M]], %[[A]] : memref<?xf32, 2> to memref<?xf32, 7>
// CHECK-NEXT: return %[[A]]
func.func @to_buffer_other_space(%m: memref<?xf32, 2>) -> memref<?xf32, 7> {
  %0 = bufferization.to_tensor %m : memref<?xf32, 2> to tensor<?xf32, 7>
  %1 = bufferization.to_buffer %0 : tensor<?xf32, 7> to memref<?xf32, 7>
  return %1 : memref<?xf32, 7>
}
