// Corpus: scf.execute_region producing a tensor and a scalar.
func.func @main() {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %a = arith.constant dense<[1.0, 2.0, 3.0]> : tensor<3xf32>
  %r:2 = scf.execute_region -> (tensor<3xf32>, f32) {
    %v = tensor.extract %a[%c2] : tensor<3xf32>
    %w = arith.mulf %v, %v : f32
    %t = tensor.insert %w into %a[%c0] : tensor<3xf32>
    scf.yield %t, %w : tensor<3xf32>, f32
  }
  %x = tensor.extract %r#0[%c0] : tensor<3xf32>
  vector.print %x : f32
  vector.print %r#1 : f32
  %y = tensor.extract %a[%c0] : tensor<3xf32>
  vector.print %y : f32
  return
}
