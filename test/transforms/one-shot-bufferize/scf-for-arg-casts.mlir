// scf.for whose iteration argument's buffer type, as predicted when the body
// is rewritten (before the loop, in post-order, as upstream), differs from the
// type the loop gives it afterwards (its init's joined with what the
// rewritten body yields): each getBuffer of the argument made while the body
// was rewritten becomes a memref.cast of the new argument at the start of the
// body (one per tensor operand that is the argument; a value derived from it
// shares its op's cast; the last one first).  Expected: mlir-opt 22's (found
// by scripts/bufferize-fuzz-regions.py, seeds 73, 75, 90).
// RUN: bufopt %s --split-input-file --one-shot-bufferize="bufferize-function-boundaries allow-return-allocs-from-loops" | FileCheck %s --check-prefix=INFER
// RUN: mlir-opt %s --split-input-file --one-shot-bufferize="bufferize-function-boundaries allow-return-allocs-from-loops" | FileCheck %s --check-prefix=INFER
// RUN: bufopt %s --split-input-file --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map allow-return-allocs-from-loops" | FileCheck %s --check-prefix=IDENTITY
// RUN: mlir-opt %s --split-input-file --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map allow-return-allocs-from-loops" | FileCheck %s --check-prefix=IDENTITY

func.func @yield_new_buffer(%t: tensor<8xf32>, %n: index) -> (tensor<8xf32>, tensor<8xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %k = %c0 to %n step %c1 iter_args(%a = %t) -> (tensor<8xf32>) {
    %c = linalg.copy ins(%a : tensor<8xf32>) outs(%a : tensor<8xf32>) -> tensor<8xf32>
    %e = tensor.empty() : tensor<8xf32>
    scf.yield %e : tensor<8xf32>
  }
  return %r, %t : tensor<8xf32>, tensor<8xf32>
}

// -----

func.func @store_then_fill(%t: tensor<8xf32>, %n: index, %f: f32, %i: index) -> (tensor<8xf32>, tensor<8xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %k = %c0 to %n step %c1 iter_args(%a = %t) -> (tensor<8xf32>) {
    %w = tensor.insert %f into %a[%i] : tensor<8xf32>
    %x = tensor.extract %w[%c0] : tensor<8xf32>
    %e = tensor.empty() : tensor<8xf32>
    %g = linalg.fill ins(%x : f32) outs(%e : tensor<8xf32>) -> tensor<8xf32>
    scf.yield %g : tensor<8xf32>
  }
  return %r, %t : tensor<8xf32>, tensor<8xf32>
}

// -----

func.func @use_in_branch(%t: tensor<8xf32>, %n: index, %f: f32, %c: i1) -> (tensor<8xf32>, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %k = %c0 to %n step %c1 iter_args(%a = %t) -> (tensor<8xf32>) {
    %s = scf.if %c -> (f32) {
      %x = tensor.extract %a[%c0] : tensor<8xf32>
      scf.yield %x : f32
    } else {
      scf.yield %f : f32
    }
    %e = tensor.empty() : tensor<8xf32>
    %g = linalg.fill ins(%s : f32) outs(%e : tensor<8xf32>) -> tensor<8xf32>
    scf.yield %g : tensor<8xf32>
  }
  %y = tensor.extract %t[%c1] : tensor<8xf32>
  return %r, %y : tensor<8xf32>, f32
}

// -----

func.func @two_args(%t: tensor<8xf32>, %u: tensor<8xf32>, %n: index, %f: f32) -> (tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.for %k = %c0 to %n step %c1 iter_args(%a = %t, %b = %u) -> (tensor<8xf32>, tensor<8xf32>) {
    %x = tensor.extract %a[%c0] : tensor<8xf32>
    %y = tensor.extract %b[%c0] : tensor<8xf32>
    %z = arith.addf %x, %y : f32
    %e = tensor.empty() : tensor<8xf32>
    %g = linalg.fill ins(%z : f32) outs(%e : tensor<8xf32>) -> tensor<8xf32>
    %e2 = tensor.empty() : tensor<8xf32>
    scf.yield %g, %e2 : tensor<8xf32>, tensor<8xf32>
  }
  return %r#0, %r#1, %t, %u : tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>
}

