/* hlo_deallocation_to_memref.c - `hlo-deallocation-to-memref` (module,
 * bufopt's own): lowers whatever deallocation ops and ownership values are
 * left after hlo-deallocation-to-scf to memref / arith / scf, so that
 * mlir-opt accepts the program and lowers it with its usual pipeline
 * (every free is a memref.dealloc, which reaches
 * _mlir_memref_to_llvm_free under finalize-memref-to-llvm).
 *
 * An ownership value becomes an i1 "owned" flag (its type is changed in
 * place: block arguments, scf and call results, function signatures), and
 * a *partner*: a memref value, known statically, whose allocation the
 * ownership holds whenever the flag is set.  Partners: own %m -> %m; the
 * k-th ownership among an op's results / a region's arguments -> the k-th
 * memref there (hlo-deallocate's invariant); retain result j -> retained
 * memref j; null -> none.  An scf.if whose ownership results are not
 * paired with memref results (those hlo-deallocation-to-scf builds) gets
 * one: the partners its branches yield, when they differ, travel as an
 * extra memref result.  Then
 *   null -> false, own -> true,
 *   get_buffer %m -> memref.extract_aligned_pointer_as_index %m,
 *   get_buffer %o -> select(%o, pointer(partner), 0),
 *   free %o -> scf.if %o { memref.dealloc base(partner) },
 *   retain(v..) of(o..) -> flag arithmetic: r_j = some o_i that is set,
 *     not taken yet, and points where v_j does (first such i); then every
 *     set, untaken o_i is freed as above.
 * Pointers compare aligned pointers (views keep their allocation's aligned
 * pointer).  Invariant: frees happen on exactly the paths where the
 * ownership ops freed.  Cost: linear in the IR plus O(m * n) ops per
 * remaining retain.
 */
#include "../ir/asm.h"
#include "../pass/passes.h"
#include "../support/assert.h"
#include "hlo_common.h"

typedef struct lower {
  bo_context *ctx;
  bo_mapping *partner; /* ownership value -> memref (or &none) */
  bo_value none;       /* sentinel: null ownership, no partner */
  bo_value pending;    /* sentinel: under evaluation */
  bool failed;
} lower;

static bo_value *partner_of(lower *L, bo_value *v);

/* The memref at the same rank among the memrefs of a value list as v among
 * its ownership values, or NULL when the counts differ. */
static bo_value *paired(bo_value *const *vals, unsigned n, bo_value *v) {
  unsigned nown = 0, nmem = 0, rank = 0;
  for (unsigned i = 0; i < n; i++) {
    if (vals[i] == v) rank = nown;
    nown += bo_type_is_ownership(vals[i]->type);
    nmem += hlo_is_memref(vals[i]);
  }
  if (nown != nmem) return NULL;
  for (unsigned i = 0, k = 0; i < n; i++)
    if (hlo_is_memref(vals[i]) && k++ == rank) return vals[i];
  return NULL;
}

static bo_value *result_pair(bo_op *op, bo_value *v) {
  bo_value **vals = malloc((op->num_results + 1) * sizeof *vals);
  for (unsigned i = 0; i < op->num_results; i++) vals[i] = &op->results[i];
  bo_value *p = paired(vals, op->num_results, v);
  free(vals);
  return p;
}

/* An scf.if-like op whose ownership results have no memref partners: give
 * each such result one (an existing outer value, or a new memref result). */
