/* op_ids.c - the names of the typed op ids, and ops' infos by id.
 *
 * bo_op_names is generated from the dialects' op lists (op_ids.h); the op
 * tables point into it, so every registered op's name is written once.
 * bo_register_dialect fills each context's id -> info array, so that
 * bo_op_info_by_id (ir_private.h) is one load.
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
#include "deallocation_ops.h"
#include "onnx_ops.h"
#include "krnl_ops.h"
#include "index_ops.h"
#include "ub_ops.h"
#include "llvm_ops.h"
#include "test_ops.h"
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
#include "deallocation_ops.h"
#include "onnx_ops.h"
#include "krnl_ops.h"
#include "index_ops.h"
#include "ub_ops.h"
#include "llvm_ops.h"
#include "test_ops.h"
#undef BO_OP
};
