/* stub_for_mergealloc.c - TEMPORARY stand-in for the memory planner of
 * include/bufopt/plan.h, so that the merge-alloc branch builds and tests on
 * its own.  DELETE AT MERGE WITH THE PLANNER BRANCH (src/plan/ proper).
 *
 * What it does: the lower bound (a sweep over the interval ends, frees
 * before allocations at equal ticks), the trivial plan, upstream's best-fit
 * (by start tick, the smallest gap among the buffers still live; the trailing
 * gap when it is smaller), the plan check, and plain JSON / SVG reports.
 * Every other planner (greedy-by-size, gc-*, exact, default) answers with the
 * best-fit plan and says so in `used`.  Costs: O(n log n) for the sort plus
 * O(n * live) for best-fit and the check, where live is the most buffers
 * live at one tick (small for merge-alloc's chains).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bufopt/plan.h"

static const char *const planner_names[BO_PLANNER_COUNT] = {
    "default", "trivial", "greedy-by-size", "best-fit", "gc-cost-model", "gc-size-first", "exact"};

const char *bo_planner_name(bo_planner planner) {
  return (unsigned)planner < BO_PLANNER_COUNT ? planner_names[planner] : "?";
}

int bo_planner_from_name(const char *name, bo_planner *out) {
  for (int i = 0; i < BO_PLANNER_COUNT; i++)
    if (name && !strcmp(name, planner_names[i])) {
      *out = (bo_planner)i;
      return 0;
    }
  return -1;
}

static int64_t align_up(int64_t v, int64_t a) { return (v + a - 1) / a * a; }

typedef struct event {
  int64_t tick;
  int kind; /* 0 free, 1 alloc: frees first */
  size_t index;
} event;

static int cmp_event(const void *pa, const void *pb) {
  const event *a = pa, *b = pb;
  if (a->tick != b->tick) return a->tick < b->tick ? -1 : 1;
  if (a->kind != b->kind) return a->kind - b->kind;
  return a->index < b->index ? -1 : a->index > b->index;
}

int64_t bo_plan_lower_bound(const bo_plan_buffer *bufs, size_t n) {
  event *ev = malloc((2 * n + 1) * sizeof *ev);
  if (!ev) return -1;
  size_t m = 0;
  for (size_t i = 0; i < n; i++) {
    if (bufs[i].end <= bufs[i].start) continue;
    ev[m++] = (event){bufs[i].start, 1, i};
    ev[m++] = (event){bufs[i].end, 0, i};
  }
  qsort(ev, m, sizeof *ev, cmp_event);
  int64_t live = 0, best = 0;
  for (size_t k = 0; k < m; k++) {
    const bo_plan_buffer *b = &bufs[ev[k].index];
    int64_t sz = align_up(b->size, b->alignment);
    live += ev[k].kind ? sz : -sz;
    if (live > best) best = live;
  }
  free(ev);
  return best;
}

static int cmp_by_start(const void *pa, const void *pb, const bo_plan_buffer *bufs) {
  const size_t a = *(const size_t *)pa, b = *(const size_t *)pb;
  if (bufs[a].start != bufs[b].start) return bufs[a].start < bufs[b].start ? -1 : 1;
  return a < b ? -1 : a > b;
}

/* qsort has no user pointer in C11: a tiny merge sort instead. */
static void sort_by_start(size_t *idx, size_t *tmp, size_t n, const bo_plan_buffer *bufs) {
  if (n < 2) return;
  size_t h = n / 2;
  sort_by_start(idx, tmp, h, bufs);
  sort_by_start(idx + h, tmp, n - h, bufs);
  size_t i = 0, j = h, k = 0;
  while (i < h && j < n)
    tmp[k++] = cmp_by_start(&idx[j], &idx[i], bufs) < 0 ? idx[j++] : idx[i++];
  while (i < h) tmp[k++] = idx[i++];
  while (j < n) tmp[k++] = idx[j++];
  memcpy(idx, tmp, n * sizeof *idx);
}

