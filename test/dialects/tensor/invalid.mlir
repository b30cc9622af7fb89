// RUN: bufopt %s --split-input-file --verify-diagnostics
// RUN: mlir-opt %s --split-input-file --verify-diagnostics

func.func @a(%i: index) {
  // expected-error@+1 {{'tensor.empty' op incorrect number of dynamic sizes, has 2, expected 1}}
  %0 = tensor.empty(%i, %i) : tensor<4x?xf32>
  return
}

// -----

func.func @a(%t: tensor<4x?xf32>, %i: index) {
  // expected-error@+1 {{'tensor.extract' op incorrect number of indices for extract_element}}
  %0 = tensor.extract %t[%i] : tensor<4x?xf32>
  return
}

// -----

func.func @a(%t: tensor<4x?xf32>, %i: index, %f: f32) {
  // expected-error@+1 {{'tensor.insert' op incorrect number of indices}}
  %0 = tensor.insert %f into %t[%i] : tensor<4x?xf32>
  return
}

// -----

func.func @a(%t: tensor<8x16xf32>) {
  // expected-error@+1 {{expected type to be 'tensor<4x4xf32>' or a rank-reduced version. (size mismatch) }}
  %0 = tensor.extract_slice %t[0, 0] [4, 4] [1, 1] : tensor<8x16xf32> to tensor<4x8xf32>
  return
}

// -----

func.func @a(%t: tensor<8x16xf32>) {
  // expected-error@+1 {{expected mixed offsets rank to match mixed sizes rank (2 vs 1) so the rank of the result type is well-formed.}}
  %0 = tensor.extract_slice %t[0, 0] [4] [1, 1] : tensor<8x16xf32> to tensor<4x8xf32>
  return
}

// -----

func.func @a(%t: tensor<8x16xf32>) {
  // expected-error@+1 {{expected element type to be 'f32'}}
  %0 = tensor.extract_slice %t[0, 0] [4, 4] [1, 1] : tensor<8x16xf32> to tensor<4x4xi32>
  return
}

// -----

func.func @a(%t: tensor<8x16xf32>) {
  // expected-error@+1 {{expected rank to be smaller or equal to the other rank. }}
  %0 = tensor.extract_slice %t[0, 0] [4, 4] [1, 1] : tensor<8x16xf32> to tensor<4x4x4xf32>
  return
}

// -----

func.func @a(%t: tensor<8x16xf32>, %d: tensor<4x8xf32>) {
  // expected-error@+1 {{expected type to be 'tensor<4x4xf32>' or a rank-reduced version. (size mismatch) }}
  %0 = tensor.insert_slice %d into %t[0, 0] [4, 4] [1, 1] : tensor<4x8xf32> into tensor<8x16xf32>
  return
}

// -----

func.func @a(%t: tensor<4xf32>) {
  // expected-error@+1 {{'tensor.cast' op operand type 'tensor<4xf32>' and result type 'tensor<5xf32>' are cast incompatible}}
  %0 = tensor.cast %t : tensor<4xf32> to tensor<5xf32>
  return
}

// -----

func.func @a(%t: tensor<4xf32>) {
  // expected-error@+1 {{'tensor.cast' op operand type 'tensor<4xf32>' and result type 'tensor<4xi32>' are cast incompatible}}
  %0 = tensor.cast %t : tensor<4xf32> to tensor<4xi32>
  return
}

// -----

func.func @a(%f: f32) {
  // expected-error@+1 {{number of operands and types do not match: got 2 operands and 3 types}}
  %0 = tensor.from_elements %f, %f : tensor<3xf32>
  return
}

// -----

func.func @a(%f: f32, %i: index) {
  // expected-error@+1 {{'tensor.generate' op incorrect number of dynamic sizes, has 1, expected 2}}
  %0 = tensor.generate %i {
  ^bb0(%a: index):
    tensor.yield %f : f32
  } : tensor<?x?xf32>
  return
}

// -----

func.func @a(%f: f32, %i: index) {
  // expected-error@+1 {{'tensor.generate' op body must be terminated with a `yield` operation of the tensor element type}}
  %0 = tensor.generate %i {
  ^bb0(%a: index):
    %c = arith.constant 1 : i32
    tensor.yield %c : i32
  } : tensor<?xf32>
  return
}

// -----

func.func @a(%f: f32, %i: index) {
  // expected-error@+1 {{all body arguments must be index}}
  %0 = tensor.generate %i {
  ^bb0(%a: index, %b: i32):
    tensor.yield %f : f32
  } : tensor<?x4xf32>
  return
}

