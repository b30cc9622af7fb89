/* tensor_canon.c - canonicalization patterns of the tensor dialect (issue
 * 15: mlir-opt 22's -canonicalize output, TensorOps.cpp's patterns), and
 * the slice folders that share their offset/size/stride helpers:
 *  - slices: constant offsets/sizes/strides folded into the static lists
 *    (OpWithOffsetSizesAndStridesConstantArgumentFolder, with the result
 *    type recomputed and a tensor.cast back; for the inserts a cast of the
 *    source), tensor.cast sources folded into extract_slice / insert_slice /
 *    parallel_insert_slice, a source cast to the static slice sizes
 *    (InsertSliceOpSourceCastInserter), the identity, splat, extract after
 *    insert, insert after insert / extract and empty-insert folders;
 *  - tensor.cast of an extract_slice or a tensor.empty to a more static
 *    type becomes a new slice / empty of that type;
 *  - tensor.empty with constant dynamic sizes gets a static type (and a
 *    cast back); tensor.dim of a tensor.cast or a tensor.reshape;
 *  - expand_shape / collapse_shape pairs composed (same kind, or a collapse
 *    of an expand and an expand of a collapse into one reshape or a cast),
 *    and a reshape of a tensor.splat, a from_elements or a tensor.cast;
 *  - tensor.generate with constant extents gets a static type; extract of
 *    a generate (body cloned), of an index_cast, of a cast;
 *  - tensor.pad: zero pads, casts on either side, constant amounts,
 *    orthogonal slice/pad pairs, consecutive pads by one value;
 *    tensor.concat of one input.
 * Each rewrite keeps the IR valid (it checks what upstream's verifier
 * would) and is O(rank) plus the ops it builds (the generate body cloned:
 * O(its ops)).  Ranks above MAX_RANK (32) are left alone.
 */
#include "fold.h"
#include "shaped_ops.h"
#include "tensor_canon.h"
#include "scf_canon.h"

enum { MAX_RANK = 32 };

/* The mixed offset/size/stride lists of a slicing op: static value, or
 * BO_DYNAMIC with the value in dv. */
typedef struct slice {
  unsigned rank;
  int64_t st[3][MAX_RANK];
  bo_value *dv[3][MAX_RANK];
} slice;

static bool slice_read(bo_op *op, unsigned first_seg, slice *s) {
  const int64_t *l[3];
  unsigned rank = bo_shaped_slice_statics(op, &l[0], &l[1], &l[2]);
  if (rank > MAX_RANK) return false;
  s->rank = rank;
  for (unsigned k = 0; k < 3; k++) {
    unsigned start, n = bo_op_segment(op, first_seg + k, &start), used = 0;
    for (unsigned i = 0; i < rank; i++) {
      s->st[k][i] = l[k][i];
      s->dv[k][i] = NULL;
      if (l[k][i] != BO_DYNAMIC) continue;
      if (used >= n) return false;
      s->dv[k][i] = op->operands[start + used++].value;
    }
  }
  return true;
}

static bool const_int(bo_value *v, int64_t *out) {
  return v && bo_fold_int_of(bo_fold_constant_of(v), out);
}

/* isEqualConstantIntOrValue on one entry of each. */
static bool entry_same(const slice *a, const slice *b, unsigned k, unsigned i) {
  int64_t x = a->st[k][i], y = b->st[k][i];
  if (a->dv[k][i] && b->dv[k][i]) return a->dv[k][i] == b->dv[k][i];
  if (a->dv[k][i] && !const_int(a->dv[k][i], &x)) return false;
  if (b->dv[k][i] && !const_int(b->dv[k][i], &y)) return false;
  return x == y;
}

static bool slices_same(const slice *a, const slice *b) {
  if (a->rank != b->rank) return false;
  for (unsigned k = 0; k < 3; k++)
    for (unsigned i = 0; i < a->rank; i++)
      if (!entry_same(a, b, k, i)) return false;
  return true;
}

/* foldDynamicIndexList on the three lists: offsets and sizes only when not
 * negative, strides when not zero (nonzero_strides) or always. */
static bool slice_fold_constants(slice *s, bool nonzero_strides) {
  bool changed = false;
  for (unsigned k = 0; k < 3; k++)
    for (unsigned i = 0; i < s->rank; i++) {
      int64_t v;
      if (!const_int(s->dv[k][i], &v)) continue;
      if (k < 2 && v < 0) continue;
      if (k == 2 && nonzero_strides && v == 0) continue;
      s->st[k][i] = v;
      s->dv[k][i] = NULL;
      changed = true;
    }
  return changed;
}

/* Builds a slicing op: `lead` operands (source, or source and dest), the
 * lists of s, one result of type result (NULL: none). */
static bo_op *build_slice(bo_builder *b, unsigned id, bo_loc loc, unsigned lead,
                          bo_value *const *leads, const slice *s, const bo_type *result) {
  bo_context *ctx = b->ctx;
  bo_value *operands[2 + 3 * MAX_RANK];
  unsigned n = 0;
  int64_t segs[5];
  for (unsigned i = 0; i < lead; i++) {
    operands[n++] = leads[i];
    segs[i] = 1;
  }
  for (unsigned k = 0; k < 3; k++) {
    unsigned before = n;
    for (unsigned i = 0; i < s->rank; i++)
      if (s->dv[k][i]) operands[n++] = s->dv[k][i];
    segs[lead + k] = n - before;
  }
  const bo_type *i64 = ctx->t_i64;
  bo_named_attr props[4] = {
      {bo_intern_cstr(ctx, "static_offsets"), bo_attr_dense_array_int(ctx, i64, s->rank, s->st[0])},
      {bo_intern_cstr(ctx, "static_sizes"), bo_attr_dense_array_int(ctx, i64, s->rank, s->st[1])},
      {bo_intern_cstr(ctx, "static_strides"), bo_attr_dense_array_int(ctx, i64, s->rank, s->st[2])},
      {bo_ctx_segments_key(ctx), bo_attr_dense_array_int(ctx, ctx->t_i32, lead + 3, segs)}};
  bo_op_state st = {.id = id, .loc = loc, .num_operands = n, .operands = operands,
                    .num_results = result ? 1 : 0, .result_types = &result, .num_props = 4,
                    .props = props};
  return bo_build(b, &st);
}

static bo_value *build_cast(bo_builder *b, bo_loc loc, bo_value *v, const bo_type *t) {
  bo_op_state st = {.id = BO_OP_TENSOR_CAST, .loc = loc, .num_operands = 1, .operands = &v,
                    .num_results = 1, .result_types = &t};
  return bo_build(b, &st)->results;
}

/* op replaced by a copy of itself (at its place) whose operand i is v:
 * upstream's replaceOpWithNewOp for patterns that change one operand.  The
 * old operand's definition is looked at again when op goes (it may be dead
 * now), which an update in place would not do. */
static void replace_with_operand(bo_rewriter *rw, bo_op *op, unsigned i, bo_value *v) {
  bo_value *old = op->operands[i].value;
  bo_op_set_operand(op, i, v);
  bo_mapping *m = bo_mapping_create();
  bo_op *copy = bo_op_clone(op, m);
  bo_mapping_destroy(m);
  bo_op_set_operand(op, i, old);
  bo_op_insert_before(copy, op);
  bo_value **vals = malloc((op->num_results + 1) * sizeof *vals);
  for (unsigned k = 0; k < op->num_results; k++) vals[k] = &copy->results[k];
  bo_rewriter_replace(rw, op, vals);
  free(vals);
}

/* ExtractSliceOp::inferCanonicalRankReducedResultType: the sizes of s as a
 * shape over full's element type (and encoding), with leading unit sizes
 * dropped down to desired_rank (the encoding then dropped too); NULL when
 * that cannot reach desired_rank. */
static const bo_type *canonical_slice_type(bo_context *ctx, unsigned desired_rank,
                                           const bo_type *full, const slice *s) {
  int64_t shape[MAX_RANK];
  unsigned rank = s->rank, drop = rank > desired_rank ? rank - desired_rank : 0, n = 0;
  if (rank < desired_rank) return NULL;
  for (unsigned i = 0; i < rank; i++) {
    if (drop && s->st[1][i] == 1) {
      drop--;
      continue;
    }
    shape[n++] = s->st[1][i];
  }
  if (n != desired_rank) return NULL;
  return bo_type_tensor(ctx, n, shape, full->u.shaped.elem,
                        rank > desired_rank ? NULL : bo_type_get_encoding(full));
}

