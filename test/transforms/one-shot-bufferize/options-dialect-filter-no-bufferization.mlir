// dialect-filter without 'bufferization' (the most common use): upstream's
// copies stay `bufferization.alloc_tensor() copy(%x)` ops on tensors, read
// through a to_buffer (unknown-type-conversion layout) right after them;
// tensor.empty becomes an alloc_tensor left on tensors; a rewritten op's
// buffer read by such a copy goes through a to_tensor where the op stood;
// a to_tensor left on tensors is looked through and erased when unused.
// Filters: tensor; tensor,linalg; linalg,arith; scf,tensor; identity
// layout; test-analysis-only; allow-unknown-ops.  Expected text: mlir-opt
// 22's (both tools run against it).
// RUN: bufopt %s --one-shot-bufferize="dialect-filter=tensor" | FileCheck %s --check-prefix=TENSOR
// RUN: mlir-opt %s --one-shot-bufferize="dialect-filter=tensor" | FileCheck %s --check-prefix=TENSOR
// RUN: bufopt %s --one-shot-bufferize="dialect-filter=tensor,linalg" | FileCheck %s --check-prefix=TL
// RUN: mlir-opt %s --one-shot-bufferize="dialect-filter=tensor,linalg" | FileCheck %s --check-prefix=TL
// RUN: bufopt %s --one-shot-bufferize="dialect-filter=linalg,arith" | FileCheck %s --check-prefix=LINALG
// RUN: mlir-opt %s --one-shot-bufferize="dialect-filter=linalg,arith" | FileCheck %s --check-prefix=LINALG
// RUN: bufopt %s --one-shot-bufferize="dialect-filter=scf,tensor allow-return-allocs-from-loops" | FileCheck %s --check-prefix=SCF
// RUN: mlir-opt %s --one-shot-bufferize="dialect-filter=scf,tensor allow-return-allocs-from-loops" | FileCheck %s --check-prefix=SCF
// RUN: bufopt %s --one-shot-bufferize="dialect-filter=tensor unknown-type-conversion=identity-layout-map" | FileCheck %s --check-prefix=ID
// RUN: mlir-opt %s --one-shot-bufferize="dialect-filter=tensor unknown-type-conversion=identity-layout-map" | FileCheck %s --check-prefix=ID
// RUN: bufopt %s --one-shot-bufferize="dialect-filter=tensor test-analysis-only" | FileCheck %s --check-prefix=ANALYSIS
// RUN: mlir-opt %s --one-shot-bufferize="dialect-filter=tensor test-analysis-only" | FileCheck %s --check-prefix=ANALYSIS
// RUN: bufopt %s --one-shot-bufferize="dialect-filter=tensor,arith allow-unknown-ops" | FileCheck %s --check-prefix=UNKNOWN
// RUN: mlir-opt %s --one-shot-bufferize="dialect-filter=tensor,arith allow-unknown-ops" | FileCheck %s --check-prefix=UNKNOWN

// TENSOR: module {
// TENSOR-NEXT:   func.func @f(%arg0: tensor<4xf32>, %arg1: index, %arg2: f32) -> tensor<4xf32> {
// TENSOR-NEXT:     %0 = bufferization.alloc_tensor() copy(%arg0) : tensor<4xf32>
// TENSOR-NEXT:     %1 = bufferization.to_buffer %0 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// TENSOR-NEXT:     memref.store %arg2, %1[%arg1] : memref<4xf32, strided<[?], offset: ?>>
// TENSOR-NEXT:     %2 = bufferization.alloc_tensor() : tensor<4xf32>
// TENSOR-NEXT:     %3 = linalg.fill ins(%arg2 : f32) outs(%2 : tensor<4xf32>) -> tensor<4xf32>
// TENSOR-NEXT:     %4 = arith.addf %arg2, %arg2 : f32
// TENSOR-NEXT:     %5 = bufferization.alloc_tensor() copy(%3) : tensor<4xf32>
// TENSOR-NEXT:     %6 = bufferization.to_buffer %5 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// TENSOR-NEXT:     memref.store %4, %6[%arg1] : memref<4xf32, strided<[?], offset: ?>>
// TENSOR-NEXT:     %7 = memref.load %1[%arg1] : memref<4xf32, strided<[?], offset: ?>>
// TENSOR-NEXT:     memref.store %7, %6[%arg1] : memref<4xf32, strided<[?], offset: ?>>
// TENSOR-NEXT:     %8 = bufferization.to_tensor %6 : memref<4xf32, strided<[?], offset: ?>> to tensor<4xf32>
// TENSOR-NEXT:     return %8 : tensor<4xf32>
// TENSOR-NEXT:   }
// TENSOR-NEXT:   func.func @fe(%arg0: f32, %arg1: tensor<4xf32>, %arg2: index) -> (tensor<2xf32>, f32) {
// TENSOR-NEXT:     %0 = bufferization.alloc_tensor() : tensor<2xf32>
// TENSOR-NEXT:     %1 = bufferization.to_buffer %0 : tensor<2xf32> to memref<2xf32, strided<[?], offset: ?>>
// TENSOR-NEXT:     %c0 = arith.constant 0 : index
// TENSOR-NEXT:     %c1 = arith.constant 1 : index
// TENSOR-NEXT:     memref.store %arg0, %1[%c0] : memref<2xf32, strided<[?], offset: ?>>
// TENSOR-NEXT:     memref.store %arg0, %1[%c1] : memref<2xf32, strided<[?], offset: ?>>
// TENSOR-NEXT:     %2 = bufferization.to_tensor %1 : memref<2xf32, strided<[?], offset: ?>> to tensor<2xf32>
// TENSOR-NEXT:     %3 = bufferization.alloc_tensor() copy(%arg1) : tensor<4xf32>
// TENSOR-NEXT:     %4 = bufferization.to_buffer %3 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// TENSOR-NEXT:     memref.store %arg0, %4[%arg2] : memref<4xf32, strided<[?], offset: ?>>
// TENSOR-NEXT:     %5 = bufferization.to_tensor %4 : memref<4xf32, strided<[?], offset: ?>> to tensor<4xf32>
// TENSOR-NEXT:     %6 = bufferization.alloc_tensor() copy(%5) : tensor<4xf32>
// TENSOR-NEXT:     %7 = bufferization.to_buffer %6 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// TENSOR-NEXT:     memref.store %arg0, %7[%arg2] : memref<4xf32, strided<[?], offset: ?>>
// TENSOR-NEXT:     %8 = memref.load %4[%arg2] : memref<4xf32, strided<[?], offset: ?>>
// TENSOR-NEXT:     %9 = memref.load %7[%arg2] : memref<4xf32, strided<[?], offset: ?>>
// TENSOR-NEXT:     %10 = arith.addf %8, %9 : f32
// TENSOR-NEXT:     return %2, %10 : tensor<2xf32>, f32
// TENSOR-NEXT:   }
// TENSOR-NEXT:   func.func @dyn(%arg0: tensor<?xf32>, %arg1: index, %arg2: f32) -> (tensor<?xf32>, f32) {
// TENSOR-NEXT:     %0 = bufferization.to_buffer %arg0 : tensor<?xf32> to memref<?xf32, strided<[?], offset: ?>>
// TENSOR-NEXT:     %1 = bufferization.alloc_tensor() copy(%arg0) : tensor<?xf32>
// TENSOR-NEXT:     %2 = bufferization.to_buffer %1 : tensor<?xf32> to memref<?xf32, strided<[?], offset: ?>>
// TENSOR-NEXT:     memref.store %arg2, %2[%arg1] : memref<?xf32, strided<[?], offset: ?>>
// TENSOR-NEXT:     %3 = memref.load %0[%arg1] : memref<?xf32, strided<[?], offset: ?>>
// TENSOR-NEXT:     %4 = bufferization.alloc_tensor(%arg1) : tensor<?xf32>
// TENSOR-NEXT:     %5 = bufferization.to_buffer %4 : tensor<?xf32> to memref<?xf32, strided<[?], offset: ?>>
// TENSOR-NEXT:     memref.store %arg2, %5[%arg1] : memref<?xf32, strided<[?], offset: ?>>
// TENSOR-NEXT:     %6 = bufferization.to_tensor %5 : memref<?xf32, strided<[?], offset: ?>> to tensor<?xf32>
// TENSOR-NEXT:     return %6, %3 : tensor<?xf32>, f32
// TENSOR-NEXT:   }
// TENSOR-NEXT:   func.func @cast(%arg0: tensor<4xf32>, %arg1: index, %arg2: f32) -> (tensor<?xf32>, f32) {
// TENSOR-NEXT:     %0 = bufferization.to_buffer %arg0 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// TENSOR-NEXT:     %1 = bufferization.to_buffer %arg0 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// TENSOR-NEXT:     %cast = memref.cast %1 : memref<4xf32, strided<[?], offset: ?>> to memref<?xf32, strided<[?], offset: ?>>
// TENSOR-NEXT:     %2 = bufferization.to_tensor %cast : memref<?xf32, strided<[?], offset: ?>> to tensor<?xf32>
// TENSOR-NEXT:     %3 = bufferization.alloc_tensor() copy(%2) : tensor<?xf32>
// TENSOR-NEXT:     %4 = bufferization.to_buffer %3 : tensor<?xf32> to memref<?xf32, strided<[?], offset: ?>>
// TENSOR-NEXT:     memref.store %arg2, %4[%arg1] : memref<?xf32, strided<[?], offset: ?>>
// TENSOR-NEXT:     %5 = bufferization.to_tensor %4 : memref<?xf32, strided<[?], offset: ?>> to tensor<?xf32>
// TENSOR-NEXT:     %6 = memref.load %0[%arg1] : memref<4xf32, strided<[?], offset: ?>>
// TENSOR-NEXT:     return %5, %6 : tensor<?xf32>, f32
// TENSOR-NEXT:   }
// TENSOR-NEXT:   func.func @slices(%arg0: tensor<8xf32>, %arg1: f32, %arg2: index) -> (tensor<8xf32>, tensor<4xf32>) {
// TENSOR-NEXT:     %0 = bufferization.to_buffer %arg0 : tensor<8xf32> to memref<8xf32, strided<[?], offset: ?>>
// TENSOR-NEXT:     %subview = memref.subview %0[2] [4] [1] : memref<8xf32, strided<[?], offset: ?>> to memref<4xf32, strided<[?], offset: ?>>
// TENSOR-NEXT:     %1 = bufferization.to_tensor %subview : memref<4xf32, strided<[?], offset: ?>> to tensor<4xf32>
// TENSOR-NEXT:     %2 = bufferization.alloc_tensor() copy(%1) : tensor<4xf32>
// TENSOR-NEXT:     %3 = bufferization.alloc_tensor() copy(%2) : tensor<4xf32>
// TENSOR-NEXT:     %4 = bufferization.to_buffer %3 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// TENSOR-NEXT:     memref.store %arg1, %4[%arg2] : memref<4xf32, strided<[?], offset: ?>>
// TENSOR-NEXT:     %5 = bufferization.alloc_tensor() copy(%arg0) : tensor<8xf32>
// TENSOR-NEXT:     %6 = bufferization.to_buffer %5 : tensor<8xf32> to memref<8xf32, strided<[?], offset: ?>>
// TENSOR-NEXT:     %subview_0 = memref.subview %6[0] [4] [1] : memref<8xf32, strided<[?], offset: ?>> to memref<4xf32, strided<[?], offset: ?>>
// TENSOR-NEXT:     memref.copy %4, %subview_0 : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32, strided<[?], offset: ?>>
// TENSOR-NEXT:     memref.store %arg1, %6[%arg2] : memref<8xf32, strided<[?], offset: ?>>
// TENSOR-NEXT:     %7 = bufferization.to_tensor %6 : memref<8xf32, strided<[?], offset: ?>> to tensor<8xf32>
// TENSOR-NEXT:     return %7, %2 : tensor<8xf32>, tensor<4xf32>
// TENSOR-NEXT:   }
// TENSOR-NEXT:   func.func @tb(%arg0: tensor<4xf32>, %arg1: f32, %arg2: index) -> (tensor<4xf32>, f32) {
// TENSOR-NEXT:     %0 = bufferization.to_buffer %arg0 : tensor<4xf32> to memref<4xf32>
// TENSOR-NEXT:     %1 = bufferization.alloc_tensor() copy(%arg0) : tensor<4xf32>
// TENSOR-NEXT:     %2 = bufferization.to_buffer %1 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// TENSOR-NEXT:     memref.store %arg1, %2[%arg2] : memref<4xf32, strided<[?], offset: ?>>
// TENSOR-NEXT:     %3 = bufferization.to_tensor %2 : memref<4xf32, strided<[?], offset: ?>> to tensor<4xf32>
// TENSOR-NEXT:     %4 = arith.addf %arg1, %arg1 : f32
// TENSOR-NEXT:     %5 = memref.load %0[%arg2] : memref<4xf32>
// TENSOR-NEXT:     return %3, %5 : tensor<4xf32>, f32
// TENSOR-NEXT:   }
// TENSOR-NEXT: }

