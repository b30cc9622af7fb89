// A sequence carried by a loop that inserts at the front and erases the
// last element each round: hlo-deallocation-simplification proves the
// loop always owns the carried container, so the take-over ops move its
// slots instead of copying them, and buffer reuse leaves each round's new
// element a fresh heap buffer, which is moved into the sequence: the only
// copies are the two 4-byte initial elements, whatever the number of
// rounds.  With no round at all the loop's result is the initial
// sequence, still freed (no leak).
// RUN: bufopt %s --hlo-deallocation-pipeline -o %t.mlir
// RUN: bufopt %t.mlir --run=run0 --heap-report 2>&1 | FileCheck %s --check-prefix=ZERO
// RUN: bufopt %t.mlir --run=run10 --heap-report 2>&1 | FileCheck %s --check-prefix=TEN
// RUN: bufopt %t.mlir --run=run100 --heap-report 2>&1 | FileCheck %s --check-prefix=HUNDRED
// ZERO: heap: allocs=3 frees=3 {{.*}} leaked_bytes=0 copied_bytes=8 errors=0
// ZERO-NEXT: 2
// TEN: heap: allocs=33 frees=33 {{.*}} leaked_bytes=0 copied_bytes=8 errors=0
// TEN-NEXT: 17
// HUNDRED: heap: allocs=303 frees=303 {{.*}} leaked_bytes=0 copied_bytes=8 errors=0
// HUNDRED-NEXT: 197
func.func @churn(%n: index) -> f32 {
  %a = arith.constant dense<[1.0]> : tensor<1xf32>
  %s0 = "onnx.SequenceConstruct"(%a, %a) : (tensor<1xf32>, tensor<1xf32>) -> !onnx.Seq<tensor<1xf32>>
  %none = "onnx.NoValue"() <{value}> : () -> none
  %p0 = arith.constant dense<0> : tensor<i64>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%s = %s0) -> (!onnx.Seq<tensor<1xf32>>) {
    %f = arith.index_cast %i : index to i32
    %ff = arith.sitofp %f : i32 to f32
    %t = tensor.from_elements %ff : tensor<1xf32>
    %s1 = "onnx.SequenceInsert"(%s, %t, %p0) : (!onnx.Seq<tensor<1xf32>>, tensor<1xf32>, tensor<i64>) -> !onnx.Seq<tensor<1xf32>>
    %s2 = "onnx.SequenceErase"(%s1, %none) : (!onnx.Seq<tensor<1xf32>>, none) -> !onnx.Seq<tensor<1xf32>>
    scf.yield %s2 : !onnx.Seq<tensor<1xf32>>
  }
  %zero = arith.constant 0.0 : f32
  %c2 = arith.constant 2 : index
  %sum = scf.for %i = %c0 to %c2 step %c1 iter_args(%acc = %zero) -> (f32) {
    %ii = arith.index_cast %i : index to i64
    %pt = tensor.from_elements %ii : tensor<i64>
    %t = "onnx.SequenceAt"(%r, %pt) : (!onnx.Seq<tensor<1xf32>>, tensor<i64>) -> tensor<1xf32>
    %v = tensor.extract %t[%c0] : tensor<1xf32>
    %x = arith.addf %acc, %v : f32
    scf.yield %x : f32
  }
  return %sum : f32
}
func.func @run0() {
  %n = arith.constant 0 : index
  %r = func.call @churn(%n) : (index) -> f32
  vector.print %r : f32
  return
}
func.func @run10() {
  %n = arith.constant 10 : index
  %r = func.call @churn(%n) : (index) -> f32
  vector.print %r : f32
  return
}
func.func @run100() {
  %n = arith.constant 100 : index
  %r = func.call @churn(%n) : (index) -> f32
  vector.print %r : f32
  return
}
