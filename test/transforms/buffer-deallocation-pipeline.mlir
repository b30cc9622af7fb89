// buffer-deallocation-pipeline: expand-realloc, canonicalize,
// ownership-based-buffer-deallocation, canonicalize,
// buffer-deallocation-simplification, bufferization-lower-deallocations,
// cse, canonicalize, registered as one pass as in mlir-opt.  On
// single-block functions whose deallocations need no runtime alias check
// the result is mlir-opt 22's, byte for byte (CHECK lines: its output).
// RUN: bufopt %s --split-input-file --buffer-deallocation-pipeline | FileCheck %s
// RUN: mlir-opt %s --split-input-file --buffer-deallocation-pipeline | FileCheck %s
// RUN: bufopt %s --split-input-file --pass-pipeline="builtin.module(buffer-deallocation-pipeline{private-function-dynamic-ownership=false})" | FileCheck %s

// Temporaries are freed after their last use; the returned buffer is not.
func.func @temporaries(%a: memref<4xf32>) -> memref<4xf32> {
  %c0 = arith.constant 0 : index
  %0 = memref.alloc() : memref<4xf32>
  %1 = memref.alloc() : memref<4xf32>
  %2 = memref.alloc() : memref<4xf32>
  memref.copy %a, %0 : memref<4xf32> to memref<4xf32>
  memref.copy %0, %1 : memref<4xf32> to memref<4xf32>
  %x = memref.load %1[%c0] : memref<4xf32>
  %c0b = arith.constant 0 : index
  %y = memref.load %1[%c0b] : memref<4xf32>
  %s = arith.addf %x, %y : f32
  memref.store %s, %2[%c0] : memref<4xf32>
  return %2 : memref<4xf32>
}

// CHECK-LABEL: func.func @temporaries(%arg0: memref<4xf32>) -> memref<4xf32> {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT: %alloc_0 = memref.alloc() : memref<4xf32>
// CHECK-NEXT: %alloc_1 = memref.alloc() : memref<4xf32>
// CHECK-NEXT: memref.copy %arg0, %alloc : memref<4xf32> to memref<4xf32>
// CHECK-NEXT: memref.copy %alloc, %alloc_0 : memref<4xf32> to memref<4xf32>
// CHECK-NEXT: %0 = memref.load %alloc_0[%c0] : memref<4xf32>
// CHECK-NEXT: %1 = arith.addf %0, %0 : f32
// CHECK-NEXT: memref.store %1, %alloc_1[%c0] : memref<4xf32>
// CHECK-NEXT: memref.dealloc %alloc : memref<4xf32>
// CHECK-NEXT: memref.dealloc %alloc_0 : memref<4xf32>
// CHECK-NEXT: return %alloc_1 : memref<4xf32>
// CHECK-NEXT: }

// -----

// An allocation nothing reads goes away with its deallocation; views keep
// their buffer alive until the end.
func.func @views(%i: index) -> i32 {
  %dead = memref.alloc() : memref<16xf32>
  %m = memref.alloc() : memref<8xi32>
  %v = memref.subview %m[4] [4] [1] : memref<8xi32> to memref<4xi32, strided<[1], offset: 4>>
  %c7 = arith.constant 7 : i32
  linalg.fill ins(%c7 : i32) outs(%m : memref<8xi32>)
  %r = memref.load %v[%i] : memref<4xi32, strided<[1], offset: 4>>
  return %r : i32
}

// CHECK-LABEL: func.func @views(%arg0: index) -> i32 {
// CHECK-NEXT: %c7_i32 = arith.constant 7 : i32
// CHECK-NEXT: %alloc = memref.alloc() : memref<8xi32>
// CHECK-NEXT: %subview = memref.subview %alloc[4] [4] [1] : memref<8xi32> to memref<4xi32, strided<[1], offset: 4>>
// CHECK-NEXT: linalg.fill ins(%c7_i32 : i32) outs(%alloc : memref<8xi32>)
// CHECK-NEXT: %0 = memref.load %subview[%arg0] : memref<4xi32, strided<[1], offset: 4>>
// CHECK-NEXT: memref.dealloc %alloc : memref<8xi32>
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }

// -----

// Allocas and globals are never freed.
memref.global "private" constant @g : memref<2xf32> = dense<[1.0, 2.0]>
func.func @scoped() -> f32 {
  %c1 = arith.constant 1 : index
  %a = memref.alloca() : memref<2xf32>
  %g = memref.get_global @g : memref<2xf32>
  memref.copy %g, %a : memref<2xf32> to memref<2xf32>
  %h = memref.alloc() : memref<2xf32>
  memref.copy %a, %h : memref<2xf32> to memref<2xf32>
  %x = memref.load %h[%c1] : memref<2xf32>
  return %x : f32
}

// CHECK: memref.global "private" constant @g : memref<2xf32> = dense<[1.000000e+00, 2.000000e+00]>
// CHECK-LABEL: func.func @scoped() -> f32 {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %alloca = memref.alloca() : memref<2xf32>
// CHECK-NEXT: %0 = memref.get_global @g : memref<2xf32>
// CHECK-NEXT: memref.copy %0, %alloca : memref<2xf32> to memref<2xf32>
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: memref.copy %alloca, %alloc : memref<2xf32> to memref<2xf32>
// CHECK-NEXT: %1 = memref.load %alloc[%c1] : memref<2xf32>
// CHECK-NEXT: memref.dealloc %alloc : memref<2xf32>
// CHECK-NEXT: return %1 : f32
// CHECK-NEXT: }