// TL: module {
// TL-NEXT:   func.func @f(%arg0: tensor<4xf32>, %arg1: index, %arg2: f32) -> tensor<4xf32> {
// TL-NEXT:     %0 = bufferization.alloc_tensor() copy(%arg0) : tensor<4xf32>
// TL-NEXT:     %1 = bufferization.to_buffer %0 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// TL-NEXT:     memref.store %arg2, %1[%arg1] : memref<4xf32, strided<[?], offset: ?>>
// TL-NEXT:     %2 = bufferization.alloc_tensor() : tensor<4xf32>
// TL-NEXT:     %3 = bufferization.to_buffer %2 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// TL-NEXT:     linalg.fill ins(%arg2 : f32) outs(%3 : memref<4xf32, strided<[?], offset: ?>>)
// TL-NEXT:     %4 = arith.addf %arg2, %arg2 : f32
// TL-NEXT:     memref.store %4, %3[%arg1] : memref<4xf32, strided<[?], offset: ?>>
// TL-NEXT:     %5 = memref.load %1[%arg1] : memref<4xf32, strided<[?], offset: ?>>
// TL-NEXT:     memref.store %5, %3[%arg1] : memref<4xf32, strided<[?], offset: ?>>
// TL-NEXT:     %6 = bufferization.to_tensor %3 : memref<4xf32, strided<[?], offset: ?>> to tensor<4xf32>
// TL-NEXT:     return %6 : tensor<4xf32>
// TL-NEXT:   }
// TL-NEXT:   func.func @fe(%arg0: f32, %arg1: tensor<4xf32>, %arg2: index) -> (tensor<2xf32>, f32) {
// TL-NEXT:     %0 = bufferization.alloc_tensor() : tensor<2xf32>
// TL-NEXT:     %1 = bufferization.to_buffer %0 : tensor<2xf32> to memref<2xf32, strided<[?], offset: ?>>
// TL-NEXT:     %c0 = arith.constant 0 : index
// TL-NEXT:     %c1 = arith.constant 1 : index
// TL-NEXT:     memref.store %arg0, %1[%c0] : memref<2xf32, strided<[?], offset: ?>>
// TL-NEXT:     memref.store %arg0, %1[%c1] : memref<2xf32, strided<[?], offset: ?>>
// TL-NEXT:     %2 = bufferization.to_tensor %1 : memref<2xf32, strided<[?], offset: ?>> to tensor<2xf32>
// TL-NEXT:     %3 = bufferization.alloc_tensor() copy(%arg1) : tensor<4xf32>
// TL-NEXT:     %4 = bufferization.to_buffer %3 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// TL-NEXT:     memref.store %arg0, %4[%arg2] : memref<4xf32, strided<[?], offset: ?>>
// TL-NEXT:     %5 = bufferization.to_tensor %4 : memref<4xf32, strided<[?], offset: ?>> to tensor<4xf32>
// TL-NEXT:     %6 = bufferization.alloc_tensor() copy(%5) : tensor<4xf32>
// TL-NEXT:     %7 = bufferization.to_buffer %6 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// TL-NEXT:     memref.store %arg0, %7[%arg2] : memref<4xf32, strided<[?], offset: ?>>
// TL-NEXT:     %8 = memref.load %4[%arg2] : memref<4xf32, strided<[?], offset: ?>>
// TL-NEXT:     %9 = memref.load %7[%arg2] : memref<4xf32, strided<[?], offset: ?>>
// TL-NEXT:     %10 = arith.addf %8, %9 : f32
// TL-NEXT:     return %2, %10 : tensor<2xf32>, f32
// TL-NEXT:   }
// TL-NEXT:   func.func @dyn(%arg0: tensor<?xf32>, %arg1: index, %arg2: f32) -> (tensor<?xf32>, f32) {
// TL-NEXT:     %0 = bufferization.to_buffer %arg0 : tensor<?xf32> to memref<?xf32, strided<[?], offset: ?>>
// TL-NEXT:     %1 = bufferization.alloc_tensor() copy(%arg0) : tensor<?xf32>
// TL-NEXT:     %2 = bufferization.to_buffer %1 : tensor<?xf32> to memref<?xf32, strided<[?], offset: ?>>
// TL-NEXT:     memref.store %arg2, %2[%arg1] : memref<?xf32, strided<[?], offset: ?>>
// TL-NEXT:     %3 = memref.load %0[%arg1] : memref<?xf32, strided<[?], offset: ?>>
// TL-NEXT:     %4 = bufferization.alloc_tensor(%arg1) : tensor<?xf32>
// TL-NEXT:     %5 = bufferization.to_buffer %4 : tensor<?xf32> to memref<?xf32, strided<[?], offset: ?>>
// TL-NEXT:     memref.store %arg2, %5[%arg1] : memref<?xf32, strided<[?], offset: ?>>
// TL-NEXT:     %6 = bufferization.to_tensor %5 : memref<?xf32, strided<[?], offset: ?>> to tensor<?xf32>
// TL-NEXT:     return %6, %3 : tensor<?xf32>, f32
// TL-NEXT:   }
// TL-NEXT:   func.func @cast(%arg0: tensor<4xf32>, %arg1: index, %arg2: f32) -> (tensor<?xf32>, f32) {
// TL-NEXT:     %0 = bufferization.to_buffer %arg0 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// TL-NEXT:     %1 = bufferization.to_buffer %arg0 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// TL-NEXT:     %cast = memref.cast %1 : memref<4xf32, strided<[?], offset: ?>> to memref<?xf32, strided<[?], offset: ?>>
// TL-NEXT:     %2 = bufferization.to_tensor %cast : memref<?xf32, strided<[?], offset: ?>> to tensor<?xf32>
// TL-NEXT:     %3 = bufferization.alloc_tensor() copy(%2) : tensor<?xf32>
// TL-NEXT:     %4 = bufferization.to_buffer %3 : tensor<?xf32> to memref<?xf32, strided<[?], offset: ?>>
// TL-NEXT:     memref.store %arg2, %4[%arg1] : memref<?xf32, strided<[?], offset: ?>>
// TL-NEXT:     %5 = bufferization.to_tensor %4 : memref<?xf32, strided<[?], offset: ?>> to tensor<?xf32>
// TL-NEXT:     %6 = memref.load %0[%arg1] : memref<4xf32, strided<[?], offset: ?>>
// TL-NEXT:     return %5, %6 : tensor<?xf32>, f32
// TL-NEXT:   }
// TL-NEXT:   func.func @slices(%arg0: tensor<8xf32>, %arg1: f32, %arg2: index) -> (tensor<8xf32>, tensor<4xf32>) {
// TL-NEXT:     %0 = bufferization.to_buffer %arg0 : tensor<8xf32> to memref<8xf32, strided<[?], offset: ?>>
// TL-NEXT:     %subview = memref.subview %0[2] [4] [1] : memref<8xf32, strided<[?], offset: ?>> to memref<4xf32, strided<[?], offset: ?>>
// TL-NEXT:     %1 = bufferization.to_tensor %subview : memref<4xf32, strided<[?], offset: ?>> to tensor<4xf32>
// TL-NEXT:     %2 = bufferization.alloc_tensor() copy(%1) : tensor<4xf32>
// TL-NEXT:     %3 = bufferization.alloc_tensor() copy(%2) : tensor<4xf32>
// TL-NEXT:     %4 = bufferization.to_buffer %3 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// TL-NEXT:     memref.store %arg1, %4[%arg2] : memref<4xf32, strided<[?], offset: ?>>
// TL-NEXT:     %5 = bufferization.alloc_tensor() copy(%arg0) : tensor<8xf32>
// TL-NEXT:     %6 = bufferization.to_buffer %5 : tensor<8xf32> to memref<8xf32, strided<[?], offset: ?>>
// TL-NEXT:     %subview_0 = memref.subview %6[0] [4] [1] : memref<8xf32, strided<[?], offset: ?>> to memref<4xf32, strided<[?], offset: ?>>
// TL-NEXT:     memref.copy %4, %subview_0 : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32, strided<[?], offset: ?>>
// TL-NEXT:     memref.store %arg1, %6[%arg2] : memref<8xf32, strided<[?], offset: ?>>
// TL-NEXT:     %7 = bufferization.to_tensor %6 : memref<8xf32, strided<[?], offset: ?>> to tensor<8xf32>
// TL-NEXT:     return %7, %2 : tensor<8xf32>, tensor<4xf32>
// TL-NEXT:   }
// TL-NEXT:   func.func @tb(%arg0: tensor<4xf32>, %arg1: f32, %arg2: index) -> (tensor<4xf32>, f32) {
// TL-NEXT:     %0 = bufferization.to_buffer %arg0 : tensor<4xf32> to memref<4xf32>
// TL-NEXT:     %1 = bufferization.alloc_tensor() copy(%arg0) : tensor<4xf32>
// TL-NEXT:     %2 = bufferization.to_buffer %1 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// TL-NEXT:     memref.store %arg1, %2[%arg2] : memref<4xf32, strided<[?], offset: ?>>
// TL-NEXT:     %3 = bufferization.to_tensor %2 : memref<4xf32, strided<[?], offset: ?>> to tensor<4xf32>
// TL-NEXT:     %4 = arith.addf %arg1, %arg1 : f32
// TL-NEXT:     %5 = memref.load %0[%arg2] : memref<4xf32>
// TL-NEXT:     return %3, %5 : tensor<4xf32>, f32
// TL-NEXT:   }
// TL-NEXT: }

