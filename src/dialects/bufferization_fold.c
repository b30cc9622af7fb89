/* bufferization_fold.c - folders and canonicalization patterns of the
 * bufferization dialect, as upstream's: to_tensor / to_buffer folding,
 * dim and load through them, alloc_tensor's static sizes, clone
 * simplification (see their sections below), and bufferization.dealloc's
 * (tried in upstream's order; the first that applies wins and the driver
 * comes back to the op):
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

/* ------------------------------------------------ to_tensor / to_buffer
 *
 * Upstream's folders and patterns around the two conversion ops:
 *  - to_tensor(to_buffer(x)) is x when the to_buffer stands right before
 *    (upstream's stand-in for an alias analysis: no op in between);
 *  - to_buffer(to_tensor(m)) is m for the same type; for another ranked
 *    type, a memref.cast when it cannot fail at run time, else a new
 *    buffer (no alignment) and a memref.copy; ranked to unranked: a cast;
 *    unranked to ranked: left;
 *  - to_buffer(tensor.cast(x)) is memref.cast(to_buffer(x));
 *  - tensor.dim(to_tensor(m)) is memref.dim(m), memref.dim(to_buffer(t))
 *    is tensor.dim(t), memref.load(to_buffer(t)) is tensor.extract(t)
 *    (patterns upstream registers with the conversion ops, rooted at the
 *    dim and load ops, whose tables point here);
 *  - tensor.dim of a dynamic size of bufferization.alloc_tensor is its size
 *    operand; alloc_tensor with constant sizes becomes a static one and a
 *    tensor.cast back.
 * Each is O(rank) but the realloc's dims. */

static bo_op *defined_by(const bo_value *v, unsigned id) {
  return v->def_op && bo_op_isa(v->def_op, id) ? v->def_op : NULL;
}

int bo_bufferization_fold_to_tensor(bo_op *op, const bo_attr *const *c, bo_fold_result *r) {
  bo_op *tb = defined_by(op->operands[0].value, BO_OP_BUFFERIZATION_TO_BUFFER);
  if (!tb || tb->block != op->block || tb->next != op ||
      tb->operands[0].value->type != op->results[0].type)
    return BO_FOLD_NONE;
  r[0].value = tb->operands[0].value;
  return BO_FOLD_REPLACED;
}

int bo_bufferization_fold_to_buffer(bo_op *op, const bo_attr *const *c, bo_fold_result *r) {
  bo_op *tt = defined_by(op->operands[0].value, BO_OP_BUFFERIZATION_TO_TENSOR);
  if (!tt || tt->operands[0].value->type != op->results[0].type) return BO_FOLD_NONE;
  r[0].value = tt->operands[0].value;
  return BO_FOLD_REPLACED;
}

static bo_value *build1(bo_builder *b, unsigned id, unsigned n, bo_value *const *operands,
                        const bo_type *t, unsigned np, const bo_named_attr *props) {
  bo_op_state st = {.id = id, .loc = b->loc, .num_operands = n, .operands = operands,
                    .num_results = 1, .result_types = &t, .num_props = np, .props = props};
  return &bo_build(b, &st)->results[0];
}

static bo_value *index_constant(bo_builder *b, int64_t v) {
  bo_context *ctx = b->ctx;
  bo_named_attr value = {bo_intern_cstr(ctx, "value"), bo_attr_integer(ctx, ctx->t_index, v)};
  return build1(b, BO_OP_ARITH_CONSTANT, 0, NULL, ctx->t_index, 1, &value);
}

/* Strides and offset of a ranked memref type (identity layout: computed),
 * false when unknown. */
static bool strides_of(const bo_type *t, int64_t *strides, int64_t *offset) {
  unsigned rank = bo_type_get_rank(t);
  if (bo_type_get_layout(t)) return bo_type_get_strides_and_offset(t, strides, offset) == 0;
  int64_t running = 1;
  for (unsigned i = rank; i-- > 0;) {
    strides[i] = running;
    int64_t d = bo_type_get_shape(t)[i];
    if (running == BO_DYNAMIC || d == BO_DYNAMIC) running = BO_DYNAMIC;
    else if (__builtin_mul_overflow(running, d, &running)) return false;
  }
  *offset = 0;
  return true;
}

static bool compatible(int64_t a, int64_t b) { return a == BO_DYNAMIC || b == BO_DYNAMIC || a == b; }
static bool dynamic_to_static(int64_t a, int64_t b) { return a == BO_DYNAMIC && b != BO_DYNAMIC; }

/* memref.cast compatibility of two ranked types of one element type,
 * memory space and rank: sizes, offset and strides compatible; with
 * `guaranteed` (upstream's isGuaranteedCastCompatible) also none dynamic
 * in the source but static in the target (such a cast may fail at run
 * time). */
