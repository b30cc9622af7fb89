// RUN: bufopt --mlir-print-op-generic %s | FileCheck %s

// An inline `<{cast = ...}>` is stored as the property but, as upstream, the
// body's casts follow only the attribute dictionaries: signed here.
func.func @inline_cast(%a: tensor<4x8xi8>, %b: tensor<8x16xi8>, %c: tensor<4x16xi32>) -> tensor<4x16xi32> {
  %0 = linalg.matmul <{cast = #linalg.type_fn<cast_unsigned>}> ins(%a, %b : tensor<4x8xi8>, tensor<8x16xi8>) outs(%c : tensor<4x16xi32>) -> tensor<4x16xi32>
  return %0 : tensor<4x16xi32>
}

// CHECK: #map = affine_map<(d0, d1, d2) -> (d0, d2)>
// CHECK-NEXT: #map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
// CHECK-NEXT: #map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
// CHECK-NEXT: "builtin.module"() ({
// CHECK-NEXT:   "func.func"() <{function_type = (tensor<4x8xi8>, tensor<8x16xi8>, tensor<4x16xi32>) -> tensor<4x16xi32>, sym_name = "inline_cast"}> ({
// CHECK-NEXT:   ^bb0(%arg0: tensor<4x8xi8>, %arg1: tensor<8x16xi8>, %arg2: tensor<4x16xi32>):
// CHECK-NEXT:     %0 = "linalg.matmul"(%arg0, %arg1, %arg2) <{cast = #linalg.type_fn<cast_unsigned>, indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
// CHECK-NEXT:     ^bb0(%arg3: i8, %arg4: i8, %arg5: i32):
// CHECK-NEXT:       %1 = "arith.extsi"(%arg3) : (i8) -> i32
// CHECK-NEXT:       %2 = "arith.extsi"(%arg4) : (i8) -> i32
// CHECK-NEXT:       %3 = "arith.muli"(%1, %2) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// CHECK-NEXT:       %4 = "arith.addi"(%arg5, %3) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// CHECK-NEXT:       "linalg.yield"(%4) : (i32) -> ()
// CHECK-NEXT:     }) : (tensor<4x8xi8>, tensor<8x16xi8>, tensor<4x16xi32>) -> tensor<4x16xi32>
// CHECK-NEXT:     "func.return"(%0) : (tensor<4x16xi32>) -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT: }) : () -> ()
