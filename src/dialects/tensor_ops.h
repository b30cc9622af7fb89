/* tensor_ops.h - the ops of the tensor dialect, one BO_OP(ID, NAME) line each.
 *
 * An X-macro list (see op_ids.h): it generates the op ids (BO_OP_<ID>),
 * their names, and the index of each entry of the dialect's op table
 * (src/dialects/tensor.c, written with BO_OP_DEF(ID, hooks...)).  No include
 * guard: it is included once per product. */
BO_OP(TENSOR_BITCAST, "tensor.bitcast")
BO_OP(TENSOR_CAST, "tensor.cast")
BO_OP(TENSOR_COLLAPSE_SHAPE, "tensor.collapse_shape")
BO_OP(TENSOR_CONCAT, "tensor.concat")
BO_OP(TENSOR_DIM, "tensor.dim")
BO_OP(TENSOR_EMPTY, "tensor.empty")
BO_OP(TENSOR_EXPAND_SHAPE, "tensor.expand_shape")
BO_OP(TENSOR_EXTRACT, "tensor.extract")
BO_OP(TENSOR_EXTRACT_SLICE, "tensor.extract_slice")
BO_OP(TENSOR_FROM_ELEMENTS, "tensor.from_elements")
BO_OP(TENSOR_GENERATE, "tensor.generate")
BO_OP(TENSOR_INSERT, "tensor.insert")
BO_OP(TENSOR_INSERT_SLICE, "tensor.insert_slice")
BO_OP(TENSOR_PAD, "tensor.pad")
BO_OP(TENSOR_PARALLEL_INSERT_SLICE, "tensor.parallel_insert_slice")
BO_OP(TENSOR_RANK, "tensor.rank")
BO_OP(TENSOR_RESHAPE, "tensor.reshape")
BO_OP(TENSOR_SPLAT, "tensor.splat")
BO_OP(TENSOR_YIELD, "tensor.yield")
BO_OP(TENSOR_GATHER, "tensor.gather")
BO_OP(TENSOR_SCATTER, "tensor.scatter")
