// scf.while with identity-layout-map where a before-argument's type as
// predicted when the before region is rewritten (the after region not yet:
// a tensor.empty there is predicted with the fully dynamic layout) differs
// from the type the while gives it afterwards: each getBuffer of the
// argument in the before region (and the condition's copy of it) becomes a
// memref.cast of the new argument at the start of the region, as upstream.
// Expected: mlir-opt 22's (the @new_each and @computed cases of
// scf-while-rewrite.mlir, here with identity layouts).
// RUN: bufopt %s --split-input-file --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map allow-return-allocs-from-loops" | FileCheck %s --check-prefix=IDENTITY
// RUN: mlir-opt %s --split-input-file --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map allow-return-allocs-from-loops" | FileCheck %s --check-prefix=IDENTITY
// RUN: bufopt %s --split-input-file --one-shot-bufferize="bufferize-function-boundaries allow-return-allocs-from-loops" | FileCheck %s --check-prefix=INFER
// RUN: mlir-opt %s --split-input-file --one-shot-bufferize="bufferize-function-boundaries allow-return-allocs-from-loops" | FileCheck %s --check-prefix=INFER

func.func @new_each(%t: tensor<4xf32>, %n: index, %f: f32) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.while (%a = %t, %i = %c0) : (tensor<4xf32>, index) -> (tensor<4xf32>, index) {
    %c = arith.cmpi slt, %i, %n : index
    scf.condition(%c) %a, %i : tensor<4xf32>, index
  } do {
  ^bb0(%b: tensor<4xf32>, %j: index):
    %e = tensor.empty() : tensor<4xf32>
    %w = linalg.fill ins(%f : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
    %j2 = arith.addi %j, %c1 : index
    scf.yield %w, %j2 : tensor<4xf32>, index
  }
  return %r#0 : tensor<4xf32>
}

// -----

func.func @computed(%t: tensor<4xf32>, %n: index, %f: f32) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.while (%a = %t, %i = %c0) : (tensor<4xf32>, index) -> (tensor<4xf32>, index) {
    %c = arith.cmpi slt, %i, %n : index
    %w = tensor.insert %f into %a[%i] : tensor<4xf32>
    %v = tensor.extract %a[%c0] : tensor<4xf32>
    %w2 = tensor.insert %v into %w[%c1] : tensor<4xf32>
    scf.condition(%c) %w2, %i : tensor<4xf32>, index
  } do {
  ^bb0(%b: tensor<4xf32>, %j: index):
    %e = tensor.empty() : tensor<4xf32>
    %j2 = arith.addi %j, %c1 : index
    scf.yield %e, %j2 : tensor<4xf32>, index
  }
  return %r#0 : tensor<4xf32>
}

// IDENTITY: module {
// IDENTITY-NEXT:   func.func @new_each(%arg0: memref<4xf32>, %arg1: index, %arg2: f32) -> memref<4xf32> {
// IDENTITY-NEXT:     %c0 = arith.constant 0 : index
// IDENTITY-NEXT:     %c1 = arith.constant 1 : index
// IDENTITY-NEXT:     %0:2 = scf.while (%arg3 = %arg0, %arg4 = %c0) : (memref<4xf32>, index) -> (memref<4xf32>, index) {
// IDENTITY-NEXT:       %cast = memref.cast %arg3 : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// IDENTITY-NEXT:       %1 = arith.cmpi slt, %arg4, %arg1 : index
// IDENTITY-NEXT:       %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// IDENTITY-NEXT:       memref.copy %cast, %alloc : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32>
// IDENTITY-NEXT:       scf.condition(%1) %alloc, %arg4 : memref<4xf32>, index
// IDENTITY-NEXT:     } do {
// IDENTITY-NEXT:     ^bb0(%arg3: memref<4xf32>, %arg4: index):
// IDENTITY-NEXT:       %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// IDENTITY-NEXT:       linalg.fill ins(%arg2 : f32) outs(%alloc : memref<4xf32>)
// IDENTITY-NEXT:       %1 = arith.addi %arg4, %c1 : index
// IDENTITY-NEXT:       scf.yield %alloc, %1 : memref<4xf32>, index
// IDENTITY-NEXT:     }
// IDENTITY-NEXT:     return %0#0 : memref<4xf32>
// IDENTITY-NEXT:   }
// IDENTITY-NEXT: }
// IDENTITY-EMPTY:
// IDENTITY-NEXT: // -----
// IDENTITY-NEXT: module {
// IDENTITY-NEXT:   func.func @computed(%arg0: memref<4xf32>, %arg1: index, %arg2: f32) -> memref<4xf32> {
// IDENTITY-NEXT:     %c0 = arith.constant 0 : index
// IDENTITY-NEXT:     %c1 = arith.constant 1 : index
// IDENTITY-NEXT:     %0:2 = scf.while (%arg3 = %arg0, %arg4 = %c0) : (memref<4xf32>, index) -> (memref<4xf32>, index) {
// IDENTITY-NEXT:       %cast = memref.cast %arg3 : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// IDENTITY-NEXT:       %cast_0 = memref.cast %arg3 : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// IDENTITY-NEXT:       %1 = arith.cmpi slt, %arg4, %arg1 : index
// IDENTITY-NEXT:       %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// IDENTITY-NEXT:       memref.copy %cast_0, %alloc : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32>
// IDENTITY-NEXT:       memref.store %arg2, %alloc[%arg4] : memref<4xf32>
// IDENTITY-NEXT:       %2 = memref.load %cast[%c0] : memref<4xf32, strided<[?], offset: ?>>
// IDENTITY-NEXT:       memref.store %2, %alloc[%c1] : memref<4xf32>
// IDENTITY-NEXT:       %alloc_1 = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// IDENTITY-NEXT:       memref.copy %alloc, %alloc_1 : memref<4xf32> to memref<4xf32>
// IDENTITY-NEXT:       scf.condition(%1) %alloc_1, %arg4 : memref<4xf32>, index
// IDENTITY-NEXT:     } do {
// IDENTITY-NEXT:     ^bb0(%arg3: memref<4xf32>, %arg4: index):
// IDENTITY-NEXT:       %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// IDENTITY-NEXT:       %1 = arith.addi %arg4, %c1 : index
// IDENTITY-NEXT:       scf.yield %alloc, %1 : memref<4xf32>, index
// IDENTITY-NEXT:     }
// IDENTITY-NEXT:     return %0#0 : memref<4xf32>
// IDENTITY-NEXT:   }
// IDENTITY-NEXT: }

