// dialect-filter without 'cf' (and without function boundaries): the
// branches stay on tensors as unknown ops (their tensor operands decided
// as writes aliasing nothing: in place unless read later or not
// writable), the blocks keep their tensor arguments (not writable), read
// through to_buffer at the top of their blocks, as mlir-opt 22.
// Expected text: mlir-opt 22's.
// RUN: bufopt %s --one-shot-bufferize="dialect-filter=tensor" | FileCheck %s --check-prefix=TEN
// RUN: mlir-opt %s --one-shot-bufferize="dialect-filter=tensor" | FileCheck %s --check-prefix=TEN
// RUN: bufopt %s --one-shot-bufferize="dialect-filter=tensor,bufferization" | FileCheck %s --check-prefix=BUF
// RUN: mlir-opt %s --one-shot-bufferize="dialect-filter=tensor,bufferization" | FileCheck %s --check-prefix=BUF
// RUN: bufopt %s --one-shot-bufferize="dialect-filter=tensor test-analysis-only" | FileCheck %s --check-prefix=ANA
// RUN: mlir-opt %s --one-shot-bufferize="dialect-filter=tensor test-analysis-only" | FileCheck %s --check-prefix=ANA

// TEN: module {
// TEN-NEXT:   func.func @diamond(%arg0: i1, %arg1: index, %arg2: f32) -> (tensor<4xf32>, f32) {
// TEN-NEXT:     %c0 = arith.constant 0 : index
// TEN-NEXT:     %0 = bufferization.alloc_tensor() : tensor<4xf32>
// TEN-NEXT:     %1 = bufferization.to_buffer %0 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// TEN-NEXT:     memref.store %arg2, %1[%arg1] : memref<4xf32, strided<[?], offset: ?>>
// TEN-NEXT:     %2 = bufferization.to_tensor %1 : memref<4xf32, strided<[?], offset: ?>> to tensor<4xf32>
// TEN-NEXT:     cf.cond_br %arg0, ^bb1, ^bb2(%2 : tensor<4xf32>)
// TEN-NEXT:   ^bb1:  // pred: ^bb0
// TEN-NEXT:     %3 = bufferization.alloc_tensor() copy(%2) : tensor<4xf32>
// TEN-NEXT:     %4 = bufferization.to_buffer %3 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// TEN-NEXT:     memref.store %arg2, %4[%c0] : memref<4xf32, strided<[?], offset: ?>>
// TEN-NEXT:     %5 = bufferization.to_tensor %4 : memref<4xf32, strided<[?], offset: ?>> to tensor<4xf32>
// TEN-NEXT:     cf.br ^bb2(%5 : tensor<4xf32>)
// TEN-NEXT:   ^bb2(%6: tensor<4xf32>):  // 2 preds: ^bb0, ^bb1
// TEN-NEXT:     %7 = bufferization.alloc_tensor() copy(%6) : tensor<4xf32>
// TEN-NEXT:     %8 = bufferization.to_buffer %7 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// TEN-NEXT:     memref.store %arg2, %8[%arg1] : memref<4xf32, strided<[?], offset: ?>>
// TEN-NEXT:     %9 = bufferization.to_tensor %8 : memref<4xf32, strided<[?], offset: ?>> to tensor<4xf32>
// TEN-NEXT:     %10 = memref.load %1[%c0] : memref<4xf32, strided<[?], offset: ?>>
// TEN-NEXT:     return %9, %10 : tensor<4xf32>, f32
// TEN-NEXT:   }
// TEN-NEXT:   func.func @args(%arg0: tensor<4xf32>, %arg1: i1, %arg2: index, %arg3: f32) -> tensor<4xf32> {
// TEN-NEXT:     %c0 = arith.constant 0 : index
// TEN-NEXT:     cf.cond_br %arg1, ^bb1(%arg0 : tensor<4xf32>), ^bb2(%arg0 : tensor<4xf32>)
// TEN-NEXT:   ^bb1(%0: tensor<4xf32>):  // pred: ^bb0
// TEN-NEXT:     %1 = bufferization.alloc_tensor() copy(%0) : tensor<4xf32>
// TEN-NEXT:     %2 = bufferization.to_buffer %1 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// TEN-NEXT:     memref.store %arg3, %2[%c0] : memref<4xf32, strided<[?], offset: ?>>
// TEN-NEXT:     %3 = bufferization.to_tensor %2 : memref<4xf32, strided<[?], offset: ?>> to tensor<4xf32>
// TEN-NEXT:     cf.br ^bb2(%3 : tensor<4xf32>)
// TEN-NEXT:   ^bb2(%4: tensor<4xf32>):  // 2 preds: ^bb0, ^bb1
// TEN-NEXT:     %5 = bufferization.to_buffer %4 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// TEN-NEXT:     %6 = memref.load %5[%arg2] : memref<4xf32, strided<[?], offset: ?>>
// TEN-NEXT:     %7 = bufferization.alloc_tensor() copy(%arg0) : tensor<4xf32>
// TEN-NEXT:     %8 = bufferization.to_buffer %7 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// TEN-NEXT:     memref.store %6, %8[%arg2] : memref<4xf32, strided<[?], offset: ?>>
// TEN-NEXT:     %9 = bufferization.to_tensor %8 : memref<4xf32, strided<[?], offset: ?>> to tensor<4xf32>
// TEN-NEXT:     return %9 : tensor<4xf32>
// TEN-NEXT:   }
// TEN-NEXT:   func.func @loop(%arg0: tensor<4xf32>, %arg1: index, %arg2: f32) -> tensor<4xf32> {
// TEN-NEXT:     %c0 = arith.constant 0 : index
// TEN-NEXT:     %c1 = arith.constant 1 : index
// TEN-NEXT:     %0 = bufferization.alloc_tensor() : tensor<4xf32>
// TEN-NEXT:     %1 = bufferization.to_buffer %0 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// TEN-NEXT:     memref.store %arg2, %1[%c0] : memref<4xf32, strided<[?], offset: ?>>
// TEN-NEXT:     %2 = bufferization.to_tensor %1 : memref<4xf32, strided<[?], offset: ?>> to tensor<4xf32>
// TEN-NEXT:     cf.br ^bb1(%c0, %2 : index, tensor<4xf32>)
// TEN-NEXT:   ^bb1(%3: index, %4: tensor<4xf32>):  // 2 preds: ^bb0, ^bb2
// TEN-NEXT:     %5 = bufferization.to_buffer %4 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// TEN-NEXT:     %6 = arith.cmpi slt, %3, %arg1 : index
// TEN-NEXT:     cf.cond_br %6, ^bb2, ^bb3
// TEN-NEXT:   ^bb2:  // pred: ^bb1
// TEN-NEXT:     %7 = memref.load %5[%c0] : memref<4xf32, strided<[?], offset: ?>>
// TEN-NEXT:     %8 = arith.addf %7, %arg2 : f32
// TEN-NEXT:     %9 = bufferization.alloc_tensor() copy(%4) : tensor<4xf32>
// TEN-NEXT:     %10 = bufferization.to_buffer %9 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// TEN-NEXT:     memref.store %8, %10[%c0] : memref<4xf32, strided<[?], offset: ?>>
// TEN-NEXT:     %11 = bufferization.to_tensor %10 : memref<4xf32, strided<[?], offset: ?>> to tensor<4xf32>
// TEN-NEXT:     %12 = arith.addi %3, %c1 : index
// TEN-NEXT:     cf.br ^bb1(%12, %11 : index, tensor<4xf32>)
// TEN-NEXT:   ^bb3:  // pred: ^bb1
// TEN-NEXT:     return %4 : tensor<4xf32>
// TEN-NEXT:   }
// TEN-NEXT: }

