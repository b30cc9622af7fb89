// One-Shot Bufferize of linalg.softmax (upstream's SoftmaxOpInterface): the
// input is read, the output written but not read, the result is the
// output's buffer.  An output that must not be overwritten gets a new
// buffer and no copy (its contents are never read).
// RUN: bufopt %s --split-input-file --one-shot-bufferize=bufferize-function-boundaries | FileCheck %s
// RUN: mlir-opt %s --split-input-file --one-shot-bufferize=bufferize-function-boundaries | FileCheck %s

// CHECK-LABEL: func.func @in_place(
// CHECK-SAME: %[[X:.*]]: memref<2x4xf32, strided<[?, ?], offset: ?>>, %[[Y:.*]]: memref<2x4xf32, strided<[?, ?], offset: ?>>)
// CHECK-NEXT: linalg.softmax dimension(1) ins(%[[X]] : memref<2x4xf32, strided<[?, ?], offset: ?>>) outs(%[[Y]] : memref<2x4xf32, strided<[?, ?], offset: ?>>)
// CHECK-NEXT: return %[[Y]]
func.func @in_place(%x: tensor<2x4xf32>, %y: tensor<2x4xf32>) -> tensor<2x4xf32> {
  %0 = linalg.softmax dimension(1) ins(%x : tensor<2x4xf32>) outs(%y : tensor<2x4xf32>) -> tensor<2x4xf32>
  return %0 : tensor<2x4xf32>
}

// -----

// %x is returned too: the softmax writes a new buffer, not copied from %x.
// CHECK-LABEL: func.func @out_of_place(
// CHECK-SAME: %[[X:.*]]: memref<2x4xf32, strided<[?, ?], offset: ?>>)
// CHECK-NEXT: %[[A:.*]] = memref.alloc() {alignment = 64 : i64} : memref<2x4xf32>
// CHECK-NEXT: linalg.softmax dimension(1) ins(%[[X]] : memref<2x4xf32, strided<[?, ?], offset: ?>>) outs(%[[A]] : memref<2x4xf32>)
// CHECK-NOT: memref.copy
// CHECK: return %[[A]], %[[X]]
func.func @out_of_place(%x: tensor<2x4xf32>) -> (tensor<2x4xf32>, tensor<2x4xf32>) {
  %0 = linalg.softmax dimension(1) ins(%x : tensor<2x4xf32>) outs(%x : tensor<2x4xf32>) -> tensor<2x4xf32>
  return %0, %x : tensor<2x4xf32>, tensor<2x4xf32>
}

// -----

// A chain through an empty tensor: one allocation, read by the second.
// CHECK-LABEL: func.func @chain(
// CHECK-SAME: %[[X:.*]]: memref<2x4xf32, strided<[?, ?], offset: ?>>, %[[Y:.*]]: memref<2x4xf32, strided<[?, ?], offset: ?>>)
// CHECK-NEXT: %[[A:.*]] = memref.alloc() {alignment = 64 : i64} : memref<2x4xf32>
// CHECK-NEXT: linalg.softmax dimension(1) ins(%[[X]] : {{.*}}) outs(%[[A]] : memref<2x4xf32>)
// CHECK-NEXT: linalg.softmax dimension(0) ins(%[[A]] : memref<2x4xf32>) outs(%[[Y]] : {{.*}})
// CHECK-NEXT: return %[[Y]]
func.func @chain(%x: tensor<2x4xf32>, %y: tensor<2x4xf32>) -> tensor<2x4xf32> {
  %e = tensor.empty() : tensor<2x4xf32>
  %0 = linalg.softmax dimension(1) ins(%x : tensor<2x4xf32>) outs(%e : tensor<2x4xf32>) -> tensor<2x4xf32>
  %1 = linalg.softmax dimension(0) ins(%0 : tensor<2x4xf32>) outs(%y : tensor<2x4xf32>) -> tensor<2x4xf32>
  return %1 : tensor<2x4xf32>
}
