// RUN: bufopt %s --split-input-file --verify-diagnostics

func.func @a(%i: index) {
  // expected-error@+1 {{'memref.alloc' op incorrect number of dynamic sizes, has 2, expected 1}}
  %0 = memref.alloc(%i, %i) : memref<4x?xf32>
  return
}

// -----

func.func @a(%i: index) {
  // expected-error@+1 {{'memref.alloc' op symbol operand count does not equal memref symbol count: expected 0, got 1}}
  %0 = memref.alloc()[%i] : memref<4xf32>
  return
}

// -----

func.func @a(%m: memref<4x4xf32>, %i: index) {
  // expected-error@+1 {{'memref.load' op incorrect number of indices for load, expected 2 but got 1}}
  %0 = memref.load %m[%i] : memref<4x4xf32>
  return
}

// -----

func.func @a(%m: memref<4x4xf32>, %i: index, %f: f32) {
  // expected-error@+1 {{'memref.store' op store index operand count not equal to memref rank}}
  memref.store %f, %m[%i] : memref<4x4xf32>
  return
}

// -----

func.func @a(%m: memref<8x16xf32>) {
  // expected-error@+1 {{expected result type to be 'memref<4x4xf32, strided<[16, 1]>>' or a rank-reduced version. (mismatch of result layout), but got 'memref<4x4xf32>'}}
  %0 = memref.subview %m[0, 0] [4, 4] [1, 1] : memref<8x16xf32> to memref<4x4xf32>
  return
}

// -----

func.func @a(%m: memref<8x16xf32>) {
  // expected-error@+1 {{expected result type to be 'memref<4x4xf32, strided<[16, 1]>>' or a rank-reduced version. (mismatch of result sizes), but got 'memref<4x8xf32, strided<[16, 1]>>'}}
  %0 = memref.subview %m[0, 0] [4, 4] [1, 1] : memref<8x16xf32> to memref<4x8xf32, strided<[16, 1]>>
  return
}

// -----

func.func @a(%m: memref<8x16xf32>) {
  // expected-error@+1 {{expected result element type to be 'f32', but got 'memref<4x4xi32, strided<[16, 1]>>'}}
  %0 = memref.subview %m[0, 0] [4, 4] [1, 1] : memref<8x16xf32> to memref<4x4xi32, strided<[16, 1]>>
  return
}

// -----

func.func @a(%m: memref<8x16xf32>) {
  // expected-error@+1 {{different memory spaces specified for base memref type 'memref<8x16xf32>' and subview memref type 'memref<4x4xf32, strided<[16, 1]>, 1>'}}
  %0 = memref.subview %m[0, 0] [4, 4] [1, 1] : memref<8x16xf32> to memref<4x4xf32, strided<[16, 1]>, 1>
  return
}

// -----

func.func @a(%m: memref<8x16xf32>) {
  // expected-error@+1 {{expected mixed offsets rank to match mixed sizes rank (2 vs 1) so the rank of the result type is well-formed.}}
  %0 = memref.subview %m[0, 0] [4] [1, 1] : memref<8x16xf32> to memref<4x4xf32, strided<[16, 1]>>
  return
}

// -----

func.func @a(%m: memref<8x16xf32>) {
  // expected-error@+1 {{expected 2 offset values, got 1}}
  %0 = memref.subview %m[0] [4] [1] : memref<8x16xf32> to memref<4xf32, strided<[16]>>
  return
}

// -----

func.func @a(%m: memref<8x16xf32>) {
  // expected-error@+1 {{expected result rank to be smaller or equal to the source rank, but got 'memref<4x4x4xf32>'}}
  %0 = memref.subview %m[0, 0] [4, 4] [1, 1] : memref<8x16xf32> to memref<4x4x4xf32>
  return
}

// -----

func.func @a(%m: memref<4xf32>) {
  // expected-error@+1 {{'memref.cast' op operand type 'memref<4xf32>' and result type 'memref<5xf32>' are cast incompatible}}
  %0 = memref.cast %m : memref<4xf32> to memref<5xf32>
  return
}

// -----

