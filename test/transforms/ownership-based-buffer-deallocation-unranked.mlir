// Issue 14: unranked memrefs in the deallocation passes.  Their base
// buffer is taken through a rank-0 view at offset 0 (memref.reinterpret_cast
// to memref<f32, strided<[]>>, then extract_strided_metadata), unranked
// values are retained, cloned and passed like ranked ones; bufopt refused
// them ("unranked memrefs are not supported yet").  Prefix CHECK is mlir-opt
// 22's ownership-based-buffer-deallocation output, for both tools; prefix
// PIPE, the whole buffer-deallocation-pipeline, frees the base buffer of an
// unranked call result, as mlir-opt 22.
// RUN: bufopt %s --ownership-based-buffer-deallocation | FileCheck %s
// RUN: mlir-opt %s --ownership-based-buffer-deallocation | FileCheck %s
// RUN: bufopt %s --buffer-deallocation-pipeline | FileCheck %s --check-prefix=PIPE
// RUN: mlir-opt %s --buffer-deallocation-pipeline | FileCheck %s --check-prefix=PIPE
// RUN: bufopt %s --buffer-deallocation-pipeline | mlir-opt > /dev/null

// PIPE-LABEL: func.func @call(%arg0: index)
// PIPE-NEXT:    %0 = call @ret(%arg0) : (index) -> memref<*xf32>
// PIPE-NEXT:    %1 = call @arg(%0) : (memref<*xf32>) -> f32
// PIPE-NEXT:    %reinterpret_cast = memref.reinterpret_cast %0 to offset: [0], sizes: [], strides: [] : memref<*xf32> to memref<f32, strided<[]>>
// PIPE-NEXT:    %base_buffer, %offset = memref.extract_strided_metadata %reinterpret_cast : memref<f32, strided<[]>> -> memref<f32>, index
// PIPE-NEXT:    memref.dealloc %base_buffer : memref<f32>
// PIPE-NEXT:    return

func.func @ret(%n: index) -> memref<*xf32> {
  %a = memref.alloc(%n) : memref<?xf32>
  %u = memref.cast %a : memref<?xf32> to memref<*xf32>
  return %u : memref<*xf32>
}
func.func @arg(%u: memref<*xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %r = memref.cast %u : memref<*xf32> to memref<4xf32, strided<[?], offset: ?>>
  %v = memref.load %r[%c0] : memref<4xf32, strided<[?], offset: ?>>
  return %v : f32
}
func.func @sel(%c: i1, %u: memref<*xf32>) -> memref<*xf32> {
  %r = scf.if %c -> memref<*xf32> {
    %a = memref.alloc() : memref<4xf32>
    %x = memref.cast %a : memref<4xf32> to memref<*xf32>
    scf.yield %x : memref<*xf32>
  } else {
    scf.yield %u : memref<*xf32>
  }
  return %r : memref<*xf32>
}
func.func @call(%n: index) {
  %r = call @ret(%n) : (index) -> memref<*xf32>
  %v = call @arg(%r) : (memref<*xf32>) -> f32
  return
}

