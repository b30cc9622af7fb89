// dialect-filter without 'linalg': tensor.splat / generate / pad lower to
// a linalg.map that upstream leaves on tensors: its outs is the new tensor
// (alloc_tensor without 'bufferization', else a to_tensor of the alloc),
// ops left on tensors use its result, rewritten ops read it through a
// to_buffer (pad copies its source into a subview of that buffer).
// Expected text: mlir-opt 22's.
// RUN: bufopt %s --one-shot-bufferize="dialect-filter=tensor,bufferization,arith" | FileCheck %s --check-prefix=TBA
// RUN: mlir-opt %s --one-shot-bufferize="dialect-filter=tensor,bufferization,arith" | FileCheck %s --check-prefix=TBA
// RUN: bufopt %s --one-shot-bufferize="dialect-filter=tensor" | FileCheck %s --check-prefix=T
// RUN: mlir-opt %s --one-shot-bufferize="dialect-filter=tensor" | FileCheck %s --check-prefix=T
// RUN: bufopt %s --one-shot-bufferize="dialect-filter=tensor,scf" | FileCheck %s --check-prefix=TS
// RUN: mlir-opt %s --one-shot-bufferize="dialect-filter=tensor,scf" | FileCheck %s --check-prefix=TS
// RUN: bufopt %s --one-shot-bufferize="dialect-filter=scf,arith" | FileCheck %s --check-prefix=SA
// RUN: mlir-opt %s --one-shot-bufferize="dialect-filter=scf,arith" | FileCheck %s --check-prefix=SA

