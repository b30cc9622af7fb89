%1 = "test.one_region_with_recursive_memory_effects"() ({
}) : () -> i32
