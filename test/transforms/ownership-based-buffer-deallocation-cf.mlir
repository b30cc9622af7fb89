// ownership-based-buffer-deallocation through unstructured control flow:
// memrefs passed to successor blocks get an i1 ownership operand / block
// argument, every block frees what it owns before its branch (cf.cond_br:
// one dealloc per successor, conditions masked by the branch condition),
// memrefs live into a successor are retained and freed where they die.
// CHECK lines: mlir-opt 22's output, for both tools.
// RUN: bufopt %s --ownership-based-buffer-deallocation | FileCheck %s
// RUN: mlir-opt %s --ownership-based-buffer-deallocation | FileCheck %s

func.func @chain(%c: i1, %arg: memref<2xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<2xf32>
  memref.copy %arg, %a : memref<2xf32> to memref<2xf32>
  cf.br ^bb1
^bb1:
  %b = memref.alloc() : memref<2xf32>
  cf.cond_br %c, ^bb2, ^bb3
^bb2:
  %v = memref.load %a[%c0] : memref<2xf32>
  cf.br ^bb4(%v : f32)
^bb3:
  %w = memref.load %b[%c0] : memref<2xf32>
  cf.br ^bb4(%w : f32)
^bb4(%r: f32):
  return %r : f32
}
func.func @diamond(%c: i1, %arg: memref<2xf32>) -> memref<2xf32> {
  %a = memref.alloc() : memref<2xf32>
  cf.cond_br %c, ^bb1, ^bb2(%arg : memref<2xf32>)
^bb1:
  %b = memref.alloc() : memref<2xf32>
  memref.copy %a, %b : memref<2xf32> to memref<2xf32>
  cf.br ^bb3(%b : memref<2xf32>)
^bb2(%x: memref<2xf32>):
  cf.br ^bb3(%x : memref<2xf32>)
^bb3(%r: memref<2xf32>):
  return %r : memref<2xf32>
}

