// The Winograd transforms in the interpreter (issue 14/15): filter, input
// and output transforms for F(4,3), F(2,5) and F(2,3), both sides or one
// (3x1 / 1x5 filters, windows of one row or column), f32, f64 and f16, the
// output transform's scalar factor (F(4,3): 32 x 32) and its accumulation
// into the output.  The same CHECK lines hold for `bufopt --run` and for
// mlir-opt 22's decomposition of the ops (matmuls over upstream's constant
// matrices), bufferized, lowered and run by mlir-runner: the values agree
// to the bit (the two f64 results are printed as their bit patterns; the
// f32 ones show float rounding, e.g. -2.38419e-07 where exact arithmetic
// gives 0).  Inputs are ((5 i0 + 3 i1 + 7 i2 + ...) mod 13 - 6) / 3.
// RUN: bufopt %s --run | FileCheck %s
// RUN: mlir-opt %s --test-linalg-transform-patterns=test-decompose-winograd-ops --one-shot-bufferize=bufferize-function-boundaries --buffer-deallocation-pipeline --convert-bufferization-to-memref --convert-linalg-to-loops --expand-strided-metadata --lower-affine --convert-scf-to-cf --convert-arith-to-llvm --finalize-memref-to-llvm --convert-func-to-llvm --convert-index-to-llvm --convert-cf-to-llvm --reconcile-unrealized-casts -o %t.mlir
// RUN: mlir-runner %t.mlir -e main -entry-point-result=void -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils | FileCheck %s

// CHECK:      Unranked Memref base@ = {{.*}} rank = 1 offset = 0 sizes = [36] strides = [1] data =
// CHECK-NEXT: [-2,  1.33333,  1.11111,  -0.777778,  -0.666667,  -1.66667,  0.333333,  0.148148,  -0.518519,  -0.0648148,  0.268519,  0.222222,  1,  -0.518519,  -0.592593,  0.287037,  0.324074,  0.666667,  0,  -0.314815,  0.259259,  0.171296,  -0.115741,  0.0833333,  -0.333333,  0.0185185,  0.296296,  -0.00462963,  -0.143519,  -0.138889,  0,  -0.777778,  0.555556,  0.444444,  -0.222222,  0.333333]
// CHECK-NEXT: Unranked Memref base@ = {{.*}} rank = 1 offset = 0 sizes = [12] strides = [1] data =
// CHECK-NEXT: [-4611686018427387904,  -4623695617433709227,  -4616189617920540672,  4354980839667269632,  4604180019227394048,  -4868391197187506176,  4604780499343245312,  4598775699761790975,  -4622494657157267456,  -4630300896448741376,  -4614688418178968235,  4599676419421066581]
// CHECK-NEXT: Unranked Memref base@ = {{.*}} rank = 1 offset = 0 sizes = [32] strides = [1] data =
// CHECK-NEXT: [0,  0,  4.33333,  4.33333,  -0.333333,  -0.333333,  0,  -2.38419e-07,  0,  0,  4.33333,  4.33333,  -2.33333,  -2.33333,  2.38419e-07,  -2.38419e-07,  0.666667,  0.666667,  0.333333,  0.333333,  -1,  0.333333,  0.666667,  0.666667,  0,  0,  4.33333,  4.33333,  -0.333333,  -0.333333,  2.38419e-07,  0]
// CHECK-NEXT: Unranked Memref base@ = {{.*}} rank = 1 offset = 0 sizes = [12] strides = [1] data =
// CHECK-NEXT: [-0.375,  -0.645996,  -0.1875,  -0.458252,  0.4375,  0.041626,  -0.25,  -0.791504,  0.75,  0.208252,  -0.645996,  -0.645508]
// CHECK-NEXT: Unranked Memref base@ = {{.*}} rank = 1 offset = 0 sizes = [16] strides = [1] data =
// CHECK-NEXT: [-114,  171,  -129.667,  662,  -225,  1.33336,  -107.333,  1260.33,  -224,  -343.333,  -511.667,  -471,  -287,  255,  -297.333,  4607.33]
// CHECK-NEXT: Unranked Memref base@ = {{.*}} rank = 1 offset = 0 sizes = [4] strides = [1] data =
// CHECK-NEXT: [-3,  -0.666667,  1.66667,  -0.666667]
// CHECK-NEXT: Unranked Memref base@ = {{.*}} rank = 1 offset = 0 sizes = [4] strides = [1] data =
// CHECK-NEXT: [-4575639629222379522,  -4572657753687851009,  -4570398623796647252,  4652881054081395368]

