// Recursive functions rewritten (infer-layout-map): calls to functions in or
// into a cycle see the boundary signature (fully dynamic layouts).
// Expected: mlir-opt 22's.
// RUN: bufopt %s --split-input-file --one-shot-bufferize="bufferize-function-boundaries" | FileCheck %s
// RUN: mlir-opt %s --split-input-file --one-shot-bufferize="bufferize-function-boundaries" | FileCheck %s

func.func @f(%t: tensor<4xf32>, %n: index) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.cmpi eq, %n, %c0 : index
  %r = scf.if %z -> tensor<4xf32> {
    scf.yield %t : tensor<4xf32>
  } else {
    %f = arith.constant 1.0 : f32
    %i = tensor.insert %f into %t[%c0] : tensor<4xf32>
    %m = arith.subi %n, %c1 : index
    %x = func.call @f(%i, %m) : (tensor<4xf32>, index) -> tensor<4xf32>
    scf.yield %x : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}

// -----

func.func @g(%t: tensor<4xf32>, %n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %f = arith.constant 1.0 : f32
  %i = tensor.insert %f into %t[%c0] : tensor<4xf32>
  %x = func.call @g(%i, %n) : (tensor<4xf32>, index) -> f32
  %v = tensor.extract %t[%c0] : tensor<4xf32>
  return %v : f32
}

// -----

func.func @f(%t: tensor<4xf32>, %n: index) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.cmpi eq, %n, %c0 : index
  %r = scf.if %z -> tensor<4xf32> {
    %e = tensor.empty() : tensor<4xf32>
    %f0 = arith.constant 0.0 : f32
    %x = linalg.fill ins(%f0 : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
    scf.yield %x : tensor<4xf32>
  } else {
    %m = arith.subi %n, %c1 : index
    %x = func.call @f(%t, %m) : (tensor<4xf32>, index) -> tensor<4xf32>
    scf.yield %x : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}
func.func @g(%t: tensor<4xf32>) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %e = tensor.empty() : tensor<4xf32>
  %r = func.call @f(%e, %c0) : (tensor<4xf32>, index) -> tensor<4xf32>
  %v = tensor.extract %t[%c0] : tensor<4xf32>
  %w = tensor.insert %v into %r[%c0] : tensor<4xf32>
  return %w : tensor<4xf32>
}
func.func @h(%t: tensor<4xf32>) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %e = tensor.empty() : tensor<4xf32>
  %r = func.call @g(%t) : (tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}

// -----

func.func @recursive(%t: tensor<4xf32>) -> tensor<4xf32> {
  %r = func.call @recursive(%t) : (tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}

// -----

func.func @even(%t: tensor<4xi32>, %n: index) -> tensor<4xi32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.cmpi eq, %n, %c0 : index
  %r = scf.if %z -> tensor<4xi32> {
    scf.yield %t : tensor<4xi32>
  } else {
    %m = arith.subi %n, %c1 : index
    %v = arith.index_cast %n : index to i32
    %w = tensor.insert %v into %t[%c0] : tensor<4xi32>
    %x = func.call @odd(%w, %m) : (tensor<4xi32>, index) -> tensor<4xi32>
    scf.yield %x : tensor<4xi32>
  }
  return %r : tensor<4xi32>
}
func.func @odd(%t: tensor<4xi32>, %n: index) -> tensor<4xi32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m = arith.subi %n, %c1 : index
  %v = tensor.extract %t[%c1] : tensor<4xi32>
  %x = func.call @even(%t, %m) : (tensor<4xi32>, index) -> tensor<4xi32>
  %w = tensor.insert %v into %x[%c1] : tensor<4xi32>
  return %w : tensor<4xi32>
}
func.func @leaf(%t: tensor<4xi32>) -> tensor<4xi32> {
  %c0 = arith.constant 0 : index
  %v = arith.constant 5 : i32
  %w = tensor.insert %v into %t[%c0] : tensor<4xi32>
  return %w : tensor<4xi32>
}
func.func @top(%t: tensor<4xi32>, %n: index) -> (tensor<4xi32>, tensor<4xi32>) {
  %a = func.call @leaf(%t) : (tensor<4xi32>) -> tensor<4xi32>
  %b = func.call @even(%a, %n) : (tensor<4xi32>, index) -> tensor<4xi32>
  %c = func.call @leaf(%t) : (tensor<4xi32>) -> tensor<4xi32>
  return %b, %c : tensor<4xi32>, tensor<4xi32>
}

