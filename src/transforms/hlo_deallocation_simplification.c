/* hlo_deallocation_simplification.c - `hlo-deallocation-simplification`
 * (func): removes the retains hlo-deallocate made that a nullability
 * analysis decides statically.
 *
 * Walk 1, over every deallocation.retain (nested first):
 *   - every alloc provably null (also `of()`): the results become one
 *     deallocation.null and the retain goes;
 *   - no retained memref and one alloc that is provably non-null with a
 *     known memref it owns: `memref.dealloc %thatMemref` (krnl.seqdealloc,
 *     the deep free, for a container); but when that memref is a container
 *     an earlier op of the block takes over (BO_MEM_CONSUMES) with its i1
 *     "owned" false, and nothing after that op uses the container or a
 *     buffer borrowed from it, the op is told it owns it and the retain
 *     goes (a loop-carried sequence: moved, not copied).
 * Walk 2, over every deallocation.own: erased when unused, replaced by a
 * null when it is only passed around (every use forwards it into an scf
 * region or out of one, and so on for what it becomes).
 *
 * Nullability: own is NEVER_NULL (owning its operand), null ALWAYS_NULL, a
 * retain result ALWAYS_NULL joined with its allocs (never NEVER_NULL), a
 * region argument or result of an scf op the join of its control-flow
 * predecessors (a value already under evaluation contributes nothing, so
 * loop-carried values inherit their init's state; when NEVER_NULL it owns
 * the memref of the same rank among the memrefs of its value list),
 * anything else SOMETIMES_NULL.  Invariant: a retain is only removed when
 * it frees exactly what the replacement frees on every path.  Cost: one
 * query per retain, each linear in the values it reaches (memoised within
 * the query).
 */
#include "../pass/passes.h"
#include "../ir/asm.h"
#include "hlo_common.h"
#include "../interfaces/dealloc.h"

enum { UNDEFINED = 0, ALWAYS_NULL = 1, NEVER_NULL = 2, SOMETIMES_NULL = 3 };

typedef struct query {
  bo_mapping *memo; /* value -> state + 1 (4: pending) */
} query;

/* The memref at the same rank among the memrefs of v's value list. */
static bo_value *owned_memref_of(bo_value *v) {
  unsigned n;
  bo_value *const *vals;
  bo_value **tmp = NULL;
  if (v->def_op) {
    n = v->def_op->num_results;
    tmp = malloc(n * sizeof *tmp);
    for (unsigned i = 0; i < n; i++) tmp[i] = &v->def_op->results[i];
    vals = tmp;
  } else {
    n = v->owner->num_args;
    vals = v->owner->args;
  }
  unsigned rank = 0;
  for (unsigned i = 0; i < n && vals[i] != v; i++) rank += bo_type_is_ownership(vals[i]->type);
  bo_value *found = NULL;
  for (unsigned i = 0, k = 0; i < n && !found; i++)
    if (hlo_is_memref(vals[i]) && k++ == rank) found = vals[i];
  free(tmp);
  return found;
}

static int nullability(query *q, bo_value *v, bo_value **owned) {
  uintptr_t m = (uintptr_t)bo_mapping_get(q->memo, v);
  if (m == 5) return UNDEFINED; /* pending */
  if (m) {
    if (owned) *owned = NULL;
    if (m - 1 == NEVER_NULL && owned) {
      bo_op *d = v->def_op;
      *owned = d && bo_deallocation_is(d, BO_DEALLOCATION_OWN) ? d->operands[0].value : owned_memref_of(v);
    }
    return (int)(m - 1);
  }
  bo_mapping_put(q->memo, v, (void *)(uintptr_t)5);
  int st = SOMETIMES_NULL;
  bo_value *own = NULL;
  bo_op *d = v->def_op;
  if (d && bo_deallocation_is(d, BO_DEALLOCATION_OWN)) {
    st = NEVER_NULL;
    own = d->operands[0].value;
  } else if (d && bo_deallocation_is(d, BO_DEALLOCATION_NULL)) {
    st = ALWAYS_NULL;
  } else if (d && bo_deallocation_is(d, BO_DEALLOCATION_RETAIN)) {
    unsigned start, n = bo_op_segment(d, 1, &start);
    st = ALWAYS_NULL;
    for (unsigned i = 0; i < n; i++) st |= nullability(q, d->operands[start + i].value, NULL);
  } else {
    hlo_values preds = {0};
    if (hlo_predecessors(v, &preds)) {
      st = UNDEFINED;
      for (size_t i = 0; i < preds.len; i++) st |= nullability(q, preds.data[i], NULL);
      if (st == NEVER_NULL) own = owned_memref_of(v);
    }
    bo_vec_free(&preds);
  }
  bo_mapping_put(q->memo, v, (void *)(uintptr_t)(st + 1));
  if (owned) *owned = own;
  return st;
}

static int query_value(bo_value *v, bo_value **owned) {
  query q = {bo_mapping_create()};
  int st = nullability(&q, v, owned);
  bo_mapping_destroy(q.memo);
  return st;
}

/* True when x is w, or a view of w, or a buffer borrowed from (a view of)
 * w, or a view of such a buffer; a memref result of an op the memory
 * interface does not describe may be any of its memref operands. */
static bool derives_from(const bo_value *x, const bo_value *w) {
  while (x) {
    if (x == w) return true;
    const bo_op *d = x->def_op;
    const bo_memory_iface *m = d ? bo_memory_of(d) : NULL;
    if (d && !m && hlo_is_memref(x)) {
      for (unsigned i = 0; i < d->num_operands; i++)
        if (hlo_is_memref(d->operands[i].value) && derives_from(d->operands[i].value, w))
          return true;
      return false;
    }
    if (!m || x->index != 0) return false;
    if (m->effects & BO_MEM_ALIAS)
      x = m->alias_operand < d->num_operands ? d->operands[m->alias_operand].value : NULL;
    else if (m->effects & BO_MEM_BORROWS_BUFFER)
      x = d->num_operands ? d->operands[0].value : NULL;
    else
      return false;
  }
  return false;
}

