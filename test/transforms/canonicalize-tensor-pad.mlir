// canonicalize on tensor.pad (issue 15, mlir-opt 22 parity): a pad to its
// own static type or by zero goes (a cast when the types differ), constant
// amounts that make the result more static fold, casts fold in from the
// source or into the pad from its single user, a pad of a pad by the
// same value merges (not with a different value), dynamic amounts summed
// by an affine.apply (s0 + c, s0 * 2, s0 + s1 with the outer amount first),
// and pad(slice(pad(slice x))) padding other dimensions by one constant
// becomes one slice of x and one pad (not with another padding value).
// RUN: bufopt %s --split-input-file --canonicalize | FileCheck %s
// RUN: mlir-opt %s --split-input-file --canonicalize | FileCheck %s

// CHECK-LABEL: func.func @pad_folds(
//  CHECK-SAME: %arg0: tensor<4x4xf32>, %arg1: tensor<?x?xf32>, %arg2: f32, %arg3: index) -> (tensor<4x4xf32>, tensor<3x5xf32>) {
//  CHECK-NEXT:   %cast = tensor.cast %arg1 : tensor<?x?xf32> to tensor<3x5xf32>
//  CHECK-NEXT:   return %arg0, %cast : tensor<4x4xf32>, tensor<3x5xf32>
//  CHECK-NEXT: }
func.func @pad_folds(%a: tensor<4x4xf32>, %b: tensor<?x?xf32>, %v: f32, %i: index) -> (tensor<4x4xf32>, tensor<3x5xf32>) {
  %c0 = arith.constant 0 : index
  %0 = tensor.pad %a low[%i, 0] high[0, %i] {
  ^bb0(%x: index, %y: index):
    tensor.yield %v : f32
  } : tensor<4x4xf32> to tensor<4x4xf32>
  %1 = tensor.pad %b low[0, %c0] high[%c0, 0] {
  ^bb0(%x: index, %y: index):
    tensor.yield %v : f32
  } : tensor<?x?xf32> to tensor<3x5xf32>
  return %0, %1 : tensor<4x4xf32>, tensor<3x5xf32>
}

// -----

