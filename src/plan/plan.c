/* plan.c - bo_plan: input checks, the lower bound, the plan checker, the
 * planner names and the default planner.
 *
 * bo_plan validates every buffer (size >= 0, alignment >= 1, start <= end,
 * and the sum of size + alignment over all buffers within int64, so that no
 * planner's arithmetic can overflow), gives the buffers that need no memory
 * (size 0 or never live) offset 0, runs the chosen planner on the rest and
 * checks the plan with bo_plan_check before returning it: no caller ever
 * sees overlapping live buffers or a misaligned offset.
 *
 * The default planner runs the cheap heuristics (graph-compiler's two,
 * greedy-by-size, best-fit, trivial), keeps the smallest arena (ties: the
 * earlier in that order), and, while that arena is above the lower bound
 * (or above the capacity, when one is given) and time is left, hands it to
 * the exact search as its incumbent; the search only ever replaces it with
 * a smaller one, so default is never worse than its best heuristic.
 *
 * Cost: validation O(n); the lower bound is a sort and a sweep, O(n log n);
 * the checker sorts the endpoints and sweeps them with a treap of the live
 * buffers ordered by offset (each insertion checks its two neighbours),
 * O(n log n).  The planners state their own costs.
 */
#include <stdlib.h>
#include <string.h>
#include <stdio.h>
#include <time.h>

#include "plan_internal.h"
#include "../support/checked.h"
#include "../support/assert.h"

/* The planner's clock: CPU time of the calling thread, so that a time limit
 * buys the same search on a loaded machine as on an idle one (on an idle
 * machine it is the wall time: the planner does not block). */
double plan_now(void) {
  struct timespec ts;
  if (clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts)) clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* ---- names ---------------------------------------------------------------- */

static const char *const planner_names[BO_PLANNER_COUNT] = {
    [BO_PLANNER_DEFAULT] = "default",
    [BO_PLANNER_TRIVIAL] = "trivial",
    [BO_PLANNER_GREEDY_BY_SIZE] = "greedy-by-size",
    [BO_PLANNER_BEST_FIT] = "best-fit",
    [BO_PLANNER_GC_COST_MODEL] = "gc-cost-model",
    [BO_PLANNER_GC_SIZE_FIRST] = "gc-size-first",
    [BO_PLANNER_EXACT] = "exact",
};

const char *bo_planner_name(bo_planner planner) {
  return (unsigned)planner < BO_PLANNER_COUNT ? planner_names[planner] : "unknown";
}

int bo_planner_from_name(const char *name, bo_planner *out) {
  if (!name) return -1;
  for (int i = 0; i < BO_PLANNER_COUNT; i++)
    if (!strcmp(name, planner_names[i])) {
      *out = (bo_planner)i;
      return 0;
    }
  return -1;
}

static int buffer_is_void(const bo_plan_buffer *b) { return b->size == 0 || b->start == b->end; }

/* ---- the lower bound ------------------------------------------------------- */

typedef struct sweep_event {
  int64_t tick;
  int64_t delta; /* > 0 allocation, < 0 free */
  size_t index;
} sweep_event;

static int compare_events(const void *a, const void *b) {
  const sweep_event *x = a, *y = b;
  if (x->tick != y->tick) return x->tick < y->tick ? -1 : 1;
  int fx = x->delta < 0, fy = y->delta < 0; /* frees first */
  if (fx != fy) return fx ? -1 : 1;
  return x->index < y->index ? -1 : x->index > y->index;
}

int64_t plan_problem_lower_bound(const plan_problem *p) {
  if (!p->n) return 0;
  sweep_event *ev = malloc(2 * p->n * sizeof *ev);
  if (!ev) return -1;
  for (size_t i = 0; i < p->n; i++) {
    int64_t s = p->size[i];
    ev[2 * i] = (sweep_event){p->start[i], s, i};
    ev[2 * i + 1] = (sweep_event){p->end[i], -s, i};
  }
  qsort(ev, 2 * p->n, sizeof *ev, compare_events);
  int64_t live = 0, best = 0;
  for (size_t i = 0; i < 2 * p->n; i++) {
    live += ev[i].delta;
    if (live > best) best = live;
  }
  free(ev);
  return best;
}

