// buffer-deallocation-pipeline forwards private-function-dynamic-ownership
// to ownership-based-buffer-deallocation (the pipeline is built by typed
// calls in src/pass/pipelines.c): with it, the private function returns an
// i1 ownership beside its memref and the caller uses it; without it, the
// signature is unchanged.  CHECK lines: mlir-opt 22's output, for both tools.
// RUN: bufopt %s --buffer-deallocation-pipeline=private-function-dynamic-ownership | FileCheck %s --check-prefix=DYN
// RUN: bufopt %s --pass-pipeline="builtin.module(buffer-deallocation-pipeline{private-function-dynamic-ownership=true})" | FileCheck %s --check-prefix=DYN
// RUN: mlir-opt %s --buffer-deallocation-pipeline=private-function-dynamic-ownership | FileCheck %s --check-prefix=DYN
// RUN: bufopt %s --buffer-deallocation-pipeline | FileCheck %s --check-prefix=STATIC
// RUN: mlir-opt %s --buffer-deallocation-pipeline | FileCheck %s --check-prefix=STATIC

func.func private @make(%c: i1, %a: memref<2xf32>) -> memref<2xf32> {
  %r = scf.if %c -> memref<2xf32> {
    %n = memref.alloc() : memref<2xf32>
    scf.yield %n : memref<2xf32>
  } else {
    scf.yield %a : memref<2xf32>
  }
  return %r : memref<2xf32>
}
func.func private @external(%a: memref<2xf32>) -> memref<2xf32>
func.func @user(%c: i1, %a: memref<2xf32>) -> memref<2xf32> {
  %0 = call @make(%c, %a) : (i1, memref<2xf32>) -> memref<2xf32>
  %1 = call @external(%0) : (memref<2xf32>) -> memref<2xf32>
  return %0 : memref<2xf32>
}

// DYN-LABEL: func.func private @make(%arg0: i1, %arg1: memref<2xf32>) -> (memref<2xf32>, i1) {
// DYN:         return %0, %arg0 : memref<2xf32>, i1
// DYN-LABEL: func.func @user(
// DYN:         %0:2 = call @make(%arg0, %arg1) : (i1, memref<2xf32>) -> (memref<2xf32>, i1)
// DYN:         %2 = scf.if %0#1 -> (memref<2xf32>) {

// STATIC-LABEL: func.func private @make(%arg0: i1, %arg1: memref<2xf32>) -> memref<2xf32> {
// STATIC-NOT:     -> (memref<2xf32>, i1)
// STATIC-LABEL: func.func @user(
// STATIC:         %0 = call @make(%arg0, %arg1) : (i1, memref<2xf32>) -> memref<2xf32>
