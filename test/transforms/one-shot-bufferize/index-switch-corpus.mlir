// test/corpus/index_switch.mlir (an scf.index_switch inside an scf.for)
// bufferizes exactly as mlir-opt 22 does, in both layouts, and runs the same.
// RUN: bufopt %S/../../corpus/index_switch.mlir --run > %t.ref
// RUN: bufopt %S/../../corpus/index_switch.mlir --one-shot-bufferize="bufferize-function-boundaries" -o %t.infer.mlir
// RUN: mlir-opt %S/../../corpus/index_switch.mlir --one-shot-bufferize="bufferize-function-boundaries" -o %t.infer.up.mlir
// RUN: diff %t.infer.mlir %t.infer.up.mlir
// RUN: bufopt %t.infer.mlir --run --heap-report > %t.infer.out 2> %t.infer.err || true
// RUN: diff %t.ref %t.infer.out
// RUN: FileCheck %s --input-file %t.infer.err
// RUN: bufopt %S/../../corpus/index_switch.mlir --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" -o %t.identity.mlir
// RUN: mlir-opt %S/../../corpus/index_switch.mlir --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" -o %t.identity.up.mlir
// RUN: diff %t.identity.mlir %t.identity.up.mlir
// RUN: bufopt %t.identity.mlir --run --heap-report > %t.identity.out 2> %t.identity.err || true
// RUN: diff %t.ref %t.identity.out
// RUN: FileCheck %s --input-file %t.identity.err
// One allocation (the copy of the constant init), leaked: no other heap error.
// CHECK: heap: allocs=1 frees=0 peak_bytes=16 leaked_bytes=16 copied_bytes=16 errors=1{{$}}
