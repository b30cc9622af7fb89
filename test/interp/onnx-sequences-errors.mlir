// RUN: not bufopt %s --run=pos_shape 2>&1 | FileCheck %s --check-prefix=PS
// RUN: not bufopt %s --run=split_zero 2>&1 | FileCheck %s --check-prefix=SZ
// RUN: not bufopt %s --run=split_negative 2>&1 | FileCheck %s --check-prefix=SN
// RUN: not bufopt %s --run=split_sum 2>&1 | FileCheck %s --check-prefix=SS
// RUN: not bufopt %s --run=concat_empty 2>&1 | FileCheck %s --check-prefix=CE
// RUN: not bufopt %s --run=concat_ranks 2>&1 | FileCheck %s --check-prefix=CR
// RUN: not bufopt %s --run=concat_axis 2>&1 | FileCheck %s --check-prefix=CA
// RUN: not bufopt %s --run=seqalloc_negative 2>&1 | FileCheck %s --check-prefix=NL
// The interpreter's run-time errors on sequences that the verifiers cannot
// see (values known only at run time, unranked elements): each is a clear
// error at the op, never a crash.

// PS: error: 'onnx.SequenceAt' op position must hold exactly one element
func.func @pos_shape() {
  %a = arith.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %s = "onnx.SequenceConstruct"(%a) : (tensor<2xf32>) -> !onnx.Seq<tensor<2xf32>>
  %c0 = arith.constant 0 : i64
  %p = tensor.from_elements %c0, %c0 : tensor<2xi64>
  %pd = tensor.cast %p : tensor<2xi64> to tensor<?xi64>
  %e = "onnx.SequenceAt"(%s, %pd) : (!onnx.Seq<tensor<2xf32>>, tensor<?xi64>) -> tensor<2xf32>
  return
}
// SZ: error: 'onnx.SplitToSequence' op split 0 must be positive
func.func @split_zero() {
  %x = arith.constant dense<[1.0, 2.0, 3.0]> : tensor<3xf32>
  %z = arith.constant 0 : i64
  %sp = tensor.from_elements %z : tensor<i64>
  %s = "onnx.SplitToSequence"(%x, %sp) <{axis = 0 : si64}> : (tensor<3xf32>, tensor<i64>) -> !onnx.Seq<tensor<?xf32>>
  return
}
// SN: error: 'onnx.SplitToSequence' op split entry -1 is negative
func.func @split_negative() {
  %x = arith.constant dense<[1.0, 2.0, 3.0]> : tensor<3xf32>
  %a = arith.constant 4 : i64
  %b = arith.constant -1 : i64
  %sp = tensor.from_elements %a, %b : tensor<2xi64>
  %s = "onnx.SplitToSequence"(%x, %sp) <{axis = 0 : si64}> : (tensor<3xf32>, tensor<2xi64>) -> !onnx.Seq<tensor<?xf32>>
  return
}
// SS: error: 'onnx.SplitToSequence' op split entries sum to 2, the axis has size 3
func.func @split_sum() {
  %x = arith.constant dense<[1.0, 2.0, 3.0]> : tensor<3xf32>
  %a = arith.constant 1 : i64
  %sp = tensor.from_elements %a, %a : tensor<2xi64>
  %s = "onnx.SplitToSequence"(%x, %sp) <{axis = 0 : si64}> : (tensor<3xf32>, tensor<2xi64>) -> !onnx.Seq<tensor<?xf32>>
  return
}
// CE: error: 'onnx.ConcatFromSequence' op cannot concatenate an empty sequence
func.func @concat_empty() {
  %s = "onnx.SequenceEmpty"() : () -> !onnx.Seq<tensor<2xf32>>
  %c = "onnx.ConcatFromSequence"(%s) <{axis = 0 : si64}> : (!onnx.Seq<tensor<2xf32>>) -> tensor<?xf32>
  return
}
// CR: error: 'onnx.ConcatFromSequence' op element 1 has rank 2, element 0 has rank 1
func.func @concat_ranks() {
  %a = arith.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %b = arith.constant dense<[[1.0, 2.0]]> : tensor<1x2xf32>
  %ua = tensor.cast %a : tensor<2xf32> to tensor<*xf32>
  %ub = tensor.cast %b : tensor<1x2xf32> to tensor<*xf32>
  %s = "onnx.SequenceConstruct"(%ua, %ub) : (tensor<*xf32>, tensor<*xf32>) -> !onnx.Seq<tensor<*xf32>>
  %c = "onnx.ConcatFromSequence"(%s) <{axis = 0 : si64}> : (!onnx.Seq<tensor<*xf32>>) -> tensor<*xf32>
  return
}
// CA: error: 'onnx.ConcatFromSequence' op axis 3 is out of range for rank 1
func.func @concat_axis() {
  %a = arith.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %ua = tensor.cast %a : tensor<2xf32> to tensor<*xf32>
  %s = "onnx.SequenceConstruct"(%ua) : (tensor<*xf32>) -> !onnx.Seq<tensor<*xf32>>
  %c = "onnx.ConcatFromSequence"(%s) <{axis = 3 : si64}> : (!onnx.Seq<tensor<*xf32>>) -> tensor<*xf32>
  return
}
// NL: error: 'krnl.seqalloc' op negative length -1
func.func @seqalloc_negative() {
  %n = arith.constant -1 : index
  %s = "krnl.seqalloc"(%n) : (index) -> memref<?xmemref<2xf32>>
  return
}
