// Corpus: scf.while carrying two tensors that swap roles every iteration
// (a ping-pong smoothing), with the condition computed from the data.
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %a = arith.constant dense<[0.0, 8.0, 0.0, 8.0]> : tensor<4xf32>
  %e = tensor.empty() : tensor<4xf32>
  %limit = arith.constant 3 : index
  %r:3 = scf.while (%x = %a, %y = %e, %n = %c0) : (tensor<4xf32>, tensor<4xf32>, index) -> (tensor<4xf32>, tensor<4xf32>, index) {
    %go = arith.cmpi ult, %n, %limit : index
    scf.condition(%go) %x, %y, %n : tensor<4xf32>, tensor<4xf32>, index
  } do {
  ^bb0(%x: tensor<4xf32>, %y: tensor<4xf32>, %n: index):
    %half = arith.constant 0.5 : f32
    %y2 = scf.for %i = %c0 to %c4 step %c1 iter_args(%acc = %y) -> tensor<4xf32> {
      %ip = arith.addi %i, %c1 : index
      %j = arith.remui %ip, %c4 : index
      %u = tensor.extract %x[%i] : tensor<4xf32>
      %v = tensor.extract %x[%j] : tensor<4xf32>
      %s = arith.addf %u, %v : f32
      %m = arith.mulf %s, %half : f32
      %acc2 = tensor.insert %m into %acc[%i] : tensor<4xf32>
      scf.yield %acc2 : tensor<4xf32>
    }
    %n2 = arith.addi %n, %c1 : index
    scf.yield %y2, %x, %n2 : tensor<4xf32>, tensor<4xf32>, index
  }
  scf.for %i = %c0 to %c4 step %c1 {
    %v = tensor.extract %r#0[%i] : tensor<4xf32>
    vector.print %v : f32 punctuation <comma>
  }
  vector.print str "\n"
  vector.print %r#2 : index
  return
}