static bool ranked_cast_ok(const bo_type *from, const bo_type *to, bool guaranteed) {
  if (!bo_type_has_rank(from) || !bo_type_has_rank(to) ||
      bo_type_get_element_type(from) != bo_type_get_element_type(to) ||
      bo_type_get_memory_space(from) != bo_type_get_memory_space(to) ||
      bo_type_get_rank(from) != bo_type_get_rank(to))
    return false;
  unsigned rank = bo_type_get_rank(from);
  if (rank > 64) return false;
  int64_t fs[64], ts[64], fo, tof;
  if (!strides_of(from, fs, &fo) || !strides_of(to, ts, &tof)) return false;
  if (!compatible(fo, tof) || (guaranteed && dynamic_to_static(fo, tof))) return false;
  for (unsigned i = 0; i < rank; i++) {
    if (!compatible(bo_type_get_shape(from)[i], bo_type_get_shape(to)[i])) return false;
    if (!compatible(fs[i], ts[i]) || (guaranteed && dynamic_to_static(fs[i], ts[i]))) return false;
  }
  return true;
}

/* to_buffer(to_tensor(m)) with another type (upstream's
 * foldToBufferToTensorPair, alignment 0). */
static int to_buffer_of_to_tensor(bo_op *op, bo_rewriter *rw) {
  bo_op *tt = defined_by(op->operands[0].value, BO_OP_BUFFERIZATION_TO_TENSOR);
  if (!tt) return 0;
  bo_value *m = tt->operands[0].value;
  const bo_type *from = m->type, *to = op->results[0].type;
  if (from == to || (!bo_type_has_rank(from) && bo_type_has_rank(to))) return 0;
  bo_builder b = bo_builder_before(op->ctx, op);
  b.loc = op->loc;
  bo_value *out;
  if (!bo_type_has_rank(from) || !bo_type_has_rank(to)) {
    out = build1(&b, BO_OP_MEMREF_CAST, 1, &m, to, 0, NULL);
  } else {
    /* another memory space: not cast compatible, so alloc + copy (as
     * upstream's castOrReallocMemRefValue) */
    if (bo_type_get_element_type(from) != bo_type_get_element_type(to) ||
        bo_type_get_rank(from) != bo_type_get_rank(to))
      return 0;
    if (ranked_cast_ok(from, to, true)) {
      out = build1(&b, BO_OP_MEMREF_CAST, 1, &m, to, 0, NULL);
    } else {
      unsigned rank = bo_type_get_rank(to), nd = 0;
      bo_value **dims = malloc((rank + 1) * sizeof *dims);
      for (unsigned i = 0; i < rank; i++) {
        if (bo_type_get_shape(to)[i] != BO_DYNAMIC) continue;
        bo_value *ops[2] = {m, index_constant(&b, i)};
        dims[nd++] = build1(&b, BO_OP_MEMREF_DIM, 2, ops, op->ctx->t_index, 0, NULL);
      }
      int64_t seg[2] = {nd, 0};
      bo_named_attr props = {bo_intern_cstr(op->ctx, "operandSegmentSizes"),
                             bo_attr_dense_array_int(op->ctx, op->ctx->t_i32, 2, seg)};
      out = build1(&b, BO_OP_MEMREF_ALLOC, nd, dims, to, 1, &props);
      free(dims);
      bo_value *copy[2] = {m, out};
      bo_op_state st = {.id = BO_OP_MEMREF_COPY, .loc = op->loc, .num_operands = 2, .operands = copy};
      bo_build(&b, &st);
    }
  }
  bo_rewriter_replace(rw, op, &out);
  return 1;
}

/* to_buffer(tensor.cast(x)) -> memref.cast(to_buffer(x)), the new
 * to_buffer typed with x's shape and the old one's layout and space. */
static int to_buffer_of_cast(bo_op *op, bo_rewriter *rw) {
  bo_op *cast = defined_by(op->operands[0].value, BO_OP_TENSOR_CAST);
  if (!cast) return 0;
  bo_value *x = cast->operands[0].value;
  const bo_type *src = x->type, *to = op->results[0].type;
  if (!bo_type_has_rank(src)) return 0;
  bool ranked = bo_type_has_rank(to);
  const bo_type *t = bo_type_memref(op->ctx, bo_type_get_rank(src), bo_type_get_shape(src),
                                    bo_type_get_element_type(src),
                                    ranked ? bo_type_get_layout(to) : NULL,
                                    bo_type_get_memory_space(to));
  if (!t) return 0;
  bo_builder b = bo_builder_before(op->ctx, op);
  b.loc = op->loc;
  bo_op_state st = {.id = BO_OP_BUFFERIZATION_TO_BUFFER, .loc = op->loc, .num_operands = 1,
                    .operands = &x, .num_results = 1, .result_types = &t,
                    .num_props = op->num_props, .props = op->props};
  bo_value *m = &bo_build(&b, &st)->results[0];
  bo_value *out = build1(&b, BO_OP_MEMREF_CAST, 1, &m, to, 0, NULL);
  bo_rewriter_replace(rw, op, &out);
  return 1;
}

