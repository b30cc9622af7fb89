// vector.mask with tensor results (a masked transfer_write into a tensor):
// the masked op is bufferized inside the mask, the mask is made again
// without its tensor results (its yield without those operands), and the
// results become the written buffers, as upstream.  A write that the
// analysis puts out of place is refused with upstream's message.  Both
// tools, same CHECK lines.
// RUN: bufopt %s --split-input-file --one-shot-bufferize=bufferize-function-boundaries --verify-diagnostics | FileCheck %s
// RUN: mlir-opt %s --split-input-file --one-shot-bufferize=bufferize-function-boundaries --verify-diagnostics | FileCheck %s
// RUN: bufopt %s --split-input-file --one-shot-bufferize="bufferize-function-boundaries test-analysis-only" | FileCheck %s --check-prefix=ANALYSIS
// RUN: mlir-opt %s --split-input-file --one-shot-bufferize="bufferize-function-boundaries test-analysis-only" | FileCheck %s --check-prefix=ANALYSIS

// CHECK-LABEL: func.func @masked_write(
// CHECK-SAME: %[[T:.*]]: memref<?xf32, strided<[?], offset: ?>>, %[[V:.*]]: vector<4xf32>, %[[N:.*]]: index) -> memref<?xf32, strided<[?], offset: ?>> {
// CHECK: %[[M:.*]] = vector.create_mask %[[N]] : vector<4xi1>
// CHECK-NEXT: vector.mask %[[M]] { vector.transfer_write %[[V]], %[[T]][%{{.*}}] : vector<4xf32>, memref<?xf32, strided<[?], offset: ?>> } : vector<4xi1>
// CHECK-NEXT: return %[[T]]
// ANALYSIS-LABEL: func.func @masked_write(
// ANALYSIS: vector.mask %{{.*}} { vector.transfer_write %{{.*}}, %{{.*}}[%{{.*}}] {__inplace_operands_attr__ = ["none", "true", "none"]} : vector<4xf32>, tensor<?xf32> } : vector<4xi1> -> tensor<?xf32>
func.func @masked_write(%t: tensor<?xf32>, %v: vector<4xf32>, %n: index) -> tensor<?xf32> {
  %c0 = arith.constant 0 : index
  %m = vector.create_mask %n : vector<4xi1>
  %r = vector.mask %m { vector.transfer_write %v, %t[%c0] : vector<4xf32>, tensor<?xf32> } : vector<4xi1> -> tensor<?xf32>
  return %r : tensor<?xf32>
}

// -----

// A masked read and a masked write of the same tensor.
// CHECK-LABEL: func.func @read_then_write(
// CHECK-SAME: %[[T:.*]]: memref<8xf32, strided<[?], offset: ?>>, %[[N:.*]]: index) -> (vector<4xf32>, memref<8xf32, strided<[?], offset: ?>>) {
// CHECK: %[[R:.*]] = vector.mask %{{.*}} { vector.transfer_read %[[T]][%{{.*}}], %{{.*}} : memref<8xf32, strided<[?], offset: ?>>, vector<4xf32> } : vector<4xi1> -> vector<4xf32>
// CHECK-NEXT: vector.mask %{{.*}} { vector.transfer_write %[[R]], %[[T]][%{{.*}}] : vector<4xf32>, memref<8xf32, strided<[?], offset: ?>> } : vector<4xi1>
// CHECK-NEXT: return %[[R]], %[[T]]
func.func @read_then_write(%t: tensor<8xf32>, %n: index) -> (vector<4xf32>, tensor<8xf32>) {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %p = arith.constant 0.0 : f32
  %m = vector.create_mask %n : vector<4xi1>
  %v = vector.mask %m { vector.transfer_read %t[%c0], %p : tensor<8xf32>, vector<4xf32> } : vector<4xi1> -> vector<4xf32>
  %r = vector.mask %m { vector.transfer_write %v, %t[%c2] : vector<4xf32>, tensor<8xf32> } : vector<4xi1> -> tensor<8xf32>
  return %v, %r : vector<4xf32>, tensor<8xf32>
}

// -----

// The original tensor is returned too: the write must go out of place.
func.func @out_of_place(%t: tensor<?xf32>, %v: vector<4xf32>, %n: index) -> (tensor<?xf32>, tensor<?xf32>) {
  %c0 = arith.constant 0 : index
  %m = vector.create_mask %n : vector<4xi1>
  // expected-error@+1 {{'vector.mask' op body must bufferize in-place}}
  %r = vector.mask %m { vector.transfer_write %v, %t[%c0] : vector<4xf32>, tensor<?xf32> } : vector<4xi1> -> tensor<?xf32>
  return %r, %t : tensor<?xf32>, tensor<?xf32>
}
