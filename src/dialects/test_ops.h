/* test_ops.h - the ops of MLIR's test dialect that upstream's bufferization
 * lit tests use, test.affine_scope, which upstream's affine tests use,
 * and test.ssacfg_region of IR/invalid.mlir (X-macro list, see op_ids.h). */
BO_OP(TEST_BUFFER_BASED, "test.buffer_based")
BO_OP(TEST_COPY, "test.copy")
BO_OP(TEST_FORWARD_BUFFER, "test.forward_buffer")
BO_OP(TEST_REGION_BUFFER_BASED, "test.region_buffer_based")
BO_OP(TEST_REGION_YIELD, "test.region_yield")
BO_OP(TEST_AFFINE_SCOPE, "test.affine_scope")
BO_OP(TEST_SSACFG_REGION, "test.ssacfg_region")