// TBA: #map = affine_map<()[s0, s1, s2] -> (s0 + s1 + s2)>
// TBA-NEXT: #map1 = affine_map<()[s0] -> (s0 + 3)>
// TBA-NEXT: module {
// TBA-NEXT:   func.func @splat(%arg0: f32) -> tensor<4xf32> {
// TBA-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// TBA-NEXT:     %0 = bufferization.to_tensor %alloc : memref<4xf32> to tensor<4xf32>
// TBA-NEXT:     %mapped = linalg.map outs(%0 : tensor<4xf32>)
// TBA-NEXT:       (%init: f32) {
// TBA-NEXT:         linalg.yield %arg0 : f32
// TBA-NEXT:       }
// TBA-NEXT:     return %mapped : tensor<4xf32>
// TBA-NEXT:   }
// TBA-NEXT:   func.func @generate(%arg0: index) -> tensor<?xindex> {
// TBA-NEXT:     %alloc = memref.alloc(%arg0) {alignment = 64 : i64} : memref<?xindex>
// TBA-NEXT:     %0 = bufferization.to_tensor %alloc : memref<?xindex> to tensor<?xindex>
// TBA-NEXT:     %mapped = linalg.map outs(%0 : tensor<?xindex>)
// TBA-NEXT:       (%init: index) {
// TBA-NEXT:         %1 = linalg.index 0 : index
// TBA-NEXT:         linalg.yield %1 : index
// TBA-NEXT:       }
// TBA-NEXT:     return %mapped : tensor<?xindex>
// TBA-NEXT:   }
// TBA-NEXT:   func.func @pad(%arg0: tensor<?xf32>, %arg1: f32) -> tensor<?xf32> {
// TBA-NEXT:     %0 = bufferization.to_buffer %arg0 : tensor<?xf32> to memref<?xf32, strided<[?], offset: ?>>
// TBA-NEXT:     %1 = bufferization.to_buffer %arg0 : tensor<?xf32> to memref<?xf32, strided<[?], offset: ?>>
// TBA-NEXT:     %2 = bufferization.to_buffer %arg0 : tensor<?xf32> to memref<?xf32, strided<[?], offset: ?>>
// TBA-NEXT:     %3 = bufferization.to_buffer %arg0 : tensor<?xf32> to memref<?xf32, strided<[?], offset: ?>>
// TBA-NEXT:     %c0 = arith.constant 0 : index
// TBA-NEXT:     %dim = memref.dim %3, %c0 : memref<?xf32, strided<[?], offset: ?>>
// TBA-NEXT:     %c1 = arith.constant 1 : index
// TBA-NEXT:     %c2 = arith.constant 2 : index
// TBA-NEXT:     %4 = affine.apply #map()[%dim, %c1, %c2]
// TBA-NEXT:     %c0_0 = arith.constant 0 : index
// TBA-NEXT:     %dim_1 = memref.dim %2, %c0_0 : memref<?xf32, strided<[?], offset: ?>>
// TBA-NEXT:     %5 = affine.apply #map1()[%dim_1]
// TBA-NEXT:     %alloc = memref.alloc(%5) {alignment = 64 : i64} : memref<?xf32>
// TBA-NEXT:     %6 = bufferization.to_tensor %alloc : memref<?xf32> to tensor<?xf32>
// TBA-NEXT:     %mapped = linalg.map outs(%6 : tensor<?xf32>)
// TBA-NEXT:       (%init: f32) {
// TBA-NEXT:         %9 = linalg.index 0 : index
// TBA-NEXT:         linalg.yield %arg1 : f32
// TBA-NEXT:       }
// TBA-NEXT:     %7 = bufferization.to_buffer %mapped : tensor<?xf32> to memref<?xf32, strided<[?], offset: ?>>
// TBA-NEXT:     %c0_2 = arith.constant 0 : index
// TBA-NEXT:     %dim_3 = memref.dim %1, %c0_2 : memref<?xf32, strided<[?], offset: ?>>
// TBA-NEXT:     %subview = memref.subview %7[1] [%dim_3] [1] : memref<?xf32, strided<[?], offset: ?>> to memref<?xf32, strided<[?], offset: ?>>
// TBA-NEXT:     memref.copy %0, %subview : memref<?xf32, strided<[?], offset: ?>> to memref<?xf32, strided<[?], offset: ?>>
// TBA-NEXT:     %8 = bufferization.to_tensor %7 : memref<?xf32, strided<[?], offset: ?>> to tensor<?xf32>
// TBA-NEXT:     return %8 : tensor<?xf32>
// TBA-NEXT:   }
// TBA-NEXT:   func.func @generate_read(%arg0: index, %arg1: f32) -> (f32, tensor<?xf32>) {
// TBA-NEXT:     %alloc = memref.alloc(%arg0) {alignment = 64 : i64} : memref<?xf32>
// TBA-NEXT:     %0 = bufferization.to_tensor %alloc : memref<?xf32> to tensor<?xf32>
// TBA-NEXT:     %mapped = linalg.map outs(%0 : tensor<?xf32>)
// TBA-NEXT:       (%init: f32) {
// TBA-NEXT:         %5 = linalg.index 0 : index
// TBA-NEXT:         linalg.yield %arg1 : f32
// TBA-NEXT:       }
// TBA-NEXT:     %1 = bufferization.to_buffer %mapped : tensor<?xf32> to memref<?xf32, strided<[?], offset: ?>>
// TBA-NEXT:     %2 = bufferization.to_buffer %mapped : tensor<?xf32> to memref<?xf32, strided<[?], offset: ?>>
// TBA-NEXT:     %c0 = arith.constant 0 : index
// TBA-NEXT:     %3 = memref.load %2[%c0] : memref<?xf32, strided<[?], offset: ?>>
// TBA-NEXT:     memref.store %3, %1[%c0] : memref<?xf32, strided<[?], offset: ?>>
// TBA-NEXT:     %4 = bufferization.to_tensor %1 : memref<?xf32, strided<[?], offset: ?>> to tensor<?xf32>
// TBA-NEXT:     return %3, %4 : f32, tensor<?xf32>
// TBA-NEXT:   }
// TBA-NEXT: }

