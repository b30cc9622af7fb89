// RUN: bufopt %s --split-input-file --verify-diagnostics
// The verifier errors of the ONNX sequence ops: onnx-mlir's own messages
// where it has a verifier (SequenceEmpty, SequenceInsert, SplitToSequence,
// ConcatFromSequence), ODS-style messages elsewhere.

func.func @empty_dtype() {
  // expected-error@+1 {{'onnx.SequenceEmpty' op SequenceEmpty getDtype() does not match the output type}}
  %0 = "onnx.SequenceEmpty"() : () -> !onnx.Seq<tensor<*xi64>>
  return
}

// -----

func.func @empty_dtype_attr() {
  // expected-error@+1 {{'onnx.SequenceEmpty' op SequenceEmpty getDtype() does not match the output type}}
  %0 = "onnx.SequenceEmpty"() {dtype = 11 : si64} : () -> !onnx.Seq<tensor<*xf32>>
  return
}

// -----

func.func @empty_not_seq() {
  // expected-error@+1 {{'onnx.SequenceEmpty' op result #0 must be SeqType of any type values, but got 'tensor<2xf32>'}}
  %0 = "onnx.SequenceEmpty"() : () -> tensor<2xf32>
  return
}

// -----

func.func @insert_dtype(%s: !onnx.Seq<tensor<?xf32>>, %t: tensor<2xi32>, %p: tensor<i64>) {
  // expected-error@+1 {{'onnx.SequenceInsert' op Element types of the tensor in seqence and input have to be the same}}
  %0 = "onnx.SequenceInsert"(%s, %t, %p) : (!onnx.Seq<tensor<?xf32>>, tensor<2xi32>, tensor<i64>) -> !onnx.Seq<tensor<?xf32>>
  return
}

// -----

func.func @insert_result_dtype(%s: !onnx.Seq<tensor<?xf32>>, %t: tensor<2xf32>, %p: tensor<i64>) {
  // expected-error@+1 {{'onnx.SequenceInsert' op the result sequence has element type 'f64', the sequence holds 'f32'}}
  %0 = "onnx.SequenceInsert"(%s, %t, %p) : (!onnx.Seq<tensor<?xf32>>, tensor<2xf32>, tensor<i64>) -> !onnx.Seq<tensor<?xf64>>
  return
}

// -----

func.func @insert_position_type(%s: !onnx.Seq<tensor<?xf32>>, %t: tensor<2xf32>, %p: tensor<f32>) {
  // expected-error@+1 {{'onnx.SequenceInsert' op operand #2 must be tensor of 32-bit signless integer or 64-bit signless integer values or none type, but got 'tensor<f32>'}}
  %0 = "onnx.SequenceInsert"(%s, %t, %p) : (!onnx.Seq<tensor<?xf32>>, tensor<2xf32>, tensor<f32>) -> !onnx.Seq<tensor<?xf32>>
  return
}

// -----

func.func @insert_operands(%s: !onnx.Seq<tensor<?xf32>>, %t: tensor<2xf32>) {
  // expected-error@+1 {{'onnx.SequenceInsert' op expected 3 operands, but found 2}}
  %0 = "onnx.SequenceInsert"(%s, %t) : (!onnx.Seq<tensor<?xf32>>, tensor<2xf32>) -> !onnx.Seq<tensor<?xf32>>
  return
}

// -----

func.func @erase_not_seq(%t: tensor<2xf32>, %p: tensor<i64>) {
  // expected-error@+1 {{'onnx.SequenceErase' op operand #0 must be SeqType of any type values, but got 'tensor<2xf32>'}}
  %0 = "onnx.SequenceErase"(%t, %p) : (tensor<2xf32>, tensor<i64>) -> !onnx.Seq<tensor<?xf32>>
  return
}

// -----

func.func @at_none(%s: !onnx.Seq<tensor<?xf32>>) {
  %n = "onnx.NoValue"() {value} : () -> none
  // expected-error@+1 {{'onnx.SequenceAt' op operand #1 must be tensor of 32-bit signless integer or 64-bit signless integer values, but got 'none'}}
  %0 = "onnx.SequenceAt"(%s, %n) : (!onnx.Seq<tensor<?xf32>>, none) -> tensor<?xf32>
  return
}

// -----

func.func @at_dtype(%s: !onnx.Seq<tensor<?xf32>>, %p: tensor<i64>) {
  // expected-error@+1 {{'onnx.SequenceAt' op the result has element type 'i32', the sequence holds 'f32'}}
  %0 = "onnx.SequenceAt"(%s, %p) : (!onnx.Seq<tensor<?xf32>>, tensor<i64>) -> tensor<?xi32>
  return
}

// -----

func.func @length_type(%s: !onnx.Seq<tensor<?xf32>>) {
  // expected-error@+1 {{'onnx.SequenceLength' op result #0 must be tensor of 64-bit signless integer values, but got 'tensor<i32>'}}
  %0 = "onnx.SequenceLength"(%s) : (!onnx.Seq<tensor<?xf32>>) -> tensor<i32>
  return
}

// -----

func.func @construct_none() {
  // expected-error@+1 {{'onnx.SequenceConstruct' op expected 1 or more operands, but found 0}}
  %0 = "onnx.SequenceConstruct"() : () -> !onnx.Seq<tensor<?xf32>>
  return
}

// -----

