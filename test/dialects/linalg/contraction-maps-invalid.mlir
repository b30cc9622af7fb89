// User-given indexing_maps of matmul, batch_matmul, batch_reduce_matmul and
// linalg.contract are checked by the op's own verifier (broadcast and
// transpose rules), before the structured-op shape checks.
// RUN: bufopt %s -split-input-file -verify-diagnostics
// RUN: mlir-opt %s -split-input-file -verify-diagnostics

func.func @matmul_rhs_uses_m(%a: memref<4x6xf32>, %b: memref<6x4xf32>, %c: memref<4x4xf32>) {
  // expected-error @+1 {{'linalg.matmul' op Unexpected dim expression in map result.}}
  linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>,
                                 affine_map<(d0, d1, d2) -> (d0, d1)>,
                                 affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%a, %b : memref<4x6xf32>, memref<6x4xf32>) outs(%c : memref<4x4xf32>)
  return
}

// -----

// The broadcast check comes before the shape check (the output does not
// fit either).
func.func @matmul_lhs_broadcast_of_m(%a: memref<4xf32>, %b: memref<6x8xf32>, %c: memref<2x8xf32>) {
  // expected-error @+1 {{'linalg.matmul' op Invalid broadcast requested, should be (d2).}}
  linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0)>,
                                 affine_map<(d0, d1, d2) -> (d2, d1)>,
                                 affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%a, %b : memref<4xf32>, memref<6x8xf32>) outs(%c : memref<2x8xf32>)
  return
}

// -----

func.func @matmul_composite_expr(%a: memref<4x6xf32>, %b: memref<6x8xf32>, %c: memref<4x8xf32>) {
  // expected-error @+1 {{'linalg.matmul' op Unexpected dim expression in map result.}}
  linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0 + d2, d2)>,
                                 affine_map<(d0, d1, d2) -> (d2, d1)>,
                                 affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%a, %b : memref<4x6xf32>, memref<6x8xf32>) outs(%c : memref<4x8xf32>)
  return
}

// -----

func.func @batch_two_maps(%a: memref<2x3x4xf32>, %b: memref<2x4x5xf32>, %c: memref<2x3x5xf32>) {
  // expected-error @+1 {{'linalg.batch_matmul' op Indexing_map attribute must have 3 affine maps.}}
  linalg.batch_matmul indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>,
                                       affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>]
      ins(%a, %b : memref<2x3x4xf32>, memref<2x4x5xf32>) outs(%c : memref<2x3x5xf32>)
  return
}

// -----

func.func @batch_lhs_uses_n(%a: memref<2x3x4xf32>, %b: memref<2x4x5xf32>, %c: memref<2x3x5xf32>) {
  // expected-error @+1 {{'linalg.batch_matmul' op Unexpected result dim expression (outside the set of default result dims).}}
  linalg.batch_matmul indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>,
                                       affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>,
                                       affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>]
      ins(%a, %b : memref<2x3x4xf32>, memref<2x4x5xf32>) outs(%c : memref<2x3x5xf32>)
  return
}

// -----

func.func @batch_rhs_broadcast_n_k(%a: memref<2x3x4xf32>, %b: memref<5x4xf32>, %c: memref<2x3x5xf32>) {
  // expected-error @+1 {{'linalg.batch_matmul' op Invalid broadcast requested.}}
  linalg.batch_matmul indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>,
                                       affine_map<(d0, d1, d2, d3) -> (d2, d3)>,
                                       affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>]
      ins(%a, %b : memref<2x3x4xf32>, memref<5x4xf32>) outs(%c : memref<2x3x5xf32>)
  return
}

// -----

func.func @batch_rhs_batch_not_first(%a: memref<2x3x4xf32>, %b: memref<4x2x5xf32>, %c: memref<2x3x5xf32>) {
  // expected-error @+1 {{'linalg.batch_matmul' op Invalid batch dimension expression.}}
  linalg.batch_matmul indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>,
                                       affine_map<(d0, d1, d2, d3) -> (d3, d0, d2)>,
                                       affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>]
      ins(%a, %b : memref<2x3x4xf32>, memref<4x2x5xf32>) outs(%c : memref<2x3x5xf32>)
  return
}

// -----

