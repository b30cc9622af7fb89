// RUN: bufopt %s | FileCheck %s
// RUN: bufopt %s | bufopt | FileCheck %s
// RUN: bufopt --mlir-print-op-generic %s | bufopt | FileCheck %s

// CHECK: #map = affine_map<(d0)[s0] -> (d0 + s0)>
// CHECK-NEXT: #map1 = affine_map<(d0, d1) -> (d0 * 4 + d1 floordiv 2)>
// CHECK-NEXT: #map2 = affine_map<()[s0] -> (s0 mod 3)>
// CHECK-NEXT: #map3 = affine_map<() -> (42)>
// CHECK-NEXT: #map4 = affine_map<(d0)[s0] -> (d0, s0, 16)>
// CHECK-NEXT: #map5 = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-NEXT: #map6 = affine_map<()[s0] -> (s0, 4)>
// CHECK-NEXT: #map7 = affine_map<(d0) -> (d0 - 1, -d0 + 7, d0 ceildiv 3)>
// CHECK-NEXT: #map8 = affine_map<(d0, d1)[s0, s1] -> ((d0 + d1) * s0 - s1)>
// CHECK-NEXT: #map9 = affine_map<(d0)[s0] -> (d0, s0)>
// CHECK-NEXT: #map10 = affine_map<(d0) -> (d0, 100)>
// CHECK-NEXT: #map11 = affine_map<(d0) -> (d0 + 1)>
// CHECK-NEXT: #map12 = affine_map<()[s0] -> (s0 * 2)>
// CHECK-NEXT: #map13 = affine_map<(d0) -> (d0)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @apply_min_max(%arg0: index, %arg1: index, %arg2: index) -> index {
// CHECK-NEXT:     %0 = affine.apply #map(%arg0)[%arg1]
// CHECK-NEXT:     %1 = affine.apply #map1(%arg0, %arg1)
// CHECK-NEXT:     %2 = affine.apply #map2()[%arg2]
// CHECK-NEXT:     %3 = affine.apply #map3()
// CHECK-NEXT:     %4 = affine.min #map4(%arg0)[%arg2]
// CHECK-NEXT:     %5 = affine.max #map5(%arg0, %arg1)
// CHECK-NEXT:     %6 = affine.apply #map(%arg0)[%arg1]
// CHECK-NEXT:     %7 = affine.min #map6()[%arg2]
// CHECK-NEXT:     %8 = affine.max #map7(%7) {tag}
// CHECK-NEXT:     %9 = affine.apply #map8(%arg0, %arg1)[%arg2, %0]
// CHECK-NEXT:     return %9 : index
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @loops(%arg0: index, %arg1: index, %arg2: memref<?x8xf32>, %arg3: f32) -> f32 {
// CHECK-NEXT:     affine.for %arg4 = 0 to 10 {
// CHECK-NEXT:       %2 = affine.load %arg2[%arg4, 3] : memref<?x8xf32>
// CHECK-NEXT:       affine.store %2, %arg2[%arg4 + 1, %arg0] : memref<?x8xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     affine.for %arg4 = %arg0 to %arg1 step 2 {
// CHECK-NEXT:     }
// CHECK-NEXT:     affine.for %arg4 = -4 to 10 step 3 {
// CHECK-NEXT:     } {tag}
// CHECK-NEXT:     affine.for %arg4 = max #map9(%arg0)[%arg1] to min #map10(%arg0) {
// CHECK-NEXT:     }
// CHECK-NEXT:     affine.for %arg4 = #map11(%arg0) to #map12()[%arg1] {
// CHECK-NEXT:       affine.for %arg5 = #map13(%arg4) to 16 {
// CHECK-NEXT:         %2 = affine.load %arg2[%arg4 * 2 + %arg5, %arg5 mod 4] : memref<?x8xf32>
// CHECK-NEXT:         affine.store %2, %arg2[symbol(%arg1) - 1, %arg4 floordiv 8] : memref<?x8xf32>
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     %0 = affine.for %arg4 = 0 to 10 iter_args(%arg5 = %arg3) -> (f32) {
// CHECK-NEXT:       %2 = arith.addf %arg5, %arg5 : f32
// CHECK-NEXT:       affine.yield %2 : f32
// CHECK-NEXT:     }
// CHECK-NEXT:     %1:2 = affine.for %arg4 = 0 to %arg1 iter_args(%arg5 = %arg3, %arg6 = %0) -> (f32, f32) {
// CHECK-NEXT:       affine.yield %arg6, %arg5 : f32, f32
// CHECK-NEXT:     }
// CHECK-NEXT:     return %1#1 : f32
// CHECK-NEXT:   }
// CHECK-NEXT: }

// affine.apply / affine.min / affine.max with inline maps (printed as #map
// aliases) over (dims)[symbols]; affine.for with constant, symbol and map
// bounds, steps and iter_args; affine.yield; affine.load / affine.store with
// affine subscripts.

#shared = affine_map<(d0)[s0] -> (d0 + s0)>

func.func @apply_min_max(%a: index, %b: index, %n: index) -> index {
  %0 = affine.apply affine_map<(d0)[s0] -> (d0 + s0)>(%a)[%b]
  %1 = affine.apply affine_map<(d0, d1) -> (d0 * 4 + d1 floordiv 2)>(%a, %b)
  %2 = affine.apply affine_map<()[s0] -> (s0 mod 3)>()[%n]
  %3 = affine.apply affine_map<() -> (42)>()
  %4 = affine.min affine_map<(d0)[s0] -> (d0, s0, 16)>(%a)[%n]
  %5 = affine.max affine_map<(d0, d1) -> (d0, d1)>(%a, %b)
  %6 = affine.apply #shared(%a)[%b]
  %7 = affine.min affine_map<()[s0] -> (s0, 4)>()[%n]
  %8 = affine.max affine_map<(d0) -> (d0 - 1, -d0 + 7, d0 ceildiv 3)>(%7) {tag}
  %9 = affine.apply affine_map<(d0, d1)[s0, s1] -> ((d0 + d1) * s0 - s1)>(%a, %b)[%n, %0]
  return %9 : index
}

func.func @loops(%a: index, %n: index, %m: memref<?x8xf32>, %init: f32) -> f32 {
  affine.for %i = 0 to 10 {
    %v = affine.load %m[%i, 3] : memref<?x8xf32>
    affine.store %v, %m[%i + 1, %a] : memref<?x8xf32>
  }
  affine.for %i = %a to %n step 2 {
  }
  affine.for %i = -4 to 10 step 3 {
    affine.yield
  } {tag}
  affine.for %i = max affine_map<(d0)[s0] -> (d0, s0)>(%a)[%n] to min affine_map<(d0) -> (d0, 100)>(%a) {
  }
  affine.for %i = affine_map<(d0) -> (d0 + 1)>(%a) to affine_map<()[s0] -> (s0 * 2)>()[%n] {
    affine.for %j = affine_map<(d0) -> (d0)>(%i) to 16 {
      %v = affine.load %m[%i * 2 + %j, %j mod 4] : memref<?x8xf32>
      affine.store %v, %m[symbol(%n) - 1, %i floordiv 8] : memref<?x8xf32>
    }
  }
  %r = affine.for %i = 0 to 10 iter_args(%acc = %init) -> (f32) {
    %y = arith.addf %acc, %acc : f32
    affine.yield %y : f32
  }
  %r2:2 = affine.for %i = 0 to %n iter_args(%x = %init, %y = %r) -> (f32, f32) {
    affine.yield %y, %x : f32, f32
  }
  return %r2#1 : f32
}
