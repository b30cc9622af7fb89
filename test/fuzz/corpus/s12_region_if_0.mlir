func.func @syntax(%n: index, %m: memref<2xf32>) -> (memref<2xf32>, index) {
  %0:2 = "test.region_if"(%m, %n) ({
  ^bb0(%a: memref<2xf32>, %i: index):
    test.region_if_yield %a, %i : memref<2xf32>, index
  }, {
  ^bb0(%a: memref<2xf32>, %i: index):
    test.region_if_yield %a, %i : memref<2xf32>, index {x = 1}
  }, {
  ^bb0(%a: memref<2xf32>, %i: index):
    test.region_if_yield %a, %i : memref<2xf32>, index
  }) {keep = 3} : (memref<2xf32>, index) -> (memref<2xf32>, index)
  %1 = test.region_if %n : index -> index then {
  ^bb0(%i: index):
    test.region_if_yield %i : index
  } else {
  ^bb0(%i: index):
    test.region_if_yield %i : index
  } join {
  ^bb0(%i: index):
    test.region_if_yield %i : index
  }
  return %0#0, %1 : memref<2xf32>, index
}
