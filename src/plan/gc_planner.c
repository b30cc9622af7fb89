/* gc_planner.c - Intel graph-compiler's static memory planner
 * (`StaticMemoryPlanning.cpp`, used by gc-merge-alloc), exactly as the
 * reference describes it (ref-merge-alloc.md 1.9): same chunks, same choices,
 * same offsets.
 *
 * The intervals become a trace of events: an allocation at `start`, a free
 * at `end`, sorted by (tick, frees first, buffer index).  The planner keeps
 * the arena [0, total) as a list of top-level chunks in offset order, and
 * the free chunks in two multimaps (by size and by the tick they were last
 * freed; equal keys in insertion order).  An allocation takes a free chunk
 * (cost model: the best single-precision score of size fit and recency;
 * size-first: the smallest that fits, else the largest) and splits it, or
 * extends it when it is too small - which shifts every chunk above it up:
 * legal because offsets are not materialised until the end (the shifts are
 * recorded per top-level chunk and pushed down the chunk tree once).  Chunks form a
 * tree (a split chunk knows its parent, a merged chunk its parts) and an
 * offset is computed lazily from that tree once all events are replayed.
 * A free merges the maximal run of free neighbours into one chunk.
 *
 * Cost: O(n log n) for the sort; per event O(f) for f free chunks (the cost
 * model scores all of them; multimap insertion is a binary search and a
 * shift), plus, per extension, O(t) for the t top-level chunks above it and
 * the chunk's chain of parents; O(chunks) at the end.  With few chunks live
 * at once this is near O(n log n + n f).  Trees are walked iteratively (a
 * long trace makes deep trees).
 */
#include <stdlib.h>
#include <string.h>

#include "plan_internal.h"

enum { CHUNK_ORIGIN, CHUNK_SPLIT, CHUNK_MERGED };

typedef struct gc_chunk {
  int kind;
  int is_lhs;        /* split: the low part */
  int isfree;
  int64_t size;
  int64_t start;     /* origin */
  size_t parent;     /* split */
  size_t parts, nparts; /* merged: part ids at pool[parts..parts+nparts) */
  int64_t last_freed;
  size_t prev, next; /* top-level list; NONE at the ends */
  int64_t pending;   /* moves not yet pushed down (chunk_move) */
  int64_t pending_size; /* extensions not yet pushed down (chunk_extend) */
  int64_t offset;    /* computed at the end */
  int has_offset;
} gc_chunk;

#define NONE ((size_t)-1)

typedef struct map_entry {
  int64_t key;
  unsigned long long seq;
  size_t chunk;
} map_entry;

typedef struct multimap {
  map_entry *e;
  size_t len, cap;
} multimap;

typedef struct gc_state {
  gc_chunk *chunk;
  size_t nchunk, capchunk;
  size_t *pool;
  size_t npool, cappool;
  size_t *stack;
  size_t capstack;
  multimap by_size, by_tick;
  unsigned long long seq;
  size_t head; /* first top-level chunk */
  int64_t total, tick;
} gc_state;

static int grow(void **ptr, size_t *cap, size_t need, size_t elem) {
  if (need <= *cap) return 0;
  size_t cap2 = *cap ? *cap : 16;
  while (cap2 < need) cap2 *= 2;
  void *p = realloc(*ptr, cap2 * elem);
  if (!p) return -1;
  *ptr = p, *cap = cap2;
  return 0;
}

static size_t new_chunk(gc_state *s, int kind, int64_t size) {
  if (grow((void **)&s->chunk, &s->capchunk, s->nchunk + 1, sizeof *s->chunk)) return NONE;
  gc_chunk *c = &s->chunk[s->nchunk];
  memset(c, 0, sizeof *c);
  c->kind = kind, c->size = size, c->parent = NONE, c->prev = c->next = NONE;
  return s->nchunk++;
}

/* Insert after every entry with an equal key (std::multimap::insert). */
static int map_insert(multimap *m, int64_t key, unsigned long long seq, size_t chunk) {
  if (grow((void **)&m->e, &m->cap, m->len + 1, sizeof *m->e)) return -1;
  size_t lo = 0, hi = m->len;
  while (lo < hi) {
    size_t mid = lo + (hi - lo) / 2;
    if (m->e[mid].key <= key) lo = mid + 1;
    else hi = mid;
  }
  memmove(&m->e[lo + 1], &m->e[lo], (m->len - lo) * sizeof *m->e);
  m->e[lo] = (map_entry){key, seq, chunk};
  m->len++;
  return 0;
}

