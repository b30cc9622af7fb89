// dialect-filter: a loop's (or while's) iteration argument read by ops left
// on tensors, or copied out of place without 'bufferization', is read
// through one bufferization.to_tensor at the top of the loop body (in
// argument order), as upstream's loop rewrite makes it; copies are
// alloc_tensor copy(..) of that to_tensor.  Expected text: mlir-opt 22's.
// RUN: bufopt %s --one-shot-bufferize="dialect-filter=tensor,scf,linalg allow-return-allocs-from-loops" | FileCheck %s --check-prefix=TSL
// RUN: mlir-opt %s --one-shot-bufferize="dialect-filter=tensor,scf,linalg allow-return-allocs-from-loops" | FileCheck %s --check-prefix=TSL
// RUN: bufopt %s --one-shot-bufferize="dialect-filter=linalg,scf,arith allow-return-allocs-from-loops" | FileCheck %s --check-prefix=LSA
// RUN: mlir-opt %s --one-shot-bufferize="dialect-filter=linalg,scf,arith allow-return-allocs-from-loops" | FileCheck %s --check-prefix=LSA
// RUN: bufopt %s --one-shot-bufferize="dialect-filter=scf allow-return-allocs-from-loops" | FileCheck %s --check-prefix=SCF
// RUN: mlir-opt %s --one-shot-bufferize="dialect-filter=scf allow-return-allocs-from-loops" | FileCheck %s --check-prefix=SCF
// RUN: bufopt %s --one-shot-bufferize="dialect-filter=tensor,scf,arith,bufferization allow-return-allocs-from-loops" | FileCheck %s --check-prefix=BUF
// RUN: mlir-opt %s --one-shot-bufferize="dialect-filter=tensor,scf,arith,bufferization allow-return-allocs-from-loops" | FileCheck %s --check-prefix=BUF

