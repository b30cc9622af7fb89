/* buffer_deallocation_simplification.c - the buffer-deallocation-
 * simplification pass (the statically decidable part).
 *
 * Rewrites every bufferization.dealloc in a single-block function body
 * with what is known without running the program, as upstream's patterns:
 *  - a base buffer taken (extract_strided_metadata) from a fresh allocation
 *    is that allocation;
 *  - a memref whose condition is the constant false is never freed: dropped;
 *  - an allocation whose only user is the dealloc is dead: both go;
 *  - a memref that is the same allocation as a retained value, and known
 *    different from every other retained value, is dropped (it is handed
 *    on, not freed);
 *  - a retained value that cannot alias any memref of the list is dropped
 *    (its updated ownership is false);
 *  - a memref known different from every other memref of the list gets a
 *    dealloc of its own;
 *  - a dealloc left with no memrefs is erased.
 * Rewrites whose upstream form combines updated ownerships with arith.ori
 * run only when those results are unused (always, after the ownership pass
 * on single blocks).  "Same allocation" follows views back to their source
 * through the memory tables (dialects/memory_iface.h); two different
 * allocations never alias, nor does an allocation and an argument.  The
 * option fresh-call-results (bufopt only) adds what the function-boundary
 * ABI guarantees: a call result is a buffer the callee handed over, so it
 * is a fresh allocation too.  What stays when aliasing is known is one
 * dealloc per owned buffer under the constant true, which the lowering
 * frees with no runtime pointer check and no helper function.
 *
 * Like MLIR's greedy driver the pass also folds constants (one per value,
 * hoisted to the top of the body as upstream's OperationFolder does) and
 * erases trivially dead ops (pure, reading or allocating ops whose results
 * are unused), so the output text is mlir-opt 22's; it does not run the
 * ops' own folders (upstream folds e.g. memref.load of a memref.cast).
 * Functions with several blocks are left as they are.  Cost: each round is
 * linear in the body plus, per dealloc, quadratic in its operand count (the
 * pairwise alias checks); rounds repeat while a rewrite applies, and every
 * rewrite shrinks or splits a list, so they are few.
 */
#include <stddef.h>

#include "../pass/passes.h"
#include "dealloc_common.h"

typedef struct simplify_options {
  bool fresh_call_results;
} simplify_options;

/* The buffer v is a view of: follows views (subview, cast, the base buffer
 * of extract_strided_metadata, ...) back to their source. */
static bo_value *buffer_root(bo_value *v) {
  for (;;) {
    bo_op *def = v->def_op;
    const bo_memory_iface *mem = def ? bo_memory_of(def) : NULL;
    if (!mem || !(mem->effects & BO_MEM_ALIAS) || v->index != 0) return v;
    v = def->operands[mem->alias_operand].value;
  }
}

/* A buffer made here: an allocation, or (with fresh-call-results) a
 * buffer a call hands over. */
static bool is_fresh(const bo_value *root, const simplify_options *o) {
  const bo_memory_iface *mem = root->def_op ? bo_memory_of(root->def_op) : NULL;
  if (!mem) return false;
  if (mem->effects & BO_MEM_ALLOCATES) return root->index == 0;
  return o->fresh_call_results && (mem->effects & BO_MEM_CALL);
}

/* Upstream's isSameAllocation: 1 same buffer, 0 different, -1 unknown. */
static int same_allocation(bo_value *a, bo_value *b, const simplify_options *o) {
  bo_value *ra = buffer_root(a), *rb = buffer_root(b);
  if (ra == rb) return 1;
  if (is_fresh(ra, o) && is_fresh(rb, o)) {
    /* two results of one call may be one buffer (`return %x, %x`) */
    if (ra->def_op == rb->def_op) return -1;
    return 0;
  }
  return -1;
}

static bool is_block_argument_above(const bo_value *arg, const bo_value *fresh) {
  return !arg->def_op && arg->owner && fresh->def_op &&
         bo_op_get_block(fresh->def_op) == arg->owner; /* single-block bodies */
}

/* True when a and b are known to be different buffers. */
static bool never_alias(bo_value *a, bo_value *b, const simplify_options *o) {
  bo_value *ra = buffer_root(a), *rb = buffer_root(b);
  if ((is_fresh(ra, o) && is_block_argument_above(rb, ra)) ||
      (is_fresh(rb, o) && is_block_argument_above(ra, rb)))
    return true;
  return same_allocation(ra, rb, o) == 0;
}

static bool results_unused(const bo_op *op) {
  for (unsigned i = 0; i < op->num_results; i++)
    if (op->results[i].first_use) return false;
  return true;
}

typedef BO_VEC(bo_value *) value_vec;

static void remove_at(value_vec *v, size_t i) {
  memmove(&v->data[i], &v->data[i + 1], (v->len - i - 1) * sizeof(bo_value *));
  v->len--;
}

/* m can go from a dealloc whose retained list is `retained`: it is the same
 * buffer as a retained value and known different from each other one. */
