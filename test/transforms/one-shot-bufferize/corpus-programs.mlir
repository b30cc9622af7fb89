// One-shot-bufferize on the programs of test/corpus that this slice
// supports (straight-line code; those with scf.if / execute_region / for
// are in corpus-programs-regions.mlir; the others use scf.while / forall /
// cf or tensor ops without hooks yet): the result must be byte-identical to mlir-opt 22's
// (both function-boundary layouts), print the same when run, and have no
// heap error but leaks (deallocation is issue 5); heap counters checked.
// scripts/difftest.pipelines cannot list one-shot-bufferize yet: it
// applies every pipeline to every corpus program.
// RUN: bufopt %S/../../corpus/constants.mlir --run > %t.constants.ref
// RUN: bufopt %S/../../corpus/constants.mlir --one-shot-bufferize="bufferize-function-boundaries" -o %t.constants.infer.mlir
// RUN: mlir-opt %S/../../corpus/constants.mlir --one-shot-bufferize="bufferize-function-boundaries" -o %t.constants.infer.up.mlir
// RUN: diff %t.constants.infer.mlir %t.constants.infer.up.mlir
// RUN: bufopt %t.constants.infer.mlir --run --heap-report > %t.constants.infer.out 2> %t.constants.infer.err || true
// RUN: diff %t.constants.ref %t.constants.infer.out
// RUN: FileCheck %s --check-prefix=CONSTANTS-INFER --input-file %t.constants.infer.err
// RUN: bufopt %S/../../corpus/constants.mlir --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" -o %t.constants.identity.mlir
// RUN: mlir-opt %S/../../corpus/constants.mlir --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" -o %t.constants.identity.up.mlir
// RUN: diff %t.constants.identity.mlir %t.constants.identity.up.mlir
// RUN: bufopt %t.constants.identity.mlir --run --heap-report > %t.constants.identity.out 2> %t.constants.identity.err || true
// RUN: diff %t.constants.ref %t.constants.identity.out
// RUN: FileCheck %s --check-prefix=CONSTANTS-IDENTITY --input-file %t.constants.identity.err
// RUN: bufopt %S/../../corpus/insert_extract.mlir --run > %t.insert-extract.ref
// RUN: bufopt %S/../../corpus/insert_extract.mlir --one-shot-bufferize="bufferize-function-boundaries" -o %t.insert-extract.infer.mlir
// RUN: mlir-opt %S/../../corpus/insert_extract.mlir --one-shot-bufferize="bufferize-function-boundaries" -o %t.insert-extract.infer.up.mlir
// RUN: diff %t.insert-extract.infer.mlir %t.insert-extract.infer.up.mlir
// RUN: bufopt %t.insert-extract.infer.mlir --run --heap-report > %t.insert-extract.infer.out 2> %t.insert-extract.infer.err || true
// RUN: diff %t.insert-extract.ref %t.insert-extract.infer.out
// RUN: FileCheck %s --check-prefix=INSERT-EXTRACT-INFER --input-file %t.insert-extract.infer.err
// RUN: bufopt %S/../../corpus/insert_extract.mlir --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" -o %t.insert-extract.identity.mlir
// RUN: mlir-opt %S/../../corpus/insert_extract.mlir --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" -o %t.insert-extract.identity.up.mlir
// RUN: diff %t.insert-extract.identity.mlir %t.insert-extract.identity.up.mlir
// RUN: bufopt %t.insert-extract.identity.mlir --run --heap-report > %t.insert-extract.identity.out 2> %t.insert-extract.identity.err || true
// RUN: diff %t.insert-extract.ref %t.insert-extract.identity.out
// RUN: FileCheck %s --check-prefix=INSERT-EXTRACT-IDENTITY --input-file %t.insert-extract.identity.err
// RUN: bufopt %S/../../corpus/matmul_dynamic.mlir --run > %t.matmul-dynamic.ref
// RUN: bufopt %S/../../corpus/matmul_dynamic.mlir --one-shot-bufferize="bufferize-function-boundaries" -o %t.matmul-dynamic.infer.mlir
// RUN: mlir-opt %S/../../corpus/matmul_dynamic.mlir --one-shot-bufferize="bufferize-function-boundaries" -o %t.matmul-dynamic.infer.up.mlir
// RUN: diff %t.matmul-dynamic.infer.mlir %t.matmul-dynamic.infer.up.mlir
// RUN: bufopt %t.matmul-dynamic.infer.mlir --run --heap-report > %t.matmul-dynamic.infer.out 2> %t.matmul-dynamic.infer.err || true
// RUN: diff %t.matmul-dynamic.ref %t.matmul-dynamic.infer.out
// RUN: FileCheck %s --check-prefix=MATMUL-DYNAMIC-INFER --input-file %t.matmul-dynamic.infer.err
// RUN: bufopt %S/../../corpus/matmul_dynamic.mlir --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" -o %t.matmul-dynamic.identity.mlir
// RUN: mlir-opt %S/../../corpus/matmul_dynamic.mlir --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" -o %t.matmul-dynamic.identity.up.mlir
// RUN: diff %t.matmul-dynamic.identity.mlir %t.matmul-dynamic.identity.up.mlir
// RUN: bufopt %t.matmul-dynamic.identity.mlir --run --heap-report > %t.matmul-dynamic.identity.out 2> %t.matmul-dynamic.identity.err || true
// RUN: diff %t.matmul-dynamic.ref %t.matmul-dynamic.identity.out
// RUN: FileCheck %s --check-prefix=MATMUL-DYNAMIC-IDENTITY --input-file %t.matmul-dynamic.identity.err
// RUN: bufopt %S/../../corpus/from_elements.mlir --run > %t.from-elements.ref
// RUN: bufopt %S/../../corpus/from_elements.mlir --one-shot-bufferize="bufferize-function-boundaries" -o %t.from-elements.infer.mlir
// RUN: mlir-opt %S/../../corpus/from_elements.mlir --one-shot-bufferize="bufferize-function-boundaries" -o %t.from-elements.infer.up.mlir
// RUN: diff %t.from-elements.infer.mlir %t.from-elements.infer.up.mlir
// RUN: bufopt %t.from-elements.infer.mlir --run --heap-report > %t.from-elements.infer.out 2> %t.from-elements.infer.err || true
// RUN: diff %t.from-elements.ref %t.from-elements.infer.out
// RUN: FileCheck %s --check-prefix=FROM-ELEMENTS-INFER --input-file %t.from-elements.infer.err
// RUN: bufopt %S/../../corpus/from_elements.mlir --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" -o %t.from-elements.identity.mlir
// RUN: mlir-opt %S/../../corpus/from_elements.mlir --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" -o %t.from-elements.identity.up.mlir
// RUN: diff %t.from-elements.identity.mlir %t.from-elements.identity.up.mlir
// RUN: bufopt %t.from-elements.identity.mlir --run --heap-report > %t.from-elements.identity.out 2> %t.from-elements.identity.err || true
// RUN: diff %t.from-elements.ref %t.from-elements.identity.out
// RUN: FileCheck %s --check-prefix=FROM-ELEMENTS-IDENTITY --input-file %t.from-elements.identity.err
// RUN: bufopt %S/../../corpus/splat.mlir --run > %t.splat.ref
// RUN: bufopt %S/../../corpus/splat.mlir --one-shot-bufferize="bufferize-function-boundaries" -o %t.splat.infer.mlir
// RUN: mlir-opt %S/../../corpus/splat.mlir --one-shot-bufferize="bufferize-function-boundaries" -o %t.splat.infer.up.mlir
// RUN: diff %t.splat.infer.mlir %t.splat.infer.up.mlir
// RUN: bufopt %t.splat.infer.mlir --run --heap-report > %t.splat.infer.out 2> %t.splat.infer.err || true
// RUN: diff %t.splat.ref %t.splat.infer.out
// RUN: FileCheck %s --check-prefix=SPLAT-INFER --input-file %t.splat.infer.err
// RUN: bufopt %S/../../corpus/splat.mlir --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" -o %t.splat.identity.mlir
// RUN: mlir-opt %S/../../corpus/splat.mlir --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" -o %t.splat.identity.up.mlir
// RUN: diff %t.splat.identity.mlir %t.splat.identity.up.mlir
// RUN: bufopt %t.splat.identity.mlir --run --heap-report > %t.splat.identity.out 2> %t.splat.identity.err || true
// RUN: diff %t.splat.ref %t.splat.identity.out
// RUN: FileCheck %s --check-prefix=SPLAT-IDENTITY --input-file %t.splat.identity.err
// RUN: bufopt %S/../../corpus/cast_dim_rank.mlir --run > %t.cast-dim-rank.ref
// RUN: bufopt %S/../../corpus/cast_dim_rank.mlir --one-shot-bufferize="bufferize-function-boundaries" -o %t.cast-dim-rank.infer.mlir
// RUN: mlir-opt %S/../../corpus/cast_dim_rank.mlir --one-shot-bufferize="bufferize-function-boundaries" -o %t.cast-dim-rank.infer.up.mlir
// RUN: diff %t.cast-dim-rank.infer.mlir %t.cast-dim-rank.infer.up.mlir
// RUN: bufopt %t.cast-dim-rank.infer.mlir --run --heap-report > %t.cast-dim-rank.infer.out 2> %t.cast-dim-rank.infer.err || true
// RUN: diff %t.cast-dim-rank.ref %t.cast-dim-rank.infer.out
// RUN: FileCheck %s --check-prefix=CAST-DIM-RANK-INFER --input-file %t.cast-dim-rank.infer.err
// RUN: bufopt %S/../../corpus/cast_dim_rank.mlir --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" -o %t.cast-dim-rank.identity.mlir
// RUN: mlir-opt %S/../../corpus/cast_dim_rank.mlir --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" -o %t.cast-dim-rank.identity.up.mlir
// RUN: diff %t.cast-dim-rank.identity.mlir %t.cast-dim-rank.identity.up.mlir
// RUN: bufopt %t.cast-dim-rank.identity.mlir --run --heap-report > %t.cast-dim-rank.identity.out 2> %t.cast-dim-rank.identity.err || true
// RUN: diff %t.cast-dim-rank.ref %t.cast-dim-rank.identity.out
// RUN: FileCheck %s --check-prefix=CAST-DIM-RANK-IDENTITY --input-file %t.cast-dim-rank.identity.err
// CONSTANTS-INFER: heap: allocs=1 frees=0 peak_bytes=12 leaked_bytes=12 copied_bytes=0 errors=1{{$}}
// CONSTANTS-IDENTITY: heap: allocs=1 frees=0 peak_bytes=12 leaked_bytes=12 copied_bytes=0 errors=1{{$}}
// INSERT-EXTRACT-INFER: heap: allocs=2 frees=0 peak_bytes=48 leaked_bytes=48 copied_bytes=48 errors=2{{$}}
// INSERT-EXTRACT-IDENTITY: heap: allocs=2 frees=0 peak_bytes=48 leaked_bytes=48 copied_bytes=48 errors=2{{$}}
// MATMUL-DYNAMIC-INFER: heap: allocs=4 frees=0 peak_bytes=288 leaked_bytes=288 copied_bytes=0 errors=4{{$}}
// MATMUL-DYNAMIC-IDENTITY: heap: allocs=4 frees=0 peak_bytes=288 leaked_bytes=288 copied_bytes=0 errors=4{{$}}
// FROM-ELEMENTS-INFER: heap: allocs=2 frees=0 peak_bytes=36 leaked_bytes=36 copied_bytes=0 errors=2{{$}}
// FROM-ELEMENTS-IDENTITY: heap: allocs=2 frees=0 peak_bytes=36 leaked_bytes=36 copied_bytes=0 errors=2{{$}}
// SPLAT-INFER: heap: allocs=3 frees=0 peak_bytes=104 leaked_bytes=104 copied_bytes=0 errors=3{{$}}
// SPLAT-IDENTITY: heap: allocs=3 frees=0 peak_bytes=104 leaked_bytes=104 copied_bytes=0 errors=3{{$}}
// CAST-DIM-RANK-INFER: heap: allocs=0 frees=0 peak_bytes=0 leaked_bytes=0 copied_bytes=0 errors=0{{$}}
// CAST-DIM-RANK-IDENTITY: heap: allocs=0 frees=0 peak_bytes=0 leaked_bytes=0 copied_bytes=0 errors=0{{$}}
