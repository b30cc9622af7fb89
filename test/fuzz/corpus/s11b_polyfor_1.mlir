func.func @polyfor(%n: index) {
  test.polyfor %i, %j {
    "foo.use"(%j, %i, %n) : (index, index, index) -> ()
  }
  test.polyfor {
    "foo.op"() : () -> ()
  }
  return
}
