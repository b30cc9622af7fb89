// One-shot-bufferize on the programs of test/corpus that use the tensor and
// bufferization ops of this slice (generate, pad, concat,
// expand/collapse_shape, reshape, materialize_in_destination,
// to_tensor/to_buffer, arith.select, ...): the result must be byte-identical
// to mlir-opt 22's (both function-boundary layouts), print what the tensor
// program prints, and have no heap error but leaks (deallocation is issue 5);
// the heap counters are those of upstream's output.  Programs:
// alloc_tensor_materialize, concat, generate, mlp, pad, prefix_sum, reshapes,
// pad_dynamic, concat_multi, reshape_views, select_tensors, generate_matmul,
// calls_inplace, slice_conflicts, named_more, materialize_buffers,
// for_tiles_insert.
// RUN: bufopt %S/../../corpus/alloc_tensor_materialize.mlir --run > %t.alloc-tensor-materialize.ref
// RUN: bufopt %S/../../corpus/alloc_tensor_materialize.mlir --one-shot-bufferize="bufferize-function-boundaries" -o %t.alloc-tensor-materialize.infer.mlir
// RUN: mlir-opt %S/../../corpus/alloc_tensor_materialize.mlir --one-shot-bufferize="bufferize-function-boundaries" -o %t.alloc-tensor-materialize.infer.up.mlir
// RUN: diff %t.alloc-tensor-materialize.infer.mlir %t.alloc-tensor-materialize.infer.up.mlir
// RUN: bufopt %t.alloc-tensor-materialize.infer.mlir --run --heap-report > %t.alloc-tensor-materialize.infer.out 2> %t.alloc-tensor-materialize.infer.err || true
// RUN: diff %t.alloc-tensor-materialize.ref %t.alloc-tensor-materialize.infer.out
// RUN: FileCheck %s --check-prefix=ALLOC-TENSOR-MATERIALIZE-INFER --input-file %t.alloc-tensor-materialize.infer.err
// RUN: bufopt %S/../../corpus/alloc_tensor_materialize.mlir --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" -o %t.alloc-tensor-materialize.identity.mlir
// RUN: mlir-opt %S/../../corpus/alloc_tensor_materialize.mlir --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" -o %t.alloc-tensor-materialize.identity.up.mlir
// RUN: diff %t.alloc-tensor-materialize.identity.mlir %t.alloc-tensor-materialize.identity.up.mlir
// RUN: bufopt %t.alloc-tensor-materialize.identity.mlir --run --heap-report > %t.alloc-tensor-materialize.identity.out 2> %t.alloc-tensor-materialize.identity.err || true
// RUN: diff %t.alloc-tensor-materialize.ref %t.alloc-tensor-materialize.identity.out
// RUN: FileCheck %s --check-prefix=ALLOC-TENSOR-MATERIALIZE-IDENTITY --input-file %t.alloc-tensor-materialize.identity.err
// RUN: bufopt %S/../../corpus/concat.mlir --run > %t.concat.ref
// RUN: bufopt %S/../../corpus/concat.mlir --one-shot-bufferize="bufferize-function-boundaries" -o %t.concat.infer.mlir
// RUN: mlir-opt %S/../../corpus/concat.mlir --one-shot-bufferize="bufferize-function-boundaries" -o %t.concat.infer.up.mlir
// RUN: diff %t.concat.infer.mlir %t.concat.infer.up.mlir
// RUN: bufopt %t.concat.infer.mlir --run --heap-report > %t.concat.infer.out 2> %t.concat.infer.err || true
// RUN: diff %t.concat.ref %t.concat.infer.out
// RUN: FileCheck %s --check-prefix=CONCAT-INFER --input-file %t.concat.infer.err
// RUN: bufopt %S/../../corpus/concat.mlir --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" -o %t.concat.identity.mlir
// RUN: mlir-opt %S/../../corpus/concat.mlir --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" -o %t.concat.identity.up.mlir
// RUN: diff %t.concat.identity.mlir %t.concat.identity.up.mlir
// RUN: bufopt %t.concat.identity.mlir --run --heap-report > %t.concat.identity.out 2> %t.concat.identity.err || true
// RUN: diff %t.concat.ref %t.concat.identity.out
// RUN: FileCheck %s --check-prefix=CONCAT-IDENTITY --input-file %t.concat.identity.err
// RUN: bufopt %S/../../corpus/generate.mlir --run > %t.generate.ref
// RUN: bufopt %S/../../corpus/generate.mlir --one-shot-bufferize="bufferize-function-boundaries" -o %t.generate.infer.mlir
// RUN: mlir-opt %S/../../corpus/generate.mlir --one-shot-bufferize="bufferize-function-boundaries" -o %t.generate.infer.up.mlir
// RUN: diff %t.generate.infer.mlir %t.generate.infer.up.mlir
// RUN: bufopt %t.generate.infer.mlir --run --heap-report > %t.generate.infer.out 2> %t.generate.infer.err || true
// RUN: diff %t.generate.ref %t.generate.infer.out
// RUN: FileCheck %s --check-prefix=GENERATE-INFER --input-file %t.generate.infer.err
// RUN: bufopt %S/../../corpus/generate.mlir --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" -o %t.generate.identity.mlir
// RUN: mlir-opt %S/../../corpus/generate.mlir --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" -o %t.generate.identity.up.mlir
// RUN: diff %t.generate.identity.mlir %t.generate.identity.up.mlir
// RUN: bufopt %t.generate.identity.mlir --run --heap-report > %t.generate.identity.out 2> %t.generate.identity.err || true
// RUN: diff %t.generate.ref %t.generate.identity.out
// RUN: FileCheck %s --check-prefix=GENERATE-IDENTITY --input-file %t.generate.identity.err
// RUN: bufopt %S/../../corpus/mlp.mlir --run > %t.mlp.ref
// RUN: bufopt %S/../../corpus/mlp.mlir --one-shot-bufferize="bufferize-function-boundaries" -o %t.mlp.infer.mlir
// RUN: mlir-opt %S/../../corpus/mlp.mlir --one-shot-bufferize="bufferize-function-boundaries" -o %t.mlp.infer.up.mlir
// RUN: diff %t.mlp.infer.mlir %t.mlp.infer.up.mlir
// RUN: bufopt %t.mlp.infer.mlir --run --heap-report > %t.mlp.infer.out 2> %t.mlp.infer.err || true
// RUN: diff %t.mlp.ref %t.mlp.infer.out
// RUN: FileCheck %s --check-prefix=MLP-INFER --input-file %t.mlp.infer.err
// RUN: bufopt %S/../../corpus/mlp.mlir --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" -o %t.mlp.identity.mlir
// RUN: mlir-opt %S/../../corpus/mlp.mlir --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" -o %t.mlp.identity.up.mlir
// RUN: diff %t.mlp.identity.mlir %t.mlp.identity.up.mlir
// RUN: bufopt %t.mlp.identity.mlir --run --heap-report > %t.mlp.identity.out 2> %t.mlp.identity.err || true
// RUN: diff %t.mlp.ref %t.mlp.identity.out
// RUN: FileCheck %s --check-prefix=MLP-IDENTITY --input-file %t.mlp.identity.err
// RUN: bufopt %S/../../corpus/pad.mlir --run > %t.pad.ref
// RUN: bufopt %S/../../corpus/pad.mlir --one-shot-bufferize="bufferize-function-boundaries" -o %t.pad.infer.mlir
// RUN: mlir-opt %S/../../corpus/pad.mlir --one-shot-bufferize="bufferize-function-boundaries" -o %t.pad.infer.up.mlir
// RUN: diff %t.pad.infer.mlir %t.pad.infer.up.mlir
// RUN: bufopt %t.pad.infer.mlir --run --heap-report > %t.pad.infer.out 2> %t.pad.infer.err || true
// RUN: diff %t.pad.ref %t.pad.infer.out
// RUN: FileCheck %s --check-prefix=PAD-INFER --input-file %t.pad.infer.err
// RUN: bufopt %S/../../corpus/pad.mlir --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" -o %t.pad.identity.mlir
// RUN: mlir-opt %S/../../corpus/pad.mlir --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" -o %t.pad.identity.up.mlir
// RUN: diff %t.pad.identity.mlir %t.pad.identity.up.mlir
// RUN: bufopt %t.pad.identity.mlir --run --heap-report > %t.pad.identity.out 2> %t.pad.identity.err || true
// RUN: diff %t.pad.ref %t.pad.identity.out
// RUN: FileCheck %s --check-prefix=PAD-IDENTITY --input-file %t.pad.identity.err
// RUN: bufopt %S/../../corpus/prefix_sum.mlir --run > %t.prefix-sum.ref
// RUN: bufopt %S/../../corpus/prefix_sum.mlir --one-shot-bufferize="bufferize-function-boundaries" -o %t.prefix-sum.infer.mlir
// RUN: mlir-opt %S/../../corpus/prefix_sum.mlir --one-shot-bufferize="bufferize-function-boundaries" -o %t.prefix-sum.infer.up.mlir
// RUN: diff %t.prefix-sum.infer.mlir %t.prefix-sum.infer.up.mlir
// RUN: bufopt %t.prefix-sum.infer.mlir --run --heap-report > %t.prefix-sum.infer.out 2> %t.prefix-sum.infer.err || true
// RUN: diff %t.prefix-sum.ref %t.prefix-sum.infer.out
// RUN: FileCheck %s --check-prefix=PREFIX-SUM-INFER --input-file %t.prefix-sum.infer.err
// RUN: bufopt %S/../../corpus/prefix_sum.mlir --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" -o %t.prefix-sum.identity.mlir
// RUN: mlir-opt %S/../../corpus/prefix_sum.mlir --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" -o %t.prefix-sum.identity.up.mlir
// RUN: diff %t.prefix-sum.identity.mlir %t.prefix-sum.identity.up.mlir
// RUN: bufopt %t.prefix-sum.identity.mlir --run --heap-report > %t.prefix-sum.identity.out 2> %t.prefix-sum.identity.err || true
// RUN: diff %t.prefix-sum.ref %t.prefix-sum.identity.out
// RUN: FileCheck %s --check-prefix=PREFIX-SUM-IDENTITY --input-file %t.prefix-sum.identity.err
// RUN: bufopt %S/../../corpus/reshapes.mlir --run > %t.reshapes.ref
// RUN: bufopt %S/../../corpus/reshapes.mlir --one-shot-bufferize="bufferize-function-boundaries" -o %t.reshapes.infer.mlir
// RUN: mlir-opt %S/../../corpus/reshapes.mlir --one-shot-bufferize="bufferize-function-boundaries" -o %t.reshapes.infer.up.mlir
// RUN: diff %t.reshapes.infer.mlir %t.reshapes.infer.up.mlir
// RUN: bufopt %t.reshapes.infer.mlir --run --heap-report > %t.reshapes.infer.out 2> %t.reshapes.infer.err || true
// RUN: diff %t.reshapes.ref %t.reshapes.infer.out
// RUN: FileCheck %s --check-prefix=RESHAPES-INFER --input-file %t.reshapes.infer.err
// RUN: bufopt %S/../../corpus/reshapes.mlir --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" -o %t.reshapes.identity.mlir
// RUN: mlir-opt %S/../../corpus/reshapes.mlir --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" -o %t.reshapes.identity.up.mlir
// RUN: diff %t.reshapes.identity.mlir %t.reshapes.identity.up.mlir
// RUN: bufopt %t.reshapes.identity.mlir --run --heap-report > %t.reshapes.identity.out 2> %t.reshapes.identity.err || true
// RUN: diff %t.reshapes.ref %t.reshapes.identity.out
// RUN: FileCheck %s --check-prefix=RESHAPES-IDENTITY --input-file %t.reshapes.identity.err
// RUN: bufopt %S/../../corpus/pad_dynamic.mlir --run > %t.pad-dynamic.ref
// RUN: bufopt %S/../../corpus/pad_dynamic.mlir --one-shot-bufferize="bufferize-function-boundaries" -o %t.pad-dynamic.infer.mlir
// RUN: mlir-opt %S/../../corpus/pad_dynamic.mlir --one-shot-bufferize="bufferize-function-boundaries" -o %t.pad-dynamic.infer.up.mlir
// RUN: diff %t.pad-dynamic.infer.mlir %t.pad-dynamic.infer.up.mlir
// RUN: bufopt %t.pad-dynamic.infer.mlir --run --heap-report > %t.pad-dynamic.infer.out 2> %t.pad-dynamic.infer.err || true
// RUN: diff %t.pad-dynamic.ref %t.pad-dynamic.infer.out
// RUN: FileCheck %s --check-prefix=PAD-DYNAMIC-INFER --input-file %t.pad-dynamic.infer.err
// RUN: bufopt %S/../../corpus/pad_dynamic.mlir --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" -o %t.pad-dynamic.identity.mlir
// RUN: mlir-opt %S/../../corpus/pad_dynamic.mlir --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" -o %t.pad-dynamic.identity.up.mlir
// RUN: diff %t.pad-dynamic.identity.mlir %t.pad-dynamic.identity.up.mlir
// RUN: bufopt %t.pad-dynamic.identity.mlir --run --heap-report > %t.pad-dynamic.identity.out 2> %t.pad-dynamic.identity.err || true
// RUN: diff %t.pad-dynamic.ref %t.pad-dynamic.identity.out
// RUN: FileCheck %s --check-prefix=PAD-DYNAMIC-IDENTITY --input-file %t.pad-dynamic.identity.err
// RUN: bufopt %S/../../corpus/concat_multi.mlir --run > %t.concat-multi.ref
// RUN: bufopt %S/../../corpus/concat_multi.mlir --one-shot-bufferize="bufferize-function-boundaries" -o %t.concat-multi.infer.mlir
// RUN: mlir-opt %S/../../corpus/concat_multi.mlir --one-shot-bufferize="bufferize-function-boundaries" -o %t.concat-multi.infer.up.mlir
// RUN: diff %t.concat-multi.infer.mlir %t.concat-multi.infer.up.mlir
// RUN: bufopt %t.concat-multi.infer.mlir --run --heap-report > %t.concat-multi.infer.out 2> %t.concat-multi.infer.err || true
// RUN: diff %t.concat-multi.ref %t.concat-multi.infer.out
// RUN: FileCheck %s --check-prefix=CONCAT-MULTI-INFER --input-file %t.concat-multi.infer.err
// RUN: bufopt %S/../../corpus/concat_multi.mlir --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" -o %t.concat-multi.identity.mlir
// RUN: mlir-opt %S/../../corpus/concat_multi.mlir --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" -o %t.concat-multi.identity.up.mlir
// RUN: diff %t.concat-multi.identity.mlir %t.concat-multi.identity.up.mlir
// RUN: bufopt %t.concat-multi.identity.mlir --run --heap-report > %t.concat-multi.identity.out 2> %t.concat-multi.identity.err || true
// RUN: diff %t.concat-multi.ref %t.concat-multi.identity.out
// RUN: FileCheck %s --check-prefix=CONCAT-MULTI-IDENTITY --input-file %t.concat-multi.identity.err
// RUN: bufopt %S/../../corpus/reshape_views.mlir --run > %t.reshape-views.ref
// RUN: bufopt %S/../../corpus/reshape_views.mlir --one-shot-bufferize="bufferize-function-boundaries" -o %t.reshape-views.infer.mlir
// RUN: mlir-opt %S/../../corpus/reshape_views.mlir --one-shot-bufferize="bufferize-function-boundaries" -o %t.reshape-views.infer.up.mlir
// RUN: diff %t.reshape-views.infer.mlir %t.reshape-views.infer.up.mlir
// RUN: bufopt %t.reshape-views.infer.mlir --run --heap-report > %t.reshape-views.infer.out 2> %t.reshape-views.infer.err || true
// RUN: diff %t.reshape-views.ref %t.reshape-views.infer.out
// RUN: FileCheck %s --check-prefix=RESHAPE-VIEWS-INFER --input-file %t.reshape-views.infer.err
// RUN: bufopt %S/../../corpus/reshape_views.mlir --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" -o %t.reshape-views.identity.mlir
// RUN: mlir-opt %S/../../corpus/reshape_views.mlir --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" -o %t.reshape-views.identity.up.mlir
// RUN: diff %t.reshape-views.identity.mlir %t.reshape-views.identity.up.mlir
// RUN: bufopt %t.reshape-views.identity.mlir --run --heap-report > %t.reshape-views.identity.out 2> %t.reshape-views.identity.err || true
// RUN: diff %t.reshape-views.ref %t.reshape-views.identity.out
// RUN: FileCheck %s --check-prefix=RESHAPE-VIEWS-IDENTITY --input-file %t.reshape-views.identity.err
// RUN: bufopt %S/../../corpus/select_tensors.mlir --run > %t.select-tensors.ref
// RUN: bufopt %S/../../corpus/select_tensors.mlir --one-shot-bufferize="bufferize-function-boundaries" -o %t.select-tensors.infer.mlir
// RUN: mlir-opt %S/../../corpus/select_tensors.mlir --one-shot-bufferize="bufferize-function-boundaries" -o %t.select-tensors.infer.up.mlir
// RUN: diff %t.select-tensors.infer.mlir %t.select-tensors.infer.up.mlir
// RUN: bufopt %t.select-tensors.infer.mlir --run --heap-report > %t.select-tensors.infer.out 2> %t.select-tensors.infer.err || true
// RUN: diff %t.select-tensors.ref %t.select-tensors.infer.out
// RUN: FileCheck %s --check-prefix=SELECT-TENSORS-INFER --input-file %t.select-tensors.infer.err
// RUN: bufopt %S/../../corpus/select_tensors.mlir --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" -o %t.select-tensors.identity.mlir
// RUN: mlir-opt %S/../../corpus/select_tensors.mlir --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" -o %t.select-tensors.identity.up.mlir
// RUN: diff %t.select-tensors.identity.mlir %t.select-tensors.identity.up.mlir
// RUN: bufopt %t.select-tensors.identity.mlir --run --heap-report > %t.select-tensors.identity.out 2> %t.select-tensors.identity.err || true
// RUN: diff %t.select-tensors.ref %t.select-tensors.identity.out
// RUN: FileCheck %s --check-prefix=SELECT-TENSORS-IDENTITY --input-file %t.select-tensors.identity.err
// RUN: bufopt %S/../../corpus/generate_matmul.mlir --run > %t.generate-matmul.ref
// RUN: bufopt %S/../../corpus/generate_matmul.mlir --one-shot-bufferize="bufferize-function-boundaries" -o %t.generate-matmul.infer.mlir
// RUN: mlir-opt %S/../../corpus/generate_matmul.mlir --one-shot-bufferize="bufferize-function-boundaries" -o %t.generate-matmul.infer.up.mlir
// RUN: diff %t.generate-matmul.infer.mlir %t.generate-matmul.infer.up.mlir
// RUN: bufopt %t.generate-matmul.infer.mlir --run --heap-report > %t.generate-matmul.infer.out 2> %t.generate-matmul.infer.err || true
// RUN: diff %t.generate-matmul.ref %t.generate-matmul.infer.out
// RUN: FileCheck %s --check-prefix=GENERATE-MATMUL-INFER --input-file %t.generate-matmul.infer.err
// RUN: bufopt %S/../../corpus/generate_matmul.mlir --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" -o %t.generate-matmul.identity.mlir
// RUN: mlir-opt %S/../../corpus/generate_matmul.mlir --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" -o %t.generate-matmul.identity.up.mlir
// RUN: diff %t.generate-matmul.identity.mlir %t.generate-matmul.identity.up.mlir
// RUN: bufopt %t.generate-matmul.identity.mlir --run --heap-report > %t.generate-matmul.identity.out 2> %t.generate-matmul.identity.err || true
// RUN: diff %t.generate-matmul.ref %t.generate-matmul.identity.out
// RUN: FileCheck %s --check-prefix=GENERATE-MATMUL-IDENTITY --input-file %t.generate-matmul.identity.err
// RUN: bufopt %S/../../corpus/calls_inplace.mlir --run > %t.calls-inplace.ref
// RUN: bufopt %S/../../corpus/calls_inplace.mlir --one-shot-bufferize="bufferize-function-boundaries" -o %t.calls-inplace.infer.mlir
// RUN: mlir-opt %S/../../corpus/calls_inplace.mlir --one-shot-bufferize="bufferize-function-boundaries" -o %t.calls-inplace.infer.up.mlir
// RUN: diff %t.calls-inplace.infer.mlir %t.calls-inplace.infer.up.mlir
// RUN: bufopt %t.calls-inplace.infer.mlir --run --heap-report > %t.calls-inplace.infer.out 2> %t.calls-inplace.infer.err || true
// RUN: diff %t.calls-inplace.ref %t.calls-inplace.infer.out
// RUN: FileCheck %s --check-prefix=CALLS-INPLACE-INFER --input-file %t.calls-inplace.infer.err
// RUN: bufopt %S/../../corpus/calls_inplace.mlir --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" -o %t.calls-inplace.identity.mlir
// RUN: mlir-opt %S/../../corpus/calls_inplace.mlir --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" -o %t.calls-inplace.identity.up.mlir
// RUN: diff %t.calls-inplace.identity.mlir %t.calls-inplace.identity.up.mlir
// RUN: bufopt %t.calls-inplace.identity.mlir --run --heap-report > %t.calls-inplace.identity.out 2> %t.calls-inplace.identity.err || true
// RUN: diff %t.calls-inplace.ref %t.calls-inplace.identity.out
// RUN: FileCheck %s --check-prefix=CALLS-INPLACE-IDENTITY --input-file %t.calls-inplace.identity.err
// RUN: bufopt %S/../../corpus/slice_conflicts.mlir --run > %t.slice-conflicts.ref
// RUN: bufopt %S/../../corpus/slice_conflicts.mlir --one-shot-bufferize="bufferize-function-boundaries" -o %t.slice-conflicts.infer.mlir
// RUN: mlir-opt %S/../../corpus/slice_conflicts.mlir --one-shot-bufferize="bufferize-function-boundaries" -o %t.slice-conflicts.infer.up.mlir
// RUN: diff %t.slice-conflicts.infer.mlir %t.slice-conflicts.infer.up.mlir
// RUN: bufopt %t.slice-conflicts.infer.mlir --run --heap-report > %t.slice-conflicts.infer.out 2> %t.slice-conflicts.infer.err || true
// RUN: diff %t.slice-conflicts.ref %t.slice-conflicts.infer.out
// RUN: FileCheck %s --check-prefix=SLICE-CONFLICTS-INFER --input-file %t.slice-conflicts.infer.err
// RUN: bufopt %S/../../corpus/slice_conflicts.mlir --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" -o %t.slice-conflicts.identity.mlir
// RUN: mlir-opt %S/../../corpus/slice_conflicts.mlir --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" -o %t.slice-conflicts.identity.up.mlir
// RUN: diff %t.slice-conflicts.identity.mlir %t.slice-conflicts.identity.up.mlir
// RUN: bufopt %t.slice-conflicts.identity.mlir --run --heap-report > %t.slice-conflicts.identity.out 2> %t.slice-conflicts.identity.err || true
// RUN: diff %t.slice-conflicts.ref %t.slice-conflicts.identity.out
// RUN: FileCheck %s --check-prefix=SLICE-CONFLICTS-IDENTITY --input-file %t.slice-conflicts.identity.err
// RUN: bufopt %S/../../corpus/named_more.mlir --run > %t.named-more.ref
// RUN: bufopt %S/../../corpus/named_more.mlir --one-shot-bufferize="bufferize-function-boundaries" -o %t.named-more.infer.mlir
// RUN: mlir-opt %S/../../corpus/named_more.mlir --one-shot-bufferize="bufferize-function-boundaries" -o %t.named-more.infer.up.mlir
// RUN: diff %t.named-more.infer.mlir %t.named-more.infer.up.mlir
// RUN: bufopt %t.named-more.infer.mlir --run --heap-report > %t.named-more.infer.out 2> %t.named-more.infer.err || true
// RUN: diff %t.named-more.ref %t.named-more.infer.out
// RUN: FileCheck %s --check-prefix=NAMED-MORE-INFER --input-file %t.named-more.infer.err
// RUN: bufopt %S/../../corpus/named_more.mlir --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" -o %t.named-more.identity.mlir
// RUN: mlir-opt %S/../../corpus/named_more.mlir --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" -o %t.named-more.identity.up.mlir
// RUN: diff %t.named-more.identity.mlir %t.named-more.identity.up.mlir
// RUN: bufopt %t.named-more.identity.mlir --run --heap-report > %t.named-more.identity.out 2> %t.named-more.identity.err || true
// RUN: diff %t.named-more.ref %t.named-more.identity.out
// RUN: FileCheck %s --check-prefix=NAMED-MORE-IDENTITY --input-file %t.named-more.identity.err
// RUN: bufopt %S/../../corpus/materialize_buffers.mlir --run > %t.materialize-buffers.ref
// RUN: bufopt %S/../../corpus/materialize_buffers.mlir --one-shot-bufferize="bufferize-function-boundaries" -o %t.materialize-buffers.infer.mlir
// RUN: mlir-opt %S/../../corpus/materialize_buffers.mlir --one-shot-bufferize="bufferize-function-boundaries" -o %t.materialize-buffers.infer.up.mlir
// RUN: diff %t.materialize-buffers.infer.mlir %t.materialize-buffers.infer.up.mlir
// RUN: bufopt %t.materialize-buffers.infer.mlir --run --heap-report > %t.materialize-buffers.infer.out 2> %t.materialize-buffers.infer.err || true
// RUN: diff %t.materialize-buffers.ref %t.materialize-buffers.infer.out
// RUN: FileCheck %s --check-prefix=MATERIALIZE-BUFFERS-INFER --input-file %t.materialize-buffers.infer.err
// RUN: bufopt %S/../../corpus/materialize_buffers.mlir --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" -o %t.materialize-buffers.identity.mlir
// RUN: mlir-opt %S/../../corpus/materialize_buffers.mlir --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" -o %t.materialize-buffers.identity.up.mlir
// RUN: diff %t.materialize-buffers.identity.mlir %t.materialize-buffers.identity.up.mlir
// RUN: bufopt %t.materialize-buffers.identity.mlir --run --heap-report > %t.materialize-buffers.identity.out 2> %t.materialize-buffers.identity.err || true
// RUN: diff %t.materialize-buffers.ref %t.materialize-buffers.identity.out
// RUN: FileCheck %s --check-prefix=MATERIALIZE-BUFFERS-IDENTITY --input-file %t.materialize-buffers.identity.err
// RUN: bufopt %S/../../corpus/for_tiles_insert.mlir --run > %t.for-tiles-insert.ref
// RUN: bufopt %S/../../corpus/for_tiles_insert.mlir --one-shot-bufferize="bufferize-function-boundaries" -o %t.for-tiles-insert.infer.mlir
// RUN: mlir-opt %S/../../corpus/for_tiles_insert.mlir --one-shot-bufferize="bufferize-function-boundaries" -o %t.for-tiles-insert.infer.up.mlir
// RUN: diff %t.for-tiles-insert.infer.mlir %t.for-tiles-insert.infer.up.mlir
// RUN: bufopt %t.for-tiles-insert.infer.mlir --run --heap-report > %t.for-tiles-insert.infer.out 2> %t.for-tiles-insert.infer.err || true
// RUN: diff %t.for-tiles-insert.ref %t.for-tiles-insert.infer.out
// RUN: FileCheck %s --check-prefix=FOR-TILES-INSERT-INFER --input-file %t.for-tiles-insert.infer.err
// RUN: bufopt %S/../../corpus/for_tiles_insert.mlir --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" -o %t.for-tiles-insert.identity.mlir
// RUN: mlir-opt %S/../../corpus/for_tiles_insert.mlir --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" -o %t.for-tiles-insert.identity.up.mlir
// RUN: diff %t.for-tiles-insert.identity.mlir %t.for-tiles-insert.identity.up.mlir
// RUN: bufopt %t.for-tiles-insert.identity.mlir --run --heap-report > %t.for-tiles-insert.identity.out 2> %t.for-tiles-insert.identity.err || true
// RUN: diff %t.for-tiles-insert.ref %t.for-tiles-insert.identity.out
// RUN: FileCheck %s --check-prefix=FOR-TILES-INSERT-IDENTITY --input-file %t.for-tiles-insert.identity.err

