/* bufferization_fold.c - canonicalization patterns of bufferization.dealloc
 * (upstream's, tried in upstream's order; the first that applies wins and
 * the driver comes back to the op):
 *  1. a memref listed twice is listed once, under the disjunction
 *     (arith.ori) of its conditions;
 *  2. a value retained twice is retained once (a new dealloc: the results
 *     follow the retained list);
 *  3. a dealloc with no memrefs is erased; its results are false;
 *  4. memrefs under the constant false condition are dropped;
 *  5. the base buffer (extract_strided_metadata) of a buffer made by an
 *     allocating op is that buffer;
 *  6. an allocation used by nothing but this dealloc is dropped from the
 *     list and erased.
 * Allocating ops are recognised through the memory tables (memory_iface.h).
 * Each pattern is linear in the operands, with a pointer map for the
 * duplicate checks.  buffer-deallocation-simplification applies more
 * (alias-based) rewrites of its own.
 */
#include "../ir/asm.h"
#include "fold.h"
#include "memory_iface.h"

typedef BO_VEC(bo_value *) value_vec;

typedef struct dealloc_lists {
  value_vec memrefs, conds, retained;
} dealloc_lists;

static void read_lists(bo_op *op, dealloc_lists *l) {
  unsigned ms, cs, rs;
  unsigned n = bo_op_segment(op, 0, &ms);
  bo_op_segment(op, 1, &cs);
  unsigned r = bo_op_segment(op, 2, &rs);
  for (unsigned i = 0; i < n; i++) {
    bo_vec_push(&l->memrefs, op->operands[ms + i].value);
    bo_vec_push(&l->conds, op->operands[cs + i].value);
  }
  for (unsigned i = 0; i < r; i++) bo_vec_push(&l->retained, op->operands[rs + i].value);
}

static void free_lists(dealloc_lists *l) {
  bo_vec_free(&l->memrefs);
  bo_vec_free(&l->conds);
  bo_vec_free(&l->retained);
}

static const bo_attr *segments(bo_context *ctx, size_t n, size_t r) {
  int64_t seg[3] = {(int64_t)n, (int64_t)n, (int64_t)r};
  return bo_attr_dense_array_int(ctx, ctx->t_i32, 3, seg);
}

/* Updates the memref and condition lists in place (the retained ones and
 * the results stay); returns 0 when nothing changed. */
static int update_in_place(bo_op *op, bo_rewriter *rw, const dealloc_lists *old,
                           const value_vec *memrefs, const value_vec *conds) {
  if (memrefs->len == old->memrefs.len &&
      (!memrefs->len ||
       (!memcmp(memrefs->data, old->memrefs.data, memrefs->len * sizeof(bo_value *)) &&
        !memcmp(conds->data, old->conds.data, conds->len * sizeof(bo_value *)))))
    return 0;
  size_t n = memrefs->len, r = old->retained.len;
  bo_value **all = malloc((2 * n + r + 1) * sizeof *all);
  for (size_t i = 0; i < n; i++) all[i] = memrefs->data[i], all[n + i] = conds->data[i];
  for (size_t i = 0; i < r; i++) all[2 * n + i] = old->retained.data[i];
  bo_op_set_operands(op, (unsigned)(2 * n + r), all);
  bo_op_set_prop(op, "operandSegmentSizes", segments(op->ctx, n, r));
  free(all);
  rw->changes++;
  return 1;
}

static bo_value *build_bool(bo_builder *b, bool v) {
  bo_context *ctx = b->ctx;
  bo_named_attr value = {bo_intern_cstr(ctx, "value"), bo_attr_bool(ctx, v)};
  bo_op_state st = {.id = BO_OP_ARITH_CONSTANT, .loc = b->loc, .num_results = 1,
                    .result_types = &ctx->t_i1, .num_props = 1, .props = &value};
  return bo_build(b, &st)->results;
}

