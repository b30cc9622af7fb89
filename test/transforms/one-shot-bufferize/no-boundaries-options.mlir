// Without bufferize-function-boundaries, with other options: allow-unknown-ops
// (an unknown op keeps reading the tensor argument itself; a buffer reaching
// it goes through one to_tensor made after its producer; its results are
// read through to_buffer after it), copy-before-write, test-analysis-only
// (arguments are not writable; calls and the return are unknown ops).
// Expected text: mlir-opt 22's.
// RUN: bufopt --allow-unregistered-dialect %s --split-input-file --one-shot-bufferize="allow-unknown-ops" | FileCheck %s
// RUN: mlir-opt --allow-unregistered-dialect %s --split-input-file --one-shot-bufferize="allow-unknown-ops" | FileCheck %s
// RUN: bufopt --allow-unregistered-dialect %s --split-input-file --one-shot-bufferize="allow-unknown-ops copy-before-write" | FileCheck %s --check-prefix=COPY
// RUN: mlir-opt --allow-unregistered-dialect %s --split-input-file --one-shot-bufferize="allow-unknown-ops copy-before-write" | FileCheck %s --check-prefix=COPY
// RUN: bufopt --allow-unregistered-dialect %s --split-input-file --one-shot-bufferize="allow-unknown-ops test-analysis-only" | FileCheck %s --check-prefix=ANALYSIS
// RUN: mlir-opt --allow-unregistered-dialect %s --split-input-file --one-shot-bufferize="allow-unknown-ops test-analysis-only" | FileCheck %s --check-prefix=ANALYSIS

func.func @unknown(%t: tensor<4xf32>, %i: index, %v: f32) -> tensor<4xf32> {
  %r = tensor.insert %v into %t[%i] : tensor<4xf32>
  %a = arith.addf %v, %v : f32
  %u = "test.foo"(%r) : (tensor<4xf32>) -> tensor<4xf32>
  %w = "test.foo"(%r, %t) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %r2 = tensor.insert %a into %w[%i] : tensor<4xf32>
  %r3 = tensor.insert %a into %u[%i] : tensor<4xf32>
  %x = tensor.extract %r3[%i] : tensor<4xf32>
  %r4 = tensor.insert %x into %r2[%i] : tensor<4xf32>
  return %r4 : tensor<4xf32>
}

// -----

func.func @writes(%t: tensor<8xf32>, %f: f32) -> (tensor<8xf32>, tensor<8xf32>) {
  %e = tensor.empty() : tensor<8xf32>
  %a = linalg.fill ins(%f : f32) outs(%e : tensor<8xf32>) -> tensor<8xf32>
  %b = linalg.fill ins(%f : f32) outs(%t : tensor<8xf32>) -> tensor<8xf32>
  %c0 = arith.constant 0 : index
  %x = tensor.extract %t[%c0] : tensor<8xf32>
  %c = tensor.insert %x into %a[%c0] : tensor<8xf32>
  return %b, %c : tensor<8xf32>, tensor<8xf32>
}

// -----

func.func private @ext(tensor<4xf32>) -> tensor<4xf32>
func.func @calls(%t: tensor<4xf32>, %f: f32, %i: index) -> tensor<4xf32> {
  %w = tensor.insert %f into %t[%i] : tensor<4xf32>
  %r = func.call @ext(%w) : (tensor<4xf32>) -> tensor<4xf32>
  %r2 = tensor.insert %f into %r[%i] : tensor<4xf32>
  return %r2 : tensor<4xf32>
}

