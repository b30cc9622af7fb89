func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %one = arith.constant 1.0 : f32
  %init = tensor.empty() : tensor<8xf32>
  %e = tensor.empty() : tensor<2xf32>
  %scratch = linalg.fill ins(%one : f32) outs(%e : tensor<2xf32>) -> tensor<2xf32>
  %r = scf.forall (%i) in (4) shared_outs(%o = %init) -> (tensor<8xf32>) {
    %ii = arith.index_cast %i : index to i32
    %fi = arith.sitofp %ii : i32 to f32
    %v = arith.addf %fi, %fi : f32
    %f = linalg.fill ins(%v : f32) outs(%scratch : tensor<2xf32>) -> tensor<2xf32>
    %w = tensor.insert %fi into %f[%c1] : tensor<2xf32>
    %off = affine.apply affine_map<(d0) -> (d0 * 2)>(%i)
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %w into %o[%off] [2] [1] : tensor<2xf32> into tensor<8xf32>
    }
  }
  %e2 = tensor.empty() : tensor<3xf32>
  scf.forall (%i) in (4) {
    %f = linalg.fill ins(%one : f32) outs(%e2 : tensor<3xf32>) -> tensor<3xf32>
  }
  scf.for %i = %c0 to %c8 step %c1 {
    %x = tensor.extract %r[%i] : tensor<8xf32>
    vector.print %x : f32 punctuation <comma>
  }
  vector.print str "\n"
  %s0 = tensor.extract %scratch[%c0] : tensor<2xf32>
  %s1 = tensor.extract %scratch[%c1] : tensor<2xf32>
  vector.print %s0 : f32
  vector.print %s1 : f32
  return
}
