/* bufferization_pipeline.c - bufopt's main job, `--bufferization-pipeline`:
 * tensor program in, memref program out, every buffer freed exactly once
 * and as early as bufopt can prove safe.
 *
 *   eliminate-empty-tensors                 (fewer allocations and copies)
 *   one-shot-bufferize{bufferize-function-boundaries
 *                      function-boundary-type-conversion=identity-layout-map
 *                      allow-return-allocs-from-loops}
 *                                           (ONNX sequences become containers:
 *                                            their ops' bufferize hooks)
 *   merge-alloc                             (unless merge-alloc=false)
 *   expand-realloc, canonicalize,
 *   ownership-based-buffer-deallocation, canonicalize,
 *   buffer-deallocation-simplification{fresh-call-results}
 *                                           (static frees, no helper calls)
 *   bufferization-lower-deallocations, cse, canonicalize,
 *   optimize-allocation-liveness            (frees right after last use)
 *   convert-seq-to-memref                   (sequences: Krnl ops lowered,
 *                                            frees of memrefs of memrefs deep)
 *
 * This is upstream's one-shot-bufferize + buffer-deallocation-pipeline +
 * optimize-allocation-liveness with two additions: empty-tensor
 * elimination before the analysis, and the simplification's
 * `fresh-call-results` (call results are buffers the callee handed over,
 * per the function-boundary ABI, so they never alias other allocations).
 * The pipeline is built by bo_build_bufferization_pipeline (src/pass/
 * pipelines.c) and runs through a pass manager of its own; the enclosing
 * pass manager verifies the result.  Cost: the sum of the passes' (each near linear).
 */
#include <stddef.h>

#include "../pass/pipelines.h"

typedef bo_bufferization_pipeline_options bufferization_pipeline_options;

static int run_bufferization_pipeline(bo_op *module, const void *options) {
  const bufferization_pipeline_options *o = options;
  bo_pass_manager *pm = bo_pm_create(bo_op_get_context(module));
  if (!pm) return -1;
  /* The IR is verified once, after the whole pipeline, by the enclosing pass
   * manager: verifying after each inner pass too took ~40% of the time. */
  bo_pm_enable_verifier(pm, false);
  bo_pm_enable_input_verifier(pm, false); /* valid: the enclosing pass manager checked it */
  int rc = bo_build_bufferization_pipeline(pm, o) || bo_pm_run(pm, module);
  bo_pm_destroy(pm);
  return rc;
}

static void init_bufferization_pipeline_options(void *p) {
  ((bufferization_pipeline_options *)p)->merge_alloc = true;
}

static const bo_pass_option bufferization_pipeline_option_table[] = {
    {"merge-alloc", "Run merge-alloc after one-shot-bufferize: the static temporaries of each "
                    "allocation scope share arenas planned at compile time, where that keeps "
                    "the heap peak",
     BO_OPT_BOOL, offsetof(bufferization_pipeline_options, merge_alloc), NULL, "true"},
};

const bo_pass_info bo_pass_bufferization_pipeline = {
    .name = "bufferization-pipeline",
    .summary = "bufopt's main job: one-shot-bufferize (function boundaries, identity layouts), "
               "ownership-based deallocation with static frees where aliasing is known, and "
               "frees moved right after the last use",
    .anchor = "builtin.module",
    .options_size = sizeof(bufferization_pipeline_options),
    .init_options = init_bufferization_pipeline_options,
    .num_options = 1,
    .options = bufferization_pipeline_option_table,
    .run = run_bufferization_pipeline,
};
