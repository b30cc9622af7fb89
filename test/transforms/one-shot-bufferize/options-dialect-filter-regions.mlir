// dialect-filter without 'scf': the scf region ops (for, if, execute_region,
// index_switch, while) stay on tensors as unknown ops and the allowed ops
// inside them are bufferized, as mlir-opt 22: each read of a filtered
// loop's iteration argument is a new to_buffer at the top of its body
// (not writable: a write copies it), rewritten results reach the filtered
// yields through to_tensor, the filtered yields' operands are decided as
// unknown writes aliasing nothing.  Expected text: mlir-opt 22's.
// With function boundaries and 'func' (FNB, FNA) the signatures become
// memrefs and ops left on tensors read an argument through a to_tensor at the
// top of the body.
// RUN: bufopt %s --one-shot-bufferize="dialect-filter=tensor" | FileCheck %s --check-prefix=TEN
// RUN: mlir-opt %s --one-shot-bufferize="dialect-filter=tensor" | FileCheck %s --check-prefix=TEN
// RUN: bufopt %s --one-shot-bufferize="dialect-filter=tensor,bufferization" | FileCheck %s --check-prefix=BUF
// RUN: mlir-opt %s --one-shot-bufferize="dialect-filter=tensor,bufferization" | FileCheck %s --check-prefix=BUF
// RUN: bufopt %s --one-shot-bufferize="dialect-filter=tensor test-analysis-only" | FileCheck %s --check-prefix=ANA
// RUN: mlir-opt %s --one-shot-bufferize="dialect-filter=tensor test-analysis-only" | FileCheck %s --check-prefix=ANA
// RUN: bufopt %s --one-shot-bufferize="dialect-filter=tensor,arith unknown-type-conversion=identity-layout-map" | FileCheck %s --check-prefix=IDL
// RUN: mlir-opt %s --one-shot-bufferize="dialect-filter=tensor,arith unknown-type-conversion=identity-layout-map" | FileCheck %s --check-prefix=IDL
// RUN: bufopt %s --one-shot-bufferize="dialect-filter=tensor,func,bufferization bufferize-function-boundaries" | FileCheck %s --check-prefix=FNB
// RUN: mlir-opt %s --one-shot-bufferize="dialect-filter=tensor,func,bufferization bufferize-function-boundaries" | FileCheck %s --check-prefix=FNB
// RUN: bufopt %s --one-shot-bufferize="dialect-filter=tensor,func,bufferization bufferize-function-boundaries test-analysis-only" | FileCheck %s --check-prefix=FNA
// RUN: mlir-opt %s --one-shot-bufferize="dialect-filter=tensor,func,bufferization bufferize-function-boundaries test-analysis-only" | FileCheck %s --check-prefix=FNA

// TEN: module {
// TEN-NEXT:   func.func @loop(%arg0: tensor<4xf32>, %arg1: index) -> tensor<4xf32> {
// TEN-NEXT:     %c0 = arith.constant 0 : index
// TEN-NEXT:     %c1 = arith.constant 1 : index
// TEN-NEXT:     %cst = arith.constant 1.000000e+00 : f32
// TEN-NEXT:     %0 = scf.for %arg2 = %c0 to %arg1 step %c1 iter_args(%arg3 = %arg0) -> (tensor<4xf32>) {
// TEN-NEXT:       %1 = bufferization.alloc_tensor() copy(%arg3) : tensor<4xf32>
// TEN-NEXT:       %2 = bufferization.to_buffer %1 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// TEN-NEXT:       memref.store %cst, %2[%arg2] : memref<4xf32, strided<[?], offset: ?>>
// TEN-NEXT:       %3 = bufferization.to_tensor %2 : memref<4xf32, strided<[?], offset: ?>> to tensor<4xf32>
// TEN-NEXT:       scf.yield %3 : tensor<4xf32>
// TEN-NEXT:     }
// TEN-NEXT:     return %0 : tensor<4xf32>
// TEN-NEXT:   }
// TEN-NEXT:   func.func @loop_reads(%arg0: tensor<4xf32>, %arg1: index) -> (tensor<4xf32>, f32) {
// TEN-NEXT:     %c0 = arith.constant 0 : index
// TEN-NEXT:     %c1 = arith.constant 1 : index
// TEN-NEXT:     %cst = arith.constant 1.000000e+00 : f32
// TEN-NEXT:     %0 = bufferization.alloc_tensor() : tensor<4xf32>
// TEN-NEXT:     %1 = bufferization.to_buffer %0 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// TEN-NEXT:     memref.store %cst, %1[%c0] : memref<4xf32, strided<[?], offset: ?>>
// TEN-NEXT:     %2:2 = scf.for %arg2 = %c0 to %arg1 step %c1 iter_args(%arg3 = %arg0, %arg4 = %cst) -> (tensor<4xf32>, f32) {
// TEN-NEXT:       %3 = bufferization.to_buffer %arg3 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// TEN-NEXT:       %4 = memref.load %3[%arg2] : memref<4xf32, strided<[?], offset: ?>>
// TEN-NEXT:       %5 = memref.load %1[%c0] : memref<4xf32, strided<[?], offset: ?>>
// TEN-NEXT:       %6 = arith.addf %4, %5 : f32
// TEN-NEXT:       %7 = bufferization.alloc_tensor() : tensor<4xf32>
// TEN-NEXT:       %8 = bufferization.to_buffer %7 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// TEN-NEXT:       memref.store %6, %8[%arg2] : memref<4xf32, strided<[?], offset: ?>>
// TEN-NEXT:       %9 = bufferization.to_tensor %8 : memref<4xf32, strided<[?], offset: ?>> to tensor<4xf32>
// TEN-NEXT:       scf.yield %9, %6 : tensor<4xf32>, f32
// TEN-NEXT:     }
// TEN-NEXT:     return %2#0, %2#1 : tensor<4xf32>, f32
// TEN-NEXT:   }
// TEN-NEXT:   func.func @if_(%arg0: tensor<4xf32>, %arg1: i1, %arg2: index) -> tensor<4xf32> {
// TEN-NEXT:     %cst = arith.constant 1.000000e+00 : f32
// TEN-NEXT:     %0 = scf.if %arg1 -> (tensor<4xf32>) {
// TEN-NEXT:       %1 = bufferization.alloc_tensor() copy(%arg0) : tensor<4xf32>
// TEN-NEXT:       %2 = bufferization.to_buffer %1 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// TEN-NEXT:       memref.store %cst, %2[%arg2] : memref<4xf32, strided<[?], offset: ?>>
// TEN-NEXT:       %3 = bufferization.to_tensor %2 : memref<4xf32, strided<[?], offset: ?>> to tensor<4xf32>
// TEN-NEXT:       scf.yield %3 : tensor<4xf32>
// TEN-NEXT:     } else {
// TEN-NEXT:       %1 = bufferization.alloc_tensor() : tensor<4xf32>
// TEN-NEXT:       %2 = bufferization.to_buffer %1 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// TEN-NEXT:       memref.store %cst, %2[%arg2] : memref<4xf32, strided<[?], offset: ?>>
// TEN-NEXT:       %3 = bufferization.to_tensor %2 : memref<4xf32, strided<[?], offset: ?>> to tensor<4xf32>
// TEN-NEXT:       scf.yield %3 : tensor<4xf32>
// TEN-NEXT:     }
// TEN-NEXT:     return %0 : tensor<4xf32>
// TEN-NEXT:   }
// TEN-NEXT:   func.func @exec(%arg0: tensor<4xf32>, %arg1: index) -> (tensor<4xf32>, f32) {
// TEN-NEXT:     %cst = arith.constant 1.000000e+00 : f32
// TEN-NEXT:     %0 = scf.execute_region -> tensor<4xf32> {
// TEN-NEXT:       %3 = bufferization.alloc_tensor() copy(%arg0) : tensor<4xf32>
// TEN-NEXT:       %4 = bufferization.to_buffer %3 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// TEN-NEXT:       memref.store %cst, %4[%arg1] : memref<4xf32, strided<[?], offset: ?>>
// TEN-NEXT:       %5 = bufferization.to_tensor %4 : memref<4xf32, strided<[?], offset: ?>> to tensor<4xf32>
// TEN-NEXT:       scf.yield %5 : tensor<4xf32>
// TEN-NEXT:     }
// TEN-NEXT:     %1 = bufferization.to_buffer %0 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// TEN-NEXT:     %2 = memref.load %1[%arg1] : memref<4xf32, strided<[?], offset: ?>>
// TEN-NEXT:     return %0, %2 : tensor<4xf32>, f32
// TEN-NEXT:   }
// TEN-NEXT:   func.func @switch(%arg0: tensor<4xf32>, %arg1: index, %arg2: index) -> tensor<4xf32> {
// TEN-NEXT:     %cst = arith.constant 1.000000e+00 : f32
// TEN-NEXT:     %0 = scf.index_switch %arg1 -> tensor<4xf32> 
// TEN-NEXT:     case 1 {
// TEN-NEXT:       %4 = bufferization.alloc_tensor() copy(%arg0) : tensor<4xf32>
// TEN-NEXT:       %5 = bufferization.to_buffer %4 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// TEN-NEXT:       memref.store %cst, %5[%arg2] : memref<4xf32, strided<[?], offset: ?>>
// TEN-NEXT:       %6 = bufferization.to_tensor %5 : memref<4xf32, strided<[?], offset: ?>> to tensor<4xf32>
// TEN-NEXT:       scf.yield %6 : tensor<4xf32>
// TEN-NEXT:     }
// TEN-NEXT:     default {
// TEN-NEXT:       scf.yield %arg0 : tensor<4xf32>
// TEN-NEXT:     }
// TEN-NEXT:     %1 = bufferization.alloc_tensor() copy(%0) : tensor<4xf32>
// TEN-NEXT:     %2 = bufferization.to_buffer %1 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// TEN-NEXT:     memref.store %cst, %2[%arg2] : memref<4xf32, strided<[?], offset: ?>>
// TEN-NEXT:     %3 = bufferization.to_tensor %2 : memref<4xf32, strided<[?], offset: ?>> to tensor<4xf32>
// TEN-NEXT:     return %3 : tensor<4xf32>
// TEN-NEXT:   }
// TEN-NEXT:   func.func @while_(%arg0: tensor<4xf32>, %arg1: index) -> tensor<4xf32> {
// TEN-NEXT:     %c0 = arith.constant 0 : index
// TEN-NEXT:     %c1 = arith.constant 1 : index
// TEN-NEXT:     %cst = arith.constant 1.000000e+00 : f32
// TEN-NEXT:     %0:2 = scf.while (%arg2 = %arg0, %arg3 = %c0) : (tensor<4xf32>, index) -> (tensor<4xf32>, index) {
// TEN-NEXT:       %1 = bufferization.to_buffer %arg2 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// TEN-NEXT:       %2 = arith.cmpi slt, %arg3, %arg1 : index
// TEN-NEXT:       %3 = memref.load %1[%c0] : memref<4xf32, strided<[?], offset: ?>>
// TEN-NEXT:       scf.condition(%2) %arg2, %arg3 : tensor<4xf32>, index
// TEN-NEXT:     } do {
// TEN-NEXT:     ^bb0(%arg2: tensor<4xf32>, %arg3: index):
// TEN-NEXT:       %1 = bufferization.alloc_tensor() copy(%arg2) : tensor<4xf32>
// TEN-NEXT:       %2 = bufferization.to_buffer %1 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// TEN-NEXT:       memref.store %cst, %2[%arg3] : memref<4xf32, strided<[?], offset: ?>>
// TEN-NEXT:       %3 = bufferization.to_tensor %2 : memref<4xf32, strided<[?], offset: ?>> to tensor<4xf32>
// TEN-NEXT:       %4 = arith.addi %arg3, %c1 : index
// TEN-NEXT:       scf.yield %3, %4 : tensor<4xf32>, index
// TEN-NEXT:     }
// TEN-NEXT:     return %0#0 : tensor<4xf32>
// TEN-NEXT:   }
// TEN-NEXT:   func.func @nested(%arg0: tensor<4xf32>, %arg1: index, %arg2: i1) -> tensor<4xf32> {
// TEN-NEXT:     %c0 = arith.constant 0 : index
// TEN-NEXT:     %c1 = arith.constant 1 : index
// TEN-NEXT:     %cst = arith.constant 2.000000e+00 : f32
// TEN-NEXT:     %0 = scf.for %arg3 = %c0 to %arg1 step %c1 iter_args(%arg4 = %arg0) -> (tensor<4xf32>) {
// TEN-NEXT:       %1 = scf.if %arg2 -> (tensor<4xf32>) {
// TEN-NEXT:         %2 = bufferization.alloc_tensor() copy(%arg4) : tensor<4xf32>
// TEN-NEXT:         %3 = bufferization.to_buffer %2 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// TEN-NEXT:         memref.store %cst, %3[%arg3] : memref<4xf32, strided<[?], offset: ?>>
// TEN-NEXT:         %4 = bufferization.to_tensor %3 : memref<4xf32, strided<[?], offset: ?>> to tensor<4xf32>
// TEN-NEXT:         scf.yield %4 : tensor<4xf32>
// TEN-NEXT:       } else {
// TEN-NEXT:         scf.yield %arg4 : tensor<4xf32>
// TEN-NEXT:       }
// TEN-NEXT:       scf.yield %1 : tensor<4xf32>
// TEN-NEXT:     }
// TEN-NEXT:     return %0 : tensor<4xf32>
// TEN-NEXT:   }
// TEN-NEXT: }

