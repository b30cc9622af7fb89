// RUN: bufopt %s --run | FileCheck %s

// linalg.contract runs through its indexing maps: C = A^T * B (A stored
// k x m), then a batched dot product (the reduction loops are the ones the
// output map lacks).  The values are what mlir-runner prints for this
// program after --convert-linalg-to-loops.

// CHECK: ( ( 8, 10, 12 ), ( 12, 16, 20 ) )
// CHECK-NEXT: ( 14, 77 )
func.func @main() {
  %c0 = arith.constant 0 : index
  %z = arith.constant 0.0 : f32
  %a = arith.constant dense<[[0.0, 1.0], [2.0, 3.0], [4.0, 5.0]]> : tensor<3x2xf32>
  %b = arith.constant dense<[[1.0, 2.0, 3.0], [2.0, 3.0, 4.0], [1.0, 1.0, 1.0]]> : tensor<3x3xf32>
  %e = tensor.empty() : tensor<2x3xf32>
  %c = linalg.fill ins(%z : f32) outs(%e : tensor<2x3xf32>) -> tensor<2x3xf32>
  %r = linalg.contract indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>]
      ins(%a, %b : tensor<3x2xf32>, tensor<3x3xf32>) outs(%c : tensor<2x3xf32>) -> tensor<2x3xf32>
  %v = vector.transfer_read %r[%c0, %c0], %z : tensor<2x3xf32>, vector<2x3xf32>
  vector.print %v : vector<2x3xf32>
  %x = arith.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf32>
  %e2 = tensor.empty() : tensor<2xf32>
  %d0 = linalg.fill ins(%z : f32) outs(%e2 : tensor<2xf32>) -> tensor<2xf32>
  %d = linalg.contract indexing_maps = [affine_map<(b, k) -> (b, k)>, affine_map<(b, k) -> (b, k)>, affine_map<(b, k) -> (b)>]
      ins(%x, %x : tensor<2x3xf32>, tensor<2x3xf32>) outs(%d0 : tensor<2xf32>) -> tensor<2xf32>
  %dv = vector.transfer_read %d[%c0], %z : tensor<2xf32>, vector<2xf32>
  vector.print %dv : vector<2xf32>
  return
}