// TSL: module {
// TSL-NEXT:   func.func @swap(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>, %arg2: index, %arg3: f32) -> tensor<4xf32> {
// TSL-NEXT:     %c0 = arith.constant 0 : index
// TSL-NEXT:     %c1 = arith.constant 1 : index
// TSL-NEXT:     %0 = bufferization.alloc_tensor() copy(%arg0) : tensor<4xf32>
// TSL-NEXT:     %1 = bufferization.to_buffer %0 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// TSL-NEXT:     %2 = bufferization.alloc_tensor() copy(%arg1) : tensor<4xf32>
// TSL-NEXT:     %3 = bufferization.to_buffer %2 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// TSL-NEXT:     %4:2 = scf.for %arg4 = %c0 to %arg2 step %c1 iter_args(%arg5 = %1, %arg6 = %3) -> (memref<4xf32, strided<[?], offset: ?>>, memref<4xf32, strided<[?], offset: ?>>) {
// TSL-NEXT:       %6 = bufferization.to_tensor %arg5 : memref<4xf32, strided<[?], offset: ?>> to tensor<4xf32>
// TSL-NEXT:       memref.store %arg3, %arg6[%arg4] : memref<4xf32, strided<[?], offset: ?>>
// TSL-NEXT:       %7 = bufferization.to_tensor %arg6 : memref<4xf32, strided<[?], offset: ?>> to tensor<4xf32>
// TSL-NEXT:       %8 = bufferization.alloc_tensor() copy(%7) : tensor<4xf32>
// TSL-NEXT:       %9 = bufferization.to_buffer %8 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// TSL-NEXT:       %10 = bufferization.alloc_tensor() copy(%6) : tensor<4xf32>
// TSL-NEXT:       %11 = bufferization.to_buffer %10 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// TSL-NEXT:       scf.yield %9, %11 : memref<4xf32, strided<[?], offset: ?>>, memref<4xf32, strided<[?], offset: ?>>
// TSL-NEXT:     }
// TSL-NEXT:     %5 = bufferization.to_tensor %4#0 : memref<4xf32, strided<[?], offset: ?>> to tensor<4xf32>
// TSL-NEXT:     return %5 : tensor<4xf32>
// TSL-NEXT:   }
// TSL-NEXT:   func.func @loop(%arg0: tensor<4xf32>, %arg1: index, %arg2: f32) -> (tensor<4xf32>, tensor<4xf32>) {
// TSL-NEXT:     %c0 = arith.constant 0 : index
// TSL-NEXT:     %c1 = arith.constant 1 : index
// TSL-NEXT:     %0 = bufferization.alloc_tensor() copy(%arg0) : tensor<4xf32>
// TSL-NEXT:     %1 = bufferization.to_buffer %0 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// TSL-NEXT:     %2 = bufferization.alloc_tensor() copy(%arg0) : tensor<4xf32>
// TSL-NEXT:     %3 = bufferization.to_buffer %2 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// TSL-NEXT:     %4:2 = scf.for %arg3 = %c0 to %arg1 step %c1 iter_args(%arg4 = %1, %arg5 = %3) -> (memref<4xf32, strided<[?], offset: ?>>, memref<4xf32, strided<[?], offset: ?>>) {
// TSL-NEXT:       %7 = bufferization.to_tensor %arg4 : memref<4xf32, strided<[?], offset: ?>> to tensor<4xf32>
// TSL-NEXT:       %8 = bufferization.alloc_tensor() copy(%7) : tensor<4xf32>
// TSL-NEXT:       %9 = bufferization.to_buffer %8 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// TSL-NEXT:       memref.store %arg2, %9[%arg3] : memref<4xf32, strided<[?], offset: ?>>
// TSL-NEXT:       %10 = memref.load %arg4[%c0] : memref<4xf32, strided<[?], offset: ?>>
// TSL-NEXT:       %11 = memref.load %arg4[%c1] : memref<4xf32, strided<[?], offset: ?>>
// TSL-NEXT:       %12 = arith.addf %10, %11 : f32
// TSL-NEXT:       memref.store %12, %arg5[%arg3] : memref<4xf32, strided<[?], offset: ?>>
// TSL-NEXT:       scf.yield %9, %arg5 : memref<4xf32, strided<[?], offset: ?>>, memref<4xf32, strided<[?], offset: ?>>
// TSL-NEXT:     }
// TSL-NEXT:     %5 = bufferization.to_tensor %4#1 : memref<4xf32, strided<[?], offset: ?>> to tensor<4xf32>
// TSL-NEXT:     %6 = bufferization.to_tensor %4#0 : memref<4xf32, strided<[?], offset: ?>> to tensor<4xf32>
// TSL-NEXT:     return %6, %5 : tensor<4xf32>, tensor<4xf32>
// TSL-NEXT:   }
// TSL-NEXT:   func.func @while(%arg0: tensor<4xf32>, %arg1: f32) -> tensor<4xf32> {
// TSL-NEXT:     %c0 = arith.constant 0 : index
// TSL-NEXT:     %0 = bufferization.alloc_tensor() copy(%arg0) : tensor<4xf32>
// TSL-NEXT:     %1 = bufferization.to_buffer %0 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// TSL-NEXT:     %2 = scf.while (%arg2 = %1) : (memref<4xf32, strided<[?], offset: ?>>) -> memref<4xf32, strided<[?], offset: ?>> {
// TSL-NEXT:       %4 = bufferization.to_tensor %arg2 : memref<4xf32, strided<[?], offset: ?>> to tensor<4xf32>
// TSL-NEXT:       %5 = memref.load %arg2[%c0] : memref<4xf32, strided<[?], offset: ?>>
// TSL-NEXT:       %6 = arith.cmpf olt, %5, %arg1 : f32
// TSL-NEXT:       %7 = bufferization.alloc_tensor() copy(%4) : tensor<4xf32>
// TSL-NEXT:       %8 = bufferization.to_buffer %7 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// TSL-NEXT:       scf.condition(%6) %8 : memref<4xf32, strided<[?], offset: ?>>
// TSL-NEXT:     } do {
// TSL-NEXT:     ^bb0(%arg2: memref<4xf32, strided<[?], offset: ?>>):
// TSL-NEXT:       %4 = bufferization.to_tensor %arg2 : memref<4xf32, strided<[?], offset: ?>> to tensor<4xf32>
// TSL-NEXT:       %5 = memref.load %arg2[%c0] : memref<4xf32, strided<[?], offset: ?>>
// TSL-NEXT:       %6 = arith.addf %5, %arg1 : f32
// TSL-NEXT:       %7 = bufferization.alloc_tensor() copy(%4) : tensor<4xf32>
// TSL-NEXT:       %8 = bufferization.to_buffer %7 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// TSL-NEXT:       memref.store %6, %8[%c0] : memref<4xf32, strided<[?], offset: ?>>
// TSL-NEXT:       %9 = memref.load %arg2[%c0] : memref<4xf32, strided<[?], offset: ?>>
// TSL-NEXT:       memref.store %9, %8[%c0] : memref<4xf32, strided<[?], offset: ?>>
// TSL-NEXT:       scf.yield %8 : memref<4xf32, strided<[?], offset: ?>>
// TSL-NEXT:     }
// TSL-NEXT:     %3 = bufferization.to_tensor %2 : memref<4xf32, strided<[?], offset: ?>> to tensor<4xf32>
// TSL-NEXT:     return %3 : tensor<4xf32>
// TSL-NEXT:   }
// TSL-NEXT:   func.func @nested(%arg0: tensor<4xf32>, %arg1: index, %arg2: f32, %arg3: i1) -> tensor<4xf32> {
// TSL-NEXT:     %c0 = arith.constant 0 : index
// TSL-NEXT:     %c1 = arith.constant 1 : index
// TSL-NEXT:     %0 = bufferization.alloc_tensor() copy(%arg0) : tensor<4xf32>
// TSL-NEXT:     %1 = bufferization.to_buffer %0 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// TSL-NEXT:     %2 = scf.for %arg4 = %c0 to %arg1 step %c1 iter_args(%arg5 = %1) -> (memref<4xf32, strided<[?], offset: ?>>) {
// TSL-NEXT:       %4 = bufferization.to_tensor %arg5 : memref<4xf32, strided<[?], offset: ?>> to tensor<4xf32>
// TSL-NEXT:       %5 = scf.if %arg3 -> (memref<4xf32, strided<[?], offset: ?>>) {
// TSL-NEXT:         %7 = bufferization.alloc_tensor() copy(%4) : tensor<4xf32>
// TSL-NEXT:         %8 = bufferization.to_buffer %7 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// TSL-NEXT:         memref.store %arg2, %8[%arg4] : memref<4xf32, strided<[?], offset: ?>>
// TSL-NEXT:         scf.yield %8 : memref<4xf32, strided<[?], offset: ?>>
// TSL-NEXT:       } else {
// TSL-NEXT:         scf.yield %arg5 : memref<4xf32, strided<[?], offset: ?>>
// TSL-NEXT:       }
// TSL-NEXT:       %6 = memref.load %arg5[%c0] : memref<4xf32, strided<[?], offset: ?>>
// TSL-NEXT:       memref.store %6, %5[%c1] : memref<4xf32, strided<[?], offset: ?>>
// TSL-NEXT:       scf.yield %5 : memref<4xf32, strided<[?], offset: ?>>
// TSL-NEXT:     }
// TSL-NEXT:     %3 = bufferization.to_tensor %2 : memref<4xf32, strided<[?], offset: ?>> to tensor<4xf32>
// TSL-NEXT:     return %3 : tensor<4xf32>
// TSL-NEXT:   }
// TSL-NEXT: }

