/* index.h - what the index dialect shares with the interpreter. */
#ifndef BUFOPT_DIALECTS_INDEX_H
#define BUFOPT_DIALECTS_INDEX_H

#include "../ir/ir_private.h"

/* The predicate of an index.cmp as an index into eq, ne, slt, sle, sgt,
 * sge, ult, ule, ugt, uge; -1 when malformed. */
int bo_index_cmp_predicate(const bo_op *op);

#endif
