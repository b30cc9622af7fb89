/* heap.c - the checked heap: allocation, free, access checks, leak report.
 *
 * Every block records its element count and kind, where it lives (heap,
 * stack, global, constant global, tensor storage), the op that made it, and,
 * for heap and stack blocks, a byte per element saying whether the element
 * was written since allocation (poison tracking).  Live heap blocks are kept
 * in heap.live (each entry holds a reference), so the leak scan at the end is
 * linear in the live blocks and a freed block stays reachable only through
 * the views that still point at it, which is what lets a later access through
 * such a view be reported as a use after free.
 *
 * Costs: alloc/free O(1) (swap-remove from the live list), checks O(1) per
 * access plus O(rank) for a whole view, the leak scan O(live blocks).
 */
#include <stdarg.h>

#include "interp_internal.h"
#include "../support/checked.h"

static const char *where_name(uint8_t w) {
  static const char *const n[] = {"heap allocation", "stack allocation", "global",
                                  "constant global", "tensor"};
  return n[w];
}

/* Elements of padding MLIR's lowering of memref.alloc adds to a buffer
 * whose element is not a scalar (AllocOpLowering aligns it to the element's
 * size when no alignment attribute says otherwise). */
static int64_t ek_padded(elem_kind ek) { return ek == EK_REF || ek_is_complex(ek); }

block *heap_alloc(bo_interp *I, const bo_op *op, block_where where, elem_kind ek, int64_t n) {
  return heap_alloc_sized(I, op, where, ek, n, 0);
}

block *heap_alloc_sized(bo_interp *I, const bo_op *op, block_where where, elem_kind ek,
                        int64_t n, uint32_t elem_bytes) {
  if (n < 0) n = 0;
  if ((uint64_t)n > ((uint64_t)1 << 40)) return NULL; /* 1T elements: surely a bug */
  block *b = calloc(1, sizeof *b);
  if (!b) return NULL;
  size_t bytes = (size_t)n * (size_t)ek_size(ek);
  /* EK_REF, complex: MLIR's lowering aligns an array of non-scalar
   * elements (descriptors, complex numbers) to the element's size and asks
   * malloc for one element more for it (docs/interpreter.md). */
  size_t counted = (size_t)(n + ek_padded(ek)) * (elem_bytes ? elem_bytes : (size_t)ek_size(ek));
  b->data = malloc(bytes ? bytes : 1);
  if (!b->data) {
    free(b);
    return NULL;
  }
  b->h.rc = 1;
  b->h.kind = OBJ_BLOCK;
  b->nelems = n;
  b->ek = ek;
  b->elem_bytes = elem_bytes;
  b->where = (uint8_t)where;
  b->live = true;
  b->alloc_op = op;
  b->id = ++I->heap.next_id;
  if (where == W_HEAP || where == W_STACK || where == W_GLOBAL) {
    b->init = calloc(n ? (size_t)n : 1, 1);
    /* Fill with a pattern so reads that slip through are visibly wrong. */
    memset(b->data, ek == EK_REF ? 0 : 0xA5, bytes); /* EK_REF: no element references yet */
  }
  if (where == W_HEAP) {
    I->heap.allocs++;
    I->heap.live_bytes += counted;
    if (I->heap.live_bytes > I->heap.peak_bytes) I->heap.peak_bytes = I->heap.live_bytes;
    b->live_index = I->heap.live.len;
    obj_retain(&b->h);
    bo_vec_push(&I->heap.live, b);
  }
  return b;
}

static uint64_t block_bytes(const block *b) {
  return (uint64_t)(b->nelems + ek_padded(b->ek)) *
         (b->elem_bytes ? b->elem_bytes : (uint64_t)ek_size(b->ek)) + b->pad_bytes;
}

void heap_add_padding(bo_interp *I, block *b, uint32_t bytes) {
  if (b->where != W_HEAP || !b->live) return;
  b->pad_bytes += bytes;
  I->heap.live_bytes += bytes;
  if (I->heap.live_bytes > I->heap.peak_bytes) I->heap.peak_bytes = I->heap.live_bytes;
}

void block_release_refs(bo_interp *I, block *b) {
  if (b->ek != EK_REF || !b->data) return;
  for (int64_t i = 0; i < b->nelems; i++) {
    obj *o;
    memcpy(&o, b->data + (size_t)i * sizeof o, sizeof o);
    if (o) obj_release(I, o);
  }
  memset(b->data, 0, (size_t)b->nelems * sizeof(obj *));
}

