// The in-place analysis of one-shot-bufferize (test-analysis-only): which
// tensor operands bufferize in place ("true"), out of place ("false"), and
// which operands are not tensors ("none").  The expected text is mlir-opt
// 22's, and both tools must print it.  Cases: a layer chain (every buffer
// reused in place), reads after writes forcing copies, element-wise access
// of one buffer, writes into constants and arguments, matching
// extract_slice/insert_slice pairs, dynamic shapes, returned values that a
// later write would clobber (@f: regression, the return reads); the last
// six cases come from random programs that once differed from upstream
// (linalg.copy as a whole-tensor subset insertion, only op results match a
// destination, equivalence as decided so far, no copy of undefined
// contents, an extract_slice reads its source where it stands).
// RUN: bufopt %s --split-input-file --one-shot-bufferize="bufferize-function-boundaries test-analysis-only" | FileCheck %s
// RUN: mlir-opt %s --split-input-file --one-shot-bufferize="bufferize-function-boundaries test-analysis-only" | FileCheck %s

#map = affine_map<(d0, d1) -> (d0, d1)>
func.func @layers(%x0: tensor<16x16xf32>, %w: tensor<16x16xf32>) -> tensor<16x16xf32> {
  %zero = arith.constant 0.000000e+00 : f32
  %e1 = tensor.empty() : tensor<16x16xf32>
  %f1 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<16x16xf32>) -> tensor<16x16xf32>
  %m1 = linalg.matmul ins(%x0, %w : tensor<16x16xf32>, tensor<16x16xf32>) outs(%f1 : tensor<16x16xf32>) -> tensor<16x16xf32>
  %x1 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%m1, %x0 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%e1 : tensor<16x16xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %s = arith.addf %a, %b : f32
    linalg.yield %s : f32
  } -> tensor<16x16xf32>
  %e2 = tensor.empty() : tensor<16x16xf32>
  %f2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<16x16xf32>) -> tensor<16x16xf32>
  %m2 = linalg.matmul ins(%x1, %w : tensor<16x16xf32>, tensor<16x16xf32>) outs(%f2 : tensor<16x16xf32>) -> tensor<16x16xf32>
  %x2 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%m2, %x1 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%e2 : tensor<16x16xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %s = arith.addf %a, %b : f32
    linalg.yield %s : f32
  } -> tensor<16x16xf32>
  return %x2 : tensor<16x16xf32>
}

// -----

func.func @two_fills(%a: tensor<4xf32>, %s: f32, %t: f32, %i: index) -> (f32, f32) {
  %1 = linalg.fill ins(%s : f32) outs(%a : tensor<4xf32>) -> tensor<4xf32>
  %2 = linalg.fill ins(%t : f32) outs(%a : tensor<4xf32>) -> tensor<4xf32>
  %x = tensor.extract %1[%i] : tensor<4xf32>
  %y = tensor.extract %2[%i] : tensor<4xf32>
  return %x, %y : f32, f32
}

// -----

#id = affine_map<(d0) -> (d0)>
func.func @elementwise_same(%a: tensor<4xf32>) -> tensor<4xf32> {
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%a : tensor<4xf32>) outs(%a : tensor<4xf32>) {
  ^bb0(%x: f32, %o: f32):
    %y = arith.mulf %x, %x : f32
    linalg.yield %y : f32
  } -> tensor<4xf32>
  return %r : tensor<4xf32>
}

// -----

