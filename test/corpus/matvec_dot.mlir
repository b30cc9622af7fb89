// Corpus: linalg.matvec, linalg.vecmat and linalg.dot.
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %m = arith.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf32>
  %x = arith.constant dense<[1.0, 0.5, 0.25]> : tensor<3xf32>
  %y = arith.constant dense<[2.0, -1.0]> : tensor<2xf32>
  %z = arith.constant 0.0 : f32
  %e2 = tensor.empty() : tensor<2xf32>
  %f2 = linalg.fill ins(%z : f32) outs(%e2 : tensor<2xf32>) -> tensor<2xf32>
  %mv = linalg.matvec ins(%m, %x : tensor<2x3xf32>, tensor<3xf32>) outs(%f2 : tensor<2xf32>) -> tensor<2xf32>
  %e3 = tensor.empty() : tensor<3xf32>
  %f3 = linalg.fill ins(%z : f32) outs(%e3 : tensor<3xf32>) -> tensor<3xf32>
  %vm = linalg.vecmat ins(%y, %m : tensor<2xf32>, tensor<2x3xf32>) outs(%f3 : tensor<3xf32>) -> tensor<3xf32>
  %e0 = tensor.empty() : tensor<f32>
  %f0 = linalg.fill ins(%z : f32) outs(%e0 : tensor<f32>) -> tensor<f32>
  %d = linalg.dot ins(%x, %vm : tensor<3xf32>, tensor<3xf32>) outs(%f0 : tensor<f32>) -> tensor<f32>
  scf.for %i = %c0 to %c2 step %c1 {
    %v = tensor.extract %mv[%i] : tensor<2xf32>
    vector.print %v : f32
  }
  scf.for %i = %c0 to %c3 step %c1 {
    %v = tensor.extract %vm[%i] : tensor<3xf32>
    vector.print %v : f32
  }
  %dv = tensor.extract %d[] : tensor<f32>
  vector.print %dv : f32
  return
}
