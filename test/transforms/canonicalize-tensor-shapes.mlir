// canonicalize on tensor shapes (issue 15, mlir-opt 22 parity): tensor.dim
// of static sizes, empty, generate, cast, reshape and non-reducing slices;
// empty and generate with constant sizes get static types (a cast back), a
// cast to a more static type of an empty is an empty; expand/collapse
// pairs compose (not when the shapes do not line up), reshapes of
// splat, from_elements, casts and splat constants fold; tensor.reshape by
// the source's own sizes is the source.
// RUN: bufopt %s --split-input-file --canonicalize | FileCheck %s
// RUN: mlir-opt %s --split-input-file --canonicalize | FileCheck %s

// CHECK-LABEL: func.func @dims(
//  CHECK-SAME: %arg0: tensor<3x?xf32>, %arg1: index, %arg2: index) -> (index, index, index, index, index) {
//  CHECK-NEXT:   %c1 = arith.constant 1 : index
//  CHECK-NEXT:   %c3 = arith.constant 3 : index
//  CHECK-NEXT:   %dim = tensor.dim %arg0, %c1 : tensor<3x?xf32>
//  CHECK-NEXT:   return %c3, %arg2, %arg2, %dim, %arg1 : index, index, index, index, index
//  CHECK-NEXT: }
func.func @dims(%t: tensor<3x?xf32>, %n: index, %m: index) -> (index, index, index, index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = tensor.dim %t, %c0 : tensor<3x?xf32>
  %e = tensor.empty(%n, %m) : tensor<?x4x?xf32>
  %c2 = arith.constant 2 : index
  %b = tensor.dim %e, %c2 : tensor<?x4x?xf32>
  %g = tensor.generate %m {
  ^bb0(%i: index, %j: index):
    tensor.yield %i : index
  } : tensor<5x?xindex>
  %d = tensor.dim %g, %c1 : tensor<5x?xindex>
  %c = tensor.cast %t : tensor<3x?xf32> to tensor<?x?xf32>
  %f = tensor.dim %c, %c1 : tensor<?x?xf32>
  %s = tensor.extract_slice %t[0, 1] [2, %n] [1, 1] : tensor<3x?xf32> to tensor<2x?xf32>
  %h = tensor.dim %s, %c1 : tensor<2x?xf32>
  return %a, %b, %d, %f, %h : index, index, index, index, index
}

// -----

// CHECK-LABEL: func.func @dim_of_reshape(
//  CHECK-SAME: %arg0: tensor<*xf32>, %arg1: tensor<3xi32>) -> index {
//  CHECK-NEXT:   %c1 = arith.constant 1 : index
//  CHECK-NEXT:   %extracted = tensor.extract %arg1[%c1] : tensor<3xi32>
//  CHECK-NEXT:   %0 = arith.index_cast %extracted : i32 to index
//  CHECK-NEXT:   return %0 : index
//  CHECK-NEXT: }
func.func @dim_of_reshape(%t: tensor<*xf32>, %shape: tensor<3xi32>) -> index {
  %c1 = arith.constant 1 : index
  %r = tensor.reshape %t(%shape) : (tensor<*xf32>, tensor<3xi32>) -> tensor<?x?x?xf32>
  %d = tensor.dim %r, %c1 : tensor<?x?x?xf32>
  return %d : index
}

// -----

// CHECK-LABEL: func.func @empty_static(
//  CHECK-SAME: %arg0: index) -> (tensor<?x?xf16>, tensor<2x?xi8>) {
//  CHECK-NEXT:   %0 = tensor.empty(%arg0) : tensor<4x?xf16>
//  CHECK-NEXT:   %cast = tensor.cast %0 : tensor<4x?xf16> to tensor<?x?xf16>
//  CHECK-NEXT:   %1 = tensor.empty(%arg0) : tensor<2x?xi8>
//  CHECK-NEXT:   return %cast, %1 : tensor<?x?xf16>, tensor<2x?xi8>
//  CHECK-NEXT: }
func.func @empty_static(%n: index) -> (tensor<?x?xf16>, tensor<2x?xi8>) {
  %c4 = arith.constant 4 : index
  %e = tensor.empty(%c4, %n) : tensor<?x?xf16>
  %f = tensor.empty(%n, %n) : tensor<?x?xi8>
  %g = tensor.cast %f : tensor<?x?xi8> to tensor<2x?xi8>
  return %e, %g : tensor<?x?xf16>, tensor<2x?xi8>
}

// -----