// LINALG: module {
// LINALG-NEXT:   func.func @f(%arg0: tensor<4xf32>, %arg1: index, %arg2: f32) -> tensor<4xf32> {
// LINALG-NEXT:     %inserted = tensor.insert %arg2 into %arg0[%arg1] : tensor<4xf32>
// LINALG-NEXT:     %0 = tensor.empty() : tensor<4xf32>
// LINALG-NEXT:     %1 = bufferization.alloc_tensor() : tensor<4xf32>
// LINALG-NEXT:     %2 = bufferization.to_buffer %1 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// LINALG-NEXT:     linalg.fill ins(%arg2 : f32) outs(%2 : memref<4xf32, strided<[?], offset: ?>>)
// LINALG-NEXT:     %3 = bufferization.to_tensor %2 : memref<4xf32, strided<[?], offset: ?>> to tensor<4xf32>
// LINALG-NEXT:     %4 = arith.addf %arg2, %arg2 : f32
// LINALG-NEXT:     %inserted_0 = tensor.insert %4 into %3[%arg1] : tensor<4xf32>
// LINALG-NEXT:     %extracted = tensor.extract %inserted[%arg1] : tensor<4xf32>
// LINALG-NEXT:     %inserted_1 = tensor.insert %extracted into %inserted_0[%arg1] : tensor<4xf32>
// LINALG-NEXT:     return %inserted_1 : tensor<4xf32>
// LINALG-NEXT:   }
// LINALG-NEXT:   func.func @fe(%arg0: f32, %arg1: tensor<4xf32>, %arg2: index) -> (tensor<2xf32>, f32) {
// LINALG-NEXT:     %from_elements = tensor.from_elements %arg0, %arg0 : tensor<2xf32>
// LINALG-NEXT:     %inserted = tensor.insert %arg0 into %arg1[%arg2] : tensor<4xf32>
// LINALG-NEXT:     %inserted_0 = tensor.insert %arg0 into %inserted[%arg2] : tensor<4xf32>
// LINALG-NEXT:     %extracted = tensor.extract %inserted[%arg2] : tensor<4xf32>
// LINALG-NEXT:     %extracted_1 = tensor.extract %inserted_0[%arg2] : tensor<4xf32>
// LINALG-NEXT:     %0 = arith.addf %extracted, %extracted_1 : f32
// LINALG-NEXT:     return %from_elements, %0 : tensor<2xf32>, f32
// LINALG-NEXT:   }
// LINALG-NEXT:   func.func @dyn(%arg0: tensor<?xf32>, %arg1: index, %arg2: f32) -> (tensor<?xf32>, f32) {
// LINALG-NEXT:     %inserted = tensor.insert %arg2 into %arg0[%arg1] : tensor<?xf32>
// LINALG-NEXT:     %extracted = tensor.extract %arg0[%arg1] : tensor<?xf32>
// LINALG-NEXT:     %0 = tensor.empty(%arg1) : tensor<?xf32>
// LINALG-NEXT:     %inserted_0 = tensor.insert %arg2 into %0[%arg1] : tensor<?xf32>
// LINALG-NEXT:     return %inserted_0, %extracted : tensor<?xf32>, f32
// LINALG-NEXT:   }
// LINALG-NEXT:   func.func @cast(%arg0: tensor<4xf32>, %arg1: index, %arg2: f32) -> (tensor<?xf32>, f32) {
// LINALG-NEXT:     %cast = tensor.cast %arg0 : tensor<4xf32> to tensor<?xf32>
// LINALG-NEXT:     %inserted = tensor.insert %arg2 into %cast[%arg1] : tensor<?xf32>
// LINALG-NEXT:     %extracted = tensor.extract %arg0[%arg1] : tensor<4xf32>
// LINALG-NEXT:     return %inserted, %extracted : tensor<?xf32>, f32
// LINALG-NEXT:   }
// LINALG-NEXT:   func.func @slices(%arg0: tensor<8xf32>, %arg1: f32, %arg2: index) -> (tensor<8xf32>, tensor<4xf32>) {
// LINALG-NEXT:     %extracted_slice = tensor.extract_slice %arg0[2] [4] [1] : tensor<8xf32> to tensor<4xf32>
// LINALG-NEXT:     %inserted = tensor.insert %arg1 into %extracted_slice[%arg2] : tensor<4xf32>
// LINALG-NEXT:     %inserted_slice = tensor.insert_slice %inserted into %arg0[0] [4] [1] : tensor<4xf32> into tensor<8xf32>
// LINALG-NEXT:     %inserted_0 = tensor.insert %arg1 into %inserted_slice[%arg2] : tensor<8xf32>
// LINALG-NEXT:     return %inserted_0, %extracted_slice : tensor<8xf32>, tensor<4xf32>
// LINALG-NEXT:   }
// LINALG-NEXT:   func.func @tb(%arg0: tensor<4xf32>, %arg1: f32, %arg2: index) -> (tensor<4xf32>, f32) {
// LINALG-NEXT:     %0 = bufferization.to_buffer %arg0 : tensor<4xf32> to memref<4xf32>
// LINALG-NEXT:     %inserted = tensor.insert %arg1 into %arg0[%arg2] : tensor<4xf32>
// LINALG-NEXT:     %1 = arith.addf %arg1, %arg1 : f32
// LINALG-NEXT:     %2 = bufferization.to_tensor %0 restrict : memref<4xf32> to tensor<4xf32>
// LINALG-NEXT:     %extracted = tensor.extract %2[%arg2] : tensor<4xf32>
// LINALG-NEXT:     return %inserted, %extracted : tensor<4xf32>, f32
// LINALG-NEXT:   }
// LINALG-NEXT: }

