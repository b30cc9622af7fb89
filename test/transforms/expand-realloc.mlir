// expand-realloc: memref.realloc becomes scf.if (grow: alloc, copy into a
// subview, dealloc the source; else: reinterpret_cast), as mlir-opt 22
// prints it; emit-deallocs=false leaves the source alone.  The @main
// program runs the same (and frees everything) before and after.
// RUN: bufopt %s --split-input-file --expand-realloc | FileCheck %s
// RUN: mlir-opt %s --split-input-file --expand-realloc | FileCheck %s
// RUN: bufopt %s --split-input-file --expand-realloc=emit-deallocs=false | FileCheck %s --check-prefix=NODEALLOC
// RUN: mlir-opt %s --split-input-file --expand-realloc=emit-deallocs=false | FileCheck %s --check-prefix=NODEALLOC

func.func @grow(%m: memref<?xf32>, %n: index) -> memref<?xf32> {
  %r = memref.realloc %m(%n) : memref<?xf32> to memref<?xf32>
  return %r : memref<?xf32>
}

// CHECK-LABEL: func.func @grow(%arg0: memref<?xf32>, %arg1: index) -> memref<?xf32> {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = memref.dim %arg0, %c0 : memref<?xf32>
// CHECK-NEXT: %0 = arith.cmpi ult, %dim, %arg1 : index
// CHECK-NEXT: %1 = scf.if %0 -> (memref<?xf32>) {
// CHECK-NEXT: %alloc = memref.alloc(%arg1) : memref<?xf32>
// CHECK-NEXT: %subview = memref.subview %alloc[0] [%dim] [1] : memref<?xf32> to memref<?xf32, strided<[1]>>
// CHECK-NEXT: memref.copy %arg0, %subview : memref<?xf32> to memref<?xf32, strided<[1]>>
// CHECK-NEXT: memref.dealloc %arg0 : memref<?xf32>
// CHECK-NEXT: scf.yield %alloc : memref<?xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %arg0 to offset: [0], sizes: [%arg1], strides: [1] : memref<?xf32> to memref<?xf32>
// CHECK-NEXT: scf.yield %reinterpret_cast : memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return %1 : memref<?xf32>
// CHECK-NEXT: }

// NODEALLOC-LABEL: func.func @grow(%arg0: memref<?xf32>, %arg1: index) -> memref<?xf32> {
// NODEALLOC-NEXT: %c0 = arith.constant 0 : index
// NODEALLOC-NEXT: %dim = memref.dim %arg0, %c0 : memref<?xf32>
// NODEALLOC-NEXT: %0 = arith.cmpi ult, %dim, %arg1 : index
// NODEALLOC-NEXT: %1 = scf.if %0 -> (memref<?xf32>) {
// NODEALLOC-NEXT: %alloc = memref.alloc(%arg1) : memref<?xf32>
// NODEALLOC-NEXT: %subview = memref.subview %alloc[0] [%dim] [1] : memref<?xf32> to memref<?xf32, strided<[1]>>
// NODEALLOC-NEXT: memref.copy %arg0, %subview : memref<?xf32> to memref<?xf32, strided<[1]>>
// NODEALLOC-NEXT: scf.yield %alloc : memref<?xf32>
// NODEALLOC-NEXT: } else {
// NODEALLOC-NEXT: %reinterpret_cast = memref.reinterpret_cast %arg0 to offset: [0], sizes: [%arg1], strides: [1] : memref<?xf32> to memref<?xf32>
// NODEALLOC-NEXT: scf.yield %reinterpret_cast : memref<?xf32>
// NODEALLOC-NEXT: }
// NODEALLOC-NEXT: return %1 : memref<?xf32>
// NODEALLOC-NEXT: }

// -----

func.func @static_sizes(%m: memref<2xf32>) -> memref<4xf32> {
  %r = memref.realloc %m {alignment = 8} : memref<2xf32> to memref<4xf32>
  return %r : memref<4xf32>
}

// CHECK-LABEL: func.func @static_sizes(%arg0: memref<2xf32>) -> memref<4xf32> {
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %0 = arith.cmpi ult, %c2, %c4 : index
// CHECK-NEXT: %1 = scf.if %0 -> (memref<4xf32>) {
// CHECK-NEXT: %alloc = memref.alloc() {alignment = 8 : i64} : memref<4xf32>
// CHECK-NEXT: %subview = memref.subview %alloc[0] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1]>>
// CHECK-NEXT: memref.copy %arg0, %subview : memref<2xf32> to memref<2xf32, strided<[1]>>
// CHECK-NEXT: memref.dealloc %arg0 : memref<2xf32>
// CHECK-NEXT: scf.yield %alloc : memref<4xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %arg0 to offset: [0], sizes: [4], strides: [1] : memref<2xf32> to memref<4xf32>
// CHECK-NEXT: scf.yield %reinterpret_cast : memref<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return %1 : memref<4xf32>
// CHECK-NEXT: }

