// bufferize-function-boundaries with a dialect-filter without 'func':
// upstream's module analysis skips the functions its filter does not allow
// (test-analysis-only annotates nothing) and their signatures stay on
// tensors, so every tensor operand is out of place but those that must be
// in place: each one an op reads or writes is copied (also a read-only
// one, and a tensor.empty's undefined contents), arguments are read
// through to_buffer, loops yield their copies without the equivalence
// check.  Expected text: mlir-opt 22's.
// RUN: bufopt %s --one-shot-bufferize="dialect-filter=tensor,scf bufferize-function-boundaries" | FileCheck %s --check-prefix=NF
// RUN: mlir-opt %s --one-shot-bufferize="dialect-filter=tensor,scf bufferize-function-boundaries" | FileCheck %s --check-prefix=NF
// RUN: bufopt %s --one-shot-bufferize="dialect-filter=tensor,scf,bufferization bufferize-function-boundaries" | FileCheck %s --check-prefix=NFB
// RUN: mlir-opt %s --one-shot-bufferize="dialect-filter=tensor,scf,bufferization bufferize-function-boundaries" | FileCheck %s --check-prefix=NFB
// RUN: bufopt %s --one-shot-bufferize="dialect-filter=tensor,scf,bufferization bufferize-function-boundaries test-analysis-only" | FileCheck %s --check-prefix=ANA
// RUN: mlir-opt %s --one-shot-bufferize="dialect-filter=tensor,scf,bufferization bufferize-function-boundaries test-analysis-only" | FileCheck %s --check-prefix=ANA
// RUN: bufopt %s --one-shot-bufferize="dialect-filter=tensor,bufferization,arith bufferize-function-boundaries unknown-type-conversion=identity-layout-map" | FileCheck %s --check-prefix=IDL
// RUN: mlir-opt %s --one-shot-bufferize="dialect-filter=tensor,bufferization,arith bufferize-function-boundaries unknown-type-conversion=identity-layout-map" | FileCheck %s --check-prefix=IDL
// RUN: bufopt %s --one-shot-bufferize="dialect-filter=tensor,linalg,scf,bufferization bufferize-function-boundaries" | FileCheck %s --check-prefix=LIN
// RUN: mlir-opt %s --one-shot-bufferize="dialect-filter=tensor,linalg,scf,bufferization bufferize-function-boundaries" | FileCheck %s --check-prefix=LIN