// SCF: module {
// SCF-NEXT:   func.func @f(%arg0: tensor<4xf32>, %arg1: index, %arg2: f32) -> tensor<4xf32> {
// SCF-NEXT:     %0 = bufferization.alloc_tensor() copy(%arg0) : tensor<4xf32>
// SCF-NEXT:     %1 = bufferization.to_buffer %0 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// SCF-NEXT:     memref.store %arg2, %1[%arg1] : memref<4xf32, strided<[?], offset: ?>>
// SCF-NEXT:     %2 = bufferization.alloc_tensor() : tensor<4xf32>
// SCF-NEXT:     %3 = linalg.fill ins(%arg2 : f32) outs(%2 : tensor<4xf32>) -> tensor<4xf32>
// SCF-NEXT:     %4 = arith.addf %arg2, %arg2 : f32
// SCF-NEXT:     %5 = bufferization.alloc_tensor() copy(%3) : tensor<4xf32>
// SCF-NEXT:     %6 = bufferization.to_buffer %5 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// SCF-NEXT:     memref.store %4, %6[%arg1] : memref<4xf32, strided<[?], offset: ?>>
// SCF-NEXT:     %7 = memref.load %1[%arg1] : memref<4xf32, strided<[?], offset: ?>>
// SCF-NEXT:     memref.store %7, %6[%arg1] : memref<4xf32, strided<[?], offset: ?>>
// SCF-NEXT:     %8 = bufferization.to_tensor %6 : memref<4xf32, strided<[?], offset: ?>> to tensor<4xf32>
// SCF-NEXT:     return %8 : tensor<4xf32>
// SCF-NEXT:   }
// SCF-NEXT:   func.func @fe(%arg0: f32, %arg1: tensor<4xf32>, %arg2: index) -> (tensor<2xf32>, f32) {
// SCF-NEXT:     %0 = bufferization.alloc_tensor() : tensor<2xf32>
// SCF-NEXT:     %1 = bufferization.to_buffer %0 : tensor<2xf32> to memref<2xf32, strided<[?], offset: ?>>
// SCF-NEXT:     %c0 = arith.constant 0 : index
// SCF-NEXT:     %c1 = arith.constant 1 : index
// SCF-NEXT:     memref.store %arg0, %1[%c0] : memref<2xf32, strided<[?], offset: ?>>
// SCF-NEXT:     memref.store %arg0, %1[%c1] : memref<2xf32, strided<[?], offset: ?>>
// SCF-NEXT:     %2 = bufferization.to_tensor %1 : memref<2xf32, strided<[?], offset: ?>> to tensor<2xf32>
// SCF-NEXT:     %3 = bufferization.alloc_tensor() copy(%arg1) : tensor<4xf32>
// SCF-NEXT:     %4 = bufferization.to_buffer %3 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// SCF-NEXT:     memref.store %arg0, %4[%arg2] : memref<4xf32, strided<[?], offset: ?>>
// SCF-NEXT:     %5 = bufferization.to_tensor %4 : memref<4xf32, strided<[?], offset: ?>> to tensor<4xf32>
// SCF-NEXT:     %6 = bufferization.alloc_tensor() copy(%5) : tensor<4xf32>
// SCF-NEXT:     %7 = bufferization.to_buffer %6 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// SCF-NEXT:     memref.store %arg0, %7[%arg2] : memref<4xf32, strided<[?], offset: ?>>
// SCF-NEXT:     %8 = memref.load %4[%arg2] : memref<4xf32, strided<[?], offset: ?>>
// SCF-NEXT:     %9 = memref.load %7[%arg2] : memref<4xf32, strided<[?], offset: ?>>
// SCF-NEXT:     %10 = arith.addf %8, %9 : f32
// SCF-NEXT:     return %2, %10 : tensor<2xf32>, f32
// SCF-NEXT:   }
// SCF-NEXT:   func.func @dyn(%arg0: tensor<?xf32>, %arg1: index, %arg2: f32) -> (tensor<?xf32>, f32) {
// SCF-NEXT:     %0 = bufferization.to_buffer %arg0 : tensor<?xf32> to memref<?xf32, strided<[?], offset: ?>>
// SCF-NEXT:     %1 = bufferization.alloc_tensor() copy(%arg0) : tensor<?xf32>
// SCF-NEXT:     %2 = bufferization.to_buffer %1 : tensor<?xf32> to memref<?xf32, strided<[?], offset: ?>>
// SCF-NEXT:     memref.store %arg2, %2[%arg1] : memref<?xf32, strided<[?], offset: ?>>
// SCF-NEXT:     %3 = memref.load %0[%arg1] : memref<?xf32, strided<[?], offset: ?>>
// SCF-NEXT:     %4 = bufferization.alloc_tensor(%arg1) : tensor<?xf32>
// SCF-NEXT:     %5 = bufferization.to_buffer %4 : tensor<?xf32> to memref<?xf32, strided<[?], offset: ?>>
// SCF-NEXT:     memref.store %arg2, %5[%arg1] : memref<?xf32, strided<[?], offset: ?>>
// SCF-NEXT:     %6 = bufferization.to_tensor %5 : memref<?xf32, strided<[?], offset: ?>> to tensor<?xf32>
// SCF-NEXT:     return %6, %3 : tensor<?xf32>, f32
// SCF-NEXT:   }
// SCF-NEXT:   func.func @cast(%arg0: tensor<4xf32>, %arg1: index, %arg2: f32) -> (tensor<?xf32>, f32) {
// SCF-NEXT:     %0 = bufferization.to_buffer %arg0 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// SCF-NEXT:     %1 = bufferization.to_buffer %arg0 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// SCF-NEXT:     %cast = memref.cast %1 : memref<4xf32, strided<[?], offset: ?>> to memref<?xf32, strided<[?], offset: ?>>
// SCF-NEXT:     %2 = bufferization.to_tensor %cast : memref<?xf32, strided<[?], offset: ?>> to tensor<?xf32>
// SCF-NEXT:     %3 = bufferization.alloc_tensor() copy(%2) : tensor<?xf32>
// SCF-NEXT:     %4 = bufferization.to_buffer %3 : tensor<?xf32> to memref<?xf32, strided<[?], offset: ?>>
// SCF-NEXT:     memref.store %arg2, %4[%arg1] : memref<?xf32, strided<[?], offset: ?>>
// SCF-NEXT:     %5 = bufferization.to_tensor %4 : memref<?xf32, strided<[?], offset: ?>> to tensor<?xf32>
// SCF-NEXT:     %6 = memref.load %0[%arg1] : memref<4xf32, strided<[?], offset: ?>>
// SCF-NEXT:     return %5, %6 : tensor<?xf32>, f32
// SCF-NEXT:   }
// SCF-NEXT:   func.func @slices(%arg0: tensor<8xf32>, %arg1: f32, %arg2: index) -> (tensor<8xf32>, tensor<4xf32>) {
// SCF-NEXT:     %0 = bufferization.to_buffer %arg0 : tensor<8xf32> to memref<8xf32, strided<[?], offset: ?>>
// SCF-NEXT:     %subview = memref.subview %0[2] [4] [1] : memref<8xf32, strided<[?], offset: ?>> to memref<4xf32, strided<[?], offset: ?>>
// SCF-NEXT:     %1 = bufferization.to_tensor %subview : memref<4xf32, strided<[?], offset: ?>> to tensor<4xf32>
// SCF-NEXT:     %2 = bufferization.alloc_tensor() copy(%1) : tensor<4xf32>
// SCF-NEXT:     %3 = bufferization.alloc_tensor() copy(%2) : tensor<4xf32>
// SCF-NEXT:     %4 = bufferization.to_buffer %3 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// SCF-NEXT:     memref.store %arg1, %4[%arg2] : memref<4xf32, strided<[?], offset: ?>>
// SCF-NEXT:     %5 = bufferization.alloc_tensor() copy(%arg0) : tensor<8xf32>
// SCF-NEXT:     %6 = bufferization.to_buffer %5 : tensor<8xf32> to memref<8xf32, strided<[?], offset: ?>>
// SCF-NEXT:     %subview_0 = memref.subview %6[0] [4] [1] : memref<8xf32, strided<[?], offset: ?>> to memref<4xf32, strided<[?], offset: ?>>
// SCF-NEXT:     memref.copy %4, %subview_0 : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32, strided<[?], offset: ?>>
// SCF-NEXT:     memref.store %arg1, %6[%arg2] : memref<8xf32, strided<[?], offset: ?>>
// SCF-NEXT:     %7 = bufferization.to_tensor %6 : memref<8xf32, strided<[?], offset: ?>> to tensor<8xf32>
// SCF-NEXT:     return %7, %2 : tensor<8xf32>, tensor<4xf32>
// SCF-NEXT:   }
// SCF-NEXT:   func.func @tb(%arg0: tensor<4xf32>, %arg1: f32, %arg2: index) -> (tensor<4xf32>, f32) {
// SCF-NEXT:     %0 = bufferization.to_buffer %arg0 : tensor<4xf32> to memref<4xf32>
// SCF-NEXT:     %1 = bufferization.alloc_tensor() copy(%arg0) : tensor<4xf32>
// SCF-NEXT:     %2 = bufferization.to_buffer %1 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// SCF-NEXT:     memref.store %arg1, %2[%arg2] : memref<4xf32, strided<[?], offset: ?>>
// SCF-NEXT:     %3 = bufferization.to_tensor %2 : memref<4xf32, strided<[?], offset: ?>> to tensor<4xf32>
// SCF-NEXT:     %4 = arith.addf %arg1, %arg1 : f32
// SCF-NEXT:     %5 = memref.load %0[%arg2] : memref<4xf32>
// SCF-NEXT:     return %3, %5 : tensor<4xf32>, f32
// SCF-NEXT:   }
// SCF-NEXT: }