func.func @a(%m: memref<4xf32>) {
  // expected-error@+1 {{'memref.cast' op operand type 'memref<4xf32>' and result type 'memref<*xf32, 1>' are cast incompatible}}
  %0 = memref.cast %m : memref<4xf32> to memref<*xf32, 1>
  return
}

// -----

func.func @a(%m: memref<2048xi8>, %i: index) {
  // expected-error@+1 {{'memref.view' op incorrect number of dynamic sizes, has 0, expected 1}}
  %v = memref.view %m[%i][] : memref<2048xi8> to memref<?x4xf32>
  return
}

// -----

func.func @a(%m: memref<2048xi8>, %i: index) {
  // expected-error@+1 {{unsupported map for result memref type 'memref<4xf32, strided<[2]>>'}}
  %v = memref.view %m[%i][] : memref<2048xi8> to memref<4xf32, strided<[2]>>
  return
}

// -----

func.func @a(%d: memref<?x?xf32>, %i: index) {
  // expected-error@+1 {{expected result type with size = 10 instead of 11 in dim = 1}}
  %rc = memref.reinterpret_cast %d to offset: [0], sizes: [%i, 10], strides: [10, 1] : memref<?x?xf32> to memref<?x11xf32, strided<[10, 1]>>
  return
}

// -----

func.func @a(%d: memref<?x?xf32>, %i: index) {
  // expected-error@+1 {{expected result type with stride = 1 instead of 2 in dim = 1}}
  %rc = memref.reinterpret_cast %d to offset: [0], sizes: [%i, 10], strides: [10, 1] : memref<?x?xf32> to memref<?x10xf32, strided<[10, 2]>>
  return
}

// -----

func.func @a(%d: memref<?x?xf32>, %i: index) {
  // expected-error@+1 {{expected result type with offset = 0 instead of 3}}
  %rc = memref.reinterpret_cast %d to offset: [0], sizes: [%i, 10], strides: [10, 1] : memref<?x?xf32> to memref<?x10xf32, strided<[10, 1], offset: 3>>
  return
}

// -----

func.func @a(%d: memref<?x?xf32>, %i: index) {
  // expected-error@+1 {{expected mixed sizes rank to match mixed strides rank (1 vs 2) so the rank of the result type is well-formed.}}
  %rc = memref.reinterpret_cast %d to offset: [0], sizes: [%i], strides: [10, 1] : memref<?x?xf32> to memref<?x10xf32, strided<[10, 1]>>
  return
}

// -----

func.func @a(%d: memref<?x?xf32>, %i: index) {
  // expected-error@+1 {{different element types specified for source type 'memref<?x?xf32>' and result memref type 'memref<?x10xi32, strided<[10, 1]>>'}}
  %rc = memref.reinterpret_cast %d to offset: [0], sizes: [%i, 10], strides: [10, 1] : memref<?x?xf32> to memref<?x10xi32, strided<[10, 1]>>
  return
}

// -----

func.func @a() {
  // expected-error@+1 {{'memref.get_global' op 'nope' does not reference a valid global memref}}
  %0 = memref.get_global @nope : memref<4xf32>
  return
}

// -----

memref.global @g : memref<4xf32>
func.func @a() {
  // expected-error@+1 {{'memref.get_global' op result type 'memref<5xf32>' does not match type 'memref<4xf32>' of the global memref @g}}
  %0 = memref.get_global @g : memref<5xf32>
  return
}

// -----

func.func @a(%m: memref<4xf32>, %s: memref<2xindex>) {
  // expected-error@+1 {{'memref.reshape' op element types of source and destination memref types should be the same}}
  %r = memref.reshape %m(%s) : (memref<4xf32>, memref<2xindex>) -> memref<?x?xi32>
  return
}

// -----

func.func @a(%m: memref<4xf32>, %s: memref<3xindex>) {
  // expected-error@+1 {{'memref.reshape' op length of shape operand differs from the result's memref rank}}
  %r = memref.reshape %m(%s) : (memref<4xf32>, memref<3xindex>) -> memref<?x?xf32>
  return
}

// -----

func.func @a(%m: memref<4xf32, strided<[2]>>, %s: memref<2xindex>) {
  // expected-error@+1 {{'memref.reshape' op source memref type should have identity affine map}}
  %r = memref.reshape %m(%s) : (memref<4xf32, strided<[2]>>, memref<2xindex>) -> memref<?x?xf32>
  return
}

