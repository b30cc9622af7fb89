// RUN: bufopt %s --one-shot-bufferize="bufferize-function-boundaries" | FileCheck %s --check-prefixes=CHECK,BUFOPT
// RUN: mlir-opt %s --one-shot-bufferize="bufferize-function-boundaries" | FileCheck %s --check-prefixes=CHECK,UPSTREAM

// Transfers under One-Shot Bufferize: a read reads the source's buffer; a
// write is in place when nothing reads the old tensor after it, else it
// writes a copy; a write that covers the whole static tensor from index 0
// does not read it, so its out-of-place buffer is not filled with a copy.

// CHECK-LABEL: func.func @read(
// CHECK-SAME: %[[T:.*]]: memref<?xf32, strided<[?], offset: ?>>, %[[I:.*]]: index
// CHECK: %[[R:.*]] = vector.transfer_read %[[T]][%[[I]]], %{{.*}} : memref<?xf32, strided<[?], offset: ?>>, vector<4xf32>
// CHECK: return %[[R]]
func.func @read(%t: tensor<?xf32>, %i: index) -> vector<4xf32> {
  %p = arith.constant 0.0 : f32
  %r = vector.transfer_read %t[%i], %p : tensor<?xf32>, vector<4xf32>
  return %r : vector<4xf32>
}

// CHECK-LABEL: func.func @write_inplace(
// CHECK-SAME: %[[T:.*]]: memref<?xf32, strided<[?], offset: ?>>, %[[V:.*]]: vector<4xf32>, %[[I:.*]]: index
// CHECK-NOT: memref.alloc
// CHECK: vector.transfer_write %[[V]], %[[T]][%[[I]]] : vector<4xf32>, memref<?xf32, strided<[?], offset: ?>>
// CHECK: return %[[T]]
func.func @write_inplace(%t: tensor<?xf32>, %v: vector<4xf32>, %i: index) -> tensor<?xf32> {
  %w = vector.transfer_write %v, %t[%i] : vector<4xf32>, tensor<?xf32>
  return %w : tensor<?xf32>
}

// CHECK-LABEL: func.func @write_out_of_place(
// CHECK-SAME: %[[T:.*]]: memref<?xf32, strided<[?], offset: ?>>, %[[V:.*]]: vector<4xf32>, %[[I:.*]]: index
// CHECK: %[[A:.*]] = memref.alloc(%{{.*}}) {alignment = 64 : i64} : memref<?xf32>
// CHECK: memref.copy %[[T]], %[[A]]
// CHECK: vector.transfer_write %[[V]], %[[A]][%[[I]]] : vector<4xf32>, memref<?xf32>
// CHECK: %[[R:.*]] = vector.transfer_read %[[T]][%[[I]]]
// CHECK: return %[[A]], %[[R]]
func.func @write_out_of_place(%t: tensor<?xf32>, %v: vector<4xf32>, %i: index) -> (tensor<?xf32>, vector<4xf32>) {
  %p = arith.constant 0.0 : f32
  %w = vector.transfer_write %v, %t[%i] : vector<4xf32>, tensor<?xf32>
  %r = vector.transfer_read %t[%i], %p : tensor<?xf32>, vector<4xf32>
  return %w, %r : tensor<?xf32>, vector<4xf32>
}

// CHECK-LABEL: func.func @overwrite_all(
// CHECK: %[[A:.*]] = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NOT: memref.copy
// CHECK: vector.transfer_write %{{.*}}, %[[A]][%{{.*}}] : vector<4xf32>, memref<4xf32>
func.func @overwrite_all(%t: tensor<4xf32>, %v: vector<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %c0 = arith.constant 0 : index
  %w = vector.transfer_write %v, %t[%c0] : vector<4xf32>, tensor<4xf32>
  return %w, %t : tensor<4xf32>, tensor<4xf32>
}

// A masked write keeps the old value in its masked-off lanes, so it reads
// its destination: bufopt copies it.  mlir-opt 22 does not (its
// bufferizesToMemoryRead for transfer_write ignores the mask), so the
// masked-off lanes of its result are uninitialized memory.
// CHECK-LABEL: func.func @masked_write(
// CHECK: memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// BUFOPT-NEXT: memref.copy
// UPSTREAM-NOT: memref.copy
// CHECK: vector.transfer_write
func.func @masked_write(%t: tensor<4xf32>, %v: vector<4xf32>, %m: vector<4xi1>) -> (tensor<4xf32>, tensor<4xf32>) {
  %c0 = arith.constant 0 : index
  %w = vector.transfer_write %v, %t[%c0], %m : vector<4xf32>, tensor<4xf32>
  return %w, %t : tensor<4xf32>, tensor<4xf32>
}
