/* best_fit.c - upstream MLIR's best-fit planner (`StaticMemoryPlanning.cpp`,
 * static-memory-planner-analysis{algorithm=best-fit}), exactly.
 *
 * Buffers are placed in order of start tick (ties: input order).  For each,
 * the occupied ranges are the already placed buffers still live at its
 * start (end > start), sorted by (offset, end).  A scan from gapStart = 0
 * takes, before each occupied [s, e), the gap [align(gapStart), s) when the
 * buffer fits and the gap is strictly smaller than the best so far, then
 * gapStart = max(gapStart, e).  The trailing gap [align(gapStart), arenaEnd)
 * competes the same way when the buffer fits under the running high-water
 * mark arenaEnd.  Without a fitting gap the buffer goes at align(gapStart)
 * (and may raise arenaEnd).
 *
 * Upstream scans every placed buffer (O(n^2)).  Since buffers come in start
 * order, the placed buffers live at the current start are exactly those of
 * an active list from which expired ones are dropped as the start advances:
 * O(n log n) for the sort plus O(k log k) per buffer for k live buffers,
 * O(n k log k) in all.
 */
#include <stdlib.h>

#include "plan_internal.h"

typedef struct start_key {
  int64_t start;
  size_t index;
} start_key;

static int compare_start(const void *a, const void *b) {
  const start_key *x = a, *y = b;
  if (x->start != y->start) return x->start < y->start ? -1 : 1;
  return x->index < y->index ? -1 : x->index > y->index;
}

typedef struct range {
  int64_t lo, hi;
} range;

static int compare_range(const void *a, const void *b) {
  const range *x = a, *y = b;
  if (x->lo != y->lo) return x->lo < y->lo ? -1 : 1;
  return x->hi < y->hi ? -1 : x->hi > y->hi;
}

int plan_best_fit(const plan_problem *p, int64_t *offsets) {
  size_t n = p->n;
  if (!n) return 0;
  start_key *order = malloc(n * sizeof *order);
  size_t *active = malloc(n * sizeof *active);
  range *occupied = malloc(n * sizeof *occupied);
  if (!order || !active || !occupied) {
    free(order);
    free(active);
    free(occupied);
    return -1;
  }
  for (size_t i = 0; i < n; i++) order[i] = (start_key){p->start[i], i};
  qsort(order, n, sizeof *order, compare_start);
  size_t na = 0;
  int64_t arena_end = 0;
  for (size_t k = 0; k < n; k++) {
    size_t b = order[k].index;
    int64_t t = p->start[b], size = p->size[b], align = p->align[b];
    size_t kept = 0, no = 0;
    for (size_t j = 0; j < na; j++) {
      size_t q = active[j];
      if (p->end[q] > t) {
        active[kept++] = q;
        occupied[no++] = (range){offsets[q], offsets[q] + p->size[q]};
      }
    }
    na = kept;
    qsort(occupied, no, sizeof *occupied, compare_range);
    int64_t gap_start = 0, best = -1, best_gap = 0;
    for (size_t j = 0; j < no; j++) {
      int64_t at = plan_align_up(gap_start, align);
      if (at >= occupied[j].lo) {
        if (occupied[j].hi > gap_start) gap_start = occupied[j].hi;
        continue;
      }
      int64_t gap = occupied[j].lo - at;
      if (gap >= size && (best < 0 || gap < best_gap)) best = at, best_gap = gap;
      if (occupied[j].hi > gap_start) gap_start = occupied[j].hi;
    }
    int64_t at = plan_align_up(gap_start, align);
    if (at + size <= arena_end && (best < 0 || arena_end - at < best_gap))
      best = at, best_gap = arena_end - at;
    offsets[b] = best >= 0 ? best : at;
    if (offsets[b] + size > arena_end) arena_end = offsets[b] + size;
    active[na++] = b;
  }
  free(order);
  free(active);
  free(occupied);
  return 0;
}