// -----

func.func @a(%m: memref<4x?xf32>, %i: index) {
  // expected-error@+1 {{'memref.expand_shape' op expected expanded type to be 'memref<2x2x?xf32>' but found 'memref<2x2x?xf32, strided<[1, 1, 1]>>'}}
  %d = memref.expand_shape %m [[0, 1], [2]] output_shape [2, 2, %i] : memref<4x?xf32> into memref<2x2x?xf32, strided<[1, 1, 1]>>
  return
}

// -----

func.func @a(%m: memref<4x4xf32>) {
  // expected-error@+1 {{'memref.collapse_shape' op expected collapsed type to be 'memref<16xf32>' but found 'memref<16xi32>'}}
  %d = memref.collapse_shape %m [[0, 1]] : memref<4x4xf32> into memref<16xi32>
  return
}

// -----

func.func @a(%m: memref<4x4xf32, strided<[8, 1]>>) {
  // expected-error@+1 {{'memref.collapse_shape' op invalid source layout map or collapsing non-contiguous dims}}
  %d = memref.collapse_shape %m [[0, 1]] : memref<4x4xf32, strided<[8, 1]>> into memref<16xf32>
  return
}

// -----

func.func @a(%m: memref<4xf32>, %f: f32, %i: index) {
  // expected-error@+1 {{'memref.atomic_rmw' op with kind 'addi' expects an integer type}}
  %r = memref.atomic_rmw addi %f, %m[%i] : (f32, memref<4xf32>) -> f32
  return
}

// -----

func.func @a(%m: memref<4xf32>, %f: f32, %i: index) {
  // expected-error@+1 {{'memref.atomic_rmw' op expects the number of subscripts to be equal to memref rank}}
  %r = memref.atomic_rmw addf %f, %m[%i, %i] : (f32, memref<4xf32>) -> f32
  return
}

// -----

func.func @a(%m: memref<4xf32>) {
  // expected-error@+1 {{missing dimension operand for result type 'memref<?xf32>'}}
  %r = memref.realloc %m : memref<4xf32> to memref<?xf32>
  return
}

// -----

func.func @a(%m: memref<?xf32>) {
  // expected-error@+1 {{different element types specified for source memref type 'memref<?xf32>' and result memref type 'memref<8xi32>'}}
  %r = memref.realloc %m : memref<?xf32> to memref<8xi32>
  return
}

// -----

func.func @a(%m: memref<4xf32>) {
  // expected-error@+1 {{'memref.memory_space_cast' op operand type 'memref<4xf32>' and result type 'memref<5xf32, 1>' are cast incompatible}}
  %r = memref.memory_space_cast %m : memref<4xf32> to memref<5xf32, 1>
  return
}

// -----

func.func @a(%m: memref<4xf32>) {
  // expected-error@+1 {{'memref.assume_alignment' op alignment must be power of 2}}
  %r = memref.assume_alignment %m, 3 : memref<4xf32>
  return
}

// -----

func.func @a(%m: memref<4xf32>) {
  // expected-error@+2 {{'memref.extract_strided_metadata' op inferred type(s) 'memref<f32>', 'index', 'index', 'index' are incompatible with return type(s) of operation 'memref<f32>', 'index', 'index'}}
  // expected-error@+1 {{'memref.extract_strided_metadata' op failed to infer returned types}}
  %r:3 = memref.extract_strided_metadata %m : memref<4xf32> -> memref<f32>, index, index
  return
}

// -----

func.func @a(%t: tensor<8xf32>) {
  // expected-error@+1 {{slice along dimension 0 runs out-of-bounds: 9 >= 8}}
  %0 = tensor.extract_slice %t[6] [4] [1] : tensor<8xf32> to tensor<4xf32>
  return
}

// -----

func.func @a(%t: memref<8xf32>) {
  // expected-error@+1 {{offset 0 is out-of-bounds: 8 >= 8}}
  %0 = memref.subview %t[8] [1] [1] : memref<8xf32> to memref<1xf32, strided<[1], offset: 8>>
  return
}