// T: #map = affine_map<()[s0, s1, s2] -> (s0 + s1 + s2)>
// T-NEXT: #map1 = affine_map<()[s0] -> (s0 + 3)>
// T-NEXT: module {
// T-NEXT:   func.func @splat(%arg0: f32) -> tensor<4xf32> {
// T-NEXT:     %0 = bufferization.alloc_tensor() : tensor<4xf32>
// T-NEXT:     %mapped = linalg.map outs(%0 : tensor<4xf32>)
// T-NEXT:       (%init: f32) {
// T-NEXT:         linalg.yield %arg0 : f32
// T-NEXT:       }
// T-NEXT:     return %mapped : tensor<4xf32>
// T-NEXT:   }
// T-NEXT:   func.func @generate(%arg0: index) -> tensor<?xindex> {
// T-NEXT:     %0 = bufferization.alloc_tensor(%arg0) : tensor<?xindex>
// T-NEXT:     %mapped = linalg.map outs(%0 : tensor<?xindex>)
// T-NEXT:       (%init: index) {
// T-NEXT:         %1 = linalg.index 0 : index
// T-NEXT:         linalg.yield %1 : index
// T-NEXT:       }
// T-NEXT:     return %mapped : tensor<?xindex>
// T-NEXT:   }
// T-NEXT:   func.func @pad(%arg0: tensor<?xf32>, %arg1: f32) -> tensor<?xf32> {
// T-NEXT:     %0 = bufferization.to_buffer %arg0 : tensor<?xf32> to memref<?xf32, strided<[?], offset: ?>>
// T-NEXT:     %1 = bufferization.to_buffer %arg0 : tensor<?xf32> to memref<?xf32, strided<[?], offset: ?>>
// T-NEXT:     %2 = bufferization.to_buffer %arg0 : tensor<?xf32> to memref<?xf32, strided<[?], offset: ?>>
// T-NEXT:     %3 = bufferization.to_buffer %arg0 : tensor<?xf32> to memref<?xf32, strided<[?], offset: ?>>
// T-NEXT:     %c0 = arith.constant 0 : index
// T-NEXT:     %dim = memref.dim %3, %c0 : memref<?xf32, strided<[?], offset: ?>>
// T-NEXT:     %c1 = arith.constant 1 : index
// T-NEXT:     %c2 = arith.constant 2 : index
// T-NEXT:     %4 = affine.apply #map()[%dim, %c1, %c2]
// T-NEXT:     %c0_0 = arith.constant 0 : index
// T-NEXT:     %dim_1 = memref.dim %2, %c0_0 : memref<?xf32, strided<[?], offset: ?>>
// T-NEXT:     %5 = affine.apply #map1()[%dim_1]
// T-NEXT:     %6 = bufferization.alloc_tensor(%5) : tensor<?xf32>
// T-NEXT:     %mapped = linalg.map outs(%6 : tensor<?xf32>)
// T-NEXT:       (%init: f32) {
// T-NEXT:         %9 = linalg.index 0 : index
// T-NEXT:         linalg.yield %arg1 : f32
// T-NEXT:       }
// T-NEXT:     %7 = bufferization.to_buffer %mapped : tensor<?xf32> to memref<?xf32, strided<[?], offset: ?>>
// T-NEXT:     %c0_2 = arith.constant 0 : index
// T-NEXT:     %dim_3 = memref.dim %1, %c0_2 : memref<?xf32, strided<[?], offset: ?>>
// T-NEXT:     %subview = memref.subview %7[1] [%dim_3] [1] : memref<?xf32, strided<[?], offset: ?>> to memref<?xf32, strided<[?], offset: ?>>
// T-NEXT:     memref.copy %0, %subview : memref<?xf32, strided<[?], offset: ?>> to memref<?xf32, strided<[?], offset: ?>>
// T-NEXT:     %8 = bufferization.to_tensor %7 : memref<?xf32, strided<[?], offset: ?>> to tensor<?xf32>
// T-NEXT:     return %8 : tensor<?xf32>
// T-NEXT:   }
// T-NEXT:   func.func @generate_read(%arg0: index, %arg1: f32) -> (f32, tensor<?xf32>) {
// T-NEXT:     %0 = bufferization.alloc_tensor(%arg0) : tensor<?xf32>
// T-NEXT:     %mapped = linalg.map outs(%0 : tensor<?xf32>)
// T-NEXT:       (%init: f32) {
// T-NEXT:         %5 = linalg.index 0 : index
// T-NEXT:         linalg.yield %arg1 : f32
// T-NEXT:       }
// T-NEXT:     %1 = bufferization.to_buffer %mapped : tensor<?xf32> to memref<?xf32, strided<[?], offset: ?>>
// T-NEXT:     %2 = bufferization.to_buffer %mapped : tensor<?xf32> to memref<?xf32, strided<[?], offset: ?>>
// T-NEXT:     %c0 = arith.constant 0 : index
// T-NEXT:     %3 = memref.load %2[%c0] : memref<?xf32, strided<[?], offset: ?>>
// T-NEXT:     memref.store %3, %1[%c0] : memref<?xf32, strided<[?], offset: ?>>
// T-NEXT:     %4 = bufferization.to_tensor %1 : memref<?xf32, strided<[?], offset: ?>> to tensor<?xf32>
// T-NEXT:     return %3, %4 : f32, tensor<?xf32>
// T-NEXT:   }
// T-NEXT: }

