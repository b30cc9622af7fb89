// Corpus: matmul on dynamically shaped tensors built by linalg.generic from
// linalg.index, with the product checksummed by a reduction.
#id = affine_map<(d0, d1) -> (d0, d1)>
#all = affine_map<(d0, d1) -> ()>
func.func @iota(%n: index, %m: index, %k: f32) -> tensor<?x?xf32> {
  %e = tensor.empty(%n, %m) : tensor<?x?xf32>
  %r = linalg.generic {indexing_maps = [#id], iterator_types = ["parallel", "parallel"]} outs(%e : tensor<?x?xf32>) {
  ^bb0(%out: f32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %s = arith.addi %i, %j : index
    %si = arith.index_cast %s : index to i32
    %f = arith.sitofp %si : i32 to f32
    %v = arith.mulf %f, %k : f32
    linalg.yield %v : f32
  } -> tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}
func.func @main() {
  %n = arith.constant 7 : index
  %m = arith.constant 5 : index
  %p = arith.constant 3 : index
  %k1 = arith.constant 0.5 : f32
  %k2 = arith.constant 0.25 : f32
  %a = func.call @iota(%n, %m, %k1) : (index, index, f32) -> tensor<?x?xf32>
  %b = func.call @iota(%m, %p, %k2) : (index, index, f32) -> tensor<?x?xf32>
  %z = arith.constant 0.0 : f32
  %e = tensor.empty(%n, %p) : tensor<?x?xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<?x?xf32>) -> tensor<?x?xf32>
  %c = linalg.matmul ins(%a, %b : tensor<?x?xf32>, tensor<?x?xf32>) outs(%f : tensor<?x?xf32>) -> tensor<?x?xf32>
  %s0 = tensor.empty() : tensor<f32>
  %s1 = linalg.fill ins(%z : f32) outs(%s0 : tensor<f32>) -> tensor<f32>
  %sum = linalg.generic {indexing_maps = [#id, #all], iterator_types = ["reduction", "reduction"]} ins(%c : tensor<?x?xf32>) outs(%s1 : tensor<f32>) {
  ^bb0(%x: f32, %acc: f32):
    %y = arith.addf %x, %acc : f32
    linalg.yield %y : f32
  } -> tensor<f32>
  %v = tensor.extract %sum[] : tensor<f32>
  vector.print %v : f32
  %c2 = arith.constant 2 : index
  %c6 = arith.constant 6 : index
  %w = tensor.extract %c[%c6, %c2] : tensor<?x?xf32>
  vector.print %w : f32
  return
}
