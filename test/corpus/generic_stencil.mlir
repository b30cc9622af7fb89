// Corpus: linalg.generic with non-trivial affine maps: a 1-D stencil
// (d0 + d1), a strided read (d0 * 2) and a reversed read (7 - d0).
#in = affine_map<(d0, d1) -> (d0 + d1)>
#k = affine_map<(d0, d1) -> (d1)>
#out = affine_map<(d0, d1) -> (d0)>
#strided = affine_map<(d0) -> (d0 * 2)>
#rev = affine_map<(d0) -> (7 - d0)>
#id = affine_map<(d0) -> (d0)>
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %x = arith.constant dense<[1.0, 2.0, 4.0, 8.0, 16.0, 32.0, 64.0, 128.0]> : tensor<8xf32>
  %k = arith.constant dense<[1.0, -2.0, 1.0]> : tensor<3xf32>
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<6xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<6xf32>) -> tensor<6xf32>
  %r = linalg.generic {indexing_maps = [#in, #k, #out], iterator_types = ["parallel", "reduction"]} ins(%x, %k : tensor<8xf32>, tensor<3xf32>) outs(%f : tensor<6xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %m = arith.mulf %a, %b : f32
    %s = arith.addf %acc, %m : f32
    linalg.yield %s : f32
  } -> tensor<6xf32>
  %c6 = arith.constant 6 : index
  scf.for %i = %c0 to %c6 step %c1 {
    %v = tensor.extract %r[%i] : tensor<6xf32>
    vector.print %v : f32 punctuation <comma>
  }
  vector.print str "\n"
  %e4 = tensor.empty() : tensor<4xf32>
  %s = linalg.generic {indexing_maps = [#strided, #rev, #id], iterator_types = ["parallel"]} ins(%x, %x : tensor<8xf32>, tensor<8xf32>) outs(%e4 : tensor<4xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %t = arith.subf %a, %b : f32
    linalg.yield %t : f32
  } -> tensor<4xf32>
  scf.for %i = %c0 to %c4 step %c1 {
    %v = tensor.extract %s[%i] : tensor<4xf32>
    vector.print %v : f32 punctuation <comma>
  }
  vector.print str "\n"
  return
}
