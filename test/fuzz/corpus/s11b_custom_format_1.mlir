test.dialect_custom_printer custom_format
test.dialect_custom_format_fallback custom_format_fallback
test.format_optional_result_d_op : f80
%m = test.format_optional_result_d_op : f80 {tag = 1}
test.format_optional_result_d_op {unit}
"test.format_optional_result_d_op"() : () -> ()
