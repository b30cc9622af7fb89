func.func @for_spaces(%n: index) -> tensor<3xi8> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = bufferization.alloc_tensor() {memory_space = 2 : i64} : tensor<3xi8>
  %b = bufferization.alloc_tensor() : tensor<3xi8>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%t = %b) -> tensor<3xi8> {
    scf.yield %a : tensor<3xi8>
  }
  return %r : tensor<3xi8>
}