/* Entries are ordered by (key, seq); seq is unique. */
static void map_erase(multimap *m, int64_t key, unsigned long long seq) {
  size_t lo = 0, hi = m->len;
  while (lo < hi) {
    size_t mid = lo + (hi - lo) / 2;
    if (m->e[mid].key < key || (m->e[mid].key == key && m->e[mid].seq < seq)) lo = mid + 1;
    else hi = mid;
  }
  if (lo < m->len && m->e[lo].seq == seq) {
    memmove(&m->e[lo], &m->e[lo + 1], (m->len - lo - 1) * sizeof *m->e);
    m->len--;
  }
}

/* A chunk's keys and seq while it is in the free maps. */
typedef struct free_keys {
  int64_t size_key, tick_key;
  unsigned long long seq;
} free_keys;

typedef struct gc_run {
  gc_state s;
  free_keys *keys; /* per chunk */
  size_t capkeys;
} gc_run;

static int free_add(gc_run *r, size_t c) {
  gc_state *s = &r->s;
  if (grow((void **)&r->keys, &r->capkeys, s->nchunk, sizeof *r->keys)) return -1;
  unsigned long long seq = ++s->seq;
  r->keys[c] = (free_keys){s->chunk[c].size, s->chunk[c].last_freed, seq};
  if (map_insert(&s->by_size, s->chunk[c].size, seq, c)) return -1;
  if (map_insert(&s->by_tick, s->chunk[c].last_freed, seq, c)) return -1;
  return 0;
}

static void free_remove(gc_run *r, size_t c) {
  map_erase(&r->s.by_size, r->keys[c].size_key, r->keys[c].seq);
  map_erase(&r->s.by_tick, r->keys[c].tick_key, r->keys[c].seq);
}

static int push(gc_state *s, size_t *sp, size_t v) {
  if (grow((void **)&s->stack, &s->capstack, *sp + 1, sizeof *s->stack)) return -1;
  s->stack[(*sp)++] = v;
  return 0;
}

/* move(d): an origin moves; a split LHS moves its parent, a RHS nothing; a
 * merged chunk moves every part.  A chunk's parent and parts never change
 * and each chunk is the target of at most one such edge (a chunk is split
 * or merged once), so moves add up along a tree: they are recorded as a
 * pending delta and pushed down once, newest chunk first, before offsets
 * are read (flush_moves).  Same result as moving at once. */
static void chunk_move(gc_state *s, size_t c, int64_t d) { s->chunk[c].pending += d; }

static size_t extend_next(const gc_state *s, size_t c);

static void flush_moves(gc_state *s) {
  for (size_t c = s->nchunk; c-- > 0;) {
    gc_chunk *x = &s->chunk[c];
    if (x->pending_size) {
      int64_t e = x->pending_size;
      size_t next = extend_next(s, c);
      x->size += e;
      x->pending_size = 0;
      if (next != NONE) s->chunk[next].pending_size += e;
    }
    int64_t d = x->pending;
    if (!d) continue;
    x->pending = 0;
    if (x->kind == CHUNK_ORIGIN) x->start += d;
    else if (x->kind == CHUNK_SPLIT) {
      if (x->is_lhs) s->chunk[x->parent].pending += d;
    } else {
      for (size_t k = 0; k < x->nparts; k++) s->chunk[s->pool[x->parts + k]].pending += d;
    }
  }
}

/* extend(d): size += d, and a split extends its parent, a merged chunk its
 * last part.  Only top-level chunks' sizes are read while the trace is
 * replayed, so the top-level chunk grows at once and the rest of the chain
 * is recorded as pending and pushed down with the moves (flush_moves). */
static size_t extend_next(const gc_state *s, size_t c) {
  const gc_chunk *x = &s->chunk[c];
  if (x->kind == CHUNK_SPLIT) return x->parent;
  if (x->kind == CHUNK_MERGED) return s->pool[x->parts + x->nparts - 1];
  return NONE;
}

static void chunk_extend(gc_state *s, size_t c, int64_t d) {
  s->chunk[c].size += d;
  size_t next = extend_next(s, c);
  if (next != NONE) s->chunk[next].pending_size += d;
}