func.func @batch_output_transposed(%a: memref<2x3x4xf32>, %b: memref<2x4x5xf32>, %c: memref<2x5x3xf32>) {
  // expected-error @+1 {{'linalg.batch_matmul' op Invalid output map result dimension.}}
  linalg.batch_matmul indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>,
                                       affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>,
                                       affine_map<(d0, d1, d2, d3) -> (d0, d2, d1)>]
      ins(%a, %b : memref<2x3x4xf32>, memref<2x4x5xf32>) outs(%c : memref<2x5x3xf32>)
  return
}

// -----

func.func @batch_reduce_output_rank(%a: memref<2x3x4xf32>, %b: memref<2x4x5xf32>, %c: memref<2x3x5xf32>) {
  // expected-error @+1 {{'linalg.batch_reduce_matmul' op expects 2 dims, but got (3).}}
  linalg.batch_reduce_matmul indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>,
                                              affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>,
                                              affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>]
      ins(%a, %b : memref<2x3x4xf32>, memref<2x4x5xf32>) outs(%c : memref<2x3x5xf32>)
  return
}

// -----

func.func @batch_reduce_lhs_too_many(%a: memref<2x3x4x4xf32>, %b: memref<2x4x5xf32>, %c: memref<3x5xf32>) {
  // expected-error @+1 {{'linalg.batch_reduce_matmul' op no. of result dim expressions exceeds 3.}}
  linalg.batch_reduce_matmul indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d3)>,
                                              affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>,
                                              affine_map<(d0, d1, d2, d3) -> (d1, d2)>]
      ins(%a, %b : memref<2x3x4x4xf32>, memref<2x4x5xf32>) outs(%c : memref<3x5xf32>)
  return
}

// -----

func.func @contract_repeated_dim(%a: memref<4x4xf32>, %b: memref<4x5xf32>, %c: memref<4x5xf32>) {
  // expected-error @+1 {{provided affine_map is not a projected permutation}}
  linalg.contract indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d0)>,
                                   affine_map<(d0, d1, d2) -> (d2, d1)>,
                                   affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%a, %b : memref<4x4xf32>, memref<4x5xf32>) outs(%c : memref<4x5xf32>)
  return
}

// -----

func.func @contract_no_contracting_dim(%a: memref<4x5xf32>, %b: memref<4x5xf32>, %c: memref<4x5xf32>) {
  // expected-error @+1 {{'indexing_maps' do not specify a contracting dimension}}
  linalg.contract indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>,
                                   affine_map<(d0, d1) -> (d0, d1)>,
                                   affine_map<(d0, d1) -> (d0, d1)>]
      ins(%a, %b : memref<4x5xf32>, memref<4x5xf32>) outs(%c : memref<4x5xf32>)
  return
}

// -----

func.func @contract_spaces_differ(%a: memref<4x6xf32>, %b: memref<6x5xf32>, %c: memref<4x5xf32>) {
  // expected-error @+1 {{iteration spaces of provided affine_maps differ}}
  linalg.contract indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>,
                                   affine_map<(d0, d1, d2) -> (d2, d1)>,
                                   affine_map<(d0, d1, d2, d3) -> (d0, d1)>]
      ins(%a, %b : memref<4x6xf32>, memref<6x5xf32>) outs(%c : memref<4x5xf32>)
  return
}

// -----

func.func @contract_input_only_dim(%a: memref<4x6x2xf32>, %b: memref<6x5xf32>, %c: memref<4x5xf32>) {
  // expected-error @+1 {{iteration space dim at index 3 is neither a contracting dim nor of parallel iteration type}}
  linalg.contract indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>,
                                   affine_map<(d0, d1, d2, d3) -> (d2, d1)>,
                                   affine_map<(d0, d1, d2, d3) -> (d0, d1)>]
      ins(%a, %b : memref<4x6x2xf32>, memref<6x5xf32>) outs(%c : memref<4x5xf32>)
  return
}

// -----

func.func @reduce_dims_not_increasing(%in: tensor<4x5x6xf32>, %init: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'linalg.reduce' op attribute 'dimensions' failed to satisfy constraint: i64 dense array attribute should be in increasing order}}
  %r = linalg.reduce ins(%in : tensor<4x5x6xf32>) outs(%init : tensor<4xf32>) dimensions = [2, 1]
    (%x: f32, %acc: f32) {
      %s = arith.addf %x, %acc : f32
      linalg.yield %s : f32
    }
  return %r : tensor<4xf32>
}
