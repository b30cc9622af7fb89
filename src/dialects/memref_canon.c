/* memref_canon.c - canonicalization patterns of memref.subview beyond the
 * trivial one (memref_fold.c), as upstream registers them, in its order:
 *  - the constant-argument folder (OpWithOffsetSizesAndStridesConstantArgumentFolder
 *    with SubViewReturnTypeCanonicalizer): dynamic offsets, sizes and
 *    strides given by constants become static (negative sizes and zero
 *    strides stay dynamic; a slice that would run out of its static
 *    source is left alone); the new subview's type is inferred from the
 *    source, keeping the dimensions the old one dropped dropped, and a
 *    memref.cast back to the old type replaces the op when it differs;
 *  - SubViewOpMemRefCastFolder: a subview (without constant operands) of a
 *    memref.cast that only erases static information views the cast's
 *    source, with a memref.cast back to the old result type.
 * And, rooted at other memref ops: DimOfMemRefReshape (memref.dim of a
 * memref.reshape loads the shape operand right after the reshape),
 * CollapseShapeOpMemRefCastFolder (identity layouts only), and the
 * collapse_shape folder for collapse(expand) with one reassociation and
 * dynamic sizes; TransposeOp::fold (identity, transpose of a transpose).
 * All keep what the program computes: the new subview addresses exactly
 * the elements the old one did (same offsets, sizes and strides, same
 * base), only its type is more static; the loaded shape element is the
 * size the reshape was given (loaded before anything can store into the
 * shape); a collapse of the uncast source views the same elements.  Each
 * is O(rank), the dim pattern O(ops after the reshape in its block).
 */
#include <stdlib.h>

#include "fold.h"
#include "memref_canon.h"
#include "memref_internal.h"
#include "shaped_ops.h"

void bo_memref_replace_casting(bo_op *op, bo_rewriter *rw, bo_value *v) {
  const bo_type *rt = op->results[0].type;
  if (v->type != rt) {
    bo_builder b = bo_builder_before(op->ctx, op);
    bo_op_state cast = {.id = BO_OP_MEMREF_CAST, .loc = op->loc, .num_operands = 1,
                        .operands = &v, .num_results = 1, .result_types = &rt};
    v = bo_build(&b, &cast)->results;
  }
  bo_rewriter_replace(rw, op, &v);
}

/* The type of a subview of `src` with these static lists (SubViewOp::
 * inferResultType) with the dims of `dropped` removed; NULL when src is
 * not strided. */
static const bo_type *infer_type(bo_context *ctx, const bo_type *src, unsigned rank,
                                 const int64_t *off, const int64_t *sz, const int64_t *st,
                                 const bool *dropped) {
  int64_t *buf = malloc((3 * rank + 1) * sizeof *buf), soff;
  int64_t *sstr = buf, *shape = buf + rank, *strides = buf + 2 * rank;
  const bo_type *t = NULL;
  if (strides_and_offset(src, sstr, &soff)) {
    int64_t o = soff;
    unsigned k = 0;
    for (unsigned i = 0; i < rank; i++) {
      o = sat_add(o, sat_mul(off[i], sstr[i]));
      if (dropped[i]) continue;
      shape[k] = sz[i];
      strides[k++] = sat_mul(sstr[i], st[i]);
    }
    t = bo_type_memref(ctx, k, shape, bo_type_get_element_type(src),
                       bo_attr_strided(ctx, k, strides, o), bo_type_get_memory_space(src));
  }
  free(buf);
  return t;
}

/* Upstream's verifyInBoundsSlice against a static source shape. */
static bool in_bounds(const int64_t *shape, unsigned rank, const int64_t *off, const int64_t *sz,
                      const int64_t *st) {
  for (unsigned i = 0; i < rank; i++) {
    if (shape[i] == BO_DYNAMIC || off[i] == BO_DYNAMIC) continue;
    if (off[i] >= shape[i]) return false;
    if (sz[i] == BO_DYNAMIC || st[i] == BO_DYNAMIC) continue;
    int64_t last;
    if (bo_mul_overflow_i64(sz[i] - 1, st[i], &last) || bo_add_overflow_i64(last, off[i], &last))
      return false;
    if (last >= shape[i]) return false;
  }
  return true;
}

/* Builds `memref.subview src[dyn operands][statics]` of type t before op
 * and replaces op by it (through a memref.cast when the types differ). */
static void replace_subview(bo_op *op, bo_rewriter *rw, bo_value *src, const bo_type *t,
                            unsigned rank, bo_value **dyn, const int32_t counts[4],
                            const int64_t *off, const int64_t *sz, const int64_t *st) {
  bo_context *ctx = op->ctx;
  unsigned n = (unsigned)(counts[1] + counts[2] + counts[3]);
  bo_value **operands = malloc((n + 1) * sizeof *operands);
  operands[0] = src;
  for (unsigned i = 0; i < n; i++) operands[1 + i] = dyn[i];
  bo_named_attr props[4] = {
      {bo_intern_cstr(ctx, "operandSegmentSizes"), bo_attr_dense_array_int(ctx, ctx->t_i32, 4, (const int64_t[]){counts[0], counts[1], counts[2], counts[3]})},
      {bo_intern_cstr(ctx, "static_offsets"), bo_attr_dense_array_int(ctx, ctx->t_i64, rank, off)},
      {bo_intern_cstr(ctx, "static_sizes"), bo_attr_dense_array_int(ctx, ctx->t_i64, rank, sz)},
      {bo_intern_cstr(ctx, "static_strides"), bo_attr_dense_array_int(ctx, ctx->t_i64, rank, st)}};
  bo_op_state state = {.id = BO_OP_MEMREF_SUBVIEW, .loc = op->loc, .num_operands = 1 + n,
                       .operands = operands, .num_results = 1, .result_types = &t,
                       .num_attrs = op->num_attrs, .attrs = op->attrs, .num_props = 4,
                       .props = props};
  bo_builder b = bo_builder_before(ctx, op);
  bo_memref_replace_casting(op, rw, bo_build(&b, &state)->results);
  free(operands);
}