void heap_note_alloc(bo_interp *I, const block *b) {
  if (b->alloc_op) bo_op_emit_note(b->alloc_op, "%s was allocated here", where_name(b->where));
  else if (b->global_name) bo_emit(I->ctx, BO_SEV_NOTE, (bo_loc){0}, "the memory is global @%s", b->global_name);
}

int heap_error(bo_interp *I, const bo_op *op, const block *b, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  bo_str s = {0};
  char buf[512];
  vsnprintf(buf, sizeof buf, fmt, ap);
  va_end(ap);
  bo_str_printf(&s, "'%s' op %s", bo_op_get_name(op), buf);
  bo_emit(I->ctx, BO_SEV_ERROR, bo_op_get_loc(op), "%s", s.data);
  bo_str_free(&s);
  I->heap.errors++;
  I->failed = true;
  if (b) {
    heap_note_alloc(I, b);
    if (b->free_op) bo_op_emit_note(b->free_op, "and freed here");
  }
  return RC_ERROR;
}

static void unlink_live(bo_interp *I, block *b) {
  size_t i = b->live_index;
  block *last = I->heap.live.data[--I->heap.live.len];
  I->heap.live.data[i] = last;
  last->live_index = i;
}

int heap_free(bo_interp *I, const bo_op *op, const view *v) {
  block *b = v->blk;
  if (b->where != W_HEAP)
    return heap_error(I, op, b, "frees memory that is not a heap allocation (a %s)",
                      where_name(b->where));
  if (!b->live) return heap_error(I, op, b, "double free");
  if (v->offset != 0)
    return heap_error(I, op, b,
                      "frees an interior view (offset %lld), not the base of the allocation",
                      (long long)v->offset);
  b->live = false;
  b->free_op = op;
  block_release_refs(I, b); /* a shallow free: the elements' buffers stay */
  arena_block_free(b);
  free(b->data);
  free(b->init);
  b->data = NULL;
  b->init = NULL;
  I->heap.frees++;
  I->heap.live_bytes -= block_bytes(b);
  unlink_live(I, b);
  obj_release(I, &b->h); /* the live list's reference */
  return 0;
}

/* The deep free of a container (a memref of memrefs whose slots own their
 * buffers, docs/sequences.md): each slot's buffer first (deeply again for a
 * container of containers), then the array.  A slot never written is an
 * error, as krnl.seqdealloc's.  O(slots at every level). */
int heap_free_deep(bo_interp *I, const bo_op *op, const view *v) {
  block *b = v->blk;
  if (b->ek == EK_REF && b->live && b->where == W_HEAP && v->offset == 0 && b->data) {
    for (int64_t i = 0; i < b->nelems; i++) {
      obj *o;
      memcpy(&o, b->data + (size_t)i * sizeof o, sizeof o);
      if (!o)
        return heap_error(I, op, b, "frees a container deeply, but its slot %lld was never written",
                          (long long)i);
      if (heap_free_deep(I, op, (const view *)o)) return RC_ERROR;
    }
  }
  return heap_free(I, op, v);
}

void heap_pop_stack(bo_interp *I, block *b) {
  b->live = false;
  free(b->data);
  free(b->init);
  b->data = NULL;
  b->init = NULL;
}

int heap_check_range(bo_interp *I, const bo_op *op, const view *v, int64_t lo, int64_t hi,
                     bool write) {
  block *b = v->blk;
  if (!b->live) {
    if (b->where == W_STACK) return heap_error(I, op, b, "uses stack memory after its scope ended");
    return heap_error(I, op, b, "uses memory after it was freed");
  }
  int64_t limit = b->nelems;
  if (v->ek != b->ek) limit = b->nelems * ek_size(b->ek) / ek_size(v->ek);
  if (lo < 0 || hi >= limit)
    return heap_error(I, op, b,
                      "accesses out of bounds: element %lld of an allocation of %lld elements",
                      (long long)(lo < 0 ? lo : hi), (long long)limit);
  if (write && b->where == W_CONST_GLOBAL)
    return heap_error(I, op, b, "writes into constant global @%s",
                      b->global_name ? b->global_name : "?");
  return 0;
}

bool view_extent(const view *v, int64_t *lo, int64_t *hi) {
  *lo = *hi = v->offset;
  for (unsigned d = 0; d < v->rank; d++) {
    int64_t ext;
    if (v->sizes[d] < 0 || bo_mul_overflow_i64(v->sizes[d] ? v->sizes[d] - 1 : 0, v->strides[d], &ext))
      return false;
    if (bo_add_overflow_i64(ext < 0 ? *lo : *hi, ext, ext < 0 ? lo : hi)) return false;
  }
  return true;
}