// TS: #map = affine_map<()[s0, s1, s2] -> (s0 + s1 + s2)>
// TS-NEXT: #map1 = affine_map<()[s0] -> (s0 + 3)>
// TS-NEXT: module {
// TS-NEXT:   func.func @splat(%arg0: f32) -> tensor<4xf32> {
// TS-NEXT:     %0 = bufferization.alloc_tensor() : tensor<4xf32>
// TS-NEXT:     %mapped = linalg.map outs(%0 : tensor<4xf32>)
// TS-NEXT:       (%init: f32) {
// TS-NEXT:         linalg.yield %arg0 : f32
// TS-NEXT:       }
// TS-NEXT:     return %mapped : tensor<4xf32>
// TS-NEXT:   }
// TS-NEXT:   func.func @generate(%arg0: index) -> tensor<?xindex> {
// TS-NEXT:     %0 = bufferization.alloc_tensor(%arg0) : tensor<?xindex>
// TS-NEXT:     %mapped = linalg.map outs(%0 : tensor<?xindex>)
// TS-NEXT:       (%init: index) {
// TS-NEXT:         %1 = linalg.index 0 : index
// TS-NEXT:         linalg.yield %1 : index
// TS-NEXT:       }
// TS-NEXT:     return %mapped : tensor<?xindex>
// TS-NEXT:   }
// TS-NEXT:   func.func @pad(%arg0: tensor<?xf32>, %arg1: f32) -> tensor<?xf32> {
// TS-NEXT:     %0 = bufferization.to_buffer %arg0 : tensor<?xf32> to memref<?xf32, strided<[?], offset: ?>>
// TS-NEXT:     %1 = bufferization.to_buffer %arg0 : tensor<?xf32> to memref<?xf32, strided<[?], offset: ?>>
// TS-NEXT:     %2 = bufferization.to_buffer %arg0 : tensor<?xf32> to memref<?xf32, strided<[?], offset: ?>>
// TS-NEXT:     %3 = bufferization.to_buffer %arg0 : tensor<?xf32> to memref<?xf32, strided<[?], offset: ?>>
// TS-NEXT:     %c0 = arith.constant 0 : index
// TS-NEXT:     %dim = memref.dim %3, %c0 : memref<?xf32, strided<[?], offset: ?>>
// TS-NEXT:     %c1 = arith.constant 1 : index
// TS-NEXT:     %c2 = arith.constant 2 : index
// TS-NEXT:     %4 = affine.apply #map()[%dim, %c1, %c2]
// TS-NEXT:     %c0_0 = arith.constant 0 : index
// TS-NEXT:     %dim_1 = memref.dim %2, %c0_0 : memref<?xf32, strided<[?], offset: ?>>
// TS-NEXT:     %5 = affine.apply #map1()[%dim_1]
// TS-NEXT:     %6 = bufferization.alloc_tensor(%5) : tensor<?xf32>
// TS-NEXT:     %mapped = linalg.map outs(%6 : tensor<?xf32>)
// TS-NEXT:       (%init: f32) {
// TS-NEXT:         %9 = linalg.index 0 : index
// TS-NEXT:         linalg.yield %arg1 : f32
// TS-NEXT:       }
// TS-NEXT:     %7 = bufferization.to_buffer %mapped : tensor<?xf32> to memref<?xf32, strided<[?], offset: ?>>
// TS-NEXT:     %c0_2 = arith.constant 0 : index
// TS-NEXT:     %dim_3 = memref.dim %1, %c0_2 : memref<?xf32, strided<[?], offset: ?>>
// TS-NEXT:     %subview = memref.subview %7[1] [%dim_3] [1] : memref<?xf32, strided<[?], offset: ?>> to memref<?xf32, strided<[?], offset: ?>>
// TS-NEXT:     memref.copy %0, %subview : memref<?xf32, strided<[?], offset: ?>> to memref<?xf32, strided<[?], offset: ?>>
// TS-NEXT:     %8 = bufferization.to_tensor %7 : memref<?xf32, strided<[?], offset: ?>> to tensor<?xf32>
// TS-NEXT:     return %8 : tensor<?xf32>
// TS-NEXT:   }
// TS-NEXT:   func.func @generate_read(%arg0: index, %arg1: f32) -> (f32, tensor<?xf32>) {
// TS-NEXT:     %0 = bufferization.alloc_tensor(%arg0) : tensor<?xf32>
// TS-NEXT:     %mapped = linalg.map outs(%0 : tensor<?xf32>)
// TS-NEXT:       (%init: f32) {
// TS-NEXT:         %5 = linalg.index 0 : index
// TS-NEXT:         linalg.yield %arg1 : f32
// TS-NEXT:       }
// TS-NEXT:     %1 = bufferization.to_buffer %mapped : tensor<?xf32> to memref<?xf32, strided<[?], offset: ?>>
// TS-NEXT:     %2 = bufferization.to_buffer %mapped : tensor<?xf32> to memref<?xf32, strided<[?], offset: ?>>
// TS-NEXT:     %c0 = arith.constant 0 : index
// TS-NEXT:     %3 = memref.load %2[%c0] : memref<?xf32, strided<[?], offset: ?>>
// TS-NEXT:     memref.store %3, %1[%c0] : memref<?xf32, strided<[?], offset: ?>>
// TS-NEXT:     %4 = bufferization.to_tensor %1 : memref<?xf32, strided<[?], offset: ?>> to tensor<?xf32>
// TS-NEXT:     return %3, %4 : f32, tensor<?xf32>
// TS-NEXT:   }
// TS-NEXT: }

