// RUN: bufopt %s | FileCheck %s
// RUN: bufopt %s | bufopt | FileCheck %s
// RUN: bufopt --mlir-print-op-generic %s | bufopt | FileCheck %s
// RUN: mlir-opt %s | FileCheck %s
// RUN: bufopt --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC
// RUN: mlir-opt --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC

// affine.prefetch, affine.dma_start (plain and strided) and affine.dma_wait,
// printed as mlir-opt 22 does (the DMA maps are discardable attributes).
func.func @f(%m: memref<400x400xi32>, %i: index, %n: index) {
  affine.for %j = 0 to 10 {
    affine.prefetch %m[%i, %j + 5], read, locality<3>, data : memref<400x400xi32>
    affine.prefetch %m[%i, symbol(%n)], write, locality<0>, instr {x} : memref<400x400xi32>
  }
  return
}
func.func @dma(%A: memref<256xf32>, %B: memref<256xf32, 1>, %tag: memref<1xi32, 2>, %i: index) {
  %c0 = arith.constant 0 : index
  %c64 = arith.constant 64 : index
  %c8 = arith.constant 8 : index
  affine.for %j = 0 to 4 {
    affine.dma_start %A[%j * 16 + %i], %B[%j + 1], %tag[%c0], %c64 : memref<256xf32>, memref<256xf32, 1>, memref<1xi32, 2>
    affine.dma_wait %tag[%c0], %c64 : memref<1xi32, 2>
    affine.dma_start %A[%j], %B[%j], %tag[%j mod 1], %c64, %c8, %c8 : memref<256xf32>, memref<256xf32, 1>, memref<1xi32, 2>
    affine.dma_wait %tag[%j mod 1], %c64 : memref<1xi32, 2>
  }
  return
}

// CHECK: module {
// CHECK-NEXT:   func.func @f(%arg0: memref<400x400xi32>, %arg1: index, %arg2: index) {
// CHECK-NEXT:     affine.for %arg3 = 0 to 10 {
// CHECK-NEXT:       affine.prefetch %arg0[%arg1, %arg3 + 5], read, locality<3>, data : memref<400x400xi32>
// CHECK-NEXT:       affine.prefetch %arg0[%arg1, symbol(%arg2)], write, locality<0>, instr {x} : memref<400x400xi32>
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @dma(%arg0: memref<256xf32>, %arg1: memref<256xf32, 1>, %arg2: memref<1xi32, 2>, %arg3: index) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c64 = arith.constant 64 : index
// CHECK-NEXT:     %c8 = arith.constant 8 : index
// CHECK-NEXT:     affine.for %arg4 = 0 to 4 {
// CHECK-NEXT:       affine.dma_start %arg0[%arg4 * 16 + %arg3], %arg1[%arg4 + 1], %arg2[%c0], %c64 : memref<256xf32>, memref<256xf32, 1>, memref<1xi32, 2>
// CHECK-NEXT:       affine.dma_wait %arg2[%c0], %c64 : memref<1xi32, 2>
// CHECK-NEXT:       affine.dma_start %arg0[%arg4], %arg1[%arg4], %arg2[0], %c64, %c8, %c8 : memref<256xf32>, memref<256xf32, 1>, memref<1xi32, 2>
// CHECK-NEXT:       affine.dma_wait %arg2[0], %c64 : memref<1xi32, 2>
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }

// GENERIC: #map = affine_map<(d0, d1) -> (d0, d1 + 5)>
// GENERIC-NEXT: #map1 = affine_map<(d0)[s0] -> (d0, s0)>
// GENERIC-NEXT: #map2 = affine_map<() -> (0)>
// GENERIC-NEXT: #map3 = affine_map<() -> (10)>
// GENERIC-NEXT: #map4 = affine_map<(d0) -> (d0 + 1)>
// GENERIC-NEXT: #map5 = affine_map<(d0, d1) -> (d0 * 16 + d1)>
// GENERIC-NEXT: #map6 = affine_map<(d0) -> (d0)>
// GENERIC-NEXT: #map7 = affine_map<(d0) -> (0)>
// GENERIC-NEXT: #map8 = affine_map<() -> (4)>
// GENERIC-NEXT: "builtin.module"() ({
// GENERIC-NEXT:   "func.func"() <{function_type = (memref<400x400xi32>, index, index) -> (), sym_name = "f"}> ({
// GENERIC-NEXT:   ^bb0(%arg5: memref<400x400xi32>, %arg6: index, %arg7: index):
// GENERIC-NEXT:     "affine.for"() <{lowerBoundMap = #map2, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #map3}> ({
// GENERIC-NEXT:     ^bb0(%arg8: index):
// GENERIC-NEXT:       "affine.prefetch"(%arg5, %arg6, %arg8) <{isDataCache = true, isWrite = false, localityHint = 3 : i32, map = #map}> : (memref<400x400xi32>, index, index) -> ()
// GENERIC-NEXT:       "affine.prefetch"(%arg5, %arg6, %arg7) <{isDataCache = false, isWrite = true, localityHint = 0 : i32, map = #map1}> {x} : (memref<400x400xi32>, index, index) -> ()
// GENERIC-NEXT:       "affine.yield"() : () -> ()
// GENERIC-NEXT:     }) : () -> ()
// GENERIC-NEXT:     "func.return"() : () -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT:   "func.func"() <{function_type = (memref<256xf32>, memref<256xf32, 1>, memref<1xi32, 2>, index) -> (), sym_name = "dma"}> ({
// GENERIC-NEXT:   ^bb0(%arg0: memref<256xf32>, %arg1: memref<256xf32, 1>, %arg2: memref<1xi32, 2>, %arg3: index):
// GENERIC-NEXT:     %0 = "arith.constant"() <{value = 0 : index}> : () -> index
// GENERIC-NEXT:     %1 = "arith.constant"() <{value = 64 : index}> : () -> index
// GENERIC-NEXT:     %2 = "arith.constant"() <{value = 8 : index}> : () -> index
// GENERIC-NEXT:     "affine.for"() <{lowerBoundMap = #map2, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #map8}> ({
// GENERIC-NEXT:     ^bb0(%arg4: index):
// GENERIC-NEXT:       "affine.dma_start"(%arg0, %arg4, %arg3, %arg1, %arg4, %arg2, %0, %1) {dst_map = #map4, src_map = #map5, tag_map = #map6} : (memref<256xf32>, index, index, memref<256xf32, 1>, index, memref<1xi32, 2>, index, index) -> ()
// GENERIC-NEXT:       "affine.dma_wait"(%arg2, %0, %1) {tag_map = #map6} : (memref<1xi32, 2>, index, index) -> ()
// GENERIC-NEXT:       "affine.dma_start"(%arg0, %arg4, %arg1, %arg4, %arg2, %arg4, %1, %2, %2) {dst_map = #map6, src_map = #map6, tag_map = #map7} : (memref<256xf32>, index, memref<256xf32, 1>, index, memref<1xi32, 2>, index, index, index, index) -> ()
// GENERIC-NEXT:       "affine.dma_wait"(%arg2, %arg4, %1) {tag_map = #map7} : (memref<1xi32, 2>, index, index) -> ()
// GENERIC-NEXT:       "affine.yield"() : () -> ()
// GENERIC-NEXT:     }) : () -> ()
// GENERIC-NEXT:     "func.return"() : () -> ()
// GENERIC-NEXT:   }) : () -> ()
// GENERIC-NEXT: }) : () -> ()
