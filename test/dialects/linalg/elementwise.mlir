// RUN: bufopt %s | FileCheck %s
// RUN: bufopt %s | bufopt | FileCheck %s
// RUN: bufopt --mlir-print-op-generic %s | bufopt | FileCheck %s

// The elementwise named ops.

// Every elementwise named op, on floats and (where defined) integers and bools.
func.func @float_ops(%a: tensor<4x8xf32>, %b: tensor<4x8xf32>, %c: tensor<4x8xf32>, %p: tensor<4x8xi1>) {
  %add = linalg.add ins(%a, %b : tensor<4x8xf32>, tensor<4x8xf32>) outs(%c : tensor<4x8xf32>) -> tensor<4x8xf32>
  %sub = linalg.sub ins(%a, %b : tensor<4x8xf32>, tensor<4x8xf32>) outs(%c : tensor<4x8xf32>) -> tensor<4x8xf32>
  %mul = linalg.mul ins(%a, %b : tensor<4x8xf32>, tensor<4x8xf32>) outs(%c : tensor<4x8xf32>) -> tensor<4x8xf32>
  %div = linalg.div ins(%a, %b : tensor<4x8xf32>, tensor<4x8xf32>) outs(%c : tensor<4x8xf32>) -> tensor<4x8xf32>
  %max = linalg.max ins(%a, %b : tensor<4x8xf32>, tensor<4x8xf32>) outs(%c : tensor<4x8xf32>) -> tensor<4x8xf32>
  %min = linalg.min ins(%a, %b : tensor<4x8xf32>, tensor<4x8xf32>) outs(%c : tensor<4x8xf32>) -> tensor<4x8xf32>
  %powf = linalg.powf ins(%a, %b : tensor<4x8xf32>, tensor<4x8xf32>) outs(%c : tensor<4x8xf32>) -> tensor<4x8xf32>
  %exp = linalg.exp ins(%a : tensor<4x8xf32>) outs(%c : tensor<4x8xf32>) -> tensor<4x8xf32>
  %log = linalg.log ins(%a : tensor<4x8xf32>) outs(%c : tensor<4x8xf32>) -> tensor<4x8xf32>
  %abs = linalg.abs ins(%a : tensor<4x8xf32>) outs(%c : tensor<4x8xf32>) -> tensor<4x8xf32>
  %ceil = linalg.ceil ins(%a : tensor<4x8xf32>) outs(%c : tensor<4x8xf32>) -> tensor<4x8xf32>
  %floor = linalg.floor ins(%a : tensor<4x8xf32>) outs(%c : tensor<4x8xf32>) -> tensor<4x8xf32>
  %negf = linalg.negf ins(%a : tensor<4x8xf32>) outs(%c : tensor<4x8xf32>) -> tensor<4x8xf32>
  %reciprocal = linalg.reciprocal ins(%a : tensor<4x8xf32>) outs(%c : tensor<4x8xf32>) -> tensor<4x8xf32>
  %round = linalg.round ins(%a : tensor<4x8xf32>) outs(%c : tensor<4x8xf32>) -> tensor<4x8xf32>
  %sqrt = linalg.sqrt ins(%a : tensor<4x8xf32>) outs(%c : tensor<4x8xf32>) -> tensor<4x8xf32>
  %rsqrt = linalg.rsqrt ins(%a : tensor<4x8xf32>) outs(%c : tensor<4x8xf32>) -> tensor<4x8xf32>
  %square = linalg.square ins(%a : tensor<4x8xf32>) outs(%c : tensor<4x8xf32>) -> tensor<4x8xf32>
  %tanh = linalg.tanh ins(%a : tensor<4x8xf32>) outs(%c : tensor<4x8xf32>) -> tensor<4x8xf32>
  %erf = linalg.erf ins(%a : tensor<4x8xf32>) outs(%c : tensor<4x8xf32>) -> tensor<4x8xf32>
  %sel = linalg.select ins(%p, %a, %b : tensor<4x8xi1>, tensor<4x8xf32>, tensor<4x8xf32>) outs(%c : tensor<4x8xf32>) -> tensor<4x8xf32>
  return
}

