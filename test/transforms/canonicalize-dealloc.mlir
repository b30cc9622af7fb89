// canonicalize on bufferization.dealloc: duplicate memrefs (conditions
// joined with arith.ori), duplicate retained values, empty deallocs,
// memrefs under a false condition, base buffers of allocations, and
// allocations only the dealloc uses.  CHECK lines: mlir-opt 22's output,
// for both tools.
// RUN: bufopt %s --split-input-file --canonicalize | FileCheck %s
// RUN: mlir-opt %s --split-input-file --canonicalize | FileCheck %s

func.func @duplicates(%a: memref<2xi32>, %b: memref<2xi32>, %c1: i1, %c2: i1) -> (i1, i1, i1) {
  %0:3 = bufferization.dealloc (%a, %b, %a : memref<2xi32>, memref<2xi32>, memref<2xi32>) if (%c1, %c2, %c2) retain (%b, %a, %b : memref<2xi32>, memref<2xi32>, memref<2xi32>)
  return %0#0, %0#1, %0#2 : i1, i1, i1
}

// CHECK-LABEL: func.func @duplicates(%arg0: memref<2xi32>, %arg1: memref<2xi32>, %arg2: i1, %arg3: i1) -> (i1, i1, i1) {
// CHECK-NEXT: %0 = arith.ori %arg2, %arg3 : i1
// CHECK-NEXT: %1:2 = bufferization.dealloc (%arg0, %arg1 : memref<2xi32>, memref<2xi32>) if (%0, %arg3) retain (%arg1, %arg0 : memref<2xi32>, memref<2xi32>)
// CHECK-NEXT: return %1#0, %1#1, %1#0 : i1, i1, i1
// CHECK-NEXT: }

// -----

func.func @empty_and_false(%a: memref<2xi32>, %b: memref<2xi32>, %c: i1) -> (i1, i1) {
  %false = arith.constant false
  %0:2 = bufferization.dealloc (%a : memref<2xi32>) if (%false) retain (%a, %b : memref<2xi32>, memref<2xi32>)
  bufferization.dealloc (%a, %b : memref<2xi32>, memref<2xi32>) if (%c, %false)
  return %0#0, %0#1 : i1, i1
}

// CHECK-LABEL: func.func @empty_and_false(%arg0: memref<2xi32>, %arg1: memref<2xi32>, %arg2: i1) -> (i1, i1) {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: bufferization.dealloc (%arg0 : memref<2xi32>) if (%arg2)
// CHECK-NEXT: return %false, %false : i1, i1
// CHECK-NEXT: }

// -----

func.func @allocations(%a: memref<2xi32>, %c: i1) -> memref<4xf32> {
  %m = memref.alloc() : memref<4xf32>
  %n = memref.alloc() : memref<8xf32>
  %base, %off, %size, %stride = memref.extract_strided_metadata %m : memref<4xf32> -> memref<f32>, index, index, index
  %base2, %off2, %size2, %stride2 = memref.extract_strided_metadata %a : memref<2xi32> -> memref<i32>, index, index, index
  bufferization.dealloc (%base, %n, %base2 : memref<f32>, memref<8xf32>, memref<i32>) if (%c, %c, %c)
  return %m : memref<4xf32>
}

// CHECK-LABEL: func.func @allocations(%arg0: memref<2xi32>, %arg1: i1) -> memref<4xf32> {
// CHECK-NEXT: %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT: %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %arg0 : memref<2xi32> -> memref<i32>, index, index, index
// CHECK-NEXT: bufferization.dealloc (%alloc, %base_buffer : memref<4xf32>, memref<i32>) if (%arg1, %arg1)
// CHECK-NEXT: return %alloc : memref<4xf32>
// CHECK-NEXT: }

// -----

func.func @plain_dealloc(%a: memref<2xi32>) {
  %m = memref.alloc() : memref<4xf32>
  memref.dealloc %m : memref<4xf32>
  %n = memref.alloc() : memref<4xf32>
  memref.dealloc %n : memref<4xf32>
  memref.dealloc %n : memref<4xf32>
  memref.dealloc %a : memref<2xi32>
  return
}

// CHECK-LABEL: func.func @plain_dealloc(%arg0: memref<2xi32>) {
// CHECK-NEXT: memref.dealloc %arg0 : memref<2xi32>
// CHECK-NEXT: return
// CHECK-NEXT: }
