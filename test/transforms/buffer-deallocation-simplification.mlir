// buffer-deallocation-simplification after ownership-based-buffer-
// deallocation: what is known statically (false conditions, base buffers
// of allocations, dead allocations, retained values that are the same or
// never the same buffer, buffers that alias no other) leaves deallocs of
// owned buffers under the constant true.  CHECK lines: mlir-opt 22's
// output, for both tools; FRESH lines: bufopt's fresh-call-results option.
// RUN: bufopt %s --split-input-file --ownership-based-buffer-deallocation --buffer-deallocation-simplification | FileCheck %s
// RUN: mlir-opt %s --split-input-file --ownership-based-buffer-deallocation --buffer-deallocation-simplification | FileCheck %s
// RUN: bufopt %s --split-input-file --ownership-based-buffer-deallocation --buffer-deallocation-simplification=fresh-call-results | FileCheck %s --check-prefix=FRESH

// Everything known: the temporaries are freed under `true`, one dealloc
// each; the argument (ownership false) and the returned buffer drop out.
func.func @temporaries(%a: memref<4xf32>) -> memref<4xf32> {
  %0 = memref.alloc() : memref<4xf32>
  %1 = memref.alloc() : memref<4xf32>
  %2 = memref.alloc() : memref<4xf32>
  memref.copy %a, %0 : memref<4xf32> to memref<4xf32>
  memref.copy %0, %1 : memref<4xf32> to memref<4xf32>
  memref.copy %1, %2 : memref<4xf32> to memref<4xf32>
  return %2 : memref<4xf32>
}

// CHECK-LABEL: func.func @temporaries
// CHECK-SAME: (%arg0: memref<4xf32>) -> memref<4xf32> {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT: %alloc_0 = memref.alloc() : memref<4xf32>
// CHECK-NEXT: %alloc_1 = memref.alloc() : memref<4xf32>
// CHECK-NEXT: memref.copy %arg0, %alloc : memref<4xf32> to memref<4xf32>
// CHECK-NEXT: memref.copy %alloc, %alloc_0 : memref<4xf32> to memref<4xf32>
// CHECK-NEXT: memref.copy %alloc_0, %alloc_1 : memref<4xf32> to memref<4xf32>
// CHECK-NEXT: bufferization.dealloc (%alloc : memref<4xf32>) if (%true)
// CHECK-NEXT: bufferization.dealloc (%alloc_0 : memref<4xf32>) if (%true)
// CHECK-NEXT: return %alloc_1 : memref<4xf32>
// CHECK-NEXT: }

// -----

// An allocation nothing uses goes with its dealloc; a returned view keeps
// its buffer alive (it is the same allocation as the retained value).
func.func @dead_and_view(%n: index) -> memref<2xf32, strided<[1], offset: 2>> {
  %dead = memref.alloc(%n) : memref<?x4xf32>
  %0 = memref.alloc() : memref<4xf32>
  %s = memref.subview %0[2][2][1] : memref<4xf32> to memref<2xf32, strided<[1], offset: 2>>
  return %s : memref<2xf32, strided<[1], offset: 2>>
}

// CHECK-LABEL: func.func @dead_and_view
// CHECK-SAME: (%arg0: index) -> memref<2xf32, strided<[1], offset: 2>> {
// CHECK-NEXT: %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT: %subview = memref.subview %alloc[2] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1], offset: 2>>
// CHECK-NEXT: return %subview : memref<2xf32, strided<[1], offset: 2>>
// CHECK-NEXT: }

// -----

// A returned argument comes back as a clone that is retained: nothing to free.
func.func @returns_argument(%arg0: memref<4xf32>) -> memref<4xf32> {
  return %arg0 : memref<4xf32>
}

