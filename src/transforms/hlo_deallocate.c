/* hlo_deallocate.c - `hlo-deallocate` (module): MLIR-HLO's ownership-based
 * deallocation (docs/hlo-deallocation.md, the last version of the dialect).
 *
 * Every heap allocation gets an ownership value (`deallocation.own` right
 * after the allocating op).  Ownership flows through scf region ops as extra
 * operands, block arguments, terminator operands and results (one
 * `!deallocation.ownership` per memref, appended in order), and through
 * calls as extra results (the function ABI: arguments stay owned by the
 * caller; every memref result comes with an ownership result).  At the end
 * of each block, `deallocation.retain` ops reconcile what the block owns
 * with what it yields: yielded memrefs keep their owner, everything else
 * is freed.  Pre-existing memref.dealloc / memref.realloc release the
 * ownership of their operand (a realloc inside scf.if may capture an
 * allocation of an enclosing block: implicit capture).
 *
 * Invariant kept: every allocation made by the function (or handed over by
 * a callee) is owned by exactly one block at a time and freed by a retain
 * (or a pre-existing dealloc) exactly once on every path; the k-th ownership
 * value among an op's results / a block's arguments / a terminator's
 * operands describes the k-th memref there.
 *
 * Alias analysis: a union-find over values (over-approximate; strict
 * aliasing: generic ops merge results with operands of the same element
 * type only).  Cost: near linear in the IR, except the last-use test that
 * decides whether an scf op takes ownership of an operand, which scans the
 * rest of the block (O(ops after the scf op) per memref operand).
 */
#include "../pass/passes.h"
#include "hlo_common.h"

typedef struct summary {
  unsigned nargs, nres;
  uint8_t *may_alias; /* [result * nargs + arg] */
} summary;

typedef struct state {
  bo_context *ctx;
  bo_op *module;
  hlo_uf uf;
  bo_mapping *indicator; /* memref value -> ownership value */
  bo_mapping *summaries; /* func op -> summary */
  BO_VEC(summary *) all_summaries;
  bool failed;
} state;

/* What transforming an op or a block gives its parent block. */
typedef struct result {
  hlo_values released, acquired;
} result;

static void result_free(result *r) {
  bo_vec_free(&r->released);
  bo_vec_free(&r->acquired);
}

static bool contains(const hlo_values *v, const bo_value *x) {
  for (size_t i = 0; i < v->len; i++)
    if (v->data[i] == x) return true;
  return false;
}

static void set_indicator(state *S, bo_value *memref, bo_value *own) {
  bo_mapping_put(S->indicator, memref, own);
  hlo_uf_union(&S->uf, memref, own);
}

static bo_value *direct_indicator(state *S, const bo_value *v) {
  return bo_mapping_get(S->indicator, v);
}

/* The indicator of v, looking through views (not casts). */
static bo_value *find_indicator(state *S, const bo_value *v) {
  while (v) {
    bo_value *o = direct_indicator(S, v);
    if (o) return o;
    v = hlo_view_source(v);
  }
  return NULL;
}

static int transform_block(state *S, bo_block *b, bool owns_inputs, result *out);
static int transform_func(state *S, bo_op *func);

/* ------------------------------------------------------------ memory ops */

static int transform_memory_op(state *S, bo_op *op, const bo_memory_iface *m, result *r) {
  if ((m->effects & BO_MEM_ALLOCATES) && !(m->effects & BO_MEM_SCOPED) && op->num_results) {
    bo_builder b = bo_builder_after(S->ctx, op);
    b.loc = op->loc;
    bo_value *own = &bo_build_dealloc_own(&b, &op->results[0])->results[0];
    set_indicator(S, &op->results[0], own);
    bo_vec_push(&r->acquired, own);
  }
  if ((m->effects & BO_MEM_FREES) && op->num_operands) {
    bo_value *own = find_indicator(S, op->operands[0].value);
    if (!own) {
      bo_op_emit_error(op, "unable to find ownership indicator for operand");
      return -1;
    }
    bo_vec_push(&r->released, own);
  }
  return 0;
}

