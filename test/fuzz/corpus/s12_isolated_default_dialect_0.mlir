func.func @isolated(%a: index) {
  %0 = arith.constant 10 : index
  test.isolated_region %0 {
    %1 = arith.constant 1 : index
    "foo.consumer"(%0, %1) : (index, index) -> ()
  }
  %r:2 = "foo.op"() : () -> (index, index)
  test.isolated_region %r#1 {
    "foo.consumer"(%r#1) : (index) -> ()
  }
  test.isolated_region %a {
    test.isolated_region %a {
      "foo.consumer"(%a) : (index) -> ()
    }
    "foo.terminator"() : () -> ()
  }
  return
}
