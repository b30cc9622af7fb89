// The branches of an scf.if inside an scf.forall exclude each other in one
// iteration only: other iterations run at the same time, so the fill of
// %t in one branch races with the read of %t in the other.  Without the
// parallel-region check (which privatizes the write anyway) the fill must
// still go out of place, as upstream (bufopt went in place; see
// fuzz-loop-exclusive-branches.mlir for scf.for).
// RUN: bufopt %s --one-shot-bufferize="bufferize-function-boundaries test-analysis-only check-parallel-regions=false" | FileCheck %s
// RUN: mlir-opt %s --one-shot-bufferize="bufferize-function-boundaries test-analysis-only check-parallel-regions=false" | FileCheck %s
// RUN: bufopt %s --one-shot-bufferize="bufferize-function-boundaries test-analysis-only" | FileCheck %s
// RUN: mlir-opt %s --one-shot-bufferize="bufferize-function-boundaries test-analysis-only" | FileCheck %s

// CHECK-LABEL: func.func @f(
// CHECK: %extracted = tensor.extract %arg0[%c0] {__inplace_operands_attr__ = ["true", "none"]} : tensor<4xf32>
// CHECK: %3 = linalg.fill {__inplace_operands_attr__ = ["none", "false"]} ins(%cst : f32) outs(%arg0 : tensor<4xf32>) -> tensor<4xf32>
// CHECK: %extracted = tensor.extract %3[%c0] {__inplace_operands_attr__ = ["true", "none"]} : tensor<4xf32>

func.func @f(%t: tensor<4xf32>, %out: tensor<2xf32>) -> tensor<2xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %nine = arith.constant 9.0 : f32
  %r = scf.forall (%j) in (2) shared_outs(%o = %out) -> (tensor<2xf32>) {
    %odd = arith.cmpi eq, %j, %c1 : index
    %v = scf.if %odd -> (f32) {
      %e = tensor.extract %t[%c0] : tensor<4xf32>
      scf.yield %e : f32
    } else {
      %f = linalg.fill ins(%nine : f32) outs(%t : tensor<4xf32>) -> tensor<4xf32>
      %e2 = tensor.extract %f[%c0] : tensor<4xf32>
      scf.yield %e2 : f32
    }
    %s = tensor.from_elements %v : tensor<1xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[%j] [1] [1] : tensor<1xf32> into tensor<2xf32>
    }
  }
  return %r : tensor<2xf32>
}