// CHECK: module {
// CHECK-NEXT:   func.func @ret(%arg0: index) -> memref<*xf32> {
// CHECK-NEXT:     %true = arith.constant true
// CHECK-NEXT:     %alloc = memref.alloc(%arg0) : memref<?xf32>
// CHECK-NEXT:     %cast = memref.cast %alloc : memref<?xf32> to memref<*xf32>
// CHECK-NEXT:     %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %alloc : memref<?xf32> -> memref<f32>, index, index, index
// CHECK-NEXT:     %0 = bufferization.dealloc (%base_buffer : memref<f32>) if (%true) retain (%cast : memref<*xf32>)
// CHECK-NEXT:     return %cast : memref<*xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @arg(%arg0: memref<*xf32>) -> f32 {
// CHECK-NEXT:     %false = arith.constant false
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %cast = memref.cast %arg0 : memref<*xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     %0 = memref.load %cast[%c0] : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     %reinterpret_cast = memref.reinterpret_cast %arg0 to offset: [0], sizes: [], strides: [] : memref<*xf32> to memref<f32, strided<[]>>
// CHECK-NEXT:     %base_buffer, %offset = memref.extract_strided_metadata %reinterpret_cast : memref<f32, strided<[]>> -> memref<f32>, index
// CHECK-NEXT:     bufferization.dealloc (%base_buffer : memref<f32>) if (%false)
// CHECK-NEXT:     return %0 : f32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @sel(%arg0: i1, %arg1: memref<*xf32>) -> memref<*xf32> {
// CHECK-NEXT:     %false = arith.constant false
// CHECK-NEXT:     %false_0 = arith.constant false
// CHECK-NEXT:     %0:2 = scf.if %arg0 -> (memref<*xf32>, i1) {
// CHECK-NEXT:       %true_7 = arith.constant true
// CHECK-NEXT:       %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT:       %cast = memref.cast %alloc : memref<4xf32> to memref<*xf32>
// CHECK-NEXT:       %base_buffer_8, %offset_9, %sizes, %strides = memref.extract_strided_metadata %alloc : memref<4xf32> -> memref<f32>, index, index, index
// CHECK-NEXT:       %3 = bufferization.dealloc (%base_buffer_8 : memref<f32>) if (%true_7) retain (%cast : memref<*xf32>)
// CHECK-NEXT:       scf.yield %cast, %3 : memref<*xf32>, i1
// CHECK-NEXT:     } else {
// CHECK-NEXT:       %false_7 = arith.constant false
// CHECK-NEXT:       %3 = bufferization.dealloc retain (%arg1 : memref<*xf32>)
// CHECK-NEXT:       scf.yield %arg1, %3 : memref<*xf32>, i1
// CHECK-NEXT:     }
// CHECK-NEXT:     %1 = scf.if %0#1 -> (memref<*xf32>) {
// CHECK-NEXT:       scf.yield %0#0 : memref<*xf32>
// CHECK-NEXT:     } else {
// CHECK-NEXT:       %3 = bufferization.clone %0#0 : memref<*xf32> to memref<*xf32>
// CHECK-NEXT:       scf.yield %3 : memref<*xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     %true = arith.constant true
// CHECK-NEXT:     %reinterpret_cast = memref.reinterpret_cast %arg1 to offset: [0], sizes: [], strides: [] : memref<*xf32> to memref<f32, strided<[]>>
// CHECK-NEXT:     %base_buffer, %offset = memref.extract_strided_metadata %reinterpret_cast : memref<f32, strided<[]>> -> memref<f32>, index
// CHECK-NEXT:     %reinterpret_cast_1 = memref.reinterpret_cast %0#0 to offset: [0], sizes: [], strides: [] : memref<*xf32> to memref<f32, strided<[]>>
// CHECK-NEXT:     %base_buffer_2, %offset_3 = memref.extract_strided_metadata %reinterpret_cast_1 : memref<f32, strided<[]>> -> memref<f32>, index
// CHECK-NEXT:     %reinterpret_cast_4 = memref.reinterpret_cast %1 to offset: [0], sizes: [], strides: [] : memref<*xf32> to memref<f32, strided<[]>>
// CHECK-NEXT:     %base_buffer_5, %offset_6 = memref.extract_strided_metadata %reinterpret_cast_4 : memref<f32, strided<[]>> -> memref<f32>, index
// CHECK-NEXT:     %2 = bufferization.dealloc (%base_buffer, %base_buffer_2, %base_buffer_5 : memref<f32>, memref<f32>, memref<f32>) if (%false_0, %0#1, %true) retain (%1 : memref<*xf32>)
// CHECK-NEXT:     return %1 : memref<*xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @call(%arg0: index) {
// CHECK-NEXT:     %true = arith.constant true
// CHECK-NEXT:     %0 = call @ret(%arg0) : (index) -> memref<*xf32>
// CHECK-NEXT:     %true_0 = arith.constant true
// CHECK-NEXT:     %1 = call @arg(%0) : (memref<*xf32>) -> f32
// CHECK-NEXT:     %reinterpret_cast = memref.reinterpret_cast %0 to offset: [0], sizes: [], strides: [] : memref<*xf32> to memref<f32, strided<[]>>
// CHECK-NEXT:     %base_buffer, %offset = memref.extract_strided_metadata %reinterpret_cast : memref<f32, strided<[]>> -> memref<f32>, index
// CHECK-NEXT:     bufferization.dealloc (%base_buffer : memref<f32>) if (%true)
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
