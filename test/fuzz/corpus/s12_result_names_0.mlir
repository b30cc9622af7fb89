func.func @pretty() {
  %x = test.string_attr_pretty_name
  %y = test.string_attr_pretty_name attributes {names = ["x"]}
  %q:2, %r = test.string_attr_pretty_name
  %0:2 = test.string_attr_pretty_name
  %a, %b = test.string_attr_pretty_name attributes {names = ["a"]}
  %1 = test.string_attr_pretty_name attributes {names = ["9lives"], z = 3}
  %c:2 = "test.string_attr_pretty_name"() {names = ["", "b"]} : () -> (i32, i32)
  %d = "test.string_attr_pretty_name"() {names = ["two words"]} : () -> i32
  %r_2 = test.string_attr_pretty_name
  "foo.use"(%x, %y, %q#1, %0#1, %b, %1, %c#0, %d, %r_2) : (i32, i32, i32, i32, i32, i32, i32, i32, i32) -> ()
  return
}
