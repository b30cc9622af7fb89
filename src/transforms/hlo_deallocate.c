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
 * allocation of an enclosing block: implicit capture).  A buffer stored
 * into a memref of memrefs (a container) or taken over by a consuming op
 * is released the same way; a buffer loaded from a container is borrowed
 * (memory_iface.h's flags, never op names).  The retains before a
 * terminator follow upstream's order: yielded classes by their leaders'
 * value order, then the other owned values in value order.
 *
 * Invariant kept: every allocation made by the function (or handed over by
 * a callee) is owned by exactly one block at a time and freed by a retain
 * (or a pre-existing dealloc) exactly once on every path; the k-th ownership
 * value among an op's results / a block's arguments / a terminator's
 * operands describes the k-th memref there.
 *
 * Alias analysis: a union-find over values (over-approximate; strict
 * aliasing: generic ops merge results with operands of the same element
 * type only).  Cost: O(n d α(n)) for n ops nested d deep (linear for a
 * flat block): the last-use test that decides whether an scf op takes the
 * ownership of an operand keeps, per alias class, the last position it is
 * used at in each enclosing block (see used_later) instead of scanning the
 * rest of the block per operand.
 */
#include "../pass/passes.h"
#include "../support/assert.h"
#include "hlo_common.h"

typedef struct summary {
  unsigned nargs, nres;
  uint8_t *may_alias; /* [result * nargs + arg] */
} summary;

typedef struct later_use later_use;
typedef BO_VEC(later_use) later_list;

typedef struct state {
  bo_context *ctx;
  bo_op *module;
  hlo_uf uf;
  bo_mapping *indicator; /* memref value -> ownership value */
  bo_mapping *summaries; /* func op -> summary */
  bo_mapping *borrowed;  /* memref loaded from a container -> the load */
  /* The last-use test (see used_later): per union-find node, the largest
   * position of a use in each active block frame; per node, the stamp of
   * the last op walk that touched the class. */
  BO_VEC(later_list) later;
  BO_VEC(uint32_t) touch_stamp;
  BO_VEC(uint8_t) frame_active; /* per frame */
  uint32_t frame, touch_serial; /* the current block's frame */
  int32_t pos;                  /* the position of the op being transformed */
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

/* The pairing invariant (checked with bo_assert): as many ownership values
 * as memrefs among a list of values, the k-th describing the k-th. */
static unsigned count_memrefs_from(const bo_op *op, unsigned from) {
  unsigned n = 0;
  for (unsigned i = from; i < op->num_operands; i++) n += hlo_is_memref(op->operands[i].value);
  return n;
}

static bool results_paired(const bo_op *op) {
  unsigned m = 0, o = 0;
  for (unsigned i = 0; i < op->num_results; i++) {
    m += hlo_is_memref(&op->results[i]);
    o += bo_type_is_ownership(op->results[i].type);
  }
  return m == o;
}

static bool args_paired(const bo_block *b) {
  unsigned m = 0, o = 0;
  for (unsigned i = 0; i < b->num_args; i++) {
    m += hlo_is_memref(b->args[i]);
    o += bo_type_is_ownership(b->args[i]->type);
  }
  return m == o;
}

static int transform_block(state *S, bo_block *b, bool owns_inputs, result *out);
static int transform_func(state *S, bo_op *func);
static int32_t *later_save_results(state *S, bo_op *op);
static void later_restore_results(state *S, bo_op *n, unsigned nres, int32_t *p);

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
  unsigned nold = call->num_results;
  int32_t *pos = later_save_results(S, call);
  bo_op *n = hlo_rebuild_op(call, NULL, 0, extra, nmem);
  later_restore_results(S, n, nold, pos);
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

/* The last-use test (4.8 step 4 (d)): an scf op X takes the ownership of
 * an operand only if no value of the operand's alias class is touched by X
 * itself (results, and operands and results of the ops nested in it) or
 * used by a later op of the block (at any depth).
 *
 * Near linear instead of a scan of the rest of the block per operand:
 *  - on entering a block (a "frame"), one walk gives each top-level op its
 *    position p and records, for every value used at any depth inside it,
 *    "used at p in this frame" on the value's class;
 *  - each class keeps, per active frame, the largest such position; a union
 *    merges the two lists (hlo_uf.on_union), so the maximum always covers
 *    the class as it is now (values used by later ops are either defined
 *    before X, whose classes are current, or not processed yet: singletons
 *    that cannot be in the operand's class);
 *  - X's own part is one walk of X per X (not per operand) that stamps the
 *    classes it touches.
 * An op rebuilt with extra results hands its results' positions to the new
 * results.  Cost: every op is walked once per enclosing block (O(n d) for
 * nesting depth d, O(n) for a flat block); a union merges lists of at most
 * d + 1 entries. */
typedef struct later_use {
  uint32_t frame;
  int32_t pos;
} later_use;

static void later_reserve(state *S, uint32_t node) {
  while (S->later.len <= node) {
    later_list empty = {0};
    bo_vec_push(&S->later, empty);
    bo_vec_push(&S->touch_stamp, 0u);
  }
}

static void later_raise(state *S, uint32_t root, uint32_t frame, int32_t pos) {
  bo_assert(frame < S->frame_active.len && S->frame_active.data[frame]);
  later_reserve(S, root);
  later_list *l = &S->later.data[root];
  size_t k = 0;
  for (size_t i = 0; i < l->len; i++) {
    later_use e = l->data[i];
    if (!S->frame_active.data[e.frame]) continue; /* drop a finished frame's entry */
    if (e.frame == frame) {
      if (pos > e.pos) e.pos = pos;
      frame = UINT32_MAX;
    }
    l->data[k++] = e;
  }
  l->len = k;
  if (frame != UINT32_MAX) bo_vec_push(l, ((later_use){frame, pos}));
}

static int32_t later_get(state *S, uint32_t root, uint32_t frame) {
  if (root >= S->later.len) return -1;
  const later_list *l = &S->later.data[root];
  for (size_t i = 0; i < l->len; i++)
    if (l->data[i].frame == frame) return l->data[i].pos;
  return -1;
}

static void later_on_union(void *user, uint32_t root, uint32_t merged) {
  state *S = user;
  if (merged >= S->later.len) return;
  later_list m = S->later.data[merged];
  S->later.data[merged] = (later_list){0};
  for (size_t i = 0; i < m.len; i++)
    if (S->frame_active.data[m.data[i].frame]) later_raise(S, root, m.data[i].frame, m.data[i].pos);
  bo_vec_free(&m);
}

typedef struct seed_walk {
  state *S;
  uint32_t frame;
  int32_t pos;
} seed_walk;

static int seed_visit(bo_op *op, void *user) {
  seed_walk *w = user;
  for (unsigned i = 0; i < op->num_operands; i++)
    later_raise(w->S, hlo_uf_find(&w->S->uf, op->operands[i].value), w->frame, w->pos);
  return 0;
}

/* Opens the frame of block b: positions of its ops, uses recorded. */
static uint32_t frame_enter(state *S, bo_block *b) {
  uint32_t frame = (uint32_t)S->frame_active.len;
  bo_vec_push(&S->frame_active, (uint8_t)1);
  seed_walk w = {S, frame, 0};
  for (bo_op *op = b->first; op; op = op->next, w.pos++) bo_walk_pre(op, seed_visit, &w);
  return frame;
}

typedef struct touch_walk {
  state *S;
  const bo_op *skip;
  uint32_t stamp;
} touch_walk;

static void touch(touch_walk *t, const bo_value *v) {
  uint32_t r = hlo_uf_find(&t->S->uf, v);
  later_reserve(t->S, r);
  t->S->touch_stamp.data[r] = t->stamp;
}

static int touch_visit(bo_op *op, void *user) {
  touch_walk *t = user;
  if (op != t->skip)
    for (unsigned i = 0; i < op->num_operands; i++) touch(t, op->operands[i].value);
  for (unsigned i = 0; i < op->num_results; i++) touch(t, &op->results[i]);
  return 0;
}

/* Stamps the classes op touches (itself and nested, not its own operands);
 * returns the stamp used_later compares with. */
static uint32_t touch_op(state *S, bo_op *op) {
  touch_walk t = {S, op, ++S->touch_serial};
  bo_walk_pre(op, touch_visit, &t);
  return t.stamp;
}

/* v's class is touched by the op at the current position (stamp) or used
 * by a later op of the current block. */
static bool used_later(state *S, uint32_t stamp, bo_value *v) {
  uint32_t c = hlo_uf_find(&S->uf, v);
  later_reserve(S, c);
  return S->touch_stamp.data[c] == stamp || later_get(S, c, S->frame) > S->pos;
}

/* Positions of op's results, for the results of its rebuilt copy. */
static int32_t *later_save_results(state *S, bo_op *op) {
  int32_t *p = malloc((op->num_results ? op->num_results : 1) * sizeof *p);
  for (unsigned i = 0; i < op->num_results; i++)
    p[i] = later_get(S, hlo_uf_find(&S->uf, &op->results[i]), S->frame);
  return p;
}

static void later_restore_results(state *S, bo_op *n, unsigned nres, int32_t *p) {
  for (unsigned i = 0; i < nres; i++)
    if (p[i] >= 0) later_raise(S, hlo_uf_find(&S->uf, &n->results[i]), S->frame, p[i]);
  free(p);
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
  bo_assert(vals->len == count_memrefs_from(t, hlo_forward_from(t)));
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

typedef struct owned_set owned_set;
static bool owned_has(const owned_set *o, const bo_value *x);

static int transform_region_op(state *S, bo_op *op, hlo_shape shape, const owned_set *owned,
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
  uint32_t stamp = ff < op->num_operands ? touch_op(S, op) : 0;
  for (unsigned i = ff; i < op->num_operands; i++) {
    bo_value *v = op->operands[i].value;
    if (!hlo_is_memref(v)) continue;
    bo_value *ind = find_indicator(S, v);
    if (ind && !contains(&r->released, ind) && owned_has(owned, ind) && !used_later(S, stamp, v)) {
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
    unsigned nold = op->num_results;
    int32_t *pos = later_save_results(S, op);
    nop = hlo_rebuild_op(op, extra.data, (unsigned)extra.len, types, nmem);
    later_restore_results(S, nop, nold, pos);
    free(types);
  }
  bo_vec_free(&extra);
  bo_assert(nop == op || results_paired(nop));
  for (unsigned i = 0; i < nop->num_regions; i++)
    bo_assert(!nop->regions[i].first || args_paired(nop->regions[i].first));
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

/* ------------------------------------------------------- containers */

/* A memref of memrefs owns the buffers in its slots (memory_iface.h).
 * BO_MEM_STORES_BUFFER / BO_MEM_CONSUMES: the block's ownership of operand
 * 0 moves into the container (or the consuming op's result): released
 * here, as a free would, but only when the block owns it for sure (its
 * indicator is the `own` of an allocation: never null at run time);
 * a maybe-null ownership would make the container free a buffer nobody
 * handed it.  BO_MEM_BORROWS_BUFFER: the loaded buffer is the container's;
 * it joins the container's alias class, so the container's ownership is
 * not passed on (last use) while the buffer is still used, and it is
 * never owned here.  Returns 1 when op was handled, 0 when not, -1 on error. */
static int transform_container_op(state *S, bo_op *op, const bo_memory_iface *m, result *r) {
  uint32_t e = m->effects;
  if ((e & BO_MEM_BORROWS_BUFFER) && op->num_results && op->num_operands &&
      hlo_is_memref(&op->results[0])) {
    hlo_uf_union(&S->uf, op->operands[0].value, &op->results[0]);
    bo_mapping_put(S->borrowed, &op->results[0], op);
    return 1;
  }
  bool stores = (e & BO_MEM_STORES_BUFFER) && op->num_operands >= 2 &&
                hlo_is_memref(op->operands[0].value) && hlo_is_memref(op->operands[1].value);
  bool consumes = (e & BO_MEM_CONSUMES) && op->num_operands && hlo_is_memref(op->operands[0].value);
  if (!stores && !consumes) return 0;
  bo_value *v = op->operands[0].value;
  bo_value *own = direct_indicator(S, v);
  if (!own && v->def_op && bo_memory_of(v->def_op) && (bo_memory_of(v->def_op)->effects & BO_MEM_CAST))
    own = direct_indicator(S, v->def_op->operands[0].value);
  bool sure = own && own->def_op && bo_op_isa(own->def_op, BO_OP_DEALLOCATION_OWN);
  if (consumes && op->num_operands >= 2) {
    /* The op takes the buffer over only when its last operand (an i1) says
     * the block owns it (memory_iface.h); otherwise it copies and frees
     * nothing, and the block keeps whatever ownership it had. */
    bo_builder b = bo_builder_before(S->ctx, op);
    b.loc = op->loc;
    bo_op_set_operand(op, op->num_operands - 1, hlo_build_bool(&b, sure));
  } else if (!sure) {
    bo_op_emit_error(op, stores ? "storing a buffer that this block does not own for sure into a "
                                  "memref of memrefs is not supported yet by hlo-deallocate"
                                : "taking over a buffer that this block does not own for sure is "
                                  "not supported yet by hlo-deallocate");
    return -1;
  }
  if (sure) bo_vec_push(&r->released, own);
  if (stores) hlo_uf_union(&S->uf, op->operands[1].value, v);
  if (consumes && (e & BO_MEM_ALLOCATES) && op->num_results) {
    bo_builder b = bo_builder_after(S->ctx, op);
    b.loc = op->loc;
    bo_value *o = &bo_build_dealloc_own(&b, &op->results[0])->results[0];
    set_indicator(S, &op->results[0], o);
    bo_vec_push(&r->acquired, o);
  }
  return 1;
}

/* True when v is (a view or cast of) a buffer borrowed from a container. */
static bool is_borrowed(state *S, const bo_value *v) {
  while (v) {
    if (bo_mapping_get(S->borrowed, v)) return true;
    const bo_op *d = v->def_op;
    const bo_memory_iface *m = d ? bo_memory_of(d) : NULL;
    v = m && (m->effects & BO_MEM_ALIAS) && m->alias_operand < d->num_operands && v->index == 0
            ? d->operands[m->alias_operand].value
            : NULL;
  }
  return false;
}

static int transform_op(state *S, bo_op *op, const owned_set *owned, result *r) {
  const bo_memory_iface *m = bo_memory_of(op);
  if (m && (m->effects & BO_MEM_CALL)) return transform_call(S, op, r);
  if (m && (m->effects & (BO_MEM_STORES_BUFFER | BO_MEM_BORROWS_BUFFER | BO_MEM_CONSUMES))) {
    int rc = transform_container_op(S, op, m, r);
    if (rc) return rc < 0 ? -1 : 0;
  }
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

static int transform_block_in_frame(state *S, bo_block *b, bool owns_inputs, result *out);

static int transform_block(state *S, bo_block *b, bool owns_inputs, result *out) {
  uint32_t saved_frame = S->frame;
  int32_t saved_pos = S->pos;
  S->frame = frame_enter(S, b);
  int rc = transform_block_in_frame(S, b, owns_inputs, out);
  S->frame_active.data[S->frame] = 0;
  bo_assert(S->later.len == S->touch_stamp.len);
  S->frame = saved_frame;
  S->pos = saved_pos;
  return rc;
}

/* What a block owns, in acquisition order (= value order: ownership block
 * arguments, then op results in op order), with O(1) membership and
 * removal (a removed entry becomes NULL until owned_compact). */
typedef struct owned_set {
  hlo_values v;
  bo_mapping *at; /* value -> index + 1 */
} owned_set;

static void owned_add(owned_set *o, bo_value *x) {
  bo_assert(bo_type_is_ownership(x->type) && !bo_mapping_get(o->at, x));
  bo_vec_push(&o->v, x);
  bo_mapping_put(o->at, x, (void *)(uintptr_t)o->v.len);
}

static bool owned_has(const owned_set *o, const bo_value *x) {
  return bo_mapping_get(o->at, x) != NULL;
}

static bool owned_remove(owned_set *o, const bo_value *x) {
  uintptr_t i = (uintptr_t)bo_mapping_get(o->at, x);
  if (!i) return false;
  o->v.data[i - 1] = NULL;
  bo_mapping_put(o->at, x, NULL);
  return true;
}

static void owned_compact(owned_set *o) {
  size_t k = 0;
  for (size_t i = 0; i < o->v.len; i++)
    if (o->v.data[i]) o->v.data[k++] = o->v.data[i];
  o->v.len = k;
}

static void owned_free(owned_set *o) {
  bo_vec_free(&o->v);
  bo_mapping_destroy(o->at);
}

/* Values grouped by alias class, each group in the order given: next[i]
 * is the index of the next value of i's class (SIZE_MAX: none); head maps
 * a class root to the index of its first value.  O(n). */
typedef struct class_groups {
  size_t *next;
  bo_mapping *head, *tail; /* root + 1 -> index + 1 */
} class_groups;

static void *root_key(uint32_t root) { return (void *)(uintptr_t)((uintptr_t)root + 1); }

static void groups_build(state *S, class_groups *g, bo_value *const *vals, size_t n) {
  g->next = malloc((n ? n : 1) * sizeof *g->next);
  g->head = bo_mapping_create();
  g->tail = bo_mapping_create();
  for (size_t i = 0; i < n; i++) {
    g->next[i] = SIZE_MAX;
    void *k = root_key(hlo_uf_find(&S->uf, vals[i]));
    uintptr_t t = (uintptr_t)bo_mapping_get(g->tail, k);
    if (t) g->next[t - 1] = i;
    else bo_mapping_put(g->head, k, (void *)(uintptr_t)(i + 1));
    bo_mapping_put(g->tail, k, (void *)(uintptr_t)(i + 1));
  }
}

static size_t groups_first(const class_groups *g, uint32_t root) {
  uintptr_t h = (uintptr_t)bo_mapping_get(g->head, root_key(root));
  return h ? h - 1 : SIZE_MAX;
}

static void groups_free(class_groups *g) {
  free(g->next);
  bo_mapping_destroy(g->head);
  bo_mapping_destroy(g->tail);
}

typedef struct yield_class {
  const bo_value *leader;
  size_t first; /* its first yielded memref's position */
  uint32_t root;
} yield_class;

static int yield_class_cmp(const void *x, const void *y) {
  const yield_class *a = x, *b = y;
  int o = hlo_value_order(a->leader, b->leader);
  if (o) return o;
  return a->first < b->first ? -1 : a->first > b->first;
}

static int transform_block_in_frame(state *S, bo_block *b, bool owns_inputs, result *out) {
  owned_set owned = {.at = bo_mapping_create()};
  int rc = 0;
  if (owns_inputs) {
    unsigned nargs = b->num_args;
    for (unsigned i = 0; i < nargs; i++) {
      if (!hlo_is_memref(b->args[i])) continue;
      bo_value *own = bo_block_add_arg(b, bo_ownership_type(S->ctx), b->args[i]->loc);
      set_indicator(S, b->args[i], own);
      owned_add(&owned, own);
    }
  }
  bo_op *term = b->last && (b->last->info->traits & BO_TRAIT_TERMINATOR) ? b->last : NULL;
  S->pos = 0;
  for (bo_op *op = b->first, *next; op && op != term && !rc; op = next, S->pos++) {
    next = op->next;
    result r = {0};
    rc = transform_op(S, op, &owned, &r);
    for (size_t i = 0; i < r.released.len && !rc; i++) {
      bo_value *v = r.released.data[i];
      if (owned_remove(&owned, v)) continue;
      if (contains(&out->released, v)) {
        bo_op_emit_error(b->parent->parent, "same value released twice");
        rc = -1;
      } else {
        bo_vec_push(&out->released, v);
      }
    }
    for (size_t i = 0; i < r.acquired.len; i++) owned_add(&owned, r.acquired.data[i]);
    result_free(&r);
  }
  owned_compact(&owned);
  if (rc || !term) {
    if (!rc && owned.v.len) {
      /* No terminator (a graph region): nothing to yield; free at the end. */
      bo_builder bb = bo_builder_at_end(S->ctx, b);
      for (size_t i = 0; i < owned.v.len; i++) bo_build_dealloc_retain(&bb, NULL, 0, &owned.v.data[i], 1);
    }
    owned_free(&owned);
    return rc;
  }

  /* Reconcile what the block owns with what its terminator yields. */
  unsigned tf = hlo_forward_from(term);
  hlo_values ys_all = {0};
  for (unsigned i = tf; i < term->num_operands; i++) {
    if (!hlo_is_memref(term->operands[i].value)) continue;
    if (is_borrowed(S, term->operands[i].value)) {
      bo_op_emit_error(term, "yielding a buffer borrowed from a memref of memrefs is not "
                             "supported yet by hlo-deallocate");
      bo_vec_free(&ys_all);
      owned_free(&owned);
      return -1;
    }
    bo_vec_push(&ys_all, term->operands[i].value);
  }
  bo_builder bb = bo_builder_before(S->ctx, term);
  bb.loc = term->loc;
  bo_value *tmp_null = ys_all.len ? &bo_build_dealloc_null(&bb)->results[0] : NULL;
  for (size_t i = 0; i < ys_all.len; i++) bo_vec_push(&out->acquired, tmp_null);
  uint8_t *handled = calloc(owned.v.len ? owned.v.len : 1, 1);
  class_groups yg, og;
  groups_build(S, &yg, ys_all.data, ys_all.len);
  groups_build(S, &og, owned.v.data, owned.v.len);
  hlo_values ys = {0}, os = {0};
  BO_VEC(size_t) pos = {0};
  /* The yielded classes in the order of their leaders (4.10), as upstream
   * iterates them. */
  BO_VEC(yield_class) classes = {0};
  for (size_t y = 0; y < ys_all.len; y++) {
    uint32_t c = hlo_uf_find(&S->uf, ys_all.data[y]);
    if (groups_first(&yg, c) != y) continue;
    bo_vec_push(&classes, ((yield_class){hlo_uf_leader(&S->uf, c), y, c}));
  }
  if (classes.len > 1) qsort(classes.data, classes.len, sizeof *classes.data, yield_class_cmp);
  for (size_t ci = 0; ci < classes.len; ci++) {
    uint32_t c = classes.data[ci].root;
    ys.len = os.len = pos.len = 0;
    for (size_t k = groups_first(&yg, c); k != SIZE_MAX; k = yg.next[k]) {
      bo_vec_push(&ys, ys_all.data[k]);
      bo_vec_push(&pos, k);
    }
    for (size_t k = groups_first(&og, c); k != SIZE_MAX; k = og.next[k]) {
      handled[k] = 1;
      bo_vec_push(&os, owned.v.data[k]);
    }
    if (ys.len == 1 && os.len == 1 && direct_indicator(S, ys.data[0]) == os.data[0]) {
      out->acquired.data[pos.data[0]] = os.data[0];
      continue;
    }
    bo_op *ret = bo_build_dealloc_retain(&bb, ys.data, (unsigned)ys.len, os.data, (unsigned)os.len);
    bo_assert(ret->num_results == ys.len);
    /* Each occurrence gets its own result (upstream gave the last result
     * to the first occurrence of a value yielded twice, dropping the
     * ownership the first result held). */
    for (size_t j = 0; j < ys.len; j++) {
      hlo_uf_union(&S->uf, &ret->results[j], ys.data[j]);
      out->acquired.data[pos.data[j]] = &ret->results[j];
    }
  }
  groups_free(&yg);
  groups_free(&og);
  bo_vec_free(&classes);
  for (size_t k = 0; k < owned.v.len; k++)
    if (!handled[k]) bo_build_dealloc_retain(&bb, NULL, 0, &owned.v.data[k], 1);
  if (tmp_null) {
    bool used = false;
    for (size_t i = 0; i < out->acquired.len; i++) used |= out->acquired.data[i] == tmp_null;
    if (!used) bo_op_erase(tmp_null->def_op);
  }
  free(handled);
  bo_vec_free(&ys);
  bo_vec_free(&os);
  bo_vec_free(&pos);
  bo_vec_free(&ys_all);
  owned_free(&owned);
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
    bo_assert(r.acquired.len == nres);
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

/* A function the ownership-based passes deallocated (several blocks, see
 * deallocated_elsewhere) took its callees' memref results as fresh buffers
 * it owns and frees.  A callee hlo-deallocate transformed hands a result
 * over only when its ownership result is non-null (a returned argument or
 * view is not handed over).  Each such call gets the ownership results,
 * and a result that was not handed over is cloned, so that the caller
 * frees exactly a buffer it owns:
 *   %o = get_buffer %own; %h = cmpi ne %o, 0
 *   %fresh = scf.if %h { yield %r } else { %c = bufferization.clone %r; yield %c }
 * with every other use of %r reading %fresh.  O(calls + their uses). */
static int collect_call(bo_op *op, void *user) {
  const bo_memory_iface *m = bo_memory_of(op);
  if (m && (m->effects & BO_MEM_CALL)) bo_vec_push((hlo_ops *)user, op);
  return 0;
}

static void fix_call_in_ownership_based(state *S, bo_op *call) {
  const bo_attr *callee = bo_op_get_prop(call, "callee");
  bo_op *func = callee ? bo_lookup_symbol(S->module, bo_attr_symbol_root(callee)) : NULL;
  if (!func || !get_summary(S, func)) return;
  unsigned nmem = 0;
  for (unsigned i = 0; i < call->num_results; i++) nmem += hlo_is_memref(&call->results[i]);
  if (!nmem) return;
  const bo_type **extra = malloc(nmem * sizeof *extra);
  for (unsigned i = 0; i < nmem; i++) extra[i] = bo_ownership_type(S->ctx);
  bo_op *n = hlo_rebuild_op(call, NULL, 0, extra, nmem);
  free(extra);
  bo_builder b = bo_builder_after(S->ctx, n);
  b.loc = n->loc;
  unsigned nres = n->num_results - nmem, k = 0;
  bo_value *c0 = NULL;
  for (unsigned i = 0; i < nres; i++) {
    bo_value *r = &n->results[i];
    if (!hlo_is_memref(r)) continue;
    bo_value *own = &n->results[nres + k++];
    bo_value *p = &bo_build_dealloc_get_buffer(&b, own)->results[0];
    if (!c0) c0 = hlo_build_index(&b, 0);
    bo_value *handed = hlo_build_cmpi(&b, 1, p, c0);
    bo_op *iff = hlo_build_if(&b, handed, 1, &r->type, true);
    bo_builder tb = bo_builder_at_end(S->ctx, iff->regions[0].first);
    tb.loc = n->loc;
    hlo_build_yield(&tb, 1, &r);
    bo_builder eb = bo_builder_at_end(S->ctx, iff->regions[1].first);
    eb.loc = n->loc;
    bo_op_state cst = {.id = BO_OP_BUFFERIZATION_CLONE, .loc = n->loc, .num_operands = 1,
                       .operands = &r, .num_results = 1, .result_types = &r->type};
    bo_value *clone = &bo_build(&eb, &cst)->results[0];
    hlo_build_yield(&eb, 1, &clone);
    bo_value *fresh = &iff->results[0];
    for (bo_use *u = r->first_use, *un; u; u = un) { /* all but the if's own two */
      un = u->next;
      bo_op *owner = u->owner;
      if (bo_op_get_parent_op(owner) == iff) continue;
      bo_op_set_operand(owner, u->index, fresh);
    }
  }
}

static void fix_ownership_based_calls(state *S) {
  bo_block *mb = S->module->regions[0].first;
  hlo_ops calls = {0};
  for (bo_op *op = mb ? mb->first : NULL; op; op = op->next)
    if (bo_op_isa(op, BO_OP_FUNC_FUNC) && deallocated_elsewhere(op)) bo_walk_pre(op, collect_call, &calls);
  for (size_t i = 0; i < calls.len; i++) fix_call_in_ownership_based(S, calls.data[i]);
  bo_vec_free(&calls);
}

static int run_hlo_deallocate(bo_op *module, const void *options) {
  (void)options;
  state S = {.ctx = module->ctx, .module = module, .indicator = bo_mapping_create(),
             .summaries = bo_mapping_create(), .borrowed = bo_mapping_create()};
  S.uf.on_union = later_on_union;
  S.uf.user = &S;
  bo_materialize_bodies(module);
  int rc = 0;
  bo_block *mb = module->regions[0].first;
  for (bo_op *op = mb ? mb->first : NULL; op && !rc; op = op->next)
    if (bo_op_isa(op, BO_OP_FUNC_FUNC)) rc = transform_func(&S, op);
  if (!rc) fix_ownership_based_calls(&S);
  for (size_t i = 0; i < S.all_summaries.len; i++) {
    free(S.all_summaries.data[i]->may_alias);
    free(S.all_summaries.data[i]);
  }
  bo_vec_free(&S.all_summaries);
  bo_mapping_destroy(S.indicator);
  bo_mapping_destroy(S.summaries);
  bo_mapping_destroy(S.borrowed);
  for (size_t i = 0; i < S.later.len; i++) bo_vec_free(&S.later.data[i]);
  bo_vec_free(&S.later);
  bo_vec_free(&S.touch_stamp);
  bo_vec_free(&S.frame_active);
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
