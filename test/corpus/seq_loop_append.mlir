// Corpus: a sequence carried by scf.for, one slice x[:i+1] appended per
// iteration (ONNX backend test loop13_seq), then read back.
// difftest-skip: one-shot+dealloc+runner one-shot-no-boundaries+dealloc upstream
func.func @main() {
  %x = arith.constant dense<[1.0, 2.0, 3.0, 4.0, 5.0]> : tensor<5xf32>
  %none = "onnx.NoValue"() <{value}> : () -> none
  %e = "onnx.SequenceEmpty"() : () -> !onnx.Seq<tensor<?xf32>>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%s = %e) -> (!onnx.Seq<tensor<?xf32>>) {
    %n = arith.addi %i, %c1 : index
    %slice = tensor.extract_slice %x[0] [%n] [1] : tensor<5xf32> to tensor<?xf32>
    %s1 = "onnx.SequenceInsert"(%s, %slice, %none) : (!onnx.Seq<tensor<?xf32>>, tensor<?xf32>, none) -> !onnx.Seq<tensor<?xf32>>
    scf.yield %s1 : !onnx.Seq<tensor<?xf32>>
  }
  %l = "onnx.SequenceLength"(%r) : (!onnx.Seq<tensor<?xf32>>) -> tensor<i64>
  %lv = tensor.extract %l[] : tensor<i64>
  vector.print %lv : i64
  %n = arith.index_cast %lv : i64 to index
  scf.for %i = %c0 to %n step %c1 {
    %ii = arith.index_cast %i : index to i64
    %pt = tensor.from_elements %ii : tensor<i64>
    %t = "onnx.SequenceAt"(%r, %pt) : (!onnx.Seq<tensor<?xf32>>, tensor<i64>) -> tensor<?xf32>
    %d = tensor.dim %t, %c0 : tensor<?xf32>
    %last = arith.subi %d, %c1 : index
    %v = tensor.extract %t[%last] : tensor<?xf32>
    vector.print %d : index
    vector.print %v : f32
  }
  return
}
