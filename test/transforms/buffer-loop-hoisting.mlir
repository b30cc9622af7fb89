// buffer-loop-hoisting on the input of buffer-hoisting.mlir: memref.alloc
// and memref.alloca leave loops (scf.for, scf.while; not the parallel
// scf.forall / scf.parallel, as upstream) when their sizes
// are defined outside and no iteration hands the buffer to the next or to
// the code after the loop.  CHECK lines: mlir-opt 22's output, for both tools.
// RUN: bufopt %S/buffer-hoisting.mlir --allow-unregistered-dialect --buffer-loop-hoisting | FileCheck %s
// RUN: mlir-opt %S/buffer-hoisting.mlir --allow-unregistered-dialect --buffer-loop-hoisting | FileCheck %s
// RUN: bufopt %S/buffer-hoisting.mlir --allow-unregistered-dialect --buffer-loop-hoisting | mlir-opt --allow-unregistered-dialect | FileCheck %s
// CHECK-LABEL: func.func @to_dominator(%arg0: i1, %arg1: memref<2xf32>, %arg2: memref<2xf32>) {
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: cf.br ^bb3(%arg1 : memref<2xf32>)
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: "test.fill"(%alloc) : (memref<2xf32>) -> ()
// CHECK-NEXT: cf.br ^bb3(%alloc : memref<2xf32>)
// CHECK-NEXT: ^bb3(%0: memref<2xf32>):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT: memref.copy %0, %arg2 : memref<2xf32> to memref<2xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }

// CHECK-LABEL: func.func @size_in_branch(%arg0: i1, %arg1: memref<?xf32>, %arg2: index, %arg3: memref<?xf32>) {
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: cf.br ^bb3(%arg1 : memref<?xf32>)
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: %0 = arith.addi %arg2, %arg2 : index
// CHECK-NEXT: %alloc = memref.alloc(%0) : memref<?xf32>
// CHECK-NEXT: "test.fill"(%alloc) : (memref<?xf32>) -> ()
// CHECK-NEXT: cf.br ^bb3(%alloc : memref<?xf32>)
// CHECK-NEXT: ^bb3(%1: memref<?xf32>):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT: memref.copy %1, %arg3 : memref<?xf32> to memref<?xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }

// CHECK-LABEL: func.func @local(%arg0: i1) {
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: %alloc = memref.alloc() : memref<2xf32>
// CHECK-NEXT: "test.fill"(%alloc) : (memref<2xf32>) -> ()
// CHECK-NEXT: cf.br ^bb2
// CHECK-NEXT: ^bb2:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: return
// CHECK-NEXT: }

// CHECK-LABEL: func.func @out_of_if(%arg0: i1, %arg1: f32) -> memref<4xf32> {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0 = scf.if %arg0 -> (memref<4xf32>) {
// CHECK-NEXT: %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT: scf.yield %alloc : memref<4xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT: memref.store %arg1, %alloc[%c0] : memref<4xf32>
// CHECK-NEXT: scf.yield %alloc : memref<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: scf.if %arg0 {
// CHECK-NEXT: %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT: memref.store %arg1, %alloc[%c0] : memref<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : memref<4xf32>
// CHECK-NEXT: }

// CHECK-LABEL: func.func @loops(%arg0: index, %arg1: i1, %arg2: f32) -> memref<4xf32> {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT: scf.for %arg3 = %c0 to %arg0 step %c1 {
// CHECK-NEXT: memref.store %arg2, %alloc[%c0] : memref<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %alloca = memref.alloca() : memref<4xf32>
// CHECK-NEXT: scf.for %arg3 = %c0 to %arg0 step %c1 {
// CHECK-NEXT: %alloc_2 = memref.alloc(%arg3) : memref<?xf32>
// CHECK-NEXT: scf.for %arg4 = %c0 to %arg0 step %c1 {
// CHECK-NEXT: memref.store %arg2, %alloc_2[%c0] : memref<?xf32>
// CHECK-NEXT: memref.store %arg2, %alloca[%c0] : memref<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: %alloc_0 = memref.alloc() : memref<4xf32>
// CHECK-NEXT: %0 = scf.for %arg3 = %c0 to %arg0 step %c1 iter_args(%arg4 = %alloc_0) -> (memref<4xf32>) {
// CHECK-NEXT: %alloc_2 = memref.alloc() : memref<4xf32>
// CHECK-NEXT: memref.copy %arg4, %alloc_2 : memref<4xf32> to memref<4xf32>
// CHECK-NEXT: scf.yield %alloc_2 : memref<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: scf.for %arg3 = %c0 to %arg0 step %c1 {
// CHECK-NEXT: scf.if %arg1 {
// CHECK-NEXT: %alloc_2 = memref.alloc() : memref<4xf32>
// CHECK-NEXT: memref.store %arg2, %alloc_2[%c0] : memref<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: %alloc_1 = memref.alloc() : memref<4xf32>
// CHECK-NEXT: %1 = scf.while (%arg3 = %c0) : (index) -> index {
// CHECK-NEXT: "test.use"(%alloc_1) : (memref<4xf32>) -> ()
// CHECK-NEXT: %2 = arith.cmpi slt, %arg3, %arg0 : index
// CHECK-NEXT: scf.condition(%2) %arg3 : index
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg3: index):
// CHECK-NEXT: %2 = arith.addi %arg3, %c1 : index
// CHECK-NEXT: scf.yield %2 : index
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : memref<4xf32>
// CHECK-NEXT: }