// NF: module {
// NF-NEXT:   func.func @loop(%arg0: tensor<4xf32>, %arg1: index) -> tensor<4xf32> {
// NF-NEXT:     %c0 = arith.constant 0 : index
// NF-NEXT:     %c1 = arith.constant 1 : index
// NF-NEXT:     %cst = arith.constant 1.000000e+00 : f32
// NF-NEXT:     %0 = bufferization.alloc_tensor() copy(%arg0) : tensor<4xf32>
// NF-NEXT:     %1 = bufferization.to_buffer %0 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// NF-NEXT:     %2 = scf.for %arg2 = %c0 to %arg1 step %c1 iter_args(%arg3 = %1) -> (memref<4xf32, strided<[?], offset: ?>>) {
// NF-NEXT:       %4 = bufferization.to_tensor %arg3 : memref<4xf32, strided<[?], offset: ?>> to tensor<4xf32>
// NF-NEXT:       %5 = bufferization.alloc_tensor() copy(%4) : tensor<4xf32>
// NF-NEXT:       %6 = bufferization.to_buffer %5 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// NF-NEXT:       memref.store %cst, %6[%arg2] : memref<4xf32, strided<[?], offset: ?>>
// NF-NEXT:       scf.yield %6 : memref<4xf32, strided<[?], offset: ?>>
// NF-NEXT:     }
// NF-NEXT:     %3 = bufferization.to_tensor %2 : memref<4xf32, strided<[?], offset: ?>> to tensor<4xf32>
// NF-NEXT:     return %3 : tensor<4xf32>
// NF-NEXT:   }
// NF-NEXT:   func.func @reads(%arg0: tensor<4xf32>, %arg1: index) -> (f32, tensor<2xf32>, tensor<4xf32>) {
// NF-NEXT:     %0 = bufferization.to_buffer %arg0 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// NF-NEXT:     %1 = bufferization.alloc_tensor() copy(%arg0) : tensor<4xf32>
// NF-NEXT:     %2 = bufferization.to_buffer %1 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// NF-NEXT:     %3 = memref.load %2[%arg1] : memref<4xf32, strided<[?], offset: ?>>
// NF-NEXT:     %subview = memref.subview %0[1] [2] [1] : memref<4xf32, strided<[?], offset: ?>> to memref<2xf32, strided<[?], offset: ?>>
// NF-NEXT:     %4 = bufferization.to_tensor %subview : memref<2xf32, strided<[?], offset: ?>> to tensor<2xf32>
// NF-NEXT:     %5 = bufferization.alloc_tensor() copy(%4) : tensor<2xf32>
// NF-NEXT:     %6 = bufferization.alloc_tensor() : tensor<4xf32>
// NF-NEXT:     %7 = bufferization.alloc_tensor() copy(%6) : tensor<4xf32>
// NF-NEXT:     %8 = bufferization.to_buffer %7 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// NF-NEXT:     memref.store %3, %8[%arg1] : memref<4xf32, strided<[?], offset: ?>>
// NF-NEXT:     %9 = bufferization.to_tensor %8 : memref<4xf32, strided<[?], offset: ?>> to tensor<4xf32>
// NF-NEXT:     %10 = bufferization.alloc_tensor() copy(%9) : tensor<4xf32>
// NF-NEXT:     %11 = bufferization.to_buffer %10 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// NF-NEXT:     memref.store %3, %11[%arg1] : memref<4xf32, strided<[?], offset: ?>>
// NF-NEXT:     %12 = bufferization.to_tensor %11 : memref<4xf32, strided<[?], offset: ?>> to tensor<4xf32>
// NF-NEXT:     return %3, %5, %12 : f32, tensor<2xf32>, tensor<4xf32>
// NF-NEXT:   }
// NF-NEXT:   func.func @args(%arg0: tensor<4xf32>, %arg1: i1, %arg2: index, %arg3: f32) -> tensor<4xf32> {
// NF-NEXT:     %c0 = arith.constant 0 : index
// NF-NEXT:     cf.cond_br %arg1, ^bb1(%arg0 : tensor<4xf32>), ^bb2(%arg0 : tensor<4xf32>)
// NF-NEXT:   ^bb1(%0: tensor<4xf32>):  // pred: ^bb0
// NF-NEXT:     %1 = bufferization.alloc_tensor() copy(%0) : tensor<4xf32>
// NF-NEXT:     %2 = bufferization.to_buffer %1 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// NF-NEXT:     memref.store %arg3, %2[%c0] : memref<4xf32, strided<[?], offset: ?>>
// NF-NEXT:     %3 = bufferization.to_tensor %2 : memref<4xf32, strided<[?], offset: ?>> to tensor<4xf32>
// NF-NEXT:     cf.br ^bb2(%3 : tensor<4xf32>)
// NF-NEXT:   ^bb2(%4: tensor<4xf32>):  // 2 preds: ^bb0, ^bb1
// NF-NEXT:     %5 = bufferization.alloc_tensor() copy(%4) : tensor<4xf32>
// NF-NEXT:     %6 = bufferization.to_buffer %5 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// NF-NEXT:     %7 = memref.load %6[%arg2] : memref<4xf32, strided<[?], offset: ?>>
// NF-NEXT:     %8 = bufferization.alloc_tensor() copy(%arg0) : tensor<4xf32>
// NF-NEXT:     %9 = bufferization.to_buffer %8 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// NF-NEXT:     memref.store %7, %9[%arg2] : memref<4xf32, strided<[?], offset: ?>>
// NF-NEXT:     %10 = bufferization.to_tensor %9 : memref<4xf32, strided<[?], offset: ?>> to tensor<4xf32>
// NF-NEXT:     return %10 : tensor<4xf32>
// NF-NEXT:   }
// NF-NEXT:   func.func @if_(%arg0: tensor<4xf32>, %arg1: i1, %arg2: index) -> tensor<4xf32> {
// NF-NEXT:     %cst = arith.constant 1.000000e+00 : f32
// NF-NEXT:     %0 = scf.if %arg1 -> (memref<4xf32, strided<[?], offset: ?>>) {
// NF-NEXT:       %2 = bufferization.alloc_tensor() copy(%arg0) : tensor<4xf32>
// NF-NEXT:       %3 = bufferization.to_buffer %2 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// NF-NEXT:       memref.store %cst, %3[%arg2] : memref<4xf32, strided<[?], offset: ?>>
// NF-NEXT:       scf.yield %3 : memref<4xf32, strided<[?], offset: ?>>
// NF-NEXT:     } else {
// NF-NEXT:       %2 = bufferization.alloc_tensor() : tensor<4xf32>
// NF-NEXT:       %3 = bufferization.alloc_tensor() copy(%2) : tensor<4xf32>
// NF-NEXT:       %4 = bufferization.to_buffer %3 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// NF-NEXT:       memref.store %cst, %4[%arg2] : memref<4xf32, strided<[?], offset: ?>>
// NF-NEXT:       scf.yield %4 : memref<4xf32, strided<[?], offset: ?>>
// NF-NEXT:     }
// NF-NEXT:     %1 = bufferization.to_tensor %0 : memref<4xf32, strided<[?], offset: ?>> to tensor<4xf32>
// NF-NEXT:     return %1 : tensor<4xf32>
// NF-NEXT:   }
// NF-NEXT:   func.func @mm(%arg0: tensor<3x2xf32>, %arg1: tensor<2x3xf32>) -> (tensor<3x3xf32>, f32) {
// NF-NEXT:     %c0 = arith.constant 0 : index
// NF-NEXT:     %cst = arith.constant 0.000000e+00 : f32
// NF-NEXT:     %0 = bufferization.alloc_tensor() : tensor<3x3xf32>
// NF-NEXT:     %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<3x3xf32>) -> tensor<3x3xf32>
// NF-NEXT:     %2 = linalg.matmul ins(%arg0, %arg1 : tensor<3x2xf32>, tensor<2x3xf32>) outs(%1 : tensor<3x3xf32>) -> tensor<3x3xf32>
// NF-NEXT:     %3 = bufferization.alloc_tensor() copy(%2) : tensor<3x3xf32>
// NF-NEXT:     %4 = bufferization.to_buffer %3 : tensor<3x3xf32> to memref<3x3xf32, strided<[?, ?], offset: ?>>
// NF-NEXT:     %5 = memref.load %4[%c0, %c0] : memref<3x3xf32, strided<[?, ?], offset: ?>>
// NF-NEXT:     return %2, %5 : tensor<3x3xf32>, f32
// NF-NEXT:   }
// NF-NEXT:   func.func @fills(%arg0: index) -> (tensor<?xf32>, tensor<4xf32>) {
// NF-NEXT:     %cst = arith.constant 0.000000e+00 : f32
// NF-NEXT:     %0 = bufferization.alloc_tensor(%arg0) : tensor<?xf32>
// NF-NEXT:     %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<?xf32>) -> tensor<?xf32>
// NF-NEXT:     %2 = bufferization.alloc_tensor() : tensor<8xf32>
// NF-NEXT:     %3 = bufferization.to_buffer %2 : tensor<8xf32> to memref<8xf32, strided<[?], offset: ?>>
// NF-NEXT:     %subview = memref.subview %3[2] [4] [1] : memref<8xf32, strided<[?], offset: ?>> to memref<4xf32, strided<[?], offset: ?>>
// NF-NEXT:     %4 = bufferization.to_tensor %subview : memref<4xf32, strided<[?], offset: ?>> to tensor<4xf32>
// NF-NEXT:     %5 = bufferization.alloc_tensor() copy(%4) : tensor<4xf32>
// NF-NEXT:     %6 = linalg.fill ins(%cst : f32) outs(%5 : tensor<4xf32>) -> tensor<4xf32>
// NF-NEXT:     return %1, %6 : tensor<?xf32>, tensor<4xf32>
// NF-NEXT:   }
// NF-NEXT: }