/* OpWithOffsetSizesAndStridesConstantArgumentFolder for memref.subview. */
static int subview_constant_args(bo_op *op, bo_rewriter *rw) {
  bo_value *src = op->operands[0].value;
  const bo_type *stype = src->type, *rtype = op->results[0].type;
  if (bo_type_get_kind(stype) != BO_TYPE_MEMREF || bo_type_get_kind(rtype) != BO_TYPE_MEMREF)
    return 0;
  const int64_t *off0, *sz0, *st0;
  unsigned rank = bo_shaped_slice_statics(op, &off0, &sz0, &st0);
  if (rank != bo_type_get_rank(stype)) return 0;
  int64_t *lists = malloc((3 * rank + 1) * sizeof *lists);
  bo_value **dyn = malloc((op->num_operands + 1) * sizeof *dyn);
  bool *dropped = malloc((rank + 1) * sizeof *dropped);
  const int64_t *in[3] = {off0, sz0, st0};
  int32_t counts[4] = {1, 0, 0, 0};
  unsigned next = 1, ndyn = 0;
  bool folded = false;
  for (unsigned l = 0; l < 3; l++)
    for (unsigned i = 0; i < rank; i++) {
      int64_t v = in[l][i], c;
      if (v == BO_DYNAMIC) {
        bo_value *operand = op->operands[next++].value;
        bool ok = bo_fold_int_of(bo_fold_constant_of(operand), &c) &&
                  !(l == 1 && c < 0) && !(l == 2 && c == 0) && c != BO_DYNAMIC;
        if (ok) {
          v = c;
          folded = true;
        } else {
          dyn[ndyn++] = operand;
          counts[1 + l]++;
        }
      }
      lists[l * rank + i] = v;
    }
  int changed = 0;
  const int64_t *off = lists, *sz = lists + rank, *st = lists + 2 * rank;
  if (folded && in_bounds(bo_type_get_shape(stype), rank, off, sz, st) &&
      bo_memref_reduction_mask(stype, rtype, sz0, dropped)) {
    const bo_type *t = infer_type(op->ctx, stype, rank, off, sz, st, dropped);
    if (t) {
      replace_subview(op, rw, src, t, rank, dyn, counts, off, sz, st);
      changed = 1;
    }
  }
  free(lists);
  free(dyn);
  free(dropped);
  return changed;
}

/* CastOp::canFoldIntoConsumerOp: a cast between ranked strided memrefs of
 * one element type and rank that makes nothing more static. */
static bool cast_erases_static_info(const bo_op *cast) {
  const bo_type *s = cast->operands[0].value->type, *r = cast->results[0].type;
  if (bo_type_get_kind(s) != BO_TYPE_MEMREF || bo_type_get_kind(r) != BO_TYPE_MEMREF ||
      bo_type_get_element_type(s) != bo_type_get_element_type(r) ||
      bo_type_get_rank(s) != bo_type_get_rank(r))
    return false;
  unsigned rank = bo_type_get_rank(s);
  int64_t *buf = malloc((2 * rank + 1) * sizeof *buf), so, ro;
  bool ok = strides_and_offset(s, buf, &so) && strides_and_offset(r, buf + rank, &ro);
  const int64_t *ss = bo_type_get_shape(s), *rs = bo_type_get_shape(r);
  for (unsigned i = 0; ok && i < rank; i++)
    if ((ss[i] == BO_DYNAMIC && rs[i] != BO_DYNAMIC) ||
        (buf[i] == BO_DYNAMIC && buf[rank + i] != BO_DYNAMIC))
      ok = false;
  if (ok && so == BO_DYNAMIC && ro != BO_DYNAMIC) ok = false;
  free(buf);
  return ok;
}

/* SubViewOpMemRefCastFolder. */
static int subview_of_cast(bo_op *op, bo_rewriter *rw) {
  for (unsigned i = 0; i < op->num_operands; i++)
    if (bo_fold_constant_of(op->operands[i].value) &&
        bo_type_get_kind(op->operands[i].value->type) == BO_TYPE_INDEX)
      return 0;
  bo_op *cast = op->operands[0].value->def_op;
  if (!cast || !bo_op_isa(cast, BO_OP_MEMREF_CAST) || !cast_erases_static_info(cast)) return 0;
  bo_value *src = cast->operands[0].value;
  const int64_t *off, *sz, *st;
  unsigned rank = bo_shaped_slice_statics(op, &off, &sz, &st);
  const bo_type *cur = op->operands[0].value->type, *rtype = op->results[0].type;
  if (rank != bo_type_get_rank(cur)) return 0;
  bool *dropped = malloc((rank + 1) * sizeof *dropped);
  int changed = 0;
  if (bo_memref_reduction_mask(cur, rtype, sz, dropped)) {
    const bo_type *t = infer_type(op->ctx, src->type, rank, off, sz, st, dropped);
    if (t) {
      int32_t counts[4] = {1, 0, 0, 0};
      for (unsigned i = 0; i < rank; i++) {
        counts[1] += off[i] == BO_DYNAMIC;
        counts[2] += sz[i] == BO_DYNAMIC;
        counts[3] += st[i] == BO_DYNAMIC;
      }
      bo_value **dyn = malloc((op->num_operands + 1) * sizeof *dyn);
      for (unsigned i = 1; i < op->num_operands; i++) dyn[i - 1] = op->operands[i].value;
      replace_subview(op, rw, src, t, rank, dyn, counts, off, sz, st);
      free(dyn);
      changed = 1;
    }
  }
  free(dropped);
  return changed;
}