func.func @int_ops(%a: tensor<4x8xi32>, %b: tensor<4x8xi32>, %c: tensor<4x8xi32>, %p: tensor<4x8xi1>, %q: tensor<4x8xi1>) {
  %add = linalg.add ins(%a, %b : tensor<4x8xi32>, tensor<4x8xi32>) outs(%c : tensor<4x8xi32>) -> tensor<4x8xi32>
  %sub = linalg.sub ins(%a, %b : tensor<4x8xi32>, tensor<4x8xi32>) outs(%c : tensor<4x8xi32>) -> tensor<4x8xi32>
  %mul = linalg.mul ins(%a, %b : tensor<4x8xi32>, tensor<4x8xi32>) outs(%c : tensor<4x8xi32>) -> tensor<4x8xi32>
  %div = linalg.div ins(%a, %b : tensor<4x8xi32>, tensor<4x8xi32>) outs(%c : tensor<4x8xi32>) -> tensor<4x8xi32>
  %div_unsigned = linalg.div_unsigned ins(%a, %b : tensor<4x8xi32>, tensor<4x8xi32>) outs(%c : tensor<4x8xi32>) -> tensor<4x8xi32>
  %max = linalg.max ins(%a, %b : tensor<4x8xi32>, tensor<4x8xi32>) outs(%c : tensor<4x8xi32>) -> tensor<4x8xi32>
  %min = linalg.min ins(%a, %b : tensor<4x8xi32>, tensor<4x8xi32>) outs(%c : tensor<4x8xi32>) -> tensor<4x8xi32>
  %badd = linalg.add ins(%p, %q : tensor<4x8xi1>, tensor<4x8xi1>) outs(%p : tensor<4x8xi1>) -> tensor<4x8xi1>
  %bmul = linalg.mul ins(%p, %q : tensor<4x8xi1>, tensor<4x8xi1>) outs(%p : tensor<4x8xi1>) -> tensor<4x8xi1>
  %bmax = linalg.max ins(%p, %q : tensor<4x8xi1>, tensor<4x8xi1>) outs(%p : tensor<4x8xi1>) -> tensor<4x8xi1>
  %bmin = linalg.min ins(%p, %q : tensor<4x8xi1>, tensor<4x8xi1>) outs(%p : tensor<4x8xi1>) -> tensor<4x8xi1>
  %sel = linalg.select ins(%p, %a, %b : tensor<4x8xi1>, tensor<4x8xi32>, tensor<4x8xi32>) outs(%c : tensor<4x8xi32>) -> tensor<4x8xi32>
  return
}

func.func @on_buffers(%a: memref<?x8xf64>, %c: memref<?x8xf64>, %s: memref<f16>) {
  linalg.add ins(%a, %a : memref<?x8xf64>, memref<?x8xf64>) outs(%c : memref<?x8xf64>)
  linalg.exp {tag = 3 : i64} ins(%a : memref<?x8xf64>) outs(%c : memref<?x8xf64>)
  linalg.sqrt ins(%s : memref<f16>) outs(%s : memref<f16>)
  return
}