// BUF: module {
// BUF-NEXT:   func.func @loop(%arg0: tensor<4xf32>, %arg1: index) -> tensor<4xf32> {
// BUF-NEXT:     %c0 = arith.constant 0 : index
// BUF-NEXT:     %c1 = arith.constant 1 : index
// BUF-NEXT:     %cst = arith.constant 1.000000e+00 : f32
// BUF-NEXT:     %0 = scf.for %arg2 = %c0 to %arg1 step %c1 iter_args(%arg3 = %arg0) -> (tensor<4xf32>) {
// BUF-NEXT:       %1 = bufferization.to_buffer %arg3 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// BUF-NEXT:       %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// BUF-NEXT:       memref.copy %1, %alloc : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32>
// BUF-NEXT:       memref.store %cst, %alloc[%arg2] : memref<4xf32>
// BUF-NEXT:       %2 = bufferization.to_tensor %alloc : memref<4xf32> to tensor<4xf32>
// BUF-NEXT:       scf.yield %2 : tensor<4xf32>
// BUF-NEXT:     }
// BUF-NEXT:     return %0 : tensor<4xf32>
// BUF-NEXT:   }
// BUF-NEXT:   func.func @loop_reads(%arg0: tensor<4xf32>, %arg1: index) -> (tensor<4xf32>, f32) {
// BUF-NEXT:     %c0 = arith.constant 0 : index
// BUF-NEXT:     %c1 = arith.constant 1 : index
// BUF-NEXT:     %cst = arith.constant 1.000000e+00 : f32
// BUF-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// BUF-NEXT:     memref.store %cst, %alloc[%c0] : memref<4xf32>
// BUF-NEXT:     %0:2 = scf.for %arg2 = %c0 to %arg1 step %c1 iter_args(%arg3 = %arg0, %arg4 = %cst) -> (tensor<4xf32>, f32) {
// BUF-NEXT:       %1 = bufferization.to_buffer %arg3 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// BUF-NEXT:       %2 = memref.load %1[%arg2] : memref<4xf32, strided<[?], offset: ?>>
// BUF-NEXT:       %3 = memref.load %alloc[%c0] : memref<4xf32>
// BUF-NEXT:       %4 = arith.addf %2, %3 : f32
// BUF-NEXT:       %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// BUF-NEXT:       memref.store %4, %alloc_0[%arg2] : memref<4xf32>
// BUF-NEXT:       %5 = bufferization.to_tensor %alloc_0 : memref<4xf32> to tensor<4xf32>
// BUF-NEXT:       scf.yield %5, %4 : tensor<4xf32>, f32
// BUF-NEXT:     }
// BUF-NEXT:     return %0#0, %0#1 : tensor<4xf32>, f32
// BUF-NEXT:   }
// BUF-NEXT:   func.func @if_(%arg0: tensor<4xf32>, %arg1: i1, %arg2: index) -> tensor<4xf32> {
// BUF-NEXT:     %0 = bufferization.to_buffer %arg0 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// BUF-NEXT:     %cst = arith.constant 1.000000e+00 : f32
// BUF-NEXT:     %1 = scf.if %arg1 -> (tensor<4xf32>) {
// BUF-NEXT:       %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// BUF-NEXT:       memref.copy %0, %alloc : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32>
// BUF-NEXT:       memref.store %cst, %alloc[%arg2] : memref<4xf32>
// BUF-NEXT:       %2 = bufferization.to_tensor %alloc : memref<4xf32> to tensor<4xf32>
// BUF-NEXT:       scf.yield %2 : tensor<4xf32>
// BUF-NEXT:     } else {
// BUF-NEXT:       %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// BUF-NEXT:       memref.store %cst, %alloc[%arg2] : memref<4xf32>
// BUF-NEXT:       %2 = bufferization.to_tensor %alloc : memref<4xf32> to tensor<4xf32>
// BUF-NEXT:       scf.yield %2 : tensor<4xf32>
// BUF-NEXT:     }
// BUF-NEXT:     return %1 : tensor<4xf32>
// BUF-NEXT:   }
// BUF-NEXT:   func.func @exec(%arg0: tensor<4xf32>, %arg1: index) -> (tensor<4xf32>, f32) {
// BUF-NEXT:     %0 = bufferization.to_buffer %arg0 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// BUF-NEXT:     %cst = arith.constant 1.000000e+00 : f32
// BUF-NEXT:     %1 = scf.execute_region -> tensor<4xf32> {
// BUF-NEXT:       %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// BUF-NEXT:       memref.copy %0, %alloc : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32>
// BUF-NEXT:       memref.store %cst, %alloc[%arg1] : memref<4xf32>
// BUF-NEXT:       %4 = bufferization.to_tensor %alloc : memref<4xf32> to tensor<4xf32>
// BUF-NEXT:       scf.yield %4 : tensor<4xf32>
// BUF-NEXT:     }
// BUF-NEXT:     %2 = bufferization.to_buffer %1 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// BUF-NEXT:     %3 = memref.load %2[%arg1] : memref<4xf32, strided<[?], offset: ?>>
// BUF-NEXT:     return %1, %3 : tensor<4xf32>, f32
// BUF-NEXT:   }
// BUF-NEXT:   func.func @switch(%arg0: tensor<4xf32>, %arg1: index, %arg2: index) -> tensor<4xf32> {
// BUF-NEXT:     %0 = bufferization.to_buffer %arg0 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// BUF-NEXT:     %cst = arith.constant 1.000000e+00 : f32
// BUF-NEXT:     %1 = scf.index_switch %arg1 -> tensor<4xf32> 
// BUF-NEXT:     case 1 {
// BUF-NEXT:       %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// BUF-NEXT:       memref.copy %0, %alloc_0 : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32>
// BUF-NEXT:       memref.store %cst, %alloc_0[%arg2] : memref<4xf32>
// BUF-NEXT:       %4 = bufferization.to_tensor %alloc_0 : memref<4xf32> to tensor<4xf32>
// BUF-NEXT:       scf.yield %4 : tensor<4xf32>
// BUF-NEXT:     }
// BUF-NEXT:     default {
// BUF-NEXT:       scf.yield %arg0 : tensor<4xf32>
// BUF-NEXT:     }
// BUF-NEXT:     %2 = bufferization.to_buffer %1 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// BUF-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// BUF-NEXT:     memref.copy %2, %alloc : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32>
// BUF-NEXT:     memref.store %cst, %alloc[%arg2] : memref<4xf32>
// BUF-NEXT:     %3 = bufferization.to_tensor %alloc : memref<4xf32> to tensor<4xf32>
// BUF-NEXT:     return %3 : tensor<4xf32>
// BUF-NEXT:   }
// BUF-NEXT:   func.func @while_(%arg0: tensor<4xf32>, %arg1: index) -> tensor<4xf32> {
// BUF-NEXT:     %c0 = arith.constant 0 : index
// BUF-NEXT:     %c1 = arith.constant 1 : index
// BUF-NEXT:     %cst = arith.constant 1.000000e+00 : f32
// BUF-NEXT:     %0:2 = scf.while (%arg2 = %arg0, %arg3 = %c0) : (tensor<4xf32>, index) -> (tensor<4xf32>, index) {
// BUF-NEXT:       %1 = bufferization.to_buffer %arg2 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// BUF-NEXT:       %2 = arith.cmpi slt, %arg3, %arg1 : index
// BUF-NEXT:       %3 = memref.load %1[%c0] : memref<4xf32, strided<[?], offset: ?>>
// BUF-NEXT:       scf.condition(%2) %arg2, %arg3 : tensor<4xf32>, index
// BUF-NEXT:     } do {
// BUF-NEXT:     ^bb0(%arg2: tensor<4xf32>, %arg3: index):
// BUF-NEXT:       %1 = bufferization.to_buffer %arg2 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// BUF-NEXT:       %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// BUF-NEXT:       memref.copy %1, %alloc : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32>
// BUF-NEXT:       memref.store %cst, %alloc[%arg3] : memref<4xf32>
// BUF-NEXT:       %2 = bufferization.to_tensor %alloc : memref<4xf32> to tensor<4xf32>
// BUF-NEXT:       %3 = arith.addi %arg3, %c1 : index
// BUF-NEXT:       scf.yield %2, %3 : tensor<4xf32>, index
// BUF-NEXT:     }
// BUF-NEXT:     return %0#0 : tensor<4xf32>
// BUF-NEXT:   }
// BUF-NEXT:   func.func @nested(%arg0: tensor<4xf32>, %arg1: index, %arg2: i1) -> tensor<4xf32> {
// BUF-NEXT:     %c0 = arith.constant 0 : index
// BUF-NEXT:     %c1 = arith.constant 1 : index
// BUF-NEXT:     %cst = arith.constant 2.000000e+00 : f32
// BUF-NEXT:     %0 = scf.for %arg3 = %c0 to %arg1 step %c1 iter_args(%arg4 = %arg0) -> (tensor<4xf32>) {
// BUF-NEXT:       %1 = bufferization.to_buffer %arg4 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// BUF-NEXT:       %2 = scf.if %arg2 -> (tensor<4xf32>) {
// BUF-NEXT:         %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// BUF-NEXT:         memref.copy %1, %alloc : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32>
// BUF-NEXT:         memref.store %cst, %alloc[%arg3] : memref<4xf32>
// BUF-NEXT:         %3 = bufferization.to_tensor %alloc : memref<4xf32> to tensor<4xf32>
// BUF-NEXT:         scf.yield %3 : tensor<4xf32>
// BUF-NEXT:       } else {
// BUF-NEXT:         scf.yield %arg4 : tensor<4xf32>
// BUF-NEXT:       }
// BUF-NEXT:       scf.yield %2 : tensor<4xf32>
// BUF-NEXT:     }
// BUF-NEXT:     return %0 : tensor<4xf32>
// BUF-NEXT:   }
// BUF-NEXT: }