// NFB: module {
// NFB-NEXT:   func.func @loop(%arg0: tensor<4xf32>, %arg1: index) -> tensor<4xf32> {
// NFB-NEXT:     %0 = bufferization.to_buffer %arg0 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// NFB-NEXT:     %c0 = arith.constant 0 : index
// NFB-NEXT:     %c1 = arith.constant 1 : index
// NFB-NEXT:     %cst = arith.constant 1.000000e+00 : f32
// NFB-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// NFB-NEXT:     memref.copy %0, %alloc : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32>
// NFB-NEXT:     %1 = scf.for %arg2 = %c0 to %arg1 step %c1 iter_args(%arg3 = %alloc) -> (memref<4xf32>) {
// NFB-NEXT:       %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// NFB-NEXT:       memref.copy %arg3, %alloc_0 : memref<4xf32> to memref<4xf32>
// NFB-NEXT:       memref.store %cst, %alloc_0[%arg2] : memref<4xf32>
// NFB-NEXT:       scf.yield %alloc_0 : memref<4xf32>
// NFB-NEXT:     }
// NFB-NEXT:     %2 = bufferization.to_tensor %1 : memref<4xf32> to tensor<4xf32>
// NFB-NEXT:     return %2 : tensor<4xf32>
// NFB-NEXT:   }
// NFB-NEXT:   func.func @reads(%arg0: tensor<4xf32>, %arg1: index) -> (f32, tensor<2xf32>, tensor<4xf32>) {
// NFB-NEXT:     %0 = bufferization.to_buffer %arg0 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// NFB-NEXT:     %1 = bufferization.to_buffer %arg0 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// NFB-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// NFB-NEXT:     memref.copy %1, %alloc : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32>
// NFB-NEXT:     %2 = memref.load %alloc[%arg1] : memref<4xf32>
// NFB-NEXT:     %subview = memref.subview %0[1] [2] [1] : memref<4xf32, strided<[?], offset: ?>> to memref<2xf32, strided<[?], offset: ?>>
// NFB-NEXT:     %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<2xf32>
// NFB-NEXT:     memref.copy %subview, %alloc_0 : memref<2xf32, strided<[?], offset: ?>> to memref<2xf32>
// NFB-NEXT:     %3 = bufferization.to_tensor %alloc_0 : memref<2xf32> to tensor<2xf32>
// NFB-NEXT:     %alloc_1 = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// NFB-NEXT:     %alloc_2 = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// NFB-NEXT:     memref.copy %alloc_1, %alloc_2 : memref<4xf32> to memref<4xf32>
// NFB-NEXT:     memref.store %2, %alloc_2[%arg1] : memref<4xf32>
// NFB-NEXT:     %alloc_3 = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// NFB-NEXT:     memref.copy %alloc_2, %alloc_3 : memref<4xf32> to memref<4xf32>
// NFB-NEXT:     memref.store %2, %alloc_3[%arg1] : memref<4xf32>
// NFB-NEXT:     %4 = bufferization.to_tensor %alloc_3 : memref<4xf32> to tensor<4xf32>
// NFB-NEXT:     return %2, %3, %4 : f32, tensor<2xf32>, tensor<4xf32>
// NFB-NEXT:   }
// NFB-NEXT:   func.func @args(%arg0: tensor<4xf32>, %arg1: i1, %arg2: index, %arg3: f32) -> tensor<4xf32> {
// NFB-NEXT:     %0 = bufferization.to_buffer %arg0 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// NFB-NEXT:     %c0 = arith.constant 0 : index
// NFB-NEXT:     cf.cond_br %arg1, ^bb1(%arg0 : tensor<4xf32>), ^bb2(%arg0 : tensor<4xf32>)
// NFB-NEXT:   ^bb1(%1: tensor<4xf32>):  // pred: ^bb0
// NFB-NEXT:     %2 = bufferization.to_buffer %1 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// NFB-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// NFB-NEXT:     memref.copy %2, %alloc : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32>
// NFB-NEXT:     memref.store %arg3, %alloc[%c0] : memref<4xf32>
// NFB-NEXT:     %3 = bufferization.to_tensor %alloc : memref<4xf32> to tensor<4xf32>
// NFB-NEXT:     cf.br ^bb2(%3 : tensor<4xf32>)
// NFB-NEXT:   ^bb2(%4: tensor<4xf32>):  // 2 preds: ^bb0, ^bb1
// NFB-NEXT:     %5 = bufferization.to_buffer %4 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// NFB-NEXT:     %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// NFB-NEXT:     memref.copy %5, %alloc_0 : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32>
// NFB-NEXT:     %6 = memref.load %alloc_0[%arg2] : memref<4xf32>
// NFB-NEXT:     %alloc_1 = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// NFB-NEXT:     memref.copy %0, %alloc_1 : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32>
// NFB-NEXT:     memref.store %6, %alloc_1[%arg2] : memref<4xf32>
// NFB-NEXT:     %7 = bufferization.to_tensor %alloc_1 : memref<4xf32> to tensor<4xf32>
// NFB-NEXT:     return %7 : tensor<4xf32>
// NFB-NEXT:   }
// NFB-NEXT:   func.func @if_(%arg0: tensor<4xf32>, %arg1: i1, %arg2: index) -> tensor<4xf32> {
// NFB-NEXT:     %0 = bufferization.to_buffer %arg0 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// NFB-NEXT:     %cst = arith.constant 1.000000e+00 : f32
// NFB-NEXT:     %1 = scf.if %arg1 -> (memref<4xf32>) {
// NFB-NEXT:       %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// NFB-NEXT:       memref.copy %0, %alloc : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32>
// NFB-NEXT:       memref.store %cst, %alloc[%arg2] : memref<4xf32>
// NFB-NEXT:       scf.yield %alloc : memref<4xf32>
// NFB-NEXT:     } else {
// NFB-NEXT:       %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// NFB-NEXT:       %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// NFB-NEXT:       memref.copy %alloc, %alloc_0 : memref<4xf32> to memref<4xf32>
// NFB-NEXT:       memref.store %cst, %alloc_0[%arg2] : memref<4xf32>
// NFB-NEXT:       scf.yield %alloc_0 : memref<4xf32>
// NFB-NEXT:     }
// NFB-NEXT:     %2 = bufferization.to_tensor %1 : memref<4xf32> to tensor<4xf32>
// NFB-NEXT:     return %2 : tensor<4xf32>
// NFB-NEXT:   }
// NFB-NEXT:   func.func @mm(%arg0: tensor<3x2xf32>, %arg1: tensor<2x3xf32>) -> (tensor<3x3xf32>, f32) {
// NFB-NEXT:     %c0 = arith.constant 0 : index
// NFB-NEXT:     %cst = arith.constant 0.000000e+00 : f32
// NFB-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<3x3xf32>
// NFB-NEXT:     %0 = bufferization.to_tensor %alloc : memref<3x3xf32> to tensor<3x3xf32>
// NFB-NEXT:     %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<3x3xf32>) -> tensor<3x3xf32>
// NFB-NEXT:     %2 = linalg.matmul ins(%arg0, %arg1 : tensor<3x2xf32>, tensor<2x3xf32>) outs(%1 : tensor<3x3xf32>) -> tensor<3x3xf32>
// NFB-NEXT:     %3 = bufferization.to_buffer %2 : tensor<3x3xf32> to memref<3x3xf32, strided<[?, ?], offset: ?>>
// NFB-NEXT:     %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<3x3xf32>
// NFB-NEXT:     memref.copy %3, %alloc_0 : memref<3x3xf32, strided<[?, ?], offset: ?>> to memref<3x3xf32>
// NFB-NEXT:     %4 = memref.load %alloc_0[%c0, %c0] : memref<3x3xf32>
// NFB-NEXT:     return %2, %4 : tensor<3x3xf32>, f32
// NFB-NEXT:   }
// NFB-NEXT:   func.func @fills(%arg0: index) -> (tensor<?xf32>, tensor<4xf32>) {
// NFB-NEXT:     %cst = arith.constant 0.000000e+00 : f32
// NFB-NEXT:     %alloc = memref.alloc(%arg0) {alignment = 64 : i64} : memref<?xf32>
// NFB-NEXT:     %0 = bufferization.to_tensor %alloc : memref<?xf32> to tensor<?xf32>
// NFB-NEXT:     %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<?xf32>) -> tensor<?xf32>
// NFB-NEXT:     %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<8xf32>
// NFB-NEXT:     %subview = memref.subview %alloc_0[2] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1], offset: 2>>
// NFB-NEXT:     %alloc_1 = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// NFB-NEXT:     memref.copy %subview, %alloc_1 : memref<4xf32, strided<[1], offset: 2>> to memref<4xf32>
// NFB-NEXT:     %2 = bufferization.to_tensor %alloc_1 : memref<4xf32> to tensor<4xf32>
// NFB-NEXT:     %3 = linalg.fill ins(%cst : f32) outs(%2 : tensor<4xf32>) -> tensor<4xf32>
// NFB-NEXT:     return %1, %3 : tensor<?xf32>, tensor<4xf32>
// NFB-NEXT:   }
// NFB-NEXT: }

