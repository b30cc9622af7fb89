/* hlo_buffer_reuse.c - `hlo-buffer-reuse` (func): MLIR-HLO's buffer reuse,
 * run after hlo-deallocate + hlo-deallocation-simplification (+
 * canonicalize), when most frees are plain memref.dealloc.
 *
 *   copy elimination;
 *   repeat until nothing changes:
 *     dead-code cleanup; coalesce dealloc/alloc pairs (conservative);
 *     then the first that changes something: hoisting out of scf.for /
 *     scf.while / scf.if (never out of scf.parallel / scf.forall: their
 *     iterations run at the same time), else double buffering, else loop
 *     dealloc simplification;
 *   coalesce (aggressive); promotion to the stack; cleanup.
 *
 * Coalescing: `memref.dealloc %x` followed in its block by a memref.alloc
 * of exactly %x's (static) type: the alloc's uses take %x, both ops go
 * (conservative mode skips pairs with an alloc of that type nested in
 * between).  Hoisting: an alloc with a static shape whose dealloc is in
 * the same region block moves before the region op and its dealloc after it;
 * allocs of an equal type in the other regions reuse it.  Loop dealloc
 * simplification: deallocs of loop results that are a permutation of the
 * loop's init buffers free the inits instead.  Promotion: in the
 * function's top-level block an alloc freed in the same block becomes a
 * memref.alloca (4096 elements per function at most).
 *
 * Double buffering (scf.for, both regions of scf.while): an alloc in a
 * loop body paired with the dealloc of the buffer the body got (or made)
 * becomes an extra loop-carried buffer allocated once before the loop;
 * when both while regions have such a pair of one type they share it
 * (two buffers, upstream used three).
 *
 * Copy elimination (top-level block, first): an alloc copied into its
 * destination and freed right after the copy is replaced by the
 * destination.  Invariant: every transformation keeps each buffer's
 * contents alive from its first write to its last read and never frees a
 * buffer twice.  Cost: each round is linear in the function times the
 * nesting depth; rounds are bounded by the number of allocs.
 */
#include "../pass/passes.h"
#include "../support/assert.h"
#include "hlo_common.h"

/* True when v (or a view or cast of it) is handed to an op that also takes
 * a container (a memref of memrefs): an element stored or inserted into a
 * sequence, which convert-seq-to-memref moves into its slot, no copy, when
 * it is a fresh allocation that dies there.  O(uses, through views). */
static bool feeds_container(const bo_value *v) {
  for (bo_use *u = v->first_use; u; u = u->next) {
    const bo_op *o = u->owner;
    const bo_memory_iface *m = bo_memory_of(o);
    if (m && (m->effects & BO_MEM_ALIAS) && m->alias_operand == u->index && o->num_results &&
        feeds_container(&o->results[0]))
      return true;
    if (bo_type_is_buffer_container(v->type)) continue;
    for (unsigned i = 0; i < o->num_operands; i++)
      if (i != u->index && bo_type_is_buffer_container(o->operands[i].value->type)) return true;
  }
  return false;
}

/* A static alloc this pass may move, share or promote.  Never a memref of
 * memrefs: its free is deep (it frees the buffers in its slots), so reusing
 * or stack-promoting it would leak them; nor an element handed to a
 * container (feeds_container): hoisted, shared or on the stack it could
 * not be moved into the sequence, and would be copied there every time. */
static bool is_static_alloc(const bo_op *op) {
  return bo_op_isa(op, BO_OP_MEMREF_ALLOC) && op->num_operands == 0 && op->num_results == 1 &&
         bo_type_has_rank(op->results[0].type) &&
         !bo_type_is_buffer_container(op->results[0].type) &&
         bo_type_get_num_elements(op->results[0].type) != BO_DYNAMIC &&
         !feeds_container(&op->results[0]);
}

/* The memref.dealloc of v directly in block b (NULL if none). */
static bo_op *dealloc_in_block(bo_value *v, bo_block *b) {
  for (bo_use *u = v->first_use; u; u = u->next)
    if (bo_op_isa(u->owner, BO_OP_MEMREF_DEALLOC) && u->owner->block == b) return u->owner;
  return NULL;
}

/* ------------------------------------------------------------- cleanup */

/* Upstream's cleanup between the steps (a greedy rewrite with no
 * patterns): hlo_greedy_cleanup, hlo_common.c. */
static void cleanup(bo_op *func, bool *changed) { hlo_greedy_cleanup(func, changed); }

