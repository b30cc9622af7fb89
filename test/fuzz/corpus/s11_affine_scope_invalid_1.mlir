func.func @not_a_symbol(%n : index) {
  test.affine_scope {
    affine.for %j = 0 to %n {
      %k = arith.muli %j, %j : index
      affine.for %l = 0 to %k {
      }
    }
    "terminate"() : () -> ()
  }
  return
}