static bool handed_on(bo_value *m, const value_vec *retained, const simplify_options *o) {
  bool same = false;
  for (size_t k = 0; k < retained->len; k++) {
    int r = same_allocation(retained->data[k], m, o);
    if (r < 0) return false;
    same |= r == 1;
  }
  return same;
}

/* Rewrites one dealloc once; returns whether it changed.  Patterns whose
 * upstream form combines updated conditions with arith.ori are applied only
 * when those results are unused (always so after the ownership pass on a
 * single block), so no result needs rewiring but to the constant false. */
static bool simplify_dealloc(bo_op *dealloc, const simplify_options *o) {
  bo_context *ctx = dealloc->ctx;
  unsigned ms, cs, rs;
  unsigned n = bo_op_segment(dealloc, 0, &ms);
  bo_op_segment(dealloc, 1, &cs);
  unsigned r = bo_op_segment(dealloc, 2, &rs);
  bool unused = results_unused(dealloc);
  value_vec memrefs = {0}, conds = {0}, retained = {0};
  BO_VEC(bo_op *) dead_allocs = {0};
  bool changed = false;
  const bo_op_info *metadata = bo_lookup_op_info(ctx, "memref.extract_strided_metadata", 31);
  for (unsigned k = 0; k < r; k++) bo_vec_push(&retained, dealloc->operands[rs + k].value);
  for (unsigned i = 0; i < n; i++) {
    bo_value *m = dealloc->operands[ms + i].value, *c = dealloc->operands[cs + i].value;
    bo_op *def = m->def_op;
    /* the base buffer of a fresh allocation is the allocation */
    if (def && def->info == metadata && m->index == 0) {
      bo_value *src = def->operands[0].value;
      const bo_memory_iface *mem = src->def_op ? bo_memory_of(src->def_op) : NULL;
      if (mem && (mem->effects & BO_MEM_ALLOCATES) && src->index == 0) {
        m = src;
        changed = true;
      }
    }
    if (bo_dealloc_const_bool(c) == 0) { changed = true; continue; }
    /* an allocation nothing but this dealloc uses: both go */
    const bo_memory_iface *mem = m->def_op ? bo_memory_of(m->def_op) : NULL;
    if (mem && mem->effects == BO_MEM_ALLOCATES && m->first_use && !m->first_use->next &&
        m->first_use->owner == dealloc) {
      bo_vec_push(&dead_allocs, m->def_op);
      changed = true;
      continue;
    }
    if (unused && r && (handed_on(m, &retained, o) ||
                        (def && def->info == metadata && m->index == 0 &&
                         handed_on(def->operands[0].value, &retained, o)))) {
      changed = true;
      continue;
    }
    bo_vec_push(&memrefs, m);
    bo_vec_push(&conds, c);
  }
  /* retained values no memref of the list can be: their result is false */
  BO_VEC(int) kept_result = {0}; /* retained index -> new result index or -1 */
  value_vec new_retained = {0};
  for (size_t k = 0; k < retained.len; k++) {
    bool may_alias = false;
    for (size_t i = 0; i < memrefs.len && !may_alias; i++)
      may_alias = !never_alias(retained.data[k], memrefs.data[i], o);
    if (may_alias) {
      bo_vec_push(&kept_result, (int)new_retained.len);
      bo_vec_push(&new_retained, retained.data[k]);
    } else {
      bo_vec_push(&kept_result, -1);
      changed = true;
    }
  }
  /* memrefs known different from every other one get their own dealloc */
  value_vec split = {0}, split_conds = {0};
  if (memrefs.len > 1 && (unused || !new_retained.len)) {
    for (size_t i = 0; i < memrefs.len;) {
      bool alone = true;
      for (size_t k = 0; k < memrefs.len && alone; k++)
        if (k != i) alone = never_alias(memrefs.data[i], memrefs.data[k], o);
      if (alone) {
        bo_vec_push(&split, memrefs.data[i]);
        bo_vec_push(&split_conds, conds.data[i]);
        remove_at(&memrefs, i);
        remove_at(&conds, i);
        changed = true;
      } else {
        i++;
      }
    }
  }
  if (changed) {
    bo_builder b = bo_builder_before(ctx, dealloc);
    b.loc = dealloc->loc;
    for (size_t i = 0; i < split.len; i++)
      bo_dealloc_build(&b, 1, &split.data[i], &split_conds.data[i], (unsigned)new_retained.len,
                       new_retained.data);
    bo_op *repl = NULL;
    if (memrefs.len)
      repl = bo_dealloc_build(&b, (unsigned)memrefs.len, memrefs.data, conds.data,
                              (unsigned)new_retained.len, new_retained.data);
    bo_value *false_value = NULL;
    for (unsigned k = 0; k < r; k++) {
      bo_value *old = &dealloc->results[k];
      if (!old->first_use) continue;
      bo_value *now;
      if (kept_result.data[k] >= 0 && repl) {
        now = &repl->results[kept_result.data[k]];
      } else {
        if (!false_value) {
          /* where upstream's folder puts new constants: the top */
          bo_builder top = bo_builder_before(ctx, bo_op_get_block(dealloc)->first);
          top.loc = dealloc->loc;
          false_value = bo_dealloc_build_bool(&top, false);
        }
        now = false_value;
      }
      bo_value_replace_all_uses(old, now);
    }
    bo_op_erase(dealloc);
    for (size_t i = 0; i < dead_allocs.len; i++) bo_op_erase(dead_allocs.data[i]);
  }
  bo_vec_free(&memrefs);
  bo_vec_free(&conds);
  bo_vec_free(&retained);
  bo_vec_free(&new_retained);
  bo_vec_free(&kept_result);
  bo_vec_free(&dead_allocs);
  bo_vec_free(&split);
  bo_vec_free(&split_conds);
  return changed;
}