// CHECK-LABEL: func.func @nested_if(%arg0: i1, %arg1: i1, %arg2: index) -> memref<?xf32> {
// CHECK-NEXT: %0 = scf.if %arg0 -> (memref<?xf32>) {
// CHECK-NEXT: %1 = arith.addi %arg2, %arg2 : index
// CHECK-NEXT: %2 = scf.if %arg1 -> (memref<?xf32>) {
// CHECK-NEXT: %alloc = memref.alloc(%1) : memref<?xf32>
// CHECK-NEXT: scf.yield %alloc : memref<?xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: %alloc = memref.alloc(%arg2) : memref<?xf32>
// CHECK-NEXT: scf.yield %alloc : memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: scf.yield %2 : memref<?xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: %alloc = memref.alloc(%arg2) : memref<?xf32>
// CHECK-NEXT: scf.yield %alloc : memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : memref<?xf32>
// CHECK-NEXT: }

// CHECK-LABEL: func.func @exec_region(%arg0: i1) -> memref<4xf32> {
// CHECK-NEXT: %0 = scf.execute_region -> memref<4xf32> {
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT: cf.br ^bb3(%alloc : memref<4xf32>)
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: %alloc_0 = memref.alloc() : memref<4xf32>
// CHECK-NEXT: cf.br ^bb3(%alloc_0 : memref<4xf32>)
// CHECK-NEXT: ^bb3(%1: memref<4xf32>):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT: scf.yield %1 : memref<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : memref<4xf32>
// CHECK-NEXT: }

// CHECK-LABEL: func.func @cf_loop(%arg0: index, %arg1: f32) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: cf.br ^bb1(%c0 : index)
// CHECK-NEXT: ^bb1(%0: index):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT: %1 = arith.cmpi slt, %0, %arg0 : index
// CHECK-NEXT: cf.cond_br %1, ^bb2, ^bb3
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT: memref.store %arg1, %alloc[%c0] : memref<4xf32>
// CHECK-NEXT: %2 = arith.addi %0, %c1 : index
// CHECK-NEXT: cf.br ^bb1(%2 : index)
// CHECK-NEXT: ^bb3:  // pred: ^bb1
// CHECK-NEXT: return
// CHECK-NEXT: }

// CHECK-LABEL: func.func @loop_in_if(%arg0: i1, %arg1: index, %arg2: f32) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: scf.if %arg0 {
// CHECK-NEXT: %alloc_1 = memref.alloc() : memref<4xf32>
// CHECK-NEXT: %alloc_2 = memref.alloc(%arg1) : memref<?xf32>
// CHECK-NEXT: scf.for %arg3 = %c0 to %arg1 step %c1 {
// CHECK-NEXT: memref.store %arg2, %alloc_1[%c0] : memref<4xf32>
// CHECK-NEXT: scf.for %arg4 = %c0 to %arg1 step %c1 {
// CHECK-NEXT: %alloc_3 = memref.alloc(%arg4) : memref<?xf32>
// CHECK-NEXT: memref.store %arg2, %alloc_3[%c0] : memref<?xf32>
// CHECK-NEXT: memref.store %arg2, %alloc_2[%c0] : memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: scf.forall (%arg3) in (%arg1) {
// CHECK-NEXT: %alloc_1 = memref.alloc() : memref<4xf32>
// CHECK-NEXT: memref.store %arg2, %alloc_1[%c0] : memref<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: scf.parallel (%arg3) = (%c0) to (%arg1) step (%c1) {
// CHECK-NEXT: %alloc_1 = memref.alloc() : memref<4xf32>
// CHECK-NEXT: memref.store %arg2, %alloc_1[%c0] : memref<4xf32>
// CHECK-NEXT: scf.reduce
// CHECK-NEXT: }
// CHECK-NEXT: %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT: %alloc_0 = memref.alloc() : memref<4xf32>
// CHECK-NEXT: %0 = scf.while (%arg3 = %c0) : (index) -> index {
// CHECK-NEXT: memref.store %arg2, %alloc[%c0] : memref<4xf32>
// CHECK-NEXT: %2 = arith.cmpi slt, %arg3, %arg1 : index
// CHECK-NEXT: scf.condition(%2) %arg3 : index
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg3: index):
// CHECK-NEXT: memref.store %arg2, %alloc_0[%c0] : memref<4xf32>
// CHECK-NEXT: %2 = arith.addi %arg3, %c1 : index
// CHECK-NEXT: scf.yield %2 : index
// CHECK-NEXT: }
// CHECK-NEXT: %1 = scf.index_switch %arg1 -> index
// CHECK-NEXT: case 2 {
// CHECK-NEXT: %alloc_1 = memref.alloc() : memref<4xf32>
// CHECK-NEXT: memref.store %arg2, %alloc_1[%c0] : memref<4xf32>
// CHECK-NEXT: scf.yield %c0 : index
// CHECK-NEXT: }
// CHECK-NEXT: default {
// CHECK-NEXT: scf.yield %c1 : index
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }

// CHECK-LABEL: func.func @loop_carried_alias(%arg0: index, %arg1: f32) -> memref<4xf32> {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT: %0 = scf.for %arg2 = %c0 to %arg0 step %c1 iter_args(%arg3 = %alloc) -> (memref<4xf32>) {
// CHECK-NEXT: %alloc_0 = memref.alloc() : memref<4xf32>
// CHECK-NEXT: %subview = memref.subview %alloc_0[0] [4] [1] : memref<4xf32> to memref<4xf32, strided<[1]>>
// CHECK-NEXT: %cast = memref.cast %subview : memref<4xf32, strided<[1]>> to memref<4xf32>
// CHECK-NEXT: scf.yield %cast : memref<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : memref<4xf32>
// CHECK-NEXT: }
