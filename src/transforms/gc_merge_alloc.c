/* gc_merge_alloc.c - the gc-merge-alloc pass: Intel graph-compiler's
 * merge-alloc, reproduced exactly (numbering, lifetimes, planner, output,
 * diagnostics; see /work/shared/ref/ref-merge-alloc.md section 1).
 *
 * It is merge_alloc.c's driver in graph-compiler mode: ticks widened by the
 * innermost loop or branch only, scf.for skipped as a scope, sizes rounded
 * up to `alignment` and planned by graph-compiler's chunk planner
 * (BO_PLANNER_GC_COST_MODEL, or GC_SIZE_FIRST with planner-options=size-first),
 * the arena sized by the plan, deallocations left alone, graph-compiler's
 * error messages, and its forall hoisting: an allocation in an scf.forall
 * body used by an scf.forall nested there moves out of the static forall
 * nest, one slice per thread, indexed by the linearised induction
 * variables.  Deliberate deviations, where graph-compiler crashes or builds
 * invalid IR: allocations with a non-identity layout or an element type it
 * cannot size (index, complex, vector) are left alone; a hoisted buffer
 * lives across the whole outermost forall of its nest (graph-compiler lets
 * slices of sibling inner foralls' buffers share bytes across threads),
 * and the nest ends at the first scope that is not a static forall for its
 * size, its thread index and its scope alike (graph-compiler's scope search
 * goes on past an scf.for: views beyond the arena).  The invariant and the costs are
 * merge-alloc's.
 */
#include <stddef.h>

#include "../pass/passes.h"
#include "merge_alloc.h"

typedef struct gc_merge_alloc_options {
  bool analysis_only;
  const char *planner_options;
  int64_t alignment;
} gc_merge_alloc_options;

static void init_gc_merge_alloc_options(void *p) {
  gc_merge_alloc_options *o = p;
  o->alignment = 64;
}

static int run_gc_merge_alloc(bo_op *func, const void *options) {
  const gc_merge_alloc_options *o = options;
  bo_merge_alloc_config cfg = {.gc_compat = true, .analysis_only = o->analysis_only,
                               .planner_options = o->planner_options, .alignment = o->alignment};
  return bo_merge_alloc_run(func, &cfg);
}

static const bo_pass_option gc_merge_alloc_option_table[] = {
    {"analysis-only", "Skip the mutation of the IR and only mark the lifetime and scope on the "
                      "attr of operations. Only for debugging and testing.",
     BO_OPT_BOOL, offsetof(gc_merge_alloc_options, analysis_only), NULL, "false"},
    {"planner-options", "The options for the memory-planner. `cost-model` for using a cost-model "
                        "considering both cache locality and memory size. `size-first` may "
                        "generate allocations with smaller total size without considering cache "
                        "locality. By default `cost-model` is used.",
     BO_OPT_STRING, offsetof(gc_merge_alloc_options, planner_options), NULL, "\"\""},
    {"alignment", "The alignment of the merged allocations", BO_OPT_INT,
     offsetof(gc_merge_alloc_options, alignment), NULL, "64"},
};

const bo_pass_info bo_pass_gc_merge_alloc = {
    .name = "gc-merge-alloc",
    .summary = "Merge multiple memref.alloc and reuse the buffer (Intel graph-compiler's pass)",
    .anchor = "func.func",
    .options_size = sizeof(gc_merge_alloc_options),
    .init_options = init_gc_merge_alloc_options,
    .num_options = 3,
    .options = gc_merge_alloc_option_table,
    .run = run_gc_merge_alloc,
};