/* ------------------------------------------------------------------ calls */

static summary *get_summary(state *S, bo_op *func) { return bo_mapping_get(S->summaries, func); }

static bool has_body(const bo_op *func) {
  return func->num_regions && func->regions[0].first != NULL;
}

/* A function hlo-deallocation-pipeline already deallocated with
 * ownership-based-buffer-deallocation (multi-block bodies): its memref
 * results are fresh buffers its callers own. */
static bool deallocated_elsewhere(const bo_op *func) {
  return bo_op_get_discardable_attr(func, bo_intern_cstr(func->ctx, HLO_OWNERSHIP_BASED_ATTR)) != NULL;
}

static int transform_call(state *S, bo_op *call, result *r) {
  const bo_attr *callee = bo_op_get_prop(call, "callee");
  bo_op *func = callee ? bo_lookup_symbol(S->module, bo_attr_symbol_root(callee)) : NULL;
  unsigned nmem = 0;
  for (unsigned i = 0; i < call->num_results; i++) nmem += hlo_is_memref(&call->results[i]);
  if (func && deallocated_elsewhere(func)) {
    bo_op *after = call;
    for (unsigned i = 0; i < call->num_results; i++) {
      if (!hlo_is_memref(&call->results[i])) continue;
      bo_builder b = bo_builder_after(S->ctx, after);
      b.loc = call->loc;
      bo_op *own = bo_build_dealloc_own(&b, &call->results[i]);
      after = own;
      set_indicator(S, &call->results[i], &own->results[0]);
      bo_vec_push(&r->acquired, &own->results[0]);
    }
    return 0;
  }
  if (!func || !has_body(func) || nmem == 0) {
    /* A declaration keeps its signature: its results are not owned here
     * (never freed by this function), as arguments are. */
    if (func && has_body(func) && transform_func(S, func)) return -1;
    for (unsigned i = 0; i < call->num_results; i++)
      for (unsigned j = 0; j < call->num_operands; j++)
        if (hlo_is_memref(&call->results[i]) && hlo_is_memref(call->operands[j].value))
          hlo_uf_union(&S->uf, &call->results[i], call->operands[j].value);
    return 0;
  }
  const bo_type *own_t = bo_ownership_type(S->ctx);
  const bo_type **extra = malloc(nmem * sizeof *extra);
  for (unsigned i = 0; i < nmem; i++) extra[i] = own_t;
  bo_op *n = hlo_rebuild_op(call, NULL, 0, extra, nmem);
  free(extra);
  if (transform_func(S, func)) return -1;
  summary *sum = get_summary(S, func);
  unsigned k = 0, nres = n->num_results - nmem;
  for (unsigned i = 0; i < nres; i++) {
    if (!hlo_is_memref(&n->results[i])) continue;
    bo_value *own = &n->results[nres + k];
    set_indicator(S, &n->results[i], own);
    bo_vec_push(&r->acquired, own);
    for (unsigned j = 0; j < n->num_operands; j++)
      if (!sum || (k < sum->nres && j < sum->nargs && sum->may_alias[k * sum->nargs + j]))
        hlo_uf_union(&S->uf, &n->results[i], n->operands[j].value);
    k++;
  }
  return 0;
}

/* ------------------------------------------------------------ scf ops */

/* True when some operand or result of op or of any op nested in it is in
 * class c (own operands of `skip_operands_of` are not looked at). */
typedef struct touch_scan {
  state *S;
  uint32_t c;
  const bo_op *skip;
  bool hit;
} touch_scan;

static int touch_visit(bo_op *op, void *user) {
  touch_scan *t = user;
  if (op != t->skip)
    for (unsigned i = 0; i < op->num_operands; i++)
      if (hlo_uf_find(&t->S->uf, op->operands[i].value) == t->c) {
        t->hit = true;
        return -1;
      }
  for (unsigned i = 0; i < op->num_results; i++)
    if (hlo_uf_find(&t->S->uf, &op->results[i]) == t->c) {
      t->hit = true;
      return -1;
    }
  return 0;
}

