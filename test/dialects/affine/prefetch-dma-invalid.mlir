// RUN: bufopt %s --split-input-file --verify-diagnostics
// RUN: mlir-opt %s --split-input-file --verify-diagnostics

// affine.prefetch, affine.dma_start and affine.dma_wait: parser and verifier
// errors in mlir-opt 22's words.

func.func @rw(%m: memref<4xi32>, %i: index) {
  // expected-error@+1 {{custom op 'affine.prefetch' rw specifier has to be 'read' or 'write'}}
  affine.prefetch %m[%i], readwrite, locality<3>, data : memref<4xi32>
  return
}

// -----

func.func @cache(%m: memref<4xi32>, %i: index) {
  // expected-error@+1 {{custom op 'affine.prefetch' cache type has to be 'data' or 'instr'}}
  affine.prefetch %m[%i], read, locality<3>, both : memref<4xi32>
  return
}

// -----

func.func @locality(%m: memref<4xi32>, %i: index) {
  // expected-error@+1 {{'affine.prefetch' op attribute 'localityHint' failed to satisfy constraint: 32-bit signless integer attribute whose minimum value is 0 whose maximum value is 3}}
  affine.prefetch %m[%i], read, locality<5>, data : memref<4xi32>
  return
}

// -----

func.func @rank(%m: memref<4x4xi32>, %i: index) {
  // expected-error@+1 {{'affine.prefetch' op affine.prefetch affine map num results must equal memref rank}}
  affine.prefetch %m[%i], read, locality<1>, data : memref<4x4xi32>
  return
}

// -----

func.func @prefetch_index(%m: memref<4xi32>, %i: index) {
  affine.for %j = 0 to 4 {
    %k = arith.muli %j, %j : index
    // expected-error@+1 {{'affine.prefetch' op index must be a valid dimension or symbol identifier}}
    affine.prefetch %m[%k], read, locality<1>, data : memref<4xi32>
  }
  return
}

// -----

func.func @strides(%a: memref<4xf32>, %b: memref<4xf32>, %t: memref<1xi32>, %n: index) {
  // expected-error@+1 {{custom op 'affine.dma_start' expected two stride related operands}}
  affine.dma_start %a[0], %b[0], %t[0], %n, %n : memref<4xf32>, memref<4xf32>, memref<1xi32>
  return
}

// -----

func.func @types(%a: memref<4xf32>, %b: memref<4xf32>, %t: memref<1xi32>, %n: index) {
  // expected-error@+1 {{custom op 'affine.dma_start' expected three types}}
  affine.dma_start %a[0], %b[0], %t[0], %n : memref<4xf32>, memref<4xf32>
  return
}

// -----

func.func @wait_type(%t: tensor<1xi32>, %n: index) {
  // expected-error@+1 {{custom op 'affine.dma_wait' expected tag to be of memref type}}
  affine.dma_wait %t[0], %n : tensor<1xi32>
  return
}

// -----

func.func @dma_index(%a: memref<4xf32>, %b: memref<4xf32>, %t: memref<1xi32>, %n: index) {
  affine.for %j = 0 to 4 {
    %k = arith.muli %j, %j : index
    // expected-error@+1 {{'affine.dma_start' op src index must be a valid dimension or symbol identifier}}
    affine.dma_start %a[%k], %b[0], %t[0], %n : memref<4xf32>, memref<4xf32>, memref<1xi32>
  }
  return
}

// -----

func.func @wait_index(%t: memref<1xi32>, %n: index) {
  affine.for %j = 0 to 4 {
    %k = arith.muli %j, %j : index
    // expected-error@+1 {{'affine.dma_wait' op index must be a valid dimension or symbol identifier}}
    affine.dma_wait %t[%k], %n : memref<1xi32>
  }
  return
}

// -----

func.func @dma_generic(%a: memref<4xf32>, %b: tensor<4xf32>, %t: memref<1xi32>, %n: index) {
  // expected-error@+1 {{'affine.dma_start' op expected DMA destination to be of memref type}}
  "affine.dma_start"(%a, %b, %t, %n) {src_map = affine_map<() -> (0)>, dst_map = affine_map<() -> (0)>, tag_map = affine_map<() -> (0)>} : (memref<4xf32>, tensor<4xf32>, memref<1xi32>, index) -> ()
  return
}

// -----

func.func @dma_count(%a: memref<4xf32>, %b: memref<4xf32>, %t: memref<1xi32>, %n: index) {
  // expected-error@+1 {{'affine.dma_start' op incorrect number of operands}}
  "affine.dma_start"(%a, %b, %t, %n, %n) {src_map = affine_map<() -> (0)>, dst_map = affine_map<() -> (0)>, tag_map = affine_map<() -> (0)>} : (memref<4xf32>, memref<4xf32>, memref<1xi32>, index, index) -> ()
  return
}
