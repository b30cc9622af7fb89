func.func @arg(%s: !onnx.Seq<tensor<2xf32>>) -> tensor<i64> {
  %n = "onnx.SequenceLength"(%s) : (!onnx.Seq<tensor<2xf32>>) -> tensor<i64>
  return %n : tensor<i64>
}
