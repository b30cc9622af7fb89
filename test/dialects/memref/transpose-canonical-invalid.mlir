// RUN: bufopt %s --split-input-file --verify-diagnostics
// RUN: mlir-opt %s --split-input-file --verify-diagnostics
// memref.transpose reports its result type next to the transposed input
// type with the layout canonicalized, as mlir-opt 22 prints it: no layout
// when contiguous, else the strided map with static-stride dims first, then
// the dynamic offset, dims times their stride symbols, the static offset.

func.func @transpose_wrong_type(%v : memref<?x?xf32, affine_map<(i, j)[off, M]->(off + M * i + j)>>) {
  // expected-error@+1 {{'memref.transpose' op result type 'memref<?x?xf32, affine_map<(d0, d1)[s0, s1] -> (d0 * s1 + s0 + d1)>>' is not equivalent to the canonical transposed input type 'memref<?x?xf32, affine_map<(d0, d1)[s0, s1] -> (d0 + s0 + d1 * s1)>>'}}
  memref.transpose %v (i, j) -> (j, i) : memref<?x?xf32, affine_map<(i, j)[off, M]->(off + M * i + j)>> to memref<?x?xf32, affine_map<(i, j)[off, M]->(off + M * i + j)>>
  return
}

// -----

func.func @t2(%v : memref<4x8xf32>) {
  // expected-error@+1 {{'memref.transpose' op result type 'memref<8x4xf32>' is not equivalent to the canonical transposed input type 'memref<8x4xf32, affine_map<(d0, d1) -> (d0 + d1 * 8)>>'}}
  memref.transpose %v (i, j) -> (j, i) : memref<4x8xf32> to memref<8x4xf32>
  return
}

// -----

func.func @t3(%v : memref<4x8xf32, strided<[8, 1], offset: 5>>) {
  // expected-error@+1 {{'memref.transpose' op result type 'memref<8x4xf32>' is not equivalent to the canonical transposed input type 'memref<8x4xf32, affine_map<(d0, d1) -> (d0 + d1 * 8 + 5)>>'}}
  memref.transpose %v (i, j) -> (j, i) : memref<4x8xf32, strided<[8, 1], offset: 5>> to memref<8x4xf32>
  return
}

// -----

func.func @t4(%v : memref<4x8x2xf32, strided<[?, ?, 1], offset: ?>>) {
  // expected-error@+1 {{'memref.transpose' op result type 'memref<2x4x8xf32>' is not equivalent to the canonical transposed input type 'memref<2x4x8xf32, affine_map<(d0, d1, d2)[s0, s1, s2] -> (d0 + s0 + d1 * s1 + d2 * s2)>>'}}
  memref.transpose %v (i, j, k) -> (k, i, j) : memref<4x8x2xf32, strided<[?, ?, 1], offset: ?>> to memref<2x4x8xf32>
  return
}

// -----

// A contiguous row-major result has no layout.
func.func @t5(%v : memref<4x8xf32>) {
  // expected-error@+1 {{'memref.transpose' op result type 'memref<4x8xf32, strided<[8, 1], offset: 1>>' is not equivalent to the canonical transposed input type 'memref<4x8xf32>'}}
  memref.transpose %v (i, j) -> (i, j) : memref<4x8xf32> to memref<4x8xf32, strided<[8, 1], offset: 1>>
  return
}