static bool used_later(state *S, bo_op *op, bo_value *v) {
  touch_scan t = {S, hlo_uf_find(&S->uf, v), op, false};
  for (bo_op *o = op; o && !t.hit; o = o->next) bo_walk_pre(o, touch_visit, &t);
  return t.hit;
}

/* The values a region's terminator forwards (from its forward_from on). */
static bo_op *region_terminator(bo_region *r) {
  return r->first ? r->first->last : NULL;
}

/* Unions along every control-flow edge of op (operands with the values
 * they become). */
static void union_edges(state *S, bo_op *op, hlo_shape shape) {
  unsigned ff = hlo_forward_from(op);
  if (shape == HLO_FOR) {
    bo_block *body = op->regions[0].first;
    unsigned from = bo_memory_of(op)->entry_args_from;
    for (unsigned i = ff; i < op->num_operands; i++)
      if (body && from + i - ff < body->num_args)
        hlo_uf_union(&S->uf, op->operands[i].value, body->args[from + i - ff]);
    bo_op *y = body ? region_terminator(&op->regions[0]) : NULL;
    if (y) {
      unsigned yf = hlo_forward_from(y);
      for (unsigned i = yf; i < y->num_operands; i++) {
        if (from + i - yf < body->num_args)
          hlo_uf_union(&S->uf, y->operands[i].value, body->args[from + i - yf]);
        if (i - yf < op->num_results) hlo_uf_union(&S->uf, y->operands[i].value, &op->results[i - yf]);
      }
    }
  } else if (shape == HLO_WHILE) {
    bo_block *before = op->regions[0].first, *after = op->regions[1].first;
    if (!before || !after) return;
    for (unsigned i = ff; i < op->num_operands && i - ff < before->num_args; i++)
      hlo_uf_union(&S->uf, op->operands[i].value, before->args[i - ff]);
    bo_op *c = before->last;
    unsigned cf = hlo_forward_from(c);
    for (unsigned i = cf; i < c->num_operands; i++) {
      if (i - cf < after->num_args) hlo_uf_union(&S->uf, c->operands[i].value, after->args[i - cf]);
      if (i - cf < op->num_results) hlo_uf_union(&S->uf, c->operands[i].value, &op->results[i - cf]);
    }
    bo_op *y = after->last;
    unsigned yf = hlo_forward_from(y);
    for (unsigned i = yf; i < y->num_operands && i - yf < before->num_args; i++)
      hlo_uf_union(&S->uf, y->operands[i].value, before->args[i - yf]);
  } else {
    for (unsigned r = 0; r < op->num_regions; r++) {
      bo_op *y = region_terminator(&op->regions[r]);
      if (!y) continue;
      unsigned yf = hlo_forward_from(y);
      for (unsigned i = yf; i < y->num_operands && i - yf < op->num_results; i++)
        hlo_uf_union(&S->uf, y->operands[i].value, &op->results[i - yf]);
    }
  }
}

static void append_terminator_operands(bo_region *r, const hlo_values *vals) {
  bo_op *t = region_terminator(r);
  if (!t) return;
  for (size_t i = 0; i < vals->len; i++) bo_op_append_operand(t, vals->data[i]);
}

/* Implicit capture (4.8.1): a region released values owned outside; every
 * other region must hand the same value on through its yield. */
