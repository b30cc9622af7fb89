// bufferization-lower-deallocations, general case: a dealloc of several
// memrefs goes through upstream's private @dealloc_helper (pointer and
// condition tables, one helper per module), with and without retained
// values.  CHECK lines: mlir-opt 22's output, for both tools.
// RUN: bufopt %s --bufferization-lower-deallocations | FileCheck %s
// RUN: mlir-opt %s --bufferization-lower-deallocations | FileCheck %s

func.func @two_retained(%a: memref<f32>, %b: memref<f32>, %c0: i1, %c1: i1, %r: memref<2xf32>, %s: memref<f32>) -> (i1, i1) {
  %0:2 = bufferization.dealloc (%a, %b : memref<f32>, memref<f32>) if (%c0, %c1) retain (%r, %s : memref<2xf32>, memref<f32>)
  return %0#0, %0#1 : i1, i1
}
func.func @three(%a: memref<f32>, %b: memref<f32>, %c: memref<f32>, %c0: i1) {
  bufferization.dealloc (%a, %b, %c : memref<f32>, memref<f32>, memref<f32>) if (%c0, %c0, %c0)
  return
}

// CHECK: module {
// CHECK-NEXT:   func.func @two_retained(%arg0: memref<f32>, %arg1: memref<f32>, %arg2: i1, %arg3: i1, %arg4: memref<2xf32>, %arg5: memref<f32>) -> (i1, i1) {
// CHECK-NEXT:     %alloc = memref.alloc() : memref<2xindex>
// CHECK-NEXT:     %alloc_0 = memref.alloc() : memref<2xi1>
// CHECK-NEXT:     %alloc_1 = memref.alloc() : memref<2xindex>
// CHECK-NEXT:     %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<f32> -> index
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     memref.store %intptr, %alloc[%c0] : memref<2xindex>
// CHECK-NEXT:     %intptr_2 = memref.extract_aligned_pointer_as_index %arg1 : memref<f32> -> index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     memref.store %intptr_2, %alloc[%c1] : memref<2xindex>
// CHECK-NEXT:     %c0_3 = arith.constant 0 : index
// CHECK-NEXT:     memref.store %arg2, %alloc_0[%c0_3] : memref<2xi1>
// CHECK-NEXT:     %c1_4 = arith.constant 1 : index
// CHECK-NEXT:     memref.store %arg3, %alloc_0[%c1_4] : memref<2xi1>
// CHECK-NEXT:     %intptr_5 = memref.extract_aligned_pointer_as_index %arg4 : memref<2xf32> -> index
// CHECK-NEXT:     %c0_6 = arith.constant 0 : index
// CHECK-NEXT:     memref.store %intptr_5, %alloc_1[%c0_6] : memref<2xindex>
// CHECK-NEXT:     %intptr_7 = memref.extract_aligned_pointer_as_index %arg5 : memref<f32> -> index
// CHECK-NEXT:     %c1_8 = arith.constant 1 : index
// CHECK-NEXT:     memref.store %intptr_7, %alloc_1[%c1_8] : memref<2xindex>
// CHECK-NEXT:     %cast = memref.cast %alloc : memref<2xindex> to memref<?xindex>
// CHECK-NEXT:     %cast_9 = memref.cast %alloc_0 : memref<2xi1> to memref<?xi1>
// CHECK-NEXT:     %cast_10 = memref.cast %alloc_1 : memref<2xindex> to memref<?xindex>
// CHECK-NEXT:     %alloc_11 = memref.alloc() : memref<2xi1>
// CHECK-NEXT:     %alloc_12 = memref.alloc() : memref<2xi1>
// CHECK-NEXT:     %cast_13 = memref.cast %alloc_11 : memref<2xi1> to memref<?xi1>
// CHECK-NEXT:     %cast_14 = memref.cast %alloc_12 : memref<2xi1> to memref<?xi1>
// CHECK-NEXT:     call @dealloc_helper(%cast, %cast_10, %cast_9, %cast_13, %cast_14) : (memref<?xindex>, memref<?xindex>, memref<?xi1>, memref<?xi1>, memref<?xi1>) -> ()
// CHECK-NEXT:     %c0_15 = arith.constant 0 : index
// CHECK-NEXT:     %0 = memref.load %alloc_11[%c0_15] : memref<2xi1>
// CHECK-NEXT:     scf.if %0 {
// CHECK-NEXT:       memref.dealloc %arg0 : memref<f32>
// CHECK-NEXT:     }
// CHECK-NEXT:     %c1_16 = arith.constant 1 : index
// CHECK-NEXT:     %1 = memref.load %alloc_11[%c1_16] : memref<2xi1>
// CHECK-NEXT:     scf.if %1 {
// CHECK-NEXT:       memref.dealloc %arg1 : memref<f32>
// CHECK-NEXT:     }
// CHECK-NEXT:     %c0_17 = arith.constant 0 : index
// CHECK-NEXT:     %2 = memref.load %alloc_12[%c0_17] : memref<2xi1>
// CHECK-NEXT:     %c1_18 = arith.constant 1 : index
// CHECK-NEXT:     %3 = memref.load %alloc_12[%c1_18] : memref<2xi1>
// CHECK-NEXT:     memref.dealloc %alloc : memref<2xindex>
// CHECK-NEXT:     memref.dealloc %alloc_1 : memref<2xindex>
// CHECK-NEXT:     memref.dealloc %alloc_0 : memref<2xi1>
// CHECK-NEXT:     memref.dealloc %alloc_11 : memref<2xi1>
// CHECK-NEXT:     memref.dealloc %alloc_12 : memref<2xi1>
// CHECK-NEXT:     return %2, %3 : i1, i1
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @three(%arg0: memref<f32>, %arg1: memref<f32>, %arg2: memref<f32>, %arg3: i1) {
// CHECK-NEXT:     %alloc = memref.alloc() : memref<3xindex>
// CHECK-NEXT:     %alloc_0 = memref.alloc() : memref<3xi1>
// CHECK-NEXT:     %alloc_1 = memref.alloc() : memref<0xindex>
// CHECK-NEXT:     %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<f32> -> index
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     memref.store %intptr, %alloc[%c0] : memref<3xindex>
// CHECK-NEXT:     %intptr_2 = memref.extract_aligned_pointer_as_index %arg1 : memref<f32> -> index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     memref.store %intptr_2, %alloc[%c1] : memref<3xindex>
// CHECK-NEXT:     %intptr_3 = memref.extract_aligned_pointer_as_index %arg2 : memref<f32> -> index
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     memref.store %intptr_3, %alloc[%c2] : memref<3xindex>
// CHECK-NEXT:     %c0_4 = arith.constant 0 : index
// CHECK-NEXT:     memref.store %arg3, %alloc_0[%c0_4] : memref<3xi1>
// CHECK-NEXT:     %c1_5 = arith.constant 1 : index
// CHECK-NEXT:     memref.store %arg3, %alloc_0[%c1_5] : memref<3xi1>
// CHECK-NEXT:     %c2_6 = arith.constant 2 : index
// CHECK-NEXT:     memref.store %arg3, %alloc_0[%c2_6] : memref<3xi1>
// CHECK-NEXT:     %cast = memref.cast %alloc : memref<3xindex> to memref<?xindex>
// CHECK-NEXT:     %cast_7 = memref.cast %alloc_0 : memref<3xi1> to memref<?xi1>
// CHECK-NEXT:     %cast_8 = memref.cast %alloc_1 : memref<0xindex> to memref<?xindex>
// CHECK-NEXT:     %alloc_9 = memref.alloc() : memref<3xi1>
// CHECK-NEXT:     %alloc_10 = memref.alloc() : memref<0xi1>
// CHECK-NEXT:     %cast_11 = memref.cast %alloc_9 : memref<3xi1> to memref<?xi1>
// CHECK-NEXT:     %cast_12 = memref.cast %alloc_10 : memref<0xi1> to memref<?xi1>
// CHECK-NEXT:     call @dealloc_helper(%cast, %cast_8, %cast_7, %cast_11, %cast_12) : (memref<?xindex>, memref<?xindex>, memref<?xi1>, memref<?xi1>, memref<?xi1>) -> ()
// CHECK-NEXT:     %c0_13 = arith.constant 0 : index
// CHECK-NEXT:     %0 = memref.load %alloc_9[%c0_13] : memref<3xi1>
// CHECK-NEXT:     scf.if %0 {
// CHECK-NEXT:       memref.dealloc %arg0 : memref<f32>
// CHECK-NEXT:     }
// CHECK-NEXT:     %c1_14 = arith.constant 1 : index
// CHECK-NEXT:     %1 = memref.load %alloc_9[%c1_14] : memref<3xi1>
// CHECK-NEXT:     scf.if %1 {
// CHECK-NEXT:       memref.dealloc %arg1 : memref<f32>
// CHECK-NEXT:     }
// CHECK-NEXT:     %c2_15 = arith.constant 2 : index
// CHECK-NEXT:     %2 = memref.load %alloc_9[%c2_15] : memref<3xi1>
// CHECK-NEXT:     scf.if %2 {
// CHECK-NEXT:       memref.dealloc %arg2 : memref<f32>
// CHECK-NEXT:     }
// CHECK-NEXT:     memref.dealloc %alloc : memref<3xindex>
// CHECK-NEXT:     memref.dealloc %alloc_1 : memref<0xindex>
// CHECK-NEXT:     memref.dealloc %alloc_0 : memref<3xi1>
// CHECK-NEXT:     memref.dealloc %alloc_9 : memref<3xi1>
// CHECK-NEXT:     memref.dealloc %alloc_10 : memref<0xi1>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func private @dealloc_helper(%arg0: memref<?xindex>, %arg1: memref<?xindex>, %arg2: memref<?xi1>, %arg3: memref<?xi1>, %arg4: memref<?xi1>) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %true = arith.constant true
// CHECK-NEXT:     %false = arith.constant false
// CHECK-NEXT:     %dim = memref.dim %arg0, %c0 : memref<?xindex>
// CHECK-NEXT:     %dim_0 = memref.dim %arg1, %c0 : memref<?xindex>
// CHECK-NEXT:     scf.for %arg5 = %c0 to %dim_0 step %c1 {
// CHECK-NEXT:       memref.store %false, %arg4[%arg5] : memref<?xi1>
// CHECK-NEXT:     }
// CHECK-NEXT:     scf.for %arg5 = %c0 to %dim step %c1 {
// CHECK-NEXT:       %0 = memref.load %arg0[%arg5] : memref<?xindex>
// CHECK-NEXT:       %1 = memref.load %arg2[%arg5] : memref<?xi1>
// CHECK-NEXT:       %2 = scf.for %arg6 = %c0 to %dim_0 step %c1 iter_args(%arg7 = %true) -> (i1) {
// CHECK-NEXT:         %5 = memref.load %arg1[%arg6] : memref<?xindex>
// CHECK-NEXT:         %6 = arith.cmpi eq, %5, %0 : index
// CHECK-NEXT:         scf.if %6 {
// CHECK-NEXT:           %9 = memref.load %arg4[%arg6] : memref<?xi1>
// CHECK-NEXT:           %10 = arith.ori %9, %1 : i1
// CHECK-NEXT:           memref.store %10, %arg4[%arg6] : memref<?xi1>
// CHECK-NEXT:         }
// CHECK-NEXT:         %7 = arith.cmpi ne, %5, %0 : index
// CHECK-NEXT:         %8 = arith.andi %arg7, %7 : i1
// CHECK-NEXT:         scf.yield %8 : i1
// CHECK-NEXT:       }
// CHECK-NEXT:       %3 = scf.for %arg6 = %c0 to %arg5 step %c1 iter_args(%arg7 = %2) -> (i1) {
// CHECK-NEXT:         %5 = memref.load %arg0[%arg6] : memref<?xindex>
// CHECK-NEXT:         %6 = arith.cmpi ne, %5, %0 : index
// CHECK-NEXT:         %7 = arith.andi %arg7, %6 : i1
// CHECK-NEXT:         scf.yield %7 : i1
// CHECK-NEXT:       }
// CHECK-NEXT:       %4 = arith.andi %3, %1 : i1
// CHECK-NEXT:       memref.store %4, %arg3[%arg5] : memref<?xi1>
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
