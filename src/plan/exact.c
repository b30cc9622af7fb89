/* exact.c - the exact planner: a depth-first search over canonical plans in
 * the spirit of MiniMalloc (Moffitt, ASPLOS 2024), bounded by a time limit.
 *
 * Any plan can be pushed down until every buffer sits at the lowest aligned
 * offset above the buffers below it that it meets in time, without growing
 * the arena.  Listed by (offset, rank in a static order), such a plan
 * places each buffer exactly at h = the aligned top of the earlier buffers
 * it meets.  So the search chooses only which buffer comes next; its offset
 * follows.  The canonical order removes permutations: the next key
 * (offset, rank) must exceed the last one.
 *
 * Inference rules, each sound for the decision "fits in C bytes?":
 *  - capacity: a buffer with h + size > C can never be placed (h only grows);
 *  - dominance: when an unplaced buffer k has h_k + size_k <= the offset of
 *    the buffer placed next, k could move down to h_k in any completion, so
 *    that completion is found in another branch: skip the branch (and the
 *    node, when it already holds for the last placed offset);
 *  - fixed keys ("hatless", MiniMalloc): an unplaced buffer that no unplaced
 *    buffer meets keeps its key (h, rank) for good, so nothing with a larger
 *    key may come next, and the node fails when that key is below the last;
 *  - cross sections: time is cut into sections with a constant live set;
 *    the unplaced buffers of a section are disjoint and each ends at or
 *    above max(last offset, its h), and above the placed ones there, so the
 *    lowest such floor plus their total size must fit in C;
 *  - decomposition: where no unplaced buffer crosses a tick, the unplaced
 *    buffers on either side are independent problems; each is solved on its
 *    own, with a fresh canonical order and fresh ranks (T from the sizes
 *    still unplaced), and the first that fails fails the node (no thrashing
 *    between them).  The same cut at the top level splits the input into
 *    components.
 * Branches are tried lowest offset first, ties by rank; the search restarts
 * round-robin over three static orders (MiniMalloc's WAT, TAW, TWA: W =
 * lifetime, A = area, T = the largest section total the buffer crosses, all
 * descending) with node limits that start at 2n and double each round.  A
 * run that ends without reaching its limit is a proof.
 *
 * Minimising (no capacity) is a sequence of decisions between the lower
 * bound and the incumbent, over multiples of the gcd of all sizes and
 * alignments (the only arenas pushed-down plans have): first C = lower
 * bound (half the time: on most inputs the optimum), then bisection (a
 * third of what is left each); a found plan lowers the incumbent, and the
 * plan is optimal when every raise of the low end was a proof.
 *
 * Cost: exponential in the worst case (the problem is NP-hard), bounded by
 * the deadline.  Setup O(n log n + n k) for the overlap lists (k buffers
 * live at once); a node costs O(u log u + S + d) for u unplaced buffers
 * spanning S section slots in its subproblem and d buffers meeting the
 * placed one.  Memory O(n k) plus O(u) scratch per level of the recursion,
 * which is as deep as a component is large: components above 2,000 buffers
 * keep the incumbent (heuristic) plan.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "plan_internal.h"
#include "../support/checked.h"

enum { FOUND = 0, INFEASIBLE = 1, TIMEOUT = 2, NOMEM = 3 };
enum { NUM_ORDERS = 3, MAX_COMPONENT = 2000 };

typedef struct trail_entry {
  int64_t *slot;
  int64_t old;
} trail_entry;

typedef struct search {
  const plan_problem *p;
  size_t n, nsec;
  /* static data */
  size_t *first, *last;     /* buffer covers sections [first, last) */
  size_t *adj_start, *adj;  /* overlap lists: adj[adj_start[i] .. adj_start[i+1]) */
  size_t *rank[NUM_ORDERS]; /* rank in each static order */
  size_t *cur_rank;
  int cur_order;
  /* state */
  int64_t capacity;
  int64_t *h;      /* max top of the placed buffers meeting it */
  int64_t *off;    /* offsets of placed buffers */
  char *placed;
  int64_t *sectop; /* max top of the placed buffers covering the section */
  int64_t *rem;    /* total size of the unplaced buffers covering it */
  int64_t *secfloor; /* scratch: lowest offset of an unplaced buffer in it */
  int64_t *open;   /* unplaced buffers meeting it; 0: its key is fixed */
  trail_entry *trail;
  size_t ntrail, captrail;
  /* limits */
  unsigned long long nodes, node_limit;
  unsigned long long total_nodes, max_nodes; /* over the whole search (0: no cap) */
  double deadline;
  int timed_out;
  /* scratch per depth is malloc'ed */
} search;

