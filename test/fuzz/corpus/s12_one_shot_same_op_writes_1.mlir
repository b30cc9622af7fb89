func.func @main() {
  %c0 = arith.constant 0 : index
  %one = arith.constant 1.0 : f32
  %five = arith.constant 5.0 : f32
  %e = tensor.empty() : tensor<2xf32>
  %ones = linalg.fill ins(%one : f32) outs(%e : tensor<2xf32>) -> tensor<2xf32>
  %e1 = tensor.empty() : tensor<1xf32>
  %f = linalg.fill ins(%five : f32) outs(%e1 : tensor<1xf32>) -> tensor<1xf32>
  %b:2 = scf.forall (%i) in (2) shared_outs(%p = %ones, %q = %ones) -> (tensor<2xf32>, tensor<2xf32>) {
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %f into %q[%i] [1] [1] : tensor<1xf32> into tensor<2xf32>
    }
  }
  %v = tensor.extract %b#0[%c0] : tensor<2xf32>
  vector.print %v : f32
  return
}
