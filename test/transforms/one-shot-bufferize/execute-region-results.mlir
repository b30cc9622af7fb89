// scf.execute_region with several tensor results: the return (left on
// tensors) reads them through to_tensor ops in result order, as upstream
// (scf.if: last result first).  Expected text: mlir-opt 22's.
// RUN: bufopt %s --one-shot-bufferize | FileCheck %s
// RUN: mlir-opt %s --one-shot-bufferize | FileCheck %s

// CHECK: module {
// CHECK-NEXT:   func.func @f(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>, %arg2: f32) -> (tensor<4xf32>, tensor<4xf32>) {
// CHECK-NEXT:     %0 = bufferization.to_buffer %arg1 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     %1 = bufferization.to_buffer %arg0 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %2:2 = scf.execute_region -> (memref<4xf32>, memref<4xf32>) {
// CHECK-NEXT:       %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT:       memref.copy %1, %alloc : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32>
// CHECK-NEXT:       memref.store %arg2, %alloc[%c0] : memref<4xf32>
// CHECK-NEXT:       %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT:       memref.copy %0, %alloc_0 : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32>
// CHECK-NEXT:       memref.store %arg2, %alloc_0[%c0] : memref<4xf32>
// CHECK-NEXT:       scf.yield %alloc, %alloc_0 : memref<4xf32>, memref<4xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     %3 = bufferization.to_tensor %2#0 : memref<4xf32> to tensor<4xf32>
// CHECK-NEXT:     %4 = bufferization.to_tensor %2#1 : memref<4xf32> to tensor<4xf32>
// CHECK-NEXT:     return %3, %4 : tensor<4xf32>, tensor<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @g(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>, %arg2: f32, %arg3: i1) -> (tensor<4xf32>, tensor<4xf32>) {
// CHECK-NEXT:     %0 = bufferization.to_buffer %arg1 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     %1 = bufferization.to_buffer %arg0 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     %2 = bufferization.to_buffer %arg1 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     %3 = bufferization.to_buffer %arg0 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %4:2 = scf.if %arg3 -> (memref<4xf32, strided<[?], offset: ?>>, memref<4xf32, strided<[?], offset: ?>>) {
// CHECK-NEXT:       %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT:       memref.copy %3, %alloc : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32>
// CHECK-NEXT:       memref.store %arg2, %alloc[%c0] : memref<4xf32>
// CHECK-NEXT:       %cast = memref.cast %alloc : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:       scf.yield %cast, %2 : memref<4xf32, strided<[?], offset: ?>>, memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     } else {
// CHECK-NEXT:       scf.yield %1, %0 : memref<4xf32, strided<[?], offset: ?>>, memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     }
// CHECK-NEXT:     %5 = bufferization.to_tensor %4#1 : memref<4xf32, strided<[?], offset: ?>> to tensor<4xf32>
// CHECK-NEXT:     %6 = bufferization.to_tensor %4#0 : memref<4xf32, strided<[?], offset: ?>> to tensor<4xf32>
// CHECK-NEXT:     return %6, %5 : tensor<4xf32>, tensor<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }

func.func @f(%t: tensor<4xf32>, %u: tensor<4xf32>, %v: f32) -> (tensor<4xf32>, tensor<4xf32>) {
  %c0 = arith.constant 0 : index
  %r:2 = scf.execute_region -> (tensor<4xf32>, tensor<4xf32>) {
    %a = tensor.insert %v into %t[%c0] : tensor<4xf32>
    %b = tensor.insert %v into %u[%c0] : tensor<4xf32>
    scf.yield %a, %b : tensor<4xf32>, tensor<4xf32>
  }
  return %r#0, %r#1 : tensor<4xf32>, tensor<4xf32>
}
func.func @g(%t: tensor<4xf32>, %u: tensor<4xf32>, %v: f32, %p: i1) -> (tensor<4xf32>, tensor<4xf32>) {
  %c0 = arith.constant 0 : index
  %r:2 = scf.if %p -> (tensor<4xf32>, tensor<4xf32>) {
    %a = tensor.insert %v into %t[%c0] : tensor<4xf32>
    scf.yield %a, %u : tensor<4xf32>, tensor<4xf32>
  } else {
    scf.yield %t, %u : tensor<4xf32>, tensor<4xf32>
  }
  return %r#0, %r#1 : tensor<4xf32>, tensor<4xf32>
}
