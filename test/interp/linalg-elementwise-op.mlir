// RUN: bufopt %s --run | FileCheck %s

// linalg.elementwise runs the body its kind builds through its indexing
// maps (a broadcast of the second operand here).  The values are what
// mlir-runner prints for this program after one-shot-bufferize and
// --convert-linalg-to-loops.

// CHECK: ( ( 11, 22, 33 ), ( 14, 25, 36 ) )
// CHECK-NEXT: ( ( -9, -18, -27 ), ( -6, -15, -24 ) )
// CHECK-NEXT: ( 1, 20, 3 )
func.func @main() {
  %c0 = arith.constant 0 : index
  %z = arith.constant 0 : i32
  %a = arith.constant dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>
  %b = arith.constant dense<[10, 20, 30]> : tensor<3xi32>
  %e = tensor.empty() : tensor<2x3xi32>
  %s = linalg.elementwise kind=#linalg.elementwise_kind<add>
      indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>]
      ins(%a, %b : tensor<2x3xi32>, tensor<3xi32>) outs(%e : tensor<2x3xi32>) -> tensor<2x3xi32>
  %d = linalg.elementwise kind=#linalg.elementwise_kind<sub>
      indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>]
      ins(%a, %b : tensor<2x3xi32>, tensor<3xi32>) outs(%e : tensor<2x3xi32>) -> tensor<2x3xi32>
  %v = vector.transfer_read %s[%c0, %c0], %z : tensor<2x3xi32>, vector<2x3xi32>
  vector.print %v : vector<2x3xi32>
  %w = vector.transfer_read %d[%c0, %c0], %z : tensor<2x3xi32>, vector<2x3xi32>
  vector.print %w : vector<2x3xi32>
  %p = arith.constant dense<[true, false, true]> : tensor<3xi1>
  %x = arith.constant dense<[1, 2, 3]> : tensor<3xi32>
  %e3 = tensor.empty() : tensor<3xi32>
  %r = linalg.elementwise kind=#linalg.elementwise_kind<select> ins(%p, %x, %b : tensor<3xi1>, tensor<3xi32>, tensor<3xi32>) outs(%e3 : tensor<3xi32>) -> tensor<3xi32>
  %rv = vector.transfer_read %r[%c0], %z : tensor<3xi32>, vector<3xi32>
  vector.print %rv : vector<3xi32>
  return
}
