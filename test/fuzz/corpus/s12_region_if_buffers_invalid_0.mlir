func.func @escapes() {
  %0 = "test.one_region_with_recursive_memory_effects"() ({
    %a = memref.alloc() : memref<2xf32>
    "test.return"(%a) : (memref<2xf32>) -> ()
  }) : () -> memref<2xf32>
  "test.read_buffer"(%0) : (memref<2xf32>) -> ()
  return
}