// ID: module {
// ID-NEXT:   func.func @f(%arg0: tensor<4xf32>, %arg1: index, %arg2: f32) -> tensor<4xf32> {
// ID-NEXT:     %0 = bufferization.alloc_tensor() copy(%arg0) : tensor<4xf32>
// ID-NEXT:     %1 = bufferization.to_buffer %0 : tensor<4xf32> to memref<4xf32>
// ID-NEXT:     memref.store %arg2, %1[%arg1] : memref<4xf32>
// ID-NEXT:     %2 = bufferization.alloc_tensor() : tensor<4xf32>
// ID-NEXT:     %3 = linalg.fill ins(%arg2 : f32) outs(%2 : tensor<4xf32>) -> tensor<4xf32>
// ID-NEXT:     %4 = arith.addf %arg2, %arg2 : f32
// ID-NEXT:     %5 = bufferization.alloc_tensor() copy(%3) : tensor<4xf32>
// ID-NEXT:     %6 = bufferization.to_buffer %5 : tensor<4xf32> to memref<4xf32>
// ID-NEXT:     memref.store %4, %6[%arg1] : memref<4xf32>
// ID-NEXT:     %7 = memref.load %1[%arg1] : memref<4xf32>
// ID-NEXT:     memref.store %7, %6[%arg1] : memref<4xf32>
// ID-NEXT:     %8 = bufferization.to_tensor %6 : memref<4xf32> to tensor<4xf32>
// ID-NEXT:     return %8 : tensor<4xf32>
// ID-NEXT:   }
// ID-NEXT:   func.func @fe(%arg0: f32, %arg1: tensor<4xf32>, %arg2: index) -> (tensor<2xf32>, f32) {
// ID-NEXT:     %0 = bufferization.alloc_tensor() : tensor<2xf32>
// ID-NEXT:     %1 = bufferization.to_buffer %0 : tensor<2xf32> to memref<2xf32>
// ID-NEXT:     %c0 = arith.constant 0 : index
// ID-NEXT:     %c1 = arith.constant 1 : index
// ID-NEXT:     memref.store %arg0, %1[%c0] : memref<2xf32>
// ID-NEXT:     memref.store %arg0, %1[%c1] : memref<2xf32>
// ID-NEXT:     %2 = bufferization.to_tensor %1 : memref<2xf32> to tensor<2xf32>
// ID-NEXT:     %3 = bufferization.alloc_tensor() copy(%arg1) : tensor<4xf32>
// ID-NEXT:     %4 = bufferization.to_buffer %3 : tensor<4xf32> to memref<4xf32>
// ID-NEXT:     memref.store %arg0, %4[%arg2] : memref<4xf32>
// ID-NEXT:     %5 = bufferization.to_tensor %4 : memref<4xf32> to tensor<4xf32>
// ID-NEXT:     %6 = bufferization.alloc_tensor() copy(%5) : tensor<4xf32>
// ID-NEXT:     %7 = bufferization.to_buffer %6 : tensor<4xf32> to memref<4xf32>
// ID-NEXT:     memref.store %arg0, %7[%arg2] : memref<4xf32>
// ID-NEXT:     %8 = memref.load %4[%arg2] : memref<4xf32>
// ID-NEXT:     %9 = memref.load %7[%arg2] : memref<4xf32>
// ID-NEXT:     %10 = arith.addf %8, %9 : f32
// ID-NEXT:     return %2, %10 : tensor<2xf32>, f32
// ID-NEXT:   }
// ID-NEXT:   func.func @dyn(%arg0: tensor<?xf32>, %arg1: index, %arg2: f32) -> (tensor<?xf32>, f32) {
// ID-NEXT:     %0 = bufferization.to_buffer %arg0 : tensor<?xf32> to memref<?xf32>
// ID-NEXT:     %1 = bufferization.alloc_tensor() copy(%arg0) : tensor<?xf32>
// ID-NEXT:     %2 = bufferization.to_buffer %1 : tensor<?xf32> to memref<?xf32>
// ID-NEXT:     memref.store %arg2, %2[%arg1] : memref<?xf32>
// ID-NEXT:     %3 = memref.load %0[%arg1] : memref<?xf32>
// ID-NEXT:     %4 = bufferization.alloc_tensor(%arg1) : tensor<?xf32>
// ID-NEXT:     %5 = bufferization.to_buffer %4 : tensor<?xf32> to memref<?xf32>
// ID-NEXT:     memref.store %arg2, %5[%arg1] : memref<?xf32>
// ID-NEXT:     %6 = bufferization.to_tensor %5 : memref<?xf32> to tensor<?xf32>
// ID-NEXT:     return %6, %3 : tensor<?xf32>, f32
// ID-NEXT:   }
// ID-NEXT:   func.func @cast(%arg0: tensor<4xf32>, %arg1: index, %arg2: f32) -> (tensor<?xf32>, f32) {
// ID-NEXT:     %0 = bufferization.to_buffer %arg0 : tensor<4xf32> to memref<4xf32>
// ID-NEXT:     %1 = bufferization.to_buffer %arg0 : tensor<4xf32> to memref<4xf32>
// ID-NEXT:     %cast = memref.cast %1 : memref<4xf32> to memref<?xf32>
// ID-NEXT:     %2 = bufferization.to_tensor %cast : memref<?xf32> to tensor<?xf32>
// ID-NEXT:     %3 = bufferization.alloc_tensor() copy(%2) : tensor<?xf32>
// ID-NEXT:     %4 = bufferization.to_buffer %3 : tensor<?xf32> to memref<?xf32>
// ID-NEXT:     memref.store %arg2, %4[%arg1] : memref<?xf32>
// ID-NEXT:     %5 = bufferization.to_tensor %4 : memref<?xf32> to tensor<?xf32>
// ID-NEXT:     %6 = memref.load %0[%arg1] : memref<4xf32>
// ID-NEXT:     return %5, %6 : tensor<?xf32>, f32
// ID-NEXT:   }
// ID-NEXT:   func.func @slices(%arg0: tensor<8xf32>, %arg1: f32, %arg2: index) -> (tensor<8xf32>, tensor<4xf32>) {
// ID-NEXT:     %0 = bufferization.to_buffer %arg0 : tensor<8xf32> to memref<8xf32>
// ID-NEXT:     %subview = memref.subview %0[2] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1], offset: 2>>
// ID-NEXT:     %1 = bufferization.to_tensor %subview : memref<4xf32, strided<[1], offset: 2>> to tensor<4xf32>
// ID-NEXT:     %2 = bufferization.alloc_tensor() copy(%1) : tensor<4xf32>
// ID-NEXT:     %3 = bufferization.alloc_tensor() copy(%2) : tensor<4xf32>
// ID-NEXT:     %4 = bufferization.to_buffer %3 : tensor<4xf32> to memref<4xf32>
// ID-NEXT:     memref.store %arg1, %4[%arg2] : memref<4xf32>
// ID-NEXT:     %5 = bufferization.alloc_tensor() copy(%arg0) : tensor<8xf32>
// ID-NEXT:     %6 = bufferization.to_buffer %5 : tensor<8xf32> to memref<8xf32>
// ID-NEXT:     %subview_0 = memref.subview %6[0] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1]>>
// ID-NEXT:     memref.copy %4, %subview_0 : memref<4xf32> to memref<4xf32, strided<[1]>>
// ID-NEXT:     memref.store %arg1, %6[%arg2] : memref<8xf32>
// ID-NEXT:     %7 = bufferization.to_tensor %6 : memref<8xf32> to tensor<8xf32>
// ID-NEXT:     return %7, %2 : tensor<8xf32>, tensor<4xf32>
// ID-NEXT:   }
// ID-NEXT:   func.func @tb(%arg0: tensor<4xf32>, %arg1: f32, %arg2: index) -> (tensor<4xf32>, f32) {
// ID-NEXT:     %0 = bufferization.to_buffer %arg0 : tensor<4xf32> to memref<4xf32>
// ID-NEXT:     %1 = bufferization.alloc_tensor() copy(%arg0) : tensor<4xf32>
// ID-NEXT:     %2 = bufferization.to_buffer %1 : tensor<4xf32> to memref<4xf32>
// ID-NEXT:     memref.store %arg1, %2[%arg2] : memref<4xf32>
// ID-NEXT:     %3 = bufferization.to_tensor %2 : memref<4xf32> to tensor<4xf32>
// ID-NEXT:     %4 = arith.addf %arg1, %arg1 : f32
// ID-NEXT:     %5 = memref.load %0[%arg2] : memref<4xf32>
// ID-NEXT:     return %3, %5 : tensor<4xf32>, f32
// ID-NEXT:   }
// ID-NEXT: }