// CHECK: module {
// CHECK-NEXT:   func.func @unknown(%arg0: tensor<4xf32>, %arg1: index, %arg2: f32) -> tensor<4xf32> {
// CHECK-NEXT:     %0 = bufferization.to_buffer %arg0 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT:     memref.copy %0, %alloc : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32>
// CHECK-NEXT:     memref.store %arg2, %alloc[%arg1] : memref<4xf32>
// CHECK-NEXT:     %1 = bufferization.to_tensor %alloc : memref<4xf32> to tensor<4xf32>
// CHECK-NEXT:     %2 = arith.addf %arg2, %arg2 : f32
// CHECK-NEXT:     %3 = "test.foo"(%1) : (tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT:     %4 = bufferization.to_buffer %3 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     %5 = "test.foo"(%1, %arg0) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT:     %6 = bufferization.to_buffer %5 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT:     memref.copy %6, %alloc_0 : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32>
// CHECK-NEXT:     memref.store %2, %alloc_0[%arg1] : memref<4xf32>
// CHECK-NEXT:     %alloc_1 = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT:     memref.copy %4, %alloc_1 : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32>
// CHECK-NEXT:     memref.store %2, %alloc_1[%arg1] : memref<4xf32>
// CHECK-NEXT:     %7 = memref.load %alloc_1[%arg1] : memref<4xf32>
// CHECK-NEXT:     memref.store %7, %alloc_0[%arg1] : memref<4xf32>
// CHECK-NEXT:     %8 = bufferization.to_tensor %alloc_0 : memref<4xf32> to tensor<4xf32>
// CHECK-NEXT:     return %8 : tensor<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @writes(%arg0: tensor<8xf32>, %arg1: f32) -> (tensor<8xf32>, tensor<8xf32>) {
// CHECK-NEXT:     %0 = bufferization.to_buffer %arg0 : tensor<8xf32> to memref<8xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<8xf32>
// CHECK-NEXT:     linalg.fill ins(%arg1 : f32) outs(%alloc : memref<8xf32>)
// CHECK-NEXT:     %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<8xf32>
// CHECK-NEXT:     linalg.fill ins(%arg1 : f32) outs(%alloc_0 : memref<8xf32>)
// CHECK-NEXT:     %1 = bufferization.to_tensor %alloc_0 : memref<8xf32> to tensor<8xf32>
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %2 = memref.load %0[%c0] : memref<8xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     memref.store %2, %alloc[%c0] : memref<8xf32>
// CHECK-NEXT:     %3 = bufferization.to_tensor %alloc : memref<8xf32> to tensor<8xf32>
// CHECK-NEXT:     return %1, %3 : tensor<8xf32>, tensor<8xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func private @ext(tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT:   func.func @calls(%arg0: tensor<4xf32>, %arg1: f32, %arg2: index) -> tensor<4xf32> {
// CHECK-NEXT:     %0 = bufferization.to_buffer %arg0 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT:     memref.copy %0, %alloc : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32>
// CHECK-NEXT:     memref.store %arg1, %alloc[%arg2] : memref<4xf32>
// CHECK-NEXT:     %1 = bufferization.to_tensor %alloc : memref<4xf32> to tensor<4xf32>
// CHECK-NEXT:     %2 = call @ext(%1) : (tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT:     %3 = bufferization.to_buffer %2 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT:     memref.copy %3, %alloc_0 : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32>
// CHECK-NEXT:     memref.store %arg1, %alloc_0[%arg2] : memref<4xf32>
// CHECK-NEXT:     %4 = bufferization.to_tensor %alloc_0 : memref<4xf32> to tensor<4xf32>
// CHECK-NEXT:     return %4 : tensor<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }

