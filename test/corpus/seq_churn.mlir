// Corpus: 200 rounds of insert-and-erase on a loop-carried sequence: each
// round inserts a new element at the front and erases the last one, so the
// sequence keeps 3 elements; their sum is printed at the end.
// difftest-skip: one-shot+dealloc+runner one-shot-no-boundaries+dealloc upstream
func.func @main() {
  %a = arith.constant dense<[1.0]> : tensor<1xf32>
  %s0 = "onnx.SequenceConstruct"(%a, %a, %a) : (tensor<1xf32>, tensor<1xf32>, tensor<1xf32>) -> !onnx.Seq<tensor<1xf32>>
  %none = "onnx.NoValue"() <{value}> : () -> none
  %p0 = arith.constant dense<0> : tensor<i64>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c200 = arith.constant 200 : index
  %r = scf.for %i = %c0 to %c200 step %c1 iter_args(%s = %s0) -> (!onnx.Seq<tensor<1xf32>>) {
    %f = arith.index_cast %i : index to i32
    %ff = arith.sitofp %f : i32 to f32
    %t = tensor.from_elements %ff : tensor<1xf32>
    %s1 = "onnx.SequenceInsert"(%s, %t, %p0) : (!onnx.Seq<tensor<1xf32>>, tensor<1xf32>, tensor<i64>) -> !onnx.Seq<tensor<1xf32>>
    %s2 = "onnx.SequenceErase"(%s1, %none) : (!onnx.Seq<tensor<1xf32>>, none) -> !onnx.Seq<tensor<1xf32>>
    scf.yield %s2 : !onnx.Seq<tensor<1xf32>>
  }
  %zero = arith.constant 0.0 : f32
  %c3 = arith.constant 3 : index
  %sum = scf.for %i = %c0 to %c3 step %c1 iter_args(%acc = %zero) -> (f32) {
    %ii = arith.index_cast %i : index to i64
    %pt = tensor.from_elements %ii : tensor<i64>
    %t = "onnx.SequenceAt"(%r, %pt) : (!onnx.Seq<tensor<1xf32>>, tensor<i64>) -> tensor<1xf32>
    %v = tensor.extract %t[%c0] : tensor<1xf32>
    %n = arith.addf %acc, %v : f32
    scf.yield %n : f32
  }
  vector.print %sum : f32
  return
}
