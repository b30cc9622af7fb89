func.func @use_of_own_result() {
  %r = "test.ssacfg_region"() ({
    "foo.use"(%r) : (i64) -> ()
  }) : () -> i64
  return
}