int bo_memref_canonicalize_subview_all(bo_op *op, bo_rewriter *rw) {
  return subview_constant_args(op, rw) || subview_of_cast(op, rw) ||
         bo_memref_canonicalize_subview(op, rw);
}

/* ------------------------------------------------------ dim of reshape */

static bo_block *value_block(const bo_value *v) { return v->def_op ? v->def_op->block : v->owner; }

/* Is region r a proper ancestor of region inner? */
static bool region_proper_ancestor(const bo_region *r, const bo_region *inner) {
  while (inner && inner->parent && inner->parent->block) {
    inner = inner->parent->block->parent;
    if (inner == r) return true;
  }
  return false;
}

/* Upstream's DimOfMemRefReshape: memref.dim of a memref.reshape is the
 * shape operand's element (loaded right after the reshape, so a later
 * store into the shape does not change it; index_cast when the shape
 * holds integers), when the index dominates the reshape (defined before
 * it in its block, or in an enclosing region). */
static int dim_of_reshape(bo_op *op, bo_rewriter *rw) {
  bo_op *reshape = op->operands[0].value->def_op;
  if (!reshape || !bo_op_isa(reshape, BO_OP_MEMREF_RESHAPE)) return 0;
  bo_value *idx = op->operands[1].value;
  bo_block *ib = value_block(idx);
  if (!ib || !reshape->block) return 0;
  if (ib == reshape->block) {
    if (idx->def_op)
      for (bo_op *o = reshape->next; o; o = o->next)
        if (o == idx->def_op) return 0;
  } else if (op->block != reshape->block &&
             !region_proper_ancestor(ib->parent, reshape->block->parent)) {
    return 0;
  }
  bo_value *shape = reshape->operands[1].value;
  const bo_type *et = bo_type_get_element_type(shape->type);
  bo_builder b = bo_builder_after(op->ctx, reshape);
  bo_value *operands[2] = {shape, idx};
  bo_op_state load = {.id = BO_OP_MEMREF_LOAD, .loc = op->loc, .num_operands = 2,
                      .operands = operands, .num_results = 1, .result_types = &et};
  bo_op *l = bo_build(&b, &load);
  bo_value *v = l->results;
  if (et != op->results[0].type) {
    b = bo_builder_after(op->ctx, l);
    const bo_type *rt = op->results[0].type;
    bo_op_state cast = {.id = BO_OP_ARITH_INDEX_CAST, .loc = op->loc, .num_operands = 1,
                        .operands = &v, .num_results = 1, .result_types = &rt};
    v = bo_build(&b, &cast)->results;
  }
  bo_rewriter_replace(rw, op, &v);
  return 1;
}

int bo_memref_canonicalize_dim_all(bo_op *op, bo_rewriter *rw) {
  return dim_of_reshape(op, rw) || bo_bufferization_canonicalize_memref_dim(op, rw);
}

/* ------------------------------------------------ collapse_shape of cast */

/* CollapseShapeOpMemRefCastFolder, for identity-layout cast sources (the
 * collapsed type of a strided source is not computed here: no rewrite). */
static int collapse_of_cast(bo_op *op, bo_rewriter *rw) {
  bo_op *cast = op->operands[0].value->def_op;
  if (!cast || !bo_op_isa(cast, BO_OP_MEMREF_CAST) || !cast_erases_static_info(cast)) return 0;
  bo_value *src = cast->operands[0].value;
  const bo_type *st = src->type, *rt = op->results[0].type;
  if (!layout_is_identity(st) || !layout_is_identity(rt)) return 0;
  bo_reassoc r;
  if (bo_shaped_reassoc_decode(bo_op_get_prop(op, "reassociation"), &r)) return 0;
  int64_t *shape = malloc((r.num_groups + 1) * sizeof *shape);
  for (unsigned g = 0; g < r.num_groups; g++) shape[g] = bo_shaped_group_size(bo_type_get_shape(st), &r, g);
  const bo_type *t = bo_type_memref(op->ctx, r.num_groups, shape, bo_type_get_element_type(st),
                                    NULL, bo_type_get_memory_space(st));
  free(shape);
  bo_shaped_reassoc_free(&r);
  if (t == rt) {
    bo_op_set_operand(op, 0, src);
    rw->changes++;
    return 1;
  }
  bo_op_state state = {.id = BO_OP_MEMREF_COLLAPSE_SHAPE, .loc = op->loc, .num_operands = 1,
                       .operands = &src, .num_results = 1, .result_types = &t,
                       .num_attrs = op->num_attrs, .attrs = op->attrs,
                       .num_props = op->num_props, .props = op->props};
  bo_builder b = bo_builder_before(op->ctx, op);
  bo_value *v = bo_build(&b, &state)->results;
  bo_op_state c = {.id = BO_OP_MEMREF_CAST, .loc = op->loc, .num_operands = 1,
                   .operands = &v, .num_results = 1, .result_types = &rt};
  v = bo_build(&b, &c)->results;
  bo_rewriter_replace(rw, op, &v);
  return 1;
}