/* offset(): origin start; LHS parent's; RHS parent's + parent size - size;
 * merged: its first part's.  Cached. */
static int chunk_offset(gc_state *s, size_t c, int64_t *out) {
  size_t sp = 0;
  size_t x = c;
  while (!s->chunk[x].has_offset && s->chunk[x].kind != CHUNK_ORIGIN) {
    if (push(s, &sp, x)) return -1;
    x = s->chunk[x].kind == CHUNK_SPLIT ? s->chunk[x].parent : s->pool[s->chunk[x].parts];
  }
  int64_t off = s->chunk[x].has_offset ? s->chunk[x].offset : s->chunk[x].start;
  s->chunk[x].offset = off, s->chunk[x].has_offset = 1;
  while (sp) {
    gc_chunk *y = &s->chunk[s->stack[--sp]];
    if (y->kind == CHUNK_SPLIT && !y->is_lhs) off += s->chunk[y->parent].size - y->size;
    y->offset = off, y->has_offset = 1;
  }
  *out = off;
  return 0;
}

/* In the top-level list, replace c by the run first..last (already linked
 * among themselves). */
static void list_replace(gc_state *s, size_t c, size_t first, size_t last) {
  size_t prev = s->chunk[c].prev, next = s->chunk[c].next;
  s->chunk[first].prev = prev;
  s->chunk[last].next = next;
  if (prev != NONE) s->chunk[prev].next = first;
  else s->head = first;
  if (next != NONE) s->chunk[next].prev = last;
}

static float score(const gc_state *s, const gc_chunk *c, int64_t a) {
  float elapsed = (float)(s->tick - c->last_freed) / 10;
  float tick_score = 1.0f - (elapsed < 1.0f ? elapsed : 1.0f);
  int64_t diff = c->size - a;
  if (diff < 0) diff = -diff;
  int64_t mx = a > c->size ? a : c->size;
  float size_score = (float)(-diff) / (float)mx;
  if (a <= c->size) size_score += 1.0f;
  return size_score + tick_score;
}

static size_t gc_split(gc_run *r, size_t c, int64_t a) {
  gc_state *s = &r->s;
  if (s->chunk[c].size == a) {
    free_remove(r, c);
    s->chunk[c].isfree = 0;
    return c;
  }
  size_t l = new_chunk(s, CHUNK_SPLIT, a);
  size_t rr = l == NONE ? NONE : new_chunk(s, CHUNK_SPLIT, s->chunk[c].size - a);
  if (rr == NONE) return NONE;
  s->chunk[l].parent = c, s->chunk[l].is_lhs = 1;
  s->chunk[rr].parent = c, s->chunk[rr].is_lhs = 0;
  s->chunk[l].next = rr, s->chunk[rr].prev = l;
  list_replace(s, c, l, rr);
  s->chunk[rr].last_freed = s->chunk[c].last_freed;
  s->chunk[rr].isfree = 1;
  if (free_add(r, rr)) return NONE;
  free_remove(r, c);
  s->chunk[l].isfree = 0;
  return l;
}

static size_t gc_extend(gc_run *r, size_t c, int64_t a) {
  gc_state *s = &r->s;
  free_remove(r, c);
  int64_t d = a - s->chunk[c].size;
  s->total += d;
  chunk_extend(s, c, d);
  for (size_t x = s->chunk[c].next; x != NONE; x = s->chunk[x].next) chunk_move(s, x, d);
  s->chunk[c].isfree = 0;
  return c;
}

static size_t gc_alloc(gc_run *r, int64_t a, int hot_first) {
  gc_state *s = &r->s;
  s->tick++;
  if (!s->by_tick.len) {
    size_t c = new_chunk(s, CHUNK_ORIGIN, a);
    if (c == NONE) return NONE;
    s->chunk[c].start = s->total;
    s->total += a;
    /* append to the top-level list */
    size_t last = s->head;
    if (last == NONE) {
      s->head = c;
    } else {
      while (s->chunk[last].next != NONE) last = s->chunk[last].next;
      s->chunk[last].next = c, s->chunk[c].prev = last;
    }
    return c;
  }
  size_t best;
  if (hot_first) {
    const multimap *m = &s->by_tick;
    best = m->e[m->len - 1].chunk;
    float best_score = score(s, &s->chunk[best], a);
    for (size_t k = 0; k < m->len; k++) {
      float sc = score(s, &s->chunk[m->e[k].chunk], a);
      if (sc > best_score) best = m->e[k].chunk, best_score = sc;
    }
    return s->chunk[best].size < a ? gc_extend(r, best, a) : gc_split(r, best, a);
  }
  const multimap *m = &s->by_size;
  size_t lo = 0, hi = m->len;
  while (lo < hi) {
    size_t mid = lo + (hi - lo) / 2;
    if (m->e[mid].key < a) lo = mid + 1;
    else hi = mid;
  }
  if (lo < m->len) return gc_split(r, m->e[lo].chunk, a);
  return gc_extend(r, m->e[m->len - 1].chunk, a);
}

