// Corpus: scf.index_switch whose cases yield a constant, a modified copy of
// the argument, the argument itself and a fresh tensor; the argument is read
// after the switch.
func.func @choose(%k: index, %t: tensor<3xi64>) -> tensor<3xi64> {
  %c0 = arith.constant 0 : index
  %r = scf.index_switch %k -> tensor<3xi64>
  case 0 {
    %c = arith.constant dense<[7, 7, 7]> : tensor<3xi64>
    scf.yield %c : tensor<3xi64>
  }
  case 1 {
    %v = arith.constant 42 : i64
    %w = tensor.insert %v into %t[%c0] : tensor<3xi64>
    scf.yield %w : tensor<3xi64>
  }
  case 2 {
    scf.yield %t : tensor<3xi64>
  }
  default {
    %e = tensor.empty() : tensor<3xi64>
    %m = arith.constant -1 : i64
    %f = linalg.fill ins(%m : i64) outs(%e : tensor<3xi64>) -> tensor<3xi64>
    scf.yield %f : tensor<3xi64>
  }
  return %r : tensor<3xi64>
}
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %t = arith.constant dense<[1, 2, 3]> : tensor<3xi64>
  scf.for %k = %c0 to %c4 step %c1 {
    %r = func.call @choose(%k, %t) : (index, tensor<3xi64>) -> tensor<3xi64>
    scf.for %i = %c0 to %c3 step %c1 {
      %v = tensor.extract %r[%i] : tensor<3xi64>
      vector.print %v : i64 punctuation <comma>
    }
    %a = tensor.extract %t[%c0] : tensor<3xi64>
    vector.print %a : i64
  }
  return
}