static int reconcile_captures(state *S, bo_op *op, result *regions, unsigned n, hlo_values *released) {
  for (unsigned r = 0; r < n; r++)
    for (size_t i = 0; i < regions[r].released.len; i++) {
      bo_value *v = regions[r].released.data[i];
      if (!contains(released, v)) bo_vec_push(released, v);
    }
  for (size_t i = 0; i < released->len; i++) {
    bo_value *v = released->data[i];
    for (unsigned r = 0; r < n; r++) {
      if (contains(&regions[r].released, v)) continue;
      bo_op *y = region_terminator(&op->regions[r]);
      if (!y) {
        bo_op_emit_error(op, "cannot implicitly capture from an if without else");
        return -1;
      }
      unsigned yf = hlo_forward_from(y), k = 0;
      bool found = false;
      for (unsigned j = yf; j < y->num_operands; j++) {
        if (!hlo_is_memref(y->operands[j].value)) continue;
        if (find_indicator(S, y->operands[j].value) == v && k < regions[r].acquired.len) {
          regions[r].acquired.data[k] = v;
          found = true;
          break;
        }
        k++;
      }
      if (!found) {
        bo_op_emit_error(op, "released value not yielded on other branch");
        return -1;
      }
    }
  }
  return 0;
}

static int transform_region_op(state *S, bo_op *op, hlo_shape shape, const hlo_values *owned,
                               result *r) {
  unsigned n = op->num_regions;
  result *regions = calloc(n ? n : 1, sizeof *regions);
  int rc = 0;
  bool any_released = false;
  for (unsigned i = 0; i < n && !rc; i++) {
    bo_block *b = op->regions[i].first;
    if (!b) continue;
    if (b->next) {
      bo_op_emit_error(op, "regions with more than one block are not supported by hlo-deallocate");
      rc = -1;
      break;
    }
    rc = transform_block(S, b, true, &regions[i]);
    if (regions[i].released.len) any_released = true;
  }
  if (!rc && any_released && shape != HLO_IF) {
    bo_op_emit_error(op, "can't implicitly capture across loop boundaries; use an explicit iter "
                         "arg instead");
    rc = -1;
  }
  if (!rc && any_released) rc = reconcile_captures(S, op, regions, n, &r->released);
  if (rc) goto done;
  for (unsigned i = 0; i < n; i++) append_terminator_operands(&op->regions[i], &regions[i].acquired);

  /* Ownership of each forwarded memref operand: passed in on its last use. */
  hlo_values extra = {0};
  bo_value *null = NULL;
  unsigned ff = shape == HLO_IF ? op->num_operands : hlo_forward_from(op);
  for (unsigned i = ff; i < op->num_operands; i++) {
    bo_value *v = op->operands[i].value;
    if (!hlo_is_memref(v)) continue;
    bo_value *ind = find_indicator(S, v);
    if (ind && !contains(&r->released, ind) && contains(owned, ind) && !used_later(S, op, v)) {
      bo_vec_push(&extra, ind);
      bo_vec_push(&r->released, ind);
      continue;
    }
    if (!null) {
      bo_builder b = bo_builder_before(S->ctx, op);
      b.loc = op->loc;
      null = &bo_build_dealloc_null(&b)->results[0];
    }
    bo_vec_push(&extra, null);
  }
  unsigned nmem = 0;
  for (unsigned i = 0; i < op->num_results; i++) nmem += hlo_is_memref(&op->results[i]);
  bo_op *nop = op;
  if (extra.len || nmem) {
    const bo_type **types = malloc((nmem ? nmem : 1) * sizeof *types);
    for (unsigned i = 0; i < nmem; i++) types[i] = bo_ownership_type(S->ctx);
    nop = hlo_rebuild_op(op, extra.data, (unsigned)extra.len, types, nmem);
    free(types);
  }
  bo_vec_free(&extra);
  unsigned nres = nop->num_results - nmem, k = 0;
  for (unsigned i = 0; i < nres; i++) {
    if (!hlo_is_memref(&nop->results[i])) continue;
    bo_value *own = &nop->results[nres + k++];
    bo_mapping_put(S->indicator, &nop->results[i], own);
    bo_vec_push(&r->acquired, own);
  }
  union_edges(S, nop, shape);
  for (unsigned i = 0; i < nres; i++)
    if (hlo_is_memref(&nop->results[i])) hlo_uf_union(&S->uf, &nop->results[i], bo_mapping_get(S->indicator, &nop->results[i]));
done:
  for (unsigned i = 0; i < n; i++) result_free(&regions[i]);
  free(regions);
  return rc;
}

