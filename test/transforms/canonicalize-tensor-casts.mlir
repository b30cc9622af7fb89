// canonicalize: the folders of tensor.cast, tensor.bitcast and
// tensor.reshape (issue 15 parity): a cast to the same type goes; a cast
// of a cast skips the middle one unless that one carried a runtime check
// (upstream's ChainedTensorCast shape joins); bitcast chains shorten;
// reshape chains take the first source and a 1-d reshape to its own type
// goes.
// RUN: bufopt %s --split-input-file --canonicalize | FileCheck %s
// RUN: mlir-opt %s --split-input-file --canonicalize | FileCheck %s

// CHECK-LABEL: func @cast_chains
//  CHECK-SAME:   (%[[A:.*]]: tensor<3x?xf16>, %[[B:.*]]: tensor<*xf16>, %[[C:.*]]: tensor<5xi8>)
//  CHECK-NEXT:   %[[X:.*]] = tensor.cast %[[A]] : tensor<3x?xf16> to tensor<3x6xf16>
//  CHECK-NEXT:   %[[Y:.*]] = tensor.cast %[[B]] : tensor<*xf16> to tensor<2x2xf16>
//  CHECK-NEXT:   return %[[X]], %[[Y]], %[[C]]
func.func @cast_chains(%a: tensor<3x?xf16>, %b: tensor<*xf16>, %c: tensor<5xi8>)
    -> (tensor<3x6xf16>, tensor<2x2xf16>, tensor<5xi8>) {
  %0 = tensor.cast %a : tensor<3x?xf16> to tensor<?x?xf16>
  %1 = tensor.cast %0 : tensor<?x?xf16> to tensor<3x6xf16>
  %2 = tensor.cast %b : tensor<*xf16> to tensor<*xf16>
  %3 = tensor.cast %2 : tensor<*xf16> to tensor<?x2xf16>
  %4 = tensor.cast %3 : tensor<?x2xf16> to tensor<2x2xf16>
  %5 = tensor.cast %c : tensor<5xi8> to tensor<?xi8>
  %6 = tensor.cast %5 : tensor<?xi8> to tensor<5xi8>
  return %1, %4, %6 : tensor<3x6xf16>, tensor<2x2xf16>, tensor<5xi8>
}

// -----

// The middle type checks a size the outer two do not: both casts stay.
// CHECK-LABEL: func @cast_chain_checked
//  CHECK-SAME:   (%[[A:.*]]: tensor<?x?xf32>)
//  CHECK-NEXT:   %[[X:.*]] = tensor.cast %[[A]] : tensor<?x?xf32> to tensor<7x?xf32>
//  CHECK-NEXT:   %[[Y:.*]] = tensor.cast %[[X]] : tensor<7x?xf32> to tensor<?x3xf32>
//  CHECK-NEXT:   return %[[Y]]
func.func @cast_chain_checked(%a: tensor<?x?xf32>) -> tensor<?x3xf32> {
  %0 = tensor.cast %a : tensor<?x?xf32> to tensor<7x?xf32>
  %1 = tensor.cast %0 : tensor<7x?xf32> to tensor<?x3xf32>
  return %1 : tensor<?x3xf32>
}

// -----

// CHECK-LABEL: func @bitcast_chains
//  CHECK-SAME:   (%[[A:.*]]: tensor<3xf32>, %[[B:.*]]: tensor<2x2xi16>)
//  CHECK-NEXT:   %[[X:.*]] = tensor.bitcast %[[A]] : tensor<3xf32> to tensor<3xsi32>
//  CHECK-NEXT:   return %[[X]], %[[B]]
func.func @bitcast_chains(%a: tensor<3xf32>, %b: tensor<2x2xi16>) -> (tensor<3xsi32>, tensor<2x2xi16>) {
  %0 = tensor.bitcast %a : tensor<3xf32> to tensor<3xi32>
  %1 = tensor.bitcast %0 : tensor<3xi32> to tensor<3xsi32>
  %2 = tensor.bitcast %b : tensor<2x2xi16> to tensor<2x2xf16>
  %3 = tensor.bitcast %2 : tensor<2x2xf16> to tensor<2x2xi16>
  return %1, %3 : tensor<3xsi32>, tensor<2x2xi16>
}

// -----

// CHECK-LABEL: func @reshapes
//  CHECK-SAME:   (%[[A:.*]]: tensor<4x5xf32>, %[[S1:.*]]: tensor<1xi64>, %[[S2:.*]]: tensor<2xi64>, %[[V:.*]]: tensor<?xi32>, %[[S3:.*]]: tensor<1xindex>)
//  CHECK-NEXT:   %[[R:.*]] = tensor.reshape %[[A]](%[[S2]]) : (tensor<4x5xf32>, tensor<2xi64>) -> tensor<2x10xf32>
//  CHECK-NEXT:   return %[[R]], %[[V]]
func.func @reshapes(%a: tensor<4x5xf32>, %s1: tensor<1xi64>, %s2: tensor<2xi64>, %v: tensor<?xi32>, %s3: tensor<1xindex>)
    -> (tensor<2x10xf32>, tensor<?xi32>) {
  %0 = tensor.reshape %a(%s1) : (tensor<4x5xf32>, tensor<1xi64>) -> tensor<20xf32>
  %1 = tensor.reshape %0(%s2) : (tensor<20xf32>, tensor<2xi64>) -> tensor<2x10xf32>
  %2 = tensor.reshape %v(%s3) : (tensor<?xi32>, tensor<1xindex>) -> tensor<?xi32>
  return %1, %2 : tensor<2x10xf32>, tensor<?xi32>
}

// -----

// A 2-d reshape to its own type stays (only the 1-d one folds).
// CHECK-LABEL: func @reshape_2d_same_type
//       CHECK:   tensor.reshape
func.func @reshape_2d_same_type(%a: tensor<?x4xf32>, %s: tensor<2xindex>) -> tensor<?x4xf32> {
  %0 = tensor.reshape %a(%s) : (tensor<?x4xf32>, tensor<2xindex>) -> tensor<?x4xf32>
  return %0 : tensor<?x4xf32>
}
