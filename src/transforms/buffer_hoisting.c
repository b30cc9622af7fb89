/* buffer_hoisting.c - the buffer-hoisting and buffer-loop-hoisting passes:
 * move allocations up, into dominating blocks and out of nested regions.
 *
 * As upstream (BufferOptimizations.cpp, BufferAllocationHoisting), per
 * function, for each allocation in post-order (memref.alloc, then for
 * loop hoisting every memref.alloca):
 *  - the alias dominator: the nearest block dominating the allocation's
 *    block and every block that uses or defines one of its dependents
 *    (buffer_view_flow.h);
 *  - the dependency block: the innermost block defining one of its
 *    operands (dynamic sizes);
 *  - from the allocation's block, walk up: a block that is not the entry of
 *    its region goes to its immediate dominator; an entry block goes to the
 *    block holding the region's op when that op is a region-branch op
 *    (BO_TRAIT_REGION_BRANCH / BO_TRAIT_LOOP) and the move is legal; the
 *    walk stops at the upper bound;
 *  - buffer-hoisting: the upper bound is the lower of the alias dominator
 *    and the dependency block, every step moves the placement, and loops
 *    (BO_TRAIT_LOOP) are never left;
 *  - buffer-loop-hoisting: the upper bound is the dependency block only,
 *    only leaving a loop moves the placement, and only loops are left,
 *    unless the alias dominator dominates the loop's block (the buffer is
 *    used after the loop or carried around it);
 *  - the allocation moves right before the op of the placement block that
 *    holds it, or before the placement block's terminator.
 * One deviation, on the safe side (docs/buffer-placement.md): a buffer that
 * some op frees, directly or through a dependent, is not moved (upstream
 * moves it away from its dealloc, out of a loop that then frees it on
 * every iteration); these passes belong before deallocation, as upstream's
 * pipelines place them.
 *
 * Cost: per allocation, its dependents' uses times a dominance query
 * (O(1) in a region, plus nesting depth) and the walk up the nesting.
 */
#include "../analysis/buffer_view_flow.h"
#include "../analysis/dominance.h"
#include "../dialects/memory_iface.h"
#include "../pass/passes.h"

typedef struct hoist_state {
  bool loops;          /* buffer-loop-hoisting */
  bo_dominance *dom;
  bo_view_flow flow;
  BO_VEC(bo_op *) allocs;
} hoist_state;

static bool is_freed(bo_value *v) {
  for (bo_use *u = v->first_use; u; u = u->next) {
    const bo_memory_iface *mem = bo_memory_of(u->owner);
    if (mem && (mem->effects & BO_MEM_FREES)) return true;
  }
  return false;
}

static bo_block *value_block(const bo_value *v) { return v->def_op ? v->def_op->block : v->owner; }

/* Nearest common dominator of the allocation's block and the blocks of its
 * dependents and their users; NULL if there is none. */
static bo_block *alias_dominator(hoist_state *st, bo_op *alloc) {
  bo_view_flow_resolve(&st->flow, &alloc->results[0]);
  bo_block *common = alloc->block;
  for (size_t i = 0; i < st->flow.set.len && common; i++) {
    bo_value *v = st->flow.set.data[i];
    for (bo_use *u = v->first_use; u && common; u = u->next)
      common = bo_dominance_common(st->dom, common, u->owner->block);
    if (common) common = bo_dominance_common(st->dom, common, value_block(v));
  }
  return common;
}

static void hoist(hoist_state *st, bo_op *alloc) {
  bo_dominance *dom = st->dom;
  bo_block *alias_dom = alias_dominator(st, alloc);
  if (!alias_dom) return;
  for (size_t i = 0; i < st->flow.set.len; i++)
    if (is_freed(st->flow.set.data[i])) return; /* see the deviation above */
  bo_block *dep = NULL;
  for (unsigned i = 0; i < alloc->num_operands; i++) {
    bo_block *b = value_block(alloc->operands[i].value);
    if (!dep || bo_dominance_dominates(dom, dep, b)) dep = b;
  }
  bo_block *upper;
  if (st->loops)
    upper = dep;
  else
    upper = dep && bo_dominance_properly_dominates(dom, alias_dom, dep) ? dep : alias_dom;

  bo_block *cur = alloc->block, *placement = cur;
  for (;;) {
    bo_op *parent = cur->parent->parent;
    if (!parent || !parent->block) break;
    if (upper && !bo_dominance_properly_dominates(dom, upper, cur)) break;
    bo_block *idom = NULL;
    if (!bo_block_is_entry(cur)) {
      idom = bo_dominance_idom(dom, cur);
      if (!idom) return; /* unreachable */
    }
    if (idom && bo_dominance_properly_dominates(dom, parent->block, idom)) {
      cur = idom;
      if (!st->loops) placement = cur;
      continue;
    }
    bool loop = bo_op_has_trait(parent, BO_TRAIT_LOOP);
    bool known = loop || bo_op_has_trait(parent, BO_TRAIT_REGION_BRANCH);
    bool legal = st->loops ? loop && !bo_dominance_dominates(dom, alias_dom, parent->block) : !loop;
    if (!known || !legal) break;
    cur = parent->block;
    placement = cur;
  }
  bo_op *start = bo_op_ancestor_in_block(alloc, placement);
  if (!start) {
    start = placement->last;
    if (!start || !bo_op_has_trait(start, BO_TRAIT_TERMINATOR)) return;
  }
  if (start != alloc) bo_op_move_before(alloc, start);
}

typedef struct collect_state {
  hoist_state *st;
  const bo_memory_iface *kind;
} collect_state;

static int collect(bo_op *op, void *user) {
  collect_state *cs = user;
  if (bo_memory_of(op) == cs->kind && op->num_results == 1) bo_vec_push(&cs->st->allocs, op);
  return 0;
}

static int run_hoisting(bo_op *func, bool loops) {
  hoist_state st = {.loops = loops, .dom = bo_dominance_create()};
  bo_view_flow_init(&st.flow);
  collect_state cs = {&st, &bo_memory_alloc};
  bo_walk_post(func, collect, &cs);
  if (loops) {
    cs.kind = &bo_memory_alloca;
    bo_walk_post(func, collect, &cs);
  }
  for (size_t i = 0; i < st.allocs.len; i++) hoist(&st, st.allocs.data[i]);
  bo_vec_free(&st.allocs);
  bo_view_flow_free(&st.flow);
  bo_dominance_destroy(st.dom);
  return 0;
}

static int run_buffer_hoisting(bo_op *func, const void *options) {
  (void)options;
  return run_hoisting(func, false);
}

static int run_buffer_loop_hoisting(bo_op *func, const void *options) {
  (void)options;
  return run_hoisting(func, true);
}

const bo_pass_info bo_pass_buffer_hoisting = {
    .name = "buffer-hoisting",
    .summary = "Optimizes placement of allocation operations by moving them into common "
               "dominators and out of nested regions",
    .anchor = "func.func",
    .run = run_buffer_hoisting,
};

const bo_pass_info bo_pass_buffer_loop_hoisting = {
    .name = "buffer-loop-hoisting",
    .summary = "Optimizes placement of allocation operations by moving them out of loop nests",
    .anchor = "func.func",
    .run = run_buffer_loop_hoisting,
};
