// buffer-deallocation-pipeline on a whole program (corpus-dealloc/views):
// the output is the same, every buffer is freed once, no heap error; and
// the pipeline prints what mlir-opt 22 prints.
// RUN: not bufopt %S/../corpus-dealloc/views.mlir --run > %t.ref
// RUN: bufopt %S/../corpus-dealloc/views.mlir --buffer-deallocation-pipeline -o %t.after.mlir
// RUN: bufopt %t.after.mlir --run --heap-report > %t.out 2> %t.err
// RUN: diff %t.ref %t.out
// RUN: FileCheck %s --input-file %t.err
// RUN: mlir-opt %S/../corpus-dealloc/views.mlir --buffer-deallocation-pipeline -o %t.up.mlir
// RUN: diff %t.after.mlir %t.up.mlir
// CHECK: heap: allocs=3 frees=3 {{.*}} leaked_bytes=0 {{.*}} errors=0
