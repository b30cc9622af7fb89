// RUN: bufopt %s | FileCheck %s
// RUN: bufopt %s | bufopt | FileCheck %s
// RUN: bufopt --mlir-print-op-generic %s | bufopt | FileCheck %s

// linalg.generic in custom and generic form: the leading trait dictionary
// (iterator types as strings), `attrs = {...}` for the other attributes, the
// %in / %out block-argument names, linalg.index and linalg.yield.

#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
#tr = affine_map<(d0, d1) -> (d1, d0)>
#sc = affine_map<(d0, d1) -> ()>

// A reduction over tensors, with extra attributes and linalg.index.
func.func @reduce_rows(%a: tensor<4x8xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  %r = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]} ins(%a : tensor<4x8xf32>) outs(%b : tensor<4xf32>) attrs = {foo = 1 : i32, bar} {
  ^bb0(%in: f32, %out: f32):
    %i = linalg.index 1 : index
    %x = arith.addf %in, %out : f32
    linalg.yield %x : f32
  } -> tensor<4xf32>
  return %r : tensor<4xf32>
}

// Buffers: no results; doc and library_call are part of the leading dict.
func.func @on_buffers(%a: memref<4x8xf32>, %b: memref<8x4xf32>) {
  linalg.generic {indexing_maps = [#id, #tr], iterator_types = ["parallel", "parallel"], library_call = "transpose_f32", doc = "a transpose"} ins(%a : memref<4x8xf32>) outs(%b : memref<8x4xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  }
  return
}

// Several inputs and outputs, a scalar input, two results.
func.func @multi(%a: tensor<4x8xf32>, %b: tensor<4x8xf32>, %s: f32, %c: tensor<4x8xf32>, %d: tensor<4x8xi32>) -> (tensor<4x8xf32>, tensor<4x8xi32>) {
  %r:2 = linalg.generic {indexing_maps = [#id, #id, #sc, #id, #id], iterator_types = ["parallel", "parallel"]} ins(%a, %b, %s : tensor<4x8xf32>, tensor<4x8xf32>, f32) outs(%c, %d : tensor<4x8xf32>, tensor<4x8xi32>) {
  ^bb0(%in: f32, %in_0: f32, %in_1: f32, %out: f32, %out_2: i32):
    %m = arith.mulf %in, %in_0 : f32
    %x = arith.addf %m, %in_1 : f32
    %i0 = linalg.index 0 : index
    %i1 = linalg.index 1 : index
    %s0 = arith.addi %i0, %i1 : index
    %k = arith.index_cast %s0 : index to i32
    linalg.yield %x, %k : f32, i32
  } -> (tensor<4x8xf32>, tensor<4x8xi32>)
  return %r#0, %r#1 : tensor<4x8xf32>, tensor<4x8xi32>
}

// No inputs; dynamic shapes.
func.func @no_inputs(%c: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %r = linalg.generic {indexing_maps = [#id], iterator_types = ["parallel", "parallel"]} outs(%c : tensor<?x?xf32>) {
  ^bb0(%out: f32):
    %cst = arith.constant 0.0 : f32
    linalg.yield %cst : f32
  } -> tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}

// Inline maps and a generic without custom attributes in the generic form.
func.func @inline_maps(%a: memref<?xf32>, %b: memref<f32>) {
  linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>], iterator_types = ["reduction"]} ins(%a : memref<?xf32>) outs(%b : memref<f32>) {
  ^bb0(%in: f32, %out: f32):
    %x = arith.maximumf %in, %out : f32
    linalg.yield %x : f32
  }
  return
}

// The generic form is accepted too, with #linalg.iterator_type attributes.
func.func @generic_form(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  %r = "linalg.generic"(%a, %b) <{indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
  ^bb0(%x: f32, %y: f32):
    "linalg.yield"(%x) : (f32) -> ()
  }) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}

// Attributes on linalg.index and linalg.yield (between values and types).
func.func @terminator_attrs(%t: tensor<4xf32>, %m: memref<4xf32>) -> tensor<4xf32> {
  %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%t : tensor<4xf32>) {
  ^bb0(%out: f32):
    %i = linalg.index 0 {foo} : index
    linalg.yield %out {bar} : f32
  } -> tensor<4xf32>
  return %r : tensor<4xf32>
}

