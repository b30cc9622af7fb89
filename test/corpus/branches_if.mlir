// Corpus: scf.if yielding tensors, nested in a loop.
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c6 = arith.constant 6 : index
  %a = arith.constant dense<[1.0, 2.0, 3.0, 4.0, 5.0, 6.0]> : tensor<6xf32>
  %r = scf.for %i = %c0 to %c6 step %c1 iter_args(%t = %a) -> tensor<6xf32> {
    %rem = arith.remui %i, %c2 : index
    %even = arith.cmpi eq, %rem, %c0 : index
    %n = scf.if %even -> tensor<6xf32> {
      %v = tensor.extract %t[%i] : tensor<6xf32>
      %d = arith.mulf %v, %v : f32
      %t2 = tensor.insert %d into %t[%i] : tensor<6xf32>
      scf.yield %t2 : tensor<6xf32>
    } else {
      %v = tensor.extract %t[%i] : tensor<6xf32>
      %d = arith.negf %v : f32
      %t2 = tensor.insert %d into %t[%i] : tensor<6xf32>
      scf.yield %t2 : tensor<6xf32>
    }
    scf.yield %n : tensor<6xf32>
  }
  scf.for %i = %c0 to %c6 step %c1 {
    %v = tensor.extract %r[%i] : tensor<6xf32>
    vector.print %v : f32
  }
  %v0 = tensor.extract %a[%c1] : tensor<6xf32>
  vector.print %v0 : f32
  return
}
