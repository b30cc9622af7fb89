// The corpus programs with scf.while (test/corpus/bubble_sort.mlir: a while
// around an scf.for around an scf.if; loops_while.mlir: a while filling a
// tensor) bufferize exactly as mlir-opt 22 does, in both layouts, and run the
// same.  Each has one allocation (the copy of a constant, or the
// tensor.empty), leaked (deallocation is a later pass): errors = allocs.
// RUN: bufopt %S/../../corpus/bubble_sort.mlir --run > %t.bubble_sort.ref
// RUN: bufopt %S/../../corpus/bubble_sort.mlir --one-shot-bufferize="bufferize-function-boundaries" -o %t.bubble_sort.infer.mlir
// RUN: mlir-opt %S/../../corpus/bubble_sort.mlir --one-shot-bufferize="bufferize-function-boundaries" -o %t.bubble_sort.infer.up.mlir
// RUN: diff %t.bubble_sort.infer.mlir %t.bubble_sort.infer.up.mlir
// RUN: bufopt %t.bubble_sort.infer.mlir --run --heap-report > %t.bubble_sort.infer.out 2> %t.bubble_sort.infer.err || true
// RUN: diff %t.bubble_sort.ref %t.bubble_sort.infer.out
// RUN: FileCheck %s --check-prefix=BUBBLE-SORT --input-file %t.bubble_sort.infer.err
// RUN: bufopt %S/../../corpus/bubble_sort.mlir --run > %t.bubble_sort.ref
// RUN: bufopt %S/../../corpus/bubble_sort.mlir --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" -o %t.bubble_sort.identity.mlir
// RUN: mlir-opt %S/../../corpus/bubble_sort.mlir --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" -o %t.bubble_sort.identity.up.mlir
// RUN: diff %t.bubble_sort.identity.mlir %t.bubble_sort.identity.up.mlir
// RUN: bufopt %t.bubble_sort.identity.mlir --run --heap-report > %t.bubble_sort.identity.out 2> %t.bubble_sort.identity.err || true
// RUN: diff %t.bubble_sort.ref %t.bubble_sort.identity.out
// RUN: FileCheck %s --check-prefix=BUBBLE-SORT --input-file %t.bubble_sort.identity.err
// RUN: bufopt %S/../../corpus/loops_while.mlir --run > %t.loops_while.ref
// RUN: bufopt %S/../../corpus/loops_while.mlir --one-shot-bufferize="bufferize-function-boundaries" -o %t.loops_while.infer.mlir
// RUN: mlir-opt %S/../../corpus/loops_while.mlir --one-shot-bufferize="bufferize-function-boundaries" -o %t.loops_while.infer.up.mlir
// RUN: diff %t.loops_while.infer.mlir %t.loops_while.infer.up.mlir
// RUN: bufopt %t.loops_while.infer.mlir --run --heap-report > %t.loops_while.infer.out 2> %t.loops_while.infer.err || true
// RUN: diff %t.loops_while.ref %t.loops_while.infer.out
// RUN: FileCheck %s --check-prefix=LOOPS-WHILE --input-file %t.loops_while.infer.err
// RUN: bufopt %S/../../corpus/loops_while.mlir --run > %t.loops_while.ref
// RUN: bufopt %S/../../corpus/loops_while.mlir --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" -o %t.loops_while.identity.mlir
// RUN: mlir-opt %S/../../corpus/loops_while.mlir --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" -o %t.loops_while.identity.up.mlir
// RUN: diff %t.loops_while.identity.mlir %t.loops_while.identity.up.mlir
// RUN: bufopt %t.loops_while.identity.mlir --run --heap-report > %t.loops_while.identity.out 2> %t.loops_while.identity.err || true
// RUN: diff %t.loops_while.ref %t.loops_while.identity.out
// RUN: FileCheck %s --check-prefix=LOOPS-WHILE --input-file %t.loops_while.identity.err
// BUBBLE-SORT: heap: allocs=1 frees=0 peak_bytes=32 leaked_bytes=32 copied_bytes=32 errors=1{{$}}
// LOOPS-WHILE: heap: allocs=1 frees=0 peak_bytes=20 leaked_bytes=20 copied_bytes=0 errors=1{{$}}
