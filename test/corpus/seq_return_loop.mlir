// Corpus: a loop-carried sequence returned from a function that runs its
// loop zero times (the result is then the caller's argument, which
// deallocation clones: the clone of a container is a deep copy) or three
// times (the loop's own sequence).
// difftest-skip: one-shot+dealloc+runner one-shot-no-boundaries+dealloc upstream
func.func private @churn(%s0: !onnx.Seq<tensor<1xf32>>, %n: index) -> !onnx.Seq<tensor<1xf32>> {
  %none = "onnx.NoValue"() <{value}> : () -> none
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%s = %s0) -> (!onnx.Seq<tensor<1xf32>>) {
    %f = arith.index_cast %i : index to i32
    %ff = arith.sitofp %f : i32 to f32
    %t = tensor.from_elements %ff : tensor<1xf32>
    %s1 = "onnx.SequenceInsert"(%s, %t, %none) : (!onnx.Seq<tensor<1xf32>>, tensor<1xf32>, none) -> !onnx.Seq<tensor<1xf32>>
    scf.yield %s1 : !onnx.Seq<tensor<1xf32>>
  }
  return %r : !onnx.Seq<tensor<1xf32>>
}
func.func @main() {
  %a = arith.constant dense<[5.0]> : tensor<1xf32>
  %s0 = "onnx.SequenceConstruct"(%a, %a) : (tensor<1xf32>, tensor<1xf32>) -> !onnx.Seq<tensor<1xf32>>
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %r0 = call @churn(%s0, %c0) : (!onnx.Seq<tensor<1xf32>>, index) -> !onnx.Seq<tensor<1xf32>>
  %r3 = call @churn(%s0, %c3) : (!onnx.Seq<tensor<1xf32>>, index) -> !onnx.Seq<tensor<1xf32>>
  %l0 = "onnx.SequenceLength"(%r0) : (!onnx.Seq<tensor<1xf32>>) -> tensor<i64>
  %l3 = "onnx.SequenceLength"(%r3) : (!onnx.Seq<tensor<1xf32>>) -> tensor<i64>
  %v0 = tensor.extract %l0[] : tensor<i64>
  %v3 = tensor.extract %l3[] : tensor<i64>
  vector.print %v0 : i64
  vector.print %v3 : i64
  %p = arith.constant dense<-1> : tensor<i64>
  %e = "onnx.SequenceAt"(%r3, %p) : (!onnx.Seq<tensor<1xf32>>, tensor<i64>) -> tensor<1xf32>
  %x = tensor.extract %e[%c0] : tensor<1xf32>
  vector.print %x : f32
  return
}
