"test.one_region_with_recursive_memory_effects"() ({
  "test.return"() : () -> ()
}) : () -> ()
