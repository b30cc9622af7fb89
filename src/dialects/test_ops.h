/* test_ops.h - the ops of MLIR's test dialect that upstream's bufferization
 * lit tests use, test.affine_scope, which upstream's affine tests use,
 * test.ssacfg_region of IR/invalid.mlir and the ops of IR/parser.mlir
 * (X-macro list, see op_ids.h). */
BO_OP(TEST_BUFFER_BASED, "test.buffer_based")
BO_OP(TEST_COPY, "test.copy")
BO_OP(TEST_FORWARD_BUFFER, "test.forward_buffer")
BO_OP(TEST_REGION_BUFFER_BASED, "test.region_buffer_based")
BO_OP(TEST_REGION_YIELD, "test.region_yield")
BO_OP(TEST_AFFINE_SCOPE, "test.affine_scope")
BO_OP(TEST_SSACFG_REGION, "test.ssacfg_region")
BO_OP(TEST_GRAPH_REGION, "test.graph_region")
BO_OP(TEST_PARSE_INTEGER_LITERAL, "test.parse_integer_literal")
BO_OP(TEST_PARSE_WRAPPED_KEYWORD, "test.parse_wrapped_keyword")
BO_OP(TEST_PARSE_B64, "test.parse_b64")
BO_OP(TEST_DIALECT_CUSTOM_PRINTER, "test.dialect_custom_printer")
BO_OP(TEST_DIALECT_CUSTOM_FORMAT_FALLBACK, "test.dialect_custom_format_fallback")
BO_OP(TEST_FORMAT_OPTIONAL_RESULT_D_OP, "test.format_optional_result_d_op")
BO_OP(TEST_POLYFOR, "test.polyfor")