// LSA: module {
// LSA-NEXT:   func.func @swap(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>, %arg2: index, %arg3: f32) -> tensor<4xf32> {
// LSA-NEXT:     %c0 = arith.constant 0 : index
// LSA-NEXT:     %c1 = arith.constant 1 : index
// LSA-NEXT:     %0 = bufferization.alloc_tensor() copy(%arg0) : tensor<4xf32>
// LSA-NEXT:     %1 = bufferization.to_buffer %0 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// LSA-NEXT:     %2 = bufferization.alloc_tensor() copy(%arg1) : tensor<4xf32>
// LSA-NEXT:     %3 = bufferization.to_buffer %2 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// LSA-NEXT:     %4:2 = scf.for %arg4 = %c0 to %arg2 step %c1 iter_args(%arg5 = %1, %arg6 = %3) -> (memref<4xf32, strided<[?], offset: ?>>, memref<4xf32, strided<[?], offset: ?>>) {
// LSA-NEXT:       %6 = bufferization.to_tensor %arg5 : memref<4xf32, strided<[?], offset: ?>> to tensor<4xf32>
// LSA-NEXT:       %7 = bufferization.to_tensor %arg6 : memref<4xf32, strided<[?], offset: ?>> to tensor<4xf32>
// LSA-NEXT:       %inserted = tensor.insert %arg3 into %7[%arg4] : tensor<4xf32>
// LSA-NEXT:       %8 = bufferization.to_buffer %inserted : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// LSA-NEXT:       %9 = bufferization.alloc_tensor() copy(%6) : tensor<4xf32>
// LSA-NEXT:       %10 = bufferization.to_buffer %9 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// LSA-NEXT:       scf.yield %8, %10 : memref<4xf32, strided<[?], offset: ?>>, memref<4xf32, strided<[?], offset: ?>>
// LSA-NEXT:     }
// LSA-NEXT:     %5 = bufferization.to_tensor %4#0 : memref<4xf32, strided<[?], offset: ?>> to tensor<4xf32>
// LSA-NEXT:     return %5 : tensor<4xf32>
// LSA-NEXT:   }
// LSA-NEXT:   func.func @loop(%arg0: tensor<4xf32>, %arg1: index, %arg2: f32) -> (tensor<4xf32>, tensor<4xf32>) {
// LSA-NEXT:     %c0 = arith.constant 0 : index
// LSA-NEXT:     %c1 = arith.constant 1 : index
// LSA-NEXT:     %0 = bufferization.alloc_tensor() copy(%arg0) : tensor<4xf32>
// LSA-NEXT:     %1 = bufferization.to_buffer %0 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// LSA-NEXT:     %2 = bufferization.alloc_tensor() copy(%arg0) : tensor<4xf32>
// LSA-NEXT:     %3 = bufferization.to_buffer %2 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// LSA-NEXT:     %4:2 = scf.for %arg3 = %c0 to %arg1 step %c1 iter_args(%arg4 = %1, %arg5 = %3) -> (memref<4xf32, strided<[?], offset: ?>>, memref<4xf32, strided<[?], offset: ?>>) {
// LSA-NEXT:       %7 = bufferization.to_tensor %arg4 : memref<4xf32, strided<[?], offset: ?>> to tensor<4xf32>
// LSA-NEXT:       %8 = bufferization.to_tensor %arg5 : memref<4xf32, strided<[?], offset: ?>> to tensor<4xf32>
// LSA-NEXT:       %inserted = tensor.insert %arg2 into %7[%arg3] : tensor<4xf32>
// LSA-NEXT:       %9 = bufferization.to_buffer %inserted : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// LSA-NEXT:       %extracted = tensor.extract %7[%c0] : tensor<4xf32>
// LSA-NEXT:       %extracted_0 = tensor.extract %7[%c1] : tensor<4xf32>
// LSA-NEXT:       %10 = arith.addf %extracted, %extracted_0 : f32
// LSA-NEXT:       %inserted_1 = tensor.insert %10 into %8[%arg3] : tensor<4xf32>
// LSA-NEXT:       %11 = bufferization.to_buffer %inserted_1 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// LSA-NEXT:       scf.yield %9, %11 : memref<4xf32, strided<[?], offset: ?>>, memref<4xf32, strided<[?], offset: ?>>
// LSA-NEXT:     }
// LSA-NEXT:     %5 = bufferization.to_tensor %4#1 : memref<4xf32, strided<[?], offset: ?>> to tensor<4xf32>
// LSA-NEXT:     %6 = bufferization.to_tensor %4#0 : memref<4xf32, strided<[?], offset: ?>> to tensor<4xf32>
// LSA-NEXT:     return %6, %5 : tensor<4xf32>, tensor<4xf32>
// LSA-NEXT:   }
// LSA-NEXT:   func.func @while(%arg0: tensor<4xf32>, %arg1: f32) -> tensor<4xf32> {
// LSA-NEXT:     %c0 = arith.constant 0 : index
// LSA-NEXT:     %0 = bufferization.alloc_tensor() copy(%arg0) : tensor<4xf32>
// LSA-NEXT:     %1 = bufferization.to_buffer %0 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// LSA-NEXT:     %2 = scf.while (%arg2 = %1) : (memref<4xf32, strided<[?], offset: ?>>) -> memref<4xf32, strided<[?], offset: ?>> {
// LSA-NEXT:       %4 = bufferization.to_tensor %arg2 : memref<4xf32, strided<[?], offset: ?>> to tensor<4xf32>
// LSA-NEXT:       %extracted = tensor.extract %4[%c0] : tensor<4xf32>
// LSA-NEXT:       %5 = arith.cmpf olt, %extracted, %arg1 : f32
// LSA-NEXT:       %6 = bufferization.alloc_tensor() copy(%4) : tensor<4xf32>
// LSA-NEXT:       %7 = bufferization.to_buffer %6 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// LSA-NEXT:       scf.condition(%5) %7 : memref<4xf32, strided<[?], offset: ?>>
// LSA-NEXT:     } do {
// LSA-NEXT:     ^bb0(%arg2: memref<4xf32, strided<[?], offset: ?>>):
// LSA-NEXT:       %4 = bufferization.to_tensor %arg2 : memref<4xf32, strided<[?], offset: ?>> to tensor<4xf32>
// LSA-NEXT:       %extracted = tensor.extract %4[%c0] : tensor<4xf32>
// LSA-NEXT:       %5 = arith.addf %extracted, %arg1 : f32
// LSA-NEXT:       %inserted = tensor.insert %5 into %4[%c0] : tensor<4xf32>
// LSA-NEXT:       %extracted_0 = tensor.extract %4[%c0] : tensor<4xf32>
// LSA-NEXT:       %inserted_1 = tensor.insert %extracted_0 into %inserted[%c0] : tensor<4xf32>
// LSA-NEXT:       %6 = bufferization.to_buffer %inserted_1 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// LSA-NEXT:       scf.yield %6 : memref<4xf32, strided<[?], offset: ?>>
// LSA-NEXT:     }
// LSA-NEXT:     %3 = bufferization.to_tensor %2 : memref<4xf32, strided<[?], offset: ?>> to tensor<4xf32>
// LSA-NEXT:     return %3 : tensor<4xf32>
// LSA-NEXT:   }
// LSA-NEXT:   func.func @nested(%arg0: tensor<4xf32>, %arg1: index, %arg2: f32, %arg3: i1) -> tensor<4xf32> {
// LSA-NEXT:     %c0 = arith.constant 0 : index
// LSA-NEXT:     %c1 = arith.constant 1 : index
// LSA-NEXT:     %0 = bufferization.alloc_tensor() copy(%arg0) : tensor<4xf32>
// LSA-NEXT:     %1 = bufferization.to_buffer %0 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// LSA-NEXT:     %2 = scf.for %arg4 = %c0 to %arg1 step %c1 iter_args(%arg5 = %1) -> (memref<4xf32, strided<[?], offset: ?>>) {
// LSA-NEXT:       %4 = bufferization.to_tensor %arg5 : memref<4xf32, strided<[?], offset: ?>> to tensor<4xf32>
// LSA-NEXT:       %5 = scf.if %arg3 -> (memref<4xf32, strided<[?], offset: ?>>) {
// LSA-NEXT:         %inserted_0 = tensor.insert %arg2 into %4[%arg4] : tensor<4xf32>
// LSA-NEXT:         %8 = bufferization.to_buffer %inserted_0 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// LSA-NEXT:         scf.yield %8 : memref<4xf32, strided<[?], offset: ?>>
// LSA-NEXT:       } else {
// LSA-NEXT:         scf.yield %arg5 : memref<4xf32, strided<[?], offset: ?>>
// LSA-NEXT:       }
// LSA-NEXT:       %6 = bufferization.to_tensor %5 : memref<4xf32, strided<[?], offset: ?>> to tensor<4xf32>
// LSA-NEXT:       %extracted = tensor.extract %4[%c0] : tensor<4xf32>
// LSA-NEXT:       %inserted = tensor.insert %extracted into %6[%c1] : tensor<4xf32>
// LSA-NEXT:       %7 = bufferization.to_buffer %inserted : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// LSA-NEXT:       scf.yield %7 : memref<4xf32, strided<[?], offset: ?>>
// LSA-NEXT:     }
// LSA-NEXT:     %3 = bufferization.to_tensor %2 : memref<4xf32, strided<[?], offset: ?>> to tensor<4xf32>
// LSA-NEXT:     return %3 : tensor<4xf32>
// LSA-NEXT:   }
// LSA-NEXT: }

