// bufferization.materialize_in_destination as the insertion that
// eliminate-empty-tensors looks for.  A memref destination (restrict) is
// replaced by a `to_tensor ... restrict` of it, which takes the `restrict`
// over (once: a second insertion into it finds no `restrict` left); without
// `restrict` nothing is replaced.  With a tensor destination the empty
// tensor becomes the destination, and One-Shot Bufferize then writes the
// destination in place: materialize_in_destination copies element by
// element (upstream's bufferizesToElementwiseAccess), so its read of the
// source does not conflict with its write of an equivalent destination.
// bufopt did none of this (an alloc and a copy).  Expected text: mlir-opt 22's.
// RUN: bufopt %s --split-input-file --eliminate-empty-tensors | FileCheck %s --check-prefix=ELIM
// RUN: mlir-opt %s --split-input-file --eliminate-empty-tensors | FileCheck %s --check-prefix=ELIM
// RUN: bufopt %s --split-input-file --eliminate-empty-tensors --empty-tensor-to-alloc-tensor --one-shot-bufferize="bufferize-function-boundaries" | FileCheck %s
// RUN: mlir-opt %s --split-input-file --eliminate-empty-tensors --empty-tensor-to-alloc-tensor --one-shot-bufferize="bufferize-function-boundaries" | FileCheck %s

// ELIM-LABEL: func.func @into_memref(
// ELIM-SAME: %[[M:.*]]: memref<3x2xi64>,
// ELIM: %[[T:.*]] = bufferization.to_tensor %[[M]] restrict writable : memref<3x2xi64> to tensor<3x2xi64>
// ELIM: linalg.fill {{.*}} outs(%[[T]] : tensor<3x2xi64>)
// ELIM: bufferization.materialize_in_destination %{{.*}} in writable %[[M]]
// CHECK-LABEL: func.func @into_memref(
// CHECK-SAME: %[[M:.*]]: memref<3x2xi64>,
// CHECK-NOT: memref.alloc
// CHECK: linalg.fill {{.*}} outs(%[[M]] : memref<3x2xi64>)
func.func @into_memref(%m: memref<3x2xi64>, %v: i64) {
  %e = tensor.empty() : tensor<3x2xi64>
  %f = linalg.fill ins(%v : i64) outs(%e : tensor<3x2xi64>) -> tensor<3x2xi64>
  bufferization.materialize_in_destination %f in restrict writable %m : (tensor<3x2xi64>, memref<3x2xi64>) -> ()
  return
}

// -----

// ELIM-LABEL: func.func @not_restrict(
// ELIM: %[[E:.*]] = tensor.empty() : tensor<4xi64>
// ELIM: linalg.fill {{.*}} outs(%[[E]] : tensor<4xi64>)
// ELIM-NOT: to_tensor
// CHECK-LABEL: func.func @not_restrict(
// CHECK: memref.alloc
func.func @not_restrict(%m: memref<4xi64>, %v: i64) {
  %e = tensor.empty() : tensor<4xi64>
  %f = linalg.fill ins(%v : i64) outs(%e : tensor<4xi64>) -> tensor<4xi64>
  bufferization.materialize_in_destination %f in writable %m : (tensor<4xi64>, memref<4xi64>) -> ()
  return
}

// -----

// ELIM-LABEL: func.func @twice(
// ELIM: bufferization.to_tensor %{{.*}} restrict writable
// ELIM-NOT: bufferization.to_tensor
// ELIM: bufferization.materialize_in_destination %{{.*}} in writable
// ELIM: bufferization.materialize_in_destination %{{.*}} in writable
// CHECK-LABEL: func.func @twice(
// CHECK-COUNT-1: memref.alloc
// CHECK-NOT: memref.alloc
func.func @twice(%m: memref<4xi64>, %v: i64, %w: i64) {
  %e = tensor.empty() : tensor<4xi64>
  %f = linalg.fill ins(%v : i64) outs(%e : tensor<4xi64>) -> tensor<4xi64>
  bufferization.materialize_in_destination %f in restrict writable %m : (tensor<4xi64>, memref<4xi64>) -> ()
  %e2 = tensor.empty() : tensor<4xi64>
  %g = linalg.fill ins(%w : i64) outs(%e2 : tensor<4xi64>) -> tensor<4xi64>
  bufferization.materialize_in_destination %g in writable %m : (tensor<4xi64>, memref<4xi64>) -> ()
  return
}

// -----

// ELIM-LABEL: func.func @into_tensor(
// ELIM-SAME: %[[T:.*]]: tensor<8xf16>
// ELIM: linalg.fill {{.*}} outs(%[[T]] : tensor<8xf16>)
// CHECK-LABEL: func.func @into_tensor(
// CHECK-SAME: %[[B:.*]]: memref<8xf16, strided<[?], offset: ?>>
// CHECK-NOT: memref.alloc
// CHECK: linalg.fill {{.*}} outs(%[[B]] :
// CHECK: memref.copy %[[B]], %[[B]]
// CHECK: return %[[B]]
func.func @into_tensor(%t: tensor<8xf16>, %v: f16) -> tensor<8xf16> {
  %e = tensor.empty() : tensor<8xf16>
  %f = linalg.fill ins(%v : f16) outs(%e : tensor<8xf16>) -> tensor<8xf16>
  %r = bufferization.materialize_in_destination %f in %t : (tensor<8xf16>, tensor<8xf16>) -> tensor<8xf16>
  return %r : tensor<8xf16>
}