int64_t plan_arena_of(const plan_problem *p, const int64_t *offsets) {
  int64_t arena = 0;
  for (size_t i = 0; i < p->n; i++)
    if (offsets[i] + p->size[i] > arena) arena = offsets[i] + p->size[i];
  return arena;
}

/* Checks the fields and that sum(size + alignment) fits in int64 (then every
 * aligned size, every lower bound and every planner's arena fits). */
static int validate(const bo_plan_buffer *bufs, size_t n, int64_t extra, char *why,
                    size_t why_len) {
  int64_t total = extra;
  for (size_t i = 0; i < n; i++) {
    const bo_plan_buffer *b = &bufs[i];
    if (b->size < 0) {
      snprintf(why, why_len, "buffer %zu: negative size %lld", i, (long long)b->size);
      return -1;
    }
    if (b->alignment < 1) {
      snprintf(why, why_len, "buffer %zu: alignment %lld is not >= 1", i,
               (long long)b->alignment);
      return -1;
    }
    if (b->end < b->start) {
      snprintf(why, why_len, "buffer %zu: end %lld before start %lld", i, (long long)b->end,
               (long long)b->start);
      return -1;
    }
    if (bo_add_overflow_i64(total, b->size, &total) ||
        bo_add_overflow_i64(total, b->alignment, &total)) {
      snprintf(why, why_len, "buffer %zu: sizes and alignments overflow int64", i);
      return -1;
    }
  }
  return 0;
}

int64_t bo_plan_lower_bound(const bo_plan_buffer *bufs, size_t n) {
  char why[8];
  if (validate(bufs, n, 0, why, sizeof why)) return -1;
  sweep_event *ev = malloc((2 * n + 1) * sizeof *ev);
  if (!ev) return -1;
  size_t m = 0;
  for (size_t i = 0; i < n; i++) {
    if (buffer_is_void(&bufs[i])) continue;
    int64_t s = bufs[i].size;
    ev[m++] = (sweep_event){bufs[i].start, s, i};
    ev[m++] = (sweep_event){bufs[i].end, -s, i};
  }
  qsort(ev, m, sizeof *ev, compare_events);
  int64_t live = 0, best = 0;
  for (size_t i = 0; i < m; i++) {
    live += ev[i].delta;
    if (live > best) best = live;
  }
  free(ev);
  return best;
}

/* ---- the checker: a sweep with a treap of live buffers by offset ---------- */

typedef struct treap_node {
  int64_t lo, hi; /* [offset, offset + size) */
  size_t index;
  unsigned prio;
  int left, right; /* node ids, -1 = none */
} treap_node;

typedef struct treap {
  treap_node *node;
  int root;
  unsigned seed;
} treap;

static unsigned treap_rand(treap *t) {
  t->seed = t->seed * 1103515245u + 12345u;
  return t->seed >> 8;
}

/* Keys are (lo, index); they are unique. */
static int key_less(const treap_node *a, const treap_node *b) {
  return a->lo < b->lo || (a->lo == b->lo && a->index < b->index);
}

static int treap_insert(treap *t, int root, int id) {
  if (root < 0) return id;
  treap_node *r = &t->node[root], *x = &t->node[id];
  if (key_less(x, r)) {
    r->left = treap_insert(t, r->left, id);
    if (t->node[r->left].prio > r->prio) {
      int l = r->left;
      r->left = t->node[l].right;
      t->node[l].right = root;
      return l;
    }
  } else {
    r->right = treap_insert(t, r->right, id);
    if (t->node[r->right].prio > r->prio) {
      int rr = r->right;
      r->right = t->node[rr].left;
      t->node[rr].left = root;
      return rr;
    }
  }
  return root;
}

static int treap_merge(treap *t, int a, int b) {
  if (a < 0) return b;
  if (b < 0) return a;
  if (t->node[a].prio > t->node[b].prio) {
    t->node[a].right = treap_merge(t, t->node[a].right, b);
    return a;
  }
  t->node[b].left = treap_merge(t, a, t->node[b].left);
  return b;
}

static int treap_erase(treap *t, int root, int id) {
  if (root < 0) return -1;
  if (root == id) return treap_merge(t, t->node[root].left, t->node[root].right);
  if (key_less(&t->node[id], &t->node[root]))
    t->node[root].left = treap_erase(t, t->node[root].left, id);
  else
    t->node[root].right = treap_erase(t, t->node[root].right, id);
  return root;
}

