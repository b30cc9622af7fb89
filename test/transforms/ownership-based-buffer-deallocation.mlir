// ownership-based-buffer-deallocation on single-block functions: ownership
// per allocation, the function-boundary ABI (arguments never owned, results
// owned by the caller, clones under `scf.if` otherwise), one
// bufferization.dealloc of the base buffers before the return.  The CHECK
// lines are mlir-opt 22's output and hold for both tools.
// RUN: bufopt %s --split-input-file --ownership-based-buffer-deallocation | FileCheck %s
// RUN: mlir-opt %s --split-input-file --ownership-based-buffer-deallocation | FileCheck %s
// RUN: bufopt %s --split-input-file --ownership-based-buffer-deallocation | mlir-opt --split-input-file | FileCheck %s

// A fresh buffer that dies here is freed; the returned one is retained; the
// argument is listed with ownership false.
func.func @returned_and_temporary(%arg0: memref<4xf32>) -> memref<4xf32> {
  %0 = memref.alloc() : memref<4xf32>
  %1 = memref.alloc() : memref<4xf32>
  memref.copy %arg0, %0 : memref<4xf32> to memref<4xf32>
  memref.copy %0, %1 : memref<4xf32> to memref<4xf32>
  return %1 : memref<4xf32>
}

// CHECK-LABEL: func.func @returned_and_temporary
// CHECK-SAME: (%arg0: memref<4xf32>) -> memref<4xf32> {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %true_0 = arith.constant true
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT: %alloc_1 = memref.alloc() : memref<4xf32>
// CHECK-NEXT: memref.copy %arg0, %alloc : memref<4xf32> to memref<4xf32>
// CHECK-NEXT: memref.copy %alloc, %alloc_1 : memref<4xf32> to memref<4xf32>
// CHECK-NEXT: %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %arg0 : memref<4xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %base_buffer_2, %offset_3, %sizes_4, %strides_5 = memref.extract_strided_metadata %alloc : memref<4xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %base_buffer_6, %offset_7, %sizes_8, %strides_9 = memref.extract_strided_metadata %alloc_1 : memref<4xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %0 = bufferization.dealloc (%base_buffer, %base_buffer_2, %base_buffer_6 : memref<f32>, memref<f32>, memref<f32>) if (%false, %true_0, %true) retain (%alloc_1 : memref<4xf32>)
// CHECK-NEXT: return %alloc_1 : memref<4xf32>
// CHECK-NEXT: }

// -----

// A view has its source's ownership and is not listed; an alloca gets a
// false ownership but is never listed.
func.func @view_and_alloca(%arg0: memref<4xf32>) {
  %0 = memref.alloc() : memref<8xf32>
  %s = memref.subview %0[0][4][1] : memref<8xf32> to memref<4xf32, strided<[1]>>
  memref.copy %arg0, %s : memref<4xf32> to memref<4xf32, strided<[1]>>
  %a = memref.alloca() : memref<4xf32>
  memref.copy %arg0, %a : memref<4xf32> to memref<4xf32>
  return
}

// CHECK-LABEL: func.func @view_and_alloca
// CHECK-SAME: (%arg0: memref<4xf32>) {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %false_0 = arith.constant false
// CHECK-NEXT: %alloc = memref.alloc() : memref<8xf32>
// CHECK-NEXT: %subview = memref.subview %alloc[0] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1]>>
// CHECK-NEXT: memref.copy %arg0, %subview : memref<4xf32> to memref<4xf32, strided<[1]>>
// CHECK-NEXT: %alloca = memref.alloca() : memref<4xf32>
// CHECK-NEXT: memref.copy %arg0, %alloca : memref<4xf32> to memref<4xf32>
// CHECK-NEXT: %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %arg0 : memref<4xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %base_buffer_1, %offset_2, %sizes_3, %strides_4 = memref.extract_strided_metadata %alloc : memref<8xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: bufferization.dealloc (%base_buffer, %base_buffer_1 : memref<f32>, memref<f32>) if (%false_0, %true)
// CHECK-NEXT: return
// CHECK-NEXT: }

// -----

// The caller owns what is returned: an argument is not owned, so it is
// cloned under `scf.if %false`.
func.func @returns_argument(%arg0: memref<4xf32>) -> memref<4xf32> {
  return %arg0 : memref<4xf32>
}

// CHECK-LABEL: func.func @returns_argument
// CHECK-SAME: (%arg0: memref<4xf32>) -> memref<4xf32> {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %0 = scf.if %false -> (memref<4xf32>) {
// CHECK-NEXT: scf.yield %arg0 : memref<4xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: %2 = bufferization.clone %arg0 : memref<4xf32> to memref<4xf32>
// CHECK-NEXT: scf.yield %2 : memref<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %arg0 : memref<4xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %base_buffer_0, %offset_1, %sizes_2, %strides_3 = memref.extract_strided_metadata %0 : memref<4xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %1 = bufferization.dealloc (%base_buffer, %base_buffer_0 : memref<f32>, memref<f32>) if (%false, %true) retain (%0 : memref<4xf32>)
// CHECK-NEXT: return %0 : memref<4xf32>
// CHECK-NEXT: }

// -----

// Two arguments (ownerships in argument order), a global (false, made at
// the op), a cast (its source's ownership) and the same buffer returned
// twice (ownership true: no clone, as upstream).
memref.global "private" constant @gv : memref<4xf32> = dense<1.0>
func.func @globals_and_casts(%x: memref<4xf32>, %y: memref<2xf32>) -> (memref<4xf32>, memref<4xf32>) {
  %0 = memref.alloc() : memref<4xf32>
  %g = memref.get_global @gv : memref<4xf32>
  memref.copy %g, %0 : memref<4xf32> to memref<4xf32>
  %c = memref.cast %0 : memref<4xf32> to memref<?xf32>
  return %0, %0 : memref<4xf32>, memref<4xf32>
}

