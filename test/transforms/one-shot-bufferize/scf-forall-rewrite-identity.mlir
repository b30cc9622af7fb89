// scf.forall rewritten on buffers (identity-layout-map).  Expected: mlir-opt 22's.
// RUN: bufopt %s --split-input-file --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map allow-return-allocs-from-loops" | FileCheck %s
// RUN: mlir-opt %s --split-input-file --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map allow-return-allocs-from-loops" | FileCheck %s

func.func @outs_arg(%t: tensor<8xf32>, %init: tensor<8xf32>) -> tensor<8xf32> {
  %r = scf.forall (%i) in (4) shared_outs(%o = %init) -> (tensor<8xf32>) {
    %s = tensor.extract_slice %t[%i] [2] [1] : tensor<8xf32> to tensor<2xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[%i] [2] [1] : tensor<2xf32> into tensor<8xf32>
    }
  }
  return %r : tensor<8xf32>
}

// -----
func.func @privatize(%t: tensor<8xf32>, %init: tensor<8xf32>, %f: f32) -> (tensor<8xf32>, f32) {
  %c0 = arith.constant 0 : index
  %r = scf.forall (%i) in (4) shared_outs(%o = %init) -> (tensor<8xf32>) {
    %w = linalg.fill ins(%f : f32) outs(%t : tensor<8xf32>) -> tensor<8xf32>
    %s = tensor.extract_slice %w[%i] [2] [1] : tensor<8xf32> to tensor<2xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[%i] [2] [1] : tensor<2xf32> into tensor<8xf32>
    }
  }
  %x = tensor.extract %init[%c0] : tensor<8xf32>
  return %r, %x : tensor<8xf32>, f32
}

// -----
func.func @privatize_slice(%t: tensor<8xf32>, %init: tensor<8xf32>, %f: f32) -> tensor<8xf32> {
  %r = scf.forall (%i) in (4) shared_outs(%o = %init) -> (tensor<8xf32>) {
    %s = tensor.extract_slice %t[%i] [2] [1] : tensor<8xf32> to tensor<2xf32>
    %w = linalg.fill ins(%f : f32) outs(%s : tensor<2xf32>) -> tensor<2xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %w into %o[%i] [2] [1] : tensor<2xf32> into tensor<8xf32>
    }
  }
  return %r : tensor<8xf32>
}

// -----
func.func @tile_in_place(%init: tensor<8xf32>, %f: f32) -> tensor<8xf32> {
  %r = scf.forall (%i) in (4) shared_outs(%o = %init) -> (tensor<8xf32>) {
    %s = tensor.extract_slice %o[%i] [2] [1] : tensor<8xf32> to tensor<2xf32>
    %w = linalg.fill ins(%f : f32) outs(%s : tensor<2xf32>) -> tensor<2xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %w into %o[%i] [2] [1] : tensor<2xf32> into tensor<8xf32>
    }
  }
  return %r : tensor<8xf32>
}

// -----
func.func @empty_outs(%t: tensor<4x4xf32>) -> tensor<4x4xf32> {
  %e = tensor.empty() : tensor<4x4xf32>
  %r = scf.forall (%i, %j) in (2, 2) shared_outs(%o = %e) -> (tensor<4x4xf32>) {
    %x = affine.apply affine_map<(d0) -> (d0 * 2)>(%i)
    %y = affine.apply affine_map<(d0) -> (d0 * 2)>(%j)
    %s = tensor.extract_slice %t[%x, %y] [2, 2] [1, 1] : tensor<4x4xf32> to tensor<2x2xf32>
    %d = tensor.extract_slice %o[%x, %y] [2, 2] [1, 1] : tensor<4x4xf32> to tensor<2x2xf32>
    %m = linalg.copy ins(%s : tensor<2x2xf32>) outs(%d : tensor<2x2xf32>) -> tensor<2x2xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %m into %o[%x, %y] [2, 2] [1, 1] : tensor<2x2xf32> into tensor<4x4xf32>
    }
  }
  return %r : tensor<4x4xf32>
}

// -----
func.func @loop_outer_init(%t: tensor<2xf32>, %init: tensor<8xf32>, %f: f32) -> tensor<8xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %r = scf.forall (%i) in (4) shared_outs(%o = %init) -> (tensor<8xf32>) {
    %l = scf.for %k = %c0 to %c2 step %c1 iter_args(%acc = %t) -> (tensor<2xf32>) {
      %v = tensor.insert %f into %acc[%k] : tensor<2xf32>
      scf.yield %v : tensor<2xf32>
    }
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %l into %o[%i] [2] [1] : tensor<2xf32> into tensor<8xf32>
    }
  }
  return %r : tensor<8xf32>
}