/* The slice stays inside shape wherever everything is static
 * (verifyInBoundsSlice). */
static bool in_bounds(const bo_type *t, const slice *s) {
  if (t->kind != BO_TYPE_TENSOR || t->u.shaped.rank != s->rank) return false;
  for (unsigned i = 0; i < s->rank; i++) {
    int64_t dim = t->u.shaped.shape[i], off = s->st[0][i], sz = s->st[1][i], str = s->st[2][i];
    if (dim == BO_DYNAMIC || off == BO_DYNAMIC) continue;
    if (off > dim || (sz != BO_DYNAMIC && sz > 0 && off >= dim)) return false;
    if (sz == BO_DYNAMIC || str == BO_DYNAMIC || sz == 0) continue;
    if (off + (sz - 1) * str >= dim) return false;
  }
  return true;
}

/* part is full sliced by s, up to dropped unit dimensions
 * (verifyInsertSliceOp / isRankReducedType). */
static bool slice_verifies(const bo_type *full, const bo_type *part, const slice *s) {
  if (full->kind != BO_TYPE_TENSOR || part->kind != BO_TYPE_TENSOR ||
      full->u.shaped.rank != s->rank || full->u.shaped.elem != part->u.shaped.elem)
    return false;
  int64_t sizes[MAX_RANK];
  for (unsigned i = 0; i < s->rank; i++) sizes[i] = s->st[1][i];
  if (part->u.shaped.rank == s->rank) {
    for (unsigned i = 0; i < s->rank; i++)
      if (sizes[i] != part->u.shaped.shape[i]) return false;
  } else if (!bo_shaped_rank_reduction_mask(sizes, s->rank, part->u.shaped.shape,
                                            part->u.shaped.rank, NULL)) {
    return false;
  }
  return in_bounds(full, s);
}

static bool any_constant_operand(bo_op *op) {
  for (unsigned i = 0; i < op->num_operands; i++) {
    int64_t v;
    if (const_int(op->operands[i].value, &v) && op->operands[i].value->type->kind == BO_TYPE_INDEX)
      return true;
  }
  return false;
}

/* ------------------------------------------------------------ folders */

/* The slice takes everything: offsets 0, strides 1, sizes the shape. */
static bool slice_is_identity(const slice *s, const bo_type *t) {
  if (t->kind != BO_TYPE_TENSOR || t->u.shaped.rank != s->rank) return false;
  for (unsigned i = 0; i < s->rank; i++)
    if (s->st[0][i] != 0 || s->st[2][i] != 1 || s->st[1][i] == BO_DYNAMIC ||
        s->st[1][i] != t->u.shaped.shape[i])
      return false;
  return true;
}

/* ExtractSliceOp::fold: a splat constant reshaped, the identity slice, an
 * extract of the slice an insert_slice just wrote. */
int bo_tensor_fold_extract_slice(bo_op *op, const bo_attr *const *c, bo_fold_result *r) {
  const bo_type *rt = op->results[0].type;
  bo_value *src = op->operands[0].value;
  if (c[0] && c[0]->kind == BO_ATTR_DENSE && bo_attr_dense_is_splat(c[0]) &&
      !bo_shaped_num_dynamic_dims(rt) && (c[0]->u.dense.ints || c[0]->u.dense.floats)) {
    r[0].attr = bo_attr_dense_is_float(c[0])
                    ? bo_attr_dense_float(op->ctx, rt, 1, c[0]->u.dense.floats)
                    : bo_attr_dense_int(op->ctx, rt, 1, c[0]->u.dense.ints);
    return BO_FOLD_REPLACED;
  }
  slice s;
  if (!slice_read(op, 1, &s)) return BO_FOLD_NONE;
  if (src->type == rt && slice_is_identity(&s, rt)) {
    r[0].value = src;
    return BO_FOLD_REPLACED;
  }
  bo_op *def = src->def_op;
  slice d;
  if (def && bo_op_isa(def, BO_OP_TENSOR_INSERT_SLICE) && def->operands[0].value->type == rt &&
      slice_read(def, 2, &d) && slices_same(&s, &d)) {
    r[0].value = def->operands[0].value;
    return BO_FOLD_REPLACED;
  }
  return BO_FOLD_NONE;
}

/* InsertSliceOp::fold: the identity insert, an insert over the same slice
 * of an insert (it takes that one's dest, in place), an insert of the slice
 * just extracted from the dest, an insert of nothing. */
int bo_tensor_fold_insert_slice(bo_op *op, const bo_attr *const *c, bo_fold_result *r) {
  (void)c;
  bo_value *src = op->operands[0].value, *dest = op->operands[1].value;
  const bo_type *rt = op->results[0].type;
  slice s;
  if (!slice_read(op, 2, &s)) return BO_FOLD_NONE;
  if (src->type == rt && !bo_shaped_num_dynamic_dims(rt) && slice_is_identity(&s, rt)) {
    r[0].value = src;
    return BO_FOLD_REPLACED;
  }
  bo_op *def = dest->def_op;
  slice d;
  if (def && bo_op_isa(def, BO_OP_TENSOR_INSERT_SLICE) && def->operands[0].value->type == src->type &&
      slice_read(def, 2, &d) && slices_same(&s, &d)) {
    bo_op_set_operand(op, 1, def->operands[1].value);
    return BO_FOLD_IN_PLACE;
  }
  def = src->def_op;
  if (def && bo_op_isa(def, BO_OP_TENSOR_EXTRACT_SLICE) && def->operands[0].value == dest &&
      slice_read(def, 1, &d) && slices_same(&s, &d)) {
    r[0].value = dest;
    return BO_FOLD_REPLACED;
  }
  for (unsigned i = 0; i < s.rank; i++) {
    int64_t v = s.st[1][i];
    if ((v == 0) || (s.dv[1][i] && const_int(s.dv[1][i], &v) && v == 0)) {
      r[0].value = dest;
      return BO_FOLD_REPLACED;
    }
  }
  return BO_FOLD_NONE;
}

/* ----------------------------------------------------------- patterns */

/* extract_slice: constant arguments folded (a cast back to the old type
 * when the canonical type differs), else the source of a cast that loses
 * static information read directly (ExtractSliceOpCastFolder). */
int bo_tensor_canonicalize_extract_slice(bo_op *op, bo_rewriter *rw) {
  slice s;
  bo_value *src = op->operands[0].value;
  const bo_type *rt = op->results[0].type;
  if (src->type->kind != BO_TYPE_TENSOR || !slice_read(op, 1, &s)) return 0;
  if (slice_fold_constants(&s, false)) {
    const bo_type *t = canonical_slice_type(op->ctx, rt->u.shaped.rank, src->type, &s);
    if (!t) return 0;
    bo_builder b = bo_builder_before(op->ctx, op);
    bo_value *v = build_slice(&b, BO_OP_TENSOR_EXTRACT_SLICE, op->loc, 1, &src, &s, t)->results;
    if (t != rt) v = build_cast(&b, op->loc, v, rt);
    bo_rewriter_replace(rw, op, &v);
    return 1;
  }
  if (any_constant_operand(op) || !bo_tensor_cast_foldable_into_consumer(src)) return 0;
  bo_value *inner = src->def_op->operands[0].value;
  if (!in_bounds(inner->type, &s)) return 0;
  replace_with_operand(rw, op, 0, inner);
  return 1;
}

/* insert_slice / parallel_insert_slice: constant arguments folded (the
 * source cast to the canonical slice type), casts of the source or dest
 * that lose static information folded in, a cast of the source to the
 * static sizes inserted. */
