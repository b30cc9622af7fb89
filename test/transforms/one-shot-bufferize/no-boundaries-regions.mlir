// Without bufferize-function-boundaries, in regions and blocks: a terminator
// asks for the to_buffer of an argument it yields when its turn comes (before
// its parent is rewritten, as upstream's yields), an out-of-place operand's
// copy asks before the op (a loop's init: before the loop's body); the blocks
// of the function keep their tensor arguments and the branches between them
// stay on tensors (to_tensor before them, to_buffer at the start of each
// block whose argument is read).  Expected text: mlir-opt 22's.
// RUN: bufopt %s --split-input-file --one-shot-bufferize | FileCheck %s
// RUN: mlir-opt %s --split-input-file --one-shot-bufferize | FileCheck %s

func.func @if_yields_arg(%t: tensor<4xf32>, %c: i1, %f: f32, %i: index) -> (tensor<4xf32>, f32) {
  %r:2 = scf.if %c -> (tensor<4xf32>, f32) {
    %x = tensor.extract %t[%i] : tensor<4xf32>
    scf.yield %t, %x : tensor<4xf32>, f32
  } else {
    %a = tensor.insert %f into %t[%i] : tensor<4xf32>
    scf.yield %a, %f : tensor<4xf32>, f32
  }
  return %r#0, %r#1 : tensor<4xf32>, f32
}

// -----

func.func @if_two_args(%t: tensor<4xf32>, %u: tensor<4xf32>, %c: i1, %f: f32, %i: index) -> (tensor<4xf32>, tensor<4xf32>) {
  %r:2 = scf.if %c -> (tensor<4xf32>, tensor<4xf32>) {
    %a = tensor.insert %f into %t[%i] : tensor<4xf32>
    scf.yield %a, %u : tensor<4xf32>, tensor<4xf32>
  } else {
    scf.yield %t, %t : tensor<4xf32>, tensor<4xf32>
  }
  return %r#0, %r#1 : tensor<4xf32>, tensor<4xf32>
}

// -----

func.func @for_init_arg(%t: tensor<4xf32>, %n: index) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %k = %c0 to %n step %c1 iter_args(%a = %t) -> (tensor<4xf32>) {
    %x = tensor.extract %t[%c0] : tensor<4xf32>
    %y = tensor.insert %x into %a[%c0] : tensor<4xf32>
    scf.yield %y : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}

// -----

func.func @for_fresh(%n: index, %f: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %e = tensor.empty() : tensor<8xf32>
  %z = linalg.fill ins(%f : f32) outs(%e : tensor<8xf32>) -> tensor<8xf32>
  %r = scf.for %k = %c0 to %n step %c1 iter_args(%a = %z) -> (tensor<8xf32>) {
    %x = tensor.extract %a[%k] : tensor<8xf32>
    %s = arith.addf %x, %f : f32
    %y = tensor.insert %s into %a[%k] : tensor<8xf32>
    scf.yield %y : tensor<8xf32>
  }
  %v = tensor.extract %r[%c0] : tensor<8xf32>
  return %v : f32
}

// -----

func.func @branches(%c: i1, %t: tensor<3xf32>, %u: tensor<3xf32>, %f: f32) -> tensor<3xf32> {
  cf.cond_br %c, ^bb1(%t : tensor<3xf32>), ^bb2
^bb1(%a: tensor<3xf32>):
  %c0 = arith.constant 0 : index
  %w = tensor.insert %f into %a[%c0] : tensor<3xf32>
  cf.br ^bb3(%w : tensor<3xf32>)
^bb2:
  cf.br ^bb3(%u : tensor<3xf32>)
^bb3(%r: tensor<3xf32>):
  %c1 = arith.constant 1 : index
  %x = tensor.extract %r[%c1] : tensor<3xf32>
  %y = tensor.insert %x into %r[%c1] : tensor<3xf32>
  return %y : tensor<3xf32>
}

// -----

