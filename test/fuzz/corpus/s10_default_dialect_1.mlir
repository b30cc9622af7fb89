func.func private @g()
func.func @in_for(%n: index) {
  scf.for %i = %n to %n step %n {
    call @g() : () -> ()
  }
  return
}
