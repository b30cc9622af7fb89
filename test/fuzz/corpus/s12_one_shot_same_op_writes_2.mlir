#id = affine_map<(d0) -> (d0)>
func.func @main() {
  %c0 = arith.constant 0 : index
  %one = arith.constant 1.0 : f32
  %five = arith.constant 5.0 : f32
  %e = tensor.empty() : tensor<2xf32>
  %ones = linalg.fill ins(%one : f32) outs(%e : tensor<2xf32>) -> tensor<2xf32>
  %r:2 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      outs(%ones, %ones : tensor<2xf32>, tensor<2xf32>) {
  ^bb0(%a: f32, %b: f32):
    %s = arith.addf %b, %five : f32
    %z = arith.constant 0.0 : f32
    linalg.yield %z, %s : f32, f32
  } -> (tensor<2xf32>, tensor<2xf32>)
  %v = tensor.extract %r#1[%c0] : tensor<2xf32>
  vector.print %v : f32
  return
}
