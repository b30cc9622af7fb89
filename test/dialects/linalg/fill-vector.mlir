// A vector fill value is a scalar of the body (rank 0 for the indexing
// maps, as LinalgOp::getRank): fill of a tensor of vectors round-trips,
// custom and generic form.
// RUN: bufopt %s | FileCheck %s
// RUN: mlir-opt %s | FileCheck %s
// RUN: bufopt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GEN
// RUN: mlir-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GEN

// CHECK-LABEL: func @fill_vectors
// CHECK: linalg.fill ins(%{{.*}} : vector<2x4xf32>) outs(%{{.*}} : tensor<3xvector<2x4xf32>>) -> tensor<3xvector<2x4xf32>>
// GEN: ^bb0(%{{.*}}: vector<2x4xf32>, %{{.*}}: vector<2x4xf32>):
// GEN-NEXT: "linalg.yield"(%{{.*}}) : (vector<2x4xf32>) -> ()
func.func @fill_vectors(%v: vector<2x4xf32>) -> tensor<3xvector<2x4xf32>> {
  %e = tensor.empty() : tensor<3xvector<2x4xf32>>
  %0 = linalg.fill ins(%v : vector<2x4xf32>) outs(%e : tensor<3xvector<2x4xf32>>) -> tensor<3xvector<2x4xf32>>
  return %0 : tensor<3xvector<2x4xf32>>
}
