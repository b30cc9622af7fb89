// scf.index_switch rewritten with identity-layout-map and
// allow-return-allocs-from-loops.  Expected: mlir-opt 22's.
// RUN: bufopt %s --split-input-file --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map allow-return-allocs-from-loops" | FileCheck %s
// RUN: mlir-opt %s --split-input-file --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map allow-return-allocs-from-loops" | FileCheck %s

func.func @exclusive(%t: tensor<4xf32>, %k: index, %f: f32, %i: index) -> (tensor<4xf32>, f32) {
  %r:2 = scf.index_switch %k -> tensor<4xf32>, f32
  case 0 {
    %a = tensor.insert %f into %t[%i] : tensor<4xf32>
    scf.yield %a, %f : tensor<4xf32>, f32
  }
  case 3 {
    %x = tensor.extract %t[%i] : tensor<4xf32>
    scf.yield %t, %x : tensor<4xf32>, f32
  }
  default {
    %y = tensor.extract %t[%k] : tensor<4xf32>
    scf.yield %t, %y : tensor<4xf32>, f32
  }
  return %r#0, %r#1 : tensor<4xf32>, f32
}

// -----

func.func @read_after(%t: tensor<4xf32>, %k: index, %f: f32, %i: index) -> (tensor<4xf32>, f32) {
  %r = scf.index_switch %k -> tensor<4xf32>
  case 1 {
    %a = tensor.insert %f into %t[%i] : tensor<4xf32>
    scf.yield %a : tensor<4xf32>
  }
  default {
    scf.yield %t : tensor<4xf32>
  }
  %x = tensor.extract %t[%i] : tensor<4xf32>
  return %r, %x : tensor<4xf32>, f32
}

// -----

func.func @in_loop(%t: tensor<4xi32>, %n: index) -> tensor<4xi32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %t) -> tensor<4xi32> {
    %k = arith.remui %i, %c3 : index
    %v = arith.index_cast %i : index to i32
    %s = scf.index_switch %k -> tensor<4xi32>
    case 0 {
      %w = tensor.insert %v into %a[%c0] : tensor<4xi32>
      scf.yield %w : tensor<4xi32>
    }
    case 1 {
      %w = tensor.insert %v into %a[%c1] : tensor<4xi32>
      scf.yield %w : tensor<4xi32>
    }
    default {
      scf.yield %a : tensor<4xi32>
    }
    scf.yield %s : tensor<4xi32>
  }
  return %r : tensor<4xi32>
}

// -----

func.func @scalar_only(%t: tensor<4xf32>, %k: index, %i: index) -> f32 {
  %r = scf.index_switch %k -> f32
  case 2 {
    %x = tensor.extract %t[%i] : tensor<4xf32>
    scf.yield %x : f32
  }
  default {
    %c0 = arith.constant 0 : index
    %x = tensor.extract %t[%c0] : tensor<4xf32>
    scf.yield %x : f32
  }
  return %r : f32
}

// CHECK: module {
// CHECK-NEXT:   func.func @exclusive(%arg0: memref<4xf32>, %arg1: index, %arg2: f32, %arg3: index) -> (memref<4xf32>, f32) {
// CHECK-NEXT:     %0:2 = scf.index_switch %arg1 -> memref<4xf32>, f32 
// CHECK-NEXT:     case 0 {
// CHECK-NEXT:       memref.store %arg2, %arg0[%arg3] : memref<4xf32>
// CHECK-NEXT:       scf.yield %arg0, %arg2 : memref<4xf32>, f32
// CHECK-NEXT:     }
// CHECK-NEXT:     case 3 {
// CHECK-NEXT:       %1 = memref.load %arg0[%arg3] : memref<4xf32>
// CHECK-NEXT:       scf.yield %arg0, %1 : memref<4xf32>, f32
// CHECK-NEXT:     }
// CHECK-NEXT:     default {
// CHECK-NEXT:       %1 = memref.load %arg0[%arg1] : memref<4xf32>
// CHECK-NEXT:       scf.yield %arg0, %1 : memref<4xf32>, f32
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0#0, %0#1 : memref<4xf32>, f32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @read_after(%arg0: memref<4xf32>, %arg1: index, %arg2: f32, %arg3: index) -> (memref<4xf32>, f32) {
// CHECK-NEXT:     %0 = scf.index_switch %arg1 -> memref<4xf32> 
// CHECK-NEXT:     case 1 {
// CHECK-NEXT:       %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT:       memref.copy %arg0, %alloc : memref<4xf32> to memref<4xf32>
// CHECK-NEXT:       memref.store %arg2, %alloc[%arg3] : memref<4xf32>
// CHECK-NEXT:       scf.yield %alloc : memref<4xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     default {
// CHECK-NEXT:       scf.yield %arg0 : memref<4xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     %1 = memref.load %arg0[%arg3] : memref<4xf32>
// CHECK-NEXT:     return %0, %1 : memref<4xf32>, f32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @in_loop(%arg0: memref<4xi32>, %arg1: index) -> memref<4xi32> {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c3 = arith.constant 3 : index
// CHECK-NEXT:     %0 = scf.for %arg2 = %c0 to %arg1 step %c1 iter_args(%arg3 = %arg0) -> (memref<4xi32>) {
// CHECK-NEXT:       %1 = arith.remui %arg2, %c3 : index
// CHECK-NEXT:       %2 = arith.index_cast %arg2 : index to i32
// CHECK-NEXT:       %3 = scf.index_switch %1 -> memref<4xi32> 
// CHECK-NEXT:       case 0 {
// CHECK-NEXT:         memref.store %2, %arg3[%c0] : memref<4xi32>
// CHECK-NEXT:         scf.yield %arg3 : memref<4xi32>
// CHECK-NEXT:       }
// CHECK-NEXT:       case 1 {
// CHECK-NEXT:         memref.store %2, %arg3[%c1] : memref<4xi32>
// CHECK-NEXT:         scf.yield %arg3 : memref<4xi32>
// CHECK-NEXT:       }
// CHECK-NEXT:       default {
// CHECK-NEXT:         scf.yield %arg3 : memref<4xi32>
// CHECK-NEXT:       }
// CHECK-NEXT:       scf.yield %3 : memref<4xi32>
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0 : memref<4xi32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @scalar_only(%arg0: memref<4xf32>, %arg1: index, %arg2: index) -> f32 {
// CHECK-NEXT:     %0 = scf.index_switch %arg1 -> f32 
// CHECK-NEXT:     case 2 {
// CHECK-NEXT:       %1 = memref.load %arg0[%arg2] : memref<4xf32>
// CHECK-NEXT:       scf.yield %1 : f32
// CHECK-NEXT:     }
// CHECK-NEXT:     default {
// CHECK-NEXT:       %c0 = arith.constant 0 : index
// CHECK-NEXT:       %1 = memref.load %arg0[%c0] : memref<4xf32>
// CHECK-NEXT:       scf.yield %1 : f32
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0 : f32
// CHECK-NEXT:   }
// CHECK-NEXT: }
