// canonicalize on tensor slices (issue 15, mlir-opt 22 parity): constant
// offsets/sizes/strides become static (extract_slice gets the canonical
// result type and a cast back, the inserts a cast of their source, the
// parallel one before its in_parallel op); identity, empty, extract-after-
// insert, insert-after-insert and insert-after-extract slices fold; casts
// that lose static information fold into slices, and a cast to a more
// static type of a slice becomes the slice; a splat constant is sliced.
// RUN: bufopt %s --split-input-file --canonicalize | FileCheck %s
// RUN: mlir-opt %s --split-input-file --canonicalize | FileCheck %s

// CHECK-LABEL: func.func @extract_const_args(
//  CHECK-SAME: %arg0: tensor<?x?xf16>, %arg1: index) -> tensor<?x?xf16> {
//  CHECK-NEXT:   %extracted_slice = tensor.extract_slice %arg0[2, %arg1] [3, %arg1] [1, 2] : tensor<?x?xf16> to tensor<3x?xf16>
//  CHECK-NEXT:   %cast = tensor.cast %extracted_slice : tensor<3x?xf16> to tensor<?x?xf16>
//  CHECK-NEXT:   return %cast : tensor<?x?xf16>
//  CHECK-NEXT: }
func.func @extract_const_args(%t: tensor<?x?xf16>, %i: index) -> tensor<?x?xf16> {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %s = tensor.extract_slice %t[%c2, %i] [%c3, %i] [1, %c2] : tensor<?x?xf16> to tensor<?x?xf16>
  return %s : tensor<?x?xf16>
}

// -----

// CHECK-LABEL: func.func @extract_const_args_rank_reduced(
//  CHECK-SAME: %arg0: tensor<8x?x?xi32>, %arg1: index) -> tensor<?x?xi32> {
//  CHECK-NEXT:   %extracted_slice = tensor.extract_slice %arg0[0, %arg1, 0] [5, 1, %arg1] [1, 1, 1] : tensor<8x?x?xi32> to tensor<5x?xi32>
//  CHECK-NEXT:   %cast = tensor.cast %extracted_slice : tensor<5x?xi32> to tensor<?x?xi32>
//  CHECK-NEXT:   return %cast : tensor<?x?xi32>
//  CHECK-NEXT: }
func.func @extract_const_args_rank_reduced(%t: tensor<8x?x?xi32>, %i: index) -> tensor<?x?xi32> {
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %s = tensor.extract_slice %t[0, %i, 0] [%c5, 1, %i] [1, 1, %c1] : tensor<8x?x?xi32> to tensor<?x?xi32>
  return %s : tensor<?x?xi32>
}

// -----

// CHECK-LABEL: func.func @insert_const_args(
//  CHECK-SAME: %arg0: tensor<?x?xf32>, %arg1: tensor<16x?xf32>, %arg2: index) -> tensor<16x?xf32> {
//  CHECK-NEXT:   %cast = tensor.cast %arg0 : tensor<?x?xf32> to tensor<7x?xf32>
//  CHECK-NEXT:   %inserted_slice = tensor.insert_slice %cast into %arg1[2, %arg2] [7, %arg2] [1, 1] : tensor<7x?xf32> into tensor<16x?xf32>
//  CHECK-NEXT:   return %inserted_slice : tensor<16x?xf32>
//  CHECK-NEXT: }
func.func @insert_const_args(%src: tensor<?x?xf32>, %dst: tensor<16x?xf32>, %i: index) -> tensor<16x?xf32> {
  %c2 = arith.constant 2 : index
  %c7 = arith.constant 7 : index
  %r = tensor.insert_slice %src into %dst[%c2, %i] [%c7, %i] [1, 1] : tensor<?x?xf32> into tensor<16x?xf32>
  return %r : tensor<16x?xf32>
}

// -----

// CHECK-LABEL: func.func @insert_source_cast_inserted(
//  CHECK-SAME: %arg0: tensor<?x3xi8>, %arg1: tensor<?x?xi8>, %arg2: index) -> tensor<?x?xi8> {
//  CHECK-NEXT:   %cast = tensor.cast %arg0 : tensor<?x3xi8> to tensor<6x3xi8>
//  CHECK-NEXT:   %inserted_slice = tensor.insert_slice %cast into %arg1[%arg2, 0] [6, 3] [1, 1] : tensor<6x3xi8> into tensor<?x?xi8>
//  CHECK-NEXT:   return %inserted_slice : tensor<?x?xi8>
//  CHECK-NEXT: }
func.func @insert_source_cast_inserted(%src: tensor<?x3xi8>, %dst: tensor<?x?xi8>, %n: index) -> tensor<?x?xi8> {
  %c6 = arith.constant 6 : index
  %r = tensor.insert_slice %src into %dst[%n, 0] [%c6, 3] [1, 1] : tensor<?x3xi8> into tensor<?x?xi8>
  return %r : tensor<?x?xi8>
}

