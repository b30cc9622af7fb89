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
// P-INFER: heap: allocs=7 frees=0 peak_bytes=112 leaked_bytes=112 copied_bytes=48 errors=7{{$}}
// P-IDENTITY: heap: allocs=7 frees=0 peak_bytes=112 leaked_bytes=112 copied_bytes=48 errors=7{{$}}

// Corpus for one-shot-bufferize: writes that must not clobber values still
// read later (each forces a copy or a new buffer), and writes that may
// reuse a buffer.
#id = affine_map<(d0) -> (d0)>
func.func @two_fills(%a: tensor<4xf32>, %s: f32, %t: f32, %i: index) -> (f32, f32) {
  %1 = linalg.fill ins(%s : f32) outs(%a : tensor<4xf32>) -> tensor<4xf32>
  %2 = linalg.fill ins(%t : f32) outs(%a : tensor<4xf32>) -> tensor<4xf32>
  %x = tensor.extract %1[%i] : tensor<4xf32>
  %y = tensor.extract %2[%i] : tensor<4xf32>
  return %x, %y : f32, f32
}

func.func @returned_twice(%a: tensor<4xf32>, %s: f32, %t: f32) -> (tensor<4xf32>, tensor<4xf32>) {
  %1 = linalg.fill ins(%s : f32) outs(%a : tensor<4xf32>) -> tensor<4xf32>
  %2 = linalg.fill ins(%t : f32) outs(%a : tensor<4xf32>) -> tensor<4xf32>
  return %1, %2 : tensor<4xf32>, tensor<4xf32>
}

func.func @square_in_place(%a: tensor<4xf32>) -> tensor<4xf32> {
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%a : tensor<4xf32>) outs(%a : tensor<4xf32>) {
  ^bb0(%x: f32, %o: f32):
    %y = arith.mulf %x, %x : f32
    linalg.yield %y : f32
  } -> tensor<4xf32>
  return %r : tensor<4xf32>
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %s = arith.constant 1.5 : f32
  %t = arith.constant -2.0 : f32
  %v = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  // Constants are not writable: the callee writes into copies.
  %x, %y = func.call @two_fills(%v, %s, %t, %c1) : (tensor<4xf32>, f32, f32, index) -> (f32, f32)
  vector.print %x : f32
  vector.print %y : f32
  %p, %q = func.call @returned_twice(%v, %s, %t) : (tensor<4xf32>, f32, f32) -> (tensor<4xf32>, tensor<4xf32>)
  %p0 = tensor.extract %p[%c0] : tensor<4xf32>
  %q0 = tensor.extract %q[%c0] : tensor<4xf32>
  vector.print %p0 : f32
  vector.print %q0 : f32
  %sq = func.call @square_in_place(%v) : (tensor<4xf32>) -> tensor<4xf32>
  %sq2 = tensor.extract %sq[%c2] : tensor<4xf32>
  %v2 = tensor.extract %v[%c2] : tensor<4xf32>
  vector.print %sq2 : f32
  vector.print %v2 : f32
  // insert chain: the first insert's result is read after the second.
  %i1 = tensor.insert %s into %v[%c0] : tensor<4xf32>
  %i2 = tensor.insert %t into %i1[%c1] : tensor<4xf32>
  %a = tensor.extract %i1[%c1] : tensor<4xf32>
  %b = tensor.extract %i2[%c1] : tensor<4xf32>
  %c = tensor.extract %i2[%c0] : tensor<4xf32>
  vector.print %a : f32
  vector.print %b : f32
  vector.print %c : f32
  return
}