static size_t *order_by_start(const bo_plan_buffer *bufs, size_t n) {
  size_t *idx = malloc((n + 1) * sizeof *idx), *tmp = malloc((n + 1) * sizeof *tmp);
  if (!idx || !tmp) {
    free(idx);
    free(tmp);
    return NULL;
  }
  for (size_t i = 0; i < n; i++) idx[i] = i;
  sort_by_start(idx, tmp, n, bufs);
  free(tmp);
  return idx;
}

static int cmp_range(const void *pa, const void *pb) {
  const int64_t *a = pa, *b = pb;
  if (a[0] != b[0]) return a[0] < b[0] ? -1 : 1;
  return (a[1] > b[1]) - (a[1] < b[1]);
}

/* Upstream's best-fit, over the buffers still live (an expired buffer stays
 * expired: buffers come by start tick). */
static int plan_best_fit(bo_plan_buffer *bufs, size_t n) {
  size_t *order = order_by_start(bufs, n);
  size_t *active = malloc((n + 1) * sizeof *active);
  int64_t *occ = malloc((2 * n + 2) * sizeof *occ);
  if (!order || !active || !occ) {
    free(order);
    free(active);
    free(occ);
    return -1;
  }
  size_t nactive = 0;
  int64_t arena_end = 0;
  for (size_t k = 0; k < n; k++) {
    bo_plan_buffer *b = &bufs[order[k]];
    size_t m = 0, keep = 0;
    for (size_t a = 0; a < nactive; a++) {
      const bo_plan_buffer *o = &bufs[active[a]];
      if (o->end <= b->start) continue; /* expired for good */
      active[keep++] = active[a];
      if (o->end > o->start && b->end > b->start && o->size > 0) {
        occ[2 * m] = o->offset;
        occ[2 * m + 1] = o->offset + o->size;
        m++;
      }
    }
    nactive = keep;
    qsort(occ, m, 2 * sizeof *occ, cmp_range);
    int64_t gap_start = 0, best = -1, best_size = INT64_MAX;
    for (size_t i = 0; i < m; i++) {
      int64_t s = occ[2 * i], e = occ[2 * i + 1];
      int64_t as = align_up(gap_start, b->alignment);
      if (as < s && s - as >= b->size && s - as < best_size) best = as, best_size = s - as;
      if (e > gap_start) gap_start = e;
    }
    int64_t at = align_up(gap_start, b->alignment);
    if (at + b->size <= arena_end && arena_end - at < best_size) best = at;
    b->offset = best >= 0 ? best : at;
    if (b->offset + b->size > arena_end) arena_end = b->offset + b->size;
    active[nactive++] = order[k];
  }
  free(order);
  free(active);
  free(occ);
  return 0;
}

static void plan_trivial(bo_plan_buffer *bufs, size_t n) {
  int64_t cur = 0;
  for (size_t i = 0; i < n; i++) {
    cur = align_up(cur, bufs[i].alignment);
    bufs[i].offset = cur;
    cur += bufs[i].size;
  }
}

bo_plan_status bo_plan(bo_plan_buffer *bufs, size_t n, const bo_plan_options *options,
                       bo_plan_result *result) {
  memset(result, 0, sizeof *result);
  for (size_t i = 0; i < n; i++)
    if (bufs[i].size < 0 || bufs[i].alignment < 1 || bufs[i].end < bufs[i].start ||
        bufs[i].size > (INT64_C(1) << 56)) {
      result->status = BO_PLAN_BAD_INPUT;
      snprintf(result->message, sizeof result->message, "buffer %zu: bad size, alignment or interval", i);
      return result->status;
    }
  bo_planner p = options ? options->planner : BO_PLANNER_DEFAULT;
  if (p == BO_PLANNER_TRIVIAL) {
    plan_trivial(bufs, n);
    result->used = BO_PLANNER_TRIVIAL;
  } else {
    if (plan_best_fit(bufs, n)) {
      result->status = BO_PLAN_OUT_OF_MEMORY;
      snprintf(result->message, sizeof result->message, "out of memory");
      return result->status;
    }
    result->used = BO_PLANNER_BEST_FIT;
  }
  int64_t arena = 0;
  for (size_t i = 0; i < n; i++)
    if (bufs[i].offset + bufs[i].size > arena) arena = bufs[i].offset + bufs[i].size;
  result->arena = arena;
  result->lower_bound = bo_plan_lower_bound(bufs, n);
  result->optimal = arena == result->lower_bound;
  if (options && options->capacity > 0 && arena > options->capacity) {
    result->status = BO_PLAN_NO_FIT;
    snprintf(result->message, sizeof result->message, "no plan within %lld bytes",
             (long long)options->capacity);
  }
  return result->status;
}