// CHECK-LABEL: func.func @pad_static_amounts(
//  CHECK-SAME: %arg0: tensor<2x?xf32>, %arg1: f32) -> tensor<?x?xf32> {
//  CHECK-NEXT:   %padded = tensor.pad %arg0 low[3, 1] high[1, 3] {
//  CHECK-NEXT:   ^bb0(%arg2: index, %arg3: index):
//  CHECK-NEXT:     tensor.yield %arg1 : f32
//  CHECK-NEXT:   } : tensor<2x?xf32> to tensor<6x?xf32>
//  CHECK-NEXT:   %cast = tensor.cast %padded : tensor<6x?xf32> to tensor<?x?xf32>
//  CHECK-NEXT:   return %cast : tensor<?x?xf32>
//  CHECK-NEXT: }
func.func @pad_static_amounts(%a: tensor<2x?xf32>, %v: f32) -> tensor<?x?xf32> {
  %c3 = arith.constant 3 : index
  %0 = tensor.pad %a low[%c3, 1] high[1, %c3] {
  ^bb0(%x: index, %y: index):
    tensor.yield %v : f32
  } : tensor<2x?xf32> to tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// -----

// CHECK-LABEL: func.func @pad_of_cast(
//  CHECK-SAME: %arg0: tensor<2x?xf32>, %arg1: f32, %arg2: index) -> (tensor<?x?xf32>, tensor<6x?xf32>) {
//  CHECK-NEXT:   %padded = tensor.pad %arg0 low[2, 0] high[2, %arg2] {
//  CHECK-NEXT:   ^bb0(%arg3: index, %arg4: index):
//  CHECK-NEXT:     tensor.yield %arg1 : f32
//  CHECK-NEXT:   } : tensor<2x?xf32> to tensor<6x?xf32>
//  CHECK-NEXT:   %cast = tensor.cast %padded : tensor<6x?xf32> to tensor<?x?xf32>
//  CHECK-NEXT:   %padded_0 = tensor.pad %arg0 low[1, 0] high[3, %arg2] {
//  CHECK-NEXT:   ^bb0(%arg3: index, %arg4: index):
//  CHECK-NEXT:     tensor.yield %arg1 : f32
//  CHECK-NEXT:   } : tensor<2x?xf32> to tensor<6x?xf32>
//  CHECK-NEXT:   return %cast, %padded_0 : tensor<?x?xf32>, tensor<6x?xf32>
//  CHECK-NEXT: }
func.func @pad_of_cast(%a: tensor<2x?xf32>, %v: f32, %h: index) -> (tensor<?x?xf32>, tensor<6x?xf32>) {
  %c = tensor.cast %a : tensor<2x?xf32> to tensor<?x?xf32>
  %0 = tensor.pad %c low[2, 0] high[2, %h] {
  ^bb0(%x: index, %y: index):
    tensor.yield %v : f32
  } : tensor<?x?xf32> to tensor<?x?xf32>
  %1 = tensor.pad %c low[1, 0] high[3, %h] {
  ^bb0(%x: index, %y: index):
    tensor.yield %v : f32
  } : tensor<?x?xf32> to tensor<6x?xf32>
  return %0, %1 : tensor<?x?xf32>, tensor<6x?xf32>
}

// -----

// CHECK-LABEL: func.func @cast_of_pad(
//  CHECK-SAME: %arg0: tensor<?x?xf32>, %arg1: f32, %arg2: index) -> tensor<8x?xf32> {
//  CHECK-NEXT:   %padded = tensor.pad %arg0 low[%arg2, 0] high[0, 1] {
//  CHECK-NEXT:   ^bb0(%arg3: index, %arg4: index):
//  CHECK-NEXT:     tensor.yield %arg1 : f32
//  CHECK-NEXT:   } : tensor<?x?xf32> to tensor<8x?xf32>
//  CHECK-NEXT:   return %padded : tensor<8x?xf32>
//  CHECK-NEXT: }
func.func @cast_of_pad(%a: tensor<?x?xf32>, %v: f32, %l: index) -> tensor<8x?xf32> {
  %0 = tensor.pad %a low[%l, 0] high[0, 1] {
  ^bb0(%x: index, %y: index):
    tensor.yield %v : f32
  } : tensor<?x?xf32> to tensor<?x?xf32>
  %1 = tensor.cast %0 : tensor<?x?xf32> to tensor<8x?xf32>
  return %1 : tensor<8x?xf32>
}

// -----

// CHECK-LABEL: func.func @merge_pads(
//  CHECK-SAME: %arg0: tensor<3x3xi32>, %arg1: i32, %arg2: i32) -> (tensor<6x7xi32>, tensor<6x7xi32>) {
//  CHECK-NEXT:   %padded = tensor.pad %arg0 low[1, 0] high[0, 2] {
//  CHECK-NEXT:   ^bb0(%arg3: index, %arg4: index):
//  CHECK-NEXT:     tensor.yield %arg1 : i32
//  CHECK-NEXT:   } : tensor<3x3xi32> to tensor<4x5xi32>
//  CHECK-NEXT:   %padded_0 = tensor.pad %arg0 low[1, 1] high[2, 3] {
//  CHECK-NEXT:   ^bb0(%arg3: index, %arg4: index):
//  CHECK-NEXT:     tensor.yield %arg1 : i32
//  CHECK-NEXT:   } : tensor<3x3xi32> to tensor<6x7xi32>
//  CHECK-NEXT:   %padded_1 = tensor.pad %padded low[2, 2] high[0, 0] {
//  CHECK-NEXT:   ^bb0(%arg3: index, %arg4: index):
//  CHECK-NEXT:     tensor.yield %arg2 : i32
//  CHECK-NEXT:   } : tensor<4x5xi32> to tensor<6x7xi32>
//  CHECK-NEXT:   return %padded_0, %padded_1 : tensor<6x7xi32>, tensor<6x7xi32>
//  CHECK-NEXT: }
func.func @merge_pads(%a: tensor<3x3xi32>, %v: i32, %w: i32) -> (tensor<6x7xi32>, tensor<6x7xi32>) {
  %0 = tensor.pad %a low[1, 0] high[0, 2] {
  ^bb0(%x: index, %y: index):
    tensor.yield %v : i32
  } : tensor<3x3xi32> to tensor<4x5xi32>
  %1 = tensor.pad %0 low[0, 1] high[2, 1] {
  ^bb0(%x: index, %y: index):
    tensor.yield %v : i32
  } : tensor<4x5xi32> to tensor<6x7xi32>
  %2 = tensor.pad %0 low[2, 2] high[0, 0] {
  ^bb0(%x: index, %y: index):
    tensor.yield %w : i32
  } : tensor<4x5xi32> to tensor<6x7xi32>
  return %1, %2 : tensor<6x7xi32>, tensor<6x7xi32>
}

// -----

// CHECK: #map = affine_map<()[s0] -> (s0 + 3)>
// CHECK: #map1 = affine_map<()[s0] -> (s0 * 2)>
//  CHECK-NEXT: module {
// CHECK-LABEL: func.func @merge_pads_dynamic(
//  CHECK-SAME: %arg0: tensor<?x4xf16>, %arg1: index, %arg2: f16) -> (tensor<?x7xf16>, tensor<?x7xf16>) {
//  CHECK-NEXT:   %0 = affine.apply #map()[%arg1]
//  CHECK-NEXT:   %padded = tensor.pad %arg0 low[%0, 2] high[%arg1, 1] {
//  CHECK-NEXT:   ^bb0(%arg3: index, %arg4: index):
//  CHECK-NEXT:     tensor.yield %arg2 : f16
//  CHECK-NEXT:   } : tensor<?x4xf16> to tensor<?x7xf16>
//  CHECK-NEXT:   %1 = affine.apply #map1()[%arg1]
//  CHECK-NEXT:   %padded_0 = tensor.pad %arg0 low[%1, 2] high[0, 1] {
//  CHECK-NEXT:   ^bb0(%arg3: index, %arg4: index):
//  CHECK-NEXT:     tensor.yield %arg2 : f16
//  CHECK-NEXT:   } : tensor<?x4xf16> to tensor<?x7xf16>
//  CHECK-NEXT:   return %padded, %padded_0 : tensor<?x7xf16>, tensor<?x7xf16>
//  CHECK-NEXT: }
//  CHECK-NEXT: }
func.func @merge_pads_dynamic(%a: tensor<?x4xf16>, %n: index, %v: f16) -> (tensor<?x7xf16>, tensor<?x7xf16>) {
  %0 = tensor.pad %a low[%n, 2] high[0, 1] {
  ^bb0(%x: index, %y: index):
    tensor.yield %v : f16
  } : tensor<?x4xf16> to tensor<?x7xf16>
  %1 = tensor.pad %0 low[3, 0] high[%n, 0] {
  ^bb0(%x: index, %y: index):
    tensor.yield %v : f16
  } : tensor<?x7xf16> to tensor<?x7xf16>
  %2 = tensor.pad %0 low[%n, 0] high[0, 0] {
  ^bb0(%x: index, %y: index):
    tensor.yield %v : f16
  } : tensor<?x7xf16> to tensor<?x7xf16>
  return %1, %2 : tensor<?x7xf16>, tensor<?x7xf16>
}

// -----

// CHECK: #map = affine_map<()[s0, s1] -> (s0 + s1)>
//  CHECK-NEXT: module {
// CHECK-LABEL: func.func @merge_pads_two_values(
//  CHECK-SAME: %arg0: tensor<?x4xf16>, %arg1: index, %arg2: index, %arg3: f16) -> tensor<?x4xf16> {
//  CHECK-NEXT:   %0 = affine.apply #map()[%arg2, %arg1]
//  CHECK-NEXT:   %padded = tensor.pad %arg0 low[%0, 0] high[0, 0] {
//  CHECK-NEXT:   ^bb0(%arg4: index, %arg5: index):
//  CHECK-NEXT:     tensor.yield %arg3 : f16
//  CHECK-NEXT:   } : tensor<?x4xf16> to tensor<?x4xf16>
//  CHECK-NEXT:   return %padded : tensor<?x4xf16>
//  CHECK-NEXT: }
//  CHECK-NEXT: }
func.func @merge_pads_two_values(%a: tensor<?x4xf16>, %n: index, %m: index, %v: f16) -> tensor<?x4xf16> {
  %0 = tensor.pad %a low[%n, 0] high[0, 0] {
  ^bb0(%x: index, %y: index):
    tensor.yield %v : f16
  } : tensor<?x4xf16> to tensor<?x4xf16>
  %1 = tensor.pad %0 low[%m, 0] high[0, 0] {
  ^bb0(%x: index, %y: index):
    tensor.yield %v : f16
  } : tensor<?x4xf16> to tensor<?x4xf16>
  return %1 : tensor<?x4xf16>
}

// -----

// CHECK-LABEL: func.func @orthogonal_pads(
//  CHECK-SAME: %arg0: tensor<32x16xf32>, %arg1: index, %arg2: index, %arg3: index, %arg4: index) -> (tensor<10x6xf32>, tensor<10x6xf32>) {
//  CHECK-NEXT:   %cst = arith.constant 0.000000e+00 : f32
//  CHECK-NEXT:   %cst_0 = arith.constant 1.000000e+00 : f32
//  CHECK-NEXT:   %extracted_slice = tensor.extract_slice %arg0[3, 0] [%arg1, 16] [1, 1] : tensor<32x16xf32> to tensor<?x16xf32>
//  CHECK-NEXT:   %padded = tensor.pad %extracted_slice low[0, 0] high[%arg3, 0] {
//  CHECK-NEXT:   ^bb0(%arg5: index, %arg6: index):
//  CHECK-NEXT:     tensor.yield %cst : f32
//  CHECK-NEXT:   } : tensor<?x16xf32> to tensor<10x16xf32>
//  CHECK-NEXT:   %extracted_slice_1 = tensor.extract_slice %padded[0, 5] [10, %arg2] [1, 1] : tensor<10x16xf32> to tensor<10x?xf32>
//  CHECK-NEXT:   %extracted_slice_2 = tensor.extract_slice %arg0[3, 5] [%arg1, %arg2] [1, 1] : tensor<32x16xf32> to tensor<?x?xf32>
//  CHECK-NEXT:   %padded_3 = tensor.pad %extracted_slice_2 low[0, 0] high[%arg3, %arg4] {
//  CHECK-NEXT:   ^bb0(%arg5: index, %arg6: index):
//  CHECK-NEXT:     tensor.yield %cst : f32
//  CHECK-NEXT:   } : tensor<?x?xf32> to tensor<10x6xf32>
//  CHECK-NEXT:   %padded_4 = tensor.pad %extracted_slice_1 low[0, 0] high[0, %arg4] {
//  CHECK-NEXT:   ^bb0(%arg5: index, %arg6: index):
//  CHECK-NEXT:     tensor.yield %cst_0 : f32
//  CHECK-NEXT:   } : tensor<10x?xf32> to tensor<10x6xf32>
//  CHECK-NEXT:   return %padded_3, %padded_4 : tensor<10x6xf32>, tensor<10x6xf32>
//  CHECK-NEXT: }
func.func @orthogonal_pads(%x: tensor<32x16xf32>, %a: index, %b: index, %h0: index, %h1: index) -> (tensor<10x6xf32>, tensor<10x6xf32>) {
  %zero = arith.constant 0.0 : f32
  %one = arith.constant 1.0 : f32
  %0 = tensor.extract_slice %x[3, 0] [%a, 16] [1, 1] : tensor<32x16xf32> to tensor<?x16xf32>
  %1 = tensor.pad %0 low[0, 0] high[%h0, 0] {
  ^bb0(%i: index, %j: index):
    tensor.yield %zero : f32
  } : tensor<?x16xf32> to tensor<10x16xf32>
  %2 = tensor.extract_slice %1[0, 5] [10, %b] [1, 1] : tensor<10x16xf32> to tensor<10x?xf32>
  %3 = tensor.pad %2 low[0, 0] high[0, %h1] {
  ^bb0(%i: index, %j: index):
    tensor.yield %zero : f32
  } : tensor<10x?xf32> to tensor<10x6xf32>
  %4 = tensor.pad %2 low[0, 0] high[0, %h1] {
  ^bb0(%i: index, %j: index):
    tensor.yield %one : f32
  } : tensor<10x?xf32> to tensor<10x6xf32>
  return %3, %4 : tensor<10x6xf32>, tensor<10x6xf32>
}