// ANA: module {
// ANA-NEXT:   func.func @loop(%arg0: tensor<4xf32>, %arg1: index) -> tensor<4xf32> {
// ANA-NEXT:     %c0 = arith.constant 0 : index
// ANA-NEXT:     %c1 = arith.constant 1 : index
// ANA-NEXT:     %cst = arith.constant 1.000000e+00 : f32
// ANA-NEXT:     %0 = scf.for %arg2 = %c0 to %arg1 step %c1 iter_args(%arg3 = %arg0) -> (tensor<4xf32>) {
// ANA-NEXT:       %inserted = tensor.insert %cst into %arg3[%arg2] {__inplace_operands_attr__ = ["none", "false", "none"]} : tensor<4xf32>
// ANA-NEXT:       scf.yield {__inplace_operands_attr__ = ["true"]} %inserted : tensor<4xf32>
// ANA-NEXT:     } {__inplace_operands_attr__ = ["none", "none", "none", "false"]}
// ANA-NEXT:     return {__inplace_operands_attr__ = ["false"]} %0 : tensor<4xf32>
// ANA-NEXT:   }
// ANA-NEXT:   func.func @loop_reads(%arg0: tensor<4xf32>, %arg1: index) -> (tensor<4xf32>, f32) {
// ANA-NEXT:     %c0 = arith.constant 0 : index
// ANA-NEXT:     %c1 = arith.constant 1 : index
// ANA-NEXT:     %cst = arith.constant 1.000000e+00 : f32
// ANA-NEXT:     %0 = tensor.empty() : tensor<4xf32>
// ANA-NEXT:     %inserted = tensor.insert %cst into %0[%c0] {__inplace_operands_attr__ = ["none", "true", "none"]} : tensor<4xf32>
// ANA-NEXT:     %1:2 = scf.for %arg2 = %c0 to %arg1 step %c1 iter_args(%arg3 = %arg0, %arg4 = %cst) -> (tensor<4xf32>, f32) {
// ANA-NEXT:       %extracted = tensor.extract %arg3[%arg2] {__inplace_operands_attr__ = ["true", "none"]} : tensor<4xf32>
// ANA-NEXT:       %extracted_0 = tensor.extract %inserted[%c0] {__inplace_operands_attr__ = ["true", "none"]} : tensor<4xf32>
// ANA-NEXT:       %2 = arith.addf %extracted, %extracted_0 : f32
// ANA-NEXT:       %3 = tensor.empty() : tensor<4xf32>
// ANA-NEXT:       %inserted_1 = tensor.insert %2 into %3[%arg2] {__inplace_operands_attr__ = ["none", "true", "none"]} : tensor<4xf32>
// ANA-NEXT:       scf.yield {__inplace_operands_attr__ = ["true", "none"]} %inserted_1, %2 : tensor<4xf32>, f32
// ANA-NEXT:     } {__inplace_operands_attr__ = ["none", "none", "none", "false", "none"]}
// ANA-NEXT:     return {__inplace_operands_attr__ = ["false", "none"]} %1#0, %1#1 : tensor<4xf32>, f32
// ANA-NEXT:   }
// ANA-NEXT:   func.func @if_(%arg0: tensor<4xf32>, %arg1: i1, %arg2: index) -> tensor<4xf32> {
// ANA-NEXT:     %cst = arith.constant 1.000000e+00 : f32
// ANA-NEXT:     %0 = scf.if %arg1 -> (tensor<4xf32>) {
// ANA-NEXT:       %inserted = tensor.insert %cst into %arg0[%arg2] {__inplace_operands_attr__ = ["none", "false", "none"]} : tensor<4xf32>
// ANA-NEXT:       scf.yield {__inplace_operands_attr__ = ["true"]} %inserted : tensor<4xf32>
// ANA-NEXT:     } else {
// ANA-NEXT:       %1 = tensor.empty() : tensor<4xf32>
// ANA-NEXT:       %inserted = tensor.insert %cst into %1[%arg2] {__inplace_operands_attr__ = ["none", "true", "none"]} : tensor<4xf32>
// ANA-NEXT:       scf.yield {__inplace_operands_attr__ = ["true"]} %inserted : tensor<4xf32>
// ANA-NEXT:     }
// ANA-NEXT:     return {__inplace_operands_attr__ = ["false"]} %0 : tensor<4xf32>
// ANA-NEXT:   }
// ANA-NEXT:   func.func @exec(%arg0: tensor<4xf32>, %arg1: index) -> (tensor<4xf32>, f32) {
// ANA-NEXT:     %cst = arith.constant 1.000000e+00 : f32
// ANA-NEXT:     %0 = scf.execute_region -> tensor<4xf32> {
// ANA-NEXT:       %inserted = tensor.insert %cst into %arg0[%arg1] {__inplace_operands_attr__ = ["none", "false", "none"]} : tensor<4xf32>
// ANA-NEXT:       scf.yield {__inplace_operands_attr__ = ["true"]} %inserted : tensor<4xf32>
// ANA-NEXT:     }
// ANA-NEXT:     %extracted = tensor.extract %0[%arg1] {__inplace_operands_attr__ = ["true", "none"]} : tensor<4xf32>
// ANA-NEXT:     return {__inplace_operands_attr__ = ["false", "none"]} %0, %extracted : tensor<4xf32>, f32
// ANA-NEXT:   }
// ANA-NEXT:   func.func @switch(%arg0: tensor<4xf32>, %arg1: index, %arg2: index) -> tensor<4xf32> {
// ANA-NEXT:     %cst = arith.constant 1.000000e+00 : f32
// ANA-NEXT:     %0 = scf.index_switch %arg1 -> tensor<4xf32> 
// ANA-NEXT:     case 1 {
// ANA-NEXT:       %inserted_0 = tensor.insert %cst into %arg0[%arg2] {__inplace_operands_attr__ = ["none", "false", "none"]} : tensor<4xf32>
// ANA-NEXT:       scf.yield {__inplace_operands_attr__ = ["true"]} %inserted_0 : tensor<4xf32>
// ANA-NEXT:     }
// ANA-NEXT:     default {
// ANA-NEXT:       scf.yield {__inplace_operands_attr__ = ["false"]} %arg0 : tensor<4xf32>
// ANA-NEXT:     }
// ANA-NEXT:     %inserted = tensor.insert %cst into %0[%arg2] {__inplace_operands_attr__ = ["none", "false", "none"]} : tensor<4xf32>
// ANA-NEXT:     return {__inplace_operands_attr__ = ["true"]} %inserted : tensor<4xf32>
// ANA-NEXT:   }
// ANA-NEXT:   func.func @while_(%arg0: tensor<4xf32>, %arg1: index) -> tensor<4xf32> {
// ANA-NEXT:     %c0 = arith.constant 0 : index
// ANA-NEXT:     %c1 = arith.constant 1 : index
// ANA-NEXT:     %cst = arith.constant 1.000000e+00 : f32
// ANA-NEXT:     %0:2 = scf.while (%arg2 = %arg0, %arg3 = %c0) : (tensor<4xf32>, index) -> (tensor<4xf32>, index) {
// ANA-NEXT:       %1 = arith.cmpi slt, %arg3, %arg1 : index
// ANA-NEXT:       %extracted = tensor.extract %arg2[%c0] {__inplace_operands_attr__ = ["true", "none"]} : tensor<4xf32>
// ANA-NEXT:       scf.condition(%1) {__inplace_operands_attr__ = ["none", "false", "none"]} %arg2, %arg3 : tensor<4xf32>, index
// ANA-NEXT:     } do {
// ANA-NEXT:     ^bb0(%arg2: tensor<4xf32>, %arg3: index):
// ANA-NEXT:       %inserted = tensor.insert %cst into %arg2[%arg3] {__inplace_operands_attr__ = ["none", "false", "none"]} : tensor<4xf32>
// ANA-NEXT:       %1 = arith.addi %arg3, %c1 : index
// ANA-NEXT:       scf.yield {__inplace_operands_attr__ = ["true", "none"]} %inserted, %1 : tensor<4xf32>, index
// ANA-NEXT:     } attributes {__inplace_operands_attr__ = ["false", "none"]}
// ANA-NEXT:     return {__inplace_operands_attr__ = ["false"]} %0#0 : tensor<4xf32>
// ANA-NEXT:   }
// ANA-NEXT:   func.func @nested(%arg0: tensor<4xf32>, %arg1: index, %arg2: i1) -> tensor<4xf32> {
// ANA-NEXT:     %c0 = arith.constant 0 : index
// ANA-NEXT:     %c1 = arith.constant 1 : index
// ANA-NEXT:     %cst = arith.constant 2.000000e+00 : f32
// ANA-NEXT:     %0 = scf.for %arg3 = %c0 to %arg1 step %c1 iter_args(%arg4 = %arg0) -> (tensor<4xf32>) {
// ANA-NEXT:       %1 = scf.if %arg2 -> (tensor<4xf32>) {
// ANA-NEXT:         %inserted = tensor.insert %cst into %arg4[%arg3] {__inplace_operands_attr__ = ["none", "false", "none"]} : tensor<4xf32>
// ANA-NEXT:         scf.yield {__inplace_operands_attr__ = ["true"]} %inserted : tensor<4xf32>
// ANA-NEXT:       } else {
// ANA-NEXT:         scf.yield {__inplace_operands_attr__ = ["false"]} %arg4 : tensor<4xf32>
// ANA-NEXT:       }
// ANA-NEXT:       scf.yield {__inplace_operands_attr__ = ["false"]} %1 : tensor<4xf32>
// ANA-NEXT:     } {__inplace_operands_attr__ = ["none", "none", "none", "false"]}
// ANA-NEXT:     return {__inplace_operands_attr__ = ["false"]} %0 : tensor<4xf32>
// ANA-NEXT:   }
// ANA-NEXT: }

