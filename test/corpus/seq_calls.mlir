// Corpus: a sequence built in one function, returned, passed to another
// that reads it and to a third that extends it; an element read out is
// then overwritten (in place on its own copy) while the sequence is read
// again: the sequence keeps the old value.
// difftest-skip: one-shot+dealloc+runner one-shot-no-boundaries+dealloc upstream
func.func @build(%a: tensor<2xf32>, %b: tensor<2xf32>) -> !onnx.Seq<tensor<2xf32>> {
  %s = "onnx.SequenceConstruct"(%a, %b) : (tensor<2xf32>, tensor<2xf32>) -> !onnx.Seq<tensor<2xf32>>
  %none = "onnx.NoValue"() <{value}> : () -> none
  %s2 = "onnx.SequenceInsert"(%s, %a, %none) : (!onnx.Seq<tensor<2xf32>>, tensor<2xf32>, none) -> !onnx.Seq<tensor<2xf32>>
  return %s2 : !onnx.Seq<tensor<2xf32>>
}

func.func @sum_first(%s: !onnx.Seq<tensor<2xf32>>) -> f32 {
  %c0 = arith.constant 0 : index
  %l = "onnx.SequenceLength"(%s) : (!onnx.Seq<tensor<2xf32>>) -> tensor<i64>
  %lv = tensor.extract %l[] : tensor<i64>
  %n = arith.index_cast %lv : i64 to index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0.0 : f32
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> (f32) {
    %ii = arith.index_cast %i : index to i32
    %pt = tensor.from_elements %ii : tensor<i32>
    %t = "onnx.SequenceAt"(%s, %pt) : (!onnx.Seq<tensor<2xf32>>, tensor<i32>) -> tensor<2xf32>
    %v = tensor.extract %t[%c0] : tensor<2xf32>
    %a = arith.addf %acc, %v : f32
    scf.yield %a : f32
  }
  return %r : f32
}

func.func @extend(%s: !onnx.Seq<tensor<2xf32>>, %t: tensor<2xf32>) -> !onnx.Seq<tensor<2xf32>> {
  %p = arith.constant dense<1> : tensor<i64>
  %s2 = "onnx.SequenceInsert"(%s, %t, %p) : (!onnx.Seq<tensor<2xf32>>, tensor<2xf32>, tensor<i64>) -> !onnx.Seq<tensor<2xf32>>
  return %s2 : !onnx.Seq<tensor<2xf32>>
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %a = arith.constant dense<[1.0, 10.0]> : tensor<2xf32>
  %b = arith.constant dense<[2.0, 20.0]> : tensor<2xf32>
  %s = call @build(%a, %b) : (tensor<2xf32>, tensor<2xf32>) -> !onnx.Seq<tensor<2xf32>>
  %v = call @sum_first(%s) : (!onnx.Seq<tensor<2xf32>>) -> f32
  vector.print %v : f32
  %s2 = call @extend(%s, %b) : (!onnx.Seq<tensor<2xf32>>, tensor<2xf32>) -> !onnx.Seq<tensor<2xf32>>
  %w = call @sum_first(%s2) : (!onnx.Seq<tensor<2xf32>>) -> f32
  vector.print %w : f32
  // read element 0 out, overwrite it, read the sequence again
  %p0 = arith.constant dense<0> : tensor<i64>
  %e = "onnx.SequenceAt"(%s2, %p0) : (!onnx.Seq<tensor<2xf32>>, tensor<i64>) -> tensor<2xf32>
  %big = arith.constant 100.0 : f32
  %e2 = tensor.insert %big into %e[%c0] : tensor<2xf32>
  %x = tensor.extract %e2[%c0] : tensor<2xf32>
  vector.print %x : f32
  %again = call @sum_first(%s2) : (!onnx.Seq<tensor<2xf32>>) -> f32
  vector.print %again : f32
  %u = call @sum_first(%s) : (!onnx.Seq<tensor<2xf32>>) -> f32
  vector.print %u : f32
  return
}
