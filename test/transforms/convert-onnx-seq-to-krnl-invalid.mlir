// RUN: bufopt %s --split-input-file --verify-diagnostics --convert-onnx-seq-to-krnl
// RUN: bufopt %s --split-input-file --verify-diagnostics --one-shot-bufferize=bufferize-function-boundaries
// What the bufferization of sequences refuses (not supported yet), in the
// pass and in One-Shot Bufferize (the same hook).

func.func @split_unranked(%x: tensor<*xf32>) -> !onnx.Seq<tensor<?xf32>> {
  %none = "onnx.NoValue"() <{value}> : () -> none
  // expected-error@+1 {{'onnx.SplitToSequence' op bufferization of onnx.SplitToSequence of an unranked tensor is not supported yet}}
  %0 = "onnx.SplitToSequence"(%x, %none) : (tensor<*xf32>, none) -> !onnx.Seq<tensor<?xf32>>
  return %0 : !onnx.Seq<tensor<?xf32>>
}

// -----

func.func @split_dynamic(%x: tensor<4xf32>, %p: tensor<?xi64>) -> !onnx.Seq<tensor<?xf32>> {
  // expected-error@+1 {{'onnx.SplitToSequence' op bufferization of onnx.SplitToSequence with a split of unknown length is not supported yet}}
  %0 = "onnx.SplitToSequence"(%x, %p) : (tensor<4xf32>, tensor<?xi64>) -> !onnx.Seq<tensor<?xf32>>
  return %0 : !onnx.Seq<tensor<?xf32>>
}

// -----

func.func @concat_unranked(%s: !onnx.Seq<tensor<2xf32>>) -> tensor<*xf32> {
  // expected-error@+1 {{'onnx.ConcatFromSequence' op bufferization of onnx.ConcatFromSequence needs a result of rank 1}}
  %0 = "onnx.ConcatFromSequence"(%s) <{axis = 0 : si64}> : (!onnx.Seq<tensor<2xf32>>) -> tensor<*xf32>
  return %0 : tensor<*xf32>
}

// -----

// expected-error@+1 {{bufferization of '!onnx.Seq<tensor<*xf32>>' in a function signature is not supported yet}}
func.func @unranked(%s: !onnx.Seq<tensor<*xf32>>) {
  %n = "onnx.SequenceLength"(%s) : (!onnx.Seq<tensor<*xf32>>) -> tensor<i64>
  return
}

// -----

func.func @unranked_value(%t: tensor<2xf32>) {
  // expected-error@+1 {{bufferization of '!onnx.Seq<tensor<*xf32>>' is not supported yet (the element must be a ranked tensor)}}
  %s = "onnx.SequenceConstruct"(%t) : (tensor<2xf32>) -> !onnx.Seq<tensor<*xf32>>
  return
}

// -----

// (Rejected by mlir-opt as well, so the interop test skips this file.)
func.func @undeclared() {
  // expected-error@+1 {{use of undeclared SSA value name}}
  %0 = "onnx.SequenceLength"(%nope) : (!onnx.Seq<tensor<2xf32>>) -> tensor<i64>
  return
}

// -----

func.func @position_shape(%s: !onnx.Seq<tensor<2xf32>>, %p: tensor<2xi64>) -> tensor<2xf32> {
  // expected-error@+1 {{'onnx.SequenceAt' op a position that is not a one-element tensor (rank 0, or rank 1 of size 1) is not supported yet}}
  %0 = "onnx.SequenceAt"(%s, %p) : (!onnx.Seq<tensor<2xf32>>, tensor<2xi64>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

// keepdims = 1 keeps the split axis: the elements are 2-D, not 1-D (the
// verifier, as onnx-mlir's, leaves this to shape inference).
func.func @split_rank(%x: tensor<4x2xf32>) -> !onnx.Seq<tensor<2xf32>> {
  %none = "onnx.NoValue"() <{value}> : () -> none
  // expected-error@+1 {{'onnx.SplitToSequence' op the sequence's element rank does not match the split}}
  %0 = "onnx.SplitToSequence"(%x, %none) {axis = 0 : si64, keepdims = 1 : si64} : (tensor<4x2xf32>, none) -> !onnx.Seq<tensor<2xf32>>
  return %0 : !onnx.Seq<tensor<2xf32>>
}
