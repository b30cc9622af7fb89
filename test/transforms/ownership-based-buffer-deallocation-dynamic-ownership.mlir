// ownership-based-buffer-deallocation with private-function-dynamic-
// ownership: a private function returns an i1 ownership per memref result
// (no clone at its return) and calls to it use it; calls to public or
// external functions follow the function-boundary ABI.  CHECK lines:
// mlir-opt 22's output, for both tools.
// RUN: bufopt %s --ownership-based-buffer-deallocation=private-function-dynamic-ownership | FileCheck %s
// RUN: mlir-opt %s --ownership-based-buffer-deallocation=private-function-dynamic-ownership | FileCheck %s

func.func private @make(%c: i1, %a: memref<2xf32>) -> memref<2xf32> {
  %r = scf.if %c -> memref<2xf32> {
    %n = memref.alloc() : memref<2xf32>
    scf.yield %n : memref<2xf32>
  } else {
    scf.yield %a : memref<2xf32>
  }
  return %r : memref<2xf32>
}
func.func private @external(%a: memref<2xf32>) -> memref<2xf32>
func.func @user(%c: i1, %a: memref<2xf32>) -> memref<2xf32> {
  %0 = call @make(%c, %a) : (i1, memref<2xf32>) -> memref<2xf32>
  %1 = call @external(%0) : (memref<2xf32>) -> memref<2xf32>
  return %0 : memref<2xf32>
}

// CHECK: module {
// CHECK-NEXT:   func.func private @make(%arg0: i1, %arg1: memref<2xf32>) -> (memref<2xf32>, i1) {
// CHECK-NEXT:     %false = arith.constant false
// CHECK-NEXT:     %false_0 = arith.constant false
// CHECK-NEXT:     %0:2 = scf.if %arg0 -> (memref<2xf32>, i1) {
// CHECK-NEXT:       %true = arith.constant true
// CHECK-NEXT:       %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT:       %base_buffer_5, %offset_6, %sizes_7, %strides_8 = memref.extract_strided_metadata %alloc : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT:       %2 = bufferization.dealloc (%base_buffer_5 : memref<f32>) if (%true) retain (%alloc : memref<2xf32>)
// CHECK-NEXT:       scf.yield %alloc, %2 : memref<2xf32>, i1
// CHECK-NEXT:     } else {
// CHECK-NEXT:       %false_5 = arith.constant false
// CHECK-NEXT:       %2 = bufferization.dealloc retain (%arg1 : memref<2xf32>)
// CHECK-NEXT:       scf.yield %arg1, %2 : memref<2xf32>, i1
// CHECK-NEXT:     }
// CHECK-NEXT:     %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %arg1 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT:     %base_buffer_1, %offset_2, %sizes_3, %strides_4 = memref.extract_strided_metadata %0#0 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT:     %1 = bufferization.dealloc (%base_buffer, %base_buffer_1 : memref<f32>, memref<f32>) if (%false_0, %0#1) retain (%0#0 : memref<2xf32>)
// CHECK-NEXT:     return %0#0, %1 : memref<2xf32>, i1
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func private @external(memref<2xf32>) -> memref<2xf32>
// CHECK-NEXT:   func.func @user(%arg0: i1, %arg1: memref<2xf32>) -> memref<2xf32> {
// CHECK-NEXT:     %false = arith.constant false
// CHECK-NEXT:     %0:2 = call @make(%arg0, %arg1) : (i1, memref<2xf32>) -> (memref<2xf32>, i1)
// CHECK-NEXT:     %true = arith.constant true
// CHECK-NEXT:     %1 = call @external(%0#0) : (memref<2xf32>) -> memref<2xf32>
// CHECK-NEXT:     %2 = scf.if %0#1 -> (memref<2xf32>) {
// CHECK-NEXT:       scf.yield %0#0 : memref<2xf32>
// CHECK-NEXT:     } else {
// CHECK-NEXT:       %4 = bufferization.clone %0#0 : memref<2xf32> to memref<2xf32>
// CHECK-NEXT:       scf.yield %4 : memref<2xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     %true_0 = arith.constant true
// CHECK-NEXT:     %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %arg1 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT:     %base_buffer_1, %offset_2, %sizes_3, %strides_4 = memref.extract_strided_metadata %0#0 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT:     %base_buffer_5, %offset_6, %sizes_7, %strides_8 = memref.extract_strided_metadata %1 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT:     %base_buffer_9, %offset_10, %sizes_11, %strides_12 = memref.extract_strided_metadata %2 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT:     %3 = bufferization.dealloc (%base_buffer, %base_buffer_1, %base_buffer_5, %base_buffer_9 : memref<f32>, memref<f32>, memref<f32>, memref<f32>) if (%false, %0#1, %true, %true_0) retain (%2 : memref<2xf32>)
// CHECK-NEXT:     return %2 : memref<2xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