// CHECK-LABEL: func.func @generate_static(
//  CHECK-SAME: %arg0: index, %arg1: i32) -> tensor<?x?xi32> {
//  CHECK-NEXT:   %generated = tensor.generate %arg0 {
//  CHECK-NEXT:   ^bb0(%arg2: index, %arg3: index):
//  CHECK-NEXT:     tensor.yield %arg1 : i32
//  CHECK-NEXT:   } : tensor<3x?xi32>
//  CHECK-NEXT:   %cast = tensor.cast %generated : tensor<3x?xi32> to tensor<?x?xi32>
//  CHECK-NEXT:   return %cast : tensor<?x?xi32>
//  CHECK-NEXT: }
func.func @generate_static(%n: index, %v: i32) -> tensor<?x?xi32> {
  %c3 = arith.constant 3 : index
  %g = tensor.generate %c3, %n {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : i32
  } : tensor<?x?xi32>
  return %g : tensor<?x?xi32>
}

// -----

// CHECK-LABEL: func.func @reshape_pairs(
//  CHECK-SAME: %arg0: tensor<?x6xf32>, %arg1: index, %arg2: tensor<4x6x5xf32>) -> (tensor<?x2x3xf32>, tensor<120xf32>, tensor<24x5xf32>) {
//  CHECK-NEXT:   %expanded = tensor.expand_shape %arg0 {{\[\[}}0], [1, 2]] output_shape [%arg1, 2, 3] : tensor<?x6xf32> into tensor<?x2x3xf32>
//  CHECK-NEXT:   %collapsed = tensor.collapse_shape %arg2 {{\[\[}}0, 1, 2]] : tensor<4x6x5xf32> into tensor<120xf32>
//  CHECK-NEXT:   %collapsed_0 = tensor.collapse_shape %arg2 {{\[\[}}0, 1], [2]] : tensor<4x6x5xf32> into tensor<24x5xf32>
//  CHECK-NEXT:   return %expanded, %collapsed, %collapsed_0 : tensor<?x2x3xf32>, tensor<120xf32>, tensor<24x5xf32>
//  CHECK-NEXT: }
func.func @reshape_pairs(%a: tensor<?x6xf32>, %n: index, %b: tensor<4x6x5xf32>) -> (tensor<?x2x3xf32>, tensor<120xf32>, tensor<24x5xf32>) {
  %0 = tensor.expand_shape %a [[0, 1], [2]] output_shape [%n, 1, 6] : tensor<?x6xf32> into tensor<?x1x6xf32>
  %1 = tensor.expand_shape %0 [[0], [1], [2, 3]] output_shape [%n, 1, 2, 3] : tensor<?x1x6xf32> into tensor<?x1x2x3xf32>
  %2 = tensor.collapse_shape %1 [[0, 1], [2], [3]] : tensor<?x1x2x3xf32> into tensor<?x2x3xf32>
  %3 = tensor.collapse_shape %b [[0, 1], [2]] : tensor<4x6x5xf32> into tensor<24x5xf32>
  %4 = tensor.collapse_shape %3 [[0, 1]] : tensor<24x5xf32> into tensor<120xf32>
  %5 = tensor.expand_shape %4 [[0, 1]] output_shape [24, 5] : tensor<120xf32> into tensor<24x5xf32>
  return %2, %4, %5 : tensor<?x2x3xf32>, tensor<120xf32>, tensor<24x5xf32>
}

// -----

// CHECK-LABEL: func.func @expand_of_collapse(
//  CHECK-SAME: %arg0: tensor<2x3x4x5xf32>) -> tensor<6x2x10xf32> {
//  CHECK-NEXT:   %collapsed = tensor.collapse_shape %arg0 {{\[\[}}0, 1, 2, 3]] : tensor<2x3x4x5xf32> into tensor<120xf32>
//  CHECK-NEXT:   %expanded = tensor.expand_shape %collapsed {{\[\[}}0, 1, 2]] output_shape [6, 2, 10] : tensor<120xf32> into tensor<6x2x10xf32>
//  CHECK-NEXT:   return %expanded : tensor<6x2x10xf32>
//  CHECK-NEXT: }
func.func @expand_of_collapse(%a: tensor<2x3x4x5xf32>) -> tensor<6x2x10xf32> {
  %0 = tensor.collapse_shape %a [[0, 1, 2, 3]] : tensor<2x3x4x5xf32> into tensor<120xf32>
  %1 = tensor.expand_shape %0 [[0, 1, 2]] output_shape [6, 2, 10] : tensor<120xf32> into tensor<6x2x10xf32>
  return %1 : tensor<6x2x10xf32>
}

// -----

