// Corpus: row-wise softmax: max reduction, exp, sum reduction, division.
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
func.func @softmax(%x: tensor<2x4xf32>) -> tensor<2x4xf32> {
  %ninf = arith.constant -3.4e38 : f32
  %z = arith.constant 0.0 : f32
  %e1 = tensor.empty() : tensor<2xf32>
  %m0 = linalg.fill ins(%ninf : f32) outs(%e1 : tensor<2xf32>) -> tensor<2xf32>
  %m = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]} ins(%x : tensor<2x4xf32>) outs(%m0 : tensor<2xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %r = arith.maximumf %a, %acc : f32
    linalg.yield %r : f32
  } -> tensor<2xf32>
  %e2 = tensor.empty() : tensor<2x4xf32>
  %ex = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]} ins(%x, %m : tensor<2x4xf32>, tensor<2xf32>) outs(%e2 : tensor<2x4xf32>) {
  ^bb0(%a: f32, %mx: f32, %o: f32):
    %d = arith.subf %a, %mx : f32
    %r = math.exp %d : f32
    linalg.yield %r : f32
  } -> tensor<2x4xf32>
  %s0 = linalg.fill ins(%z : f32) outs(%e1 : tensor<2xf32>) -> tensor<2xf32>
  %s = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]} ins(%ex : tensor<2x4xf32>) outs(%s0 : tensor<2xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %r = arith.addf %a, %acc : f32
    linalg.yield %r : f32
  } -> tensor<2xf32>
  %y = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]} ins(%ex, %s : tensor<2x4xf32>, tensor<2xf32>) outs(%e2 : tensor<2x4xf32>) {
  ^bb0(%a: f32, %t: f32, %o: f32):
    %r = arith.divf %a, %t : f32
    linalg.yield %r : f32
  } -> tensor<2x4xf32>
  return %y : tensor<2x4xf32>
}
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %x = arith.constant dense<[[1.0, 2.0, 3.0, 4.0], [-1.0, 0.0, 1.0, 100.0]]> : tensor<2x4xf32>
  %y = func.call @softmax(%x) : (tensor<2x4xf32>) -> tensor<2x4xf32>
  scf.for %i = %c0 to %c2 step %c1 {
    scf.for %j = %c0 to %c4 step %c1 {
      %v = tensor.extract %y[%i, %j] : tensor<2x4xf32>
      vector.print %v : f32 punctuation <comma>
    }
    vector.print str "\n"
  }
  return
}
