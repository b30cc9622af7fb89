func.func @if_merge_negated(%c: i1) {
  %true = arith.constant true
  %n = arith.xori %c, %true : i1
  scf.if %n {
    "t.first"() : () -> ()
  }
  scf.if %c {
    "t.second"() : () -> ()
  }
  return
}
