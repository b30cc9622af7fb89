// Corpus: ONNX sequences: construct, insert at the front, middle, end and
// at negative positions, erase with and without a position, length and At
// (ONNX backend tests sequence_model1/2/3, insert_at_front/back).
// difftest-skip: one-shot+dealloc+runner one-shot-no-boundaries+dealloc upstream
func.func private @print1(%t: tensor<?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = tensor.dim %t, %c0 : tensor<?xf32>
  vector.print %n : index
  scf.for %i = %c0 to %n step %c1 {
    %v = tensor.extract %t[%i] : tensor<?xf32>
    vector.print %v : f32
  }
  return
}

func.func private @print_all(%s: !onnx.Seq<tensor<?xf32>>) {
  %l = "onnx.SequenceLength"(%s) : (!onnx.Seq<tensor<?xf32>>) -> tensor<i64>
  %n64 = tensor.extract %l[] : tensor<i64>
  vector.print %n64 : i64
  %n = arith.index_cast %n64 : i64 to index
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %ii = arith.index_cast %i : index to i64
    %pt = tensor.from_elements %ii : tensor<i64>
    %e = "onnx.SequenceAt"(%s, %pt) : (!onnx.Seq<tensor<?xf32>>, tensor<i64>) -> tensor<?xf32>
    func.call @print1(%e) : (tensor<?xf32>) -> ()
  }
  return
}

func.func @main() {
  %x = arith.constant dense<[1.0, 2.0, 3.0]> : tensor<3xf32>
  %y = arith.constant dense<[7.0, 8.0]> : tensor<2xf32>
  %z = arith.constant dense<[9.0]> : tensor<1xf32>
  %none = "onnx.NoValue"() <{value}> : () -> none
  %p0 = onnx.Constant dense<0> : tensor<i64>
  %p1 = onnx.Constant dense<1> : tensor<i32>
  %m1 = onnx.Constant dense<-1> : tensor<i64>
  %m3 = onnx.Constant dense<-3> : tensor<i64>
  // model1: Empty; append x, y; insert z at 1 -> [x, z, y]
  %e = "onnx.SequenceEmpty"() : () -> !onnx.Seq<tensor<*xf32>>
  %s1 = "onnx.SequenceInsert"(%e, %x, %none) : (!onnx.Seq<tensor<*xf32>>, tensor<3xf32>, none) -> !onnx.Seq<tensor<?xf32>>
  %s2 = "onnx.SequenceInsert"(%s1, %y, %none) : (!onnx.Seq<tensor<?xf32>>, tensor<2xf32>, none) -> !onnx.Seq<tensor<?xf32>>
  %s3 = "onnx.SequenceInsert"(%s2, %z, %p1) : (!onnx.Seq<tensor<?xf32>>, tensor<1xf32>, tensor<i32>) -> !onnx.Seq<tensor<?xf32>>
  call @print_all(%s3) : (!onnx.Seq<tensor<?xf32>>) -> ()
  // model3: Construct(x, y, z); erase -3 -> [y, z]; insert x at -1 -> [y, x, z]
  %c = "onnx.SequenceConstruct"(%x, %y, %z) : (tensor<3xf32>, tensor<2xf32>, tensor<1xf32>) -> !onnx.Seq<tensor<?xf32>>
  %c1 = "onnx.SequenceErase"(%c, %m3) : (!onnx.Seq<tensor<?xf32>>, tensor<i64>) -> !onnx.Seq<tensor<?xf32>>
  %c2 = "onnx.SequenceInsert"(%c1, %x, %m1) : (!onnx.Seq<tensor<?xf32>>, tensor<3xf32>, tensor<i64>) -> !onnx.Seq<tensor<?xf32>>
  call @print_all(%c2) : (!onnx.Seq<tensor<?xf32>>) -> ()
  // insert at the front and erase the last one (no position) -> [z, y, x]
  %f1 = "onnx.SequenceInsert"(%c2, %z, %p0) : (!onnx.Seq<tensor<?xf32>>, tensor<1xf32>, tensor<i64>) -> !onnx.Seq<tensor<?xf32>>
  %f2 = "onnx.SequenceErase"(%f1, %none) : (!onnx.Seq<tensor<?xf32>>, none) -> !onnx.Seq<tensor<?xf32>>
  %r = "onnx.SequenceAt"(%f2, %m1) : (!onnx.Seq<tensor<?xf32>>, tensor<i64>) -> tensor<?xf32>
  call @print1(%r) : (tensor<?xf32>) -> ()
  call @print_all(%f2) : (!onnx.Seq<tensor<?xf32>>) -> ()
  return
}
