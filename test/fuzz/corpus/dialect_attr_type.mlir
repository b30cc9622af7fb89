// A dialect attribute followed by `: type` where no type is expected keeps
// its type (`#foo.attr : i32`), as mlir-opt 22 reads and prints it.
func.func @f() {
  "test.a"() {x = #foo.attr : i32, y = #foo<"x"> : i64, z = #foo.bar<1> : index} : () -> ()
  "test.b"() {w = [#foo.e : f32, #foo.e], v = #foo.e} : () -> ()
  return
}
