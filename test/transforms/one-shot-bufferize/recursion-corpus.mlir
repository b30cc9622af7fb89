// test/corpus/calls_recursion.mlir (a recursive sum over slices, called from
// @main next to a non-recursive callee) bufferizes exactly as mlir-opt 22
// does, in both layouts, and runs the same.
// RUN: bufopt %S/../../corpus/calls_recursion.mlir --run > %t.ref
// RUN: bufopt %S/../../corpus/calls_recursion.mlir --one-shot-bufferize="bufferize-function-boundaries" -o %t.infer.mlir
// RUN: mlir-opt %S/../../corpus/calls_recursion.mlir --one-shot-bufferize="bufferize-function-boundaries" -o %t.infer.up.mlir
// RUN: diff %t.infer.mlir %t.infer.up.mlir
// RUN: bufopt %t.infer.mlir --run --heap-report > %t.infer.out 2> %t.infer.err || true
// RUN: diff %t.ref %t.infer.out
// RUN: FileCheck %s --check-prefix=INFER --input-file %t.infer.err
// RUN: bufopt %S/../../corpus/calls_recursion.mlir --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" -o %t.identity.mlir
// RUN: mlir-opt %S/../../corpus/calls_recursion.mlir --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" -o %t.identity.up.mlir
// RUN: diff %t.identity.mlir %t.identity.up.mlir
// RUN: bufopt %t.identity.mlir --run --heap-report > %t.identity.out 2> %t.identity.err || true
// RUN: diff %t.ref %t.identity.out
// RUN: FileCheck %s --check-prefix=IDENTITY --input-file %t.identity.err
// Every allocation (copies of slices the recursive calls may write) leaks,
// no other heap error (errors = allocs).  identity-layout-map copies more:
// offset slices cannot be cast to identity buffers.
// INFER: heap: allocs=14 frees=0 peak_bytes=128 leaked_bytes=128 copied_bytes=100 errors=14{{$}}
// IDENTITY: heap: allocs=26 frees=0 peak_bytes=216 leaked_bytes=216 copied_bytes=188 errors=26{{$}}