// -----
func.func @read_outer(%t: tensor<8xf32>, %init: tensor<8xf32>, %f: f32) -> (tensor<8xf32>, tensor<8xf32>) {
  %c0 = arith.constant 0 : index
  %r = scf.forall (%i) in (4) shared_outs(%o = %init) -> (tensor<8xf32>) {
    %s = tensor.extract_slice %t[%i] [2] [1] : tensor<8xf32> to tensor<2xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[%i] [2] [1] : tensor<2xf32> into tensor<8xf32>
    }
  }
  %u = tensor.insert %f into %t[%c0] : tensor<8xf32>
  return %r, %u : tensor<8xf32>, tensor<8xf32>
}

// CHECK: module {
// CHECK-NEXT:   func.func @outs_arg(%arg0: memref<8xf32>, %arg1: memref<8xf32>) -> memref<8xf32> {
// CHECK-NEXT:     scf.forall (%arg2) in (4) {
// CHECK-NEXT:       %subview = memref.subview %arg0[%arg2] [2] [1] : memref<8xf32> to memref<2xf32, strided<[1], offset: ?>>
// CHECK-NEXT:       %subview_0 = memref.subview %arg1[%arg2] [2] [1] : memref<8xf32> to memref<2xf32, strided<[1], offset: ?>>
// CHECK-NEXT:       memref.copy %subview, %subview_0 : memref<2xf32, strided<[1], offset: ?>> to memref<2xf32, strided<[1], offset: ?>>
// CHECK-NEXT:     }
// CHECK-NEXT:     return %arg1 : memref<8xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK: module {
// CHECK-NEXT:   func.func @privatize(%arg0: memref<8xf32>, %arg1: memref<8xf32>, %arg2: f32) -> (memref<8xf32>, f32) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<8xf32>
// CHECK-NEXT:     memref.copy %arg1, %alloc : memref<8xf32> to memref<8xf32>
// CHECK-NEXT:     scf.forall (%arg3) in (4) {
// CHECK-NEXT:       %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<8xf32>
// CHECK-NEXT:       linalg.fill ins(%arg2 : f32) outs(%alloc_0 : memref<8xf32>)
// CHECK-NEXT:       %subview = memref.subview %alloc_0[%arg3] [2] [1] : memref<8xf32> to memref<2xf32, strided<[1], offset: ?>>
// CHECK-NEXT:       %subview_1 = memref.subview %alloc[%arg3] [2] [1] : memref<8xf32> to memref<2xf32, strided<[1], offset: ?>>
// CHECK-NEXT:       memref.copy %subview, %subview_1 : memref<2xf32, strided<[1], offset: ?>> to memref<2xf32, strided<[1], offset: ?>>
// CHECK-NEXT:     }
// CHECK-NEXT:     %0 = memref.load %arg1[%c0] : memref<8xf32>
// CHECK-NEXT:     return %alloc, %0 : memref<8xf32>, f32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK: module {
// CHECK-NEXT:   func.func @privatize_slice(%arg0: memref<8xf32>, %arg1: memref<8xf32>, %arg2: f32) -> memref<8xf32> {
// CHECK-NEXT:     scf.forall (%arg3) in (4) {
// CHECK-NEXT:       %subview = memref.subview %arg0[%arg3] [2] [1] : memref<8xf32> to memref<2xf32, strided<[1], offset: ?>>
// CHECK-NEXT:       %alloc = memref.alloc() {alignment = 64 : i64} : memref<2xf32>
// CHECK-NEXT:       linalg.fill ins(%arg2 : f32) outs(%alloc : memref<2xf32>)
// CHECK-NEXT:       %subview_0 = memref.subview %arg1[%arg3] [2] [1] : memref<8xf32> to memref<2xf32, strided<[1], offset: ?>>
// CHECK-NEXT:       memref.copy %alloc, %subview_0 : memref<2xf32> to memref<2xf32, strided<[1], offset: ?>>
// CHECK-NEXT:     }
// CHECK-NEXT:     return %arg1 : memref<8xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK: module {
// CHECK-NEXT:   func.func @tile_in_place(%arg0: memref<8xf32>, %arg1: f32) -> memref<8xf32> {
// CHECK-NEXT:     scf.forall (%arg2) in (4) {
// CHECK-NEXT:       %subview = memref.subview %arg0[%arg2] [2] [1] : memref<8xf32> to memref<2xf32, strided<[1], offset: ?>>
// CHECK-NEXT:       linalg.fill ins(%arg1 : f32) outs(%subview : memref<2xf32, strided<[1], offset: ?>>)
// CHECK-NEXT:       %subview_0 = memref.subview %arg0[%arg2] [2] [1] : memref<8xf32> to memref<2xf32, strided<[1], offset: ?>>
// CHECK-NEXT:       memref.copy %subview, %subview_0 : memref<2xf32, strided<[1], offset: ?>> to memref<2xf32, strided<[1], offset: ?>>
// CHECK-NEXT:     }
// CHECK-NEXT:     return %arg0 : memref<8xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK: #map = affine_map<(d0) -> (d0 * 2)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @empty_outs(%arg0: memref<4x4xf32>) -> memref<4x4xf32> {
// CHECK-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<4x4xf32>
// CHECK-NEXT:     scf.forall (%arg1, %arg2) in (2, 2) {
// CHECK-NEXT:       %0 = affine.apply #map(%arg1)
// CHECK-NEXT:       %1 = affine.apply #map(%arg2)
// CHECK-NEXT:       %subview = memref.subview %arg0[%0, %1] [2, 2] [1, 1] : memref<4x4xf32> to memref<2x2xf32, strided<[4, 1], offset: ?>>
// CHECK-NEXT:       %subview_0 = memref.subview %alloc[%0, %1] [2, 2] [1, 1] : memref<4x4xf32> to memref<2x2xf32, strided<[4, 1], offset: ?>>
// CHECK-NEXT:       linalg.copy ins(%subview : memref<2x2xf32, strided<[4, 1], offset: ?>>) outs(%subview_0 : memref<2x2xf32, strided<[4, 1], offset: ?>>)
// CHECK-NEXT:       %subview_1 = memref.subview %alloc[%0, %1] [2, 2] [1, 1] : memref<4x4xf32> to memref<2x2xf32, strided<[4, 1], offset: ?>>
// CHECK-NEXT:       memref.copy %subview_0, %subview_1 : memref<2x2xf32, strided<[4, 1], offset: ?>> to memref<2x2xf32, strided<[4, 1], offset: ?>>
// CHECK-NEXT:     }
// CHECK-NEXT:     return %alloc : memref<4x4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK: module {
// CHECK-NEXT:   func.func @loop_outer_init(%arg0: memref<2xf32>, %arg1: memref<8xf32>, %arg2: f32) -> memref<8xf32> {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     scf.forall (%arg3) in (4) {
// CHECK-NEXT:       %alloc = memref.alloc() {alignment = 64 : i64} : memref<2xf32>
// CHECK-NEXT:       memref.copy %arg0, %alloc : memref<2xf32> to memref<2xf32>
// CHECK-NEXT:       %0 = scf.for %arg4 = %c0 to %c2 step %c1 iter_args(%arg5 = %alloc) -> (memref<2xf32>) {
// CHECK-NEXT:         memref.store %arg2, %arg5[%arg4] : memref<2xf32>
// CHECK-NEXT:         scf.yield %arg5 : memref<2xf32>
// CHECK-NEXT:       }
// CHECK-NEXT:       %subview = memref.subview %arg1[%arg3] [2] [1] : memref<8xf32> to memref<2xf32, strided<[1], offset: ?>>
// CHECK-NEXT:       memref.copy %0, %subview : memref<2xf32> to memref<2xf32, strided<[1], offset: ?>>
// CHECK-NEXT:     }
// CHECK-NEXT:     return %arg1 : memref<8xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK: module {
// CHECK-NEXT:   func.func @read_outer(%arg0: memref<8xf32>, %arg1: memref<8xf32>, %arg2: f32) -> (memref<8xf32>, memref<8xf32>) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     scf.forall (%arg3) in (4) {
// CHECK-NEXT:       %subview = memref.subview %arg0[%arg3] [2] [1] : memref<8xf32> to memref<2xf32, strided<[1], offset: ?>>
// CHECK-NEXT:       %subview_0 = memref.subview %arg1[%arg3] [2] [1] : memref<8xf32> to memref<2xf32, strided<[1], offset: ?>>
// CHECK-NEXT:       memref.copy %subview, %subview_0 : memref<2xf32, strided<[1], offset: ?>> to memref<2xf32, strided<[1], offset: ?>>
// CHECK-NEXT:     }
// CHECK-NEXT:     memref.store %arg2, %arg0[%c0] : memref<8xf32>
// CHECK-NEXT:     return %arg1, %arg0 : memref<8xf32>, memref<8xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
