// One-shot-bufferize on the programs of test/corpus that use scf.if,
// scf.execute_region or scf.for (and nothing this pass does not support
// yet): the result must be byte-identical to mlir-opt 22's (both
// function-boundary layouts, allow-return-allocs-from-loops), print the same
// when run, and have no heap error but leaks (deallocation is issue 5);
// heap counters checked.  24 programs: batch_matmul, branches_if, conv2d, execute_region, extract_slice, fibonacci, generic_multi_output, generic_stencil, half_precision, histogram, insert_slice, int_tensors, loops_for, map_reduce, matmul, matvec_dot, ping_pong, row_max_slices, select_cmp, softmax, tensor_fill_empty, tiled_matmul, transpose_broadcast, unary_named.
// RUN: bufopt %S/../../corpus/batch_matmul.mlir --run > %t.batch-matmul.ref
// RUN: bufopt %S/../../corpus/batch_matmul.mlir --one-shot-bufferize="bufferize-function-boundaries allow-return-allocs-from-loops" -o %t.batch-matmul.infer.mlir
// RUN: mlir-opt %S/../../corpus/batch_matmul.mlir --one-shot-bufferize="bufferize-function-boundaries allow-return-allocs-from-loops" -o %t.batch-matmul.infer.up.mlir
// RUN: diff %t.batch-matmul.infer.mlir %t.batch-matmul.infer.up.mlir
// RUN: bufopt %t.batch-matmul.infer.mlir --run --heap-report > %t.batch-matmul.infer.out 2> %t.batch-matmul.infer.err || true
// RUN: diff %t.batch-matmul.ref %t.batch-matmul.infer.out
// RUN: FileCheck %s --check-prefix=BATCH-MATMUL-INFER --input-file %t.batch-matmul.infer.err
// RUN: bufopt %S/../../corpus/batch_matmul.mlir --one-shot-bufferize="bufferize-function-boundaries allow-return-allocs-from-loops function-boundary-type-conversion=identity-layout-map" -o %t.batch-matmul.identity.mlir
// RUN: mlir-opt %S/../../corpus/batch_matmul.mlir --one-shot-bufferize="bufferize-function-boundaries allow-return-allocs-from-loops function-boundary-type-conversion=identity-layout-map" -o %t.batch-matmul.identity.up.mlir
// RUN: diff %t.batch-matmul.identity.mlir %t.batch-matmul.identity.up.mlir
// RUN: bufopt %t.batch-matmul.identity.mlir --run --heap-report > %t.batch-matmul.identity.out 2> %t.batch-matmul.identity.err || true
// RUN: diff %t.batch-matmul.ref %t.batch-matmul.identity.out
// RUN: FileCheck %s --check-prefix=BATCH-MATMUL-IDENTITY --input-file %t.batch-matmul.identity.err
// RUN: bufopt %S/../../corpus/branches_if.mlir --run > %t.branches-if.ref
// RUN: bufopt %S/../../corpus/branches_if.mlir --one-shot-bufferize="bufferize-function-boundaries allow-return-allocs-from-loops" -o %t.branches-if.infer.mlir
// RUN: mlir-opt %S/../../corpus/branches_if.mlir --one-shot-bufferize="bufferize-function-boundaries allow-return-allocs-from-loops" -o %t.branches-if.infer.up.mlir
// RUN: diff %t.branches-if.infer.mlir %t.branches-if.infer.up.mlir
// RUN: bufopt %t.branches-if.infer.mlir --run --heap-report > %t.branches-if.infer.out 2> %t.branches-if.infer.err || true
// RUN: diff %t.branches-if.ref %t.branches-if.infer.out
// RUN: FileCheck %s --check-prefix=BRANCHES-IF-INFER --input-file %t.branches-if.infer.err
// RUN: bufopt %S/../../corpus/branches_if.mlir --one-shot-bufferize="bufferize-function-boundaries allow-return-allocs-from-loops function-boundary-type-conversion=identity-layout-map" -o %t.branches-if.identity.mlir
// RUN: mlir-opt %S/../../corpus/branches_if.mlir --one-shot-bufferize="bufferize-function-boundaries allow-return-allocs-from-loops function-boundary-type-conversion=identity-layout-map" -o %t.branches-if.identity.up.mlir
// RUN: diff %t.branches-if.identity.mlir %t.branches-if.identity.up.mlir
// RUN: bufopt %t.branches-if.identity.mlir --run --heap-report > %t.branches-if.identity.out 2> %t.branches-if.identity.err || true
// RUN: diff %t.branches-if.ref %t.branches-if.identity.out
// RUN: FileCheck %s --check-prefix=BRANCHES-IF-IDENTITY --input-file %t.branches-if.identity.err
// RUN: bufopt %S/../../corpus/conv2d.mlir --run > %t.conv2d.ref
// RUN: bufopt %S/../../corpus/conv2d.mlir --one-shot-bufferize="bufferize-function-boundaries allow-return-allocs-from-loops" -o %t.conv2d.infer.mlir
// RUN: mlir-opt %S/../../corpus/conv2d.mlir --one-shot-bufferize="bufferize-function-boundaries allow-return-allocs-from-loops" -o %t.conv2d.infer.up.mlir
// RUN: diff %t.conv2d.infer.mlir %t.conv2d.infer.up.mlir
// RUN: bufopt %t.conv2d.infer.mlir --run --heap-report > %t.conv2d.infer.out 2> %t.conv2d.infer.err || true
// RUN: diff %t.conv2d.ref %t.conv2d.infer.out
// RUN: FileCheck %s --check-prefix=CONV2D-INFER --input-file %t.conv2d.infer.err
// RUN: bufopt %S/../../corpus/conv2d.mlir --one-shot-bufferize="bufferize-function-boundaries allow-return-allocs-from-loops function-boundary-type-conversion=identity-layout-map" -o %t.conv2d.identity.mlir
// RUN: mlir-opt %S/../../corpus/conv2d.mlir --one-shot-bufferize="bufferize-function-boundaries allow-return-allocs-from-loops function-boundary-type-conversion=identity-layout-map" -o %t.conv2d.identity.up.mlir
// RUN: diff %t.conv2d.identity.mlir %t.conv2d.identity.up.mlir
// RUN: bufopt %t.conv2d.identity.mlir --run --heap-report > %t.conv2d.identity.out 2> %t.conv2d.identity.err || true
// RUN: diff %t.conv2d.ref %t.conv2d.identity.out
// RUN: FileCheck %s --check-prefix=CONV2D-IDENTITY --input-file %t.conv2d.identity.err
// RUN: bufopt %S/../../corpus/execute_region.mlir --run > %t.execute-region.ref
// RUN: bufopt %S/../../corpus/execute_region.mlir --one-shot-bufferize="bufferize-function-boundaries allow-return-allocs-from-loops" -o %t.execute-region.infer.mlir
// RUN: mlir-opt %S/../../corpus/execute_region.mlir --one-shot-bufferize="bufferize-function-boundaries allow-return-allocs-from-loops" -o %t.execute-region.infer.up.mlir
// RUN: diff %t.execute-region.infer.mlir %t.execute-region.infer.up.mlir
// RUN: bufopt %t.execute-region.infer.mlir --run --heap-report > %t.execute-region.infer.out 2> %t.execute-region.infer.err || true
// RUN: diff %t.execute-region.ref %t.execute-region.infer.out
// RUN: FileCheck %s --check-prefix=EXECUTE-REGION-INFER --input-file %t.execute-region.infer.err
// RUN: bufopt %S/../../corpus/execute_region.mlir --one-shot-bufferize="bufferize-function-boundaries allow-return-allocs-from-loops function-boundary-type-conversion=identity-layout-map" -o %t.execute-region.identity.mlir
// RUN: mlir-opt %S/../../corpus/execute_region.mlir --one-shot-bufferize="bufferize-function-boundaries allow-return-allocs-from-loops function-boundary-type-conversion=identity-layout-map" -o %t.execute-region.identity.up.mlir
// RUN: diff %t.execute-region.identity.mlir %t.execute-region.identity.up.mlir
// RUN: bufopt %t.execute-region.identity.mlir --run --heap-report > %t.execute-region.identity.out 2> %t.execute-region.identity.err || true
// RUN: diff %t.execute-region.ref %t.execute-region.identity.out
// RUN: FileCheck %s --check-prefix=EXECUTE-REGION-IDENTITY --input-file %t.execute-region.identity.err
// RUN: bufopt %S/../../corpus/extract_slice.mlir --run > %t.extract-slice.ref
// RUN: bufopt %S/../../corpus/extract_slice.mlir --one-shot-bufferize="bufferize-function-boundaries allow-return-allocs-from-loops" -o %t.extract-slice.infer.mlir
// RUN: mlir-opt %S/../../corpus/extract_slice.mlir --one-shot-bufferize="bufferize-function-boundaries allow-return-allocs-from-loops" -o %t.extract-slice.infer.up.mlir
// RUN: diff %t.extract-slice.infer.mlir %t.extract-slice.infer.up.mlir
// RUN: bufopt %t.extract-slice.infer.mlir --run --heap-report > %t.extract-slice.infer.out 2> %t.extract-slice.infer.err || true
// RUN: diff %t.extract-slice.ref %t.extract-slice.infer.out
// RUN: FileCheck %s --check-prefix=EXTRACT-SLICE-INFER --input-file %t.extract-slice.infer.err
// RUN: bufopt %S/../../corpus/extract_slice.mlir --one-shot-bufferize="bufferize-function-boundaries allow-return-allocs-from-loops function-boundary-type-conversion=identity-layout-map" -o %t.extract-slice.identity.mlir
// RUN: mlir-opt %S/../../corpus/extract_slice.mlir --one-shot-bufferize="bufferize-function-boundaries allow-return-allocs-from-loops function-boundary-type-conversion=identity-layout-map" -o %t.extract-slice.identity.up.mlir
// RUN: diff %t.extract-slice.identity.mlir %t.extract-slice.identity.up.mlir
// RUN: bufopt %t.extract-slice.identity.mlir --run --heap-report > %t.extract-slice.identity.out 2> %t.extract-slice.identity.err || true
// RUN: diff %t.extract-slice.ref %t.extract-slice.identity.out
// RUN: FileCheck %s --check-prefix=EXTRACT-SLICE-IDENTITY --input-file %t.extract-slice.identity.err
// RUN: bufopt %S/../../corpus/fibonacci.mlir --run > %t.fibonacci.ref
// RUN: bufopt %S/../../corpus/fibonacci.mlir --one-shot-bufferize="bufferize-function-boundaries allow-return-allocs-from-loops" -o %t.fibonacci.infer.mlir
// RUN: mlir-opt %S/../../corpus/fibonacci.mlir --one-shot-bufferize="bufferize-function-boundaries allow-return-allocs-from-loops" -o %t.fibonacci.infer.up.mlir
// RUN: diff %t.fibonacci.infer.mlir %t.fibonacci.infer.up.mlir
// RUN: bufopt %t.fibonacci.infer.mlir --run --heap-report > %t.fibonacci.infer.out 2> %t.fibonacci.infer.err || true
// RUN: diff %t.fibonacci.ref %t.fibonacci.infer.out
// RUN: FileCheck %s --check-prefix=FIBONACCI-INFER --input-file %t.fibonacci.infer.err
// RUN: bufopt %S/../../corpus/fibonacci.mlir --one-shot-bufferize="bufferize-function-boundaries allow-return-allocs-from-loops function-boundary-type-conversion=identity-layout-map" -o %t.fibonacci.identity.mlir
// RUN: mlir-opt %S/../../corpus/fibonacci.mlir --one-shot-bufferize="bufferize-function-boundaries allow-return-allocs-from-loops function-boundary-type-conversion=identity-layout-map" -o %t.fibonacci.identity.up.mlir
// RUN: diff %t.fibonacci.identity.mlir %t.fibonacci.identity.up.mlir
// RUN: bufopt %t.fibonacci.identity.mlir --run --heap-report > %t.fibonacci.identity.out 2> %t.fibonacci.identity.err || true
// RUN: diff %t.fibonacci.ref %t.fibonacci.identity.out
// RUN: FileCheck %s --check-prefix=FIBONACCI-IDENTITY --input-file %t.fibonacci.identity.err
// RUN: bufopt %S/../../corpus/generic_multi_output.mlir --run > %t.generic-multi-output.ref
// RUN: bufopt %S/../../corpus/generic_multi_output.mlir --one-shot-bufferize="bufferize-function-boundaries allow-return-allocs-from-loops" -o %t.generic-multi-output.infer.mlir
// RUN: mlir-opt %S/../../corpus/generic_multi_output.mlir --one-shot-bufferize="bufferize-function-boundaries allow-return-allocs-from-loops" -o %t.generic-multi-output.infer.up.mlir
// RUN: diff %t.generic-multi-output.infer.mlir %t.generic-multi-output.infer.up.mlir
// RUN: bufopt %t.generic-multi-output.infer.mlir --run --heap-report > %t.generic-multi-output.infer.out 2> %t.generic-multi-output.infer.err || true
// RUN: diff %t.generic-multi-output.ref %t.generic-multi-output.infer.out
// RUN: FileCheck %s --check-prefix=GENERIC-MULTI-OUTPUT-INFER --input-file %t.generic-multi-output.infer.err
// RUN: bufopt %S/../../corpus/generic_multi_output.mlir --one-shot-bufferize="bufferize-function-boundaries allow-return-allocs-from-loops function-boundary-type-conversion=identity-layout-map" -o %t.generic-multi-output.identity.mlir
// RUN: mlir-opt %S/../../corpus/generic_multi_output.mlir --one-shot-bufferize="bufferize-function-boundaries allow-return-allocs-from-loops function-boundary-type-conversion=identity-layout-map" -o %t.generic-multi-output.identity.up.mlir
// RUN: diff %t.generic-multi-output.identity.mlir %t.generic-multi-output.identity.up.mlir
// RUN: bufopt %t.generic-multi-output.identity.mlir --run --heap-report > %t.generic-multi-output.identity.out 2> %t.generic-multi-output.identity.err || true
// RUN: diff %t.generic-multi-output.ref %t.generic-multi-output.identity.out
// RUN: FileCheck %s --check-prefix=GENERIC-MULTI-OUTPUT-IDENTITY --input-file %t.generic-multi-output.identity.err
// RUN: bufopt %S/../../corpus/generic_stencil.mlir --run > %t.generic-stencil.ref
// RUN: bufopt %S/../../corpus/generic_stencil.mlir --one-shot-bufferize="bufferize-function-boundaries allow-return-allocs-from-loops" -o %t.generic-stencil.infer.mlir
// RUN: mlir-opt %S/../../corpus/generic_stencil.mlir --one-shot-bufferize="bufferize-function-boundaries allow-return-allocs-from-loops" -o %t.generic-stencil.infer.up.mlir
// RUN: diff %t.generic-stencil.infer.mlir %t.generic-stencil.infer.up.mlir
// RUN: bufopt %t.generic-stencil.infer.mlir --run --heap-report > %t.generic-stencil.infer.out 2> %t.generic-stencil.infer.err || true
// RUN: diff %t.generic-stencil.ref %t.generic-stencil.infer.out
// RUN: FileCheck %s --check-prefix=GENERIC-STENCIL-INFER --input-file %t.generic-stencil.infer.err
// RUN: bufopt %S/../../corpus/generic_stencil.mlir --one-shot-bufferize="bufferize-function-boundaries allow-return-allocs-from-loops function-boundary-type-conversion=identity-layout-map" -o %t.generic-stencil.identity.mlir
// RUN: mlir-opt %S/../../corpus/generic_stencil.mlir --one-shot-bufferize="bufferize-function-boundaries allow-return-allocs-from-loops function-boundary-type-conversion=identity-layout-map" -o %t.generic-stencil.identity.up.mlir
// RUN: diff %t.generic-stencil.identity.mlir %t.generic-stencil.identity.up.mlir
// RUN: bufopt %t.generic-stencil.identity.mlir --run --heap-report > %t.generic-stencil.identity.out 2> %t.generic-stencil.identity.err || true
// RUN: diff %t.generic-stencil.ref %t.generic-stencil.identity.out
// RUN: FileCheck %s --check-prefix=GENERIC-STENCIL-IDENTITY --input-file %t.generic-stencil.identity.err
// RUN: bufopt %S/../../corpus/half_precision.mlir --run > %t.half-precision.ref
// RUN: bufopt %S/../../corpus/half_precision.mlir --one-shot-bufferize="bufferize-function-boundaries allow-return-allocs-from-loops" -o %t.half-precision.infer.mlir
// RUN: mlir-opt %S/../../corpus/half_precision.mlir --one-shot-bufferize="bufferize-function-boundaries allow-return-allocs-from-loops" -o %t.half-precision.infer.up.mlir
// RUN: diff %t.half-precision.infer.mlir %t.half-precision.infer.up.mlir
// RUN: bufopt %t.half-precision.infer.mlir --run --heap-report > %t.half-precision.infer.out 2> %t.half-precision.infer.err || true
// RUN: diff %t.half-precision.ref %t.half-precision.infer.out
// RUN: FileCheck %s --check-prefix=HALF-PRECISION-INFER --input-file %t.half-precision.infer.err
// RUN: bufopt %S/../../corpus/half_precision.mlir --one-shot-bufferize="bufferize-function-boundaries allow-return-allocs-from-loops function-boundary-type-conversion=identity-layout-map" -o %t.half-precision.identity.mlir
// RUN: mlir-opt %S/../../corpus/half_precision.mlir --one-shot-bufferize="bufferize-function-boundaries allow-return-allocs-from-loops function-boundary-type-conversion=identity-layout-map" -o %t.half-precision.identity.up.mlir
// RUN: diff %t.half-precision.identity.mlir %t.half-precision.identity.up.mlir
// RUN: bufopt %t.half-precision.identity.mlir --run --heap-report > %t.half-precision.identity.out 2> %t.half-precision.identity.err || true
// RUN: diff %t.half-precision.ref %t.half-precision.identity.out
// RUN: FileCheck %s --check-prefix=HALF-PRECISION-IDENTITY --input-file %t.half-precision.identity.err
// RUN: bufopt %S/../../corpus/histogram.mlir --run > %t.histogram.ref
// RUN: bufopt %S/../../corpus/histogram.mlir --one-shot-bufferize="bufferize-function-boundaries allow-return-allocs-from-loops" -o %t.histogram.infer.mlir
// RUN: mlir-opt %S/../../corpus/histogram.mlir --one-shot-bufferize="bufferize-function-boundaries allow-return-allocs-from-loops" -o %t.histogram.infer.up.mlir
// RUN: diff %t.histogram.infer.mlir %t.histogram.infer.up.mlir
// RUN: bufopt %t.histogram.infer.mlir --run --heap-report > %t.histogram.infer.out 2> %t.histogram.infer.err || true
// RUN: diff %t.histogram.ref %t.histogram.infer.out
// RUN: FileCheck %s --check-prefix=HISTOGRAM-INFER --input-file %t.histogram.infer.err
// RUN: bufopt %S/../../corpus/histogram.mlir --one-shot-bufferize="bufferize-function-boundaries allow-return-allocs-from-loops function-boundary-type-conversion=identity-layout-map" -o %t.histogram.identity.mlir
// RUN: mlir-opt %S/../../corpus/histogram.mlir --one-shot-bufferize="bufferize-function-boundaries allow-return-allocs-from-loops function-boundary-type-conversion=identity-layout-map" -o %t.histogram.identity.up.mlir
// RUN: diff %t.histogram.identity.mlir %t.histogram.identity.up.mlir
// RUN: bufopt %t.histogram.identity.mlir --run --heap-report > %t.histogram.identity.out 2> %t.histogram.identity.err || true
// RUN: diff %t.histogram.ref %t.histogram.identity.out
// RUN: FileCheck %s --check-prefix=HISTOGRAM-IDENTITY --input-file %t.histogram.identity.err
// RUN: bufopt %S/../../corpus/insert_slice.mlir --run > %t.insert-slice.ref
// RUN: bufopt %S/../../corpus/insert_slice.mlir --one-shot-bufferize="bufferize-function-boundaries allow-return-allocs-from-loops" -o %t.insert-slice.infer.mlir
// RUN: mlir-opt %S/../../corpus/insert_slice.mlir --one-shot-bufferize="bufferize-function-boundaries allow-return-allocs-from-loops" -o %t.insert-slice.infer.up.mlir
// RUN: diff %t.insert-slice.infer.mlir %t.insert-slice.infer.up.mlir
// RUN: bufopt %t.insert-slice.infer.mlir --run --heap-report > %t.insert-slice.infer.out 2> %t.insert-slice.infer.err || true
// RUN: diff %t.insert-slice.ref %t.insert-slice.infer.out
// RUN: FileCheck %s --check-prefix=INSERT-SLICE-INFER --input-file %t.insert-slice.infer.err
// RUN: bufopt %S/../../corpus/insert_slice.mlir --one-shot-bufferize="bufferize-function-boundaries allow-return-allocs-from-loops function-boundary-type-conversion=identity-layout-map" -o %t.insert-slice.identity.mlir
// RUN: mlir-opt %S/../../corpus/insert_slice.mlir --one-shot-bufferize="bufferize-function-boundaries allow-return-allocs-from-loops function-boundary-type-conversion=identity-layout-map" -o %t.insert-slice.identity.up.mlir
// RUN: diff %t.insert-slice.identity.mlir %t.insert-slice.identity.up.mlir
// RUN: bufopt %t.insert-slice.identity.mlir --run --heap-report > %t.insert-slice.identity.out 2> %t.insert-slice.identity.err || true
// RUN: diff %t.insert-slice.ref %t.insert-slice.identity.out
// RUN: FileCheck %s --check-prefix=INSERT-SLICE-IDENTITY --input-file %t.insert-slice.identity.err
// RUN: bufopt %S/../../corpus/int_tensors.mlir --run > %t.int-tensors.ref
// RUN: bufopt %S/../../corpus/int_tensors.mlir --one-shot-bufferize="bufferize-function-boundaries allow-return-allocs-from-loops" -o %t.int-tensors.infer.mlir
// RUN: mlir-opt %S/../../corpus/int_tensors.mlir --one-shot-bufferize="bufferize-function-boundaries allow-return-allocs-from-loops" -o %t.int-tensors.infer.up.mlir
// RUN: diff %t.int-tensors.infer.mlir %t.int-tensors.infer.up.mlir
// RUN: bufopt %t.int-tensors.infer.mlir --run --heap-report > %t.int-tensors.infer.out 2> %t.int-tensors.infer.err || true
// RUN: diff %t.int-tensors.ref %t.int-tensors.infer.out
// RUN: FileCheck %s --check-prefix=INT-TENSORS-INFER --input-file %t.int-tensors.infer.err
// RUN: bufopt %S/../../corpus/int_tensors.mlir --one-shot-bufferize="bufferize-function-boundaries allow-return-allocs-from-loops function-boundary-type-conversion=identity-layout-map" -o %t.int-tensors.identity.mlir
// RUN: mlir-opt %S/../../corpus/int_tensors.mlir --one-shot-bufferize="bufferize-function-boundaries allow-return-allocs-from-loops function-boundary-type-conversion=identity-layout-map" -o %t.int-tensors.identity.up.mlir
// RUN: diff %t.int-tensors.identity.mlir %t.int-tensors.identity.up.mlir
// RUN: bufopt %t.int-tensors.identity.mlir --run --heap-report > %t.int-tensors.identity.out 2> %t.int-tensors.identity.err || true
// RUN: diff %t.int-tensors.ref %t.int-tensors.identity.out
// RUN: FileCheck %s --check-prefix=INT-TENSORS-IDENTITY --input-file %t.int-tensors.identity.err
// RUN: bufopt %S/../../corpus/loops_for.mlir --run > %t.loops-for.ref
// RUN: bufopt %S/../../corpus/loops_for.mlir --one-shot-bufferize="bufferize-function-boundaries allow-return-allocs-from-loops" -o %t.loops-for.infer.mlir
// RUN: mlir-opt %S/../../corpus/loops_for.mlir --one-shot-bufferize="bufferize-function-boundaries allow-return-allocs-from-loops" -o %t.loops-for.infer.up.mlir
// RUN: diff %t.loops-for.infer.mlir %t.loops-for.infer.up.mlir
// RUN: bufopt %t.loops-for.infer.mlir --run --heap-report > %t.loops-for.infer.out 2> %t.loops-for.infer.err || true
// RUN: diff %t.loops-for.ref %t.loops-for.infer.out
// RUN: FileCheck %s --check-prefix=LOOPS-FOR-INFER --input-file %t.loops-for.infer.err
// RUN: bufopt %S/../../corpus/loops_for.mlir --one-shot-bufferize="bufferize-function-boundaries allow-return-allocs-from-loops function-boundary-type-conversion=identity-layout-map" -o %t.loops-for.identity.mlir
// RUN: mlir-opt %S/../../corpus/loops_for.mlir --one-shot-bufferize="bufferize-function-boundaries allow-return-allocs-from-loops function-boundary-type-conversion=identity-layout-map" -o %t.loops-for.identity.up.mlir
// RUN: diff %t.loops-for.identity.mlir %t.loops-for.identity.up.mlir
// RUN: bufopt %t.loops-for.identity.mlir --run --heap-report > %t.loops-for.identity.out 2> %t.loops-for.identity.err || true
// RUN: diff %t.loops-for.ref %t.loops-for.identity.out
// RUN: FileCheck %s --check-prefix=LOOPS-FOR-IDENTITY --input-file %t.loops-for.identity.err
// RUN: bufopt %S/../../corpus/map_reduce.mlir --run > %t.map-reduce.ref
// RUN: bufopt %S/../../corpus/map_reduce.mlir --one-shot-bufferize="bufferize-function-boundaries allow-return-allocs-from-loops" -o %t.map-reduce.infer.mlir
// RUN: mlir-opt %S/../../corpus/map_reduce.mlir --one-shot-bufferize="bufferize-function-boundaries allow-return-allocs-from-loops" -o %t.map-reduce.infer.up.mlir
// RUN: diff %t.map-reduce.infer.mlir %t.map-reduce.infer.up.mlir
// RUN: bufopt %t.map-reduce.infer.mlir --run --heap-report > %t.map-reduce.infer.out 2> %t.map-reduce.infer.err || true
// RUN: diff %t.map-reduce.ref %t.map-reduce.infer.out
// RUN: FileCheck %s --check-prefix=MAP-REDUCE-INFER --input-file %t.map-reduce.infer.err
// RUN: bufopt %S/../../corpus/map_reduce.mlir --one-shot-bufferize="bufferize-function-boundaries allow-return-allocs-from-loops function-boundary-type-conversion=identity-layout-map" -o %t.map-reduce.identity.mlir
// RUN: mlir-opt %S/../../corpus/map_reduce.mlir --one-shot-bufferize="bufferize-function-boundaries allow-return-allocs-from-loops function-boundary-type-conversion=identity-layout-map" -o %t.map-reduce.identity.up.mlir
// RUN: diff %t.map-reduce.identity.mlir %t.map-reduce.identity.up.mlir
// RUN: bufopt %t.map-reduce.identity.mlir --run --heap-report > %t.map-reduce.identity.out 2> %t.map-reduce.identity.err || true
// RUN: diff %t.map-reduce.ref %t.map-reduce.identity.out
// RUN: FileCheck %s --check-prefix=MAP-REDUCE-IDENTITY --input-file %t.map-reduce.identity.err
// RUN: bufopt %S/../../corpus/matmul.mlir --run > %t.matmul.ref
// RUN: bufopt %S/../../corpus/matmul.mlir --one-shot-bufferize="bufferize-function-boundaries allow-return-allocs-from-loops" -o %t.matmul.infer.mlir
// RUN: mlir-opt %S/../../corpus/matmul.mlir --one-shot-bufferize="bufferize-function-boundaries allow-return-allocs-from-loops" -o %t.matmul.infer.up.mlir
// RUN: diff %t.matmul.infer.mlir %t.matmul.infer.up.mlir
// RUN: bufopt %t.matmul.infer.mlir --run --heap-report > %t.matmul.infer.out 2> %t.matmul.infer.err || true
// RUN: diff %t.matmul.ref %t.matmul.infer.out
// RUN: FileCheck %s --check-prefix=MATMUL-INFER --input-file %t.matmul.infer.err
// RUN: bufopt %S/../../corpus/matmul.mlir --one-shot-bufferize="bufferize-function-boundaries allow-return-allocs-from-loops function-boundary-type-conversion=identity-layout-map" -o %t.matmul.identity.mlir
// RUN: mlir-opt %S/../../corpus/matmul.mlir --one-shot-bufferize="bufferize-function-boundaries allow-return-allocs-from-loops function-boundary-type-conversion=identity-layout-map" -o %t.matmul.identity.up.mlir
// RUN: diff %t.matmul.identity.mlir %t.matmul.identity.up.mlir
// RUN: bufopt %t.matmul.identity.mlir --run --heap-report > %t.matmul.identity.out 2> %t.matmul.identity.err || true
// RUN: diff %t.matmul.ref %t.matmul.identity.out
// RUN: FileCheck %s --check-prefix=MATMUL-IDENTITY --input-file %t.matmul.identity.err
// RUN: bufopt %S/../../corpus/matvec_dot.mlir --run > %t.matvec-dot.ref
// RUN: bufopt %S/../../corpus/matvec_dot.mlir --one-shot-bufferize="bufferize-function-boundaries allow-return-allocs-from-loops" -o %t.matvec-dot.infer.mlir
// RUN: mlir-opt %S/../../corpus/matvec_dot.mlir --one-shot-bufferize="bufferize-function-boundaries allow-return-allocs-from-loops" -o %t.matvec-dot.infer.up.mlir
// RUN: diff %t.matvec-dot.infer.mlir %t.matvec-dot.infer.up.mlir
// RUN: bufopt %t.matvec-dot.infer.mlir --run --heap-report > %t.matvec-dot.infer.out 2> %t.matvec-dot.infer.err || true
// RUN: diff %t.matvec-dot.ref %t.matvec-dot.infer.out
// RUN: FileCheck %s --check-prefix=MATVEC-DOT-INFER --input-file %t.matvec-dot.infer.err
// RUN: bufopt %S/../../corpus/matvec_dot.mlir --one-shot-bufferize="bufferize-function-boundaries allow-return-allocs-from-loops function-boundary-type-conversion=identity-layout-map" -o %t.matvec-dot.identity.mlir
// RUN: mlir-opt %S/../../corpus/matvec_dot.mlir --one-shot-bufferize="bufferize-function-boundaries allow-return-allocs-from-loops function-boundary-type-conversion=identity-layout-map" -o %t.matvec-dot.identity.up.mlir
// RUN: diff %t.matvec-dot.identity.mlir %t.matvec-dot.identity.up.mlir
// RUN: bufopt %t.matvec-dot.identity.mlir --run --heap-report > %t.matvec-dot.identity.out 2> %t.matvec-dot.identity.err || true
// RUN: diff %t.matvec-dot.ref %t.matvec-dot.identity.out
// RUN: FileCheck %s --check-prefix=MATVEC-DOT-IDENTITY --input-file %t.matvec-dot.identity.err
// RUN: bufopt %S/../../corpus/ping_pong.mlir --run > %t.ping-pong.ref
// RUN: bufopt %S/../../corpus/ping_pong.mlir --one-shot-bufferize="bufferize-function-boundaries allow-return-allocs-from-loops" -o %t.ping-pong.infer.mlir
// RUN: mlir-opt %S/../../corpus/ping_pong.mlir --one-shot-bufferize="bufferize-function-boundaries allow-return-allocs-from-loops" -o %t.ping-pong.infer.up.mlir
// RUN: diff %t.ping-pong.infer.mlir %t.ping-pong.infer.up.mlir
// RUN: bufopt %t.ping-pong.infer.mlir --run --heap-report > %t.ping-pong.infer.out 2> %t.ping-pong.infer.err || true
// RUN: diff %t.ping-pong.ref %t.ping-pong.infer.out
// RUN: FileCheck %s --check-prefix=PING-PONG-INFER --input-file %t.ping-pong.infer.err
// RUN: bufopt %S/../../corpus/ping_pong.mlir --one-shot-bufferize="bufferize-function-boundaries allow-return-allocs-from-loops function-boundary-type-conversion=identity-layout-map" -o %t.ping-pong.identity.mlir
// RUN: mlir-opt %S/../../corpus/ping_pong.mlir --one-shot-bufferize="bufferize-function-boundaries allow-return-allocs-from-loops function-boundary-type-conversion=identity-layout-map" -o %t.ping-pong.identity.up.mlir
// RUN: diff %t.ping-pong.identity.mlir %t.ping-pong.identity.up.mlir
// RUN: bufopt %t.ping-pong.identity.mlir --run --heap-report > %t.ping-pong.identity.out 2> %t.ping-pong.identity.err || true
// RUN: diff %t.ping-pong.ref %t.ping-pong.identity.out
// RUN: FileCheck %s --check-prefix=PING-PONG-IDENTITY --input-file %t.ping-pong.identity.err
// RUN: bufopt %S/../../corpus/row_max_slices.mlir --run > %t.row-max-slices.ref
// RUN: bufopt %S/../../corpus/row_max_slices.mlir --one-shot-bufferize="bufferize-function-boundaries allow-return-allocs-from-loops" -o %t.row-max-slices.infer.mlir
// RUN: mlir-opt %S/../../corpus/row_max_slices.mlir --one-shot-bufferize="bufferize-function-boundaries allow-return-allocs-from-loops" -o %t.row-max-slices.infer.up.mlir
// RUN: diff %t.row-max-slices.infer.mlir %t.row-max-slices.infer.up.mlir
// RUN: bufopt %t.row-max-slices.infer.mlir --run --heap-report > %t.row-max-slices.infer.out 2> %t.row-max-slices.infer.err || true
// RUN: diff %t.row-max-slices.ref %t.row-max-slices.infer.out
// RUN: FileCheck %s --check-prefix=ROW-MAX-SLICES-INFER --input-file %t.row-max-slices.infer.err
// RUN: bufopt %S/../../corpus/row_max_slices.mlir --one-shot-bufferize="bufferize-function-boundaries allow-return-allocs-from-loops function-boundary-type-conversion=identity-layout-map" -o %t.row-max-slices.identity.mlir
// RUN: mlir-opt %S/../../corpus/row_max_slices.mlir --one-shot-bufferize="bufferize-function-boundaries allow-return-allocs-from-loops function-boundary-type-conversion=identity-layout-map" -o %t.row-max-slices.identity.up.mlir
// RUN: diff %t.row-max-slices.identity.mlir %t.row-max-slices.identity.up.mlir
// RUN: bufopt %t.row-max-slices.identity.mlir --run --heap-report > %t.row-max-slices.identity.out 2> %t.row-max-slices.identity.err || true
// RUN: diff %t.row-max-slices.ref %t.row-max-slices.identity.out
// RUN: FileCheck %s --check-prefix=ROW-MAX-SLICES-IDENTITY --input-file %t.row-max-slices.identity.err
// RUN: bufopt %S/../../corpus/select_cmp.mlir --run > %t.select-cmp.ref
// RUN: bufopt %S/../../corpus/select_cmp.mlir --one-shot-bufferize="bufferize-function-boundaries allow-return-allocs-from-loops" -o %t.select-cmp.infer.mlir
// RUN: mlir-opt %S/../../corpus/select_cmp.mlir --one-shot-bufferize="bufferize-function-boundaries allow-return-allocs-from-loops" -o %t.select-cmp.infer.up.mlir
// RUN: diff %t.select-cmp.infer.mlir %t.select-cmp.infer.up.mlir
// RUN: bufopt %t.select-cmp.infer.mlir --run --heap-report > %t.select-cmp.infer.out 2> %t.select-cmp.infer.err || true
// RUN: diff %t.select-cmp.ref %t.select-cmp.infer.out
// RUN: FileCheck %s --check-prefix=SELECT-CMP-INFER --input-file %t.select-cmp.infer.err
// RUN: bufopt %S/../../corpus/select_cmp.mlir --one-shot-bufferize="bufferize-function-boundaries allow-return-allocs-from-loops function-boundary-type-conversion=identity-layout-map" -o %t.select-cmp.identity.mlir
// RUN: mlir-opt %S/../../corpus/select_cmp.mlir --one-shot-bufferize="bufferize-function-boundaries allow-return-allocs-from-loops function-boundary-type-conversion=identity-layout-map" -o %t.select-cmp.identity.up.mlir
// RUN: diff %t.select-cmp.identity.mlir %t.select-cmp.identity.up.mlir
// RUN: bufopt %t.select-cmp.identity.mlir --run --heap-report > %t.select-cmp.identity.out 2> %t.select-cmp.identity.err || true
// RUN: diff %t.select-cmp.ref %t.select-cmp.identity.out
// RUN: FileCheck %s --check-prefix=SELECT-CMP-IDENTITY --input-file %t.select-cmp.identity.err
// RUN: bufopt %S/../../corpus/softmax.mlir --run > %t.softmax.ref
// RUN: bufopt %S/../../corpus/softmax.mlir --one-shot-bufferize="bufferize-function-boundaries allow-return-allocs-from-loops" -o %t.softmax.infer.mlir
// RUN: mlir-opt %S/../../corpus/softmax.mlir --one-shot-bufferize="bufferize-function-boundaries allow-return-allocs-from-loops" -o %t.softmax.infer.up.mlir
// RUN: diff %t.softmax.infer.mlir %t.softmax.infer.up.mlir
// RUN: bufopt %t.softmax.infer.mlir --run --heap-report > %t.softmax.infer.out 2> %t.softmax.infer.err || true
// RUN: diff %t.softmax.ref %t.softmax.infer.out
// RUN: FileCheck %s --check-prefix=SOFTMAX-INFER --input-file %t.softmax.infer.err
// RUN: bufopt %S/../../corpus/softmax.mlir --one-shot-bufferize="bufferize-function-boundaries allow-return-allocs-from-loops function-boundary-type-conversion=identity-layout-map" -o %t.softmax.identity.mlir
// RUN: mlir-opt %S/../../corpus/softmax.mlir --one-shot-bufferize="bufferize-function-boundaries allow-return-allocs-from-loops function-boundary-type-conversion=identity-layout-map" -o %t.softmax.identity.up.mlir
// RUN: diff %t.softmax.identity.mlir %t.softmax.identity.up.mlir
// RUN: bufopt %t.softmax.identity.mlir --run --heap-report > %t.softmax.identity.out 2> %t.softmax.identity.err || true
// RUN: diff %t.softmax.ref %t.softmax.identity.out
// RUN: FileCheck %s --check-prefix=SOFTMAX-IDENTITY --input-file %t.softmax.identity.err
// RUN: bufopt %S/../../corpus/tensor_fill_empty.mlir --run > %t.tensor-fill-empty.ref
// RUN: bufopt %S/../../corpus/tensor_fill_empty.mlir --one-shot-bufferize="bufferize-function-boundaries allow-return-allocs-from-loops" -o %t.tensor-fill-empty.infer.mlir
// RUN: mlir-opt %S/../../corpus/tensor_fill_empty.mlir --one-shot-bufferize="bufferize-function-boundaries allow-return-allocs-from-loops" -o %t.tensor-fill-empty.infer.up.mlir
// RUN: diff %t.tensor-fill-empty.infer.mlir %t.tensor-fill-empty.infer.up.mlir
// RUN: bufopt %t.tensor-fill-empty.infer.mlir --run --heap-report > %t.tensor-fill-empty.infer.out 2> %t.tensor-fill-empty.infer.err || true
// RUN: diff %t.tensor-fill-empty.ref %t.tensor-fill-empty.infer.out
// RUN: FileCheck %s --check-prefix=TENSOR-FILL-EMPTY-INFER --input-file %t.tensor-fill-empty.infer.err
// RUN: bufopt %S/../../corpus/tensor_fill_empty.mlir --one-shot-bufferize="bufferize-function-boundaries allow-return-allocs-from-loops function-boundary-type-conversion=identity-layout-map" -o %t.tensor-fill-empty.identity.mlir
// RUN: mlir-opt %S/../../corpus/tensor_fill_empty.mlir --one-shot-bufferize="bufferize-function-boundaries allow-return-allocs-from-loops function-boundary-type-conversion=identity-layout-map" -o %t.tensor-fill-empty.identity.up.mlir
// RUN: diff %t.tensor-fill-empty.identity.mlir %t.tensor-fill-empty.identity.up.mlir
// RUN: bufopt %t.tensor-fill-empty.identity.mlir --run --heap-report > %t.tensor-fill-empty.identity.out 2> %t.tensor-fill-empty.identity.err || true
// RUN: diff %t.tensor-fill-empty.ref %t.tensor-fill-empty.identity.out
// RUN: FileCheck %s --check-prefix=TENSOR-FILL-EMPTY-IDENTITY --input-file %t.tensor-fill-empty.identity.err
// RUN: bufopt %S/../../corpus/tiled_matmul.mlir --run > %t.tiled-matmul.ref
// RUN: bufopt %S/../../corpus/tiled_matmul.mlir --one-shot-bufferize="bufferize-function-boundaries allow-return-allocs-from-loops" -o %t.tiled-matmul.infer.mlir
// RUN: mlir-opt %S/../../corpus/tiled_matmul.mlir --one-shot-bufferize="bufferize-function-boundaries allow-return-allocs-from-loops" -o %t.tiled-matmul.infer.up.mlir
// RUN: diff %t.tiled-matmul.infer.mlir %t.tiled-matmul.infer.up.mlir
// RUN: bufopt %t.tiled-matmul.infer.mlir --run --heap-report > %t.tiled-matmul.infer.out 2> %t.tiled-matmul.infer.err || true
// RUN: diff %t.tiled-matmul.ref %t.tiled-matmul.infer.out
// RUN: FileCheck %s --check-prefix=TILED-MATMUL-INFER --input-file %t.tiled-matmul.infer.err
// RUN: bufopt %S/../../corpus/tiled_matmul.mlir --one-shot-bufferize="bufferize-function-boundaries allow-return-allocs-from-loops function-boundary-type-conversion=identity-layout-map" -o %t.tiled-matmul.identity.mlir
// RUN: mlir-opt %S/../../corpus/tiled_matmul.mlir --one-shot-bufferize="bufferize-function-boundaries allow-return-allocs-from-loops function-boundary-type-conversion=identity-layout-map" -o %t.tiled-matmul.identity.up.mlir
// RUN: diff %t.tiled-matmul.identity.mlir %t.tiled-matmul.identity.up.mlir
// RUN: bufopt %t.tiled-matmul.identity.mlir --run --heap-report > %t.tiled-matmul.identity.out 2> %t.tiled-matmul.identity.err || true
// RUN: diff %t.tiled-matmul.ref %t.tiled-matmul.identity.out
// RUN: FileCheck %s --check-prefix=TILED-MATMUL-IDENTITY --input-file %t.tiled-matmul.identity.err
// RUN: bufopt %S/../../corpus/transpose_broadcast.mlir --run > %t.transpose-broadcast.ref
// RUN: bufopt %S/../../corpus/transpose_broadcast.mlir --one-shot-bufferize="bufferize-function-boundaries allow-return-allocs-from-loops" -o %t.transpose-broadcast.infer.mlir
// RUN: mlir-opt %S/../../corpus/transpose_broadcast.mlir --one-shot-bufferize="bufferize-function-boundaries allow-return-allocs-from-loops" -o %t.transpose-broadcast.infer.up.mlir
// RUN: diff %t.transpose-broadcast.infer.mlir %t.transpose-broadcast.infer.up.mlir
// RUN: bufopt %t.transpose-broadcast.infer.mlir --run --heap-report > %t.transpose-broadcast.infer.out 2> %t.transpose-broadcast.infer.err || true
// RUN: diff %t.transpose-broadcast.ref %t.transpose-broadcast.infer.out
// RUN: FileCheck %s --check-prefix=TRANSPOSE-BROADCAST-INFER --input-file %t.transpose-broadcast.infer.err
// RUN: bufopt %S/../../corpus/transpose_broadcast.mlir --one-shot-bufferize="bufferize-function-boundaries allow-return-allocs-from-loops function-boundary-type-conversion=identity-layout-map" -o %t.transpose-broadcast.identity.mlir
// RUN: mlir-opt %S/../../corpus/transpose_broadcast.mlir --one-shot-bufferize="bufferize-function-boundaries allow-return-allocs-from-loops function-boundary-type-conversion=identity-layout-map" -o %t.transpose-broadcast.identity.up.mlir
// RUN: diff %t.transpose-broadcast.identity.mlir %t.transpose-broadcast.identity.up.mlir
// RUN: bufopt %t.transpose-broadcast.identity.mlir --run --heap-report > %t.transpose-broadcast.identity.out 2> %t.transpose-broadcast.identity.err || true
// RUN: diff %t.transpose-broadcast.ref %t.transpose-broadcast.identity.out
// RUN: FileCheck %s --check-prefix=TRANSPOSE-BROADCAST-IDENTITY --input-file %t.transpose-broadcast.identity.err
// RUN: bufopt %S/../../corpus/unary_named.mlir --run > %t.unary-named.ref
// RUN: bufopt %S/../../corpus/unary_named.mlir --one-shot-bufferize="bufferize-function-boundaries allow-return-allocs-from-loops" -o %t.unary-named.infer.mlir
// RUN: mlir-opt %S/../../corpus/unary_named.mlir --one-shot-bufferize="bufferize-function-boundaries allow-return-allocs-from-loops" -o %t.unary-named.infer.up.mlir
// RUN: diff %t.unary-named.infer.mlir %t.unary-named.infer.up.mlir
// RUN: bufopt %t.unary-named.infer.mlir --run --heap-report > %t.unary-named.infer.out 2> %t.unary-named.infer.err || true
// RUN: diff %t.unary-named.ref %t.unary-named.infer.out
// RUN: FileCheck %s --check-prefix=UNARY-NAMED-INFER --input-file %t.unary-named.infer.err
// RUN: bufopt %S/../../corpus/unary_named.mlir --one-shot-bufferize="bufferize-function-boundaries allow-return-allocs-from-loops function-boundary-type-conversion=identity-layout-map" -o %t.unary-named.identity.mlir
// RUN: mlir-opt %S/../../corpus/unary_named.mlir --one-shot-bufferize="bufferize-function-boundaries allow-return-allocs-from-loops function-boundary-type-conversion=identity-layout-map" -o %t.unary-named.identity.up.mlir
// RUN: diff %t.unary-named.identity.mlir %t.unary-named.identity.up.mlir
// RUN: bufopt %t.unary-named.identity.mlir --run --heap-report > %t.unary-named.identity.out 2> %t.unary-named.identity.err || true
// RUN: diff %t.unary-named.ref %t.unary-named.identity.out
// RUN: FileCheck %s --check-prefix=UNARY-NAMED-IDENTITY --input-file %t.unary-named.identity.err

