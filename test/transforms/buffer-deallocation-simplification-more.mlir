// buffer-deallocation-simplification on code the earlier tests do not
// cover, where bufopt prints what mlir-opt 22 prints: bufferization.
// to_buffer (never owned), a loop carrying an f32 and a buffer, a function
// returning one buffer twice and its caller, a region with branches
// (cf.cond_br masks folded as upstream's greedy driver folds arith.andi /
// xori and moves constants to the right), a subview of an outer buffer in
// a loop; and empty loops that the rewrites leave behind erased.  CHECK
// lines: mlir-opt 22's output, for both tools.
// RUN: bufopt %s --ownership-based-buffer-deallocation --buffer-deallocation-simplification | FileCheck %s
// RUN: mlir-opt %s --ownership-based-buffer-deallocation --buffer-deallocation-simplification | FileCheck %s

func.func @to_buf(%t: tensor<4xf32>) -> memref<4xf32> {
  %m = bufferization.to_buffer %t : tensor<4xf32> to memref<4xf32>
  return %m : memref<4xf32>
}
func.func @mixed(%n: index, %a: memref<2xf32>, %f: f32) -> (f32, memref<2xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %f, %m = %a) -> (f32, memref<2xf32>) {
    %x = memref.alloc() : memref<2xf32>
    %v = memref.load %m[%c0] : memref<2xf32>
    %s = arith.addf %acc, %v : f32
    scf.yield %s, %x : f32, memref<2xf32>
  }
  return %r#0, %r#1 : f32, memref<2xf32>
}
func.func @twice() -> (memref<2xf32>, memref<2xf32>) {
  %a = memref.alloc() : memref<2xf32>
  return %a, %a : memref<2xf32>, memref<2xf32>
}
func.func @region_cf(%c: i1) -> memref<2xf32> {
  %r = scf.execute_region -> memref<2xf32> {
    %a = memref.alloc() : memref<2xf32>
    cf.cond_br %c, ^bb1(%a : memref<2xf32>), ^bb2
  ^bb1(%x: memref<2xf32>):
    scf.yield %x : memref<2xf32>
  ^bb2:
    %b = memref.alloc() : memref<2xf32>
    scf.yield %b : memref<2xf32>
  }
  return %r : memref<2xf32>
}
func.func @nested_use(%n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = memref.alloc() : memref<2xf32>
  %z = arith.constant 0.0 : f32
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> f32 {
    %s = memref.subview %a[0] [1] [1] : memref<2xf32> to memref<1xf32, strided<[1]>>
    %v = memref.load %s[%c0] : memref<1xf32, strided<[1]>>
    %q = arith.addf %acc, %v : f32
    scf.yield %q : f32
  }
  return %r : f32
}
func.func @caller() -> f32 {
  %c0 = arith.constant 0 : index
  %a:2 = call @twice() : () -> (memref<2xf32>, memref<2xf32>)
  %v = memref.load %a#0[%c0] : memref<2xf32>
  return %v : f32
}
func.func @loops_left_empty(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.forall (%i) in (%n) {
    %m = memref.alloc() : memref<2xf32>
  }
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    %m = memref.alloc() : memref<2xf32>
    scf.reduce
  }
  return
}

