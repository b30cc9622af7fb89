%0 = "test.asm_interface_op"() : () -> i32
