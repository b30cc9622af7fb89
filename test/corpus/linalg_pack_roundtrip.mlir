// Corpus: linalg.pack / linalg.unpack (issue 15).  An 8x6 matrix
// (a[i][j] = 10 * i + j) is packed into 2x3 tiles with the outer dims
// swapped (packed[jo][io][ii][ji] = a[2 * io + ii][3 * jo + ji]), printed
// tile by tile, packed again with the tile dims swapped (inner_dims_pos =
// [1, 0]), and both are unpacked back: the round trips print the matrix.
// mlir-opt 22 does not bufferize linalg.pack ("op was not bufferized"):
// upstream's leg is skipped.
// difftest-skip: upstream
#id2 = affine_map<(d0, d1) -> (d0, d1)>
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c6 = arith.constant 6 : index
  %c8 = arith.constant 8 : index
  %e = tensor.empty() : tensor<8x6xf32>
  %a = linalg.generic {indexing_maps = [#id2], iterator_types = ["parallel", "parallel"]} outs(%e : tensor<8x6xf32>) {
  ^bb0(%o: f32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %i10 = arith.muli %i, %c8 : index
    %i10b = arith.addi %i10, %i : index
    %i10c = arith.addi %i10b, %i : index
    %k = arith.addi %i10c, %j : index
    %ki = arith.index_cast %k : index to i32
    %f = arith.sitofp %ki : i32 to f32
    linalg.yield %f : f32
  } -> tensor<8x6xf32>
  %pe = tensor.empty() : tensor<2x4x2x3xf32>
  %p = linalg.pack %a outer_dims_perm = [1, 0] inner_dims_pos = [0, 1] inner_tiles = [2, 3] into %pe : tensor<8x6xf32> -> tensor<2x4x2x3xf32>
  // the tiles of column block 1, row blocks 0..3
  scf.for %io = %c0 to %c4 step %c1 {
    scf.for %ii = %c0 to %c2 step %c1 {
      scf.for %ji = %c0 to %c3 step %c1 {
        %v = tensor.extract %p[%c1, %io, %ii, %ji] : tensor<2x4x2x3xf32>
        vector.print %v : f32 punctuation <comma>
      }
    }
    vector.print str "\n"
  }
  %qe = tensor.empty() : tensor<4x2x3x2xf32>
  %q = linalg.pack %a inner_dims_pos = [1, 0] inner_tiles = [3, 2] into %qe : tensor<8x6xf32> -> tensor<4x2x3x2xf32>
  %v0 = tensor.extract %q[%c3, %c1, %c2, %c1] : tensor<4x2x3x2xf32>
  vector.print %v0 : f32
  %ue = tensor.empty() : tensor<8x6xf32>
  %u = linalg.unpack %p outer_dims_perm = [1, 0] inner_dims_pos = [0, 1] inner_tiles = [2, 3] into %ue : tensor<2x4x2x3xf32> -> tensor<8x6xf32>
  %we = tensor.empty() : tensor<8x6xf32>
  %w = linalg.unpack %q inner_dims_pos = [1, 0] inner_tiles = [3, 2] into %we : tensor<4x2x3x2xf32> -> tensor<8x6xf32>
  scf.for %i = %c0 to %c8 step %c1 {
    scf.for %j = %c0 to %c6 step %c1 {
      %x = tensor.extract %u[%i, %j] : tensor<8x6xf32>
      %y = tensor.extract %w[%i, %j] : tensor<8x6xf32>
      %s = arith.addf %x, %y : f32
      vector.print %s : f32 punctuation <comma>
    }
    vector.print str "\n"
  }
  return
}