/* The nodes just before and just after id's key (-1 when none). */
static void treap_neighbours(const treap *t, int id, int *pred, int *succ) {
  *pred = *succ = -1;
  int cur = t->root;
  const treap_node *x = &t->node[id];
  while (cur >= 0) {
    const treap_node *c = &t->node[cur];
    if (cur == id) {
      cur = -1;
      break;
    }
    if (key_less(x, c)) {
      *succ = cur;
      cur = c->left;
    } else {
      *pred = cur;
      cur = c->right;
    }
  }
  /* id's own subtrees hold closer neighbours */
  for (cur = t->node[id].left; cur >= 0; cur = t->node[cur].right) *pred = cur;
  for (cur = t->node[id].right; cur >= 0; cur = t->node[cur].left) *succ = cur;
}

int bo_plan_check(const bo_plan_buffer *bufs, size_t n, int64_t arena, char *why,
                  size_t why_len) {
  char dummy[1];
  if (!why || !why_len) why = dummy, why_len = sizeof dummy;
  why[0] = 0;
  for (size_t i = 0; i < n; i++) {
    const bo_plan_buffer *b = &bufs[i];
    if (b->size < 0 || b->alignment < 1 || b->end < b->start) {
      snprintf(why, why_len, "buffer %zu: invalid size, alignment or interval", i);
      return -1;
    }
    if (b->offset < 0 || b->offset % b->alignment) {
      snprintf(why, why_len, "buffer %zu: offset %lld is not a non-negative multiple of %lld", i,
               (long long)b->offset, (long long)b->alignment);
      return -1;
    }
    if (b->offset > arena || b->size > arena - b->offset) {
      snprintf(why, why_len, "buffer %zu: [%lld, +%lld) ends beyond the arena (%lld bytes)", i,
               (long long)b->offset, (long long)b->size, (long long)arena);
      return -1;
    }
  }
  sweep_event *ev = malloc((2 * n + 1) * sizeof *ev);
  treap t = {malloc((n + 1) * sizeof *t.node), -1, 12345u};
  if (!ev || !t.node) {
    free(ev);
    free(t.node);
    snprintf(why, why_len, "out of memory");
    return -1;
  }
  size_t m = 0;
  for (size_t i = 0; i < n; i++) {
    if (buffer_is_void(&bufs[i])) continue;
    ev[m++] = (sweep_event){bufs[i].start, 1, i};
    ev[m++] = (sweep_event){bufs[i].end, -1, i};
  }
  qsort(ev, m, sizeof *ev, compare_events);
  int status = 0;
  for (size_t k = 0; k < m && !status; k++) {
    size_t i = ev[k].index;
    int id = (int)i;
    if (ev[k].delta < 0) {
      t.root = treap_erase(&t, t.root, id);
      continue;
    }
    t.node[id] = (treap_node){bufs[i].offset, bufs[i].offset + bufs[i].size, i,
                              treap_rand(&t), -1, -1};
    t.root = treap_insert(&t, t.root, id);
    int pred, succ;
    treap_neighbours(&t, id, &pred, &succ);
    int other = -1;
    if (pred >= 0 && t.node[pred].hi > t.node[id].lo) other = pred;
    if (succ >= 0 && t.node[succ].lo < t.node[id].hi) other = succ;
    if (other >= 0) {
      size_t j = t.node[other].index;
      snprintf(why, why_len,
               "buffers %zu [%lld, %lld) and %zu [%lld, %lld) overlap at tick %lld", j,
               (long long)t.node[other].lo, (long long)t.node[other].hi, i,
               (long long)t.node[id].lo, (long long)t.node[id].hi, (long long)ev[k].tick);
      status = -1;
    }
  }
  free(ev);
  free(t.node);
  return status;
}

/* ---- the trivial planner --------------------------------------------------- */

/* trivial: every buffer its own bytes in input order, each offset aligned.
 * O(n). */
int plan_trivial(const plan_problem *p, int64_t *offsets) {
  int64_t cur = 0;
  for (size_t i = 0; i < p->n; i++) {
    cur = plan_align_up(cur, p->align[i]);
    offsets[i] = cur;
    cur += p->size[i];
  }
  return 0;
}