// ANA: module {
// ANA-NEXT:   func.func @loop(%arg0: tensor<4xf32>, %arg1: index) -> tensor<4xf32> {
// ANA-NEXT:     %c0 = arith.constant 0 : index
// ANA-NEXT:     %c1 = arith.constant 1 : index
// ANA-NEXT:     %cst = arith.constant 1.000000e+00 : f32
// ANA-NEXT:     %0 = scf.for %arg2 = %c0 to %arg1 step %c1 iter_args(%arg3 = %arg0) -> (tensor<4xf32>) {
// ANA-NEXT:       %inserted = tensor.insert %cst into %arg3[%arg2] : tensor<4xf32>
// ANA-NEXT:       scf.yield %inserted : tensor<4xf32>
// ANA-NEXT:     }
// ANA-NEXT:     return %0 : tensor<4xf32>
// ANA-NEXT:   }
// ANA-NEXT:   func.func @reads(%arg0: tensor<4xf32>, %arg1: index) -> (f32, tensor<2xf32>, tensor<4xf32>) {
// ANA-NEXT:     %extracted = tensor.extract %arg0[%arg1] : tensor<4xf32>
// ANA-NEXT:     %extracted_slice = tensor.extract_slice %arg0[1] [2] [1] : tensor<4xf32> to tensor<2xf32>
// ANA-NEXT:     %0 = tensor.empty() : tensor<4xf32>
// ANA-NEXT:     %inserted = tensor.insert %extracted into %0[%arg1] : tensor<4xf32>
// ANA-NEXT:     %inserted_0 = tensor.insert %extracted into %inserted[%arg1] : tensor<4xf32>
// ANA-NEXT:     return %extracted, %extracted_slice, %inserted_0 : f32, tensor<2xf32>, tensor<4xf32>
// ANA-NEXT:   }
// ANA-NEXT:   func.func @args(%arg0: tensor<4xf32>, %arg1: i1, %arg2: index, %arg3: f32) -> tensor<4xf32> {
// ANA-NEXT:     %c0 = arith.constant 0 : index
// ANA-NEXT:     cf.cond_br %arg1, ^bb1(%arg0 : tensor<4xf32>), ^bb2(%arg0 : tensor<4xf32>)
// ANA-NEXT:   ^bb1(%0: tensor<4xf32>):  // pred: ^bb0
// ANA-NEXT:     %inserted = tensor.insert %arg3 into %0[%c0] : tensor<4xf32>
// ANA-NEXT:     cf.br ^bb2(%inserted : tensor<4xf32>)
// ANA-NEXT:   ^bb2(%1: tensor<4xf32>):  // 2 preds: ^bb0, ^bb1
// ANA-NEXT:     %extracted = tensor.extract %1[%arg2] : tensor<4xf32>
// ANA-NEXT:     %inserted_0 = tensor.insert %extracted into %arg0[%arg2] : tensor<4xf32>
// ANA-NEXT:     return %inserted_0 : tensor<4xf32>
// ANA-NEXT:   }
// ANA-NEXT:   func.func @if_(%arg0: tensor<4xf32>, %arg1: i1, %arg2: index) -> tensor<4xf32> {
// ANA-NEXT:     %cst = arith.constant 1.000000e+00 : f32
// ANA-NEXT:     %0 = scf.if %arg1 -> (tensor<4xf32>) {
// ANA-NEXT:       %inserted = tensor.insert %cst into %arg0[%arg2] : tensor<4xf32>
// ANA-NEXT:       scf.yield %inserted : tensor<4xf32>
// ANA-NEXT:     } else {
// ANA-NEXT:       %1 = tensor.empty() : tensor<4xf32>
// ANA-NEXT:       %inserted = tensor.insert %cst into %1[%arg2] : tensor<4xf32>
// ANA-NEXT:       scf.yield %inserted : tensor<4xf32>
// ANA-NEXT:     }
// ANA-NEXT:     return %0 : tensor<4xf32>
// ANA-NEXT:   }
// ANA-NEXT:   func.func @mm(%arg0: tensor<3x2xf32>, %arg1: tensor<2x3xf32>) -> (tensor<3x3xf32>, f32) {
// ANA-NEXT:     %c0 = arith.constant 0 : index
// ANA-NEXT:     %cst = arith.constant 0.000000e+00 : f32
// ANA-NEXT:     %0 = tensor.empty() : tensor<3x3xf32>
// ANA-NEXT:     %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<3x3xf32>) -> tensor<3x3xf32>
// ANA-NEXT:     %2 = linalg.matmul ins(%arg0, %arg1 : tensor<3x2xf32>, tensor<2x3xf32>) outs(%1 : tensor<3x3xf32>) -> tensor<3x3xf32>
// ANA-NEXT:     %extracted = tensor.extract %2[%c0, %c0] : tensor<3x3xf32>
// ANA-NEXT:     return %2, %extracted : tensor<3x3xf32>, f32
// ANA-NEXT:   }
// ANA-NEXT:   func.func @fills(%arg0: index) -> (tensor<?xf32>, tensor<4xf32>) {
// ANA-NEXT:     %cst = arith.constant 0.000000e+00 : f32
// ANA-NEXT:     %0 = tensor.empty(%arg0) : tensor<?xf32>
// ANA-NEXT:     %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<?xf32>) -> tensor<?xf32>
// ANA-NEXT:     %2 = tensor.empty() : tensor<8xf32>
// ANA-NEXT:     %extracted_slice = tensor.extract_slice %2[2] [4] [1] : tensor<8xf32> to tensor<4xf32>
// ANA-NEXT:     %3 = linalg.fill ins(%cst : f32) outs(%extracted_slice : tensor<4xf32>) -> tensor<4xf32>
// ANA-NEXT:     return %1, %3 : tensor<?xf32>, tensor<4xf32>
// ANA-NEXT:   }
// ANA-NEXT: }

