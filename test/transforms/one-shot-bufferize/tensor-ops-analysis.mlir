// In-place analysis of the remaining tensor ops (test-analysis-only):
// tensor.generate, tensor.pad (static, dynamic high pad, dynamic source),
// tensor.concat (static, dynamic result and inputs: reified sizes and running
// offsets, sizes seen through casts), expand_shape / collapse_shape
// (identity, strided and non-contiguous sources: copied; rank 0; dynamic) and
// tensor.reshape (copied unless the source has the identity layout);
// out-of-place views copy their result; a subview at offset 0 of a dynamic
// stride.  Expected text: mlir-opt 22's, and both tools must print it.
// RUN: bufopt %s --split-input-file --one-shot-bufferize="bufferize-function-boundaries test-analysis-only" | FileCheck %s
// RUN: mlir-opt %s --split-input-file --one-shot-bufferize="bufferize-function-boundaries test-analysis-only" | FileCheck %s

func.func @generate(%n: index, %f: f32) -> tensor<?x3xf32> {
  %t = tensor.generate %n {
  ^bb0(%i: index, %j: index):
    %s = arith.addi %i, %j : index
    %v = arith.index_cast %s : index to i32
    %w = arith.sitofp %v : i32 to f32
    %x = arith.addf %w, %f : f32
    tensor.yield %x : f32
  } : tensor<?x3xf32>
  return %t : tensor<?x3xf32>
}

// -----

func.func @generate_static(%f: f32, %i: index) -> f32 {
  %t = tensor.generate {
  ^bb0(%a: index):
    tensor.yield %f : f32
  } : tensor<8xf32>
  %e = tensor.extract %t[%i] : tensor<8xf32>
  return %e : f32
}

// -----

func.func @pad_dynamic_high(%t: tensor<2x3xf32>, %f: f32, %h: index) -> tensor<?x6xf32> {
  %p = tensor.pad %t low[1, 2] high[%h, 1] {
  ^bb0(%i: index, %j: index):
    tensor.yield %f : f32
  } : tensor<2x3xf32> to tensor<?x6xf32>
  return %p : tensor<?x6xf32>
}

// -----

func.func @pad_static(%t: tensor<4xi32>, %i: index) -> tensor<7xi32> {
  %z = arith.constant 0 : i32
  %p = tensor.pad %t low[2] high[1] {
  ^bb0(%k: index):
    %c = arith.index_cast %k : index to i32
    tensor.yield %c : i32
  } : tensor<4xi32> to tensor<7xi32>
  return %p : tensor<7xi32>
}

// -----

func.func @pad_dynamic_source(%t: tensor<?x?xf32>, %f: f32, %l: index) -> tensor<?x?xf32> {
  %p = tensor.pad %t low[%l, 0] high[1, 2] {
  ^bb0(%i: index, %j: index):
    tensor.yield %f : f32
  } : tensor<?x?xf32> to tensor<?x?xf32>
  return %p : tensor<?x?xf32>
}

// -----

func.func @concat(%a: tensor<2x2xf32>, %b: tensor<1x2xf32>, %c: tensor<3x2xf32>) -> tensor<6x2xf32> {
  %r = tensor.concat dim(0) %a, %b, %c : (tensor<2x2xf32>, tensor<1x2xf32>, tensor<3x2xf32>) -> tensor<6x2xf32>
  return %r : tensor<6x2xf32>
}

// -----

func.func @concat_inner(%a: tensor<2x2xi64>, %b: tensor<2x3xi64>) -> tensor<2x5xi64> {
  %r = tensor.concat dim(1) %a, %b : (tensor<2x2xi64>, tensor<2x3xi64>) -> tensor<2x5xi64>
  return %r : tensor<2x5xi64>
}

// -----

func.func @expand(%t: tensor<12xi32>) -> tensor<2x3x2xi32> {
  %e = tensor.expand_shape %t [[0, 1, 2]] output_shape [2, 3, 2] : tensor<12xi32> into tensor<2x3x2xi32>
  return %e : tensor<2x3x2xi32>
}

// -----

