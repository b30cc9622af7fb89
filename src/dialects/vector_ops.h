/* vector_ops.h - the ops of the vector dialect, one BO_OP(ID, NAME) line each.
 *
 * An X-macro list (see op_ids.h): it generates the op ids (BO_OP_<ID>),
 * their names, and the index of each entry of the dialect's op table
 * (src/dialects/vector.c, written with BO_OP_DEF(ID, hooks...)).  No include
 * guard: it is included once per product. */
BO_OP(VECTOR_BROADCAST, "vector.broadcast")
BO_OP(VECTOR_CONSTANT_MASK, "vector.constant_mask")
BO_OP(VECTOR_CONTRACT, "vector.contract")
BO_OP(VECTOR_CREATE_MASK, "vector.create_mask")
BO_OP(VECTOR_EXTRACT, "vector.extract")
BO_OP(VECTOR_FMA, "vector.fma")
BO_OP(VECTOR_INSERT, "vector.insert")
BO_OP(VECTOR_MASK, "vector.mask")
BO_OP(VECTOR_MULTI_REDUCTION, "vector.multi_reduction")
BO_OP(VECTOR_PRINT, "vector.print")
BO_OP(VECTOR_REDUCTION, "vector.reduction")
BO_OP(VECTOR_SHAPE_CAST, "vector.shape_cast")
BO_OP(VECTOR_TRANSFER_READ, "vector.transfer_read")
BO_OP(VECTOR_TRANSFER_WRITE, "vector.transfer_write")
BO_OP(VECTOR_TRANSPOSE, "vector.transpose")
BO_OP(VECTOR_YIELD, "vector.yield")