static int pair_if_results(lower *L, bo_op **opp) {
  bo_op *op = *opp;
  unsigned nres = op->num_results;
  bo_value **chosen = calloc(nres + 1, sizeof *chosen);
  BO_VEC(unsigned) need = {0};
  for (unsigned p = 0; p < nres; p++) {
    if (!bo_type_is_ownership(op->results[p].type)) continue;
    bo_value *first = NULL;
    bool same = true;
    for (unsigned r = 0; r < op->num_regions; r++) {
      bo_block *b = op->regions[r].first;
      if (!b || !b->last) continue;
      bo_value *pt = partner_of(L, b->last->operands[hlo_forward_from(b->last) + p].value);
      if (L->failed) goto fail;
      if (pt == &L->none || pt == &L->pending) continue;
      if (!first) first = pt;
      else if (pt != first) same = false;
    }
    if (!first) {
      chosen[p] = &L->none;
    } else if (same && !bo_value_defined_in(first, op)) {
      chosen[p] = first;
    } else {
      bo_vec_push(&need, p);
    }
  }
  if (need.len) {
    /* Each region yields its partner; a region yielding null yields any
     * partner defined outside the op (the flag is false there). */
    const bo_type **types = malloc(need.len * sizeof *types);
    for (size_t k = 0; k < need.len; k++) {
      unsigned p = need.data[k];
      bo_value *outer = NULL;
      const bo_type *t = NULL;
      for (unsigned r = 0; r < op->num_regions; r++) {
        bo_block *b = op->regions[r].first;
        bo_value *pt = partner_of(L, b->last->operands[hlo_forward_from(b->last) + p].value);
        if (pt == &L->none || pt == &L->pending) continue;
        if (t && pt->type != t) {
          bo_op_emit_error(op, "not supported yet: ownership result %u has partners of different "
                               "memref types", p);
          L->failed = true;
          free(types);
          goto fail;
        }
        t = pt->type;
        if (!bo_value_defined_in(pt, op)) outer = pt;
      }
      types[k] = t;
      for (unsigned r = 0; r < op->num_regions; r++) {
        bo_block *b = op->regions[r].first;
        bo_value *pt = partner_of(L, b->last->operands[hlo_forward_from(b->last) + p].value);
        if (pt == &L->none || pt == &L->pending) pt = outer;
        if (!pt) {
          bo_op_emit_error(op, "not supported yet: a branch yields a null ownership and no "
                               "memref of its type is available");
          L->failed = true;
          free(types);
          goto fail;
        }
        bo_op_append_operand(b->last, pt);
      }
    }
    bo_op *n = hlo_rebuild_op(op, NULL, 0, types, (unsigned)need.len);
    free(types);
    for (size_t k = 0; k < need.len; k++) chosen[need.data[k]] = &n->results[nres + k];
    op = *opp = n;
  }
  for (unsigned p = 0; p < nres; p++)
    if (chosen[p]) bo_mapping_put(L->partner, &op->results[p], chosen[p]);
  free(chosen);
  bo_vec_free(&need);
  return 0;
fail:
  free(chosen);
  bo_vec_free(&need);
  return -1;
}

/* The partner of an ownership value that is not paired with a memref of
 * its list (a loop argument or result whose memref a canonicalization
 * folded away, an scf.if of hlo-deallocation-to-scf): the partner its
 * control-flow predecessors agree on, ignoring nulls and values under
 * evaluation (optimistic, as the nullability analysis).  NULL when they
 * disagree. */
static bo_value *common_partner(lower *L, bo_value *v, bool *pending) {
  hlo_values preds = {0};
  hlo_predecessors(v, &preds);
  bo_value *first = NULL;
  bool differ = false;
  *pending = false;
  for (size_t i = 0; i < preds.len; i++) {
    bo_value *pt = partner_of(L, preds.data[i]);
    if (pt == &L->pending) {
      *pending = true;
      continue;
    }
    if (pt == &L->none) continue;
    if (!first) first = pt;
    else if (pt != first) differ = true;
  }
  bo_vec_free(&preds);
  bo_op *owner = v->def_op ? v->def_op : bo_block_get_parent_op(v->owner);
  if (differ || (first && bo_value_defined_in(first, owner))) return NULL;
  if (!first) return *pending ? &L->pending : &L->none;
  return first;
}

static bo_value *partner_of(lower *L, bo_value *v) {
  bo_value *p = bo_mapping_get(L->partner, v);
  if (p) return p;
  bo_op *d = v->def_op;
  if (d && bo_deallocation_is(d, BO_DEALLOCATION_OWN)) p = d->operands[0].value;
  else if (d && bo_deallocation_is(d, BO_DEALLOCATION_NULL)) p = &L->none;
  else if (d && bo_deallocation_is(d, BO_DEALLOCATION_RETAIN)) p = d->operands[v->index].value;
  else if (d) p = result_pair(d, v);
  else if (v->owner) p = paired(v->owner->args, v->owner->num_args, v);
  if (!p) {
    bool pending;
    bo_mapping_put(L->partner, v, &L->pending);
    p = common_partner(L, v, &pending);
    bo_mapping_put(L->partner, v, NULL);
    if (p == &L->pending) return p; /* not cached: asked again later */
  }
  if (!p && d && hlo_shape_of(d) == HLO_IF) {
    bo_op *op = d;
    unsigned idx = v->index;
    if (pair_if_results(L, &op) == 0) p = bo_mapping_get(L->partner, &op->results[idx]);
    if (L->failed) return &L->none;
  }
  if (!p) {
    bo_op *at = d ? d : bo_block_get_parent_op(v->owner);
    bo_op_emit_error(at, "not supported yet: cannot find the memref an ownership value owns");
    L->failed = true;
    return &L->none;
  }
  /* A partner is a memref (the k-th ownership owns the k-th memref). */
  bo_assert(p == &L->none || hlo_is_memref(p));
  bo_mapping_put(L->partner, v, p);
  return p;
}