func.func @while_loop(%t: tensor<4xi32>, %n: i32) -> tensor<4xi32> {
  %c0 = arith.constant 0 : index
  %r = scf.while (%a = %t) : (tensor<4xi32>) -> tensor<4xi32> {
    %x = tensor.extract %a[%c0] : tensor<4xi32>
    %go = arith.cmpi slt, %x, %n : i32
    scf.condition(%go) %a : tensor<4xi32>
  } do {
  ^bb0(%a: tensor<4xi32>):
    %x = tensor.extract %a[%c0] : tensor<4xi32>
    %one = arith.constant 1 : i32
    %y = arith.addi %x, %one : i32
    %b = tensor.insert %y into %a[%c0] : tensor<4xi32>
    scf.yield %b : tensor<4xi32>
  }
  return %r : tensor<4xi32>
}

// CHECK: module {
// CHECK-NEXT:   func.func @if_yields_arg(%arg0: tensor<4xf32>, %arg1: i1, %arg2: f32, %arg3: index) -> (tensor<4xf32>, f32) {
// CHECK-NEXT:     %0 = bufferization.to_buffer %arg0 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     %1 = bufferization.to_buffer %arg0 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     %2 = bufferization.to_buffer %arg0 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     %3:2 = scf.if %arg1 -> (memref<4xf32, strided<[?], offset: ?>>, f32) {
// CHECK-NEXT:       %5 = memref.load %2[%arg3] : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:       scf.yield %1, %5 : memref<4xf32, strided<[?], offset: ?>>, f32
// CHECK-NEXT:     } else {
// CHECK-NEXT:       %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT:       memref.copy %0, %alloc : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32>
// CHECK-NEXT:       memref.store %arg2, %alloc[%arg3] : memref<4xf32>
// CHECK-NEXT:       %cast = memref.cast %alloc : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:       scf.yield %cast, %arg2 : memref<4xf32, strided<[?], offset: ?>>, f32
// CHECK-NEXT:     }
// CHECK-NEXT:     %4 = bufferization.to_tensor %3#0 : memref<4xf32, strided<[?], offset: ?>> to tensor<4xf32>
// CHECK-NEXT:     return %4, %3#1 : tensor<4xf32>, f32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @if_two_args(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>, %arg2: i1, %arg3: f32, %arg4: index) -> (tensor<4xf32>, tensor<4xf32>) {
// CHECK-NEXT:     %0 = bufferization.to_buffer %arg0 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     %1 = bufferization.to_buffer %arg0 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     %2 = bufferization.to_buffer %arg1 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     %3 = bufferization.to_buffer %arg0 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     %4:2 = scf.if %arg2 -> (memref<4xf32, strided<[?], offset: ?>>, memref<4xf32, strided<[?], offset: ?>>) {
// CHECK-NEXT:       %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT:       memref.copy %3, %alloc : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32>
// CHECK-NEXT:       memref.store %arg3, %alloc[%arg4] : memref<4xf32>
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
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @for_init_arg(%arg0: tensor<4xf32>, %arg1: index) -> tensor<4xf32> {
// CHECK-NEXT:     %0 = bufferization.to_buffer %arg0 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     %1 = bufferization.to_buffer %arg0 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT:     memref.copy %1, %alloc : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32>
// CHECK-NEXT:     %2 = scf.for %arg2 = %c0 to %arg1 step %c1 iter_args(%arg3 = %alloc) -> (memref<4xf32>) {
// CHECK-NEXT:       %4 = memref.load %0[%c0] : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:       memref.store %4, %arg3[%c0] : memref<4xf32>
// CHECK-NEXT:       scf.yield %arg3 : memref<4xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     %3 = bufferization.to_tensor %2 : memref<4xf32> to tensor<4xf32>
// CHECK-NEXT:     return %3 : tensor<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @for_fresh(%arg0: index, %arg1: f32) -> f32 {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<8xf32>
// CHECK-NEXT:     linalg.fill ins(%arg1 : f32) outs(%alloc : memref<8xf32>)
// CHECK-NEXT:     %0 = scf.for %arg2 = %c0 to %arg0 step %c1 iter_args(%arg3 = %alloc) -> (memref<8xf32>) {
// CHECK-NEXT:       %2 = memref.load %arg3[%arg2] : memref<8xf32>
// CHECK-NEXT:       %3 = arith.addf %2, %arg1 : f32
// CHECK-NEXT:       memref.store %3, %arg3[%arg2] : memref<8xf32>
// CHECK-NEXT:       scf.yield %arg3 : memref<8xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     %1 = memref.load %0[%c0] : memref<8xf32>
// CHECK-NEXT:     return %1 : f32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @branches(%arg0: i1, %arg1: tensor<3xf32>, %arg2: tensor<3xf32>, %arg3: f32) -> tensor<3xf32> {
// CHECK-NEXT:     cf.cond_br %arg0, ^bb1(%arg1 : tensor<3xf32>), ^bb2
// CHECK-NEXT:   ^bb1(%0: tensor<3xf32>):  // pred: ^bb0
// CHECK-NEXT:     %1 = bufferization.to_buffer %0 : tensor<3xf32> to memref<3xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<3xf32>
// CHECK-NEXT:     memref.copy %1, %alloc : memref<3xf32, strided<[?], offset: ?>> to memref<3xf32>
// CHECK-NEXT:     memref.store %arg3, %alloc[%c0] : memref<3xf32>
// CHECK-NEXT:     %2 = bufferization.to_tensor %alloc : memref<3xf32> to tensor<3xf32>
// CHECK-NEXT:     cf.br ^bb3(%2 : tensor<3xf32>)
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     cf.br ^bb3(%arg2 : tensor<3xf32>)
// CHECK-NEXT:   ^bb3(%3: tensor<3xf32>):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT:     %4 = bufferization.to_buffer %3 : tensor<3xf32> to memref<3xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     %5 = bufferization.to_buffer %3 : tensor<3xf32> to memref<3xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %6 = memref.load %5[%c1] : memref<3xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<3xf32>
// CHECK-NEXT:     memref.copy %4, %alloc_0 : memref<3xf32, strided<[?], offset: ?>> to memref<3xf32>
// CHECK-NEXT:     memref.store %6, %alloc_0[%c1] : memref<3xf32>
// CHECK-NEXT:     %7 = bufferization.to_tensor %alloc_0 : memref<3xf32> to tensor<3xf32>
// CHECK-NEXT:     return %7 : tensor<3xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @while_loop(%arg0: tensor<4xi32>, %arg1: i32) -> tensor<4xi32> {
// CHECK-NEXT:     %0 = bufferization.to_buffer %arg0 : tensor<4xi32> to memref<4xi32, strided<[?], offset: ?>>
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xi32>
// CHECK-NEXT:     memref.copy %0, %alloc : memref<4xi32, strided<[?], offset: ?>> to memref<4xi32>
// CHECK-NEXT:     %1 = scf.while (%arg2 = %alloc) : (memref<4xi32>) -> memref<4xi32> {
// CHECK-NEXT:       %3 = memref.load %arg2[%c0] : memref<4xi32>
// CHECK-NEXT:       %4 = arith.cmpi slt, %3, %arg1 : i32
// CHECK-NEXT:       scf.condition(%4) %arg2 : memref<4xi32>
// CHECK-NEXT:     } do {
// CHECK-NEXT:     ^bb0(%arg2: memref<4xi32>):
// CHECK-NEXT:       %3 = memref.load %arg2[%c0] : memref<4xi32>
// CHECK-NEXT:       %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:       %4 = arith.addi %3, %c1_i32 : i32
// CHECK-NEXT:       memref.store %4, %arg2[%c0] : memref<4xi32>
// CHECK-NEXT:       scf.yield %arg2 : memref<4xi32>
// CHECK-NEXT:     }
// CHECK-NEXT:     %2 = bufferization.to_tensor %1 : memref<4xi32> to tensor<4xi32>
// CHECK-NEXT:     return %2 : tensor<4xi32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
