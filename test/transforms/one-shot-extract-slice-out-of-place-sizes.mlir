// An extract_slice put out of place gets a new buffer.  When its contents
// are not read (the slice is overwritten), upstream sizes the buffer from
// the op's own size operands (reifyResultShapes); when they are read (a
// copy), from the copied value (memref.dim of the subview).  bufopt used
// memref.dim in both cases.  Expected text: mlir-opt 22's.
// RUN: bufopt %s --split-input-file --one-shot-bufferize="bufferize-function-boundaries" | FileCheck %s
// RUN: mlir-opt %s --split-input-file --one-shot-bufferize="bufferize-function-boundaries" | FileCheck %s

// CHECK-LABEL: func.func @overwritten(
// CHECK-SAME: %[[T:.*]]: memref<?x4xf32, strided<[?, ?], offset: ?>>, %[[N:.*]]: index, %[[V:.*]]: f32
// CHECK: %[[SV:.*]] = memref.subview %[[T]][1, 0] [%[[N]], 4] [1, 1]
// CHECK-NEXT: %[[A:.*]] = memref.alloc(%[[N]]) {alignment = 64 : i64} : memref<?x4xf32>
// CHECK-NEXT: linalg.fill ins(%[[V]] : f32) outs(%[[A]] : memref<?x4xf32>)
func.func @overwritten(%t: tensor<?x4xf32>, %n: index, %v: f32) -> (tensor<?x4xf32>, tensor<?x4xf32>) {
  %s = tensor.extract_slice %t[1, 0] [%n, 4] [1, 1] : tensor<?x4xf32> to tensor<?x4xf32>
  %f = linalg.fill ins(%v : f32) outs(%s : tensor<?x4xf32>) -> tensor<?x4xf32>
  %u = tensor.insert %v into %t[%n, %n] : tensor<?x4xf32>
  return %f, %u : tensor<?x4xf32>, tensor<?x4xf32>
}

// -----

// CHECK-LABEL: func.func @rank_reduced(
// CHECK-SAME: %[[T:.*]]: memref<?x?xi32, strided<[?, ?], offset: ?>>, %[[N:.*]]: index, %[[V:.*]]: i32
// CHECK: memref.subview %[[T]][0, 2] [%[[N]], 1] [1, 1]
// CHECK-NEXT: %[[A:.*]] = memref.alloc(%[[N]]) {alignment = 64 : i64} : memref<?xi32>
func.func @rank_reduced(%t: tensor<?x?xi32>, %n: index, %v: i32) -> (tensor<?xi32>, tensor<?x?xi32>) {
  %s = tensor.extract_slice %t[0, 2] [%n, 1] [1, 1] : tensor<?x?xi32> to tensor<?xi32>
  %f = linalg.fill ins(%v : i32) outs(%s : tensor<?xi32>) -> tensor<?xi32>
  %u = tensor.insert %v into %t[%n, %n] : tensor<?x?xi32>
  return %f, %u : tensor<?xi32>, tensor<?x?xi32>
}

// -----

// CHECK-LABEL: func.func @read_copy(
// CHECK: %[[SV:.*]] = memref.subview
// CHECK: %[[D:.*]] = memref.dim %[[SV]], %{{.*}}
// CHECK-NEXT: %[[A:.*]] = memref.alloc(%[[D]]) {alignment = 64 : i64} : memref<?xf32>
// CHECK-NEXT: memref.copy %[[SV]], %[[A]]
func.func @read_copy(%t: tensor<?xf32>, %n: index, %v: f32, %i: index) -> (tensor<?xf32>, tensor<?xf32>) {
  %s = tensor.extract_slice %t[2] [%n] [1] : tensor<?xf32> to tensor<?xf32>
  %w = tensor.insert %v into %s[%i] : tensor<?xf32>
  %u = tensor.insert %v into %t[%i] : tensor<?xf32>
  return %w, %u : tensor<?xf32>, tensor<?xf32>
}