// -----

func.func @a(%d: tensor<?x?xf32>, %f: f32) {
  // expected-error@+1 {{specified type 'tensor<?xf32>' does not match the inferred type 'tensor<?x?xf32>'}}
  %p = tensor.pad %d low[1, 1] high[2, 2] {
  ^bb0(%a: index, %b: index):
    tensor.yield %f : f32
  } : tensor<?x?xf32> to tensor<?xf32>
  return
}

// -----

func.func @a(%d: tensor<4x4xf32>, %f: f32) {
  // expected-error@+1 {{specified type 'tensor<8x8xf32>' does not match the inferred type 'tensor<7x7xf32>'}}
  %p = tensor.pad %d low[1, 1] high[2, 2] {
  ^bb0(%a: index, %b: index):
    tensor.yield %f : f32
  } : tensor<4x4xf32> to tensor<8x8xf32>
  return
}

// -----

func.func @a(%d: tensor<4x4xf32>, %f: f32) {
  // expected-error@+1 {{expected the block to have 2 arguments}}
  %p = tensor.pad %d low[1, 1] high[2, 2] {
  ^bb0(%a: index):
    tensor.yield %f : f32
  } : tensor<4x4xf32> to tensor<7x7xf32>
  return
}

// -----

func.func @a(%d: tensor<4x4xf32>, %f: i32) {
  // expected-error@+1 {{'tensor.pad' op expected yield type to match shape element type}}
  %p = tensor.pad %d low[1, 1] high[2, 2] {
  ^bb0(%a: index, %b: index):
    tensor.yield %f : i32
  } : tensor<4x4xf32> to tensor<7x7xf32>
  return
}

// -----

func.func @a(%d: tensor<?x?xf32>, %i: index) {
  // expected-error@+1 {{'tensor.expand_shape' op expected number of static shape dims to be equal to the output rank (2) but found 3 inputs instead}}
  %ex = tensor.expand_shape %d [[0, 1], [2]] output_shape [%i, 4, %i] : tensor<?x?xf32> into tensor<?x4xf32>
  return
}

// -----

func.func @a(%d: tensor<?x?xf32>, %i: index) {
  // expected-error@+1 {{'tensor.expand_shape' op expected reassociation map #1 to be valid and contiguous.}}
  %ex = tensor.expand_shape %d [[0, 1], [1, 2]] output_shape [%i, 4, %i] : tensor<?x?xf32> into tensor<?x4x?xf32>
  return
}

// -----

func.func @a(%d: tensor<4x8xf32>) {
  // expected-error@+1 {{'tensor.expand_shape' op expected dimension 0 of collapsed type to be static value of 6}}
  %ex = tensor.expand_shape %d [[0, 1], [2]] output_shape [2, 3, 8] : tensor<4x8xf32> into tensor<2x3x8xf32>
  return
}

// -----

func.func @a(%d: tensor<?x4x?xf32>) {
  // expected-error@+1 {{'tensor.collapse_shape' op expected reassociation map #0 to have size equal to the expanded rank (3), but it is  2.}}
  %co = tensor.collapse_shape %d [[0, 1]] : tensor<?x4x?xf32> into tensor<?xf32>
  return
}

// -----

func.func @a(%d: tensor<?x4x?xf32>) {
  // expected-error@+1 {{'tensor.collapse_shape' op expected collapsed type to be 'tensor<?x?xf32>', but got 'tensor<?x?xi32>'}}
  %co = tensor.collapse_shape %d [[0, 1], [2]] : tensor<?x4x?xf32> into tensor<?x?xi32>
  return
}

// -----

func.func @a(%d: tensor<2x4x?xf32>) {
  // expected-error@+1 {{'tensor.collapse_shape' op expected dimension 0 of collapsed type to be static value of 8}}
  %co = tensor.collapse_shape %d [[0, 1], [2]] : tensor<2x4x?xf32> into tensor<9x?xf32>
  return
}

// -----

func.func @a(%d: tensor<?x?xf32>, %s: tensor<3xindex>) {
  // expected-error@+1 {{'tensor.reshape' op length of shape operand differs from the result's tensor rank}}
  %rs = tensor.reshape %d(%s) : (tensor<?x?xf32>, tensor<3xindex>) -> tensor<?x?xf32>
  return
}

// -----