// CHECK: module {
// CHECK-NEXT:   func.func @float_ops(%arg0: tensor<4x8xf32>, %arg1: tensor<4x8xf32>, %arg2: tensor<4x8xf32>, %arg3: tensor<4x8xi1>) {
// CHECK-NEXT:     %0 = linalg.add ins(%arg0, %arg1 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%arg2 : tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT:     %1 = linalg.sub ins(%arg0, %arg1 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%arg2 : tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT:     %2 = linalg.mul ins(%arg0, %arg1 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%arg2 : tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT:     %3 = linalg.div ins(%arg0, %arg1 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%arg2 : tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT:     %4 = linalg.max ins(%arg0, %arg1 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%arg2 : tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT:     %5 = linalg.min ins(%arg0, %arg1 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%arg2 : tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT:     %6 = linalg.powf ins(%arg0, %arg1 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%arg2 : tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT:     %7 = linalg.exp ins(%arg0 : tensor<4x8xf32>) outs(%arg2 : tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT:     %8 = linalg.log ins(%arg0 : tensor<4x8xf32>) outs(%arg2 : tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT:     %9 = linalg.abs ins(%arg0 : tensor<4x8xf32>) outs(%arg2 : tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT:     %10 = linalg.ceil ins(%arg0 : tensor<4x8xf32>) outs(%arg2 : tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT:     %11 = linalg.floor ins(%arg0 : tensor<4x8xf32>) outs(%arg2 : tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT:     %12 = linalg.negf ins(%arg0 : tensor<4x8xf32>) outs(%arg2 : tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT:     %13 = linalg.reciprocal ins(%arg0 : tensor<4x8xf32>) outs(%arg2 : tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT:     %14 = linalg.round ins(%arg0 : tensor<4x8xf32>) outs(%arg2 : tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT:     %15 = linalg.sqrt ins(%arg0 : tensor<4x8xf32>) outs(%arg2 : tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT:     %16 = linalg.rsqrt ins(%arg0 : tensor<4x8xf32>) outs(%arg2 : tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT:     %17 = linalg.square ins(%arg0 : tensor<4x8xf32>) outs(%arg2 : tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT:     %18 = linalg.tanh ins(%arg0 : tensor<4x8xf32>) outs(%arg2 : tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT:     %19 = linalg.erf ins(%arg0 : tensor<4x8xf32>) outs(%arg2 : tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT:     %20 = linalg.select ins(%arg3, %arg0, %arg1 : tensor<4x8xi1>, tensor<4x8xf32>, tensor<4x8xf32>) outs(%arg2 : tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @int_ops(%arg0: tensor<4x8xi32>, %arg1: tensor<4x8xi32>, %arg2: tensor<4x8xi32>, %arg3: tensor<4x8xi1>, %arg4: tensor<4x8xi1>) {
// CHECK-NEXT:     %0 = linalg.add ins(%arg0, %arg1 : tensor<4x8xi32>, tensor<4x8xi32>) outs(%arg2 : tensor<4x8xi32>) -> tensor<4x8xi32>
// CHECK-NEXT:     %1 = linalg.sub ins(%arg0, %arg1 : tensor<4x8xi32>, tensor<4x8xi32>) outs(%arg2 : tensor<4x8xi32>) -> tensor<4x8xi32>
// CHECK-NEXT:     %2 = linalg.mul ins(%arg0, %arg1 : tensor<4x8xi32>, tensor<4x8xi32>) outs(%arg2 : tensor<4x8xi32>) -> tensor<4x8xi32>
// CHECK-NEXT:     %3 = linalg.div ins(%arg0, %arg1 : tensor<4x8xi32>, tensor<4x8xi32>) outs(%arg2 : tensor<4x8xi32>) -> tensor<4x8xi32>
// CHECK-NEXT:     %4 = linalg.div_unsigned ins(%arg0, %arg1 : tensor<4x8xi32>, tensor<4x8xi32>) outs(%arg2 : tensor<4x8xi32>) -> tensor<4x8xi32>
// CHECK-NEXT:     %5 = linalg.max ins(%arg0, %arg1 : tensor<4x8xi32>, tensor<4x8xi32>) outs(%arg2 : tensor<4x8xi32>) -> tensor<4x8xi32>
// CHECK-NEXT:     %6 = linalg.min ins(%arg0, %arg1 : tensor<4x8xi32>, tensor<4x8xi32>) outs(%arg2 : tensor<4x8xi32>) -> tensor<4x8xi32>
// CHECK-NEXT:     %7 = linalg.add ins(%arg3, %arg4 : tensor<4x8xi1>, tensor<4x8xi1>) outs(%arg3 : tensor<4x8xi1>) -> tensor<4x8xi1>
// CHECK-NEXT:     %8 = linalg.mul ins(%arg3, %arg4 : tensor<4x8xi1>, tensor<4x8xi1>) outs(%arg3 : tensor<4x8xi1>) -> tensor<4x8xi1>
// CHECK-NEXT:     %9 = linalg.max ins(%arg3, %arg4 : tensor<4x8xi1>, tensor<4x8xi1>) outs(%arg3 : tensor<4x8xi1>) -> tensor<4x8xi1>
// CHECK-NEXT:     %10 = linalg.min ins(%arg3, %arg4 : tensor<4x8xi1>, tensor<4x8xi1>) outs(%arg3 : tensor<4x8xi1>) -> tensor<4x8xi1>
// CHECK-NEXT:     %11 = linalg.select ins(%arg3, %arg0, %arg1 : tensor<4x8xi1>, tensor<4x8xi32>, tensor<4x8xi32>) outs(%arg2 : tensor<4x8xi32>) -> tensor<4x8xi32>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @on_buffers(%arg0: memref<?x8xf64>, %arg1: memref<?x8xf64>, %arg2: memref<f16>) {
// CHECK-NEXT:     linalg.add ins(%arg0, %arg0 : memref<?x8xf64>, memref<?x8xf64>) outs(%arg1 : memref<?x8xf64>)
// CHECK-NEXT:     linalg.exp {tag = 3 : i64} ins(%arg0 : memref<?x8xf64>) outs(%arg1 : memref<?x8xf64>)
// CHECK-NEXT:     linalg.sqrt ins(%arg2 : memref<f16>) outs(%arg2 : memref<f16>)
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
