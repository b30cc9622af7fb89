// One-shot-bufferize on the corpus programs with cf branches carrying
// tensors (cf_branches, cf_loop: diamonds, no loop made of blocks): the
// result must be byte-identical to mlir-opt 22's in both function-boundary
// layouts, print what the tensor program prints, and with the full
// pipelines (bufferization-pipeline; one-shot-bufferize with identity
// layout + buffer-deallocation-pipeline) free everything.
// RUN: bufopt %S/../../corpus/cf_branches.mlir --run > %t.cf-branches.ref
// RUN: bufopt %S/../../corpus/cf_branches.mlir --one-shot-bufferize="bufferize-function-boundaries" -o %t.cf-branches.infer.mlir
// RUN: mlir-opt %S/../../corpus/cf_branches.mlir --one-shot-bufferize="bufferize-function-boundaries" -o %t.cf-branches.infer.up.mlir
// RUN: diff %t.cf-branches.infer.mlir %t.cf-branches.infer.up.mlir
// RUN: bufopt %t.cf-branches.infer.mlir --run > %t.cf-branches.infer.out 2> /dev/null || true
// RUN: diff %t.cf-branches.ref %t.cf-branches.infer.out
// RUN: bufopt %S/../../corpus/cf_branches.mlir --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" -o %t.cf-branches.identity.mlir
// RUN: mlir-opt %S/../../corpus/cf_branches.mlir --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" -o %t.cf-branches.identity.up.mlir
// RUN: diff %t.cf-branches.identity.mlir %t.cf-branches.identity.up.mlir
// RUN: bufopt %t.cf-branches.identity.mlir --run > %t.cf-branches.identity.out 2> /dev/null || true
// RUN: diff %t.cf-branches.ref %t.cf-branches.identity.out
// RUN: bufopt %S/../../corpus/cf_branches.mlir --bufferization-pipeline -o %t.cf-branches.pipe.mlir
// RUN: bufopt %t.cf-branches.pipe.mlir --run --heap-report > %t.cf-branches.pipe.out 2> %t.cf-branches.pipe.err
// RUN: diff %t.cf-branches.ref %t.cf-branches.pipe.out
// RUN: FileCheck %s --check-prefix=CF-BRANCHES-PIPE --input-file %t.cf-branches.pipe.err
// RUN: bufopt %S/../../corpus/cf_branches.mlir '--one-shot-bufferize=bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map allow-return-allocs-from-loops' --buffer-deallocation-pipeline -o %t.cf-branches.dealloc.mlir
// RUN: mlir-opt %t.cf-branches.dealloc.mlir > /dev/null
// RUN: bufopt %t.cf-branches.dealloc.mlir --run --heap-report > %t.cf-branches.dealloc.out 2> %t.cf-branches.dealloc.err
// RUN: diff %t.cf-branches.ref %t.cf-branches.dealloc.out
// RUN: FileCheck %s --check-prefix=CF-BRANCHES-DEALLOC --input-file %t.cf-branches.dealloc.err
// RUN: bufopt %S/../../corpus/cf_loop.mlir --run > %t.cf-loop.ref
// RUN: bufopt %S/../../corpus/cf_loop.mlir --one-shot-bufferize="bufferize-function-boundaries" -o %t.cf-loop.infer.mlir
// RUN: mlir-opt %S/../../corpus/cf_loop.mlir --one-shot-bufferize="bufferize-function-boundaries" -o %t.cf-loop.infer.up.mlir
// RUN: diff %t.cf-loop.infer.mlir %t.cf-loop.infer.up.mlir
// RUN: bufopt %t.cf-loop.infer.mlir --run > %t.cf-loop.infer.out 2> /dev/null || true
// RUN: diff %t.cf-loop.ref %t.cf-loop.infer.out
// RUN: bufopt %S/../../corpus/cf_loop.mlir --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" -o %t.cf-loop.identity.mlir
// RUN: mlir-opt %S/../../corpus/cf_loop.mlir --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" -o %t.cf-loop.identity.up.mlir
// RUN: diff %t.cf-loop.identity.mlir %t.cf-loop.identity.up.mlir
// RUN: bufopt %t.cf-loop.identity.mlir --run > %t.cf-loop.identity.out 2> /dev/null || true
// RUN: diff %t.cf-loop.ref %t.cf-loop.identity.out
// RUN: bufopt %S/../../corpus/cf_loop.mlir --bufferization-pipeline -o %t.cf-loop.pipe.mlir
// RUN: bufopt %t.cf-loop.pipe.mlir --run --heap-report > %t.cf-loop.pipe.out 2> %t.cf-loop.pipe.err
// RUN: diff %t.cf-loop.ref %t.cf-loop.pipe.out
// RUN: FileCheck %s --check-prefix=CF-LOOP-PIPE --input-file %t.cf-loop.pipe.err
// RUN: bufopt %S/../../corpus/cf_loop.mlir '--one-shot-bufferize=bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map allow-return-allocs-from-loops' --buffer-deallocation-pipeline -o %t.cf-loop.dealloc.mlir
// RUN: mlir-opt %t.cf-loop.dealloc.mlir > /dev/null
// RUN: bufopt %t.cf-loop.dealloc.mlir --run --heap-report > %t.cf-loop.dealloc.out 2> %t.cf-loop.dealloc.err
// RUN: diff %t.cf-loop.ref %t.cf-loop.dealloc.out
// RUN: FileCheck %s --check-prefix=CF-LOOP-DEALLOC --input-file %t.cf-loop.dealloc.err
// CF-BRANCHES-PIPE: heap: allocs=3 frees=3 peak_bytes=72 leaked_bytes=0 copied_bytes=72 errors=0{{$}}
// CF-BRANCHES-DEALLOC: heap: allocs=11 frees=11 peak_bytes=132 leaked_bytes=0 copied_bytes=72 errors=0{{$}}
// CF-LOOP-PIPE: heap: allocs=5 frees=5 peak_bytes=96 leaked_bytes=0 copied_bytes=96 errors=0{{$}}
// CF-LOOP-DEALLOC: heap: allocs=12 frees=12 peak_bytes=156 leaked_bytes=0 copied_bytes=96 errors=0{{$}}
