func.func @extract_elements(%x: f32, %y: f32, %i: index) -> (f32, f32, i64, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %t = tensor.from_elements %x, %y, %y, %x, %x, %y : tensor<2x3xf32>
  %a = tensor.extract %t[%c1, %c0] : tensor<2x3xf32>
  %sp = arith.constant dense<-0.5> : tensor<7xf32>
  %b = tensor.extract %sp[%i] : tensor<7xf32>
  %d = arith.constant dense<[[10, 20], [30, 40]]> : tensor<2x2xi64>
  %c = tensor.extract %d[%c1, %c0] : tensor<2x2xi64>
  %oob = arith.constant 7 : index
  %e = tensor.extract %t[%c0, %oob] : tensor<2x3xf32>
  return %a, %b, %c, %e : f32, f32, i64, f32
}
