/* pipelines.c - bufopt's pipelines, one typed call per pass.
 *
 * Each pipeline is one function that reads top to bottom, as QBE's func()
 * or MLIR's buildBufferDeallocationPipeline: every pass is added by its
 * descriptor with its options struct (designated initializers), so a
 * misspelled pass or option does not compile.  The passes wrapping them
 * (buffer-deallocation-pipeline, bufferization-pipeline in src/transforms/)
 * build a pass manager with these and run it.
 * Cost: the sum of the passes' (each near linear).
 */
#include "pipelines.h"

/* upstream's buffer-deallocation-pipeline (BufferizationPipelines.cpp) */
int bo_build_buffer_deallocation_pipeline(bo_pass_manager *pm,
                                          const bo_buffer_deallocation_pipeline_options *o) {
  return bo_pm_add_expand_realloc(pm, &(bo_expand_realloc_options){.emit_deallocs = false}) ||
         bo_pm_add(pm, &bo_pass_canonicalize, NULL) ||
         bo_pm_add_ownership_based_buffer_deallocation(
             pm, &(bo_ownership_based_buffer_deallocation_options){
                     .private_function_dynamic_ownership = o->private_function_dynamic_ownership}) ||
         bo_pm_add(pm, &bo_pass_canonicalize, NULL) ||
         bo_pm_add_buffer_deallocation_simplification(
             pm, &(bo_buffer_deallocation_simplification_options){
                     .fresh_call_results = o->fresh_call_results,
                     .fold_region_ownerships = true}) ||
         bo_pm_add(pm, &bo_pass_bufferization_lower_deallocations, NULL) ||
         bo_pm_add(pm, &bo_pass_cse, NULL) ||
         bo_pm_add(pm, &bo_pass_canonicalize, NULL);
}

/* One-shot bufferization across function boundaries with identity layouts,
 * then the deallocation pipeline with static frees for buffers handed over
 * by calls, then frees moved right after each buffer's last use.  Empty
 * tensor elimination first saves allocations and copies. */
int bo_build_bufferization_pipeline(bo_pass_manager *pm,
                                    const bo_bufferization_pipeline_options *o) {
  static const bo_bufferization_pipeline_options defaults = {.merge_alloc = true};
  if (!o) o = &defaults;
  bo_bufferize_options bufferize;
  bo_bufferize_options_init(&bufferize);
  bufferize.bufferize_function_boundaries = true;
  bufferize.function_boundary_type_conversion = BO_LAYOUT_IDENTITY;
  bufferize.allow_return_allocs_from_loops = true;

  /* ONNX sequences: One-Shot Bufferize turns them into containers itself
   * (the sequence ops' bufferize hooks, docs/sequences.md). */
  return bo_pm_add(pm, &bo_pass_eliminate_empty_tensors, NULL) ||
         bo_pm_add_one_shot_bufferize(pm, &bufferize) ||
         (o->merge_alloc && bo_pm_add(pm, &bo_pass_merge_alloc, NULL)) ||
         bo_build_buffer_deallocation_pipeline(
             pm, &(bo_buffer_deallocation_pipeline_options){.fresh_call_results = true}) ||
         bo_pm_add(pm, &bo_pass_optimize_allocation_liveness, NULL) ||
         bo_pm_add(pm, &bo_pass_convert_seq_to_memref, NULL);
}
