// canonicalize on memref reshapes and sizes: two collapse_shapes (or two
// expand_shapes) in a row are one, with the outer output shape; a
// collapse_shape of an expand_shape is one collapse, one expand (static
// result) or a memref.cast when the rank comes back; a strided layout on
// the way stops both; memref.dim of a subview (rank-reducing too) or of a
// view is the matching dynamic size operand (DimOp::fold), of a
// reinterpret_cast it stays.  CHECK lines: mlir-opt 22's output, for both
// tools.
// RUN: bufopt %s --split-input-file --canonicalize | FileCheck %s
// RUN: mlir-opt %s --split-input-file --canonicalize | FileCheck %s

func.func @collapse_twice(%m: memref<2x3x?x5xf32>) -> memref<?xf32> {
  %a = memref.collapse_shape %m [[0, 1], [2, 3]] : memref<2x3x?x5xf32> into memref<6x?xf32>
  %b = memref.collapse_shape %a [[0, 1]] : memref<6x?xf32> into memref<?xf32>
  return %b : memref<?xf32>
}
// CHECK-LABEL: func.func @collapse_twice(%arg0: memref<2x3x?x5xf32>) -> memref<?xf32> {
// CHECK-NEXT: %collapse_shape = memref.collapse_shape %arg0 {{\[\[}}0, 1, 2, 3]] : memref<2x3x?x5xf32> into memref<?xf32>
// CHECK-NEXT: return %collapse_shape : memref<?xf32>

// -----

func.func @expand_twice(%m: memref<?xf32>, %n: index) -> memref<2x?x7xf32> {
  %k = arith.muli %n, %n : index
  %a = memref.expand_shape %m [[0, 1]] output_shape [2, %k] : memref<?xf32> into memref<2x?xf32>
  %b = memref.expand_shape %a [[0], [1, 2]] output_shape [2, %n, 7] : memref<2x?xf32> into memref<2x?x7xf32>
  return %b : memref<2x?x7xf32>
}
// CHECK-LABEL: func.func @expand_twice(%arg0: memref<?xf32>, %arg1: index) -> memref<2x?x7xf32> {
// CHECK-NEXT: %expand_shape = memref.expand_shape %arg0 {{\[\[}}0, 1, 2]] output_shape [2, %arg1, 7] : memref<?xf32> into memref<2x?x7xf32>
// CHECK-NEXT: return %expand_shape : memref<2x?x7xf32>

// -----

func.func @collapse_of_expand(%m: memref<4x?xf32>, %n: index, %s: memref<12xf32>)
    -> (memref<?xf32>, memref<4x?xf32>, memref<2x2x3xf32>) {
  %e = memref.expand_shape %m [[0, 1], [2]] output_shape [2, 2, %n] : memref<4x?xf32> into memref<2x2x?xf32>
  %lower = memref.collapse_shape %e [[0, 1, 2]] : memref<2x2x?xf32> into memref<?xf32>
  %same = memref.collapse_shape %e [[0, 1], [2]] : memref<2x2x?xf32> into memref<4x?xf32>
  %f = memref.expand_shape %s [[0, 1, 2, 3]] output_shape [2, 2, 3, 1] : memref<12xf32> into memref<2x2x3x1xf32>
  %higher = memref.collapse_shape %f [[0], [1], [2, 3]] : memref<2x2x3x1xf32> into memref<2x2x3xf32>
  return %lower, %same, %higher : memref<?xf32>, memref<4x?xf32>, memref<2x2x3xf32>
}
// CHECK-LABEL: func.func @collapse_of_expand(
// CHECK-NEXT: %collapse_shape = memref.collapse_shape %arg0 {{\[\[}}0, 1]] : memref<4x?xf32> into memref<?xf32>
// CHECK-NEXT: %expand_shape = memref.expand_shape %arg2 {{\[\[}}0, 1, 2]] output_shape [2, 2, 3] : memref<12xf32> into memref<2x2x3xf32>
// CHECK-NEXT: return %collapse_shape, %arg0, %expand_shape : memref<?xf32>, memref<4x?xf32>, memref<2x2x3xf32>

// -----

func.func @collapse_expand_cast(%m: memref<?xf32, strided<[1]>>, %n: index) -> memref<?xf32> {
  %e = memref.expand_shape %m [[0, 1]] output_shape [%n, 1] : memref<?xf32, strided<[1]>> into memref<?x1xf32>
  %c = memref.collapse_shape %e [[0, 1]] : memref<?x1xf32> into memref<?xf32>
  return %c : memref<?xf32>
}
// CHECK-LABEL: func.func @collapse_expand_cast(%arg0: memref<?xf32, strided<[1]>>, %arg1: index) -> memref<?xf32> {
// CHECK-NEXT: %cast = memref.cast %arg0 : memref<?xf32, strided<[1]>> to memref<?xf32>
// CHECK-NEXT: return %cast : memref<?xf32>

// -----

func.func @strided_chain(%m: memref<2x2x6xf32, strided<[12, 6, 1], offset: 5>>) -> memref<24xf32, strided<[1], offset: 5>> {
  %a = memref.collapse_shape %m [[0, 1], [2]] : memref<2x2x6xf32, strided<[12, 6, 1], offset: 5>> into memref<4x6xf32, strided<[6, 1], offset: 5>>
  %b = memref.collapse_shape %a [[0, 1]] : memref<4x6xf32, strided<[6, 1], offset: 5>> into memref<24xf32, strided<[1], offset: 5>>
  return %b : memref<24xf32, strided<[1], offset: 5>>
}
// CHECK-LABEL: func.func @strided_chain(
// CHECK-NEXT: %collapse_shape = memref.collapse_shape %arg0 {{\[\[}}0, 1], [2]]
// CHECK-NEXT: %collapse_shape_0 = memref.collapse_shape %collapse_shape {{\[\[}}0, 1]]
// CHECK-NEXT: return %collapse_shape_0

// -----

func.func @dims(%m: memref<?x?x?xf32>, %o: index, %s: index, %t: index, %b: memref<256xi8>,
                %n: index) -> (index, index, index, index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %sv = memref.subview %m[%o, 0, %o] [%s, 1, %t] [1, 1, 1] : memref<?x?x?xf32> to memref<?x?xf32, strided<[?, 1], offset: ?>>
  %d0 = memref.dim %sv, %c0 : memref<?x?xf32, strided<[?, 1], offset: ?>>
  %d1 = memref.dim %sv, %c1 : memref<?x?xf32, strided<[?, 1], offset: ?>>
  %v = memref.view %b[%o][%n] : memref<256xi8> to memref<?x2xf32>
  %d2 = memref.dim %v, %c0 : memref<?x2xf32>
  %rc = memref.reinterpret_cast %m to offset: [0], sizes: [%n], strides: [1] : memref<?x?x?xf32> to memref<?xf32>
  %d3 = memref.dim %rc, %c0 : memref<?xf32>
  %d4 = memref.dim %v, %c1 : memref<?x2xf32>
  return %d0, %d1, %d2, %d3, %d4 : index, index, index, index, index
}
// CHECK-LABEL: func.func @dims(
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %arg0
// CHECK-NEXT: %dim = memref.dim %reinterpret_cast, %c0 : memref<?xf32>
// CHECK-NEXT: return %arg2, %arg3, %arg5, %dim, %c2 : index, index, index, index, index
