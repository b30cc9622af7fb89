// RUN: bufopt %s | FileCheck %s
// RUN: bufopt %s | bufopt | FileCheck %s
// RUN: bufopt --mlir-print-op-generic %s | bufopt | FileCheck %s

// arith.constant: integer, index, bool, float and elements values, and the
// SSA names mlir-opt derives from them (%c0, %c1_i32, %true, %cst...).

func.func @constants() -> (index, index, index, i32, i64, i8, i16, i1, i1, i1, f32, f64, f16, f32, tensor<4xi32>, vector<4xf32>, tensor<2x2xf64>, vector<2xi1>, tensor<2x3xindex>, i32, i32, index, f32, i8) {
  %0 = arith.constant 0 : index
  %1 = arith.constant 42 : index
  %2 = arith.constant -1 : index
  %3 = arith.constant 1 : i32
  %4 = arith.constant -5 : i64
  %5 = arith.constant 7 : i8
  %6 = arith.constant 0 : i16
  %7 = arith.constant true
  %8 = arith.constant false
  %9 = arith.constant 1 : i1
  %10 = arith.constant 1.5 : f32
  %11 = arith.constant -0.0 : f64
  %12 = arith.constant 2.0 : f16
  %13 = arith.constant 0x7FC00000 : f32
  %14 = arith.constant dense<[1, 2, 3, 4]> : tensor<4xi32>
  %15 = arith.constant dense<0.0> : vector<4xf32>
  %16 = arith.constant dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf64>
  %17 = arith.constant dense<true> : vector<2xi1>
  %18 = arith.constant dense<7> : tensor<2x3xindex>
  %19 = arith.constant {tag = "k"} 3 : i32
  %20 = arith.constant 1 : i32
  %21 = arith.constant 0 : index
  %22 = arith.constant 1.0e10 : f32
  %23 = arith.constant 255 : i8
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23 : index, index, index, i32, i64, i8, i16, i1, i1, i1, f32, f64, f16, f32, tensor<4xi32>, vector<4xf32>, tensor<2x2xf64>, vector<2xi1>, tensor<2x3xindex>, i32, i32, index, f32, i8
}

// CHECK: module {
// CHECK-NEXT:   func.func @constants() -> (index, index, index, i32, i64, i8, i16, i1, i1, i1, f32, f64, f16, f32, tensor<4xi32>, vector<4xf32>, tensor<2x2xf64>, vector<2xi1>, tensor<2x3xindex>, i32, i32, index, f32, i8) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c42 = arith.constant 42 : index
// CHECK-NEXT:     %c-1 = arith.constant -1 : index
// CHECK-NEXT:     %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:     %c-5_i64 = arith.constant -5 : i64
// CHECK-NEXT:     %c7_i8 = arith.constant 7 : i8
// CHECK-NEXT:     %c0_i16 = arith.constant 0 : i16
// CHECK-NEXT:     %true = arith.constant true
// CHECK-NEXT:     %false = arith.constant false
// CHECK-NEXT:     %true_0 = arith.constant true
// CHECK-NEXT:     %cst = arith.constant 1.500000e+00 : f32
// CHECK-NEXT:     %cst_1 = arith.constant -0.000000e+00 : f64
// CHECK-NEXT:     %cst_2 = arith.constant 2.000000e+00 : f16
// CHECK-NEXT:     %cst_3 = arith.constant 0x7FC00000 : f32
// CHECK-NEXT:     %cst_4 = arith.constant dense<[1, 2, 3, 4]> : tensor<4xi32>
// CHECK-NEXT:     %cst_5 = arith.constant dense<0.000000e+00> : vector<4xf32>
// CHECK-NEXT:     %cst_6 = arith.constant dense<{{\[\[}}1.000000e+00, 2.000000e+00], [3.000000e+00, 4.000000e+00]]> : tensor<2x2xf64>
// CHECK-NEXT:     %cst_7 = arith.constant dense<true> : vector<2xi1>
// CHECK-NEXT:     %cst_8 = arith.constant dense<7> : tensor<2x3xindex>
// CHECK-NEXT:     %c3_i32 = arith.constant {tag = "k"} 3 : i32
// CHECK-NEXT:     %c1_i32_9 = arith.constant 1 : i32
// CHECK-NEXT:     %c0_10 = arith.constant 0 : index
// CHECK-NEXT:     %cst_11 = arith.constant 1.000000e+10 : f32
// CHECK-NEXT:     %c-1_i8 = arith.constant -1 : i8
// CHECK-NEXT:     return %c0, %c42, %c-1, %c1_i32, %c-5_i64, %c7_i8, %c0_i16, %true, %false, %true_0, %cst, %cst_1, %cst_2, %cst_3, %cst_4, %cst_5, %cst_6, %cst_7, %cst_8, %c3_i32, %c1_i32_9, %c0_10, %cst_11, %c-1_i8 : index, index, index, i32, i64, i8, i16, i1, i1, i1, f32, f64, f16, f32, tensor<4xi32>, vector<4xf32>, tensor<2x2xf64>, vector<2xi1>, tensor<2x3xindex>, i32, i32, index, f32, i8
// CHECK-NEXT:   }
// CHECK-NEXT: }
