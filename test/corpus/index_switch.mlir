// Corpus: scf.index_switch choosing a tensor per iteration.
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %init = arith.constant dense<0> : tensor<4xi32>
  %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%t = %init) -> tensor<4xi32> {
    %k = arith.remui %i, %c3 : index
    %n = scf.index_switch %k -> tensor<4xi32>
    case 0 {
      %v = arith.constant 10 : i32
      %t2 = tensor.insert %v into %t[%i] : tensor<4xi32>
      scf.yield %t2 : tensor<4xi32>
    }
    case 1 {
      %v = arith.constant 20 : i32
      %t2 = tensor.insert %v into %t[%i] : tensor<4xi32>
      scf.yield %t2 : tensor<4xi32>
    }
    default {
      scf.yield %t : tensor<4xi32>
    }
    scf.yield %n : tensor<4xi32>
  }
  scf.for %i = %c0 to %c4 step %c1 {
    %v = tensor.extract %r[%i] : tensor<4xi32>
    vector.print %v : i32
  }
  return
}
