// Corpus: linalg.map (binary, with a region) and linalg.reduce over one and
// two dimensions.
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %a = arith.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf32>
  %b = arith.constant dense<[[0.5, 0.5, 0.5], [2.0, 2.0, 2.0]]> : tensor<2x3xf32>
  %e = tensor.empty() : tensor<2x3xf32>
  %m = linalg.map ins(%a, %b : tensor<2x3xf32>, tensor<2x3xf32>) outs(%e : tensor<2x3xf32>)
    (%x: f32, %y: f32, %o: f32) {
      %p = arith.mulf %x, %y : f32
      %q = arith.addf %p, %x : f32
      linalg.yield %q : f32
    }
  %z = arith.constant 0.0 : f32
  %e1 = tensor.empty() : tensor<3xf32>
  %f1 = linalg.fill ins(%z : f32) outs(%e1 : tensor<3xf32>) -> tensor<3xf32>
  %cols = linalg.reduce ins(%m : tensor<2x3xf32>) outs(%f1 : tensor<3xf32>) dimensions = [0]
    (%in: f32, %acc: f32) {
      %s = arith.addf %in, %acc : f32
      linalg.yield %s : f32
    }
  %ninf = arith.constant -1.0e30 : f32
  %e2 = tensor.empty() : tensor<2xf32>
  %f2 = linalg.fill ins(%ninf : f32) outs(%e2 : tensor<2xf32>) -> tensor<2xf32>
  %rows = linalg.reduce ins(%m : tensor<2x3xf32>) outs(%f2 : tensor<2xf32>) dimensions = [1]
    (%in: f32, %acc: f32) {
      %s = arith.maximumf %in, %acc : f32
      linalg.yield %s : f32
    }
  scf.for %i = %c0 to %c3 step %c1 {
    %v = tensor.extract %cols[%i] : tensor<3xf32>
    vector.print %v : f32
  }
  scf.for %i = %c0 to %c2 step %c1 {
    %v = tensor.extract %rows[%i] : tensor<2xf32>
    vector.print %v : f32
  }
  return
}