// CHECK: module {
// CHECK-NEXT:   func.func @f(%arg0: memref<4xf32, strided<[?], offset: ?>>, %arg1: index) -> memref<4xf32, strided<[?], offset: ?>> {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %0 = arith.cmpi eq, %arg1, %c0 : index
// CHECK-NEXT:     %1 = scf.if %0 -> (memref<4xf32, strided<[?], offset: ?>>) {
// CHECK-NEXT:       scf.yield %arg0 : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     } else {
// CHECK-NEXT:       %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:       memref.store %cst, %arg0[%c0] : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:       %2 = arith.subi %arg1, %c1 : index
// CHECK-NEXT:       %3 = func.call @f(%arg0, %2) : (memref<4xf32, strided<[?], offset: ?>>, index) -> memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:       scf.yield %3 : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     }
// CHECK-NEXT:     return %1 : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @g(%arg0: memref<4xf32, strided<[?], offset: ?>>, %arg1: index) -> f32 {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT:     memref.copy %arg0, %alloc : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32>
// CHECK-NEXT:     memref.store %cst, %alloc[%c0] : memref<4xf32>
// CHECK-NEXT:     %cast = memref.cast %alloc : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     %0 = call @g(%cast, %arg1) : (memref<4xf32, strided<[?], offset: ?>>, index) -> f32
// CHECK-NEXT:     %1 = memref.load %arg0[%c0] : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     return %1 : f32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @f(%arg0: memref<4xf32, strided<[?], offset: ?>>, %arg1: index) -> memref<4xf32, strided<[?], offset: ?>> {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %0 = arith.cmpi eq, %arg1, %c0 : index
// CHECK-NEXT:     %1 = scf.if %0 -> (memref<4xf32, strided<[?], offset: ?>>) {
// CHECK-NEXT:       %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT:       %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:       linalg.fill ins(%cst : f32) outs(%alloc : memref<4xf32>)
// CHECK-NEXT:       %cast = memref.cast %alloc : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:       scf.yield %cast : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     } else {
// CHECK-NEXT:       %2 = arith.subi %arg1, %c1 : index
// CHECK-NEXT:       %3 = func.call @f(%arg0, %2) : (memref<4xf32, strided<[?], offset: ?>>, index) -> memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:       scf.yield %3 : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     }
// CHECK-NEXT:     return %1 : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @g(%arg0: memref<4xf32, strided<[?], offset: ?>>) -> memref<4xf32, strided<[?], offset: ?>> {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT:     %cast = memref.cast %alloc : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     %0 = call @f(%cast, %c0) : (memref<4xf32, strided<[?], offset: ?>>, index) -> memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     %1 = memref.load %arg0[%c0] : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     memref.store %1, %0[%c0] : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     return %0 : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @h(%arg0: memref<4xf32, strided<[?], offset: ?>>) -> memref<4xf32, strided<[?], offset: ?>> {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %0 = call @g(%arg0) : (memref<4xf32, strided<[?], offset: ?>>) -> memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     return %0 : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @recursive(%arg0: memref<4xf32, strided<[?], offset: ?>>) -> memref<4xf32, strided<[?], offset: ?>> {
// CHECK-NEXT:     %0 = call @recursive(%arg0) : (memref<4xf32, strided<[?], offset: ?>>) -> memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     return %0 : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @even(%arg0: memref<4xi32, strided<[?], offset: ?>>, %arg1: index) -> memref<4xi32, strided<[?], offset: ?>> {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %0 = arith.cmpi eq, %arg1, %c0 : index
// CHECK-NEXT:     %1 = scf.if %0 -> (memref<4xi32, strided<[?], offset: ?>>) {
// CHECK-NEXT:       scf.yield %arg0 : memref<4xi32, strided<[?], offset: ?>>
// CHECK-NEXT:     } else {
// CHECK-NEXT:       %2 = arith.subi %arg1, %c1 : index
// CHECK-NEXT:       %3 = arith.index_cast %arg1 : index to i32
// CHECK-NEXT:       memref.store %3, %arg0[%c0] : memref<4xi32, strided<[?], offset: ?>>
// CHECK-NEXT:       %4 = func.call @odd(%arg0, %2) : (memref<4xi32, strided<[?], offset: ?>>, index) -> memref<4xi32, strided<[?], offset: ?>>
// CHECK-NEXT:       scf.yield %4 : memref<4xi32, strided<[?], offset: ?>>
// CHECK-NEXT:     }
// CHECK-NEXT:     return %1 : memref<4xi32, strided<[?], offset: ?>>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @odd(%arg0: memref<4xi32, strided<[?], offset: ?>>, %arg1: index) -> memref<4xi32, strided<[?], offset: ?>> {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %0 = arith.subi %arg1, %c1 : index
// CHECK-NEXT:     %1 = memref.load %arg0[%c1] : memref<4xi32, strided<[?], offset: ?>>
// CHECK-NEXT:     %2 = call @even(%arg0, %0) : (memref<4xi32, strided<[?], offset: ?>>, index) -> memref<4xi32, strided<[?], offset: ?>>
// CHECK-NEXT:     memref.store %1, %2[%c1] : memref<4xi32, strided<[?], offset: ?>>
// CHECK-NEXT:     return %2 : memref<4xi32, strided<[?], offset: ?>>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @leaf(%arg0: memref<4xi32, strided<[?], offset: ?>>) -> memref<4xi32, strided<[?], offset: ?>> {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c5_i32 = arith.constant 5 : i32
// CHECK-NEXT:     memref.store %c5_i32, %arg0[%c0] : memref<4xi32, strided<[?], offset: ?>>
// CHECK-NEXT:     return %arg0 : memref<4xi32, strided<[?], offset: ?>>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @top(%arg0: memref<4xi32, strided<[?], offset: ?>>, %arg1: index) -> (memref<4xi32, strided<[?], offset: ?>>, memref<4xi32, strided<[?], offset: ?>>) {
// CHECK-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xi32>
// CHECK-NEXT:     memref.copy %arg0, %alloc : memref<4xi32, strided<[?], offset: ?>> to memref<4xi32>
// CHECK-NEXT:     %cast = memref.cast %alloc : memref<4xi32> to memref<4xi32, strided<[?], offset: ?>>
// CHECK-NEXT:     %0 = call @leaf(%cast) : (memref<4xi32, strided<[?], offset: ?>>) -> memref<4xi32, strided<[?], offset: ?>>
// CHECK-NEXT:     %1 = call @even(%0, %arg1) : (memref<4xi32, strided<[?], offset: ?>>, index) -> memref<4xi32, strided<[?], offset: ?>>
// CHECK-NEXT:     %2 = call @leaf(%arg0) : (memref<4xi32, strided<[?], offset: ?>>) -> memref<4xi32, strided<[?], offset: ?>>
// CHECK-NEXT:     return %1, %2 : memref<4xi32, strided<[?], offset: ?>>, memref<4xi32, strided<[?], offset: ?>>
// CHECK-NEXT:   }
// CHECK-NEXT: }
