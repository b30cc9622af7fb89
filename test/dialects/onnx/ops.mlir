// RUN: bufopt %s | FileCheck %s
// RUN: bufopt %s | bufopt | FileCheck %s
// RUN: bufopt %s --mlir-print-op-generic | bufopt | FileCheck %s
// The ONNX sequence ops as onnx-mlir writes them (generic form); attributes
// given in {...} come back as properties, onnx.Constant has its custom form.

// CHECK-LABEL: func.func @all_ops
func.func @all_ops(%arg0: tensor<?x4x5xf32>, %arg1: tensor<3x4x5xf32>, %s: !onnx.Seq<tensor<?x4x5xf32>>) -> tensor<?x4x5xf32> {
  // CHECK: %[[P:.*]] = onnx.Constant dense<0> : tensor<i64>
  %0 = onnx.Constant dense<0> : tensor<i64>
  // CHECK: onnx.Constant dense<-1> : tensor<i32>
  %m = onnx.Constant {value = dense<-1> : tensor<i32>} : tensor<i32>
  // CHECK: %[[E:.*]] = "onnx.SequenceEmpty"() : () -> !onnx.Seq<tensor<*xf32>>
  %1 = "onnx.SequenceEmpty"() : () -> !onnx.Seq<tensor<*xf32>>
  // CHECK: "onnx.SequenceEmpty"() <{dtype = 7 : si64}> : () -> !onnx.Seq<tensor<*xi64>>
  %e64 = "onnx.SequenceEmpty"() {dtype = 7 : si64} : () -> !onnx.Seq<tensor<*xi64>>
  // CHECK: %[[N:.*]] = "onnx.NoValue"() <{value}> : () -> none
  %2 = "onnx.NoValue"() {value} : () -> none
  // CHECK: %[[S1:.*]] = "onnx.SequenceInsert"(%[[E]], %arg0, %[[P]]) : (!onnx.Seq<tensor<*xf32>>, tensor<?x4x5xf32>, tensor<i64>) -> !onnx.Seq<tensor<?x4x5xf32>>
  %3 = "onnx.SequenceInsert"(%1, %arg0, %0) : (!onnx.Seq<tensor<*xf32>>, tensor<?x4x5xf32>, tensor<i64>) -> !onnx.Seq<tensor<?x4x5xf32>>
  // CHECK: %[[S2:.*]] = "onnx.SequenceInsert"(%[[S1]], %arg1, %[[N]]) : (!onnx.Seq<tensor<?x4x5xf32>>, tensor<3x4x5xf32>, none) -> !onnx.Seq<tensor<?x4x5xf32>>
  %6 = "onnx.SequenceInsert"(%3, %arg1, %2) : (!onnx.Seq<tensor<?x4x5xf32>>, tensor<3x4x5xf32>, none) -> !onnx.Seq<tensor<?x4x5xf32>>
  // CHECK: "onnx.SequenceErase"(%[[S2]], %[[P]]) : (!onnx.Seq<tensor<?x4x5xf32>>, tensor<i64>) -> !onnx.Seq<tensor<?x4x5xf32>>
  %7 = "onnx.SequenceErase"(%6, %0) : (!onnx.Seq<tensor<?x4x5xf32>>, tensor<i64>) -> !onnx.Seq<tensor<?x4x5xf32>>
  // CHECK: "onnx.SequenceErase"(%arg2, %[[N]]) : (!onnx.Seq<tensor<?x4x5xf32>>, none) -> !onnx.Seq<tensor<?x4x5xf32>>
  %8 = "onnx.SequenceErase"(%s, %2) : (!onnx.Seq<tensor<?x4x5xf32>>, none) -> !onnx.Seq<tensor<?x4x5xf32>>
  // CHECK: "onnx.SequenceAt"(%{{.*}}, %{{.*}}) : (!onnx.Seq<tensor<?x4x5xf32>>, tensor<i32>) -> tensor<?x4x5xf32>
  %4 = "onnx.SequenceAt"(%7, %m) : (!onnx.Seq<tensor<?x4x5xf32>>, tensor<i32>) -> tensor<?x4x5xf32>
  // CHECK: "onnx.SequenceLength"(%{{.*}}) : (!onnx.Seq<tensor<?x4x5xf32>>) -> tensor<i64>
  %l = "onnx.SequenceLength"(%8) : (!onnx.Seq<tensor<?x4x5xf32>>) -> tensor<i64>
  // CHECK: "onnx.SequenceConstruct"(%arg0, %arg1) : (tensor<?x4x5xf32>, tensor<3x4x5xf32>) -> !onnx.Seq<tensor<?x4x5xf32>>
  %c = "onnx.SequenceConstruct"(%arg0, %arg1) : (tensor<?x4x5xf32>, tensor<3x4x5xf32>) -> !onnx.Seq<tensor<?x4x5xf32>>
  // CHECK: "onnx.SplitToSequence"(%arg1, %[[N]]) <{axis = 0 : si64, keepdims = 1 : si64}> : (tensor<3x4x5xf32>, none) -> !onnx.Seq<tensor<1x4x5xf32>>
  %sp = "onnx.SplitToSequence"(%arg1, %2) <{axis = 0 : si64, keepdims = 1 : si64}> : (tensor<3x4x5xf32>, none) -> !onnx.Seq<tensor<1x4x5xf32>>
  // CHECK: "onnx.ConcatFromSequence"(%{{.*}}) <{axis = 2 : si64}> : (!onnx.Seq<tensor<1x4x5xf32>>) -> tensor<*xf32>
  %k = "onnx.ConcatFromSequence"(%sp) {axis = 2 : si64} : (!onnx.Seq<tensor<1x4x5xf32>>) -> tensor<*xf32>
  // CHECK: "onnx.ConcatFromSequence"(%{{.*}}) <{axis = -4 : si64, new_axis = 1 : si64}> : (!onnx.Seq<tensor<1x4x5xf32>>) -> tensor<?x1x4x5xf32>
  %st = "onnx.ConcatFromSequence"(%sp) {axis = -4 : si64, new_axis = 1 : si64} : (!onnx.Seq<tensor<1x4x5xf32>>) -> tensor<?x1x4x5xf32>
  return %4 : tensor<?x4x5xf32>
}