// BUF: module {
// BUF-NEXT:   func.func @diamond(%arg0: i1, %arg1: index, %arg2: f32) -> (tensor<4xf32>, f32) {
// BUF-NEXT:     %c0 = arith.constant 0 : index
// BUF-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// BUF-NEXT:     memref.store %arg2, %alloc[%arg1] : memref<4xf32>
// BUF-NEXT:     %0 = bufferization.to_tensor %alloc : memref<4xf32> to tensor<4xf32>
// BUF-NEXT:     cf.cond_br %arg0, ^bb1, ^bb2(%0 : tensor<4xf32>)
// BUF-NEXT:   ^bb1:  // pred: ^bb0
// BUF-NEXT:     %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// BUF-NEXT:     memref.copy %alloc, %alloc_0 : memref<4xf32> to memref<4xf32>
// BUF-NEXT:     memref.store %arg2, %alloc_0[%c0] : memref<4xf32>
// BUF-NEXT:     %1 = bufferization.to_tensor %alloc_0 : memref<4xf32> to tensor<4xf32>
// BUF-NEXT:     cf.br ^bb2(%1 : tensor<4xf32>)
// BUF-NEXT:   ^bb2(%2: tensor<4xf32>):  // 2 preds: ^bb0, ^bb1
// BUF-NEXT:     %3 = bufferization.to_buffer %2 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// BUF-NEXT:     %alloc_1 = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// BUF-NEXT:     memref.copy %3, %alloc_1 : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32>
// BUF-NEXT:     memref.store %arg2, %alloc_1[%arg1] : memref<4xf32>
// BUF-NEXT:     %4 = bufferization.to_tensor %alloc_1 : memref<4xf32> to tensor<4xf32>
// BUF-NEXT:     %5 = memref.load %alloc[%c0] : memref<4xf32>
// BUF-NEXT:     return %4, %5 : tensor<4xf32>, f32
// BUF-NEXT:   }
// BUF-NEXT:   func.func @args(%arg0: tensor<4xf32>, %arg1: i1, %arg2: index, %arg3: f32) -> tensor<4xf32> {
// BUF-NEXT:     %0 = bufferization.to_buffer %arg0 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// BUF-NEXT:     %c0 = arith.constant 0 : index
// BUF-NEXT:     cf.cond_br %arg1, ^bb1(%arg0 : tensor<4xf32>), ^bb2(%arg0 : tensor<4xf32>)
// BUF-NEXT:   ^bb1(%1: tensor<4xf32>):  // pred: ^bb0
// BUF-NEXT:     %2 = bufferization.to_buffer %1 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// BUF-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// BUF-NEXT:     memref.copy %2, %alloc : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32>
// BUF-NEXT:     memref.store %arg3, %alloc[%c0] : memref<4xf32>
// BUF-NEXT:     %3 = bufferization.to_tensor %alloc : memref<4xf32> to tensor<4xf32>
// BUF-NEXT:     cf.br ^bb2(%3 : tensor<4xf32>)
// BUF-NEXT:   ^bb2(%4: tensor<4xf32>):  // 2 preds: ^bb0, ^bb1
// BUF-NEXT:     %5 = bufferization.to_buffer %4 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// BUF-NEXT:     %6 = memref.load %5[%arg2] : memref<4xf32, strided<[?], offset: ?>>
// BUF-NEXT:     %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// BUF-NEXT:     memref.copy %0, %alloc_0 : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32>
// BUF-NEXT:     memref.store %6, %alloc_0[%arg2] : memref<4xf32>
// BUF-NEXT:     %7 = bufferization.to_tensor %alloc_0 : memref<4xf32> to tensor<4xf32>
// BUF-NEXT:     return %7 : tensor<4xf32>
// BUF-NEXT:   }
// BUF-NEXT:   func.func @loop(%arg0: tensor<4xf32>, %arg1: index, %arg2: f32) -> tensor<4xf32> {
// BUF-NEXT:     %c0 = arith.constant 0 : index
// BUF-NEXT:     %c1 = arith.constant 1 : index
// BUF-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// BUF-NEXT:     memref.store %arg2, %alloc[%c0] : memref<4xf32>
// BUF-NEXT:     %0 = bufferization.to_tensor %alloc : memref<4xf32> to tensor<4xf32>
// BUF-NEXT:     cf.br ^bb1(%c0, %0 : index, tensor<4xf32>)
// BUF-NEXT:   ^bb1(%1: index, %2: tensor<4xf32>):  // 2 preds: ^bb0, ^bb2
// BUF-NEXT:     %3 = bufferization.to_buffer %2 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// BUF-NEXT:     %4 = bufferization.to_buffer %2 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// BUF-NEXT:     %5 = arith.cmpi slt, %1, %arg1 : index
// BUF-NEXT:     cf.cond_br %5, ^bb2, ^bb3
// BUF-NEXT:   ^bb2:  // pred: ^bb1
// BUF-NEXT:     %6 = memref.load %4[%c0] : memref<4xf32, strided<[?], offset: ?>>
// BUF-NEXT:     %7 = arith.addf %6, %arg2 : f32
// BUF-NEXT:     %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// BUF-NEXT:     memref.copy %3, %alloc_0 : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32>
// BUF-NEXT:     memref.store %7, %alloc_0[%c0] : memref<4xf32>
// BUF-NEXT:     %8 = bufferization.to_tensor %alloc_0 : memref<4xf32> to tensor<4xf32>
// BUF-NEXT:     %9 = arith.addi %1, %c1 : index
// BUF-NEXT:     cf.br ^bb1(%9, %8 : index, tensor<4xf32>)
// BUF-NEXT:   ^bb3:  // pred: ^bb1
// BUF-NEXT:     return %2 : tensor<4xf32>
// BUF-NEXT:   }
// BUF-NEXT: }