// ANALYSIS: module {
// ANALYSIS-NEXT:   func.func @f(%arg0: tensor<4xf32>, %arg1: index, %arg2: f32) -> tensor<4xf32> {
// ANALYSIS-NEXT:     %inserted = tensor.insert %arg2 into %arg0[%arg1] {__inplace_operands_attr__ = ["none", "false", "none"]} : tensor<4xf32>
// ANALYSIS-NEXT:     %0 = tensor.empty() : tensor<4xf32>
// ANALYSIS-NEXT:     %1 = linalg.fill {__inplace_operands_attr__ = ["none", "false"]} ins(%arg2 : f32) outs(%0 : tensor<4xf32>) -> tensor<4xf32>
// ANALYSIS-NEXT:     %2 = arith.addf %arg2, %arg2 : f32
// ANALYSIS-NEXT:     %inserted_0 = tensor.insert %2 into %1[%arg1] {__inplace_operands_attr__ = ["none", "false", "none"]} : tensor<4xf32>
// ANALYSIS-NEXT:     %extracted = tensor.extract %inserted[%arg1] {__inplace_operands_attr__ = ["true", "none"]} : tensor<4xf32>
// ANALYSIS-NEXT:     %inserted_1 = tensor.insert %extracted into %inserted_0[%arg1] {__inplace_operands_attr__ = ["none", "true", "none"]} : tensor<4xf32>
// ANALYSIS-NEXT:     return {__inplace_operands_attr__ = ["true"]} %inserted_1 : tensor<4xf32>
// ANALYSIS-NEXT:   }
// ANALYSIS-NEXT:   func.func @fe(%arg0: f32, %arg1: tensor<4xf32>, %arg2: index) -> (tensor<2xf32>, f32) {
// ANALYSIS-NEXT:     %from_elements = tensor.from_elements %arg0, %arg0 : tensor<2xf32>
// ANALYSIS-NEXT:     %inserted = tensor.insert %arg0 into %arg1[%arg2] {__inplace_operands_attr__ = ["none", "false", "none"]} : tensor<4xf32>
// ANALYSIS-NEXT:     %inserted_0 = tensor.insert %arg0 into %inserted[%arg2] {__inplace_operands_attr__ = ["none", "false", "none"]} : tensor<4xf32>
// ANALYSIS-NEXT:     %extracted = tensor.extract %inserted[%arg2] {__inplace_operands_attr__ = ["true", "none"]} : tensor<4xf32>
// ANALYSIS-NEXT:     %extracted_1 = tensor.extract %inserted_0[%arg2] {__inplace_operands_attr__ = ["true", "none"]} : tensor<4xf32>
// ANALYSIS-NEXT:     %0 = arith.addf %extracted, %extracted_1 : f32
// ANALYSIS-NEXT:     return {__inplace_operands_attr__ = ["true", "none"]} %from_elements, %0 : tensor<2xf32>, f32
// ANALYSIS-NEXT:   }
// ANALYSIS-NEXT:   func.func @dyn(%arg0: tensor<?xf32>, %arg1: index, %arg2: f32) -> (tensor<?xf32>, f32) {
// ANALYSIS-NEXT:     %inserted = tensor.insert %arg2 into %arg0[%arg1] {__inplace_operands_attr__ = ["none", "false", "none"]} : tensor<?xf32>
// ANALYSIS-NEXT:     %extracted = tensor.extract %arg0[%arg1] {__inplace_operands_attr__ = ["true", "none"]} : tensor<?xf32>
// ANALYSIS-NEXT:     %0 = tensor.empty(%arg1) : tensor<?xf32>
// ANALYSIS-NEXT:     %inserted_0 = tensor.insert %arg2 into %0[%arg1] {__inplace_operands_attr__ = ["none", "true", "none"]} : tensor<?xf32>
// ANALYSIS-NEXT:     return {__inplace_operands_attr__ = ["true", "none"]} %inserted_0, %extracted : tensor<?xf32>, f32
// ANALYSIS-NEXT:   }
// ANALYSIS-NEXT:   func.func @cast(%arg0: tensor<4xf32>, %arg1: index, %arg2: f32) -> (tensor<?xf32>, f32) {
// ANALYSIS-NEXT:     %cast = tensor.cast %arg0 {__inplace_operands_attr__ = ["false"]} : tensor<4xf32> to tensor<?xf32>
// ANALYSIS-NEXT:     %inserted = tensor.insert %arg2 into %cast[%arg1] {__inplace_operands_attr__ = ["none", "true", "none"]} : tensor<?xf32>
// ANALYSIS-NEXT:     %extracted = tensor.extract %arg0[%arg1] {__inplace_operands_attr__ = ["true", "none"]} : tensor<4xf32>
// ANALYSIS-NEXT:     return {__inplace_operands_attr__ = ["true", "none"]} %inserted, %extracted : tensor<?xf32>, f32
// ANALYSIS-NEXT:   }
// ANALYSIS-NEXT:   func.func @slices(%arg0: tensor<8xf32>, %arg1: f32, %arg2: index) -> (tensor<8xf32>, tensor<4xf32>) {
// ANALYSIS-NEXT:     %extracted_slice = tensor.extract_slice %arg0[2] [4] [1] {__inplace_operands_attr__ = ["false"]} : tensor<8xf32> to tensor<4xf32>
// ANALYSIS-NEXT:     %inserted = tensor.insert %arg1 into %extracted_slice[%arg2] {__inplace_operands_attr__ = ["none", "false", "none"]} : tensor<4xf32>
// ANALYSIS-NEXT:     %inserted_slice = tensor.insert_slice %inserted into %arg0[0] [4] [1] {__inplace_operands_attr__ = ["true", "false"]} : tensor<4xf32> into tensor<8xf32>
// ANALYSIS-NEXT:     %inserted_0 = tensor.insert %arg1 into %inserted_slice[%arg2] {__inplace_operands_attr__ = ["none", "true", "none"]} : tensor<8xf32>
// ANALYSIS-NEXT:     return {__inplace_operands_attr__ = ["true", "true"]} %inserted_0, %extracted_slice : tensor<8xf32>, tensor<4xf32>
// ANALYSIS-NEXT:   }
// ANALYSIS-NEXT:   func.func @tb(%arg0: tensor<4xf32>, %arg1: f32, %arg2: index) -> (tensor<4xf32>, f32) {
// ANALYSIS-NEXT:     %0 = bufferization.to_buffer %arg0 {__inplace_operands_attr__ = ["false"]} : tensor<4xf32> to memref<4xf32>
// ANALYSIS-NEXT:     %inserted = tensor.insert %arg1 into %arg0[%arg2] {__inplace_operands_attr__ = ["none", "false", "none"]} : tensor<4xf32>
// ANALYSIS-NEXT:     %1 = arith.addf %arg1, %arg1 : f32
// ANALYSIS-NEXT:     %2 = bufferization.to_tensor %0 restrict : memref<4xf32> to tensor<4xf32>
// ANALYSIS-NEXT:     %extracted = tensor.extract %2[%arg2] {__inplace_operands_attr__ = ["true", "none"]} : tensor<4xf32>
// ANALYSIS-NEXT:     return {__inplace_operands_attr__ = ["true", "none"]} %inserted, %extracted : tensor<4xf32>, f32
// ANALYSIS-NEXT:   }
// ANALYSIS-NEXT: }