// ALLOC-TENSOR-MATERIALIZE-INFER: heap: allocs=2 frees=0 peak_bytes=24 leaked_bytes=24 copied_bytes=24 errors=2{{$}}
// ALLOC-TENSOR-MATERIALIZE-IDENTITY: heap: allocs=2 frees=0 peak_bytes=24 leaked_bytes=24 copied_bytes=24 errors=2{{$}}
// CONCAT-INFER: heap: allocs=2 frees=0 peak_bytes=56 leaked_bytes=56 copied_bytes=56 errors=2{{$}}
// CONCAT-IDENTITY: heap: allocs=2 frees=0 peak_bytes=56 leaked_bytes=56 copied_bytes=56 errors=2{{$}}
// GENERATE-INFER: heap: allocs=1 frees=0 peak_bytes=60 leaked_bytes=60 copied_bytes=0 errors=1{{$}}
// GENERATE-IDENTITY: heap: allocs=1 frees=0 peak_bytes=60 leaked_bytes=60 copied_bytes=0 errors=1{{$}}
// MLP-INFER: heap: allocs=7 frees=0 peak_bytes=1128 leaked_bytes=1128 copied_bytes=0 errors=7{{$}}
// MLP-IDENTITY: heap: allocs=7 frees=0 peak_bytes=1128 leaked_bytes=1128 copied_bytes=0 errors=7{{$}}
// PAD-INFER: heap: allocs=1 frees=0 peak_bytes=80 leaked_bytes=80 copied_bytes=16 errors=1{{$}}
// PAD-IDENTITY: heap: allocs=1 frees=0 peak_bytes=80 leaked_bytes=80 copied_bytes=16 errors=1{{$}}
// PREFIX-SUM-INFER: heap: allocs=2 frees=0 peak_bytes=160 leaked_bytes=160 copied_bytes=80 errors=2{{$}}
// PREFIX-SUM-IDENTITY: heap: allocs=2 frees=0 peak_bytes=160 leaked_bytes=160 copied_bytes=80 errors=2{{$}}
// RESHAPES-INFER: heap: allocs=0 frees=0 peak_bytes=0 leaked_bytes=0 copied_bytes=0 errors=0{{$}}
// RESHAPES-IDENTITY: heap: allocs=0 frees=0 peak_bytes=0 leaked_bytes=0 copied_bytes=0 errors=0{{$}}
// PAD-DYNAMIC-INFER: heap: allocs=2 frees=0 peak_bytes=96 leaked_bytes=96 copied_bytes=44 errors=2{{$}}
// PAD-DYNAMIC-IDENTITY: heap: allocs=2 frees=0 peak_bytes=96 leaked_bytes=96 copied_bytes=44 errors=2{{$}}
// CONCAT-MULTI-INFER: heap: allocs=4 frees=0 peak_bytes=224 leaked_bytes=224 copied_bytes=200 errors=4{{$}}
// CONCAT-MULTI-IDENTITY: heap: allocs=4 frees=0 peak_bytes=224 leaked_bytes=224 copied_bytes=200 errors=4{{$}}
// RESHAPE-VIEWS-INFER: heap: allocs=4 frees=0 peak_bytes=136 leaked_bytes=136 copied_bytes=72 errors=4{{$}}
// RESHAPE-VIEWS-IDENTITY: heap: allocs=4 frees=0 peak_bytes=136 leaked_bytes=136 copied_bytes=72 errors=4{{$}}
// SELECT-TENSORS-INFER: heap: allocs=5 frees=0 peak_bytes=80 leaked_bytes=80 copied_bytes=64 errors=5{{$}}
// SELECT-TENSORS-IDENTITY: heap: allocs=5 frees=0 peak_bytes=80 leaked_bytes=80 copied_bytes=64 errors=5{{$}}
// GENERATE-MATMUL-INFER: heap: allocs=5 frees=0 peak_bytes=248 leaked_bytes=248 copied_bytes=0 errors=5{{$}}
// GENERATE-MATMUL-IDENTITY: heap: allocs=5 frees=0 peak_bytes=248 leaked_bytes=248 copied_bytes=0 errors=5{{$}}
// CALLS-INPLACE-INFER: heap: allocs=3 frees=0 peak_bytes=48 leaked_bytes=48 copied_bytes=32 errors=3{{$}}
// CALLS-INPLACE-IDENTITY: heap: allocs=3 frees=0 peak_bytes=48 leaked_bytes=48 copied_bytes=32 errors=3{{$}}
// SLICE-CONFLICTS-INFER: heap: allocs=5 frees=0 peak_bytes=128 leaked_bytes=128 copied_bytes=96 errors=5{{$}}
// SLICE-CONFLICTS-IDENTITY: heap: allocs=5 frees=0 peak_bytes=128 leaked_bytes=128 copied_bytes=96 errors=5{{$}}
// NAMED-MORE-INFER: heap: allocs=5 frees=0 peak_bytes=72 leaked_bytes=72 copied_bytes=0 errors=5{{$}}
// NAMED-MORE-IDENTITY: heap: allocs=5 frees=0 peak_bytes=72 leaked_bytes=72 copied_bytes=0 errors=5{{$}}
// MATERIALIZE-BUFFERS-INFER: heap: allocs=2 frees=0 peak_bytes=24 leaked_bytes=24 copied_bytes=24 errors=2{{$}}
// MATERIALIZE-BUFFERS-IDENTITY: heap: allocs=2 frees=0 peak_bytes=24 leaked_bytes=24 copied_bytes=24 errors=2{{$}}
// FOR-TILES-INSERT-INFER: heap: allocs=1 frees=0 peak_bytes=48 leaked_bytes=48 copied_bytes=96 errors=1{{$}}
// FOR-TILES-INSERT-IDENTITY: heap: allocs=1 frees=0 peak_bytes=48 leaked_bytes=48 copied_bytes=96 errors=1{{$}}