/* Computes the partners of every ownership operand of the deallocation ops. */
static int collect(bo_op *op, void *user) {
  lower *L = user;
  if (!bo_is_deallocation_op(op)) return 0;
  if (bo_deallocation_is(op, BO_DEALLOCATION_OWN) || bo_deallocation_is(op, BO_DEALLOCATION_NULL))
    return 0;
  for (unsigned i = 0; i < op->num_operands; i++)
    if (bo_type_is_ownership(op->operands[i].value->type)) partner_of(L, op->operands[i].value);
  for (unsigned i = 0; i < op->num_results; i++)
    if (bo_type_is_ownership(op->results[i].type)) partner_of(L, &op->results[i]);
  return L->failed ? -1 : 0;
}

static bo_value *pointer(bo_builder *b, bo_value *m) {
  return hlo_build1(b, BO_OP_MEMREF_EXTRACT_ALIGNED_POINTER_AS_INDEX, 1, &m, b->ctx->t_index, 0, NULL);
}

/* The value to hand memref.dealloc: m itself when its layout is the
 * identity (offset 0), else its base buffer. */
static bo_value *base_of(bo_builder *b, bo_value *m) {
  const bo_type *t = m->type;
  if (t->kind != BO_TYPE_MEMREF || !bo_type_get_layout(t)) return m;
  unsigned rank = bo_type_get_rank(t);
  const bo_type **types = malloc((2 + 2 * rank) * sizeof *types);
  types[0] = bo_type_memref(b->ctx, 0, NULL, bo_type_get_element_type(t), NULL,
                            bo_type_get_memory_space(t));
  for (unsigned i = 1; i < 2 + 2 * rank; i++) types[i] = b->ctx->t_index;
  bo_op_state st = {.id = BO_OP_MEMREF_EXTRACT_STRIDED_METADATA, .loc = b->loc, .num_operands = 1,
                    .operands = &m, .num_results = 2 + 2 * rank, .result_types = types};
  bo_op *op = bo_build(b, &st);
  free(types);
  return &op->results[0];
}

static void guarded_free(bo_builder *b, bo_value *flag, bo_value *m) {
  bo_op *iff = hlo_build_if(b, flag, 0, NULL, false);
  bo_builder tb = bo_builder_at_end(b->ctx, iff->regions[0].first);
  tb.loc = b->loc;
  hlo_build_dealloc(&tb, base_of(&tb, m));
  hlo_build_yield(&tb, 0, NULL);
}

static bo_value *andi(bo_builder *b, bo_value *x, bo_value *y) {
  bo_value *ops[2] = {x, y};
  return hlo_build1(b, BO_OP_ARITH_ANDI, 2, ops, b->ctx->t_i1, 0, NULL);
}
static bo_value *ori(bo_builder *b, bo_value *x, bo_value *y) {
  bo_value *ops[2] = {x, y};
  return hlo_build1(b, BO_OP_ARITH_ORI, 2, ops, b->ctx->t_i1, 0, NULL);
}
static bo_value *noti(bo_builder *b, bo_value *x, bo_value *t) {
  bo_value *ops[2] = {x, t};
  return hlo_build1(b, BO_OP_ARITH_XORI, 2, ops, b->ctx->t_i1, 0, NULL);
}