/* True when an op of [from, to) (at any depth) uses w or what derives from it. */
static bool used_between(bo_op *from, bo_op *to, const bo_value *w) {
  for (bo_op *op = from; op && op != to; op = op->next) {
    for (unsigned i = 0; i < op->num_operands; i++)
      if (derives_from(op->operands[i].value, w)) return true;
    for (unsigned r = 0; r < op->num_regions; r++)
      for (bo_block *b = op->regions[r].first; b; b = b->next)
        if (used_between(b->first, NULL, w)) return true;
  }
  return false;
}

/* `retain() of(%o)`, %o never null and owning container %w, the only use of
 * %o: when an op earlier in the block takes %w over (BO_MEM_CONSUMES) but
 * was told it does not own it (hlo-deallocate knew only the block
 * argument, e.g. a loop-carried sequence, whose ownership this analysis
 * proves), and nothing after that op uses %w or a buffer borrowed from it,
 * the op owns it: its i1 becomes true (it moves the slots and frees the
 * old array instead of copying them) and the retain, which would free %w
 * after it, goes.  Returns true when it rewrote. */
static bool take_over_instead(bo_op *op, bo_value *o, bo_value *w) {
  if (!w || !bo_type_is_buffer_container(w->type) || o->first_use->next) return false;
  for (bo_op *c = op->prev; c; c = c->prev) {
    const bo_memory_iface *m = bo_memory_of(c);
    if (!m || !(m->effects & BO_MEM_CONSUMES) || c->num_operands < 2 ||
        c->operands[0].value != w)
      continue;
    if (bo_dealloc_const_bool(c->operands[c->num_operands - 1].value) != 0 ||
        used_between(c->next, op, w))
      return false;
    bo_builder b = bo_builder_before(op->ctx, c);
    b.loc = c->loc;
    bo_op_set_operand(c, c->num_operands - 1, hlo_build_bool(&b, true));
    bo_op_erase(op);
    return true;
  }
  return false;
}

static int simplify_retain(bo_op *op, void *user) {
  (void)user;
  if (!bo_deallocation_is(op, BO_DEALLOCATION_RETAIN)) return 0;
  unsigned start, m = bo_op_segment(op, 0, &start), astart, n = bo_op_segment(op, 1, &astart);
  if (m == 0 && n == 1 && !op->num_results) {
    bo_value *w = NULL, *o = op->operands[astart].value;
    if (query_value(o, &w) == NEVER_NULL && take_over_instead(op, o, w)) return 0;
  }
  bool all_null = true;
  for (unsigned i = 0; i < n && all_null; i++)
    all_null = query_value(op->operands[astart + i].value, NULL) == ALWAYS_NULL;
  bo_builder b = bo_builder_before(op->ctx, op);
  b.loc = op->loc;
  if (all_null) {
    if (op->num_results) {
      bo_value *null = &bo_build_dealloc_null(&b)->results[0];
      for (unsigned i = 0; i < op->num_results; i++) bo_value_replace_all_uses(&op->results[i], null);
    }
    bo_op_erase(op);
    return 0;
  }
  if (m != 0 || n != 1) return 0;
  bo_value *owned = NULL;
  if (query_value(op->operands[astart].value, &owned) != NEVER_NULL || !owned) return 0;
  hlo_build_dealloc(&b, owned); /* krnl.seqdealloc for a container: a deep free */
  bo_op_erase(op);
  return 0;
}

/* True when every use of v only forwards it (recursively). */
static bool only_passed_around(bo_value *v, bo_mapping *seen) {
  if (bo_mapping_get(seen, v)) return true;
  bo_mapping_put(seen, v, (void *)1);
  for (bo_use *u = v->first_use; u; u = u->next) {
    hlo_values succ = {0};
    bool ok = hlo_successors(u->owner, u->index, &succ);
    for (size_t i = 0; ok && i < succ.len; i++) ok = only_passed_around(succ.data[i], seen);
    bo_vec_free(&succ);
    if (!ok) return false;
  }
  return true;
}

static int simplify_own(bo_op *op, void *user) {
  (void)user;
  if (!bo_deallocation_is(op, BO_DEALLOCATION_OWN)) return 0;
  if (!bo_value_has_uses(&op->results[0])) {
    bo_op_erase(op);
    return 0;
  }
  bo_mapping *seen = bo_mapping_create();
  bool passed = only_passed_around(&op->results[0], seen);
  bo_mapping_destroy(seen);
  if (!passed) return 0;
  bo_builder b = bo_builder_before(op->ctx, op);
  b.loc = op->loc;
  bo_value *null = &bo_build_dealloc_null(&b)->results[0];
  bo_value_replace_all_uses(&op->results[0], null);
  bo_op_erase(op);
  return 0;
}

static int run_simplification(bo_op *func, const void *options) {
  (void)options;
  bo_walk_post(func, simplify_retain, NULL);
  bo_walk_post(func, simplify_own, NULL);
  return 0;
}

const bo_pass_info bo_pass_hlo_deallocation_simplification = {
    .name = "hlo-deallocation-simplification",
    .summary = "Turns retains whose allocs are statically null or owned into nothing or "
               "memref.dealloc; own ops only passed around become null",
    .anchor = "func.func",
    .run = run_simplification,
};
