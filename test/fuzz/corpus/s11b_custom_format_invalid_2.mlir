%m = test.format_optional_result_d_op : memref<2xi8>
