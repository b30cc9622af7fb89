// An op that writes through two operands holding the same tensor cannot
// put both in place when the result of one is read afterwards: the second
// write lands in the buffer the first result stands for.  bufopt decided
// both in place (the candidate pairs of its conflict intervals had a write
// strictly after the definition; here the write is by the defining op
// itself, through another operand), so the programs below printed 6 and 5
// where they print 1.  Upstream: a conflict (the conflicting write and the
// definition are different uses of one op).
// RUN: bufopt %s --one-shot-bufferize="test-analysis-only" --split-input-file | FileCheck %s --check-prefix=ANALYSIS
// RUN: bufopt %s --split-input-file --run | FileCheck %s --check-prefix=OUT
// RUN: bufopt %s --split-input-file --bufferization-pipeline | bufopt --split-input-file --run --heap-report 2>&1 | FileCheck %s --check-prefix=OUT
// RUN: mlir-opt %s --split-input-file --one-shot-bufferize="test-analysis-only" | FileCheck %s --check-prefix=ANALYSIS

#id = affine_map<(d0) -> (d0)>
// linalg.generic with the same tensor as both outputs, the first result read.
// ANALYSIS-LABEL: func.func @main
// ANALYSIS: linalg.generic
// ANALYSIS-SAME: __inplace_operands_attr__ = ["true", "false"]
// OUT: {{^}}1{{$}}
func.func @main() {
  %c0 = arith.constant 0 : index
  %one = arith.constant 1.0 : f32
  %five = arith.constant 5.0 : f32
  %e = tensor.empty() : tensor<2xf32>
  %ones = linalg.fill ins(%one : f32) outs(%e : tensor<2xf32>) -> tensor<2xf32>
  %r:2 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      outs(%ones, %ones : tensor<2xf32>, tensor<2xf32>) {
  ^bb0(%a: f32, %b: f32):
    %s = arith.addf %a, %five : f32
    linalg.yield %a, %s : f32, f32
  } -> (tensor<2xf32>, tensor<2xf32>)
  %v = tensor.extract %r#0[%c0] : tensor<2xf32>
  vector.print %v : f32
  return
}

// -----

// scf.forall with two shared outs of one tensor; only the second is
// written (through parallel_insert_slice), the first result is read.
// bufopt keeps the first in place; upstream copies both.
// ANALYSIS-LABEL: func.func @main
// ANALYSIS: scf.forall
// ANALYSIS: } {__inplace_operands_attr__ = ["{{true|false}}", "false"]}
// OUT: {{^}}1{{$}}
func.func @main() {
  %c0 = arith.constant 0 : index
  %one = arith.constant 1.0 : f32
  %five = arith.constant 5.0 : f32
  %e = tensor.empty() : tensor<2xf32>
  %ones = linalg.fill ins(%one : f32) outs(%e : tensor<2xf32>) -> tensor<2xf32>
  %e1 = tensor.empty() : tensor<1xf32>
  %f = linalg.fill ins(%five : f32) outs(%e1 : tensor<1xf32>) -> tensor<1xf32>
  %b:2 = scf.forall (%i) in (2) shared_outs(%p = %ones, %q = %ones) -> (tensor<2xf32>, tensor<2xf32>) {
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %f into %q[%i] [1] [1] : tensor<1xf32> into tensor<2xf32>
    }
  }
  %v = tensor.extract %b#0[%c0] : tensor<2xf32>
  vector.print %v : f32
  return
}

// -----

// The second result read instead: the first output's write (0.0) would
// land in the second result's buffer too, so one output goes out of place
// here as well (upstream: the same decision).
// ANALYSIS-LABEL: func.func @main
// ANALYSIS: linalg.generic
// ANALYSIS-SAME: __inplace_operands_attr__ = ["true", "false"]
// OUT: {{^}}6{{$}}
#id = affine_map<(d0) -> (d0)>
func.func @main() {
  %c0 = arith.constant 0 : index
  %one = arith.constant 1.0 : f32
  %five = arith.constant 5.0 : f32
  %e = tensor.empty() : tensor<2xf32>
  %ones = linalg.fill ins(%one : f32) outs(%e : tensor<2xf32>) -> tensor<2xf32>
  %r:2 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      outs(%ones, %ones : tensor<2xf32>, tensor<2xf32>) {
  ^bb0(%a: f32, %b: f32):
    %s = arith.addf %b, %five : f32
    %z = arith.constant 0.0 : f32
    linalg.yield %z, %s : f32, f32
  } -> (tensor<2xf32>, tensor<2xf32>)
  %v = tensor.extract %r#1[%c0] : tensor<2xf32>
  vector.print %v : f32
  return
}
