func.func @branch_from_outside(%c: i1, %v: f32) -> tensor<64xf32> {
  %out = bufferization.alloc_tensor() : tensor<64xf32>
  %outer = bufferization.alloc_tensor() : tensor<1xf32>
  %n = arith.constant 64 : index
  %r = scf.forall (%i) in (%n) shared_outs(%o = %out) -> (tensor<64xf32>) {
    %inner = bufferization.alloc_tensor() : tensor<1xf32>
    %sel = scf.if %c -> tensor<1xf32> {
      scf.yield %inner : tensor<1xf32>
    } else {
      scf.yield %outer : tensor<1xf32>
    }
    %f = linalg.fill ins(%v : f32) outs(%sel : tensor<1xf32>) -> tensor<1xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %f into %o[%i] [1] [1] : tensor<1xf32> into tensor<64xf32>
    }
  }
  return %r : tensor<64xf32>
}

func.func @branch_inside(%c: i1, %v: f32) -> tensor<64xf32> {
  %out = bufferization.alloc_tensor() : tensor<64xf32>
  %n = arith.constant 64 : index
  %r = scf.forall (%i) in (%n) shared_outs(%o = %out) -> (tensor<64xf32>) {
    %a = bufferization.alloc_tensor() : tensor<1xf32>
    %b = bufferization.alloc_tensor() : tensor<1xf32>
    %sel = scf.if %c -> tensor<1xf32> {
      scf.yield %a : tensor<1xf32>
    } else {
      scf.yield %b : tensor<1xf32>
    }
    %f = linalg.fill ins(%v : f32) outs(%sel : tensor<1xf32>) -> tensor<1xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %f into %o[%i] [1] [1] : tensor<1xf32> into tensor<64xf32>
    }
  }
  return %r : tensor<64xf32>
}
