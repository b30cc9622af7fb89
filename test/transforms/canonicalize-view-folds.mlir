// canonicalize: the folders of the view-like memref ops and of the tensor
// reshapes (issue 15 parity): identity and inverse expand/collapse_shape
// (foldReshapeOp), trivial and chained memory_space_cast, reinterpret_cast
// of a reinterpret_cast / cast / zero-offset subview and the identity
// reinterpret_cast, identity subviews and a subview re-viewing a subview
// whole, and copies from or to an empty buffer.  Each function also has a
// negative twin that must stay.
// RUN: bufopt %s --split-input-file --canonicalize | FileCheck %s
// RUN: mlir-opt %s --split-input-file --canonicalize | FileCheck %s

// CHECK-LABEL: func @reshape_same_type
//  CHECK-SAME:   (%[[M:.*]]: memref<3x7xf16>, %[[T:.*]]: tensor<2xi64>)
//  CHECK-NEXT:   return %[[M]], %[[T]]
func.func @reshape_same_type(%m: memref<3x7xf16>, %t: tensor<2xi64>) -> (memref<3x7xf16>, tensor<2xi64>) {
  %a = memref.collapse_shape %m [[0], [1]] : memref<3x7xf16> into memref<3x7xf16>
  %b = tensor.expand_shape %t [[0]] output_shape [2] : tensor<2xi64> into tensor<2xi64>
  return %a, %b : memref<3x7xf16>, tensor<2xi64>
}

// -----

// CHECK-LABEL: func @reshape_round_trip
//  CHECK-SAME:   (%[[M:.*]]: memref<6x5xi32>, %[[T:.*]]: tensor<?x10xf32>, %[[N:.*]]: index)
//  CHECK-NEXT:   return %[[M]], %[[T]]
func.func @reshape_round_trip(%m: memref<6x5xi32>, %t: tensor<?x10xf32>, %n: index) -> (memref<6x5xi32>, tensor<?x10xf32>) {
  %e = memref.expand_shape %m [[0, 1], [2]] output_shape [2, 3, 5] : memref<6x5xi32> into memref<2x3x5xi32>
  %c = memref.collapse_shape %e [[0, 1], [2]] : memref<2x3x5xi32> into memref<6x5xi32>
  %u = tensor.collapse_shape %t [[0, 1]] : tensor<?x10xf32> into tensor<?xf32>
  %v = tensor.expand_shape %u [[0, 1]] output_shape [%n, 10] : tensor<?xf32> into tensor<?x10xf32>
  return %c, %v : memref<6x5xi32>, tensor<?x10xf32>
}

// -----

// Back to another type: both reshapes stay.
// CHECK-LABEL: func @reshape_round_trip_other_type
//       CHECK:   memref.expand_shape
//       CHECK:   memref.collapse_shape
func.func @reshape_round_trip_other_type(%m: memref<6x5xi32>) -> memref<2x15xi32> {
  %e = memref.expand_shape %m [[0, 1], [2]] output_shape [2, 3, 5] : memref<6x5xi32> into memref<2x3x5xi32>
  %c = memref.collapse_shape %e [[0], [1, 2]] : memref<2x3x5xi32> into memref<2x15xi32>
  return %c : memref<2x15xi32>
}

// -----

// CHECK-LABEL: func @memory_space_casts
//  CHECK-SAME:   (%[[M:.*]]: memref<8xf32, 1>)
//  CHECK-NEXT:   %[[C:.*]] = memref.memory_space_cast %[[M]] : memref<8xf32, 1> to memref<8xf32, 3>
//  CHECK-NEXT:   return %[[M]], %[[C]]
func.func @memory_space_casts(%m: memref<8xf32, 1>) -> (memref<8xf32, 1>, memref<8xf32, 3>) {
  %same = memref.memory_space_cast %m : memref<8xf32, 1> to memref<8xf32, 1>
  %a = memref.memory_space_cast %m : memref<8xf32, 1> to memref<8xf32>
  %b = memref.memory_space_cast %a : memref<8xf32> to memref<8xf32, 3>
  return %same, %b : memref<8xf32, 1>, memref<8xf32, 3>
}

// -----

// CHECK-LABEL: func @reinterpret_sources
//  CHECK-SAME:   (%[[M:.*]]: memref<?xf32>, %[[N:.*]]: index)
//  CHECK-NEXT:   %[[A:.*]] = memref.reinterpret_cast %[[M]] to offset: [0], sizes: [4, 4], strides: [4, 1]
//  CHECK-NEXT:   %[[B:.*]] = memref.reinterpret_cast %[[M]] to offset: [0], sizes: [%[[N]]], strides: [1]
//  CHECK-NEXT:   %[[C:.*]] = memref.reinterpret_cast %[[M]] to offset: [0], sizes: [2], strides: [1]
//  CHECK-NEXT:   return %[[A]], %[[B]], %[[C]]
func.func @reinterpret_sources(%m: memref<?xf32>, %n: index) -> (memref<4x4xf32>, memref<?xf32>, memref<2xf32>) {
  %r = memref.reinterpret_cast %m to offset: [0], sizes: [16], strides: [1] : memref<?xf32> to memref<16xf32>
  %a = memref.reinterpret_cast %r to offset: [0], sizes: [4, 4], strides: [4, 1] : memref<16xf32> to memref<4x4xf32>
  %c = memref.cast %m : memref<?xf32> to memref<10xf32>
  %b = memref.reinterpret_cast %c to offset: [0], sizes: [%n], strides: [1] : memref<10xf32> to memref<?xf32>
  %s = memref.subview %m[0] [%n] [1] : memref<?xf32> to memref<?xf32, strided<[1]>>
  %d = memref.reinterpret_cast %s to offset: [0], sizes: [2], strides: [1] : memref<?xf32, strided<[1]>> to memref<2xf32>
  return %a, %b, %d : memref<4x4xf32>, memref<?xf32>, memref<2xf32>
}

