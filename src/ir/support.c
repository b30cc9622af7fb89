/* support.c - arena allocation, growable vectors and strings, hashing and the
 * intern tables.
 *
 * Invariant of the intern tables: each stored object is unique for its byte
 * key, so interned objects compare by pointer.  Tables are open-addressing
 * with linear probing and grow at 50% load: lookups are O(1) expected.
 */
#define _DEFAULT_SOURCE /* madvise, MAP_ANONYMOUS */
#include <stdarg.h>
#include <stdio.h>
#if defined(__linux__)
#include <sys/mman.h>
#endif

#include "types_internal.h"

/* ------------------------------------------------------------------ arena */

/* Chunks come zeroed (from calloc, or fresh anonymous pages) and arena
 * memory is never reused, so allocations need no memset.
 *
 * Big chunks (HUGE_CHUNK and up: the arenas of inputs of a few MB and more)
 * are mapped 2 MiB-aligned and advised for transparent huge pages: one fault
 * then brings in 2 MiB instead of 4 KiB.  At 16k layers this removes ~13,800
 * of the round trip's 18,800 page faults and ~15% of its time in back-to-back
 * runs (docs/performance.md, session 6).  Where huge pages are off or none is
 * free, the kernel falls back to small pages; nothing else changes.  Costs:
 * with the kernel's defrag policy `madvise`, a fault may compact memory first
 * (session 2 saw that cost more than it saved on fragmented memory), and on a
 * VM that reports freed 2 MiB blocks to its host, runs seconds apart pay the
 * host's fault and zeroing again (measured: then about even with small
 * pages). */
struct bo_arena_chunk {
  bo_arena_chunk *next;
  size_t size;   /* usable bytes after the header */
  size_t mapped; /* bytes mapped with mmap, 0 when from calloc */
  /* data follows, 16-byte aligned */
};

#define CHUNK_HEADER ((sizeof(bo_arena_chunk) + 15) & ~(size_t)15)
#define HUGE_PAGE ((size_t)2 << 20)
#define HUGE_CHUNK ((size_t)1 << 20)

/* Maps n bytes (a multiple of HUGE_PAGE) at a HUGE_PAGE-aligned address and
 * advises huge pages; NULL when that is not possible here. */
