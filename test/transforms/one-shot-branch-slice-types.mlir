// The buffer type upstream predicts for a tensor.extract_slice result is
// the subview of its source's buffer type: an scf.if / scf.index_switch
// whose regions yield slices of the same layout keeps that layout (no
// memref.cast to the fully dynamic one); different layouts join to the
// fully dynamic layout.  bufopt predicted the unknown-type layout for any
// slice.  Expected text: mlir-opt 22's.
// RUN: bufopt %s --split-input-file --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" | FileCheck %s
// RUN: mlir-opt %s --split-input-file --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" | FileCheck %s

// CHECK-LABEL: func.func @same_layout(
// CHECK: scf.if %{{.*}} -> (memref<2x3xf32, strided<[8, 1], offset: 9>>) {
// CHECK-NOT: memref.cast
// CHECK: } else {
// CHECK-NOT: memref.cast
// CHECK: }
func.func @same_layout(%t: tensor<4x8xf32> {bufferization.writable = false}, %c: i1, %v: f32, %w: f32) -> f32 {
  %i0 = arith.constant 0 : index
  %r = scf.if %c -> tensor<2x3xf32> {
    %s = tensor.extract_slice %t[1, 1] [2, 3] [1, 1] : tensor<4x8xf32> to tensor<2x3xf32>
    scf.yield %s : tensor<2x3xf32>
  } else {
    %s = tensor.extract_slice %t[1, 1] [2, 3] [1, 1] : tensor<4x8xf32> to tensor<2x3xf32>
    scf.yield %s : tensor<2x3xf32>
  }
  %x = tensor.extract %r[%i0, %i0] : tensor<2x3xf32>
  return %x : f32
}

// -----

// CHECK-LABEL: func.func @different_layouts(
// CHECK: scf.if %{{.*}} -> (memref<3xf32, strided<[?], offset: ?>>) {
// CHECK: memref.cast %{{.*}} : memref<3xf32, strided<[1], offset: 2>> to memref<3xf32, strided<[?], offset: ?>>
// CHECK: } else {
// CHECK: memref.cast %{{.*}} : memref<3xf32, strided<[2], offset: 1>> to memref<3xf32, strided<[?], offset: ?>>
func.func @different_layouts(%t: tensor<8xf32> {bufferization.writable = false}, %c: i1) -> f32 {
  %i0 = arith.constant 0 : index
  %r = scf.if %c -> tensor<3xf32> {
    %s = tensor.extract_slice %t[2] [3] [1] : tensor<8xf32> to tensor<3xf32>
    scf.yield %s : tensor<3xf32>
  } else {
    %s = tensor.extract_slice %t[1] [3] [2] : tensor<8xf32> to tensor<3xf32>
    scf.yield %s : tensor<3xf32>
  }
  %x = tensor.extract %r[%i0] : tensor<3xf32>
  return %x : f32
}

// -----

// A rank-reducing slice in each case of an index_switch.
// CHECK-LABEL: func.func @switch_rank_reduced(
// CHECK: scf.index_switch %{{.*}} -> memref<5xi8, strided<[1], offset: ?>>
// CHECK-NOT: memref.cast
// CHECK: return
func.func @switch_rank_reduced(%t: tensor<6x5xi8> {bufferization.writable = false}, %k: index, %p: index) -> i8 {
  %r = scf.index_switch %k -> tensor<5xi8>
  case 0 {
    %s = tensor.extract_slice %t[%p, 0] [1, 5] [1, 1] : tensor<6x5xi8> to tensor<5xi8>
    scf.yield %s : tensor<5xi8>
  }
  default {
    %s = tensor.extract_slice %t[%k, 0] [1, 5] [1, 1] : tensor<6x5xi8> to tensor<5xi8>
    scf.yield %s : tensor<5xi8>
  }
  %x = tensor.extract %r[%p] : tensor<5xi8>
  return %x : i8
}
