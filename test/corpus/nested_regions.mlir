// Corpus: scf.execute_region inside scf.if inside scf.for, each yielding
// tensors; one branch yields the loop's tensor modified in place, the other a
// copy that is modified while the loop's tensor is still read.
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c6 = arith.constant 6 : index
  %e = tensor.empty() : tensor<6xf32>
  %z = arith.constant 0.0 : f32
  %t0 = linalg.fill ins(%z : f32) outs(%e : tensor<6xf32>) -> tensor<6xf32>
  %r = scf.for %i = %c0 to %c6 step %c1 iter_args(%t = %t0) -> tensor<6xf32> {
    %odd = arith.remui %i, %c2 : index
    %isodd = arith.cmpi ne, %odd, %c0 : index
    %ii = arith.index_cast %i : index to i32
    %fi = arith.sitofp %ii : i32 to f32
    %n = scf.if %isodd -> tensor<6xf32> {
      %x = scf.execute_region -> tensor<6xf32> {
        %w = tensor.insert %fi into %t[%i] : tensor<6xf32>
        scf.yield %w : tensor<6xf32>
      }
      scf.yield %x : tensor<6xf32>
    } else {
      %neg = arith.negf %fi : f32
      %w = tensor.insert %neg into %t[%i] : tensor<6xf32>
      %prev = tensor.extract %t[%c0] : tensor<6xf32>
      %s = arith.addf %prev, %fi : f32
      %w2 = tensor.insert %s into %w[%c0] : tensor<6xf32>
      scf.yield %w2 : tensor<6xf32>
    }
    scf.yield %n : tensor<6xf32>
  }
  scf.for %i = %c0 to %c6 step %c1 {
    %v = tensor.extract %r[%i] : tensor<6xf32>
    vector.print %v : f32 punctuation <comma>
  }
  vector.print str "\n"
  return
}