/* An op with regions that is no region-branch op (linalg.generic, ...):
 * allocations inside are freed inside. */
static int transform_opaque_regions(state *S, bo_op *op) {
  for (unsigned i = 0; i < op->num_regions; i++)
    for (bo_block *b = op->regions[i].first; b; b = b->next) {
      result r = {0};
      int rc = transform_block(S, b, false, &r);
      bool bad = r.released.len || r.acquired.len;
      result_free(&r);
      if (rc) return -1;
      if (bad) {
        bo_op_emit_error(op, "block unexpectedly released or returned an alloc");
        return -1;
      }
    }
  return 0;
}

static int transform_op(state *S, bo_op *op, const hlo_values *owned, result *r) {
  const bo_memory_iface *m = bo_memory_of(op);
  if (m && (m->effects & BO_MEM_CALL)) return transform_call(S, op, r);
  hlo_shape shape = hlo_shape_of(op);
  if (shape != HLO_NOT_REGION_BRANCH && op->num_regions) return transform_region_op(S, op, shape, owned, r);
  if (m && (m->effects & (BO_MEM_ALLOCATES | BO_MEM_FREES)) && !(m->effects & BO_MEM_SCOPED))
    return transform_memory_op(S, op, m, r);
  if (op->num_regions) {
    for (unsigned i = 0; i < op->num_results; i++)
      if (hlo_is_memref(&op->results[i])) {
        bo_op_emit_error(op, "ops with regions that return memrefs are not supported by "
                             "hlo-deallocate");
        return -1;
      }
    if (transform_opaque_regions(S, op)) return -1;
  }
  for (unsigned i = 0; i < op->num_results; i++) {
    bo_value *res = &op->results[i];
    if (!hlo_is_memref(res)) continue;
    const bo_type *et = bo_type_get_element_type(res->type);
    for (unsigned j = 0; j < op->num_operands; j++) {
      bo_value *v = op->operands[j].value;
      if (hlo_is_memref(v) && bo_type_get_element_type(v->type) == et) hlo_uf_union(&S->uf, res, v);
    }
  }
  return 0;
}

/* ------------------------------------------------------------- blocks */