// IDL: module {
// IDL-NEXT:   func.func @loop(%arg0: tensor<4xf32>, %arg1: index) -> tensor<4xf32> {
// IDL-NEXT:     %c0 = arith.constant 0 : index
// IDL-NEXT:     %c1 = arith.constant 1 : index
// IDL-NEXT:     %cst = arith.constant 1.000000e+00 : f32
// IDL-NEXT:     %0 = scf.for %arg2 = %c0 to %arg1 step %c1 iter_args(%arg3 = %arg0) -> (tensor<4xf32>) {
// IDL-NEXT:       %1 = bufferization.alloc_tensor() copy(%arg3) : tensor<4xf32>
// IDL-NEXT:       %2 = bufferization.to_buffer %1 : tensor<4xf32> to memref<4xf32>
// IDL-NEXT:       memref.store %cst, %2[%arg2] : memref<4xf32>
// IDL-NEXT:       %3 = bufferization.to_tensor %2 : memref<4xf32> to tensor<4xf32>
// IDL-NEXT:       scf.yield %3 : tensor<4xf32>
// IDL-NEXT:     }
// IDL-NEXT:     return %0 : tensor<4xf32>
// IDL-NEXT:   }
// IDL-NEXT:   func.func @loop_reads(%arg0: tensor<4xf32>, %arg1: index) -> (tensor<4xf32>, f32) {
// IDL-NEXT:     %c0 = arith.constant 0 : index
// IDL-NEXT:     %c1 = arith.constant 1 : index
// IDL-NEXT:     %cst = arith.constant 1.000000e+00 : f32
// IDL-NEXT:     %0 = bufferization.alloc_tensor() : tensor<4xf32>
// IDL-NEXT:     %1 = bufferization.to_buffer %0 : tensor<4xf32> to memref<4xf32>
// IDL-NEXT:     memref.store %cst, %1[%c0] : memref<4xf32>
// IDL-NEXT:     %2:2 = scf.for %arg2 = %c0 to %arg1 step %c1 iter_args(%arg3 = %arg0, %arg4 = %cst) -> (tensor<4xf32>, f32) {
// IDL-NEXT:       %3 = bufferization.to_buffer %arg3 : tensor<4xf32> to memref<4xf32>
// IDL-NEXT:       %4 = memref.load %3[%arg2] : memref<4xf32>
// IDL-NEXT:       %5 = memref.load %1[%c0] : memref<4xf32>
// IDL-NEXT:       %6 = arith.addf %4, %5 : f32
// IDL-NEXT:       %7 = bufferization.alloc_tensor() : tensor<4xf32>
// IDL-NEXT:       %8 = bufferization.to_buffer %7 : tensor<4xf32> to memref<4xf32>
// IDL-NEXT:       memref.store %6, %8[%arg2] : memref<4xf32>
// IDL-NEXT:       %9 = bufferization.to_tensor %8 : memref<4xf32> to tensor<4xf32>
// IDL-NEXT:       scf.yield %9, %6 : tensor<4xf32>, f32
// IDL-NEXT:     }
// IDL-NEXT:     return %2#0, %2#1 : tensor<4xf32>, f32
// IDL-NEXT:   }
// IDL-NEXT:   func.func @if_(%arg0: tensor<4xf32>, %arg1: i1, %arg2: index) -> tensor<4xf32> {
// IDL-NEXT:     %cst = arith.constant 1.000000e+00 : f32
// IDL-NEXT:     %0 = scf.if %arg1 -> (tensor<4xf32>) {
// IDL-NEXT:       %1 = bufferization.alloc_tensor() copy(%arg0) : tensor<4xf32>
// IDL-NEXT:       %2 = bufferization.to_buffer %1 : tensor<4xf32> to memref<4xf32>
// IDL-NEXT:       memref.store %cst, %2[%arg2] : memref<4xf32>
// IDL-NEXT:       %3 = bufferization.to_tensor %2 : memref<4xf32> to tensor<4xf32>
// IDL-NEXT:       scf.yield %3 : tensor<4xf32>
// IDL-NEXT:     } else {
// IDL-NEXT:       %1 = bufferization.alloc_tensor() : tensor<4xf32>
// IDL-NEXT:       %2 = bufferization.to_buffer %1 : tensor<4xf32> to memref<4xf32>
// IDL-NEXT:       memref.store %cst, %2[%arg2] : memref<4xf32>
// IDL-NEXT:       %3 = bufferization.to_tensor %2 : memref<4xf32> to tensor<4xf32>
// IDL-NEXT:       scf.yield %3 : tensor<4xf32>
// IDL-NEXT:     }
// IDL-NEXT:     return %0 : tensor<4xf32>
// IDL-NEXT:   }
// IDL-NEXT:   func.func @exec(%arg0: tensor<4xf32>, %arg1: index) -> (tensor<4xf32>, f32) {
// IDL-NEXT:     %cst = arith.constant 1.000000e+00 : f32
// IDL-NEXT:     %0 = scf.execute_region -> tensor<4xf32> {
// IDL-NEXT:       %3 = bufferization.alloc_tensor() copy(%arg0) : tensor<4xf32>
// IDL-NEXT:       %4 = bufferization.to_buffer %3 : tensor<4xf32> to memref<4xf32>
// IDL-NEXT:       memref.store %cst, %4[%arg1] : memref<4xf32>
// IDL-NEXT:       %5 = bufferization.to_tensor %4 : memref<4xf32> to tensor<4xf32>
// IDL-NEXT:       scf.yield %5 : tensor<4xf32>
// IDL-NEXT:     }
// IDL-NEXT:     %1 = bufferization.to_buffer %0 : tensor<4xf32> to memref<4xf32>
// IDL-NEXT:     %2 = memref.load %1[%arg1] : memref<4xf32>
// IDL-NEXT:     return %0, %2 : tensor<4xf32>, f32
// IDL-NEXT:   }
// IDL-NEXT:   func.func @switch(%arg0: tensor<4xf32>, %arg1: index, %arg2: index) -> tensor<4xf32> {
// IDL-NEXT:     %cst = arith.constant 1.000000e+00 : f32
// IDL-NEXT:     %0 = scf.index_switch %arg1 -> tensor<4xf32> 
// IDL-NEXT:     case 1 {
// IDL-NEXT:       %4 = bufferization.alloc_tensor() copy(%arg0) : tensor<4xf32>
// IDL-NEXT:       %5 = bufferization.to_buffer %4 : tensor<4xf32> to memref<4xf32>
// IDL-NEXT:       memref.store %cst, %5[%arg2] : memref<4xf32>
// IDL-NEXT:       %6 = bufferization.to_tensor %5 : memref<4xf32> to tensor<4xf32>
// IDL-NEXT:       scf.yield %6 : tensor<4xf32>
// IDL-NEXT:     }
// IDL-NEXT:     default {
// IDL-NEXT:       scf.yield %arg0 : tensor<4xf32>
// IDL-NEXT:     }
// IDL-NEXT:     %1 = bufferization.alloc_tensor() copy(%0) : tensor<4xf32>
// IDL-NEXT:     %2 = bufferization.to_buffer %1 : tensor<4xf32> to memref<4xf32>
// IDL-NEXT:     memref.store %cst, %2[%arg2] : memref<4xf32>
// IDL-NEXT:     %3 = bufferization.to_tensor %2 : memref<4xf32> to tensor<4xf32>
// IDL-NEXT:     return %3 : tensor<4xf32>
// IDL-NEXT:   }
// IDL-NEXT:   func.func @while_(%arg0: tensor<4xf32>, %arg1: index) -> tensor<4xf32> {
// IDL-NEXT:     %c0 = arith.constant 0 : index
// IDL-NEXT:     %c1 = arith.constant 1 : index
// IDL-NEXT:     %cst = arith.constant 1.000000e+00 : f32
// IDL-NEXT:     %0:2 = scf.while (%arg2 = %arg0, %arg3 = %c0) : (tensor<4xf32>, index) -> (tensor<4xf32>, index) {
// IDL-NEXT:       %1 = bufferization.to_buffer %arg2 : tensor<4xf32> to memref<4xf32>
// IDL-NEXT:       %2 = arith.cmpi slt, %arg3, %arg1 : index
// IDL-NEXT:       %3 = memref.load %1[%c0] : memref<4xf32>
// IDL-NEXT:       scf.condition(%2) %arg2, %arg3 : tensor<4xf32>, index
// IDL-NEXT:     } do {
// IDL-NEXT:     ^bb0(%arg2: tensor<4xf32>, %arg3: index):
// IDL-NEXT:       %1 = bufferization.alloc_tensor() copy(%arg2) : tensor<4xf32>
// IDL-NEXT:       %2 = bufferization.to_buffer %1 : tensor<4xf32> to memref<4xf32>
// IDL-NEXT:       memref.store %cst, %2[%arg3] : memref<4xf32>
// IDL-NEXT:       %3 = bufferization.to_tensor %2 : memref<4xf32> to tensor<4xf32>
// IDL-NEXT:       %4 = arith.addi %arg3, %c1 : index
// IDL-NEXT:       scf.yield %3, %4 : tensor<4xf32>, index
// IDL-NEXT:     }
// IDL-NEXT:     return %0#0 : tensor<4xf32>
// IDL-NEXT:   }
// IDL-NEXT:   func.func @nested(%arg0: tensor<4xf32>, %arg1: index, %arg2: i1) -> tensor<4xf32> {
// IDL-NEXT:     %c0 = arith.constant 0 : index
// IDL-NEXT:     %c1 = arith.constant 1 : index
// IDL-NEXT:     %cst = arith.constant 2.000000e+00 : f32
// IDL-NEXT:     %0 = scf.for %arg3 = %c0 to %arg1 step %c1 iter_args(%arg4 = %arg0) -> (tensor<4xf32>) {
// IDL-NEXT:       %1 = scf.if %arg2 -> (tensor<4xf32>) {
// IDL-NEXT:         %2 = bufferization.alloc_tensor() copy(%arg4) : tensor<4xf32>
// IDL-NEXT:         %3 = bufferization.to_buffer %2 : tensor<4xf32> to memref<4xf32>
// IDL-NEXT:         memref.store %cst, %3[%arg3] : memref<4xf32>
// IDL-NEXT:         %4 = bufferization.to_tensor %3 : memref<4xf32> to tensor<4xf32>
// IDL-NEXT:         scf.yield %4 : tensor<4xf32>
// IDL-NEXT:       } else {
// IDL-NEXT:         scf.yield %arg4 : tensor<4xf32>
// IDL-NEXT:       }
// IDL-NEXT:       scf.yield %1 : tensor<4xf32>
// IDL-NEXT:     }
// IDL-NEXT:     return %0 : tensor<4xf32>
// IDL-NEXT:   }
// IDL-NEXT: }

