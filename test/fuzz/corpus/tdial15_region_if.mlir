func.func @f(%n: index, %m: memref<2xf32>) -> memref<2xf32> {
  %0:2 = test.region_if %m, %n : memref<2xf32>, index -> (memref<2xf32>, index) then {
  ^bb0(%a: memref<2xf32>, %i: index):
    "test.read_buffer"(%a) : (memref<2xf32>) -> ()
    test.region_if_yield %a, %i : memref<2xf32>, index
  } else {
  ^bb0(%a: memref<2xf32>, %i: index):
    test.region_if_yield %a, %i : memref<2xf32>, index
  } join {
  ^bb0(%a: memref<2xf32>, %i: index):
    test.region_if_yield %a, %i : memref<2xf32>, index
  }
  %1 = "test.one_region_with_recursive_memory_effects"() ({
    "test.return"(%n) : (index) -> ()
  }) : () -> i32
  return %0#0 : memref<2xf32>
}
