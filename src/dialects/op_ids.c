/* op_ids.c - the names of the typed op ids, and ops' infos by id.
 *
 * bo_op_names is generated from the dialects' op lists (op_ids.h); the op
 * tables point into it, so every registered op's name is written once.
 * bo_op_info_by_id finds the info of an id through the context's name
 * registry on first use and keeps it in a per-context array: O(1) after.
 */
#include <assert.h>

#include "../ir/ir_private.h"
#include "op_ids.h"

#define BO_OP(ID, NAME)                                                   \
  _Static_assert(sizeof NAME <= BO_OP_NAME_MAX, NAME ": raise BO_OP_NAME_MAX");
#include "builtin_ops.h"
#include "func_ops.h"
#include "arith_ops.h"
#include "math_ops.h"
#include "scf_ops.h"
#include "cf_ops.h"
#include "affine_ops.h"
#include "tensor_ops.h"
#include "linalg_ops.h"
#include "memref_ops.h"
#include "bufferization_ops.h"
#include "vector_ops.h"
#undef BO_OP

const char bo_op_names[BO_OP_COUNT][BO_OP_NAME_MAX] = {
#define BO_OP(ID, NAME) [BO_OP_##ID] = NAME,
#include "builtin_ops.h"
#include "func_ops.h"
#include "arith_ops.h"
#include "math_ops.h"
#include "scf_ops.h"
#include "cf_ops.h"
#include "affine_ops.h"
#include "tensor_ops.h"
#include "linalg_ops.h"
#include "memref_ops.h"
#include "bufferization_ops.h"
#include "vector_ops.h"
#undef BO_OP
};

const bo_op_info *bo_op_info_by_id_slow(bo_context *ctx, unsigned id) {
  assert(id > BO_OP_NONE && id < BO_OP_COUNT);
  if (!ctx->op_by_id) ctx->op_by_id = bo_arena_take(&ctx->arena, BO_OP_COUNT * sizeof *ctx->op_by_id);
  const bo_op_info *info = bo_lookup_op_info(ctx, bo_op_names[id], strlen(bo_op_names[id]));
  /* an unknown info here means the op's dialect is not loaded */
  assert(info->id == id && "the op's dialect is not registered in this context");
  ctx->op_by_id[id] = info;
  return info;
}