func.func private @printMemrefF32(tensor<*xf32>) attributes {llvm.emit_c_interface}
func.func private @printMemrefF64(tensor<*xf64>) attributes {llvm.emit_c_interface}
func.func private @printMemrefF16(tensor<*xf16>) attributes {llvm.emit_c_interface}
func.func private @printMemrefI64(tensor<*xi64>) attributes {llvm.emit_c_interface}

func.func @main() {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  %c6 = arith.constant 6 : index
  %in0d = call @gen4_f32(%c1, %c3, %c3, %c1) : (index, index, index, index) -> tensor<?x?x?x?xf32>
  %in0 = tensor.cast %in0d : tensor<?x?x?x?xf32> to tensor<1x3x3x1xf32>
  %o0 = tensor.empty() : tensor<6x6x1x1xf32>
  %r0 = linalg.winograd_filter_transform fmr(F_4_3) ins(%in0 : tensor<1x3x3x1xf32>) outs(%o0 : tensor<6x6x1x1xf32>) -> tensor<6x6x1x1xf32>
  %f0 = tensor.collapse_shape %r0 [[0, 1, 2, 3]] : tensor<6x6x1x1xf32> into tensor<36xf32>
  %u0 = tensor.cast %f0 : tensor<36xf32> to tensor<*xf32>
  call @printMemrefF32(%u0) : (tensor<*xf32>) -> ()
  %in1d = call @gen4_f64(%c2, %c1, %c5, %c1) : (index, index, index, index) -> tensor<?x?x?x?xf64>
  %in1 = tensor.cast %in1d : tensor<?x?x?x?xf64> to tensor<2x1x5x1xf64>
  %o1 = tensor.empty() : tensor<1x6x1x2xf64>
  %r1 = linalg.winograd_filter_transform fmr(F_2_5) ins(%in1 : tensor<2x1x5x1xf64>) outs(%o1 : tensor<1x6x1x2xf64>) -> tensor<1x6x1x2xf64>
  %f1 = tensor.collapse_shape %r1 [[0, 1, 2, 3]] : tensor<1x6x1x2xf64> into tensor<12xf64>
  %be1 = tensor.empty() : tensor<12xi64>
  %b1 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%f1 : tensor<12xf64>) outs(%be1 : tensor<12xi64>) {
  ^bb0(%a: f64, %o: i64):
    %x = arith.bitcast %a : f64 to i64
    linalg.yield %x : i64
  } -> tensor<12xi64>
  %u1 = tensor.cast %b1 : tensor<12xi64> to tensor<*xi64>
  call @printMemrefI64(%u1) : (tensor<*xi64>) -> ()
  %in2d = call @gen4_f32(%c1, %c4, %c6, %c1) : (index, index, index, index) -> tensor<?x?x?x?xf32>
  %in2 = tensor.cast %in2d : tensor<?x?x?x?xf32> to tensor<1x4x6x1xf32>
  %o2 = tensor.empty() : tensor<4x4x1x2x1x1xf32>
  %r2 = linalg.winograd_input_transform fmr(F_2_3) ins(%in2 : tensor<1x4x6x1xf32>) outs(%o2 : tensor<4x4x1x2x1x1xf32>) -> tensor<4x4x1x2x1x1xf32>
  %f2 = tensor.collapse_shape %r2 [[0, 1, 2, 3, 4, 5]] : tensor<4x4x1x2x1x1xf32> into tensor<32xf32>
  %u2 = tensor.cast %f2 : tensor<32xf32> to tensor<*xf32>
  call @printMemrefF32(%u2) : (tensor<*xf32>) -> ()
  %in3d = call @gen4_f16(%c1, %c6, %c1, %c2) : (index, index, index, index) -> tensor<?x?x?x?xf16>
  %in3 = tensor.cast %in3d : tensor<?x?x?x?xf16> to tensor<1x6x1x2xf16>
  %o3 = tensor.empty() : tensor<6x1x1x1x1x2xf16>
  %r3 = linalg.winograd_input_transform fmr(F_4_3) ins(%in3 : tensor<1x6x1x2xf16>) outs(%o3 : tensor<6x1x1x1x1x2xf16>) -> tensor<6x1x1x1x1x2xf16>
  %f3 = tensor.collapse_shape %r3 [[0, 1, 2, 3, 4, 5]] : tensor<6x1x1x1x1x2xf16> into tensor<12xf16>
  %u3 = tensor.cast %f3 : tensor<12xf16> to tensor<*xf16>
  call @printMemrefF16(%u3) : (tensor<*xf16>) -> ()
  %in4d = call @gen6_f32(%c6, %c6, %c1, %c1, %c1, %c1) : (index, index, index, index, index, index) -> tensor<?x?x?x?x?x?xf32>
  %in4 = tensor.cast %in4d : tensor<?x?x?x?x?x?xf32> to tensor<6x6x1x1x1x1xf32>
  %o4d = call @gen4_f32(%c1, %c4, %c4, %c1) : (index, index, index, index) -> tensor<?x?x?x?xf32>
  %o4 = tensor.cast %o4d : tensor<?x?x?x?xf32> to tensor<1x4x4x1xf32>
  %r4 = linalg.winograd_output_transform fmr(F_4_3) ins(%in4 : tensor<6x6x1x1x1x1xf32>) outs(%o4 : tensor<1x4x4x1xf32>) -> tensor<1x4x4x1xf32>
  %f4 = tensor.collapse_shape %r4 [[0, 1, 2, 3]] : tensor<1x4x4x1xf32> into tensor<16xf32>
  %u4 = tensor.cast %f4 : tensor<16xf32> to tensor<*xf32>
  call @printMemrefF32(%u4) : (tensor<*xf32>) -> ()
  %in5d = call @gen6_f32(%c4, %c1, %c2, %c1, %c1, %c1) : (index, index, index, index, index, index) -> tensor<?x?x?x?x?x?xf32>
  %in5 = tensor.cast %in5d : tensor<?x?x?x?x?x?xf32> to tensor<4x1x2x1x1x1xf32>
  %o5d = call @gen4_f32(%c1, %c4, %c1, %c1) : (index, index, index, index) -> tensor<?x?x?x?xf32>
  %o5 = tensor.cast %o5d : tensor<?x?x?x?xf32> to tensor<1x4x1x1xf32>
  %r5 = linalg.winograd_output_transform fmr(F_2_3) ins(%in5 : tensor<4x1x2x1x1x1xf32>) outs(%o5 : tensor<1x4x1x1xf32>) -> tensor<1x4x1x1xf32>
  %f5 = tensor.collapse_shape %r5 [[0, 1, 2, 3]] : tensor<1x4x1x1xf32> into tensor<4xf32>
  %u5 = tensor.cast %f5 : tensor<4xf32> to tensor<*xf32>
  call @printMemrefF32(%u5) : (tensor<*xf32>) -> ()
  %in6d = call @gen6_f64(%c6, %c6, %c1, %c1, %c1, %c1) : (index, index, index, index, index, index) -> tensor<?x?x?x?x?x?xf64>
  %in6 = tensor.cast %in6d : tensor<?x?x?x?x?x?xf64> to tensor<6x6x1x1x1x1xf64>
  %o6d = call @gen4_f64(%c1, %c2, %c2, %c1) : (index, index, index, index) -> tensor<?x?x?x?xf64>
  %o6 = tensor.cast %o6d : tensor<?x?x?x?xf64> to tensor<1x2x2x1xf64>
  %r6 = linalg.winograd_output_transform fmr(F_2_5) ins(%in6 : tensor<6x6x1x1x1x1xf64>) outs(%o6 : tensor<1x2x2x1xf64>) -> tensor<1x2x2x1xf64>
  %f6 = tensor.collapse_shape %r6 [[0, 1, 2, 3]] : tensor<1x2x2x1xf64> into tensor<4xf64>
  %be6 = tensor.empty() : tensor<4xi64>
  %b6 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%f6 : tensor<4xf64>) outs(%be6 : tensor<4xi64>) {
  ^bb0(%a: f64, %o: i64):
    %x = arith.bitcast %a : f64 to i64
    linalg.yield %x : i64
  } -> tensor<4xi64>
  %u6 = tensor.cast %b6 : tensor<4xi64> to tensor<*xi64>
  call @printMemrefI64(%u6) : (tensor<*xi64>) -> ()
  return
}