typedef struct key {
  int64_t offset;
  size_t rank, index; /* rank in the current static order */
} key;

static int key_less(key a, key b) {
  if (a.offset != b.offset) return a.offset < b.offset;
  if (a.rank != b.rank) return a.rank < b.rank;
  return a.index < b.index;
}

static int trail_set(search *s, int64_t *slot, int64_t v) {
  if (s->ntrail == s->captrail) {
    size_t cap = s->captrail ? 2 * s->captrail : 1024;
    trail_entry *t = realloc(s->trail, cap * sizeof *t);
    if (!t) return -1;
    s->trail = t, s->captrail = cap;
  }
  s->trail[s->ntrail++] = (trail_entry){slot, *slot};
  *slot = v;
  return 0;
}

static void trail_undo(search *s, size_t mark) {
  while (s->ntrail > mark) {
    trail_entry *e = &s->trail[--s->ntrail];
    *e->slot = e->old;
  }
}

/* h is kept aligned: the offset k would take now. */
static int64_t hprime(const search *s, size_t k) { return s->h[k]; }

static int place(search *s, size_t j, int64_t o) {
  const plan_problem *p = s->p;
  int64_t top = o + p->size[j];
  s->placed[j] = 1;
  s->off[j] = o;
  for (size_t e = s->adj_start[j]; e < s->adj_start[j + 1]; e++) {
    size_t k = s->adj[e];
    if (s->placed[k]) continue;
    if (trail_set(s, &s->open[k], s->open[k] - 1)) return -1;
    if (s->h[k] < top &&
        trail_set(s, &s->h[k], p->align[k] == 1 ? top : plan_align_up(top, p->align[k])))
      return -1;
  }
  for (size_t sec = s->first[j]; sec < s->last[j]; sec++) {
    if (trail_set(s, &s->sectop[sec], top)) return -1;
    if (trail_set(s, &s->rem[sec], s->rem[sec] - p->size[j])) return -1;
  }
  return 0;
}

typedef struct cand {
  int64_t offset;
  size_t rank, index;
} cand;

static int compare_cand(const void *a, const void *b) {
  const cand *x = a, *y = b;
  if (x->offset != y->offset) return x->offset < y->offset ? -1 : 1;
  return x->rank < y->rank ? -1 : x->rank > y->rank;
}

static int compare_first(const void *a, const void *b, const search *s) {
  size_t x = *(const size_t *)a, y = *(const size_t *)b;
  if (s->first[x] != s->first[y]) return s->first[x] < s->first[y] ? -1 : 1;
  return x < y ? -1 : x > y;
}

typedef struct order_key {
  double k[3];
  size_t index;
} order_key;

static int compare_order(const void *a, const void *b) {
  const order_key *x = a, *y = b;
  for (int i = 0; i < 3; i++)
    if (x->k[i] != y->k[i]) return x->k[i] > y->k[i] ? -1 : 1;
  return x->index < y->index ? -1 : x->index > y->index;
}

/* The static order's keys of buffer k: W (lifetime), A (area), T (the
 * largest total of unplaced sizes in its sections), in the order's
 * sequence (WAT, TAW, TWA). */
static void order_keys(const search *s, int order, size_t k, const int64_t *total, order_key *out) {
  const plan_problem *p = s->p;
  double w = (double)p->end[k] - (double)p->start[k], a = w * (double)p->size[k], t = 0;
  for (size_t sec = s->first[k]; sec < s->last[k]; sec++)
    if ((double)total[sec] > t) t = (double)total[sec];
  double wat[3][3] = {{w, a, t}, {t, a, w}, {t, w, a}};
  out->k[0] = wat[order][0], out->k[1] = wat[order][1], out->k[2] = wat[order][2];
  out->index = k;
}