// ANA: module {
// ANA-NEXT:   func.func @diamond(%arg0: i1, %arg1: index, %arg2: f32) -> (tensor<4xf32>, f32) {
// ANA-NEXT:     %c0 = arith.constant 0 : index
// ANA-NEXT:     %0 = tensor.empty() : tensor<4xf32>
// ANA-NEXT:     %inserted = tensor.insert %arg2 into %0[%arg1] {__inplace_operands_attr__ = ["none", "true", "none"]} : tensor<4xf32>
// ANA-NEXT:     cf.cond_br %arg0, ^bb1, ^bb2(%inserted : tensor<4xf32>) {__inplace_operands_attr__ = ["none", "false"]}
// ANA-NEXT:   ^bb1:  // pred: ^bb0
// ANA-NEXT:     %inserted_0 = tensor.insert %arg2 into %inserted[%c0] {__inplace_operands_attr__ = ["none", "false", "none"]} : tensor<4xf32>
// ANA-NEXT:     cf.br ^bb2(%inserted_0 : tensor<4xf32>) {__inplace_operands_attr__ = ["true"]}
// ANA-NEXT:   ^bb2(%1: tensor<4xf32>):  // 2 preds: ^bb0, ^bb1
// ANA-NEXT:     %inserted_1 = tensor.insert %arg2 into %1[%arg1] {__inplace_operands_attr__ = ["none", "false", "none"]} : tensor<4xf32>
// ANA-NEXT:     %extracted = tensor.extract %inserted[%c0] {__inplace_operands_attr__ = ["true", "none"]} : tensor<4xf32>
// ANA-NEXT:     return {__inplace_operands_attr__ = ["true", "none"]} %inserted_1, %extracted : tensor<4xf32>, f32
// ANA-NEXT:   }
// ANA-NEXT:   func.func @args(%arg0: tensor<4xf32>, %arg1: i1, %arg2: index, %arg3: f32) -> tensor<4xf32> {
// ANA-NEXT:     %c0 = arith.constant 0 : index
// ANA-NEXT:     cf.cond_br %arg1, ^bb1(%arg0 : tensor<4xf32>), ^bb2(%arg0 : tensor<4xf32>) {__inplace_operands_attr__ = ["none", "false", "false"]}
// ANA-NEXT:   ^bb1(%0: tensor<4xf32>):  // pred: ^bb0
// ANA-NEXT:     %inserted = tensor.insert %arg3 into %0[%c0] {__inplace_operands_attr__ = ["none", "false", "none"]} : tensor<4xf32>
// ANA-NEXT:     cf.br ^bb2(%inserted : tensor<4xf32>) {__inplace_operands_attr__ = ["true"]}
// ANA-NEXT:   ^bb2(%1: tensor<4xf32>):  // 2 preds: ^bb0, ^bb1
// ANA-NEXT:     %extracted = tensor.extract %1[%arg2] {__inplace_operands_attr__ = ["true", "none"]} : tensor<4xf32>
// ANA-NEXT:     %inserted_0 = tensor.insert %extracted into %arg0[%arg2] {__inplace_operands_attr__ = ["none", "false", "none"]} : tensor<4xf32>
// ANA-NEXT:     return {__inplace_operands_attr__ = ["true"]} %inserted_0 : tensor<4xf32>
// ANA-NEXT:   }
// ANA-NEXT:   func.func @loop(%arg0: tensor<4xf32>, %arg1: index, %arg2: f32) -> tensor<4xf32> {
// ANA-NEXT:     %c0 = arith.constant 0 : index
// ANA-NEXT:     %c1 = arith.constant 1 : index
// ANA-NEXT:     %0 = tensor.empty() : tensor<4xf32>
// ANA-NEXT:     %inserted = tensor.insert %arg2 into %0[%c0] {__inplace_operands_attr__ = ["none", "true", "none"]} : tensor<4xf32>
// ANA-NEXT:     cf.br ^bb1(%c0, %inserted : index, tensor<4xf32>) {__inplace_operands_attr__ = ["none", "true"]}
// ANA-NEXT:   ^bb1(%1: index, %2: tensor<4xf32>):  // 2 preds: ^bb0, ^bb2
// ANA-NEXT:     %3 = arith.cmpi slt, %1, %arg1 : index
// ANA-NEXT:     cf.cond_br %3, ^bb2, ^bb3
// ANA-NEXT:   ^bb2:  // pred: ^bb1
// ANA-NEXT:     %extracted = tensor.extract %2[%c0] {__inplace_operands_attr__ = ["true", "none"]} : tensor<4xf32>
// ANA-NEXT:     %4 = arith.addf %extracted, %arg2 : f32
// ANA-NEXT:     %inserted_0 = tensor.insert %4 into %2[%c0] {__inplace_operands_attr__ = ["none", "false", "none"]} : tensor<4xf32>
// ANA-NEXT:     %5 = arith.addi %1, %c1 : index
// ANA-NEXT:     cf.br ^bb1(%5, %inserted_0 : index, tensor<4xf32>) {__inplace_operands_attr__ = ["none", "true"]}
// ANA-NEXT:   ^bb3:  // pred: ^bb1
// ANA-NEXT:     return {__inplace_operands_attr__ = ["false"]} %2 : tensor<4xf32>
// ANA-NEXT:   }
// ANA-NEXT: }