// SA: module {
// SA-NEXT:   func.func @splat(%arg0: f32) -> tensor<4xf32> {
// SA-NEXT:     %splat = tensor.splat %arg0 : tensor<4xf32>
// SA-NEXT:     return %splat : tensor<4xf32>
// SA-NEXT:   }
// SA-NEXT:   func.func @generate(%arg0: index) -> tensor<?xindex> {
// SA-NEXT:     %generated = tensor.generate %arg0 {
// SA-NEXT:     ^bb0(%arg1: index):
// SA-NEXT:       tensor.yield %arg1 : index
// SA-NEXT:     } : tensor<?xindex>
// SA-NEXT:     return %generated : tensor<?xindex>
// SA-NEXT:   }
// SA-NEXT:   func.func @pad(%arg0: tensor<?xf32>, %arg1: f32) -> tensor<?xf32> {
// SA-NEXT:     %padded = tensor.pad %arg0 low[1] high[2] {
// SA-NEXT:     ^bb0(%arg2: index):
// SA-NEXT:       tensor.yield %arg1 : f32
// SA-NEXT:     } : tensor<?xf32> to tensor<?xf32>
// SA-NEXT:     return %padded : tensor<?xf32>
// SA-NEXT:   }
// SA-NEXT:   func.func @generate_read(%arg0: index, %arg1: f32) -> (f32, tensor<?xf32>) {
// SA-NEXT:     %generated = tensor.generate %arg0 {
// SA-NEXT:     ^bb0(%arg2: index):
// SA-NEXT:       tensor.yield %arg1 : f32
// SA-NEXT:     } : tensor<?xf32>
// SA-NEXT:     %c0 = arith.constant 0 : index
// SA-NEXT:     %extracted = tensor.extract %generated[%c0] : tensor<?xf32>
// SA-NEXT:     %inserted = tensor.insert %extracted into %generated[%c0] : tensor<?xf32>
// SA-NEXT:     return %extracted, %inserted : f32, tensor<?xf32>
// SA-NEXT:   }
// SA-NEXT: }

func.func @splat(%v: f32) -> tensor<4xf32> {
  %s = tensor.splat %v : tensor<4xf32>
  return %s : tensor<4xf32>
}
func.func @generate(%n: index) -> tensor<?xindex> {
  %g = tensor.generate %n {
  ^bb0(%i: index):
    tensor.yield %i : index
  } : tensor<?xindex>
  return %g : tensor<?xindex>
}
func.func @pad(%t: tensor<?xf32>, %v: f32) -> tensor<?xf32> {
  %p = tensor.pad %t low[1] high[2] {
  ^bb0(%i: index):
    tensor.yield %v : f32
  } : tensor<?xf32> to tensor<?xf32>
  return %p : tensor<?xf32>
}
func.func @generate_read(%n: index, %v: f32) -> (f32, tensor<?xf32>) {
  %g = tensor.generate %n {
  ^bb0(%i: index):
    tensor.yield %v : f32
  } : tensor<?xf32>
  %c0 = arith.constant 0 : index
  %x = tensor.extract %g[%c0] : tensor<?xf32>
  %w = tensor.insert %x into %g[%c0] : tensor<?xf32>
  return %x, %w : f32, tensor<?xf32>
}