// -----

func.func @a(%t: memref<8xf32>) {
  // expected-error@+1 {{slice along dimension 0 runs out-of-bounds: 8 >= 8}}
  %0 = memref.subview %t[2] [4] [2] : memref<8xf32> to memref<4xf32, strided<[2], offset: 2>>
  return
}

// -----

func.func @a(%t: memref<8xf32>) {
  // expected-error@+1 {{expected offsets to be non-negative, but got -1}}
  %0 = memref.subview %t[-1] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1], offset: -1>>
  return
}

// -----

func.func @a(%t: memref<8xf32>, %i: index) {
  // expected-error@+1 {{expected the number of 'offsets' to match the number of dynamic entries in 'static_offsets' (1 vs 0)}}
  %0 = "memref.subview"(%t, %i) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>}> : (memref<8xf32>, index) -> memref<4xf32, strided<[1]>>
  return
}

// -----

func.func @a(%t: memref<8x8xf32>, %i: index) {
  // expected-error@+1 {{expected result type to be 'memref<4x4xf32, strided<[8, 1], offset: ?>>' or a rank-reduced version. (mismatch of result layout), but got 'memref<4x4xf32, strided<[8, 1], offset: 3>>'}}
  %0 = memref.subview %t[%i, 0] [4, 4] [1, 1] : memref<8x8xf32> to memref<4x4xf32, strided<[8, 1], offset: 3>>
  return
}

// -----

func.func @a(%t: memref<8x8xf32>, %i: index) {
  // expected-error@+1 {{expected result type to be 'memref<4x4xf32, strided<[8, 1], offset: 16>>' or a rank-reduced version. (mismatch of result layout), but got 'memref<4x4xf32, strided<[8, 1], offset: ?>>'}}
  %0 = memref.subview %t[2, 0] [4, 4] [1, 1] : memref<8x8xf32> to memref<4x4xf32, strided<[8, 1], offset: ?>>
  return
}

// -----

func.func @a(%t: memref<8x8xf32>, %i: index) {
  // expected-error@+1 {{expected result type to be 'memref<4x4xf32, strided<[8, ?], offset: 16>>' or a rank-reduced version. (mismatch of result layout), but got 'memref<4x4xf32, strided<[8, 1], offset: 16>>'}}
  %0 = memref.subview %t[2, 0] [4, 4] [1, %i] : memref<8x8xf32> to memref<4x4xf32, strided<[8, 1], offset: 16>>
  return
}

// -----

func.func @a(%t: memref<8xf32>, %i: index) {
  // expected-error@+1 {{'memref.view' op operand #0 must be 1D memref of 8-bit signless integer values, but got 'memref<8xf32>'}}
  %0 = memref.view %t[%i][] : memref<8xf32> to memref<4xf32>
  return
}

// -----

func.func @a(%t: memref<f32>, %i: index) {
  // expected-error@+1 {{'memref.dim' op operand #0 must be unranked.memref of any type values or non-0-ranked.memref of any type values, but got 'memref<f32>'}}
  %0 = memref.dim %t, %i : memref<f32>
  return
}

// -----

func.func @a(%t: tensor<f32>, %i: index) {
  // expected-error@+1 {{'tensor.dim' op operand #0 must be non-0-ranked or unranked tensor, but got 'tensor<f32>'}}
  %0 = tensor.dim %t, %i : tensor<f32>
  return
}

// -----

