/* pipelines.h - bufopt's pass pipelines as typed calls (src/pass/pipelines.c).
 *
 * A pipeline is built by adding passes by their descriptors (bo_pass_*,
 * src/pass/passes.h) with their option structs, not by pass names and
 * option text: a misspelled pass, option or option value does not compile.
 * The option structs of the passes the pipelines configure live here, so
 * that both the pass and its callers see one definition.
 */
#ifndef BUFOPT_PIPELINES_H
#define BUFOPT_PIPELINES_H

#include "bufopt/bufferize.h"
#include "passes.h"

/* Adds `pass` to the top of pm (nested under its anchor as bo_pm_add_pass
 * does) with a copy of *options (the pass's options struct, all fields
 * set), or its defaults when options is NULL.  The pass need not be
 * registered.  Returns 0, or non-zero after a diagnostic. */
int bo_pm_add(bo_pass_manager *pm, const bo_pass_info *pass, const void *options);

/* --------------------------------------- option structs of the passes */

typedef struct bo_expand_realloc_options {
  bool emit_deallocs; /* default true */
} bo_expand_realloc_options;

typedef struct bo_ownership_based_buffer_deallocation_options {
  bool private_function_dynamic_ownership;
} bo_ownership_based_buffer_deallocation_options;

typedef struct bo_buffer_deallocation_simplification_options {
  /* bufopt's own: results of calls are buffers their callee handed over
   * (the function-boundary ABI), so they alias no other allocation */
  bool fresh_call_results;
  /* bufopt's own: also fold the i1 ownerships region ops carry (an scf.if
   * result both branches yield as one value, a loop's unchanged iter_arg),
   * which upstream leaves to the canonicalizer; the pipelines set it */
  bool fold_region_ownerships;
} bo_buffer_deallocation_simplification_options;

/* Typed adders: the pass and its options struct checked together. */
#define BO_PM_ADD_TYPED(pass, options_type)                                                 \
  static inline int bo_pm_add_##pass(bo_pass_manager *pm, const options_type *options) { \
    return bo_pm_add(pm, &bo_pass_##pass, options);                                          \
  }
BO_PM_ADD_TYPED(one_shot_bufferize, bo_bufferize_options)
BO_PM_ADD_TYPED(expand_realloc, bo_expand_realloc_options)
BO_PM_ADD_TYPED(ownership_based_buffer_deallocation,
                bo_ownership_based_buffer_deallocation_options)
BO_PM_ADD_TYPED(buffer_deallocation_simplification,
                bo_buffer_deallocation_simplification_options)
#undef BO_PM_ADD_TYPED

/* ------------------------------------------------------------ pipelines */

/* A pass manager whose root pipeline runs on `op_name` ops (bo_pm_create's
 * runs on builtin.module): for a pipeline pass nested in func.func(...). */
bo_pass_manager *bo_pm_create_on(bo_context *ctx, const char *op_name);

/* mlir-opt's BufferDeallocationPipelineOptions, plus bufopt's
 * fresh_call_results (used by the bufferization pipeline). */
typedef struct bo_buffer_deallocation_pipeline_options {
  bool private_function_dynamic_ownership;
  bool fresh_call_results;
} bo_buffer_deallocation_pipeline_options;

/* `--buffer-deallocation-pipeline`: expand-realloc, ownership-based
 * deallocation, simplification, lowering, cleanups. */
int bo_build_buffer_deallocation_pipeline(bo_pass_manager *pm,
                                          const bo_buffer_deallocation_pipeline_options *o);

/* `--bufferization-pipeline`'s options. */
typedef struct bo_bufferization_pipeline_options {
  bool merge_alloc; /* merge-alloc after one-shot-bufferize (docs/merge-alloc.md); default true */
} bo_bufferization_pipeline_options;

/* `--bufferization-pipeline`, bufopt's main job: tensors in, buffers out,
 * every buffer freed once, right after its last use.  o may be NULL
 * (defaults). */
int bo_build_bufferization_pipeline(bo_pass_manager *pm,
                                    const bo_bufferization_pipeline_options *o);

#endif
