// canonicalize on memref.subview, memref.dim of memref.reshape,
// memref.collapse_shape of memref.cast and memref.atomic_rmw of a cast:
// constant offsets/sizes/strides become static and the subview gets the
// type inferred from its source (dims it dropped stay dropped), cast back
// to the old type; negative sizes, zero strides and slices out of a static
// source stay dynamic; a subview of a cast that only forgets static
// information views the cast's source; dim of a reshape loads the shape
// operand right after the reshape (index_cast for integer shapes), unless
// the index is defined after the reshape; a collapse of a static-erasing
// cast collapses the source (cast back when the type is more static);
// transposes compose; reinterpret_cast of extract_strided_metadata.
// RUN: bufopt %s --split-input-file --canonicalize | FileCheck %s
// RUN: mlir-opt %s --split-input-file --canonicalize | FileCheck %s

// CHECK-LABEL: func @sv_const_all
//  CHECK-SAME: (%[[M:.*]]: memref<10x20xf32>)
//       CHECK: %[[S:.*]] = memref.subview %[[M]][2, 3] [4, 5] [2, 1] : memref<10x20xf32> to memref<4x5xf32, strided<[40, 1], offset: 43>>
//       CHECK: %[[C:.*]] = memref.cast %[[S]] : memref<4x5xf32, strided<[40, 1], offset: 43>> to memref<?x?xf32, strided<[?, ?], offset: ?>>
//       CHECK: return %[[C]]
func.func @sv_const_all(%m: memref<10x20xf32>) -> memref<?x?xf32, strided<[?, ?], offset: ?>> {
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  %c1 = arith.constant 1 : index
  %0 = memref.subview %m[%c2, %c3] [%c4, %c5] [%c2, %c1] : memref<10x20xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  return %0 : memref<?x?xf32, strided<[?, ?], offset: ?>>
}

// -----

// The unit size that was dynamic is not a dropped dim: the static 1 is.
// CHECK-LABEL: func @sv_rank_reduced
//  CHECK-SAME: (%[[M:.*]]: memref<1x8x16xf32>, %[[I:.*]]: index)
//       CHECK: %[[S:.*]] = memref.subview %[[M]][0, %[[I]], 0] [1, 1, 16] [1, 1, 1] : memref<1x8x16xf32> to memref<1x16xf32, strided<[16, 1], offset: ?>>
//       CHECK: memref.cast %[[S]] : memref<1x16xf32, strided<[16, 1], offset: ?>> to memref<?x16xf32, strided<[16, 1], offset: ?>>
func.func @sv_rank_reduced(%m: memref<1x8x16xf32>, %i: index) -> memref<?x16xf32, strided<[16, 1], offset: ?>> {
  %c1 = arith.constant 1 : index
  %0 = memref.subview %m[0, %i, 0] [1, %c1, 16] [1, 1, 1] : memref<1x8x16xf32> to memref<?x16xf32, strided<[16, 1], offset: ?>>
  return %0 : memref<?x16xf32, strided<[16, 1], offset: ?>>
}

// -----

// CHECK-LABEL: func @sv_no_fold
//       CHECK: memref.subview %{{.*}}[1, 0] [%{{.*}}, 4] [1, %{{.*}}] : memref<8x8xf32> to memref<?x4xf32, strided<[8, ?], offset: 8>>
//       CHECK: memref.subview %{{.*}}[6] [%{{.*}}] [1] : memref<8xf32> to memref<?xf32, strided<[1], offset: 6>>
func.func @sv_no_fold(%m: memref<8x8xf32>, %v: memref<8xf32>) -> (memref<?x4xf32, strided<[8, ?], offset: 8>>, memref<?xf32, strided<[1], offset: 6>>) {
  %cm2 = arith.constant -2 : index
  %c0 = arith.constant 0 : index
  %c5 = arith.constant 5 : index
  %0 = memref.subview %m[1, 0] [%cm2, 4] [1, %c0] : memref<8x8xf32> to memref<?x4xf32, strided<[8, ?], offset: 8>>
  %1 = memref.subview %v[6] [%c5] [1] : memref<8xf32> to memref<?xf32, strided<[1], offset: 6>>
  return %0, %1 : memref<?x4xf32, strided<[8, ?], offset: 8>>, memref<?xf32, strided<[1], offset: 6>>
}

// -----

