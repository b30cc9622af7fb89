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
// P-INFER: heap: allocs=3 frees=0 peak_bytes=80 leaked_bytes=80 copied_bytes=96 errors=3{{$}}
// P-IDENTITY: heap: allocs=4 frees=0 peak_bytes=104 leaked_bytes=104 copied_bytes=120 errors=4{{$}}

// Corpus for one-shot-bufferize: extract_slice / insert_slice.  A slice
// filled and inserted back where it came from stays in place (a subview of
// the destination); an insertion elsewhere copies the subview; a slice of a
// tensor read afterwards gets its own buffer.
func.func @fill_back(%A: tensor<8xf32>, %s: f32) -> tensor<8xf32> {
  %sl = tensor.extract_slice %A[2] [4] [1] : tensor<8xf32> to tensor<4xf32>
  %f = linalg.fill ins(%s : f32) outs(%sl : tensor<4xf32>) -> tensor<4xf32>
  %r = tensor.insert_slice %f into %A[2] [4] [1] : tensor<4xf32> into tensor<8xf32>
  return %r : tensor<8xf32>
}

func.func @fill_elsewhere(%A: tensor<8xf32>, %s: f32, %i: index) -> (tensor<8xf32>, f32) {
  %sl = tensor.extract_slice %A[2] [4] [1] : tensor<8xf32> to tensor<4xf32>
  %f = linalg.fill ins(%s : f32) outs(%sl : tensor<4xf32>) -> tensor<4xf32>
  %r = tensor.insert_slice %f into %A[0] [4] [1] : tensor<4xf32> into tensor<8xf32>
  %x = tensor.extract %A[%i] : tensor<8xf32>
  return %r, %x : tensor<8xf32>, f32
}

func.func @strided(%A: tensor<4x6xf32>, %o: index) -> tensor<2x3xf32> {
  %sl = tensor.extract_slice %A[1, %o] [2, 3] [2, 1] : tensor<4x6xf32> to tensor<2x3xf32>
  return %sl : tensor<2x3xf32>
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c7 = arith.constant 7 : index
  %s = arith.constant 9.0 : f32
  %v = arith.constant dense<[0.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0]> : tensor<8xf32>
  %r = func.call @fill_back(%v, %s) : (tensor<8xf32>, f32) -> tensor<8xf32>
  %r1 = tensor.extract %r[%c1] : tensor<8xf32>
  %r3 = tensor.extract %r[%c3] : tensor<8xf32>
  %r7 = tensor.extract %r[%c7] : tensor<8xf32>
  vector.print %r1 : f32
  vector.print %r3 : f32
  vector.print %r7 : f32
  %q, %x = func.call @fill_elsewhere(%v, %s, %c1) : (tensor<8xf32>, f32, index) -> (tensor<8xf32>, f32)
  %q1 = tensor.extract %q[%c1] : tensor<8xf32>
  %q7 = tensor.extract %q[%c7] : tensor<8xf32>
  vector.print %q1 : f32
  vector.print %q7 : f32
  vector.print %x : f32
  %m = arith.constant dense<[[0.0, 1.0, 2.0, 3.0, 4.0, 5.0], [10.0, 11.0, 12.0, 13.0, 14.0, 15.0], [20.0, 21.0, 22.0, 23.0, 24.0, 25.0], [30.0, 31.0, 32.0, 33.0, 34.0, 35.0]]> : tensor<4x6xf32>
  %st = func.call @strided(%m, %c2) : (tensor<4x6xf32>, index) -> tensor<2x3xf32>
  %st0 = tensor.extract %st[%c0, %c0] : tensor<2x3xf32>
  %st1 = tensor.extract %st[%c1, %c2] : tensor<2x3xf32>
  vector.print %st0 : f32
  vector.print %st1 : f32
  return
}