// SCF: module {
// SCF-NEXT:   func.func @swap(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>, %arg2: index, %arg3: f32) -> tensor<4xf32> {
// SCF-NEXT:     %c0 = arith.constant 0 : index
// SCF-NEXT:     %c1 = arith.constant 1 : index
// SCF-NEXT:     %0 = bufferization.alloc_tensor() copy(%arg0) : tensor<4xf32>
// SCF-NEXT:     %1 = bufferization.to_buffer %0 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// SCF-NEXT:     %2 = bufferization.alloc_tensor() copy(%arg1) : tensor<4xf32>
// SCF-NEXT:     %3 = bufferization.to_buffer %2 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// SCF-NEXT:     %4:2 = scf.for %arg4 = %c0 to %arg2 step %c1 iter_args(%arg5 = %1, %arg6 = %3) -> (memref<4xf32, strided<[?], offset: ?>>, memref<4xf32, strided<[?], offset: ?>>) {
// SCF-NEXT:       %6 = bufferization.to_tensor %arg5 : memref<4xf32, strided<[?], offset: ?>> to tensor<4xf32>
// SCF-NEXT:       %7 = bufferization.to_tensor %arg6 : memref<4xf32, strided<[?], offset: ?>> to tensor<4xf32>
// SCF-NEXT:       %inserted = tensor.insert %arg3 into %7[%arg4] : tensor<4xf32>
// SCF-NEXT:       %8 = bufferization.to_buffer %inserted : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// SCF-NEXT:       %9 = bufferization.alloc_tensor() copy(%6) : tensor<4xf32>
// SCF-NEXT:       %10 = bufferization.to_buffer %9 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// SCF-NEXT:       scf.yield %8, %10 : memref<4xf32, strided<[?], offset: ?>>, memref<4xf32, strided<[?], offset: ?>>
// SCF-NEXT:     }
// SCF-NEXT:     %5 = bufferization.to_tensor %4#0 : memref<4xf32, strided<[?], offset: ?>> to tensor<4xf32>
// SCF-NEXT:     return %5 : tensor<4xf32>
// SCF-NEXT:   }
// SCF-NEXT:   func.func @loop(%arg0: tensor<4xf32>, %arg1: index, %arg2: f32) -> (tensor<4xf32>, tensor<4xf32>) {
// SCF-NEXT:     %c0 = arith.constant 0 : index
// SCF-NEXT:     %c1 = arith.constant 1 : index
// SCF-NEXT:     %0 = bufferization.alloc_tensor() copy(%arg0) : tensor<4xf32>
// SCF-NEXT:     %1 = bufferization.to_buffer %0 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// SCF-NEXT:     %2 = bufferization.alloc_tensor() copy(%arg0) : tensor<4xf32>
// SCF-NEXT:     %3 = bufferization.to_buffer %2 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// SCF-NEXT:     %4:2 = scf.for %arg3 = %c0 to %arg1 step %c1 iter_args(%arg4 = %1, %arg5 = %3) -> (memref<4xf32, strided<[?], offset: ?>>, memref<4xf32, strided<[?], offset: ?>>) {
// SCF-NEXT:       %7 = bufferization.to_tensor %arg4 : memref<4xf32, strided<[?], offset: ?>> to tensor<4xf32>
// SCF-NEXT:       %8 = bufferization.to_tensor %arg5 : memref<4xf32, strided<[?], offset: ?>> to tensor<4xf32>
// SCF-NEXT:       %inserted = tensor.insert %arg2 into %7[%arg3] : tensor<4xf32>
// SCF-NEXT:       %9 = bufferization.to_buffer %inserted : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// SCF-NEXT:       %extracted = tensor.extract %7[%c0] : tensor<4xf32>
// SCF-NEXT:       %extracted_0 = tensor.extract %7[%c1] : tensor<4xf32>
// SCF-NEXT:       %10 = arith.addf %extracted, %extracted_0 : f32
// SCF-NEXT:       %inserted_1 = tensor.insert %10 into %8[%arg3] : tensor<4xf32>
// SCF-NEXT:       %11 = bufferization.to_buffer %inserted_1 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// SCF-NEXT:       scf.yield %9, %11 : memref<4xf32, strided<[?], offset: ?>>, memref<4xf32, strided<[?], offset: ?>>
// SCF-NEXT:     }
// SCF-NEXT:     %5 = bufferization.to_tensor %4#1 : memref<4xf32, strided<[?], offset: ?>> to tensor<4xf32>
// SCF-NEXT:     %6 = bufferization.to_tensor %4#0 : memref<4xf32, strided<[?], offset: ?>> to tensor<4xf32>
// SCF-NEXT:     return %6, %5 : tensor<4xf32>, tensor<4xf32>
// SCF-NEXT:   }
// SCF-NEXT:   func.func @while(%arg0: tensor<4xf32>, %arg1: f32) -> tensor<4xf32> {
// SCF-NEXT:     %c0 = arith.constant 0 : index
// SCF-NEXT:     %0 = bufferization.alloc_tensor() copy(%arg0) : tensor<4xf32>
// SCF-NEXT:     %1 = bufferization.to_buffer %0 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// SCF-NEXT:     %2 = scf.while (%arg2 = %1) : (memref<4xf32, strided<[?], offset: ?>>) -> memref<4xf32, strided<[?], offset: ?>> {
// SCF-NEXT:       %4 = bufferization.to_tensor %arg2 : memref<4xf32, strided<[?], offset: ?>> to tensor<4xf32>
// SCF-NEXT:       %extracted = tensor.extract %4[%c0] : tensor<4xf32>
// SCF-NEXT:       %5 = arith.cmpf olt, %extracted, %arg1 : f32
// SCF-NEXT:       %6 = bufferization.alloc_tensor() copy(%4) : tensor<4xf32>
// SCF-NEXT:       %7 = bufferization.to_buffer %6 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// SCF-NEXT:       scf.condition(%5) %7 : memref<4xf32, strided<[?], offset: ?>>
// SCF-NEXT:     } do {
// SCF-NEXT:     ^bb0(%arg2: memref<4xf32, strided<[?], offset: ?>>):
// SCF-NEXT:       %4 = bufferization.to_tensor %arg2 : memref<4xf32, strided<[?], offset: ?>> to tensor<4xf32>
// SCF-NEXT:       %extracted = tensor.extract %4[%c0] : tensor<4xf32>
// SCF-NEXT:       %5 = arith.addf %extracted, %arg1 : f32
// SCF-NEXT:       %inserted = tensor.insert %5 into %4[%c0] : tensor<4xf32>
// SCF-NEXT:       %extracted_0 = tensor.extract %4[%c0] : tensor<4xf32>
// SCF-NEXT:       %inserted_1 = tensor.insert %extracted_0 into %inserted[%c0] : tensor<4xf32>
// SCF-NEXT:       %6 = bufferization.to_buffer %inserted_1 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// SCF-NEXT:       scf.yield %6 : memref<4xf32, strided<[?], offset: ?>>
// SCF-NEXT:     }
// SCF-NEXT:     %3 = bufferization.to_tensor %2 : memref<4xf32, strided<[?], offset: ?>> to tensor<4xf32>
// SCF-NEXT:     return %3 : tensor<4xf32>
// SCF-NEXT:   }
// SCF-NEXT:   func.func @nested(%arg0: tensor<4xf32>, %arg1: index, %arg2: f32, %arg3: i1) -> tensor<4xf32> {
// SCF-NEXT:     %c0 = arith.constant 0 : index
// SCF-NEXT:     %c1 = arith.constant 1 : index
// SCF-NEXT:     %0 = bufferization.alloc_tensor() copy(%arg0) : tensor<4xf32>
// SCF-NEXT:     %1 = bufferization.to_buffer %0 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// SCF-NEXT:     %2 = scf.for %arg4 = %c0 to %arg1 step %c1 iter_args(%arg5 = %1) -> (memref<4xf32, strided<[?], offset: ?>>) {
// SCF-NEXT:       %4 = bufferization.to_tensor %arg5 : memref<4xf32, strided<[?], offset: ?>> to tensor<4xf32>
// SCF-NEXT:       %5 = scf.if %arg3 -> (memref<4xf32, strided<[?], offset: ?>>) {
// SCF-NEXT:         %inserted_0 = tensor.insert %arg2 into %4[%arg4] : tensor<4xf32>
// SCF-NEXT:         %8 = bufferization.to_buffer %inserted_0 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// SCF-NEXT:         scf.yield %8 : memref<4xf32, strided<[?], offset: ?>>
// SCF-NEXT:       } else {
// SCF-NEXT:         scf.yield %arg5 : memref<4xf32, strided<[?], offset: ?>>
// SCF-NEXT:       }
// SCF-NEXT:       %6 = bufferization.to_tensor %5 : memref<4xf32, strided<[?], offset: ?>> to tensor<4xf32>
// SCF-NEXT:       %extracted = tensor.extract %4[%c0] : tensor<4xf32>
// SCF-NEXT:       %inserted = tensor.insert %extracted into %6[%c1] : tensor<4xf32>
// SCF-NEXT:       %7 = bufferization.to_buffer %inserted : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// SCF-NEXT:       scf.yield %7 : memref<4xf32, strided<[?], offset: ?>>
// SCF-NEXT:     }
// SCF-NEXT:     %3 = bufferization.to_tensor %2 : memref<4xf32, strided<[?], offset: ?>> to tensor<4xf32>
// SCF-NEXT:     return %3 : tensor<4xf32>
// SCF-NEXT:   }
// SCF-NEXT: }

