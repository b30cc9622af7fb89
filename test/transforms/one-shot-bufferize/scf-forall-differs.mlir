// Where bufopt differs from mlir-opt 22 on scf.forall.  The slice %s of the
// shared out %o is inserted into the other shared out %p, while a filled
// copy of it is inserted into %o in the same in_parallel.  Tensor semantics:
// %p gets the original elements (prints 9 then 1).  mlir-opt keeps %s in
// place (a subview of %o), so its copy into %p runs after %o's slice was
// overwritten and it prints 9 then 9; bufopt copies %s out of place (the
// write into %o lies between the definition of %s and its read) and prints
// what the tensor program prints.
// RUN: bufopt %s --run | FileCheck %s --check-prefix=OUT
// RUN: bufopt %s --one-shot-bufferize="bufferize-function-boundaries" -o %t.0.mlir
// RUN: bufopt %t.0.mlir --run > %t.0.out 2>/dev/null || true
// RUN: FileCheck %s --check-prefix=OUT --input-file %t.0.out
// RUN: bufopt %s --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" -o %t.1.mlir
// RUN: bufopt %t.1.mlir --run > %t.1.out 2>/dev/null || true
// RUN: FileCheck %s --check-prefix=OUT --input-file %t.1.out
// RUN: mlir-opt %s --one-shot-bufferize="bufferize-function-boundaries" -o %t.2.mlir
// RUN: bufopt %t.2.mlir --run > %t.2.out 2>/dev/null || true
// RUN: FileCheck %s --check-prefix=UPSTREAM --input-file %t.2.out
// RUN: bufopt %s --one-shot-bufferize="bufferize-function-boundaries test-analysis-only" | FileCheck %s --check-prefix=ANALYSIS

func.func @two_outs(%a: tensor<4xf32>, %b: tensor<4xf32>, %f: f32) -> (tensor<4xf32>, tensor<4xf32>) {
  %r:2 = scf.forall (%i) in (4) shared_outs(%o = %a, %p = %b) -> (tensor<4xf32>, tensor<4xf32>) {
    %s = tensor.extract_slice %o[%i] [1] [1] : tensor<4xf32> to tensor<1xf32>
    %w = linalg.fill ins(%f : f32) outs(%s : tensor<1xf32>) -> tensor<1xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %w into %o[%i] [1] [1] : tensor<1xf32> into tensor<4xf32>
      tensor.parallel_insert_slice %s into %p[%i] [1] [1] : tensor<1xf32> into tensor<4xf32>
    }
  }
  return %r#0, %r#1 : tensor<4xf32>, tensor<4xf32>
}

func.func @main() {
  %a = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %b = arith.constant dense<0.0> : tensor<4xf32>
  %f = arith.constant 9.0 : f32
  %r:2 = func.call @two_outs(%a, %b, %f) : (tensor<4xf32>, tensor<4xf32>, f32) -> (tensor<4xf32>, tensor<4xf32>)
  %c0 = arith.constant 0 : index
  %v0 = tensor.extract %r#0[%c0] : tensor<4xf32>
  %v1 = tensor.extract %r#1[%c0] : tensor<4xf32>
  vector.print %v0 : f32
  vector.print %v1 : f32
  return
}

// OUT: 9
// OUT-NEXT: 1
// UPSTREAM: 9
// UPSTREAM-NEXT: 9
// ANALYSIS: tensor.extract_slice %arg4[%arg3] [1] [1] {__inplace_operands_attr__ = ["false", "none"]}
// ANALYSIS: linalg.fill {__inplace_operands_attr__ = ["none", "false"]}