// INFER: module {
// INFER-NEXT:   func.func @yield_new_buffer(%arg0: memref<8xf32, strided<[?], offset: ?>>, %arg1: index) -> (memref<8xf32>, memref<8xf32, strided<[?], offset: ?>>) {
// INFER-NEXT:     %c0 = arith.constant 0 : index
// INFER-NEXT:     %c1 = arith.constant 1 : index
// INFER-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<8xf32>
// INFER-NEXT:     memref.copy %arg0, %alloc : memref<8xf32, strided<[?], offset: ?>> to memref<8xf32>
// INFER-NEXT:     %0 = scf.for %arg2 = %c0 to %arg1 step %c1 iter_args(%arg3 = %alloc) -> (memref<8xf32>) {
// INFER-NEXT:       %cast_0 = memref.cast %arg3 : memref<8xf32> to memref<8xf32, strided<[?], offset: ?>>
// INFER-NEXT:       %cast_1 = memref.cast %arg3 : memref<8xf32> to memref<8xf32, strided<[?], offset: ?>>
// INFER-NEXT:       linalg.copy ins(%cast_1 : memref<8xf32, strided<[?], offset: ?>>) outs(%cast_0 : memref<8xf32, strided<[?], offset: ?>>)
// INFER-NEXT:       %alloc_2 = memref.alloc() {alignment = 64 : i64} : memref<8xf32>
// INFER-NEXT:       scf.yield %alloc_2 : memref<8xf32>
// INFER-NEXT:     }
// INFER-NEXT:     %cast = memref.cast %0 : memref<8xf32> to memref<8xf32, strided<[?], offset: ?>>
// INFER-NEXT:     return %0, %arg0 : memref<8xf32>, memref<8xf32, strided<[?], offset: ?>>
// INFER-NEXT:   }
// INFER-NEXT: }
// INFER-EMPTY:
// INFER-NEXT: // -----
// INFER-NEXT: module {
// INFER-NEXT:   func.func @store_then_fill(%arg0: memref<8xf32, strided<[?], offset: ?>>, %arg1: index, %arg2: f32, %arg3: index) -> (memref<8xf32>, memref<8xf32, strided<[?], offset: ?>>) {
// INFER-NEXT:     %c0 = arith.constant 0 : index
// INFER-NEXT:     %c1 = arith.constant 1 : index
// INFER-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<8xf32>
// INFER-NEXT:     memref.copy %arg0, %alloc : memref<8xf32, strided<[?], offset: ?>> to memref<8xf32>
// INFER-NEXT:     %0 = scf.for %arg4 = %c0 to %arg1 step %c1 iter_args(%arg5 = %alloc) -> (memref<8xf32>) {
// INFER-NEXT:       %cast_0 = memref.cast %arg5 : memref<8xf32> to memref<8xf32, strided<[?], offset: ?>>
// INFER-NEXT:       memref.store %arg2, %cast_0[%arg3] : memref<8xf32, strided<[?], offset: ?>>
// INFER-NEXT:       %1 = memref.load %cast_0[%c0] : memref<8xf32, strided<[?], offset: ?>>
// INFER-NEXT:       %alloc_1 = memref.alloc() {alignment = 64 : i64} : memref<8xf32>
// INFER-NEXT:       linalg.fill ins(%1 : f32) outs(%alloc_1 : memref<8xf32>)
// INFER-NEXT:       scf.yield %alloc_1 : memref<8xf32>
// INFER-NEXT:     }
// INFER-NEXT:     %cast = memref.cast %0 : memref<8xf32> to memref<8xf32, strided<[?], offset: ?>>
// INFER-NEXT:     return %0, %arg0 : memref<8xf32>, memref<8xf32, strided<[?], offset: ?>>
// INFER-NEXT:   }
// INFER-NEXT: }
// INFER-EMPTY:
// INFER-NEXT: // -----
// INFER-NEXT: module {
// INFER-NEXT:   func.func @use_in_branch(%arg0: memref<8xf32, strided<[?], offset: ?>>, %arg1: index, %arg2: f32, %arg3: i1) -> (memref<8xf32>, f32) {
// INFER-NEXT:     %c0 = arith.constant 0 : index
// INFER-NEXT:     %c1 = arith.constant 1 : index
// INFER-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<8xf32>
// INFER-NEXT:     memref.copy %arg0, %alloc : memref<8xf32, strided<[?], offset: ?>> to memref<8xf32>
// INFER-NEXT:     %0 = scf.for %arg4 = %c0 to %arg1 step %c1 iter_args(%arg5 = %alloc) -> (memref<8xf32>) {
// INFER-NEXT:       %cast_0 = memref.cast %arg5 : memref<8xf32> to memref<8xf32, strided<[?], offset: ?>>
// INFER-NEXT:       %2 = scf.if %arg3 -> (f32) {
// INFER-NEXT:         %3 = memref.load %cast_0[%c0] : memref<8xf32, strided<[?], offset: ?>>
// INFER-NEXT:         scf.yield %3 : f32
// INFER-NEXT:       } else {
// INFER-NEXT:         scf.yield %arg2 : f32
// INFER-NEXT:       }
// INFER-NEXT:       %alloc_1 = memref.alloc() {alignment = 64 : i64} : memref<8xf32>
// INFER-NEXT:       linalg.fill ins(%2 : f32) outs(%alloc_1 : memref<8xf32>)
// INFER-NEXT:       scf.yield %alloc_1 : memref<8xf32>
// INFER-NEXT:     }
// INFER-NEXT:     %1 = memref.load %arg0[%c1] : memref<8xf32, strided<[?], offset: ?>>
// INFER-NEXT:     %cast = memref.cast %0 : memref<8xf32> to memref<8xf32, strided<[?], offset: ?>>
// INFER-NEXT:     return %0, %1 : memref<8xf32>, f32
// INFER-NEXT:   }
// INFER-NEXT: }
// INFER-EMPTY:
// INFER-NEXT: // -----
// INFER-NEXT: module {
// INFER-NEXT:   func.func @two_args(%arg0: memref<8xf32, strided<[?], offset: ?>>, %arg1: memref<8xf32, strided<[?], offset: ?>>, %arg2: index, %arg3: f32) -> (memref<8xf32>, memref<8xf32>, memref<8xf32, strided<[?], offset: ?>>, memref<8xf32, strided<[?], offset: ?>>) {
// INFER-NEXT:     %c0 = arith.constant 0 : index
// INFER-NEXT:     %c1 = arith.constant 1 : index
// INFER-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<8xf32>
// INFER-NEXT:     memref.copy %arg0, %alloc : memref<8xf32, strided<[?], offset: ?>> to memref<8xf32>
// INFER-NEXT:     %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<8xf32>
// INFER-NEXT:     memref.copy %arg1, %alloc_0 : memref<8xf32, strided<[?], offset: ?>> to memref<8xf32>
// INFER-NEXT:     %0:2 = scf.for %arg4 = %c0 to %arg2 step %c1 iter_args(%arg5 = %alloc, %arg6 = %alloc_0) -> (memref<8xf32>, memref<8xf32>) {
// INFER-NEXT:       %cast_2 = memref.cast %arg6 : memref<8xf32> to memref<8xf32, strided<[?], offset: ?>>
// INFER-NEXT:       %cast_3 = memref.cast %arg5 : memref<8xf32> to memref<8xf32, strided<[?], offset: ?>>
// INFER-NEXT:       %1 = memref.load %cast_3[%c0] : memref<8xf32, strided<[?], offset: ?>>
// INFER-NEXT:       %2 = memref.load %cast_2[%c0] : memref<8xf32, strided<[?], offset: ?>>
// INFER-NEXT:       %3 = arith.addf %1, %2 : f32
// INFER-NEXT:       %alloc_4 = memref.alloc() {alignment = 64 : i64} : memref<8xf32>
// INFER-NEXT:       linalg.fill ins(%3 : f32) outs(%alloc_4 : memref<8xf32>)
// INFER-NEXT:       %alloc_5 = memref.alloc() {alignment = 64 : i64} : memref<8xf32>
// INFER-NEXT:       scf.yield %alloc_4, %alloc_5 : memref<8xf32>, memref<8xf32>
// INFER-NEXT:     }
// INFER-NEXT:     %cast = memref.cast %0#0 : memref<8xf32> to memref<8xf32, strided<[?], offset: ?>>
// INFER-NEXT:     %cast_1 = memref.cast %0#1 : memref<8xf32> to memref<8xf32, strided<[?], offset: ?>>
// INFER-NEXT:     return %0#0, %0#1, %arg0, %arg1 : memref<8xf32>, memref<8xf32>, memref<8xf32, strided<[?], offset: ?>>, memref<8xf32, strided<[?], offset: ?>>
// INFER-NEXT:   }
// INFER-NEXT: }

