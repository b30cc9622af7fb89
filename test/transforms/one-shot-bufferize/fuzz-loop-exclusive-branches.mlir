// A read and a write in the two branches of an scf.if inside a loop, of a
// tensor defined outside the loop: the branches exclude each other within
// one iteration only, so the write of iteration 0 (else: fill) is seen by
// the read of iteration 1 (then: extract).  The fill must go out of place
// (upstream: no op dominance inside the loop, so no exclusive-regions
// rule).  bufopt went in place and printed 18 instead of 10 (found by
// scripts/bufferize-fuzz-regions.py seed 444).  The tensor program, both
// tools' buffer programs must print 10.
// RUN: bufopt %s --run | FileCheck %s --check-prefix=OUT
// RUN: bufopt %s --one-shot-bufferize="bufferize-function-boundaries" -o %t.mlir
// RUN: bufopt %t.mlir --run > %t.out 2> /dev/null || true
// RUN: FileCheck %s --check-prefix=OUT --input-file %t.out
// RUN: mlir-opt %s --one-shot-bufferize="bufferize-function-boundaries" -o %t2.mlir
// RUN: bufopt %t2.mlir --run > %t2.out 2> /dev/null || true
// RUN: FileCheck %s --check-prefix=OUT --input-file %t2.out
// RUN: bufopt %s --one-shot-bufferize="bufferize-function-boundaries test-analysis-only" | FileCheck %s --check-prefix=ANALYSIS
// RUN: mlir-opt %s --one-shot-bufferize="bufferize-function-boundaries test-analysis-only" | FileCheck %s --check-prefix=ANALYSIS
// RUN: bufopt %s --one-shot-bufferize="bufferize-function-boundaries analysis-heuristic=top-down test-analysis-only" | FileCheck %s --check-prefix=ANALYSIS
// RUN: mlir-opt %s --one-shot-bufferize="bufferize-function-boundaries analysis-heuristic=top-down test-analysis-only" | FileCheck %s --check-prefix=ANALYSIS

// OUT: 10
// OUT-NOT: {{.}}

// ANALYSIS-LABEL: func.func @f(
// ANALYSIS: %extracted = tensor.extract %arg0[%c0] {__inplace_operands_attr__ = ["true", "none"]} : tensor<4xf32>
// ANALYSIS: %4 = linalg.fill {__inplace_operands_attr__ = ["none", "false"]} ins(%cst_0 : f32) outs(%arg0 : tensor<4xf32>) -> tensor<4xf32>
// ANALYSIS: %extracted = tensor.extract %4[%c0] {__inplace_operands_attr__ = ["true", "none"]} : tensor<4xf32>

func.func @f(%t: tensor<4xf32>, %n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0.0 : f32
  %nine = arith.constant 9.0 : f32
  %r = scf.for %k = %c0 to %n step %c1 iter_args(%acc = %zero) -> (f32) {
    %odd = arith.cmpi eq, %k, %c1 : index
    %v = scf.if %odd -> (f32) {
      %e = tensor.extract %t[%c0] : tensor<4xf32>
      scf.yield %e : f32
    } else {
      %f = linalg.fill ins(%nine : f32) outs(%t : tensor<4xf32>) -> tensor<4xf32>
      %e2 = tensor.extract %f[%c0] : tensor<4xf32>
      scf.yield %e2 : f32
    }
    %sum = arith.addf %acc, %v : f32
    scf.yield %sum : f32
  }
  return %r : f32
}

func.func @main() {
  %t = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %n = arith.constant 2 : index
  %r = func.call @f(%t, %n) : (tensor<4xf32>, index) -> f32
  vector.print %r : f32
  return
}