// CHECK-LABEL: func.func @returns_argument
// CHECK-SAME: (%arg0: memref<4xf32>) -> memref<4xf32> {
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %0 = scf.if %false -> (memref<4xf32>) {
// CHECK-NEXT: scf.yield %arg0 : memref<4xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: %1 = bufferization.clone %arg0 : memref<4xf32> to memref<4xf32>
// CHECK-NEXT: scf.yield %1 : memref<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : memref<4xf32>
// CHECK-NEXT: }

// -----

// Call results may be anything for upstream: the dealloc keeps them
// together (the lowering would need its helper function).  With
// fresh-call-results (bufopt only) a call result is a buffer the callee
// handed over, as the function-boundary ABI guarantees: each buffer gets
// its own dealloc.
func.func private @make() -> memref<4xf32>
func.func @calls(%i: index) -> f32 {
  %0 = memref.alloc() : memref<4xf32>
  %1 = call @make() : () -> memref<4xf32>
  %2 = call @make() : () -> memref<4xf32>
  memref.copy %1, %0 : memref<4xf32> to memref<4xf32>
  memref.copy %2, %0 : memref<4xf32> to memref<4xf32>
  %v = memref.load %0[%i] : memref<4xf32>
  return %v : f32
}

// CHECK-LABEL: func.func private @make
// CHECK-SAME: () -> memref<4xf32>
// CHECK-LABEL: func.func @calls
// CHECK-SAME: (%arg0: index) -> f32 {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT: %0 = call @make() : () -> memref<4xf32>
// CHECK-NEXT: %1 = call @make() : () -> memref<4xf32>
// CHECK-NEXT: memref.copy %0, %alloc : memref<4xf32> to memref<4xf32>
// CHECK-NEXT: memref.copy %1, %alloc : memref<4xf32> to memref<4xf32>
// CHECK-NEXT: %2 = memref.load %alloc[%arg0] : memref<4xf32>
// CHECK-NEXT: %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %0 : memref<4xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %base_buffer_0, %offset_1, %sizes_2, %strides_3 = memref.extract_strided_metadata %1 : memref<4xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: bufferization.dealloc (%alloc, %base_buffer, %base_buffer_0 : memref<4xf32>, memref<f32>, memref<f32>) if (%true, %true, %true)
// CHECK-NEXT: return %2 : f32
// CHECK-NEXT: }

// -----

// For upstream the returned call result may be the buffer given to the
// call: the dealloc keeps it retained (a runtime pointer check).
func.func private @pick(memref<4xf32>, memref<4xf32>) -> memref<4xf32>
func.func @retained_may_alias() -> memref<4xf32> {
  %0 = memref.alloc() : memref<4xf32>
  %1 = call @pick(%0, %0) : (memref<4xf32>, memref<4xf32>) -> memref<4xf32>
  return %1 : memref<4xf32>
}

// CHECK-LABEL: func.func private @pick
// CHECK-SAME: (memref<4xf32>, memref<4xf32>) -> memref<4xf32>
// CHECK-LABEL: func.func @retained_may_alias
// CHECK-SAME: () -> memref<4xf32> {
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT: %0 = call @pick(%alloc, %alloc) : (memref<4xf32>, memref<4xf32>) -> memref<4xf32>
// CHECK-NEXT: %1 = bufferization.dealloc (%alloc : memref<4xf32>) if (%true) retain (%0 : memref<4xf32>)
// CHECK-NEXT: return %0 : memref<4xf32>
// CHECK-NEXT: }

// With fresh-call-results the calls and the allocation get a dealloc each:
// FRESH-LABEL: func.func @calls
// FRESH-SAME: (%arg0: index) -> f32 {
// FRESH-NEXT: %true = arith.constant true
// FRESH-NEXT: %alloc = memref.alloc() : memref<4xf32>
// FRESH-NEXT: %0 = call @make() : () -> memref<4xf32>
// FRESH-NEXT: %1 = call @make() : () -> memref<4xf32>
// FRESH-NEXT: memref.copy %0, %alloc : memref<4xf32> to memref<4xf32>
// FRESH-NEXT: memref.copy %1, %alloc : memref<4xf32> to memref<4xf32>
// FRESH-NEXT: %2 = memref.load %alloc[%arg0] : memref<4xf32>
// FRESH-NEXT: %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %0 : memref<4xf32> -> memref<f32>, index, index, index
// FRESH-NEXT: %base_buffer_0, %offset_1, %sizes_2, %strides_3 = memref.extract_strided_metadata %1 : memref<4xf32> -> memref<f32>, index, index, index
// FRESH-NEXT: bufferization.dealloc (%alloc : memref<4xf32>) if (%true)
// FRESH-NEXT: bufferization.dealloc (%base_buffer : memref<f32>) if (%true)
// FRESH-NEXT: bufferization.dealloc (%base_buffer_0 : memref<f32>) if (%true)
// FRESH-NEXT: return %2 : f32
// FRESH-NEXT: }
// FRESH-LABEL: func.func @retained_may_alias
// FRESH-SAME: () -> memref<4xf32> {
// FRESH-NEXT: %true = arith.constant true
// FRESH-NEXT: %alloc = memref.alloc() : memref<4xf32>
// FRESH-NEXT: %0 = call @pick(%alloc, %alloc) : (memref<4xf32>, memref<4xf32>) -> memref<4xf32>
// FRESH-NEXT: bufferization.dealloc (%alloc : memref<4xf32>) if (%true)
// FRESH-NEXT: return %0 : memref<4xf32>
// FRESH-NEXT: }