/* ---- bo_plan ---------------------------------------------------------------- */

static int run_one(bo_planner which, const plan_problem *p, int64_t gc_align, int64_t *offsets,
                   int64_t *gc_total) {
  *gc_total = -1;
  switch (which) {
  case BO_PLANNER_TRIVIAL: return plan_trivial(p, offsets);
  case BO_PLANNER_GREEDY_BY_SIZE: return plan_greedy_by_size(p, offsets);
  case BO_PLANNER_BEST_FIT: return plan_best_fit(p, offsets);
  case BO_PLANNER_GC_COST_MODEL: return plan_gc(p, gc_align, 1, offsets, gc_total);
  case BO_PLANNER_GC_SIZE_FIRST: return plan_gc(p, gc_align, 0, offsets, gc_total);
  default: return -1;
  }
}

static bo_plan_status fail(bo_plan_result *r, bo_plan_status status, const char *msg) {
  r->status = status;
  size_t len = strlen(msg);
  if (len >= sizeof r->message) len = sizeof r->message - 1;
  memcpy(r->message, msg, len);
  r->message[len] = 0;
  return status;
}

bo_plan_status bo_plan(bo_plan_buffer *bufs, size_t n, const bo_plan_options *options,
                       bo_plan_result *result) {
  bo_plan_options defaults = {0};
  if (!options) options = &defaults;
  bo_plan_result scratch;
  if (!result) result = &scratch;
  memset(result, 0, sizeof *result);
  double t0 = plan_now();
  result->used = options->planner;
  if ((unsigned)options->planner >= BO_PLANNER_COUNT)
    return fail(result, BO_PLAN_BAD_INPUT, "unknown planner");
  if (options->capacity < 0) return fail(result, BO_PLAN_BAD_INPUT, "negative capacity");
  if (options->gc_alignment < 0) return fail(result, BO_PLAN_BAD_INPUT, "negative gc alignment");
  if (!(options->time_limit >= 0)) return fail(result, BO_PLAN_BAD_INPUT, "bad time limit");
  if (n && !bufs) return fail(result, BO_PLAN_BAD_INPUT, "no buffers");

  /* graph-compiler's alignment, a multiple of every buffer's */
  int64_t gc_align = options->gc_alignment ? options->gc_alignment : 64;
  for (size_t i = 0; i < n && gc_align > 0; i++)
    if (bufs[i].alignment >= 1) gc_align = bo_lcm_i64(gc_align, bufs[i].alignment);
  char why[sizeof result->message];
  if (gc_align < 0) return fail(result, BO_PLAN_BAD_INPUT, "alignments overflow int64");
  /* gc rounds every size up to gc_align: reserve one gc_align per buffer */
  int64_t reserve = 0;
  if (gc_align > 1 && n && gc_align > INT64_MAX / (int64_t)n)
    return fail(result, BO_PLAN_BAD_INPUT, "alignments overflow int64");
  if (gc_align > 1) reserve = gc_align * (int64_t)n;
  if (validate(bufs, n, reserve, why, sizeof why)) return fail(result, BO_PLAN_BAD_INPUT, why);

  size_t m = 0;
  for (size_t i = 0; i < n; i++) m += !buffer_is_void(&bufs[i]);
  int64_t *arrays = malloc((6 * m + 1) * sizeof *arrays);
  size_t *map = malloc((m + 1) * sizeof *map);
  if (!arrays || !map) {
    free(arrays);
    free(map);
    return fail(result, BO_PLAN_OUT_OF_MEMORY, "out of memory");
  }
  int64_t *size = arrays, *align = size + m, *start = align + m, *end = start + m;
  int64_t *best = end + m, *tmp = best + m;
  m = 0;
  for (size_t i = 0; i < n; i++) {
    bufs[i].offset = 0;
    if (buffer_is_void(&bufs[i])) continue;
    size[m] = bufs[i].size, align[m] = bufs[i].alignment;
    start[m] = bufs[i].start, end[m] = bufs[i].end;
    map[m++] = i;
  }
  plan_problem p = {m, size, align, start, end};
  result->lower_bound = plan_problem_lower_bound(&p);
  bo_plan_status status = BO_PLAN_OK;
  if (result->lower_bound < 0) {
    status = fail(result, BO_PLAN_OUT_OF_MEMORY, "out of memory");
    goto done;
  }

  double limit = options->time_limit > 0 ? options->time_limit : 10.0;
  double deadline = t0 + limit;
  int64_t target = options->capacity > 0 ? options->capacity : result->lower_bound;
  bo_planner which = options->planner;
  int64_t arena = -1, gc_total = -1;
  if (which == BO_PLANNER_DEFAULT || which == BO_PLANNER_EXACT) {
    static const bo_planner heuristics[] = {BO_PLANNER_GC_COST_MODEL, BO_PLANNER_GC_SIZE_FIRST,
                                            BO_PLANNER_GREEDY_BY_SIZE, BO_PLANNER_BEST_FIT,
                                            BO_PLANNER_TRIVIAL};
    /* exact starts from greedy-by-size's plan alone */
    size_t count = which == BO_PLANNER_EXACT ? 1 : sizeof heuristics / sizeof heuristics[0];
    for (size_t k = 0; k < count; k++) {
      bo_planner h = which == BO_PLANNER_EXACT ? BO_PLANNER_GREEDY_BY_SIZE : heuristics[k];
      int64_t t;
      if (run_one(h, &p, gc_align, tmp, &t)) {
        status = fail(result, BO_PLAN_OUT_OF_MEMORY, "out of memory");
        goto done;
      }
      int64_t a = plan_arena_of(&p, tmp);
      if (arena < 0 || a < arena) {
        arena = a;
        gc_total = t;
        result->used = h;
        memcpy(best, tmp, m * sizeof *best);
      }
      /* at the lower bound no later heuristic can win (each must be
       * strictly smaller to replace this plan): the result is the one
       * running them all would give, at a fifth of the cost when the
       * first already reaches it */
      if (arena == result->lower_bound) break;
    }
    if (which == BO_PLANNER_EXACT) result->used = BO_PLANNER_EXACT;
    if (arena > target && plan_now() < deadline) {
      plan_exact_stats st = {0};
      if (plan_exact(&p, result->lower_bound, options->capacity, deadline, options->node_limit, best,
                     arena, &st)) {
        status = fail(result, BO_PLAN_OUT_OF_MEMORY, "out of memory");
        goto done;
      }
      int64_t a = plan_arena_of(&p, best);
      if (a < arena) result->used = BO_PLANNER_EXACT, gc_total = -1;
      arena = a;
      result->optimal = st.optimal;
    }
  } else {
    if (run_one(which, &p, gc_align, best, &gc_total)) {
      status = fail(result, BO_PLAN_OUT_OF_MEMORY, "out of memory");
      goto done;
    }
    arena = plan_arena_of(&p, best);
  }

  for (size_t k = 0; k < m; k++) bufs[map[k]].offset = best[k];
  arena = 0;
  for (size_t i = 0; i < n; i++)
    if (bufs[i].offset + bufs[i].size > arena) arena = bufs[i].offset + bufs[i].size;
  result->arena = arena;
  result->gc_total = gc_total >= 0 && result->used != BO_PLANNER_EXACT ? gc_total : arena;
  if (arena == result->lower_bound) result->optimal = 1;
  /* A planner's offsets overlap, are misaligned or leave the arena: a bug
   * in bufopt (abort in development builds; an error in release builds). */
  int invalid = bo_plan_check(bufs, n, arena, why, sizeof why);
  bo_assert(!invalid);
  if (invalid) {
    char msg[sizeof result->message + 64];
    snprintf(msg, sizeof msg, "internal error: %s planned an invalid plan: %.100s",
             bo_planner_name(result->used), why);
    status = fail(result, BO_PLAN_BAD_INPUT, msg);
    goto done;
  }
  if (options->capacity > 0 && arena > options->capacity) {
    char msg[sizeof result->message];
    snprintf(msg, sizeof msg, "no plan within capacity %lld bytes found (best: %lld bytes)",
             (long long)options->capacity, (long long)arena);
    status = fail(result, BO_PLAN_NO_FIT, msg);
  }
done:
  free(arrays);
  free(map);
  result->seconds = plan_now() - t0;
  return status;
}