// -----

// A subview at a non-zero offset is kept under the reinterpret_cast; the
// identity reinterpret_cast goes.
// CHECK-LABEL: func @reinterpret_identity_and_offset_subview
//  CHECK-SAME:   (%[[M:.*]]: memref<5x6xi8>, %[[V:.*]]: memref<12xf32>)
//  CHECK-NEXT:   %[[S:.*]] = memref.subview %[[V]][3] [4] [1]
//  CHECK-NEXT:   %[[R:.*]] = memref.reinterpret_cast %[[S]]
//  CHECK-NEXT:   return %[[M]], %[[R]]
func.func @reinterpret_identity_and_offset_subview(%m: memref<5x6xi8>, %v: memref<12xf32>) -> (memref<5x6xi8>, memref<4xf32>) {
  %r = memref.reinterpret_cast %m to offset: [0], sizes: [5, 6], strides: [6, 1] : memref<5x6xi8> to memref<5x6xi8>
  %s = memref.subview %v[3] [4] [1] : memref<12xf32> to memref<4xf32, strided<[1], offset: 3>>
  %t = memref.reinterpret_cast %s to offset: [0], sizes: [4], strides: [1] : memref<4xf32, strided<[1], offset: 3>> to memref<4xf32>
  return %r, %t : memref<5x6xi8>, memref<4xf32>
}

// -----

// CHECK-LABEL: func @subview_whole
//  CHECK-SAME:   (%[[M:.*]]: memref<3x9xi16>, %[[D:.*]]: memref<?xf32, strided<[?], offset: ?>>, %[[N:.*]]: index)
//  CHECK-NEXT:   %[[S:.*]] = memref.subview %[[D]][2] [%[[N]]] [1]
//  CHECK-NEXT:   return %[[M]], %[[S]]
func.func @subview_whole(%m: memref<3x9xi16>, %d: memref<?xf32, strided<[?], offset: ?>>, %n: index)
    -> (memref<3x9xi16>, memref<?xf32, strided<[?], offset: ?>>) {
  %a = memref.subview %m[0, 0] [3, 9] [1, 1] : memref<3x9xi16> to memref<3x9xi16>
  %s = memref.subview %d[2] [%n] [1] : memref<?xf32, strided<[?], offset: ?>> to memref<?xf32, strided<[?], offset: ?>>
  %t = memref.subview %s[0] [%n] [1] : memref<?xf32, strided<[?], offset: ?>> to memref<?xf32, strided<[?], offset: ?>>
  return %a, %t : memref<3x9xi16>, memref<?xf32, strided<[?], offset: ?>>
}

// -----

// Another size: the subviews stay; the whole view of a buffer with a
// dynamic offset goes (TrivialSubViewOpFolder), through a cast when the
// types differ.
// CHECK-LABEL: func @subview_not_whole
//  CHECK-SAME:   %[[E:[a-z0-9]+]]: memref<16xf32, strided<[1], offset: ?>>, %[[F:[a-z0-9]+]]: memref<4x4xf32>)
//  CHECK-COUNT-2: memref.subview
//   CHECK-NOT:   memref.subview
//       CHECK:   %[[C:.*]] = memref.cast %[[F]] : memref<4x4xf32> to memref<4x4xf32, strided<[4, 1]>>
//       CHECK:   return %{{.*}}, %[[E]], %[[C]]
func.func @subview_not_whole(%d: memref<?xf32, strided<[?], offset: ?>>, %n: index, %k: index,
                             %e: memref<16xf32, strided<[1], offset: ?>>, %f: memref<4x4xf32>)
    -> (memref<?xf32, strided<[?], offset: ?>>, memref<16xf32, strided<[1], offset: ?>>, memref<4x4xf32, strided<[4, 1]>>) {
  %s = memref.subview %d[2] [%n] [1] : memref<?xf32, strided<[?], offset: ?>> to memref<?xf32, strided<[?], offset: ?>>
  %t = memref.subview %s[0] [%k] [1] : memref<?xf32, strided<[?], offset: ?>> to memref<?xf32, strided<[?], offset: ?>>
  %u = memref.subview %e[0] [16] [1] : memref<16xf32, strided<[1], offset: ?>> to memref<16xf32, strided<[1], offset: ?>>
  %w = memref.subview %f[0, 0] [4, 4] [1, 1] : memref<4x4xf32> to memref<4x4xf32, strided<[4, 1]>>
  return %t, %u, %w : memref<?xf32, strided<[?], offset: ?>>, memref<16xf32, strided<[1], offset: ?>>, memref<4x4xf32, strided<[4, 1]>>
}

// -----

// CHECK-LABEL: func @copy_empty
//  CHECK-SAME:   (%[[A:.*]]: memref<4x0xf32>, %[[B:.*]]: memref<?x?xf32>, %[[C:.*]]: memref<4x2xf32>)
//  CHECK-NEXT:   memref.copy %[[B]], %[[C]]
//  CHECK-NEXT:   return
func.func @copy_empty(%a: memref<4x0xf32>, %b: memref<?x?xf32>, %c: memref<4x2xf32>) {
  memref.copy %a, %b : memref<4x0xf32> to memref<?x?xf32>
  memref.copy %b, %a : memref<?x?xf32> to memref<4x0xf32>
  memref.copy %b, %c : memref<?x?xf32> to memref<4x2xf32>
  return
}