func.func @construct_dtype(%a: tensor<2xf32>, %b: tensor<2xf16>) {
  // expected-error@+1 {{'onnx.SequenceConstruct' op input #1 has element type 'f16', the sequence holds 'f32'}}
  %0 = "onnx.SequenceConstruct"(%a, %b) : (tensor<2xf32>, tensor<2xf16>) -> !onnx.Seq<tensor<?xf32>>
  return
}

// -----

func.func @split_axis(%x: tensor<2x3xf32>) {
  %n = "onnx.NoValue"() {value} : () -> none
  // expected-error@+1 {{onnx.SplitToSequence: 'axis' value is 2, accepted range is [-2, 1]}}
  %0 = "onnx.SplitToSequence"(%x, %n) {axis = 2 : si64} : (tensor<2x3xf32>, none) -> !onnx.Seq<tensor<*xf32>>
  return
}

// -----

func.func @split_keepdims(%x: tensor<2x3xf32>) {
  %n = "onnx.NoValue"() {value} : () -> none
  // expected-error@+1 {{onnx.SplitToSequence: 'keepdims' value is 2, accepted range is [0, 1]}}
  %0 = "onnx.SplitToSequence"(%x, %n) {keepdims = 2 : si64} : (tensor<2x3xf32>, none) -> !onnx.Seq<tensor<*xf32>>
  return
}

// -----

func.func @split_rank(%x: tensor<2x3xf32>, %s: tensor<1x2xi64>) {
  // expected-error@+1 {{'onnx.SplitToSequence' op : split has rank 2 > 1}}
  %0 = "onnx.SplitToSequence"(%x, %s) : (tensor<2x3xf32>, tensor<1x2xi64>) -> !onnx.Seq<tensor<*xf32>>
  return
}

// -----

func.func @split_scalar(%x: tensor<2x3xf32>) {
  %s = onnx.Constant dense<0> : tensor<i64>
  // expected-error@+1 {{'onnx.SplitToSequence' op : split scalar 0 <= 0}}
  %0 = "onnx.SplitToSequence"(%x, %s) : (tensor<2x3xf32>, tensor<i64>) -> !onnx.Seq<tensor<*xf32>>
  return
}

// -----

func.func @split_entry(%x: tensor<2x3xf32>) {
  %s = onnx.Constant dense<[3, -1]> : tensor<2xi64>
  // expected-error@+1 {{'onnx.SplitToSequence' op : split tensor has entry -1 < 0}}
  %0 = "onnx.SplitToSequence"(%x, %s) : (tensor<2x3xf32>, tensor<2xi64>) -> !onnx.Seq<tensor<*xf32>>
  return
}

// -----

func.func @split_sum(%x: tensor<2x3xf32>) {
  %s = arith.constant dense<[1, 1]> : tensor<2xi64>
  // expected-error@+1 {{'onnx.SplitToSequence' op : split tensor entries sum to 2 != axis dimension size 3}}
  %0 = "onnx.SplitToSequence"(%x, %s) {axis = 1 : si64} : (tensor<2x3xf32>, tensor<2xi64>) -> !onnx.Seq<tensor<*xf32>>
  return
}

// -----

func.func @concat_axis(%s: !onnx.Seq<tensor<5x5x1x32xf32>>) {
  // expected-error@+1 {{onnx.ConcatFromSequence: 'axis' value is 4, accepted range is [-4, 3]}}
  %0 = "onnx.ConcatFromSequence"(%s) {axis = 4 : si64} : (!onnx.Seq<tensor<5x5x1x32xf32>>) -> tensor<*xf32>
  return
}

// -----

func.func @concat_new_axis(%s: !onnx.Seq<tensor<5x5x1x32xf32>>) {
  // expected-error@+1 {{onnx.ConcatFromSequence: 'axis' value is -6, accepted range is [-5, 4]}}
  %0 = "onnx.ConcatFromSequence"(%s) {axis = -6 : si64, new_axis = 1 : si64} : (!onnx.Seq<tensor<5x5x1x32xf32>>) -> tensor<*xf32>
  return
}

// -----

func.func @concat_no_axis(%s: !onnx.Seq<tensor<5xf32>>) {
  // expected-error@+1 {{'onnx.ConcatFromSequence' op requires attribute 'axis'}}
  %0 = "onnx.ConcatFromSequence"(%s) : (!onnx.Seq<tensor<5xf32>>) -> tensor<*xf32>
  return
}

// -----

func.func @novalue_type() {
  // expected-error@+1 {{'onnx.NoValue' op result #0 must be none type, but got 'i32'}}
  %0 = "onnx.NoValue"() {value} : () -> i32
  return
}

// -----

func.func @constant_type() {
  // expected-error@+1 {{'onnx.Constant' op result type 'tensor<2xi64>' does not match the type of 'value' 'tensor<i64>'}}
  %0 = onnx.Constant {value = dense<1> : tensor<i64>} : tensor<2xi64>
  return
}

// -----

func.func @axis_not_integer(%x: tensor<4xf32>) -> !onnx.Seq<tensor<?xf32>> {
  %none = "onnx.NoValue"() <{value}> : () -> none
  // expected-error@+1 {{'onnx.SplitToSequence' op attribute 'axis' failed to satisfy constraint: 64-bit signed integer attribute}}
  %0 = "onnx.SplitToSequence"(%x, %none) {axis = "zero"} : (tensor<4xf32>, none) -> !onnx.Seq<tensor<?xf32>>
  return %0 : !onnx.Seq<tensor<?xf32>>
}
