// scf.while rewritten with identity-layout-map and
// allow-return-allocs-from-loops.  Expected: mlir-opt 22's.  (The
// @computed and @new_each cases of scf-while-rewrite.mlir, where upstream
// casts uses of an identity before-argument to the fully dynamic layout, are
// in scf-while-arg-casts.mlir.)
// RUN: bufopt %s --split-input-file --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map allow-return-allocs-from-loops" | FileCheck %s
// RUN: mlir-opt %s --split-input-file --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map allow-return-allocs-from-loops" | FileCheck %s

func.func @pass_through(%t: tensor<4xf32>) -> tensor<4xf32> {
  %false = arith.constant false
  %r = scf.while (%a = %t) : (tensor<4xf32>) -> tensor<4xf32> {
    scf.condition(%false) %a : tensor<4xf32>
  } do {
  ^bb0(%b: tensor<4xf32>):
    scf.yield %b : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}

// -----
func.func @cond_write(%t: tensor<4xf32>, %n: index, %f: f32) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.while (%a = %t, %i = %c0) : (tensor<4xf32>, index) -> (tensor<4xf32>, index) {
    %w = tensor.insert %f into %a[%i] : tensor<4xf32>
    %c = arith.cmpi slt, %i, %n : index
    scf.condition(%c) %w, %i : tensor<4xf32>, index
  } do {
  ^bb0(%b: tensor<4xf32>, %j: index):
    %j2 = arith.addi %j, %c1 : index
    scf.yield %b, %j2 : tensor<4xf32>, index
  }
  return %r#0 : tensor<4xf32>
}

// -----
func.func @read_init_after(%t: tensor<4xf32>, %n: index, %f: f32) -> (tensor<4xf32>, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.while (%a = %t, %i = %c0) : (tensor<4xf32>, index) -> (tensor<4xf32>, index) {
    %c = arith.cmpi slt, %i, %n : index
    scf.condition(%c) %a, %i : tensor<4xf32>, index
  } do {
  ^bb0(%b: tensor<4xf32>, %j: index):
    %w = tensor.insert %f into %b[%j] : tensor<4xf32>
    %j2 = arith.addi %j, %c1 : index
    scf.yield %w, %j2 : tensor<4xf32>, index
  }
  %x = tensor.extract %t[%c0] : tensor<4xf32>
  return %r#0, %x : tensor<4xf32>, f32
}

// -----
func.func @swap(%t: tensor<4xf32>, %u: tensor<4xf32>, %n: index) -> (tensor<4xf32>, tensor<4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:3 = scf.while (%a = %t, %b = %u, %i = %c0) : (tensor<4xf32>, tensor<4xf32>, index) -> (tensor<4xf32>, tensor<4xf32>, index) {
    %c = arith.cmpi slt, %i, %n : index
    scf.condition(%c) %b, %a, %i : tensor<4xf32>, tensor<4xf32>, index
  } do {
  ^bb0(%x: tensor<4xf32>, %y: tensor<4xf32>, %j: index):
    %j2 = arith.addi %j, %c1 : index
    scf.yield %x, %y, %j2 : tensor<4xf32>, tensor<4xf32>, index
  }
  return %r#0, %r#1 : tensor<4xf32>, tensor<4xf32>
}

// -----
func.func @outer(%t: tensor<4xf32>, %u: tensor<4xf32>, %n: index, %f: f32) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.while (%a = %t, %i = %c0) : (tensor<4xf32>, index) -> (tensor<4xf32>, index) {
    %c = arith.cmpi slt, %i, %n : index
    scf.condition(%c) %u, %i : tensor<4xf32>, index
  } do {
  ^bb0(%b: tensor<4xf32>, %j: index):
    %j2 = arith.addi %j, %c1 : index
    scf.yield %b, %j2 : tensor<4xf32>, index
  }
  return %r#0 : tensor<4xf32>
}

// -----
func.func @two_regions_read(%t: tensor<4xf32>, %n: index, %f: f32) -> (tensor<4xf32>, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.while (%a = %t, %i = %c0) : (tensor<4xf32>, index) -> (tensor<4xf32>, index) {
    %c = arith.cmpi slt, %i, %n : index
    %v = tensor.extract %t[%i] : tensor<4xf32>
    %w = tensor.insert %v into %a[%i] : tensor<4xf32>
    scf.condition(%c) %w, %i : tensor<4xf32>, index
  } do {
  ^bb0(%b: tensor<4xf32>, %j: index):
    %w = tensor.insert %f into %b[%j] : tensor<4xf32>
    %j2 = arith.addi %j, %c1 : index
    scf.yield %w, %j2 : tensor<4xf32>, index
  }
  %x = tensor.extract %r#0[%c0] : tensor<4xf32>
  return %r#0, %x : tensor<4xf32>, f32
}

