// RUN: bufopt %s | FileCheck %s
// RUN: bufopt %s | bufopt | FileCheck %s
// RUN: bufopt --mlir-print-op-generic %s | bufopt | FileCheck %s

// Allocation into a memref whose layout is an affine map with symbols: the
// symbol operands follow the dynamic sizes in `[...]`, and the layout map
// prints as a #map alias.

func.func @alloc_affine_layout(%i: index, %j: index) {
  %a = memref.alloc(%i)[%j] : memref<4x?xf32, affine_map<(d0, d1)[s0] -> (d0 * s0 + d1)>>
  %b = memref.alloca()[%i, %j] : memref<8xf32, affine_map<(d0)[s0, s1] -> (d0 * s1 + s0)>>
  %c = memref.alloc(%j)[%i] {alignment = 32 : i64} : memref<?xf32, affine_map<(d0)[s0] -> (d0 + s0)>>
  return
}

// CHECK: #map = affine_map<(d0, d1)[s0] -> (d0 * s0 + d1)>
// CHECK-NEXT: #map1 = affine_map<(d0)[s0, s1] -> (d0 * s1 + s0)>
// CHECK-NEXT: #map2 = affine_map<(d0)[s0] -> (d0 + s0)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @alloc_affine_layout(%arg0: index, %arg1: index) {
// CHECK-NEXT:     %alloc = memref.alloc(%arg0)[%arg1] : memref<4x?xf32, #map>
// CHECK-NEXT:     %alloca = memref.alloca()[%arg0, %arg1] : memref<8xf32, #map1>
// CHECK-NEXT:     %alloc_0 = memref.alloc(%arg1)[%arg0] {alignment = 32 : i64} : memref<?xf32, #map2>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