/* ------------------------------------------------ reshape compositions */

/* hasNonIdentityLayout is false for all three types. */
static bool identity_layouts(const bo_type *a, const bo_type *b, const bo_type *c) {
  return layout_is_identity(a) && layout_is_identity(b) && layout_is_identity(c);
}

/* composeReassociationIndices: the reassociation of two reshapes of one
 * kind in a row (producer's then consumer's groups), or NULL when the
 * ranks do not chain.  O(rank). */
static const bo_attr *compose_reassociation(bo_context *ctx, const bo_attr *producer,
                                            const bo_attr *consumer) {
  unsigned np = bo_attr_get_num_elements(producer), nc = bo_attr_get_num_elements(consumer);
  if (np == nc) return NULL;
  if (np < nc) { /* the producer is the one with more groups */
    const bo_attr *t = producer;
    producer = consumer, consumer = t;
    unsigned u = np;
    np = nc, nc = u;
  }
  if (nc == 0) return bo_attr_array(ctx, 0, NULL);
  unsigned total = 0, ndims = 0;
  for (unsigned g = 0; g < nc; g++) total += bo_attr_get_num_elements(bo_attr_array_get(consumer, g));
  if (total != np) return NULL;
  for (unsigned g = 0; g < np; g++) ndims += bo_attr_get_num_elements(bo_attr_array_get(producer, g));
  const bo_attr **groups = malloc((nc + 1) * sizeof *groups);
  const bo_attr **dims = malloc((ndims + 1) * sizeof *dims);
  const bo_attr *r = NULL;
  for (unsigned g = 0; g < nc; g++) {
    const bo_attr *cg = bo_attr_array_get(consumer, g);
    unsigned k = 0;
    for (unsigned i = 0; i < bo_attr_get_num_elements(cg); i++) {
      int64_t idx = bo_attr_get_int(bo_attr_array_get(cg, i));
      if (idx < 0 || (uint64_t)idx >= np) goto out;
      const bo_attr *pg = bo_attr_array_get(producer, (unsigned)idx);
      for (unsigned q = 0; q < bo_attr_get_num_elements(pg) && k < ndims; q++)
        dims[k++] = bo_attr_array_get(pg, q);
    }
    groups[g] = bo_attr_array(ctx, k, dims);
  }
  r = bo_attr_array(ctx, nc, groups);
out:
  free(groups);
  free(dims);
  return r;
}

/* Replaces op by a reshape of `src` to op's result type with reassociation
 * `re`: an expand_shape takes the static output shape and the dynamic
 * sizes given (n_out of them), a collapse_shape neither. */
static void replace_by_reshape(bo_op *op, bo_rewriter *rw, bool expand, bo_value *src,
                               const bo_attr *re, const bo_attr *static_out, unsigned n_out,
                               bo_value *const *outs) {
  bo_context *ctx = op->ctx;
  const bo_type *rt = op->results[0].type;
  bo_value **operands = malloc((n_out + 1) * sizeof *operands);
  operands[0] = src;
  for (unsigned i = 0; i < n_out; i++) operands[1 + i] = outs[i];
  bo_named_attr props[2] = {{bo_intern_cstr(ctx, "reassociation"), re},
                            {bo_intern_cstr(ctx, "static_output_shape"), static_out}};
  bo_op_state st = {.id = expand ? BO_OP_MEMREF_EXPAND_SHAPE : BO_OP_MEMREF_COLLAPSE_SHAPE,
                    .loc = op->loc, .num_operands = 1 + (expand ? n_out : 0),
                    .operands = operands, .num_results = 1, .result_types = &rt,
                    .num_props = expand ? 2 : 1, .props = props};
  bo_builder b = bo_builder_before(ctx, op);
  bo_value *v = bo_build(&b, &st)->results;
  free(operands);
  bo_rewriter_replace(rw, op, &v);
}

/* ComposeReassociativeReshapeOps: a collapse of a collapse (an expand of
 * an expand) is one collapse (expand, with the outer output shape) of the
 * inner source, identity layouts only. */
static int compose_same_kind(bo_op *op, bo_rewriter *rw) {
  bo_op *def = op->operands[0].value->def_op;
  if (!def || def->info != op->info) return 0;
  bo_value *src = def->operands[0].value;
  if (!identity_layouts(src->type, def->results[0].type, op->results[0].type)) return 0;
  const bo_attr *re = compose_reassociation(op->ctx, bo_op_get_prop(def, "reassociation"),
                                            bo_op_get_prop(op, "reassociation"));
  if (!re) return 0;
  bool expand = bo_op_isa(op, BO_OP_MEMREF_EXPAND_SHAPE);
  bo_value **outs = malloc(op->num_operands * sizeof *outs);
  for (unsigned i = 1; i < op->num_operands; i++) outs[i - 1] = op->operands[i].value;
  replace_by_reshape(op, rw, expand, src, re, bo_op_get_prop(op, "static_output_shape"),
                     op->num_operands - 1, outs);
  free(outs);
  return 1;
}

