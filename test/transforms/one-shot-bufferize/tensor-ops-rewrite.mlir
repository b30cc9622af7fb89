// One-shot-bufferize of the remaining tensor ops, infer-layout-map:
// tensor.generate, tensor.pad (static, dynamic high pad, dynamic source),
// tensor.concat (static, dynamic result and inputs: reified sizes and running
// offsets, sizes seen through casts), expand_shape / collapse_shape
// (identity, strided and non-contiguous sources: copied; rank 0; dynamic) and
// tensor.reshape (copied unless the source has the identity layout);
// out-of-place views copy their result; a subview at offset 0 of a dynamic
// stride.  Expected text: mlir-opt 22's, and both tools must print it.
// RUN: bufopt %s --split-input-file --one-shot-bufferize="bufferize-function-boundaries" | FileCheck %s
// RUN: mlir-opt %s --split-input-file --one-shot-bufferize="bufferize-function-boundaries" | FileCheck %s

func.func @generate(%n: index, %f: f32) -> tensor<?x3xf32> {
  %t = tensor.generate %n {
  ^bb0(%i: index, %j: index):
    %s = arith.addi %i, %j : index
    %v = arith.index_cast %s : index to i32
    %w = arith.sitofp %v : i32 to f32
    %x = arith.addf %w, %f : f32
    tensor.yield %x : f32
  } : tensor<?x3xf32>
  return %t : tensor<?x3xf32>
}

// -----

func.func @generate_static(%f: f32, %i: index) -> f32 {
  %t = tensor.generate {
  ^bb0(%a: index):
    tensor.yield %f : f32
  } : tensor<8xf32>
  %e = tensor.extract %t[%i] : tensor<8xf32>
  return %e : f32
}

// -----

func.func @pad_dynamic_high(%t: tensor<2x3xf32>, %f: f32, %h: index) -> tensor<?x6xf32> {
  %p = tensor.pad %t low[1, 2] high[%h, 1] {
  ^bb0(%i: index, %j: index):
    tensor.yield %f : f32
  } : tensor<2x3xf32> to tensor<?x6xf32>
  return %p : tensor<?x6xf32>
}

// -----

func.func @pad_static(%t: tensor<4xi32>, %i: index) -> tensor<7xi32> {
  %z = arith.constant 0 : i32
  %p = tensor.pad %t low[2] high[1] {
  ^bb0(%k: index):
    %c = arith.index_cast %k : index to i32
    tensor.yield %c : i32
  } : tensor<4xi32> to tensor<7xi32>
  return %p : tensor<7xi32>
}

// -----

func.func @pad_dynamic_source(%t: tensor<?x?xf32>, %f: f32, %l: index) -> tensor<?x?xf32> {
  %p = tensor.pad %t low[%l, 0] high[1, 2] {
  ^bb0(%i: index, %j: index):
    tensor.yield %f : f32
  } : tensor<?x?xf32> to tensor<?x?xf32>
  return %p : tensor<?x?xf32>
}

// -----

func.func @concat(%a: tensor<2x2xf32>, %b: tensor<1x2xf32>, %c: tensor<3x2xf32>) -> tensor<6x2xf32> {
  %r = tensor.concat dim(0) %a, %b, %c : (tensor<2x2xf32>, tensor<1x2xf32>, tensor<3x2xf32>) -> tensor<6x2xf32>
  return %r : tensor<6x2xf32>
}

// -----

func.func @concat_inner(%a: tensor<2x2xi64>, %b: tensor<2x3xi64>) -> tensor<2x5xi64> {
  %r = tensor.concat dim(1) %a, %b : (tensor<2x2xi64>, tensor<2x3xi64>) -> tensor<2x5xi64>
  return %r : tensor<2x5xi64>
}

// -----

func.func @expand(%t: tensor<12xi32>) -> tensor<2x3x2xi32> {
  %e = tensor.expand_shape %t [[0, 1, 2]] output_shape [2, 3, 2] : tensor<12xi32> into tensor<2x3x2xi32>
  return %e : tensor<2x3x2xi32>
}

// -----

func.func @expand_dynamic(%t: tensor<?xf32>, %n: index) -> tensor<?x4xf32> {
  %e = tensor.expand_shape %t [[0, 1]] output_shape [%n, 4] : tensor<?xf32> into tensor<?x4xf32>
  return %e : tensor<?x4xf32>
}

// -----

func.func @expand_written(%t: tensor<6xf32>, %f: f32, %i: index) -> (tensor<2x3xf32>, f32) {
  %e = tensor.expand_shape %t [[0, 1]] output_shape [2, 3] : tensor<6xf32> into tensor<2x3xf32>
  %w = tensor.insert %f into %e[%i, %i] : tensor<2x3xf32>
  %x = tensor.extract %t[%i] : tensor<6xf32>
  return %w, %x : tensor<2x3xf32>, f32
}

// -----

func.func @collapse(%t: tensor<2x3x2xi32>) -> tensor<6x2xi32> {
  %e = tensor.collapse_shape %t [[0, 1], [2]] : tensor<2x3x2xi32> into tensor<6x2xi32>
  return %e : tensor<6x2xi32>
}

// -----

func.func @collapse_fresh(%f: f32) -> tensor<12xf32> {
  %e = tensor.empty() : tensor<3x4xf32>
  %g = linalg.fill ins(%f : f32) outs(%e : tensor<3x4xf32>) -> tensor<3x4xf32>
  %c = tensor.collapse_shape %g [[0, 1]] : tensor<3x4xf32> into tensor<12xf32>
  return %c : tensor<12xf32>
}

// -----

func.func @collapse_slice(%t: tensor<4x6xf32>) -> tensor<12xf32> {
  %s = tensor.extract_slice %t[1, 0] [2, 6] [1, 1] : tensor<4x6xf32> to tensor<2x6xf32>
  %c = tensor.collapse_shape %s [[0, 1]] : tensor<2x6xf32> into tensor<12xf32>
  return %c : tensor<12xf32>
}

// -----

func.func @collapse_unit(%f: f32) -> tensor<f32> {
  %e = tensor.empty() : tensor<1x1xf32>
  %g = linalg.fill ins(%f : f32) outs(%e : tensor<1x1xf32>) -> tensor<1x1xf32>
  %c = tensor.collapse_shape %g [] : tensor<1x1xf32> into tensor<f32>
  return %c : tensor<f32>
}