static bo_value *build_or(bo_builder *b, bo_value *x, bo_value *y) {
  bo_value *operands[2] = {x, y};
  bo_op_state st = {.id = BO_OP_ARITH_ORI, .loc = b->loc, .num_operands = 2,
                    .operands = operands, .num_results = 1, .result_types = &b->ctx->t_i1};
  return bo_build(b, &st)->results;
}

/* 1 */
static int remove_duplicate_memrefs(bo_op *op, bo_rewriter *rw, const dealloc_lists *l) {
  value_vec memrefs = {0}, conds = {0};
  bo_mapping *seen = bo_mapping_create(); /* memref -> index + 1 */
  bo_builder b = bo_builder_before(op->ctx, op);
  for (size_t i = 0; i < l->memrefs.len; i++) {
    uintptr_t at = (uintptr_t)bo_mapping_get(seen, l->memrefs.data[i]);
    if (at) {
      if (conds.data[at - 1] != l->conds.data[i])
        conds.data[at - 1] = build_or(&b, conds.data[at - 1], l->conds.data[i]);
      continue;
    }
    bo_vec_push(&memrefs, l->memrefs.data[i]);
    bo_vec_push(&conds, l->conds.data[i]);
    bo_mapping_put(seen, l->memrefs.data[i], (void *)(uintptr_t)memrefs.len);
  }
  int rc = update_in_place(op, rw, l, &memrefs, &conds);
  bo_mapping_destroy(seen);
  bo_vec_free(&memrefs);
  bo_vec_free(&conds);
  return rc;
}

/* 2 */
static int remove_duplicate_retained(bo_op *op, bo_rewriter *rw, const dealloc_lists *l) {
  size_t r = l->retained.len;
  value_vec retained = {0};
  unsigned *index = malloc((r + 1) * sizeof *index);
  bo_mapping *seen = bo_mapping_create();
  for (size_t k = 0; k < r; k++) {
    uintptr_t at = (uintptr_t)bo_mapping_get(seen, l->retained.data[k]);
    if (at) {
      index[k] = (unsigned)(at - 1);
      continue;
    }
    index[k] = (unsigned)retained.len;
    bo_vec_push(&retained, l->retained.data[k]);
    bo_mapping_put(seen, l->retained.data[k], (void *)(uintptr_t)retained.len);
  }
  int rc = 0;
  if (retained.len != r) {
    size_t n = l->memrefs.len, nr = retained.len;
    bo_value **all = malloc((2 * n + nr + 1) * sizeof *all);
    const bo_type **types = malloc((nr + 1) * sizeof *types);
    for (size_t i = 0; i < n; i++) all[i] = l->memrefs.data[i], all[n + i] = l->conds.data[i];
    for (size_t k = 0; k < nr; k++) all[2 * n + k] = retained.data[k], types[k] = op->ctx->t_i1;
    bo_named_attr seg = {bo_intern_cstr(op->ctx, "operandSegmentSizes"), segments(op->ctx, n, nr)};
    bo_op_state st = {.name = op->info->name, .loc = op->loc, .num_operands = (unsigned)(2 * n + nr),
                      .operands = all, .num_results = (unsigned)nr, .result_types = types,
                      .num_props = 1, .props = &seg};
    bo_builder b = bo_builder_before(op->ctx, op);
    bo_op *repl = bo_build(&b, &st);
    bo_value **values = malloc((r + 1) * sizeof *values);
    for (size_t k = 0; k < r; k++) values[k] = &repl->results[index[k]];
    bo_rewriter_replace(rw, op, values);
    free(values);
    free(all);
    free(types);
    rc = 1;
  }
  bo_mapping_destroy(seen);
  bo_vec_free(&retained);
  free(index);
  return rc;
}

/* 3 */
static int erase_empty(bo_op *op, bo_rewriter *rw, const dealloc_lists *l) {
  if (l->memrefs.len) return 0;
  bo_builder b = bo_builder_before(op->ctx, op);
  b.loc = op->loc;
  bo_value *f = build_bool(&b, false);
  bo_value **values = malloc((op->num_results + 1) * sizeof *values);
  for (unsigned k = 0; k < op->num_results; k++) values[k] = f;
  bo_rewriter_replace(rw, op, values);
  free(values);
  return 1;
}

