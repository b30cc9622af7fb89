// --mlir-pass-statistics: mlir-opt 22 (a release build) prints the header
// only, so the counters are checked on bufopt alone.
// RUN: bufopt %s --pass-pipeline='builtin.module(one-shot-bufferize{bufferize-function-boundaries},func.func(cse),ownership-based-buffer-deallocation)' --mlir-pass-statistics -o /dev/null 2>&1 | FileCheck %s
// RUN: mlir-opt %s --pass-pipeline='builtin.module(one-shot-bufferize{bufferize-function-boundaries},func.func(cse),ownership-based-buffer-deallocation)' --mlir-pass-statistics -o /dev/null 2>&1 | FileCheck --check-prefix=HEAD %s
// RUN: bufopt %s --pass-pipeline='builtin.module(one-shot-bufferize{bufferize-function-boundaries},func.func(cse),ownership-based-buffer-deallocation)' --mlir-pass-statistics -o /dev/null 2>&1 | FileCheck --check-prefix=HEAD %s
// The statistics of a pipeline pass are those of the passes it runs.
// RUN: bufopt %s --bufferization-pipeline --mlir-pass-statistics -o /dev/null 2>&1 | FileCheck --check-prefix=PIPE %s
// Without the flag, no report.
// RUN: bufopt %s --bufferization-pipeline -o /dev/null 2>&1 | FileCheck --check-prefix=NONE --allow-empty %s

// HEAD:      ===-------------------------------------------------------------------------===
// HEAD-NEXT:                          ... Pass statistics report ...
// HEAD-NEXT: ===-------------------------------------------------------------------------===

// @f writes %t in place (its argument is writable); @g inserts into a
// constant: a copy into a new buffer.
// CHECK:      Pass statistics report
// CHECK:      OneShotBufferizePass
// CHECK-NEXT:   (S) 1 num-buffer-alloc        - Number of buffer allocations
// CHECK-NEXT:   (S) 1 num-buffer-copies       - Number of buffer copies inserted
// CHECK-NEXT:   (S) 3 num-tensor-in-place     - Number of in-place tensor OpOperands
// CHECK-NEXT:   (S) 1 num-tensor-out-of-place - Number of out-of-place tensor OpOperands
// CHECK-NEXT: 'func.func' Pipeline
// CHECK-NEXT:   CSE
// CHECK-EMPTY:
// CHECK-NEXT: OwnershipBasedBufferDeallocationPass
// CHECK-NEXT:   (S) {{[0-9]+}} num-clones
// CHECK-NEXT:   (S) {{[0-9]+}} num-dealloc-memrefs

// PIPE:      BufferizationPipeline
// PIPE-NEXT:   (S) {{ *[1-9][0-9]*}} num-buffer-alloc
// PIPE:        (S) {{ *[1-9][0-9]*}} num-dealloc-memrefs

// NONE-NOT: statistics

func.func @f(%t: tensor<4xf32>) -> tensor<4xf32> {
  %c = arith.constant 1.0 : f32
  %0 = linalg.fill ins(%c : f32) outs(%t : tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
func.func @g(%i: index) -> tensor<4xf32> {
  %cst = arith.constant dense<2.0> : tensor<4xf32>
  %c = arith.constant 1.0 : f32
  %0 = tensor.insert %c into %cst[%i] : tensor<4xf32>
  return %0 : tensor<4xf32>
}