/* Ranks a new subproblem's buffers afresh (T from the sizes still unplaced,
 * as MiniMalloc does); the old ranks are saved in old[0..n). */
static int rerank(search *s, const size_t *items, size_t n, size_t *old) {
  order_key *ok = malloc((n + 1) * sizeof *ok);
  if (!ok) return -1;
  for (size_t i = 0; i < n; i++) {
    old[i] = s->cur_rank[items[i]];
    order_keys(s, s->cur_order, items[i], s->rem, &ok[i]);
  }
  qsort(ok, n, sizeof *ok, compare_order);
  for (size_t r = 0; r < n; r++) s->cur_rank[ok[r].index] = r;
  free(ok);
  return 0;
}

/* items[0..n) are the subproblem's buffers sorted by first section; some may
 * be placed (skipped).  Returns FOUND (placements kept), INFEASIBLE,
 * TIMEOUT or NOMEM (placements undone). */
static int dfs(search *s, const size_t *items, size_t n, key last) {
  const plan_problem *p = s->p;
  s->nodes++;
  if (s->nodes > s->node_limit) return TIMEOUT;
  if (s->max_nodes && ++s->total_nodes > s->max_nodes) {
    s->timed_out = 1; /* the budget is spent: as a deadline, but the same on every run */
    return TIMEOUT;
  }
  if ((s->nodes & 255) == 0 && plan_now() > s->deadline) {
    s->timed_out = 1;
    return TIMEOUT;
  }
  /* the unplaced buffers, their h' and the two smallest h' + size */
  size_t u = 0;
  int64_t m1 = INT64_MAX, m2 = INT64_MAX, omin = INT64_MAX;
  size_t arg1 = (size_t)-1, smin = (size_t)-1, smax = 0;
  key fixed = {0, 0, 0};
  int has_fixed = 0;
  for (size_t i = 0; i < n; i++) {
    size_t k = items[i];
    if (s->placed[k]) continue;
    u++;
    int64_t hk = hprime(s, k), reach = hk + p->size[k];
    if (reach > s->capacity || reach <= last.offset) return INFEASIBLE;
    if (!s->open[k]) {
      /* nothing unplaced meets k: its key is final, it must come after the
       * last placed and before anything with a larger key */
      key kk = {hk, s->cur_rank[k], k};
      if (!key_less(last, kk)) return INFEASIBLE;
      if (!has_fixed || key_less(kk, fixed)) fixed = kk, has_fixed = 1;
    }
    if (reach < m1) m2 = m1, m1 = reach, arg1 = k;
    else if (reach < m2) m2 = reach;
    int64_t fl = hk > last.offset ? hk : last.offset;
    if (fl < omin) omin = fl;
    if (s->first[k] < smin) smin = s->first[k];
    if (s->last[k] > smax) smax = s->last[k];
  }
  if (!u) return FOUND;
  /* the lowest offset any unplaced buffer of a section can take */
  {
    int64_t *restrict floor = s->secfloor;
    const int64_t *restrict top = s->sectop, *restrict rem = s->rem;
    const int64_t C = s->capacity;
    for (size_t sec = smin; sec < smax; sec++) floor[sec] = INT64_MAX;
    for (size_t i = 0; i < n; i++) {
      size_t k = items[i];
      if (s->placed[k]) continue;
      int64_t hk = s->h[k] > last.offset ? s->h[k] : last.offset;
      size_t a = s->first[k], b = s->last[k];
      for (size_t sec = a; sec < b; sec++) floor[sec] = floor[sec] < hk ? floor[sec] : hk;
    }
    int bad = 0;
    for (size_t sec = smin; sec < smax; sec++) {
      int64_t fl = top[sec] > omin ? top[sec] : omin;
      int64_t f2 = floor[sec] == INT64_MAX ? fl : floor[sec];
      fl = fl > f2 ? fl : f2;
      bad |= rem[sec] > 0 && fl + rem[sec] > C;
    }
    if (bad) return INFEASIBLE;
  }
  /* decomposition: cut where no unplaced buffer crosses */
  size_t *parts = malloc((u + 1) * sizeof *parts);
  cand *cands = malloc((u + 1) * sizeof *cands);
  if (!parts || !cands) {
    free(parts);
    free(cands);
    return NOMEM;
  }
  size_t np = 0, ncut = 0, reach_sec = 0;
  for (size_t i = 0; i < n; i++) {
    size_t k = items[i];
    if (s->placed[k]) continue;
    if (np && s->first[k] >= reach_sec) ncut++;
    if (s->last[k] > reach_sec) reach_sec = s->last[k];
    parts[np++] = k;
  }
  int result = INFEASIBLE;
  if (ncut) {
    size_t mark = s->ntrail, a = 0;
    size_t *old = (size_t *)cands; /* cands has room for u ranks */
    if (rerank(s, parts, np, old)) {
      free(parts);
      free(cands);
      return NOMEM;
    }
    reach_sec = 0;
    result = FOUND;
    for (size_t i = 0; i <= np && result == FOUND; i++) {
      if (i == np || (i > a && s->first[parts[i]] >= reach_sec)) {
        result = dfs(s, parts + a, i - a, (key){-1, 0, 0});
        a = i;
      }
      if (i < np && s->last[parts[i]] > reach_sec) reach_sec = s->last[parts[i]];
    }
    for (size_t i = 0; i < np; i++) s->cur_rank[parts[i]] = old[i];
    if (result != FOUND) {
      trail_undo(s, mark);
      for (size_t i = 0; i < np; i++) s->placed[parts[i]] = 0;
    }
    free(parts);
    free(cands);
    return result;
  }
  size_t nc = 0;
  for (size_t i = 0; i < np; i++) {
    size_t j = parts[i];
    int64_t hj = hprime(s, j);
    key kj = {hj, s->cur_rank[j], j};
    if (!key_less(last, kj)) continue;
    if (has_fixed && key_less(fixed, kj)) continue; /* the fixed one must come first */
    if (hj >= (j == arg1 ? m2 : m1)) continue; /* dominated */
    cands[nc++] = (cand){hj, s->cur_rank[j], j};
  }
  qsort(cands, nc, sizeof *cands, compare_cand);
  for (size_t c = 0; c < nc; c++) {
    size_t j = cands[c].index, mark = s->ntrail;
    if (place(s, j, cands[c].offset)) {
      result = NOMEM;
      break;
    }
    int r = dfs(s, parts, np, (key){cands[c].offset, s->cur_rank[j], j});
    if (r == FOUND) {
      result = FOUND;
      break;
    }
    trail_undo(s, mark);
    s->placed[j] = 0;
    if (r != INFEASIBLE) {
      result = r;
      break;
    }
  }
  free(parts);
  free(cands);
  return result;
}