func.func @a(%d: tensor<?x?xf32>, %s: tensor<2xindex>) {
  // expected-error@+1 {{'tensor.reshape' op element types of source and destination tensor types should be the same}}
  %rs = tensor.reshape %d(%s) : (tensor<?x?xf32>, tensor<2xindex>) -> tensor<?x?xi32>
  return
}

// -----

func.func @a(%d: tensor<4x4xf32>, %s: tensor<2xindex>) {
  // expected-error@+1 {{'tensor.reshape' op source and destination tensor should have the same number of elements}}
  %rs = tensor.reshape %d(%s) : (tensor<4x4xf32>, tensor<2xindex>) -> tensor<4x5xf32>
  return
}

// -----

func.func @a(%f: f32, %i: index) {
  // expected-error@+1 {{'tensor.splat' op incorrect number of dynamic sizes, has 2, expected 1}}
  %0 = tensor.splat %f[%i, %i] : tensor<?x4xf32>
  return
}

// -----

func.func @a(%d: tensor<?x?xf32>) {
  // expected-error@+1 {{'tensor.concat' op concatenation dim must be less than the tensor rank}}
  %cc = tensor.concat dim(2) %d, %d : (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
  return
}

// -----

func.func @a(%d: tensor<4x?xf32>, %e: tensor<5x?xf32>) {
  // expected-error@+1 {{'tensor.concat' op static concatenation size mismatch along non-concatenated dimension 0}}
  %cc = tensor.concat dim(1) %d, %e : (tensor<4x?xf32>, tensor<5x?xf32>) -> tensor<4x?xf32>
  return
}

// -----

func.func @a(%d: tensor<4x3xf32>, %e: tensor<5x3xf32>) {
  // expected-error@+1 {{'tensor.concat' op result type 'tensor<8x3xf32>'does not match inferred shape 'tensor<9x3xf32>' static sizes}}
  %cc = tensor.concat dim(0) %d, %e : (tensor<4x3xf32>, tensor<5x3xf32>) -> tensor<8x3xf32>
  return
}

// -----

func.func @a(%d: tensor<4xi32>) {
  // expected-error@+1 {{'tensor.bitcast' op operand type 'tensor<4xi32>' and result type 'tensor<4xi64>' are cast incompatible}}
  %0 = tensor.bitcast %d : tensor<4xi32> to tensor<4xi64>
  return
}

// -----

func.func @a(%d: tensor<4x3xf32>, %e: tensor<5x3xi32>) {
  // expected-error@+1 {{'tensor.concat' op inputs and result element type must match}}
  %cc = tensor.concat dim(0) %d, %e : (tensor<4x3xf32>, tensor<5x3xi32>) -> tensor<9x3xf32>
  return
}

// -----

func.func @a(%d: tensor<4x3xf32>) {
  // expected-error@+1 {{'tensor.concat' op rank of concatenated inputs must match result rank}}
  %cc = tensor.concat dim(0) %d : (tensor<4x3xf32>) -> tensor<4x3x1xf32>
  return
}

// -----

func.func @a(%t: tensor<8xf32>) {
  // expected-error@+1 {{slice along dimension 0 runs out-of-bounds: 9 >= 8}}
  %0 = tensor.extract_slice %t[6] [4] [1] : tensor<8xf32> to tensor<4xf32>
  return
}

// -----

func.func @a(%t: tensor<8xf32>) {
  // expected-error@+1 {{offset 0 is out-of-bounds: 8 >= 8}}
  %0 = tensor.extract_slice %t[8] [1] [1] : tensor<8xf32> to tensor<1xf32>
  return
}

// -----

func.func @a(%t: tensor<8xf32>, %s: tensor<4xf32>) {
  // expected-error@+1 {{slice along dimension 0 runs out-of-bounds: 8 >= 8}}
  %0 = tensor.insert_slice %s into %t[2] [4] [2] : tensor<4xf32> into tensor<8xf32>
  return
}

// -----

func.func @a(%t: tensor<8xf32>, %i: index) {
  // expected-error@+1 {{expected the number of 'offsets' to match the number of dynamic entries in 'static_offsets' (1 vs 0)}}
  %0 = "tensor.extract_slice"(%t, %i) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>}> : (tensor<8xf32>, index) -> tensor<4xf32>
  return
}

// -----

func.func @a(%t: tensor<8x8xf32>) {
  // expected-error@+1 {{expected 2 offset values, got 1}}
  %0 = tensor.extract_slice %t[0] [4] [1] : tensor<8x8xf32> to tensor<4xf32>
  return
}

// -----

