/* test_ops.h - the ops of MLIR's test dialect that upstream's bufferization
 * lit tests use (X-macro list, see op_ids.h). */
BO_OP(TEST_BUFFER_BASED, "test.buffer_based")
BO_OP(TEST_COPY, "test.copy")
BO_OP(TEST_FORWARD_BUFFER, "test.forward_buffer")
BO_OP(TEST_REGION_BUFFER_BASED, "test.region_buffer_based")
BO_OP(TEST_REGION_YIELD, "test.region_yield")