func.func @matmul_self(%a: tensor<4x4xf32>) -> tensor<4x4xf32> {
  %r = linalg.matmul ins(%a, %a : tensor<4x4xf32>, tensor<4x4xf32>) outs(%a : tensor<4x4xf32>) -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// -----

func.func @insert_chain(%a: tensor<4xf32>, %s: f32, %i: index, %j: index) -> (tensor<4xf32>, f32) {
  %1 = tensor.insert %s into %a[%i] : tensor<4xf32>
  %2 = tensor.insert %s into %1[%j] : tensor<4xf32>
  %x = tensor.extract %1[%j] : tensor<4xf32>
  return %2, %x : tensor<4xf32>, f32
}

// -----

func.func @slice_alias_read(%a: tensor<8xf32>, %s: f32, %i: index) -> (tensor<4xf32>, f32) {
  %sl = tensor.extract_slice %a[0] [4] [1] : tensor<8xf32> to tensor<4xf32>
  %f = linalg.fill ins(%s : f32) outs(%sl : tensor<4xf32>) -> tensor<4xf32>
  %x = tensor.extract %a[%i] : tensor<8xf32>
  return %f, %x : tensor<4xf32>, f32
}

// -----

func.func @alloc_tensor_copy(%a: tensor<4xf32>, %s: f32, %i: index) -> (tensor<4xf32>, f32) {
  %c = bufferization.alloc_tensor() copy(%a) : tensor<4xf32>
  %1 = tensor.insert %s into %c[%i] : tensor<4xf32>
  %x = tensor.extract %a[%i] : tensor<4xf32>
  return %1, %x : tensor<4xf32>, f32
}

// -----

func.func private @callee(%a: tensor<4xf32>) -> tensor<4xf32> {
  %e = tensor.empty() : tensor<4xf32>
  %c = arith.constant 2.0 : f32
  %f = linalg.fill ins(%c : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  return %f : tensor<4xf32>
}
func.func @caller(%a: tensor<4xf32>, %i: index) -> f32 {
  %r = func.call @callee(%a) : (tensor<4xf32>) -> tensor<4xf32>
  %x = tensor.extract %r[%i] : tensor<4xf32>
  return %x : f32
}

// -----

func.func @dims(%a: tensor<?x4xf32>, %s: f32) -> tensor<?x4xf32> {
  %c0 = arith.constant 0 : index
  %d = tensor.dim %a, %c0 : tensor<?x4xf32>
  %e = tensor.empty(%d) : tensor<?x4xf32>
  %f = linalg.fill ins(%s : f32) outs(%e : tensor<?x4xf32>) -> tensor<?x4xf32>
  %g = linalg.add ins(%f, %a : tensor<?x4xf32>, tensor<?x4xf32>) outs(%a : tensor<?x4xf32>) -> tensor<?x4xf32>
  %c = tensor.cast %g : tensor<?x4xf32> to tensor<?x4xf32>
  return %c : tensor<?x4xf32>
}

// -----

func.func @f(%a: tensor<4xf32>, %i: index, %s: f32) -> (tensor<4xf32>, f32) {
  %c = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %c2 = arith.constant dense<[1.0, 2.0, 3.0, 5.0]> : tensor<4xf32>
  %c3 = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %x = tensor.extract %a[%i] : tensor<4xf32>
  %b = tensor.insert %s into %c[%i] : tensor<4xf32>
  %e = tensor.empty() : tensor<4xf32>
  %f = linalg.fill ins(%s : f32) outs(%a : tensor<4xf32>) -> tensor<4xf32>
  %y = tensor.extract %a[%i] : tensor<4xf32>
  %z = tensor.extract %c2[%i] : tensor<4xf32>
  %w = tensor.extract %c3[%i] : tensor<4xf32>
  %sl = tensor.extract_slice %f[1] [2] [1] : tensor<4xf32> to tensor<2xf32>
  %ins = tensor.insert_slice %sl into %b[0] [2] [1] : tensor<2xf32> into tensor<4xf32>
  %d = tensor.dim %ins, %i : tensor<4xf32>
  %r = arith.addf %x, %y : f32
  return %ins, %r : tensor<4xf32>, f32
}

// -----

func.func @slice_fill_insert(%A: tensor<8xf32>, %s: f32) -> tensor<8xf32> {
  %sl = tensor.extract_slice %A[2] [4] [1] : tensor<8xf32> to tensor<4xf32>
  %f = linalg.fill ins(%s : f32) outs(%sl : tensor<4xf32>) -> tensor<4xf32>
  %r = tensor.insert_slice %f into %A[2] [4] [1] : tensor<4xf32> into tensor<8xf32>
  return %r : tensor<8xf32>
}
// -----
func.func @slice_read_later(%A: tensor<8xf32>, %s: f32, %i: index) -> (tensor<8xf32>, f32) {
  %sl = tensor.extract_slice %A[2] [4] [1] : tensor<8xf32> to tensor<4xf32>
  %f = linalg.fill ins(%s : f32) outs(%sl : tensor<4xf32>) -> tensor<4xf32>
  %r = tensor.insert_slice %f into %A[0] [4] [1] : tensor<4xf32> into tensor<8xf32>
  %x = tensor.extract %A[%i] : tensor<8xf32>
  return %r, %x : tensor<8xf32>, f32
}

// -----

func.func @f(%a: tensor<4xf32>) -> (tensor<4xf32>, tensor<f32>, tensor<2x3xi32>) {
  %c = arith.constant dense<1.0> : tensor<f32>
  %d = arith.constant dense<1> : tensor<2x3xi32>
  %s = arith.constant 1.0 : f32
  %f = linalg.fill ins(%s : f32) outs(%a : tensor<4xf32>) -> tensor<4xf32>
  return %f, %c, %d : tensor<4xf32>, tensor<f32>, tensor<2x3xi32>
}

// -----

func.func @f(%a: tensor<4xf32>, %s: f32) -> (tensor<4xf32>, tensor<4xf32>) {
  %1 = linalg.fill ins(%s : f32) outs(%a : tensor<4xf32>) -> tensor<4xf32>
  %2 = linalg.fill ins(%s : f32) outs(%a : tensor<4xf32>) -> tensor<4xf32>
  return %1, %2 : tensor<4xf32>, tensor<4xf32>
}

// -----

func.func @g(%a: tensor<4xf32>) -> tensor<4xf32> {
  return %a : tensor<4xf32>
}

// -----

func.func private @ext(tensor<4xf32>) -> tensor<4xf32>
func.func @f(%a: tensor<4xf32>, %i: index) -> (tensor<4xf32>, f32) {
  %r = func.call @ext(%a) : (tensor<4xf32>) -> tensor<4xf32>
  %x = tensor.extract %a[%i] : tensor<4xf32>
  return %r, %x : tensor<4xf32>, f32
}

// -----

func.func @f(%a: f32, %b: f32, %t: tensor<2x3xf32>) -> (tensor<3xf32>, tensor<2x2xf32>, index, tensor<6xf32>, tensor<4xf32>) {
  %0 = tensor.from_elements %a, %b, %a : tensor<3xf32>
  %1 = tensor.from_elements %a, %b, %a, %b : tensor<2x2xf32>
  %r = tensor.rank %t : tensor<2x3xf32>
  %c = tensor.empty() : tensor<6xf32>
  %s = tensor.splat %a : tensor<4xf32>
  return %0, %1, %r, %c, %s : tensor<3xf32>, tensor<2x2xf32>, index, tensor<6xf32>, tensor<4xf32>
}

// -----

func.func @f(%a0: tensor<8xf32>, %a1: tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>) {
  %v1 = linalg.add ins(%a1, %a1 : tensor<8xf32>, tensor<8xf32>) outs(%a0 : tensor<8xf32>) -> tensor<8xf32>
  %v3 = linalg.copy ins(%v1 : tensor<8xf32>) outs(%v1 : tensor<8xf32>) -> tensor<8xf32>
  %v5 = linalg.copy ins(%v1 : tensor<8xf32>) outs(%a1 : tensor<8xf32>) -> tensor<8xf32>
  return %v3, %v5 : tensor<8xf32>, tensor<8xf32>
}

// -----

func.func @f(%a0: tensor<8xf32>, %s: f32, %i: index, %e: tensor<8xf32>) -> tensor<8xf32> {
  %v2 = tensor.insert %s into %a0[%i] : tensor<8xf32>
  %v3 = linalg.copy ins(%e : tensor<8xf32>) outs(%a0 : tensor<8xf32>) -> tensor<8xf32>
  %v6 = linalg.copy ins(%v3 : tensor<8xf32>) outs(%v2 : tensor<8xf32>) -> tensor<8xf32>
  return %v3 : tensor<8xf32>
}

// -----

#id = affine_map<(d0) -> (d0)>
func.func @f(%a0: tensor<8xf32>, %a1: tensor<8xf32>, %s: f32, %i: index) -> (tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, f32) {
  %c0 = arith.constant 0 : index
  %v1 = linalg.fill ins(%s : f32) outs(%a1 : tensor<8xf32>) -> tensor<8xf32>
  %v2 = tensor.empty() : tensor<8xf32>
  %v3 = linalg.fill ins(%s : f32) outs(%a1 : tensor<8xf32>) -> tensor<8xf32>
  %v4 = tensor.extract %v2[%c0] : tensor<8xf32>
  %v5 = tensor.extract %v1[%c0] : tensor<8xf32>
  %v6 = linalg.copy ins(%a0 : tensor<8xf32>) outs(%a0 : tensor<8xf32>) -> tensor<8xf32>
  return %v2, %v6, %a0, %v5 : tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, f32
}

// -----

#id = affine_map<(d0) -> (d0)>
func.func @f(%a0: tensor<8xf32>, %a1: tensor<8xf32>, %s: f32, %i: index) -> (tensor<8xf32>, tensor<8xf32>) {
  %c0 = arith.constant 0 : index
  %v1 = tensor.insert %s into %a1[%i] : tensor<8xf32>
  %v2 = tensor.extract_slice %a0[4] [4] [1] : tensor<8xf32> to tensor<4xf32>
  %v3 = tensor.empty() : tensor<8xf32>
  %v4 = tensor.empty() : tensor<8xf32>
  %v5 = linalg.fill ins(%s : f32) outs(%a0 : tensor<8xf32>) -> tensor<8xf32>
  %v6 = tensor.insert %s into %v3[%i] : tensor<8xf32>
  %v7 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%v6 : tensor<8xf32>) outs(%v1 : tensor<8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %m = arith.addf %in, %out : f32
    linalg.yield %m : f32
  } -> tensor<8xf32>
  %v8 = tensor.insert %s into %v7[%i] : tensor<8xf32>
  %v9 = tensor.insert_slice %v2 into %v3[0] [4] [1] : tensor<4xf32> into tensor<8xf32>
  %v10 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%v6 : tensor<8xf32>) outs(%v6 : tensor<8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %m = arith.addf %in, %out : f32
    linalg.yield %m : f32
  } -> tensor<8xf32>
  %v11 = linalg.add ins(%v3, %v8 : tensor<8xf32>, tensor<8xf32>) outs(%v10 : tensor<8xf32>) -> tensor<8xf32>
  return %v4, %v11 : tensor<8xf32>, tensor<8xf32>
}

