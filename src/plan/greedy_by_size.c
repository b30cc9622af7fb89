/* greedy_by_size.c - TFLite's greedy-by-size offset planner (Pisarchyk & Lee
 * 2020, `GreedyBySizeAssignment`).
 *
 * Buffers are placed largest first (ties: input order).  For the next
 * buffer, the already placed buffers whose intervals intersect its own are
 * walked in offset order with `prev` = the highest end seen so far; before
 * each one at offset o, the gap [align(prev), o) is a candidate when the
 * buffer fits; the smallest fitting gap wins (ties: the lowest).  Without
 * one the buffer goes at align(prev), just above the highest intersecting
 * buffer.
 *
 * TFLite walks every placed buffer (O(n^2)).  Here time is cut into
 * sections (the intervals between consecutive distinct ticks); a placed
 * buffer is registered in the section where it starts and in the "live"
 * list of every section it covers.  The placed buffers intersecting
 * [start, end) are the ones live in its first section plus the ones
 * starting in its later sections, so a query costs O(k + span) and the
 * placement O(k log k) for k intersecting buffers; registering costs the
 * buffer's span in sections.  Total O(n log n + sum of spans + n k log k)
 * = O(n k log k): near n log n when few buffers are live at once.
 */
#include <stdlib.h>
#include <string.h>

#include "plan_internal.h"

typedef struct int_list {
  size_t *item;
  size_t len, cap;
} int_list;

static int list_push(int_list *l, size_t v) {
  if (l->len == l->cap) {
    size_t cap = l->cap ? 2 * l->cap : 4;
    size_t *item = realloc(l->item, cap * sizeof *item);
    if (!item) return -1;
    l->item = item, l->cap = cap;
  }
  l->item[l->len++] = v;
  return 0;
}

static int compare_ticks(const void *a, const void *b) {
  int64_t x = *(const int64_t *)a, y = *(const int64_t *)b;
  return x < y ? -1 : x > y;
}

typedef struct size_key {
  int64_t size;
  size_t index;
} size_key;

static int compare_size_desc(const void *a, const void *b) {
  const size_key *x = a, *y = b;
  if (x->size != y->size) return x->size > y->size ? -1 : 1;
  return x->index < y->index ? -1 : x->index > y->index;
}

typedef struct offset_key {
  int64_t offset;
  int64_t end;
} offset_key;

static int compare_offset(const void *a, const void *b) {
  const offset_key *x = a, *y = b;
  if (x->offset != y->offset) return x->offset < y->offset ? -1 : 1;
  return x->end < y->end ? -1 : x->end > y->end;
}

/* Index of tick t in the sorted unique ticks[0..nt). */
static size_t tick_index(const int64_t *ticks, size_t nt, int64_t t) {
  size_t lo = 0, hi = nt;
  while (lo < hi) {
    size_t mid = lo + (hi - lo) / 2;
    if (ticks[mid] < t) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

int plan_greedy_by_size(const plan_problem *p, int64_t *offsets) {
  size_t n = p->n;
  if (!n) return 0;
  int status = -1;
  int64_t *ticks = malloc(2 * n * sizeof *ticks);
  size_t *first = malloc(n * sizeof *first), *last = malloc(n * sizeof *last);
  size_key *order = malloc(n * sizeof *order);
  offset_key *found = malloc(n * sizeof *found);
  size_t *seen = calloc(n, sizeof *seen); /* stamp of the last query that saw it */
  int_list *live = NULL, *starts = NULL;
  size_t nt = 0;
  if (!ticks || !first || !last || !order || !found || !seen) goto out;
  for (size_t i = 0; i < n; i++) ticks[2 * i] = p->start[i], ticks[2 * i + 1] = p->end[i];
  qsort(ticks, 2 * n, sizeof *ticks, compare_ticks);
  for (size_t i = 0; i < 2 * n; i++)
    if (!nt || ticks[nt - 1] != ticks[i]) ticks[nt++] = ticks[i];
  /* section s = [ticks[s], ticks[s+1]); buffer i covers [first, last) */
  live = calloc(nt, sizeof *live);
  starts = calloc(nt, sizeof *starts);
  if (!live || !starts) goto out;
  for (size_t i = 0; i < n; i++) {
    first[i] = tick_index(ticks, nt, p->start[i]);
    last[i] = tick_index(ticks, nt, p->end[i]);
    order[i] = (size_key){p->size[i], i};
  }
  qsort(order, n, sizeof *order, compare_size_desc);
  for (size_t k = 0; k < n; k++) {
    size_t b = order[k].index, stamp = k + 1, nf = 0;
    const int_list *l = &live[first[b]];
    for (size_t j = 0; j < l->len; j++) {
      size_t q = l->item[j];
      seen[q] = stamp;
      found[nf++] = (offset_key){offsets[q], offsets[q] + p->size[q]};
    }
    for (size_t s = first[b] + 1; s < last[b]; s++)
      for (size_t j = 0; j < starts[s].len; j++) {
        size_t q = starts[s].item[j];
        if (seen[q] == stamp) continue;
        seen[q] = stamp;
        found[nf++] = (offset_key){offsets[q], offsets[q] + p->size[q]};
      }
    qsort(found, nf, sizeof *found, compare_offset);
    int64_t size = p->size[b], align = p->align[b];
    int64_t prev = 0, best = -1, best_gap = 0;
    for (size_t j = 0; j < nf; j++) {
      int64_t at = plan_align_up(prev, align);
      if (found[j].offset >= at) {
        int64_t gap = found[j].offset - at;
        if (gap >= size && (best < 0 || gap < best_gap)) best = at, best_gap = gap;
      }
      if (found[j].end > prev) prev = found[j].end;
    }
    offsets[b] = best >= 0 ? best : plan_align_up(prev, align);
    if (list_push(&starts[first[b]], b)) goto out;
    for (size_t s = first[b]; s < last[b]; s++)
      if (list_push(&live[s], b)) goto out;
  }
  status = 0;
out:
  if (live)
    for (size_t s = 0; s < nt; s++) free(live[s].item);
  if (starts)
    for (size_t s = 0; s < nt; s++) free(starts[s].item);
  free(live);
  free(starts);
  free(ticks);
  free(first);
  free(last);
  free(order);
  free(found);
  free(seen);
  return status;
}
