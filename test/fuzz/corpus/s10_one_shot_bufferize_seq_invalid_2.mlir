func.func @local(%t: tensor<2xf32>) -> tensor<i64> {
  %s = "onnx.SequenceConstruct"(%t, %t) : (tensor<2xf32>, tensor<2xf32>) -> !onnx.Seq<tensor<2xf32>>
  %n = "onnx.SequenceLength"(%s) : (!onnx.Seq<tensor<2xf32>>) -> tensor<i64>
  return %n : tensor<i64>
}