int bo_bufferization_canonicalize_to_buffer(bo_op *op, bo_rewriter *rw) {
  return to_buffer_of_cast(op, rw) || to_buffer_of_to_tensor(op, rw);
}

/* memref.load(to_buffer(t)) -> tensor.extract(t). */
int bo_bufferization_canonicalize_load(bo_op *op, bo_rewriter *rw) {
  bo_op *tb = defined_by(op->operands[0].value, BO_OP_BUFFERIZATION_TO_BUFFER);
  if (!tb) return 0;
  bo_builder b = bo_builder_before(op->ctx, op);
  b.loc = op->loc;
  bo_value **ops = malloc((op->num_operands + 1) * sizeof *ops);
  ops[0] = tb->operands[0].value;
  for (unsigned i = 1; i < op->num_operands; i++) ops[i] = op->operands[i].value;
  bo_value *v = build1(&b, BO_OP_TENSOR_EXTRACT, op->num_operands, ops, op->results[0].type, 0, NULL);
  free(ops);
  bo_rewriter_replace(rw, op, &v);
  return 1;
}

/* memref.dim(to_buffer(t)) -> tensor.dim(t). */
int bo_bufferization_canonicalize_memref_dim(bo_op *op, bo_rewriter *rw) {
  bo_op *tb = defined_by(op->operands[0].value, BO_OP_BUFFERIZATION_TO_BUFFER);
  if (!tb) return 0;
  bo_builder b = bo_builder_before(op->ctx, op);
  b.loc = op->loc;
  bo_value *ops[2] = {tb->operands[0].value, op->operands[1].value};
  bo_value *v = build1(&b, BO_OP_TENSOR_DIM, 2, ops, op->results[0].type, 0, NULL);
  bo_rewriter_replace(rw, op, &v);
  return 1;
}

/* tensor.dim(to_tensor(m)) -> memref.dim(m); tensor.dim of a dynamic size
 * of alloc_tensor (constant index) -> its size operand (with a copy: the
 * dim of the copied tensor). */
int bo_bufferization_canonicalize_tensor_dim(bo_op *op, bo_rewriter *rw) {
  bo_value *src = op->operands[0].value;
  bo_builder b = bo_builder_before(op->ctx, op);
  b.loc = op->loc;
  bo_op *tt = defined_by(src, BO_OP_BUFFERIZATION_TO_TENSOR);
  if (tt) {
    bo_value *ops[2] = {tt->operands[0].value, op->operands[1].value};
    bo_value *v = build1(&b, BO_OP_MEMREF_DIM, 2, ops, op->results[0].type, 0, NULL);
    bo_rewriter_replace(rw, op, &v);
    return 1;
  }
  bo_op *at = defined_by(src, BO_OP_BUFFERIZATION_ALLOC_TENSOR);
  int64_t d;
  if (!at || !bo_type_has_rank(src->type) ||
      !bo_fold_int_of(bo_fold_constant_of(op->operands[1].value), &d) || d < 0 ||
      d >= (int64_t)bo_type_get_rank(src->type) || bo_type_get_shape(src->type)[d] != BO_DYNAMIC)
    return 0;
  unsigned sizes, start;
  sizes = bo_op_segment(at, 0, &start);
  unsigned copies, cstart;
  copies = bo_op_segment(at, 1, &cstart);
  bo_value *v;
  if (copies) {
    bo_value *ops[2] = {at->operands[cstart].value, op->operands[1].value};
    v = build1(&b, BO_OP_TENSOR_DIM, 2, ops, op->results[0].type, 0, NULL);
  } else {
    unsigned k = 0; /* the index of size d among the dynamic sizes */
    for (int64_t i = 0; i < d; i++) k += bo_type_get_shape(src->type)[i] == BO_DYNAMIC;
    if (k >= sizes) return 0;
    v = at->operands[start + k].value;
  }
  bo_rewriter_replace(rw, op, &v);
  return 1;
}

/* alloc_tensor with constant dynamic sizes (no copy) -> an alloc_tensor of
 * the static type and a tensor.cast back (as upstream's, which keeps
 * neither memory_space nor size_hint). */