int bo_plan_check(const bo_plan_buffer *bufs, size_t n, int64_t arena, char *why,
                  size_t why_len) {
  for (size_t i = 0; i < n; i++) {
    if (bufs[i].offset < 0 || bufs[i].offset % bufs[i].alignment) {
      snprintf(why, why_len, "buffer %zu: offset %lld is not aligned to %lld", i,
               (long long)bufs[i].offset, (long long)bufs[i].alignment);
      return -1;
    }
    if (bufs[i].offset + bufs[i].size > arena) {
      snprintf(why, why_len, "buffer %zu ends past the arena", i);
      return -1;
    }
  }
  size_t *order = order_by_start(bufs, n);
  size_t *active = malloc((n + 1) * sizeof *active);
  int rc = 0;
  if (!order || !active) rc = -1, snprintf(why, why_len, "out of memory");
  size_t nactive = 0;
  for (size_t k = 0; !rc && k < n; k++) {
    const bo_plan_buffer *b = &bufs[order[k]];
    if (b->end <= b->start || b->size == 0) continue;
    size_t keep = 0;
    for (size_t a = 0; a < nactive; a++) {
      const bo_plan_buffer *o = &bufs[active[a]];
      if (o->end <= b->start) continue;
      active[keep++] = active[a];
      if (o->offset < b->offset + b->size && b->offset < o->offset + o->size) {
        snprintf(why, why_len, "buffers %zu and %zu are live together and overlap", active[a],
                 order[k]);
        rc = -1;
        break;
      }
    }
    nactive = keep;
    active[nactive++] = order[k];
  }
  free(order);
  free(active);
  return rc;
}

/* ------------------------------------------------------------ reports */

typedef struct sbuf {
  char *data;
  size_t len, cap;
  int oom;
} sbuf;