/* An op the greedy driver would erase when its results are unused. */
static bool is_trivially_dead(const bo_op *op) {
  if (op->num_regions || bo_op_has_trait(op, BO_TRAIT_TERMINATOR) || !results_unused(op))
    return false;
  if (bo_op_has_trait(op, BO_TRAIT_PURE)) return true;
  const bo_memory_iface *mem = bo_memory_of(op);
  return mem && !(mem->effects & (BO_MEM_FREES | BO_MEM_WRITES | BO_MEM_CALL));
}

/* Erases dead ops, last first, until none is left (an erased op can make
 * its operands' definitions dead: those are earlier in the block). */
static void erase_dead_ops(bo_block *block) {
  for (bo_op *op = block->last; op;) {
    bo_op *prev = op->prev;
    if (is_trivially_dead(op)) bo_op_erase(op);
    op = prev;
  }
}

/* Constant folding as upstream's OperationFolder: program order; a
 * duplicate of a known constant is replaced by it; a new one moves to the
 * top of the body unless it follows a constant the folder owns already. */
static void fold_constants(bo_block *block) {
  bo_mapping *known = bo_mapping_create(); /* value attribute -> constant op */
  bo_mapping *owned = bo_mapping_create(); /* constant op -> itself */
  for (bo_op *op = block->first; op;) {
    bo_op *next = op->next;
    if (is_trivially_dead(op)) {
      bo_op_erase(op);
    } else if (bo_op_has_trait(op, BO_TRAIT_CONSTANT_LIKE) && op->num_results == 1 &&
               bo_op_get_attr(op, "value")) {
      const bo_attr *value = bo_op_get_attr(op, "value");
      bo_op *same = bo_mapping_get(known, value);
      if (same && same->results[0].type == op->results[0].type) {
        bo_value_replace_all_uses(&op->results[0], &same->results[0]);
        bo_op_erase(op);
      } else if (!same) {
        if (block->first != op && !(op->prev && bo_mapping_get(owned, op->prev)))
          bo_op_move_before(op, block->first);
        bo_mapping_put(known, value, op);
        bo_mapping_put(owned, op, op);
      }
    }
    op = next;
  }
  bo_mapping_destroy(known);
  bo_mapping_destroy(owned);
}

/* Applies the rewrites to every dealloc of the body until none applies
 * (each round is linear; a rewrite only shrinks the lists, so rounds are
 * bounded by the number of dealloc operands). */
static int run_on_function(bo_op *func, const simplify_options *o) {
  bo_region *body = func->num_regions ? &func->regions[0] : NULL;
  if (!body || !body->first || body->first != body->last) return 0;
  bo_block *block = body->first;
  fold_constants(block);
  const bo_op_info *dealloc_info = bo_lookup_op_info(func->ctx, "bufferization.dealloc", 21);
  BO_VEC(bo_op *) deallocs = {0};
  for (bool changed = true; changed;) {
    changed = false;
    deallocs.len = 0;
    for (bo_op *op = block->first; op; op = op->next)
      if (op->info == dealloc_info) bo_vec_push(&deallocs, op);
    for (size_t i = 0; i < deallocs.len; i++)
      if (simplify_dealloc(deallocs.data[i], o)) changed = true;
    /* a base buffer seen through leaves its extract_strided_metadata dead
     * and the allocation perhaps single-use: the next round sees that */
    erase_dead_ops(block);
  }
  bo_vec_free(&deallocs);
  fold_constants(block); /* the constants the rewrites made */
  return 0;
}

static int run_simplification(bo_op *module, const void *options) {
  for (bo_op *op = module->regions[0].first->first; op; op = op->next)
    if (bo_op_is(op, "func.func")) run_on_function(op, options);
  return 0;
}

static const bo_pass_option options[] = {
    {"fresh-call-results",
     "bufopt only: a call's memref results are buffers the callee hands over (the ABI of "
     "ownership-based-buffer-deallocation), distinct from every other buffer",
     BO_OPT_BOOL, offsetof(simplify_options, fresh_call_results), NULL, "false"},
};

const bo_pass_info bo_pass_buffer_deallocation_simplification = {
    .name = "buffer-deallocation-simplification",
    .summary = "Optimizes `bufferization.dealloc` operation for more efficient codegen",
    .anchor = "builtin.module",
    .options_size = sizeof(simplify_options),
    .num_options = 1,
    .options = options,
    .run = run_simplification,
};