// -----

#id = affine_map<(d0) -> (d0)>
func.func @f(%a0: tensor<8xf32>, %a1: tensor<8xf32>, %s: f32, %i: index) -> (tensor<8xf32>) {
  %c0 = arith.constant 0 : index
  %v1 = linalg.fill ins(%s : f32) outs(%a1 : tensor<8xf32>) -> tensor<8xf32>
  %v2 = tensor.insert %s into %a0[%i] : tensor<8xf32>
  %v3 = tensor.extract_slice %a0[2] [4] [1] : tensor<8xf32> to tensor<4xf32>
  %v4 = tensor.insert_slice %v3 into %a1[4] [4] [1] : tensor<4xf32> into tensor<8xf32>
  %v5 = tensor.insert_slice %v3 into %v2[2] [4] [1] : tensor<4xf32> into tensor<8xf32>
  return %v1 : tensor<8xf32>
}

// -----

#id = affine_map<(d0) -> (d0)>
func.func @f(%a0: tensor<8xf32>, %a1: tensor<8xf32>, %s: f32, %i: index) -> (tensor<8xf32>, f32) {
  %c0 = arith.constant 0 : index
  %v1 = tensor.empty() : tensor<8xf32>
  %v2 = tensor.insert %s into %a0[%i] : tensor<8xf32>
  %v3 = linalg.copy ins(%v1 : tensor<8xf32>) outs(%a0 : tensor<8xf32>) -> tensor<8xf32>
  %v4 = tensor.extract %v3[%c0] : tensor<8xf32>
  %v5 = tensor.extract_slice %v1[4] [4] [1] : tensor<8xf32> to tensor<4xf32>
  %v6 = linalg.copy ins(%v3 : tensor<8xf32>) outs(%v2 : tensor<8xf32>) -> tensor<8xf32>
  return %v3, %v4 : tensor<8xf32>, f32
}

