/* bufopt/register.h - what a context knows: dialects and passes.
 *
 * A new context (bo_context_create) knows no dialect and no pass: ops of
 * an unregistered dialect are parsed and printed in the generic form as
 * unknown ops (unless bo_context_allow_unregistered_dialects(ctx, false)),
 * and no pass can be named.  The driver registers everything
 * (MLIR's registerAllDialects / registerAllPasses):
 *
 *   bo_context *ctx = bo_context_create();
 *   bo_register_all_dialects(ctx);
 *   bo_register_all_passes(ctx);
 *
 * An embedder may register only the dialects it uses, before parsing:
 *
 *   bo_register_dialect(ctx, &bo_dialect_builtin);
 *   bo_register_dialect(ctx, &bo_dialect_func);
 *   bo_register_dialect(ctx, &bo_dialect_arith);
 *
 * (its own passes with bo_pass_register, bufopt/pass.h).  The passes
 * expect the dialects whose ops they build to be registered: the built-in
 * passes need all of them.
 */
#ifndef BUFOPT_REGISTER_H
#define BUFOPT_REGISTER_H

#include "bufopt/api.h"
#include "bufopt/ir.h"

#ifdef __cplusplus
extern "C" {
#endif

/* A dialect: its namespace and its ops' table (opaque). */
typedef struct bo_dialect bo_dialect;

/* Registers the dialect's ops in ctx.  Registering twice is a no-op.
 * Returns 0, or -1 when an op name of the dialect already had an info (an
 * op of that name made before the registration keeps its unknown info;
 * register dialects before parsing). */
BO_API int bo_register_dialect(bo_context *ctx, const bo_dialect *dialect);
/* Flags of a registered dialect. */
enum {
  /* an open dialect (MLIR's allowsUnknownOperations): a generic-form op it
   * does not list is an unknown op, accepted even without
   * --allow-unregistered-dialect, not an error */
  BO_DIALECT_ALLOWS_UNKNOWN_OPS = 1u << 0,
};
/* bo_register_dialect with BO_DIALECT_* flags. */
BO_API int bo_register_dialect_with_flags(bo_context *ctx, const bo_dialect *dialect, unsigned flags);
/* The namespace of the i-th registered dialect (registration order), NULL
 * past the end (--show-dialects). */
BO_API const char *bo_dialect_name_at(bo_context *ctx, unsigned i);
/* Every dialect of bufopt (src/init/register.c). */
BO_API void bo_register_all_dialects(bo_context *ctx);
/* Every pass of bufopt (src/init/register.c). */
BO_API void bo_register_all_passes(bo_context *ctx);

/* The dialects, one per line (src/dialects/<name>.c). */
extern BO_API const bo_dialect bo_dialect_builtin;
extern BO_API const bo_dialect bo_dialect_func;
extern BO_API const bo_dialect bo_dialect_arith;
extern BO_API const bo_dialect bo_dialect_math;
extern BO_API const bo_dialect bo_dialect_scf;
extern BO_API const bo_dialect bo_dialect_cf;
extern BO_API const bo_dialect bo_dialect_affine;
extern BO_API const bo_dialect bo_dialect_tensor;
extern BO_API const bo_dialect bo_dialect_linalg;
extern BO_API const bo_dialect bo_dialect_memref;
extern BO_API const bo_dialect bo_dialect_bufferization;
extern BO_API const bo_dialect bo_dialect_vector;
extern BO_API const bo_dialect bo_dialect_deallocation; /* MLIR-HLO's ownership ops */
extern BO_API const bo_dialect bo_dialect_onnx;          /* sequences of tensors */
extern BO_API const bo_dialect bo_dialect_krnl;          /* their memref-level ops */
extern BO_API const bo_dialect bo_dialect_index;
extern BO_API const bo_dialect bo_dialect_ub;
extern BO_API const bo_dialect bo_dialect_llvm;
extern BO_API const bo_dialect bo_dialect_test;          /* MLIR's test dialect (a subset) */

#ifdef __cplusplus
}
#endif
#endif