/* ------------------------------------------------------ copy elimination */

/* True when v is used by an op of `body` (at any depth) from `from` up to,
 * not including, `to` (an op of body). */
typedef struct use_scan {
  const bo_value *v;
  bool hit;
} use_scan;
static int uses_value(bo_op *op, void *user) {
  use_scan *s = user;
  for (unsigned i = 0; i < op->num_operands; i++)
    if (op->operands[i].value == s->v) {
      s->hit = true;
      return -1;
    }
  return 0;
}
static bool used_between(const bo_value *v, bo_op *from, bo_op *to) {
  use_scan s = {v, false};
  for (bo_op *op = from; op && op != to && !s.hit; op = op->next) bo_walk_pre(op, uses_value, &s);
  return s.hit;
}

/* `memref.copy %src, %dst` right before `memref.dealloc %src`, %src a
 * memref.alloc of %dst's type, in the function's top-level block: %src's
 * uses take %dst (a `deallocation.restrict` argument unused before the
 * copy, or an alloc unused between its definition and the copy that comes
 * before every use of %src); the copy, the dealloc and %src's alloc go. */
static bool eliminate_copies(bo_op *func, bo_block *body) {
  bool changed = false;
  for (bo_op *op = body->first, *next; op; op = next) {
    next = op->next;
    if (!bo_op_isa(op, BO_OP_MEMREF_COPY) || op->num_operands != 2 || !next || !bo_op_isa(next, BO_OP_MEMREF_DEALLOC))
      continue;
    bo_value *src = op->operands[0].value, *dst = op->operands[1].value;
    if (next->operands[0].value != src || src->type != dst->type || !src->def_op ||
        !bo_op_isa(src->def_op, BO_OP_MEMREF_ALLOC) || src->def_op->block != body)
      continue;
    bool ok = false;
    if (!dst->def_op && dst->owner == body) {
      const bo_attr *args = bo_op_get_prop(func, "arg_attrs");
      const bo_attr *d = args && dst->index < bo_attr_get_num_elements(args)
                             ? bo_attr_array_get(args, dst->index) : NULL;
      const bo_attr *r = d ? bo_attr_dict_lookup(d, bo_intern_cstr(func->ctx, "deallocation.restrict")) : NULL;
      ok = r && bo_attr_get_kind(r) == BO_ATTR_INTEGER && bo_attr_get_bool(r) &&
           !used_between(dst, body->first, op);
    } else if (dst->def_op && bo_op_isa(dst->def_op, BO_OP_MEMREF_ALLOC) && dst->def_op->block == body &&
               dst->def_op->num_operands == 0) {
      ok = !used_between(dst, dst->def_op->next, op) && !used_between(src, body->first, dst->def_op);
    }
    if (!ok) continue;
    bo_op *alloc = src->def_op, *dealloc = next;
    next = dealloc->next;
    bo_op_erase(op);
    bo_op_erase(dealloc);
    bo_value_replace_all_uses(src, dst);
    if (next == alloc) next = alloc->next;
    bo_op_erase(alloc);
    changed = true;
  }
  return changed;
}

/* ---------------------------------------------------------- coalescing */

typedef struct type_scan {
  const bo_type *t;
  bool hit;
} type_scan;
static int has_alloc_of(bo_op *op, void *user) {
  type_scan *s = user;
  if (bo_op_isa(op, BO_OP_MEMREF_ALLOC) && op->results[0].type == s->t) {
    s->hit = true;
    return -1;
  }
  return 0;
}

/* The first alloc after each dealloc is found with a cursor that only
 * moves forward (the ops between a dealloc and its alloc are scanned once,
 * not once per dealloc: a block ending in 16,000 deallocs stays linear). */
