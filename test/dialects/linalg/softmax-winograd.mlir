// linalg.softmax and the Winograd transforms: custom and generic forms
// (attr-dict first, before `dimension` / `fmr`), tensors and memrefs,
// static and dynamic shapes, and which are dead when unused.
// RUN: bufopt %s | FileCheck %s
// RUN: mlir-opt %s | FileCheck %s
// RUN: bufopt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GEN
// RUN: mlir-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GEN
// RUN: bufopt %s --mlir-print-op-generic | bufopt | FileCheck %s
// RUN: bufopt %s --canonicalize | FileCheck %s --check-prefix=CANON
// RUN: mlir-opt %s --canonicalize | FileCheck %s --check-prefix=CANON

// CHECK-LABEL: func.func @softmax(
// CHECK: %0 = linalg.softmax dimension(2) ins(%arg0 : tensor<2x16x32xf32>) outs(%arg1 : tensor<2x16x32xf32>) -> tensor<2x16x32xf32>
// CHECK: %1 = linalg.softmax {foo = 1 : i32} dimension(0) ins(%arg2 : tensor<?x8xf64>) outs(%arg3 : tensor<4x?xf64>) -> tensor<4x?xf64>
// CHECK: linalg.softmax dimension(1) ins(%arg4 : memref<2x3xf32>) outs(%arg5 : memref<2x3xf32, strided<[?, 1]>>)
// GEN-LABEL: sym_name = "softmax"
// GEN: "linalg.softmax"(%{{.*}}, %{{.*}}) <{dimension = 2 : i64}> : (tensor<2x16x32xf32>, tensor<2x16x32xf32>) -> tensor<2x16x32xf32>
// GEN: "linalg.softmax"(%{{.*}}, %{{.*}}) <{dimension = 0 : i64}> {foo = 1 : i32} : (tensor<?x8xf64>, tensor<4x?xf64>) -> tensor<4x?xf64>
// GEN: "linalg.softmax"(%{{.*}}, %{{.*}}) <{dimension = 1 : i64}> : (memref<2x3xf32>, memref<2x3xf32, strided<[?, 1]>>) -> ()
// On tensors softmax has no memory effects: unused, it goes; on memrefs it stays.
// CANON-LABEL: func.func @softmax(
// CANON-NEXT: linalg.softmax dimension(1) ins(%arg4 : memref<2x3xf32>)
// CANON-NEXT: return %arg0
func.func @softmax(%a: tensor<2x16x32xf32>, %b: tensor<2x16x32xf32>, %c: tensor<?x8xf64>, %d: tensor<4x?xf64>,
                   %m: memref<2x3xf32>, %n: memref<2x3xf32, strided<[?, 1]>>) -> tensor<2x16x32xf32> {
  %0 = linalg.softmax dimension(2) ins(%a : tensor<2x16x32xf32>) outs(%b: tensor<2x16x32xf32>) -> tensor<2x16x32xf32>
  %1 = linalg.softmax {foo = 1 : i32} dimension(0) ins(%c : tensor<?x8xf64>) outs(%d : tensor<4x?xf64>) -> tensor<4x?xf64>
  "linalg.softmax"(%m, %n) {dimension = 1 : i64} : (memref<2x3xf32>, memref<2x3xf32, strided<[?, 1]>>) -> ()
  return %a : tensor<2x16x32xf32>
}

// CHECK-LABEL: func.func @winograd(
// CHECK: %0 = linalg.winograd_filter_transform fmr(F_2_3) ins(%arg0 : tensor<2x3x1x5xf32>) outs(%arg1 : tensor<4x1x5x2xf32>) -> tensor<4x1x5x2xf32>
// CHECK: %1 = linalg.winograd_filter_transform {bar} fmr(F_2_5) ins(%arg2 : tensor<2x5x5x5xf32>) outs(%arg3 : tensor<6x6x5x2xf32>) -> tensor<6x6x5x2xf32>
// CHECK: %2 = linalg.winograd_input_transform fmr(F_4_3) ins(%arg4 : tensor<2x10x10x5xf32>) outs(%arg5 : tensor<6x1x2x10x2x5xf32>) -> tensor<6x1x2x10x2x5xf32>
// CHECK: %3 = linalg.winograd_output_transform fmr(F_4_3) ins(%arg6 : tensor<6x6x?x3x2x2xf32>) outs(%arg7 : tensor<2x5x12x2xf32>) -> tensor<2x5x12x2xf32>
// GEN-LABEL: sym_name = "winograd"
// GEN: "linalg.winograd_filter_transform"(%{{.*}}, %{{.*}}) <{fmr = 0 : i32}> : (tensor<2x3x1x5xf32>, tensor<4x1x5x2xf32>) -> tensor<4x1x5x2xf32>
// GEN: "linalg.winograd_filter_transform"(%{{.*}}, %{{.*}}) <{fmr = 2 : i32}> {bar} : (tensor<2x5x5x5xf32>, tensor<6x6x5x2xf32>) -> tensor<6x6x5x2xf32>
// GEN: "linalg.winograd_input_transform"(%{{.*}}, %{{.*}}) <{fmr = 1 : i32}>
// GEN: "linalg.winograd_output_transform"(%{{.*}}, %{{.*}}) <{fmr = 1 : i32}>
// The transforms declare no memory effects: never dead.
// CANON-LABEL: func.func @winograd(
// CANON-COUNT-4: linalg.winograd_
// CANON-NEXT: return
func.func @winograd(%f: tensor<2x3x1x5xf32>, %o: tensor<4x1x5x2xf32>, %g: tensor<2x5x5x5xf32>, %p: tensor<6x6x5x2xf32>,
                    %x: tensor<2x10x10x5xf32>, %y: tensor<6x1x2x10x2x5xf32>,
                    %v: tensor<6x6x?x3x2x2xf32>, %w: tensor<2x5x12x2xf32>) {
  %0 = linalg.winograd_filter_transform fmr(F_2_3) ins(%f : tensor<2x3x1x5xf32>) outs(%o : tensor<4x1x5x2xf32>) -> tensor<4x1x5x2xf32>
  %1 = linalg.winograd_filter_transform {bar} fmr (F_2_5) ins(%g : tensor<2x5x5x5xf32>) outs(%p : tensor<6x6x5x2xf32>) -> tensor<6x6x5x2xf32>
  %2 = linalg.winograd_input_transform fmr(F_4_3) ins(%x : tensor<2x10x10x5xf32>) outs(%y : tensor<6x1x2x10x2x5xf32>) -> tensor<6x1x2x10x2x5xf32>
  %3 = "linalg.winograd_output_transform"(%v, %w) <{fmr = 1 : i32}> : (tensor<6x6x?x3x2x2xf32>, tensor<2x5x12x2xf32>) -> tensor<2x5x12x2xf32>
  return
}
