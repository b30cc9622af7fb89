// The Winograd transforms composed into a convolution: mlir-opt 22 turns
// linalg.conv_2d_nhwc_fhwc (a 7x7 input, 3x3 filters: a 5x5 output, not a
// multiple of F(4,3)'s 4x4 tiles, so the input and output are padded and
// the result extracted) into the filter, input and output transforms with
// a batch_matmul between them.  bufopt runs that program and prints what
// mlir-runner prints for it (decomposed, bufferized and lowered by
// mlir-opt 22): the WINO lines hold for both.  The direct convolution of
// the same integer-valued data (CHECK lines, bufopt) gives the exact
// integers; the Winograd result equals them up to float rounding (F(4,3)'s
// matrices hold 1/3 and 1/6: -6.00002 for -6).
// RUN: bufopt %s --run | FileCheck %s
// RUN: mlir-opt %s --test-linalg-transform-patterns=test-winograd-conv2d -o %t.w.mlir
// RUN: bufopt %t.w.mlir --run | FileCheck %s --check-prefix=WINO
// RUN: mlir-opt %t.w.mlir --test-linalg-transform-patterns=test-decompose-winograd-ops --one-shot-bufferize=bufferize-function-boundaries --buffer-deallocation-pipeline --convert-bufferization-to-memref --convert-linalg-to-loops --expand-strided-metadata --lower-affine --convert-scf-to-cf --convert-arith-to-llvm --finalize-memref-to-llvm --convert-func-to-llvm --convert-index-to-llvm --convert-cf-to-llvm --reconcile-unrealized-casts -o %t.ll.mlir
// RUN: mlir-runner %t.ll.mlir -e main -entry-point-result=void -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils | FileCheck %s --check-prefix=WINO

// CHECK:      Unranked Memref base@ = {{.*}} rank = 1 offset = 0 sizes = [50] strides = [1] data =
// CHECK-NEXT: [120,  -60,  -6,  -6,  -60,  120,  -42,  -6,  48,  -60,  -42,  -6,  48,  -60,  48,  -42,  -42,  48,  -60,  48,  -42,  48,  -60,  48,  -6,  -42,  120,  -60,  -6,  -6,  120,  -60,  -6,  -6,  -60,  120,  -42,  -6,  48,  -60,  -42,  -6,  48,  -60,  48,  -42,  -42,  48,  -60,  48]
// WINO:      Unranked Memref base@ = {{.*}} rank = 1 offset = 0 sizes = [50] strides = [1] data =
// WINO-NEXT: [120,  -60,  -6,  -6,  -60,  120,  -42,  -6.00002,  48,  -60,  -42,  -6,  48,  -60,  48,  -42,  -42,  48,  -60,  48,  -42,  48,  -60,  48,  -6.00001,  -42,  120,  -60,  -6.00001,  -6.00001,  120,  -60,  -5.99998,  -6,  -60,  120,  -42,  -5.99997,  48,  -60,  -42,  -6,  48,  -60,  48,  -42,  -42,  48,  -60,  48]

func.func private @printMemrefF32(tensor<*xf32>) attributes {llvm.emit_c_interface}
func.func @main() {
  %c1 = arith.constant 1 : index
  %c7 = arith.constant 7 : index
  %c3 = arith.constant 3 : index
  %c2 = arith.constant 2 : index
  %xd = call @gen(%c1, %c7, %c7, %c2) : (index, index, index, index) -> tensor<?x?x?x?xf32>
  %x = tensor.cast %xd : tensor<?x?x?x?xf32> to tensor<1x7x7x2xf32>
  %fd = call @gen(%c2, %c3, %c3, %c2) : (index, index, index, index) -> tensor<?x?x?x?xf32>
  %f = tensor.cast %fd : tensor<?x?x?x?xf32> to tensor<2x3x3x2xf32>
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x5x5x2xf32>
  %o = linalg.fill ins(%zero : f32) outs(%e : tensor<1x5x5x2xf32>) -> tensor<1x5x5x2xf32>
  %r = linalg.conv_2d_nhwc_fhwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%x, %f : tensor<1x7x7x2xf32>, tensor<2x3x3x2xf32>) outs(%o : tensor<1x5x5x2xf32>) -> tensor<1x5x5x2xf32>
  %flat = tensor.collapse_shape %r [[0, 1, 2, 3]] : tensor<1x5x5x2xf32> into tensor<50xf32>
  %u = tensor.cast %flat : tensor<50xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}
func.func @gen(%d0: index, %d1: index, %d2: index, %d3: index) -> tensor<?x?x?x?xf32> {
  %e = tensor.empty(%d0, %d1, %d2, %d3) : tensor<?x?x?x?xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%e : tensor<?x?x?x?xf32>) {
  ^bb0(%o: f32):
    %i0 = linalg.index 0 : index
    %i1 = linalg.index 1 : index
    %i2 = linalg.index 2 : index
    %i3 = linalg.index 3 : index
    %k5 = arith.constant 5 : index
    %k3 = arith.constant 3 : index
    %k7 = arith.constant 7 : index
    %a = arith.muli %i0, %k5 : index
    %b = arith.muli %i1, %k3 : index
    %c = arith.muli %i2, %k7 : index
    %s0 = arith.addi %a, %b : index
    %s1 = arith.addi %s0, %c : index
    %s2 = arith.addi %s1, %i3 : index
    %c9 = arith.constant 9 : index
    %m = arith.remui %s2, %c9 : index
    %mi = arith.index_cast %m : index to i32
    %mf = arith.sitofp %mi : i32 to f32
    %c4 = arith.constant 4.0 : f32
    %v = arith.subf %mf, %c4 : f32
    linalg.yield %v : f32
  } -> tensor<?x?x?x?xf32>
  return %r : tensor<?x?x?x?xf32>
}
