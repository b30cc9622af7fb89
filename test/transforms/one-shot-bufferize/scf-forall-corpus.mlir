// The corpus programs with scf.forall (test/corpus/forall_parallel.mlir: 1-d
// tiles squared by linalg.generic; forall_tiles.mlir: 2x2 tiles scaled by
// linalg.map) bufferize exactly as mlir-opt 22 does, in both layouts, and run
// the same (one tensor.empty allocation, leaked: deallocation is a later pass).
// Through --bufferization-pipeline and through one-shot-bufferize +
// --buffer-deallocation-pipeline they run the same with no leak and no heap
// error (the latter byte-identical to mlir-opt 22's).
// RUN: bufopt %S/../../corpus/forall_parallel.mlir --run > %t.forall_parallel.ref
// RUN: bufopt %S/../../corpus/forall_parallel.mlir --one-shot-bufferize="bufferize-function-boundaries" -o %t.forall_parallel.infer.mlir
// RUN: mlir-opt %S/../../corpus/forall_parallel.mlir --one-shot-bufferize="bufferize-function-boundaries" -o %t.forall_parallel.infer.up.mlir
// RUN: diff %t.forall_parallel.infer.mlir %t.forall_parallel.infer.up.mlir
// RUN: bufopt %t.forall_parallel.infer.mlir --run --heap-report > %t.forall_parallel.infer.out 2> %t.forall_parallel.infer.err || true
// RUN: diff %t.forall_parallel.ref %t.forall_parallel.infer.out
// RUN: FileCheck %s --check-prefix=FORALL-PARALLEL --input-file %t.forall_parallel.infer.err
// RUN: bufopt %S/../../corpus/forall_parallel.mlir --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" -o %t.forall_parallel.identity.mlir
// RUN: mlir-opt %S/../../corpus/forall_parallel.mlir --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" -o %t.forall_parallel.identity.up.mlir
// RUN: diff %t.forall_parallel.identity.mlir %t.forall_parallel.identity.up.mlir
// RUN: bufopt %t.forall_parallel.identity.mlir --run --heap-report > %t.forall_parallel.identity.out 2> %t.forall_parallel.identity.err || true
// RUN: diff %t.forall_parallel.ref %t.forall_parallel.identity.out
// RUN: FileCheck %s --check-prefix=FORALL-PARALLEL --input-file %t.forall_parallel.identity.err
// RUN: bufopt %S/../../corpus/forall_parallel.mlir --bufferization-pipeline -o %t.forall_parallel.pipe.mlir
// RUN: bufopt %t.forall_parallel.pipe.mlir --run --heap-report > %t.forall_parallel.pipe.out 2> %t.forall_parallel.pipe.err
// RUN: diff %t.forall_parallel.ref %t.forall_parallel.pipe.out
// RUN: FileCheck %s --check-prefix=FORALL-PARALLEL-FREED --input-file %t.forall_parallel.pipe.err
// RUN: bufopt %S/../../corpus/forall_parallel.mlir --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map allow-return-allocs-from-loops" --buffer-deallocation-pipeline -o %t.forall_parallel.dealloc.mlir
// RUN: mlir-opt %S/../../corpus/forall_parallel.mlir --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map allow-return-allocs-from-loops" --buffer-deallocation-pipeline -o %t.forall_parallel.dealloc.up.mlir
// RUN: diff %t.forall_parallel.dealloc.mlir %t.forall_parallel.dealloc.up.mlir
// RUN: bufopt %t.forall_parallel.dealloc.mlir --run --heap-report > %t.forall_parallel.dealloc.out 2> %t.forall_parallel.dealloc.err
// RUN: diff %t.forall_parallel.ref %t.forall_parallel.dealloc.out
// RUN: FileCheck %s --check-prefix=FORALL-PARALLEL-FREED --input-file %t.forall_parallel.dealloc.err
// RUN: bufopt %S/../../corpus/forall_tiles.mlir --run > %t.forall_tiles.ref
// RUN: bufopt %S/../../corpus/forall_tiles.mlir --one-shot-bufferize="bufferize-function-boundaries" -o %t.forall_tiles.infer.mlir
// RUN: mlir-opt %S/../../corpus/forall_tiles.mlir --one-shot-bufferize="bufferize-function-boundaries" -o %t.forall_tiles.infer.up.mlir
// RUN: diff %t.forall_tiles.infer.mlir %t.forall_tiles.infer.up.mlir
// RUN: bufopt %t.forall_tiles.infer.mlir --run --heap-report > %t.forall_tiles.infer.out 2> %t.forall_tiles.infer.err || true
// RUN: diff %t.forall_tiles.ref %t.forall_tiles.infer.out
// RUN: FileCheck %s --check-prefix=FORALL-TILES --input-file %t.forall_tiles.infer.err
// RUN: bufopt %S/../../corpus/forall_tiles.mlir --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" -o %t.forall_tiles.identity.mlir
// RUN: mlir-opt %S/../../corpus/forall_tiles.mlir --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" -o %t.forall_tiles.identity.up.mlir
// RUN: diff %t.forall_tiles.identity.mlir %t.forall_tiles.identity.up.mlir
// RUN: bufopt %t.forall_tiles.identity.mlir --run --heap-report > %t.forall_tiles.identity.out 2> %t.forall_tiles.identity.err || true
// RUN: diff %t.forall_tiles.ref %t.forall_tiles.identity.out
// RUN: FileCheck %s --check-prefix=FORALL-TILES --input-file %t.forall_tiles.identity.err
// RUN: bufopt %S/../../corpus/forall_tiles.mlir --bufferization-pipeline -o %t.forall_tiles.pipe.mlir
// RUN: bufopt %t.forall_tiles.pipe.mlir --run --heap-report > %t.forall_tiles.pipe.out 2> %t.forall_tiles.pipe.err
// RUN: diff %t.forall_tiles.ref %t.forall_tiles.pipe.out
// RUN: FileCheck %s --check-prefix=FORALL-TILES-FREED --input-file %t.forall_tiles.pipe.err
// RUN: bufopt %S/../../corpus/forall_tiles.mlir --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map allow-return-allocs-from-loops" --buffer-deallocation-pipeline -o %t.forall_tiles.dealloc.mlir
// RUN: mlir-opt %S/../../corpus/forall_tiles.mlir --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map allow-return-allocs-from-loops" --buffer-deallocation-pipeline -o %t.forall_tiles.dealloc.up.mlir
// RUN: diff %t.forall_tiles.dealloc.mlir %t.forall_tiles.dealloc.up.mlir
// RUN: bufopt %t.forall_tiles.dealloc.mlir --run --heap-report > %t.forall_tiles.dealloc.out 2> %t.forall_tiles.dealloc.err
// RUN: diff %t.forall_tiles.ref %t.forall_tiles.dealloc.out
// RUN: FileCheck %s --check-prefix=FORALL-TILES-FREED --input-file %t.forall_tiles.dealloc.err

// FORALL-PARALLEL: heap: allocs=1 frees=0 peak_bytes=32 leaked_bytes=32 copied_bytes=32 errors=1{{$}}
// FORALL-TILES: heap: allocs=1 frees=0 peak_bytes=64 leaked_bytes=64 copied_bytes=64 errors=1{{$}}
// FORALL-PARALLEL-FREED: heap: allocs=1 frees=1 peak_bytes=32 leaked_bytes=0 copied_bytes=0 errors=0{{$}}
// FORALL-TILES-FREED: heap: allocs=1 frees=1 peak_bytes=64 leaked_bytes=0 copied_bytes=0 errors=0{{$}}
