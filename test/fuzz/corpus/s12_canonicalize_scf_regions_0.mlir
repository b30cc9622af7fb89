func.func private @step(tensor<?xf32>) -> tensor<?xf32>

func.func @for_cast(%a: tensor<8xf32>, %b: tensor<4xf32>, %n: index) -> (tensor<?xf32>, tensor<?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %x = tensor.cast %a : tensor<8xf32> to tensor<?xf32>
  %y = tensor.cast %b : tensor<4xf32> to tensor<?xf32>
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%p = %x, %q = %y) -> (tensor<?xf32>, tensor<?xf32>) {
    %p2 = func.call @step(%p) : (tensor<?xf32>) -> tensor<?xf32>
    %q2 = func.call @step(%q) : (tensor<?xf32>) -> tensor<?xf32>
    scf.yield %p2, %q2 : tensor<?xf32>, tensor<?xf32>
  }
  return %r#0, %r#1 : tensor<?xf32>, tensor<?xf32>
}

func.func @for_cast_two_uses(%a: tensor<8xf32>, %n: index) -> (tensor<?xf32>, tensor<?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %x = tensor.cast %a : tensor<8xf32> to tensor<?xf32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%p = %x) -> (tensor<?xf32>) {
    %p2 = func.call @step(%p) : (tensor<?xf32>) -> tensor<?xf32>
    scf.yield %p2 : tensor<?xf32>
  }
  return %r, %r : tensor<?xf32>, tensor<?xf32>
}
