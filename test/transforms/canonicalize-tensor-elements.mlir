// canonicalize on tensor elements (issue 15, mlir-opt 22 parity): rank of a
// ranked tensor, splat and from_elements of constants, extract of a
// constant / from_elements (in range only) / generate body / index_cast /
// cast, insert of a splat's own value, concat of one input.
// RUN: bufopt %s --split-input-file --canonicalize | FileCheck %s
// RUN: mlir-opt %s --split-input-file --canonicalize | FileCheck %s

// CHECK-LABEL: func.func @rank_splat_from_elements(
//  CHECK-SAME: ) -> (index, tensor<2x2xf64>, tensor<3xi8>) {
//  CHECK-NEXT:   %c3 = arith.constant 3 : index
//  CHECK-NEXT:   %cst = arith.constant dense<2.500000e+00> : tensor<2x2xf64>
//  CHECK-NEXT:   %cst_0 = arith.constant dense<[3, -1, 3]> : tensor<3xi8>
//  CHECK-NEXT:   return %c3, %cst, %cst_0 : index, tensor<2x2xf64>, tensor<3xi8>
//  CHECK-NEXT: }
func.func @rank_splat_from_elements() -> (index, tensor<2x2xf64>, tensor<3xi8>) {
  %cst = arith.constant dense<1> : tensor<4x5x6xi32>
  %r = tensor.rank %cst : tensor<4x5x6xi32>
  %f = arith.constant 2.5 : f64
  %s = tensor.splat %f : tensor<2x2xf64>
  %a = arith.constant 3 : i8
  %b = arith.constant -1 : i8
  %e = tensor.from_elements %a, %b, %a : tensor<3xi8>
  return %r, %s, %e : index, tensor<2x2xf64>, tensor<3xi8>
}

// -----

// CHECK-LABEL: func.func @extract_elements(
//  CHECK-SAME: %arg0: f32, %arg1: f32, %arg2: index) -> (f32, f32, i64, f32) {
//  CHECK-NEXT:   %c30_i64 = arith.constant 30 : i64
//  CHECK-NEXT:   %cst = arith.constant -5.000000e-01 : f32
//  CHECK-NEXT:   %c7 = arith.constant 7 : index
//  CHECK-NEXT:   %c0 = arith.constant 0 : index
//  CHECK-NEXT:   %from_elements = tensor.from_elements %arg0, %arg1, %arg1, %arg0, %arg0, %arg1 : tensor<2x3xf32>
//  CHECK-NEXT:   %extracted = tensor.extract %from_elements[%c0, %c7] : tensor<2x3xf32>
//  CHECK-NEXT:   return %arg0, %cst, %c30_i64, %extracted : f32, f32, i64, f32
//  CHECK-NEXT: }
func.func @extract_elements(%x: f32, %y: f32, %i: index) -> (f32, f32, i64, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %t = tensor.from_elements %x, %y, %y, %x, %x, %y : tensor<2x3xf32>
  %a = tensor.extract %t[%c1, %c0] : tensor<2x3xf32>
  %sp = arith.constant dense<-0.5> : tensor<7xf32>
  %b = tensor.extract %sp[%i] : tensor<7xf32>
  %d = arith.constant dense<[[10, 20], [30, 40]]> : tensor<2x2xi64>
  %c = tensor.extract %d[%c1, %c0] : tensor<2x2xi64>
  %oob = arith.constant 7 : index
  %e = tensor.extract %t[%c0, %oob] : tensor<2x3xf32>
  return %a, %b, %c, %e : f32, f32, i64, f32
}

// -----

// CHECK-LABEL: func.func @insert_same_splat(
//  CHECK-SAME: %arg0: index) -> tensor<3xi32> {
//  CHECK-NEXT:   %cst = arith.constant dense<9> : tensor<3xi32>
//  CHECK-NEXT:   return %cst : tensor<3xi32>
//  CHECK-NEXT: }
func.func @insert_same_splat(%i: index) -> tensor<3xi32> {
  %d = arith.constant dense<9> : tensor<3xi32>
  %v = arith.constant 9 : i32
  %r = tensor.insert %v into %d[%i] : tensor<3xi32>
  return %r : tensor<3xi32>
}

