func.func @ok(%a: i32) -> i32 {
  %r = "test.ssacfg_region"(%a) ({
    "foo.use"(%a) : (i32) -> ()
  }, {
  }) : (i32) -> i32
  "test.ssacfg_region"() : () -> ()
  return %r : i32
}