// UNKNOWN: module {
// UNKNOWN-NEXT:   func.func @f(%arg0: tensor<4xf32>, %arg1: index, %arg2: f32) -> tensor<4xf32> {
// UNKNOWN-NEXT:     %0 = bufferization.alloc_tensor() copy(%arg0) : tensor<4xf32>
// UNKNOWN-NEXT:     %1 = bufferization.to_buffer %0 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// UNKNOWN-NEXT:     memref.store %arg2, %1[%arg1] : memref<4xf32, strided<[?], offset: ?>>
// UNKNOWN-NEXT:     %2 = bufferization.alloc_tensor() : tensor<4xf32>
// UNKNOWN-NEXT:     %3 = linalg.fill ins(%arg2 : f32) outs(%2 : tensor<4xf32>) -> tensor<4xf32>
// UNKNOWN-NEXT:     %4 = arith.addf %arg2, %arg2 : f32
// UNKNOWN-NEXT:     %5 = bufferization.alloc_tensor() copy(%3) : tensor<4xf32>
// UNKNOWN-NEXT:     %6 = bufferization.to_buffer %5 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// UNKNOWN-NEXT:     memref.store %4, %6[%arg1] : memref<4xf32, strided<[?], offset: ?>>
// UNKNOWN-NEXT:     %7 = memref.load %1[%arg1] : memref<4xf32, strided<[?], offset: ?>>
// UNKNOWN-NEXT:     memref.store %7, %6[%arg1] : memref<4xf32, strided<[?], offset: ?>>
// UNKNOWN-NEXT:     %8 = bufferization.to_tensor %6 : memref<4xf32, strided<[?], offset: ?>> to tensor<4xf32>
// UNKNOWN-NEXT:     return %8 : tensor<4xf32>
// UNKNOWN-NEXT:   }
// UNKNOWN-NEXT:   func.func @fe(%arg0: f32, %arg1: tensor<4xf32>, %arg2: index) -> (tensor<2xf32>, f32) {
// UNKNOWN-NEXT:     %0 = bufferization.alloc_tensor() : tensor<2xf32>
// UNKNOWN-NEXT:     %1 = bufferization.to_buffer %0 : tensor<2xf32> to memref<2xf32, strided<[?], offset: ?>>
// UNKNOWN-NEXT:     %c0 = arith.constant 0 : index
// UNKNOWN-NEXT:     %c1 = arith.constant 1 : index
// UNKNOWN-NEXT:     memref.store %arg0, %1[%c0] : memref<2xf32, strided<[?], offset: ?>>
// UNKNOWN-NEXT:     memref.store %arg0, %1[%c1] : memref<2xf32, strided<[?], offset: ?>>
// UNKNOWN-NEXT:     %2 = bufferization.to_tensor %1 : memref<2xf32, strided<[?], offset: ?>> to tensor<2xf32>
// UNKNOWN-NEXT:     %3 = bufferization.alloc_tensor() copy(%arg1) : tensor<4xf32>
// UNKNOWN-NEXT:     %4 = bufferization.to_buffer %3 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// UNKNOWN-NEXT:     memref.store %arg0, %4[%arg2] : memref<4xf32, strided<[?], offset: ?>>
// UNKNOWN-NEXT:     %5 = bufferization.to_tensor %4 : memref<4xf32, strided<[?], offset: ?>> to tensor<4xf32>
// UNKNOWN-NEXT:     %6 = bufferization.alloc_tensor() copy(%5) : tensor<4xf32>
// UNKNOWN-NEXT:     %7 = bufferization.to_buffer %6 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// UNKNOWN-NEXT:     memref.store %arg0, %7[%arg2] : memref<4xf32, strided<[?], offset: ?>>
// UNKNOWN-NEXT:     %8 = memref.load %4[%arg2] : memref<4xf32, strided<[?], offset: ?>>
// UNKNOWN-NEXT:     %9 = memref.load %7[%arg2] : memref<4xf32, strided<[?], offset: ?>>
// UNKNOWN-NEXT:     %10 = arith.addf %8, %9 : f32
// UNKNOWN-NEXT:     return %2, %10 : tensor<2xf32>, f32
// UNKNOWN-NEXT:   }
// UNKNOWN-NEXT:   func.func @dyn(%arg0: tensor<?xf32>, %arg1: index, %arg2: f32) -> (tensor<?xf32>, f32) {
// UNKNOWN-NEXT:     %0 = bufferization.to_buffer %arg0 : tensor<?xf32> to memref<?xf32, strided<[?], offset: ?>>
// UNKNOWN-NEXT:     %1 = bufferization.alloc_tensor() copy(%arg0) : tensor<?xf32>
// UNKNOWN-NEXT:     %2 = bufferization.to_buffer %1 : tensor<?xf32> to memref<?xf32, strided<[?], offset: ?>>
// UNKNOWN-NEXT:     memref.store %arg2, %2[%arg1] : memref<?xf32, strided<[?], offset: ?>>
// UNKNOWN-NEXT:     %3 = memref.load %0[%arg1] : memref<?xf32, strided<[?], offset: ?>>
// UNKNOWN-NEXT:     %4 = bufferization.alloc_tensor(%arg1) : tensor<?xf32>
// UNKNOWN-NEXT:     %5 = bufferization.to_buffer %4 : tensor<?xf32> to memref<?xf32, strided<[?], offset: ?>>
// UNKNOWN-NEXT:     memref.store %arg2, %5[%arg1] : memref<?xf32, strided<[?], offset: ?>>
// UNKNOWN-NEXT:     %6 = bufferization.to_tensor %5 : memref<?xf32, strided<[?], offset: ?>> to tensor<?xf32>
// UNKNOWN-NEXT:     return %6, %3 : tensor<?xf32>, f32
// UNKNOWN-NEXT:   }
// UNKNOWN-NEXT:   func.func @cast(%arg0: tensor<4xf32>, %arg1: index, %arg2: f32) -> (tensor<?xf32>, f32) {
// UNKNOWN-NEXT:     %0 = bufferization.to_buffer %arg0 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// UNKNOWN-NEXT:     %1 = bufferization.to_buffer %arg0 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// UNKNOWN-NEXT:     %cast = memref.cast %1 : memref<4xf32, strided<[?], offset: ?>> to memref<?xf32, strided<[?], offset: ?>>
// UNKNOWN-NEXT:     %2 = bufferization.to_tensor %cast : memref<?xf32, strided<[?], offset: ?>> to tensor<?xf32>
// UNKNOWN-NEXT:     %3 = bufferization.alloc_tensor() copy(%2) : tensor<?xf32>
// UNKNOWN-NEXT:     %4 = bufferization.to_buffer %3 : tensor<?xf32> to memref<?xf32, strided<[?], offset: ?>>
// UNKNOWN-NEXT:     memref.store %arg2, %4[%arg1] : memref<?xf32, strided<[?], offset: ?>>
// UNKNOWN-NEXT:     %5 = bufferization.to_tensor %4 : memref<?xf32, strided<[?], offset: ?>> to tensor<?xf32>
// UNKNOWN-NEXT:     %6 = memref.load %0[%arg1] : memref<4xf32, strided<[?], offset: ?>>
// UNKNOWN-NEXT:     return %5, %6 : tensor<?xf32>, f32
// UNKNOWN-NEXT:   }
// UNKNOWN-NEXT:   func.func @slices(%arg0: tensor<8xf32>, %arg1: f32, %arg2: index) -> (tensor<8xf32>, tensor<4xf32>) {
// UNKNOWN-NEXT:     %0 = bufferization.to_buffer %arg0 : tensor<8xf32> to memref<8xf32, strided<[?], offset: ?>>
// UNKNOWN-NEXT:     %subview = memref.subview %0[2] [4] [1] : memref<8xf32, strided<[?], offset: ?>> to memref<4xf32, strided<[?], offset: ?>>
// UNKNOWN-NEXT:     %1 = bufferization.to_tensor %subview : memref<4xf32, strided<[?], offset: ?>> to tensor<4xf32>
// UNKNOWN-NEXT:     %2 = bufferization.alloc_tensor() copy(%1) : tensor<4xf32>
// UNKNOWN-NEXT:     %3 = bufferization.alloc_tensor() copy(%2) : tensor<4xf32>
// UNKNOWN-NEXT:     %4 = bufferization.to_buffer %3 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// UNKNOWN-NEXT:     memref.store %arg1, %4[%arg2] : memref<4xf32, strided<[?], offset: ?>>
// UNKNOWN-NEXT:     %5 = bufferization.alloc_tensor() copy(%arg0) : tensor<8xf32>
// UNKNOWN-NEXT:     %6 = bufferization.to_buffer %5 : tensor<8xf32> to memref<8xf32, strided<[?], offset: ?>>
// UNKNOWN-NEXT:     %subview_0 = memref.subview %6[0] [4] [1] : memref<8xf32, strided<[?], offset: ?>> to memref<4xf32, strided<[?], offset: ?>>
// UNKNOWN-NEXT:     memref.copy %4, %subview_0 : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32, strided<[?], offset: ?>>
// UNKNOWN-NEXT:     memref.store %arg1, %6[%arg2] : memref<8xf32, strided<[?], offset: ?>>
// UNKNOWN-NEXT:     %7 = bufferization.to_tensor %6 : memref<8xf32, strided<[?], offset: ?>> to tensor<8xf32>
// UNKNOWN-NEXT:     return %7, %2 : tensor<8xf32>, tensor<4xf32>
// UNKNOWN-NEXT:   }
// UNKNOWN-NEXT:   func.func @tb(%arg0: tensor<4xf32>, %arg1: f32, %arg2: index) -> (tensor<4xf32>, f32) {
// UNKNOWN-NEXT:     %0 = bufferization.to_buffer %arg0 : tensor<4xf32> to memref<4xf32>
// UNKNOWN-NEXT:     %1 = bufferization.alloc_tensor() copy(%arg0) : tensor<4xf32>
// UNKNOWN-NEXT:     %2 = bufferization.to_buffer %1 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// UNKNOWN-NEXT:     memref.store %arg1, %2[%arg2] : memref<4xf32, strided<[?], offset: ?>>
// UNKNOWN-NEXT:     %3 = bufferization.to_tensor %2 : memref<4xf32, strided<[?], offset: ?>> to tensor<4xf32>
// UNKNOWN-NEXT:     %4 = arith.addf %arg1, %arg1 : f32
// UNKNOWN-NEXT:     %5 = memref.load %0[%arg2] : memref<4xf32>
// UNKNOWN-NEXT:     return %3, %5 : tensor<4xf32>, f32
// UNKNOWN-NEXT:   }
// UNKNOWN-NEXT: }

