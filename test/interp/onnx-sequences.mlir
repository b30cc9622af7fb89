// RUN: bufopt %s --run=model1 | FileCheck %s --check-prefix=M1
// RUN: bufopt %s --run=model3 | FileCheck %s --check-prefix=M3
// RUN: bufopt %s --run=front_back | FileCheck %s --check-prefix=FB
// RUN: bufopt %s --run=loop | FileCheck %s --check-prefix=LOOP
// RUN: bufopt %s --run=split_concat | FileCheck %s --check-prefix=SC
// RUN: not bufopt %s --run=insert_range 2>&1 | FileCheck %s --check-prefix=IR
// RUN: not bufopt %s --run=erase_empty 2>&1 | FileCheck %s --check-prefix=EE
// RUN: not bufopt %s --run=at_range 2>&1 | FileCheck %s --check-prefix=AR
// The tensor-level semantics of the ONNX sequence ops in the interpreter
// (the ONNX backend tests test_sequence_model1/3, insert at front/back,
// loop13_seq), and the runtime errors for out-of-range positions.

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

func.func private @len(%s: !onnx.Seq<tensor<?xf32>>) {
  %l = "onnx.SequenceLength"(%s) : (!onnx.Seq<tensor<?xf32>>) -> tensor<i64>
  %v = tensor.extract %l[] : tensor<i64>
  vector.print %v : i64
  return
}

// Empty; insert x; insert y; insert z at 1 -> [x, z, y]; At 2 = y.
// M1: 2
// M1-NEXT: 7
// M1-NEXT: 8
func.func @model1() {
  %x = arith.constant dense<[1.0, 2.0, 3.0]> : tensor<3xf32>
  %y = arith.constant dense<[7.0, 8.0]> : tensor<2xf32>
  %z = arith.constant dense<[9.0]> : tensor<1xf32>
  %none = "onnx.NoValue"() {value} : () -> none
  %p1 = onnx.Constant dense<1> : tensor<i64>
  %p2 = onnx.Constant dense<2> : tensor<i32>
  %e = "onnx.SequenceEmpty"() : () -> !onnx.Seq<tensor<*xf32>>
  %s1 = "onnx.SequenceInsert"(%e, %x, %none) : (!onnx.Seq<tensor<*xf32>>, tensor<3xf32>, none) -> !onnx.Seq<tensor<?xf32>>
  %s2 = "onnx.SequenceInsert"(%s1, %y, %none) : (!onnx.Seq<tensor<?xf32>>, tensor<2xf32>, none) -> !onnx.Seq<tensor<?xf32>>
  %s3 = "onnx.SequenceInsert"(%s2, %z, %p1) : (!onnx.Seq<tensor<?xf32>>, tensor<1xf32>, tensor<i64>) -> !onnx.Seq<tensor<?xf32>>
  %r = "onnx.SequenceAt"(%s3, %p2) : (!onnx.Seq<tensor<?xf32>>, tensor<i32>) -> tensor<?xf32>
  call @print1(%r) : (tensor<?xf32>) -> ()
  return
}

// Construct(x, y, z); erase -3 -> [y, z]; insert x at -1 -> [y, x, z];
// At -1 = z; At -2 = x; erase (default: last) -> [y, x]: length 2.
// M3: 1
// M3-NEXT: 9
// M3-NEXT: 3
// M3-NEXT: 1
// M3-NEXT: 2
// M3-NEXT: 3
// M3-NEXT: 2
func.func @model3() {
  %x = arith.constant dense<[1.0, 2.0, 3.0]> : tensor<3xf32>
  %y = arith.constant dense<[7.0, 8.0]> : tensor<2xf32>
  %z = arith.constant dense<[9.0]> : tensor<1xf32>
  %none = "onnx.NoValue"() {value} : () -> none
  %m3 = onnx.Constant dense<-3> : tensor<i64>
  %m2 = onnx.Constant dense<-2> : tensor<i64>
  %m1 = onnx.Constant dense<-1> : tensor<i64>
  %s = "onnx.SequenceConstruct"(%x, %y, %z) : (tensor<3xf32>, tensor<2xf32>, tensor<1xf32>) -> !onnx.Seq<tensor<?xf32>>
  %s1 = "onnx.SequenceErase"(%s, %m3) : (!onnx.Seq<tensor<?xf32>>, tensor<i64>) -> !onnx.Seq<tensor<?xf32>>
  %s2 = "onnx.SequenceInsert"(%s1, %x, %m1) : (!onnx.Seq<tensor<?xf32>>, tensor<3xf32>, tensor<i64>) -> !onnx.Seq<tensor<?xf32>>
  %r = "onnx.SequenceAt"(%s2, %m1) : (!onnx.Seq<tensor<?xf32>>, tensor<i64>) -> tensor<?xf32>
  call @print1(%r) : (tensor<?xf32>) -> ()
  %r2 = "onnx.SequenceAt"(%s2, %m2) : (!onnx.Seq<tensor<?xf32>>, tensor<i64>) -> tensor<?xf32>
  call @print1(%r2) : (tensor<?xf32>) -> ()
  %s3 = "onnx.SequenceErase"(%s2, %none) : (!onnx.Seq<tensor<?xf32>>, none) -> !onnx.Seq<tensor<?xf32>>
  call @len(%s3) : (!onnx.Seq<tensor<?xf32>>) -> ()
  return
}