/* ---- setup ------------------------------------------------------------------ */

static int compare_i64(const void *a, const void *b) {
  int64_t x = *(const int64_t *)a, y = *(const int64_t *)b;
  return x < y ? -1 : x > y;
}

static size_t lower_index(const int64_t *t, size_t nt, int64_t v) {
  size_t lo = 0, hi = nt;
  while (lo < hi) {
    size_t mid = lo + (hi - lo) / 2;
    if (t[mid] < v) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}


/* Sorts idx[0..n) by first section (insertion into a counting order). */
static void sort_by_first(const search *s, size_t *idx, size_t n) {
  /* a simple merge sort keeps this O(n log n) without a global comparator */
  if (n < 2) return;
  size_t *tmp = malloc(n * sizeof *tmp);
  if (!tmp) { /* fall back to insertion sort */
    for (size_t i = 1; i < n; i++)
      for (size_t j = i; j > 0 && compare_first(&idx[j - 1], &idx[j], s) > 0; j--) {
        size_t t = idx[j];
        idx[j] = idx[j - 1], idx[j - 1] = t;
      }
    return;
  }
  for (size_t width = 1; width < n; width *= 2) {
    for (size_t lo = 0; lo < n; lo += 2 * width) {
      size_t mid = lo + width < n ? lo + width : n, hi = lo + 2 * width < n ? lo + 2 * width : n;
      size_t a = lo, b = mid, o = lo;
      while (a < mid && b < hi) tmp[o++] = compare_first(&idx[b], &idx[a], s) < 0 ? idx[b++] : idx[a++];
      while (a < mid) tmp[o++] = idx[a++];
      while (b < hi) tmp[o++] = idx[b++];
    }
    memcpy(idx, tmp, n * sizeof *idx);
  }
  free(tmp);
}

static void search_free(search *s) {
  free(s->first);
  free(s->last);
  free(s->adj_start);
  free(s->adj);
  for (int i = 0; i < NUM_ORDERS; i++) free(s->rank[i]);
  free(s->h);
  free(s->off);
  free(s->placed);
  free(s->sectop);
  free(s->rem);
  free(s->secfloor);
  free(s->open);
  free(s->trail);
}

static int search_init(search *s, const plan_problem *p) {
  size_t n = p->n;
  memset(s, 0, sizeof *s);
  s->p = p, s->n = n;
  int64_t *ticks = malloc((2 * n + 1) * sizeof *ticks);
  s->first = malloc((n + 1) * sizeof *s->first);
  s->last = malloc((n + 1) * sizeof *s->last);
  s->adj_start = calloc(n + 1, sizeof *s->adj_start);
  s->h = calloc(n + 1, sizeof *s->h);
  s->off = calloc(n + 1, sizeof *s->off);
  s->placed = calloc(n + 1, 1);
  s->open = calloc(n + 1, sizeof *s->open);
  order_key *ok = malloc((n + 1) * sizeof *ok);
  int status = -1;
  size_t *by_first = malloc((n + 1) * sizeof *by_first);
  size_t *active = malloc((n + 1) * sizeof *active);
  if (!ticks || !s->first || !s->last || !s->adj_start || !s->h || !s->off || !s->placed ||
      !s->open || !ok ||
      !by_first || !active)
    goto out;
  for (size_t i = 0; i < n; i++) ticks[2 * i] = p->start[i], ticks[2 * i + 1] = p->end[i];
  qsort(ticks, 2 * n, sizeof *ticks, compare_i64);
  size_t nt = 0;
  for (size_t i = 0; i < 2 * n; i++)
    if (!nt || ticks[nt - 1] != ticks[i]) ticks[nt++] = ticks[i];
  s->nsec = nt ? nt - 1 : 0;
  s->sectop = calloc(s->nsec + 1, sizeof *s->sectop);
  s->rem = calloc(s->nsec + 1, sizeof *s->rem);
  s->secfloor = calloc(s->nsec + 1, sizeof *s->secfloor);
  int64_t *total = calloc(s->nsec + 1, sizeof *total);
  if (!s->sectop || !s->rem || !s->secfloor || !total) {
    free(total);
    goto out;
  }
  for (size_t i = 0; i < n; i++) {
    s->first[i] = lower_index(ticks, nt, p->start[i]);
    s->last[i] = lower_index(ticks, nt, p->end[i]);
    by_first[i] = i;
    /* section totals by a difference array */
  }
  {
    int64_t *diff = calloc(s->nsec + 2, sizeof *diff);
    if (!diff) {
      free(total);
      goto out;
    }
    for (size_t i = 0; i < n; i++) diff[s->first[i]] += p->size[i], diff[s->last[i]] -= p->size[i];
    int64_t run = 0;
    for (size_t sec = 0; sec < s->nsec; sec++) total[sec] = run += diff[sec];
    free(diff);
  }
  /* overlap lists: sweep in first-section order with an active list */
  sort_by_first(s, by_first, n);
  size_t na = 0, nadj = 0, capadj = 0;
  size_t *pairs = NULL; /* (a, b) pairs, a < b */
  for (size_t q = 0; q < n; q++) {
    size_t b = by_first[q], kept = 0;
    for (size_t j = 0; j < na; j++) {
      size_t a = active[j];
      if (s->last[a] <= s->first[b]) continue;
      active[kept++] = a;
      if (nadj + 2 > capadj) {
        capadj = capadj ? 2 * capadj : 1024;
        size_t *np2 = realloc(pairs, capadj * sizeof *np2);
        if (!np2) {
          free(pairs);
          free(total);
          goto out;
        }
        pairs = np2;
      }
      pairs[nadj++] = a;
      pairs[nadj++] = b;
    }
    na = kept;
    active[na++] = b;
  }
  s->adj = malloc((nadj + 1) * sizeof *s->adj);
  if (!s->adj) {
    free(pairs);
    free(total);
    goto out;
  }
  for (size_t e = 0; e < nadj; e++) s->adj_start[pairs[e]]++;
  size_t acc = 0;
  for (size_t i = 0; i <= n; i++) {
    size_t c = i < n ? s->adj_start[i] : 0;
    s->adj_start[i] = acc;
    acc += c;
  }
  {
    size_t *fill = malloc((n + 1) * sizeof *fill);
    if (!fill) {
      free(pairs);
      free(total);
      goto out;
    }
    memcpy(fill, s->adj_start, (n + 1) * sizeof *fill);
    for (size_t e = 0; e < nadj; e += 2) {
      s->adj[fill[pairs[e]]++] = pairs[e + 1];
      s->adj[fill[pairs[e + 1]]++] = pairs[e];
    }
    free(fill);
  }
  free(pairs);
  /* static orders */
  for (int o = 0; o < NUM_ORDERS; o++) {
    s->rank[o] = malloc((n + 1) * sizeof *s->rank[o]);
    if (!s->rank[o]) {
      free(total);
      goto out;
    }
    for (size_t i = 0; i < n; i++) order_keys(s, o, i, total, &ok[i]);
    qsort(ok, n, sizeof *ok, compare_order);
    for (size_t r = 0; r < n; r++) s->rank[o][ok[r].index] = r;
  }
  free(total);
  status = 0;
out:
  free(ticks);
  free(ok);
  free(by_first);
  free(active);
  if (status) search_free(s);
  return status;
}

/* ---- decisions ------------------------------------------------------------- */

/* Decides whether component items[0..n) (sorted by first section) fits in C,
 * with restarts.  FOUND writes offsets[]. */
static int decide_component(search *s, const size_t *items, size_t n, int64_t C, double deadline,
                            int64_t *offsets) {
  s->capacity = C;
  s->deadline = deadline;
  unsigned long long limit = 2 * (unsigned long long)n;
  for (int round = 0;; round++) {
    for (int o = 0; o < NUM_ORDERS; o++) {
      /* fresh state for the component */
      for (size_t i = 0; i < n; i++) {
        size_t k = items[i];
        s->placed[k] = 0, s->h[k] = 0;
        for (size_t sec = s->first[k]; sec < s->last[k]; sec++) s->sectop[sec] = 0, s->rem[sec] = 0;
      }
      for (size_t i = 0; i < n; i++) {
        size_t k = items[i];
        for (size_t sec = s->first[k]; sec < s->last[k]; sec++) s->rem[sec] += s->p->size[k];
        s->open[k] = (int64_t)(s->adj_start[k + 1] - s->adj_start[k]);
      }
      s->ntrail = 0;
      s->nodes = 0;
      s->node_limit = limit;
      s->cur_rank = s->rank[o];
      s->cur_order = o;
      s->timed_out = 0;
      int r = dfs(s, items, n, (key){-1, 0, 0});
#ifdef PLAN_DEBUG
      fprintf(stderr, "exact: C %lld order %d limit %llu -> %d (%zu buffers)\n", (long long)C, o,
              limit, r, n);
#endif
      if (r == FOUND) {
        for (size_t i = 0; i < n; i++) offsets[items[i]] = s->off[items[i]];
        return FOUND;
      }
      if (r == INFEASIBLE || r == NOMEM) return r;
      if (s->timed_out || plan_now() > deadline) return TIMEOUT;
    }
    if (limit < (1ull << 62)) limit *= 2;
  }
}

/* The components of the problem: cut where no buffer crosses a tick. */
typedef struct components {
  size_t *items; /* all buffers, sorted by first section */
  size_t *start; /* component c = items[start[c] .. start[c+1]) */
  size_t count;
} components;

static int decide(search *s, const components *cs, int64_t C, double deadline, int64_t *work,
                  const int64_t *incumbent) {
  const plan_problem *p = s->p;
  for (size_t c = 0; c < cs->count; c++) {
    const size_t *items = cs->items + cs->start[c];
    size_t n = cs->start[c + 1] - cs->start[c];
    int64_t top = 0;
    for (size_t i = 0; i < n; i++) {
      size_t k = items[i];
      work[k] = incumbent[k];
      if (incumbent[k] + p->size[k] > top) top = incumbent[k] + p->size[k];
    }
    if (top <= C) continue;
    if (n > MAX_COMPONENT) return TIMEOUT;
    int r = decide_component(s, items, n, C, deadline, work);
    if (r != FOUND) return r;
  }
  return FOUND;
}

int plan_exact(const plan_problem *p, int64_t lower_bound, int64_t capacity, double deadline,
               unsigned long long max_nodes, int64_t *offsets, int64_t incumbent,
               plan_exact_stats *stats) {
  memset(stats, 0, sizeof *stats);
  if (!p->n) {
    stats->optimal = 1;
    return 0;
  }
  search s;
  if (search_init(&s, p)) return -1;
  s.total_nodes = 0;
  s.max_nodes = max_nodes;
  int status = -1;
  components cs = {malloc(p->n * sizeof(size_t)), malloc((p->n + 1) * sizeof(size_t)), 0};
  int64_t *work = malloc(p->n * sizeof *work);
  if (!cs.items || !cs.start || !work) goto out;
  for (size_t i = 0; i < p->n; i++) cs.items[i] = i;
  sort_by_first(&s, cs.items, p->n);
  {
    size_t reach = 0;
    for (size_t i = 0; i < p->n; i++) {
      size_t k = cs.items[i];
      if (i == 0 || s.first[k] >= reach) cs.start[cs.count++] = i;
      if (s.last[k] > reach) reach = s.last[k];
    }
    cs.start[cs.count] = p->n;
  }
  if (capacity > 0) {
    int r = decide(&s, &cs, capacity, deadline, work, offsets);
    if (r == NOMEM) goto out;
    if (r == FOUND) memcpy(offsets, work, p->n * sizeof *work);
    stats->infeasible = r == INFEASIBLE;
    status = 0;
    goto out;
  }
  /* Pushed-down plans (the search's) have offsets and arena that are
   * multiples of g, the gcd of all sizes and alignments; so is an optimum.
   * Only such capacities are tried. */
  int64_t g = 0;
  for (size_t i = 0; i < p->n; i++) g = bo_gcd_i64(bo_gcd_i64(g, p->size[i]), p->align[i]);
  if (g < 1) g = 1;
  int64_t lo = (lower_bound + g - 1) / g * g, hi = incumbent;
  int proven = 1;
  int first = 1;
  while (lo < hi) {
    double now = plan_now();
    if (now >= deadline || (s.max_nodes && s.total_nodes >= s.max_nodes)) break;
    int64_t C = first ? lo : lo + (hi - lo) / 2 / g * g;
    double slice = first ? (deadline - now) / 2 : (deadline - now) / 3;
    first = 0;
    int r = decide(&s, &cs, C, now + slice, work, offsets);
    if (r == NOMEM) goto out;
    if (r == FOUND) {
      memcpy(offsets, work, p->n * sizeof *work);
      hi = plan_arena_of(p, offsets);
    } else {
      if (r != INFEASIBLE) proven = 0;
      lo = C + g;
    }
  }
  stats->optimal = proven && lo >= hi;
  stats->nodes = s.nodes;
#ifdef PLAN_DEBUG
  fprintf(stderr, "exact: nodes %llu lo %lld hi %lld\n", s.nodes, (long long)lo, (long long)hi);
#endif
  status = 0;
out:
  free(cs.items);
  free(cs.start);
  free(work);
  search_free(&s);
  return status;
}