/* The last dim of group g (-1 when empty). */
static int64_t group_back(const bo_reassoc *r, unsigned g) {
  return r->start[g + 1] > r->start[g] ? r->dims[r->start[g + 1] - 1] : -1;
}

/* ComposeCollapseOfExpandOp: a collapse of an expand of x, identity
 * layouts, is one collapse of x (x of higher rank than the result), a
 * memref.cast (same rank), or one expand of x (lower rank; done here when
 * the result shape is static, which is then its output shape).  The
 * groups of the higher-rank reassociation are assigned in order to the
 * groups of the lower-rank one they end within; a group crossing a
 * boundary fails.  O(rank). */
static int collapse_of_expand(bo_op *op, bo_rewriter *rw) {
  bo_op *def = op->operands[0].value->def_op;
  if (!def || !bo_op_isa(def, BO_OP_MEMREF_EXPAND_SHAPE)) return 0;
  bo_value *x = def->operands[0].value;
  const bo_type *st = x->type, *rt = op->results[0].type;
  if (!identity_layouts(st, def->results[0].type, rt) || st == rt) return 0;
  unsigned sr = bo_type_get_rank(st), rr = bo_type_get_rank(rt);
  const int64_t *rshape = bo_type_get_shape(rt);
  if (sr < rr)
    for (unsigned i = 0; i < rr; i++)
      if (rshape[i] == BO_DYNAMIC) return 0;
  const bo_attr *ea = bo_op_get_prop(def, "reassociation"), *ca = bo_op_get_prop(op, "reassociation");
  bo_reassoc hi, lo;
  if (bo_shaped_reassoc_decode(sr > rr ? ea : ca, &hi)) return 0;
  if (bo_shaped_reassoc_decode(sr > rr ? ca : ea, &lo)) {
    bo_shaped_reassoc_free(&hi);
    return 0;
  }
  unsigned nh = hi.num_groups, ng = lo.num_groups, h = 0;
  bool ok = true;
  const bo_attr **groups = malloc((ng + 1) * sizeof *groups);
  const bo_attr **dims = malloc((nh + 1) * sizeof *dims);
  for (unsigned g = 0; g < ng && ok; g++) {
    int64_t back = group_back(&lo, g);
    unsigned k = 0;
    while (h < nh) {
      int64_t hb = group_back(&hi, h);
      if (hb > back) {
        ok = false;
        break;
      }
      dims[k++] = bo_attr_integer(op->ctx, op->ctx->t_i64, h++);
      if (hb == back) break;
    }
    groups[g] = bo_attr_array(op->ctx, k, dims);
  }
  bo_shaped_reassoc_free(&hi);
  bo_shaped_reassoc_free(&lo);
  if (ok && h == nh) {
    if (sr == rr) {
      bo_memref_replace_casting(op, rw, x);
    } else {
      const bo_attr *re = bo_attr_array(op->ctx, ng, groups);
      const bo_attr *so = sr < rr ? bo_attr_dense_array_int(op->ctx, op->ctx->t_i64, rr, rshape) : NULL;
      replace_by_reshape(op, rw, sr < rr, x, re, so, 0, NULL);
    }
  }
  free(groups);
  free(dims);
  return ok && h == nh;
}

/* Upstream's order: ComposeReassociativeReshapeOps, ComposeCollapseOfExpandOp,
 * CollapseShapeOpMemRefCastFolder. */
int bo_memref_canonicalize_collapse_shape(bo_op *op, bo_rewriter *rw) {
  return compose_same_kind(op, rw) || collapse_of_expand(op, rw) || collapse_of_cast(op, rw);
}

/* ComposeReassociativeReshapeOps (ComposeExpandOfCollapseOp is not done). */
int bo_memref_canonicalize_expand_shape(bo_op *op, bo_rewriter *rw) {
  return compose_same_kind(op, rw);
}

/* memref.collapse_shape's folder: bo_fold_reshape, then (foldReshapeOp)
 * a collapse of an expand_shape with the same reassociation back to the
 * expand's source type is that source, dynamic sizes or not. */
int bo_memref_fold_collapse_shape(bo_op *op, const bo_attr *const *c, bo_fold_result *r) {
  int rc = bo_fold_reshape(op, c, r);
  if (rc != BO_FOLD_NONE) return rc;
  bo_op *def = op->operands[0].value->def_op;
  if (!def || !bo_op_isa(def, BO_OP_MEMREF_EXPAND_SHAPE) ||
      def->operands[0].value->type != op->results[0].type ||
      bo_op_get_prop(def, "reassociation") != bo_op_get_prop(op, "reassociation"))
    return BO_FOLD_NONE;
  r[0].value = def->operands[0].value;
  return BO_FOLD_REPLACED;
}

/* ------------------------------------------------------------ transpose */

/* The dim positions of a permutation map's results, or false. */
static bool perm_of(const bo_attr *map, unsigned n, unsigned *perm) {
  if (!map || bo_attr_get_kind(map) != BO_ATTR_AFFINE_MAP || bo_affine_map_num_results(map) != n ||
      bo_affine_map_num_dims(map) != n || bo_affine_map_num_symbols(map))
    return false;
  for (unsigned i = 0; i < n; i++) {
    const bo_affine_expr *e = bo_affine_map_result(map, i);
    if (bo_affine_get_kind(e) != BO_AFFINE_DIM || bo_affine_get_value(e) >= n) return false;
    perm[i] = (unsigned)bo_affine_get_value(e);
  }
  return true;
}