func.func @a(%i: index) {
  // expected-error@+1 {{'memref.alloca' op attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive and whose value is a power of two > 0}}
  %0 = "memref.alloca"() <{alignment = 3 : i64, operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<8xf32>
  return
}

// -----

// expected-error@+1 {{'memref.global' op attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive and whose value is a power of two > 0}}
"memref.global"() <{alignment = 3 : i64, sym_name = "ext", type = memref<4xf32>}> : () -> ()

// -----

// expected-error@+1 {{'memref.global' op type should be static shaped memref, but got 'memref<?xf32>'}}
"memref.global"() <{sym_name = "ext", type = memref<?xf32>}> : () -> ()

// -----

// expected-error@+1 {{'memref.global' op initial value element expected to be of type 'f32', but was of type 'i32'}}
"memref.global"() <{sym_name = "ext", type = memref<4xf32>, initial_value = dense<1> : tensor<4xi32>}> : () -> ()

// -----

// expected-error@+1 {{'memref.global' op initial value shape expected to be 4 but was 2}}
"memref.global"() <{sym_name = "ext", type = memref<4xf32>, initial_value = dense<1.0> : tensor<2xf32>}> : () -> ()

// -----

// expected-error@+1 {{'memref.global' op initial value should be a unit or elements attribute, but got 1.000000e+00 : f32}}
"memref.global"() <{sym_name = "ext", type = memref<4xf32>, initial_value = 1.0 : f32}> : () -> ()

// -----

func.func @a(%t: memref<4x?xf32>, %i: index) {
  // expected-error@+1 {{'memref.expand_shape' op invalid output shape provided at pos 1}}
  %d = memref.expand_shape %t [[0, 1], [2]] output_shape [2, 3, %i] : memref<4x?xf32> into memref<2x2x?xf32>
  return
}

// -----

func.func @a(%t: memref<4x?xf32>, %i: index) {
  // expected-error@+1 {{'memref.expand_shape' op collapsed dim size (4) must equal reassociation group size (6)}}
  %d = memref.expand_shape %t [[0, 1], [2]] output_shape [2, 2, %i] : memref<4x?xf32> into memref<2x3x?xf32>
  return
}

// -----

func.func @a(%t: memref<4x?xf32>, %i: index) {
  // expected-error@+1 {{'memref.expand_shape' op invalid number of reassociation groups: found 1, expected 2}}
  %d = memref.expand_shape %t [[0, 1]] output_shape [2, 2, %i] : memref<4x?xf32> into memref<2x2x?xf32>
  return
}

// -----

func.func @a(%t: memref<4x?xf32>, %i: index) {
  // expected-error@+1 {{'memref.expand_shape' op reassociation indices must be contiguous}}
  %d = memref.expand_shape %t [[0, 1], [1, 2]] output_shape [2, 2, %i] : memref<4x?xf32> into memref<2x2x?xf32>
  return
}

// -----

func.func @a(%t: memref<4x?xf32>, %i: index) {
  // expected-error@+1 {{'memref.expand_shape' op collapsed dim (1) must be dynamic if and only if reassociation group is dynamic}}
  %d = memref.expand_shape %t [[0, 1], [2]] output_shape [2, 2, 5] : memref<4x?xf32> into memref<2x2x5xf32>
  return
}

// -----

func.func @a(%t: memref<4x?xf32>, %i: index) {
  // expected-error@+1 {{'memref.collapse_shape' op invalid number of reassociation groups: found 1, expected 2}}
  %d = memref.collapse_shape %t [[0, 1]] : memref<4x?xf32> into memref<2x?xf32>
  return
}

// -----

func.func @a(%t: memref<4x8xf32, strided<[?, 1]>>) {
  // expected-error@+1 {{'memref.collapse_shape' op expected collapsed type to be 'memref<32xf32, strided<[1]>>' but found 'memref<32xf32>'}}
  %d = memref.collapse_shape %t [[0, 1]] : memref<4x8xf32, strided<[?, 1]>> into memref<32xf32>
  return
}

// -----

func.func @a(%t: memref<4x8xf32, strided<[?, 1]>>, %i: index) {
  // expected-error@+1 {{'memref.expand_shape' op expected expanded type to be 'memref<4x2x4xf32, strided<[?, 4, 1]>>' but found 'memref<4x2x4xf32>'}}
  %d = memref.expand_shape %t [[0], [1, 2]] output_shape [4, 2, 4] : memref<4x8xf32, strided<[?, 1]>> into memref<4x2x4xf32>
  return
}

// -----

func.func @a(%m: memref<8x16xf32>) {
  // expected-error@+1 {{expected result type to be 'memref<4x4xf32, strided<[16, 1]>>' or a rank-reduced version. (mismatch of result layout), but got 'memref<4x4xf32, strided<[16, 1], offset: 1>>'}}
  %0 = memref.subview %m[0, 0] [4, 4] [1, 1] : memref<8x16xf32> to memref<4x4xf32, strided<[16, 1], offset: 1>>
  return
}

// -----

func.func @a(%m: memref<?xf32>, %i: index) {
  // expected-error@+1 {{unnecessary dimension operand for result type 'memref<8xf32>'}}
  %r = memref.realloc %m(%i) : memref<?xf32> to memref<8xf32>
  return
}

// -----

func.func @a(%m: memref<4xf32, strided<[2]>>) {
  // expected-error@+1 {{unsupported layout for source memref type 'memref<4xf32, strided<[2]>>'}}
  %r = memref.realloc %m : memref<4xf32, strided<[2]>> to memref<8xf32>
  return
}

// -----

func.func @a(%m: memref<4xf32>) {
  // expected-error@+1 {{different memory spaces specified for source memref type 'memref<4xf32>' and result memref type 'memref<8xf32, 1>'}}
  %r = memref.realloc %m : memref<4xf32> to memref<8xf32, 1>
  return
}

// -----

func.func @a(%d: memref<?x?xf32>, %i: index) {
  // expected-error@+1 {{expected 1 offset values, got 2}}
  %rc = memref.reinterpret_cast %d to offset: [0, 1], sizes: [%i, 10], strides: [10, 1] : memref<?x?xf32> to memref<?x10xf32, strided<[10, 1]>>
  return
}

// -----

func.func @a(%d: memref<?x?xf32>, %i: index) {
  // expected-error@+1 {{different memory spaces specified for source type 'memref<?x?xf32>' and result memref type 'memref<?x10xf32, strided<[10, 1]>, 1>'}}
  %rc = memref.reinterpret_cast %d to offset: [0], sizes: [%i, 10], strides: [10, 1] : memref<?x?xf32> to memref<?x10xf32, strided<[10, 1]>, 1>
  return
}

// -----

func.func @a(%m: memref<4x4xf32>) {
  // expected-error@+1 {{'memref.expand_shape' op invalid number of reassociation groups: found 1, expected 2}}
  %d = memref.expand_shape %m [[0, 1]] output_shape [2, 2, 4] : memref<4x4xf32> into memref<2x2xf32>
  return
}

// -----

func.func @a(%m: memref<4x4xf32>) {
  // expected-error@+1 {{'memref.collapse_shape' op has source rank 2 and result rank 3. This is not a collapse (2 < 3).}}
  %d = memref.collapse_shape %m [[0], [1]] : memref<4x4xf32> into memref<4x4x1xf32>
  return
}

// -----

func.func @a(%m: memref<4x4xf32>) {
  // expected-error@+1 {{'memref.expand_shape' op collapsed dim size (4) must equal reassociation group size (8)}}
  %d = "memref.expand_shape"(%m) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 4, 2, 2>}> : (memref<4x4xf32>) -> memref<4x2x2xf32>
  return
}

