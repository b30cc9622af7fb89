func.func @region_if(%c: index, %n: index) -> memref<?xf32> {
  %a = memref.alloc(%n) : memref<?xf32>
  %r, %i = test.region_if %a, %c : memref<?xf32>, index -> (memref<?xf32>, index) then {
  ^bb0(%x: memref<?xf32>, %y: index):
    test.region_if_yield %x, %y : memref<?xf32>, index
  } else {
  ^bb0(%x: memref<?xf32>, %y: index):
    "test.read_buffer"(%x) : (memref<?xf32>) -> ()
    test.region_if_yield %x, %y : memref<?xf32>, index
  } join {
  ^bb0(%x: memref<?xf32>, %y: index):
    test.region_if_yield %x, %y : memref<?xf32>, index
  }
  return %r : memref<?xf32>
}