func.func @expand_dynamic(%t: tensor<?xf32>, %n: index) -> tensor<?x4xf32> {
  %e = tensor.expand_shape %t [[0, 1]] output_shape [%n, 4] : tensor<?xf32> into tensor<?x4xf32>
  return %e : tensor<?x4xf32>
}

// -----

func.func @expand_written(%t: tensor<6xf32>, %f: f32, %i: index) -> (tensor<2x3xf32>, f32) {
  %e = tensor.expand_shape %t [[0, 1]] output_shape [2, 3] : tensor<6xf32> into tensor<2x3xf32>
  %w = tensor.insert %f into %e[%i, %i] : tensor<2x3xf32>
  %x = tensor.extract %t[%i] : tensor<6xf32>
  return %w, %x : tensor<2x3xf32>, f32
}

// -----

func.func @collapse(%t: tensor<2x3x2xi32>) -> tensor<6x2xi32> {
  %e = tensor.collapse_shape %t [[0, 1], [2]] : tensor<2x3x2xi32> into tensor<6x2xi32>
  return %e : tensor<6x2xi32>
}

// -----

func.func @collapse_fresh(%f: f32) -> tensor<12xf32> {
  %e = tensor.empty() : tensor<3x4xf32>
  %g = linalg.fill ins(%f : f32) outs(%e : tensor<3x4xf32>) -> tensor<3x4xf32>
  %c = tensor.collapse_shape %g [[0, 1]] : tensor<3x4xf32> into tensor<12xf32>
  return %c : tensor<12xf32>
}

// -----

func.func @collapse_slice(%t: tensor<4x6xf32>) -> tensor<12xf32> {
  %s = tensor.extract_slice %t[1, 0] [2, 6] [1, 1] : tensor<4x6xf32> to tensor<2x6xf32>
  %c = tensor.collapse_shape %s [[0, 1]] : tensor<2x6xf32> into tensor<12xf32>
  return %c : tensor<12xf32>
}

// -----

func.func @collapse_unit(%f: f32) -> tensor<f32> {
  %e = tensor.empty() : tensor<1x1xf32>
  %g = linalg.fill ins(%f : f32) outs(%e : tensor<1x1xf32>) -> tensor<1x1xf32>
  %c = tensor.collapse_shape %g [] : tensor<1x1xf32> into tensor<f32>
  return %c : tensor<f32>
}

// -----

func.func @collapse_dynamic(%t: tensor<?x4xf32>) -> tensor<?xf32> {
  %c = tensor.collapse_shape %t [[0, 1]] : tensor<?x4xf32> into tensor<?xf32>
  return %c : tensor<?xf32>
}

// -----

func.func @reshape(%t: tensor<12xi32>, %s: tensor<2xindex>) -> tensor<?x?xi32> {
  %e = tensor.reshape %t(%s) : (tensor<12xi32>, tensor<2xindex>) -> tensor<?x?xi32>
  return %e : tensor<?x?xi32>
}

// -----

func.func @reshape_fresh(%f: f32) -> tensor<3x4xf32> {
  %s = arith.constant dense<[3, 4]> : tensor<2xi64>
  %e = tensor.empty() : tensor<12xf32>
  %g = linalg.fill ins(%f : f32) outs(%e : tensor<12xf32>) -> tensor<12xf32>
  %r = tensor.reshape %g(%s) : (tensor<12xf32>, tensor<2xi64>) -> tensor<3x4xf32>
  return %r : tensor<3x4xf32>
}

// -----

func.func @concat_dynamic_result(%a: tensor<?x2xf32>, %b: tensor<2x?xf32>) -> tensor<?x?xf32> {
  %r = tensor.concat dim(1) %a, %b : (tensor<?x2xf32>, tensor<2x?xf32>) -> tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}

// -----

func.func @concat_offsets(%a: tensor<2xf32>, %b: tensor<?xf32>, %c: tensor<?xf32>, %d: tensor<3xf32>) -> tensor<?xf32> {
  %r = tensor.concat dim(0) %a, %b, %c, %d : (tensor<2xf32>, tensor<?xf32>, tensor<?xf32>, tensor<3xf32>) -> tensor<?xf32>
  return %r : tensor<?xf32>
}

// -----