// BUF: module {
// BUF-NEXT:   func.func @swap(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>, %arg2: index, %arg3: f32) -> tensor<4xf32> {
// BUF-NEXT:     %0 = bufferization.to_buffer %arg1 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// BUF-NEXT:     %1 = bufferization.to_buffer %arg0 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// BUF-NEXT:     %c0 = arith.constant 0 : index
// BUF-NEXT:     %c1 = arith.constant 1 : index
// BUF-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// BUF-NEXT:     memref.copy %1, %alloc : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32>
// BUF-NEXT:     %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// BUF-NEXT:     memref.copy %0, %alloc_0 : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32>
// BUF-NEXT:     %2:2 = scf.for %arg4 = %c0 to %arg2 step %c1 iter_args(%arg5 = %alloc, %arg6 = %alloc_0) -> (memref<4xf32>, memref<4xf32>) {
// BUF-NEXT:       memref.store %arg3, %arg6[%arg4] : memref<4xf32>
// BUF-NEXT:       %alloc_1 = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// BUF-NEXT:       memref.copy %arg6, %alloc_1 : memref<4xf32> to memref<4xf32>
// BUF-NEXT:       %alloc_2 = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// BUF-NEXT:       memref.copy %arg5, %alloc_2 : memref<4xf32> to memref<4xf32>
// BUF-NEXT:       scf.yield %alloc_1, %alloc_2 : memref<4xf32>, memref<4xf32>
// BUF-NEXT:     }
// BUF-NEXT:     %3 = bufferization.to_tensor %2#0 : memref<4xf32> to tensor<4xf32>
// BUF-NEXT:     return %3 : tensor<4xf32>
// BUF-NEXT:   }
// BUF-NEXT:   func.func @loop(%arg0: tensor<4xf32>, %arg1: index, %arg2: f32) -> (tensor<4xf32>, tensor<4xf32>) {
// BUF-NEXT:     %0 = bufferization.to_buffer %arg0 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// BUF-NEXT:     %1 = bufferization.to_buffer %arg0 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// BUF-NEXT:     %c0 = arith.constant 0 : index
// BUF-NEXT:     %c1 = arith.constant 1 : index
// BUF-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// BUF-NEXT:     memref.copy %1, %alloc : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32>
// BUF-NEXT:     %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// BUF-NEXT:     memref.copy %0, %alloc_0 : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32>
// BUF-NEXT:     %2:2 = scf.for %arg3 = %c0 to %arg1 step %c1 iter_args(%arg4 = %alloc, %arg5 = %alloc_0) -> (memref<4xf32>, memref<4xf32>) {
// BUF-NEXT:       %alloc_1 = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// BUF-NEXT:       memref.copy %arg4, %alloc_1 : memref<4xf32> to memref<4xf32>
// BUF-NEXT:       memref.store %arg2, %alloc_1[%arg3] : memref<4xf32>
// BUF-NEXT:       %5 = memref.load %arg4[%c0] : memref<4xf32>
// BUF-NEXT:       %6 = memref.load %arg4[%c1] : memref<4xf32>
// BUF-NEXT:       %7 = arith.addf %5, %6 : f32
// BUF-NEXT:       memref.store %7, %arg5[%arg3] : memref<4xf32>
// BUF-NEXT:       scf.yield %alloc_1, %arg5 : memref<4xf32>, memref<4xf32>
// BUF-NEXT:     }
// BUF-NEXT:     %3 = bufferization.to_tensor %2#1 : memref<4xf32> to tensor<4xf32>
// BUF-NEXT:     %4 = bufferization.to_tensor %2#0 : memref<4xf32> to tensor<4xf32>
// BUF-NEXT:     return %4, %3 : tensor<4xf32>, tensor<4xf32>
// BUF-NEXT:   }
// BUF-NEXT:   func.func @while(%arg0: tensor<4xf32>, %arg1: f32) -> tensor<4xf32> {
// BUF-NEXT:     %0 = bufferization.to_buffer %arg0 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// BUF-NEXT:     %c0 = arith.constant 0 : index
// BUF-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// BUF-NEXT:     memref.copy %0, %alloc : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32>
// BUF-NEXT:     %1 = scf.while (%arg2 = %alloc) : (memref<4xf32>) -> memref<4xf32> {
// BUF-NEXT:       %3 = memref.load %arg2[%c0] : memref<4xf32>
// BUF-NEXT:       %4 = arith.cmpf olt, %3, %arg1 : f32
// BUF-NEXT:       %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// BUF-NEXT:       memref.copy %arg2, %alloc_0 : memref<4xf32> to memref<4xf32>
// BUF-NEXT:       scf.condition(%4) %alloc_0 : memref<4xf32>
// BUF-NEXT:     } do {
// BUF-NEXT:     ^bb0(%arg2: memref<4xf32>):
// BUF-NEXT:       %3 = memref.load %arg2[%c0] : memref<4xf32>
// BUF-NEXT:       %4 = arith.addf %3, %arg1 : f32
// BUF-NEXT:       %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// BUF-NEXT:       memref.copy %arg2, %alloc_0 : memref<4xf32> to memref<4xf32>
// BUF-NEXT:       memref.store %4, %alloc_0[%c0] : memref<4xf32>
// BUF-NEXT:       %5 = memref.load %arg2[%c0] : memref<4xf32>
// BUF-NEXT:       memref.store %5, %alloc_0[%c0] : memref<4xf32>
// BUF-NEXT:       scf.yield %alloc_0 : memref<4xf32>
// BUF-NEXT:     }
// BUF-NEXT:     %2 = bufferization.to_tensor %1 : memref<4xf32> to tensor<4xf32>
// BUF-NEXT:     return %2 : tensor<4xf32>
// BUF-NEXT:   }
// BUF-NEXT:   func.func @nested(%arg0: tensor<4xf32>, %arg1: index, %arg2: f32, %arg3: i1) -> tensor<4xf32> {
// BUF-NEXT:     %0 = bufferization.to_buffer %arg0 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// BUF-NEXT:     %c0 = arith.constant 0 : index
// BUF-NEXT:     %c1 = arith.constant 1 : index
// BUF-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// BUF-NEXT:     memref.copy %0, %alloc : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32>
// BUF-NEXT:     %1 = scf.for %arg4 = %c0 to %arg1 step %c1 iter_args(%arg5 = %alloc) -> (memref<4xf32>) {
// BUF-NEXT:       %3 = scf.if %arg3 -> (memref<4xf32>) {
// BUF-NEXT:         %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// BUF-NEXT:         memref.copy %arg5, %alloc_0 : memref<4xf32> to memref<4xf32>
// BUF-NEXT:         memref.store %arg2, %alloc_0[%arg4] : memref<4xf32>
// BUF-NEXT:         scf.yield %alloc_0 : memref<4xf32>
// BUF-NEXT:       } else {
// BUF-NEXT:         scf.yield %arg5 : memref<4xf32>
// BUF-NEXT:       }
// BUF-NEXT:       %4 = memref.load %arg5[%c0] : memref<4xf32>
// BUF-NEXT:       memref.store %4, %3[%c1] : memref<4xf32>
// BUF-NEXT:       scf.yield %3 : memref<4xf32>
// BUF-NEXT:     }
// BUF-NEXT:     %2 = bufferization.to_tensor %1 : memref<4xf32> to tensor<4xf32>
// BUF-NEXT:     return %2 : tensor<4xf32>
// BUF-NEXT:   }
// BUF-NEXT: }

