test.polyfor %i {
  "foo.op"() : () -> ()
^bb1:
  "foo.op"() : () -> ()
}