func.func @gen4_f32(%d0: index, %d1: index, %d2: index, %d3: index) -> tensor<?x?x?x?xf32> {
  %e = tensor.empty(%d0, %d1, %d2, %d3) : tensor<?x?x?x?xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%e : tensor<?x?x?x?xf32>) {
    ^bb0(%o: f32):
      %i0 = linalg.index 0 : index
      %i1 = linalg.index 1 : index
      %i2 = linalg.index 2 : index
      %i3 = linalg.index 3 : index
      %k0 = arith.constant 5 : index
      %t0 = arith.muli %i0, %k0 : index
      %k1 = arith.constant 3 : index
      %m1 = arith.muli %i1, %k1 : index
      %s1 = arith.addi %t0, %m1 : index
      %k2 = arith.constant 7 : index
      %m2 = arith.muli %i2, %k2 : index
      %s2 = arith.addi %s1, %m2 : index
      %k3 = arith.constant 1 : index
      %m3 = arith.muli %i3, %k3 : index
      %s3 = arith.addi %s2, %m3 : index
      %c13 = arith.constant 13 : index
      %r = arith.remui %s3, %c13 : index
      %ri = arith.index_cast %r : index to i32
      %rf = arith.sitofp %ri : i32 to f32
      %c6 = arith.constant 6.0 : f32
      %c3 = arith.constant 3.0 : f32
      %v0 = arith.subf %rf, %c6 : f32
      %v = arith.divf %v0, %c3 : f32
      linalg.yield %v : f32
  } -> tensor<?x?x?x?xf32>
  return %r : tensor<?x?x?x?xf32>
}

