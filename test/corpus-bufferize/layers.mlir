// One-shot-bufferize on a program of this corpus: the bufferized program
// (with both function-boundary layouts) must be byte-identical to
// mlir-opt 22's, print what the tensor program prints when run, and have
// no heap error but leaks (deallocation is issue 5); the heap counters
// (allocations, bytes copied) are checked.
// RUN: bufopt %s --run > %t.p.ref
// RUN: bufopt %s --one-shot-bufferize="bufferize-function-boundaries" -o %t.p.infer.mlir
// RUN: mlir-opt %s --one-shot-bufferize="bufferize-function-boundaries" -o %t.p.infer.up.mlir
// RUN: diff %t.p.infer.mlir %t.p.infer.up.mlir
// RUN: bufopt %t.p.infer.mlir --run --heap-report > %t.p.infer.out 2> %t.p.infer.err || true
// RUN: diff %t.p.ref %t.p.infer.out
// RUN: FileCheck %s --check-prefix=P-INFER --input-file %t.p.infer.err
// RUN: bufopt %s --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" -o %t.p.identity.mlir
// RUN: mlir-opt %s --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" -o %t.p.identity.up.mlir
// RUN: diff %t.p.identity.mlir %t.p.identity.up.mlir
// RUN: bufopt %t.p.identity.mlir --run --heap-report > %t.p.identity.out 2> %t.p.identity.err || true
// RUN: diff %t.p.ref %t.p.identity.out
// RUN: FileCheck %s --check-prefix=P-IDENTITY --input-file %t.p.identity.err
// P-INFER: heap: allocs=3 frees=0 peak_bytes=192 leaked_bytes=192 copied_bytes=0 errors=3{{$}}
// P-IDENTITY: heap: allocs=3 frees=0 peak_bytes=192 leaked_bytes=192 copied_bytes=0 errors=3{{$}}

// Corpus for one-shot-bufferize: three dense layers in the shape of
// bench/gen_layers.py (tensor.empty, fill, matmul, residual generic), called
// from @main on constant inputs.  Every buffer is reused in place: one
// allocation per layer, no copy.
#map = affine_map<(d0, d1) -> (d0, d1)>
func.func @layers(%x0: tensor<4x4xf32>, %w: tensor<4x4xf32>) -> tensor<4x4xf32> {
  %zero = arith.constant 0.000000e+00 : f32
  %e1 = tensor.empty() : tensor<4x4xf32>
  %f1 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<4x4xf32>) -> tensor<4x4xf32>
  %m1 = linalg.matmul ins(%x0, %w : tensor<4x4xf32>, tensor<4x4xf32>) outs(%f1 : tensor<4x4xf32>) -> tensor<4x4xf32>
  %x1 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%m1, %x0 : tensor<4x4xf32>, tensor<4x4xf32>) outs(%e1 : tensor<4x4xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %s = arith.addf %a, %b : f32
    linalg.yield %s : f32
  } -> tensor<4x4xf32>
  %e2 = tensor.empty() : tensor<4x4xf32>
  %f2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<4x4xf32>) -> tensor<4x4xf32>
  %m2 = linalg.matmul ins(%x1, %w : tensor<4x4xf32>, tensor<4x4xf32>) outs(%f2 : tensor<4x4xf32>) -> tensor<4x4xf32>
  %x2 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%m2, %x1 : tensor<4x4xf32>, tensor<4x4xf32>) outs(%e2 : tensor<4x4xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %s = arith.addf %a, %b : f32
    linalg.yield %s : f32
  } -> tensor<4x4xf32>
  %e3 = tensor.empty() : tensor<4x4xf32>
  %f3 = linalg.fill ins(%zero : f32) outs(%e3 : tensor<4x4xf32>) -> tensor<4x4xf32>
  %m3 = linalg.matmul ins(%x2, %w : tensor<4x4xf32>, tensor<4x4xf32>) outs(%f3 : tensor<4x4xf32>) -> tensor<4x4xf32>
  %x3 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%m3, %x2 : tensor<4x4xf32>, tensor<4x4xf32>) outs(%e3 : tensor<4x4xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %s = arith.addf %a, %b : f32
    linalg.yield %s : f32
  } -> tensor<4x4xf32>
  return %x3 : tensor<4x4xf32>
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %x = arith.constant dense<[[1.0, 0.5, 0.0, -1.0], [2.0, 1.0, 0.25, 0.0], [0.0, 0.0, 1.0, 1.0], [-0.5, 0.5, 0.5, 2.0]]> : tensor<4x4xf32>
  %w = arith.constant dense<[[0.5, 0.0, 0.0, 0.25], [0.0, 0.5, 0.25, 0.0], [0.25, 0.0, 0.5, 0.0], [0.0, 0.25, 0.0, 0.5]]> : tensor<4x4xf32>
  %r = func.call @layers(%x, %w) : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
  %a = tensor.extract %r[%c0, %c0] : tensor<4x4xf32>
  %b = tensor.extract %r[%c1, %c3] : tensor<4x4xf32>
  %c = tensor.extract %r[%c3, %c1] : tensor<4x4xf32>
  vector.print %a : f32
  vector.print %b : f32
  vector.print %c : f32
  // The input is unchanged.
  %d = tensor.extract %x[%c0, %c0] : tensor<4x4xf32>
  vector.print %d : f32
  return
}
