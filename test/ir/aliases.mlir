// RUN: bufopt --allow-unregistered-dialect %s | FileCheck %s
// RUN: bufopt --allow-unregistered-dialect %s | bufopt --allow-unregistered-dialect | FileCheck %s
// RUN: bufopt --allow-unregistered-dialect --mlir-print-op-generic %s | bufopt --allow-unregistered-dialect | FileCheck %s

// Aliases in the input are resolved; mlir-opt prints its own #map aliases
// in first-use order (types and attribute aliases of the input vanish).
#id = affine_map<(d0, d1) -> (d0, d1)>
#tr = affine_map<(d0, d1) -> (d1, d0)>
#cst = 42 : i64
!mt = memref<4x4xf32, affine_map<(d0, d1) -> (d0 * 4 + d1 + 2)>>
func.func @f(%arg0: !mt) attributes {m1 = #tr, m2 = #id, v = #cst, s = strided<[4, 1], offset: ?>} {
  "test.op"() {maps = [#id, #tr, affine_map<(d0)[s0] -> (d0 floordiv 2 + s0 mod 3, -d0, d0 ceildiv 4)>]} : () -> ()
  func.return
}

// CHECK: #map = affine_map<(d0, d1) -> (d0 * 4 + d1 + 2)>
// CHECK-NEXT: #map1 = affine_map<(d0, d1) -> (d1, d0)>
// CHECK-NEXT: #map2 = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-NEXT: #map3 = affine_map<(d0)[s0] -> (d0 floordiv 2 + s0 mod 3, -d0, d0 ceildiv 4)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @f(%arg0: memref<4x4xf32, #map>) attributes {m1 = #map1, m2 = #map2, s = strided<[4, 1], offset: ?>, v = 42 : i64} {
// CHECK-NEXT:     "test.op"() {maps = [#map2, #map1, #map3]} : () -> ()
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
