/* register.c - the composition root: every dialect and every pass of
 * bufopt, registered into a context (MLIR's InitAllDialects.h /
 * InitAllPasses.h).  The IR core (src/ir/) knows no dialect and no pass;
 * the driver (tools/bufopt.c), the tests and embedders call these, or
 * register only what they use (bufopt/register.h).
 *
 * A new dialect adds one line to bo_register_all_dialects (and its
 * declaration to include/bufopt/register.h); a new pass adds one line to
 * bo_register_builtin_passes (src/pass/pass_manager.c).  O(ops + passes).
 */
#include "../ir/ir_private.h"
#include "../pass/passes.h"
#include "bufopt/register.h"

void bo_register_all_dialects(bo_context *ctx) {
  bo_register_dialect(ctx, &bo_dialect_builtin);
  bo_register_dialect(ctx, &bo_dialect_func);
  bo_register_dialect(ctx, &bo_dialect_arith);
  bo_register_dialect(ctx, &bo_dialect_math);
  bo_register_dialect(ctx, &bo_dialect_scf);
  bo_register_dialect(ctx, &bo_dialect_cf);
  bo_register_dialect(ctx, &bo_dialect_affine);
  bo_register_dialect(ctx, &bo_dialect_tensor);
  bo_register_dialect(ctx, &bo_dialect_linalg);
  bo_register_dialect(ctx, &bo_dialect_memref);
  bo_register_dialect(ctx, &bo_dialect_bufferization);
  bo_register_dialect(ctx, &bo_dialect_vector);
  bo_register_dialect(ctx, &bo_dialect_deallocation);
  bo_register_dialect(ctx, &bo_dialect_onnx);
  bo_register_dialect(ctx, &bo_dialect_krnl);
  bo_register_dialect(ctx, &bo_dialect_index);
  bo_register_dialect(ctx, &bo_dialect_ub);
  /* open: bufopt has a few llvm ops; the others stay unknown ops */
  bo_register_dialect_with_flags(ctx, &bo_dialect_llvm, BO_DIALECT_ALLOWS_UNKNOWN_OPS);
  /* open: bufopt has a few test ops (src/dialects/test.c); mlir-opt's test
   * dialect allows unknown operations, so the others stay unknown ops */
  bo_register_dialect_with_flags(ctx, &bo_dialect_test, BO_DIALECT_ALLOWS_UNKNOWN_OPS);
}

void bo_register_all_passes(bo_context *ctx) { bo_register_builtin_passes(ctx); }
