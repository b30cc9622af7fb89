func.func @wrong_terminator(%n: index) {
  test.region_if %n : index -> () then {
  ^bb0(%i: index):
    "test.return"() : () -> ()
  } else {
  ^bb0(%i: index):
    "test.region_if_yield"() : () -> ()
  } join {
    "test.region_if_yield"() : () -> ()
  }
  return
}