static bool coalesce_block(bo_block *b, bool aggressive) {
  bool changed = false;
  bo_op *cursor = NULL, *search_from = NULL;
  bool exhausted = false;
  for (bo_op *op = b->first, *next; op; op = next) {
    next = op->next;
    if (op == cursor) cursor = NULL;
    if (op == search_from) search_from = NULL;
    for (unsigned r = 0; r < op->num_regions; r++)
      for (bo_block *nb = op->regions[r].first; nb; nb = nb->next)
        changed |= coalesce_block(nb, aggressive);
    if (!bo_op_isa(op, BO_OP_MEMREF_DEALLOC)) continue;
    if (!cursor && !exhausted) {
      bo_op *a = search_from ? search_from : op->next;
      search_from = NULL;
      while (a && !bo_op_isa(a, BO_OP_MEMREF_ALLOC)) a = a->next;
      cursor = a;
      exhausted = a == NULL;
    }
    bo_op *alloc = cursor;
    if (!alloc) continue;
    if (!aggressive) {
      type_scan sc = {alloc->results[0].type, false};
      for (bo_op *m = op->next; m != alloc && !sc.hit; m = m->next)
        if (m->num_regions) bo_walk_pre(m, has_alloc_of, &sc);
      if (sc.hit) continue;
    }
    bo_value *x = op->operands[0].value;
    if (alloc->num_operands || alloc->results[0].type != x->type ||
        bo_type_is_buffer_container(x->type) || feeds_container(x) ||
        feeds_container(&alloc->results[0]))
      continue;
    bo_value_replace_all_uses(&alloc->results[0], x);
    bo_assert(!bo_value_has_uses(&alloc->results[0]) && x->type == alloc->results[0].type);
    search_from = alloc->next;
    cursor = NULL;
    exhausted = search_from == NULL;
    if (next == alloc) next = alloc->next;
    bo_op_erase(alloc);
    bo_op_erase(op);
    changed = true;
  }
  return changed;
}

/* ------------------------------------------------------------ hoisting */

static bool hoistable_parent(bo_op *op) {
  hlo_shape s = hlo_shape_of(op);
  /* scf.for, scf.while, scf.if; not parallel loops (their iterations would
   * share one buffer) nor other region ops. */
  if (s == HLO_FOR || s == HLO_WHILE) return true;
  return s == HLO_IF && op->num_regions == 2 && !(op->info->traits & BO_TRAIT_AUTOMATIC_ALLOCATION_SCOPE) &&
         op->num_operands == 1;
}

/* Only the dealloc and ordinary ops use it (no ownership op). */
static bool plain_uses(bo_value *v) {
  for (bo_use *u = v->first_use; u; u = u->next)
    if (bo_is_deallocation_op(u->owner)) return false;
  return true;
}

static bool hoist_block(bo_block *b);

static bool hoist_op(bo_op *op) {
  bool changed = false;
  for (unsigned r = 0; r < op->num_regions; r++)
    for (bo_block *nb = op->regions[r].first; nb; nb = nb->next)
      if (hoist_block(nb)) {
        changed = true;
        coalesce_block(nb, false);
      }
  if (!hoistable_parent(op)) return changed;
  hlo_ops hoisted = {0};
  for (unsigned r = 0; r < op->num_regions; r++) {
    bo_block *b = op->regions[r].first;
    if (!b) continue;
    uint8_t *taken = calloc(hoisted.len + 1, 1);
    size_t nfree = hoisted.len;
    for (bo_op *a = b->first, *next; a; a = next) {
      next = a->next;
      if (!is_static_alloc(a) || !plain_uses(&a->results[0])) continue;
      bo_op *d = dealloc_in_block(&a->results[0], b);
      if (!d) continue;
      if (next == d) next = d->next;
      size_t k = 0;
      while (k < nfree && (taken[k] || hoisted.data[k]->results[0].type != a->results[0].type)) k++;
      if (k < nfree) {
        taken[k] = 1;
        bo_value_replace_all_uses(&a->results[0], &hoisted.data[k]->results[0]);
        bo_op_erase(d);
        bo_op_erase(a);
      } else {
        bo_op_remove(a);
        bo_op_insert_before(a, op);
        bo_op_remove(d);
        bo_op_insert_after(d, op);
        bo_vec_push(&hoisted, a);
      }
    }
    free(taken);
  }
  changed |= hoisted.len > 0;
  bo_vec_free(&hoisted);
  return changed;
}

static bool hoist_block(bo_block *b) {
  bool changed = false;
  for (bo_op *op = b->first; op; op = op->next)
    if (op->num_regions) changed |= hoist_op(op);
  return changed;
}

/* ------------------------------------------- loop dealloc simplification */

