/* cf_ops.h - the ops of the cf dialect, one BO_OP(ID, NAME) line each.
 *
 * An X-macro list (see op_ids.h): it generates the op ids (BO_OP_<ID>),
 * their names, and the index of each entry of the dialect's op table
 * (src/dialects/cf.c, written with BO_OP_DEF(ID, hooks...)).  No include
 * guard: it is included once per product. */
BO_OP(CF_ASSERT, "cf.assert")
BO_OP(CF_BR, "cf.br")
BO_OP(CF_COND_BR, "cf.cond_br")
BO_OP(CF_SWITCH, "cf.switch")