// COPY: module {
// COPY-NEXT:   func.func @unknown(%arg0: tensor<4xf32>, %arg1: index, %arg2: f32) -> tensor<4xf32> {
// COPY-NEXT:     %0 = bufferization.to_buffer %arg0 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// COPY-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// COPY-NEXT:     memref.copy %0, %alloc : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32>
// COPY-NEXT:     memref.store %arg2, %alloc[%arg1] : memref<4xf32>
// COPY-NEXT:     %1 = bufferization.to_tensor %alloc : memref<4xf32> to tensor<4xf32>
// COPY-NEXT:     %2 = arith.addf %arg2, %arg2 : f32
// COPY-NEXT:     %3 = "test.foo"(%1) : (tensor<4xf32>) -> tensor<4xf32>
// COPY-NEXT:     %4 = bufferization.to_buffer %3 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// COPY-NEXT:     %5 = "test.foo"(%1, %arg0) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
// COPY-NEXT:     %6 = bufferization.to_buffer %5 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// COPY-NEXT:     %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// COPY-NEXT:     memref.copy %6, %alloc_0 : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32>
// COPY-NEXT:     memref.store %2, %alloc_0[%arg1] : memref<4xf32>
// COPY-NEXT:     %alloc_1 = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// COPY-NEXT:     memref.copy %4, %alloc_1 : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32>
// COPY-NEXT:     memref.store %2, %alloc_1[%arg1] : memref<4xf32>
// COPY-NEXT:     %7 = memref.load %alloc_1[%arg1] : memref<4xf32>
// COPY-NEXT:     %alloc_2 = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// COPY-NEXT:     memref.copy %alloc_0, %alloc_2 : memref<4xf32> to memref<4xf32>
// COPY-NEXT:     memref.store %7, %alloc_2[%arg1] : memref<4xf32>
// COPY-NEXT:     %8 = bufferization.to_tensor %alloc_2 : memref<4xf32> to tensor<4xf32>
// COPY-NEXT:     return %8 : tensor<4xf32>
// COPY-NEXT:   }
// COPY-NEXT: }
// COPY-EMPTY:
// COPY-NEXT: // -----
// COPY-NEXT: module {
// COPY-NEXT:   func.func @writes(%arg0: tensor<8xf32>, %arg1: f32) -> (tensor<8xf32>, tensor<8xf32>) {
// COPY-NEXT:     %0 = bufferization.to_buffer %arg0 : tensor<8xf32> to memref<8xf32, strided<[?], offset: ?>>
// COPY-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<8xf32>
// COPY-NEXT:     linalg.fill ins(%arg1 : f32) outs(%alloc : memref<8xf32>)
// COPY-NEXT:     %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<8xf32>
// COPY-NEXT:     linalg.fill ins(%arg1 : f32) outs(%alloc_0 : memref<8xf32>)
// COPY-NEXT:     %1 = bufferization.to_tensor %alloc_0 : memref<8xf32> to tensor<8xf32>
// COPY-NEXT:     %c0 = arith.constant 0 : index
// COPY-NEXT:     %2 = memref.load %0[%c0] : memref<8xf32, strided<[?], offset: ?>>
// COPY-NEXT:     %alloc_1 = memref.alloc() {alignment = 64 : i64} : memref<8xf32>
// COPY-NEXT:     memref.copy %alloc, %alloc_1 : memref<8xf32> to memref<8xf32>
// COPY-NEXT:     memref.store %2, %alloc_1[%c0] : memref<8xf32>
// COPY-NEXT:     %3 = bufferization.to_tensor %alloc_1 : memref<8xf32> to tensor<8xf32>
// COPY-NEXT:     return %1, %3 : tensor<8xf32>, tensor<8xf32>
// COPY-NEXT:   }
// COPY-NEXT: }
// COPY-EMPTY:
// COPY-NEXT: // -----
// COPY-NEXT: module {
// COPY-NEXT:   func.func private @ext(tensor<4xf32>) -> tensor<4xf32>
// COPY-NEXT:   func.func @calls(%arg0: tensor<4xf32>, %arg1: f32, %arg2: index) -> tensor<4xf32> {
// COPY-NEXT:     %0 = bufferization.to_buffer %arg0 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// COPY-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// COPY-NEXT:     memref.copy %0, %alloc : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32>
// COPY-NEXT:     memref.store %arg1, %alloc[%arg2] : memref<4xf32>
// COPY-NEXT:     %1 = bufferization.to_tensor %alloc : memref<4xf32> to tensor<4xf32>
// COPY-NEXT:     %2 = call @ext(%1) : (tensor<4xf32>) -> tensor<4xf32>
// COPY-NEXT:     %3 = bufferization.to_buffer %2 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// COPY-NEXT:     %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// COPY-NEXT:     memref.copy %3, %alloc_0 : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32>
// COPY-NEXT:     memref.store %arg1, %alloc_0[%arg2] : memref<4xf32>
// COPY-NEXT:     %4 = bufferization.to_tensor %alloc_0 : memref<4xf32> to tensor<4xf32>
// COPY-NEXT:     return %4 : tensor<4xf32>
// COPY-NEXT:   }
// COPY-NEXT: }
// COPY-EMPTY:
// COPY-NEXT: // -----
// COPY-NEXT: module {
// COPY-NEXT: }
// COPY-EMPTY:
// COPY-NEXT: // -----
// COPY-NEXT: module {
// COPY-NEXT: }

