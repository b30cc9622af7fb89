// Corpus: SplitToSequence and ConcatFromSequence end to end: a 5x2 tensor
// split along axis 0 by a scalar 2 (chunks 2, 2, 1), by [1, 4], and with no
// split (five 1x2 chunks, then keepdims = 0: five 2-element rows); the
// chunks are read back, concatenated again (axis 0) and stacked (new_axis).
// difftest-skip: one-shot+dealloc+runner one-shot-no-boundaries+dealloc upstream
func.func private @print2(%t: tensor<?x2xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = tensor.dim %t, %c0 : tensor<?x2xf32>
  vector.print %n : index
  scf.for %i = %c0 to %n step %c1 {
    %a = tensor.extract %t[%i, %c0] : tensor<?x2xf32>
    %b = tensor.extract %t[%i, %c1] : tensor<?x2xf32>
    vector.print %a : f32
    vector.print %b : f32
  }
  return
}

func.func @main() {
  %x = arith.constant dense<[[1.0, 2.0], [3.0, 4.0], [5.0, 6.0], [7.0, 8.0], [9.0, 10.0]]> : tensor<5x2xf32>
  %two = onnx.Constant dense<2> : tensor<i64>
  %parts = onnx.Constant dense<[1, 4]> : tensor<2xi64>
  %none = "onnx.NoValue"() <{value}> : () -> none
  %p1 = onnx.Constant dense<1> : tensor<i64>
  %m1 = onnx.Constant dense<-1> : tensor<i64>
  // scalar split: [2, 2, 1] rows
  %s = "onnx.SplitToSequence"(%x, %two) <{axis = 0 : si64}> : (tensor<5x2xf32>, tensor<i64>) -> !onnx.Seq<tensor<?x2xf32>>
  %l = "onnx.SequenceLength"(%s) : (!onnx.Seq<tensor<?x2xf32>>) -> tensor<i64>
  %lv = tensor.extract %l[] : tensor<i64>
  vector.print %lv : i64
  %last = "onnx.SequenceAt"(%s, %m1) : (!onnx.Seq<tensor<?x2xf32>>, tensor<i64>) -> tensor<?x2xf32>
  call @print2(%last) : (tensor<?x2xf32>) -> ()
  %back = "onnx.ConcatFromSequence"(%s) <{axis = 0 : si64}> : (!onnx.Seq<tensor<?x2xf32>>) -> tensor<?x2xf32>
  call @print2(%back) : (tensor<?x2xf32>) -> ()
  // 1-D split: [1, 4] rows
  %q = "onnx.SplitToSequence"(%x, %parts) <{axis = -2 : si64}> : (tensor<5x2xf32>, tensor<2xi64>) -> !onnx.Seq<tensor<?x2xf32>>
  %q1 = "onnx.SequenceAt"(%q, %p1) : (!onnx.Seq<tensor<?x2xf32>>, tensor<i64>) -> tensor<?x2xf32>
  call @print2(%q1) : (tensor<?x2xf32>) -> ()
  // no split, keepdims = 0: five rows of 2, stacked again along a new axis 1
  %r = "onnx.SplitToSequence"(%x, %none) <{axis = 0 : si64, keepdims = 0 : si64}> : (tensor<5x2xf32>, none) -> !onnx.Seq<tensor<2xf32>>
  %st = "onnx.ConcatFromSequence"(%r) <{axis = 1 : si64, new_axis = 1 : si64}> : (!onnx.Seq<tensor<2xf32>>) -> tensor<2x?xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %a = tensor.extract %st[%c1, %c4] : tensor<2x?xf32>
  %b = tensor.extract %st[%c0, %c1] : tensor<2x?xf32>
  vector.print %a : f32
  vector.print %b : f32
  // no split, keepdims = 1: five 1x2 chunks, concatenated along axis 1
  %k = "onnx.SplitToSequence"(%x, %none) <{axis = 0 : si64}> : (tensor<5x2xf32>, none) -> !onnx.Seq<tensor<1x2xf32>>
  %w = "onnx.ConcatFromSequence"(%k) <{axis = 1 : si64}> : (!onnx.Seq<tensor<1x2xf32>>) -> tensor<1x?xf32>
  %d = tensor.dim %w, %c1 : tensor<1x?xf32>
  %wv = tensor.extract %w[%c0, %c4] : tensor<1x?xf32>
  vector.print %d : index
  vector.print %wv : f32
  return
}