func.func @gen4_f64(%d0: index, %d1: index, %d2: index, %d3: index) -> tensor<?x?x?x?xf64> {
  %e = tensor.empty(%d0, %d1, %d2, %d3) : tensor<?x?x?x?xf64>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%e : tensor<?x?x?x?xf64>) {
    ^bb0(%o: f64):
      %i0 = linalg.index 0 : index
      %i1 = linalg.index 1 : index
      %i2 = linalg.index 2 : index
      %i3 = linalg.index 3 : index
      %k0 = arith.constant 5 : index
      %t0 = arith.muli %i0, %k0 : index
      %k1 = arith.constant 3 : index
      %m1 = arith.muli %i1, %k1 : index
      %s1 = arith.addi %t0, %m1 : index
      %k2 = arith.constant 7 : index
      %m2 = arith.muli %i2, %k2 : index
      %s2 = arith.addi %s1, %m2 : index
      %k3 = arith.constant 1 : index
      %m3 = arith.muli %i3, %k3 : index
      %s3 = arith.addi %s2, %m3 : index
      %c13 = arith.constant 13 : index
      %r = arith.remui %s3, %c13 : index
      %ri = arith.index_cast %r : index to i32
      %rf = arith.sitofp %ri : i32 to f64
      %c6 = arith.constant 6.0 : f64
      %c3 = arith.constant 3.0 : f64
      %v0 = arith.subf %rf, %c6 : f64
      %v = arith.divf %v0, %c3 : f64
      linalg.yield %v : f64
  } -> tensor<?x?x?x?xf64>
  return %r : tensor<?x?x?x?xf64>
}