// Insert at the front (position 0) and at the back (position n): the
// sequence [a, b] becomes [f, a, b, k]; elements printed by their first value.
// FB: 4
// FB-NEXT: 1
// FB-NEXT: 5
// FB-NEXT: 1
// FB-NEXT: 3
// FB-NEXT: 1
// FB-NEXT: 4
// FB-NEXT: 1
// FB-NEXT: 6
func.func @front_back() {
  %a = arith.constant dense<[3.0]> : tensor<1xf32>
  %b = arith.constant dense<[4.0]> : tensor<1xf32>
  %f = arith.constant dense<[5.0]> : tensor<1xf32>
  %k = arith.constant dense<[6.0]> : tensor<1xf32>
  %p0 = onnx.Constant dense<0> : tensor<i64>
  %p3 = onnx.Constant dense<3> : tensor<i64>
  %s = "onnx.SequenceConstruct"(%a, %b) : (tensor<1xf32>, tensor<1xf32>) -> !onnx.Seq<tensor<?xf32>>
  %s1 = "onnx.SequenceInsert"(%s, %f, %p0) : (!onnx.Seq<tensor<?xf32>>, tensor<1xf32>, tensor<i64>) -> !onnx.Seq<tensor<?xf32>>
  %s2 = "onnx.SequenceInsert"(%s1, %k, %p3) : (!onnx.Seq<tensor<?xf32>>, tensor<1xf32>, tensor<i64>) -> !onnx.Seq<tensor<?xf32>>
  call @len(%s2) : (!onnx.Seq<tensor<?xf32>>) -> ()
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  scf.for %i = %c0 to %c4 step %c1 {
    %ii = arith.index_cast %i : index to i64
    %pt = tensor.from_elements %ii : tensor<i64>
    %e = "onnx.SequenceAt"(%s2, %pt) : (!onnx.Seq<tensor<?xf32>>, tensor<i64>) -> tensor<?xf32>
    func.call @print1(%e) : (tensor<?xf32>) -> ()
  }
  return
}

// loop13_seq: a sequence carried by scf.for, appending x[:i+1] per iteration;
// the concatenation of the result is 1, 1 2, 1 2 3.
// LOOP: 3
// LOOP-NEXT: 6
// LOOP-NEXT: 1
// LOOP-NEXT: 1
// LOOP-NEXT: 2
// LOOP-NEXT: 1
// LOOP-NEXT: 2
// LOOP-NEXT: 3
func.func @loop() {
  %x = arith.constant dense<[1.0, 2.0, 3.0, 4.0, 5.0]> : tensor<5xf32>
  %none = "onnx.NoValue"() {value} : () -> none
  %e = "onnx.SequenceEmpty"() : () -> !onnx.Seq<tensor<?xf32>>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %r = scf.for %i = %c0 to %c3 step %c1 iter_args(%s = %e) -> (!onnx.Seq<tensor<?xf32>>) {
    %n = arith.addi %i, %c1 : index
    %slice = tensor.extract_slice %x[0] [%n] [1] : tensor<5xf32> to tensor<?xf32>
    %s1 = "onnx.SequenceInsert"(%s, %slice, %none) : (!onnx.Seq<tensor<?xf32>>, tensor<?xf32>, none) -> !onnx.Seq<tensor<?xf32>>
    scf.yield %s1 : !onnx.Seq<tensor<?xf32>>
  }
  call @len(%r) : (!onnx.Seq<tensor<?xf32>>) -> ()
  %cat = "onnx.ConcatFromSequence"(%r) {axis = 0 : si64} : (!onnx.Seq<tensor<?xf32>>) -> tensor<?xf32>
  call @print1(%cat) : (tensor<?xf32>) -> ()
  return
}

