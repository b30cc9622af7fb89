// RUN: bufopt %s | FileCheck %s
// RUN: bufopt %s | bufopt | FileCheck %s
// RUN: bufopt --mlir-print-op-generic %s | bufopt | FileCheck %s

// transpose, broadcast, map and reduce: short `{ op }` forms and region forms.

func.func @transpose_broadcast(%a: tensor<4x8xf32>, %t: tensor<8x4xf32>, %v: tensor<8xf32>, %m: memref<2x3x4xf32>, %mt: memref<4x2x3xf32>, %mv: memref<3xf32>) {
  %0 = linalg.transpose ins(%a : tensor<4x8xf32>) outs(%t : tensor<8x4xf32>) permutation = [1, 0]
  %1 = linalg.broadcast ins(%v : tensor<8xf32>) outs(%a : tensor<4x8xf32>) dimensions = [0]
  linalg.transpose ins(%m : memref<2x3x4xf32>) outs(%mt : memref<4x2x3xf32>) permutation = [2, 0, 1] {tag}
  linalg.broadcast ins(%mv : memref<3xf32>) outs(%m : memref<2x3x4xf32>) dimensions = [0, 2]
  %2 = linalg.transpose {pre} ins(%a : tensor<4x8xf32>) outs(%a : tensor<4x8xf32>) permutation = [0, 1]
  return
}