int bo_tensor_canonicalize_insert_slice(bo_op *op, bo_rewriter *rw) {
  bool parallel = bo_op_isa(op, BO_OP_TENSOR_PARALLEL_INSERT_SLICE);
  bo_value *src = op->operands[0].value, *dest = op->operands[1].value;
  const bo_type *st = src->type, *dt = dest->type;
  slice s;
  if (st->kind != BO_TYPE_TENSOR || dt->kind != BO_TYPE_TENSOR || !slice_read(op, 2, &s)) return 0;
  /* casts go before the op, or before the in_parallel op holding it */
  bo_op *where = parallel ? op->block->parent->parent : op;
  if (!where) return 0;
  slice f = s;
  if (slice_fold_constants(&f, true)) {
    if (!in_bounds(dt, &f)) return 0;
    const bo_type *t = canonical_slice_type(op->ctx, st->u.shaped.rank, dt, &f);
    if (!t) return 0;
    bo_value *v = src;
    if (t != st) {
      bo_builder cb = bo_builder_before(op->ctx, where);
      v = build_cast(&cb, op->loc, src, t);
    }
    bo_builder b = bo_builder_before(op->ctx, op);
    bo_value *leads[2] = {v, dest};
    bo_op *n = build_slice(&b, op->info->id, op->loc, 2, leads, &f, parallel ? NULL : op->results[0].type);
    if (parallel) bo_rewriter_erase(rw, op);
    else {
      bo_value *nv = n->results;
      bo_rewriter_replace(rw, op, &nv);
    }
    return 1;
  }
  if (any_constant_operand(op)) return 0;
  /* InsertSliceOpCastFolder */
  bool src_cast = bo_tensor_cast_foldable_into_consumer(src),
       dest_cast = bo_tensor_cast_foldable_into_consumer(dest);
  if (src_cast || dest_cast) {
    bo_value *ns = src_cast ? src->def_op->operands[0].value : src;
    bo_value *nd = dest_cast ? dest->def_op->operands[0].value : dest;
    const bo_type *nst = ns->type, *ndt = nd->type;
    int64_t sizes[MAX_RANK];
    bool dropped[MAX_RANK];
    for (unsigned i = 0; i < s.rank; i++) sizes[i] = s.st[1][i];
    bool ok = nst->kind == BO_TYPE_TENSOR && ndt->kind == BO_TYPE_TENSOR;
    if (ok && nst->u.shaped.rank == s.rank)
      memset(dropped, 0, sizeof dropped);
    else if (ok) {
      /* matchDynamic: a dynamic slice size matches any source size */
      unsigned j = 0;
      for (unsigned i = 0; i < s.rank; i++) {
        dropped[i] = false;
        if (j < nst->u.shaped.rank &&
            (sizes[i] == BO_DYNAMIC || sizes[i] == nst->u.shaped.shape[j])) {
          j++;
        } else if (sizes[i] == 1) {
          dropped[i] = true;
        } else {
          ok = false;
        }
      }
      ok = ok && j == nst->u.shaped.rank;
    }
    slice n = s;
    for (unsigned i = 0, j = 0; ok && i < s.rank; i++) {
      if (dropped[i]) continue;
      int64_t d = nst->u.shaped.shape[j++];
      if (d == BO_DYNAMIC) continue;
      if (sizes[i] != BO_DYNAMIC && sizes[i] != d) ok = false;
      n.st[1][i] = d;
      n.dv[1][i] = NULL;
    }
    if (ok && slice_verifies(ndt, nst, &n)) {
      bo_builder b = bo_builder_before(op->ctx, op);
      bo_value *leads[2] = {ns, nd};
      bo_op *r = build_slice(&b, op->info->id, op->loc, 2, leads, &n, parallel ? NULL : ndt);
      bo_value *v = parallel ? NULL : r->results;
      if (!parallel && ndt != op->results[0].type) v = build_cast(&b, op->loc, v, op->results[0].type);
      if (parallel) bo_rewriter_erase(rw, op);
      else bo_rewriter_replace(rw, op, &v);
      return 1;
    }
  }
  /* InsertSliceOpSourceCastInserter */
  if (st->u.shaped.rank != dt->u.shaped.rank) return 0;
  int64_t shape[MAX_RANK];
  bool more = false;
  for (unsigned i = 0; i < s.rank; i++) {
    shape[i] = st->u.shaped.shape[i];
    int64_t v = s.st[1][i];
    if (v == BO_DYNAMIC && !const_int(s.dv[1][i], &v)) continue;
    if (v < 0) return 0;
    if (shape[i] != BO_DYNAMIC && shape[i] != v) return 0; /* not cast compatible */
    if (shape[i] == BO_DYNAMIC) more = true;
    shape[i] = v;
  }
  if (!more) return 0;
  const bo_type *t = bo_type_tensor(op->ctx, s.rank, shape, st->u.shaped.elem, bo_type_get_encoding(st));
  bo_builder cb = bo_builder_before(op->ctx, where);
  replace_with_operand(rw, op, 0, build_cast(&cb, op->loc, src, t));
  return 1;
}

/* tensor.dim of a tensor.cast reads the cast's source (DimOfCastOp); of a
 * tensor.reshape, the shape operand's element, index_cast to index when
 * it is an integer (DimOfReshapeOp, built after the dim); else the
 * bufferization patterns rooted at tensor.dim. */
int bo_tensor_canonicalize_dim(bo_op *op, bo_rewriter *rw) {
  bo_value *src = op->operands[0].value;
  bo_op *def = src->def_op;
  if (def && bo_op_isa(def, BO_OP_TENSOR_CAST)) {
    replace_with_operand(rw, op, 0, def->operands[0].value);
    return 1;
  }
  if (def && bo_op_isa(def, BO_OP_TENSOR_RESHAPE)) {
    bo_value *shape = def->operands[1].value;
    const bo_type *elem = shape->type->u.shaped.elem;
    bo_value *ops[2] = {shape, op->operands[1].value};
    bo_op_state ex = {.id = BO_OP_TENSOR_EXTRACT, .loc = op->loc, .num_operands = 2,
                      .operands = ops, .num_results = 1, .result_types = &elem};
    bo_builder b = bo_builder_before(op->ctx, op->next);
    if (!op->next) b = bo_builder_at_end(op->ctx, op->block);
    bo_value *v = bo_build(&b, &ex)->results;
    if (elem != op->results[0].type) {
      const bo_type *it = op->results[0].type;
      bo_op_state ic = {.id = BO_OP_ARITH_INDEX_CAST, .loc = op->loc, .num_operands = 1,
                        .operands = &v, .num_results = 1, .result_types = &it};
      v = bo_build(&b, &ic)->results;
    }
    bo_rewriter_replace(rw, op, &v);
    return 1;
  }
  if (bo_scf_dim_of_forall(op, rw)) return 1;
  return bo_bufferization_canonicalize_tensor_dim(op, rw);
}

/* The static shape of type t (rank <= MAX_RANK) of op, whose operands are
 * its dynamic sizes (tensor.empty, tensor.generate), with each constant
 * non-negative size folded in; the sizes left dynamic go to sizes[0..*n).
 * False when no size folds or the op has too few operands. */
static bool fold_constant_sizes(bo_op *op, const bo_type *t, int64_t *shape, bo_value **sizes,
                                unsigned *n) {
  unsigned k = 0;
  bool folded = false;
  *n = 0;
  for (unsigned i = 0; i < t->u.shaped.rank; i++) {
    shape[i] = t->u.shaped.shape[i];
    if (shape[i] != BO_DYNAMIC) continue;
    if (k >= op->num_operands) return false;
    bo_value *v = op->operands[k++].value;
    int64_t c;
    if (const_int(v, &c) && c >= 0) {
      shape[i] = c;
      folded = true;
    } else {
      sizes[(*n)++] = v;
    }
  }
  return folded;
}

/* tensor.empty with constant non-negative dynamic sizes: an empty of the
 * static type and a cast back (ReplaceEmptyTensorStaticShapeDims). */
int bo_tensor_canonicalize_empty(bo_op *op, bo_rewriter *rw) {
  const bo_type *t = op->results[0].type;
  unsigned rank = t->u.shaped.rank;
  if (rank > MAX_RANK) return 0;
  int64_t shape[MAX_RANK];
  bo_value *sizes[MAX_RANK];
  unsigned n;
  if (!fold_constant_sizes(op, t, shape, sizes, &n)) return 0;
  const bo_type *nt = bo_type_tensor(op->ctx, rank, shape, t->u.shaped.elem, bo_type_get_encoding(t));
  bo_op_state st = {.id = BO_OP_TENSOR_EMPTY, .loc = op->loc, .num_operands = n,
                    .operands = sizes, .num_results = 1, .result_types = &nt};
  bo_builder b = bo_builder_before(op->ctx, op);
  bo_value *v = build_cast(&b, op->loc, bo_build(&b, &st)->results, t);
  bo_rewriter_replace(rw, op, &v);
  return 1;
}

/* The cast's result is at least as static as its ranked source
 * (canFoldIntoProducerOp). */