// -----

// CHECK-LABEL: func.func @extract_of_generate(
//  CHECK-SAME: %arg0: index, %arg1: index, %arg2: index) -> index {
//  CHECK-NEXT:   %0 = arith.muli %arg1, %arg2 : index
//  CHECK-NEXT:   return %0 : index
//  CHECK-NEXT: }
func.func @extract_of_generate(%n: index, %i: index, %j: index) -> index {
  %g = tensor.generate %n, %n {
  ^bb0(%a: index, %b: index):
    %m = arith.muli %a, %b : index
    tensor.yield %m : index
  } : tensor<?x?xindex>
  %e = tensor.extract %g[%i, %j] : tensor<?x?xindex>
  return %e : index
}

// -----

// CHECK-LABEL: func.func @extract_of_index_cast_and_cast(
//  CHECK-SAME: %arg0: tensor<4xi16>, %arg1: tensor<5xf32>) -> (index, f32) {
//  CHECK-NEXT:   %c2 = arith.constant 2 : index
//  CHECK-NEXT:   %extracted = tensor.extract %arg0[%c2] : tensor<4xi16>
//  CHECK-NEXT:   %0 = arith.index_cast %extracted : i16 to index
//  CHECK-NEXT:   %extracted_0 = tensor.extract %arg1[%c2] : tensor<5xf32>
//  CHECK-NEXT:   return %0, %extracted_0 : index, f32
//  CHECK-NEXT: }
func.func @extract_of_index_cast_and_cast(%t: tensor<4xi16>, %u: tensor<5xf32>) -> (index, f32) {
  %c2 = arith.constant 2 : index
  %x = arith.index_cast %t : tensor<4xi16> to tensor<4xindex>
  %e = tensor.extract %x[%c2] : tensor<4xindex>
  %c = tensor.cast %u : tensor<5xf32> to tensor<?xf32>
  %f = tensor.extract %c[%c2] : tensor<?xf32>
  return %e, %f : index, f32
}

// -----

// CHECK-LABEL: func.func @single_concat(
//  CHECK-SAME: %arg0: tensor<2x?xi8>) -> (tensor<2x?xi8>, tensor<2x7xi8>) {
//  CHECK-NEXT:   %cast = tensor.cast %arg0 : tensor<2x?xi8> to tensor<2x7xi8>
//  CHECK-NEXT:   return %arg0, %cast : tensor<2x?xi8>, tensor<2x7xi8>
//  CHECK-NEXT: }
func.func @single_concat(%a: tensor<2x?xi8>) -> (tensor<2x?xi8>, tensor<2x7xi8>) {
  %0 = tensor.concat dim(1) %a : (tensor<2x?xi8>) -> tensor<2x?xi8>
  %1 = tensor.concat dim(0) %a : (tensor<2x?xi8>) -> tensor<2x7xi8>
  return %0, %1 : tensor<2x?xi8>, tensor<2x7xi8>
}

// -----

// CHECK-LABEL: func.func @from_elements_flat_position(
//  CHECK-SAME: %arg0: f32, %arg1: f32) -> (f32, f32) {
//  CHECK-NEXT:   %c1 = arith.constant 1 : index
//  CHECK-NEXT:   %c4 = arith.constant 4 : index
//  CHECK-NEXT:   %from_elements = tensor.from_elements %arg0, %arg1, %arg1, %arg0, %arg1, %arg1 : tensor<2x3xf32>
//  CHECK-NEXT:   %extracted = tensor.extract %from_elements[%c1, %c4] : tensor<2x3xf32>
//  CHECK-NEXT:   return %arg1, %extracted : f32, f32
//  CHECK-NEXT: }
func.func @from_elements_flat_position(%x: f32, %y: f32) -> (f32, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %t = tensor.from_elements %x, %y, %y, %x, %y, %y : tensor<2x3xf32>
  %a = tensor.extract %t[%c0, %c4] : tensor<2x3xf32>
  %b = tensor.extract %t[%c1, %c4] : tensor<2x3xf32>
  return %a, %b : f32, f32
}