int heap_check_view(bo_interp *I, const bo_op *op, const view *v, bool write) {
  for (unsigned d = 0; d < v->rank; d++)
    if (v->sizes[d] == 0) return v->blk->live ? 0 : heap_check_range(I, op, v, 0, 0, write);
  int64_t lo, hi;
  if (!view_extent(v, &lo, &hi))
    return heap_error(I, op, v->blk, "makes a view whose element offsets overflow 64 bits");
  return heap_check_range(I, op, v, lo, hi, write);
}

int heap_report_uninit(bo_interp *I, const bo_op *op, const view *v, int64_t off) {
  if (I->opts.allow_uninit) {
    if (!I->uninit_warned) {
      I->uninit_warned = true;
      bo_emit(I->ctx, BO_SEV_WARNING, bo_op_get_loc(op),
              "'%s' op reads element %lld of memory that was never written (further reads of "
              "uninitialized memory are not reported)",
              bo_op_get_name(op), (long long)off);
      heap_note_alloc(I, v->blk);
    }
    return 0;
  }
  if (v->blk->where == W_TENSOR)
    return heap_error(I, op, v->blk,
                      "reads element %lld of a tensor whose contents are undefined (never "
                      "written since it was created)",
                      (long long)off);
  return heap_error(I, op, v->blk, "reads element %lld of memory that was never written",
                    (long long)off);
}

static int mark_written(void *init, int64_t off, int64_t lin) {
  (void)lin;
  ((uint8_t *)init)[off] = 1;
  return 0;
}

void heap_mark_view_written(const view *v) {
  if (v->blk->arena_owner) {
    arena_note_view_write(v);
    return;
  }
  if (!v->blk->init || v->ek != v->blk->ek) return;
  int64_t n = view_num_elems(v);
  if (n == 0) return;
  if (view_is_contiguous(v)) {
    memset(v->blk->init + v->offset, 1, (size_t)n);
    return;
  }
  view_for_each_offset(v, mark_written, v->blk->init);
}

/* Leak diagnostics are grouped by allocating op (a loop that leaks one
 * buffer per iteration is one line, not one per iteration), in the order of
 * each op's first leaked allocation; past LEAK_DIAG_LIMIT ops, one line sums
 * up the rest.  The report's leak list and counters still cover every
 * block. */
enum { LEAK_DIAG_LIMIT = 32 };

typedef struct leak_group {
  const bo_op *op;
  uint64_t blocks, bytes, first_id;
} leak_group;

static int cmp_block_id(const void *a, const void *b) {
  uint64_t x = (*(block *const *)a)->id, y = (*(block *const *)b)->id;
  return x < y ? -1 : x > y;
}

static void diagnose_leaks(bo_interp *I, block **leaked, size_t n) {
  qsort(leaked, n, sizeof *leaked, cmp_block_id); /* allocation order */
  BO_VEC(leak_group) groups = {0};
  bo_mapping *index = bo_mapping_create(); /* alloc op -> group index + 1 */
  for (size_t i = 0; i < n; i++) {
    block *b = leaked[i];
    uintptr_t gi = b->alloc_op ? (uintptr_t)bo_mapping_get(index, b->alloc_op) : 0;
    if (!gi) {
      leak_group g = {b->alloc_op, 0, 0, b->id};
      bo_vec_push(&groups, g);
      gi = groups.len;
      if (b->alloc_op) bo_mapping_put(index, b->alloc_op, (void *)gi);
    }
    groups.data[gi - 1].blocks++;
    groups.data[gi - 1].bytes += block_bytes(b);
  }
  bo_mapping_destroy(index);
  size_t shown = groups.len <= LEAK_DIAG_LIMIT + 1 ? groups.len : LEAK_DIAG_LIMIT;
  for (size_t i = 0; i < shown; i++) {
    const leak_group *g = &groups.data[i];
    unsigned long long bytes = (unsigned long long)g->bytes, blocks = (unsigned long long)g->blocks;
    if (!g->op)
      bo_emit(I->ctx, BO_SEV_ERROR, (bo_loc){0}, "leak: %llu bytes are never freed", bytes);
    else if (blocks == 1)
      bo_op_emit_plain_error(g->op, "leak: %llu bytes allocated here are never freed", bytes);
    else
      bo_op_emit_plain_error(g->op, "leak: %llu bytes in %llu allocations made here are never freed",
                             bytes, blocks);
  }
  if (shown < groups.len) {
    uint64_t bytes = 0, blocks = 0;
    for (size_t i = shown; i < groups.len; i++) {
      bytes += groups.data[i].bytes;
      blocks += groups.data[i].blocks;
    }
    const bo_op *first = groups.data[shown].op;
    bo_emit(I->ctx, BO_SEV_ERROR, first ? bo_op_get_loc(first) : (bo_loc){0},
            "leak: %llu more bytes in %llu allocations by %zu more ops (the first here) are never "
            "freed; not listed one by one",
            (unsigned long long)bytes, (unsigned long long)blocks, groups.len - shown);
  }
  bo_vec_free(&groups);
}