// CHECK: #map = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @layers(%arg0: tensor<16x16xf32> {bufferization.access = "read"}, %arg1: tensor<16x16xf32> {bufferization.access = "read"}) -> tensor<16x16xf32> {
// CHECK-NEXT:     %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:     %0 = tensor.empty() : tensor<16x16xf32>
// CHECK-NEXT:     %1 = linalg.fill {__inplace_operands_attr__ = ["none", "true"]} ins(%cst : f32) outs(%0 : tensor<16x16xf32>) -> tensor<16x16xf32>
// CHECK-NEXT:     %2 = linalg.matmul {__inplace_operands_attr__ = ["true", "true", "true"]} ins(%arg0, %arg1 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%1 : tensor<16x16xf32>) -> tensor<16x16xf32>
// CHECK-NEXT:     %3 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%2, %arg0 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%0 : tensor<16x16xf32>) attrs =  {__inplace_operands_attr__ = ["true", "true", "true"]} {
// CHECK-NEXT:     ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT:       %8 = arith.addf %in, %in_0 : f32
// CHECK-NEXT:       linalg.yield %8 : f32
// CHECK-NEXT:     } -> tensor<16x16xf32>
// CHECK-NEXT:     %4 = tensor.empty() : tensor<16x16xf32>
// CHECK-NEXT:     %5 = linalg.fill {__inplace_operands_attr__ = ["none", "true"]} ins(%cst : f32) outs(%4 : tensor<16x16xf32>) -> tensor<16x16xf32>
// CHECK-NEXT:     %6 = linalg.matmul {__inplace_operands_attr__ = ["true", "true", "true"]} ins(%3, %arg1 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%5 : tensor<16x16xf32>) -> tensor<16x16xf32>
// CHECK-NEXT:     %7 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%6, %3 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%4 : tensor<16x16xf32>) attrs =  {__inplace_operands_attr__ = ["true", "true", "true"]} {
// CHECK-NEXT:     ^bb0(%in: f32, %in_0: f32, %out: f32):
// CHECK-NEXT:       %8 = arith.addf %in, %in_0 : f32
// CHECK-NEXT:       linalg.yield %8 : f32
// CHECK-NEXT:     } -> tensor<16x16xf32>
// CHECK-NEXT:     return {__inplace_operands_attr__ = ["true"]} %7 : tensor<16x16xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @two_fills(%arg0: tensor<4xf32> {bufferization.access = "write"}, %arg1: f32, %arg2: f32, %arg3: index) -> (f32, f32) {
// CHECK-NEXT:     %0 = linalg.fill {__inplace_operands_attr__ = ["none", "false"]} ins(%arg1 : f32) outs(%arg0 : tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT:     %1 = linalg.fill {__inplace_operands_attr__ = ["none", "true"]} ins(%arg2 : f32) outs(%arg0 : tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT:     %extracted = tensor.extract %0[%arg3] {__inplace_operands_attr__ = ["true", "none"]} : tensor<4xf32>
// CHECK-NEXT:     %extracted_0 = tensor.extract %1[%arg3] {__inplace_operands_attr__ = ["true", "none"]} : tensor<4xf32>
// CHECK-NEXT:     return %extracted, %extracted_0 : f32, f32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: #map = affine_map<(d0) -> (d0)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @elementwise_same(%arg0: tensor<4xf32> {bufferization.access = "read-write"}) -> tensor<4xf32> {
// CHECK-NEXT:     %0 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg0 : tensor<4xf32>) outs(%arg0 : tensor<4xf32>) attrs =  {__inplace_operands_attr__ = ["true", "true"]} {
// CHECK-NEXT:     ^bb0(%in: f32, %out: f32):
// CHECK-NEXT:       %1 = arith.mulf %in, %in : f32
// CHECK-NEXT:       linalg.yield %1 : f32
// CHECK-NEXT:     } -> tensor<4xf32>
// CHECK-NEXT:     return {__equivalent_func_args__ = [0], __inplace_operands_attr__ = ["true"]} %0 : tensor<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @matmul_self(%arg0: tensor<4x4xf32> {bufferization.access = "read"}) -> tensor<4x4xf32> {
// CHECK-NEXT:     %0 = linalg.matmul {__inplace_operands_attr__ = ["true", "true", "false"]} ins(%arg0, %arg0 : tensor<4x4xf32>, tensor<4x4xf32>) outs(%arg0 : tensor<4x4xf32>) -> tensor<4x4xf32>
// CHECK-NEXT:     return {__inplace_operands_attr__ = ["true"]} %0 : tensor<4x4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @insert_chain(%arg0: tensor<4xf32> {bufferization.access = "read-write"}, %arg1: f32, %arg2: index, %arg3: index) -> (tensor<4xf32>, f32) {
// CHECK-NEXT:     %inserted = tensor.insert %arg1 into %arg0[%arg2] {__inplace_operands_attr__ = ["none", "true", "none"]} : tensor<4xf32>
// CHECK-NEXT:     %inserted_0 = tensor.insert %arg1 into %inserted[%arg3] {__inplace_operands_attr__ = ["none", "false", "none"]} : tensor<4xf32>
// CHECK-NEXT:     %extracted = tensor.extract %inserted[%arg3] {__inplace_operands_attr__ = ["true", "none"]} : tensor<4xf32>
// CHECK-NEXT:     return {__inplace_operands_attr__ = ["true", "none"]} %inserted_0, %extracted : tensor<4xf32>, f32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @slice_alias_read(%arg0: tensor<8xf32> {bufferization.access = "read"}, %arg1: f32, %arg2: index) -> (tensor<4xf32>, f32) {
// CHECK-NEXT:     %extracted_slice = tensor.extract_slice %arg0[0] [4] [1] {__inplace_operands_attr__ = ["false"]} : tensor<8xf32> to tensor<4xf32>
// CHECK-NEXT:     %0 = linalg.fill {__inplace_operands_attr__ = ["none", "true"]} ins(%arg1 : f32) outs(%extracted_slice : tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT:     %extracted = tensor.extract %arg0[%arg2] {__inplace_operands_attr__ = ["true", "none"]} : tensor<8xf32>
// CHECK-NEXT:     return {__inplace_operands_attr__ = ["true", "none"]} %0, %extracted : tensor<4xf32>, f32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @alloc_tensor_copy(%arg0: tensor<4xf32> {bufferization.access = "read"}, %arg1: f32, %arg2: index) -> (tensor<4xf32>, f32) {
// CHECK-NEXT:     %0 = bufferization.alloc_tensor() copy(%arg0) {__inplace_operands_attr__ = ["true"]} : tensor<4xf32>
// CHECK-NEXT:     %inserted = tensor.insert %arg1 into %0[%arg2] {__inplace_operands_attr__ = ["none", "true", "none"]} : tensor<4xf32>
// CHECK-NEXT:     %extracted = tensor.extract %arg0[%arg2] {__inplace_operands_attr__ = ["true", "none"]} : tensor<4xf32>
// CHECK-NEXT:     return {__inplace_operands_attr__ = ["true", "none"]} %inserted, %extracted : tensor<4xf32>, f32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func private @callee(%arg0: tensor<4xf32> {bufferization.access = "none"}) -> tensor<4xf32> {
// CHECK-NEXT:     %0 = tensor.empty() : tensor<4xf32>
// CHECK-NEXT:     %cst = arith.constant 2.000000e+00 : f32
// CHECK-NEXT:     %1 = linalg.fill {__inplace_operands_attr__ = ["none", "true"]} ins(%cst : f32) outs(%0 : tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT:     return {__inplace_operands_attr__ = ["true"]} %1 : tensor<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @caller(%arg0: tensor<4xf32> {bufferization.access = "none"}, %arg1: index) -> f32 {
// CHECK-NEXT:     %0 = call @callee(%arg0) {__inplace_operands_attr__ = ["true"]} : (tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT:     %extracted = tensor.extract %0[%arg1] {__inplace_operands_attr__ = ["true", "none"]} : tensor<4xf32>
// CHECK-NEXT:     return %extracted : f32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @dims(%arg0: tensor<?x4xf32> {bufferization.access = "read-write"}, %arg1: f32) -> tensor<?x4xf32> {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %dim = tensor.dim {__inplace_operands_attr__ = ["true", "none"]} %arg0, %c0 : tensor<?x4xf32>
// CHECK-NEXT:     %0 = tensor.empty(%dim) : tensor<?x4xf32>
// CHECK-NEXT:     %1 = linalg.fill {__inplace_operands_attr__ = ["none", "true"]} ins(%arg1 : f32) outs(%0 : tensor<?x4xf32>) -> tensor<?x4xf32>
// CHECK-NEXT:     %2 = linalg.add {__inplace_operands_attr__ = ["true", "true", "true"]} ins(%1, %arg0 : tensor<?x4xf32>, tensor<?x4xf32>) outs(%arg0 : tensor<?x4xf32>) -> tensor<?x4xf32>
// CHECK-NEXT:     %cast = tensor.cast %2 {__inplace_operands_attr__ = ["true"]} : tensor<?x4xf32> to tensor<?x4xf32>
// CHECK-NEXT:     return {__equivalent_func_args__ = [0], __inplace_operands_attr__ = ["true"]} %cast : tensor<?x4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @f(%arg0: tensor<4xf32> {bufferization.access = "read"}, %arg1: index, %arg2: f32) -> (tensor<4xf32>, f32) {
// CHECK-NEXT:     %cst = arith.constant dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]> : tensor<4xf32>
// CHECK-NEXT:     %cst_0 = arith.constant dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 5.000000e+00]> : tensor<4xf32>
// CHECK-NEXT:     %cst_1 = arith.constant dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]> : tensor<4xf32>
// CHECK-NEXT:     %extracted = tensor.extract %arg0[%arg1] {__inplace_operands_attr__ = ["true", "none"]} : tensor<4xf32>
// CHECK-NEXT:     %inserted = tensor.insert %arg2 into %cst[%arg1] {__inplace_operands_attr__ = ["none", "false", "none"]} : tensor<4xf32>
// CHECK-NEXT:     %0 = tensor.empty() : tensor<4xf32>
// CHECK-NEXT:     %1 = linalg.fill {__inplace_operands_attr__ = ["none", "false"]} ins(%arg2 : f32) outs(%arg0 : tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT:     %extracted_2 = tensor.extract %arg0[%arg1] {__inplace_operands_attr__ = ["true", "none"]} : tensor<4xf32>
// CHECK-NEXT:     %extracted_3 = tensor.extract %cst_0[%arg1] {__inplace_operands_attr__ = ["true", "none"]} : tensor<4xf32>
// CHECK-NEXT:     %extracted_4 = tensor.extract %cst_1[%arg1] {__inplace_operands_attr__ = ["true", "none"]} : tensor<4xf32>
// CHECK-NEXT:     %extracted_slice = tensor.extract_slice %1[1] [2] [1] {__inplace_operands_attr__ = ["true"]} : tensor<4xf32> to tensor<2xf32>
// CHECK-NEXT:     %inserted_slice = tensor.insert_slice %extracted_slice into %inserted[0] [2] [1] {__inplace_operands_attr__ = ["true", "true"]} : tensor<2xf32> into tensor<4xf32>
// CHECK-NEXT:     %dim = tensor.dim {__inplace_operands_attr__ = ["true", "none"]} %inserted_slice, %arg1 : tensor<4xf32>
// CHECK-NEXT:     %2 = arith.addf %extracted, %extracted_2 : f32
// CHECK-NEXT:     return {__inplace_operands_attr__ = ["true", "none"]} %inserted_slice, %2 : tensor<4xf32>, f32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @slice_fill_insert(%arg0: tensor<8xf32> {bufferization.access = "read-write"}, %arg1: f32) -> tensor<8xf32> {
// CHECK-NEXT:     %extracted_slice = tensor.extract_slice %arg0[2] [4] [1] {__inplace_operands_attr__ = ["true"]} : tensor<8xf32> to tensor<4xf32>
// CHECK-NEXT:     %0 = linalg.fill {__inplace_operands_attr__ = ["none", "true"]} ins(%arg1 : f32) outs(%extracted_slice : tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT:     %inserted_slice = tensor.insert_slice %0 into %arg0[2] [4] [1] {__inplace_operands_attr__ = ["true", "true"]} : tensor<4xf32> into tensor<8xf32>
// CHECK-NEXT:     return {__equivalent_func_args__ = [0], __inplace_operands_attr__ = ["true"]} %inserted_slice : tensor<8xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @slice_read_later(%arg0: tensor<8xf32> {bufferization.access = "read"}, %arg1: f32, %arg2: index) -> (tensor<8xf32>, f32) {
// CHECK-NEXT:     %extracted_slice = tensor.extract_slice %arg0[2] [4] [1] {__inplace_operands_attr__ = ["false"]} : tensor<8xf32> to tensor<4xf32>
// CHECK-NEXT:     %0 = linalg.fill {__inplace_operands_attr__ = ["none", "true"]} ins(%arg1 : f32) outs(%extracted_slice : tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT:     %inserted_slice = tensor.insert_slice %0 into %arg0[0] [4] [1] {__inplace_operands_attr__ = ["true", "false"]} : tensor<4xf32> into tensor<8xf32>
// CHECK-NEXT:     %extracted = tensor.extract %arg0[%arg2] {__inplace_operands_attr__ = ["true", "none"]} : tensor<8xf32>
// CHECK-NEXT:     return {__inplace_operands_attr__ = ["true", "none"]} %inserted_slice, %extracted : tensor<8xf32>, f32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @f(%arg0: tensor<4xf32> {bufferization.access = "write"}) -> (tensor<4xf32>, tensor<f32>, tensor<2x3xi32>) {
// CHECK-NEXT:     %cst = arith.constant dense<1.000000e+00> : tensor<f32>
// CHECK-NEXT:     %cst_0 = arith.constant dense<1> : tensor<2x3xi32>
// CHECK-NEXT:     %cst_1 = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:     %0 = linalg.fill {__inplace_operands_attr__ = ["none", "true"]} ins(%cst_1 : f32) outs(%arg0 : tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT:     return {__equivalent_func_args__ = [0, -1, -1], __inplace_operands_attr__ = ["true", "true", "true"]} %0, %cst, %cst_0 : tensor<4xf32>, tensor<f32>, tensor<2x3xi32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @f(%arg0: tensor<4xf32> {bufferization.access = "write"}, %arg1: f32) -> (tensor<4xf32>, tensor<4xf32>) {
// CHECK-NEXT:     %0 = linalg.fill {__inplace_operands_attr__ = ["none", "false"]} ins(%arg1 : f32) outs(%arg0 : tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT:     %1 = linalg.fill {__inplace_operands_attr__ = ["none", "true"]} ins(%arg1 : f32) outs(%arg0 : tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT:     return {__equivalent_func_args__ = [-1, 0], __inplace_operands_attr__ = ["true", "true"]} %0, %1 : tensor<4xf32>, tensor<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @g(%arg0: tensor<4xf32> {bufferization.access = "read"}) -> tensor<4xf32> {
// CHECK-NEXT:     return {__equivalent_func_args__ = [0], __inplace_operands_attr__ = ["true"]} %arg0 : tensor<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func private @ext(tensor<4xf32> {bufferization.access = "read-write"}) -> tensor<4xf32>
// CHECK-NEXT:   func.func @f(%arg0: tensor<4xf32> {bufferization.access = "read"}, %arg1: index) -> (tensor<4xf32>, f32) {
// CHECK-NEXT:     %0 = call @ext(%arg0) {__inplace_operands_attr__ = ["false"]} : (tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT:     %extracted = tensor.extract %arg0[%arg1] {__inplace_operands_attr__ = ["true", "none"]} : tensor<4xf32>
// CHECK-NEXT:     return {__inplace_operands_attr__ = ["true", "none"]} %0, %extracted : tensor<4xf32>, f32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @f(%arg0: f32, %arg1: f32, %arg2: tensor<2x3xf32> {bufferization.access = "none"}) -> (tensor<3xf32>, tensor<2x2xf32>, index, tensor<6xf32>, tensor<4xf32>) {
// CHECK-NEXT:     %from_elements = tensor.from_elements %arg0, %arg1, %arg0 : tensor<3xf32>
// CHECK-NEXT:     %from_elements_0 = tensor.from_elements %arg0, %arg1, %arg0, %arg1 : tensor<2x2xf32>
// CHECK-NEXT:     %rank = tensor.rank %arg2 {__inplace_operands_attr__ = ["true"]} : tensor<2x3xf32>
// CHECK-NEXT:     %0 = tensor.empty() : tensor<6xf32>
// CHECK-NEXT:     %splat = tensor.splat %arg0 : tensor<4xf32>
// CHECK-NEXT:     return {__inplace_operands_attr__ = ["true", "true", "none", "true", "true"]} %from_elements, %from_elements_0, %rank, %0, %splat : tensor<3xf32>, tensor<2x2xf32>, index, tensor<6xf32>, tensor<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @f(%arg0: tensor<8xf32> {bufferization.access = "write"}, %arg1: tensor<8xf32> {bufferization.access = "read-write"}) -> (tensor<8xf32>, tensor<8xf32>) {
// CHECK-NEXT:     %0 = linalg.add {__inplace_operands_attr__ = ["true", "true", "true"]} ins(%arg1, %arg1 : tensor<8xf32>, tensor<8xf32>) outs(%arg0 : tensor<8xf32>) -> tensor<8xf32>
// CHECK-NEXT:     %1 = linalg.copy {__inplace_operands_attr__ = ["true", "true"]} ins(%0 : tensor<8xf32>) outs(%0 : tensor<8xf32>) -> tensor<8xf32>
// CHECK-NEXT:     %2 = linalg.copy {__inplace_operands_attr__ = ["true", "true"]} ins(%0 : tensor<8xf32>) outs(%arg1 : tensor<8xf32>) -> tensor<8xf32>
// CHECK-NEXT:     return {__equivalent_func_args__ = [0, 1], __inplace_operands_attr__ = ["true", "true"]} %1, %2 : tensor<8xf32>, tensor<8xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @f(%arg0: tensor<8xf32> {bufferization.access = "read-write"}, %arg1: f32, %arg2: index, %arg3: tensor<8xf32> {bufferization.access = "read"}) -> tensor<8xf32> {
// CHECK-NEXT:     %inserted = tensor.insert %arg1 into %arg0[%arg2] {__inplace_operands_attr__ = ["none", "false", "none"]} : tensor<8xf32>
// CHECK-NEXT:     %0 = linalg.copy {__inplace_operands_attr__ = ["true", "true"]} ins(%arg3 : tensor<8xf32>) outs(%arg0 : tensor<8xf32>) -> tensor<8xf32>
// CHECK-NEXT:     %1 = linalg.copy {__inplace_operands_attr__ = ["true", "true"]} ins(%0 : tensor<8xf32>) outs(%inserted : tensor<8xf32>) -> tensor<8xf32>
// CHECK-NEXT:     return {__equivalent_func_args__ = [0], __inplace_operands_attr__ = ["true"]} %0 : tensor<8xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @f(%arg0: tensor<8xf32> {bufferization.access = "read"}, %arg1: tensor<8xf32> {bufferization.access = "write"}, %arg2: f32, %arg3: index) -> (tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, f32) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %0 = linalg.fill {__inplace_operands_attr__ = ["none", "false"]} ins(%arg2 : f32) outs(%arg1 : tensor<8xf32>) -> tensor<8xf32>
// CHECK-NEXT:     %1 = tensor.empty() : tensor<8xf32>
// CHECK-NEXT:     %2 = linalg.fill {__inplace_operands_attr__ = ["none", "true"]} ins(%arg2 : f32) outs(%arg1 : tensor<8xf32>) -> tensor<8xf32>
// CHECK-NEXT:     %extracted = tensor.extract %1[%c0] {__inplace_operands_attr__ = ["true", "none"]} : tensor<8xf32>
// CHECK-NEXT:     %extracted_0 = tensor.extract %0[%c0] {__inplace_operands_attr__ = ["true", "none"]} : tensor<8xf32>
// CHECK-NEXT:     %3 = linalg.copy {__inplace_operands_attr__ = ["true", "false"]} ins(%arg0 : tensor<8xf32>) outs(%arg0 : tensor<8xf32>) -> tensor<8xf32>
// CHECK-NEXT:     return {__equivalent_func_args__ = [-1, -1, 0, -1], __inplace_operands_attr__ = ["true", "true", "true", "none"]} %1, %3, %arg0, %extracted_0 : tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, f32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: #map = affine_map<(d0) -> (d0)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @f(%arg0: tensor<8xf32> {bufferization.access = "read-write"}, %arg1: tensor<8xf32> {bufferization.access = "read-write"}, %arg2: f32, %arg3: index) -> (tensor<8xf32>, tensor<8xf32>) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %inserted = tensor.insert %arg2 into %arg1[%arg3] {__inplace_operands_attr__ = ["none", "true", "none"]} : tensor<8xf32>
// CHECK-NEXT:     %extracted_slice = tensor.extract_slice %arg0[4] [4] [1] {__inplace_operands_attr__ = ["false"]} : tensor<8xf32> to tensor<4xf32>
// CHECK-NEXT:     %0 = tensor.empty() : tensor<8xf32>
// CHECK-NEXT:     %1 = tensor.empty() : tensor<8xf32>
// CHECK-NEXT:     %2 = linalg.fill {__inplace_operands_attr__ = ["none", "true"]} ins(%arg2 : f32) outs(%arg0 : tensor<8xf32>) -> tensor<8xf32>
// CHECK-NEXT:     %inserted_0 = tensor.insert %arg2 into %0[%arg3] {__inplace_operands_attr__ = ["none", "false", "none"]} : tensor<8xf32>
// CHECK-NEXT:     %3 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%inserted_0 : tensor<8xf32>) outs(%inserted : tensor<8xf32>) attrs =  {__inplace_operands_attr__ = ["true", "true"]} {
// CHECK-NEXT:     ^bb0(%in: f32, %out: f32):
// CHECK-NEXT:       %6 = arith.addf %in, %out : f32
// CHECK-NEXT:       linalg.yield %6 : f32
// CHECK-NEXT:     } -> tensor<8xf32>
// CHECK-NEXT:     %inserted_1 = tensor.insert %arg2 into %3[%arg3] {__inplace_operands_attr__ = ["none", "true", "none"]} : tensor<8xf32>
// CHECK-NEXT:     %inserted_slice = tensor.insert_slice %extracted_slice into %0[0] [4] [1] {__inplace_operands_attr__ = ["true", "true"]} : tensor<4xf32> into tensor<8xf32>
// CHECK-NEXT:     %4 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%inserted_0 : tensor<8xf32>) outs(%inserted_0 : tensor<8xf32>) attrs =  {__inplace_operands_attr__ = ["true", "true"]} {
// CHECK-NEXT:     ^bb0(%in: f32, %out: f32):
// CHECK-NEXT:       %6 = arith.addf %in, %out : f32
// CHECK-NEXT:       linalg.yield %6 : f32
// CHECK-NEXT:     } -> tensor<8xf32>
// CHECK-NEXT:     %5 = linalg.add {__inplace_operands_attr__ = ["true", "true", "true"]} ins(%0, %inserted_1 : tensor<8xf32>, tensor<8xf32>) outs(%4 : tensor<8xf32>) -> tensor<8xf32>
// CHECK-NEXT:     return {__inplace_operands_attr__ = ["true", "true"]} %1, %5 : tensor<8xf32>, tensor<8xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @f(%arg0: tensor<8xf32> {bufferization.access = "read"}, %arg1: tensor<8xf32> {bufferization.access = "read-write"}, %arg2: f32, %arg3: index) -> tensor<8xf32> {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %0 = linalg.fill {__inplace_operands_attr__ = ["none", "false"]} ins(%arg2 : f32) outs(%arg1 : tensor<8xf32>) -> tensor<8xf32>
// CHECK-NEXT:     %inserted = tensor.insert %arg2 into %arg0[%arg3] {__inplace_operands_attr__ = ["none", "false", "none"]} : tensor<8xf32>
// CHECK-NEXT:     %extracted_slice = tensor.extract_slice %arg0[2] [4] [1] {__inplace_operands_attr__ = ["true"]} : tensor<8xf32> to tensor<4xf32>
// CHECK-NEXT:     %inserted_slice = tensor.insert_slice %extracted_slice into %arg1[4] [4] [1] {__inplace_operands_attr__ = ["true", "true"]} : tensor<4xf32> into tensor<8xf32>
// CHECK-NEXT:     %inserted_slice_0 = tensor.insert_slice %extracted_slice into %inserted[2] [4] [1] {__inplace_operands_attr__ = ["true", "true"]} : tensor<4xf32> into tensor<8xf32>
// CHECK-NEXT:     return {__inplace_operands_attr__ = ["true"]} %0 : tensor<8xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @f(%arg0: tensor<8xf32> {bufferization.access = "read-write"}, %arg1: tensor<8xf32> {bufferization.access = "none"}, %arg2: f32, %arg3: index) -> (tensor<8xf32>, f32) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %0 = tensor.empty() : tensor<8xf32>
// CHECK-NEXT:     %inserted = tensor.insert %arg2 into %arg0[%arg3] {__inplace_operands_attr__ = ["none", "false", "none"]} : tensor<8xf32>
// CHECK-NEXT:     %1 = linalg.copy {__inplace_operands_attr__ = ["true", "true"]} ins(%0 : tensor<8xf32>) outs(%arg0 : tensor<8xf32>) -> tensor<8xf32>
// CHECK-NEXT:     %extracted = tensor.extract %1[%c0] {__inplace_operands_attr__ = ["true", "none"]} : tensor<8xf32>
// CHECK-NEXT:     %extracted_slice = tensor.extract_slice %0[4] [4] [1] {__inplace_operands_attr__ = ["true"]} : tensor<8xf32> to tensor<4xf32>
// CHECK-NEXT:     %2 = linalg.copy {__inplace_operands_attr__ = ["true", "true"]} ins(%1 : tensor<8xf32>) outs(%inserted : tensor<8xf32>) -> tensor<8xf32>
// CHECK-NEXT:     return {__equivalent_func_args__ = [0, -1], __inplace_operands_attr__ = ["true", "none"]} %1, %extracted : tensor<8xf32>, f32
// CHECK-NEXT:   }
// CHECK-NEXT: }