// -----

// CHECK-LABEL: func.func @identity_and_empty(
//  CHECK-SAME: %arg0: tensor<3x5xf32>, %arg1: tensor<3x5xf32>, %arg2: tensor<0x5xf32>) -> (tensor<3x5xf32>, tensor<3x5xf32>, tensor<3x5xf32>) {
//  CHECK-NEXT:   return %arg0, %arg0, %arg1 : tensor<3x5xf32>, tensor<3x5xf32>, tensor<3x5xf32>
//  CHECK-NEXT: }
func.func @identity_and_empty(%a: tensor<3x5xf32>, %b: tensor<3x5xf32>, %z: tensor<0x5xf32>) -> (tensor<3x5xf32>, tensor<3x5xf32>, tensor<3x5xf32>) {
  %e = tensor.extract_slice %a[0, 0] [3, 5] [1, 1] : tensor<3x5xf32> to tensor<3x5xf32>
  %i = tensor.insert_slice %a into %b[0, 0] [3, 5] [1, 1] : tensor<3x5xf32> into tensor<3x5xf32>
  %n = tensor.insert_slice %z into %b[1, 0] [0, 5] [1, 1] : tensor<0x5xf32> into tensor<3x5xf32>
  return %e, %i, %n : tensor<3x5xf32>, tensor<3x5xf32>, tensor<3x5xf32>
}

// -----

// CHECK-LABEL: func.func @extract_of_insert(
//  CHECK-SAME: %arg0: tensor<?x10xf32>, %arg1: tensor<2x?xf32>, %arg2: index, %arg3: index) -> (tensor<2x?xf32>, tensor<?x10xf32>) {
//  CHECK-NEXT:   return %arg1, %arg0 : tensor<2x?xf32>, tensor<?x10xf32>
//  CHECK-NEXT: }
func.func @extract_of_insert(%big: tensor<?x10xf32>, %part: tensor<2x?xf32>, %o: index, %s: index) -> (tensor<2x?xf32>, tensor<?x10xf32>) {
  %w = tensor.insert_slice %part into %big[%o, 1] [2, %s] [1, 1] : tensor<2x?xf32> into tensor<?x10xf32>
  %r = tensor.extract_slice %w[%o, 1] [2, %s] [1, 1] : tensor<?x10xf32> to tensor<2x?xf32>
  %x = tensor.extract_slice %big[%o, 1] [2, %s] [1, 1] : tensor<?x10xf32> to tensor<2x?xf32>
  %y = tensor.insert_slice %x into %big[%o, 1] [2, %s] [1, 1] : tensor<2x?xf32> into tensor<?x10xf32>
  return %r, %y : tensor<2x?xf32>, tensor<?x10xf32>
}

// -----

// CHECK-LABEL: func.func @insert_over_insert(
//  CHECK-SAME: %arg0: tensor<8x8xf32>, %arg1: tensor<4x4xf32>, %arg2: tensor<4x4xf32>, %arg3: index) -> tensor<8x8xf32> {
//  CHECK-NEXT:   %inserted_slice = tensor.insert_slice %arg2 into %arg0[%arg3, 2] [4, 4] [1, 1] : tensor<4x4xf32> into tensor<8x8xf32>
//  CHECK-NEXT:   return %inserted_slice : tensor<8x8xf32>
//  CHECK-NEXT: }
func.func @insert_over_insert(%big: tensor<8x8xf32>, %p: tensor<4x4xf32>, %q: tensor<4x4xf32>, %i: index) -> tensor<8x8xf32> {
  %a = tensor.insert_slice %p into %big[%i, 2] [4, 4] [1, 1] : tensor<4x4xf32> into tensor<8x8xf32>
  %b = tensor.insert_slice %q into %a[%i, 2] [4, 4] [1, 1] : tensor<4x4xf32> into tensor<8x8xf32>
  return %b : tensor<8x8xf32>
}

// -----

// CHECK-LABEL: func.func @slice_of_cast(
//  CHECK-SAME: %arg0: tensor<6x7x8xf32>, %arg1: index) -> tensor<2x?xf32> {
//  CHECK-NEXT:   %extracted_slice = tensor.extract_slice %arg0[1, 2, %arg1] [2, 1, %arg1] [1, 1, 1] : tensor<6x7x8xf32> to tensor<2x?xf32>
//  CHECK-NEXT:   return %extracted_slice : tensor<2x?xf32>
//  CHECK-NEXT: }
func.func @slice_of_cast(%t: tensor<6x7x8xf32>, %i: index) -> tensor<2x?xf32> {
  %c = tensor.cast %t : tensor<6x7x8xf32> to tensor<?x?x8xf32>
  %s = tensor.extract_slice %c[1, 2, %i] [2, 1, %i] [1, 1, 1] : tensor<?x?x8xf32> to tensor<2x?xf32>
  return %s : tensor<2x?xf32>
}