// ANALYSIS: module {
// ANALYSIS-NEXT:   func.func @unknown(%arg0: tensor<4xf32>, %arg1: index, %arg2: f32) -> tensor<4xf32> {
// ANALYSIS-NEXT:     %inserted = tensor.insert %arg2 into %arg0[%arg1] {__inplace_operands_attr__ = ["none", "false", "none"]} : tensor<4xf32>
// ANALYSIS-NEXT:     %0 = arith.addf %arg2, %arg2 : f32
// ANALYSIS-NEXT:     %1 = "test.foo"(%inserted) {__inplace_operands_attr__ = ["false"]} : (tensor<4xf32>) -> tensor<4xf32>
// ANALYSIS-NEXT:     %2 = "test.foo"(%inserted, %arg0) {__inplace_operands_attr__ = ["false", "false"]} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
// ANALYSIS-NEXT:     %inserted_0 = tensor.insert %0 into %2[%arg1] {__inplace_operands_attr__ = ["none", "false", "none"]} : tensor<4xf32>
// ANALYSIS-NEXT:     %inserted_1 = tensor.insert %0 into %1[%arg1] {__inplace_operands_attr__ = ["none", "false", "none"]} : tensor<4xf32>
// ANALYSIS-NEXT:     %extracted = tensor.extract %inserted_1[%arg1] {__inplace_operands_attr__ = ["true", "none"]} : tensor<4xf32>
// ANALYSIS-NEXT:     %inserted_2 = tensor.insert %extracted into %inserted_0[%arg1] {__inplace_operands_attr__ = ["none", "true", "none"]} : tensor<4xf32>
// ANALYSIS-NEXT:     return {__inplace_operands_attr__ = ["true"]} %inserted_2 : tensor<4xf32>
// ANALYSIS-NEXT:   }
// ANALYSIS-NEXT: }
// ANALYSIS-EMPTY:
// ANALYSIS-NEXT: // -----
// ANALYSIS-NEXT: module {
// ANALYSIS-NEXT:   func.func @writes(%arg0: tensor<8xf32>, %arg1: f32) -> (tensor<8xf32>, tensor<8xf32>) {
// ANALYSIS-NEXT:     %0 = tensor.empty() : tensor<8xf32>
// ANALYSIS-NEXT:     %1 = linalg.fill {__inplace_operands_attr__ = ["none", "true"]} ins(%arg1 : f32) outs(%0 : tensor<8xf32>) -> tensor<8xf32>
// ANALYSIS-NEXT:     %2 = linalg.fill {__inplace_operands_attr__ = ["none", "false"]} ins(%arg1 : f32) outs(%arg0 : tensor<8xf32>) -> tensor<8xf32>
// ANALYSIS-NEXT:     %c0 = arith.constant 0 : index
// ANALYSIS-NEXT:     %extracted = tensor.extract %arg0[%c0] {__inplace_operands_attr__ = ["true", "none"]} : tensor<8xf32>
// ANALYSIS-NEXT:     %inserted = tensor.insert %extracted into %1[%c0] {__inplace_operands_attr__ = ["none", "true", "none"]} : tensor<8xf32>
// ANALYSIS-NEXT:     return {__inplace_operands_attr__ = ["true", "true"]} %2, %inserted : tensor<8xf32>, tensor<8xf32>
// ANALYSIS-NEXT:   }
// ANALYSIS-NEXT: }
// ANALYSIS-EMPTY:
// ANALYSIS-NEXT: // -----
// ANALYSIS-NEXT: module {
// ANALYSIS-NEXT:   func.func private @ext(tensor<4xf32>) -> tensor<4xf32>
// ANALYSIS-NEXT:   func.func @calls(%arg0: tensor<4xf32>, %arg1: f32, %arg2: index) -> tensor<4xf32> {
// ANALYSIS-NEXT:     %inserted = tensor.insert %arg1 into %arg0[%arg2] {__inplace_operands_attr__ = ["none", "false", "none"]} : tensor<4xf32>
// ANALYSIS-NEXT:     %0 = call @ext(%inserted) {__inplace_operands_attr__ = ["false"]} : (tensor<4xf32>) -> tensor<4xf32>
// ANALYSIS-NEXT:     %inserted_0 = tensor.insert %arg1 into %0[%arg2] {__inplace_operands_attr__ = ["none", "false", "none"]} : tensor<4xf32>
// ANALYSIS-NEXT:     return {__inplace_operands_attr__ = ["true"]} %inserted_0 : tensor<4xf32>
// ANALYSIS-NEXT:   }
// ANALYSIS-NEXT: }
// ANALYSIS-EMPTY:
// ANALYSIS-NEXT: // -----
// ANALYSIS-NEXT: module {
// ANALYSIS-NEXT: }
// ANALYSIS-EMPTY:
// ANALYSIS-NEXT: // -----
// ANALYSIS-NEXT: module {
// ANALYSIS-NEXT: }
// ANALYSIS-EMPTY:
// ANALYSIS-NEXT: // -----
// ANALYSIS-NEXT: module {
// ANALYSIS-NEXT: }
// ANALYSIS-EMPTY:
// ANALYSIS-NEXT: // -----
// ANALYSIS-NEXT: module {
// ANALYSIS-NEXT: }
// ANALYSIS-EMPTY:
// ANALYSIS-NEXT: // -----
// ANALYSIS-NEXT: module {
// ANALYSIS-NEXT: }
// ANALYSIS-EMPTY:
// ANALYSIS-NEXT: // -----
// ANALYSIS-NEXT: module {
// ANALYSIS-NEXT: }