// CHECK: memref.global "private" constant @gv : memref<4xf32> = dense<1.000000e+00>
// CHECK-LABEL: func.func @globals_and_casts
// CHECK-SAME: (%arg0: memref<4xf32>, %arg1: memref<2xf32>) -> (memref<4xf32>, memref<4xf32>) {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %false_0 = arith.constant false
// CHECK-NEXT: %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT: %false_1 = arith.constant false
// CHECK-NEXT: %0 = memref.get_global @gv : memref<4xf32>
// CHECK-NEXT: memref.copy %0, %alloc : memref<4xf32> to memref<4xf32>
// CHECK-NEXT: %cast = memref.cast %alloc : memref<4xf32> to memref<?xf32>
// CHECK-NEXT: %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %arg0 : memref<4xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %base_buffer_2, %offset_3, %sizes_4, %strides_5 = memref.extract_strided_metadata %arg1 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %base_buffer_6, %offset_7, %sizes_8, %strides_9 = memref.extract_strided_metadata %alloc : memref<4xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %1:2 = bufferization.dealloc (%base_buffer, %base_buffer_2, %base_buffer_6 : memref<f32>, memref<f32>, memref<f32>) if (%false, %false_0, %true) retain (%alloc, %alloc : memref<4xf32>, memref<4xf32>)
// CHECK-NEXT: return %alloc, %alloc : memref<4xf32>, memref<4xf32>
// CHECK-NEXT: }

// -----

// Call results are owned by the caller: one `true` per call, made at the
// call, even when the call returns no memref.
func.func private @make() -> (memref<4xf32>, memref<2xf32>)
func.func private @use(%m: memref<4xf32>) -> i32
func.func @calls() -> i32 {
  %a, %b = call @make() : () -> (memref<4xf32>, memref<2xf32>)
  %r = call @use(%a) : (memref<4xf32>) -> i32
  return %r : i32
}

// CHECK-LABEL: func.func private @make
// CHECK-SAME: () -> (memref<4xf32>, memref<2xf32>)
// CHECK-LABEL: func.func private @use
// CHECK-SAME: (memref<4xf32>) -> i32
// CHECK-LABEL: func.func @calls
// CHECK-SAME: () -> i32 {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %0:2 = call @make() : () -> (memref<4xf32>, memref<2xf32>)
// CHECK-NEXT: %true_0 = arith.constant true
// CHECK-NEXT: %1 = call @use(%0#0) : (memref<4xf32>) -> i32
// CHECK-NEXT: %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %0#0 : memref<4xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %base_buffer_1, %offset_2, %sizes_3, %strides_4 = memref.extract_strided_metadata %0#1 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: bufferization.dealloc (%base_buffer, %base_buffer_1 : memref<f32>, memref<f32>) if (%true, %true)
// CHECK-NEXT: return %1 : i32
// CHECK-NEXT: }

// -----

// A returned view of a fresh buffer: the buffer is listed, the view retained.
func.func @returns_view(%n: index) -> memref<?xf32, strided<[1], offset: 2>> {
  %0 = memref.alloc(%n) : memref<?xf32>
  %c2 = arith.constant 2 : index
  %s = memref.subview %0[2][%n][1] : memref<?xf32> to memref<?xf32, strided<[1], offset: 2>>
  return %s : memref<?xf32, strided<[1], offset: 2>>
}

// CHECK-LABEL: func.func @returns_view
// CHECK-SAME: (%arg0: index) -> memref<?xf32, strided<[1], offset: 2>> {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %alloc = memref.alloc(%arg0) : memref<?xf32>
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %subview = memref.subview %alloc[2] [%arg0] [1] : memref<?xf32> to memref<?xf32, strided<[1], offset: 2>>
// CHECK-NEXT: %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %alloc : memref<?xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %0 = bufferization.dealloc (%base_buffer : memref<f32>) if (%true) retain (%subview : memref<?xf32, strided<[1], offset: 2>>)
// CHECK-NEXT: return %subview : memref<?xf32, strided<[1], offset: 2>>
// CHECK-NEXT: }

// -----

// A linalg op has a region, but one that never sees a memref: supported.
func.func @fill(%v: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %0 = memref.alloc() : memref<2x3xf32>
  linalg.fill ins(%v : f32) outs(%0 : memref<2x3xf32>)
  %e = memref.expand_shape %0 [[0], [1, 2]] output_shape [2, 3, 1] : memref<2x3xf32> into memref<2x3x1xf32>
  %r = memref.load %e[%c0, %c0, %c0] : memref<2x3x1xf32>
  return %r : f32
}

// CHECK-LABEL: func.func @fill
// CHECK-SAME: (%arg0: f32) -> f32 {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %alloc = memref.alloc() : memref<2x3xf32>
// CHECK-NEXT: linalg.fill ins(%arg0 : f32) outs(%alloc : memref<2x3xf32>)
// CHECK-NEXT: %expand_shape = memref.expand_shape %alloc {{\[\[}}0], [1, 2{{\]\]}} output_shape [2, 3, 1] : memref<2x3xf32> into memref<2x3x1xf32>
// CHECK-NEXT: %0 = memref.load %expand_shape[%c0, %c0, %c0] : memref<2x3x1xf32>
// CHECK-NEXT: %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %alloc : memref<2x3xf32> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT: bufferization.dealloc (%base_buffer : memref<f32>) if (%true)
// CHECK-NEXT: return %0 : f32
// CHECK-NEXT: }