static bool simplify_loop_deallocs(bo_block *body) {
  bool changed = false;
  for (bo_op *op = body->first; op; op = op->next) {
    hlo_shape shape = hlo_shape_of(op);
    if (shape != HLO_FOR && shape != HLO_WHILE) continue;
    hlo_uf uf = {0};
    /* Union every memref along every edge of op. */
    hlo_values vals = {0};
    for (unsigned i = 0; i < op->num_operands; i++) {
      vals.len = 0;
      if (hlo_is_memref(op->operands[i].value) && hlo_successors(op, i, &vals))
        for (size_t k = 0; k < vals.len; k++) hlo_uf_union(&uf, op->operands[i].value, vals.data[k]);
    }
    for (unsigned r = 0; r < op->num_regions; r++) {
      bo_block *b = op->regions[r].first;
      bo_op *t = b ? b->last : NULL;
      for (unsigned i = 0; t && i < t->num_operands; i++) {
        vals.len = 0;
        if (hlo_is_memref(t->operands[i].value) && hlo_successors(t, i, &vals))
          for (size_t k = 0; k < vals.len; k++) hlo_uf_union(&uf, t->operands[i].value, vals.data[k]);
      }
    }
    /* Per class: operands, deallocs of results; any other member spoils it. */
    unsigned n = op->num_operands + op->num_results + 1;
    hlo_values members = {0};
    for (unsigned i = 0; i < op->num_operands; i++) bo_vec_push(&members, op->operands[i].value);
    for (unsigned i = 0; i < op->num_results; i++) bo_vec_push(&members, &op->results[i]);
    uint8_t *done = calloc(n, 1);
    for (unsigned i = 0; i < op->num_results; i++) {
      bo_value *res = &op->results[i];
      if (!hlo_is_memref(res) || done[op->num_operands + i]) continue;
      uint32_t c = hlo_uf_find(&uf, res);
      hlo_values ops = {0};
      hlo_ops deallocs = {0};
      bool ok = true;
      /* every value of the class reachable from the edges */
      for (unsigned k = 0; k < op->num_operands; k++)
        if (hlo_is_memref(op->operands[k].value) && hlo_uf_find(&uf, op->operands[k].value) == c) {
          bool dup = false;
          for (size_t q = 0; q < ops.len; q++) dup |= ops.data[q] == op->operands[k].value;
          if (!dup) bo_vec_push(&ops, op->operands[k].value);
        }
      for (unsigned k = 0; k < op->num_results && ok; k++) {
        bo_value *rk = &op->results[k];
        if (!hlo_is_memref(rk) || hlo_uf_find(&uf, rk) != c) continue;
        done[op->num_operands + k] = 1;
        if (!rk->first_use) continue;
        if (rk->first_use->next || !bo_op_isa(rk->first_use->owner, BO_OP_MEMREF_DEALLOC) ||
            rk->first_use->owner->block != op->block)
          ok = false;
        else
          bo_vec_push(&deallocs, rk->first_use->owner);
      }
      /* values yielded into the class must be region arguments of op */
      for (unsigned r = 0; r < op->num_regions && ok; r++) {
        bo_block *b = op->regions[r].first;
        bo_op *t = b ? b->last : NULL;
        for (unsigned k = hlo_forward_from(t); t && k < t->num_operands && ok; k++) {
          bo_value *y = t->operands[k].value;
          if (!hlo_is_memref(y) || hlo_uf_find(&uf, y) != c) continue;
          bool is_arg = !y->def_op && y->owner && bo_block_get_parent_op(y->owner) == op;
          if (!is_arg) ok = false;
        }
      }
      if (ok && ops.len == deallocs.len && ops.len) {
        for (size_t k = 0; k < ops.len; k++)
          if (deallocs.data[k]->operands[0].value != ops.data[k]) {
            bo_op_set_operand(deallocs.data[k], 0, ops.data[k]);
            changed = true;
          }
      }
      bo_vec_free(&ops);
      bo_vec_free(&deallocs);
    }
    free(done);
    bo_vec_free(&members);
    bo_vec_free(&vals);
    hlo_uf_free(&uf);
  }
  return changed;
}

/* ------------------------------------------------------ double buffering */

/* In a loop region: the k-th static alloc of a type pairs with the k-th
 * dealloc of a buffer of that type made in the region (an argument of the
 * region or a value defined in it).  The alloc moves before the loop as a
 * new init; its uses take a new region argument; the freed buffer is
 * passed on through the terminator instead (the next iteration's fresh
 * buffer); the dealloc moves after the loop and frees the new result.
 * Types are visited in the order of their first alloc (deterministic). */
typedef struct pair {
  bo_op *alloc, *dealloc;
} pair;
typedef BO_VEC(pair) pair_vec;

static bool defined_in_region(bo_value *v, bo_region *r) {
  bo_block *b = v->def_op ? v->def_op->block : v->owner;
  return b && b->parent == r;
}