// A one-element position tensor (onnx-mlir's structure test uses one) and
// a sequence of unranked tensors round trip.
// CHECK-LABEL: func.func @unranked
// CHECK-SAME: (%arg0: !onnx.Seq<tensor<*xf32>>, %arg1: tensor<1xi32>) -> tensor<*xf32>
func.func @unranked(%arg0: !onnx.Seq<tensor<*xf32>>, %arg1: tensor<1xi32>) -> tensor<*xf32> {
  // CHECK: "onnx.SequenceAt"(%arg0, %arg1) : (!onnx.Seq<tensor<*xf32>>, tensor<1xi32>) -> tensor<*xf32>
  %0 = "onnx.SequenceAt"(%arg0, %arg1) : (!onnx.Seq<tensor<*xf32>>, tensor<1xi32>) -> tensor<*xf32>
  return %0 : tensor<*xf32>
}

// Sequences of tuples (onnx-mlir's ZipMap) are read and printed; their
// element-type checks are skipped (passes refuse them).
// CHECK-LABEL: func.func @tuples
// CHECK: "onnx.SequenceErase"(%arg0, %{{.*}}) : (!onnx.Seq<tuple<i64, f32>>, none) -> !onnx.Seq<tuple<i64, f32>>
func.func @tuples(%s: !onnx.Seq<tuple<i64, f32>>) -> !onnx.Seq<tuple<i64, f32>> {
  %n = "onnx.NoValue"() {value} : () -> none
  %0 = "onnx.SequenceErase"(%s, %n) : (!onnx.Seq<tuple<i64, f32>>, none) -> !onnx.Seq<tuple<i64, f32>>
  return %0 : !onnx.Seq<tuple<i64, f32>>
}
