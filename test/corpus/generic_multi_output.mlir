// Corpus: linalg.generic with two outputs (sum and product per row) and a
// broadcast input map.
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
#col = affine_map<(d0, d1) -> (d1)>
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %a = arith.constant dense<[[1.0, 2.0, 3.0, 4.0], [0.5, 0.5, 2.0, 2.0], [-1.0, 1.0, -1.0, 1.0]]> : tensor<3x4xf32>
  %w = arith.constant dense<[1.0, 10.0, 100.0, 1000.0]> : tensor<4xf32>
  %z = arith.constant 0.0 : f32
  %o = arith.constant 1.0 : f32
  %e = tensor.empty() : tensor<3xf32>
  %s0 = linalg.fill ins(%z : f32) outs(%e : tensor<3xf32>) -> tensor<3xf32>
  %p0 = linalg.fill ins(%o : f32) outs(%e : tensor<3xf32>) -> tensor<3xf32>
  %r:2 = linalg.generic {indexing_maps = [#id, #col, #row, #row], iterator_types = ["parallel", "reduction"]} ins(%a, %w : tensor<3x4xf32>, tensor<4xf32>) outs(%s0, %p0 : tensor<3xf32>, tensor<3xf32>) {
  ^bb0(%x: f32, %k: f32, %s: f32, %p: f32):
    %xk = arith.mulf %x, %k : f32
    %s1 = arith.addf %s, %xk : f32
    %p1 = arith.mulf %p, %x : f32
    linalg.yield %s1, %p1 : f32, f32
  } -> (tensor<3xf32>, tensor<3xf32>)
  scf.for %i = %c0 to %c3 step %c1 {
    %u = tensor.extract %r#0[%i] : tensor<3xf32>
    %v = tensor.extract %r#1[%i] : tensor<3xf32>
    vector.print %u : f32 punctuation <comma>
    vector.print %v : f32
  }
  return
}