static bool is_false(const bo_value *v) {
  int64_t x;
  return bo_fold_int_of(bo_fold_constant_of(v), &x) && x == 0;
}

/* 4 */
static int erase_false(bo_op *op, bo_rewriter *rw, const dealloc_lists *l) {
  value_vec memrefs = {0}, conds = {0};
  for (size_t i = 0; i < l->memrefs.len; i++) {
    if (is_false(l->conds.data[i])) continue;
    bo_vec_push(&memrefs, l->memrefs.data[i]);
    bo_vec_push(&conds, l->conds.data[i]);
  }
  int rc = update_in_place(op, rw, l, &memrefs, &conds);
  bo_vec_free(&memrefs);
  bo_vec_free(&conds);
  return rc;
}

static bool allocates(const bo_value *v) {
  const bo_memory_iface *mem = v->def_op ? bo_memory_of(v->def_op) : NULL;
  return mem && (mem->effects & BO_MEM_ALLOCATES) && v->index == 0;
}

/* 5 */
static int skip_metadata_of_alloc(bo_op *op, bo_rewriter *rw, const dealloc_lists *l) {
  const bo_op_info *metadata =
      bo_op_info_by_id(op->ctx, BO_OP_MEMREF_EXTRACT_STRIDED_METADATA);
  value_vec memrefs = {0};
  for (size_t i = 0; i < l->memrefs.len; i++) {
    bo_value *m = l->memrefs.data[i];
    if (m->def_op && m->def_op->info == metadata && m->index == 0 &&
        allocates(m->def_op->operands[0].value))
      m = m->def_op->operands[0].value;
    bo_vec_push(&memrefs, m);
  }
  int rc = update_in_place(op, rw, l, &memrefs, &l->conds);
  bo_vec_free(&memrefs);
  return rc;
}

/* 6 */
static int remove_unused_alloc(bo_op *op, bo_rewriter *rw, const dealloc_lists *l) {
  value_vec memrefs = {0}, conds = {0};
  BO_VEC(bo_op *) dead = {0};
  for (size_t i = 0; i < l->memrefs.len; i++) {
    bo_value *m = l->memrefs.data[i];
    const bo_memory_iface *mem = m->def_op ? bo_memory_of(m->def_op) : NULL;
    if (mem && (mem->effects & BO_MEM_ALLOCATES) &&
        !(mem->effects & ~(BO_MEM_ALLOCATES | BO_MEM_SCOPED)) && m->index == 0 &&
        m->first_use && !m->first_use->next) {
      bo_vec_push(&dead, m->def_op);
      continue;
    }
    bo_vec_push(&memrefs, m);
    bo_vec_push(&conds, l->conds.data[i]);
  }
  int rc = update_in_place(op, rw, l, &memrefs, &conds);
  if (rc)
    for (size_t i = 0; i < dead.len; i++) bo_rewriter_erase(rw, dead.data[i]);
  bo_vec_free(&memrefs);
  bo_vec_free(&conds);
  bo_vec_free(&dead);
  return rc;
}

int bo_bufferization_canonicalize_dealloc(bo_op *op, bo_rewriter *rw) {
  static int (*const patterns[])(bo_op *, bo_rewriter *, const dealloc_lists *) = {
      remove_duplicate_memrefs, remove_duplicate_retained, erase_empty,
      erase_false,              skip_metadata_of_alloc,    remove_unused_alloc};
  int rc = 0;
  for (size_t p = 0; p < sizeof patterns / sizeof *patterns && !rc; p++) {
    dealloc_lists l = {0};
    read_lists(op, &l);
    rc = patterns[p](op, rw, &l);
    free_lists(&l);
  }
  return rc;
}
