%a:2 = "test.format_optional_result_d_op"() : () -> (i32, i32)