// -----

func.func @collapse_dynamic(%t: tensor<?x4xf32>) -> tensor<?xf32> {
  %c = tensor.collapse_shape %t [[0, 1]] : tensor<?x4xf32> into tensor<?xf32>
  return %c : tensor<?xf32>
}

// -----

func.func @reshape(%t: tensor<12xi32>, %s: tensor<2xindex>) -> tensor<?x?xi32> {
  %e = tensor.reshape %t(%s) : (tensor<12xi32>, tensor<2xindex>) -> tensor<?x?xi32>
  return %e : tensor<?x?xi32>
}

// -----

func.func @reshape_fresh(%f: f32) -> tensor<3x4xf32> {
  %s = arith.constant dense<[3, 4]> : tensor<2xi64>
  %e = tensor.empty() : tensor<12xf32>
  %g = linalg.fill ins(%f : f32) outs(%e : tensor<12xf32>) -> tensor<12xf32>
  %r = tensor.reshape %g(%s) : (tensor<12xf32>, tensor<2xi64>) -> tensor<3x4xf32>
  return %r : tensor<3x4xf32>
}

// -----

func.func @concat_dynamic_result(%a: tensor<?x2xf32>, %b: tensor<2x?xf32>) -> tensor<?x?xf32> {
  %r = tensor.concat dim(1) %a, %b : (tensor<?x2xf32>, tensor<2x?xf32>) -> tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}

// -----

func.func @concat_offsets(%a: tensor<2xf32>, %b: tensor<?xf32>, %c: tensor<?xf32>, %d: tensor<3xf32>) -> tensor<?xf32> {
  %r = tensor.concat dim(0) %a, %b, %c, %d : (tensor<2xf32>, tensor<?xf32>, tensor<?xf32>, tensor<3xf32>) -> tensor<?xf32>
  return %r : tensor<?xf32>
}

// -----

func.func @extract_slice_zero_offset(%n: index, %f: f32) -> f32 {
  %h = tensor.empty(%n, %n) : tensor<?x?xf32>
  %k = linalg.fill ins(%f : f32) outs(%h : tensor<?x?xf32>) -> tensor<?x?xf32>
  %t = tensor.extract_slice %k[0, 1] [2, 2] [1, 1] : tensor<?x?xf32> to tensor<2x2xf32>
  %c0 = arith.constant 0 : index
  %x = tensor.extract %t[%c0, %c0] : tensor<2x2xf32>
  return %x : f32
}

// -----

func.func @concat_three(%a: tensor<?x2xf32>, %b: tensor<3x2xf32>, %c: tensor<?x2xf32>) -> tensor<?x2xf32> {
  %r = tensor.concat dim(0) %a, %b, %c : (tensor<?x2xf32>, tensor<3x2xf32>, tensor<?x2xf32>) -> tensor<?x2xf32>
  return %r : tensor<?x2xf32>
}
// -----
func.func @concat_inner_dynamic(%a: tensor<?x?xf32>, %b: tensor<?x3xf32>) -> tensor<?x?xf32> {
  %r = tensor.concat dim(1) %a, %b : (tensor<?x?xf32>, tensor<?x3xf32>) -> tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}
// -----
func.func @concat_static_dim(%a: tensor<?x2xf32>, %b: tensor<?x3xf32>) -> tensor<?x5xf32> {
  %r = tensor.concat dim(1) %a, %b : (tensor<?x2xf32>, tensor<?x3xf32>) -> tensor<?x5xf32>
  return %r : tensor<?x5xf32>
}
// -----
func.func @concat_folded(%a: tensor<2x2xf32>, %b: tensor<3x2xf32>) -> tensor<?x2xf32> {
  %r = tensor.concat dim(0) %a, %b : (tensor<2x2xf32>, tensor<3x2xf32>) -> tensor<?x2xf32>
  return %r : tensor<?x2xf32>
}

// -----

func.func @concat_fresh_input(%n: index, %f: f32, %b: tensor<?xf32>) -> tensor<?xf32> {
  %e = tensor.empty(%n) : tensor<?xf32>
  %g = linalg.fill ins(%f : f32) outs(%e : tensor<?xf32>) -> tensor<?xf32>
  %r = tensor.concat dim(0) %g, %b, %g : (tensor<?xf32>, tensor<?xf32>, tensor<?xf32>) -> tensor<?xf32>
  return %r : tensor<?xf32>
}

// -----