// -----
func.func @nested_for(%t: tensor<8xi32>, %n: index) -> tensor<8xi32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c7 = arith.constant 7 : index
  %r:2 = scf.while (%a = %t, %k = %c0) : (tensor<8xi32>, index) -> (tensor<8xi32>, index) {
    %c = arith.cmpi slt, %k, %n : index
    scf.condition(%c) %a, %k : tensor<8xi32>, index
  } do {
  ^bb0(%b: tensor<8xi32>, %k2: index):
    %s = scf.for %i = %c0 to %c7 step %c1 iter_args(%x = %b) -> tensor<8xi32> {
      %ip1 = arith.addi %i, %c1 : index
      %u = tensor.extract %x[%ip1] : tensor<8xi32>
      %y = tensor.insert %u into %x[%i] : tensor<8xi32>
      scf.yield %y : tensor<8xi32>
    }
    %k3 = arith.addi %k2, %c1 : index
    scf.yield %s, %k3 : tensor<8xi32>, index
  }
  return %r#0 : tensor<8xi32>
}

// CHECK: module {
// CHECK-NEXT:   func.func @pass_through(%arg0: memref<4xf32>) -> memref<4xf32> {
// CHECK-NEXT:     %false = arith.constant false
// CHECK-NEXT:     %0 = scf.while (%arg1 = %arg0) : (memref<4xf32>) -> memref<4xf32> {
// CHECK-NEXT:       scf.condition(%false) %arg1 : memref<4xf32>
// CHECK-NEXT:     } do {
// CHECK-NEXT:     ^bb0(%arg1: memref<4xf32>):
// CHECK-NEXT:       scf.yield %arg1 : memref<4xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0 : memref<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @cond_write(%arg0: memref<4xf32>, %arg1: index, %arg2: f32) -> memref<4xf32> {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %0:2 = scf.while (%arg3 = %arg0, %arg4 = %c0) : (memref<4xf32>, index) -> (memref<4xf32>, index) {
// CHECK-NEXT:       memref.store %arg2, %arg3[%arg4] : memref<4xf32>
// CHECK-NEXT:       %1 = arith.cmpi slt, %arg4, %arg1 : index
// CHECK-NEXT:       scf.condition(%1) %arg3, %arg4 : memref<4xf32>, index
// CHECK-NEXT:     } do {
// CHECK-NEXT:     ^bb0(%arg3: memref<4xf32>, %arg4: index):
// CHECK-NEXT:       %1 = arith.addi %arg4, %c1 : index
// CHECK-NEXT:       scf.yield %arg3, %1 : memref<4xf32>, index
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0#0 : memref<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @read_init_after(%arg0: memref<4xf32>, %arg1: index, %arg2: f32) -> (memref<4xf32>, f32) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT:     memref.copy %arg0, %alloc : memref<4xf32> to memref<4xf32>
// CHECK-NEXT:     %0:2 = scf.while (%arg3 = %alloc, %arg4 = %c0) : (memref<4xf32>, index) -> (memref<4xf32>, index) {
// CHECK-NEXT:       %2 = arith.cmpi slt, %arg4, %arg1 : index
// CHECK-NEXT:       scf.condition(%2) %arg3, %arg4 : memref<4xf32>, index
// CHECK-NEXT:     } do {
// CHECK-NEXT:     ^bb0(%arg3: memref<4xf32>, %arg4: index):
// CHECK-NEXT:       memref.store %arg2, %arg3[%arg4] : memref<4xf32>
// CHECK-NEXT:       %2 = arith.addi %arg4, %c1 : index
// CHECK-NEXT:       scf.yield %arg3, %2 : memref<4xf32>, index
// CHECK-NEXT:     }
// CHECK-NEXT:     %1 = memref.load %arg0[%c0] : memref<4xf32>
// CHECK-NEXT:     return %0#0, %1 : memref<4xf32>, f32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @swap(%arg0: memref<4xf32>, %arg1: memref<4xf32>, %arg2: index) -> (memref<4xf32>, memref<4xf32>) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %0:3 = scf.while (%arg3 = %arg0, %arg4 = %arg1, %arg5 = %c0) : (memref<4xf32>, memref<4xf32>, index) -> (memref<4xf32>, memref<4xf32>, index) {
// CHECK-NEXT:       %1 = arith.cmpi slt, %arg5, %arg2 : index
// CHECK-NEXT:       %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT:       memref.copy %arg4, %alloc : memref<4xf32> to memref<4xf32>
// CHECK-NEXT:       %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT:       memref.copy %arg3, %alloc_0 : memref<4xf32> to memref<4xf32>
// CHECK-NEXT:       scf.condition(%1) %alloc, %alloc_0, %arg5 : memref<4xf32>, memref<4xf32>, index
// CHECK-NEXT:     } do {
// CHECK-NEXT:     ^bb0(%arg3: memref<4xf32>, %arg4: memref<4xf32>, %arg5: index):
// CHECK-NEXT:       %1 = arith.addi %arg5, %c1 : index
// CHECK-NEXT:       scf.yield %arg3, %arg4, %1 : memref<4xf32>, memref<4xf32>, index
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0#0, %0#1 : memref<4xf32>, memref<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @outer(%arg0: memref<4xf32>, %arg1: memref<4xf32>, %arg2: index, %arg3: f32) -> memref<4xf32> {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %0:2 = scf.while (%arg4 = %arg0, %arg5 = %c0) : (memref<4xf32>, index) -> (memref<4xf32>, index) {
// CHECK-NEXT:       %1 = arith.cmpi slt, %arg5, %arg2 : index
// CHECK-NEXT:       %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT:       memref.copy %arg1, %alloc : memref<4xf32> to memref<4xf32>
// CHECK-NEXT:       scf.condition(%1) %alloc, %arg5 : memref<4xf32>, index
// CHECK-NEXT:     } do {
// CHECK-NEXT:     ^bb0(%arg4: memref<4xf32>, %arg5: index):
// CHECK-NEXT:       %1 = arith.addi %arg5, %c1 : index
// CHECK-NEXT:       scf.yield %arg4, %1 : memref<4xf32>, index
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0#0 : memref<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @two_regions_read(%arg0: memref<4xf32>, %arg1: index, %arg2: f32) -> (memref<4xf32>, f32) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT:     memref.copy %arg0, %alloc : memref<4xf32> to memref<4xf32>
// CHECK-NEXT:     %0:2 = scf.while (%arg3 = %alloc, %arg4 = %c0) : (memref<4xf32>, index) -> (memref<4xf32>, index) {
// CHECK-NEXT:       %2 = arith.cmpi slt, %arg4, %arg1 : index
// CHECK-NEXT:       %3 = memref.load %arg0[%arg4] : memref<4xf32>
// CHECK-NEXT:       memref.store %3, %arg3[%arg4] : memref<4xf32>
// CHECK-NEXT:       scf.condition(%2) %arg3, %arg4 : memref<4xf32>, index
// CHECK-NEXT:     } do {
// CHECK-NEXT:     ^bb0(%arg3: memref<4xf32>, %arg4: index):
// CHECK-NEXT:       memref.store %arg2, %arg3[%arg4] : memref<4xf32>
// CHECK-NEXT:       %2 = arith.addi %arg4, %c1 : index
// CHECK-NEXT:       scf.yield %arg3, %2 : memref<4xf32>, index
// CHECK-NEXT:     }
// CHECK-NEXT:     %1 = memref.load %0#0[%c0] : memref<4xf32>
// CHECK-NEXT:     return %0#0, %1 : memref<4xf32>, f32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @nested_for(%arg0: memref<8xi32>, %arg1: index) -> memref<8xi32> {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c7 = arith.constant 7 : index
// CHECK-NEXT:     %0:2 = scf.while (%arg2 = %arg0, %arg3 = %c0) : (memref<8xi32>, index) -> (memref<8xi32>, index) {
// CHECK-NEXT:       %1 = arith.cmpi slt, %arg3, %arg1 : index
// CHECK-NEXT:       scf.condition(%1) %arg2, %arg3 : memref<8xi32>, index
// CHECK-NEXT:     } do {
// CHECK-NEXT:     ^bb0(%arg2: memref<8xi32>, %arg3: index):
// CHECK-NEXT:       %1 = scf.for %arg4 = %c0 to %c7 step %c1 iter_args(%arg5 = %arg2) -> (memref<8xi32>) {
// CHECK-NEXT:         %3 = arith.addi %arg4, %c1 : index
// CHECK-NEXT:         %4 = memref.load %arg5[%3] : memref<8xi32>
// CHECK-NEXT:         memref.store %4, %arg5[%arg4] : memref<8xi32>
// CHECK-NEXT:         scf.yield %arg5 : memref<8xi32>
// CHECK-NEXT:       }
// CHECK-NEXT:       %2 = arith.addi %arg3, %c1 : index
// CHECK-NEXT:       scf.yield %1, %2 : memref<8xi32>, index
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0#0 : memref<8xi32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
