/* ub_ops.h - the ops of the ub dialect (X-macro list, see op_ids.h). */
BO_OP(UB_POISON, "ub.poison")
