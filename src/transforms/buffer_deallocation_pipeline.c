/* buffer_deallocation_pipeline.c - the buffer-deallocation-pipeline pass:
 * mlir-opt's pipeline that inserts deallocations after one-shot
 * bufferization, registered as one pass (as mlir-opt registers it):
 *
 *   expand-realloc{emit-deallocs=false}, canonicalize,
 *   ownership-based-buffer-deallocation, canonicalize,
 *   buffer-deallocation-simplification, bufferization-lower-deallocations,
 *   cse, canonicalize
 *
 * The option private-function-dynamic-ownership is forwarded to
 * ownership-based-buffer-deallocation.  The pipeline is built by
 * bo_build_buffer_deallocation_pipeline (src/pass/pipelines.c) and runs
 * through a pass manager of its own on the op it is given (a module, or a
 * func.func when nested in func.func(...)); the enclosing pass
 * manager verifies the result (once, not after each inner pass).
 * Cost: the sum of the passes'.
 */
#include <stddef.h>

#include "../pass/pipelines.h"

typedef bo_buffer_deallocation_pipeline_options pipeline_options;

static int run_pipeline(bo_op *module, const void *options) {
  /* op-agnostic, as upstream's: on a module, or nested on each func.func
   * (where a dealloc needing the lowering's helper function is an error) */
  bo_pass_manager *pm = bo_pm_create_on(bo_op_get_context(module), bo_op_get_name(module));
  if (!pm) return -1;
  /* The IR is verified once, after the whole pipeline, by the enclosing pass
   * manager: verifying after each inner pass too took ~40% of the time. */
  bo_pm_enable_verifier(pm, false);
  bo_pm_enable_input_verifier(pm, false); /* valid: the enclosing pass manager checked it */
  int rc = bo_build_buffer_deallocation_pipeline(pm, options) || bo_pm_run(pm, module);
  bo_pm_destroy(pm);
  return rc;
}

static const bo_pass_option options[] = {
    {"private-function-dynamic-ownership",
     "Allows to add additional results to private functions to return ownership of returned "
     "memrefs to callers. This can avoid spurious buffer clones in the callee.",
     BO_OPT_BOOL, offsetof(pipeline_options, private_function_dynamic_ownership), NULL,
     "false"},
};

const bo_pass_info bo_pass_buffer_deallocation_pipeline = {
    .name = "buffer-deallocation-pipeline",
    .summary = "The default pipeline for automatically inserting deallocation operations after "
               "one-shot bufferization. Deallocation operations (except `memref.realloc`) may "
               "not be present already.",
    .anchor = NULL,
    .options_size = sizeof(pipeline_options),
    .num_options = 1,
    .options = options,
    .run = run_pipeline,
};
