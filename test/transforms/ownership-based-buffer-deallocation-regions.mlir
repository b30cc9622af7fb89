// ownership-based-buffer-deallocation through region control flow: i1
// ownership iter_args / block arguments / results for the memrefs that
// scf.for, scf.if, scf.while, scf.execute_region and scf.index_switch pass,
// a dealloc at the end of every region block, arith.select of ownerships,
// forall and parallel bodies freeing their own buffers, nesting, globals
// and allocas never freed, manually managed buffers.  CHECK lines:
// mlir-opt 22's output, for both tools.
// RUN: bufopt %s --ownership-based-buffer-deallocation | FileCheck %s
// RUN: mlir-opt %s --ownership-based-buffer-deallocation | FileCheck %s

func.func @loop_carries_buffer(%lb: index, %ub: index, %s: index, %a: memref<2xf32>) -> memref<2xf32> {
  %r = scf.for %i = %lb to %ub step %s iter_args(%x = %a) -> memref<2xf32> {
    %n = memref.alloc() : memref<2xf32>
    memref.copy %x, %n : memref<2xf32> to memref<2xf32>
    scf.yield %n : memref<2xf32>
  }
  return %r : memref<2xf32>
}
func.func @loop_local_buffer(%lb: index, %ub: index, %s: index, %out: memref<2xf32>) {
  scf.for %i = %lb to %ub step %s {
    %n = memref.alloc() : memref<2xf32>
    memref.copy %out, %n : memref<2xf32> to memref<2xf32>
    %v = memref.subview %n[0] [1] [1] : memref<2xf32> to memref<1xf32, strided<[1]>>
    scf.yield
  }
  return
}
func.func @if_else(%c: i1, %a: memref<2xf32>) -> memref<2xf32> {
  %r = scf.if %c -> memref<2xf32> {
    %n = memref.alloc() : memref<2xf32>
    scf.yield %n : memref<2xf32>
  } else {
    scf.yield %a : memref<2xf32>
  }
  %t = memref.alloc() : memref<2xf32>
  return %r : memref<2xf32>
}
func.func @while_loop(%a: memref<2xf32>, %c: i1) -> memref<2xf32> {
  %r = scf.while (%x = %a) : (memref<2xf32>) -> memref<2xf32> {
    %n = memref.alloc() : memref<2xf32>
    scf.condition(%c) %n : memref<2xf32>
  } do {
  ^bb0(%y: memref<2xf32>):
    scf.yield %y : memref<2xf32>
  }
  return %r : memref<2xf32>
}
func.func @region_and_select(%a: memref<2xf32>, %c: i1) -> memref<2xf32> {
  %r = scf.execute_region -> memref<2xf32> {
    %n = memref.alloc() : memref<2xf32>
    scf.yield %n : memref<2xf32>
  }
  %s = arith.select %c, %r, %a : memref<2xf32>
  return %s : memref<2xf32>
}
func.func @switch(%i: index, %a: memref<2xf32>) -> memref<2xf32> {
  %r = scf.index_switch %i -> memref<2xf32>
  case 0 {
    %n = memref.alloc() : memref<2xf32>
    scf.yield %n : memref<2xf32>
  }
  default {
    scf.yield %a : memref<2xf32>
  }
  return %r : memref<2xf32>
}
func.func @parallel_loops(%n: index) {
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
func.func @nested(%lb: index, %ub: index, %s: index, %c: i1) -> memref<2xf32> {
  %a = memref.alloc() : memref<2xf32>
  %r = scf.for %i = %lb to %ub step %s iter_args(%x = %a) -> memref<2xf32> {
    %y = scf.if %c -> memref<2xf32> {
      %n = memref.alloc() : memref<2xf32>
      scf.yield %n : memref<2xf32>
    } else {
      scf.yield %x : memref<2xf32>
    }
    scf.yield %y : memref<2xf32>
  }
  %g = memref.get_global @gv : memref<2xf32>
  %t = memref.alloca() : memref<2xf32>
  return %r : memref<2xf32>
}
memref.global "private" constant @gv : memref<2xf32> = dense<1.0>
func.func @manual(%a: memref<2xf32>) {
  %m = memref.alloc() {bufferization.manual_deallocation} : memref<2xf32>
  memref.dealloc %m {bufferization.manual_deallocation} : memref<2xf32>
  return
}

// CHECK: module {
// CHECK-NEXT:   func.func @loop_carries_buffer(%arg0: index, %arg1: index, %arg2: index, %arg3: memref<2xf32>) -> memref<2xf32> {
// CHECK-NEXT:     %false = arith.constant false
// CHECK-NEXT:     %false_0 = arith.constant false
// CHECK-NEXT:     %0:2 = scf.for %arg4 = %arg0 to %arg1 step %arg2 iter_args(%arg5 = %arg3, %arg6 = %false) -> (memref<2xf32>, i1) {
// CHECK-NEXT:       %true_9 = arith.constant true
// CHECK-NEXT:       %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT:       memref.copy %arg5, %alloc : memref<2xf32> to memref<2xf32>
// CHECK-NEXT:       %base_buffer_10, %offset_11, %sizes_12, %strides_13 = memref.extract_strided_metadata %arg5 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT:       %base_buffer_14, %offset_15, %sizes_16, %strides_17 = memref.extract_strided_metadata %alloc : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT:       %3 = bufferization.dealloc (%base_buffer_10, %base_buffer_14 : memref<f32>, memref<f32>) if (%arg6, %true_9) retain (%alloc : memref<2xf32>)
// CHECK-NEXT:       scf.yield %alloc, %3 : memref<2xf32>, i1
// CHECK-NEXT:     }
// CHECK-NEXT:     %1 = scf.if %0#1 -> (memref<2xf32>) {
// CHECK-NEXT:       scf.yield %0#0 : memref<2xf32>
// CHECK-NEXT:     } else {
// CHECK-NEXT:       %3 = bufferization.clone %0#0 : memref<2xf32> to memref<2xf32>
// CHECK-NEXT:       scf.yield %3 : memref<2xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     %true = arith.constant true
// CHECK-NEXT:     %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %arg3 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT:     %base_buffer_1, %offset_2, %sizes_3, %strides_4 = memref.extract_strided_metadata %0#0 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT:     %base_buffer_5, %offset_6, %sizes_7, %strides_8 = memref.extract_strided_metadata %1 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT:     %2 = bufferization.dealloc (%base_buffer, %base_buffer_1, %base_buffer_5 : memref<f32>, memref<f32>, memref<f32>) if (%false_0, %0#1, %true) retain (%1 : memref<2xf32>)
// CHECK-NEXT:     return %1 : memref<2xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @loop_local_buffer(%arg0: index, %arg1: index, %arg2: index, %arg3: memref<2xf32>) {
// CHECK-NEXT:     %false = arith.constant false
// CHECK-NEXT:     %false_0 = arith.constant false
// CHECK-NEXT:     scf.for %arg4 = %arg0 to %arg1 step %arg2 {
// CHECK-NEXT:       %true = arith.constant true
// CHECK-NEXT:       %false_1 = arith.constant false
// CHECK-NEXT:       %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT:       memref.copy %arg3, %alloc : memref<2xf32> to memref<2xf32>
// CHECK-NEXT:       %subview = memref.subview %alloc[0] [1] [1] : memref<2xf32> to memref<1xf32, strided<[1]>>
// CHECK-NEXT:       %base_buffer_2, %offset_3, %sizes_4, %strides_5 = memref.extract_strided_metadata %alloc : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT:       bufferization.dealloc (%base_buffer_2 : memref<f32>) if (%true)
// CHECK-NEXT:     }
// CHECK-NEXT:     %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %arg3 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT:     bufferization.dealloc (%base_buffer : memref<f32>) if (%false_0)
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @if_else(%arg0: i1, %arg1: memref<2xf32>) -> memref<2xf32> {
// CHECK-NEXT:     %true = arith.constant true
// CHECK-NEXT:     %false = arith.constant false
// CHECK-NEXT:     %false_0 = arith.constant false
// CHECK-NEXT:     %0:2 = scf.if %arg0 -> (memref<2xf32>, i1) {
// CHECK-NEXT:       %true_14 = arith.constant true
// CHECK-NEXT:       %alloc_15 = memref.alloc() : memref<2xf32>
// CHECK-NEXT:       %base_buffer_16, %offset_17, %sizes_18, %strides_19 = memref.extract_strided_metadata %alloc_15 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT:       %3 = bufferization.dealloc (%base_buffer_16 : memref<f32>) if (%true_14) retain (%alloc_15 : memref<2xf32>)
// CHECK-NEXT:       scf.yield %alloc_15, %3 : memref<2xf32>, i1
// CHECK-NEXT:     } else {
// CHECK-NEXT:       %false_14 = arith.constant false
// CHECK-NEXT:       %3 = bufferization.dealloc retain (%arg1 : memref<2xf32>)
// CHECK-NEXT:       scf.yield %arg1, %3 : memref<2xf32>, i1
// CHECK-NEXT:     }
// CHECK-NEXT:     %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT:     %1 = scf.if %0#1 -> (memref<2xf32>) {
// CHECK-NEXT:       scf.yield %0#0 : memref<2xf32>
// CHECK-NEXT:     } else {
// CHECK-NEXT:       %3 = bufferization.clone %0#0 : memref<2xf32> to memref<2xf32>
// CHECK-NEXT:       scf.yield %3 : memref<2xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     %true_1 = arith.constant true
// CHECK-NEXT:     %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %arg1 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT:     %base_buffer_2, %offset_3, %sizes_4, %strides_5 = memref.extract_strided_metadata %0#0 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT:     %base_buffer_6, %offset_7, %sizes_8, %strides_9 = memref.extract_strided_metadata %alloc : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT:     %base_buffer_10, %offset_11, %sizes_12, %strides_13 = memref.extract_strided_metadata %1 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT:     %2 = bufferization.dealloc (%base_buffer, %base_buffer_2, %base_buffer_6, %base_buffer_10 : memref<f32>, memref<f32>, memref<f32>, memref<f32>) if (%false_0, %0#1, %true, %true_1) retain (%1 : memref<2xf32>)
// CHECK-NEXT:     return %1 : memref<2xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @while_loop(%arg0: memref<2xf32>, %arg1: i1) -> memref<2xf32> {
// CHECK-NEXT:     %false = arith.constant false
// CHECK-NEXT:     %false_0 = arith.constant false
// CHECK-NEXT:     %0:2 = scf.while (%arg2 = %arg0, %arg3 = %false) : (memref<2xf32>, i1) -> (memref<2xf32>, i1) {
// CHECK-NEXT:       %true_9 = arith.constant true
// CHECK-NEXT:       %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT:       %base_buffer_10, %offset_11, %sizes_12, %strides_13 = memref.extract_strided_metadata %arg2 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT:       %base_buffer_14, %offset_15, %sizes_16, %strides_17 = memref.extract_strided_metadata %alloc : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT:       %3 = bufferization.dealloc (%base_buffer_10, %base_buffer_14 : memref<f32>, memref<f32>) if (%arg3, %true_9) retain (%alloc : memref<2xf32>)
// CHECK-NEXT:       scf.condition(%arg1) %alloc, %3 : memref<2xf32>, i1
// CHECK-NEXT:     } do {
// CHECK-NEXT:     ^bb0(%arg2: memref<2xf32>, %arg3: i1):
// CHECK-NEXT:       %base_buffer_9, %offset_10, %sizes_11, %strides_12 = memref.extract_strided_metadata %arg2 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT:       %3 = bufferization.dealloc (%base_buffer_9 : memref<f32>) if (%arg3) retain (%arg2 : memref<2xf32>)
// CHECK-NEXT:       scf.yield %arg2, %3 : memref<2xf32>, i1
// CHECK-NEXT:     }
// CHECK-NEXT:     %1 = scf.if %0#1 -> (memref<2xf32>) {
// CHECK-NEXT:       scf.yield %0#0 : memref<2xf32>
// CHECK-NEXT:     } else {
// CHECK-NEXT:       %3 = bufferization.clone %0#0 : memref<2xf32> to memref<2xf32>
// CHECK-NEXT:       scf.yield %3 : memref<2xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     %true = arith.constant true
// CHECK-NEXT:     %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %arg0 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT:     %base_buffer_1, %offset_2, %sizes_3, %strides_4 = memref.extract_strided_metadata %0#0 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT:     %base_buffer_5, %offset_6, %sizes_7, %strides_8 = memref.extract_strided_metadata %1 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT:     %2 = bufferization.dealloc (%base_buffer, %base_buffer_1, %base_buffer_5 : memref<f32>, memref<f32>, memref<f32>) if (%false_0, %0#1, %true) retain (%1 : memref<2xf32>)
// CHECK-NEXT:     return %1 : memref<2xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @region_and_select(%arg0: memref<2xf32>, %arg1: i1) -> memref<2xf32> {
// CHECK-NEXT:     %false = arith.constant false
// CHECK-NEXT:     %false_0 = arith.constant false
// CHECK-NEXT:     %0:2 = scf.execute_region -> (memref<2xf32>, i1) {
// CHECK-NEXT:       %true_9 = arith.constant true
// CHECK-NEXT:       %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT:       %base_buffer_10, %offset_11, %sizes_12, %strides_13 = memref.extract_strided_metadata %alloc : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT:       %5 = bufferization.dealloc (%base_buffer_10 : memref<f32>) if (%true_9) retain (%alloc : memref<2xf32>)
// CHECK-NEXT:       scf.yield %alloc, %5 : memref<2xf32>, i1
// CHECK-NEXT:     }
// CHECK-NEXT:     %1 = arith.select %arg1, %0#0, %arg0 : memref<2xf32>
// CHECK-NEXT:     %2 = arith.select %arg1, %0#1, %false_0 : i1
// CHECK-NEXT:     %3 = scf.if %2 -> (memref<2xf32>) {
// CHECK-NEXT:       scf.yield %1 : memref<2xf32>
// CHECK-NEXT:     } else {
// CHECK-NEXT:       %5 = bufferization.clone %1 : memref<2xf32> to memref<2xf32>
// CHECK-NEXT:       scf.yield %5 : memref<2xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     %true = arith.constant true
// CHECK-NEXT:     %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %arg0 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT:     %base_buffer_1, %offset_2, %sizes_3, %strides_4 = memref.extract_strided_metadata %0#0 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT:     %base_buffer_5, %offset_6, %sizes_7, %strides_8 = memref.extract_strided_metadata %3 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT:     %4 = bufferization.dealloc (%base_buffer, %base_buffer_1, %base_buffer_5 : memref<f32>, memref<f32>, memref<f32>) if (%false_0, %0#1, %true) retain (%3 : memref<2xf32>)
// CHECK-NEXT:     return %3 : memref<2xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @switch(%arg0: index, %arg1: memref<2xf32>) -> memref<2xf32> {
// CHECK-NEXT:     %false = arith.constant false
// CHECK-NEXT:     %false_0 = arith.constant false
// CHECK-NEXT:     %0:2 = scf.index_switch %arg0 -> memref<2xf32>, i1 
// CHECK-NEXT:     case 0 {
// CHECK-NEXT:       %true_9 = arith.constant true
// CHECK-NEXT:       %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT:       %base_buffer_10, %offset_11, %sizes_12, %strides_13 = memref.extract_strided_metadata %alloc : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT:       %3 = bufferization.dealloc (%base_buffer_10 : memref<f32>) if (%true_9) retain (%alloc : memref<2xf32>)
// CHECK-NEXT:       scf.yield %alloc, %3 : memref<2xf32>, i1
// CHECK-NEXT:     }
// CHECK-NEXT:     default {
// CHECK-NEXT:       %false_9 = arith.constant false
// CHECK-NEXT:       %3 = bufferization.dealloc retain (%arg1 : memref<2xf32>)
// CHECK-NEXT:       scf.yield %arg1, %3 : memref<2xf32>, i1
// CHECK-NEXT:     }
// CHECK-NEXT:     %1 = scf.if %0#1 -> (memref<2xf32>) {
// CHECK-NEXT:       scf.yield %0#0 : memref<2xf32>
// CHECK-NEXT:     } else {
// CHECK-NEXT:       %3 = bufferization.clone %0#0 : memref<2xf32> to memref<2xf32>
// CHECK-NEXT:       scf.yield %3 : memref<2xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     %true = arith.constant true
// CHECK-NEXT:     %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %arg1 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT:     %base_buffer_1, %offset_2, %sizes_3, %strides_4 = memref.extract_strided_metadata %0#0 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT:     %base_buffer_5, %offset_6, %sizes_7, %strides_8 = memref.extract_strided_metadata %1 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT:     %2 = bufferization.dealloc (%base_buffer, %base_buffer_1, %base_buffer_5 : memref<f32>, memref<f32>, memref<f32>) if (%false_0, %0#1, %true) retain (%1 : memref<2xf32>)
// CHECK-NEXT:     return %1 : memref<2xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @parallel_loops(%arg0: index) {
// CHECK-NEXT:     %false = arith.constant false
// CHECK-NEXT:     %false_0 = arith.constant false
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     scf.forall (%arg1) in (%arg0) {
// CHECK-NEXT:       %true = arith.constant true
// CHECK-NEXT:       %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT:       %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %alloc : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT:       bufferization.dealloc (%base_buffer : memref<f32>) if (%true)
// CHECK-NEXT:     }
// CHECK-NEXT:     scf.parallel (%arg1) = (%c0) to (%arg0) step (%c1) {
// CHECK-NEXT:       %true = arith.constant true
// CHECK-NEXT:       %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT:       %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %alloc : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT:       bufferization.dealloc (%base_buffer : memref<f32>) if (%true)
// CHECK-NEXT:       scf.reduce 
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @nested(%arg0: index, %arg1: index, %arg2: index, %arg3: i1) -> memref<2xf32> {
// CHECK-NEXT:     %false = arith.constant false
// CHECK-NEXT:     %false_0 = arith.constant false
// CHECK-NEXT:     %true = arith.constant true
// CHECK-NEXT:     %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT:     %0:2 = scf.for %arg4 = %arg0 to %arg1 step %arg2 iter_args(%arg5 = %alloc, %arg6 = %false_0) -> (memref<2xf32>, i1) {
// CHECK-NEXT:       %false_11 = arith.constant false
// CHECK-NEXT:       %4:2 = scf.if %arg3 -> (memref<2xf32>, i1) {
// CHECK-NEXT:         %true_20 = arith.constant true
// CHECK-NEXT:         %alloc_21 = memref.alloc() : memref<2xf32>
// CHECK-NEXT:         %base_buffer_22, %offset_23, %sizes_24, %strides_25 = memref.extract_strided_metadata %alloc_21 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT:         %6 = bufferization.dealloc (%base_buffer_22 : memref<f32>) if (%true_20) retain (%alloc_21 : memref<2xf32>)
// CHECK-NEXT:         scf.yield %alloc_21, %6 : memref<2xf32>, i1
// CHECK-NEXT:       } else {
// CHECK-NEXT:         %false_20 = arith.constant false
// CHECK-NEXT:         %6 = bufferization.dealloc retain (%arg5 : memref<2xf32>)
// CHECK-NEXT:         scf.yield %arg5, %6 : memref<2xf32>, i1
// CHECK-NEXT:       }
// CHECK-NEXT:       %base_buffer_12, %offset_13, %sizes_14, %strides_15 = memref.extract_strided_metadata %arg5 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT:       %base_buffer_16, %offset_17, %sizes_18, %strides_19 = memref.extract_strided_metadata %4#0 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT:       %5 = bufferization.dealloc (%base_buffer_12, %base_buffer_16 : memref<f32>, memref<f32>) if (%arg6, %4#1) retain (%4#0 : memref<2xf32>)
// CHECK-NEXT:       scf.yield %4#0, %5 : memref<2xf32>, i1
// CHECK-NEXT:     }
// CHECK-NEXT:     %false_1 = arith.constant false
// CHECK-NEXT:     %1 = memref.get_global @gv : memref<2xf32>
// CHECK-NEXT:     %alloca = memref.alloca() : memref<2xf32>
// CHECK-NEXT:     %2 = scf.if %0#1 -> (memref<2xf32>) {
// CHECK-NEXT:       scf.yield %0#0 : memref<2xf32>
// CHECK-NEXT:     } else {
// CHECK-NEXT:       %4 = bufferization.clone %0#0 : memref<2xf32> to memref<2xf32>
// CHECK-NEXT:       scf.yield %4 : memref<2xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     %true_2 = arith.constant true
// CHECK-NEXT:     %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %alloc : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT:     %base_buffer_3, %offset_4, %sizes_5, %strides_6 = memref.extract_strided_metadata %0#0 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT:     %base_buffer_7, %offset_8, %sizes_9, %strides_10 = memref.extract_strided_metadata %2 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT:     %3 = bufferization.dealloc (%base_buffer, %base_buffer_3, %base_buffer_7 : memref<f32>, memref<f32>, memref<f32>) if (%true, %0#1, %true_2) retain (%2 : memref<2xf32>)
// CHECK-NEXT:     return %2 : memref<2xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   memref.global "private" constant @gv : memref<2xf32> = dense<1.000000e+00>
// CHECK-NEXT:   func.func @manual(%arg0: memref<2xf32>) {
// CHECK-NEXT:     %false = arith.constant false
// CHECK-NEXT:     %false_0 = arith.constant false
// CHECK-NEXT:     %alloc = memref.alloc() {bufferization.manual_deallocation} : memref<2xf32>
// CHECK-NEXT:     %true = arith.constant true
// CHECK-NEXT:     %0 = arith.xori %false, %true : i1
// CHECK-NEXT:     cf.assert %0, "expected that the block does not have ownership"
// CHECK-NEXT:     memref.dealloc %alloc {bufferization.manual_deallocation} : memref<2xf32>
// CHECK-NEXT:     %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %arg0 : memref<2xf32> -> memref<f32>, index, index, index
// CHECK-NEXT:     bufferization.dealloc (%base_buffer : memref<f32>) if (%false_0)
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