static void find_pairs(bo_region *r, pair_vec *out) {
  bo_block *b = r->first;
  if (!b) return;
  hlo_ops allocs = {0}, deallocs = {0};
  for (bo_op *op = b->first; op; op = op->next) {
    if (is_static_alloc(op) && plain_uses(&op->results[0])) bo_vec_push(&allocs, op);
    else if (bo_op_isa(op, BO_OP_MEMREF_DEALLOC) && defined_in_region(op->operands[0].value, r))
      bo_vec_push(&deallocs, op);
  }
  uint8_t *used = calloc(deallocs.len + 1, 1);
  for (size_t i = 0; i < allocs.len; i++) {
    const bo_type *t = allocs.data[i]->results[0].type;
    for (size_t k = 0; k < deallocs.len; k++) {
      if (used[k] || deallocs.data[k]->operands[0].value->type != t) continue;
      /* the dealloc must not free the alloc itself (that is hoisting) */
      if (deallocs.data[k]->operands[0].value == &allocs.data[i]->results[0]) continue;
      used[k] = 1;
      bo_vec_push(out, ((pair){allocs.data[i], deallocs.data[k]}));
      break;
    }
  }
  free(used);
  bo_vec_free(&allocs);
  bo_vec_free(&deallocs);
}

static bool double_buffer_loop(bo_op *op) {
  hlo_shape shape = hlo_shape_of(op);
  if (shape != HLO_FOR && shape != HLO_WHILE) return false;
  pair_vec pairs = {0};
  BO_VEC(unsigned) region_of = {0};
  for (unsigned r = 0; r < op->num_regions; r++) {
    size_t before = pairs.len;
    find_pairs(&op->regions[r], &pairs);
    for (size_t k = before; k < pairs.len; k++) bo_vec_push(&region_of, r);
  }
  if (!pairs.len) {
    bo_vec_free(&pairs);
    bo_vec_free(&region_of);
    return false;
  }
  hlo_values inits = {0};
  const bo_type **types = malloc(pairs.len * sizeof *types);
  /* scf.while with a pair of one type in each region: one spare buffer
   * serves both (the buffer the before region frees is the after region's
   * fresh one and the other way round), so two buffers in all, not three
   * as upstream.  partner[k]: the pair of region 1 sharing pair k's slot. */
  size_t *partner = malloc(pairs.len * sizeof *partner);
  uint8_t *merged = calloc(pairs.len + 1, 1);
  for (size_t k = 0; k < pairs.len; k++) partner[k] = SIZE_MAX;
  if (shape == HLO_WHILE)
    for (size_t k = 0; k < pairs.len; k++) {
      if (region_of.data[k] != 0) continue;
      for (size_t q = 0; q < pairs.len; q++)
        if (region_of.data[q] == 1 && !merged[q] &&
            pairs.data[q].alloc->results[0].type == pairs.data[k].alloc->results[0].type) {
          partner[k] = q;
          merged[q] = 1;
          break;
        }
    }
  size_t nslots = 0;
  hlo_ops moved = {0}, erased = {0};
  for (size_t k = 0; k < pairs.len; k++) {
    if (merged[k]) continue;
    bo_op *a = pairs.data[k].alloc, *d = pairs.data[k].dealloc;
    unsigned r = region_of.data[k];
    const bo_type *t = a->results[0].type;
    bo_assert(d->operands[0].value->type == t); /* a pair frees and makes one type */
    types[nslots++] = t;
    bo_block *b = op->regions[r].first;
    bo_value *arg = bo_block_add_arg(b, t, a->loc);
    bo_value_replace_all_uses(&a->results[0], arg);
    bo_op_remove(a);
    bo_op_insert_before(a, op);
    bo_vec_push(&inits, &a->results[0]);
    bo_op_append_operand(b->last, d->operands[0].value);
    bo_vec_push(&moved, d);
    if (shape == HLO_WHILE) {
      bo_block *o = op->regions[1 - r].first;
      bo_value *oarg = bo_block_add_arg(o, t, a->loc);
      if (partner[k] != SIZE_MAX) {
        /* the after region's pair takes the spare and passes its freed
         * buffer back */
        bo_op *a1 = pairs.data[partner[k]].alloc, *d1 = pairs.data[partner[k]].dealloc;
        bo_value_replace_all_uses(&a1->results[0], oarg);
        bo_op_append_operand(o->last, d1->operands[0].value);
        bo_vec_push(&erased, a1);
        bo_vec_push(&erased, d1);
      } else {
        /* forward the buffer through the other region */
        bo_op_append_operand(o->last, oarg);
      }
    }
  }
  for (size_t k = 0; k < erased.len; k++) bo_op_erase(erased.data[k]);
  /* Keep block arguments and terminator operands of both while regions in
   * one order: region 0's extra arguments follow the pair order already;
   * region 1's too (each pair added one to each region, in order). */
  bo_assert(inits.len == nslots && moved.len == nslots);
  bo_op *n = hlo_rebuild_op(op, inits.data, (unsigned)inits.len, types, (unsigned)nslots);
  unsigned base = n->num_results - (unsigned)nslots;
  for (size_t k = 0; k < moved.len; k++) {
    bo_op *d = moved.data[k];
    bo_op_remove(d);
    bo_op_insert_after(d, n);
    bo_op_set_operand(d, 0, &n->results[base + k]);
  }
  free(types);
  free(partner);
  free(merged);
  bo_vec_free(&moved);
  bo_vec_free(&erased);
  bo_vec_free(&inits);
  bo_vec_free(&pairs);
  bo_vec_free(&region_of);
  return true;
}