func.func @concat_cast_inputs(%f: f32) -> tensor<?x?xf32> {
  %e = tensor.empty() : tensor<2x2xf32>
  %a = linalg.fill ins(%f : f32) outs(%e : tensor<2x2xf32>) -> tensor<2x2xf32>
  %d = tensor.cast %a : tensor<2x2xf32> to tensor<?x?xf32>
  %r = tensor.concat dim(1) %d, %d : (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}

// CHECK: module {
// CHECK-NEXT:   func.func @generate(%arg0: index, %arg1: f32) -> memref<?x3xf32> {
// CHECK-NEXT:     %alloc = memref.alloc(%arg0) {alignment = 64 : i64} : memref<?x3xf32>
// CHECK-NEXT:     linalg.map outs(%alloc : memref<?x3xf32>)
// CHECK-NEXT:       (%init: f32) {
// CHECK-NEXT:         %0 = linalg.index 0 : index
// CHECK-NEXT:         %1 = linalg.index 1 : index
// CHECK-NEXT:         %2 = arith.addi %0, %1 : index
// CHECK-NEXT:         %3 = arith.index_cast %2 : index to i32
// CHECK-NEXT:         %4 = arith.sitofp %3 : i32 to f32
// CHECK-NEXT:         %5 = arith.addf %4, %arg1 : f32
// CHECK-NEXT:         linalg.yield %5 : f32
// CHECK-NEXT:       }
// CHECK-NEXT:     %cast = memref.cast %alloc : memref<?x3xf32> to memref<?x3xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT:     return %alloc : memref<?x3xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @generate_static(%arg0: f32, %arg1: index) -> f32 {
// CHECK-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<8xf32>
// CHECK-NEXT:     linalg.map outs(%alloc : memref<8xf32>)
// CHECK-NEXT:       (%init: f32) {
// CHECK-NEXT:         %1 = linalg.index 0 : index
// CHECK-NEXT:         linalg.yield %arg0 : f32
// CHECK-NEXT:       }
// CHECK-NEXT:     %0 = memref.load %alloc[%arg1] : memref<8xf32>
// CHECK-NEXT:     return %0 : f32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: #map = affine_map<()[s0, s1, s2] -> (s0 + s1 + s2)>
// CHECK-NEXT: #map1 = affine_map<()[s0] -> (s0 + 3)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @pad_dynamic_high(%arg0: memref<2x3xf32, strided<[?, ?], offset: ?>>, %arg1: f32, %arg2: index) -> memref<?x6xf32> {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %dim = memref.dim %arg0, %c0 : memref<2x3xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %0 = affine.apply #map()[%dim, %c1, %arg2]
// CHECK-NEXT:     %c0_0 = arith.constant 0 : index
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     %1 = affine.apply #map1()[%arg2]
// CHECK-NEXT:     %alloc = memref.alloc(%1) {alignment = 64 : i64} : memref<?x6xf32>
// CHECK-NEXT:     linalg.map outs(%alloc : memref<?x6xf32>)
// CHECK-NEXT:       (%init: f32) {
// CHECK-NEXT:         %2 = linalg.index 0 : index
// CHECK-NEXT:         %3 = linalg.index 1 : index
// CHECK-NEXT:         linalg.yield %arg1 : f32
// CHECK-NEXT:       }
// CHECK-NEXT:     %subview = memref.subview %alloc[1, 2] [2, 3] [1, 1] : memref<?x6xf32> to memref<2x3xf32, strided<[6, 1], offset: 8>>
// CHECK-NEXT:     memref.copy %arg0, %subview : memref<2x3xf32, strided<[?, ?], offset: ?>> to memref<2x3xf32, strided<[6, 1], offset: 8>>
// CHECK-NEXT:     %cast = memref.cast %alloc : memref<?x6xf32> to memref<?x6xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT:     return %alloc : memref<?x6xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @pad_static(%arg0: memref<4xi32, strided<[?], offset: ?>>, %arg1: index) -> memref<7xi32> {
// CHECK-NEXT:     %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<7xi32>
// CHECK-NEXT:     linalg.map outs(%alloc : memref<7xi32>)
// CHECK-NEXT:       (%init: i32) {
// CHECK-NEXT:         %0 = linalg.index 0 : index
// CHECK-NEXT:         %1 = arith.index_cast %0 : index to i32
// CHECK-NEXT:         linalg.yield %1 : i32
// CHECK-NEXT:       }
// CHECK-NEXT:     %subview = memref.subview %alloc[2] [4] [1] : memref<7xi32> to memref<4xi32, strided<[1], offset: 2>>
// CHECK-NEXT:     memref.copy %arg0, %subview : memref<4xi32, strided<[?], offset: ?>> to memref<4xi32, strided<[1], offset: 2>>
// CHECK-NEXT:     %cast = memref.cast %alloc : memref<7xi32> to memref<7xi32, strided<[?], offset: ?>>
// CHECK-NEXT:     return %alloc : memref<7xi32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: #map = affine_map<()[s0, s1, s2] -> (s0 + s1 + s2)>
// CHECK-NEXT: #map1 = affine_map<()[s0, s1] -> (s0 + s1 + 1)>
// CHECK-NEXT: #map2 = affine_map<()[s0] -> (s0 + 2)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @pad_dynamic_source(%arg0: memref<?x?xf32, strided<[?, ?], offset: ?>>, %arg1: f32, %arg2: index) -> memref<?x?xf32> {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %dim = memref.dim %arg0, %c0 : memref<?x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %0 = affine.apply #map()[%dim, %arg2, %c1]
// CHECK-NEXT:     %c1_0 = arith.constant 1 : index
// CHECK-NEXT:     %dim_1 = memref.dim %arg0, %c1_0 : memref<?x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT:     %c0_2 = arith.constant 0 : index
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     %1 = affine.apply #map()[%dim_1, %c0_2, %c2]
// CHECK-NEXT:     %c0_3 = arith.constant 0 : index
// CHECK-NEXT:     %dim_4 = memref.dim %arg0, %c0_3 : memref<?x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT:     %2 = affine.apply #map1()[%dim_4, %arg2]
// CHECK-NEXT:     %c1_5 = arith.constant 1 : index
// CHECK-NEXT:     %dim_6 = memref.dim %arg0, %c1_5 : memref<?x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT:     %3 = affine.apply #map2()[%dim_6]
// CHECK-NEXT:     %alloc = memref.alloc(%2, %3) {alignment = 64 : i64} : memref<?x?xf32>
// CHECK-NEXT:     linalg.map outs(%alloc : memref<?x?xf32>)
// CHECK-NEXT:       (%init: f32) {
// CHECK-NEXT:         %4 = linalg.index 0 : index
// CHECK-NEXT:         %5 = linalg.index 1 : index
// CHECK-NEXT:         linalg.yield %arg1 : f32
// CHECK-NEXT:       }
// CHECK-NEXT:     %c0_7 = arith.constant 0 : index
// CHECK-NEXT:     %dim_8 = memref.dim %arg0, %c0_7 : memref<?x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT:     %c1_9 = arith.constant 1 : index
// CHECK-NEXT:     %dim_10 = memref.dim %arg0, %c1_9 : memref<?x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT:     %subview = memref.subview %alloc[%arg2, 0] [%dim_8, %dim_10] [1, 1] : memref<?x?xf32> to memref<?x?xf32, strided<[?, 1], offset: ?>>
// CHECK-NEXT:     memref.copy %arg0, %subview : memref<?x?xf32, strided<[?, ?], offset: ?>> to memref<?x?xf32, strided<[?, 1], offset: ?>>
// CHECK-NEXT:     %cast = memref.cast %alloc : memref<?x?xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT:     return %alloc : memref<?x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @concat(%arg0: memref<2x2xf32, strided<[?, ?], offset: ?>>, %arg1: memref<1x2xf32, strided<[?, ?], offset: ?>>, %arg2: memref<3x2xf32, strided<[?, ?], offset: ?>>) -> memref<6x2xf32> {
// CHECK-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<6x2xf32>
// CHECK-NEXT:     %subview = memref.subview %alloc[0, 0] [2, 2] [1, 1] : memref<6x2xf32> to memref<2x2xf32, strided<[2, 1]>>
// CHECK-NEXT:     memref.copy %arg0, %subview : memref<2x2xf32, strided<[?, ?], offset: ?>> to memref<2x2xf32, strided<[2, 1]>>
// CHECK-NEXT:     %subview_0 = memref.subview %alloc[2, 0] [1, 2] [1, 1] : memref<6x2xf32> to memref<1x2xf32, strided<[2, 1], offset: 4>>
// CHECK-NEXT:     memref.copy %arg1, %subview_0 : memref<1x2xf32, strided<[?, ?], offset: ?>> to memref<1x2xf32, strided<[2, 1], offset: 4>>
// CHECK-NEXT:     %subview_1 = memref.subview %alloc[3, 0] [3, 2] [1, 1] : memref<6x2xf32> to memref<3x2xf32, strided<[2, 1], offset: 6>>
// CHECK-NEXT:     memref.copy %arg2, %subview_1 : memref<3x2xf32, strided<[?, ?], offset: ?>> to memref<3x2xf32, strided<[2, 1], offset: 6>>
// CHECK-NEXT:     %cast = memref.cast %alloc : memref<6x2xf32> to memref<6x2xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT:     return %alloc : memref<6x2xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @concat_inner(%arg0: memref<2x2xi64, strided<[?, ?], offset: ?>>, %arg1: memref<2x3xi64, strided<[?, ?], offset: ?>>) -> memref<2x5xi64> {
// CHECK-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<2x5xi64>
// CHECK-NEXT:     %subview = memref.subview %alloc[0, 0] [2, 2] [1, 1] : memref<2x5xi64> to memref<2x2xi64, strided<[5, 1]>>
// CHECK-NEXT:     memref.copy %arg0, %subview : memref<2x2xi64, strided<[?, ?], offset: ?>> to memref<2x2xi64, strided<[5, 1]>>
// CHECK-NEXT:     %subview_0 = memref.subview %alloc[0, 2] [2, 3] [1, 1] : memref<2x5xi64> to memref<2x3xi64, strided<[5, 1], offset: 2>>
// CHECK-NEXT:     memref.copy %arg1, %subview_0 : memref<2x3xi64, strided<[?, ?], offset: ?>> to memref<2x3xi64, strided<[5, 1], offset: 2>>
// CHECK-NEXT:     %cast = memref.cast %alloc : memref<2x5xi64> to memref<2x5xi64, strided<[?, ?], offset: ?>>
// CHECK-NEXT:     return %alloc : memref<2x5xi64>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @expand(%arg0: memref<12xi32, strided<[?], offset: ?>>) -> memref<2x3x2xi32, strided<[?, ?, ?], offset: ?>> {
// CHECK-NEXT:     %expand_shape = memref.expand_shape %arg0 {{\[\[}}0, 1, 2{{\]\]}} output_shape [2, 3, 2] : memref<12xi32, strided<[?], offset: ?>> into memref<2x3x2xi32, strided<[?, ?, ?], offset: ?>>
// CHECK-NEXT:     return %expand_shape : memref<2x3x2xi32, strided<[?, ?, ?], offset: ?>>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @expand_dynamic(%arg0: memref<?xf32, strided<[?], offset: ?>>, %arg1: index) -> memref<?x4xf32, strided<[?, ?], offset: ?>> {
// CHECK-NEXT:     %expand_shape = memref.expand_shape %arg0 {{\[\[}}0, 1{{\]\]}} output_shape [%arg1, 4] : memref<?xf32, strided<[?], offset: ?>> into memref<?x4xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT:     return %expand_shape : memref<?x4xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @expand_written(%arg0: memref<6xf32, strided<[?], offset: ?>>, %arg1: f32, %arg2: index) -> (memref<2x3xf32>, f32) {
// CHECK-NEXT:     %expand_shape = memref.expand_shape %arg0 {{\[\[}}0, 1{{\]\]}} output_shape [2, 3] : memref<6xf32, strided<[?], offset: ?>> into memref<2x3xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<2x3xf32>
// CHECK-NEXT:     memref.copy %expand_shape, %alloc : memref<2x3xf32, strided<[?, ?], offset: ?>> to memref<2x3xf32>
// CHECK-NEXT:     memref.store %arg1, %alloc[%arg2, %arg2] : memref<2x3xf32>
// CHECK-NEXT:     %0 = memref.load %arg0[%arg2] : memref<6xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     %cast = memref.cast %alloc : memref<2x3xf32> to memref<2x3xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT:     return %alloc, %0 : memref<2x3xf32>, f32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @collapse(%arg0: memref<2x3x2xi32, strided<[?, ?, ?], offset: ?>>) -> memref<6x2xi32> {
// CHECK-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<2x3x2xi32>
// CHECK-NEXT:     memref.copy %arg0, %alloc : memref<2x3x2xi32, strided<[?, ?, ?], offset: ?>> to memref<2x3x2xi32>
// CHECK-NEXT:     %collapse_shape = memref.collapse_shape %alloc {{\[\[}}0, 1], [2{{\]\]}} : memref<2x3x2xi32> into memref<6x2xi32>
// CHECK-NEXT:     %cast = memref.cast %collapse_shape : memref<6x2xi32> to memref<6x2xi32, strided<[?, ?], offset: ?>>
// CHECK-NEXT:     return %collapse_shape : memref<6x2xi32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @collapse_fresh(%arg0: f32) -> memref<12xf32> {
// CHECK-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<3x4xf32>
// CHECK-NEXT:     linalg.fill ins(%arg0 : f32) outs(%alloc : memref<3x4xf32>)
// CHECK-NEXT:     %collapse_shape = memref.collapse_shape %alloc {{\[\[}}0, 1{{\]\]}} : memref<3x4xf32> into memref<12xf32>
// CHECK-NEXT:     %cast = memref.cast %collapse_shape : memref<12xf32> to memref<12xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     return %collapse_shape : memref<12xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @collapse_slice(%arg0: memref<4x6xf32, strided<[?, ?], offset: ?>>) -> memref<12xf32> {
// CHECK-NEXT:     %subview = memref.subview %arg0[1, 0] [2, 6] [1, 1] : memref<4x6xf32, strided<[?, ?], offset: ?>> to memref<2x6xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<2x6xf32>
// CHECK-NEXT:     memref.copy %subview, %alloc : memref<2x6xf32, strided<[?, ?], offset: ?>> to memref<2x6xf32>
// CHECK-NEXT:     %collapse_shape = memref.collapse_shape %alloc {{\[\[}}0, 1{{\]\]}} : memref<2x6xf32> into memref<12xf32>
// CHECK-NEXT:     %cast = memref.cast %collapse_shape : memref<12xf32> to memref<12xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     return %collapse_shape : memref<12xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @collapse_unit(%arg0: f32) -> memref<f32> {
// CHECK-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<1x1xf32>
// CHECK-NEXT:     linalg.fill ins(%arg0 : f32) outs(%alloc : memref<1x1xf32>)
// CHECK-NEXT:     %collapse_shape = memref.collapse_shape %alloc [] : memref<1x1xf32> into memref<f32>
// CHECK-NEXT:     %cast = memref.cast %collapse_shape : memref<f32> to memref<f32, strided<[], offset: ?>>
// CHECK-NEXT:     return %collapse_shape : memref<f32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @collapse_dynamic(%arg0: memref<?x4xf32, strided<[?, ?], offset: ?>>) -> memref<?xf32> {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %dim = memref.dim %arg0, %c0 : memref<?x4xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT:     %alloc = memref.alloc(%dim) {alignment = 64 : i64} : memref<?x4xf32>
// CHECK-NEXT:     memref.copy %arg0, %alloc : memref<?x4xf32, strided<[?, ?], offset: ?>> to memref<?x4xf32>
// CHECK-NEXT:     %collapse_shape = memref.collapse_shape %alloc {{\[\[}}0, 1{{\]\]}} : memref<?x4xf32> into memref<?xf32>
// CHECK-NEXT:     %cast = memref.cast %collapse_shape : memref<?xf32> to memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     return %collapse_shape : memref<?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @reshape(%arg0: memref<12xi32, strided<[?], offset: ?>>, %arg1: memref<2xindex, strided<[?], offset: ?>>) -> memref<?x?xi32> {
// CHECK-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<12xi32>
// CHECK-NEXT:     memref.copy %arg0, %alloc : memref<12xi32, strided<[?], offset: ?>> to memref<12xi32>
// CHECK-NEXT:     %reshape = memref.reshape %alloc(%arg1) : (memref<12xi32>, memref<2xindex, strided<[?], offset: ?>>) -> memref<?x?xi32>
// CHECK-NEXT:     %cast = memref.cast %reshape : memref<?x?xi32> to memref<?x?xi32, strided<[?, ?], offset: ?>>
// CHECK-NEXT:     return %reshape : memref<?x?xi32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   memref.global "private" constant @__constant_2xi64 : memref<2xi64> = dense<[3, 4]> {alignment = 64 : i64}
// CHECK-NEXT:   func.func @reshape_fresh(%arg0: f32) -> memref<3x4xf32> {
// CHECK-NEXT:     %0 = memref.get_global @__constant_2xi64 : memref<2xi64>
// CHECK-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<12xf32>
// CHECK-NEXT:     linalg.fill ins(%arg0 : f32) outs(%alloc : memref<12xf32>)
// CHECK-NEXT:     %reshape = memref.reshape %alloc(%0) : (memref<12xf32>, memref<2xi64>) -> memref<3x4xf32>
// CHECK-NEXT:     %cast = memref.cast %reshape : memref<3x4xf32> to memref<3x4xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT:     return %reshape : memref<3x4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: #map = affine_map<()[s0] -> (s0 + 2)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @concat_dynamic_result(%arg0: memref<?x2xf32, strided<[?, ?], offset: ?>>, %arg1: memref<2x?xf32, strided<[?, ?], offset: ?>>) -> memref<?x?xf32> {
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c2_0 = arith.constant 2 : index
// CHECK-NEXT:     %c1_1 = arith.constant 1 : index
// CHECK-NEXT:     %dim = memref.dim %arg1, %c1_1 : memref<2x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT:     %0 = affine.apply #map()[%dim]
// CHECK-NEXT:     %alloc = memref.alloc(%c2, %0) {alignment = 64 : i64} : memref<?x?xf32>
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %dim_2 = memref.dim %alloc, %c0 : memref<?x?xf32>
// CHECK-NEXT:     %c1_3 = arith.constant 1 : index
// CHECK-NEXT:     %dim_4 = memref.dim %alloc, %c1_3 : memref<?x?xf32>
// CHECK-NEXT:     %subview = memref.subview %alloc[0, 0] [%dim_2, 2] [1, 1] : memref<?x?xf32> to memref<?x2xf32, strided<[?, 1]>>
// CHECK-NEXT:     memref.copy %arg0, %subview : memref<?x2xf32, strided<[?, ?], offset: ?>> to memref<?x2xf32, strided<[?, 1]>>
// CHECK-NEXT:     %c1_5 = arith.constant 1 : index
// CHECK-NEXT:     %dim_6 = memref.dim %arg1, %c1_5 : memref<2x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT:     %subview_7 = memref.subview %alloc[0, 2] [%dim_2, %dim_6] [1, 1] : memref<?x?xf32> to memref<?x?xf32, strided<[?, 1], offset: 2>>
// CHECK-NEXT:     memref.copy %arg1, %subview_7 : memref<2x?xf32, strided<[?, ?], offset: ?>> to memref<?x?xf32, strided<[?, 1], offset: 2>>
// CHECK-NEXT:     %1 = affine.apply #map()[%dim_6]
// CHECK-NEXT:     %cast = memref.cast %alloc : memref<?x?xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT:     return %alloc : memref<?x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: #map = affine_map<()[s0, s1] -> (s0 + s1 + 5)>
// CHECK-NEXT: #map1 = affine_map<()[s0] -> (s0 + 2)>
// CHECK-NEXT: #map2 = affine_map<()[s0, s1] -> (s0 + s1 + 2)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @concat_offsets(%arg0: memref<2xf32, strided<[?], offset: ?>>, %arg1: memref<?xf32, strided<[?], offset: ?>>, %arg2: memref<?xf32, strided<[?], offset: ?>>, %arg3: memref<3xf32, strided<[?], offset: ?>>) -> memref<?xf32> {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     %c0_0 = arith.constant 0 : index
// CHECK-NEXT:     %dim = memref.dim %arg1, %c0_0 : memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     %c0_1 = arith.constant 0 : index
// CHECK-NEXT:     %dim_2 = memref.dim %arg2, %c0_1 : memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     %c0_3 = arith.constant 0 : index
// CHECK-NEXT:     %c3 = arith.constant 3 : index
// CHECK-NEXT:     %0 = affine.apply #map()[%dim, %dim_2]
// CHECK-NEXT:     %alloc = memref.alloc(%0) {alignment = 64 : i64} : memref<?xf32>
// CHECK-NEXT:     %c0_4 = arith.constant 0 : index
// CHECK-NEXT:     %dim_5 = memref.dim %alloc, %c0_4 : memref<?xf32>
// CHECK-NEXT:     %subview = memref.subview %alloc[0] [2] [1] : memref<?xf32> to memref<2xf32, strided<[1]>>
// CHECK-NEXT:     memref.copy %arg0, %subview : memref<2xf32, strided<[?], offset: ?>> to memref<2xf32, strided<[1]>>
// CHECK-NEXT:     %c0_6 = arith.constant 0 : index
// CHECK-NEXT:     %dim_7 = memref.dim %arg1, %c0_6 : memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     %subview_8 = memref.subview %alloc[2] [%dim_7] [1] : memref<?xf32> to memref<?xf32, strided<[1], offset: 2>>
// CHECK-NEXT:     memref.copy %arg1, %subview_8 : memref<?xf32, strided<[?], offset: ?>> to memref<?xf32, strided<[1], offset: 2>>
// CHECK-NEXT:     %1 = affine.apply #map1()[%dim_7]
// CHECK-NEXT:     %c0_9 = arith.constant 0 : index
// CHECK-NEXT:     %dim_10 = memref.dim %arg2, %c0_9 : memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     %subview_11 = memref.subview %alloc[%1] [%dim_10] [1] : memref<?xf32> to memref<?xf32, strided<[1], offset: ?>>
// CHECK-NEXT:     memref.copy %arg2, %subview_11 : memref<?xf32, strided<[?], offset: ?>> to memref<?xf32, strided<[1], offset: ?>>
// CHECK-NEXT:     %2 = affine.apply #map2()[%dim_10, %dim_7]
// CHECK-NEXT:     %subview_12 = memref.subview %alloc[%2] [3] [1] : memref<?xf32> to memref<3xf32, strided<[1], offset: ?>>
// CHECK-NEXT:     memref.copy %arg3, %subview_12 : memref<3xf32, strided<[?], offset: ?>> to memref<3xf32, strided<[1], offset: ?>>
// CHECK-NEXT:     %3 = affine.apply #map()[%dim_10, %dim_7]
// CHECK-NEXT:     %cast = memref.cast %alloc : memref<?xf32> to memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     return %alloc : memref<?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @extract_slice_zero_offset(%arg0: index, %arg1: f32) -> f32 {
// CHECK-NEXT:     %alloc = memref.alloc(%arg0, %arg0) {alignment = 64 : i64} : memref<?x?xf32>
// CHECK-NEXT:     linalg.fill ins(%arg1 : f32) outs(%alloc : memref<?x?xf32>)
// CHECK-NEXT:     %subview = memref.subview %alloc[0, 1] [2, 2] [1, 1] : memref<?x?xf32> to memref<2x2xf32, strided<[?, 1], offset: 1>>
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %0 = memref.load %subview[%c0, %c0] : memref<2x2xf32, strided<[?, 1], offset: 1>>
// CHECK-NEXT:     return %0 : f32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: #map = affine_map<()[s0, s1] -> (s0 + s1 + 3)>
// CHECK-NEXT: #map1 = affine_map<()[s0] -> (s0 + 3)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @concat_three(%arg0: memref<?x2xf32, strided<[?, ?], offset: ?>>, %arg1: memref<3x2xf32, strided<[?, ?], offset: ?>>, %arg2: memref<?x2xf32, strided<[?, ?], offset: ?>>) -> memref<?x2xf32> {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %dim = memref.dim %arg0, %c0 : memref<?x2xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT:     %c0_0 = arith.constant 0 : index
// CHECK-NEXT:     %c3 = arith.constant 3 : index
// CHECK-NEXT:     %c0_1 = arith.constant 0 : index
// CHECK-NEXT:     %dim_2 = memref.dim %arg2, %c0_1 : memref<?x2xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT:     %0 = affine.apply #map()[%dim, %dim_2]
// CHECK-NEXT:     %alloc = memref.alloc(%0) {alignment = 64 : i64} : memref<?x2xf32>
// CHECK-NEXT:     %c0_3 = arith.constant 0 : index
// CHECK-NEXT:     %dim_4 = memref.dim %alloc, %c0_3 : memref<?x2xf32>
// CHECK-NEXT:     %c0_5 = arith.constant 0 : index
// CHECK-NEXT:     %dim_6 = memref.dim %arg0, %c0_5 : memref<?x2xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT:     %subview = memref.subview %alloc[0, 0] [%dim_6, 2] [1, 1] : memref<?x2xf32> to memref<?x2xf32, strided<[2, 1]>>
// CHECK-NEXT:     memref.copy %arg0, %subview : memref<?x2xf32, strided<[?, ?], offset: ?>> to memref<?x2xf32, strided<[2, 1]>>
// CHECK-NEXT:     %subview_7 = memref.subview %alloc[%dim_6, 0] [3, 2] [1, 1] : memref<?x2xf32> to memref<3x2xf32, strided<[2, 1], offset: ?>>
// CHECK-NEXT:     memref.copy %arg1, %subview_7 : memref<3x2xf32, strided<[?, ?], offset: ?>> to memref<3x2xf32, strided<[2, 1], offset: ?>>
// CHECK-NEXT:     %1 = affine.apply #map1()[%dim_6]
// CHECK-NEXT:     %c0_8 = arith.constant 0 : index
// CHECK-NEXT:     %dim_9 = memref.dim %arg2, %c0_8 : memref<?x2xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT:     %subview_10 = memref.subview %alloc[%1, 0] [%dim_9, 2] [1, 1] : memref<?x2xf32> to memref<?x2xf32, strided<[2, 1], offset: ?>>
// CHECK-NEXT:     memref.copy %arg2, %subview_10 : memref<?x2xf32, strided<[?, ?], offset: ?>> to memref<?x2xf32, strided<[2, 1], offset: ?>>
// CHECK-NEXT:     %2 = affine.apply #map()[%dim_9, %dim_6]
// CHECK-NEXT:     %cast = memref.cast %alloc : memref<?x2xf32> to memref<?x2xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT:     return %alloc : memref<?x2xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: #map = affine_map<()[s0] -> (s0 + 3)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @concat_inner_dynamic(%arg0: memref<?x?xf32, strided<[?, ?], offset: ?>>, %arg1: memref<?x3xf32, strided<[?, ?], offset: ?>>) -> memref<?x?xf32> {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %dim = memref.dim %arg0, %c0 : memref<?x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %dim_0 = memref.dim %arg0, %c1 : memref<?x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT:     %c1_1 = arith.constant 1 : index
// CHECK-NEXT:     %c3 = arith.constant 3 : index
// CHECK-NEXT:     %0 = affine.apply #map()[%dim_0]
// CHECK-NEXT:     %alloc = memref.alloc(%dim, %0) {alignment = 64 : i64} : memref<?x?xf32>
// CHECK-NEXT:     %c0_2 = arith.constant 0 : index
// CHECK-NEXT:     %dim_3 = memref.dim %alloc, %c0_2 : memref<?x?xf32>
// CHECK-NEXT:     %c1_4 = arith.constant 1 : index
// CHECK-NEXT:     %dim_5 = memref.dim %alloc, %c1_4 : memref<?x?xf32>
// CHECK-NEXT:     %c1_6 = arith.constant 1 : index
// CHECK-NEXT:     %dim_7 = memref.dim %arg0, %c1_6 : memref<?x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT:     %subview = memref.subview %alloc[0, 0] [%dim_3, %dim_7] [1, 1] : memref<?x?xf32> to memref<?x?xf32, strided<[?, 1]>>
// CHECK-NEXT:     memref.copy %arg0, %subview : memref<?x?xf32, strided<[?, ?], offset: ?>> to memref<?x?xf32, strided<[?, 1]>>
// CHECK-NEXT:     %subview_8 = memref.subview %alloc[0, %dim_7] [%dim_3, 3] [1, 1] : memref<?x?xf32> to memref<?x3xf32, strided<[?, 1], offset: ?>>
// CHECK-NEXT:     memref.copy %arg1, %subview_8 : memref<?x3xf32, strided<[?, ?], offset: ?>> to memref<?x3xf32, strided<[?, 1], offset: ?>>
// CHECK-NEXT:     %1 = affine.apply #map()[%dim_7]
// CHECK-NEXT:     %cast = memref.cast %alloc : memref<?x?xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT:     return %alloc : memref<?x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @concat_static_dim(%arg0: memref<?x2xf32, strided<[?, ?], offset: ?>>, %arg1: memref<?x3xf32, strided<[?, ?], offset: ?>>) -> memref<?x5xf32> {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %dim = memref.dim %arg0, %c0 : memref<?x2xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT:     %alloc = memref.alloc(%dim) {alignment = 64 : i64} : memref<?x5xf32>
// CHECK-NEXT:     %c0_0 = arith.constant 0 : index
// CHECK-NEXT:     %dim_1 = memref.dim %alloc, %c0_0 : memref<?x5xf32>
// CHECK-NEXT:     %subview = memref.subview %alloc[0, 0] [%dim_1, 2] [1, 1] : memref<?x5xf32> to memref<?x2xf32, strided<[5, 1]>>
// CHECK-NEXT:     memref.copy %arg0, %subview : memref<?x2xf32, strided<[?, ?], offset: ?>> to memref<?x2xf32, strided<[5, 1]>>
// CHECK-NEXT:     %subview_2 = memref.subview %alloc[0, 2] [%dim_1, 3] [1, 1] : memref<?x5xf32> to memref<?x3xf32, strided<[5, 1], offset: 2>>
// CHECK-NEXT:     memref.copy %arg1, %subview_2 : memref<?x3xf32, strided<[?, ?], offset: ?>> to memref<?x3xf32, strided<[5, 1], offset: 2>>
// CHECK-NEXT:     %cast = memref.cast %alloc : memref<?x5xf32> to memref<?x5xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT:     return %alloc : memref<?x5xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @concat_folded(%arg0: memref<2x2xf32, strided<[?, ?], offset: ?>>, %arg1: memref<3x2xf32, strided<[?, ?], offset: ?>>) -> memref<?x2xf32> {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     %c0_0 = arith.constant 0 : index
// CHECK-NEXT:     %c3 = arith.constant 3 : index
// CHECK-NEXT:     %c5 = arith.constant 5 : index
// CHECK-NEXT:     %alloc = memref.alloc(%c5) {alignment = 64 : i64} : memref<?x2xf32>
// CHECK-NEXT:     %c0_1 = arith.constant 0 : index
// CHECK-NEXT:     %dim = memref.dim %alloc, %c0_1 : memref<?x2xf32>
// CHECK-NEXT:     %subview = memref.subview %alloc[0, 0] [2, 2] [1, 1] : memref<?x2xf32> to memref<2x2xf32, strided<[2, 1]>>
// CHECK-NEXT:     memref.copy %arg0, %subview : memref<2x2xf32, strided<[?, ?], offset: ?>> to memref<2x2xf32, strided<[2, 1]>>
// CHECK-NEXT:     %subview_2 = memref.subview %alloc[2, 0] [3, 2] [1, 1] : memref<?x2xf32> to memref<3x2xf32, strided<[2, 1], offset: 4>>
// CHECK-NEXT:     memref.copy %arg1, %subview_2 : memref<3x2xf32, strided<[?, ?], offset: ?>> to memref<3x2xf32, strided<[2, 1], offset: 4>>
// CHECK-NEXT:     %cast = memref.cast %alloc : memref<?x2xf32> to memref<?x2xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT:     return %alloc : memref<?x2xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: #map = affine_map<()[s0, s1, s2] -> (s0 + s1 + s2)>
// CHECK-NEXT: #map1 = affine_map<()[s0, s1] -> (s0 + s1)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @concat_fresh_input(%arg0: index, %arg1: f32, %arg2: memref<?xf32, strided<[?], offset: ?>>) -> memref<?xf32> {
// CHECK-NEXT:     %alloc = memref.alloc(%arg0) {alignment = 64 : i64} : memref<?xf32>
// CHECK-NEXT:     linalg.fill ins(%arg1 : f32) outs(%alloc : memref<?xf32>)
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %dim = memref.dim %alloc, %c0 : memref<?xf32>
// CHECK-NEXT:     %c0_0 = arith.constant 0 : index
// CHECK-NEXT:     %dim_1 = memref.dim %arg2, %c0_0 : memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     %c0_2 = arith.constant 0 : index
// CHECK-NEXT:     %dim_3 = memref.dim %alloc, %c0_2 : memref<?xf32>
// CHECK-NEXT:     %0 = affine.apply #map()[%dim, %dim_1, %dim_3]
// CHECK-NEXT:     %alloc_4 = memref.alloc(%0) {alignment = 64 : i64} : memref<?xf32>
// CHECK-NEXT:     %c0_5 = arith.constant 0 : index
// CHECK-NEXT:     %dim_6 = memref.dim %alloc_4, %c0_5 : memref<?xf32>
// CHECK-NEXT:     %c0_7 = arith.constant 0 : index
// CHECK-NEXT:     %dim_8 = memref.dim %alloc, %c0_7 : memref<?xf32>
// CHECK-NEXT:     %subview = memref.subview %alloc_4[0] [%dim_8] [1] : memref<?xf32> to memref<?xf32, strided<[1]>>
// CHECK-NEXT:     memref.copy %alloc, %subview : memref<?xf32> to memref<?xf32, strided<[1]>>
// CHECK-NEXT:     %c0_9 = arith.constant 0 : index
// CHECK-NEXT:     %dim_10 = memref.dim %arg2, %c0_9 : memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     %subview_11 = memref.subview %alloc_4[%dim_8] [%dim_10] [1] : memref<?xf32> to memref<?xf32, strided<[1], offset: ?>>
// CHECK-NEXT:     memref.copy %arg2, %subview_11 : memref<?xf32, strided<[?], offset: ?>> to memref<?xf32, strided<[1], offset: ?>>
// CHECK-NEXT:     %1 = affine.apply #map1()[%dim_8, %dim_10]
// CHECK-NEXT:     %c0_12 = arith.constant 0 : index
// CHECK-NEXT:     %dim_13 = memref.dim %alloc, %c0_12 : memref<?xf32>
// CHECK-NEXT:     %subview_14 = memref.subview %alloc_4[%1] [%dim_13] [1] : memref<?xf32> to memref<?xf32, strided<[1], offset: ?>>
// CHECK-NEXT:     memref.copy %alloc, %subview_14 : memref<?xf32> to memref<?xf32, strided<[1], offset: ?>>
// CHECK-NEXT:     %2 = affine.apply #map()[%dim_13, %dim_8, %dim_10]
// CHECK-NEXT:     %cast = memref.cast %alloc_4 : memref<?xf32> to memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     return %alloc_4 : memref<?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: #map = affine_map<()[s0, s1] -> (s0 + s1)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @concat_cast_inputs(%arg0: f32) -> memref<?x?xf32> {
// CHECK-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<2x2xf32>
// CHECK-NEXT:     linalg.fill ins(%arg0 : f32) outs(%alloc : memref<2x2xf32>)
// CHECK-NEXT:     %cast = memref.cast %alloc : memref<2x2xf32> to memref<?x?xf32>
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %dim = memref.dim %cast, %c0 : memref<?x?xf32>
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %dim_0 = memref.dim %cast, %c1 : memref<?x?xf32>
// CHECK-NEXT:     %c1_1 = arith.constant 1 : index
// CHECK-NEXT:     %dim_2 = memref.dim %cast, %c1_1 : memref<?x?xf32>
// CHECK-NEXT:     %0 = affine.apply #map()[%dim_0, %dim_2]
// CHECK-NEXT:     %alloc_3 = memref.alloc(%dim, %0) {alignment = 64 : i64} : memref<?x?xf32>
// CHECK-NEXT:     %c0_4 = arith.constant 0 : index
// CHECK-NEXT:     %dim_5 = memref.dim %alloc_3, %c0_4 : memref<?x?xf32>
// CHECK-NEXT:     %c1_6 = arith.constant 1 : index
// CHECK-NEXT:     %dim_7 = memref.dim %alloc_3, %c1_6 : memref<?x?xf32>
// CHECK-NEXT:     %c1_8 = arith.constant 1 : index
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     %subview = memref.subview %alloc_3[0, 0] [%dim_5, %c2] [1, 1] : memref<?x?xf32> to memref<?x?xf32, strided<[?, 1]>>
// CHECK-NEXT:     memref.copy %cast, %subview : memref<?x?xf32> to memref<?x?xf32, strided<[?, 1]>>
// CHECK-NEXT:     %c1_9 = arith.constant 1 : index
// CHECK-NEXT:     %c2_10 = arith.constant 2 : index
// CHECK-NEXT:     %subview_11 = memref.subview %alloc_3[0, 2] [%dim_5, %c2_10] [1, 1] : memref<?x?xf32> to memref<?x?xf32, strided<[?, 1], offset: 2>>
// CHECK-NEXT:     memref.copy %cast, %subview_11 : memref<?x?xf32> to memref<?x?xf32, strided<[?, 1], offset: 2>>
// CHECK-NEXT:     %cast_12 = memref.cast %alloc_3 : memref<?x?xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT:     return %alloc_3 : memref<?x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
