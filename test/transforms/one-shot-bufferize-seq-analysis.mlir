// RUN: bufopt %s --one-shot-bufferize="bufferize-function-boundaries test-analysis-only" | FileCheck %s
// RUN: bufopt %s --one-shot-bufferize=bufferize-function-boundaries | FileCheck %s --check-prefix=REWRITE
// RUN: bufopt %s --bufferization-pipeline | bufopt --run | FileCheck %s --check-prefix=EXEC
// RUN: bufopt %s --bufferization-pipeline | bufopt --run --heap-report 2>&1 >/dev/null | FileCheck %s --check-prefix=HEAP
// One-Shot Bufferize's in-place analysis sees !onnx.Seq values (their type
// is tensor-like, bufferize_iface.h): SequenceInsert / SequenceErase write
// their input sequence, so one that is read afterwards goes out of place
// (a copy of the slots) and one that is its input's last use goes in
// place (a take-over: krnl.seqinsert_move / seqerase_move); a sequence a
// function is lent is not writable there; a loop's init read after the
// loop is copied (the type's deep copy) before it.  mlir-opt has no ONNX
// dialect: no upstream RUN line.

// CHECK-LABEL: func.func private @arg_insert
// CHECK: "onnx.SequenceInsert"{{.*}}__inplace_operands_attr__ = ["false", "true", "none"]
// REWRITE-LABEL: func.func private @arg_insert
// REWRITE-NOT: krnl.seqinsert_move
// REWRITE: return
func.func private @arg_insert(%s: !onnx.Seq<tensor<2xf32>>, %t: tensor<2xf32>) -> !onnx.Seq<tensor<2xf32>> {
  %none = "onnx.NoValue"() <{value}> : () -> none
  %r = "onnx.SequenceInsert"(%s, %t, %none) : (!onnx.Seq<tensor<2xf32>>, tensor<2xf32>, none) -> !onnx.Seq<tensor<2xf32>>
  return %r : !onnx.Seq<tensor<2xf32>>
}

// CHECK-LABEL: func.func @main
// CHECK: "onnx.SequenceConstruct"{{.*}}["true", "true"]
// CHECK: "onnx.SequenceInsert"{{.*}}["false", "true", "none"]
// CHECK: "onnx.SequenceLength"
// CHECK: "onnx.SequenceInsert"{{.*}}["true", "true", "none"]
// CHECK: scf.for
// CHECK: "onnx.SequenceErase"{{.*}}["true", "none"]
// CHECK: call @arg_insert{{.*}}["true", "true"]
// CHECK: "onnx.SequenceInsert"{{.*}}["false", "true", "none"]
// CHECK: "onnx.SequenceInsert"{{.*}}["true", "true", "none"]

// REWRITE-LABEL: func.func @main
// REWRITE: "krnl.seqalloc"
// REWRITE: "krnl.seqalloc"
// REWRITE: "krnl.seqinsert_move"({{.*}}, %true)
// the loop's init: a deep copy, then the loop takes it over
// REWRITE: %[[COPY:.*]] = "krnl.seqalloc"
// REWRITE: scf.for
// REWRITE: "krnl.seqstore"
// REWRITE: scf.for {{.*}} iter_args(%{{.*}} = %[[COPY]])
// REWRITE: "krnl.seqerase_move"
// REWRITE-NOT: "krnl.seqinsert_move"
// REWRITE: return

// EXEC: {{^}}2{{$}}
// EXEC-NEXT: {{^}}4{{$}}
// EXEC-NEXT: {{^}}2{{$}}
// EXEC-NEXT: {{^}}3{{$}}
// EXEC-NEXT: {{^}}1{{$}}
// EXEC-NEXT: {{^}}3{{$}}
// HEAP: heap: allocs=[[N:[0-9]+]] frees=[[N]] peak_bytes={{[0-9]+}} leaked_bytes=0 copied_bytes={{[0-9]+}} errors=0
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %a = arith.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %b = arith.constant dense<[3.0, 4.0]> : tensor<2xf32>
  %none = "onnx.NoValue"() <{value}> : () -> none
  %s = "onnx.SequenceConstruct"(%a, %b) : (tensor<2xf32>, tensor<2xf32>) -> !onnx.Seq<tensor<2xf32>>
  // %s is read after this insert: a copy
  %s1 = "onnx.SequenceInsert"(%s, %a, %none) : (!onnx.Seq<tensor<2xf32>>, tensor<2xf32>, none) -> !onnx.Seq<tensor<2xf32>>
  %l0 = "onnx.SequenceLength"(%s) : (!onnx.Seq<tensor<2xf32>>) -> tensor<i64>
  %v0 = tensor.extract %l0[] : tensor<i64>
  vector.print %v0 : i64
  // the last use of %s1: moved
  %s2 = "onnx.SequenceInsert"(%s1, %b, %none) : (!onnx.Seq<tensor<2xf32>>, tensor<2xf32>, none) -> !onnx.Seq<tensor<2xf32>>
  // a loop whose init is read after it: the init is copied (deep) once
  %s3 = scf.for %i = %c0 to %c2 step %c1 iter_args(%x = %s2) -> (!onnx.Seq<tensor<2xf32>>) {
    %y = "onnx.SequenceErase"(%x, %none) : (!onnx.Seq<tensor<2xf32>>, none) -> !onnx.Seq<tensor<2xf32>>
    scf.yield %y : !onnx.Seq<tensor<2xf32>>
  }
  %l2 = "onnx.SequenceLength"(%s2) : (!onnx.Seq<tensor<2xf32>>) -> tensor<i64>
  %v2 = tensor.extract %l2[] : tensor<i64>
  vector.print %v2 : i64
  %s4 = func.call @arg_insert(%s3, %a) : (!onnx.Seq<tensor<2xf32>>, tensor<2xf32>) -> !onnx.Seq<tensor<2xf32>>
  %l3 = "onnx.SequenceLength"(%s3) : (!onnx.Seq<tensor<2xf32>>) -> tensor<i64>
  %v3 = tensor.extract %l3[] : tensor<i64>
  vector.print %v3 : i64
  %l4 = "onnx.SequenceLength"(%s4) : (!onnx.Seq<tensor<2xf32>>) -> tensor<i64>
  %v4 = tensor.extract %l4[] : tensor<i64>
  vector.print %v4 : i64
  // an unranked empty sequence taking the type of its two inserts: the
  // inserts copy (types differ, no take-over of a container read twice)
  %e = "onnx.SequenceEmpty"() <{dtype = 1 : si64}> : () -> !onnx.Seq<tensor<*xf32>>
  %e1 = "onnx.SequenceInsert"(%e, %a, %none) : (!onnx.Seq<tensor<*xf32>>, tensor<2xf32>, none) -> !onnx.Seq<tensor<2xf32>>
  %e2 = "onnx.SequenceInsert"(%e, %b, %none) : (!onnx.Seq<tensor<*xf32>>, tensor<2xf32>, none) -> !onnx.Seq<tensor<2xf32>>
  %p0 = arith.constant dense<0> : tensor<i64>
  %t1 = "onnx.SequenceAt"(%e1, %p0) : (!onnx.Seq<tensor<2xf32>>, tensor<i64>) -> tensor<2xf32>
  %t2 = "onnx.SequenceAt"(%e2, %p0) : (!onnx.Seq<tensor<2xf32>>, tensor<i64>) -> tensor<2xf32>
  %w1 = tensor.extract %t1[%c0] : tensor<2xf32>
  %w2 = tensor.extract %t2[%c0] : tensor<2xf32>
  vector.print %w1 : f32
  vector.print %w2 : f32
  return
}