// INFER: module {
// INFER-NEXT:   func.func @new_each(%arg0: memref<4xf32, strided<[?], offset: ?>>, %arg1: index, %arg2: f32) -> memref<4xf32> {
// INFER-NEXT:     %c0 = arith.constant 0 : index
// INFER-NEXT:     %c1 = arith.constant 1 : index
// INFER-NEXT:     %0:2 = scf.while (%arg3 = %arg0, %arg4 = %c0) : (memref<4xf32, strided<[?], offset: ?>>, index) -> (memref<4xf32>, index) {
// INFER-NEXT:       %1 = arith.cmpi slt, %arg4, %arg1 : index
// INFER-NEXT:       %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// INFER-NEXT:       memref.copy %arg3, %alloc : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32>
// INFER-NEXT:       scf.condition(%1) %alloc, %arg4 : memref<4xf32>, index
// INFER-NEXT:     } do {
// INFER-NEXT:     ^bb0(%arg3: memref<4xf32>, %arg4: index):
// INFER-NEXT:       %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// INFER-NEXT:       linalg.fill ins(%arg2 : f32) outs(%alloc : memref<4xf32>)
// INFER-NEXT:       %1 = arith.addi %arg4, %c1 : index
// INFER-NEXT:       %cast_0 = memref.cast %alloc : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// INFER-NEXT:       scf.yield %cast_0, %1 : memref<4xf32, strided<[?], offset: ?>>, index
// INFER-NEXT:     }
// INFER-NEXT:     %cast = memref.cast %0#0 : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// INFER-NEXT:     return %0#0 : memref<4xf32>
// INFER-NEXT:   }
// INFER-NEXT: }
// INFER-EMPTY:
// INFER-NEXT: // -----
// INFER-NEXT: module {
// INFER-NEXT:   func.func @computed(%arg0: memref<4xf32, strided<[?], offset: ?>>, %arg1: index, %arg2: f32) -> memref<4xf32> {
// INFER-NEXT:     %c0 = arith.constant 0 : index
// INFER-NEXT:     %c1 = arith.constant 1 : index
// INFER-NEXT:     %0:2 = scf.while (%arg3 = %arg0, %arg4 = %c0) : (memref<4xf32, strided<[?], offset: ?>>, index) -> (memref<4xf32>, index) {
// INFER-NEXT:       %1 = arith.cmpi slt, %arg4, %arg1 : index
// INFER-NEXT:       %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// INFER-NEXT:       memref.copy %arg3, %alloc : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32>
// INFER-NEXT:       memref.store %arg2, %alloc[%arg4] : memref<4xf32>
// INFER-NEXT:       %2 = memref.load %arg3[%c0] : memref<4xf32, strided<[?], offset: ?>>
// INFER-NEXT:       memref.store %2, %alloc[%c1] : memref<4xf32>
// INFER-NEXT:       %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// INFER-NEXT:       memref.copy %alloc, %alloc_0 : memref<4xf32> to memref<4xf32>
// INFER-NEXT:       scf.condition(%1) %alloc_0, %arg4 : memref<4xf32>, index
// INFER-NEXT:     } do {
// INFER-NEXT:     ^bb0(%arg3: memref<4xf32>, %arg4: index):
// INFER-NEXT:       %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// INFER-NEXT:       %1 = arith.addi %arg4, %c1 : index
// INFER-NEXT:       %cast_0 = memref.cast %alloc : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// INFER-NEXT:       scf.yield %cast_0, %1 : memref<4xf32, strided<[?], offset: ?>>, index
// INFER-NEXT:     }
// INFER-NEXT:     %cast = memref.cast %0#0 : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// INFER-NEXT:     return %0#0 : memref<4xf32>
// INFER-NEXT:   }
// INFER-NEXT: }