/* TransposeOp::fold: an identity permutation to the input's type is the
 * input; a transpose of a transpose takes that one's input and the
 * composed permutation (in place).  O(rank). */
int bo_memref_fold_transpose(bo_op *op, const bo_attr *const *c, bo_fold_result *r) {
  (void)c;
  bo_value *in = op->operands[0].value;
  const bo_attr *map = bo_op_get_prop(op, "permutation");
  if (bo_type_get_kind(in->type) != BO_TYPE_MEMREF) return BO_FOLD_NONE;
  unsigned n = bo_type_get_rank(in->type);
  unsigned *p = malloc((2 * n + 1) * sizeof *p), *q = p + n;
  int rc = BO_FOLD_NONE;
  if (perm_of(map, n, p)) {
    bool identity = true;
    for (unsigned i = 0; i < n; i++) identity &= p[i] == i;
    bo_op *def = in->def_op;
    if (identity && in->type == op->results[0].type) {
      r[0].value = in;
      rc = BO_FOLD_REPLACED;
    } else if (def && bo_op_isa(def, BO_OP_MEMREF_TRANSPOSE) &&
               perm_of(bo_op_get_prop(def, "permutation"), n, q)) {
      const bo_affine_expr **res = malloc((n + 1) * sizeof *res);
      for (unsigned i = 0; i < n; i++) res[i] = bo_affine_dim(op->ctx, q[p[i]]);
      bo_op_set_operand(op, 0, def->operands[0].value);
      bo_op_set_prop(op, "permutation", bo_attr_affine_map(op->ctx, n, 0, n, res));
      free(res);
      rc = BO_FOLD_IN_PLACE;
    }
  }
  free(p);
  return rc;
}

/* ------------------------------ extract_strided_metadata / reinterpret_cast */

static bool const_int(const bo_value *v, int64_t *out) {
  return bo_fold_int_of(bo_fold_constant_of(v), out);
}

static bo_value *index_constant(bo_op *before, int64_t v) {
  bo_context *ctx = before->ctx;
  bo_named_attr value = {bo_intern_cstr(ctx, "value"), bo_attr_integer(ctx, ctx->t_index, v)};
  bo_op_state st = {.id = BO_OP_ARITH_CONSTANT, .loc = before->loc, .num_results = 1,
                    .result_types = &ctx->t_index, .num_props = 1, .props = &value};
  bo_builder b = bo_builder_before(ctx, before);
  return bo_build(&b, &st)->results;
}

/* ExtractStridedMetadataOp::fold: the offset, sizes and strides that the
 * source type knows statically are constants (their uses take them). */
int bo_memref_canonicalize_extract_strided_metadata(bo_op *op, bo_rewriter *rw) {
  const bo_type *t = op->operands[0].value->type;
  if (bo_type_get_kind(t) != BO_TYPE_MEMREF) return 0;
  unsigned n = bo_type_get_rank(t);
  if (op->num_results != 2 + 2 * n) return 0;
  int64_t *strides = malloc((n + 1) * sizeof *strides), offset;
  int changed = 0;
  if (strides_and_offset(t, strides, &offset)) {
    const int64_t *shape = bo_type_get_shape(t);
    for (unsigned r = 1; r < op->num_results; r++) {
      int64_t v = r == 1 ? offset : r < 2 + n ? shape[r - 2] : strides[r - 2 - n];
      if (v == BO_DYNAMIC || !op->results[r].first_use) continue;
      bo_value_replace_all_uses(&op->results[r], index_constant(op, v));
      changed = 1;
    }
  }
  free(strides);
  rw->changes += (unsigned)changed;
  return changed;
}

/* Entry i of the constified list of a reinterpret_cast (static value, or
 * its operand's constant) into *v, or its operand into *dyn. */
static void rc_entry(bo_op *op, const int64_t *statics, unsigned i, unsigned *next, int64_t *v,
                     bo_value **dyn) {
  *dyn = NULL;
  *v = statics[i];
  if (*v != BO_DYNAMIC) return;
  bo_value *operand = op->operands[(*next)++].value;
  if (!const_int(operand, v)) *v = BO_DYNAMIC, *dyn = operand;
}