func.func @map(%a: tensor<4x8xf32>, %b: tensor<4x8xf32>, %i: tensor<4x8xi32>, %m: memref<4x8xf32>) {
  %0 = linalg.map { arith.addf } ins(%a, %b : tensor<4x8xf32>, tensor<4x8xf32>) outs(%a : tensor<4x8xf32>)
  %1 = linalg.map { math.exp } ins(%a : tensor<4x8xf32>) outs(%b : tensor<4x8xf32>)
  %2 = linalg.map { math.absf {fastmath = #arith.fastmath<fast>} } ins(%a : tensor<4x8xf32>) outs(%b : tensor<4x8xf32>) {tag}
  %3 = linalg.map { arith.addi } ins(%i, %i : tensor<4x8xi32>, tensor<4x8xi32>) outs(%i : tensor<4x8xi32>)
  linalg.map { arith.mulf } ins(%m, %m : memref<4x8xf32>, memref<4x8xf32>) outs(%m : memref<4x8xf32>)
  %4 = linalg.map ins(%a : tensor<4x8xf32>) outs(%b : tensor<4x8xf32>)
    (%in: f32, %init: f32) {
      %x = arith.addf %in, %init : f32
      linalg.yield %x : f32
    }
  %5 = linalg.map ins(%a : tensor<4x8xf32>) outs(%b : tensor<4x8xf32>)
    (%in: f32, %init: f32) {
      %x = arith.mulf %in, %in fastmath<fast> : f32
      linalg.yield %x : f32
    }
  %6 = linalg.map outs(%b : tensor<4x8xf32>)
    (%init: f32) {
      %c = arith.constant 1.0 : f32
      linalg.yield %c : f32
    }
  %7 = linalg.map { arith.addf } ins(%a, %b : tensor<4x8xf32>, tensor<4x8xf32>) outs(%a : tensor<4x8xf32>) {tag = 1 : i32}
  return
}

func.func @reduce(%a: tensor<4x8xf32>, %w: tensor<4xf32>, %v: tensor<8xf32>, %s: tensor<f32>, %m: memref<4x8xi32>, %mw: memref<8xi32>) {
  %0 = linalg.reduce { arith.addf } ins(%a : tensor<4x8xf32>) outs(%w : tensor<4xf32>) dimensions = [1]
  %1 = linalg.reduce { arith.maximumf } ins(%a : tensor<4x8xf32>) outs(%v : tensor<8xf32>) dimensions = [0]
  %2 = linalg.reduce { arith.addf } ins(%a : tensor<4x8xf32>) outs(%s : tensor<f32>) dimensions = [0, 1] {tag}
  linalg.reduce { arith.addi } ins(%m : memref<4x8xi32>) outs(%mw : memref<8xi32>) dimensions = [0]
  %3 = linalg.reduce ins(%a : tensor<4x8xf32>) outs(%w : tensor<4xf32>) dimensions = [1]
    (%in: f32, %init: f32) {
      %x = arith.maximumf %in, %init : f32
      linalg.yield %x : f32
    }
  %4:2 = linalg.reduce ins(%a, %a : tensor<4x8xf32>, tensor<4x8xf32>) outs(%w, %w : tensor<4xf32>, tensor<4xf32>) dimensions = [1]
    (%in: f32, %in_0: f32, %init: f32, %init_1: f32) {
      %x = arith.addf %in, %init : f32
      %y = arith.mulf %in_0, %init_1 : f32
      linalg.yield %x, %y : f32, f32
    }
  %5 = linalg.reduce ins(%a : tensor<4x8xf32>) outs(%w : tensor<4xf32>) dimensions = [1] {tag}
    (%in: f32, %init: f32) {
      %x = arith.addf %init, %in fastmath<fast> : f32
      linalg.yield %x : f32
    }
  return
}

// CHECK: module {
// CHECK-NEXT:   func.func @transpose_broadcast(%arg0: tensor<4x8xf32>, %arg1: tensor<8x4xf32>, %arg2: tensor<8xf32>, %arg3: memref<2x3x4xf32>, %arg4: memref<4x2x3xf32>, %arg5: memref<3xf32>) {
// CHECK-NEXT:     %transposed = linalg.transpose ins(%arg0 : tensor<4x8xf32>) outs(%arg1 : tensor<8x4xf32>) permutation = [1, 0] 
// CHECK-NEXT:     %broadcasted = linalg.broadcast ins(%arg2 : tensor<8xf32>) outs(%arg0 : tensor<4x8xf32>) dimensions = [0] 
// CHECK-NEXT:     linalg.transpose ins(%arg3 : memref<2x3x4xf32>) outs(%arg4 : memref<4x2x3xf32>) permutation = [2, 0, 1]  {tag}
// CHECK-NEXT:     linalg.broadcast ins(%arg5 : memref<3xf32>) outs(%arg3 : memref<2x3x4xf32>) dimensions = [0, 2] 
// CHECK-NEXT:     %transposed_0 = linalg.transpose ins(%arg0 : tensor<4x8xf32>) outs(%arg0 : tensor<4x8xf32>) permutation = [0, 1]  {pre}
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @map(%arg0: tensor<4x8xf32>, %arg1: tensor<4x8xf32>, %arg2: tensor<4x8xi32>, %arg3: memref<4x8xf32>) {
// CHECK-NEXT:     %mapped = linalg.map { arith.addf } ins(%arg0, %arg1 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%arg0 : tensor<4x8xf32>)
// CHECK-NEXT:     %mapped_0 = linalg.map { math.exp } ins(%arg0 : tensor<4x8xf32>) outs(%arg1 : tensor<4x8xf32>)
// CHECK-NEXT:     %mapped_1 = linalg.map { math.absf {fastmath = #arith.fastmath<fast>} } ins(%arg0 : tensor<4x8xf32>) outs(%arg1 : tensor<4x8xf32>) {tag}
// CHECK-NEXT:     %mapped_2 = linalg.map { arith.addi {overflowFlags = #arith.overflow<none>} } ins(%arg2, %arg2 : tensor<4x8xi32>, tensor<4x8xi32>) outs(%arg2 : tensor<4x8xi32>)
// CHECK-NEXT:     linalg.map { arith.mulf } ins(%arg3, %arg3 : memref<4x8xf32>, memref<4x8xf32>) outs(%arg3 : memref<4x8xf32>)
// CHECK-NEXT:     %mapped_3 = linalg.map ins(%arg0 : tensor<4x8xf32>) outs(%arg1 : tensor<4x8xf32>)
// CHECK-NEXT:       (%in: f32, %init: f32) {
// CHECK-NEXT:         %0 = arith.addf %in, %init : f32
// CHECK-NEXT:         linalg.yield %0 : f32
// CHECK-NEXT:       }
// CHECK-NEXT:     %mapped_4 = linalg.map ins(%arg0 : tensor<4x8xf32>) outs(%arg1 : tensor<4x8xf32>)
// CHECK-NEXT:       (%in: f32, %init: f32) {
// CHECK-NEXT:         %0 = arith.mulf %in, %in fastmath<fast> : f32
// CHECK-NEXT:         linalg.yield %0 : f32
// CHECK-NEXT:       }
// CHECK-NEXT:     %mapped_5 = linalg.map outs(%arg1 : tensor<4x8xf32>)
// CHECK-NEXT:       (%init: f32) {
// CHECK-NEXT:         %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:         linalg.yield %cst : f32
// CHECK-NEXT:       }
// CHECK-NEXT:     %mapped_6 = linalg.map { arith.addf } ins(%arg0, %arg1 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%arg0 : tensor<4x8xf32>) {tag = 1 : i32}
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @reduce(%arg0: tensor<4x8xf32>, %arg1: tensor<4xf32>, %arg2: tensor<8xf32>, %arg3: tensor<f32>, %arg4: memref<4x8xi32>, %arg5: memref<8xi32>) {
// CHECK-NEXT:     %reduced = linalg.reduce { arith.addf } ins(%arg0 : tensor<4x8xf32>) outs(%arg1 : tensor<4xf32>) dimensions = [1] 
// CHECK-NEXT:     %reduced_0 = linalg.reduce { arith.maximumf } ins(%arg0 : tensor<4x8xf32>) outs(%arg2 : tensor<8xf32>) dimensions = [0] 
// CHECK-NEXT:     %reduced_1 = linalg.reduce { arith.addf } ins(%arg0 : tensor<4x8xf32>) outs(%arg3 : tensor<f32>) dimensions = [0, 1]  {tag}
// CHECK-NEXT:     linalg.reduce { arith.addi {overflowFlags = #arith.overflow<none>} } ins(%arg4 : memref<4x8xi32>) outs(%arg5 : memref<8xi32>) dimensions = [0] 
// CHECK-NEXT:     %reduced_2 = linalg.reduce ins(%arg0 : tensor<4x8xf32>) outs(%arg1 : tensor<4xf32>) dimensions = [1] 
// CHECK-NEXT:       (%in: f32, %init: f32) {
// CHECK-NEXT:         %0 = arith.maximumf %in, %init : f32
// CHECK-NEXT:         linalg.yield %0 : f32
// CHECK-NEXT:       }
// CHECK-NEXT:     %reduced_3:2 = linalg.reduce ins(%arg0, %arg0 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%arg1, %arg1 : tensor<4xf32>, tensor<4xf32>) dimensions = [1] 
// CHECK-NEXT:       (%in: f32, %in_5: f32, %init: f32, %init_6: f32) {
// CHECK-NEXT:         %0 = arith.addf %in, %init : f32
// CHECK-NEXT:         %1 = arith.mulf %in_5, %init_6 : f32
// CHECK-NEXT:         linalg.yield %0, %1 : f32, f32
// CHECK-NEXT:       }
// CHECK-NEXT:     %reduced_4 = linalg.reduce { arith.addf {fastmath = #arith.fastmath<fast>} } ins(%arg0 : tensor<4x8xf32>) outs(%arg1 : tensor<4xf32>) dimensions = [1]  {tag}
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