// IDL: module {
// IDL-NEXT:   func.func @loop(%arg0: tensor<4xf32>, %arg1: index) -> tensor<4xf32> {
// IDL-NEXT:     %c0 = arith.constant 0 : index
// IDL-NEXT:     %c1 = arith.constant 1 : index
// IDL-NEXT:     %cst = arith.constant 1.000000e+00 : f32
// IDL-NEXT:     %0 = scf.for %arg2 = %c0 to %arg1 step %c1 iter_args(%arg3 = %arg0) -> (tensor<4xf32>) {
// IDL-NEXT:       %1 = bufferization.to_buffer %arg3 : tensor<4xf32> to memref<4xf32>
// IDL-NEXT:       %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// IDL-NEXT:       memref.copy %1, %alloc : memref<4xf32> to memref<4xf32>
// IDL-NEXT:       memref.store %cst, %alloc[%arg2] : memref<4xf32>
// IDL-NEXT:       %2 = bufferization.to_tensor %alloc : memref<4xf32> to tensor<4xf32>
// IDL-NEXT:       scf.yield %2 : tensor<4xf32>
// IDL-NEXT:     }
// IDL-NEXT:     return %0 : tensor<4xf32>
// IDL-NEXT:   }
// IDL-NEXT:   func.func @reads(%arg0: tensor<4xf32>, %arg1: index) -> (f32, tensor<2xf32>, tensor<4xf32>) {
// IDL-NEXT:     %0 = bufferization.to_buffer %arg0 : tensor<4xf32> to memref<4xf32>
// IDL-NEXT:     %1 = bufferization.to_buffer %arg0 : tensor<4xf32> to memref<4xf32>
// IDL-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// IDL-NEXT:     memref.copy %1, %alloc : memref<4xf32> to memref<4xf32>
// IDL-NEXT:     %2 = memref.load %alloc[%arg1] : memref<4xf32>
// IDL-NEXT:     %subview = memref.subview %0[1] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1], offset: 1>>
// IDL-NEXT:     %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<2xf32>
// IDL-NEXT:     memref.copy %subview, %alloc_0 : memref<2xf32, strided<[1], offset: 1>> to memref<2xf32>
// IDL-NEXT:     %3 = bufferization.to_tensor %alloc_0 : memref<2xf32> to tensor<2xf32>
// IDL-NEXT:     %alloc_1 = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// IDL-NEXT:     %alloc_2 = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// IDL-NEXT:     memref.copy %alloc_1, %alloc_2 : memref<4xf32> to memref<4xf32>
// IDL-NEXT:     memref.store %2, %alloc_2[%arg1] : memref<4xf32>
// IDL-NEXT:     %alloc_3 = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// IDL-NEXT:     memref.copy %alloc_2, %alloc_3 : memref<4xf32> to memref<4xf32>
// IDL-NEXT:     memref.store %2, %alloc_3[%arg1] : memref<4xf32>
// IDL-NEXT:     %4 = bufferization.to_tensor %alloc_3 : memref<4xf32> to tensor<4xf32>
// IDL-NEXT:     return %2, %3, %4 : f32, tensor<2xf32>, tensor<4xf32>
// IDL-NEXT:   }
// IDL-NEXT:   func.func @args(%arg0: tensor<4xf32>, %arg1: i1, %arg2: index, %arg3: f32) -> tensor<4xf32> {
// IDL-NEXT:     %0 = bufferization.to_buffer %arg0 : tensor<4xf32> to memref<4xf32>
// IDL-NEXT:     %c0 = arith.constant 0 : index
// IDL-NEXT:     cf.cond_br %arg1, ^bb1(%arg0 : tensor<4xf32>), ^bb2(%arg0 : tensor<4xf32>)
// IDL-NEXT:   ^bb1(%1: tensor<4xf32>):  // pred: ^bb0
// IDL-NEXT:     %2 = bufferization.to_buffer %1 : tensor<4xf32> to memref<4xf32>
// IDL-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// IDL-NEXT:     memref.copy %2, %alloc : memref<4xf32> to memref<4xf32>
// IDL-NEXT:     memref.store %arg3, %alloc[%c0] : memref<4xf32>
// IDL-NEXT:     %3 = bufferization.to_tensor %alloc : memref<4xf32> to tensor<4xf32>
// IDL-NEXT:     cf.br ^bb2(%3 : tensor<4xf32>)
// IDL-NEXT:   ^bb2(%4: tensor<4xf32>):  // 2 preds: ^bb0, ^bb1
// IDL-NEXT:     %5 = bufferization.to_buffer %4 : tensor<4xf32> to memref<4xf32>
// IDL-NEXT:     %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// IDL-NEXT:     memref.copy %5, %alloc_0 : memref<4xf32> to memref<4xf32>
// IDL-NEXT:     %6 = memref.load %alloc_0[%arg2] : memref<4xf32>
// IDL-NEXT:     %alloc_1 = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// IDL-NEXT:     memref.copy %0, %alloc_1 : memref<4xf32> to memref<4xf32>
// IDL-NEXT:     memref.store %6, %alloc_1[%arg2] : memref<4xf32>
// IDL-NEXT:     %7 = bufferization.to_tensor %alloc_1 : memref<4xf32> to tensor<4xf32>
// IDL-NEXT:     return %7 : tensor<4xf32>
// IDL-NEXT:   }
// IDL-NEXT:   func.func @if_(%arg0: tensor<4xf32>, %arg1: i1, %arg2: index) -> tensor<4xf32> {
// IDL-NEXT:     %0 = bufferization.to_buffer %arg0 : tensor<4xf32> to memref<4xf32>
// IDL-NEXT:     %cst = arith.constant 1.000000e+00 : f32
// IDL-NEXT:     %1 = scf.if %arg1 -> (tensor<4xf32>) {
// IDL-NEXT:       %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// IDL-NEXT:       memref.copy %0, %alloc : memref<4xf32> to memref<4xf32>
// IDL-NEXT:       memref.store %cst, %alloc[%arg2] : memref<4xf32>
// IDL-NEXT:       %2 = bufferization.to_tensor %alloc : memref<4xf32> to tensor<4xf32>
// IDL-NEXT:       scf.yield %2 : tensor<4xf32>
// IDL-NEXT:     } else {
// IDL-NEXT:       %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// IDL-NEXT:       %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// IDL-NEXT:       memref.copy %alloc, %alloc_0 : memref<4xf32> to memref<4xf32>
// IDL-NEXT:       memref.store %cst, %alloc_0[%arg2] : memref<4xf32>
// IDL-NEXT:       %2 = bufferization.to_tensor %alloc_0 : memref<4xf32> to tensor<4xf32>
// IDL-NEXT:       scf.yield %2 : tensor<4xf32>
// IDL-NEXT:     }
// IDL-NEXT:     return %1 : tensor<4xf32>
// IDL-NEXT:   }
// IDL-NEXT:   func.func @mm(%arg0: tensor<3x2xf32>, %arg1: tensor<2x3xf32>) -> (tensor<3x3xf32>, f32) {
// IDL-NEXT:     %c0 = arith.constant 0 : index
// IDL-NEXT:     %cst = arith.constant 0.000000e+00 : f32
// IDL-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<3x3xf32>
// IDL-NEXT:     %0 = bufferization.to_tensor %alloc : memref<3x3xf32> to tensor<3x3xf32>
// IDL-NEXT:     %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<3x3xf32>) -> tensor<3x3xf32>
// IDL-NEXT:     %2 = linalg.matmul ins(%arg0, %arg1 : tensor<3x2xf32>, tensor<2x3xf32>) outs(%1 : tensor<3x3xf32>) -> tensor<3x3xf32>
// IDL-NEXT:     %3 = bufferization.to_buffer %2 : tensor<3x3xf32> to memref<3x3xf32>
// IDL-NEXT:     %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<3x3xf32>
// IDL-NEXT:     memref.copy %3, %alloc_0 : memref<3x3xf32> to memref<3x3xf32>
// IDL-NEXT:     %4 = memref.load %alloc_0[%c0, %c0] : memref<3x3xf32>
// IDL-NEXT:     return %2, %4 : tensor<3x3xf32>, f32
// IDL-NEXT:   }
// IDL-NEXT:   func.func @fills(%arg0: index) -> (tensor<?xf32>, tensor<4xf32>) {
// IDL-NEXT:     %cst = arith.constant 0.000000e+00 : f32
// IDL-NEXT:     %alloc = memref.alloc(%arg0) {alignment = 64 : i64} : memref<?xf32>
// IDL-NEXT:     %0 = bufferization.to_tensor %alloc : memref<?xf32> to tensor<?xf32>
// IDL-NEXT:     %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<?xf32>) -> tensor<?xf32>
// IDL-NEXT:     %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<8xf32>
// IDL-NEXT:     %subview = memref.subview %alloc_0[2] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1], offset: 2>>
// IDL-NEXT:     %alloc_1 = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// IDL-NEXT:     memref.copy %subview, %alloc_1 : memref<4xf32, strided<[1], offset: 2>> to memref<4xf32>
// IDL-NEXT:     %2 = bufferization.to_tensor %alloc_1 : memref<4xf32> to tensor<4xf32>
// IDL-NEXT:     %3 = linalg.fill ins(%cst : f32) outs(%2 : tensor<4xf32>) -> tensor<4xf32>
// IDL-NEXT:     return %1, %3 : tensor<?xf32>, tensor<4xf32>
// IDL-NEXT:   }
// IDL-NEXT: }

