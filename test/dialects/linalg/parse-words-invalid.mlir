// Parser and ODS words of mlir-opt 22 for linalg ops: a contract without
// indexing_maps before ins/outs, a short-form payload that is not an op
// name, a scalar init of a named op.
// RUN: bufopt %s -split-input-file -verify-diagnostics
// RUN: mlir-opt %s -split-input-file -verify-diagnostics

func.func @contract_maps_missing(%a: tensor<4x6xf32>, %b: tensor<6x5xf32>, %c: tensor<4x5xf32>) {
  // expected-error @+2 {{custom op 'linalg.contract' expected 'indexing_maps' attribute}}
  %0 = linalg.contract
      ins(%a, %b : tensor<4x6xf32>, tensor<6x5xf32>) outs(%c : tensor<4x5xf32>) -> tensor<4x5xf32>
  return
}

// -----

func.func @map_payload_not_a_name(%a: tensor<4xf32>, %init: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{expected bare identifier or keyword}}
  %0 = linalg.map { "arith.negf" } ins(%a : tensor<4xf32>) outs(%init : tensor<4xf32>)
  return %0 : tensor<4xf32>
}

// -----

func.func @matmul_scalar_init(%a: memref<2x3xf32>, %b: memref<3x4xf32>, %c: i32) {
  // expected-error @+1 {{'linalg.matmul' op operand #2 must be variadic of shaped of any type values, but got 'i32'}}
  linalg.matmul ins(%a, %b : memref<2x3xf32>, memref<3x4xf32>) outs(%c : i32)
  return
}