// SplitToSequence of a 2x5 tensor along axis 1 in chunks of 2 -> 2x2, 2x2,
// 2x1 (ceil(5/2) = 3 chunks, the last one smaller); stacking the rows of
// the split along a new axis 0 gives back a 3x2x... tensor.
// SC: 3
// SC-NEXT: 2
// SC-NEXT: 1
// SC-NEXT: 5
// SC-NEXT: 10
// SC-NEXT: 2
// SC-NEXT: 3
// SC-NEXT: 4
func.func @split_concat() {
  %x = arith.constant dense<[[1.0, 2.0, 3.0, 4.0, 5.0], [6.0, 7.0, 8.0, 9.0, 10.0]]> : tensor<2x5xf32>
  %two = onnx.Constant dense<2> : tensor<i64>
  %s = "onnx.SplitToSequence"(%x, %two) {axis = 1 : si64} : (tensor<2x5xf32>, tensor<i64>) -> !onnx.Seq<tensor<2x?xf32>>
  %l = "onnx.SequenceLength"(%s) : (!onnx.Seq<tensor<2x?xf32>>) -> tensor<i64>
  %lv = tensor.extract %l[] : tensor<i64>
  vector.print %lv : i64
  %m1 = onnx.Constant dense<-1> : tensor<i64>
  %last = "onnx.SequenceAt"(%s, %m1) : (!onnx.Seq<tensor<2x?xf32>>, tensor<i64>) -> tensor<2x?xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %d0 = tensor.dim %last, %c0 : tensor<2x?xf32>
  %d1 = tensor.dim %last, %c1 : tensor<2x?xf32>
  vector.print %d0 : index
  vector.print %d1 : index
  %a = tensor.extract %last[%c0, %c0] : tensor<2x?xf32>
  %b = tensor.extract %last[%c1, %c0] : tensor<2x?xf32>
  vector.print %a : f32
  vector.print %b : f32
  // Stack the chunks of a 1-D split along a new axis: [[1,2],[3,4]].
  %v = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %s2 = "onnx.SplitToSequence"(%v, %two) : (tensor<4xf32>, tensor<i64>) -> !onnx.Seq<tensor<2xf32>>
  %st = "onnx.ConcatFromSequence"(%s2) {axis = 0 : si64, new_axis = 1 : si64} : (!onnx.Seq<tensor<2xf32>>) -> tensor<2x2xf32>
  %q = tensor.extract %st[%c0, %c1] : tensor<2x2xf32>
  %w = tensor.extract %st[%c1, %c0] : tensor<2x2xf32>
  %u = tensor.extract %st[%c1, %c1] : tensor<2x2xf32>
  vector.print %q : f32
  vector.print %w : f32
  vector.print %u : f32
  return
}

// IR: onnx-sequences.mlir:[[@LINE+5]]:9: error: 'onnx.SequenceInsert' op position 3 is out of range [-2, 2] for a sequence of length 2
func.func @insert_range() {
  %a = arith.constant dense<[3.0]> : tensor<1xf32>
  %p = onnx.Constant dense<3> : tensor<i64>
  %s = "onnx.SequenceConstruct"(%a, %a) : (tensor<1xf32>, tensor<1xf32>) -> !onnx.Seq<tensor<?xf32>>
  %s1 = "onnx.SequenceInsert"(%s, %a, %p) : (!onnx.Seq<tensor<?xf32>>, tensor<1xf32>, tensor<i64>) -> !onnx.Seq<tensor<?xf32>>
  return
}

// EE: error: 'onnx.SequenceErase' op cannot erase from an empty sequence
func.func @erase_empty() {
  %none = "onnx.NoValue"() {value} : () -> none
  %e = "onnx.SequenceEmpty"() : () -> !onnx.Seq<tensor<?xf32>>
  %s1 = "onnx.SequenceErase"(%e, %none) : (!onnx.Seq<tensor<?xf32>>, none) -> !onnx.Seq<tensor<?xf32>>
  return
}

// AR: error: 'onnx.SequenceAt' op position -3 is out of range [-2, 1] for a sequence of length 2
func.func @at_range() {
  %a = arith.constant dense<[3.0]> : tensor<1xf32>
  %p = onnx.Constant dense<-3> : tensor<i32>
  %s = "onnx.SequenceConstruct"(%a, %a) : (tensor<1xf32>, tensor<1xf32>) -> !onnx.Seq<tensor<?xf32>>
  %r = "onnx.SequenceAt"(%s, %p) : (!onnx.Seq<tensor<?xf32>>, tensor<i32>) -> tensor<?xf32>
  return
}