// -----

func.func @a(%m: memref<f32>) {
  // expected-error@+1 {{'memref.expand_shape' op rank 0 memrefs can only be extended/collapsed with/from ones}}
  %d = memref.expand_shape %m [] output_shape [1, 2] : memref<f32> into memref<1x2xf32>
  return
}

// -----

func.func @a(%m: memref<4xf32>, %s: memref<?xindex>) {
  // expected-error@+1 {{'memref.reshape' op cannot use shape operand with dynamic length to reshape to statically-ranked memref type}}
  %r = memref.reshape %m(%s) : (memref<4xf32>, memref<?xindex>) -> memref<?x?xf32>
  return
}

// -----

func.func @a(%m: memref<4xf32>, %s: memref<2xindex>) {
  // expected-error@+1 {{'memref.reshape' op result memref type should have identity affine map}}
  %r = memref.reshape %m(%s) : (memref<4xf32>, memref<2xindex>) -> memref<?x?xf32, strided<[?, 1]>>
  return
}

// -----

func.func @a(%m: memref<4xi32>, %f: i32, %i: index) {
  // expected-error@+1 {{'memref.atomic_rmw' op with kind 'mulf' expects a floating-point type}}
  %r = memref.atomic_rmw mulf %f, %m[%i] : (i32, memref<4xi32>) -> i32
  return
}

