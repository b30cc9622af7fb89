func.func @swap(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = arith.constant dense<1.0> : tensor<8xf32>
  %b = arith.constant dense<2.0> : tensor<8xf32>
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%x = %a, %y = %b) -> (tensor<8xf32>, tensor<8xf32>) {
    %y2 = linalg.add ins(%x, %x : tensor<8xf32>, tensor<8xf32>) outs(%y : tensor<8xf32>) -> tensor<8xf32>
    scf.yield %y2, %x : tensor<8xf32>, tensor<8xf32>
  }
  %v = tensor.extract %r#0[%c0] : tensor<8xf32>
  vector.print %v : f32
  return
}
