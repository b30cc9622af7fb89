/* krnl.h - the Krnl sequence ops' ids (from krnl_ops.h), for the passes and
 * the interpreter that handle them (convert-seq-to-memref, ops_onnx.c). */
#ifndef BUFOPT_DIALECTS_KRNL_H
#define BUFOPT_DIALECTS_KRNL_H

#include "../ir/ir_private.h"

/* Ids: the global BO_OP_KRNL_* of src/dialects/op_ids.h. */
typedef enum bo_op_id bo_krnl_op_id;

bool bo_krnl_op_is(const bo_op *op, bo_krnl_op_id id);
/* krnl.seqextract with copy = 0: a borrow of the slot's buffer. */
bool bo_krnl_seqextract_borrows(const bo_op *op);
const char *bo_krnl_op_name(bo_krnl_op_id id);

#endif