static int double_buffer_visit(bo_op *op, void *user) {
  bool *changed = user;
  if (*changed) return 0;
  if (double_buffer_loop(op)) *changed = true;
  return 0;
}

/* One loop per round (nested ones first): the rebuilt loop replaces the
 * one being visited. */
static bool double_buffer(bo_op *func) {
  bool changed = false;
  bo_walk_post(func, double_buffer_visit, &changed);
  return changed;
}

/* ----------------------------------------------------------- promotion */

static void promote_to_stack(bo_block *b) {
  int64_t budget = 4096;
  for (bo_op *op = b->first, *next; op; op = next) {
    next = op->next;
    if (!is_static_alloc(op)) continue;
    bo_op *d = dealloc_in_block(&op->results[0], b);
    if (!d) continue;
    if (op->next == d) {
      if (next == d) next = d->next;
      bo_op_erase(d);
      bo_op_erase(op);
      continue;
    }
    int64_t n = bo_type_get_num_elements(op->results[0].type);
    if (n > budget) continue;
    budget -= n;
    bo_op_state st = {.id = BO_OP_MEMREF_ALLOCA, .loc = op->loc, .num_results = 1,
                      .result_types = &op->results[0].type, .num_attrs = op->num_attrs,
                      .attrs = op->attrs, .num_props = op->num_props, .props = op->props};
    bo_op *a = bo_op_create_ex(op->ctx, &st, true);
    bo_op_insert_before(a, op);
    for (bo_use *u = op->results[0].first_use, *un; u; u = un) {
      un = u->next;
      bo_op *user = u->owner;
      if (bo_deallocation_is(user, BO_DEALLOCATION_OWN)) {
        bo_builder bb = bo_builder_before(op->ctx, user);
        bb.loc = user->loc;
        bo_value_replace_all_uses(&user->results[0], &bo_build_dealloc_null(&bb)->results[0]);
        if (next == user) next = user->next;
        bo_op_erase(user);
      }
    }
    if (next == d) next = d->next;
    bo_op_erase(d);
    bo_value_replace_all_uses(&op->results[0], &a->results[0]);
    bo_op_erase(op);
  }
}

/* ---------------------------------------------------------------- driver */

static int run_buffer_reuse(bo_op *func, const void *options) {
  (void)options;
  if (!func->num_regions || !func->regions[0].first) return 0;
  bo_block *body = func->regions[0].first;
  eliminate_copies(func, body);
  for (int round = 0; round < 1000; round++) {
    bool changed = false;
    cleanup(func, &changed);
    changed |= coalesce_block(body, false);
    bool step = hoist_block(body);
    if (!step) step = double_buffer(func);
    if (!step) step = simplify_loop_deallocs(body);
    if (!changed && !step) break;
  }
  coalesce_block(body, true);
  promote_to_stack(body);
  bool changed = false;
  cleanup(func, &changed);
  return 0;
}

const bo_pass_info bo_pass_hlo_buffer_reuse = {
    .name = "hlo-buffer-reuse",
    .summary = "MLIR-HLO buffer reuse: coalesce dealloc/alloc pairs, hoist allocations out of "
               "scf.for/while/if, promote small buffers to the stack",
    .anchor = "func.func",
    .run = run_buffer_reuse,
};
