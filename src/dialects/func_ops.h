/* func_ops.h - the ops of the func dialect, one BO_OP(ID, NAME) line each.
 *
 * An X-macro list (see op_ids.h): it generates the op ids (BO_OP_<ID>),
 * their names, and the index of each entry of the dialect's op table
 * (src/dialects/func.c, written with BO_OP_DEF(ID, hooks...)).  No include
 * guard: it is included once per product. */
BO_OP(FUNC_CALL, "func.call")
BO_OP(FUNC_CALL_INDIRECT, "func.call_indirect")
BO_OP(FUNC_CONSTANT, "func.constant")
BO_OP(FUNC_FUNC, "func.func")
BO_OP(FUNC_RETURN, "func.return")