func.func @a(%t: tensor<8x8xf32>) {
  // expected-error@+1 {{expected mixed sizes rank to match mixed strides rank (2 vs 1) so the rank of the result type is well-formed.}}
  %0 = tensor.extract_slice %t[0, 0] [4, 4] [1] : tensor<8x8xf32> to tensor<4x4xf32>
  return
}

// -----

func.func @a(%t: tensor<8xf32>) {
  // expected-error@+1 {{expected offsets to be non-negative, but got -1}}
  %0 = tensor.extract_slice %t[-1] [4] [1] : tensor<8xf32> to tensor<4xf32>
  return
}

// -----

func.func @a(%t: tensor<8x1x8xf32>) {
  // expected-error@+1 {{expected type to be 'tensor<1x1x8xf32>' or a rank-reduced version. (size mismatch) }}
  %0 = tensor.extract_slice %t[0, 0, 0] [1, 1, 8] [1, 1, 1] : tensor<8x1x8xf32> to tensor<2x8xf32>
  return
}

// -----

func.func @a(%t: tensor<8xf32>, %s: tensor<2xf32>) -> tensor<8xf32> {
  %r = scf.forall (%i) in (4) shared_outs(%o = %t) -> tensor<8xf32> {
    scf.forall.in_parallel {
      // expected-error@+1 {{expected type to be 'tensor<3xf32>' or a rank-reduced version. (size mismatch) }}
      tensor.parallel_insert_slice %s into %o[%i] [3] [1] : tensor<2xf32> into tensor<8xf32>
    }
  }
  return %r : tensor<8xf32>
}

// -----

func.func @a(%f: f32) {
  // expected-error@+1 {{'tensor.yield' op expects parent op to be one of 'tensor.generate, tensor.pad'}}
  tensor.yield %f : f32
}

// -----

func.func @a(%t: tensor<f32>, %i: index) {
  // expected-error@+1 {{'tensor.dim' op operand #0 must be non-0-ranked or unranked tensor, but got 'tensor<f32>'}}
  %0 = tensor.dim %t, %i : tensor<f32>
  return
}

// -----

func.func @a(%d: tensor<4x4xf32>, %f: f32) {
  // expected-error@+1 {{'tensor.pad' op expected block argument 2 to be an index}}
  %p = tensor.pad %d low[1, 1] high[2, 2] {
  ^bb0(%a: index, %b: i32):
    tensor.yield %f : f32
  } : tensor<4x4xf32> to tensor<7x7xf32>
  return
}

// -----

func.func @a(%d: tensor<?x?xf32>, %s: tensor<?xindex>) {
  // expected-error@+1 {{'tensor.reshape' op cannot use shape operand with dynamic length to reshape to statically-ranked tensor type}}
  %rs = tensor.reshape %d(%s) : (tensor<?x?xf32>, tensor<?xindex>) -> tensor<?x?xf32>
  return
}

// -----

func.func @a(%d: tensor<2x4xf32>) {
  // expected-error@+1 {{'tensor.collapse_shape' op expected dimension 0 of collapsed type to be static value of 8}}
  %co = tensor.collapse_shape %d [[0, 1]] : tensor<2x4xf32> into tensor<?xf32>
  return
}

// -----

func.func @a(%d: tensor<2x4xf32>) {
  // expected-error@+1 {{'tensor.collapse_shape' op expected the expanded type, 'tensor<2x4xf32>' to have a higher (or same) rank than the collapsed type, 'tensor<2x4x1xf32>'.}}
  %co = tensor.collapse_shape %d [[0], [1]] : tensor<2x4xf32> into tensor<2x4x1xf32>
  return
}

// -----

func.func @a(%d: tensor<2x4xf32>) {
  // expected-error@+1 {{'tensor.concat' op requires at least one input}}
  %co = "tensor.concat"() <{dim = 0 : i64}> : () -> tensor<2x4xf32>
  return
}

// -----

func.func @a(%d: tensor<4xf32>) {
  // expected-error@+1 {{'tensor.cast' op operand type 'tensor<4xf32>' and result type 'tensor<4x1xf32>' are cast incompatible}}
  %0 = tensor.cast %d : tensor<4xf32> to tensor<4x1xf32>
  return
}

// -----

func.func @from_elements_unranked(%e: i32) {
  // The custom form reads a ranked tensor type; reported at the type.
  // expected-error@+1 {{custom op 'tensor.from_elements' invalid kind of type specified: expected builtin.tensor, but found 'tensor<*xi32>'}}
  %0 = tensor.from_elements %e : tensor<*xi32>
  return
}
