// RUN: bufopt %s --split-input-file --verify-diagnostics
// RUN: mlir-opt %s --split-input-file --verify-diagnostics

// Verifier and parser errors of memref.dma_start, dma_wait, prefetch,
// generic_atomic_rmw, atomic_yield and transpose, in mlir-opt's words.

func.func @dma_src_not_memref(%i: index, %f: f32, %b: memref<4xf32>, %t: memref<1xi32>) {
  // expected-error@+1 {{'memref.dma_start' op expected source to be of memref type}}
  "memref.dma_start"(%f, %b, %i, %i, %t, %i) : (f32, memref<4xf32>, index, index, memref<1xi32>, index) -> ()
  return
}

// -----

func.func @dma_few(%a: memref<4xf32>) {
  // expected-error@+1 {{'memref.dma_start' op expected at least 4 operands}}
  "memref.dma_start"(%a, %a) : (memref<4xf32>, memref<4xf32>) -> ()
  return
}

// -----

func.func @dma_src_index(%a: memref<4xf32>, %b: memref<4xf32>, %t: memref<1xi32>, %i: index, %j: i32) {
  // expected-error@+1 {{'memref.dma_start' op expected source indices to be of index type}}
  "memref.dma_start"(%a, %j, %b, %i, %i, %t, %i) : (memref<4xf32>, i32, memref<4xf32>, index, index, memref<1xi32>, index) -> ()
  return
}

// -----

func.func @dma_tag(%a: memref<4xf32>, %b: memref<4xf32>, %i: index) {
  // expected-error@+1 {{'memref.dma_start' op expected tag to be of memref type}}
  "memref.dma_start"(%a, %i, %b, %i, %i, %i, %i) : (memref<4xf32>, index, memref<4xf32>, index, index, index, index) -> ()
  return
}

// -----

func.func @dma_num(%a: memref<4xf32>, %b: memref<4xf32>, %t: memref<1xi32>, %i: index, %n: i32) {
  // expected-error@+1 {{'memref.dma_start' op expected num elements to be of index type}}
  "memref.dma_start"(%a, %i, %b, %i, %n, %t, %i) : (memref<4xf32>, index, memref<4xf32>, index, i32, memref<1xi32>, index) -> ()
  return
}

// -----

func.func @dma_one_stride(%a: memref<4xf32>, %b: memref<4xf32>, %t: memref<1xi32>, %i: index) {
  // expected-error@+1 {{'memref.dma_start' op incorrect number of operands}}
  "memref.dma_start"(%a, %i, %b, %i, %i, %t, %i, %i) : (memref<4xf32>, index, memref<4xf32>, index, index, memref<1xi32>, index, index) -> ()
  return
}

// -----

func.func @dma_stride_type(%a: memref<4xf32>, %b: memref<4xf32>, %t: memref<1xi32>, %i: index, %s: i32) {
  // expected-error@+1 {{'memref.dma_start' op expected stride and num elements per stride to be of type index}}
  "memref.dma_start"(%a, %i, %b, %i, %i, %t, %i, %s, %s) : (memref<4xf32>, index, memref<4xf32>, index, index, memref<1xi32>, index, i32, i32) -> ()
  return
}

// -----

func.func @dma_custom_one_stride(%a: memref<4xf32>, %b: memref<4xf32>, %t: memref<1xi32>, %i: index) {
  // expected-error@+1 {{expected two stride related operands}}
  memref.dma_start %a[%i], %b[%i], %i, %t[%i], %i : memref<4xf32>, memref<4xf32>, memref<1xi32>
  return
}

// -----

func.func @dma_custom_types(%a: memref<4xf32>, %b: memref<4xf32>, %t: memref<1xi32>, %i: index) {
  // expected-error@+1 {{fewer/more types expected}}
  memref.dma_start %a[%i], %b[%i], %i, %t[%i] : memref<4xf32>, memref<4xf32>
  return
}

// -----

func.func @dma_wait_rank(%t: memref<2x2xi32>, %i: index) {
  // expected-error@+1 {{'memref.dma_wait' op expected tagIndices to have the same number of elements as the tagMemRef rank, expected 2, but got 1}}
  memref.dma_wait %t[%i], %i : memref<2x2xi32>
  return
}

// -----

