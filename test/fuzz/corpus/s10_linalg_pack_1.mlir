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
  %pe = tensor.empty() : tensor<2x3x4xi32>
  %p = linalg.pack %a padding_value(%pad : i32) outer_dims_perm = [1, 0] inner_dims_pos = [1] inner_tiles = [4] into %pe : tensor<3x7xi32> -> tensor<2x3x4xi32>
  %ue = tensor.empty() : tensor<3x8xi32>
  %full = linalg.unpack %p outer_dims_perm = [1, 0] inner_dims_pos = [1] inner_tiles = [4] into %ue : tensor<2x3x4xi32> -> tensor<3x8xi32>
  %fv = vector.transfer_read %full[%c0, %c0], %pad : tensor<3x8xi32>, vector<3x8xi32>
  %u = linalg.unpack %p outer_dims_perm = [1, 0] inner_dims_pos = [1] inner_tiles = [4] into %e : tensor<2x3x4xi32> -> tensor<3x7xi32>
  %uv = vector.transfer_read %u[%c0, %c0], %pad : tensor<3x7xi32>, vector<3x7xi32>
  vector.print %fv : vector<3x8xi32>
  vector.print %uv : vector<3x7xi32>
  return
}