/* ReinterpretCastOpExtractStridedMetadataFolder. */
static int reinterpret_of_metadata(bo_op *op, bo_rewriter *rw) {
  bo_op *meta = op->operands[0].value->def_op;
  if (!meta || !bo_op_isa(meta, BO_OP_MEMREF_EXTRACT_STRIDED_METADATA)) return 0;
  bo_value *src = meta->operands[0].value;
  const bo_type *st = src->type;
  if (bo_type_get_kind(st) != BO_TYPE_MEMREF) return 0;
  unsigned n = bo_type_get_rank(st);
  const int64_t *off, *sz, *str;
  unsigned rank = bo_shaped_slice_statics(op, &off, &sz, &str);
  bool noop = rank == n && meta->num_results == 2 + 2 * n;
  int64_t *mstr = malloc((n + 1) * sizeof *mstr), moff;
  if (noop && !strides_and_offset(st, mstr, &moff)) noop = false;
  /* the lists in operand order: offset, sizes, strides */
  unsigned next = 1;
  const bo_type *shape_t = st;
  for (unsigned l = 0; noop && l < 3; l++) {
    unsigned cnt = l == 0 ? 1 : n;
    const int64_t *statics = l == 0 ? off : l == 1 ? sz : str;
    for (unsigned i = 0; i < cnt; i++) {
      int64_t v, m = l == 0 ? moff : l == 1 ? bo_type_get_shape(shape_t)[i] : mstr[i];
      bo_value *dyn, *mres = &meta->results[l == 0 ? 1 : l == 1 ? 2 + i : 2 + n + i];
      rc_entry(op, statics, i, &next, &v, &dyn);
      bool same = m != BO_DYNAMIC ? (dyn == NULL && v == m) : dyn == mres;
      if (!same) noop = false;
    }
  }
  free(mstr);
  if (!noop) {
    bo_op_set_operand(op, 0, src);
    rw->changes++;
    return 1;
  }
  bo_memref_replace_casting(op, rw, src);
  return 1;
}

/* The constant-argument folder of reinterpret_cast: constant offset,
 * sizes and strides become static, the type follows
 * (memref<sizes, strided<strides, offset: o>>), a memref.cast gives back
 * the old one. */
static int reinterpret_constant_args(bo_op *op, bo_rewriter *rw) {
  const bo_type *rt = op->results[0].type;
  if (bo_type_get_kind(rt) != BO_TYPE_MEMREF) return 0;
  const int64_t *off0, *sz0, *st0;
  unsigned rank = bo_shaped_slice_statics(op, &off0, &sz0, &st0);
  if (rank != bo_type_get_rank(rt)) return 0;
  int64_t *lists = malloc((2 * rank + 2) * sizeof *lists), *sz = lists + 1, *st = lists + 1 + rank;
  bo_value **dyn = malloc((op->num_operands + 1) * sizeof *dyn);
  int32_t counts[4] = {1, 0, 0, 0};
  unsigned next = 1, ndyn = 0;
  bool folded = false;
  for (unsigned l = 0; l < 3; l++) {
    unsigned cnt = l == 0 ? 1 : rank;
    const int64_t *statics = l == 0 ? off0 : l == 1 ? sz0 : st0;
    int64_t *out = l == 0 ? lists : l == 1 ? sz : st;
    for (unsigned i = 0; i < cnt; i++) {
      int64_t v = statics[i];
      if (v == BO_DYNAMIC) {
        bo_value *operand = op->operands[next++].value;
        int64_t c;
        if (bo_fold_int_of(bo_fold_constant_of(operand), &c) && !(l == 1 && c < 0) &&
            c != BO_DYNAMIC) {
          v = c;
          folded = true;
        } else {
          dyn[ndyn++] = operand;
          counts[1 + l]++;
        }
      }
      out[i] = v;
    }
  }
  int changed = 0;
  if (folded) {
    bo_context *ctx = op->ctx;
    const bo_type *t = bo_type_memref(ctx, rank, sz, bo_type_get_element_type(rt),
                                      bo_attr_strided(ctx, rank, st, lists[0]),
                                      bo_type_get_memory_space(rt));
    bo_value **operands = malloc((ndyn + 2) * sizeof *operands);
    operands[0] = op->operands[0].value;
    for (unsigned i = 0; i < ndyn; i++) operands[1 + i] = dyn[i];
    bo_named_attr props[4] = {
        {bo_intern_cstr(ctx, "operandSegmentSizes"), bo_attr_dense_array_int(ctx, ctx->t_i32, 4, (const int64_t[]){counts[0], counts[1], counts[2], counts[3]})},
        {bo_intern_cstr(ctx, "static_offsets"), bo_attr_dense_array_int(ctx, ctx->t_i64, 1, lists)},
        {bo_intern_cstr(ctx, "static_sizes"), bo_attr_dense_array_int(ctx, ctx->t_i64, rank, sz)},
        {bo_intern_cstr(ctx, "static_strides"), bo_attr_dense_array_int(ctx, ctx->t_i64, rank, st)}};
    bo_op_state state = {.id = BO_OP_MEMREF_REINTERPRET_CAST, .loc = op->loc,
                         .num_operands = 1 + ndyn, .operands = operands, .num_results = 1,
                         .result_types = &t, .num_attrs = op->num_attrs, .attrs = op->attrs,
                         .num_props = 4, .props = props};
    bo_builder b = bo_builder_before(ctx, op);
    bo_memref_replace_casting(op, rw, bo_build(&b, &state)->results);
    free(operands);
    changed = 1;
  }
  free(lists);
  free(dyn);
  return changed;
}

int bo_memref_canonicalize_reinterpret_cast(bo_op *op, bo_rewriter *rw) {
  return reinterpret_of_metadata(op, rw) || reinterpret_constant_args(op, rw);
}

/* ---------------------------------------------------------- alloca_scope */

/* isOpItselfPotentialAutomaticAllocation: an op whose own effects are
 * unknown (unregistered, or registered with neither the pure trait nor a
 * memory description, or a call), or that allocates in the automatic
 * allocation scope; never a region-branch op (its effects are its
 * regions'). */