// CHECK-LABEL: func @sv_of_cast
//  CHECK-SAME: (%[[M:.*]]: memref<6x7xf32>, %[[I:.*]]: index)
//       CHECK: %[[S:.*]] = memref.subview %[[M]][%[[I]], 0] [2, 7] [1, 1] : memref<6x7xf32> to memref<2x7xf32, strided<[7, 1], offset: ?>>
//       CHECK: %[[C:.*]] = memref.cast %[[S]] : memref<2x7xf32, strided<[7, 1], offset: ?>> to memref<2x7xf32, strided<[?, 1], offset: ?>>
//       CHECK: return %[[C]]
func.func @sv_of_cast(%m: memref<6x7xf32>, %i: index) -> memref<2x7xf32, strided<[?, 1], offset: ?>> {
  %0 = memref.cast %m : memref<6x7xf32> to memref<?x?xf32, strided<[?, 1], offset: ?>>
  %1 = memref.subview %0[%i, 0] [2, 7] [1, 1] : memref<?x?xf32, strided<[?, 1], offset: ?>> to memref<2x7xf32, strided<[?, 1], offset: ?>>
  return %1 : memref<2x7xf32, strided<[?, 1], offset: ?>>
}

// -----

// CHECK-LABEL: func @dim_reshape
//  CHECK-SAME: (%[[M:.*]]: memref<*xf32>, %[[S:.*]]: memref<2xi64>, %[[T:.*]]: memref<?xindex>, %[[I:.*]]: index)
//       CHECK: %[[C1:.*]] = arith.constant 1 : index
//       CHECK: %[[L:.*]] = memref.load %[[S]][%[[C1]]] : memref<2xi64>
//       CHECK: %[[X:.*]] = arith.index_cast %[[L]] : i64 to index
//       CHECK: %[[R:.*]] = memref.reshape %[[M]](%[[T]])
//       CHECK: %[[J:.*]] = arith.addi %[[I]], %[[C1]]
//       CHECK: %[[D:.*]] = memref.dim %[[R]], %[[J]]
//       CHECK: return %[[X]], %[[D]]
func.func @dim_reshape(%m: memref<*xf32>, %s: memref<2xi64>, %t: memref<?xindex>, %i: index) -> (index, index) {
  %c1 = arith.constant 1 : index
  %0 = memref.reshape %m(%s) : (memref<*xf32>, memref<2xi64>) -> memref<?x?xf32>
  %1 = memref.dim %0, %c1 : memref<?x?xf32>
  %2 = memref.reshape %m(%t) : (memref<*xf32>, memref<?xindex>) -> memref<*xf32>
  %j = arith.addi %i, %c1 : index
  %3 = memref.dim %2, %j : memref<*xf32>
  return %1, %3 : index, index
}

// -----

// CHECK-LABEL: func @collapse_cast
//  CHECK-SAME: (%[[M:.*]]: memref<2x3x?xf32>)
//       CHECK: %[[C:.*]] = memref.collapse_shape %[[M]] {{\[}}[0, 1], [2]] : memref<2x3x?xf32> into memref<6x?xf32>
//       CHECK: %[[R:.*]] = memref.cast %[[C]] : memref<6x?xf32> to memref<?x?xf32>
//       CHECK: return %[[R]]
func.func @collapse_cast(%m: memref<2x3x?xf32>) -> memref<?x?xf32> {
  %0 = memref.cast %m : memref<2x3x?xf32> to memref<?x?x?xf32>
  %1 = memref.collapse_shape %0 [[0, 1], [2]] : memref<?x?x?xf32> into memref<?x?xf32>
  return %1 : memref<?x?xf32>
}

// -----

// CHECK-LABEL: func @rmw_cast
//  CHECK-SAME: (%[[M:.*]]: memref<8xi32>,
//       CHECK: memref.atomic_rmw addi %{{.*}}, %[[M]][%{{.*}}] : (i32, memref<8xi32>) -> i32
func.func @rmw_cast(%m: memref<8xi32>, %v: i32, %i: index) -> i32 {
  %0 = memref.cast %m : memref<8xi32> to memref<?xi32>
  %1 = memref.atomic_rmw addi %v, %0[%i] : (i32, memref<?xi32>) -> i32
  return %1 : i32
}

// -----

// CHECK-LABEL: func @collapse_of_expand_dyn
//  CHECK-SAME: (%[[M:.*]]: memref<?x?xf32>
//  CHECK-NEXT: return %[[M]]
func.func @collapse_of_expand_dyn(%m: memref<?x?xf32>, %a: index, %b: index) -> memref<?x?xf32> {
  %0 = memref.expand_shape %m [[0], [1, 2]] output_shape [%a, %b, 2] : memref<?x?xf32> into memref<?x?x2xf32>
  %1 = memref.collapse_shape %0 [[0], [1, 2]] : memref<?x?x2xf32> into memref<?x?xf32>
  return %1 : memref<?x?xf32>
}