func.func @f(%t: tensor<4xf32>, %i: index, %v: f32) -> tensor<4xf32> {
  %0 = tensor.insert %v into %t[%i] : tensor<4xf32>
  %e = tensor.empty() : tensor<4xf32>
  %1 = linalg.fill ins(%v : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %2 = arith.addf %v, %v : f32
  %3 = tensor.insert %2 into %1[%i] : tensor<4xf32>
  %x = tensor.extract %0[%i] : tensor<4xf32>
  %4 = tensor.insert %x into %3[%i] : tensor<4xf32>
  return %4 : tensor<4xf32>
}
func.func @fe(%v: f32, %t: tensor<4xf32>, %i: index) -> (tensor<2xf32>, f32) {
  %0 = tensor.from_elements %v, %v : tensor<2xf32>
  %1 = tensor.insert %v into %t[%i] : tensor<4xf32>
  %2 = tensor.insert %v into %1[%i] : tensor<4xf32>
  %x = tensor.extract %1[%i] : tensor<4xf32>
  %e = tensor.extract %2[%i] : tensor<4xf32>
  %s = arith.addf %x, %e : f32
  return %0, %s : tensor<2xf32>, f32
}
func.func @dyn(%t: tensor<?xf32>, %i: index, %v: f32) -> (tensor<?xf32>, f32) {
  %1 = tensor.insert %v into %t[%i] : tensor<?xf32>
  %x = tensor.extract %t[%i] : tensor<?xf32>
  %e = tensor.empty(%i) : tensor<?xf32>
  %2 = tensor.insert %v into %e[%i] : tensor<?xf32>
  return %2, %x : tensor<?xf32>, f32
}
func.func @cast(%t: tensor<4xf32>, %i: index, %v: f32) -> (tensor<?xf32>, f32) {
  %c = tensor.cast %t : tensor<4xf32> to tensor<?xf32>
  %1 = tensor.insert %v into %c[%i] : tensor<?xf32>
  %x = tensor.extract %t[%i] : tensor<4xf32>
  return %1, %x : tensor<?xf32>, f32
}
func.func @slices(%t: tensor<8xf32>, %v: f32, %i: index) -> (tensor<8xf32>, tensor<4xf32>) {
  %s = tensor.extract_slice %t[2] [4] [1] : tensor<8xf32> to tensor<4xf32>
  %w = tensor.insert %v into %s[%i] : tensor<4xf32>
  %u = tensor.insert_slice %w into %t[0] [4] [1] : tensor<4xf32> into tensor<8xf32>
  %x = tensor.insert %v into %u[%i] : tensor<8xf32>
  return %x, %s : tensor<8xf32>, tensor<4xf32>
}
func.func @tb(%t: tensor<4xf32>, %v: f32, %i: index) -> (tensor<4xf32>, f32) {
  %m = bufferization.to_buffer %t : tensor<4xf32> to memref<4xf32>
  %w = tensor.insert %v into %t[%i] : tensor<4xf32>
  %a = arith.addf %v, %v : f32
  %n = bufferization.to_tensor %m restrict : memref<4xf32> to tensor<4xf32>
  %e = tensor.extract %n[%i] : tensor<4xf32>
  return %w, %e : tensor<4xf32>, f32
}