// LIN: module {
// LIN-NEXT:   func.func @loop(%arg0: tensor<4xf32>, %arg1: index) -> tensor<4xf32> {
// LIN-NEXT:     %0 = bufferization.to_buffer %arg0 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// LIN-NEXT:     %c0 = arith.constant 0 : index
// LIN-NEXT:     %c1 = arith.constant 1 : index
// LIN-NEXT:     %cst = arith.constant 1.000000e+00 : f32
// LIN-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// LIN-NEXT:     memref.copy %0, %alloc : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32>
// LIN-NEXT:     %1 = scf.for %arg2 = %c0 to %arg1 step %c1 iter_args(%arg3 = %alloc) -> (memref<4xf32>) {
// LIN-NEXT:       %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// LIN-NEXT:       memref.copy %arg3, %alloc_0 : memref<4xf32> to memref<4xf32>
// LIN-NEXT:       memref.store %cst, %alloc_0[%arg2] : memref<4xf32>
// LIN-NEXT:       scf.yield %alloc_0 : memref<4xf32>
// LIN-NEXT:     }
// LIN-NEXT:     %2 = bufferization.to_tensor %1 : memref<4xf32> to tensor<4xf32>
// LIN-NEXT:     return %2 : tensor<4xf32>
// LIN-NEXT:   }
// LIN-NEXT:   func.func @reads(%arg0: tensor<4xf32>, %arg1: index) -> (f32, tensor<2xf32>, tensor<4xf32>) {
// LIN-NEXT:     %0 = bufferization.to_buffer %arg0 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// LIN-NEXT:     %1 = bufferization.to_buffer %arg0 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// LIN-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// LIN-NEXT:     memref.copy %1, %alloc : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32>
// LIN-NEXT:     %2 = memref.load %alloc[%arg1] : memref<4xf32>
// LIN-NEXT:     %subview = memref.subview %0[1] [2] [1] : memref<4xf32, strided<[?], offset: ?>> to memref<2xf32, strided<[?], offset: ?>>
// LIN-NEXT:     %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<2xf32>
// LIN-NEXT:     memref.copy %subview, %alloc_0 : memref<2xf32, strided<[?], offset: ?>> to memref<2xf32>
// LIN-NEXT:     %3 = bufferization.to_tensor %alloc_0 : memref<2xf32> to tensor<2xf32>
// LIN-NEXT:     %alloc_1 = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// LIN-NEXT:     %alloc_2 = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// LIN-NEXT:     memref.copy %alloc_1, %alloc_2 : memref<4xf32> to memref<4xf32>
// LIN-NEXT:     memref.store %2, %alloc_2[%arg1] : memref<4xf32>
// LIN-NEXT:     %alloc_3 = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// LIN-NEXT:     memref.copy %alloc_2, %alloc_3 : memref<4xf32> to memref<4xf32>
// LIN-NEXT:     memref.store %2, %alloc_3[%arg1] : memref<4xf32>
// LIN-NEXT:     %4 = bufferization.to_tensor %alloc_3 : memref<4xf32> to tensor<4xf32>
// LIN-NEXT:     return %2, %3, %4 : f32, tensor<2xf32>, tensor<4xf32>
// LIN-NEXT:   }
// LIN-NEXT:   func.func @args(%arg0: tensor<4xf32>, %arg1: i1, %arg2: index, %arg3: f32) -> tensor<4xf32> {
// LIN-NEXT:     %0 = bufferization.to_buffer %arg0 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// LIN-NEXT:     %c0 = arith.constant 0 : index
// LIN-NEXT:     cf.cond_br %arg1, ^bb1(%arg0 : tensor<4xf32>), ^bb2(%arg0 : tensor<4xf32>)
// LIN-NEXT:   ^bb1(%1: tensor<4xf32>):  // pred: ^bb0
// LIN-NEXT:     %2 = bufferization.to_buffer %1 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// LIN-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// LIN-NEXT:     memref.copy %2, %alloc : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32>
// LIN-NEXT:     memref.store %arg3, %alloc[%c0] : memref<4xf32>
// LIN-NEXT:     %3 = bufferization.to_tensor %alloc : memref<4xf32> to tensor<4xf32>
// LIN-NEXT:     cf.br ^bb2(%3 : tensor<4xf32>)
// LIN-NEXT:   ^bb2(%4: tensor<4xf32>):  // 2 preds: ^bb0, ^bb1
// LIN-NEXT:     %5 = bufferization.to_buffer %4 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// LIN-NEXT:     %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// LIN-NEXT:     memref.copy %5, %alloc_0 : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32>
// LIN-NEXT:     %6 = memref.load %alloc_0[%arg2] : memref<4xf32>
// LIN-NEXT:     %alloc_1 = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// LIN-NEXT:     memref.copy %0, %alloc_1 : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32>
// LIN-NEXT:     memref.store %6, %alloc_1[%arg2] : memref<4xf32>
// LIN-NEXT:     %7 = bufferization.to_tensor %alloc_1 : memref<4xf32> to tensor<4xf32>
// LIN-NEXT:     return %7 : tensor<4xf32>
// LIN-NEXT:   }
// LIN-NEXT:   func.func @if_(%arg0: tensor<4xf32>, %arg1: i1, %arg2: index) -> tensor<4xf32> {
// LIN-NEXT:     %0 = bufferization.to_buffer %arg0 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// LIN-NEXT:     %cst = arith.constant 1.000000e+00 : f32
// LIN-NEXT:     %1 = scf.if %arg1 -> (memref<4xf32>) {
// LIN-NEXT:       %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// LIN-NEXT:       memref.copy %0, %alloc : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32>
// LIN-NEXT:       memref.store %cst, %alloc[%arg2] : memref<4xf32>
// LIN-NEXT:       scf.yield %alloc : memref<4xf32>
// LIN-NEXT:     } else {
// LIN-NEXT:       %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// LIN-NEXT:       %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// LIN-NEXT:       memref.copy %alloc, %alloc_0 : memref<4xf32> to memref<4xf32>
// LIN-NEXT:       memref.store %cst, %alloc_0[%arg2] : memref<4xf32>
// LIN-NEXT:       scf.yield %alloc_0 : memref<4xf32>
// LIN-NEXT:     }
// LIN-NEXT:     %2 = bufferization.to_tensor %1 : memref<4xf32> to tensor<4xf32>
// LIN-NEXT:     return %2 : tensor<4xf32>
// LIN-NEXT:   }
// LIN-NEXT:   func.func @mm(%arg0: tensor<3x2xf32>, %arg1: tensor<2x3xf32>) -> (tensor<3x3xf32>, f32) {
// LIN-NEXT:     %0 = bufferization.to_buffer %arg1 : tensor<2x3xf32> to memref<2x3xf32, strided<[?, ?], offset: ?>>
// LIN-NEXT:     %1 = bufferization.to_buffer %arg0 : tensor<3x2xf32> to memref<3x2xf32, strided<[?, ?], offset: ?>>
// LIN-NEXT:     %c0 = arith.constant 0 : index
// LIN-NEXT:     %cst = arith.constant 0.000000e+00 : f32
// LIN-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<3x3xf32>
// LIN-NEXT:     linalg.fill ins(%cst : f32) outs(%alloc : memref<3x3xf32>)
// LIN-NEXT:     %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<3x2xf32>
// LIN-NEXT:     memref.copy %1, %alloc_0 : memref<3x2xf32, strided<[?, ?], offset: ?>> to memref<3x2xf32>
// LIN-NEXT:     %alloc_1 = memref.alloc() {alignment = 64 : i64} : memref<2x3xf32>
// LIN-NEXT:     memref.copy %0, %alloc_1 : memref<2x3xf32, strided<[?, ?], offset: ?>> to memref<2x3xf32>
// LIN-NEXT:     %alloc_2 = memref.alloc() {alignment = 64 : i64} : memref<3x3xf32>
// LIN-NEXT:     memref.copy %alloc, %alloc_2 : memref<3x3xf32> to memref<3x3xf32>
// LIN-NEXT:     linalg.matmul ins(%alloc_0, %alloc_1 : memref<3x2xf32>, memref<2x3xf32>) outs(%alloc_2 : memref<3x3xf32>)
// LIN-NEXT:     %2 = bufferization.to_tensor %alloc_2 : memref<3x3xf32> to tensor<3x3xf32>
// LIN-NEXT:     %alloc_3 = memref.alloc() {alignment = 64 : i64} : memref<3x3xf32>
// LIN-NEXT:     memref.copy %alloc_2, %alloc_3 : memref<3x3xf32> to memref<3x3xf32>
// LIN-NEXT:     %3 = memref.load %alloc_3[%c0, %c0] : memref<3x3xf32>
// LIN-NEXT:     return %2, %3 : tensor<3x3xf32>, f32
// LIN-NEXT:   }
// LIN-NEXT:   func.func @fills(%arg0: index) -> (tensor<?xf32>, tensor<4xf32>) {
// LIN-NEXT:     %cst = arith.constant 0.000000e+00 : f32
// LIN-NEXT:     %alloc = memref.alloc(%arg0) {alignment = 64 : i64} : memref<?xf32>
// LIN-NEXT:     linalg.fill ins(%cst : f32) outs(%alloc : memref<?xf32>)
// LIN-NEXT:     %0 = bufferization.to_tensor %alloc : memref<?xf32> to tensor<?xf32>
// LIN-NEXT:     %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<8xf32>
// LIN-NEXT:     %subview = memref.subview %alloc_0[2] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1], offset: 2>>
// LIN-NEXT:     %alloc_1 = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// LIN-NEXT:     linalg.fill ins(%cst : f32) outs(%alloc_1 : memref<4xf32>)
// LIN-NEXT:     %1 = bufferization.to_tensor %alloc_1 : memref<4xf32> to tensor<4xf32>
// LIN-NEXT:     return %0, %1 : tensor<?xf32>, tensor<4xf32>
// LIN-NEXT:   }
// LIN-NEXT: }