static int transform_block(state *S, bo_block *b, bool owns_inputs, result *out) {
  hlo_values owned = {0};
  int rc = 0;
  if (owns_inputs) {
    unsigned nargs = b->num_args;
    for (unsigned i = 0; i < nargs; i++) {
      if (!hlo_is_memref(b->args[i])) continue;
      bo_value *own = bo_block_add_arg(b, bo_ownership_type(S->ctx), b->args[i]->loc);
      set_indicator(S, b->args[i], own);
      bo_vec_push(&owned, own);
    }
  }
  bo_op *term = b->last && (b->last->info->traits & BO_TRAIT_TERMINATOR) ? b->last : NULL;
  for (bo_op *op = b->first, *next; op && op != term && !rc; op = next) {
    next = op->next;
    result r = {0};
    rc = transform_op(S, op, &owned, &r);
    for (size_t i = 0; i < r.released.len && !rc; i++) {
      bo_value *v = r.released.data[i];
      size_t k = 0;
      while (k < owned.len && owned.data[k] != v) k++;
      if (k < owned.len) {
        memmove(owned.data + k, owned.data + k + 1, (owned.len - k - 1) * sizeof *owned.data);
        owned.len--;
      } else if (contains(&out->released, v)) {
        bo_op_emit_error(b->parent->parent, "same value released twice");
        rc = -1;
      } else {
        bo_vec_push(&out->released, v);
      }
    }
    for (size_t i = 0; i < r.acquired.len; i++) bo_vec_push(&owned, r.acquired.data[i]);
    result_free(&r);
  }
  if (rc || !term) {
    if (!rc && owned.len) {
      /* No terminator (a graph region): nothing to yield; free at the end. */
      bo_builder bb = bo_builder_at_end(S->ctx, b);
      for (size_t i = 0; i < owned.len; i++) bo_build_dealloc_retain(&bb, NULL, 0, &owned.data[i], 1);
    }
    bo_vec_free(&owned);
    return rc;
  }

  /* Reconcile what the block owns with what its terminator yields. */
  unsigned tf = hlo_forward_from(term);
  hlo_values ys_all = {0};
  for (unsigned i = tf; i < term->num_operands; i++)
    if (hlo_is_memref(term->operands[i].value)) bo_vec_push(&ys_all, term->operands[i].value);
  bo_builder bb = bo_builder_before(S->ctx, term);
  bb.loc = term->loc;
  bo_value *tmp_null = ys_all.len ? &bo_build_dealloc_null(&bb)->results[0] : NULL;
  for (size_t i = 0; i < ys_all.len; i++) bo_vec_push(&out->acquired, tmp_null);
  uint8_t *handled = calloc(owned.len ? owned.len : 1, 1);
  uint8_t *done = calloc(ys_all.len ? ys_all.len : 1, 1);
  hlo_values ys = {0}, os = {0};
  BO_VEC(size_t) pos = {0};
  for (size_t y = 0; y < ys_all.len; y++) {
    if (done[y]) continue;
    uint32_t c = hlo_uf_find(&S->uf, ys_all.data[y]);
    ys.len = os.len = pos.len = 0;
    for (size_t k = y; k < ys_all.len; k++)
      if (!done[k] && hlo_uf_find(&S->uf, ys_all.data[k]) == c) {
        done[k] = 1;
        bo_vec_push(&ys, ys_all.data[k]);
        bo_vec_push(&pos, k);
      }
    for (size_t k = 0; k < owned.len; k++)
      if (hlo_uf_find(&S->uf, owned.data[k]) == c) {
        handled[k] = 1;
        bo_vec_push(&os, owned.data[k]);
      }
    if (ys.len == 1 && os.len == 1 && direct_indicator(S, ys.data[0]) == os.data[0]) {
      out->acquired.data[pos.data[0]] = os.data[0];
      continue;
    }
    bo_op *ret = bo_build_dealloc_retain(&bb, ys.data, (unsigned)ys.len, os.data, (unsigned)os.len);
    /* Each occurrence gets its own result (upstream gave the last result
     * to the first occurrence of a value yielded twice, dropping the
     * ownership the first result held). */
    for (size_t j = 0; j < ys.len; j++) {
      hlo_uf_union(&S->uf, &ret->results[j], ys.data[j]);
      out->acquired.data[pos.data[j]] = &ret->results[j];
    }
  }
  for (size_t k = 0; k < owned.len; k++)
    if (!handled[k]) bo_build_dealloc_retain(&bb, NULL, 0, &owned.data[k], 1);
  if (tmp_null) {
    bool used = false;
    for (size_t i = 0; i < out->acquired.len; i++) used |= out->acquired.data[i] == tmp_null;
    if (!used) bo_op_erase(tmp_null->def_op);
  }
  free(handled);
  free(done);
  bo_vec_free(&ys);
  bo_vec_free(&os);
  bo_vec_free(&pos);
  bo_vec_free(&ys_all);
  bo_vec_free(&owned);
  return 0;
}

/* ---------------------------------------------------------- functions */

static summary *new_summary(state *S, bo_op *func, unsigned nargs, unsigned nres) {
  summary *s = calloc(1, sizeof *s);
  s->nargs = nargs;
  s->nres = nres;
  s->may_alias = calloc((size_t)nargs * nres + 1, 1);
  bo_vec_push(&S->all_summaries, s);
  bo_mapping_put(S->summaries, func, s);
  return s;
}

