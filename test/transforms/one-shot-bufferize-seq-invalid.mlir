// RUN: bufopt %s --split-input-file --verify-diagnostics --one-shot-bufferize
// What One-Shot Bufferize refuses for ONNX sequences without
// bufferize-function-boundaries: a sequence in a signature would stay a
// !onnx.Seq value, and no to_buffer / to_tensor converts that type.

// expected-error@+1 {{'func.func' op bufferization of '!onnx.Seq<tensor<2xf32>>' in a function signature needs bufferize-function-boundaries}}
func.func @arg(%s: !onnx.Seq<tensor<2xf32>>) -> tensor<i64> {
  %n = "onnx.SequenceLength"(%s) : (!onnx.Seq<tensor<2xf32>>) -> tensor<i64>
  return %n : tensor<i64>
}

// -----

// No sequence in the signature: fine without function boundaries.
func.func @local(%t: tensor<2xf32>) -> tensor<i64> {
  %s = "onnx.SequenceConstruct"(%t, %t) : (tensor<2xf32>, tensor<2xf32>) -> !onnx.Seq<tensor<2xf32>>
  %n = "onnx.SequenceLength"(%s) : (!onnx.Seq<tensor<2xf32>>) -> tensor<i64>
  return %n : tensor<i64>
}
