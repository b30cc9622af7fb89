// A new buffer made for an out-of-place write lives in the memory space of
// the value it stands for (upstream's alloc_tensor takes the space of the
// copied tensor's buffer type, with or without a copy); bufopt allocated
// in the default space and copied across.  Expected text: mlir-opt 22's.
// RUN: bufopt %s --split-input-file --one-shot-bufferize | FileCheck %s
// RUN: mlir-opt %s --split-input-file --one-shot-bufferize | FileCheck %s

// The insert reads the filled buffer: alloc + copy, both in space 3.
// CHECK-LABEL: func.func @copied(
// CHECK: %[[A:.*]] = memref.alloc() {alignment = 64 : i64} : memref<6xi16, 3 : i32>
// CHECK: %[[B:.*]] = memref.alloc() {alignment = 64 : i64} : memref<6xi16, 3 : i32>
// CHECK: memref.copy %[[A]], %[[B]] : memref<6xi16, 3 : i32> to memref<6xi16, 3 : i32>
// CHECK: memref.store %{{.*}}, %[[B]]
func.func @copied(%v: i16, %i: index) -> (tensor<6xi16>, tensor<6xi16>) {
  %0 = bufferization.alloc_tensor() {memory_space = 3 : i32} : tensor<6xi16>
  %f = linalg.fill ins(%v : i16) outs(%0 : tensor<6xi16>) -> tensor<6xi16>
  %w = tensor.insert %v into %f[%i] : tensor<6xi16>
  return %f, %w : tensor<6xi16>, tensor<6xi16>
}

// -----

// The second fill overwrites everything: a new buffer in space 3, no copy.
// CHECK-LABEL: func.func @overwritten(
// CHECK: %[[A:.*]] = memref.alloc() {alignment = 64 : i64} : memref<2x2xf64, 3 : i32>
// CHECK: %[[B:.*]] = memref.alloc() {alignment = 64 : i64} : memref<2x2xf64, 3 : i32>
// CHECK-NOT: memref.copy
// CHECK: linalg.fill ins(%{{.*}} : f64) outs(%[[B]] : memref<2x2xf64, 3 : i32>)
func.func @overwritten(%v: f64, %u: f64) -> (tensor<2x2xf64>, tensor<2x2xf64>) {
  %0 = bufferization.alloc_tensor() {memory_space = 3 : i32} : tensor<2x2xf64>
  %f = linalg.fill ins(%v : f64) outs(%0 : tensor<2x2xf64>) -> tensor<2x2xf64>
  %g = linalg.fill ins(%u : f64) outs(%f : tensor<2x2xf64>) -> tensor<2x2xf64>
  return %f, %g : tensor<2x2xf64>, tensor<2x2xf64>
}