func.func @extract_slice_zero_offset(%n: index, %f: f32) -> f32 {
  %h = tensor.empty(%n, %n) : tensor<?x?xf32>
  %k = linalg.fill ins(%f : f32) outs(%h : tensor<?x?xf32>) -> tensor<?x?xf32>
  %t = tensor.extract_slice %k[0, 1] [2, 2] [1, 1] : tensor<?x?xf32> to tensor<2x2xf32>
  %c0 = arith.constant 0 : index
  %x = tensor.extract %t[%c0, %c0] : tensor<2x2xf32>
  return %x : f32
}

// -----

func.func @concat_three(%a: tensor<?x2xf32>, %b: tensor<3x2xf32>, %c: tensor<?x2xf32>) -> tensor<?x2xf32> {
  %r = tensor.concat dim(0) %a, %b, %c : (tensor<?x2xf32>, tensor<3x2xf32>, tensor<?x2xf32>) -> tensor<?x2xf32>
  return %r : tensor<?x2xf32>
}
// -----
func.func @concat_inner_dynamic(%a: tensor<?x?xf32>, %b: tensor<?x3xf32>) -> tensor<?x?xf32> {
  %r = tensor.concat dim(1) %a, %b : (tensor<?x?xf32>, tensor<?x3xf32>) -> tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}
// -----
func.func @concat_static_dim(%a: tensor<?x2xf32>, %b: tensor<?x3xf32>) -> tensor<?x5xf32> {
  %r = tensor.concat dim(1) %a, %b : (tensor<?x2xf32>, tensor<?x3xf32>) -> tensor<?x5xf32>
  return %r : tensor<?x5xf32>
}
// -----
func.func @concat_folded(%a: tensor<2x2xf32>, %b: tensor<3x2xf32>) -> tensor<?x2xf32> {
  %r = tensor.concat dim(0) %a, %b : (tensor<2x2xf32>, tensor<3x2xf32>) -> tensor<?x2xf32>
  return %r : tensor<?x2xf32>
}

// -----

func.func @concat_fresh_input(%n: index, %f: f32, %b: tensor<?xf32>) -> tensor<?xf32> {
  %e = tensor.empty(%n) : tensor<?xf32>
  %g = linalg.fill ins(%f : f32) outs(%e : tensor<?xf32>) -> tensor<?xf32>
  %r = tensor.concat dim(0) %g, %b, %g : (tensor<?xf32>, tensor<?xf32>, tensor<?xf32>) -> tensor<?xf32>
  return %r : tensor<?xf32>
}

// -----

