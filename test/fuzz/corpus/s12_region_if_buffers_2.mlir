func.func @recursive() -> i32 {
  %0 = "test.one_region_with_recursive_memory_effects"() ({
    %a = memref.alloc() : memref<8xf32>
    "test.read_buffer"(%a) : (memref<8xf32>) -> ()
    "test.return"() : () -> ()
  }) : () -> i32
  return %0 : i32
}