// -----

func.func @a(%m: memref<4xf32>) {
  // expected-error@+1 {{'memref.memory_space_cast' op operand type 'memref<4xf32>' and result type 'memref<4xi32, 1>' are cast incompatible}}
  %r = memref.memory_space_cast %m : memref<4xf32> to memref<4xi32, 1>
  return
}

// -----

func.func @a(%m: memref<4xf32>) {
  // expected-error@+1 {{'memref.cast' op operand type 'memref<4xf32>' and result type 'memref<4xf32, strided<[2]>>' are cast incompatible}}
  %r = memref.cast %m : memref<4xf32> to memref<4xf32, strided<[2]>>
  return
}

// -----

func.func @a(%m: memref<*xf32>) {
  // expected-error@+1 {{'memref.cast' op operand type 'memref<*xf32>' and result type 'memref<*xf32>' are cast incompatible}}
  %r = memref.cast %m : memref<*xf32> to memref<*xf32>
  return
}

// -----

func.func @a(%m: memref<4xf32>, %n: memref<5xf32>) {
  // expected-error@+1 {{'memref.copy' op requires the same shape for all operands}}
  memref.copy %m, %n : memref<4xf32> to memref<5xf32>
  return
}

// -----

func.func @a(%m: memref<4xf32>, %n: memref<4xi32>) {
  // expected-error@+1 {{'memref.copy' op requires the same element type for all operands}}
  memref.copy %m, %n : memref<4xf32> to memref<4xi32>
  return
}

// -----

func.func @a(%m: memref<4xf32>, %i: index) {
  // expected-error@+1 {{'memref.load' op failed to verify that result type matches element type of 'memref'}}
  %0 = "memref.load"(%m, %i) : (memref<4xf32>, index) -> i32
  return
}

// -----

"memref.global"() <{sym_name = "g", type = memref<4xf32>, initial_value = dense<1.0> : tensor<4xf32>}> : () -> ()
func.func @a() {
  // expected-error@+1 {{'memref.get_global' op 'a' does not reference a valid global memref}}
  %0 = "memref.get_global"() <{name = @a}> : () -> memref<4xf32>
  return
}

// -----

func.func @a(%m: memref<8xf32>, %i: index) {
  // expected-error@+1 {{'memref.subview' op operand count (2) does not match with the total size (1) specified in attribute 'operandSegmentSizes'}}
  %0 = "memref.subview"(%m, %i) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>}> : (memref<8xf32>, index) -> memref<4xf32, strided<[1]>>
  return
}

// -----

func.func @a(%m: memref<8xf32>, %i: index) {
  // expected-error@+1 {{'memref.cast' op requires a single operand}}
  %0 = "memref.cast"() : () -> memref<4xf32>
  return
}

// -----

func.func @a(%m: memref<8xf32>, %i: index) {
  // expected-error@+1 {{'memref.cast' op requires one result}}
  "memref.cast"(%m) : (memref<8xf32>) -> ()
  return
}

// -----

func.func @a(%m: memref<8xf32>, %i: index) {
  // expected-error@+1 {{'memref.load' op expected 1 or more operands, but found 0}}
  "memref.load"() : () -> f32
  return
}

// -----

func.func @a(%m: memref<8xf32>, %i: index) {
  // expected-error@+1 {{'memref.subview' op operand count (1) does not match with the total size (0) specified in attribute 'operandSegmentSizes'}}
  %0 = "memref.subview"(%m) <{static_offsets = array<i64: 0>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>}> : (memref<8xf32>) -> memref<4xf32, strided<[1]>>
  return
}

// -----

func.func @a(%m: memref<8xf32>, %i: index) {
  // expected-error@+1 {{'memref.subview' op requires attribute 'static_offsets'}}
  %0 = "memref.subview"(%m) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>}> : (memref<8xf32>) -> memref<4xf32, strided<[1]>>
  return
}

// -----

func.func @a(%m: memref<8xf32>, %i: index) {
  // expected-error@+1 {{'memref.get_global' op requires attribute 'name'}}
  %0 = "memref.get_global"() : () -> memref<4xf32>
  return
}