static bool cast_more_static(bo_op *cast) {
  const bo_type *src = cast->operands[0].value->type, *res = cast->results[0].type;
  if (src->kind != BO_TYPE_TENSOR || res->kind != BO_TYPE_TENSOR ||
      src->u.shaped.rank != res->u.shaped.rank || src->u.shaped.elem != res->u.shaped.elem ||
      bo_type_get_encoding(src) != bo_type_get_encoding(res))
    return false;
  for (unsigned i = 0; i < src->u.shaped.rank; i++)
    if (src->u.shaped.shape[i] != BO_DYNAMIC && res->u.shaped.shape[i] == BO_DYNAMIC) return false;
  return true;
}

/* tensor.cast to a more static type of an extract_slice: the slice with
 * those sizes (TensorCastExtractSlice); of a tensor.empty: an empty of the
 * cast's type (FoldEmptyTensorWithCastOp, which drops the encoding). */
int bo_tensor_canonicalize_cast(bo_op *op, bo_rewriter *rw) {
  bo_value *src = op->operands[0].value;
  const bo_type *rt = op->results[0].type;
  bo_op *def = src->def_op;
  if (!def || !cast_more_static(op)) return 0;
  if (bo_op_isa(def, BO_OP_TENSOR_EXTRACT_SLICE)) {
    const bo_type *st = src->type;
    bool same = true;
    for (unsigned i = 0; i < st->u.shaped.rank; i++) same &= st->u.shaped.shape[i] == rt->u.shaped.shape[i];
    slice s;
    if (same || !slice_read(def, 1, &s)) return 0;
    bool dropped[MAX_RANK] = {false};
    if (s.rank != st->u.shaped.rank &&
        !bo_shaped_rank_reduction_mask(s.st[1], s.rank, st->u.shaped.shape, st->u.shaped.rank, dropped))
      return 0;
    for (unsigned i = 0, j = 0; i < s.rank; i++) {
      if (s.rank != st->u.shaped.rank && dropped[i]) continue;
      int64_t d = rt->u.shaped.shape[j++];
      if (d == BO_DYNAMIC) continue;
      s.st[1][i] = d;
      s.dv[1][i] = NULL;
    }
    bo_builder b = bo_builder_before(op->ctx, op);
    bo_value *lead = def->operands[0].value;
    bo_value *v = build_slice(&b, BO_OP_TENSOR_EXTRACT_SLICE, op->loc, 1, &lead, &s, rt)->results;
    bo_rewriter_replace(rw, op, &v);
    return 1;
  }
  if (bo_op_isa(def, BO_OP_TENSOR_EMPTY)) {
    const bo_type *et = src->type;
    bo_value *sizes[MAX_RANK];
    unsigned n = 0, k = 0;
    if (et->u.shaped.rank > MAX_RANK) return 0;
    for (unsigned i = 0; i < et->u.shaped.rank; i++) {
      int64_t cur = et->u.shaped.shape[i], want = rt->u.shaped.shape[i];
      if (cur != BO_DYNAMIC) {
        if (want != cur) return 0;
        continue;
      }
      if (k >= def->num_operands) return 0;
      bo_value *v = def->operands[k++].value;
      if (want == BO_DYNAMIC) sizes[n++] = v;
    }
    const bo_type *nt = bo_type_tensor(op->ctx, rt->u.shaped.rank, rt->u.shaped.shape,
                                       rt->u.shaped.elem, NULL);
    if (nt != rt) return 0; /* (an encoding: upstream drops it, making the IR invalid) */
    bo_op_state st = {.id = BO_OP_TENSOR_EMPTY, .loc = op->loc, .num_operands = n,
                      .operands = sizes, .num_results = 1, .result_types = &nt};
    bo_builder b = bo_builder_before(op->ctx, op);
    bo_value *v = bo_build(&b, &st)->results;
    bo_rewriter_replace(rw, op, &v);
    return 1;
  }
  return 0;
}

/* ---------------------------------------------------------- reshapes */

/* composeReassociationIndices: the groups of two same-kind reshapes in a
 * row as one reassociation attribute, or NULL. */
static const bo_attr *compose_reassociation(bo_context *ctx, const bo_attr *producer,
                                            const bo_attr *consumer) {
  unsigned np = bo_attr_get_num_elements(producer), nc = bo_attr_get_num_elements(consumer);
  if (np == nc) return NULL;
  if (np < nc) {
    const bo_attr *t = producer;
    producer = consumer;
    consumer = t;
    unsigned u = np;
    np = nc;
    nc = u;
  }
  if (!nc) return bo_attr_array(ctx, 0, NULL);
  unsigned total = 0;
  for (unsigned g = 0; g < nc; g++) total += bo_attr_get_num_elements(bo_attr_array_get(consumer, g));
  if (total != np) return NULL;
  const bo_attr **groups = malloc(nc * sizeof *groups);
  BO_VEC(const bo_attr *) dims = {0};
  for (unsigned g = 0; g < nc; g++) {
    const bo_attr *cg = bo_attr_array_get(consumer, g);
    dims.len = 0;
    for (unsigned k = 0; k < bo_attr_get_num_elements(cg); k++) {
      int64_t idx = bo_attr_get_int(bo_attr_array_get(cg, k));
      if (idx < 0 || (unsigned)idx >= np) {
        free(groups);
        bo_vec_free(&dims);
        return NULL;
      }
      const bo_attr *pg = bo_attr_array_get(producer, (unsigned)idx);
      for (unsigned q = 0; q < bo_attr_get_num_elements(pg); q++) bo_vec_push(&dims, bo_attr_array_get(pg, q));
    }
    groups[g] = bo_attr_array(ctx, (unsigned)dims.len, dims.data);
  }
  const bo_attr *r = bo_attr_array(ctx, nc, groups);
  free(groups);
  bo_vec_free(&dims);
  return r;
}

/* Builds an expand_shape (output_shape: the static sizes and the values of
 * out_ops) or a collapse_shape of src to type t. */
static bo_value *build_reshape(bo_builder *b, bool expand, bo_loc loc, bo_value *src,
                               const bo_type *t, const bo_attr *reassoc, const bo_attr *static_out,
                               unsigned n_out, bo_value *const *out_ops) {
  bo_context *ctx = b->ctx;
  bo_value *operands[1 + MAX_RANK];
  operands[0] = src;
  for (unsigned i = 0; i < n_out && i < MAX_RANK; i++) operands[1 + i] = out_ops[i];
  bo_named_attr props[2] = {{bo_intern_cstr(ctx, "reassociation"), reassoc},
                            {bo_intern_cstr(ctx, "static_output_shape"), static_out}};
  bo_op_state st = {.id = expand ? BO_OP_TENSOR_EXPAND_SHAPE : BO_OP_TENSOR_COLLAPSE_SHAPE,
                    .loc = loc, .num_operands = 1 + (expand ? n_out : 0), .operands = operands,
                    .num_results = 1, .result_types = &t, .num_props = expand ? 2 : 1,
                    .props = props};
  return bo_build(b, &st)->results;
}

/* getReassociationIndicesForCollapse on static shapes (a dynamic size
 * must meet a dynamic one alone): groups of src dims, as group[i] = the
 * target dim of source dim i; false when src cannot collapse into dst. */
static bool collapse_groups(const int64_t *src, unsigned ns, const int64_t *dst, unsigned nd,
                            unsigned *group) {
  if (ns <= nd) return false;
  unsigned s = 0, t = 0;
  while (s < ns && t < nd) {
    int64_t want = dst[t], prod = 1;
    while (s < ns - 1 && src[s] != BO_DYNAMIC && prod * src[s] < want) {
      prod *= src[s];
      group[s++] = t;
    }
    if (src[s] == BO_DYNAMIC && (want != BO_DYNAMIC || prod != 1)) return false;
    if (want == BO_DYNAMIC && src[s] != BO_DYNAMIC) return false;
    if (want != BO_DYNAMIC && prod * src[s] != want) return false;
    group[s++] = t++;
  }
  if (t != nd) return false;
  for (; s < ns; s++) {
    if (src[s] != BO_DYNAMIC && src[s] != 1) return false;
    if (nd) group[s] = nd - 1;
  }
  return true;
}

/* A reassociation attribute from group[i] (non-decreasing) over n dims
 * into ng groups. */
