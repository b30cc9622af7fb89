// Valid broadcast and transpose maps of the matmul family pass the op's
// verifier and print back as given.
// RUN: bufopt %s -split-input-file | FileCheck %s
// RUN: mlir-opt %s -split-input-file | FileCheck %s

// CHECK-LABEL: func @matmul_bcast_lhs
// CHECK: linalg.matmul indexing_maps = [#{{.*}}, #{{.*}}, #{{.*}}] ins
func.func @matmul_bcast_lhs(%a: memref<6xf32>, %b: memref<6x8xf32>, %c: memref<4x8xf32>) {
  linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d2)>,
                                 affine_map<(d0, d1, d2) -> (d2, d1)>,
                                 affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%a, %b : memref<6xf32>, memref<6x8xf32>) outs(%c : memref<4x8xf32>)
  return
}

// -----

// CHECK-LABEL: func @batch_rhs_k_n
// CHECK: linalg.batch_matmul indexing_maps
func.func @batch_rhs_k_n(%a: memref<2x3x4xf32>, %b: memref<4x5xf32>, %c: memref<2x3x5xf32>) {
  linalg.batch_matmul indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>,
                                       affine_map<(d0, d1, d2, d3) -> (d3, d2)>,
                                       affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>]
      ins(%a, %b : memref<2x3x4xf32>, memref<4x5xf32>) outs(%c : memref<2x3x5xf32>)
  return
}

// -----

// CHECK-LABEL: func @batch_reduce_lhs_m_k
// CHECK: linalg.batch_reduce_matmul indexing_maps
func.func @batch_reduce_lhs_m_k(%a: memref<3x4xf32>, %b: memref<2x4x5xf32>, %c: memref<3x5xf32>) {
  linalg.batch_reduce_matmul indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d1, d3)>,
                                              affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>,
                                              affine_map<(d0, d1, d2, d3) -> (d1, d2)>]
      ins(%a, %b : memref<3x4xf32>, memref<2x4x5xf32>) outs(%c : memref<3x5xf32>)
  return
}

// -----

// CHECK-LABEL: func @contract_batched
// CHECK: linalg.contract indexing_maps
func.func @contract_batched(%a: memref<2x3x4xf32>, %b: memref<2x4x5xf32>, %c: memref<2x3x5xf32>) {
  linalg.contract indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>,
                                   affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>,
                                   affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>]
      ins(%a, %b : memref<2x3x4xf32>, memref<2x4x5xf32>) outs(%c : memref<2x3x5xf32>)
  return
}
