/* affine_ops.h - the ops of the affine dialect, one BO_OP(ID, NAME) line each.
 *
 * An X-macro list (see op_ids.h): it generates the op ids (BO_OP_<ID>),
 * their names, and the index of each entry of the dialect's op table
 * (src/dialects/affine.c, written with BO_OP_DEF(ID, hooks...)).  No include
 * guard: it is included once per product. */
BO_OP(AFFINE_APPLY, "affine.apply")
BO_OP(AFFINE_DELINEARIZE_INDEX, "affine.delinearize_index")
BO_OP(AFFINE_DMA_START, "affine.dma_start")
BO_OP(AFFINE_DMA_WAIT, "affine.dma_wait")
BO_OP(AFFINE_FOR, "affine.for")
BO_OP(AFFINE_IF, "affine.if")
BO_OP(AFFINE_LINEARIZE_INDEX, "affine.linearize_index")
BO_OP(AFFINE_LOAD, "affine.load")
BO_OP(AFFINE_MAX, "affine.max")
BO_OP(AFFINE_MIN, "affine.min")
BO_OP(AFFINE_PARALLEL, "affine.parallel")
BO_OP(AFFINE_PREFETCH, "affine.prefetch")
BO_OP(AFFINE_STORE, "affine.store")
BO_OP(AFFINE_VECTOR_LOAD, "affine.vector_load")
BO_OP(AFFINE_VECTOR_STORE, "affine.vector_store")
BO_OP(AFFINE_YIELD, "affine.yield")
