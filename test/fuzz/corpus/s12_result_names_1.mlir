func.func @groups() {
  %0:5 = "test.asm_interface_op"() {x = 1} : () -> (i32, i32, f32, i32, i32)
  %first = arith.constant 1 : i32
  %1:2 = "test.asm_interface_op"() : () -> (i32, i64)
  "foo.use"(%0#0, %0#1, %0#3, %0#4, %1#0, %1#1, %first) : (i32, i32, i32, i32, i32, i64, i32) -> ()
  return
}
