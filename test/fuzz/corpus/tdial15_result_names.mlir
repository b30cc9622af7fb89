func.func @f() {
  %x = test.string_attr_pretty_name
  %q:2, %r = test.string_attr_pretty_name attributes {names = ["q", "", "9"]}
  %0:4 = "test.asm_interface_op"() : () -> (i32, i32, i32, i32)
  %1:2 = "test.asm_interface_op"() : () -> (i32, i32)
  "test.use"(%x, %q#1, %0#2, %1#1) : (i32, i32, i32, i32) -> ()
  return
}