static const bo_attr *groups_attr(bo_context *ctx, const unsigned *group, unsigned n, unsigned ng) {
  const bo_attr **gs = malloc((ng + 1) * sizeof *gs);
  const bo_attr **ds = malloc((n + 1) * sizeof *ds);
  unsigned i = 0;
  for (unsigned g = 0; g < ng; g++) {
    unsigned k = 0;
    while (i < n && group[i] == g) ds[k++] = bo_attr_integer(ctx, ctx->t_i64, i++);
    gs[g] = bo_attr_array(ctx, k, ds);
  }
  const bo_attr *r = bo_attr_array(ctx, ng, gs);
  free(gs);
  free(ds);
  return r;
}

/* The last dim of group g. */
static int64_t group_back(const bo_reassoc *r, unsigned g) {
  return r->start[g + 1] > r->start[g] ? r->dims[r->start[g + 1] - 1] : -1;
}

/* collapse_shape of an expand_shape (ComposeCollapseOfExpandOp): one
 * collapse, expand (static result only) or cast from the expand's source. */
static int compose_collapse_of_expand(bo_op *op, bo_op *def, bo_rewriter *rw) {
  bo_value *x = def->operands[0].value;
  const bo_type *st = x->type, *rt = op->results[0].type;
  if (st == rt) return 0;
  unsigned sr = st->u.shaped.rank, rr = rt->u.shaped.rank;
  bo_reassoc hi, lo;
  const bo_attr *ea = bo_op_get_prop(def, "reassociation"), *ca = bo_op_get_prop(op, "reassociation");
  if (bo_shaped_reassoc_decode(sr > rr ? ea : ca, &hi)) return 0;
  if (bo_shaped_reassoc_decode(sr > rr ? ca : ea, &lo)) {
    bo_shaped_reassoc_free(&hi);
    return 0;
  }
  unsigned *group = malloc((hi.num_groups + 1) * sizeof *group), h = 0;
  bool ok = true;
  for (unsigned g = 0; g < lo.num_groups && ok; g++) {
    int64_t back = group_back(&lo, g);
    while (h < hi.num_groups) {
      int64_t rb = group_back(&hi, h);
      if (rb > back) {
        ok = false;
        break;
      }
      group[h++] = g;
      if (rb == back) break;
    }
  }
  unsigned nh = hi.num_groups, ng = lo.num_groups;
  bo_shaped_reassoc_free(&hi);
  bo_shaped_reassoc_free(&lo);
  /* an expand: each result size is the product of the expand's output
   * sizes the collapse groups, which must be static or one value times
   * static ones (mlir-opt folds the affine product then) */
  int64_t out_static[MAX_RANK];
  bo_value *out_dyn[MAX_RANK];
  unsigned n_dyn = 0;
  if (ok && h == nh && sr < rr) {
    bo_reassoc cr;
    unsigned no;
    const int64_t *os = bo_shaped_prop_i64s(def, "static_output_shape", &no);
    if (rr > MAX_RANK || !os || bo_shaped_reassoc_decode(ca, &cr)) {
      ok = false;
    } else {
      unsigned next_dyn = 1; /* expand operands after the source */
      unsigned dyn_index[MAX_RANK * 4];
      for (unsigned k = 0; k < no && k < MAX_RANK * 4; k++)
        dyn_index[k] = os[k] == BO_DYNAMIC ? next_dyn++ : 0;
      for (unsigned g = 0; g < cr.num_groups && ok; g++) {
        int64_t prod = 1;
        bo_value *dyn = NULL;
        for (unsigned k = cr.start[g]; k < cr.start[g + 1] && ok; k++) {
          int64_t d = cr.dims[k];
          if (d < 0 || (unsigned)d >= no || (unsigned)d >= MAX_RANK * 4) ok = false;
          else if (os[d] != BO_DYNAMIC) prod *= os[d];
          else if (dyn || dyn_index[d] >= def->num_operands) ok = false;
          else dyn = def->operands[dyn_index[d]].value;
        }
        if (dyn && prod != 1) ok = false;
        out_static[g] = dyn ? BO_DYNAMIC : prod;
        if (dyn) out_dyn[n_dyn++] = dyn;
      }
      bo_shaped_reassoc_free(&cr);
    }
  }
  if (!ok || h != nh) {
    free(group);
    return 0;
  }
  bo_builder b = bo_builder_before(op->ctx, op);
  bo_value *v;
  if (sr == rr) {
    v = build_cast(&b, op->loc, x, rt);
  } else {
    const bo_attr *ra = groups_attr(op->ctx, group, nh, ng);
    const bo_attr *so = sr < rr ? bo_attr_dense_array_int(op->ctx, op->ctx->t_i64, rr, out_static) : NULL;
    v = build_reshape(&b, sr < rr, op->loc, x, rt, ra, so, n_dyn, out_dyn);
  }
  free(group);
  bo_rewriter_replace(rw, op, &v);
  return 1;
}

/* findCollapsingReassociation: how shape `wide` (groups wr) collapses into
 * `narrow` (groups nr, as many): group[] over wide's dims. */
static bool find_collapsing(const bo_reassoc *wr, const bo_reassoc *nr, const int64_t *wide,
                            unsigned nw, const int64_t *narrow, unsigned nn, unsigned *group,
                            unsigned *ng) {
  if (!wr->num_groups) {
    *ng = nn;
    return collapse_groups(wide, nw, narrow, nn, group);
  }
  if (wr->num_groups != nr->num_groups) return false;
  unsigned out = 0;
  for (unsigned g = 0; g < wr->num_groups; g++) {
    unsigned ws = wr->start[g], wn = wr->start[g + 1] - ws, ns = nr->start[g], nn2 = nr->start[g + 1] - ns;
    if (!wn || !nn2) return false;
    const int64_t *wsub = wide + wr->dims[ws], *nsub = narrow + nr->dims[ns];
    if (wn == nn2) {
      unsigned ndyn = 0;
      for (unsigned k = 0; k < wn; k++) {
        if (wsub[k] != nsub[k]) return false;
        ndyn += wsub[k] == BO_DYNAMIC;
      }
      if (ndyn >= 2) return false;
      for (unsigned k = 0; k < wn; k++) group[wr->dims[ws] + k] = out++;
      continue;
    }
    unsigned sub[MAX_RANK];
    if (wn > MAX_RANK || !collapse_groups(wsub, wn, nsub, nn2, sub)) return false;
    for (unsigned k = 0; k < wn; k++) group[wr->dims[ws] + k] = out + sub[k];
    out += nn2;
  }
  *ng = out;
  return true;
}

/* expand_shape of a collapse_shape (ComposeExpandOfCollapseOp): one
 * collapse, or one expand keeping the output shape, of the collapse's
 * source. */
static int compose_expand_of_collapse(bo_op *op, bo_op *def, bo_rewriter *rw) {
  bo_value *x = def->operands[0].value;
  const bo_type *st = x->type, *rt = op->results[0].type;
  if (st == rt) return 0;
  unsigned sr = st->u.shaped.rank, rr = rt->u.shaped.rank;
  if (sr == rr || sr > MAX_RANK || rr > MAX_RANK) return 0;
  bo_reassoc sra, rra;
  if (bo_shaped_reassoc_decode(bo_op_get_prop(def, "reassociation"), &sra)) return 0;
  if (bo_shaped_reassoc_decode(bo_op_get_prop(op, "reassociation"), &rra)) {
    bo_shaped_reassoc_free(&sra);
    return 0;
  }
  unsigned group[MAX_RANK], ng = 0;
  bool ok = sr > rr ? find_collapsing(&sra, &rra, st->u.shaped.shape, sr, rt->u.shaped.shape, rr, group, &ng)
                    : find_collapsing(&rra, &sra, rt->u.shaped.shape, rr, st->u.shaped.shape, sr, group, &ng);
  bo_shaped_reassoc_free(&sra);
  bo_shaped_reassoc_free(&rra);
  if (!ok) return 0;
  bo_builder b = bo_builder_before(op->ctx, op);
  const bo_attr *ra = groups_attr(op->ctx, group, sr > rr ? sr : rr, ng);
  bo_value *outs[MAX_RANK];
  for (unsigned i = 1; i < op->num_operands && i <= MAX_RANK; i++) outs[i - 1] = op->operands[i].value;
  bo_value *v = build_reshape(&b, sr < rr, op->loc, x, rt, ra, bo_op_get_prop(op, "static_output_shape"),
                              sr < rr ? op->num_operands - 1 : 0, outs);
  bo_rewriter_replace(rw, op, &v);
  return 1;
}

