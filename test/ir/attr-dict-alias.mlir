// RUN: bufopt %s | FileCheck %s
// RUN: bufopt %s | bufopt | FileCheck %s
// RUN: bufopt --mlir-print-op-generic %s | bufopt | FileCheck %s
// RUN: mlir-opt %s | FileCheck %s

// An attribute dictionary given by an alias: `#trait = {...}` then
// `linalg.generic #trait ins(...)`, as upstream's linalg tests write it.
#trait = {
  indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1, d0)>],
  iterator_types = ["parallel", "parallel"],
  doc = "a transpose"
}
func.func @transpose(%a: tensor<4x8xf32>, %b: tensor<8x4xf32>) -> tensor<8x4xf32> {
  %0 = linalg.generic #trait ins(%a : tensor<4x8xf32>) outs(%b : tensor<8x4xf32>) {
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  } -> tensor<8x4xf32>
  %1 = linalg.generic #trait ins(%a : tensor<4x8xf32>) outs(%0 : tensor<8x4xf32>) attrs = {tag} {
  ^bb0(%x: f32, %y: f32):
    %s = arith.addf %x, %y : f32
    linalg.yield %s : f32
  } -> tensor<8x4xf32>
  return %1 : tensor<8x4xf32>
}

// CHECK: #map = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-NEXT: #map1 = affine_map<(d0, d1) -> (d1, d0)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @transpose(%arg0: tensor<4x8xf32>, %arg1: tensor<8x4xf32>) -> tensor<8x4xf32> {
// CHECK-NEXT:     %0 = linalg.generic {doc = "a transpose", indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<4x8xf32>) outs(%arg1 : tensor<8x4xf32>) {
// CHECK-NEXT:     ^bb0(%in: f32, %out: f32):
// CHECK-NEXT:       linalg.yield %in : f32
// CHECK-NEXT:     } -> tensor<8x4xf32>
// CHECK-NEXT:     %1 = linalg.generic {doc = "a transpose", indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<4x8xf32>) outs(%0 : tensor<8x4xf32>) attrs =  {tag} {
// CHECK-NEXT:     ^bb0(%in: f32, %out: f32):
// CHECK-NEXT:       %2 = arith.addf %in, %out : f32
// CHECK-NEXT:       linalg.yield %2 : f32
// CHECK-NEXT:     } -> tensor<8x4xf32>
// CHECK-NEXT:     return %1 : tensor<8x4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
