// Corpus: bufferization.buffer_layout on function arguments.  @sum_col
// takes its matrix as strided<[?, 1], offset: ?> and its vector as
// strided<[?], offset: ?> whatever the boundary layout option says; the
// caller passes a row-major constant and a stride-2 slice, cast to those
// layouts (a layout that needs a new buffer is in
// test/dialects/func/buffer-layout.mlir: mlir-opt 22 cannot lower an
// allocation with a non-identity layout to LLVM).  The sums must be the
// weighted sums of the original columns.
func.func private @printMemrefF32(tensor<*xf32>)

func.func @sum_col(%m: tensor<3x2xf32> {bufferization.buffer_layout = strided<[?, 1], offset: ?>},
                   %w: tensor<3xf32> {bufferization.buffer_layout = strided<[?], offset: ?>}) -> tensor<2xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2xf32>
  %init = linalg.fill ins(%z : f32) outs(%e : tensor<2xf32>) -> tensor<2xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(j, i) -> (i, j)>, affine_map<(j, i) -> (i)>,
                                        affine_map<(j, i) -> (j)>],
                       iterator_types = ["parallel", "reduction"]}
      ins(%m, %w : tensor<3x2xf32>, tensor<3xf32>) outs(%init : tensor<2xf32>) {
  ^bb0(%x: f32, %wt: f32, %acc: f32):
    %p = arith.mulf %x, %wt : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  } -> tensor<2xf32>
  return %r : tensor<2xf32>
}

func.func @main() {
  %m = arith.constant dense<[[1.0, 10.0], [2.0, 20.0], [3.0, 30.0]]> : tensor<3x2xf32>
  %big = arith.constant dense<[1.0, 0.0, 2.0, 0.0, 3.0, 0.0]> : tensor<6xf32>
  %w = tensor.extract_slice %big[0] [3] [2] : tensor<6xf32> to tensor<3xf32>
  %r = call @sum_col(%m, %w) : (tensor<3x2xf32>, tensor<3xf32>) -> tensor<2xf32>
  %u = tensor.cast %r : tensor<2xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}
