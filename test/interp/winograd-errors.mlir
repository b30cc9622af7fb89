// The Winograd transforms' run-time errors: sizes the verifier cannot
// check (dynamic dimensions), the output transform reading an output tile
// never written (upstream's decomposition reads it: out + A^T v A), and
// integer elements, which upstream cannot decompose either (no constant
// matrices of integers): refused where reached.
// RUN: not bufopt %s --run=filter_size 2>&1 | FileCheck %s --check-prefix=SIZE
// RUN: not bufopt %s --run=input_short 2>&1 | FileCheck %s --check-prefix=SHORT
// RUN: not bufopt %s --run=output_uninit 2>&1 | FileCheck %s --check-prefix=UNINIT
// RUN: not bufopt %s --run=integers 2>&1 | FileCheck %s --check-prefix=INT
// RUN: bufopt %s --run=not_reached 2>&1 | FileCheck %s --check-prefix=NOTREACHED --allow-empty

func.func @filter_size() {
  %f = arith.constant dense<1.0> : tensor<2x3x3x1xf32>
  %d = tensor.cast %f : tensor<2x3x3x1xf32> to tensor<?x3x3x1xf32>
  %o = tensor.empty() : tensor<4x4x1x1xf32>
  // SIZE: winograd-errors.mlir:[[@LINE+1]]:8: error: 'linalg.winograd_filter_transform' op output dimension 3 has size 1, expected 2
  %r = linalg.winograd_filter_transform fmr(F_2_3) ins(%d : tensor<?x3x3x1xf32>) outs(%o : tensor<4x4x1x1xf32>) -> tensor<4x4x1x1xf32>
  return
}

func.func @input_short() {
  %x = arith.constant dense<1.0> : tensor<1x5x6x1xf32>
  %d = tensor.cast %x : tensor<1x5x6x1xf32> to tensor<1x?x6x1xf32>
  %o = tensor.empty() : tensor<4x4x2x2x1x1xf32>
  // SHORT: winograd-errors.mlir:[[@LINE+1]]:8: error: 'linalg.winograd_input_transform' op 2 tiles need an input height of 6, it is 5
  %r = linalg.winograd_input_transform fmr(F_2_3) ins(%d : tensor<1x?x6x1xf32>) outs(%o : tensor<4x4x2x2x1x1xf32>) -> tensor<4x4x2x2x1x1xf32>
  return
}

func.func @output_uninit() {
  %v = arith.constant dense<1.0> : tensor<4x4x1x1x1x1xf32>
  %o = tensor.empty() : tensor<1x2x2x1xf32>
  // UNINIT: winograd-errors.mlir:[[@LINE+1]]:8: error: 'linalg.winograd_output_transform' op reads
  %r = linalg.winograd_output_transform fmr(F_2_3) ins(%v : tensor<4x4x1x1x1x1xf32>) outs(%o : tensor<1x2x2x1xf32>) -> tensor<1x2x2x1xf32>
  return
}

func.func @integers() {
  %f = arith.constant dense<1> : tensor<1x3x3x1xi32>
  %o = tensor.empty() : tensor<4x4x1x1xi32>
  // INT: winograd-errors.mlir:[[@LINE+1]]:8: error: 'linalg.winograd_filter_transform' op cannot be interpreted: Winograd transforms of non-float elements are not supported
  %r = linalg.winograd_filter_transform fmr(F_2_3) ins(%f : tensor<1x3x3x1xi32>) outs(%o : tensor<4x4x1x1xi32>) -> tensor<4x4x1x1xi32>
  return
}

// An op that cannot be interpreted is reported only when reached.
// NOTREACHED-NOT: error
func.func @not_reached() {
  %false = arith.constant false
  scf.if %false {
    %f = arith.constant dense<1> : tensor<1x3x3x1xi32>
    %o = tensor.empty() : tensor<4x4x1x1xi32>
    %r = linalg.winograd_filter_transform fmr(F_2_3) ins(%f : tensor<1x3x3x1xi32>) outs(%o : tensor<4x4x1x1xi32>) -> tensor<4x4x1x1xi32>
  }
  return
}
