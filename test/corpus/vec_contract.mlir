// Corpus: vector.contract as vectorized matmul and dot products: a
// matmul-accumulate (i, k) x (k, j) -> (i, j), a transposed-B variant, a
// dot product into a scalar and an integer matmul, on values whose sums are
// exact in f32 (so every lowering order gives the same bits).  (mlir-opt
// 22's --convert-vector-to-llvm does not lower a contraction of another
// kind than add, so the other kinds are only in test/interp/.)
func.func @main() {
  %a = arith.constant dense<[[1.0, 2.0, -1.0, 0.5], [3.0, 0.0, 2.0, -2.0]]> : vector<2x4xf32>
  %b = arith.constant dense<[[1.0, 0.0, 2.0], [0.5, -1.0, 1.0], [4.0, 2.0, 0.0], [2.0, 2.0, -4.0]]> : vector<4x3xf32>
  %c = arith.constant dense<[[1.0, 1.0, 1.0], [0.0, 0.0, -8.0]]> : vector<2x3xf32>
  %mm = vector.contract {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %a, %b, %c : vector<2x4xf32>, vector<4x3xf32> into vector<2x3xf32>
  vector.print %mm : vector<2x3xf32>
  %bt = vector.transpose %b, [1, 0] : vector<4x3xf32> to vector<3x4xf32>
  %mt = vector.contract {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (j, k)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = ["parallel", "parallel", "reduction"]} %a, %bt, %c : vector<2x4xf32>, vector<3x4xf32> into vector<2x3xf32>
  vector.print %mt : vector<2x3xf32>
  %x = vector.extract %a[0] : vector<4xf32> from vector<2x4xf32>
  %y = vector.extract %a[1] : vector<4xf32> from vector<2x4xf32>
  %zero = arith.constant 0.0 : f32
  %dot = vector.contract {indexing_maps = [affine_map<(k) -> (k)>, affine_map<(k) -> (k)>, affine_map<(k) -> ()>], iterator_types = ["reduction"], kind = #vector.kind<add>} %x, %y, %zero : vector<4xf32>, vector<4xf32> into f32
  vector.print %dot : f32
  %i = arith.constant dense<[[1, 2], [3, 4]]> : vector<2x2xi32>
  %iz = arith.constant dense<0> : vector<2x2xi32>
  %ii = vector.contract {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = ["parallel", "parallel", "reduction"]} %i, %i, %iz : vector<2x2xi32>, vector<2x2xi32> into vector<2x2xi32>
  vector.print %ii : vector<2x2xi32>
  return
}