/* expand_shape / collapse_shape: two of the same kind composed
 * (ComposeReassociativeReshapeOps); of a tensor.splat or a from_elements
 * with a static result: a new splat / from_elements (FoldReshapeWithSplat,
 * FoldReshapeWithFromElements); a collapse of a cast that loses static
 * information collapses the cast's source (FoldCollapseOfCastOp). */
int bo_tensor_canonicalize_reshape_shape(bo_op *op, bo_rewriter *rw) {
  bool expand = bo_op_isa(op, BO_OP_TENSOR_EXPAND_SHAPE);
  bo_value *src = op->operands[0].value;
  const bo_type *rt = op->results[0].type;
  bo_op *def = src->def_op;
  if (!def) return 0;
  if (op->num_operands > MAX_RANK + 1) return 0;
  bo_builder b = bo_builder_before(op->ctx, op);
  if (def->info == op->info) {
    const bo_attr *ra = compose_reassociation(op->ctx, bo_op_get_prop(def, "reassociation"),
                                              bo_op_get_prop(op, "reassociation"));
    if (!ra) return 0;
    bo_value *outs[MAX_RANK];
    for (unsigned i = 1; i < op->num_operands; i++) outs[i - 1] = op->operands[i].value;
    bo_value *v = build_reshape(&b, expand, op->loc, def->operands[0].value, rt, ra,
                                bo_op_get_prop(op, "static_output_shape"), op->num_operands - 1, outs);
    bo_rewriter_replace(rw, op, &v);
    return 1;
  }
  if (bo_op_isa(def, expand ? BO_OP_TENSOR_COLLAPSE_SHAPE : BO_OP_TENSOR_EXPAND_SHAPE))
    return expand ? compose_expand_of_collapse(op, def, rw) : compose_collapse_of_expand(op, def, rw);
  bool static_result = !bo_shaped_num_dynamic_dims(rt);
  if (static_result && bo_op_isa(def, BO_OP_TENSOR_SPLAT) && !bo_shaped_num_dynamic_dims(src->type)) {
    bo_value *x = def->operands[0].value;
    bo_op_state st = {.id = BO_OP_TENSOR_SPLAT, .loc = op->loc, .num_operands = 1, .operands = &x,
                      .num_results = 1, .result_types = &rt};
    bo_value *v = bo_build(&b, &st)->results;
    bo_rewriter_replace(rw, op, &v);
    return 1;
  }
  if (static_result && bo_op_isa(def, BO_OP_TENSOR_FROM_ELEMENTS)) {
    bo_value **xs = malloc((def->num_operands + 1) * sizeof *xs);
    for (unsigned i = 0; i < def->num_operands; i++) xs[i] = def->operands[i].value;
    bo_op_state st = {.id = BO_OP_TENSOR_FROM_ELEMENTS, .loc = op->loc,
                      .num_operands = def->num_operands, .operands = xs, .num_results = 1,
                      .result_types = &rt};
    bo_value *v = bo_build(&b, &st)->results;
    free(xs);
    bo_rewriter_replace(rw, op, &v);
    return 1;
  }
  if (!expand && bo_tensor_cast_foldable_into_consumer(src)) {
    bo_value *inner = def->operands[0].value;
    const bo_type *it = inner->type;
    bo_reassoc ra;
    if (bo_shaped_reassoc_decode(bo_op_get_prop(op, "reassociation"), &ra)) return 0;
    int64_t shape[MAX_RANK];
    bool ok = ra.num_groups <= MAX_RANK;
    for (unsigned g = 0; ok && g < ra.num_groups; g++) {
      int64_t n = bo_shaped_group_size(it->u.shaped.shape, &ra, g);
      shape[g] = n == INT64_MAX ? BO_DYNAMIC : n;
    }
    unsigned ng = ra.num_groups;
    bo_shaped_reassoc_free(&ra);
    if (!ok) return 0;
    const bo_type *nt = bo_type_tensor(op->ctx, ng, shape, rt->u.shaped.elem, bo_type_get_encoding(it));
    if (nt == rt) {
      bo_op_set_operand(op, 0, inner);
      return 1;
    }
    bo_value *v = build_reshape(&b, false, op->loc, inner, nt, bo_op_get_prop(op, "reassociation"),
                                NULL, 0, NULL);
    v = build_cast(&b, op->loc, v, rt);
    bo_rewriter_replace(rw, op, &v);
    return 1;
  }
  return 0;
}

/* tensor.extract of a tensor.generate without side effects: the body
 * cloned with the indices for its arguments (ExtractFromTensorGenerate);
 * of an arith.index_cast of a tensor: the element extracted, then cast
 * (ExtractElementFromIndexCast). */
int bo_tensor_canonicalize_extract(bo_op *op, bo_rewriter *rw) {
  bo_value *src = op->operands[0].value;
  bo_op *def = src->def_op;
  if (!def) return 0;
  if (bo_op_isa(def, BO_OP_TENSOR_CAST) && def->operands[0].value->type->kind == BO_TYPE_TENSOR) {
    replace_with_operand(rw, op, 0, def->operands[0].value);
    return 1;
  }
  bo_builder b = bo_builder_before(op->ctx, op);
  if (bo_op_isa(def, BO_OP_TENSOR_GENERATE) && bo_op_is_effect_free(def) && def->num_regions == 1 &&
      def->regions[0].first) {
    bo_block *body = def->regions[0].first;
    if (body->num_args != op->num_operands - 1 || !body->last) return 0;
    bo_mapping *m = bo_mapping_create();
    for (unsigned i = 0; i < body->num_args; i++) bo_mapping_map_value(m, body->args[i], op->operands[1 + i].value);
    for (bo_op *o = body->first; o && o != body->last; o = o->next) bo_op_insert_before(bo_op_clone(o, m), op);
    bo_value *v = bo_mapping_lookup_value(m, body->last->operands[0].value);
    bo_mapping_destroy(m);
    bo_rewriter_replace(rw, op, &v);
    return 1;
  }
  if (bo_op_isa(def, BO_OP_ARITH_INDEX_CAST) && def->operands[0].value->type->kind == BO_TYPE_TENSOR) {
    bo_value **ops = malloc(op->num_operands * sizeof *ops);
    ops[0] = def->operands[0].value;
    for (unsigned i = 1; i < op->num_operands; i++) ops[i] = op->operands[i].value;
    const bo_type *et = ops[0]->type->u.shaped.elem, *it = op->results[0].type;
    bo_op_state ex = {.id = BO_OP_TENSOR_EXTRACT, .loc = op->loc, .num_operands = op->num_operands,
                      .operands = ops, .num_results = 1, .result_types = &et};
    bo_value *v = bo_build(&b, &ex)->results;
    free(ops);
    bo_op_state ic = {.id = BO_OP_ARITH_INDEX_CAST, .loc = def->loc, .num_operands = 1,
                      .operands = &v, .num_results = 1, .result_types = &it};
    v = bo_build(&b, &ic)->results;
    bo_rewriter_replace(rw, op, &v);
    return 1;
  }
  return 0;
}

/* tensor.generate with constant non-negative dynamic extents: the same
 * body producing the static type, and a cast back (StaticTensorGenerate;
 * the op is retyped in place, which is upstream's new op with the body
 * moved in, at the same place). */
int bo_tensor_canonicalize_generate(bo_op *op, bo_rewriter *rw) {
  const bo_type *t = op->results[0].type;
  unsigned rank = t->u.shaped.rank;
  if (rank > MAX_RANK || !op->results[0].first_use) return 0;
  int64_t shape[MAX_RANK];
  bo_value *sizes[MAX_RANK];
  unsigned n;
  if (!fold_constant_sizes(op, t, shape, sizes, &n)) return 0;
  bo_op_set_operands(op, n, sizes);
  op->results[0].type = bo_type_tensor(op->ctx, rank, shape, t->u.shaped.elem, bo_type_get_encoding(t));
  bo_builder b = bo_builder_before(op->ctx, op->next);
  bo_value *res = &op->results[0];
  bo_op_state st = {.id = BO_OP_TENSOR_CAST, .loc = op->loc, .num_operands = 1, .operands = &res,
                    .num_results = 1, .result_types = &t};
  bo_op *cast = bo_build(&b, &st);
  bo_value_replace_all_uses(res, cast->results);
  bo_op_set_operand(cast, 0, res);
  rw->changes++;
  return 1;
}

/* ---------------------------------------------------------------- pad */

/* op's result gets type nt in place; its users get a cast back to the
 * old type (upstream's new op of type nt at op's place + a cast). */