static int transform_func(state *S, bo_op *func) {
  if (get_summary(S, func) || !has_body(func) || deallocated_elsewhere(func)) return 0;
  bo_block *body = func->regions[0].first;
  if (body->next) {
    bo_op_emit_error(func, "functions with more than one block are not supported by "
                           "hlo-deallocate");
    return -1;
  }
  bo_op *ret = body->last;
  unsigned nargs = body->num_args, nres = 0;
  for (unsigned i = 0; ret && i < ret->num_operands; i++) nres += hlo_is_memref(ret->operands[i].value);
  summary *s = new_summary(S, func, nargs, nres);
  memset(s->may_alias, 1, (size_t)nargs * nres);
  result r = {0};
  int rc = transform_block(S, body, false, &r);
  if (!rc && r.released.len) {
    bo_op_emit_error(func, "invalid realloc of memref");
    rc = -1;
  }
  if (!rc && ret && (ret->info->traits & BO_TRAIT_TERMINATOR)) {
    for (size_t i = 0; i < r.acquired.len; i++) bo_op_append_operand(ret, r.acquired.data[i]);
    const bo_type *fty = bo_attr_get_type_value(bo_op_get_prop(func, "function_type"));
    const bo_type **res = malloc((ret->num_operands + 1) * sizeof *res);
    for (unsigned i = 0; i < ret->num_operands; i++) res[i] = ret->operands[i].value->type;
    const bo_type *nty = bo_type_function(S->ctx, bo_type_get_num_inputs(fty), bo_type_get_inputs(fty),
                                          ret->num_operands, res);
    free(res);
    bo_op_set_prop(func, "function_type", bo_attr_type(S->ctx, nty));
    const bo_attr *ra = bo_op_get_prop(func, "res_attrs");
    if (ra && bo_attr_get_num_elements(ra) < ret->num_operands) {
      unsigned na = ret->num_operands;
      const bo_attr **el = malloc(na * sizeof *el);
      for (unsigned i = 0; i < na; i++)
        el[i] = i < bo_attr_get_num_elements(ra) ? bo_attr_array_get(ra, i) : bo_attr_dict(S->ctx, 0, NULL);
      bo_op_set_prop(func, "res_attrs", bo_attr_array(S->ctx, na, el));
      free(el);
    }
    /* The refined summary: result k may alias argument j iff one class. */
    unsigned k = 0;
    for (unsigned i = 0; i < ret->num_operands && k < nres; i++) {
      if (!hlo_is_memref(ret->operands[i].value)) continue;
      uint32_t c = hlo_uf_find(&S->uf, ret->operands[i].value);
      for (unsigned j = 0; j < nargs; j++)
        s->may_alias[k * nargs + j] = hlo_uf_find(&S->uf, body->args[j]) == c;
      k++;
    }
  }
  result_free(&r);
  return rc;
}

static int run_hlo_deallocate(bo_op *module, const void *options) {
  (void)options;
  state S = {.ctx = module->ctx, .module = module, .indicator = bo_mapping_create(),
             .summaries = bo_mapping_create()};
  bo_materialize_bodies(module);
  int rc = 0;
  bo_block *mb = module->regions[0].first;
  for (bo_op *op = mb ? mb->first : NULL; op && !rc; op = op->next)
    if (bo_op_is(op, "func.func")) rc = transform_func(&S, op);
  for (size_t i = 0; i < S.all_summaries.len; i++) {
    free(S.all_summaries.data[i]->may_alias);
    free(S.all_summaries.data[i]);
  }
  bo_vec_free(&S.all_summaries);
  bo_mapping_destroy(S.indicator);
  bo_mapping_destroy(S.summaries);
  hlo_uf_free(&S.uf);
  return rc;
}

const bo_pass_info bo_pass_hlo_deallocate = {
    .name = "hlo-deallocate",
    .summary = "MLIR-HLO ownership-based deallocation: ownership values through blocks, scf "
               "ops and calls, retains before each terminator",
    .anchor = "builtin.module",
    .run = run_hlo_deallocate,
};
