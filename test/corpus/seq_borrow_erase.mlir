// Corpus: an element read out of a sequence (borrowed: only read into
// scalars) and then the sequence erased at that element: the erase must
// not take the sequence over (it would free the element before the read).
// difftest-skip: one-shot+dealloc+runner one-shot-no-boundaries+dealloc upstream
func.func @main() {
  %a = arith.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %b = arith.constant dense<[3.0, 4.0]> : tensor<2xf32>
  %s = "onnx.SequenceConstruct"(%a, %b) : (tensor<2xf32>, tensor<2xf32>) -> !onnx.Seq<tensor<2xf32>>
  %p0 = arith.constant dense<0> : tensor<i64>
  %t = "onnx.SequenceAt"(%s, %p0) : (!onnx.Seq<tensor<2xf32>>, tensor<i64>) -> tensor<2xf32>
  %s2 = "onnx.SequenceErase"(%s, %p0) : (!onnx.Seq<tensor<2xf32>>, tensor<i64>) -> !onnx.Seq<tensor<2xf32>>
  %c0 = arith.constant 0 : index
  %v = tensor.extract %t[%c0] : tensor<2xf32>
  vector.print %v : f32
  %u = "onnx.SequenceAt"(%s2, %p0) : (!onnx.Seq<tensor<2xf32>>, tensor<i64>) -> tensor<2xf32>
  %w = tensor.extract %u[%c0] : tensor<2xf32>
  vector.print %w : f32
  return
}