static void retype_with_cast(bo_op *op, const bo_type *nt) {
  const bo_type *old = op->results[0].type;
  op->results[0].type = nt;
  bo_builder b = op->next ? bo_builder_before(op->ctx, op->next) : bo_builder_at_end(op->ctx, op->block);
  bo_value *res = &op->results[0];
  bo_op_state st = {.id = BO_OP_TENSOR_CAST, .loc = op->loc, .num_operands = 1, .operands = &res,
                    .num_results = 1, .result_types = &old};
  bo_op *cast = bo_build(&b, &st);
  bo_value_replace_all_uses(res, cast->results);
  bo_op_set_operand(cast, 0, res);
}

/* PadOp::fold: a pad to its own static type (without nofold) is its source. */
int bo_tensor_fold_pad(bo_op *op, const bo_attr *const *c, bo_fold_result *r) {
  (void)c;
  bo_value *src = op->operands[0].value;
  const bo_type *rt = op->results[0].type;
  if (src->type != rt || bo_shaped_num_dynamic_dims(rt) || bo_op_get_prop(op, "nofold")) return BO_FOLD_NONE;
  r[0].value = src;
  return BO_FOLD_REPLACED;
}

/* The mixed low / high lists of a pad. */
typedef struct pad_lists {
  unsigned rank;
  int64_t st[2][MAX_RANK];
  bo_value *dv[2][MAX_RANK];
} pad_lists;

static bool pad_read(bo_op *op, pad_lists *p) {
  unsigned nl, nh;
  const int64_t *l = bo_shaped_prop_i64s(op, "static_low", &nl), *h = bo_shaped_prop_i64s(op, "static_high", &nh);
  if (!l || !h || nl != nh || nl > MAX_RANK) return false;
  p->rank = nl;
  for (unsigned k = 0; k < 2; k++) {
    unsigned start, n = bo_op_segment(op, 1 + k, &start), used = 0;
    for (unsigned i = 0; i < nl; i++) {
      p->st[k][i] = (k ? h : l)[i];
      p->dv[k][i] = NULL;
      if (p->st[k][i] != BO_DYNAMIC) continue;
      if (used >= n) return false;
      p->dv[k][i] = op->operands[start + used++].value;
    }
  }
  return true;
}

static void pad_write(bo_op *op, const pad_lists *p) {
  bo_context *ctx = op->ctx;
  bo_value *vals[1 + 2 * MAX_RANK];
  unsigned n = 0;
  int64_t segs[3] = {1, 0, 0};
  vals[n++] = op->operands[0].value;
  for (unsigned k = 0; k < 2; k++)
    for (unsigned i = 0; i < p->rank; i++)
      if (p->dv[k][i]) {
        vals[n++] = p->dv[k][i];
        segs[1 + k]++;
      }
  bo_op_set_operands(op, n, vals);
  bo_op_set_prop(op, "static_low", bo_attr_dense_array_int(ctx, ctx->t_i64, p->rank, p->st[0]));
  bo_op_set_prop(op, "static_high", bo_attr_dense_array_int(ctx, ctx->t_i64, p->rank, p->st[1]));
  bo_op_set_prop(op, "operandSegmentSizes", bo_attr_dense_array_int(ctx, ctx->t_i32, 3, segs));
}

/* PadOp::inferResultType: source size plus the static pads, else the
 * given result size; no encoding. */
static const bo_type *pad_infer_type(bo_context *ctx, const bo_type *src, const pad_lists *p,
                                     const bo_type *result) {
  int64_t shape[MAX_RANK];
  for (unsigned i = 0; i < p->rank; i++) {
    int64_t s = src->u.shaped.shape[i], l = p->st[0][i], h = p->st[1][i];
    shape[i] = s == BO_DYNAMIC || l == BO_DYNAMIC || h == BO_DYNAMIC ? result->u.shaped.shape[i] : s + l + h;
  }
  return bo_type_tensor(ctx, p->rank, shape, src->u.shaped.elem, NULL);
}

static int merge_consecutive_pads(bo_op *op, const pad_lists *p, bo_rewriter *rw);
static bo_value *pad_constant_value(bo_op *pad);

/* Dims a pad pads (an amount that is not the constant 0). */
static void padded_dims(const pad_lists *p, bool *out) {
  for (unsigned i = 0; i < p->rank; i++) {
    out[i] = false;
    for (unsigned k = 0; k < 2; k++) {
      int64_t v = p->st[k][i];
      if (!(v == 0 || (p->dv[k][i] && const_int(p->dv[k][i], &v) && v == 0))) out[i] = true;
    }
  }
}

/* The entry is the constant c (static or a constant value). */
static bool entry_is(const int64_t st, bo_value *dv, int64_t c) {
  int64_t v = st;
  if (dv && !const_int(dv, &v)) return false;
  return v == c;
}

/* pad(extract_slice(pad(extract_slice(x)))) where the two pads pad other
 * dimensions, by one constant value, with no low padding and unit strides:
 * one slice of x and one pad (FoldOrthogonalPaddings).  The pad is updated
 * in place after the new slice (upstream's new pair at the pad's place). */
static int fold_orthogonal_paddings(bo_op *op, const pad_lists *p) {
  bo_op *inner_slice = op->operands[0].value->def_op;
  if (!inner_slice || !bo_op_isa(inner_slice, BO_OP_TENSOR_EXTRACT_SLICE)) return 0;
  bo_op *outer_pad = inner_slice->operands[0].value->def_op;
  if (!outer_pad || !bo_op_isa(outer_pad, BO_OP_TENSOR_PAD) || bo_op_get_prop(outer_pad, "nofold")) return 0;
  bo_op *outer_slice = outer_pad->operands[0].value->def_op;
  if (!outer_slice || !bo_op_isa(outer_slice, BO_OP_TENSOR_EXTRACT_SLICE)) return 0;
  unsigned rank = p->rank;
  const bo_type *x = outer_slice->operands[0].value->type, *mid = inner_slice->operands[0].value->type;
  slice is, os;
  pad_lists q;
  if (x->kind != BO_TYPE_TENSOR || x->u.shaped.rank != rank || !slice_read(inner_slice, 1, &is) ||
      !slice_read(outer_slice, 1, &os) || is.rank != rank || os.rank != rank ||
      inner_slice->results[0].type->u.shaped.rank != rank ||
      outer_slice->results[0].type->u.shaped.rank != rank || !pad_read(outer_pad, &q) || q.rank != rank)
    return 0;
  for (unsigned i = 0; i < rank; i++)
    if (!entry_is(is.st[2][i], is.dv[2][i], 1) || !entry_is(os.st[2][i], os.dv[2][i], 1) ||
        !entry_is(p->st[0][i], p->dv[0][i], 0) || !entry_is(q.st[0][i], q.dv[0][i], 0))
      return 0;
  bo_value *iv = pad_constant_value(op), *ov = pad_constant_value(outer_pad);
  const bo_attr *ia = iv ? bo_fold_constant_of(iv) : NULL, *oa = ov ? bo_fold_constant_of(ov) : NULL;
  if (!ia || ia != oa) return 0;
  bool in_dims[MAX_RANK], out_dims[MAX_RANK];
  padded_dims(p, in_dims);
  padded_dims(&q, out_dims);
  for (unsigned i = 0; i < rank; i++)
    if (in_dims[i] && out_dims[i]) return 0;
  slice n = is;
  for (unsigned i = 0; i < rank; i++) {
    if (!in_dims[i] && entry_is(is.st[0][i], is.dv[0][i], 0)) {
      n.st[0][i] = os.st[0][i];
      n.dv[0][i] = os.dv[0][i];
    } else if (!out_dims[i] && entry_is(os.st[0][i], os.dv[0][i], 0)) {
      n.st[0][i] = is.st[0][i];
      n.dv[0][i] = is.dv[0][i];
    } else {
      return 0;
    }
  }
  for (unsigned i = 0; i < rank; i++) {
    if (!out_dims[i]) continue;
    int64_t src = mid->u.shaped.shape[i];
    if (src == BO_DYNAMIC || !entry_is(is.st[1][i], is.dv[1][i], src)) return 0;
    n.st[1][i] = os.st[1][i];
    n.dv[1][i] = os.dv[1][i];
  }
  pad_lists h = *p;
  for (unsigned i = 0; i < rank; i++) {
    h.st[1][i] = 0;
    h.dv[1][i] = NULL;
    if (in_dims[i]) h.st[1][i] = p->st[1][i], h.dv[1][i] = p->dv[1][i];
    if (out_dims[i]) h.st[1][i] = q.st[1][i], h.dv[1][i] = q.dv[1][i];
  }
  int64_t shape[MAX_RANK];
  for (unsigned i = 0; i < rank; i++) shape[i] = n.st[1][i];
  const bo_type *st = bo_type_tensor(op->ctx, rank, shape, x->u.shaped.elem, bo_type_get_encoding(x));
  bo_builder b = bo_builder_before(op->ctx, op);
  bo_value *lead = outer_slice->operands[0].value;
  bo_value *sv = build_slice(&b, BO_OP_TENSOR_EXTRACT_SLICE, op->loc, 1, &lead, &n, st)->results;
  bo_op_set_operand(op, 0, sv);
  pad_write(op, &h);
  return 1;
}