func.func @gen4_f16(%d0: index, %d1: index, %d2: index, %d3: index) -> tensor<?x?x?x?xf16> {
  %e = tensor.empty(%d0, %d1, %d2, %d3) : tensor<?x?x?x?xf16>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%e : tensor<?x?x?x?xf16>) {
    ^bb0(%o: f16):
      %i0 = linalg.index 0 : index
      %i1 = linalg.index 1 : index
      %i2 = linalg.index 2 : index
      %i3 = linalg.index 3 : index
      %k0 = arith.constant 5 : index
      %t0 = arith.muli %i0, %k0 : index
      %k1 = arith.constant 3 : index
      %m1 = arith.muli %i1, %k1 : index
      %s1 = arith.addi %t0, %m1 : index
      %k2 = arith.constant 7 : index
      %m2 = arith.muli %i2, %k2 : index
      %s2 = arith.addi %s1, %m2 : index
      %k3 = arith.constant 1 : index
      %m3 = arith.muli %i3, %k3 : index
      %s3 = arith.addi %s2, %m3 : index
      %c13 = arith.constant 13 : index
      %r = arith.remui %s3, %c13 : index
      %ri = arith.index_cast %r : index to i32
      %rf = arith.sitofp %ri : i32 to f16
      %c6 = arith.constant 6.0 : f16
      %c3 = arith.constant 3.0 : f16
      %v0 = arith.subf %rf, %c6 : f16
      %v = arith.divf %v0, %c3 : f16
      linalg.yield %v : f16
  } -> tensor<?x?x?x?xf16>
  return %r : tensor<?x?x?x?xf16>
}

func.func @gen6_f32(%d0: index, %d1: index, %d2: index, %d3: index, %d4: index, %d5: index) -> tensor<?x?x?x?x?x?xf32> {
  %e = tensor.empty(%d0, %d1, %d2, %d3, %d4, %d5) : tensor<?x?x?x?x?x?xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3, d4, d5)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel"]} outs(%e : tensor<?x?x?x?x?x?xf32>) {
    ^bb0(%o: f32):
      %i0 = linalg.index 0 : index
      %i1 = linalg.index 1 : index
      %i2 = linalg.index 2 : index
      %i3 = linalg.index 3 : index
      %i4 = linalg.index 4 : index
      %i5 = linalg.index 5 : index
      %k0 = arith.constant 5 : index
      %t0 = arith.muli %i0, %k0 : index
      %k1 = arith.constant 3 : index
      %m1 = arith.muli %i1, %k1 : index
      %s1 = arith.addi %t0, %m1 : index
      %k2 = arith.constant 7 : index
      %m2 = arith.muli %i2, %k2 : index
      %s2 = arith.addi %s1, %m2 : index
      %k3 = arith.constant 1 : index
      %m3 = arith.muli %i3, %k3 : index
      %s3 = arith.addi %s2, %m3 : index
      %k4 = arith.constant 2 : index
      %m4 = arith.muli %i4, %k4 : index
      %s4 = arith.addi %s3, %m4 : index
      %k5 = arith.constant 11 : index
      %m5 = arith.muli %i5, %k5 : index
      %s5 = arith.addi %s4, %m5 : index
      %c13 = arith.constant 13 : index
      %r = arith.remui %s5, %c13 : index
      %ri = arith.index_cast %r : index to i32
      %rf = arith.sitofp %ri : i32 to f32
      %c6 = arith.constant 6.0 : f32
      %c3 = arith.constant 3.0 : f32
      %v0 = arith.subf %rf, %c6 : f32
      %v = arith.divf %v0, %c3 : f32
      linalg.yield %v : f32
  } -> tensor<?x?x?x?x?x?xf32>
  return %r : tensor<?x?x?x?x?x?xf32>
}

