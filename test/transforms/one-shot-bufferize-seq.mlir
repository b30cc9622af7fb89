// RUN: bufopt %s --one-shot-bufferize=bufferize-function-boundaries | FileCheck %s
// RUN: bufopt %s --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map allow-return-allocs-from-loops" --ownership-based-buffer-deallocation --buffer-deallocation-simplification --bufferization-lower-deallocations --canonicalize --convert-seq-to-memref | bufopt --run --heap-report 2>&1 | FileCheck %s --check-prefix=EXEC
// RUN: bufopt %s --bufferization-pipeline | FileCheck %s --check-prefix=PIPE
// One-Shot Bufferize alone bufferizes ONNX sequences (issue 13): a
// !onnx.Seq value becomes a container memref<?xmemref<...>> in a private
// function's signature, a call's operands and results, scf.for iter_args,
// scf.if results and scf.while arguments and results; no ONNX op is left.
// Then the deallocation passes and convert-seq-to-memref give a program
// that runs with every buffer freed once.  mlir-opt has no ONNX dialect:
// no upstream RUN line.

// CHECK-LABEL: func.func private @grow(
// CHECK-SAME: %{{.*}}: memref<?xmemref<2xf32>>, %{{.*}}: memref<2xf32, strided<[?], offset: ?>>) -> memref<?xmemref<2xf32>>
// The callee does not own the sequence it is lent (an argument is never
// writable for the analysis): its insert copies the slots.
// CHECK-NOT: krnl.seqinsert_move
// CHECK: "krnl.seqalloc"
// CHECK: scf.for
// CHECK: "krnl.seqstore"
// CHECK: return %{{.*}} : memref<?xmemref<2xf32>>
// CHECK-LABEL: func.func @main()
// CHECK-NOT: onnx.Seq
// CHECK: "krnl.seqalloc"
// CHECK: call @grow({{.*}}) : (memref<?xmemref<2xf32>>, memref<2xf32, strided<[?], offset: ?>>) -> memref<?xmemref<2xf32>>
// CHECK: scf.for {{.*}} iter_args(%{{.*}} = %{{.*}}) -> (memref<?xmemref<2xf32>>)
// CHECK: "krnl.seqinsert_move"
// CHECK: scf.if %{{.*}} -> (memref<?xmemref<2xf32>>)
// CHECK: scf.while (%{{.*}} = %{{.*}}) : (memref<?xmemref<2xf32>>) -> memref<?xmemref<2xf32>>
// CHECK: scf.condition(%{{.*}}) %{{.*}} : memref<?xmemref<2xf32>>
// CHECK: "krnl.seqerase_move"
// CHECK-NOT: = "onnx.
// CHECK: return

// PIPE-NOT: = "onnx.
// PIPE-NOT: krnl.
// PIPE-LABEL: func.func @main()

// EXEC-DAG: {{^}}20{{$}}
// EXEC-DAG: {{^}}2
// EXEC-DAG: heap: allocs=[[N:[0-9]+]] frees=[[N]] peak_bytes={{[0-9]+}} leaked_bytes=0 copied_bytes={{[0-9]+}} errors=0

func.func private @grow(%s: !onnx.Seq<tensor<2xf32>>, %t: tensor<2xf32>) -> !onnx.Seq<tensor<2xf32>> {
  %none = "onnx.NoValue"() <{value}> : () -> none
  %r = "onnx.SequenceInsert"(%s, %t, %none) : (!onnx.Seq<tensor<2xf32>>, tensor<2xf32>, none) -> !onnx.Seq<tensor<2xf32>>
  return %r : !onnx.Seq<tensor<2xf32>>
}

func.func @main() {
  %a = arith.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %b = arith.constant dense<[10.0, 20.0]> : tensor<2xf32>
  %none = "onnx.NoValue"() <{value}> : () -> none
  %e = "onnx.SequenceEmpty"() <{dtype = 1 : si64}> : () -> !onnx.Seq<tensor<2xf32>>
  %s0 = func.call @grow(%e, %a) : (!onnx.Seq<tensor<2xf32>>, tensor<2xf32>) -> !onnx.Seq<tensor<2xf32>>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %s1 = scf.for %i = %c0 to %c3 step %c1 iter_args(%s = %s0) -> (!onnx.Seq<tensor<2xf32>>) {
    %n = "onnx.SequenceInsert"(%s, %b, %none) : (!onnx.Seq<tensor<2xf32>>, tensor<2xf32>, none) -> !onnx.Seq<tensor<2xf32>>
    scf.yield %n : !onnx.Seq<tensor<2xf32>>
  }
  %len = "onnx.SequenceLength"(%s1) : (!onnx.Seq<tensor<2xf32>>) -> tensor<i64>
  %l = tensor.extract %len[] : tensor<i64>
  %big = arith.constant 3 : i64
  %cond = arith.cmpi sgt, %l, %big : i64
  %s2 = scf.if %cond -> (!onnx.Seq<tensor<2xf32>>) {
    %x = "onnx.SequenceErase"(%s1, %none) : (!onnx.Seq<tensor<2xf32>>, none) -> !onnx.Seq<tensor<2xf32>>
    scf.yield %x : !onnx.Seq<tensor<2xf32>>
  } else {
    scf.yield %s1 : !onnx.Seq<tensor<2xf32>>
  }
  %s3 = scf.while (%w = %s2) : (!onnx.Seq<tensor<2xf32>>) -> !onnx.Seq<tensor<2xf32>> {
    %wl = "onnx.SequenceLength"(%w) : (!onnx.Seq<tensor<2xf32>>) -> tensor<i64>
    %wv = tensor.extract %wl[] : tensor<i64>
    %two = arith.constant 2 : i64
    %go = arith.cmpi sgt, %wv, %two : i64
    scf.condition(%go) %w : !onnx.Seq<tensor<2xf32>>
  } do {
  ^bb0(%w: !onnx.Seq<tensor<2xf32>>):
    %y = "onnx.SequenceErase"(%w, %none) : (!onnx.Seq<tensor<2xf32>>, none) -> !onnx.Seq<tensor<2xf32>>
    scf.yield %y : !onnx.Seq<tensor<2xf32>>
  }
  %p1 = arith.constant dense<-1> : tensor<i64>
  %last = "onnx.SequenceAt"(%s3, %p1) : (!onnx.Seq<tensor<2xf32>>, tensor<i64>) -> tensor<2xf32>
  %v = tensor.extract %last[%c1] : tensor<2xf32>
  vector.print %v : f32
  %fl = "onnx.SequenceLength"(%s3) : (!onnx.Seq<tensor<2xf32>>) -> tensor<i64>
  %flv = tensor.extract %fl[] : tensor<i64>
  vector.print %flv : i64
  return
}
