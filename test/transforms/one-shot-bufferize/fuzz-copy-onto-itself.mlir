// A linalg.copy is a subset insertion of its whole destination: a write
// by it does not conflict with a read of its source's value (the copy
// writes the same data).  Upstream checks that by areEquivalentBufferizedValues,
// whose classes are filled only after the analysis of the whole function: while
// deciding, only the very same value is equivalent.  So in
// @copy_empty_onto_itself (scripts/bufferize-fuzz.py seed 297, top-down) the
// copy of %e onto itself conflicts with the read of %f, the fill's in-place
// result (equivalent to %e only once decided): out of place, as mlir-opt 22
// (bufopt went in place before: it compared equivalence as decided so far).
// The copy of %f itself is in place in both orders (@copy_fill_result_*).
// RUN: bufopt %s --split-input-file --one-shot-bufferize="bufferize-function-boundaries test-analysis-only" | FileCheck %s --check-prefix=BOTTOMUP
// RUN: mlir-opt %s --split-input-file --one-shot-bufferize="bufferize-function-boundaries test-analysis-only" | FileCheck %s --check-prefix=BOTTOMUP
// RUN: bufopt %s --split-input-file --one-shot-bufferize="bufferize-function-boundaries analysis-heuristic=top-down test-analysis-only" | FileCheck %s --check-prefix=TOPDOWN
// RUN: mlir-opt %s --split-input-file --one-shot-bufferize="bufferize-function-boundaries analysis-heuristic=top-down test-analysis-only" | FileCheck %s --check-prefix=TOPDOWN

// BOTTOMUP-LABEL: func.func @copy_empty_onto_itself(
// BOTTOMUP: %1 = linalg.fill {__inplace_operands_attr__ = ["none", "false"]} ins(%arg0 : f32) outs(%0 : tensor<8xf32>) -> tensor<8xf32>
// BOTTOMUP: %2 = linalg.copy {__inplace_operands_attr__ = ["true", "true"]} ins(%0 : tensor<8xf32>) outs(%0 : tensor<8xf32>) -> tensor<8xf32>
// TOPDOWN-LABEL: func.func @copy_empty_onto_itself(
// TOPDOWN: %1 = linalg.fill {__inplace_operands_attr__ = ["none", "true"]} ins(%arg0 : f32) outs(%0 : tensor<8xf32>) -> tensor<8xf32>
// TOPDOWN: %2 = linalg.copy {__inplace_operands_attr__ = ["true", "false"]} ins(%0 : tensor<8xf32>) outs(%0 : tensor<8xf32>) -> tensor<8xf32>
func.func @copy_empty_onto_itself(%s: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %e = tensor.empty() : tensor<8xf32>
  %f = linalg.fill ins(%s : f32) outs(%e : tensor<8xf32>) -> tensor<8xf32>
  %c = linalg.copy ins(%e : tensor<8xf32>) outs(%e : tensor<8xf32>) -> tensor<8xf32>
  %r = tensor.extract %f[%c0] : tensor<8xf32>
  return %r : f32
}

// -----

// BOTTOMUP-LABEL: func.func @copy_fill_result_into_empty(
// BOTTOMUP: %1 = linalg.fill {__inplace_operands_attr__ = ["none", "true"]} ins(%arg0 : f32) outs(%0 : tensor<8xf32>) -> tensor<8xf32>
// BOTTOMUP: %2 = linalg.copy {__inplace_operands_attr__ = ["true", "true"]} ins(%1 : tensor<8xf32>) outs(%0 : tensor<8xf32>) -> tensor<8xf32>
// TOPDOWN-LABEL: func.func @copy_fill_result_into_empty(
// TOPDOWN: %1 = linalg.fill {__inplace_operands_attr__ = ["none", "true"]} ins(%arg0 : f32) outs(%0 : tensor<8xf32>) -> tensor<8xf32>
// TOPDOWN: %2 = linalg.copy {__inplace_operands_attr__ = ["true", "true"]} ins(%1 : tensor<8xf32>) outs(%0 : tensor<8xf32>) -> tensor<8xf32>
func.func @copy_fill_result_into_empty(%s: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %e = tensor.empty() : tensor<8xf32>
  %f = linalg.fill ins(%s : f32) outs(%e : tensor<8xf32>) -> tensor<8xf32>
  %c = linalg.copy ins(%f : tensor<8xf32>) outs(%e : tensor<8xf32>) -> tensor<8xf32>
  %r = tensor.extract %f[%c0] : tensor<8xf32>
  return %r : f32
}

// -----

// BOTTOMUP-LABEL: func.func @copy_fill_result_onto_itself(
// BOTTOMUP: %1 = linalg.fill {__inplace_operands_attr__ = ["none", "true"]} ins(%arg0 : f32) outs(%0 : tensor<8xf32>) -> tensor<8xf32>
// BOTTOMUP: %2 = linalg.copy {__inplace_operands_attr__ = ["true", "true"]} ins(%1 : tensor<8xf32>) outs(%1 : tensor<8xf32>) -> tensor<8xf32>
// TOPDOWN-LABEL: func.func @copy_fill_result_onto_itself(
// TOPDOWN: %1 = linalg.fill {__inplace_operands_attr__ = ["none", "true"]} ins(%arg0 : f32) outs(%0 : tensor<8xf32>) -> tensor<8xf32>
// TOPDOWN: %2 = linalg.copy {__inplace_operands_attr__ = ["true", "true"]} ins(%1 : tensor<8xf32>) outs(%1 : tensor<8xf32>) -> tensor<8xf32>
func.func @copy_fill_result_onto_itself(%s: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %e = tensor.empty() : tensor<8xf32>
  %f = linalg.fill ins(%s : f32) outs(%e : tensor<8xf32>) -> tensor<8xf32>
  %c = linalg.copy ins(%f : tensor<8xf32>) outs(%f : tensor<8xf32>) -> tensor<8xf32>
  %r = tensor.extract %f[%c0] : tensor<8xf32>
  return %r : f32
}

// -----

// BOTTOMUP-LABEL: func.func @copy_argument_onto_itself(
// BOTTOMUP: %0 = linalg.fill {__inplace_operands_attr__ = ["none", "false"]} ins(%arg1 : f32) outs(%arg0 : tensor<8xf32>) -> tensor<8xf32>
// BOTTOMUP: %1 = linalg.copy {__inplace_operands_attr__ = ["true", "true"]} ins(%arg0 : tensor<8xf32>) outs(%arg0 : tensor<8xf32>) -> tensor<8xf32>
// TOPDOWN-LABEL: func.func @copy_argument_onto_itself(
// TOPDOWN: %0 = linalg.fill {__inplace_operands_attr__ = ["none", "false"]} ins(%arg1 : f32) outs(%arg0 : tensor<8xf32>) -> tensor<8xf32>
// TOPDOWN: %1 = linalg.copy {__inplace_operands_attr__ = ["true", "true"]} ins(%arg0 : tensor<8xf32>) outs(%arg0 : tensor<8xf32>) -> tensor<8xf32>
func.func @copy_argument_onto_itself(%t: tensor<8xf32>, %s: f32) -> (f32, tensor<8xf32>) {
  %c0 = arith.constant 0 : index
  %f = linalg.fill ins(%s : f32) outs(%t : tensor<8xf32>) -> tensor<8xf32>
  %c = linalg.copy ins(%t : tensor<8xf32>) outs(%t : tensor<8xf32>) -> tensor<8xf32>
  %r = tensor.extract %f[%c0] : tensor<8xf32>
  return %r, %c : f32, tensor<8xf32>
}
