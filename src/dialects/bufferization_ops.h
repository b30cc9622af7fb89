/* bufferization_ops.h - the ops of the bufferization dialect, one BO_OP(ID, NAME) line each.
 *
 * An X-macro list (see op_ids.h): it generates the op ids (BO_OP_<ID>),
 * their names, and the index of each entry of the dialect's op table
 * (src/dialects/bufferization.c, written with BO_OP_DEF(ID, hooks...)).  No include
 * guard: it is included once per product. */
BO_OP(BUFFERIZATION_ALLOC_TENSOR, "bufferization.alloc_tensor")
BO_OP(BUFFERIZATION_CLONE, "bufferization.clone")
BO_OP(BUFFERIZATION_DEALLOC, "bufferization.dealloc")
BO_OP(BUFFERIZATION_DEALLOC_TENSOR, "bufferization.dealloc_tensor")
BO_OP(BUFFERIZATION_MATERIALIZE_IN_DESTINATION, "bufferization.materialize_in_destination")
BO_OP(BUFFERIZATION_TO_MEMREF, "bufferization.to_memref")
BO_OP(BUFFERIZATION_TO_BUFFER, "bufferization.to_buffer")
BO_OP(BUFFERIZATION_TO_TENSOR, "bufferization.to_tensor")