void heap_finish(bo_interp *I, bo_heap_report *report, view *const *keep, unsigned nkeep,
                 bool diagnose) {
  heap *h = &I->heap;
  uint64_t leaked = 0;
  BO_VEC(bo_heap_leak) leaks = {0};
  BO_VEC(block *) leaked_blocks = {0};
  for (size_t i = 0; i < h->live.len; i++) {
    block *b = h->live.data[i];
    bool kept = false;
    for (unsigned k = 0; k < nkeep; k++) kept |= keep[k] && keep[k]->blk == b;
    if (kept) continue;
    uint64_t bytes = block_bytes(b);
    leaked += bytes;
    /* The report outlives the context: it owns copies of its strings. */
    bo_heap_leak l = {bytes, b->alloc_op ? bo_op_get_loc(b->alloc_op) : (bo_loc){0},
                      strdup(b->alloc_op ? bo_op_get_name(b->alloc_op) : "?")};
    if (l.loc.file) l.loc.file = strdup(l.loc.file);
    bo_vec_push(&leaks, l);
    if (!diagnose) continue; /* the run already failed: leaks are expected */
    bo_vec_push(&leaked_blocks, b);
    h->errors++;
    I->failed = true;
  }
  if (leaked_blocks.len) diagnose_leaks(I, leaked_blocks.data, leaked_blocks.len);
  bo_vec_free(&leaked_blocks);
  if (report) {
    report->allocs = h->allocs;
    report->frees = h->frees;
    report->peak_bytes = h->peak_bytes;
    report->leaked_bytes = leaked;
    report->copied_bytes = h->copied_bytes;
    report->errors = h->errors;
    report->steps = I->steps;
    report->num_leaks = leaks.len;
    report->leaks = leaks.data;
  } else {
    for (size_t i = 0; i < leaks.len; i++) {
      free((char *)leaks.data[i].loc.file);
      free((char *)leaks.data[i].op_name);
    }
    free(leaks.data);
  }
}

void bo_heap_report_write(FILE *f, const bo_heap_report *r, bool json) {
  if (!json) {
    fprintf(f, "heap: allocs=%llu frees=%llu peak_bytes=%llu leaked_bytes=%llu copied_bytes=%llu "
               "errors=%llu\n",
            (unsigned long long)r->allocs, (unsigned long long)r->frees,
            (unsigned long long)r->peak_bytes, (unsigned long long)r->leaked_bytes,
            (unsigned long long)r->copied_bytes, (unsigned long long)r->errors);
    return;
  }
  fprintf(f, "{\"allocs\": %llu, \"frees\": %llu, \"peak_bytes\": %llu, \"leaked_bytes\": %llu, "
             "\"copied_bytes\": %llu, \"errors\": %llu, \"steps\": %llu, \"leaks\": [",
          (unsigned long long)r->allocs, (unsigned long long)r->frees,
          (unsigned long long)r->peak_bytes, (unsigned long long)r->leaked_bytes,
          (unsigned long long)r->copied_bytes, (unsigned long long)r->errors,
          (unsigned long long)r->steps);
  for (size_t i = 0; i < r->num_leaks; i++) {
    const bo_heap_leak *l = &r->leaks[i];
    fprintf(f, "%s{\"bytes\": %llu, \"op\": \"%s\", \"loc\": \"", i ? ", " : "",
            (unsigned long long)l->bytes, l->op_name);
    for (const char *p = l->loc.file ? l->loc.file : "?"; *p; p++) {
      if (*p == '"' || *p == '\\') fputc('\\', f);
      if ((unsigned char)*p >= 0x20) fputc(*p, f);
    }
    fprintf(f, ":%u:%u\"}", l->loc.line, l->loc.col);
  }
  fprintf(f, "]}\n");
}

void bo_heap_report_free(bo_heap_report *r) {
  for (size_t i = 0; i < r->num_leaks; i++) {
    free((char *)r->leaks[i].loc.file);
    free((char *)r->leaks[i].op_name);
  }
  free(r->leaks);
  r->leaks = NULL;
  r->num_leaks = 0;
}