// -----

// A transpose of a transpose is one transpose of the composed permutation;
// composing back to the identity of the same type gives the input.
// CHECK-LABEL: func @transposes
//  CHECK-SAME: (%[[M:.*]]: memref<2x3x4xf32>)
//       CHECK: %[[T:.*]] = memref.transpose %[[M]] (d0, d1, d2) -> (d1, d2, d0) : memref<2x3x4xf32> to memref<3x4x2xf32, strided<[4, 1, 12]>>
//       CHECK: return %[[T]], %[[M]]
func.func @transposes(%m: memref<2x3x4xf32>) -> (memref<3x4x2xf32, strided<[4, 1, 12]>>, memref<2x3x4xf32>) {
  %0 = memref.transpose %m (d0, d1, d2) -> (d1, d0, d2) : memref<2x3x4xf32> to memref<3x2x4xf32, strided<[4, 12, 1]>>
  %1 = memref.transpose %0 (d0, d1, d2) -> (d0, d2, d1) : memref<3x2x4xf32, strided<[4, 12, 1]>> to memref<3x4x2xf32, strided<[4, 1, 12]>>
  %2 = memref.transpose %m (d0, d1, d2) -> (d2, d0, d1) : memref<2x3x4xf32> to memref<4x2x3xf32, strided<[1, 12, 4]>>
  %3 = memref.transpose %2 (d0, d1, d2) -> (d1, d2, d0) : memref<4x2x3xf32, strided<[1, 12, 4]>> to memref<2x3x4xf32>
  return %1, %3 : memref<3x4x2xf32, strided<[4, 1, 12]>>, memref<2x3x4xf32>
}

// -----

// extract_strided_metadata's static results are constants; a
// reinterpret_cast rebuilding its source exactly is the source (cast to the
// more dynamic type); one that does not takes the source directly and its
// constant arguments become static.
// CHECK-LABEL: func @metadata_roundtrip
//  CHECK-SAME: (%[[M:.*]]: memref<6x4xf32>, %[[D:.*]]: memref<?x4xf32, strided<[?, 1], offset: ?>>)
//       CHECK: %[[C:.*]] = memref.cast %[[M]] : memref<6x4xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
//       CHECK: %[[R:.*]] = memref.reinterpret_cast %[[M]] to offset: [2], sizes: [3, 4], strides: [4, 1] : memref<6x4xf32> to memref<3x4xf32, strided<[4, 1], offset: 2>>
//       CHECK: %[[RC:.*]] = memref.cast %[[R]] : memref<3x4xf32, strided<[4, 1], offset: 2>> to memref<?x?xf32, strided<[?, ?], offset: ?>>
//       CHECK: return %[[C]], %[[RC]], %[[D]]
func.func @metadata_roundtrip(%m: memref<6x4xf32>, %d: memref<?x4xf32, strided<[?, 1], offset: ?>>)
    -> (memref<?x?xf32, strided<[?, ?], offset: ?>>, memref<?x?xf32, strided<[?, ?], offset: ?>>, memref<?x4xf32, strided<[?, 1], offset: ?>>) {
  %base, %off, %sz:2, %st:2 = memref.extract_strided_metadata %m : memref<6x4xf32> -> memref<f32>, index, index, index, index, index
  %0 = memref.reinterpret_cast %base to offset: [%off], sizes: [%sz#0, %sz#1], strides: [%st#0, %st#1] : memref<f32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %1 = memref.reinterpret_cast %base to offset: [%c2], sizes: [%c3, %sz#1], strides: [%st#0, %st#1] : memref<f32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  %b2, %o2, %s2:2, %t2:2 = memref.extract_strided_metadata %d : memref<?x4xf32, strided<[?, 1], offset: ?>> -> memref<f32>, index, index, index, index, index
  %2 = memref.reinterpret_cast %b2 to offset: [%o2], sizes: [%s2#0, 4], strides: [%t2#0, 1] : memref<f32> to memref<?x4xf32, strided<[?, 1], offset: ?>>
  return %0, %1, %2 : memref<?x?xf32, strided<[?, ?], offset: ?>>, memref<?x?xf32, strided<[?, ?], offset: ?>>, memref<?x4xf32, strided<[?, 1], offset: ?>>
}
