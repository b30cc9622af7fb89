/* krnl.h - the Krnl sequence ops' ids (from krnl_ops.h), for the passes and
 * the interpreter that handle them (convert-seq-to-memref, ops_onnx.c). */
#ifndef BUFOPT_DIALECTS_KRNL_H
#define BUFOPT_DIALECTS_KRNL_H

#include "../ir/ir_private.h"

typedef enum bo_krnl_op_id {
#define BO_OP(id, name) BO_OP_##id,
#include "krnl_ops.h"
#undef BO_OP
  BO_KRNL_NUM_OPS
} bo_krnl_op_id;

bool bo_krnl_op_is(const bo_op *op, bo_krnl_op_id id);
const char *bo_krnl_op_name(bo_krnl_op_id id);

#endif
