// RUN: bufopt %s --split-input-file --verify-diagnostics

// Verifier and parser errors of the linalg ops, with mlir-opt 22's messages.

#id = affine_map<(d0, d1) -> (d0, d1)>
#r = affine_map<(d0, d1) -> (d0)>
func.func @maps_count(%a: tensor<4x8xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error@+1 {{'linalg.generic' op expected the number of indexing_map (1) to be equal to the number of input/output operands (2)}}
  %r = linalg.generic {indexing_maps = [#id], iterator_types = ["parallel", "reduction"]} ins(%a : tensor<4x8xf32>) outs(%b : tensor<4xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<4xf32>
  return %r : tensor<4xf32>
}

// -----

#id = affine_map<(d0, d1) -> (d0, d1)>
#r = affine_map<(d0, d1) -> (d0)>
func.func @iter_count(%a: tensor<4x8xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error@+1 {{'linalg.generic' op expected indexing_map #0 to have 1 dim(s) to match the number of loops}}
  %r = linalg.generic {indexing_maps = [#id, #r], iterator_types = ["parallel"]} ins(%a : tensor<4x8xf32>) outs(%b : tensor<4xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<4xf32>
  return %r : tensor<4xf32>
}

// -----

#id = affine_map<(d0, d1) -> (d0, d1)>
#r = affine_map<(d0, d1) -> (d0)>
func.func @rank(%a: tensor<4x8xf32>, %b: tensor<4x2xf32>) -> tensor<4x2xf32> {
  // expected-error@+1 {{'linalg.generic' op expected operand #1 rank (2) to match the result rank of indexing_map (1)}}
  %r = linalg.generic {indexing_maps = [#id, #r], iterator_types = ["parallel", "reduction"]} ins(%a : tensor<4x8xf32>) outs(%b : tensor<4x2xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<4x2xf32>
  return %r : tensor<4x2xf32>
}

// -----

#id = affine_map<(d0, d1) -> (d0, d1)>
#r = affine_map<(d0, d1) -> (d0)>
func.func @nargs(%a: tensor<4x8xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error@+1 {{'linalg.generic' op expected as many non-induction variable region arguments as the number of input/output operands}}
  %r = linalg.generic {indexing_maps = [#id, #r], iterator_types = ["parallel", "reduction"]} ins(%a : tensor<4x8xf32>) outs(%b : tensor<4xf32>) {
  ^bb0(%in: f32):
    linalg.yield %in : f32
  } -> tensor<4xf32>
  return %r : tensor<4xf32>
}

// -----

#id = affine_map<(d0, d1) -> (d0, d1)>
#r = affine_map<(d0, d1) -> (d0)>
func.func @argtype(%a: tensor<4x8xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error@+1 {{'linalg.generic' op expected type of bb argument #0 ('f16') to match element or self type of the corresponding operand ('f32')}}
  %r = linalg.generic {indexing_maps = [#id, #r], iterator_types = ["parallel", "reduction"]} ins(%a : tensor<4x8xf32>) outs(%b : tensor<4xf32>) {
  ^bb0(%in: f16, %out: f32):
    linalg.yield %out : f32
  } -> tensor<4xf32>
  return %r : tensor<4xf32>
}

// -----

#id = affine_map<(d0, d1) -> (d0, d1)>
#r = affine_map<(d0, d1) -> (d0)>
func.func @yield_count(%a: tensor<4x8xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  %r = linalg.generic {indexing_maps = [#id, #r], iterator_types = ["parallel", "reduction"]} ins(%a : tensor<4x8xf32>) outs(%b : tensor<4xf32>) {
  ^bb0(%in: f32, %out: f32):
    // expected-error@+1 {{'linalg.yield' op expected number of yield values (2) to match the number of inits / outs operands of the enclosing LinalgOp (1)}}
    linalg.yield %in, %out : f32, f32
  } -> tensor<4xf32>
  return %r : tensor<4xf32>
}

// -----

#id = affine_map<(d0, d1) -> (d0, d1)>
#r = affine_map<(d0, d1) -> (d0)>
func.func @yield_type(%a: tensor<4x8xf32>, %b: tensor<4xf32>, %x: f16) -> tensor<4xf32> {
  %r = linalg.generic {indexing_maps = [#id, #r], iterator_types = ["parallel", "reduction"]} ins(%a : tensor<4x8xf32>) outs(%b : tensor<4xf32>) {
  ^bb0(%in: f32, %out: f32):
    // expected-error@+1 {{'linalg.yield' op type of yield operand 1 ('f16') doesn't match the element type of the enclosing linalg.generic op ('f32')}}
    linalg.yield %x : f16
  } -> tensor<4xf32>
  return %r : tensor<4xf32>
}

// -----

#id = affine_map<(d0, d1) -> (d0, d1)>
#r = affine_map<(d0, d1) -> (d0)>
func.func @index_dim(%a: tensor<4x8xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  %r = linalg.generic {indexing_maps = [#id, #r], iterator_types = ["parallel", "reduction"]} ins(%a : tensor<4x8xf32>) outs(%b : tensor<4xf32>) {
  ^bb0(%in: f32, %out: f32):
    // expected-error@+1 {{'linalg.index' op expected dim (2) to be lower than the number of loops (2) of the enclosing LinalgOp}}
    %i = linalg.index 2 : index
    linalg.yield %in : f32
  } -> tensor<4xf32>
  return %r : tensor<4xf32>
}

// -----

func.func @index_parent() {
  // expected-error@+1 {{'linalg.index' op expected parent op with LinalgOp interface}}
  %i = linalg.index 0 : index
  return
}

// -----

func.func @yield_parent(%x: f32) {
  // expected-error@+1 {{'linalg.yield' op expected parent op with LinalgOp interface}}
  linalg.yield %x : f32
}

// -----

#id = affine_map<(d0, d1) -> (d0, d1)>
#r = affine_map<(d0, d1) -> (d0)>
func.func @shape(%a: tensor<4x8xf32>, %b: tensor<5xf32>) -> tensor<5xf32> {
  // expected-error@+1 {{'linalg.generic' op inferred input/output operand #1 has shape's dimension #0 to be 4, but found 5}}
  %r = linalg.generic {indexing_maps = [#id, #r], iterator_types = ["parallel", "reduction"]} ins(%a : tensor<4x8xf32>) outs(%b : tensor<5xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<5xf32>
  return %r : tensor<5xf32>
}

// -----

#id = affine_map<(d0, d1) -> (d0, d1)>
#r = affine_map<(d0, d1) -> (d0)>
func.func @iter_bad(%a: tensor<4x8xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error@+1 {{unexpected iterator_type (foo)}}
  %r = linalg.generic {indexing_maps = [#id, #r], iterator_types = ["parallel", "foo"]} ins(%a : tensor<4x8xf32>) outs(%b : tensor<4xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<4xf32>
  return %r : tensor<4xf32>
}

// -----

#id = affine_map<(d0, d1) -> (d0, d1)>
#r = affine_map<(d0, d1) -> (d0)>
func.func @no_iter(%a: tensor<4x8xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error@+1 {{expected "iterator_types" array attribute}}
  %r = linalg.generic {indexing_maps = [#id, #r]} ins(%a : tensor<4x8xf32>) outs(%b : tensor<4xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<4xf32>
  return %r : tensor<4xf32>
}

// -----

#id = affine_map<(d0, d1) -> (d0, d1)>
#r = affine_map<(d0, d1) -> (d0)>
func.func @nres(%a: tensor<4x8xf32>, %b: tensor<4xf32>) {
  // expected-error@+1 {{'linalg.generic' op expected the number of tensor results (0) to be equal to the number of output tensors (1)}}
  linalg.generic {indexing_maps = [#id, #r], iterator_types = ["parallel", "reduction"]} ins(%a : tensor<4x8xf32>) outs(%b : tensor<4xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  }
  return
}

// -----

#id = affine_map<(d0, d1) -> (d0, d1)>
#s = affine_map<(d0, d1)[s0] -> (d0)>
func.func @sym(%a: tensor<4x8xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error@+1 {{'linalg.generic' op unexpected symbols in indexing_map #1}}
  %r = linalg.generic {indexing_maps = [#id, #s], iterator_types = ["parallel", "reduction"]} ins(%a : tensor<4x8xf32>) outs(%b : tensor<4xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<4xf32>
  return %r : tensor<4xf32>
}

// -----

#id = affine_map<(d0, d1) -> (d0, d1)>
#r = affine_map<(d0) -> (d0)>
func.func @dims(%a: tensor<4x8xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error@+1 {{'linalg.generic' op expected indexing_map #1 to have 2 dim(s) to match the number of loops}}
  %r = linalg.generic {indexing_maps = [#id, #r], iterator_types = ["parallel", "reduction"]} ins(%a : tensor<4x8xf32>) outs(%b : tensor<4xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<4xf32>
  return %r : tensor<4xf32>
}

// -----

func.func @map_arity(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error@+1 {{'linalg.map' op expects number of operands to match the arity of mapper, but got: 2 and 3}}
  %r = linalg.map ins(%a : tensor<4xf32>) outs(%b : tensor<4xf32>)
    (%in: f32, %in2: f32, %init: f32) {
      linalg.yield %in : f32
    }
  return %r : tensor<4xf32>
}

// -----

func.func @map_argtype(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error@+1 {{'linalg.map' op expected element type of input 'f32' to match bbArg type 'f16'}}
  %r = linalg.map ins(%a : tensor<4xf32>) outs(%b : tensor<4xf32>)
    (%in: f16, %init: f32) {
      linalg.yield %init : f32
    }
  return %r : tensor<4xf32>
}

// -----

func.func @map_shape(%a: tensor<5xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error@+1 {{'linalg.map' op expected shape of input (5) to match shape of output (4)}}
  %r = linalg.map { math.exp } ins(%a : tensor<5xf32>) outs(%b : tensor<4xf32>)
  return %r : tensor<4xf32>
}

// -----

func.func @map_old(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error@+1 {{'linalg.map' op expects number of operands to match the arity of mapper, but got: 2 and 1}}
  %r = linalg.map ins(%a : tensor<4xf32>) outs(%b : tensor<4xf32>)
    (%in: f32) {
      linalg.yield %in : f32
    }
  return %r : tensor<4xf32>
}

// -----

func.func @red_dims(%a: tensor<4x8xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error@+1 {{'linalg.reduce' op dimensions for reduction should be in the range [0, 1].}}
  %r = linalg.reduce { arith.addf } ins(%a : tensor<4x8xf32>) outs(%b : tensor<4xf32>) dimensions = [2]
  return %r : tensor<4xf32>
}

// -----

func.func @red_rank(%a: tensor<4x8xf32>, %b: tensor<4x8xf32>) -> tensor<4x8xf32> {
  // expected-error@+1 {{'linalg.reduce' op number of dimensions after reduction 1 doesn't match the init rank 2}}
  %r = linalg.reduce { arith.addf } ins(%a : tensor<4x8xf32>) outs(%b : tensor<4x8xf32>) dimensions = [1]
  return %r : tensor<4x8xf32>
}

// -----

func.func @red_shape(%a: tensor<4x8xf32>, %b: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error@+1 {{'linalg.reduce' op init dimensions [8] doesn't match input dimensions after reduction [4]}}
  %r = linalg.reduce { arith.addf } ins(%a : tensor<4x8xf32>) outs(%b : tensor<8xf32>) dimensions = [1]
  return %r : tensor<8xf32>
}

// -----

func.func @red_args(%a: tensor<4x8xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error@+1 {{'linalg.reduce' op mismatching number of operands and block arguments}}
  %r = linalg.reduce ins(%a : tensor<4x8xf32>) outs(%b : tensor<4xf32>) dimensions = [1]
    (%in: f32) {
      linalg.yield %in : f32
    }
  return %r : tensor<4xf32>
}

// -----

func.func @red_intype(%a: tensor<4x8xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error@+1 {{'linalg.reduce' op input element type 'f32' does not match corresponding block argument type 'f16'}}
  %r = linalg.reduce ins(%a : tensor<4x8xf32>) outs(%b : tensor<4xf32>) dimensions = [1]
    (%in: f16, %init: f32) {
      linalg.yield %init : f32
    }
  return %r : tensor<4xf32>
}

// -----

func.func @red_outtype(%a: tensor<4x8xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error@+1 {{'linalg.reduce' op output element type 'f32' does not match corresponding block argument type 'f16'}}
  %r = linalg.reduce ins(%a : tensor<4x8xf32>) outs(%b : tensor<4xf32>) dimensions = [1]
    (%in: f32, %init: f16) {
      linalg.yield %in : f32
    }
  return %r : tensor<4xf32>
}

// -----

func.func @tr_perm(%a: tensor<4x8xf32>, %b: tensor<8x4xf32>) -> tensor<8x4xf32> {
  // expected-error@+1 {{'linalg.transpose' op permutation is not valid}}
  %r = linalg.transpose ins(%a : tensor<4x8xf32>) outs(%b : tensor<8x4xf32>) permutation = [1, 1]
  return %r : tensor<8x4xf32>
}

// -----

func.func @tr_rank(%a: tensor<4x8xf32>, %b: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error@+1 {{'linalg.transpose' op input rank 2 does not match init rank 1}}
  %r = linalg.transpose ins(%a : tensor<4x8xf32>) outs(%b : tensor<8xf32>) permutation = [0]
  return %r : tensor<8xf32>
}

// -----

func.func @tr_size(%a: tensor<4x8xf32>, %b: tensor<8x4xf32>) -> tensor<8x4xf32> {
  // expected-error@+1 {{'linalg.transpose' op size of permutation 3 does not match the argument rank 2}}
  %r = linalg.transpose ins(%a : tensor<4x8xf32>) outs(%b : tensor<8x4xf32>) permutation = [0, 1, 2]
  return %r : tensor<8x4xf32>
}

// -----

func.func @tr_dim(%a: tensor<4x8xf32>, %b: tensor<8x4xf32>) -> tensor<8x4xf32> {
  // expected-error@+1 {{'linalg.transpose' op dim(result, 0) = 8 doesn't match dim(input, permutation[0]) = 4}}
  %r = linalg.transpose ins(%a : tensor<4x8xf32>) outs(%b : tensor<8x4xf32>) permutation = [0, 1]
  return %r : tensor<8x4xf32>
}

// -----

func.func @bc_rank(%a: tensor<8xf32>, %b: tensor<4x8xf32>) -> tensor<4x8xf32> {
  // expected-error@+1 {{'linalg.broadcast' op input rank plus added dimensions does not match init rank. input rank: 1, dimensions size: 2, init rank: 2}}
  %r = linalg.broadcast ins(%a : tensor<8xf32>) outs(%b : tensor<4x8xf32>) dimensions = [0, 1]
  return %r : tensor<4x8xf32>
}

// -----

func.func @bc_range(%a: tensor<8xf32>, %b: tensor<4x8xf32>) -> tensor<4x8xf32> {
  // expected-error@+1 {{'linalg.broadcast' op dimension 0 is out of range. expected range: [0, 1], got: 2}}
  %r = linalg.broadcast ins(%a : tensor<8xf32>) outs(%b : tensor<4x8xf32>) dimensions = [2]
  return %r : tensor<4x8xf32>
}

// -----

func.func @bc_dim(%a: tensor<8xf32>, %b: tensor<4x8xf32>) -> tensor<4x8xf32> {
  // expected-error@+1 {{'linalg.broadcast' op input dim 0 should match init dim 0. input: 8, init: 4}}
  %r = linalg.broadcast ins(%a : tensor<8xf32>) outs(%b : tensor<4x8xf32>) dimensions = [1]
  return %r : tensor<4x8xf32>
}

// -----

func.func @mm_shape(%a: tensor<4x8xf32>, %b: tensor<7x16xf32>, %c: tensor<4x16xf32>) -> tensor<4x16xf32> {
  // expected-error@+1 {{'linalg.matmul' op inferred input/output operand #1 has shape's dimension #0 to be 8, but found 7}}
  %r = linalg.matmul ins(%a, %b : tensor<4x8xf32>, tensor<7x16xf32>) outs(%c : tensor<4x16xf32>) -> tensor<4x16xf32>
  return %r : tensor<4x16xf32>
}

// -----

func.func @mm_nargs(%a: tensor<4x8xf32>, %c: tensor<4x16xf32>) -> tensor<4x16xf32> {
  %r = linalg.matmul ins(%a : tensor<4x8xf32>) outs(%c : tensor<4x16xf32>) -> tensor<4x16xf32>
  // The error points at the token after the op, as upstream.
  // expected-error@+1 {{[parseNamedStructuredOpRegion] ods-gen generated region expects 3 args, got 2}}
  return %r : tensor<4x16xf32>
}

// -----

func.func @mm_res(%a: tensor<4x8xf32>, %b: tensor<8x16xf32>, %c: tensor<4x16xf32>) {
  // expected-error@+1 {{'linalg.matmul' op expected the number of tensor results (0) to be equal to the number of output tensors (1)}}
  linalg.matmul ins(%a, %b : tensor<4x8xf32>, tensor<8x16xf32>) outs(%c : tensor<4x16xf32>)
  return
}

// -----

func.func @mm_restype(%a: tensor<4x8xf32>, %b: tensor<8x16xf32>, %c: tensor<4x16xf32>) {
  // expected-error@+1 {{'linalg.matmul' op expected type of operand #2 ('tensor<4x16xf32>') to match type of corresponding result ('tensor<4x17xf32>')}}
  %r = linalg.matmul ins(%a, %b : tensor<4x8xf32>, tensor<8x16xf32>) outs(%c : tensor<4x16xf32>) -> tensor<4x17xf32>
  return
}

// -----

func.func @div_u(%a: tensor<4xf32>, %c: tensor<4xf32>) {
  // expected-error@+1 {{unsupported operation: unsigned div not on uint}}
  %r = linalg.div_unsigned ins(%a, %a : tensor<4xf32>, tensor<4xf32>) outs(%c : tensor<4xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @exp_int(%a: tensor<4xi32>, %c: tensor<4xi32>) {
  // expected-error@+1 {{unsupported non numeric type}}
  %r = linalg.exp ins(%a : tensor<4xi32>) outs(%c : tensor<4xi32>) -> tensor<4xi32>
  return
}

// -----

func.func @add_mixed(%a: tensor<4xi32>, %b: tensor<4xf32>, %c: tensor<4xf32>) {
  // expected-error@+1 {{Cannot build binary Linalg operation: expects allComplex, allFloatingPoint, or allInteger, got 'i32' and 'f32'}}
  %r = linalg.add ins(%a, %b : tensor<4xi32>, tensor<4xf32>) outs(%c : tensor<4xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @conv_shape(%i: tensor<1x10x10x3xf32>, %k: tensor<3x3x3x8xf32>, %o: tensor<1x9x9x8xf32>) {
  // expected-error@+1 {{'linalg.conv_2d_nhwc_hwcf' op inferred input/output operand #0 has shape's dimension #1 to be greater than or equal to 11, but found 10}}
  %0 = linalg.conv_2d_nhwc_hwcf ins(%i, %k : tensor<1x10x10x3xf32>, tensor<3x3x3x8xf32>) outs(%o : tensor<1x9x9x8xf32>) -> tensor<1x9x9x8xf32>
  return
}

// -----

func.func @fill_memref_res(%x: f32, %m: memref<4xf32>) {
  // expected-error@+1 {{'linalg.fill' op result #0 must be variadic of ranked tensor of any type values, but got 'memref<4xf32>'}}
  %0 = linalg.fill ins(%x : f32) outs(%m : memref<4xf32>) -> memref<4xf32>
  return
}

// -----

func.func @mm_maps(%a: tensor<8x4xf32>, %b: tensor<8x16xf32>, %c: tensor<4x16xf32>) {
  // expected-error@+1 {{element of indexing_maps array is not an affine_map}}
  %r = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0)>, 3] ins(%a, %b : tensor<8x4xf32>, tensor<8x16xf32>) outs(%c : tensor<4x16xf32>) -> tensor<4x16xf32>
  return
}

// -----

func.func @map_shape(%a: tensor<5x3xf32>, %b: tensor<4x3xf32>) -> tensor<4x3xf32> {
  // expected-error@+1 {{'linalg.map' op expected shape of input (5, 3) to match shape of output (4, 3)}}
  %r = linalg.map { math.exp } ins(%a : tensor<5x3xf32>) outs(%b : tensor<4x3xf32>)
  return %r : tensor<4x3xf32>
}

// -----

func.func @map_inittype(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error@+1 {{'linalg.map' op expected type of bb argument #1 ('f16') to match element or self type of the corresponding operand ('f32')}}
  %r = linalg.map ins(%a : tensor<4xf32>) outs(%b : tensor<4xf32>)
    (%in: f32, %init: f16) {
      linalg.yield %in : f32
    }
  return %r : tensor<4xf32>
}

// -----

func.func @red_shape(%a: tensor<4x8x2xf32>, %b: tensor<8x3xf32>) -> tensor<8x3xf32> {
  // expected-error@+1 {{'linalg.reduce' op init dimensions [8, 3] doesn't match input dimensions after reduction [8, 2]}}
  %r = linalg.reduce { arith.addf } ins(%a : tensor<4x8x2xf32>) outs(%b : tensor<8x3xf32>) dimensions = [0]
  return %r : tensor<8x3xf32>
}

// -----

func.func @map_yield(%a: tensor<4xf32>, %b: tensor<4xf32>, %x: f16) -> tensor<4xf32> {
  %r = linalg.map ins(%a : tensor<4xf32>) outs(%b : tensor<4xf32>)
    (%in: f32, %init: f32) {
      // expected-error@+1 {{'linalg.yield' op type of yield operand 1 ('f16') doesn't match the element type of the enclosing linalg.generic op ('f32')}}
      linalg.yield %x : f16
    }
  return %r : tensor<4xf32>
}

// -----

#id = affine_map<(d0, d1) -> (d0, d1)>
#r = affine_map<(d0, d1) -> (d0)>
func.func @s2l(%a: tensor<4x8xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error@+1 {{'linalg.generic' op invalid indexing maps are non-invertible: ((d0, d1) -> (d0, d0))}}
  %r = linalg.generic {indexing_maps = [#r, #r], iterator_types = ["parallel", "reduction"]} ins(%b : tensor<4xf32>) outs(%b : tensor<4xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<4xf32>
  return %r : tensor<4xf32>
}

// -----

func.func @mixed(%a: tensor<4xf32>, %b: memref<4xf32>) {
  // expected-error@+1 {{'linalg.copy' op expected to have pure tensor or buffer semantics}}
  linalg.copy ins(%a : tensor<4xf32>) outs(%b : memref<4xf32>)
  return
}

// -----

// A contraction's body must accumulate a product (ContractionOpInterface).
func.func @mm_body(%a: tensor<4x8xf32>, %b: tensor<8x16xf32>, %c: tensor<4x16xf32>) -> tensor<4x16xf32> {
  // expected-error@+1 {{expected add/mul op in the body}}
  %0 = "linalg.matmul"(%a, %b, %c) <{operandSegmentSizes = array<i32: 2, 1>}> ({
  ^bb0(%x: f32, %y: f32, %z: f32):
    %m = arith.mulf %x, %y : f32
    "linalg.yield"(%m) : (f32) -> ()
  }) : (tensor<4x8xf32>, tensor<8x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
  return %0 : tensor<4x16xf32>
}

// -----

func.func @index_negative(%a: tensor<4xf32>) -> tensor<4xf32> {
  %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%a : tensor<4xf32>) {
  ^bb0(%out: f32):
    // expected-error@+1 {{'linalg.index' op attribute 'dim' failed to satisfy constraint: 64-bit signless integer attribute whose minimum value is 0}}
    %i = linalg.index -1 : index
    linalg.yield %out : f32
  } -> tensor<4xf32>
  return %r : tensor<4xf32>
}

// -----

func.func @generic_no_maps(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error@+1 {{'linalg.generic' op requires attribute 'indexing_maps'}}
  %r = linalg.generic {iterator_types = ["parallel"]} outs(%a : tensor<4xf32>) {
  ^bb0(%out: f32):
    linalg.yield %out : f32
  } -> tensor<4xf32>
  return %r : tensor<4xf32>
}