// FNB: module {
// FNB-NEXT:   func.func @loop(%arg0: memref<4xf32, strided<[?], offset: ?>>, %arg1: index) -> memref<4xf32, strided<[?], offset: ?>> {
// FNB-NEXT:     %0 = bufferization.to_tensor %arg0 : memref<4xf32, strided<[?], offset: ?>> to tensor<4xf32>
// FNB-NEXT:     %c0 = arith.constant 0 : index
// FNB-NEXT:     %c1 = arith.constant 1 : index
// FNB-NEXT:     %cst = arith.constant 1.000000e+00 : f32
// FNB-NEXT:     %1 = scf.for %arg2 = %c0 to %arg1 step %c1 iter_args(%arg3 = %0) -> (tensor<4xf32>) {
// FNB-NEXT:       %3 = bufferization.to_buffer %arg3 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// FNB-NEXT:       %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// FNB-NEXT:       memref.copy %3, %alloc : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32>
// FNB-NEXT:       memref.store %cst, %alloc[%arg2] : memref<4xf32>
// FNB-NEXT:       %4 = bufferization.to_tensor %alloc : memref<4xf32> to tensor<4xf32>
// FNB-NEXT:       scf.yield %4 : tensor<4xf32>
// FNB-NEXT:     }
// FNB-NEXT:     %2 = bufferization.to_buffer %1 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// FNB-NEXT:     return %2 : memref<4xf32, strided<[?], offset: ?>>
// FNB-NEXT:   }
// FNB-NEXT:   func.func @loop_reads(%arg0: memref<4xf32, strided<[?], offset: ?>>, %arg1: index) -> (memref<4xf32, strided<[?], offset: ?>>, f32) {
// FNB-NEXT:     %0 = bufferization.to_tensor %arg0 : memref<4xf32, strided<[?], offset: ?>> to tensor<4xf32>
// FNB-NEXT:     %c0 = arith.constant 0 : index
// FNB-NEXT:     %c1 = arith.constant 1 : index
// FNB-NEXT:     %cst = arith.constant 1.000000e+00 : f32
// FNB-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// FNB-NEXT:     memref.store %cst, %alloc[%c0] : memref<4xf32>
// FNB-NEXT:     %1:2 = scf.for %arg2 = %c0 to %arg1 step %c1 iter_args(%arg3 = %0, %arg4 = %cst) -> (tensor<4xf32>, f32) {
// FNB-NEXT:       %3 = bufferization.to_buffer %arg3 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// FNB-NEXT:       %4 = memref.load %3[%arg2] : memref<4xf32, strided<[?], offset: ?>>
// FNB-NEXT:       %5 = memref.load %alloc[%c0] : memref<4xf32>
// FNB-NEXT:       %6 = arith.addf %4, %5 : f32
// FNB-NEXT:       %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// FNB-NEXT:       memref.store %6, %alloc_0[%arg2] : memref<4xf32>
// FNB-NEXT:       %7 = bufferization.to_tensor %alloc_0 : memref<4xf32> to tensor<4xf32>
// FNB-NEXT:       scf.yield %7, %6 : tensor<4xf32>, f32
// FNB-NEXT:     }
// FNB-NEXT:     %2 = bufferization.to_buffer %1#0 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// FNB-NEXT:     return %2, %1#1 : memref<4xf32, strided<[?], offset: ?>>, f32
// FNB-NEXT:   }
// FNB-NEXT:   func.func @if_(%arg0: memref<4xf32, strided<[?], offset: ?>>, %arg1: i1, %arg2: index) -> memref<4xf32, strided<[?], offset: ?>> {
// FNB-NEXT:     %cst = arith.constant 1.000000e+00 : f32
// FNB-NEXT:     %0 = scf.if %arg1 -> (tensor<4xf32>) {
// FNB-NEXT:       memref.store %cst, %arg0[%arg2] : memref<4xf32, strided<[?], offset: ?>>
// FNB-NEXT:       %2 = bufferization.to_tensor %arg0 : memref<4xf32, strided<[?], offset: ?>> to tensor<4xf32>
// FNB-NEXT:       scf.yield %2 : tensor<4xf32>
// FNB-NEXT:     } else {
// FNB-NEXT:       %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// FNB-NEXT:       memref.store %cst, %alloc[%arg2] : memref<4xf32>
// FNB-NEXT:       %2 = bufferization.to_tensor %alloc : memref<4xf32> to tensor<4xf32>
// FNB-NEXT:       scf.yield %2 : tensor<4xf32>
// FNB-NEXT:     }
// FNB-NEXT:     %1 = bufferization.to_buffer %0 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// FNB-NEXT:     return %1 : memref<4xf32, strided<[?], offset: ?>>
// FNB-NEXT:   }
// FNB-NEXT:   func.func @exec(%arg0: memref<4xf32, strided<[?], offset: ?>>, %arg1: index) -> (memref<4xf32, strided<[?], offset: ?>>, f32) {
// FNB-NEXT:     %cst = arith.constant 1.000000e+00 : f32
// FNB-NEXT:     %0 = scf.execute_region -> tensor<4xf32> {
// FNB-NEXT:       memref.store %cst, %arg0[%arg1] : memref<4xf32, strided<[?], offset: ?>>
// FNB-NEXT:       %4 = bufferization.to_tensor %arg0 : memref<4xf32, strided<[?], offset: ?>> to tensor<4xf32>
// FNB-NEXT:       scf.yield %4 : tensor<4xf32>
// FNB-NEXT:     }
// FNB-NEXT:     %1 = bufferization.to_buffer %0 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// FNB-NEXT:     %2 = memref.load %1[%arg1] : memref<4xf32, strided<[?], offset: ?>>
// FNB-NEXT:     %3 = bufferization.to_buffer %0 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// FNB-NEXT:     return %3, %2 : memref<4xf32, strided<[?], offset: ?>>, f32
// FNB-NEXT:   }
// FNB-NEXT:   func.func @switch(%arg0: memref<4xf32, strided<[?], offset: ?>>, %arg1: index, %arg2: index) -> memref<4xf32> {
// FNB-NEXT:     %0 = bufferization.to_tensor %arg0 : memref<4xf32, strided<[?], offset: ?>> to tensor<4xf32>
// FNB-NEXT:     %cst = arith.constant 1.000000e+00 : f32
// FNB-NEXT:     %1 = scf.index_switch %arg1 -> tensor<4xf32> 
// FNB-NEXT:     case 1 {
// FNB-NEXT:       memref.store %cst, %arg0[%arg2] : memref<4xf32, strided<[?], offset: ?>>
// FNB-NEXT:       %3 = bufferization.to_tensor %arg0 : memref<4xf32, strided<[?], offset: ?>> to tensor<4xf32>
// FNB-NEXT:       scf.yield %3 : tensor<4xf32>
// FNB-NEXT:     }
// FNB-NEXT:     default {
// FNB-NEXT:       scf.yield %0 : tensor<4xf32>
// FNB-NEXT:     }
// FNB-NEXT:     %2 = bufferization.to_buffer %1 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// FNB-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// FNB-NEXT:     memref.copy %2, %alloc : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32>
// FNB-NEXT:     memref.store %cst, %alloc[%arg2] : memref<4xf32>
// FNB-NEXT:     %cast = memref.cast %alloc : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// FNB-NEXT:     return %alloc : memref<4xf32>
// FNB-NEXT:   }
// FNB-NEXT:   func.func @while_(%arg0: memref<4xf32, strided<[?], offset: ?>>, %arg1: index) -> memref<4xf32, strided<[?], offset: ?>> {
// FNB-NEXT:     %0 = bufferization.to_tensor %arg0 : memref<4xf32, strided<[?], offset: ?>> to tensor<4xf32>
// FNB-NEXT:     %c0 = arith.constant 0 : index
// FNB-NEXT:     %c1 = arith.constant 1 : index
// FNB-NEXT:     %cst = arith.constant 1.000000e+00 : f32
// FNB-NEXT:     %1:2 = scf.while (%arg2 = %0, %arg3 = %c0) : (tensor<4xf32>, index) -> (tensor<4xf32>, index) {
// FNB-NEXT:       %3 = bufferization.to_buffer %arg2 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// FNB-NEXT:       %4 = arith.cmpi slt, %arg3, %arg1 : index
// FNB-NEXT:       %5 = memref.load %3[%c0] : memref<4xf32, strided<[?], offset: ?>>
// FNB-NEXT:       scf.condition(%4) %arg2, %arg3 : tensor<4xf32>, index
// FNB-NEXT:     } do {
// FNB-NEXT:     ^bb0(%arg2: tensor<4xf32>, %arg3: index):
// FNB-NEXT:       %3 = bufferization.to_buffer %arg2 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// FNB-NEXT:       %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// FNB-NEXT:       memref.copy %3, %alloc : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32>
// FNB-NEXT:       memref.store %cst, %alloc[%arg3] : memref<4xf32>
// FNB-NEXT:       %4 = bufferization.to_tensor %alloc : memref<4xf32> to tensor<4xf32>
// FNB-NEXT:       %5 = arith.addi %arg3, %c1 : index
// FNB-NEXT:       scf.yield %4, %5 : tensor<4xf32>, index
// FNB-NEXT:     }
// FNB-NEXT:     %2 = bufferization.to_buffer %1#0 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// FNB-NEXT:     return %2 : memref<4xf32, strided<[?], offset: ?>>
// FNB-NEXT:   }
// FNB-NEXT:   func.func @nested(%arg0: memref<4xf32, strided<[?], offset: ?>>, %arg1: index, %arg2: i1) -> memref<4xf32, strided<[?], offset: ?>> {
// FNB-NEXT:     %0 = bufferization.to_tensor %arg0 : memref<4xf32, strided<[?], offset: ?>> to tensor<4xf32>
// FNB-NEXT:     %c0 = arith.constant 0 : index
// FNB-NEXT:     %c1 = arith.constant 1 : index
// FNB-NEXT:     %cst = arith.constant 2.000000e+00 : f32
// FNB-NEXT:     %1 = scf.for %arg3 = %c0 to %arg1 step %c1 iter_args(%arg4 = %0) -> (tensor<4xf32>) {
// FNB-NEXT:       %3 = bufferization.to_buffer %arg4 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// FNB-NEXT:       %4 = scf.if %arg2 -> (tensor<4xf32>) {
// FNB-NEXT:         %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// FNB-NEXT:         memref.copy %3, %alloc : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32>
// FNB-NEXT:         memref.store %cst, %alloc[%arg3] : memref<4xf32>
// FNB-NEXT:         %5 = bufferization.to_tensor %alloc : memref<4xf32> to tensor<4xf32>
// FNB-NEXT:         scf.yield %5 : tensor<4xf32>
// FNB-NEXT:       } else {
// FNB-NEXT:         scf.yield %arg4 : tensor<4xf32>
// FNB-NEXT:       }
// FNB-NEXT:       scf.yield %4 : tensor<4xf32>
// FNB-NEXT:     }
// FNB-NEXT:     %2 = bufferization.to_buffer %1 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// FNB-NEXT:     return %2 : memref<4xf32, strided<[?], offset: ?>>
// FNB-NEXT:   }
// FNB-NEXT: }