func.func @concat_cast_inputs(%f: f32) -> tensor<?x?xf32> {
  %e = tensor.empty() : tensor<2x2xf32>
  %a = linalg.fill ins(%f : f32) outs(%e : tensor<2x2xf32>) -> tensor<2x2xf32>
  %d = tensor.cast %a : tensor<2x2xf32> to tensor<?x?xf32>
  %r = tensor.concat dim(1) %d, %d : (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}

// CHECK: module {
// CHECK-NEXT:   func.func @generate(%arg0: index, %arg1: f32) -> tensor<?x3xf32> {
// CHECK-NEXT:     %generated = tensor.generate %arg0 {
// CHECK-NEXT:     ^bb0(%arg2: index, %arg3: index):
// CHECK-NEXT:       %0 = arith.addi %arg2, %arg3 : index
// CHECK-NEXT:       %1 = arith.index_cast %0 : index to i32
// CHECK-NEXT:       %2 = arith.sitofp %1 : i32 to f32
// CHECK-NEXT:       %3 = arith.addf %2, %arg1 : f32
// CHECK-NEXT:       tensor.yield %3 : f32
// CHECK-NEXT:     } : tensor<?x3xf32>
// CHECK-NEXT:     return {__inplace_operands_attr__ = ["true"]} %generated : tensor<?x3xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @generate_static(%arg0: f32, %arg1: index) -> f32 {
// CHECK-NEXT:     %generated = tensor.generate  {
// CHECK-NEXT:     ^bb0(%arg2: index):
// CHECK-NEXT:       tensor.yield %arg0 : f32
// CHECK-NEXT:     } : tensor<8xf32>
// CHECK-NEXT:     %extracted = tensor.extract %generated[%arg1] {__inplace_operands_attr__ = ["true", "none"]} : tensor<8xf32>
// CHECK-NEXT:     return %extracted : f32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @pad_dynamic_high(%arg0: tensor<2x3xf32> {bufferization.access = "read"}, %arg1: f32, %arg2: index) -> tensor<?x6xf32> {
// CHECK-NEXT:     %padded = tensor.pad %arg0 low[1, 2] high[%arg2, 1] {
// CHECK-NEXT:     ^bb0(%arg3: index, %arg4: index):
// CHECK-NEXT:       tensor.yield %arg1 : f32
// CHECK-NEXT:     } {__inplace_operands_attr__ = ["true", "none"]} : tensor<2x3xf32> to tensor<?x6xf32>
// CHECK-NEXT:     return {__inplace_operands_attr__ = ["true"]} %padded : tensor<?x6xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @pad_static(%arg0: tensor<4xi32> {bufferization.access = "read"}, %arg1: index) -> tensor<7xi32> {
// CHECK-NEXT:     %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:     %padded = tensor.pad %arg0 low[2] high[1] {
// CHECK-NEXT:     ^bb0(%arg2: index):
// CHECK-NEXT:       %0 = arith.index_cast %arg2 : index to i32
// CHECK-NEXT:       tensor.yield %0 : i32
// CHECK-NEXT:     } {__inplace_operands_attr__ = ["true"]} : tensor<4xi32> to tensor<7xi32>
// CHECK-NEXT:     return {__inplace_operands_attr__ = ["true"]} %padded : tensor<7xi32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @pad_dynamic_source(%arg0: tensor<?x?xf32> {bufferization.access = "read"}, %arg1: f32, %arg2: index) -> tensor<?x?xf32> {
// CHECK-NEXT:     %padded = tensor.pad %arg0 low[%arg2, 0] high[1, 2] {
// CHECK-NEXT:     ^bb0(%arg3: index, %arg4: index):
// CHECK-NEXT:       tensor.yield %arg1 : f32
// CHECK-NEXT:     } {__inplace_operands_attr__ = ["true", "none"]} : tensor<?x?xf32> to tensor<?x?xf32>
// CHECK-NEXT:     return {__inplace_operands_attr__ = ["true"]} %padded : tensor<?x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @concat(%arg0: tensor<2x2xf32> {bufferization.access = "read"}, %arg1: tensor<1x2xf32> {bufferization.access = "read"}, %arg2: tensor<3x2xf32> {bufferization.access = "read"}) -> tensor<6x2xf32> {
// CHECK-NEXT:     %concat = tensor.concat dim(0) %arg0, %arg1, %arg2 {__inplace_operands_attr__ = ["true", "true", "true"]} : (tensor<2x2xf32>, tensor<1x2xf32>, tensor<3x2xf32>) -> tensor<6x2xf32>
// CHECK-NEXT:     return {__inplace_operands_attr__ = ["true"]} %concat : tensor<6x2xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @concat_inner(%arg0: tensor<2x2xi64> {bufferization.access = "read"}, %arg1: tensor<2x3xi64> {bufferization.access = "read"}) -> tensor<2x5xi64> {
// CHECK-NEXT:     %concat = tensor.concat dim(1) %arg0, %arg1 {__inplace_operands_attr__ = ["true", "true"]} : (tensor<2x2xi64>, tensor<2x3xi64>) -> tensor<2x5xi64>
// CHECK-NEXT:     return {__inplace_operands_attr__ = ["true"]} %concat : tensor<2x5xi64>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @expand(%arg0: tensor<12xi32> {bufferization.access = "read"}) -> tensor<2x3x2xi32> {
// CHECK-NEXT:     %expanded = tensor.expand_shape %arg0 {{\[\[}}0, 1, 2{{\]\]}} output_shape [2, 3, 2] {__inplace_operands_attr__ = ["true"]} : tensor<12xi32> into tensor<2x3x2xi32>
// CHECK-NEXT:     return {__equivalent_func_args__ = [0], __inplace_operands_attr__ = ["true"]} %expanded : tensor<2x3x2xi32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @expand_dynamic(%arg0: tensor<?xf32> {bufferization.access = "read"}, %arg1: index) -> tensor<?x4xf32> {
// CHECK-NEXT:     %expanded = tensor.expand_shape %arg0 {{\[\[}}0, 1{{\]\]}} output_shape [%arg1, 4] {__inplace_operands_attr__ = ["true", "none"]} : tensor<?xf32> into tensor<?x4xf32>
// CHECK-NEXT:     return {__equivalent_func_args__ = [0], __inplace_operands_attr__ = ["true"]} %expanded : tensor<?x4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @expand_written(%arg0: tensor<6xf32> {bufferization.access = "read"}, %arg1: f32, %arg2: index) -> (tensor<2x3xf32>, f32) {
// CHECK-NEXT:     %expanded = tensor.expand_shape %arg0 {{\[\[}}0, 1{{\]\]}} output_shape [2, 3] {__inplace_operands_attr__ = ["false"]} : tensor<6xf32> into tensor<2x3xf32>
// CHECK-NEXT:     %inserted = tensor.insert %arg1 into %expanded[%arg2, %arg2] {__inplace_operands_attr__ = ["none", "true", "none", "none"]} : tensor<2x3xf32>
// CHECK-NEXT:     %extracted = tensor.extract %arg0[%arg2] {__inplace_operands_attr__ = ["true", "none"]} : tensor<6xf32>
// CHECK-NEXT:     return {__inplace_operands_attr__ = ["true", "none"]} %inserted, %extracted : tensor<2x3xf32>, f32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @collapse(%arg0: tensor<2x3x2xi32> {bufferization.access = "read"}) -> tensor<6x2xi32> {
// CHECK-NEXT:     %collapsed = tensor.collapse_shape %arg0 {{\[\[}}0, 1], [2{{\]\]}} {__inplace_operands_attr__ = ["true"]} : tensor<2x3x2xi32> into tensor<6x2xi32>
// CHECK-NEXT:     return {__equivalent_func_args__ = [0], __inplace_operands_attr__ = ["true"]} %collapsed : tensor<6x2xi32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @collapse_fresh(%arg0: f32) -> tensor<12xf32> {
// CHECK-NEXT:     %0 = tensor.empty() : tensor<3x4xf32>
// CHECK-NEXT:     %1 = linalg.fill {__inplace_operands_attr__ = ["none", "true"]} ins(%arg0 : f32) outs(%0 : tensor<3x4xf32>) -> tensor<3x4xf32>
// CHECK-NEXT:     %collapsed = tensor.collapse_shape %1 {{\[\[}}0, 1{{\]\]}} {__inplace_operands_attr__ = ["true"]} : tensor<3x4xf32> into tensor<12xf32>
// CHECK-NEXT:     return {__inplace_operands_attr__ = ["true"]} %collapsed : tensor<12xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @collapse_slice(%arg0: tensor<4x6xf32> {bufferization.access = "read"}) -> tensor<12xf32> {
// CHECK-NEXT:     %extracted_slice = tensor.extract_slice %arg0[1, 0] [2, 6] [1, 1] {__inplace_operands_attr__ = ["true"]} : tensor<4x6xf32> to tensor<2x6xf32>
// CHECK-NEXT:     %collapsed = tensor.collapse_shape %extracted_slice {{\[\[}}0, 1{{\]\]}} {__inplace_operands_attr__ = ["true"]} : tensor<2x6xf32> into tensor<12xf32>
// CHECK-NEXT:     return {__inplace_operands_attr__ = ["true"]} %collapsed : tensor<12xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @collapse_unit(%arg0: f32) -> tensor<f32> {
// CHECK-NEXT:     %0 = tensor.empty() : tensor<1x1xf32>
// CHECK-NEXT:     %1 = linalg.fill {__inplace_operands_attr__ = ["none", "true"]} ins(%arg0 : f32) outs(%0 : tensor<1x1xf32>) -> tensor<1x1xf32>
// CHECK-NEXT:     %collapsed = tensor.collapse_shape %1 [] {__inplace_operands_attr__ = ["true"]} : tensor<1x1xf32> into tensor<f32>
// CHECK-NEXT:     return {__inplace_operands_attr__ = ["true"]} %collapsed : tensor<f32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @collapse_dynamic(%arg0: tensor<?x4xf32> {bufferization.access = "read"}) -> tensor<?xf32> {
// CHECK-NEXT:     %collapsed = tensor.collapse_shape %arg0 {{\[\[}}0, 1{{\]\]}} {__inplace_operands_attr__ = ["true"]} : tensor<?x4xf32> into tensor<?xf32>
// CHECK-NEXT:     return {__equivalent_func_args__ = [0], __inplace_operands_attr__ = ["true"]} %collapsed : tensor<?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @reshape(%arg0: tensor<12xi32> {bufferization.access = "read"}, %arg1: tensor<2xindex> {bufferization.access = "read"}) -> tensor<?x?xi32> {
// CHECK-NEXT:     %reshape = tensor.reshape %arg0(%arg1) {__inplace_operands_attr__ = ["true", "true"]} : (tensor<12xi32>, tensor<2xindex>) -> tensor<?x?xi32>
// CHECK-NEXT:     return {__equivalent_func_args__ = [0], __inplace_operands_attr__ = ["true"]} %reshape : tensor<?x?xi32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @reshape_fresh(%arg0: f32) -> tensor<3x4xf32> {
// CHECK-NEXT:     %cst = arith.constant dense<[3, 4]> : tensor<2xi64>
// CHECK-NEXT:     %0 = tensor.empty() : tensor<12xf32>
// CHECK-NEXT:     %1 = linalg.fill {__inplace_operands_attr__ = ["none", "true"]} ins(%arg0 : f32) outs(%0 : tensor<12xf32>) -> tensor<12xf32>
// CHECK-NEXT:     %reshape = tensor.reshape %1(%cst) {__inplace_operands_attr__ = ["true", "true"]} : (tensor<12xf32>, tensor<2xi64>) -> tensor<3x4xf32>
// CHECK-NEXT:     return {__inplace_operands_attr__ = ["true"]} %reshape : tensor<3x4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @concat_dynamic_result(%arg0: tensor<?x2xf32> {bufferization.access = "read"}, %arg1: tensor<2x?xf32> {bufferization.access = "read"}) -> tensor<?x?xf32> {
// CHECK-NEXT:     %concat = tensor.concat dim(1) %arg0, %arg1 {__inplace_operands_attr__ = ["true", "true"]} : (tensor<?x2xf32>, tensor<2x?xf32>) -> tensor<?x?xf32>
// CHECK-NEXT:     return {__inplace_operands_attr__ = ["true"]} %concat : tensor<?x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @concat_offsets(%arg0: tensor<2xf32> {bufferization.access = "read"}, %arg1: tensor<?xf32> {bufferization.access = "read"}, %arg2: tensor<?xf32> {bufferization.access = "read"}, %arg3: tensor<3xf32> {bufferization.access = "read"}) -> tensor<?xf32> {
// CHECK-NEXT:     %concat = tensor.concat dim(0) %arg0, %arg1, %arg2, %arg3 {__inplace_operands_attr__ = ["true", "true", "true", "true"]} : (tensor<2xf32>, tensor<?xf32>, tensor<?xf32>, tensor<3xf32>) -> tensor<?xf32>
// CHECK-NEXT:     return {__inplace_operands_attr__ = ["true"]} %concat : tensor<?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @extract_slice_zero_offset(%arg0: index, %arg1: f32) -> f32 {
// CHECK-NEXT:     %0 = tensor.empty(%arg0, %arg0) : tensor<?x?xf32>
// CHECK-NEXT:     %1 = linalg.fill {__inplace_operands_attr__ = ["none", "true"]} ins(%arg1 : f32) outs(%0 : tensor<?x?xf32>) -> tensor<?x?xf32>
// CHECK-NEXT:     %extracted_slice = tensor.extract_slice %1[0, 1] [2, 2] [1, 1] {__inplace_operands_attr__ = ["true"]} : tensor<?x?xf32> to tensor<2x2xf32>
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %extracted = tensor.extract %extracted_slice[%c0, %c0] {__inplace_operands_attr__ = ["true", "none", "none"]} : tensor<2x2xf32>
// CHECK-NEXT:     return %extracted : f32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @concat_three(%arg0: tensor<?x2xf32> {bufferization.access = "read"}, %arg1: tensor<3x2xf32> {bufferization.access = "read"}, %arg2: tensor<?x2xf32> {bufferization.access = "read"}) -> tensor<?x2xf32> {
// CHECK-NEXT:     %concat = tensor.concat dim(0) %arg0, %arg1, %arg2 {__inplace_operands_attr__ = ["true", "true", "true"]} : (tensor<?x2xf32>, tensor<3x2xf32>, tensor<?x2xf32>) -> tensor<?x2xf32>
// CHECK-NEXT:     return {__inplace_operands_attr__ = ["true"]} %concat : tensor<?x2xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @concat_inner_dynamic(%arg0: tensor<?x?xf32> {bufferization.access = "read"}, %arg1: tensor<?x3xf32> {bufferization.access = "read"}) -> tensor<?x?xf32> {
// CHECK-NEXT:     %concat = tensor.concat dim(1) %arg0, %arg1 {__inplace_operands_attr__ = ["true", "true"]} : (tensor<?x?xf32>, tensor<?x3xf32>) -> tensor<?x?xf32>
// CHECK-NEXT:     return {__inplace_operands_attr__ = ["true"]} %concat : tensor<?x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @concat_static_dim(%arg0: tensor<?x2xf32> {bufferization.access = "read"}, %arg1: tensor<?x3xf32> {bufferization.access = "read"}) -> tensor<?x5xf32> {
// CHECK-NEXT:     %concat = tensor.concat dim(1) %arg0, %arg1 {__inplace_operands_attr__ = ["true", "true"]} : (tensor<?x2xf32>, tensor<?x3xf32>) -> tensor<?x5xf32>
// CHECK-NEXT:     return {__inplace_operands_attr__ = ["true"]} %concat : tensor<?x5xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @concat_folded(%arg0: tensor<2x2xf32> {bufferization.access = "read"}, %arg1: tensor<3x2xf32> {bufferization.access = "read"}) -> tensor<?x2xf32> {
// CHECK-NEXT:     %concat = tensor.concat dim(0) %arg0, %arg1 {__inplace_operands_attr__ = ["true", "true"]} : (tensor<2x2xf32>, tensor<3x2xf32>) -> tensor<?x2xf32>
// CHECK-NEXT:     return {__inplace_operands_attr__ = ["true"]} %concat : tensor<?x2xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @concat_fresh_input(%arg0: index, %arg1: f32, %arg2: tensor<?xf32> {bufferization.access = "read"}) -> tensor<?xf32> {
// CHECK-NEXT:     %0 = tensor.empty(%arg0) : tensor<?xf32>
// CHECK-NEXT:     %1 = linalg.fill {__inplace_operands_attr__ = ["none", "true"]} ins(%arg1 : f32) outs(%0 : tensor<?xf32>) -> tensor<?xf32>
// CHECK-NEXT:     %concat = tensor.concat dim(0) %1, %arg2, %1 {__inplace_operands_attr__ = ["true", "true", "true"]} : (tensor<?xf32>, tensor<?xf32>, tensor<?xf32>) -> tensor<?xf32>
// CHECK-NEXT:     return {__inplace_operands_attr__ = ["true"]} %concat : tensor<?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @concat_cast_inputs(%arg0: f32) -> tensor<?x?xf32> {
// CHECK-NEXT:     %0 = tensor.empty() : tensor<2x2xf32>
// CHECK-NEXT:     %1 = linalg.fill {__inplace_operands_attr__ = ["none", "true"]} ins(%arg0 : f32) outs(%0 : tensor<2x2xf32>) -> tensor<2x2xf32>
// CHECK-NEXT:     %cast = tensor.cast %1 {__inplace_operands_attr__ = ["true"]} : tensor<2x2xf32> to tensor<?x?xf32>
// CHECK-NEXT:     %concat = tensor.concat dim(1) %cast, %cast {__inplace_operands_attr__ = ["true", "true"]} : (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
// CHECK-NEXT:     return {__inplace_operands_attr__ = ["true"]} %concat : tensor<?x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