func.func @diamond(%c: i1, %i: index, %v: f32) -> (tensor<4xf32>, f32) {
  %c0 = arith.constant 0 : index
  %e = tensor.empty() : tensor<4xf32>
  %w = tensor.insert %v into %e[%i] : tensor<4xf32>
  cf.cond_br %c, ^a, ^b(%w : tensor<4xf32>)
^a:
  %w2 = tensor.insert %v into %w[%c0] : tensor<4xf32>
  cf.br ^b(%w2 : tensor<4xf32>)
^b(%x: tensor<4xf32>):
  %y = tensor.insert %v into %x[%i] : tensor<4xf32>
  %r = tensor.extract %w[%c0] : tensor<4xf32>
  return %y, %r : tensor<4xf32>, f32
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

func.func @loop(%t: tensor<4xf32>, %n: index, %v: f32) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %e = tensor.empty() : tensor<4xf32>
  %f = tensor.insert %v into %e[%c0] : tensor<4xf32>
  cf.br ^h(%c0, %f : index, tensor<4xf32>)
^h(%i: index, %a: tensor<4xf32>):
  %d = arith.cmpi slt, %i, %n : index
  cf.cond_br %d, ^body, ^exit
^body:
  %x = tensor.extract %a[%c0] : tensor<4xf32>
  %s = arith.addf %x, %v : f32
  %b = tensor.insert %s into %a[%c0] : tensor<4xf32>
  %i1 = arith.addi %i, %c1 : index
  cf.br ^h(%i1, %b : index, tensor<4xf32>)
^exit:
  return %a : tensor<4xf32>
}
