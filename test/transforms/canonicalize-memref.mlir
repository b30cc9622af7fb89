// canonicalize on memref ops: casts that only forget static information
// fold into their users (dim, rank, load, store, copy, dealloc, cast),
// identity casts go, memref.rank of a ranked memref and memref.dim of a
// static size are constants, allocations with constant sizes become static
// (cast back), allocations only stored into and freed go, a copy onto
// itself goes.  CHECK lines:
// mlir-opt 22's output, for both tools.
// RUN: bufopt %s --split-input-file --canonicalize | FileCheck %s
// RUN: mlir-opt %s --split-input-file --canonicalize | FileCheck %s

func.func private @use(memref<?x?xf32, strided<[?, ?], offset: ?>>) -> index
func.func @casts(%m: memref<3x5xf32>, %o: memref<3x5xf32>) -> (index, index, index, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = memref.cast %m : memref<3x5xf32> to memref<?x?xf32>
  %b = memref.cast %a : memref<?x?xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  %u = call @use(%b) : (memref<?x?xf32, strided<[?, ?], offset: ?>>) -> index
  %r = memref.rank %a : memref<?x?xf32>
  %s = memref.cast %a : memref<?x?xf32> to memref<3x?xf32>
  %d = memref.dim %s, %c1 : memref<3x?xf32>
  %x = memref.load %a[%c0, %c1] : memref<?x?xf32>
  memref.store %x, %a[%c1, %c0] : memref<?x?xf32>
  %same = memref.cast %m : memref<3x5xf32> to memref<3x5xf32>
  memref.copy %same, %m : memref<3x5xf32> to memref<3x5xf32>
  return %u, %r, %d, %x : index, index, index, f32
}

// CHECK-LABEL: func.func private @use(memref<?x?xf32, strided<[?, ?], offset: ?>>) -> index
// CHECK-LABEL: func.func @casts(%arg0: memref<3x5xf32>, %arg1: memref<3x5xf32>) -> (index, index, index, f32) {
// CHECK-NEXT: %c5 = arith.constant 5 : index
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %cast = memref.cast %arg0 : memref<3x5xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %0 = call @use(%cast) : (memref<?x?xf32, strided<[?, ?], offset: ?>>) -> index
// CHECK-NEXT: %1 = memref.load %arg0[%c0, %c1] : memref<3x5xf32>
// CHECK-NEXT: memref.store %1, %arg0[%c1, %c0] : memref<3x5xf32>
// CHECK-NEXT: return %0, %c2, %c5, %1 : index, index, index, f32
// CHECK-NEXT: }

// -----

func.func @allocs(%n: index, %v: f32) -> memref<?x?xf32> {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %a = memref.alloc(%c4, %n) {alignment = 64 : i64} : memref<?x?xf32>
  memref.store %v, %a[%c0, %c0] : memref<?x?xf32>
  %dead = memref.alloc(%n) : memref<?xf32>
  memref.store %v, %dead[%c0] : memref<?xf32>
  memref.dealloc %dead : memref<?xf32>
  %s = memref.alloca(%c4) : memref<?xf32>
  memref.store %v, %s[%c0] : memref<?xf32>
  %w = memref.load %s[%c0] : memref<?xf32>
  memref.store %w, %a[%c4, %c0] : memref<?x?xf32>
  return %a : memref<?x?xf32>
}

// CHECK-LABEL: func.func @allocs(%arg0: index, %arg1: f32) -> memref<?x?xf32> {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %alloc = memref.alloc(%arg0) {alignment = 64 : i64} : memref<4x?xf32>
// CHECK-NEXT: %cast = memref.cast %alloc : memref<4x?xf32> to memref<?x?xf32>
// CHECK-NEXT: memref.store %arg1, %alloc[%c0, %c0] : memref<4x?xf32>
// CHECK-NEXT: %alloca = memref.alloca() : memref<4xf32>
// CHECK-NEXT: memref.store %arg1, %alloca[%c0] : memref<4xf32>
// CHECK-NEXT: %0 = memref.load %alloca[%c0] : memref<4xf32>
// CHECK-NEXT: memref.store %0, %alloc[%c4, %c0] : memref<4x?xf32>
// CHECK-NEXT: return %cast : memref<?x?xf32>
// CHECK-NEXT: }