// CHECK: module {
// CHECK-NEXT:   func.func @chain(%arg0: i1, %arg1: memref<2xf32>) -> f32 {
// CHECK-NEXT:     %true = arith.constant true
// CHECK-NEXT:     %false = arith.constant false
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT:     memref.copy %arg1, %alloc : memref<2xf32> to memref<2xf32>
// CHECK-NEXT:     %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %arg1 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT:     %base_buffer_0, %offset_1, %sizes_2, %strides_3 = memref.extract_strided_metadata %alloc : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT:     %0 = bufferization.dealloc (%base_buffer, %base_buffer_0 : memref<f32>, memref<f32>) if (%false, %true) retain (%alloc : memref<2xf32>)
// CHECK-NEXT:     cf.br ^bb1
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     %true_4 = arith.constant true
// CHECK-NEXT:     %alloc_5 = memref.alloc() : memref<2xf32>
// CHECK-NEXT:     %base_buffer_6, %offset_7, %sizes_8, %strides_9 = memref.extract_strided_metadata %alloc : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT:     %base_buffer_10, %offset_11, %sizes_12, %strides_13 = memref.extract_strided_metadata %alloc_5 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT:     %1 = arith.andi %0, %arg0 : i1
// CHECK-NEXT:     %2 = arith.andi %true_4, %arg0 : i1
// CHECK-NEXT:     %3 = bufferization.dealloc (%base_buffer_6, %base_buffer_10 : memref<f32>, memref<f32>) if (%1, %2) retain (%alloc : memref<2xf32>)
// CHECK-NEXT:     %true_14 = arith.constant true
// CHECK-NEXT:     %4 = arith.xori %true_14, %arg0 : i1
// CHECK-NEXT:     %5 = arith.andi %0, %4 : i1
// CHECK-NEXT:     %true_15 = arith.constant true
// CHECK-NEXT:     %6 = arith.xori %true_15, %arg0 : i1
// CHECK-NEXT:     %7 = arith.andi %true_4, %6 : i1
// CHECK-NEXT:     %8 = bufferization.dealloc (%base_buffer_6, %base_buffer_10 : memref<f32>, memref<f32>) if (%5, %7) retain (%alloc_5 : memref<2xf32>)
// CHECK-NEXT:     cf.cond_br %arg0, ^bb2, ^bb3
// CHECK-NEXT:   ^bb2:  // pred: ^bb1
// CHECK-NEXT:     %9 = memref.load %alloc[%c0] : memref<2xf32>
// CHECK-NEXT:     %base_buffer_16, %offset_17, %sizes_18, %strides_19 = memref.extract_strided_metadata %alloc : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT:     bufferization.dealloc (%base_buffer_16 : memref<f32>) if (%0)
// CHECK-NEXT:     cf.br ^bb4(%9 : f32)
// CHECK-NEXT:   ^bb3:  // pred: ^bb1
// CHECK-NEXT:     %10 = memref.load %alloc_5[%c0] : memref<2xf32>
// CHECK-NEXT:     %base_buffer_20, %offset_21, %sizes_22, %strides_23 = memref.extract_strided_metadata %alloc_5 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT:     bufferization.dealloc (%base_buffer_20 : memref<f32>) if (%8)
// CHECK-NEXT:     cf.br ^bb4(%10 : f32)
// CHECK-NEXT:   ^bb4(%11: f32):  // 2 preds: ^bb2, ^bb3
// CHECK-NEXT:     return %11 : f32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @diamond(%arg0: i1, %arg1: memref<2xf32>) -> memref<2xf32> {
// CHECK-NEXT:     %true = arith.constant true
// CHECK-NEXT:     %false = arith.constant false
// CHECK-NEXT:     %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT:     %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %arg1 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT:     %base_buffer_0, %offset_1, %sizes_2, %strides_3 = memref.extract_strided_metadata %alloc : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT:     %0 = arith.andi %false, %arg0 : i1
// CHECK-NEXT:     %1 = arith.andi %true, %arg0 : i1
// CHECK-NEXT:     %2 = bufferization.dealloc (%base_buffer, %base_buffer_0 : memref<f32>, memref<f32>) if (%0, %1) retain (%alloc : memref<2xf32>)
// CHECK-NEXT:     %true_4 = arith.constant true
// CHECK-NEXT:     %3 = arith.xori %true_4, %arg0 : i1
// CHECK-NEXT:     %4 = arith.andi %false, %3 : i1
// CHECK-NEXT:     %true_5 = arith.constant true
// CHECK-NEXT:     %5 = arith.xori %true_5, %arg0 : i1
// CHECK-NEXT:     %6 = arith.andi %true, %5 : i1
// CHECK-NEXT:     %7 = bufferization.dealloc (%base_buffer, %base_buffer_0 : memref<f32>, memref<f32>) if (%4, %6) retain (%arg1 : memref<2xf32>)
// CHECK-NEXT:     cf.cond_br %arg0, ^bb1, ^bb2(%arg1, %7 : memref<2xf32>, i1)
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     %true_6 = arith.constant true
// CHECK-NEXT:     %alloc_7 = memref.alloc() : memref<2xf32>
// CHECK-NEXT:     memref.copy %alloc, %alloc_7 : memref<2xf32> to memref<2xf32>
// CHECK-NEXT:     %base_buffer_8, %offset_9, %sizes_10, %strides_11 = memref.extract_strided_metadata %alloc : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT:     %base_buffer_12, %offset_13, %sizes_14, %strides_15 = memref.extract_strided_metadata %alloc_7 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT:     %8 = bufferization.dealloc (%base_buffer_8, %base_buffer_12 : memref<f32>, memref<f32>) if (%2, %true_6) retain (%alloc_7 : memref<2xf32>)
// CHECK-NEXT:     cf.br ^bb3(%alloc_7, %8 : memref<2xf32>, i1)
// CHECK-NEXT:   ^bb2(%9: memref<2xf32>, %10: i1):  // pred: ^bb0
// CHECK-NEXT:     %base_buffer_16, %offset_17, %sizes_18, %strides_19 = memref.extract_strided_metadata %9 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT:     %11 = bufferization.dealloc (%base_buffer_16 : memref<f32>) if (%10) retain (%9 : memref<2xf32>)
// CHECK-NEXT:     cf.br ^bb3(%9, %11 : memref<2xf32>, i1)
// CHECK-NEXT:   ^bb3(%12: memref<2xf32>, %13: i1):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT:     %14 = scf.if %13 -> (memref<2xf32>) {
// CHECK-NEXT:       scf.yield %12 : memref<2xf32>
// CHECK-NEXT:     } else {
// CHECK-NEXT:       %16 = bufferization.clone %12 : memref<2xf32> to memref<2xf32>
// CHECK-NEXT:       scf.yield %16 : memref<2xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     %true_20 = arith.constant true
// CHECK-NEXT:     %base_buffer_21, %offset_22, %sizes_23, %strides_24 = memref.extract_strided_metadata %12 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT:     %base_buffer_25, %offset_26, %sizes_27, %strides_28 = memref.extract_strided_metadata %14 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT:     %15 = bufferization.dealloc (%base_buffer_21, %base_buffer_25 : memref<f32>, memref<f32>) if (%13, %true_20) retain (%14 : memref<2xf32>)
// CHECK-NEXT:     return %14 : memref<2xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