// -----

// CHECK-LABEL: func.func @cast_of_slice(
//  CHECK-SAME: %arg0: tensor<64x32xf32>, %arg1: index, %arg2: index) -> tensor<8x32xf32> {
//  CHECK-NEXT:   %extracted_slice = tensor.extract_slice %arg0[%arg1, 0] [8, 32] [1, 1] : tensor<64x32xf32> to tensor<8x32xf32>
//  CHECK-NEXT:   return %extracted_slice : tensor<8x32xf32>
//  CHECK-NEXT: }
func.func @cast_of_slice(%t: tensor<64x32xf32>, %o: index, %s: index) -> tensor<8x32xf32> {
  %e = tensor.extract_slice %t[%o, 0] [%s, 32] [1, 1] : tensor<64x32xf32> to tensor<?x32xf32>
  %c = tensor.cast %e : tensor<?x32xf32> to tensor<8x32xf32>
  return %c : tensor<8x32xf32>
}

// -----

// CHECK-LABEL: func.func @insert_of_casts(
//  CHECK-SAME: %arg0: tensor<4x2xf32>, %arg1: tensor<9x9xf32>, %arg2: index, %arg3: index, %arg4: index, %arg5: index) -> tensor<9x9xf32> {
//  CHECK-NEXT:   %inserted_slice = tensor.insert_slice %arg0 into %arg1[%arg2, %arg3] [4, 2] [1, 1] : tensor<4x2xf32> into tensor<9x9xf32>
//  CHECK-NEXT:   return %inserted_slice : tensor<9x9xf32>
//  CHECK-NEXT: }
func.func @insert_of_casts(%p: tensor<4x2xf32>, %big: tensor<9x9xf32>, %i: index, %j: index, %m: index, %n: index) -> tensor<9x9xf32> {
  %pc = tensor.cast %p : tensor<4x2xf32> to tensor<?x?xf32>
  %bc = tensor.cast %big : tensor<9x9xf32> to tensor<?x9xf32>
  %r = tensor.insert_slice %pc into %bc[%i, %j] [%m, %n] [1, 1] : tensor<?x?xf32> into tensor<?x9xf32>
  %c = tensor.cast %r : tensor<?x9xf32> to tensor<9x9xf32>
  return %c : tensor<9x9xf32>
}

// -----

// CHECK-LABEL: func.func @splat_slice(
//  CHECK-SAME: ) -> tensor<2x3xi16> {
//  CHECK-NEXT:   %cst = arith.constant dense<7> : tensor<2x3xi16>
//  CHECK-NEXT:   return %cst : tensor<2x3xi16>
//  CHECK-NEXT: }
func.func @splat_slice() -> tensor<2x3xi16> {
  %cst = arith.constant dense<7> : tensor<10x10xi16>
  %s = tensor.extract_slice %cst[4, 4] [2, 3] [1, 2] : tensor<10x10xi16> to tensor<2x3xi16>
  return %s : tensor<2x3xi16>
}

// -----

// CHECK-LABEL: func.func @parallel_insert_consts(
//  CHECK-SAME: %arg0: tensor<?x4xf32>, %arg1: tensor<?x4xf32>, %arg2: index) -> tensor<?x4xf32> {
//  CHECK-NEXT:   %0 = scf.forall (%arg3) in (%arg2) shared_outs(%arg4 = %arg1) -> (tensor<?x4xf32>) {
//  CHECK-NEXT:     %cast = tensor.cast %arg0 : tensor<?x4xf32> to tensor<2x4xf32>
//  CHECK-NEXT:     scf.forall.in_parallel {
//  CHECK-NEXT:       tensor.parallel_insert_slice %cast into %arg4[%arg3, 0] [2, 4] [1, 1] : tensor<2x4xf32> into tensor<?x4xf32>
//  CHECK-NEXT:     }
//  CHECK-NEXT:   }
//  CHECK-NEXT:   return %0 : tensor<?x4xf32>
//  CHECK-NEXT: }
func.func @parallel_insert_consts(%src: tensor<?x4xf32>, %out: tensor<?x4xf32>, %n: index) -> tensor<?x4xf32> {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %r = scf.forall (%t) in (%n) shared_outs(%o = %out) -> (tensor<?x4xf32>) {
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %src into %o[%t, %c0] [%c2, 4] [1, 1] : tensor<?x4xf32> into tensor<?x4xf32>
    }
  }
  return %r : tensor<?x4xf32>
}
