/* plan_internal.h - what the planners of src/plan/ share.
 *
 * bo_plan (plan.c) validates the input, drops the buffers that need no
 * memory (size 0 or an empty interval [t, t): offset 0) and hands the rest
 * to a planner as a plan_problem: dense arrays of sizes, alignments and
 * intervals.  A planner fills offsets[0..n) and returns 0, or -1 when out
 * of memory.  The validation guarantees that the sum over all buffers of
 * size + alignment (and + the gc alignment) fits in int64, so no planner's
 * offset or arena can overflow: every planner places a buffer at most at
 * the aligned top of the buffers placed before it.
 */
#ifndef BUFOPT_PLAN_INTERNAL_H
#define BUFOPT_PLAN_INTERNAL_H

#include <stddef.h>
#include <stdint.h>

#include "bufopt/plan.h"

typedef struct plan_problem {
  size_t n;
  const int64_t *size;  /* bytes, > 0 */
  const int64_t *align; /* >= 1 */
  const int64_t *start; /* live on [start, end), start < end */
  const int64_t *end;
} plan_problem;

/* x rounded up to a multiple of a (a >= 1); the caller knows it fits. */
static inline int64_t plan_align_up(int64_t x, int64_t a) {
  int64_t r = x % a;
  return r ? x + (a - r) : x;
}

/* Seconds of CPU time of the calling thread (plan.c). */
double plan_now(void);

int plan_trivial(const plan_problem *p, int64_t *offsets);
int plan_greedy_by_size(const plan_problem *p, int64_t *offsets);
int plan_best_fit(const plan_problem *p, int64_t *offsets);
/* graph-compiler's planner; every size is rounded up to alignment, which is
 * a multiple of every buffer's alignment.  *total: graph-compiler's total
 * (rounded sizes, free tail kept). */
int plan_gc(const plan_problem *p, int64_t alignment, int hot_first, int64_t *offsets,
            int64_t *total);

/* The exact search.  offsets holds a valid plan of arena `incumbent` on
 * entry (a heuristic's) and the best plan found on return.  capacity > 0:
 * stop as soon as a plan within capacity is found.  Returns -1 when out of
 * memory, else 0 with *optimal = 1 when the returned plan is proven optimal
 * (or, with a capacity, *fits tells whether the plan is within it). */
typedef struct plan_exact_stats {
  int optimal;          /* the plan is proven minimal */
  int infeasible;       /* capacity given and proven impossible */
  unsigned long long nodes;
} plan_exact_stats;
int plan_exact(const plan_problem *p, int64_t lower_bound, int64_t capacity, double deadline,
               unsigned long long max_nodes, int64_t *offsets, int64_t incumbent,
               plan_exact_stats *stats);

/* max(offset + size) over the problem (0 when empty). */
int64_t plan_arena_of(const plan_problem *p, const int64_t *offsets);
int64_t plan_problem_lower_bound(const plan_problem *p);

#endif
