/* hlo_deallocation_pipeline.c - `--hlo-deallocation-pipeline`: tensor (or
 * memref) program in, memref program out, deallocated with MLIR-HLO's
 * ownership-based passes, one call per line:
 *
 *   convert-onnx-seq-to-krnl       (sequences become containers: memrefs of memrefs)
 *   hlo-split-alloc-tensors
 *   one-shot-bufferize{bufferize-function-boundaries
 *                      function-boundary-type-conversion=identity-layout-map
 *                      allow-return-allocs-from-loops}      (no deallocs)
 *   hlo-deallocate
 *   hlo-deallocation-simplification
 *   canonicalize
 *   hlo-buffer-reuse
 *   hlo-deallocation-simplification
 *   hlo-deallocation-to-scf
 *   hlo-deallocation-to-memref     (ownership -> i1 flags; mlir-opt accepts it)
 *   expand-realloc                 (mlir-opt does not lower memref.realloc)
 *   canonicalize
 *   optimize-allocation-liveness   (static frees right after the last use)
 *   convert-seq-to-memref          (Krnl sequence ops; a container's free is deep)
 *
 * Functions with several blocks, which hlo-deallocate does not support,
 * are deallocated by the ownership-based passes first (see below).
 * The IR is verified once, by the enclosing pass manager.  Cost: the sum of
 * the passes'.
 */
#include <stddef.h>

#include "../pass/pipelines.h"
#include "hlo_common.h"

/* Functions whose bodies have several blocks (cf branches) are not
 * supported by hlo-deallocate: they are deallocated by bufopt's
 * ownership-based pipeline in a module of their own and marked, so that
 * hlo-deallocate skips them and owns their results at each call. */
static int deallocate_multi_block_functions(bo_op *module) {
  bo_context *ctx = bo_op_get_context(module);
  bo_block *mb = module->regions[0].first;
  hlo_ops moved = {0};
  for (bo_op *op = mb ? mb->first : NULL; op; op = op->next)
    if (bo_op_isa(op, BO_OP_FUNC_FUNC) && op->num_regions && op->regions[0].first &&
        op->regions[0].first->next)
      bo_vec_push(&moved, op);
  if (!moved.len) return 0;
  bo_op_state st = {.id = BO_OP_BUILTIN_MODULE, .loc = module->loc, .num_regions = 1};
  bo_op *tmp = bo_op_create(ctx, &st);
  bo_block *tb = bo_region_add_block(&tmp->regions[0]);
  for (size_t i = 0; i < moved.len; i++) {
    bo_op_remove(moved.data[i]);
    bo_op_append_to_block(moved.data[i], tb);
  }
  bo_pass_manager *pm = bo_pm_create(ctx);
  bo_pm_enable_verifier(pm, false);
  bo_pm_enable_input_verifier(pm, false); /* valid: the enclosing pass manager checked it */
  bo_pm_enable_ir_printing(pm, NULL);     /* a side module, not a stage of this one */
  int rc = bo_build_buffer_deallocation_pipeline(
               pm, &(bo_buffer_deallocation_pipeline_options){.fresh_call_results = true}) ||
           bo_pm_run(pm, tmp);
  bo_pm_destroy(pm);
  while (tb->first) {
    bo_op *op = tb->first;
    bo_op_remove(op);
    bo_op_append_to_block(op, mb);
    if (bo_op_isa(op, BO_OP_FUNC_FUNC))
      bo_op_set_discardable_attr(op, bo_intern_cstr(ctx, HLO_OWNERSHIP_BASED_ATTR), bo_attr_unit(ctx));
  }
  bo_op_erase(tmp);
  bo_vec_free(&moved);
  return rc;
}

static int strip_marks(bo_op *module) {
  bo_context *ctx = bo_op_get_context(module);
  for (bo_op *op = module->regions[0].first ? module->regions[0].first->first : NULL; op; op = op->next)
    if (bo_op_get_discardable_attr(op, bo_intern_cstr(ctx, HLO_OWNERSHIP_BASED_ATTR)))
      bo_op_set_discardable_attr(op, bo_intern_cstr(ctx, HLO_OWNERSHIP_BASED_ATTR), NULL);
  return 0;
}

static int run_hlo_pipeline(bo_op *module, const void *options) {
  (void)options;
  bo_context *ctx = bo_op_get_context(module);
  bo_pass_manager *pm = bo_pm_create(ctx), *pm2 = bo_pm_create(ctx);
  if (!pm || !pm2) return -1;
  bo_pm_enable_verifier(pm, false);
  bo_pm_enable_input_verifier(pm, false); /* valid: the enclosing pass manager checked it */
  bo_pm_enable_verifier(pm2, false);
  bo_pm_enable_input_verifier(pm2, false); /* valid: the enclosing pass manager checked it */
  bo_bufferize_options bufferize; /* no deallocs: hlo-deallocate makes them */
  bo_bufferize_options_init(&bufferize);
  bufferize.bufferize_function_boundaries = true;
  bufferize.function_boundary_type_conversion = BO_LAYOUT_IDENTITY;
  bufferize.allow_return_allocs_from_loops = true;
  int rc =
      bo_pm_add(pm, &bo_pass_convert_onnx_seq_to_krnl, NULL) ||
      bo_pm_add(pm, &bo_pass_hlo_split_alloc_tensors, NULL) ||
      bo_pm_add_one_shot_bufferize(pm, &bufferize) ||
      bo_pm_run(pm, module) || deallocate_multi_block_functions(module) ||
      bo_pm_add(pm2, &bo_pass_hlo_deallocate, NULL) ||
      bo_pm_add(pm2, &bo_pass_hlo_deallocation_simplification, NULL) ||
      bo_pm_add(pm2, &bo_pass_canonicalize, NULL) ||
      bo_pm_add(pm2, &bo_pass_hlo_buffer_reuse, NULL) ||
      bo_pm_add(pm2, &bo_pass_hlo_deallocation_simplification, NULL) ||
      bo_pm_add(pm2, &bo_pass_hlo_deallocation_to_scf, NULL) ||
      bo_pm_add(pm2, &bo_pass_hlo_deallocation_to_memref, NULL) ||
      bo_pm_add(pm2, &bo_pass_expand_realloc, NULL) ||
      bo_pm_add(pm2, &bo_pass_canonicalize, NULL) ||
      bo_pm_add(pm2, &bo_pass_optimize_allocation_liveness, NULL) ||
      bo_pm_add(pm2, &bo_pass_convert_seq_to_memref, NULL) || bo_pm_run(pm2, module) ||
      strip_marks(module);
  bo_pm_destroy(pm);
  bo_pm_destroy(pm2);
  return rc;
}
const bo_pass_info bo_pass_hlo_deallocation_pipeline = {
    .name = "hlo-deallocation-pipeline",
    .summary = "MLIR-HLO's deallocation pipeline: split alloc_tensors, one-shot-bufferize, "
               "hlo-deallocate, simplification, buffer reuse, lowering of the ownership ops",
    .anchor = "builtin.module",
    .run = run_hlo_pipeline,
};
