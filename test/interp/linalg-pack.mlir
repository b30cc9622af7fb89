// RUN: not bufopt %s --split-input-file --run 2>/dev/null | FileCheck %s
// RUN: not bufopt %s --split-input-file --run 2>&1 >/dev/null | FileCheck %s --check-prefix=ERR

// linalg.pack / linalg.unpack in the interpreter: padding of partial
// tiles, dynamic tiles, an unpack that drops the padding, and the run-time
// errors (a partial tile without a padding value, a packed size that does
// not match the dynamic tile).

// CHECK-LABEL: padded
// CHECK-NEXT: ( ( 0, 1, 2, 3, 4, 5, 6, -1 ), ( 7, 8, 9, 10, 11, 12, 13, -1 ), ( 14, 15, 16, 17, 18, 19, 20, -1 ) )
// CHECK-NEXT: ( ( 0, 1, 2, 3, 4, 5, 6 ), ( 7, 8, 9, 10, 11, 12, 13 ), ( 14, 15, 16, 17, 18, 19, 20 ) )
func.func @main() {
  vector.print str "padded\n"
  %c0 = arith.constant 0 : index
  %c7 = arith.constant 7 : index
  %e = tensor.empty() : tensor<3x7xi32>
  %a = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%e : tensor<3x7xi32>) {
  ^bb0(%o: i32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %i7 = arith.muli %i, %c7 : index
    %k = arith.addi %i7, %j : index
    %ki = arith.index_cast %k : index to i32
    linalg.yield %ki : i32
  } -> tensor<3x7xi32>
  %pad = arith.constant -1 : i32
  // rows untiled; columns in 2 tiles of 4, the second partial (padded)
  %pe = tensor.empty() : tensor<2x3x4xi32>
  %p = linalg.pack %a padding_value(%pad : i32) outer_dims_perm = [1, 0] inner_dims_pos = [1] inner_tiles = [4] into %pe : tensor<3x7xi32> -> tensor<2x3x4xi32>
  // packed[jo][i][ji] = a[i][4 jo + ji]; unpacked whole (3x8, padding
  // included), then without the padding (3x7)
  %ue = tensor.empty() : tensor<3x8xi32>
  %full = linalg.unpack %p outer_dims_perm = [1, 0] inner_dims_pos = [1] inner_tiles = [4] into %ue : tensor<2x3x4xi32> -> tensor<3x8xi32>
  %fv = vector.transfer_read %full[%c0, %c0], %pad : tensor<3x8xi32>, vector<3x8xi32>
  %u = linalg.unpack %p outer_dims_perm = [1, 0] inner_dims_pos = [1] inner_tiles = [4] into %e : tensor<2x3x4xi32> -> tensor<3x7xi32>
  %uv = vector.transfer_read %u[%c0, %c0], %pad : tensor<3x7xi32>, vector<3x7xi32>
  vector.print %fv : vector<3x8xi32>
  vector.print %uv : vector<3x7xi32>
  return
}

// -----

// CHECK-LABEL: dynamic_tile
// CHECK-NEXT: 5
// CHECK-NEXT: 11
func.func @main() {
  vector.print str "dynamic_tile\n"
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %a = arith.constant dense<[[0, 1, 2, 3, 4, 5], [6, 7, 8, 9, 10, 11]]> : tensor<2x6xi64>
  %d = tensor.empty(%c3, %c2) : tensor<2x?x?xi64>
  %p = linalg.pack %a inner_dims_pos = [1] inner_tiles = [%c2] into %d : tensor<2x6xi64> -> tensor<2x?x?xi64>
  %v = tensor.extract %p[%c0, %c2, %c1] : tensor<2x?x?xi64>
  vector.print %v : i64
  %w = tensor.extract %p[%c1, %c2, %c1] : tensor<2x?x?xi64>
  vector.print %w : i64
  return
}

// -----

// CHECK-LABEL: partial_tile
// ERR: error: 'linalg.pack' op a partial tile without a padding value (undefined behaviour)
func.func @main() {
  vector.print str "partial_tile\n"
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %c7 = arith.constant 7 : index
  %e = tensor.empty(%c7) : tensor<?xi64>
  %z = arith.constant 0 : i64
  %a = linalg.fill ins(%z : i64) outs(%e : tensor<?xi64>) -> tensor<?xi64>
  %d = tensor.empty(%c2, %c4) : tensor<?x?xi64>
  %p = linalg.pack %a inner_dims_pos = [0] inner_tiles = [%c4] into %d : tensor<?xi64> -> tensor<?x?xi64>
  return
}

// -----

// CHECK-LABEL: wrong_outer
// ERR: error: 'linalg.pack' op packed dimension 0 has size 3, the tiles make it 4
func.func @main() {
  vector.print str "wrong_outer\n"
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %a = arith.constant dense<[1, 2, 3, 4, 5, 6, 7, 8]> : tensor<8xi64>
  %d = tensor.empty(%c3, %c2) : tensor<?x?xi64>
  %p = linalg.pack %a inner_dims_pos = [0] inner_tiles = [%c2] into %d : tensor<8xi64> -> tensor<?x?xi64>
  return
}
