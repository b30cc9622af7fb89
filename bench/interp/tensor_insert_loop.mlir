// bench: 200k tensor.insert ops on a loop-carried 200k-element tensor.  Each
// insert is the last use of a uniquely owned value, so the interpreter
// updates it in place: linear time (a copy per insert would move 160 GB).
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 200000 : index
  %e = tensor.empty(%n) : tensor<?xi32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%t = %e) -> tensor<?xi32> {
    %v = arith.index_cast %i : index to i32
    %u = tensor.insert %v into %t[%i] : tensor<?xi32>
    scf.yield %u : tensor<?xi32>
  }
  %last = arith.constant 199999 : index
  %x = tensor.extract %r[%last] : tensor<?xi32>
  vector.print %x : i32
  return
}