// CHECK-LABEL: func.func @reshape_sources(
//  CHECK-SAME: %arg0: i64, %arg1: tensor<4x2x3xf32>) -> (tensor<2x2xi64>, tensor<2xi64>, tensor<?x3xf32>) {
//  CHECK-NEXT:   %splat = tensor.splat %arg0 : tensor<2x2xi64>
//  CHECK-NEXT:   %from_elements = tensor.from_elements %arg0, %arg0 : tensor<2xi64>
//  CHECK-NEXT:   %collapsed = tensor.collapse_shape %arg1 {{\[\[}}0, 1], [2]] : tensor<4x2x3xf32> into tensor<8x3xf32>
//  CHECK-NEXT:   %cast = tensor.cast %collapsed : tensor<8x3xf32> to tensor<?x3xf32>
//  CHECK-NEXT:   return %splat, %from_elements, %cast : tensor<2x2xi64>, tensor<2xi64>, tensor<?x3xf32>
//  CHECK-NEXT: }
func.func @reshape_sources(%x: i64, %t: tensor<4x2x3xf32>) -> (tensor<2x2xi64>, tensor<2xi64>, tensor<?x3xf32>) {
  %s = tensor.splat %x : tensor<4xi64>
  %0 = tensor.expand_shape %s [[0, 1]] output_shape [2, 2] : tensor<4xi64> into tensor<2x2xi64>
  %f = tensor.from_elements %x, %x : tensor<1x2xi64>
  %1 = tensor.collapse_shape %f [[0, 1]] : tensor<1x2xi64> into tensor<2xi64>
  %c = tensor.cast %t : tensor<4x2x3xf32> to tensor<?x?x3xf32>
  %2 = tensor.collapse_shape %c [[0, 1], [2]] : tensor<?x?x3xf32> into tensor<?x3xf32>
  return %0, %1, %2 : tensor<2x2xi64>, tensor<2xi64>, tensor<?x3xf32>
}

// -----

// CHECK-LABEL: func.func @reshape_splat_constant(
//  CHECK-SAME: ) -> tensor<3x2xi32> {
//  CHECK-NEXT:   %cst = arith.constant dense<5> : tensor<3x2xi32>
//  CHECK-NEXT:   return %cst : tensor<3x2xi32>
//  CHECK-NEXT: }
func.func @reshape_splat_constant() -> tensor<3x2xi32> {
  %cst = arith.constant dense<5> : tensor<6xi32>
  %0 = tensor.expand_shape %cst [[0, 1]] output_shape [3, 2] : tensor<6xi32> into tensor<3x2xi32>
  return %0 : tensor<3x2xi32>
}

// -----

// CHECK-LABEL: func.func @reshape_folds(
//  CHECK-SAME: %arg0: tensor<2xi64>, %arg1: tensor<?x3xf32>) -> (tensor<3x2xf16>, tensor<?x3xf32>, tensor<?x3xf32>) {
//  CHECK-NEXT:   %c3 = arith.constant 3 : index
//  CHECK-NEXT:   %c0 = arith.constant 0 : index
//  CHECK-NEXT:   %cst = arith.constant dense<1.500000e+00> : tensor<3x2xf16>
//  CHECK-NEXT:   %dim = tensor.dim %arg1, %c0 : tensor<?x3xf32>
//  CHECK-NEXT:   %from_elements = tensor.from_elements %c3, %dim : tensor<2xindex>
//  CHECK-NEXT:   %reshape = tensor.reshape %arg1(%from_elements) : (tensor<?x3xf32>, tensor<2xindex>) -> tensor<?x3xf32>
//  CHECK-NEXT:   return %cst, %arg1, %reshape : tensor<3x2xf16>, tensor<?x3xf32>, tensor<?x3xf32>
//  CHECK-NEXT: }
func.func @reshape_folds(%s: tensor<2xi64>, %t: tensor<?x3xf32>) -> (tensor<3x2xf16>, tensor<?x3xf32>, tensor<?x3xf32>) {
  %cst = arith.constant dense<1.5> : tensor<6xf16>
  %0 = tensor.reshape %cst(%s) : (tensor<6xf16>, tensor<2xi64>) -> tensor<3x2xf16>
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %d = tensor.dim %t, %c0 : tensor<?x3xf32>
  %shape = tensor.from_elements %d, %c3 : tensor<2xindex>
  %1 = tensor.reshape %t(%shape) : (tensor<?x3xf32>, tensor<2xindex>) -> tensor<?x3xf32>
  %swapped = tensor.from_elements %c3, %d : tensor<2xindex>
  %2 = tensor.reshape %t(%swapped) : (tensor<?x3xf32>, tensor<2xindex>) -> tensor<?x3xf32>
  return %0, %1, %2 : tensor<3x2xf16>, tensor<?x3xf32>, tensor<?x3xf32>
}
