/* builtin_ops.h - the ops of the builtin dialect, one BO_OP(ID, NAME) line each.
 *
 * An X-macro list (see op_ids.h): it generates the op ids (BO_OP_<ID>),
 * their names, and the index of each entry of the dialect's op table
 * (src/dialects/builtin.c, written with BO_OP_DEF(ID, hooks...)).  No include
 * guard: it is included once per product. */
BO_OP(BUILTIN_MODULE, "builtin.module")
BO_OP(BUILTIN_UNREALIZED_CONVERSION_CAST, "builtin.unrealized_conversion_cast")
