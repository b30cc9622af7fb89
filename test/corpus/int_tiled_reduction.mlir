// Corpus: a subtracting reduction (acc - x) computed whole and tiled along
// the reduction dimension by a tile size that does not divide it (3 into
// 8): partial results in a tensor carried by scf.for, the last tile
// shorter, each tile a slice of the input (in the spirit of MLIR's
// test-tile-reduction-subf integration program, tiled by hand).  Both
// results must be [-36, -360].
func.func private @printMemrefF32(tensor<*xf32>)

func.func @reduce(%in: tensor<2x?xf32>, %init: tensor<2xf32>) -> tensor<2xf32> {
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>],
                       iterator_types = ["parallel", "reduction"]} ins(%in : tensor<2x?xf32>) outs(%init : tensor<2xf32>) {
  ^bb0(%x: f32, %acc: f32):
    %s = arith.subf %acc, %x : f32
    linalg.yield %s : f32
  } -> tensor<2xf32>
  return %r : tensor<2xf32>
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %c8 = arith.constant 8 : index
  %zero = arith.constant 0.0 : f32
  %in = arith.constant dense<[[1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0],
                              [10.0, 20.0, 30.0, 40.0, 50.0, 60.0, 70.0, 80.0]]> : tensor<2x8xf32>
  %e = tensor.empty() : tensor<2xf32>
  %init = linalg.fill ins(%zero : f32) outs(%e : tensor<2xf32>) -> tensor<2xf32>
  %din = tensor.cast %in : tensor<2x8xf32> to tensor<2x?xf32>
  %whole = call @reduce(%din, %init) : (tensor<2x?xf32>, tensor<2xf32>) -> tensor<2xf32>
  %tiled = scf.for %k = %c0 to %c8 step %c3 iter_args(%acc = %init) -> (tensor<2xf32>) {
    %left = arith.subi %c8, %k : index
    %sz = arith.minsi %left, %c3 : index
    %tile = tensor.extract_slice %in[0, %k] [2, %sz] [1, 1] : tensor<2x8xf32> to tensor<2x?xf32>
    %part = func.call @reduce(%tile, %acc) : (tensor<2x?xf32>, tensor<2xf32>) -> tensor<2xf32>
    scf.yield %part : tensor<2xf32>
  }
  %u1 = tensor.cast %whole : tensor<2xf32> to tensor<*xf32>
  %u2 = tensor.cast %tiled : tensor<2xf32> to tensor<*xf32>
  call @printMemrefF32(%u1) : (tensor<*xf32>) -> ()
  call @printMemrefF32(%u2) : (tensor<*xf32>) -> ()
  return
}