func.func @gen6_f64(%d0: index, %d1: index, %d2: index, %d3: index, %d4: index, %d5: index) -> tensor<?x?x?x?x?x?xf64> {
  %e = tensor.empty(%d0, %d1, %d2, %d3, %d4, %d5) : tensor<?x?x?x?x?x?xf64>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3, d4, d5)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel"]} outs(%e : tensor<?x?x?x?x?x?xf64>) {
    ^bb0(%o: f64):
      %i0 = linalg.index 0 : index
      %i1 = linalg.index 1 : index
      %i2 = linalg.index 2 : index
      %i3 = linalg.index 3 : index
      %i4 = linalg.index 4 : index
      %i5 = linalg.index 5 : index
      %k0 = arith.constant 5 : index
      %t0 = arith.muli %i0, %k0 : index
      %k1 = arith.constant 3 : index
      %m1 = arith.muli %i1, %k1 : index
      %s1 = arith.addi %t0, %m1 : index
      %k2 = arith.constant 7 : index
      %m2 = arith.muli %i2, %k2 : index
      %s2 = arith.addi %s1, %m2 : index
      %k3 = arith.constant 1 : index
      %m3 = arith.muli %i3, %k3 : index
      %s3 = arith.addi %s2, %m3 : index
      %k4 = arith.constant 2 : index
      %m4 = arith.muli %i4, %k4 : index
      %s4 = arith.addi %s3, %m4 : index
      %k5 = arith.constant 11 : index
      %m5 = arith.muli %i5, %k5 : index
      %s5 = arith.addi %s4, %m5 : index
      %c13 = arith.constant 13 : index
      %r = arith.remui %s5, %c13 : index
      %ri = arith.index_cast %r : index to i32
      %rf = arith.sitofp %ri : i32 to f64
      %c6 = arith.constant 6.0 : f64
      %c3 = arith.constant 3.0 : f64
      %v0 = arith.subf %rf, %c6 : f64
      %v = arith.divf %v0, %c3 : f64
      linalg.yield %v : f64
  } -> tensor<?x?x?x?x?x?xf64>
  return %r : tensor<?x?x?x?x?x?xf64>
}

func.func @gen6_f16(%d0: index, %d1: index, %d2: index, %d3: index, %d4: index, %d5: index) -> tensor<?x?x?x?x?x?xf16> {
  %e = tensor.empty(%d0, %d1, %d2, %d3, %d4, %d5) : tensor<?x?x?x?x?x?xf16>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3, d4, d5)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel"]} outs(%e : tensor<?x?x?x?x?x?xf16>) {
    ^bb0(%o: f16):
      %i0 = linalg.index 0 : index
      %i1 = linalg.index 1 : index
      %i2 = linalg.index 2 : index
      %i3 = linalg.index 3 : index
      %i4 = linalg.index 4 : index
      %i5 = linalg.index 5 : index
      %k0 = arith.constant 5 : index
      %t0 = arith.muli %i0, %k0 : index
      %k1 = arith.constant 3 : index
      %m1 = arith.muli %i1, %k1 : index
      %s1 = arith.addi %t0, %m1 : index
      %k2 = arith.constant 7 : index
      %m2 = arith.muli %i2, %k2 : index
      %s2 = arith.addi %s1, %m2 : index
      %k3 = arith.constant 1 : index
      %m3 = arith.muli %i3, %k3 : index
      %s3 = arith.addi %s2, %m3 : index
      %k4 = arith.constant 2 : index
      %m4 = arith.muli %i4, %k4 : index
      %s4 = arith.addi %s3, %m4 : index
      %k5 = arith.constant 11 : index
      %m5 = arith.muli %i5, %k5 : index
      %s5 = arith.addi %s4, %m5 : index
      %c13 = arith.constant 13 : index
      %r = arith.remui %s5, %c13 : index
      %ri = arith.index_cast %r : index to i32
      %rf = arith.sitofp %ri : i32 to f16
      %c6 = arith.constant 6.0 : f16
      %c3 = arith.constant 3.0 : f16
      %v0 = arith.subf %rf, %c6 : f16
      %v = arith.divf %v0, %c3 : f16
      linalg.yield %v : f16
  } -> tensor<?x?x?x?x?x?xf16>
  return %r : tensor<?x?x?x?x?x?xf16>
}

