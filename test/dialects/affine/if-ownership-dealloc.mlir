// RUN: bufopt %s --ownership-based-buffer-deallocation | FileCheck %s
// RUN: mlir-opt %s --ownership-based-buffer-deallocation | FileCheck %s

// Ownership-based deallocation through an affine.if that yields memrefs:
// the region-branch memory effects of affine.if / affine.yield give
// upstream's result.
func.func @g(%m: memref<4xf32>, %i: index) -> memref<4xf32> {
  %a = memref.alloc() : memref<4xf32>
  %r = affine.if affine_set<(d0) : (d0 >= 0)>(%i) -> memref<4xf32> {
    affine.yield %a : memref<4xf32>
  } else {
    affine.yield %m : memref<4xf32>
  }
  return %r : memref<4xf32>
}

// CHECK: #set = affine_set<(d0) : (d0 >= 0)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @g(%arg0: memref<4xf32>, %arg1: index) -> memref<4xf32> {
// CHECK-NEXT:     %false = arith.constant false
// CHECK-NEXT:     %true = arith.constant true
// CHECK-NEXT:     %false_0 = arith.constant false
// CHECK-NEXT:     %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT:     %0:2 = affine.if #set(%arg1) -> (memref<4xf32>, i1) {
// CHECK-NEXT:       %false_14 = arith.constant false
// CHECK-NEXT:       %3 = bufferization.dealloc retain (%alloc : memref<4xf32>)
// CHECK-NEXT:       affine.yield %alloc, %3 : memref<4xf32>, i1
// CHECK-NEXT:     } else {
// CHECK-NEXT:       %false_14 = arith.constant false
// CHECK-NEXT:       %3 = bufferization.dealloc retain (%arg0 : memref<4xf32>)
// CHECK-NEXT:       affine.yield %arg0, %3 : memref<4xf32>, i1
// CHECK-NEXT:     }
// CHECK-NEXT:     %1 = scf.if %0#1 -> (memref<4xf32>) {
// CHECK-NEXT:       scf.yield %0#0 : memref<4xf32>
// CHECK-NEXT:     } else {
// CHECK-NEXT:       %3 = bufferization.clone %0#0 : memref<4xf32> to memref<4xf32>
// CHECK-NEXT:       scf.yield %3 : memref<4xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     %true_1 = arith.constant true
// CHECK-NEXT:     %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %arg0 : memref<4xf32> -> memref<f32>, index, index, index
// CHECK-NEXT:     %base_buffer_2, %offset_3, %sizes_4, %strides_5 = memref.extract_strided_metadata %alloc : memref<4xf32> -> memref<f32>, index, index, index
// CHECK-NEXT:     %base_buffer_6, %offset_7, %sizes_8, %strides_9 = memref.extract_strided_metadata %0#0 : memref<4xf32> -> memref<f32>, index, index, index
// CHECK-NEXT:     %base_buffer_10, %offset_11, %sizes_12, %strides_13 = memref.extract_strided_metadata %1 : memref<4xf32> -> memref<f32>, index, index, index
// CHECK-NEXT:     %2 = bufferization.dealloc (%base_buffer, %base_buffer_2, %base_buffer_6, %base_buffer_10 : memref<f32>, memref<f32>, memref<f32>, memref<f32>) if (%false_0, %true, %0#1, %true_1) retain (%1 : memref<4xf32>)
// CHECK-NEXT:     return %1 : memref<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