func.func @loop(%t: tensor<4xf32>, %n: index) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %f = arith.constant 1.0 : f32
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %t) -> tensor<4xf32> {
    %b = tensor.insert %f into %a[%i] : tensor<4xf32>
    scf.yield %b : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}

func.func @reads(%t: tensor<4xf32>, %i: index) -> (f32, tensor<2xf32>, tensor<4xf32>) {
  %x = tensor.extract %t[%i] : tensor<4xf32>
  %s = tensor.extract_slice %t[1] [2] [1] : tensor<4xf32> to tensor<2xf32>
  %e = tensor.empty() : tensor<4xf32>
  %w = tensor.insert %x into %e[%i] : tensor<4xf32>
  %w2 = tensor.insert %x into %w[%i] : tensor<4xf32>
  return %x, %s, %w2 : f32, tensor<2xf32>, tensor<4xf32>
}

func.func @args(%t: tensor<4xf32>, %c: i1, %i: index, %v: f32) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  cf.cond_br %c, ^a(%t : tensor<4xf32>), ^b(%t : tensor<4xf32>)
^a(%p: tensor<4xf32>):
  %w = tensor.insert %v into %p[%c0] : tensor<4xf32>
  cf.br ^b(%w : tensor<4xf32>)
^b(%x: tensor<4xf32>):
  %e = tensor.extract %x[%i] : tensor<4xf32>
  %y = tensor.insert %e into %t[%i] : tensor<4xf32>
  return %y : tensor<4xf32>
}