// NODEALLOC-LABEL: func.func @static_sizes(%arg0: memref<2xf32>) -> memref<4xf32> {
// NODEALLOC-NEXT: %c2 = arith.constant 2 : index
// NODEALLOC-NEXT: %c4 = arith.constant 4 : index
// NODEALLOC-NEXT: %0 = arith.cmpi ult, %c2, %c4 : index
// NODEALLOC-NEXT: %1 = scf.if %0 -> (memref<4xf32>) {
// NODEALLOC-NEXT: %alloc = memref.alloc() {alignment = 8 : i64} : memref<4xf32>
// NODEALLOC-NEXT: %subview = memref.subview %alloc[0] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1]>>
// NODEALLOC-NEXT: memref.copy %arg0, %subview : memref<2xf32> to memref<2xf32, strided<[1]>>
// NODEALLOC-NEXT: scf.yield %alloc : memref<4xf32>
// NODEALLOC-NEXT: } else {
// NODEALLOC-NEXT: %reinterpret_cast = memref.reinterpret_cast %arg0 to offset: [0], sizes: [4], strides: [1] : memref<2xf32> to memref<4xf32>
// NODEALLOC-NEXT: scf.yield %reinterpret_cast : memref<4xf32>
// NODEALLOC-NEXT: }
// NODEALLOC-NEXT: return %1 : memref<4xf32>
// NODEALLOC-NEXT: }

// -----

func.func @dynamic_to_static(%m: memref<?xi32, 1>) -> memref<4xi32, 1> {
  %r = memref.realloc %m : memref<?xi32, 1> to memref<4xi32, 1>
  return %r : memref<4xi32, 1>
}

// CHECK-LABEL: func.func @dynamic_to_static(%arg0: memref<?xi32, 1>) -> memref<4xi32, 1> {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = memref.dim %arg0, %c0 : memref<?xi32, 1>
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %0 = arith.cmpi ult, %dim, %c4 : index
// CHECK-NEXT: %1 = scf.if %0 -> (memref<4xi32, 1>) {
// CHECK-NEXT: %alloc = memref.alloc() : memref<4xi32, 1>
// CHECK-NEXT: %subview = memref.subview %alloc[0] [%dim] [1] : memref<4xi32, 1> to memref<?xi32, strided<[1]>, 1>
// CHECK-NEXT: memref.copy %arg0, %subview : memref<?xi32, 1> to memref<?xi32, strided<[1]>, 1>
// CHECK-NEXT: memref.dealloc %arg0 : memref<?xi32, 1>
// CHECK-NEXT: scf.yield %alloc : memref<4xi32, 1>
// CHECK-NEXT: } else {
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %arg0 to offset: [0], sizes: [4], strides: [1] : memref<?xi32, 1> to memref<4xi32, 1>
// CHECK-NEXT: scf.yield %reinterpret_cast : memref<4xi32, 1>
// CHECK-NEXT: }
// CHECK-NEXT: return %1 : memref<4xi32, 1>
// CHECK-NEXT: }

// NODEALLOC-LABEL: func.func @dynamic_to_static(%arg0: memref<?xi32, 1>) -> memref<4xi32, 1> {
// NODEALLOC-NEXT: %c0 = arith.constant 0 : index
// NODEALLOC-NEXT: %dim = memref.dim %arg0, %c0 : memref<?xi32, 1>
// NODEALLOC-NEXT: %c4 = arith.constant 4 : index
// NODEALLOC-NEXT: %0 = arith.cmpi ult, %dim, %c4 : index
// NODEALLOC-NEXT: %1 = scf.if %0 -> (memref<4xi32, 1>) {
// NODEALLOC-NEXT: %alloc = memref.alloc() : memref<4xi32, 1>
// NODEALLOC-NEXT: %subview = memref.subview %alloc[0] [%dim] [1] : memref<4xi32, 1> to memref<?xi32, strided<[1]>, 1>
// NODEALLOC-NEXT: memref.copy %arg0, %subview : memref<?xi32, 1> to memref<?xi32, strided<[1]>, 1>
// NODEALLOC-NEXT: scf.yield %alloc : memref<4xi32, 1>
// NODEALLOC-NEXT: } else {
// NODEALLOC-NEXT: %reinterpret_cast = memref.reinterpret_cast %arg0 to offset: [0], sizes: [4], strides: [1] : memref<?xi32, 1> to memref<4xi32, 1>
// NODEALLOC-NEXT: scf.yield %reinterpret_cast : memref<4xi32, 1>
// NODEALLOC-NEXT: }
// NODEALLOC-NEXT: return %1 : memref<4xi32, 1>
// NODEALLOC-NEXT: }
