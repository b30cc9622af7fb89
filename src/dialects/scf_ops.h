/* scf_ops.h - the ops of the scf dialect, one BO_OP(ID, NAME) line each.
 *
 * An X-macro list (see op_ids.h): it generates the op ids (BO_OP_<ID>),
 * their names, and the index of each entry of the dialect's op table
 * (src/dialects/scf.c, written with BO_OP_DEF(ID, hooks...)).  No include
 * guard: it is included once per product. */
BO_OP(SCF_CONDITION, "scf.condition")
BO_OP(SCF_EXECUTE_REGION, "scf.execute_region")
BO_OP(SCF_FOR, "scf.for")
BO_OP(SCF_FORALL, "scf.forall")
BO_OP(SCF_FORALL_IN_PARALLEL, "scf.forall.in_parallel")
BO_OP(SCF_IF, "scf.if")
BO_OP(SCF_INDEX_SWITCH, "scf.index_switch")
BO_OP(SCF_PARALLEL, "scf.parallel")
BO_OP(SCF_REDUCE, "scf.reduce")
BO_OP(SCF_REDUCE_RETURN, "scf.reduce.return")
BO_OP(SCF_WHILE, "scf.while")
BO_OP(SCF_YIELD, "scf.yield")