// CHECK: #map = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-NEXT: #map1 = affine_map<(d0, d1) -> (d0)>
// CHECK-NEXT: #map2 = affine_map<(d0, d1) -> (d1, d0)>
// CHECK-NEXT: #map3 = affine_map<(d0, d1) -> ()>
// CHECK-NEXT: #map4 = affine_map<(d0) -> (d0)>
// CHECK-NEXT: #map5 = affine_map<(d0) -> ()>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @reduce_rows(%arg0: tensor<4x8xf32>, %arg1: tensor<4xf32>) -> tensor<4xf32> {
// CHECK-NEXT:     %0 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "reduction"]} ins(%arg0 : tensor<4x8xf32>) outs(%arg1 : tensor<4xf32>) attrs =  {bar, foo = 1 : i32} {
// CHECK-NEXT:     ^bb0(%in: f32, %out: f32):
// CHECK-NEXT:       %1 = linalg.index 1 : index
// CHECK-NEXT:       %2 = arith.addf %in, %out : f32
// CHECK-NEXT:       linalg.yield %2 : f32
// CHECK-NEXT:     } -> tensor<4xf32>
// CHECK-NEXT:     return %0 : tensor<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @on_buffers(%arg0: memref<4x8xf32>, %arg1: memref<8x4xf32>) {
// CHECK-NEXT:     linalg.generic {doc = "a transpose", indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel"], library_call = "transpose_f32"} ins(%arg0 : memref<4x8xf32>) outs(%arg1 : memref<8x4xf32>) {
// CHECK-NEXT:     ^bb0(%in: f32, %out: f32):
// CHECK-NEXT:       linalg.yield %in : f32
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @multi(%arg0: tensor<4x8xf32>, %arg1: tensor<4x8xf32>, %arg2: f32, %arg3: tensor<4x8xf32>, %arg4: tensor<4x8xi32>) -> (tensor<4x8xf32>, tensor<4x8xi32>) {
// CHECK-NEXT:     %0:2 = linalg.generic {indexing_maps = [#map, #map, #map3, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1, %arg2 : tensor<4x8xf32>, tensor<4x8xf32>, f32) outs(%arg3, %arg4 : tensor<4x8xf32>, tensor<4x8xi32>) {
// CHECK-NEXT:     ^bb0(%in: f32, %in_0: f32, %in_1: f32, %out: f32, %out_2: i32):
// CHECK-NEXT:       %1 = arith.mulf %in, %in_0 : f32
// CHECK-NEXT:       %2 = arith.addf %1, %in_1 : f32
// CHECK-NEXT:       %3 = linalg.index 0 : index
// CHECK-NEXT:       %4 = linalg.index 1 : index
// CHECK-NEXT:       %5 = arith.addi %3, %4 : index
// CHECK-NEXT:       %6 = arith.index_cast %5 : index to i32
// CHECK-NEXT:       linalg.yield %2, %6 : f32, i32
// CHECK-NEXT:     } -> (tensor<4x8xf32>, tensor<4x8xi32>)
// CHECK-NEXT:     return %0#0, %0#1 : tensor<4x8xf32>, tensor<4x8xi32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @no_inputs(%arg0: tensor<?x?xf32>) -> tensor<?x?xf32> {
// CHECK-NEXT:     %0 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel"]} outs(%arg0 : tensor<?x?xf32>) {
// CHECK-NEXT:     ^bb0(%out: f32):
// CHECK-NEXT:       %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:       linalg.yield %cst : f32
// CHECK-NEXT:     } -> tensor<?x?xf32>
// CHECK-NEXT:     return %0 : tensor<?x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @inline_maps(%arg0: memref<?xf32>, %arg1: memref<f32>) {
// CHECK-NEXT:     linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["reduction"]} ins(%arg0 : memref<?xf32>) outs(%arg1 : memref<f32>) {
// CHECK-NEXT:     ^bb0(%in: f32, %out: f32):
// CHECK-NEXT:       %0 = arith.maximumf %in, %out : f32
// CHECK-NEXT:       linalg.yield %0 : f32
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @generic_form(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>) -> tensor<4xf32> {
// CHECK-NEXT:     %0 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel"]} ins(%arg0 : tensor<4xf32>) outs(%arg1 : tensor<4xf32>) {
// CHECK-NEXT:     ^bb0(%in: f32, %out: f32):
// CHECK-NEXT:       linalg.yield %in : f32
// CHECK-NEXT:     } -> tensor<4xf32>
// CHECK-NEXT:     return %0 : tensor<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @terminator_attrs(%arg0: tensor<4xf32>, %arg1: memref<4xf32>) -> tensor<4xf32> {
// CHECK-NEXT:     %0 = linalg.generic {indexing_maps = [#map4], iterator_types = ["parallel"]} outs(%arg0 : tensor<4xf32>) {
// CHECK-NEXT:     ^bb0(%out: f32):
// CHECK-NEXT:       %1 = linalg.index 0 {foo} : index
// CHECK-NEXT:       linalg.yield %out {bar} : f32
// CHECK-NEXT:     } -> tensor<4xf32>
// CHECK-NEXT:     return %0 : tensor<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