static int gc_free(gc_run *r, size_t c) {
  gc_state *s = &r->s;
  s->tick++;
  s->chunk[c].last_freed = s->tick;
  s->chunk[c].isfree = 1;
  if (free_add(r, c)) return -1;
  size_t first = c, last = c, count = 1;
  while (s->chunk[first].prev != NONE && s->chunk[s->chunk[first].prev].isfree)
    first = s->chunk[first].prev, count++;
  while (s->chunk[last].next != NONE && s->chunk[s->chunk[last].next].isfree)
    last = s->chunk[last].next, count++;
  if (count == 1) return 0;
  if (grow((void **)&s->pool, &s->cappool, s->npool + count, sizeof *s->pool)) return -1;
  size_t parts = s->npool;
  int64_t size = 0;
  for (size_t x = first;; x = s->chunk[x].next) {
    s->pool[s->npool++] = x;
    size += s->chunk[x].size;
    free_remove(r, x);
    if (x == last) break;
  }
  size_t m = new_chunk(s, CHUNK_MERGED, size);
  if (m == NONE) return -1;
  gc_chunk *mc = &s->chunk[m];
  mc->parts = parts, mc->nparts = count;
  mc->prev = s->chunk[first].prev, mc->next = s->chunk[last].next;
  if (mc->prev != NONE) s->chunk[mc->prev].next = m;
  else s->head = m;
  if (mc->next != NONE) s->chunk[mc->next].prev = m;
  mc->last_freed = s->tick;
  mc->isfree = 1;
  return free_add(r, m);
}

typedef struct gc_event {
  int64_t tick;
  int is_alloc;
  size_t buffer;
} gc_event;

static int compare_gc_events(const void *a, const void *b) {
  const gc_event *x = a, *y = b;
  if (x->tick != y->tick) return x->tick < y->tick ? -1 : 1;
  if (x->is_alloc != y->is_alloc) return x->is_alloc ? 1 : -1; /* frees first */
  return x->buffer < y->buffer ? -1 : x->buffer > y->buffer;
}

int plan_gc(const plan_problem *p, int64_t alignment, int hot_first, int64_t *offsets,
            int64_t *total) {
  size_t n = p->n;
  *total = 0;
  if (!n) return 0;
  gc_run r;
  memset(&r, 0, sizeof r);
  r.s.head = NONE;
  int status = -1;
  gc_event *ev = malloc(2 * n * sizeof *ev);
  size_t *owner = malloc(n * sizeof *owner);
  if (!ev || !owner) goto out;
  for (size_t i = 0; i < n; i++) {
    ev[2 * i] = (gc_event){p->start[i], 1, i};
    ev[2 * i + 1] = (gc_event){p->end[i], 0, i};
  }
  qsort(ev, 2 * n, sizeof *ev, compare_gc_events);
  for (size_t k = 0; k < 2 * n; k++) {
    size_t b = ev[k].buffer;
    if (ev[k].is_alloc) {
      owner[b] = gc_alloc(&r, plan_align_up(p->size[b], alignment), hot_first);
      if (owner[b] == NONE) goto out;
    } else if (gc_free(&r, owner[b])) {
      goto out;
    }
  }
  flush_moves(&r.s);
  *total = r.s.total;
  for (size_t i = 0; i < n; i++)
    if (chunk_offset(&r.s, owner[i], &offsets[i])) goto out;
  status = 0;
out:
  free(ev);
  free(owner);
  free(r.keys);
  free(r.s.chunk);
  free(r.s.pool);
  free(r.s.stack);
  free(r.s.by_size.e);
  free(r.s.by_tick.e);
  return status;
}
