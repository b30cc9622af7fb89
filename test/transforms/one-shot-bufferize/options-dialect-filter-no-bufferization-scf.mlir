// dialect-filter with scf but without 'bufferization': the loop's
// out-of-place init is an alloc_tensor copy(..) left
// on tensors; the iteration argument takes their to_buffer's layout.
// Expected text: mlir-opt 22's.
// RUN: bufopt %s --one-shot-bufferize="dialect-filter=scf,tensor allow-return-allocs-from-loops" | FileCheck %s --check-prefix=SCF
// RUN: mlir-opt %s --one-shot-bufferize="dialect-filter=scf,tensor allow-return-allocs-from-loops" | FileCheck %s --check-prefix=SCF
// RUN: bufopt %s --one-shot-bufferize="dialect-filter=scf,tensor,arith allow-return-allocs-from-loops unknown-type-conversion=identity-layout-map" | FileCheck %s --check-prefix=ID
// RUN: mlir-opt %s --one-shot-bufferize="dialect-filter=scf,tensor,arith allow-return-allocs-from-loops unknown-type-conversion=identity-layout-map" | FileCheck %s --check-prefix=ID
// RUN: bufopt %s --one-shot-bufferize="dialect-filter=scf,tensor test-analysis-only" | FileCheck %s --check-prefix=ANALYSIS
// RUN: mlir-opt %s --one-shot-bufferize="dialect-filter=scf,tensor test-analysis-only" | FileCheck %s --check-prefix=ANALYSIS

// SCF: module {
// SCF-NEXT:   func.func @loop(%arg0: tensor<4xf32>, %arg1: index, %arg2: f32) -> (tensor<4xf32>, f32) {
// SCF-NEXT:     %0 = bufferization.to_buffer %arg0 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// SCF-NEXT:     %c0 = arith.constant 0 : index
// SCF-NEXT:     %c1 = arith.constant 1 : index
// SCF-NEXT:     %1 = bufferization.alloc_tensor() copy(%arg0) : tensor<4xf32>
// SCF-NEXT:     %2 = bufferization.to_buffer %1 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// SCF-NEXT:     %3 = scf.for %arg3 = %c0 to %arg1 step %c1 iter_args(%arg4 = %2) -> (memref<4xf32, strided<[?], offset: ?>>) {
// SCF-NEXT:       memref.store %arg2, %arg4[%arg3] : memref<4xf32, strided<[?], offset: ?>>
// SCF-NEXT:       scf.yield %arg4 : memref<4xf32, strided<[?], offset: ?>>
// SCF-NEXT:     }
// SCF-NEXT:     %4 = bufferization.to_tensor %3 : memref<4xf32, strided<[?], offset: ?>> to tensor<4xf32>
// SCF-NEXT:     %5 = memref.load %0[%c0] : memref<4xf32, strided<[?], offset: ?>>
// SCF-NEXT:     return %4, %5 : tensor<4xf32>, f32
// SCF-NEXT:   }
// SCF-NEXT: }

// ID: module {
// ID-NEXT:   func.func @loop(%arg0: tensor<4xf32>, %arg1: index, %arg2: f32) -> (tensor<4xf32>, f32) {
// ID-NEXT:     %0 = bufferization.to_buffer %arg0 : tensor<4xf32> to memref<4xf32>
// ID-NEXT:     %c0 = arith.constant 0 : index
// ID-NEXT:     %c1 = arith.constant 1 : index
// ID-NEXT:     %1 = bufferization.alloc_tensor() copy(%arg0) : tensor<4xf32>
// ID-NEXT:     %2 = bufferization.to_buffer %1 : tensor<4xf32> to memref<4xf32>
// ID-NEXT:     %3 = scf.for %arg3 = %c0 to %arg1 step %c1 iter_args(%arg4 = %2) -> (memref<4xf32>) {
// ID-NEXT:       memref.store %arg2, %arg4[%arg3] : memref<4xf32>
// ID-NEXT:       scf.yield %arg4 : memref<4xf32>
// ID-NEXT:     }
// ID-NEXT:     %4 = bufferization.to_tensor %3 : memref<4xf32> to tensor<4xf32>
// ID-NEXT:     %5 = memref.load %0[%c0] : memref<4xf32>
// ID-NEXT:     return %4, %5 : tensor<4xf32>, f32
// ID-NEXT:   }
// ID-NEXT: }

// ANALYSIS: module {
// ANALYSIS-NEXT:   func.func @loop(%arg0: tensor<4xf32>, %arg1: index, %arg2: f32) -> (tensor<4xf32>, f32) {
// ANALYSIS-NEXT:     %c0 = arith.constant 0 : index
// ANALYSIS-NEXT:     %c1 = arith.constant 1 : index
// ANALYSIS-NEXT:     %0 = scf.for %arg3 = %c0 to %arg1 step %c1 iter_args(%arg4 = %arg0) -> (tensor<4xf32>) {
// ANALYSIS-NEXT:       %inserted = tensor.insert %arg2 into %arg4[%arg3] {__inplace_operands_attr__ = ["none", "true", "none"]} : tensor<4xf32>
// ANALYSIS-NEXT:       scf.yield {__inplace_operands_attr__ = ["true"]} %inserted : tensor<4xf32>
// ANALYSIS-NEXT:     } {__inplace_operands_attr__ = ["none", "none", "none", "false"]}
// ANALYSIS-NEXT:     %extracted = tensor.extract %arg0[%c0] {__inplace_operands_attr__ = ["true", "none"]} : tensor<4xf32>
// ANALYSIS-NEXT:     return {__inplace_operands_attr__ = ["true", "none"]} %0, %extracted : tensor<4xf32>, f32
// ANALYSIS-NEXT:   }
// ANALYSIS-NEXT: }

func.func @loop(%t: tensor<4xf32>, %n: index, %v: f32) -> (tensor<4xf32>, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %k = %c0 to %n step %c1 iter_args(%a = %t) -> (tensor<4xf32>) {
    %b = tensor.insert %v into %a[%k] : tensor<4xf32>
    scf.yield %b : tensor<4xf32>
  }
  %x = tensor.extract %t[%c0] : tensor<4xf32>
  return %r, %x : tensor<4xf32>, f32
}
