// Corpus: linalg named ops not used elsewhere (div_unsigned, linalg.copy of
// one tensor into another) with linalg.reduce over a transposed matrix.
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %a = arith.constant dense<[100, 81, 64]> : tensor<3xi32>
  %b = arith.constant dense<[7, 9, 3]> : tensor<3xi32>
  %e = tensor.empty() : tensor<3xi32>
  %q = linalg.div_unsigned ins(%a, %b : tensor<3xi32>, tensor<3xi32>) outs(%e : tensor<3xi32>) -> tensor<3xi32>
  %f = arith.constant dense<[4.0, 16.0, 0.25]> : tensor<3xf32>
  %ef = tensor.empty() : tensor<3xf32>
  %r = linalg.sqrt ins(%f : tensor<3xf32>) outs(%ef : tensor<3xf32>) -> tensor<3xf32>
  %cp = linalg.copy ins(%r : tensor<3xf32>) outs(%f : tensor<3xf32>) -> tensor<3xf32>
  scf.for %i = %c0 to %c3 step %c1 {
    %x = tensor.extract %q[%i] : tensor<3xi32>
    %y = tensor.extract %cp[%i] : tensor<3xf32>
    %z = tensor.extract %f[%i] : tensor<3xf32>
    vector.print %x : i32 punctuation <comma>
    vector.print %y : f32 punctuation <comma>
    vector.print %z : f32
  }
  %m = arith.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf32>
  %et = tensor.empty() : tensor<3x2xf32>
  %mt = linalg.transpose ins(%m : tensor<2x3xf32>) outs(%et : tensor<3x2xf32>) permutation = [1, 0]
  %zero = arith.constant 0.0 : f32
  %er = tensor.empty() : tensor<3xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%er : tensor<3xf32>) -> tensor<3xf32>
  %sum = linalg.reduce ins(%mt : tensor<3x2xf32>) outs(%acc : tensor<3xf32>) dimensions = [1]
    (%in: f32, %init: f32) {
      %s = arith.addf %in, %init : f32
      linalg.yield %s : f32
    }
  scf.for %i = %c0 to %c3 step %c1 {
    %v = tensor.extract %sum[%i] : tensor<3xf32>
    vector.print %v : f32 punctuation <comma>
  }
  vector.print str "\n"
  return
}