static void *map_huge(size_t n) {
#if defined(__linux__) && defined(MADV_HUGEPAGE) && defined(MAP_ANONYMOUS)
  char *m = mmap(NULL, n + HUGE_PAGE, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  if (m == MAP_FAILED) return NULL;
  char *a = (char *)(((uintptr_t)m + HUGE_PAGE - 1) & ~(uintptr_t)(HUGE_PAGE - 1));
  /* give back the unaligned head and the tail */
  if (a > m) munmap(m, (size_t)(a - m));
  if (a + n < m + n + HUGE_PAGE) munmap(a + n, (size_t)(m + n + HUGE_PAGE - (a + n)));
  madvise(a, n, MADV_HUGEPAGE);
  return a;
#else
  (void)n;
  return NULL;
#endif
}

static void unmap_huge(void *p, size_t n) {
#if defined(__linux__) && defined(MADV_HUGEPAGE) && defined(MAP_ANONYMOUS)
  munmap(p, n);
#else
  (void)p;
  (void)n;
#endif
}

static bo_arena_chunk *chunk_alloc(bo_context *ctx, size_t usable) {
  if (usable >= HUGE_CHUNK) {
    size_t n = (CHUNK_HEADER + usable + HUGE_PAGE - 1) & ~(HUGE_PAGE - 1);
    bo_arena_chunk *c = map_huge(n);
    if (c) {
      c->size = n - CHUNK_HEADER; /* the rounding is usable too */
      c->mapped = n;
      return c;
    }
  }
  /* the sum cannot wrap: usable comes from a request checked against it */
  bo_arena_chunk *c = calloc(1, CHUNK_HEADER + usable);
  if (!c) bo_out_of_memory(ctx, CHUNK_HEADER + usable);
  c->size = usable;
  return c;
}

void *bo_arena_take_slow(bo_arena *a, size_t size) {
  /* no request that large can succeed, and below it neither the rounding
   * nor chunk_alloc's header and page rounding can wrap */
  if (size > SIZE_MAX / 2) bo_out_of_memory(a->ctx, size);
  size = (size + 15) & ~(size_t)15;
  if (size == 0) size = 16;
  if ((size_t)(a->end - a->cur) < size) {
    /* chunks grow with the arena (64 KiB up to 8 MiB) so that big inputs
     * make few allocations */
    size_t chunk = a->next_chunk ? a->next_chunk : 64 * 1024 - CHUNK_HEADER;
    if (chunk < 8 * 1024 * 1024) a->next_chunk = chunk * 2;
    bool own = size > chunk / 4; /* big objects get their own chunk */
    bo_arena_chunk *c = chunk_alloc(a->ctx, own ? size : chunk);
    c->next = a->head;
    a->head = c;
    if (own) return (char *)c + CHUNK_HEADER; /* keep the current chunk's tail */
    a->cur = (char *)c + CHUNK_HEADER;
    a->end = a->cur + c->size;
  }
  char *p = a->cur;
  a->cur += size;
  return p;
}

void bo_arena_free_all(bo_arena *a) {
  bo_arena_chunk *c = a->head;
  while (c) {
    bo_arena_chunk *n = c->next;
    if (c->mapped)
      unmap_huge(c, c->mapped);
    else
      free(c);
    c = n;
  }
  a->head = NULL;
  a->cur = a->end = NULL;
  a->next_chunk = 0;
}

/* ---------------------------------------------------------------- vectors */

void bo_vec_grow_(void **data, size_t *cap, size_t elem_size, size_t need) {
  size_t n = *cap ? *cap * 2 : 8;
  while (n < need) n *= 2;
  if (n > SIZE_MAX / elem_size) bo_out_of_memory(NULL, SIZE_MAX);
  void *p = realloc(*data, n * elem_size);
  if (!p) bo_out_of_memory(NULL, n * elem_size);
  *data = p;
  *cap = n;
}

/* Advises huge pages for the whole 2 MiB pages inside [p, p + n): for the
 * printer's output buffer, several MB for big inputs (see the arena). */
static void advise_huge(void *p, size_t n) {
#if defined(__linux__) && defined(MADV_HUGEPAGE)
  uintptr_t a = ((uintptr_t)p + HUGE_PAGE - 1) & ~(uintptr_t)(HUGE_PAGE - 1);
  uintptr_t e = ((uintptr_t)p + n) & ~(uintptr_t)(HUGE_PAGE - 1);
  if (e > a) madvise((void *)a, e - a, MADV_HUGEPAGE);
#else
  (void)p;
  (void)n;
#endif
}

void bo_str_grow_(bo_str *s, size_t n) {
  size_t c = s->cap ? s->cap * 2 : 256;
  while (c < s->len + n + 1) c *= 2;
  char *d = realloc(s->data, c);
  if (!d) bo_out_of_memory(NULL, c);
  if (c >= 2 * HUGE_PAGE) advise_huge(d, c);
  s->data = d;
  s->cap = c;
}

void bo_str_vprintf(bo_str *s, const char *fmt, va_list ap) {
  char buf[256];
  va_list ap2;
  va_copy(ap2, ap);
  int n = vsnprintf(buf, sizeof buf, fmt, ap);
  if (n >= 0 && (size_t)n < sizeof buf) {
    bo_str_append(s, buf, (size_t)n);
  } else if (n >= 0) {
    char *big = malloc((size_t)n + 1);
    if (!big) bo_out_of_memory(NULL, (size_t)n + 1);
    vsnprintf(big, (size_t)n + 1, fmt, ap2);
    bo_str_append(s, big, (size_t)n);
    free(big);
  }
  va_end(ap2);
}

void bo_str_printf(bo_str *s, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  bo_str_vprintf(s, fmt, ap);
  va_end(ap);
}

/* Decimal integers as printf's %llu / %lld print them, without a format
 * to parse (the printer writes one for every shape dimension, integer
 * attribute and dense element). */
void bo_str_put_u64(bo_str *s, uint64_t v) {
  char buf[20];
  size_t i = sizeof buf;
  do {
    buf[--i] = (char)('0' + v % 10);
    v /= 10;
  } while (v);
  bo_str_append(s, buf + i, sizeof buf - i);
}

void bo_str_put_i64(bo_str *s, int64_t v) {
  if (v < 0) {
    bo_str_putc(s, '-');
    bo_str_put_u64(s, 0 - (uint64_t)v);
  } else {
    bo_str_put_u64(s, (uint64_t)v);
  }
}

void bo_str_free(bo_str *s) {
  free(s->data);
  s->data = NULL;
  s->len = s->cap = 0;
}

/* ---------------------------------------------------------------- hashing */

uint64_t bo_hash_bytes(const void *p, size_t n, uint64_t seed) {
  /* FNV-1a over 8-byte words, then a final mix: fast and good enough for
   * keys that are mostly pointers and small integers. */
  const unsigned char *b = p;
  uint64_t h = 1469598103934665603ull ^ seed;
  while (n >= 8) {
    uint64_t w;
    memcpy(&w, b, 8);
    h ^= w;
    h *= 1099511628211ull;
    h ^= h >> 29;
    b += 8;
    n -= 8;
  }
  while (n--) {
    h ^= *b++;
    h *= 1099511628211ull;
  }
  h ^= h >> 33;
  h *= 0xff51afd7ed558ccdull;
  h ^= h >> 33;
  return h;
}

/* ------------------------------------------------------------ key builder */

void key_init(key_buf *k) {
  k->p = k->local;
  k->len = 0;
  k->cap = sizeof k->local;
}

/* The slow path of key_add, apart so that key_add stays small enough to
 * inline into the interning functions. */
static __attribute__((noinline)) void key_grow(key_buf *k, size_t n) {
  size_t cap = k->cap * 2;
  while (cap < k->len + n) cap *= 2;
  unsigned char *np = malloc(cap);
  if (!np) bo_out_of_memory(NULL, cap);
  memcpy(np, k->p, k->len);
  if (k->p != k->local) free(k->p);
  k->p = np;
  k->cap = cap;
}

void key_add(key_buf *k, const void *data, size_t n) {
  if (!n) return;
  if (k->len + n > k->cap) key_grow(k, n);
  memcpy(k->p + k->len, data, n);
  k->len += n;
}

void key_free(key_buf *k) {
  if (k->p != k->local) free(k->p);
  k->p = k->local;
}

/* ---------------------------------------------------------- intern tables */

/* A stored entry: the object pointer, then the key bytes. */
typedef struct intern_entry {
  void *obj;
  size_t len;
  char key[];
} intern_entry;

static void intern_rehash(bo_context *ctx, bo_intern_table *t) {
  size_t ncap = t->cap ? t->cap * 2 : 256;
  void **slots = calloc(ncap, sizeof(void *));
  uint32_t *hashes = calloc(ncap, sizeof(uint32_t));
  if (!slots || !hashes) {
    free(slots); /* the table is unchanged: a handler that jumps out leaks nothing */
    free(hashes);
    bo_out_of_memory(ctx, ncap * (sizeof(void *) + sizeof(uint32_t)));
  }
  for (size_t i = 0; i < t->cap; i++) {
    if (!t->slots[i]) continue;
    size_t j = t->hashes[i] & (ncap - 1);
    while (slots[j]) j = (j + 1) & (ncap - 1);
    slots[j] = t->slots[i];
    hashes[j] = t->hashes[i];
  }
  free(t->slots);
  free(t->hashes);
  t->slots = slots;
  t->hashes = hashes;
  t->cap = ncap;
}

void *bo_intern_get(bo_context *ctx, bo_intern_table *t, const void *key, size_t len,
                    bo_intern_make_fn make, void *user) {
  if ((t->count + 1) * 2 > t->cap) intern_rehash(ctx, t);
  bo_assert(t->cap && (t->cap & (t->cap - 1)) == 0 && t->count < t->cap / 2 + 1);
  uint32_t h = (uint32_t)bo_hash_bytes(key, len, 0);
  size_t i = h & (t->cap - 1);
  while (t->slots[i]) {
    if (t->hashes[i] == h) {
      intern_entry *e = t->slots[i];
      if (e->len == len && memcmp(e->key, key, len) == 0) return e->obj;
    }
    i = (i + 1) & (t->cap - 1);
  }
  intern_entry *e = bo_arena_take(&ctx->arena, sizeof(intern_entry) + len);
  e->len = len;
  memcpy(e->key, key, len);
  e->obj = make(ctx, user);
  bo_assert(e->obj && "an intern table stores objects, never NULL");
  bo_assert(!t->slots[i] && "make() does not intern into the table it serves");
  t->slots[i] = e;
  t->hashes[i] = h;
  t->count++;
  return e->obj;
}

bool bo_intern_table_any(const bo_intern_table *t, bool (*f)(const void *obj, void *user),
                         void *user) {
  for (size_t i = 0; i < t->cap; i++)
    if (t->slots[i] && f(((const intern_entry *)t->slots[i])->obj, user)) return true;
  return false;
}

void bo_intern_table_free(bo_intern_table *t) {
  free(t->slots);
  free(t->hashes);
  t->slots = NULL;
  t->hashes = NULL;
  t->cap = t->count = 0;
}

/* Strings: the object is the NUL-terminated copy of the bytes. */
typedef struct string_make {
  const char *s;
  size_t len;
} string_make;

static void *make_string(bo_context *ctx, void *user) {
  string_make *m = user;
  char *p = bo_arena_take(&ctx->arena, m->len + 1);
  memcpy(p, m->s, m->len);
  p[m->len] = 0;
  return p;
}

const char *bo_intern(bo_context *ctx, const char *s, size_t len) {
  string_make m = {s, len};
  return bo_intern_get(ctx, &ctx->strings, s, len, make_string, &m);
}

const char *bo_intern_cstr(bo_context *ctx, const char *s) {
  size_t slot = 2 * bo_ptr_slot(s, BO_MEMO_SETS);
  const char *r = ctx->cstr_memo[slot].interned;
  if (ctx->cstr_memo[slot].key == s && r && (r == s || strcmp(r, s) == 0)) return r;
  r = ctx->cstr_memo[slot + 1].interned;
  if (ctx->cstr_memo[slot + 1].key == s && r && (r == s || strcmp(r, s) == 0)) return r;
  r = bo_intern(ctx, s, strlen(s));
  ctx->cstr_memo[slot + 1] = ctx->cstr_memo[slot];
  ctx->cstr_memo[slot].key = s;
  ctx->cstr_memo[slot].interned = r;
  return r;
}

void *bo_arena_alloc(bo_context *ctx, size_t size) { return bo_arena_take(&ctx->arena, size); }
