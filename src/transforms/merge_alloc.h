/* merge_alloc.h - the driver merge-alloc and gc-merge-alloc share:
 * lifetimes (src/analysis/alloc_lifetimes.c) -> planner (bo_plan) ->
 * rewrite (one i8 arena per allocation scope and memory space, a
 * memref.view per merged allocation).  See merge_alloc.c.
 */
#ifndef BUFOPT_MERGE_ALLOC_H
#define BUFOPT_MERGE_ALLOC_H

#include <stdbool.h>
#include <stdint.h>

#include "bufopt/ir.h"

typedef struct bo_merge_alloc_config {
  bool gc_compat;              /* graph-compiler's pass exactly */
  bool analysis_only;          /* annotate lifetimes, no rewrite */
  const char *planner_options; /* "", "cost-model", "size-first", a bufopt planner name */
  int64_t alignment;
  const char *report;          /* PATH (.json or .svg) or NULL */
  bool keep_peak;              /* native: arenas per live cluster, only where the peak keeps */
  bool pack_small;             /* native: a buffer of s < alignment bytes is aligned to
                                  nextpow2(s) in the arena, not to alignment */
} bo_merge_alloc_config;

int bo_merge_alloc_run(bo_op *func, const bo_merge_alloc_config *config);

/* The rewrite merge-alloc and static-memory-planner-analysis share.
 * Builds `memref.alloc() {alignment = A : i64} : memref<BYTESxi8, space>`
 * at b (at least one byte) and returns it. */
bo_value *bo_merge_alloc_build_arena(bo_builder *b, int64_t bytes, int64_t alignment,
                                     const bo_attr *space);
/* Puts `arith.constant OFFSET : index` and a memref.view of arena of
 * alloc's type before alloc, replaces alloc's uses by the view and returns
 * it; alloc itself is left for the caller to erase. */
bo_value *bo_merge_alloc_view_in_arena(bo_op *alloc, bo_value *arena, int64_t offset);

#endif
