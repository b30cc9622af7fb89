// RUN: bufopt %s --bufferization-pipeline | bufopt --run --heap-report 2>&1 | FileCheck %s --check-prefix=BUFOPT
// RUN: bufopt %s --convert-onnx-seq-to-krnl=onnx-mlir-copies=true --eliminate-empty-tensors --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map allow-return-allocs-from-loops" --merge-alloc --expand-realloc=emit-deallocs=false --canonicalize --ownership-based-buffer-deallocation --canonicalize --buffer-deallocation-simplification=fresh-call-results=true --bufferization-lower-deallocations --cse --canonicalize --optimize-allocation-liveness --convert-seq-to-memref=moves=false | bufopt --run --heap-report 2>&1 | FileCheck %s --check-prefix=ONNX
// RUN: bufopt %s --convert-onnx-seq-to-krnl=onnx-mlir-copies=true | FileCheck %s --check-prefix=KRNL
// The copies of docs/sequences.md's table, on the churn program at 10
// rounds (test/corpus/seq_churn.mlir runs 200): bufopt copies the three
// constructed elements once (12 bytes) at any number of rounds; with
// onnx-mlir's scheme (convert-onnx-seq-to-krnl's onnx-mlir-copies: no
// take-over, no borrow; convert-seq-to-memref's moves=false: no element
// moved in; otherwise the same pipeline) every insert copies n + 1
// elements, every erase n - 1 and every read one: 304 bytes.  Both print
// the same sum.

// BUFOPT-DAG: {{^}}24{{$}}
// BUFOPT-DAG: heap: allocs=[[N:[0-9]+]] frees=[[N]] peak_bytes={{[0-9]+}} leaked_bytes=0 copied_bytes=12 errors=0
// ONNX-DAG: {{^}}24{{$}}
// ONNX-DAG: heap: allocs=[[M:[0-9]+]] frees=[[M]] peak_bytes={{[0-9]+}} leaked_bytes=0 copied_bytes=304 errors=0
// KRNL-NOT: krnl.seqinsert_move
// KRNL-NOT: krnl.seqerase_move
// KRNL: "krnl.seqextract"
func.func @main() {
  %a = arith.constant dense<[1.0]> : tensor<1xf32>
  %s0 = "onnx.SequenceConstruct"(%a, %a, %a) : (tensor<1xf32>, tensor<1xf32>, tensor<1xf32>) -> !onnx.Seq<tensor<1xf32>>
  %none = "onnx.NoValue"() <{value}> : () -> none
  %p0 = arith.constant dense<0> : tensor<i64>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c10 = arith.constant 10 : index
  %r = scf.for %i = %c0 to %c10 step %c1 iter_args(%s = %s0) -> (!onnx.Seq<tensor<1xf32>>) {
    %f = arith.index_cast %i : index to i32
    %ff = arith.sitofp %f : i32 to f32
    %t = tensor.from_elements %ff : tensor<1xf32>
    %s1 = "onnx.SequenceInsert"(%s, %t, %p0) : (!onnx.Seq<tensor<1xf32>>, tensor<1xf32>, tensor<i64>) -> !onnx.Seq<tensor<1xf32>>
    %s2 = "onnx.SequenceErase"(%s1, %none) : (!onnx.Seq<tensor<1xf32>>, none) -> !onnx.Seq<tensor<1xf32>>
    scf.yield %s2 : !onnx.Seq<tensor<1xf32>>
  }
  %zero = arith.constant 0.0 : f32
  %c3 = arith.constant 3 : index
  %sum = scf.for %i = %c0 to %c3 step %c1 iter_args(%acc = %zero) -> (f32) {
    %ii = arith.index_cast %i : index to i64
    %pt = tensor.from_elements %ii : tensor<i64>
    %t = "onnx.SequenceAt"(%r, %pt) : (!onnx.Seq<tensor<1xf32>>, tensor<i64>) -> tensor<1xf32>
    %v = tensor.extract %t[%c0] : tensor<1xf32>
    %n = arith.addf %acc, %v : f32
    scf.yield %n : f32
  }
  vector.print %sum : f32
  return
}
