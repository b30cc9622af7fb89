func.func @rec(%n: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.cmpi eq, %n, %c0 : index
  %r = scf.if %z -> index {
    scf.yield %c0 : index
  } else {
    %m = arith.subi %n, %c1 : index
    %s = func.call @rec(%m) : (index) -> index
    %t = arith.addi %s, %c1 : index
    scf.yield %t : index
  }
  return %r : index
}
func.func @main() {
  %n = arith.constant 1990 : index
  %r = func.call @rec(%n) : (index) -> index
  vector.print %r : index
  return
}
