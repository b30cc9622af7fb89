// RUN: bufopt %s | FileCheck %s
// RUN: bufopt %s | bufopt | FileCheck %s
// RUN: bufopt --mlir-print-op-generic %s | bufopt | FileCheck %s
// RUN: mlir-opt %s | FileCheck %s
// RUN: bufopt --mlir-print-op-generic %s | FileCheck %s --check-prefix=GEN
// RUN: mlir-opt --mlir-print-op-generic %s | FileCheck %s --check-prefix=GEN

// memref.dma_start / dma_wait (with and without the stride pair),
// memref.prefetch, memref.generic_atomic_rmw with memref.atomic_yield,
// memref.transpose: custom form, generic form (dma ops keep no properties,
// prefetch keeps three), discardable attributes printed after the syntax.

func.func @dma(%a: memref<256xf32>, %b: memref<16x16xf32, 1>, %tag: memref<1xi32>,
               %i: index, %n: index, %s: index, %e: index) {
  memref.dma_start %a[%i], %b[%i, %i], %n, %tag[%i] : memref<256 x f32>, memref<16x16xf32, 1>, memref<1xi32>
  memref.dma_wait %tag[%i], %n : memref<1xi32>
  memref.dma_start %a[%i], %b[%i, %i], %n, %tag[%i], %s, %e : memref<256xf32>, memref<16x16xf32, 1>, memref<1xi32>
  memref.dma_wait %tag[%i], %n {note = "w"} : memref<1xi32>
  return
}
// CHECK-LABEL: func.func @dma(
// CHECK-NEXT: memref.dma_start %arg0[%arg3], %arg1[%arg3, %arg3], %arg4, %arg2[%arg3] : memref<256xf32>, memref<16x16xf32, 1>, memref<1xi32>
// CHECK-NEXT: memref.dma_wait %arg2[%arg3], %arg4 : memref<1xi32>
// CHECK-NEXT: memref.dma_start %arg0[%arg3], %arg1[%arg3, %arg3], %arg4, %arg2[%arg3], %arg5, %arg6 : memref<256xf32>, memref<16x16xf32, 1>, memref<1xi32>
// CHECK-NEXT: memref.dma_wait %arg2[%arg3], %arg4 {note = "w"} : memref<1xi32>
// GEN: [[PERM:#map[0-9]*]] = affine_map<(d0, d1) -> (d1, d0)>
// GEN-LABEL: sym_name = "dma"
// GEN: "memref.dma_start"(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) : (memref<256xf32>, index, memref<16x16xf32, 1>, index, index, index, memref<1xi32>, index) -> ()
// GEN: "memref.dma_wait"(%{{.*}}, %{{.*}}, %{{.*}}) : (memref<1xi32>, index, index) -> ()
// GEN: "memref.dma_start"(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) : (memref<256xf32>, index, memref<16x16xf32, 1>, index, index, index, memref<1xi32>, index, index, index) -> ()
// GEN: "memref.dma_wait"(%{{.*}}, %{{.*}}, %{{.*}}) {note = "w"} : (memref<1xi32>, index, index) -> ()

func.func @prefetch(%m: memref<4x4xi32>, %z: memref<f32>, %i: index) {
  memref.prefetch %m[%i, %i], write, locality<1>, data : memref<4x4xi32>
  memref.prefetch %m[%i, %i], read, locality<3>, instr : memref<4x4xi32>
  memref.prefetch %z[], read, locality<0>, data : memref<f32>
  return
}
// CHECK-LABEL: func.func @prefetch(
// CHECK-NEXT: memref.prefetch %arg0[%arg2, %arg2], write, locality<1>, data : memref<4x4xi32>
// CHECK-NEXT: memref.prefetch %arg0[%arg2, %arg2], read, locality<3>, instr : memref<4x4xi32>
// CHECK-NEXT: memref.prefetch %arg1[], read, locality<0>, data : memref<f32>
// GEN-LABEL: sym_name = "prefetch"
// GEN: "memref.prefetch"(%{{.*}}, %{{.*}}, %{{.*}}) <{isDataCache = true, isWrite = true, localityHint = 1 : i32}> : (memref<4x4xi32>, index, index) -> ()
// GEN: "memref.prefetch"(%{{.*}}, %{{.*}}, %{{.*}}) <{isDataCache = false, isWrite = false, localityHint = 3 : i32}> : (memref<4x4xi32>, index, index) -> ()

func.func @generic_atomic(%m: memref<1x2xf32>, %i: index, %j: index) -> f32 {
  %x = memref.generic_atomic_rmw %m[%i, %j] : memref<1x2xf32> {
  ^bb0(%old: f32):
    %c = arith.constant 1.0 : f32
    %new = arith.addf %c, %old : f32
    memref.atomic_yield %new : f32
  } {tag = 8 : index}
  return %x : f32
}
// CHECK-LABEL: func.func @generic_atomic(
// CHECK-NEXT: %[[R:.*]] = memref.generic_atomic_rmw %arg0[%arg1, %arg2] : memref<1x2xf32> {
// CHECK-NEXT: ^bb0(%[[OLD:.*]]: f32):
// CHECK-NEXT: %[[C:.*]] = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %[[N:.*]] = arith.addf %[[C]], %[[OLD]] : f32
// CHECK-NEXT: memref.atomic_yield %[[N]] : f32
// CHECK-NEXT: } {tag = 8 : index}
// CHECK-NEXT: return %[[R]] : f32
// GEN-LABEL: sym_name = "generic_atomic"
// GEN: "memref.generic_atomic_rmw"(%{{.*}}, %{{.*}}, %{{.*}}) ({
// GEN: "memref.atomic_yield"(%{{.*}}) : (f32) -> ()
// GEN-NEXT: }) {tag = 8 : index} : (memref<1x2xf32>, index, index) -> f32

func.func @transpose(%m: memref<?x?xf32>, %s: memref<2x3x4xf32, strided<[12, 4, 1], offset: 5>>)
    -> (memref<?x?xf32, affine_map<(d0, d1)[s0] -> (d1 * s0 + d0)>>, memref<4x2x3xf32, strided<[1, 12, 4], offset: 5>>) {
  %t = memref.transpose %m (i, j) -> (j, i) : memref<?x?xf32> to memref<?x?xf32, affine_map<(d0, d1)[s0] -> (d1 * s0 + d0)>>
  %u = memref.transpose %s (d0, d1, d2) -> (d2, d0, d1) : memref<2x3x4xf32, strided<[12, 4, 1], offset: 5>> to memref<4x2x3xf32, strided<[1, 12, 4], offset: 5>>
  return %t, %u : memref<?x?xf32, affine_map<(d0, d1)[s0] -> (d1 * s0 + d0)>>, memref<4x2x3xf32, strided<[1, 12, 4], offset: 5>>
}
// CHECK-LABEL: func.func @transpose(
// CHECK-NEXT: %[[T:.*]] = memref.transpose %arg0 (d0, d1) -> (d1, d0) : memref<?x?xf32> to memref<?x?xf32, #map>
// CHECK-NEXT: %[[U:.*]] = memref.transpose %arg1 (d0, d1, d2) -> (d2, d0, d1) : memref<2x3x4xf32, strided<[12, 4, 1], offset: 5>> to memref<4x2x3xf32, strided<[1, 12, 4], offset: 5>>
// CHECK-NEXT: return %[[T]], %[[U]]
// GEN-LABEL: sym_name = "transpose"
// GEN: "memref.transpose"(%{{.*}}) <{permutation = [[PERM]]}> : (memref<?x?xf32>) -> memref<?x?xf32, #map>