func.func @swap(%t: tensor<4xf32>, %u: tensor<4xf32>, %n: index, %v: f32) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.for %k = %c0 to %n step %c1 iter_args(%a = %t, %b = %u) -> (tensor<4xf32>, tensor<4xf32>) {
    %w = tensor.insert %v into %b[%k] : tensor<4xf32>
    scf.yield %w, %a : tensor<4xf32>, tensor<4xf32>
  }
  return %r#0 : tensor<4xf32>
}
func.func @loop(%t: tensor<4xf32>, %n: index, %v: f32) -> (tensor<4xf32>, tensor<4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.for %k = %c0 to %n step %c1 iter_args(%a = %t, %z = %t) -> (tensor<4xf32>, tensor<4xf32>) {
    %b = tensor.insert %v into %a[%k] : tensor<4xf32>
    %x = tensor.extract %a[%c0] : tensor<4xf32>
    %y = tensor.extract %a[%c1] : tensor<4xf32>
    %s = arith.addf %x, %y : f32
    %d = tensor.insert %s into %z[%k] : tensor<4xf32>
    scf.yield %b, %d : tensor<4xf32>, tensor<4xf32>
  }
  return %r#0, %r#1 : tensor<4xf32>, tensor<4xf32>
}
func.func @while(%t: tensor<4xf32>, %v: f32) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %r = scf.while (%a = %t) : (tensor<4xf32>) -> tensor<4xf32> {
    %x = tensor.extract %a[%c0] : tensor<4xf32>
    %c = arith.cmpf olt, %x, %v : f32
    scf.condition(%c) %a : tensor<4xf32>
  } do {
  ^bb0(%b: tensor<4xf32>):
    %x = tensor.extract %b[%c0] : tensor<4xf32>
    %y = arith.addf %x, %v : f32
    %w = tensor.insert %y into %b[%c0] : tensor<4xf32>
    %e = tensor.extract %b[%c0] : tensor<4xf32>
    %w2 = tensor.insert %e into %w[%c0] : tensor<4xf32>
    scf.yield %w2 : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}
func.func @nested(%t: tensor<4xf32>, %n: index, %v: f32, %p: i1) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %k = %c0 to %n step %c1 iter_args(%a = %t) -> (tensor<4xf32>) {
    %s = scf.if %p -> tensor<4xf32> {
      %b = tensor.insert %v into %a[%k] : tensor<4xf32>
      scf.yield %b : tensor<4xf32>
    } else {
      scf.yield %a : tensor<4xf32>
    }
    %x = tensor.extract %a[%c0] : tensor<4xf32>
    %d = tensor.insert %x into %s[%c1] : tensor<4xf32>
    scf.yield %d : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}
