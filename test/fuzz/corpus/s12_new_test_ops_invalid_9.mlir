func.func @no_then(%n: index) {
  "test.region_if"(%n) ({
  }, {
  ^bb0(%i: index):
    "test.region_if_yield"() : () -> ()
  }, {
    "test.region_if_yield"() : () -> ()
  }) : (index) -> ()
  return
}
