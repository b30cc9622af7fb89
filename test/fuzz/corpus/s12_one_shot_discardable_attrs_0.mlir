func.func @loop_attrs(%n: index, %c: i1, %v: i32) -> (tensor<8xi32>, tensor<8xi32>, tensor<8xi32>) attributes {keep.func = 3} {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %e = bufferization.alloc_tensor() : tensor<8xi32>
  %f = linalg.fill {keep.fill} ins(%v : i32) outs(%e : tensor<8xi32>) -> tensor<8xi32>
  %l = scf.for %i = %c0 to %n step %c1 iter_args(%t = %f) -> tensor<8xi32> {
    %w = tensor.insert %v into %t[%i] : tensor<8xi32>
    scf.yield %w : tensor<8xi32>
  } {keep.for = "yes", other}
  %s = scf.if %c -> tensor<8xi32> {
    scf.yield %l : tensor<8xi32>
  } else {
    scf.yield %f : tensor<8xi32>
  } {drop.if}
  %w = scf.while (%x = %s) : (tensor<8xi32>) -> tensor<8xi32> {
    scf.condition(%c) %x : tensor<8xi32>
  } do {
  ^bb0(%y: tensor<8xi32>):
    scf.yield %y : tensor<8xi32>
  } attributes {drop.while}
  %o = bufferization.alloc_tensor() : tensor<8xi32>
  %p = scf.forall (%i) in (8) shared_outs(%a = %o) -> (tensor<8xi32>) {
    %x = tensor.extract_slice %w[%i] [1] [1] : tensor<8xi32> to tensor<1xi32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %x into %a[%i] [1] [1] : tensor<1xi32> into tensor<8xi32>
    }
  } {keep.forall}
  return %l, %w, %p : tensor<8xi32>, tensor<8xi32>, tensor<8xi32>
}
