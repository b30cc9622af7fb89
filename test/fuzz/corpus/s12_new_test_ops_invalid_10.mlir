func.func @types(%n: index) {
  test.region_if %n : index, index -> () then {
  } else {
  } join {
  }
  return
}
