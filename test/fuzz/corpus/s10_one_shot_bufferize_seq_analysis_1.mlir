func.func private @arg_insert(%s: !onnx.Seq<tensor<2xf32>>, %t: tensor<2xf32>) -> !onnx.Seq<tensor<2xf32>> {
  %none = "onnx.NoValue"() <{value}> : () -> none
  %r = "onnx.SequenceInsert"(%s, %t, %none) : (!onnx.Seq<tensor<2xf32>>, tensor<2xf32>, none) -> !onnx.Seq<tensor<2xf32>>
  return %r : !onnx.Seq<tensor<2xf32>>
}



func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %a = arith.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %b = arith.constant dense<[3.0, 4.0]> : tensor<2xf32>
  %none = "onnx.NoValue"() <{value}> : () -> none
  %s = "onnx.SequenceConstruct"(%a, %b) : (tensor<2xf32>, tensor<2xf32>) -> !onnx.Seq<tensor<2xf32>>
  %s1 = "onnx.SequenceInsert"(%s, %a, %none) : (!onnx.Seq<tensor<2xf32>>, tensor<2xf32>, none) -> !onnx.Seq<tensor<2xf32>>
  %l0 = "onnx.SequenceLength"(%s) : (!onnx.Seq<tensor<2xf32>>) -> tensor<i64>
  %v0 = tensor.extract %l0[] : tensor<i64>
  vector.print %v0 : i64
  %s2 = "onnx.SequenceInsert"(%s1, %b, %none) : (!onnx.Seq<tensor<2xf32>>, tensor<2xf32>, none) -> !onnx.Seq<tensor<2xf32>>
  %s3 = scf.for %i = %c0 to %c2 step %c1 iter_args(%x = %s2) -> (!onnx.Seq<tensor<2xf32>>) {
    %y = "onnx.SequenceErase"(%x, %none) : (!onnx.Seq<tensor<2xf32>>, none) -> !onnx.Seq<tensor<2xf32>>
    scf.yield %y : !onnx.Seq<tensor<2xf32>>
  }
  %l2 = "onnx.SequenceLength"(%s2) : (!onnx.Seq<tensor<2xf32>>) -> tensor<i64>
  %v2 = tensor.extract %l2[] : tensor<i64>
  vector.print %v2 : i64
  %s4 = func.call @arg_insert(%s3, %a) : (!onnx.Seq<tensor<2xf32>>, tensor<2xf32>) -> !onnx.Seq<tensor<2xf32>>
  %l3 = "onnx.SequenceLength"(%s3) : (!onnx.Seq<tensor<2xf32>>) -> tensor<i64>
  %v3 = tensor.extract %l3[] : tensor<i64>
  vector.print %v3 : i64
  %l4 = "onnx.SequenceLength"(%s4) : (!onnx.Seq<tensor<2xf32>>) -> tensor<i64>
  %v4 = tensor.extract %l4[] : tensor<i64>
  vector.print %v4 : i64
  %e = "onnx.SequenceEmpty"() <{dtype = 1 : si64}> : () -> !onnx.Seq<tensor<*xf32>>
  %e1 = "onnx.SequenceInsert"(%e, %a, %none) : (!onnx.Seq<tensor<*xf32>>, tensor<2xf32>, none) -> !onnx.Seq<tensor<2xf32>>
  %e2 = "onnx.SequenceInsert"(%e, %b, %none) : (!onnx.Seq<tensor<*xf32>>, tensor<2xf32>, none) -> !onnx.Seq<tensor<2xf32>>
  %p0 = arith.constant dense<0> : tensor<i64>
  %t1 = "onnx.SequenceAt"(%e1, %p0) : (!onnx.Seq<tensor<2xf32>>, tensor<i64>) -> tensor<2xf32>
  %t2 = "onnx.SequenceAt"(%e2, %p0) : (!onnx.Seq<tensor<2xf32>>, tensor<i64>) -> tensor<2xf32>
  %w1 = tensor.extract %t1[%c0] : tensor<2xf32>
  %w2 = tensor.extract %t2[%c0] : tensor<2xf32>
  vector.print %w1 : f32
  vector.print %w2 : f32
  return
}