// BATCH-MATMUL-INFER: heap: allocs=1 frees=0 peak_bytes=32 leaked_bytes=32 copied_bytes=0 errors=1{{$}}
// BATCH-MATMUL-IDENTITY: heap: allocs=1 frees=0 peak_bytes=32 leaked_bytes=32 copied_bytes=0 errors=1{{$}}
// BRANCHES-IF-INFER: heap: allocs=1 frees=0 peak_bytes=24 leaked_bytes=24 copied_bytes=24 errors=1{{$}}
// BRANCHES-IF-IDENTITY: heap: allocs=1 frees=0 peak_bytes=24 leaked_bytes=24 copied_bytes=24 errors=1{{$}}
// CONV2D-INFER: heap: allocs=2 frees=0 peak_bytes=136 leaked_bytes=136 copied_bytes=0 errors=2{{$}}
// CONV2D-IDENTITY: heap: allocs=2 frees=0 peak_bytes=136 leaked_bytes=136 copied_bytes=0 errors=2{{$}}
// EXECUTE-REGION-INFER: heap: allocs=1 frees=0 peak_bytes=12 leaked_bytes=12 copied_bytes=12 errors=1{{$}}
// EXECUTE-REGION-IDENTITY: heap: allocs=1 frees=0 peak_bytes=12 leaked_bytes=12 copied_bytes=12 errors=1{{$}}
// EXTRACT-SLICE-INFER: heap: allocs=0 frees=0 peak_bytes=0 leaked_bytes=0 copied_bytes=0 errors=0{{$}}
// EXTRACT-SLICE-IDENTITY: heap: allocs=0 frees=0 peak_bytes=0 leaked_bytes=0 copied_bytes=0 errors=0{{$}}
// FIBONACCI-INFER: heap: allocs=1 frees=0 peak_bytes=160 leaked_bytes=160 copied_bytes=160 errors=1{{$}}
// FIBONACCI-IDENTITY: heap: allocs=1 frees=0 peak_bytes=160 leaked_bytes=160 copied_bytes=160 errors=1{{$}}
// GENERIC-MULTI-OUTPUT-INFER: heap: allocs=2 frees=0 peak_bytes=24 leaked_bytes=24 copied_bytes=0 errors=2{{$}}
// GENERIC-MULTI-OUTPUT-IDENTITY: heap: allocs=2 frees=0 peak_bytes=24 leaked_bytes=24 copied_bytes=0 errors=2{{$}}
// GENERIC-STENCIL-INFER: heap: allocs=2 frees=0 peak_bytes=40 leaked_bytes=40 copied_bytes=0 errors=2{{$}}
// GENERIC-STENCIL-IDENTITY: heap: allocs=2 frees=0 peak_bytes=40 leaked_bytes=40 copied_bytes=0 errors=2{{$}}
// HALF-PRECISION-INFER: heap: allocs=1 frees=0 peak_bytes=6 leaked_bytes=6 copied_bytes=0 errors=1{{$}}
// HALF-PRECISION-IDENTITY: heap: allocs=1 frees=0 peak_bytes=6 leaked_bytes=6 copied_bytes=0 errors=1{{$}}
// HISTOGRAM-INFER: heap: allocs=1 frees=0 peak_bytes=32 leaked_bytes=32 copied_bytes=32 errors=1{{$}}
// HISTOGRAM-IDENTITY: heap: allocs=1 frees=0 peak_bytes=32 leaked_bytes=32 copied_bytes=32 errors=1{{$}}
// INSERT-SLICE-INFER: heap: allocs=1 frees=0 peak_bytes=64 leaked_bytes=64 copied_bytes=32 errors=1{{$}}
// INSERT-SLICE-IDENTITY: heap: allocs=1 frees=0 peak_bytes=64 leaked_bytes=64 copied_bytes=32 errors=1{{$}}
// INT-TENSORS-INFER: heap: allocs=2 frees=0 peak_bytes=36 leaked_bytes=36 copied_bytes=0 errors=2{{$}}
// INT-TENSORS-IDENTITY: heap: allocs=2 frees=0 peak_bytes=36 leaked_bytes=36 copied_bytes=0 errors=2{{$}}
// LOOPS-FOR-INFER: heap: allocs=1 frees=0 peak_bytes=64 leaked_bytes=64 copied_bytes=0 errors=1{{$}}
// LOOPS-FOR-IDENTITY: heap: allocs=1 frees=0 peak_bytes=64 leaked_bytes=64 copied_bytes=0 errors=1{{$}}
// MAP-REDUCE-INFER: heap: allocs=3 frees=0 peak_bytes=44 leaked_bytes=44 copied_bytes=0 errors=3{{$}}
// MAP-REDUCE-IDENTITY: heap: allocs=3 frees=0 peak_bytes=44 leaked_bytes=44 copied_bytes=0 errors=3{{$}}
// MATMUL-INFER: heap: allocs=2 frees=0 peak_bytes=52 leaked_bytes=52 copied_bytes=16 errors=2{{$}}
// MATMUL-IDENTITY: heap: allocs=2 frees=0 peak_bytes=52 leaked_bytes=52 copied_bytes=16 errors=2{{$}}
// MATVEC-DOT-INFER: heap: allocs=3 frees=0 peak_bytes=24 leaked_bytes=24 copied_bytes=0 errors=3{{$}}
// MATVEC-DOT-IDENTITY: heap: allocs=3 frees=0 peak_bytes=24 leaked_bytes=24 copied_bytes=0 errors=3{{$}}
// PING-PONG-INFER: heap: allocs=17 frees=0 peak_bytes=504 leaked_bytes=504 copied_bytes=504 errors=17{{$}}
// PING-PONG-IDENTITY: heap: allocs=17 frees=0 peak_bytes=504 leaked_bytes=504 copied_bytes=504 errors=17{{$}}
// ROW-MAX-SLICES-INFER: heap: allocs=1 frees=0 peak_bytes=24 leaked_bytes=24 copied_bytes=0 errors=1{{$}}
// ROW-MAX-SLICES-IDENTITY: heap: allocs=1 frees=0 peak_bytes=24 leaked_bytes=24 copied_bytes=0 errors=1{{$}}
// SELECT-CMP-INFER: heap: allocs=2 frees=0 peak_bytes=25 leaked_bytes=25 copied_bytes=0 errors=2{{$}}
// SELECT-CMP-IDENTITY: heap: allocs=2 frees=0 peak_bytes=25 leaked_bytes=25 copied_bytes=0 errors=2{{$}}
// SOFTMAX-INFER: heap: allocs=2 frees=0 peak_bytes=40 leaked_bytes=40 copied_bytes=0 errors=2{{$}}
// SOFTMAX-IDENTITY: heap: allocs=2 frees=0 peak_bytes=40 leaked_bytes=40 copied_bytes=0 errors=2{{$}}
// TENSOR-FILL-EMPTY-INFER: heap: allocs=2 frees=0 peak_bytes=36 leaked_bytes=36 copied_bytes=0 errors=2{{$}}
// TENSOR-FILL-EMPTY-IDENTITY: heap: allocs=2 frees=0 peak_bytes=36 leaked_bytes=36 copied_bytes=0 errors=2{{$}}
// TILED-MATMUL-INFER: heap: allocs=3 frees=0 peak_bytes=256 leaked_bytes=256 copied_bytes=64 errors=3{{$}}
// TILED-MATMUL-IDENTITY: heap: allocs=3 frees=0 peak_bytes=256 leaked_bytes=256 copied_bytes=64 errors=3{{$}}
// TRANSPOSE-BROADCAST-INFER: heap: allocs=3 frees=0 peak_bytes=72 leaked_bytes=72 copied_bytes=0 errors=3{{$}}
// TRANSPOSE-BROADCAST-IDENTITY: heap: allocs=3 frees=0 peak_bytes=72 leaked_bytes=72 copied_bytes=0 errors=3{{$}}
// UNARY-NAMED-INFER: heap: allocs=1 frees=0 peak_bytes=16 leaked_bytes=16 copied_bytes=0 errors=1{{$}}
// UNARY-NAMED-IDENTITY: heap: allocs=1 frees=0 peak_bytes=16 leaked_bytes=16 copied_bytes=0 errors=1{{$}}
