func.func @cycle() {
  test.graph_region {
    %a = "op.a"(%b) : (i32) -> i32
    %b = "op.b"(%a) : (i32) -> i32
  }
  return
}

func.func @nested_and_attrs() {
  test.graph_region attributes {k = 7} {
    test.graph_region {
      "op.use"(%v) : (i64) -> ()
    }
    %v = "op.def"() : () -> i64
  }
  "test.graph_region"() ({
  ^bb0(%x: i32):
    "op.x"() : () -> ()
  }) : () -> ()
  return
}