// IDENTITY: module {
// IDENTITY-NEXT:   func.func @yield_new_buffer(%arg0: memref<8xf32>, %arg1: index) -> (memref<8xf32>, memref<8xf32>) {
// IDENTITY-NEXT:     %c0 = arith.constant 0 : index
// IDENTITY-NEXT:     %c1 = arith.constant 1 : index
// IDENTITY-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<8xf32>
// IDENTITY-NEXT:     memref.copy %arg0, %alloc : memref<8xf32> to memref<8xf32>
// IDENTITY-NEXT:     %0 = scf.for %arg2 = %c0 to %arg1 step %c1 iter_args(%arg3 = %alloc) -> (memref<8xf32>) {
// IDENTITY-NEXT:       %cast = memref.cast %arg3 : memref<8xf32> to memref<8xf32, strided<[?], offset: ?>>
// IDENTITY-NEXT:       %cast_0 = memref.cast %arg3 : memref<8xf32> to memref<8xf32, strided<[?], offset: ?>>
// IDENTITY-NEXT:       linalg.copy ins(%cast_0 : memref<8xf32, strided<[?], offset: ?>>) outs(%cast : memref<8xf32, strided<[?], offset: ?>>)
// IDENTITY-NEXT:       %alloc_1 = memref.alloc() {alignment = 64 : i64} : memref<8xf32>
// IDENTITY-NEXT:       scf.yield %alloc_1 : memref<8xf32>
// IDENTITY-NEXT:     }
// IDENTITY-NEXT:     return %0, %arg0 : memref<8xf32>, memref<8xf32>
// IDENTITY-NEXT:   }
// IDENTITY-NEXT: }
// IDENTITY-EMPTY:
// IDENTITY-NEXT: // -----
// IDENTITY-NEXT: module {
// IDENTITY-NEXT:   func.func @store_then_fill(%arg0: memref<8xf32>, %arg1: index, %arg2: f32, %arg3: index) -> (memref<8xf32>, memref<8xf32>) {
// IDENTITY-NEXT:     %c0 = arith.constant 0 : index
// IDENTITY-NEXT:     %c1 = arith.constant 1 : index
// IDENTITY-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<8xf32>
// IDENTITY-NEXT:     memref.copy %arg0, %alloc : memref<8xf32> to memref<8xf32>
// IDENTITY-NEXT:     %0 = scf.for %arg4 = %c0 to %arg1 step %c1 iter_args(%arg5 = %alloc) -> (memref<8xf32>) {
// IDENTITY-NEXT:       %cast = memref.cast %arg5 : memref<8xf32> to memref<8xf32, strided<[?], offset: ?>>
// IDENTITY-NEXT:       memref.store %arg2, %cast[%arg3] : memref<8xf32, strided<[?], offset: ?>>
// IDENTITY-NEXT:       %1 = memref.load %cast[%c0] : memref<8xf32, strided<[?], offset: ?>>
// IDENTITY-NEXT:       %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<8xf32>
// IDENTITY-NEXT:       linalg.fill ins(%1 : f32) outs(%alloc_0 : memref<8xf32>)
// IDENTITY-NEXT:       scf.yield %alloc_0 : memref<8xf32>
// IDENTITY-NEXT:     }
// IDENTITY-NEXT:     return %0, %arg0 : memref<8xf32>, memref<8xf32>
// IDENTITY-NEXT:   }
// IDENTITY-NEXT: }
// IDENTITY-EMPTY:
// IDENTITY-NEXT: // -----
// IDENTITY-NEXT: module {
// IDENTITY-NEXT:   func.func @use_in_branch(%arg0: memref<8xf32>, %arg1: index, %arg2: f32, %arg3: i1) -> (memref<8xf32>, f32) {
// IDENTITY-NEXT:     %c0 = arith.constant 0 : index
// IDENTITY-NEXT:     %c1 = arith.constant 1 : index
// IDENTITY-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<8xf32>
// IDENTITY-NEXT:     memref.copy %arg0, %alloc : memref<8xf32> to memref<8xf32>
// IDENTITY-NEXT:     %0 = scf.for %arg4 = %c0 to %arg1 step %c1 iter_args(%arg5 = %alloc) -> (memref<8xf32>) {
// IDENTITY-NEXT:       %cast = memref.cast %arg5 : memref<8xf32> to memref<8xf32, strided<[?], offset: ?>>
// IDENTITY-NEXT:       %2 = scf.if %arg3 -> (f32) {
// IDENTITY-NEXT:         %3 = memref.load %cast[%c0] : memref<8xf32, strided<[?], offset: ?>>
// IDENTITY-NEXT:         scf.yield %3 : f32
// IDENTITY-NEXT:       } else {
// IDENTITY-NEXT:         scf.yield %arg2 : f32
// IDENTITY-NEXT:       }
// IDENTITY-NEXT:       %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<8xf32>
// IDENTITY-NEXT:       linalg.fill ins(%2 : f32) outs(%alloc_0 : memref<8xf32>)
// IDENTITY-NEXT:       scf.yield %alloc_0 : memref<8xf32>
// IDENTITY-NEXT:     }
// IDENTITY-NEXT:     %1 = memref.load %arg0[%c1] : memref<8xf32>
// IDENTITY-NEXT:     return %0, %1 : memref<8xf32>, f32
// IDENTITY-NEXT:   }
// IDENTITY-NEXT: }
// IDENTITY-EMPTY:
// IDENTITY-NEXT: // -----
// IDENTITY-NEXT: module {
// IDENTITY-NEXT:   func.func @two_args(%arg0: memref<8xf32>, %arg1: memref<8xf32>, %arg2: index, %arg3: f32) -> (memref<8xf32>, memref<8xf32>, memref<8xf32>, memref<8xf32>) {
// IDENTITY-NEXT:     %c0 = arith.constant 0 : index
// IDENTITY-NEXT:     %c1 = arith.constant 1 : index
// IDENTITY-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<8xf32>
// IDENTITY-NEXT:     memref.copy %arg0, %alloc : memref<8xf32> to memref<8xf32>
// IDENTITY-NEXT:     %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<8xf32>
// IDENTITY-NEXT:     memref.copy %arg1, %alloc_0 : memref<8xf32> to memref<8xf32>
// IDENTITY-NEXT:     %0:2 = scf.for %arg4 = %c0 to %arg2 step %c1 iter_args(%arg5 = %alloc, %arg6 = %alloc_0) -> (memref<8xf32>, memref<8xf32>) {
// IDENTITY-NEXT:       %cast = memref.cast %arg6 : memref<8xf32> to memref<8xf32, strided<[?], offset: ?>>
// IDENTITY-NEXT:       %cast_1 = memref.cast %arg5 : memref<8xf32> to memref<8xf32, strided<[?], offset: ?>>
// IDENTITY-NEXT:       %1 = memref.load %cast_1[%c0] : memref<8xf32, strided<[?], offset: ?>>
// IDENTITY-NEXT:       %2 = memref.load %cast[%c0] : memref<8xf32, strided<[?], offset: ?>>
// IDENTITY-NEXT:       %3 = arith.addf %1, %2 : f32
// IDENTITY-NEXT:       %alloc_2 = memref.alloc() {alignment = 64 : i64} : memref<8xf32>
// IDENTITY-NEXT:       linalg.fill ins(%3 : f32) outs(%alloc_2 : memref<8xf32>)
// IDENTITY-NEXT:       %alloc_3 = memref.alloc() {alignment = 64 : i64} : memref<8xf32>
// IDENTITY-NEXT:       scf.yield %alloc_2, %alloc_3 : memref<8xf32>, memref<8xf32>
// IDENTITY-NEXT:     }
// IDENTITY-NEXT:     return %0#0, %0#1, %arg0, %arg1 : memref<8xf32>, memref<8xf32>, memref<8xf32>, memref<8xf32>
// IDENTITY-NEXT:   }
// IDENTITY-NEXT: }