static void lower_retain(lower *L, bo_op *op) {
  unsigned ms, m = bo_op_segment(op, 0, &ms), as, n = bo_op_segment(op, 1, &as);
  bo_builder b = bo_builder_before(L->ctx, op);
  b.loc = op->loc;
  bo_value *t = hlo_build_bool(&b, true), *f = hlo_build_bool(&b, false);
  bo_value **used = malloc((n + 1) * sizeof *used), **ptrs = malloc((n + 1) * sizeof *ptrs);
  for (unsigned i = 0; i < n; i++) {
    bo_value *pt = bo_mapping_get(L->partner, op->operands[as + i].value);
    used[i] = f;
    ptrs[i] = pt && pt != &L->none ? pointer(&b, pt) : NULL;
  }
  for (unsigned j = 0; j < m; j++) {
    bo_value *pv = pointer(&b, op->operands[ms + j].value), *found = f;
    for (unsigned i = 0; i < n; i++) {
      if (!ptrs[i]) continue;
      bo_value *take = andi(&b, op->operands[as + i].value, noti(&b, used[i], t));
      take = andi(&b, take, noti(&b, found, t));
      take = andi(&b, take, hlo_build_cmpi(&b, 0, pv, ptrs[i]));
      used[i] = ori(&b, used[i], take);
      found = ori(&b, found, take);
    }
    if (j < op->num_results) {
      /* later ops find the partner under the flag that replaces the result */
      bo_mapping_put(L->partner, found, bo_mapping_get(L->partner, &op->results[j]));
      bo_value_replace_all_uses(&op->results[j], found);
    }
  }
  for (unsigned i = 0; i < n; i++) {
    if (!ptrs[i]) continue;
    bo_value *pt = bo_mapping_get(L->partner, op->operands[as + i].value);
    guarded_free(&b, andi(&b, op->operands[as + i].value, noti(&b, used[i], t)), pt);
  }
  free(used);
  free(ptrs);
  bo_op_erase(op);
}

typedef struct lists {
  hlo_ops rewrite, consts;
} lists;

static int gather(bo_op *op, void *user) {
  lists *l = user;
  if (bo_deallocation_is(op, BO_DEALLOCATION_OWN) || bo_deallocation_is(op, BO_DEALLOCATION_NULL))
    bo_vec_push(&l->consts, op);
  else if (bo_is_deallocation_op(op))
    bo_vec_push(&l->rewrite, op);
  return 0;
}

static int retype(bo_op *op, void *user) {
  bo_context *ctx = user;
  hlo_retype_ownership(op, ctx->t_i1);
  return 0;
}

static int run_to_memref(bo_op *module, const void *options) {
  (void)options;
  lower L = {.ctx = module->ctx, .partner = bo_mapping_create()};
  bo_walk_pre(module, collect, &L);
  if (L.failed) {
    bo_mapping_destroy(L.partner);
    return -1;
  }
  bo_walk_pre(module, retype, L.ctx);
  lists l = {0};
  bo_walk_pre(module, gather, &l);
  for (size_t i = 0; i < l.rewrite.len; i++) {
    bo_op *op = l.rewrite.data[i];
    bo_builder b = bo_builder_before(L.ctx, op);
    b.loc = op->loc;
    if (bo_deallocation_is(op, BO_DEALLOCATION_RETAIN)) {
      lower_retain(&L, op);
      continue;
    }
    bo_value *x = op->operands[0].value;
    if (bo_deallocation_is(op, BO_DEALLOCATION_FREE)) {
      bo_value *pt = bo_mapping_get(L.partner, x);
      if (pt && pt != &L.none) guarded_free(&b, x, pt);
    } else { /* get_buffer */
      bo_value *r;
      if (hlo_is_memref(x)) {
        r = pointer(&b, x);
      } else {
        bo_value *pt = bo_mapping_get(L.partner, x), *zero = hlo_build_index(&b, 0);
        if (pt && pt != &L.none) {
          bo_value *ops[3] = {x, pointer(&b, pt), zero};
          r = hlo_build1(&b, BO_OP_ARITH_SELECT, 3, ops, L.ctx->t_index, 0, NULL);
        } else {
          r = zero;
        }
      }
      bo_value_replace_all_uses(&op->results[0], r);
    }
    bo_op_erase(op);
  }
  for (size_t i = 0; i < l.consts.len; i++) {
    bo_op *op = l.consts.data[i];
    bo_builder b = bo_builder_before(L.ctx, op);
    b.loc = op->loc;
    bo_value *c = hlo_build_bool(&b, bo_deallocation_is(op, BO_DEALLOCATION_OWN));
    bo_value_replace_all_uses(&op->results[0], c);
    bo_op_erase(op);
  }
  bo_vec_free(&l.rewrite);
  bo_vec_free(&l.consts);
  bo_mapping_destroy(L.partner);
  return 0;
}

const bo_pass_info bo_pass_hlo_deallocation_to_memref = {
    .name = "hlo-deallocation-to-memref",
    .summary = "Lowers the remaining deallocation ops: ownership values become i1 flags, frees "
               "memref.dealloc of a statically known memref under scf.if",
    .anchor = "builtin.module",
    .run = run_to_memref,
};