// CHECK: module {
// CHECK-NEXT:   func.func @to_buf(%arg0: tensor<4xf32>) -> memref<4xf32> {
// CHECK-NEXT:     %false = arith.constant false
// CHECK-NEXT:     %0 = bufferization.to_buffer %arg0 : tensor<4xf32> to memref<4xf32>
// CHECK-NEXT:     %1 = scf.if %false -> (memref<4xf32>) {
// CHECK-NEXT:       scf.yield %0 : memref<4xf32>
// CHECK-NEXT:     } else {
// CHECK-NEXT:       %2 = bufferization.clone %0 : memref<4xf32> to memref<4xf32>
// CHECK-NEXT:       scf.yield %2 : memref<4xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     return %1 : memref<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @mixed(%arg0: index, %arg1: memref<2xf32>, %arg2: f32) -> (f32, memref<2xf32>) {
// CHECK-NEXT:     %true = arith.constant true
// CHECK-NEXT:     %false = arith.constant false
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %0:3 = scf.for %arg3 = %c0 to %arg0 step %c1 iter_args(%arg4 = %arg2, %arg5 = %arg1, %arg6 = %false) -> (f32, memref<2xf32>, i1) {
// CHECK-NEXT:       %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT:       %3 = memref.load %arg5[%c0] : memref<2xf32>
// CHECK-NEXT:       %4 = arith.addf %arg4, %3 : f32
// CHECK-NEXT:       %base_buffer_0, %offset_1, %sizes_2, %strides_3 = memref.extract_strided_metadata %arg5 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT:       bufferization.dealloc (%base_buffer_0 : memref<f32>) if (%arg6)
// CHECK-NEXT:       scf.yield %4, %alloc, %true : f32, memref<2xf32>, i1
// CHECK-NEXT:     }
// CHECK-NEXT:     %1 = scf.if %0#2 -> (memref<2xf32>) {
// CHECK-NEXT:       scf.yield %0#1 : memref<2xf32>
// CHECK-NEXT:     } else {
// CHECK-NEXT:       %3 = bufferization.clone %0#1 : memref<2xf32> to memref<2xf32>
// CHECK-NEXT:       scf.yield %3 : memref<2xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %0#1 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT:     %2 = bufferization.dealloc (%base_buffer : memref<f32>) if (%0#2) retain (%1 : memref<2xf32>)
// CHECK-NEXT:     return %0#0, %1 : f32, memref<2xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @twice() -> (memref<2xf32>, memref<2xf32>) {
// CHECK-NEXT:     %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT:     return %alloc, %alloc : memref<2xf32>, memref<2xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @region_cf(%arg0: i1) -> memref<2xf32> {
// CHECK-NEXT:     %true = arith.constant true
// CHECK-NEXT:     %0:2 = scf.execute_region -> (memref<2xf32>, i1) {
// CHECK-NEXT:       %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT:       %3 = arith.xori %arg0, %true : i1
// CHECK-NEXT:       bufferization.dealloc (%alloc : memref<2xf32>) if (%3)
// CHECK-NEXT:       cf.cond_br %arg0, ^bb1(%alloc, %arg0 : memref<2xf32>, i1), ^bb2
// CHECK-NEXT:     ^bb1(%4: memref<2xf32>, %5: i1):  // pred: ^bb0
// CHECK-NEXT:       scf.yield %4, %5 : memref<2xf32>, i1
// CHECK-NEXT:     ^bb2:  // pred: ^bb0
// CHECK-NEXT:       %alloc_0 = memref.alloc() : memref<2xf32>
// CHECK-NEXT:       scf.yield %alloc_0, %true : memref<2xf32>, i1
// CHECK-NEXT:     }
// CHECK-NEXT:     %1 = scf.if %0#1 -> (memref<2xf32>) {
// CHECK-NEXT:       scf.yield %0#0 : memref<2xf32>
// CHECK-NEXT:     } else {
// CHECK-NEXT:       %3 = bufferization.clone %0#0 : memref<2xf32> to memref<2xf32>
// CHECK-NEXT:       scf.yield %3 : memref<2xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %0#0 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT:     %2 = bufferization.dealloc (%base_buffer : memref<f32>) if (%0#1) retain (%1 : memref<2xf32>)
// CHECK-NEXT:     return %1 : memref<2xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @nested_use(%arg0: index) -> f32 {
// CHECK-NEXT:     %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:     %true = arith.constant true
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT:     %0 = scf.for %arg1 = %c0 to %arg0 step %c1 iter_args(%arg2 = %cst) -> (f32) {
// CHECK-NEXT:       %subview = memref.subview %alloc[0] [1] [1] : memref<2xf32> to memref<1xf32, strided<[1]>>
// CHECK-NEXT:       %1 = memref.load %subview[%c0] : memref<1xf32, strided<[1]>>
// CHECK-NEXT:       %2 = arith.addf %arg2, %1 : f32
// CHECK-NEXT:       scf.yield %2 : f32
// CHECK-NEXT:     }
// CHECK-NEXT:     bufferization.dealloc (%alloc : memref<2xf32>) if (%true)
// CHECK-NEXT:     return %0 : f32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @caller() -> f32 {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %true = arith.constant true
// CHECK-NEXT:     %0:2 = call @twice() : () -> (memref<2xf32>, memref<2xf32>)
// CHECK-NEXT:     %1 = memref.load %0#0[%c0] : memref<2xf32>
// CHECK-NEXT:     %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %0#0 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT:     %base_buffer_0, %offset_1, %sizes_2, %strides_3 = memref.extract_strided_metadata %0#1 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT:     bufferization.dealloc (%base_buffer, %base_buffer_0 : memref<f32>, memref<f32>) if (%true, %true)
// CHECK-NEXT:     return %1 : f32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @loops_left_empty(%arg0: index) {
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
