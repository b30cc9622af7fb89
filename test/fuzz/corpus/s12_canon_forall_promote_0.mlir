func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %one = arith.constant 1.0 : f32
  %five = arith.constant 5.0 : f32
  %seven = arith.constant 7.0 : f32
  %e = tensor.empty() : tensor<2xf32>
  %a = linalg.fill ins(%one : f32) outs(%e : tensor<2xf32>) -> tensor<2xf32>
  %e2 = tensor.empty() : tensor<2xf32>
  %b = linalg.fill ins(%one : f32) outs(%e2 : tensor<2xf32>) -> tensor<2xf32>
  %e1 = tensor.empty() : tensor<1xf32>
  %f = linalg.fill ins(%five : f32) outs(%e1 : tensor<1xf32>) -> tensor<1xf32>
  %s = linalg.fill ins(%seven : f32) outs(%e1 : tensor<1xf32>) -> tensor<1xf32>
  %r:2 = scf.forall (%i) in (1) shared_outs(%p = %a, %q = %b) -> (tensor<2xf32>, tensor<2xf32>) {
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %f into %q[0] [1] [1] : tensor<1xf32> into tensor<2xf32>
      tensor.parallel_insert_slice %s into %p[1] [1] [1] : tensor<1xf32> into tensor<2xf32>
    }
  }
  %v0 = tensor.extract %r#0[%c0] : tensor<2xf32>
  %v1 = tensor.extract %r#0[%c1] : tensor<2xf32>
  %w0 = tensor.extract %r#1[%c0] : tensor<2xf32>
  %w1 = tensor.extract %r#1[%c1] : tensor<2xf32>
  vector.print %v0 : f32
  vector.print %v1 : f32
  vector.print %w0 : f32
  vector.print %w1 : f32
  return
}