func.func @prefetch_rw(%m: memref<4xf32>, %i: index) {
  // expected-error@+1 {{rw specifier has to be 'read' or 'write'}}
  memref.prefetch %m[%i], rw, locality<1>, data : memref<4xf32>
  return
}

// -----

func.func @prefetch_cache(%m: memref<4xf32>, %i: index) {
  // expected-error@+1 {{cache type has to be 'data' or 'instr'}}
  memref.prefetch %m[%i], read, locality<1>, l2 : memref<4xf32>
  return
}

// -----

func.func @prefetch_locality(%m: memref<4xf32>, %i: index) {
  // expected-error@+1 {{'memref.prefetch' op attribute 'localityHint' failed to satisfy constraint: 32-bit signless integer attribute whose minimum value is 0 whose maximum value is 3}}
  memref.prefetch %m[%i], read, locality<5>, data : memref<4xf32>
  return
}

// -----

func.func @prefetch_indices(%m: memref<4x4xf32>, %i: index) {
  // expected-error@+1 {{'memref.prefetch' op too few indices}}
  memref.prefetch %m[%i], read, locality<1>, data : memref<4x4xf32>
  return
}

// -----

func.func @generic_atomic_args(%m: memref<4xf32>, %i: index) {
  // expected-error@+1 {{'memref.generic_atomic_rmw' op expected single number of entry block arguments}}
  %x = memref.generic_atomic_rmw %m[%i] : memref<4xf32> {
  ^bb0(%a: f32, %b: f32):
    memref.atomic_yield %a : f32
  }
  return
}

// -----

func.func @generic_atomic_arg_type(%m: memref<4xf32>, %i: index) {
  // expected-error@+1 {{'memref.generic_atomic_rmw' op expected block argument of the same type result type}}
  %x = memref.generic_atomic_rmw %m[%i] : memref<4xf32> {
  ^bb0(%a: i32):
    %c = arith.constant 1.0 : f32
    memref.atomic_yield %c : f32
  }
  return
}

// -----

func.func @generic_atomic_effect(%m: memref<4xf32>, %i: index) {
  %x = memref.generic_atomic_rmw %m[%i] : memref<4xf32> {
  ^bb0(%a: f32):
    // expected-error@+1 {{body of 'memref.generic_atomic_rmw' should contain only operations with no side effects}}
    %v = memref.load %m[%i] : memref<4xf32>
    memref.atomic_yield %v : f32
  }
  return
}

// -----

func.func @generic_atomic_terminator(%m: memref<4xf32>, %i: index) {
  %x = memref.generic_atomic_rmw %m[%i] : memref<4xf32> {
  ^bb0(%a: f32):
    // the op as mlir-opt prints it: named in local scope, no unknown values
    // expected-error@+1 {{block with no terminator, has %1 = "arith.addf"(%arg2, %arg2) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32}}
    %b = arith.addf %a, %a : f32
  }
  return
}

// -----

func.func @atomic_yield_type(%m: memref<4xf32>, %i: index) {
  %x = memref.generic_atomic_rmw %m[%i] : memref<4xf32> {
  ^bb0(%a: f32):
    %c = arith.constant 1 : i32
    // expected-error@+1 {{'memref.atomic_yield' op types mismatch between yield op: 'i32' and its parent: 'f32'}}
    memref.atomic_yield %c : i32
  }
  return
}

// -----

func.func @atomic_yield_parent(%f: f32) {
  // expected-error@+1 {{'memref.atomic_yield' op expects parent op 'memref.generic_atomic_rmw'}}
  memref.atomic_yield %f : f32
}

// -----

func.func @transpose_not_permutation(%m: memref<?x?xf32>) {
  // expected-error@+1 {{'memref.transpose' op expected a permutation map}}
  %t = memref.transpose %m (i, j) -> (i, i) : memref<?x?xf32> to memref<?x?xf32>
  return
}

// -----

func.func @transpose_rank(%m: memref<?x?xf32>) {
  // expected-error@+1 {{'memref.transpose' op expected a permutation map of same rank as the input}}
  %t = memref.transpose %m (i, j, k) -> (k, j, i) : memref<?x?xf32> to memref<?x?xf32>
  return
}

// -----

// expected-error@+1 {{'memref.global' op visibility expected to be one of ["public", "private", "nested"], but got "priate"}}
memref.global "priate" constant @bad_visibility : memref<2xf32> = uninitialized