int bo_bufferization_canonicalize_alloc_tensor(bo_op *op, bo_rewriter *rw) {
  unsigned start, cstart, n = bo_op_segment(op, 0, &start);
  if (bo_op_segment(op, 1, &cstart) || !n) return 0;
  const bo_type *t = op->results[0].type;
  unsigned rank = bo_type_get_rank(t), k = 0, nd = 0;
  int64_t *shape = malloc((rank + 1) * sizeof *shape);
  bo_value **dyn = malloc((n + 1) * sizeof *dyn);
  bool changed = false;
  for (unsigned i = 0; i < rank; i++) {
    shape[i] = bo_type_get_shape(t)[i];
    if (shape[i] != BO_DYNAMIC || k >= n) continue;
    bo_value *size = op->operands[start + k++].value;
    int64_t c;
    if (bo_fold_int_of(bo_fold_constant_of(size), &c) && c >= 0) {
      shape[i] = c;
      changed = true;
    } else {
      dyn[nd++] = size;
    }
  }
  if (changed) {
    const bo_type *st = bo_type_tensor(op->ctx, rank, shape, bo_type_get_element_type(t),
                                       bo_type_get_encoding(t));
    bo_builder b = bo_builder_before(op->ctx, op);
    b.loc = op->loc;
    int64_t seg[3] = {nd, 0, 0};
    bo_named_attr props = {bo_intern_cstr(op->ctx, "operandSegmentSizes"),
                           bo_attr_dense_array_int(op->ctx, op->ctx->t_i32, 3, seg)};
    bo_value *a = build1(&b, BO_OP_BUFFERIZATION_ALLOC_TENSOR, nd, dyn, st, 1, &props);
    bo_value *cast = build1(&b, BO_OP_TENSOR_CAST, 1, &a, t, 0, NULL);
    bo_rewriter_replace(rw, op, &cast);
  }
  free(shape);
  free(dyn);
  return changed;
}

/* ---------------------------------------------------------------- clone
 *
 * Upstream's SimplifyClones: an unused clone goes; a clone whose result or
 * source (through views) is freed in the clone's block, by the only free
 * of that value, with no other free between, is its source (cast to its
 * type when they differ) and that free goes.  Not when both are freed in
 * one block (their lifetimes in it may not nest).  O(uses + the ops
 * between the clone and the free). */

/* The op that frees v (memref.dealloc): NULL when none, `*several` when
 * more than one. */
static bo_op *free_of(bo_value *v, bool *several) {
  bo_op *found = NULL;
  *several = false;
  for (bo_use *u = v->first_use; u; u = u->next) {
    bo_op *user = u->owner;
    const bo_memory_iface *mem = bo_memory_of(user);
    if (!mem || !(mem->effects & BO_MEM_FREES)) continue;
    /* A bufferization.dealloc frees under a condition: not the free of v
     * (as mlir-opt 22 leaves such a clone; it still counts as a free
     * between, below). */
    if (bo_op_isa(user, BO_OP_BUFFERIZATION_DEALLOC) || u->index != 0) continue;
    if (found && found != user) {
      *several = true;
      return NULL;
    }
    found = user;
  }
  return found;
}

int bo_bufferization_canonicalize_clone(bo_op *op, bo_rewriter *rw) {
  bo_value *res = &op->results[0];
  if (!res->first_use) {
    bo_rewriter_erase(rw, op);
    return 1;
  }
  bo_value *source = op->operands[0].value;
  const bo_type *from = source->type, *to = res->type;
  if (from != to && !ranked_cast_ok(from, to, false)) return 0;
  bo_value *canonical = source;
  for (;;) {
    const bo_memory_iface *mem = canonical->def_op ? bo_memory_of(canonical->def_op) : NULL;
    if (!mem || !(mem->effects & BO_MEM_ALIAS) || canonical->index != 0) break;
    canonical = canonical->def_op->operands[mem->alias_operand].value;
  }
  bool several;
  bo_op *clone_free = free_of(res, &several);
  if (several) return 0;
  bo_op *source_free = free_of(canonical, &several);
  if (several) return 0;
  if (clone_free && source_free && clone_free->block == source_free->block) return 0;
  bo_op *redundant = clone_free && clone_free->block == op->block     ? clone_free
                     : source_free && source_free->block == op->block ? source_free
                                                                      : NULL;
  if (!redundant) return 0;
  for (unsigned k = 0; k < redundant->num_results; k++)
    if (bo_value_has_uses(&redundant->results[k])) return 0; /* a bufferization.dealloc */
  for (bo_op *pos = op->next; pos != redundant; pos = pos->next) {
    if (!pos) return 0;
    const bo_memory_iface *mem = bo_memory_of(pos);
    if (mem && (mem->effects & BO_MEM_FREES)) return 0;
  }
  if (from != to) {
    bo_builder b = bo_builder_before(op->ctx, op);
    b.loc = op->loc;
    source = build1(&b, BO_OP_MEMREF_CAST, 1, &source, to, 0, NULL);
  }
  bo_rewriter_replace(rw, op, &source);
  bo_rewriter_erase(rw, redundant);
  return 1;
}
