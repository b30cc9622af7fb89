func.func @use_of_sibling_region_value() {
  "test.ssacfg_region"() ({
    "foo.use"(%w) : (f32) -> ()
  }, {
    %w = "foo.def"() : () -> f32
  }) : () -> ()
  return
}