// FNA: module {
// FNA-NEXT:   func.func @loop(%arg0: tensor<4xf32> {bufferization.access = "read"}, %arg1: index) -> tensor<4xf32> {
// FNA-NEXT:     %c0 = arith.constant 0 : index
// FNA-NEXT:     %c1 = arith.constant 1 : index
// FNA-NEXT:     %cst = arith.constant 1.000000e+00 : f32
// FNA-NEXT:     %0 = scf.for %arg2 = %c0 to %arg1 step %c1 iter_args(%arg3 = %arg0) -> (tensor<4xf32>) {
// FNA-NEXT:       %inserted = tensor.insert %cst into %arg3[%arg2] {__inplace_operands_attr__ = ["none", "false", "none"]} : tensor<4xf32>
// FNA-NEXT:       scf.yield {__inplace_operands_attr__ = ["true"]} %inserted : tensor<4xf32>
// FNA-NEXT:     } {__inplace_operands_attr__ = ["none", "none", "none", "false"]}
// FNA-NEXT:     return {__inplace_operands_attr__ = ["true"]} %0 : tensor<4xf32>
// FNA-NEXT:   }
// FNA-NEXT:   func.func @loop_reads(%arg0: tensor<4xf32> {bufferization.access = "read"}, %arg1: index) -> (tensor<4xf32>, f32) {
// FNA-NEXT:     %c0 = arith.constant 0 : index
// FNA-NEXT:     %c1 = arith.constant 1 : index
// FNA-NEXT:     %cst = arith.constant 1.000000e+00 : f32
// FNA-NEXT:     %0 = tensor.empty() : tensor<4xf32>
// FNA-NEXT:     %inserted = tensor.insert %cst into %0[%c0] {__inplace_operands_attr__ = ["none", "true", "none"]} : tensor<4xf32>
// FNA-NEXT:     %1:2 = scf.for %arg2 = %c0 to %arg1 step %c1 iter_args(%arg3 = %arg0, %arg4 = %cst) -> (tensor<4xf32>, f32) {
// FNA-NEXT:       %extracted = tensor.extract %arg3[%arg2] {__inplace_operands_attr__ = ["true", "none"]} : tensor<4xf32>
// FNA-NEXT:       %extracted_0 = tensor.extract %inserted[%c0] {__inplace_operands_attr__ = ["true", "none"]} : tensor<4xf32>
// FNA-NEXT:       %2 = arith.addf %extracted, %extracted_0 : f32
// FNA-NEXT:       %3 = tensor.empty() : tensor<4xf32>
// FNA-NEXT:       %inserted_1 = tensor.insert %2 into %3[%arg2] {__inplace_operands_attr__ = ["none", "true", "none"]} : tensor<4xf32>
// FNA-NEXT:       scf.yield {__inplace_operands_attr__ = ["true", "none"]} %inserted_1, %2 : tensor<4xf32>, f32
// FNA-NEXT:     } {__inplace_operands_attr__ = ["none", "none", "none", "false", "none"]}
// FNA-NEXT:     return {__inplace_operands_attr__ = ["true", "none"]} %1#0, %1#1 : tensor<4xf32>, f32
// FNA-NEXT:   }
// FNA-NEXT:   func.func @if_(%arg0: tensor<4xf32> {bufferization.access = "read-write"}, %arg1: i1, %arg2: index) -> tensor<4xf32> {
// FNA-NEXT:     %cst = arith.constant 1.000000e+00 : f32
// FNA-NEXT:     %0 = scf.if %arg1 -> (tensor<4xf32>) {
// FNA-NEXT:       %inserted = tensor.insert %cst into %arg0[%arg2] {__inplace_operands_attr__ = ["none", "true", "none"]} : tensor<4xf32>
// FNA-NEXT:       scf.yield {__inplace_operands_attr__ = ["true"]} %inserted : tensor<4xf32>
// FNA-NEXT:     } else {
// FNA-NEXT:       %1 = tensor.empty() : tensor<4xf32>
// FNA-NEXT:       %inserted = tensor.insert %cst into %1[%arg2] {__inplace_operands_attr__ = ["none", "true", "none"]} : tensor<4xf32>
// FNA-NEXT:       scf.yield {__inplace_operands_attr__ = ["true"]} %inserted : tensor<4xf32>
// FNA-NEXT:     }
// FNA-NEXT:     return {__inplace_operands_attr__ = ["true"]} %0 : tensor<4xf32>
// FNA-NEXT:   }
// FNA-NEXT:   func.func @exec(%arg0: tensor<4xf32> {bufferization.access = "read-write"}, %arg1: index) -> (tensor<4xf32>, f32) {
// FNA-NEXT:     %cst = arith.constant 1.000000e+00 : f32
// FNA-NEXT:     %0 = scf.execute_region -> tensor<4xf32> {
// FNA-NEXT:       %inserted = tensor.insert %cst into %arg0[%arg1] {__inplace_operands_attr__ = ["none", "true", "none"]} : tensor<4xf32>
// FNA-NEXT:       scf.yield {__inplace_operands_attr__ = ["true"]} %inserted : tensor<4xf32>
// FNA-NEXT:     }
// FNA-NEXT:     %extracted = tensor.extract %0[%arg1] {__inplace_operands_attr__ = ["true", "none"]} : tensor<4xf32>
// FNA-NEXT:     return {__inplace_operands_attr__ = ["true", "none"]} %0, %extracted : tensor<4xf32>, f32
// FNA-NEXT:   }
// FNA-NEXT:   func.func @switch(%arg0: tensor<4xf32> {bufferization.access = "read-write"}, %arg1: index, %arg2: index) -> tensor<4xf32> {
// FNA-NEXT:     %cst = arith.constant 1.000000e+00 : f32
// FNA-NEXT:     %0 = scf.index_switch %arg1 -> tensor<4xf32> 
// FNA-NEXT:     case 1 {
// FNA-NEXT:       %inserted_0 = tensor.insert %cst into %arg0[%arg2] {__inplace_operands_attr__ = ["none", "true", "none"]} : tensor<4xf32>
// FNA-NEXT:       scf.yield {__inplace_operands_attr__ = ["true"]} %inserted_0 : tensor<4xf32>
// FNA-NEXT:     }
// FNA-NEXT:     default {
// FNA-NEXT:       scf.yield {__inplace_operands_attr__ = ["true"]} %arg0 : tensor<4xf32>
// FNA-NEXT:     }
// FNA-NEXT:     %inserted = tensor.insert %cst into %0[%arg2] {__inplace_operands_attr__ = ["none", "false", "none"]} : tensor<4xf32>
// FNA-NEXT:     return {__inplace_operands_attr__ = ["true"]} %inserted : tensor<4xf32>
// FNA-NEXT:   }
// FNA-NEXT:   func.func @while_(%arg0: tensor<4xf32> {bufferization.access = "read"}, %arg1: index) -> tensor<4xf32> {
// FNA-NEXT:     %c0 = arith.constant 0 : index
// FNA-NEXT:     %c1 = arith.constant 1 : index
// FNA-NEXT:     %cst = arith.constant 1.000000e+00 : f32
// FNA-NEXT:     %0:2 = scf.while (%arg2 = %arg0, %arg3 = %c0) : (tensor<4xf32>, index) -> (tensor<4xf32>, index) {
// FNA-NEXT:       %1 = arith.cmpi slt, %arg3, %arg1 : index
// FNA-NEXT:       %extracted = tensor.extract %arg2[%c0] {__inplace_operands_attr__ = ["true", "none"]} : tensor<4xf32>
// FNA-NEXT:       scf.condition(%1) {__inplace_operands_attr__ = ["none", "false", "none"]} %arg2, %arg3 : tensor<4xf32>, index
// FNA-NEXT:     } do {
// FNA-NEXT:     ^bb0(%arg2: tensor<4xf32>, %arg3: index):
// FNA-NEXT:       %inserted = tensor.insert %cst into %arg2[%arg3] {__inplace_operands_attr__ = ["none", "false", "none"]} : tensor<4xf32>
// FNA-NEXT:       %1 = arith.addi %arg3, %c1 : index
// FNA-NEXT:       scf.yield {__inplace_operands_attr__ = ["true", "none"]} %inserted, %1 : tensor<4xf32>, index
// FNA-NEXT:     } attributes {__inplace_operands_attr__ = ["false", "none"]}
// FNA-NEXT:     return {__inplace_operands_attr__ = ["true"]} %0#0 : tensor<4xf32>
// FNA-NEXT:   }
// FNA-NEXT:   func.func @nested(%arg0: tensor<4xf32> {bufferization.access = "read"}, %arg1: index, %arg2: i1) -> tensor<4xf32> {
// FNA-NEXT:     %c0 = arith.constant 0 : index
// FNA-NEXT:     %c1 = arith.constant 1 : index
// FNA-NEXT:     %cst = arith.constant 2.000000e+00 : f32
// FNA-NEXT:     %0 = scf.for %arg3 = %c0 to %arg1 step %c1 iter_args(%arg4 = %arg0) -> (tensor<4xf32>) {
// FNA-NEXT:       %1 = scf.if %arg2 -> (tensor<4xf32>) {
// FNA-NEXT:         %inserted = tensor.insert %cst into %arg4[%arg3] {__inplace_operands_attr__ = ["none", "false", "none"]} : tensor<4xf32>
// FNA-NEXT:         scf.yield {__inplace_operands_attr__ = ["true"]} %inserted : tensor<4xf32>
// FNA-NEXT:       } else {
// FNA-NEXT:         scf.yield {__inplace_operands_attr__ = ["false"]} %arg4 : tensor<4xf32>
// FNA-NEXT:       }
// FNA-NEXT:       scf.yield {__inplace_operands_attr__ = ["false"]} %1 : tensor<4xf32>
// FNA-NEXT:     } {__inplace_operands_attr__ = ["none", "none", "none", "false"]}
// FNA-NEXT:     return {__inplace_operands_attr__ = ["true"]} %0 : tensor<4xf32>
// FNA-NEXT:   }
// FNA-NEXT: }

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

