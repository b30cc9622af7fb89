func.func @use_before_def_across_blocks() {
  "test.ssacfg_region"() ({
    "foo.use"(%v) : (index) -> ()
    cf.br ^bb1
  ^bb1:
    %v = index.constant 3
    "foo.end"() : () -> ()
  }) : () -> ()
  return
}
