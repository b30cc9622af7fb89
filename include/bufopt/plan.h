/* bufopt/plan.h - the static memory planner: buffers with live intervals in,
 * byte offsets in one arena out.  It knows no IR.
 *
 * The workload: the static-shape temporaries of one allocation scope (a few
 * to a few thousand buffers, merge-alloc) and MiniMalloc's planning benchmark
 * (hundreds of buffers, a tight capacity).  A buffer is live on the half-open
 * tick interval [start, end); two buffers whose intervals intersect must not
 * overlap in memory.  At equal ticks frees come before allocations, so
 * [0, 4) and [4, 9) may share bytes.
 *
 * Every plan reports the lower bound: the most bytes live at one tick.  No
 * plan is smaller than that, so arena / lower_bound says how far a plan is
 * from the optimum.  (Sizes are not rounded up to their alignment here: the
 * topmost buffer needs no padding, so an aligned sum is not a bound.)
 *
 * Planners (each states its cost in src/plan/):
 *   trivial          every buffer its own bytes, in input order (no reuse);
 *   greedy-by-size   TFLite's offset planner: largest first, lowest gap;
 *   best-fit         upstream MLIR's: by start tick, the smallest gap that fits;
 *   gc-cost-model    graph-compiler's planner with its cost model, exactly
 *                    (single-precision scores; see gc replay order below);
 *   gc-size-first    graph-compiler's planner, size-first;
 *   exact            MiniMalloc-style search, bounded by a time limit;
 *   default          the cheap heuristics, the best kept, then the exact
 *                    search while the arena is above the lower bound (or the
 *                    capacity) and time is left; never worse than its best
 *                    heuristic.
 *
 * graph-compiler's planners replay a trace of events, not intervals: an
 * allocation at `start`, a free at `end`, sorted by (tick, frees first,
 * buffer index).  Callers that need graph-compiler's exact numbering give
 * start = 2*first, end = 2*last + 1 and buffers in allocation order.
 *
 * Errors (bad input, no plan within the capacity) come back as a status and
 * a message in bo_plan_result.message; nothing is printed.
 */
#ifndef BUFOPT_PLAN_H
#define BUFOPT_PLAN_H

#include "bufopt/api.h"
#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

typedef struct bo_plan_buffer {
  int64_t size;       /* bytes, >= 0 */
  int64_t alignment;  /* >= 1; the offset is a multiple of it */
  int64_t start, end; /* live on [start, end), start <= end */
  int64_t offset;     /* output */
  const char *label;  /* optional, for reports (an op's location, a CSV id) */
} bo_plan_buffer;

typedef enum bo_planner {
  BO_PLANNER_DEFAULT,
  BO_PLANNER_TRIVIAL,
  BO_PLANNER_GREEDY_BY_SIZE,
  BO_PLANNER_BEST_FIT,
  BO_PLANNER_GC_COST_MODEL,
  BO_PLANNER_GC_SIZE_FIRST,
  BO_PLANNER_EXACT,
  BO_PLANNER_COUNT
} bo_planner;

typedef struct bo_plan_options {
  bo_planner planner;
  /* 0: minimize the arena.  > 0: the decision problem; the search may stop
   * as soon as the arena fits, and status is BO_PLAN_NO_FIT if it cannot. */
  int64_t capacity;
  /* Seconds the exact search may take (0: 10 s). */
  double time_limit;
  /* Search nodes the exact search may visit in all (0: no cap, only
   * time_limit).  A compiler pass sets it, so that its output is the same on
   * every run and machine and its cost is bounded (a time limit is neither). */
  unsigned long long node_limit;
  /* graph-compiler's planners round every size up to this (0: 64). */
  int64_t gc_alignment;
} bo_plan_options;

typedef enum bo_plan_status {
  BO_PLAN_OK = 0,
  BO_PLAN_BAD_INPUT,  /* negative size, alignment < 1, end < start, overflow */
  BO_PLAN_NO_FIT,     /* capacity given and not reached */
  BO_PLAN_OUT_OF_MEMORY
} bo_plan_status;

typedef struct bo_plan_result {
  bo_plan_status status;
  int64_t arena;        /* bytes: max(offset + size) (trimmed high-water mark) */
  int64_t lower_bound;  /* the most bytes live at one tick */
  bo_planner used;      /* the planner whose plan was kept */
  double seconds;
  int optimal;          /* 1 when the plan is proven optimal */
  char message[160];    /* set when status != BO_PLAN_OK */
  /* When a graph-compiler planner's plan was kept: its `total` (sizes
   * rounded up to the gc alignment, a free tail not trimmed), what
   * gc-merge-alloc allocates; otherwise equal to arena. */
  int64_t gc_total;
} bo_plan_result;

/* Plans bufs[0..n) in place (fills offset).  Never returns a plan with live
 * buffers overlapping or an offset off its alignment. */
BO_API bo_plan_status bo_plan(bo_plan_buffer *bufs, size_t n, const bo_plan_options *options,
                       bo_plan_result *result);

BO_API int64_t bo_plan_lower_bound(const bo_plan_buffer *bufs, size_t n);

/* 0 when offsets are aligned, live buffers do not overlap and every buffer
 * ends within arena bytes; otherwise -1 and a reason in why[0..why_len). */
BO_API int bo_plan_check(const bo_plan_buffer *bufs, size_t n, int64_t arena, char *why,
                  size_t why_len);

BO_API const char *bo_planner_name(bo_planner planner); /* "greedy-by-size", ... */
/* 0 and *out set, or -1 for an unknown name. */
BO_API int bo_planner_from_name(const char *name, bo_planner *out);

/* One planned scope, for reports. */
typedef struct bo_plan_scope {
  const char *name; /* "func @f", "scf.forall at f.mlir:12:3", a file name */
  const bo_plan_buffer *bufs;
  size_t n;
  const bo_plan_result *result;
} bo_plan_scope;

typedef enum bo_plan_report_format { BO_PLAN_REPORT_JSON, BO_PLAN_REPORT_SVG } bo_plan_report_format;

/* A report of several scopes as a malloc'd NUL-terminated string (NULL when
 * out of memory): JSON, or an SVG picture (ticks across, bytes up, one
 * labelled rectangle per buffer, the lower bound as a line). */
BO_API char *bo_plan_report(const bo_plan_scope *scopes, size_t n, bo_plan_report_format format);

/* MiniMalloc's CSV problem format (a header `id,lower,upper,size` in any
 * order, optional `alignment`; half-open [lower, upper)).  The buffers'
 * labels are the ids; header and rows keep the text as read. */
typedef struct bo_plan_csv {
  bo_plan_buffer *bufs;
  size_t n;
  const char *header;
  char **rows;
  char *storage; /* owns the text */
} bo_plan_csv;

/* 0, or -1 with "FILE:LINE: error: ..." in err[0..err_len) (nothing kept). */
int bo_plan_csv_read(const char *text, size_t len, const char *filename, bo_plan_csv *out,
                     char *err, size_t err_len);
/* The rows as read with an `offset` column added, malloc'd (NULL: no memory). */
char *bo_plan_csv_write(const bo_plan_csv *csv);
void bo_plan_csv_free(bo_plan_csv *csv);

#ifdef __cplusplus
}
#endif

#endif
