// eliminate-empty-tensors before One-Shot Bufferize on a program of this
// corpus: both bufferized programs are byte-identical to mlir-opt 22's,
// print what the tensor program prints, and have no heap error but leaks
// (no deallocation pass here); the pass takes the allocations from 9 to 3
// (the copies left are insert_slice's copies of a subview onto itself,
// which upstream emits too and canonicalization removes).
// RUN: bufopt %s --run > %t.ref
// RUN: bufopt %s --one-shot-bufferize="bufferize-function-boundaries" -o %t.base.mlir
// RUN: mlir-opt %s --one-shot-bufferize="bufferize-function-boundaries" -o %t.base.up.mlir
// RUN: diff %t.base.mlir %t.base.up.mlir
// RUN: bufopt %t.base.mlir --run --heap-report > %t.base.out 2> %t.base.err || true
// RUN: diff %t.ref %t.base.out
// RUN: FileCheck %s --check-prefix=BASE --input-file %t.base.err
// RUN: bufopt %s --eliminate-empty-tensors --one-shot-bufferize="bufferize-function-boundaries" -o %t.elim.mlir
// RUN: mlir-opt %s --eliminate-empty-tensors --one-shot-bufferize="bufferize-function-boundaries" -o %t.elim.up.mlir
// RUN: diff %t.elim.mlir %t.elim.up.mlir
// RUN: bufopt %t.elim.mlir --run --heap-report > %t.elim.out 2> %t.elim.err || true
// RUN: diff %t.ref %t.elim.out
// RUN: FileCheck %s --check-prefix=ELIM --input-file %t.elim.err
// Then buffer-results-to-out-params (identity layouts, public functions
// modified, static allocations hoisted): the callers allocate the results,
// byte-identical to mlir-opt 22, same output.
// RUN: bufopt %s --eliminate-empty-tensors --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" --buffer-results-to-out-params="modify-public-functions hoist-static-allocs" -o %t.out.mlir
// RUN: mlir-opt %s --eliminate-empty-tensors --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" --buffer-results-to-out-params="modify-public-functions hoist-static-allocs" -o %t.out.up.mlir
// RUN: diff %t.out.mlir %t.out.up.mlir
// RUN: bufopt %t.out.mlir --run --heap-report > %t.out.out 2> %t.out.err || true
// RUN: diff %t.ref %t.out.out
// RUN: FileCheck %s --check-prefix=OUT --input-file %t.out.err
// BASE: heap: allocs=9 frees=0 peak_bytes=196 leaked_bytes=196 copied_bytes=116 errors=9{{$}}
// ELIM: heap: allocs=3 frees=0 peak_bytes=104 leaked_bytes=104 copied_bytes=116 errors=3{{$}}
// OUT: heap: allocs=5 frees=0 peak_bytes=176 leaked_bytes=176 copied_bytes=188 errors=5{{$}}

// Corpus for eliminate-empty-tensors: tensors computed into tensor.empty
// and then inserted into a bigger destination (a concatenation, a row per
// loop iteration, a whole-tensor linalg.copy).  With the pass before
// One-Shot Bufferize each computation writes into the destination's
// subview: fewer allocations and no copies, the same printed output.
func.func @concat(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<8xf32> {
  %cst = arith.constant 0.0 : f32
  %init = tensor.empty() : tensor<8xf32>
  %dst = linalg.fill ins(%cst : f32) outs(%init : tensor<8xf32>) -> tensor<8xf32>
  %e0 = tensor.empty() : tensor<4xf32>
  %sq = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>],
                        iterator_types = ["parallel"]}
      ins(%a : tensor<4xf32>) outs(%e0 : tensor<4xf32>) {
  ^bb0(%x: f32, %o: f32):
    %m = arith.mulf %x, %x : f32
    linalg.yield %m : f32
  } -> tensor<4xf32>
  %e1 = tensor.empty() : tensor<4xf32>
  %sum = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>,
                                          affine_map<(d0) -> (d0)>],
                         iterator_types = ["parallel"]}
      ins(%a, %b : tensor<4xf32>, tensor<4xf32>) outs(%e1 : tensor<4xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %s = arith.addf %x, %y : f32
    linalg.yield %s : f32
  } -> tensor<4xf32>
  %r0 = tensor.insert_slice %sq into %dst[0] [4] [1] : tensor<4xf32> into tensor<8xf32>
  %r1 = tensor.insert_slice %sum into %r0[4] [4] [1] : tensor<4xf32> into tensor<8xf32>
  return %r1 : tensor<8xf32>
}

func.func @rows(%n: index, %t: tensor<4x3xf32>) -> tensor<4x3xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %t) -> tensor<4x3xf32> {
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    %e = tensor.empty() : tensor<3xf32>
    %row = linalg.fill ins(%f : f32) outs(%e : tensor<3xf32>) -> tensor<3xf32>
    %u = tensor.insert_slice %row into %acc[%i, 0] [1, 3] [1, 1] : tensor<3xf32> into tensor<4x3xf32>
    scf.yield %u : tensor<4x3xf32>
  }
  return %r : tensor<4x3xf32>
}

func.func @whole(%t: tensor<6xf32>, %s: f32) -> tensor<6xf32> {
  %e = tensor.empty() : tensor<6xf32>
  %f = linalg.fill ins(%s : f32) outs(%e : tensor<6xf32>) -> tensor<6xf32>
  %c = linalg.copy ins(%f : tensor<6xf32>) outs(%t : tensor<6xf32>) -> tensor<6xf32>
  return %c : tensor<6xf32>
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  %c7 = arith.constant 7 : index
  %a = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %b = arith.constant dense<[10.0, 20.0, 30.0, 40.0]> : tensor<4xf32>
  %cat = func.call @concat(%a, %b) : (tensor<4xf32>, tensor<4xf32>) -> tensor<8xf32>
  %x0 = tensor.extract %cat[%c1] : tensor<8xf32>
  %x1 = tensor.extract %cat[%c3] : tensor<8xf32>
  %x2 = tensor.extract %cat[%c4] : tensor<8xf32>
  %x3 = tensor.extract %cat[%c7] : tensor<8xf32>
  vector.print %x0 : f32
  vector.print %x1 : f32
  vector.print %x2 : f32
  vector.print %x3 : f32
  %m = arith.constant dense<-1.0> : tensor<4x3xf32>
  %rows = func.call @rows(%c3, %m) : (index, tensor<4x3xf32>) -> tensor<4x3xf32>
  %y0 = tensor.extract %rows[%c0, %c2] : tensor<4x3xf32>
  %y1 = tensor.extract %rows[%c2, %c1] : tensor<4x3xf32>
  %y2 = tensor.extract %rows[%c3, %c0] : tensor<4x3xf32>
  vector.print %y0 : f32
  vector.print %y1 : f32
  vector.print %y2 : f32
  %w = arith.constant dense<0.5> : tensor<6xf32>
  %s = arith.constant 2.5 : f32
  %wh = func.call @whole(%w, %s) : (tensor<6xf32>, f32) -> tensor<6xf32>
  %z = tensor.extract %wh[%c5] : tensor<6xf32>
  vector.print %z : f32
  return
}
