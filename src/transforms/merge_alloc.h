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
} bo_merge_alloc_config;

int bo_merge_alloc_run(bo_op *func, const bo_merge_alloc_config *config);

#endif