static void sb_printf(sbuf *s, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
#include <stdarg.h>
static void sb_printf(sbuf *s, const char *fmt, ...) {
  if (s->oom) return;
  for (;;) {
    va_list ap;
    va_start(ap, fmt);
    int k = vsnprintf(s->data ? s->data + s->len : NULL, s->data ? s->cap - s->len : 0, fmt, ap);
    va_end(ap);
    if (k < 0) {
      s->oom = 1;
      return;
    }
    if (s->data && s->len + (size_t)k < s->cap) {
      s->len += (size_t)k;
      return;
    }
    size_t cap = s->cap ? s->cap * 2 : 4096;
    while (cap < s->len + (size_t)k + 1) cap *= 2;
    char *d = realloc(s->data, cap);
    if (!d) {
      s->oom = 1;
      return;
    }
    s->data = d;
    s->cap = cap;
  }
}

static void sb_escaped(sbuf *s, const char *t) {
  for (; t && *t; t++) {
    if (*t == '"' || *t == '\\') sb_printf(s, "\\%c", *t);
    else if (*t == '<') sb_printf(s, "&lt;");
    else if (*t == '>') sb_printf(s, "&gt;");
    else if (*t == '&') sb_printf(s, "&amp;");
    else if ((unsigned char)*t >= 0x20) sb_printf(s, "%c", *t);
  }
}

char *bo_plan_report(const bo_plan_scope *scopes, size_t n, bo_plan_report_format format) {
  sbuf s = {0};
  if (format == BO_PLAN_REPORT_JSON) {
    sb_printf(&s, "{\"scopes\": [");
    for (size_t i = 0; i < n; i++) {
      const bo_plan_scope *sc = &scopes[i];
      sb_printf(&s, "%s\n  {\"name\": \"", i ? "," : "");
      sb_escaped(&s, sc->name);
      sb_printf(&s, "\", \"arena\": %lld, \"lower_bound\": %lld, \"planner\": \"%s\", \"buffers\": [",
                (long long)sc->result->arena, (long long)sc->result->lower_bound,
                bo_planner_name(sc->result->used));
      for (size_t k = 0; k < sc->n; k++) {
        const bo_plan_buffer *b = &sc->bufs[k];
        sb_printf(&s, "%s\n    {\"label\": \"", k ? "," : "");
        sb_escaped(&s, b->label);
        sb_printf(&s, "\", \"size\": %lld, \"alignment\": %lld, \"start\": %lld, \"end\": %lld, "
                      "\"offset\": %lld}",
                  (long long)b->size, (long long)b->alignment, (long long)b->start,
                  (long long)b->end, (long long)b->offset);
      }
      sb_printf(&s, "]}");
    }
    sb_printf(&s, "\n]}\n");
    return s.oom ? (free(s.data), NULL) : s.data;
  }
  /* SVG: one panel per scope, ticks across, bytes up. */
  const int W = 800, H = 300, PAD = 40;
  sb_printf(&s, "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%zu\" "
                "font-family=\"sans-serif\" font-size=\"10\">\n",
            W + 2 * PAD, (H + 2 * PAD) * (n ? n : 1));
  for (size_t i = 0; i < n; i++) {
    const bo_plan_scope *sc = &scopes[i];
    int64_t t0 = INT64_MAX, t1 = INT64_MIN;
    for (size_t k = 0; k < sc->n; k++) {
      if (sc->bufs[k].start < t0) t0 = sc->bufs[k].start;
      if (sc->bufs[k].end > t1) t1 = sc->bufs[k].end;
    }
    if (t1 <= t0) t0 = 0, t1 = 1;
    int64_t top = sc->result->arena > sc->result->lower_bound ? sc->result->arena
                                                               : sc->result->lower_bound;
    if (top <= 0) top = 1;
    double y0 = (double)(i * (size_t)(H + 2 * PAD) + PAD);
    double xs = (double)W / (double)(t1 - t0), ys = (double)H / (double)top;
    sb_printf(&s, "<text x=\"%d\" y=\"%.1f\">", PAD, y0 - 8);
    sb_escaped(&s, sc->name);
    sb_printf(&s, ": arena %lld bytes, lower bound %lld (%s)</text>\n",
              (long long)sc->result->arena, (long long)sc->result->lower_bound,
              bo_planner_name(sc->result->used));
    sb_printf(&s, "<rect x=\"%d\" y=\"%.1f\" width=\"%d\" height=\"%d\" fill=\"none\" stroke=\"#888\"/>\n",
              PAD, y0, W, H);
    for (size_t k = 0; k < sc->n; k++) {
      const bo_plan_buffer *b = &sc->bufs[k];
      double x = PAD + (double)(b->start - t0) * xs, w = (double)(b->end - b->start) * xs;
      double y = y0 + H - (double)(b->offset + b->size) * ys, h = (double)b->size * ys;
      sb_printf(&s, "<rect x=\"%.1f\" y=\"%.1f\" width=\"%.1f\" height=\"%.1f\" fill=\"hsl(%zu,60%%,70%%)\" "
                    "stroke=\"#333\"><title>",
                x, y, w > 1 ? w : 1, h > 1 ? h : 1, (k * 47) % 360);
      sb_escaped(&s, b->label);
      sb_printf(&s, ": %lld bytes at %lld, [%lld, %lld)</title></rect>\n", (long long)b->size,
                (long long)b->offset, (long long)b->start, (long long)b->end);
      if (w > 40 && h > 12) {
        sb_printf(&s, "<text x=\"%.1f\" y=\"%.1f\">", x + 2, y + 11);
        sb_escaped(&s, b->label);
        sb_printf(&s, "</text>\n");
      }
    }
    double lb = y0 + H - (double)sc->result->lower_bound * ys;
    sb_printf(&s, "<line x1=\"%d\" y1=\"%.1f\" x2=\"%d\" y2=\"%.1f\" stroke=\"red\" "
                  "stroke-dasharray=\"4\"/>\n",
              PAD, lb, PAD + W, lb);
  }
  sb_printf(&s, "</svg>\n");
  return s.oom ? (free(s.data), NULL) : s.data;
}