static bool potential_scoped_alloc(const bo_op *op) {
  if (op->num_regions && bo_op_has_trait(op, BO_TRAIT_REGION_BRANCH)) return false;
  if (bo_op_has_trait(op, BO_TRAIT_UNKNOWN)) return true;
  const bo_memory_iface *mem = bo_memory_of(op);
  /* a call has no memory effect interface upstream: unknown */
  if (mem) return (mem->effects & BO_MEM_CALL) || ((mem->effects & BO_MEM_ALLOCATES) && (mem->effects & BO_MEM_SCOPED));
  return !bo_op_has_trait(op, BO_TRAIT_PURE);
}

/* isGuaranteedAutomaticAllocation: described as a scoped allocation. */
static bool guaranteed_scoped_alloc(const bo_op *op) {
  const bo_memory_iface *mem = bo_memory_of(op);
  return mem && (mem->effects & BO_MEM_ALLOCATES) && (mem->effects & BO_MEM_SCOPED) &&
         op->num_results;
}

/* Does any op nested in op's regions (not looking into nested allocation
 * scopes) possibly allocate in the scope? */
static bool holds_potential_alloc(const bo_op *op) {
  for (unsigned r = 0; r < op->num_regions; r++)
    for (const bo_block *b = op->regions[r].first; b; b = b->next)
      for (const bo_op *o = b->first; o; o = o->next) {
        if (potential_scoped_alloc(o)) return true;
        if (!bo_op_has_trait(o, BO_TRAIT_AUTOMATIC_ALLOCATION_SCOPE) && holds_potential_alloc(o))
          return true;
      }
  return false;
}

/* lastNonTerminatorInRegion: op is followed only by its block's
 * terminator (a block may end in one: its last op is a terminator or
 * unregistered), or by nothing. */
static bool last_non_terminator(const bo_op *op) {
  const bo_op *last = op->block->last;
  bool might_terminate = last != op && last &&
                         (bo_op_has_trait(last, BO_TRAIT_TERMINATOR) || bo_op_has_trait(last, BO_TRAIT_UNKNOWN));
  return might_terminate ? op->next == last : op->next == NULL;
}

/* AllocaScopeInliner: a scope whose body cannot allocate in it, or that is
 * the last op of an allocation scope's block (its allocations then live
 * exactly as long), is its body. */
static int alloca_scope_inline(bo_op *op, bo_rewriter *rw) {
  if (holds_potential_alloc(op)) {
    bo_op *parent = bo_op_get_parent_op(op);
    if (!parent || !bo_op_has_trait(parent, BO_TRAIT_AUTOMATIC_ALLOCATION_SCOPE) ||
        !last_non_terminator(op))
      return 0;
  }
  if (!op->regions[0].first || !op->regions[0].first->last) return 0;
  bo_rewriter_inline_region(rw, op, &op->regions[0], NULL);
  return 1;
}

/* Is region r an ancestor of (or) the region v is defined in? */
static bool defined_within(const bo_region *r, const bo_value *v) {
  const bo_block *b = v->def_op ? v->def_op->block : v->owner;
  for (const bo_region *in = b ? b->parent : NULL; in;) {
    if (in == r) return true;
    bo_op *p = in->parent;
    in = p && p->block ? p->block->parent : NULL;
  }
  return false;
}

typedef BO_VEC(bo_op *) op_vec;

/* The scoped allocations nested in op whose operands are all defined
 * outside region r (post-order, as upstream's walk). */
static void collect_hoistable(bo_op *op, const bo_region *r, op_vec *out) {
  for (unsigned i = 0; i < op->num_regions; i++)
    for (bo_block *b = op->regions[i].first; b; b = b->next)
      for (bo_op *o = b->first; o; o = o->next) collect_hoistable(o, r, out);
  if (!guaranteed_scoped_alloc(op)) return;
  for (unsigned i = 0; i < op->num_operands; i++)
    if (defined_within(r, op->operands[i].value)) return;
  bo_vec_push(out, op);
}

/* AllocaScopeHoister: a scope that is the last op of a chain of ops
 * without allocation scope (each the last of its block) up to one with
 * it: its allocations whose operands are defined above that chain move in
 * front of it, into the enclosing scope. */
static int alloca_scope_hoist(bo_op *op, bo_rewriter *rw) {
  bo_op *top = bo_op_get_parent_op(op);
  if (!top || bo_op_has_trait(top, BO_TRAIT_AUTOMATIC_ALLOCATION_SCOPE)) return 0;
  if (!last_non_terminator(op) || !last_non_terminator(top)) return 0;
  for (;;) {
    bo_op *up = bo_op_get_parent_op(top);
    if (!up) return 0; /* no enclosing allocation scope */
    if (bo_op_has_trait(up, BO_TRAIT_AUTOMATIC_ALLOCATION_SCOPE)) break;
    top = up;
    if (!last_non_terminator(top)) return 0;
  }
  const bo_region *r = NULL; /* top's region holding op */
  for (const bo_op *o = op; o && o != top; o = bo_op_get_parent_op(o))
    r = o->block->parent;
  op_vec hoist = {0};
  collect_hoistable(op, r, &hoist);
  for (size_t i = 0; i < hoist.len; i++) {
    bo_op_move_before(hoist.data[i], top);
    rw->changes++;
  }
  int changed = hoist.len != 0;
  bo_vec_free(&hoist);
  return changed;
}

int bo_memref_canonicalize_alloca_scope(bo_op *op, bo_rewriter *rw) {
  return alloca_scope_inline(op, rw) || alloca_scope_hoist(op, rw);
}