/* tensor.pad: zero padding becomes a cast (FoldStaticZeroPadding); a cast
 * source that loses static information folded in (FoldSourceTensorCast);
 * a single cast user to a more static type absorbed (FoldTargetTensorCast);
 * constant pad amounts folded when they make the result more static
 * (FoldStaticPadding); a pad of a pad by the same value merged. */
int bo_tensor_canonicalize_pad(bo_op *op, bo_rewriter *rw) {
  bo_value *src = op->operands[0].value;
  const bo_type *rt = op->results[0].type, *st = src->type;
  pad_lists p;
  if (st->kind != BO_TYPE_TENSOR || rt->kind != BO_TYPE_TENSOR || !pad_read(op, &p) ||
      p.rank != st->u.shaped.rank || p.rank != rt->u.shaped.rank)
    return 0;
  bool nofold = bo_op_get_prop(op, "nofold") != NULL;
  bool zero = true;
  for (unsigned k = 0; k < 2 && zero; k++)
    for (unsigned i = 0; i < p.rank && zero; i++) {
      int64_t v = p.st[k][i];
      zero = v == 0 || (p.dv[k][i] && const_int(p.dv[k][i], &v) && v == 0);
    }
  if (zero && !nofold) {
    bo_builder b = bo_builder_before(op->ctx, op);
    bo_value *v = build_cast(&b, op->loc, src, rt);
    bo_rewriter_replace(rw, op, &v);
    return 1;
  }
  if (bo_tensor_cast_foldable_into_consumer(src)) {
    bo_value *inner = src->def_op->operands[0].value;
    const bo_type *nt = pad_infer_type(op->ctx, inner->type, &p, rt);
    if (nt == rt) {
      replace_with_operand(rw, op, 0, inner);
      return 1;
    }
    bo_op_set_operand(op, 0, inner);
    retype_with_cast(op, nt);
    rw->changes++;
    return 1;
  }
  bo_use *u = op->results[0].first_use;
  if (u && !u->next && bo_op_isa(u->owner, BO_OP_TENSOR_CAST) && cast_more_static(u->owner)) {
    bo_op *cast = u->owner;
    op->results[0].type = cast->results[0].type;
    bo_value *v = &op->results[0];
    bo_rewriter_replace(rw, cast, &v);
    return 1;
  }
  if (fold_orthogonal_paddings(op, &p)) {
    rw->changes++;
    return 1;
  }
  if (merge_consecutive_pads(op, &p, rw)) return 1;
  pad_lists f = p;
  for (unsigned k = 0; k < 2; k++)
    for (unsigned i = 0; i < f.rank; i++) {
      int64_t v;
      if (const_int(f.dv[k][i], &v)) {
        f.st[k][i] = v;
        f.dv[k][i] = NULL;
      }
    }
  int64_t shape[MAX_RANK];
  bool changed = false, all_dynamic = true;
  for (unsigned i = 0; i < f.rank; i++) {
    int64_t s = st->u.shaped.shape[i], l = f.st[0][i], h = f.st[1][i];
    shape[i] = rt->u.shaped.shape[i];
    if (shape[i] == BO_DYNAMIC && s != BO_DYNAMIC && l != BO_DYNAMIC && h != BO_DYNAMIC) {
      shape[i] = s + l + h;
      changed = true;
    }
    all_dynamic &= shape[i] == BO_DYNAMIC;
  }
  if (!changed || all_dynamic) return 0;
  pad_write(op, &f);
  retype_with_cast(op, bo_type_tensor(op->ctx, f.rank, shape, rt->u.shaped.elem, NULL));
  rw->changes++;
  return 1;
}

/* tensor.concat of one input: a cast of it (SingleInputConcatOp). */
int bo_tensor_canonicalize_concat(bo_op *op, bo_rewriter *rw) {
  if (op->num_operands != 1) return 0;
  bo_builder b = bo_builder_before(op->ctx, op);
  bo_value *v = build_cast(&b, op->loc, op->operands[0].value, op->results[0].type);
  bo_rewriter_replace(rw, op, &v);
  return 1;
}

/* The value a pad's body yields when it is the same for every position
 * (defined outside the body), else NULL. */
static bo_value *pad_constant_value(bo_op *pad) {
  bo_block *body = pad->num_regions ? pad->regions[0].first : NULL;
  if (!body || !body->last || body->first != body->last || body->last->num_operands != 1) return NULL;
  bo_value *v = body->last->operands[0].value;
  if (v->owner == body || (v->def_op && v->def_op->block == body)) return NULL;
  return v;
}

/* A pad of a pad with the same padding value, neither nofold: one pad by
 * the sums (FoldConsecutiveConstantPadding). */
static int merge_consecutive_pads(bo_op *op, const pad_lists *p, bo_rewriter *rw) {
  bo_op *inner = op->operands[0].value->def_op;
  pad_lists q;
  if (!inner || !bo_op_isa(inner, BO_OP_TENSOR_PAD) || bo_op_get_prop(op, "nofold") ||
      bo_op_get_prop(inner, "nofold") || !pad_read(inner, &q) || q.rank != p->rank)
    return 0;
  bo_value *v = pad_constant_value(op);
  if (!v || v != pad_constant_value(inner)) return 0;
  /* the sums, high first as upstream builds them (its composed, folded
   * affine.apply of d0 + d1 on the outer and inner amounts): static +
   * static is static, 0 + x is x, a value plus c is ()[s0] -> (s0 + c), a
   * value twice ()[s0] -> (s0 * 2), two values ()[s0, s1] -> (s0 + s1) */
  pad_lists m = *p;
  bo_builder b = bo_builder_before(op->ctx, op);
  bo_context *ctx = op->ctx;
  for (unsigned k = 2; k-- > 0;)
    for (unsigned i = 0; i < p->rank; i++) {
      bo_value *x = p->dv[k][i], *y = q.dv[k][i];
      if (!x && !y) {
        m.st[k][i] = p->st[k][i] + q.st[k][i];
        m.dv[k][i] = NULL;
        continue;
      }
      int64_t c = x ? q.st[k][i] : p->st[k][i];
      bo_value *operands[2] = {x ? x : y, y};
      unsigned n = 1;
      const bo_affine_expr *s0 = bo_affine_symbol(ctx, 0), *e;
      m.st[k][i] = BO_DYNAMIC;
      if (x && y && x == y) {
        e = bo_affine_binary(ctx, BO_AFFINE_MUL, s0, bo_affine_const(ctx, 2));
      } else if (x && y) {
        e = bo_affine_binary(ctx, BO_AFFINE_ADD, s0, bo_affine_symbol(ctx, 1));
        n = 2;
      } else if (c == 0) {
        m.dv[k][i] = operands[0];
        continue;
      } else {
        e = bo_affine_binary(ctx, BO_AFFINE_ADD, s0, bo_affine_const(ctx, c));
      }
      bo_named_attr map = {bo_intern_cstr(ctx, "map"), bo_attr_affine_map(ctx, 0, n, 1, &e)};
      const bo_type *it = ctx->t_index;
      bo_op_state st = {.id = BO_OP_AFFINE_APPLY, .loc = op->loc, .num_operands = n, .operands = operands,
                        .num_results = 1, .result_types = &it, .num_props = 1, .props = &map};
      m.dv[k][i] = bo_build(&b, &st)->results;
    }
  /* the outer pad takes the inner one's source and the summed amounts */
  bo_op_set_operand(op, 0, inner->operands[0].value);
  pad_write(op, &m);
  if (!inner->results[0].first_use) bo_rewriter_erase(rw, inner);
  rw->changes++;
  return 1;
}
