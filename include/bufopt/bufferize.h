/* bufopt/bufferize.h - options of One-Shot Bufferize (`one-shot-bufferize`).
 *
 * One-Shot Bufferize turns tensor programs into memref programs in two
 * steps, as MLIR does: an analysis decides for every tensor operand that an
 * op writes whether the write may happen in the operand's own buffer
 * ("in place") or needs a fresh copy; a rewrite then replaces every tensor
 * op by memref ops following those decisions.  The options mirror
 * mlir-opt's `--one-shot-bufferize="..."` spellings (see the pass's option
 * table in src/transforms/one_shot_bufferize.c, and docs/one-shot-bufferize.md
 * for which ones are implemented and which are accepted for compatibility).
 */
#ifndef BUFOPT_BUFFERIZE_H
#define BUFOPT_BUFFERIZE_H

#include "bufopt/api.h"
#include <stdbool.h>
#include <stdint.h>

#include "bufopt/pass.h"

#ifdef __cplusplus
extern "C" {
#endif

/* analysis-heuristic: the order in which ops are analyzed. */
typedef enum bo_bufferize_heuristic {
  BO_BUFFERIZE_BOTTOM_UP,                  /* "bottom-up" (default) */
  BO_BUFFERIZE_TOP_DOWN,                   /* "top-down" */
  BO_BUFFERIZE_BOTTOM_UP_FROM_TERMINATORS, /* "bottom-up-from-terminators" */
  BO_BUFFERIZE_FUZZER                      /* "fuzzer" (shuffled by analysis-fuzzer-seed) */
} bo_bufferize_heuristic;

/* function-boundary-type-conversion / unknown-type-conversion: the layout
 * given to memrefs at function boundaries (and around unknown ops). */
typedef enum bo_bufferize_layout {
  BO_LAYOUT_INFER,         /* "infer-layout-map" */
  BO_LAYOUT_IDENTITY,      /* "identity-layout-map" */
  BO_LAYOUT_FULLY_DYNAMIC  /* "fully-dynamic-layout-map" */
} bo_bufferize_layout;

typedef struct bo_bufferize_options {
  bool allow_return_allocs_from_loops;
  bool allow_unknown_ops;
  uint64_t analysis_fuzzer_seed;
  int analysis_heuristic;            /* bo_bufferize_heuristic */
  uint64_t buffer_alignment;         /* memref.alloc {alignment}; 0: none; default 64 */
  bool bufferize_function_boundaries;
  bool check_parallel_regions;       /* default true */
  bool copy_before_write;            /* skip the analysis: every write goes out of place */
  bool dump_alias_sets;
  int function_boundary_type_conversion; /* bo_bufferize_layout, default infer */
  bool must_infer_memory_space;
  bool print_conflicts;
  bool test_analysis_only;           /* annotate decisions, do not rewrite */
  int unknown_type_conversion;       /* bo_bufferize_layout, default fully dynamic */
  bool use_encoding_for_memory_space;
  /* dialect-filter: only ops of these dialects are rewritten (the others
   * are unknown ops, see docs/one-shot-bufferize.md). */
  BO_LIST_OPTION(dialect_filter);
  /* no-analysis-func-filter: functions (symbol names) bufferized with
   * copy-before-write instead of the analysis. */
  BO_LIST_OPTION(no_analysis_func_filter);
  /* Not an option: set by the pass for a run whose functions upstream
   * does not analyse (bufferize-function-boundaries with a dialect-filter
   * without 'func'): every tensor operand goes out of place except those
   * that must bufferize in place, and no contents are known undefined. */
  bool skip_analysis;
} bo_bufferize_options;

/* Upstream's defaults. */
BO_API void bo_bufferize_options_init(bo_bufferize_options *o);

#ifdef __cplusplus
}
#endif
#endif
