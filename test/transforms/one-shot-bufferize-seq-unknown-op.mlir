// RUN: bufopt %s --verify-diagnostics --one-shot-bufferize="bufferize-function-boundaries allow-unknown-ops"
// A sequence value that reaches an op One-Shot Bufferize leaves on tensors
// (an unknown op with allow-unknown-ops; an op outside the dialect-filter
// is refused the same way) is refused: no to_buffer / to_tensor converts
// the sequence type.

func.func @left(%t: tensor<2xf32>) {
  %s = "onnx.SequenceConstruct"(%t) : (tensor<2xf32>) -> !onnx.Seq<tensor<2xf32>>
  // expected-error@+1 {{'test.use' op is not supported by one-shot-bufferize yet: an op left unbufferized with a value of type '!onnx.Seq<tensor<2xf32>>'}}
  "test.use"(%s) : (!onnx.Seq<tensor<2xf32>>) -> ()
  return
}