func.func @loop_reads(%t: tensor<4xf32>, %n: index) -> (tensor<4xf32>, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %f = arith.constant 1.0 : f32
  %e0 = tensor.empty() : tensor<4xf32>
  %w = tensor.insert %f into %e0[%c0] : tensor<4xf32>
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %t, %s = %f) -> (tensor<4xf32>, f32) {
    %x = tensor.extract %a[%i] : tensor<4xf32>
    %y = tensor.extract %w[%c0] : tensor<4xf32>
    %z = arith.addf %x, %y : f32
    %e = tensor.empty() : tensor<4xf32>
    %b = tensor.insert %z into %e[%i] : tensor<4xf32>
    scf.yield %b, %z : tensor<4xf32>, f32
  }
  return %r#0, %r#1 : tensor<4xf32>, f32
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

func.func @exec(%t: tensor<4xf32>, %i: index) -> (tensor<4xf32>, f32) {
  %f = arith.constant 1.0 : f32
  %r = scf.execute_region -> tensor<4xf32> {
    %b = tensor.insert %f into %t[%i] : tensor<4xf32>
    scf.yield %b : tensor<4xf32>
  }
  %x = tensor.extract %r[%i] : tensor<4xf32>
  return %r, %x : tensor<4xf32>, f32
}

func.func @switch(%t: tensor<4xf32>, %s: index, %i: index) -> tensor<4xf32> {
  %f = arith.constant 1.0 : f32
  %r = scf.index_switch %s -> tensor<4xf32>
  case 1 {
    %b = tensor.insert %f into %t[%i] : tensor<4xf32>
    scf.yield %b : tensor<4xf32>
  }
  default {
    scf.yield %t : tensor<4xf32>
  }
  %b2 = tensor.insert %f into %r[%i] : tensor<4xf32>
  return %b2 : tensor<4xf32>
}

func.func @while_(%t: tensor<4xf32>, %n: index) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %f = arith.constant 1.0 : f32
  %r:2 = scf.while (%a = %t, %i = %c0) : (tensor<4xf32>, index) -> (tensor<4xf32>, index) {
    %cond = arith.cmpi slt, %i, %n : index
    %x = tensor.extract %a[%c0] : tensor<4xf32>
    scf.condition(%cond) %a, %i : tensor<4xf32>, index
  } do {
  ^bb0(%b: tensor<4xf32>, %j: index):
    %v = tensor.insert %f into %b[%j] : tensor<4xf32>
    %j1 = arith.addi %j, %c1 : index
    scf.yield %v, %j1 : tensor<4xf32>, index
  }
  return %r#0 : tensor<4xf32>
}

func.func @nested(%t: tensor<4xf32>, %n: index, %c: i1) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %f = arith.constant 2.0 : f32
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %t) -> tensor<4xf32> {
    %s = scf.if %c -> tensor<4xf32> {
      %b = tensor.insert %f into %a[%i] : tensor<4xf32>
      scf.yield %b : tensor<4xf32>
    } else {
      scf.yield %a : tensor<4xf32>
    }
    scf.yield %s : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}