func.func @if_(%t: tensor<4xf32>, %c: i1, %i: index) -> tensor<4xf32> {
  %f = arith.constant 1.0 : f32
  %r = scf.if %c -> tensor<4xf32> {
    %b = tensor.insert %f into %t[%i] : tensor<4xf32>
    scf.yield %b : tensor<4xf32>
  } else {
    %e = tensor.empty() : tensor<4xf32>
    %b = tensor.insert %f into %e[%i] : tensor<4xf32>
    scf.yield %b : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}

func.func @mm(%a: tensor<3x2xf32>, %b: tensor<2x3xf32>) -> (tensor<3x3xf32>, f32) {
  %c0 = arith.constant 0 : index
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<3x3xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<3x3xf32>) -> tensor<3x3xf32>
  %m = linalg.matmul ins(%a, %b : tensor<3x2xf32>, tensor<2x3xf32>) outs(%f : tensor<3x3xf32>) -> tensor<3x3xf32>
  %x = tensor.extract %m[%c0, %c0] : tensor<3x3xf32>
  return %m, %x : tensor<3x3xf32>, f32
}

func.func @fills(%n: index) -> (tensor<?xf32>, tensor<4xf32>) {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty(%n) : tensor<?xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<?xf32>) -> tensor<?xf32>
  %e8 = tensor.empty() : tensor<8xf32>
  %s = tensor.extract_slice %e8[2] [4] [1] : tensor<8xf32> to tensor<4xf32>
  %g = linalg.fill ins(%z : f32) outs(%s : tensor<4xf32>) -> tensor<4xf32>
  return %f, %g : tensor<?xf32>, tensor<4xf32>
}
