/* buffer_deallocation_simplification.c - the buffer-deallocation-
 * simplification pass (the statically decidable part).
 *
 * Rewrites every bufferization.dealloc of a function (all its blocks,
 * nested ones too) with what is known without running the program, as
 * upstream's patterns, keeping the updated ownerships it returns:
 *  - a base buffer taken (extract_strided_metadata) from a fresh allocation
 *    is that allocation;
 *  - a memref whose condition is the constant false is never freed: dropped;
 *  - an allocation whose only user is the dealloc is dead: both go;
 *  - the same buffer twice: one entry under the or of the conditions;
 *  - a memref that is the same buffer as retained values, and known
 *    different from the other retained values, is dropped (handed on, not
 *    freed); those values' results are or-ed with its condition;
 *  - a retained value that cannot alias any memref of the list is dropped
 *    (its updated ownership is false);
 *  - a memref known different from every other memref of the list gets a
 *    dealloc of its own (results or-ed);
 *  - a dealloc left with no memrefs is erased.
 * "Same buffer" follows views back to their source through the memory
 * tables (dialects/memory_iface.h), and region ops that always pass one
 * buffer through.  Two different allocations never alias; bufopt also
 * knows that a fresh allocation differs from everything that existed
 * before it, and tells loop-carried buffers apart when the loop replaces
 * them by fresh allocations, knows that two memref.views of one arena at
 * disjoint constant byte ranges (merge-alloc's) differ, and follows
 * buffers through scf.while's regions, loop-carried arguments and region
 * ops' results (scf.for, scf.if) to the roots they may be (cycles
 * closed).  The option fresh-call-results (bufopt only) adds what the function-boundary ABI guarantees: a call result is a
 * buffer the callee handed over, so it is a fresh allocation too.  What
 * stays when aliasing is known is one dealloc per owned buffer, which the
 * lowering frees with no helper function.  The i1 ownership plumbing of
 * region ops that turns out constant or pass-through is folded and the
 * unused part removed (what upstream's pipeline leaves to canonicalize).
 *
 * Like MLIR's greedy driver the pass also folds constants (one per value,
 * hoisted to the top of the function as upstream's OperationFolder does),
 * the i1 logic the passes make, commutative ops' constant operands, and
 * erases trivially dead ops, so the output text is mlir-opt 22's where
 * bufopt knows no more than upstream; it does not run the ops' own folders
 * (upstream folds e.g. memref.load of a memref.cast).  Cost: each round is
 * linear in the body plus, per dealloc, O(memrefs x retained) and
 * O(memrefs x memrefs that are not fresh allocations) alias checks (roots
 * memoized per dealloc); rounds repeat while a rewrite applies, and every
 * rewrite shrinks or splits a list or removes plumbing, so they are few.
 */
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#include "../dialects/fold.h"
#include "../pass/passes.h"
#include "../pass/pipelines.h"
#include "dealloc_common.h"
#include "../analysis/bufferize_iface.h"
#include "../analysis/alloc_lifetimes.h"
#include "../dialects/op_ids.h"

typedef bo_buffer_deallocation_simplification_options simplify_options;

/* One run on a function: the options and a memo of buffer roots (valid
 * for a round: rebuilt region ops make new values). */
typedef struct simplify_state {
  simplify_options options;
  bo_mapping *roots;   /* value -> its buffer_root */
  bo_mapping *private; /* interned name -> private func.func definition */
} simplify_state;

static bo_value *root_at(bo_value *v, unsigned depth);
static bool is_i1(const bo_value *v);

/* The block around b's region, inside the function (NULL at its body). */
static bo_block *parent_block(const bo_block *b) {
  const bo_op *op = b->parent ? b->parent->parent : NULL;
  if (!op || bo_op_has_trait(op, BO_TRAIT_ISOLATED_FROM_ABOVE)) return NULL;
  return op->block;
}

/* The value a region op's result or a loop's iter_arg always is, when the
 * op's terminators say so (upstream's alias analysis sees through scf the
 * same way): a result every terminator of the op's regions yields the same
 * outer buffer for; a loop-carried block argument whose loop passes it
 * back unchanged (then it is its initial value).  NULL when unknown.
 * `depth` bounds the recursion through nested region ops. */
static bo_value *through_regions(bo_value *v, unsigned depth) {
  if (depth > 6) return NULL;
  if (v->def_op) {
    bo_op *op = v->def_op;
    const bo_memory_iface *mem = bo_memory_of(op);
    if (!mem || !(mem->effects & BO_MEM_REGION_BRANCH) || !op->num_regions) return NULL;
    bo_value *common = NULL;
    for (unsigned r = 0; r < op->num_regions; r++)
      for (bo_block *b = op->regions[r].first; b; b = b->next) {
        bo_op *t = bo_block_get_terminator(b);
        const bo_memory_iface *tm = t ? bo_memory_of(t) : NULL;
        if (!tm || !(tm->effects & BO_MEM_REGION_RETURN) || (tm->effects & BO_MEM_NO_FORWARD))
          return NULL;
        if (tm->forward_from + v->index >= t->num_operands) return NULL;
        bo_value *y = root_at(t->operands[tm->forward_from + v->index].value, depth + 1);
        /* the yielded buffer must come from outside the op */
        bo_block *yb = y->def_op ? y->def_op->block : y->owner;
        for (bo_block *x = yb; x; x = parent_block(x))
          if (x->parent && x->parent->parent == op) return NULL;
        if (common && common != y) return NULL;
        common = y;
      }
    return common;
  }
  /* a loop-carried block argument (scf.for: entry_args_from) */
  bo_block *b = v->owner;
  bo_op *op = b && b->parent ? b->parent->parent : NULL;
  const bo_memory_iface *mem = op ? bo_memory_of(op) : NULL;
  if (!mem || !(mem->effects & BO_MEM_LOOP) || v->index < mem->entry_args_from) return NULL;
  unsigned k = v->index - mem->entry_args_from;
  if (mem->forward_from + k >= op->num_operands) return NULL;
  bo_value *init = root_at(op->operands[mem->forward_from + k].value, depth + 1);
  bo_op *t = bo_block_get_terminator(b);
  const bo_memory_iface *tm = t ? bo_memory_of(t) : NULL;
  if (!tm || !(tm->effects & BO_MEM_REGION_RETURN) || tm->forward_from + k >= t->num_operands)
    return NULL;
  bo_value *back = t->operands[tm->forward_from + k].value;
  /* views and region results over the argument itself */
  for (unsigned d = 0; d < 16 && back != v; d++) {
    bo_op *def = back->def_op;
    const bo_memory_iface *dm = def ? bo_memory_of(def) : NULL;
    if (dm && (dm->effects & BO_MEM_ALIAS) && back->index == 0) {
      back = def->operands[dm->alias_operand].value;
      continue;
    }
    bo_value *inner = through_regions(back, depth + 1);
    if (!inner || inner == back) break;
    back = inner;
  }
  return back == v || root_at(back, depth + 1) == init ? init : NULL;
}

/* The buffer v is a view of: follows views (subview, cast, the base buffer
 * of extract_strided_metadata, ...) back to their source, and region ops
 * that always pass one buffer through. */
static bo_value *root_at(bo_value *v, unsigned depth) {
  for (unsigned d = 0; d < 64; d++) {
    bo_op *def = v->def_op;
    const bo_memory_iface *mem = def ? bo_memory_of(def) : NULL;
    if (mem && (mem->effects & BO_MEM_ALIAS) && v->index == 0) {
      v = def->operands[mem->alias_operand].value;
      continue;
    }
    bo_value *through = through_regions(v, depth);
    if (!through || through == v) return v;
    v = through;
  }
  return v;
}

static bo_value *buffer_root_memo(simplify_state *o, bo_value *v) {
  bo_value *r = bo_mapping_get(o->roots, v);
  if (!r) {
    r = root_at(v, 0);
    bo_mapping_put(o->roots, v, r);
  }
  return r;
}

/* A buffer made here: an allocation, or (with fresh-call-results) a
 * buffer a call hands over. */
static bool is_fresh(const bo_value *root, simplify_state *o) {
  const bo_memory_iface *mem = root->def_op ? bo_memory_of(root->def_op) : NULL;
  if (!mem) return false;
  if (mem->effects & BO_MEM_ALLOCATES) return root->index == 0 && !(mem->effects & BO_MEM_FREES);
  if (!o->options.fresh_call_results || !(mem->effects & BO_MEM_CALL)) return false;
  /* a private callee may return ownerships instead (ownership-based-
   * buffer-deallocation's private-function-dynamic-ownership): only calls
   * to other functions are known to hand their results over */
  const bo_attr *callee = bo_op_get_attr(root->def_op, "callee");
  if (!callee || bo_attr_get_kind(callee) != BO_ATTR_SYMBOL_REF) return false;
  return !bo_mapping_get(o->private, bo_intern_cstr(root->def_op->ctx,
                                                     bo_attr_symbol_root(callee)));
}

/* Upstream's isSameAllocation: 1 same buffer, 0 different, -1 unknown. */
static int same_allocation(bo_value *a, bo_value *b, simplify_state *o) {
  bo_value *ra = buffer_root_memo(o, a), *rb = buffer_root_memo(o, b);
  if (ra == rb) return 1;
  if (is_fresh(ra, o) && is_fresh(rb, o)) {
    /* two results of one call may be one buffer (`return %x, %x`) */
    if (ra->def_op == rb->def_op) return -1;
    return 0;
  }
  return -1;
}



/* `before` existed when `fresh` was made: a block argument of fresh's
 * block or of a block around it, or a value defined earlier in one of
 * those blocks.  A new buffer differs from every buffer that existed. */
static bool existed_before(const bo_value *before, const bo_value *fresh) {
  if (!fresh->def_op) return false;
  const bo_op *at = fresh->def_op;
  for (const bo_block *b = at->block; b; at = b->parent ? b->parent->parent : NULL,
                     b = parent_block(b)) {
    if (!before->def_op) {
      /* an argument of b, or of its region's entry block (which dominates
       * every block of the region: a function argument seen from ^bb1) */
      if (before->owner == b || (b->parent && before->owner == b->parent->first)) return true;
    } else if (before->def_op->block == b) {
      /* ids are pre-order numbers (bo_number_ops each round) */
      return at && before->def_op->id < at->id;
    }
    if (!at) break;
  }
  return false;
}

/* A loop-carried buffer (a loop's iter_arg or result, through the
 * BO_MEM_LOOP hook) whose loop always passes back a buffer allocated in
 * its body: then it is its initial value or such a fresh buffer. */
typedef struct carried {
  bo_op *loop;
  unsigned index;
  bo_value *init, *fresh;
} carried;

static bool loop_carried(bo_value *v, simplify_state *o, carried *c) {
  bo_op *loop = v->def_op;
  unsigned k = v->index;
  const bo_memory_iface *mem = loop ? bo_memory_of(loop) : NULL;
  if (!loop) {
    loop = v->owner && v->owner->parent ? v->owner->parent->parent : NULL;
    mem = loop ? bo_memory_of(loop) : NULL;
    if (!mem || !(mem->effects & BO_MEM_LOOP) || k < mem->entry_args_from ||
        v->owner != loop->regions[0].first)
      return false;
    k -= mem->entry_args_from;
  }
  if (!mem || !(mem->effects & BO_MEM_LOOP) || mem->forward_from + k >= loop->num_operands)
    return false;
  bo_block *body = loop->regions[0].first;
  bo_op *t = body ? bo_block_get_terminator(body) : NULL;
  const bo_memory_iface *tm = t ? bo_memory_of(t) : NULL;
  if (!tm || !(tm->effects & BO_MEM_REGION_RETURN) || tm->forward_from + k >= t->num_operands)
    return false;
  bo_value *y = buffer_root_memo(o, t->operands[tm->forward_from + k].value);
  if (!is_fresh(y, o)) return false;
  bool inside = false;
  for (bo_block *x = y->def_op->block; x && !inside; x = parent_block(x)) inside = x == body;
  if (!inside) return false;
  *c = (carried){loop, k, loop->operands[mem->forward_from + k].value, y};
  return true;
}

/* Origins through scf.while (bufopt, as upstream's local alias analysis):
 * a before-region argument k is the loop's operand k or the after
 * region's yield operand k; an after-region argument or result j is the
 * condition's forwarded operand j.  Collects the roots a value may be (the
 * leaves reachable along those edges) into out, at most ORIGIN_CAP.  The
 * edges may form cycles (a ping-pong loop swaps two arguments every
 * iteration): every inner value is visited once, as upstream's
 * BufferViewFlowAnalysis closes its alias sets with a worklist, so a cycle
 * adds nothing and the walk stops.  Unknown (-1) when there are more than
 * ORIGIN_CAP roots or ORIGIN_SEEN inner values.  O(ORIGIN_SEEN * (ORIGIN_CAP
 * + ORIGIN_SEEN)). */
enum { ORIGIN_CAP = 8, ORIGIN_SEEN = 32 };

typedef struct origin_walk {
  bo_value *out[ORIGIN_CAP], *seen[ORIGIN_SEEN];
  int n, nseen; /* n < 0: unknown */
} origin_walk;

static bool is_while(const bo_op *op) {
  const bo_bufferize_iface *bi = op ? bo_bufferize_iface_of(op) : NULL;
  return bi && bi->region_kind == BO_BUFFERIZE_REGION_WHILE && op->num_regions == 2 &&
         op->regions[0].first && op->regions[1].first;
}

/* The values a region op's result or a loop's carried block argument may
 * be (bufopt, as upstream's local alias analysis follows region branches):
 * a result of a region-branch op is what each region's terminator yields
 * at its position (and, for a loop, its initial operand); an argument of a
 * loop body is its initial operand or the body's yield.  At most cap
 * values; 0 when unknown. */
static unsigned branch_sources(bo_value *v, bo_value **next, unsigned cap) {
  unsigned n = 0;
  bo_op *op = v->def_op;
  unsigned k = v->index;
  if (!op) {
    op = v->owner && v->owner->parent ? v->owner->parent->parent : NULL;
    const bo_memory_iface *mem = op ? bo_memory_of(op) : NULL;
    if (!mem || !(mem->effects & BO_MEM_LOOP) || k < mem->entry_args_from ||
        v->owner != op->regions[0].first)
      return 0;
    k -= mem->entry_args_from;
  }
  const bo_memory_iface *mem = bo_memory_of(op);
  if (!mem || !(mem->effects & (BO_MEM_REGION_BRANCH | BO_MEM_LOOP)) || !op->num_regions) return 0;
  if (mem->effects & BO_MEM_LOOP) {
    if (mem->forward_from + k >= op->num_operands) return 0;
    next[n++] = op->operands[mem->forward_from + k].value;
  }
  for (unsigned r = 0; r < op->num_regions; r++)
    for (bo_block *b = op->regions[r].first; b; b = b->next) {
      bo_op *t = bo_block_get_terminator(b);
      const bo_memory_iface *tm = t ? bo_memory_of(t) : NULL;
      if (!tm || !(tm->effects & BO_MEM_REGION_RETURN) || (tm->effects & BO_MEM_NO_FORWARD) ||
          tm->forward_from + k >= t->num_operands || n == cap)
        return 0;
      next[n++] = t->operands[tm->forward_from + k].value;
    }
  return n;
}

static void origins(bo_value *v, simplify_state *o, origin_walk *w) {
  if (w->n < 0) return;
  v = buffer_root_memo(o, v);
  bo_op *loop = v->def_op;
  bo_value *next[4] = {NULL, NULL, NULL, NULL};
  unsigned nnext = 0;
  if (loop && is_while(loop)) {
    bo_op *cond = loop->regions[0].first->last;
    if (cond && v->index + 1 < cond->num_operands) next[0] = cond->operands[v->index + 1].value;
  } else if (!loop && v->owner && v->owner->parent && is_while(v->owner->parent->parent)) {
    loop = v->owner->parent->parent;
    bo_block *before = loop->regions[0].first, *after = loop->regions[1].first;
    if (v->owner == before && v->index < loop->num_operands) {
      bo_op *yield = after->last;
      next[0] = loop->operands[v->index].value;
      if (yield && v->index < yield->num_operands) next[1] = yield->operands[v->index].value;
    } else if (v->owner == after) {
      bo_op *cond = before->last;
      if (cond && v->index + 1 < cond->num_operands) next[0] = cond->operands[v->index + 1].value;
    }
  }
  if (!next[0] && !is_while(loop) &&
      !(!v->def_op && v->owner && v->owner->parent && is_while(v->owner->parent->parent)))
    nnext = branch_sources(v, next, 4);
  else
    nnext = next[0] ? (next[1] ? 2 : 1) : 0;
  if (!nnext) { /* a leaf */
    for (int i = 0; i < w->n; i++)
      if (w->out[i] == v) return;
    if (w->n == ORIGIN_CAP) {
      w->n = -1;
      return;
    }
    w->out[w->n++] = v;
    return;
  }
  for (int i = 0; i < w->nseen; i++)
    if (w->seen[i] == v) return; /* on a cycle, or already walked */
  if (w->nseen == ORIGIN_SEEN) {
    w->n = -1;
    return;
  }
  w->seen[w->nseen++] = v;
  for (unsigned i = 0; i < nnext; i++) origins(next[i], o, w);
}

/* An argument of the function's entry block. */
static bool is_function_arg(const bo_value *v) {
  if (v->def_op || !v->owner || !v->owner->parent) return false;
  const bo_op *op = v->owner->parent->parent;
  return op && bo_op_has_trait(op, BO_TRAIT_ISOLATED_FROM_ABOVE) &&
         v->owner == v->owner->parent->first;
}

/* Two roots are different buffers: fresh buffers made by different ops,
 * or a fresh buffer and an argument of the function it is made in (which
 * existed before the call). */
static bool roots_apart(bo_value *x, bo_value *y, simplify_state *o) {
  bool fx = is_fresh(x, o), fy = is_fresh(y, o);
  if (fx && fy) return x->def_op != y->def_op;
  return (fx && is_function_arg(y) && existed_before(y, x)) ||
         (fy && is_function_arg(x) && existed_before(x, y));
}

/* Two buffers through scf.while are different when every root one may be
 * is apart from every root the other may be (upstream's BufferOrigin-
 * Analysis: new allocations against other allocations or function
 * arguments).  O(ORIGIN_CAP^2). */
static bool origins_apart(bo_value *a, bo_value *b, simplify_state *o) {
  origin_walk wa = {.n = 0}, wb = {.n = 0};
  origins(a, o, &wa);
  origins(b, o, &wb);
  if (wa.n <= 0 || wb.n <= 0) return false;
  for (int i = 0; i < wa.n; i++)
    for (int j = 0; j < wb.n; j++)
      if (!roots_apart(wa.out[i], wb.out[j], o)) return false;
  return true;
}

/* The byte range [*lo, *hi) of an arena a memref.view with a constant
 * byte shift and a static, non-empty identity-layout type covers
 * (merge-alloc's views); false for anything else (two empty views at one
 * shift would have the same pointer). */
static bool view_bytes(const bo_value *v, int64_t *lo, int64_t *hi) {
  const bo_op *def = v->def_op;
  if (!def || !bo_op_isa(def, BO_OP_MEMREF_VIEW) || def->num_operands != 2) return false;
  const bo_attr *c = bo_fold_constant_of(def->operands[1].value);
  int64_t shift, n = bo_type_get_num_elements(v->type);
  int64_t eb = bo_alloc_element_bytes(bo_type_get_element_type(v->type), false);
  if (!c || !bo_fold_int_of(c, &shift) || shift < 0 || n == BO_DYNAMIC || n <= 0 || eb <= 0 ||
      bo_type_get_layout(v->type) || n > (INT64_MAX - shift) / eb)
    return false;
  *lo = shift, *hi = shift + n * eb;
  return true;
}

/* Two memref.views of one arena at disjoint constant byte ranges (what
 * merge-alloc makes) are different buffers: no byte is in both, and the
 * base buffers the deallocation passes take of them have different
 * aligned pointers (the lowering's own run-time alias check would find
 * them apart).
 * Neither is ever owned (a view is not an allocation), so the rule only
 * lets the simplification see what the run-time check would. */
static bool disjoint_views(const bo_value *a, const bo_value *b) {
  int64_t la, ha, lb, hb;
  return a != b && view_bytes(a, &la, &ha) && view_bytes(b, &lb, &hb) &&
         a->def_op->operands[0].value == b->def_op->operands[0].value &&
         (ha <= lb || hb <= la);
}

/* True when a and b are known to be different buffers. */
static bool never_alias(bo_value *a, bo_value *b, simplify_state *o) {
  if (disjoint_views(a, b)) return true;
  bo_value *ra = buffer_root_memo(o, a), *rb = buffer_root_memo(o, b);
  if (ra == rb) return false;
  if (same_allocation(ra, rb, o) == 0) return true;
  if ((is_fresh(ra, o) && existed_before(rb, ra)) || (is_fresh(rb, o) && existed_before(ra, rb)))
    return true;
  /* loop-carried buffers (bufopt): two of one loop differ when their
   * initial values differ and the loop passes back two different fresh
   * buffers; one differs from a buffer that existed before the loop when
   * its initial value does (the fresh ones come later) */
  carried ca, cb;
  bool is_a = loop_carried(ra, o, &ca), is_b = loop_carried(rb, o, &cb);
  if (is_a && is_b && ca.loop == cb.loop)
    return ca.index != cb.index && ca.fresh->def_op != cb.fresh->def_op &&
           never_alias(ca.init, cb.init, o);
  if (is_a && existed_before(rb, ca.fresh) && never_alias(ca.init, rb, o)) return true;
  if (is_b && existed_before(ra, cb.fresh) && never_alias(cb.init, ra, o)) return true;
  if (origins_apart(ra, rb, o)) return true;
  return false;
}

typedef BO_VEC(bo_value *) value_vec;

/* arith.ori, folded as upstream's greedy driver folds it afterwards. */
static bo_value *build_or(bo_builder *b, bo_value *x, bo_value *y) {
  if (!x) return y;
  if (!y || x == y) return x;
  int cx = bo_dealloc_const_bool(x), cy = bo_dealloc_const_bool(y);
  if (cx == 0) return y;
  if (cy == 0) return x;
  if (cx == 1) return x;
  if (cy == 1) return y;
  bo_value *ops[2] = {x, y};
  bo_op_state st = {.id = BO_OP_ARITH_ORI, .loc = b->loc, .num_operands = 2, .operands = ops,
                    .num_results = 1, .result_types = &x->type};
  return bo_op_get_result(bo_build(b, &st), 0);
}

/* Memref v of a dealloc (under condition c) is a loop result that the
 * loop replaces by a fresh allocation in every iteration, and c is an
 * ownership of that loop that starts false and is true after every
 * iteration: c is "the loop ran", so when v is still its initial value c
 * is false.  Then v can be freed apart from a buffer `other` that existed
 * before the loop (bufopt): they are the same buffer only when the loop
 * did not run, and then v's condition is false. */
static bool zero_trip_safe(bo_value *v, bo_value *c, bo_value *other, simplify_state *o) {
  bo_value *rv = buffer_root_memo(o, v);
  carried cv;
  if (!loop_carried(rv, o, &cv) || rv->def_op != cv.loop || c->def_op != cv.loop || !is_i1(c))
    return false;
  const bo_memory_iface *mem = bo_memory_of(cv.loop);
  bo_op *t = bo_block_get_terminator(cv.loop->regions[0].first);
  const bo_memory_iface *tm = bo_memory_of(t);
  if (mem->forward_from + c->index >= cv.loop->num_operands ||
      tm->forward_from + c->index >= t->num_operands)
    return false;
  return bo_dealloc_const_bool(cv.loop->operands[mem->forward_from + c->index].value) == 0 &&
         bo_dealloc_const_bool(t->operands[tm->forward_from + c->index].value) == 1 &&
         existed_before(buffer_root_memo(o, other), cv.fresh);
}

/* Memrefs i and k of a dealloc can be freed by separate deallocs. */
static bool separable(const value_vec *memrefs, const value_vec *conds, size_t i, size_t k,
                      simplify_state *o) {
  bo_value *a = memrefs->data[i], *b = memrefs->data[k];
  return never_alias(a, b, o) || zero_trip_safe(a, conds->data[i], b, o) ||
         zero_trip_safe(b, conds->data[k], a, o);
}

/* Where upstream's folder puts new constants: the top of the function. */
static bo_value *top_bool(bo_op *dealloc, bool v) {
  bo_block *entry = bo_op_get_block(dealloc);
  for (bo_block *p = parent_block(entry); p; p = parent_block(p)) entry = p;
  bo_builder top = bo_builder_before(dealloc->ctx, entry->first);
  top.loc = dealloc->loc;
  return bo_dealloc_build_bool(&top, v);
}

/* Rewrites one dealloc once; returns whether it changed.  The updated
 * ownerships it returns stay what they were: a memref dropped because a
 * retained value is the same buffer adds its condition to that value's
 * result (arith.ori), a split dealloc's results are or-ed together, a
 * retained value no memref can be gets false. */
static bool simplify_dealloc(bo_op *dealloc, simplify_state *o) {
  bo_context *ctx = dealloc->ctx;
  /* roots are remembered while this dealloc is rewritten: nothing is
   * erased or rebuilt before the end */
  bo_mapping_destroy(o->roots);
  o->roots = bo_mapping_create();
  unsigned ms, cs, rs;
  unsigned n = bo_op_segment(dealloc, 0, &ms);
  bo_op_segment(dealloc, 1, &cs);
  unsigned r = bo_op_segment(dealloc, 2, &rs);
  value_vec memrefs = {0}, conds = {0}, retained = {0}, forced = {0};
  /* conditions of memrefs dropped as retained values' buffers, in order:
   * (retained index, condition); or-ed last to first onto the result, the
   * nesting upstream's pattern leaves (each new ori takes the old result) */
  BO_VEC(size_t) handed_k = {0};
  value_vec handed_c = {0};
  BO_VEC(bo_op *) dead_allocs = {0};
  bool changed = false;
  bo_builder b = bo_builder_before(ctx, dealloc);
  b.loc = dealloc->loc;
  const bo_op_info *metadata = bo_op_info_by_id(ctx, BO_OP_MEMREF_EXTRACT_STRIDED_METADATA);
  bo_mapping *by_root = bo_mapping_create(); /* root -> 1 + index in memrefs */
  for (unsigned k = 0; k < r; k++) {
    bo_vec_push(&retained, dealloc->operands[rs + k].value);
    bo_vec_push(&forced, NULL);
  }
  /* every retained value is the same buffer as a memref freed under the
   * constant true: all results are true, and those memrefs (never freed,
   * being retained) go, whatever the rest may alias (upstream's
   * RetainedMemrefAliasingAlwaysDeallocatedMemref) */
  bool *always = r ? calloc(n, sizeof(bool)) : NULL;
  if (always) {
    size_t covered = 0;
    for (unsigned k = 0; k < r; k++) {
      for (unsigned i = 0; i < n; i++) {
        bo_value *m = dealloc->operands[ms + i].value, *c = dealloc->operands[cs + i].value;
        if (bo_dealloc_const_bool(c) != 1) continue;
        bool same = same_allocation(retained.data[k], m, o) == 1;
        if (!same && m->def_op && m->def_op->info == metadata && m->index == 0)
          same = same_allocation(retained.data[k], m->def_op->operands[0].value, o) == 1;
        if (same) {
          always[i] = true;
          if (!forced.data[k]) covered++;
          forced.data[k] = c;
        }
      }
    }
    if (covered != r) {
      memset(always, 0, n * sizeof(bool));
      for (unsigned k = 0; k < r; k++) forced.data[k] = NULL;
    }
  }
  for (unsigned i = 0; i < n; i++) {
    bo_value *m = dealloc->operands[ms + i].value, *c = dealloc->operands[cs + i].value;
    bo_op *def = m->def_op;
    if (always && always[i]) { changed = true; continue; }
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
    /* the same buffer twice (the same value, or bufopt: statically the
     * same allocation): one entry under either condition */
    size_t dup = (size_t)bo_mapping_get(by_root, buffer_root_memo(o, m));
    if (dup--) {
      conds.data[dup] = build_or(&b, conds.data[dup], c);
      changed = true;
      continue;
    }
    /* the same buffer as retained values (and known different from the
     * others): handed on, not freed; they own it when c holds */
    bool unknown = false, same = false;
    for (size_t k = 0; k < retained.len && !unknown; k++) {
      if (same_allocation(retained.data[k], m, o) == 1) same = true;
      else if (!never_alias(retained.data[k], m, o)) unknown = true;
    }
    if (same && !unknown) {
      for (size_t k = 0; k < retained.len; k++)
        if (same_allocation(retained.data[k], m, o) == 1) {
          bo_vec_push(&handed_k, k);
          bo_vec_push(&handed_c, c);
        }
      changed = true;
      continue;
    }
    bo_vec_push(&memrefs, m);
    bo_vec_push(&conds, c);
    bo_mapping_put(by_root, buffer_root_memo(o, m), (void *)memrefs.len);
  }
  bo_mapping_destroy(by_root);
  /* a dealloc with no memrefs frees nothing: it goes (upstream's
   * EraseEmptyDealloc; its results, if any, are false below) */
  if (!n) changed = true;
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
  /* memrefs known different from every other one get their own dealloc.
   * Fresh buffers of different ops never alias each other, so only pairs
   * with a buffer that is not fresh need a check: O(memrefs x not fresh). */
  value_vec split = {0}, split_conds = {0};
  if (memrefs.len > 1) {
    size_t m = memrefs.len;
    bool *fresh = calloc(m, sizeof(bool)), *alone = calloc(m, sizeof(bool));
    bo_mapping *defs = bo_mapping_create(); /* def op -> how many fresh roots */
    BO_VEC(size_t) others = {0};
    for (size_t i = 0; i < m; i++) {
      bo_value *root = buffer_root_memo(o, memrefs.data[i]);
      fresh[i] = is_fresh(root, o);
      if (fresh[i])
        bo_mapping_put(defs, root->def_op, (void *)((size_t)bo_mapping_get(defs, root->def_op) + 1));
    }
    for (size_t i = 0; i < m; i++) {
      if (fresh[i] && (size_t)bo_mapping_get(defs, buffer_root_memo(o, memrefs.data[i])->def_op) > 1)
        fresh[i] = false; /* two results of one call */
      if (!fresh[i]) bo_vec_push(&others, i);
    }
    for (size_t i = 0; i < m; i++) {
      alone[i] = true;
      if (fresh[i]) {
        for (size_t j = 0; j < others.len && alone[i]; j++)
          alone[i] = separable(&memrefs, &conds, i, others.data[j], o);
      } else {
        for (size_t k = 0; k < m && alone[i]; k++)
          if (k != i) alone[i] = separable(&memrefs, &conds, i, k, o);
      }
    }
    size_t kept = 0;
    for (size_t i = 0; i < m; i++) {
      if (alone[i]) {
        bo_vec_push(&split, memrefs.data[i]);
        bo_vec_push(&split_conds, conds.data[i]);
        changed = true;
      } else {
        memrefs.data[kept] = memrefs.data[i];
        conds.data[kept++] = conds.data[i];
      }
    }
    memrefs.len = conds.len = kept;
    free(fresh);
    free(alone);
    bo_mapping_destroy(defs);
    bo_vec_free(&others);
  }
  if (changed) {
    unsigned nr = (unsigned)new_retained.len;
    value_vec results = {0}; /* per new retained value: the or of the new deallocs' results */
    for (unsigned k = 0; k < nr; k++) bo_vec_push(&results, NULL);
    BO_VEC(bo_op *) made = {0};
    for (size_t i = 0; i < split.len; i++)
      bo_vec_push(&made, bo_dealloc_build(&b, 1, &split.data[i], &split_conds.data[i], nr,
                                          new_retained.data));
    if (memrefs.len)
      bo_vec_push(&made, bo_dealloc_build(&b, (unsigned)memrefs.len, memrefs.data, conds.data,
                                          nr, new_retained.data));
    for (unsigned k = 0; k < r; k++) {
      bo_value *old = &dealloc->results[k];
      if (!old->first_use) continue;
      bo_value *now = NULL;
      if (kept_result.data[k] >= 0)
        for (size_t d = 0; d < made.len; d++)
          now = build_or(&b, now, &made.data[d]->results[kept_result.data[k]]);
      for (size_t h = handed_k.len; h-- > 0;)
        if (handed_k.data[h] == k) now = build_or(&b, now, handed_c.data[h]);
      if (forced.data[k]) now = forced.data[k];
      if (!now) now = top_bool(dealloc, false);
      bo_value_replace_all_uses(old, now);
    }
    bo_op_erase(dealloc);
    for (size_t i = 0; i < dead_allocs.len; i++) bo_op_erase(dead_allocs.data[i]);
    bo_vec_free(&results);
    bo_vec_free(&made);
  }
  bo_vec_free(&memrefs);
  bo_vec_free(&conds);
  bo_vec_free(&retained);
  bo_vec_free(&forced);
  bo_vec_free(&handed_k);
  bo_vec_free(&handed_c);
  free(always);
  bo_vec_free(&new_retained);
  bo_vec_free(&kept_result);
  bo_vec_free(&dead_allocs);
  bo_vec_free(&split);
  bo_vec_free(&split_conds);
  return changed;
}

/* An op the greedy driver would erase: the one dead-op rule of all passes
 * (bo_op_is_trivially_dead, src/dialects/fold.c: asked through the traits
 * and memory tables, recursively into regions). */
static bool is_trivially_dead(bo_op *op) { return bo_op_is_trivially_dead(op); }

typedef BO_VEC(bo_op *) op_vec;

static int collect_op(bo_op *op, void *user) {
  bo_vec_push((op_vec *)user, op);
  return 0;
}

/* The ops of the function body in pre-order (definitions before uses). */
static void body_ops(bo_op *func, op_vec *out) {
  out->len = 0;
  for (bo_block *b = func->regions[0].first; b; b = b->next)
    for (bo_op *op = b->first; op; op = op->next) bo_walk_pre(op, collect_op, out);
}

/* body_ops that also gives each op its pre-order number (bo_number_ops'
 * numbers: the function is 0) in the same walk. */
static int collect_numbered(bo_op *op, void *user) {
  op_vec *out = user;
  bo_vec_push(out, op);
  op->id = (uint32_t)out->len;
  return 0;
}

static void number_body_ops(bo_op *func, op_vec *out) {
  out->len = 0;
  func->id = 0;
  for (bo_block *b = func->regions[0].first; b; b = b->next)
    for (bo_op *op = b->first; op; op = op->next) bo_walk_pre(op, collect_numbered, out);
}

/* op is still in func's body (the chain of its parents is attached). */
static bool attached(const bo_op *op, const bo_op *func) {
  while (op != func) {
    if (!op->block || !op->block->parent || !(op = op->block->parent->parent)) return false;
  }
  return true;
}

/* Erases dead ops, last first (an erased op can make its operands'
 * definitions dead: those come earlier in pre-order), and leaves in ops
 * the body's ops that remain, in pre-order (what body_ops would collect
 * now, without walking the IR again).  Returns how many ops it erased. */
static size_t erase_dead_ops(bo_op *func, op_vec *ops) {
  body_ops(func, ops);
  size_t erased = 0;
  bool nested = false; /* an erased op had regions: its ops went too */
  for (size_t i = ops->len; i-- > 0;)
    if (is_trivially_dead(ops->data[i])) {
      nested |= ops->data[i]->num_regions != 0;
      bo_op_erase(ops->data[i]);
      ops->data[i] = NULL;
      erased++;
    }
  if (erased) {
    size_t n = 0;
    for (size_t i = 0; i < ops->len; i++)
      if (ops->data[i] && (!nested || attached(ops->data[i], func))) ops->data[n++] = ops->data[i];
    ops->len = n;
  }
  return erased;
}

/* Constant folding as upstream's OperationFolder: program order; a
 * duplicate of a known constant is replaced by it; a new one moves to the
 * top of the function body (also out of nested regions) unless it follows
 * a constant the folder owns already. */
static void fold_constants(bo_op *func, op_vec *ops, bool listed) {
  bo_constant_folder f;
  bo_constant_folder_init(&f, func->regions[0].first);
  if (!listed) body_ops(func, ops); /* listed: ops holds them already */
  for (size_t i = 0; i < ops->len; i++) {
    bo_op *op = ops->data[i];
    if (is_trivially_dead(op))
      bo_op_erase(op);
    else
      bo_constant_folder_visit(&f, op);
  }
  bo_constant_folder_free(&f);
}


/* ------------------------------------------------ ownership plumbing */

/* The i1 ownerships the deallocation pass threads through region ops often
 * turn out constant once the deallocs are simplified (a branch that hands
 * on a buffer it does not own yields false).  With fold-region-ownerships
 * (set by bufopt's pipelines; off by default, as upstream's pass) bufopt
 * folds them, as upstream's pipeline does with canonicalize: an i1 result that every
 * branch yields as the same outer value is that value; a loop's i1
 * iter_arg that the loop passes back unchanged (or as its initial value)
 * is its initial value; unused i1 results (and iter_args) go.  Only region
 * ops whose regions take no arguments (scf.if, execute_region,
 * index_switch) and loops described by BO_MEM_LOOP are touched; results
 * are found through the region-terminator hooks. */

static bool is_i1(const bo_value *v) { return bo_type_is_integer(v->type, 1); }

static bool defined_outside(const bo_value *v, const bo_op *op) {
  for (const bo_block *b = v->def_op ? v->def_op->block : v->owner; b;) {
    const bo_op *parent = b->parent ? b->parent->parent : NULL;
    if (parent == op) return false;
    if (!parent || bo_op_has_trait(parent, BO_TRAIT_ISOLATED_FROM_ABOVE)) return true;
    b = parent->block;
  }
  return true;
}

/* The forwarding terminators of op's regions; false when one is not. */
static bool region_returns(bo_op *op, op_vec *out) {
  out->len = 0;
  for (unsigned r = 0; r < op->num_regions; r++)
    for (bo_block *b = op->regions[r].first; b; b = b->next) {
      bo_op *t = bo_block_get_terminator(b);
      const bo_memory_iface *tm = t ? bo_memory_of(t) : NULL;
      if (!tm || !(tm->effects & BO_MEM_REGION_RETURN) || (tm->effects & BO_MEM_NO_FORWARD) ||
          tm->forward_from + op->num_results != t->num_operands)
        return false;
      bo_vec_push(out, t);
    }
  return true;
}

/* Rebuilds op without the results (and, for a loop, iter_args) marked in
 * drop; their uses must be gone. */
static void drop_results(bo_op *op, const bool *drop, const op_vec *returns) {
  const bo_memory_iface *mem = bo_memory_of(op);
  bool loop = mem->effects & BO_MEM_LOOP;
  unsigned nres = op->num_results;
  for (size_t i = 0; i < returns->len; i++) {
    bo_op *t = returns->data[i];
    unsigned from = bo_memory_of(t)->forward_from;
    for (unsigned k = nres; k-- > 0;)
      if (drop[k]) bo_op_erase_operand(t, from + k);
  }
  bo_block *body = loop ? op->regions[0].first : NULL;
  if (body)
    for (unsigned k = nres; k-- > 0;)
      if (drop[k]) bo_block_erase_arg(body, mem->entry_args_from + k);
  bo_value **operands = malloc(sizeof(bo_value *) * (op->num_operands + 1));
  const bo_type **types = malloc(sizeof(bo_type *) * (nres + 1));
  unsigned no = 0, nr = 0;
  for (unsigned i = 0; i < op->num_operands; i++) {
    bool init = loop && i >= mem->forward_from && i - mem->forward_from < nres;
    if (!(init && drop[i - mem->forward_from])) operands[no++] = op->operands[i].value;
  }
  for (unsigned k = 0; k < nres; k++)
    if (!drop[k]) types[nr++] = op->results[k].type;
  bo_op_state st = {.name = op->info->name, .loc = op->loc, .num_operands = no,
                    .operands = operands, .num_results = nr, .result_types = types,
                    .num_attrs = op->num_attrs, .attrs = op->attrs, .num_props = op->num_props,
                    .props = op->props, .num_regions = op->num_regions};
  bo_builder b = bo_builder_before(op->ctx, op);
  bo_op *n = bo_build(&b, &st);
  for (unsigned r = 0; r < op->num_regions; r++)
    bo_region_take_blocks(&n->regions[r], &op->regions[r]);
  for (unsigned k = 0, j = 0; k < nres; k++)
    if (!drop[k]) bo_value_replace_all_uses(&op->results[k], &n->results[j++]);
  free(operands);
  free(types);
  bo_op_erase(op);
}

static bool fold_plumbing_of(bo_op *op, op_vec *returns) {
  const bo_memory_iface *mem = bo_memory_of(op);
  if (!mem || !(mem->effects & BO_MEM_REGION_BRANCH) || !op->num_results) return false;
  bool loop = mem->effects & BO_MEM_LOOP;
  if (loop && (op->num_regions != 1 || !op->regions[0].first ||
               op->regions[0].first != op->regions[0].last ||
               mem->forward_from + op->num_results != op->num_operands ||
               mem->entry_args_from + op->num_results != op->regions[0].first->num_args))
    return false;
  if (!loop)
    for (unsigned r = 0; r < op->num_regions; r++)
      for (bo_block *b = op->regions[r].first; b; b = b->next)
        if (b->num_args) return false;
  if (!region_returns(op, returns) || !returns->len) return false;
  bool changed = false;
  unsigned nres = op->num_results;
  bool *drop = calloc(nres, sizeof(bool));
  bool any_drop = false;
  for (unsigned k = 0; k < nres; k++) {
    bo_value *res = &op->results[k];
    if (!is_i1(res)) continue;
    bo_value *same = NULL;
    if (loop) {
      bo_value *arg = op->regions[0].first->args[mem->entry_args_from + k];
      bo_value *init = op->operands[mem->forward_from + k].value;
      bo_op *t = returns->data[0];
      bo_value *back = t->operands[bo_memory_of(t)->forward_from + k].value;
      if (back == arg || back == init ||
          (bo_dealloc_const_bool(back) >= 0 &&
           bo_dealloc_const_bool(back) == bo_dealloc_const_bool(init))) {
        same = init;
        if (arg->first_use) {
          bo_value_replace_all_uses(arg, init);
          changed = true;
        }
      }
    } else {
      for (size_t i = 0; i < returns->len; i++) {
        bo_op *t = returns->data[i];
        bo_value *y = t->operands[bo_memory_of(t)->forward_from + k].value;
        bool equal = !same || same == y ||
                     (bo_dealloc_const_bool(y) >= 0 &&
                      bo_dealloc_const_bool(y) == bo_dealloc_const_bool(same));
        if (!defined_outside(y, op) || !equal) { same = NULL; break; }
        same = y;
      }
    }
    if (same && res->first_use) {
      bo_value_replace_all_uses(res, same);
      changed = true;
    }
    bool arg_unused = !loop || !op->regions[0].first->args[mem->entry_args_from + k]->first_use;
    if (!res->first_use && arg_unused) drop[k] = any_drop = true;
  }
  if (any_drop) {
    drop_results(op, drop, returns);
    changed = true;
  }
  free(drop);
  return changed;
}

/* The folds upstream's greedy driver applies to the i1 logic the
 * deallocation passes make (arith.ori, arith.andi, arith.xori, and the
 * i1 arith.select merging ownerships at a cf.cond_br): the ops'
 * own folders (src/dialects/arith_fold.c: x | false, x & true, x | x,
 * x ^ false, constants, ...), and the fold of every commutative op: a
 * constant first operand moves to the second place
 * (OpTrait::IsCommutative's fold).  A folded constant is an operand that
 * is that constant already, else a new i1 constant at the top of the
 * function, as upstream's OperationFolder, which keeps one constant per
 * value there. */
static bool fold_logic(bo_op *op) {
  if (bo_op_has_trait(op, BO_TRAIT_COMMUTATIVE) && op->num_operands == 2) {
    bo_value *x = op->operands[0].value, *y = op->operands[1].value;
    bool cx = x->def_op && bo_op_has_trait(x->def_op, BO_TRAIT_CONSTANT_LIKE);
    bool cy = y->def_op && bo_op_has_trait(y->def_op, BO_TRAIT_CONSTANT_LIKE);
    if (cx && !cy) {
      bo_op_set_operand(op, 0, y);
      bo_op_set_operand(op, 1, x);
      return true;
    }
  }
  bool select = bo_op_isa(op, BO_OP_ARITH_SELECT); /* the ownership merged at a cf.cond_br */
  if (!(bo_op_isa(op, BO_OP_ARITH_ORI) || bo_op_isa(op, BO_OP_ARITH_ANDI) ||
        bo_op_isa(op, BO_OP_ARITH_XORI) || (select && is_i1(&op->results[0]))) ||
      !op->results[0].first_use)
    return false;
  unsigned n = select ? 3 : 2;
  bo_assert(op->info->fold && op->num_operands == n);
  bo_value *x = op->operands[n - 2].value, *y = op->operands[n - 1].value;
  /* two constants of one value are one value to upstream's folder, which
   * keeps one constant per value; here they may still be two */
  if (select && bo_dealloc_const_bool(x) >= 0 &&
      bo_dealloc_const_bool(x) == bo_dealloc_const_bool(y)) {
    bo_value_replace_all_uses(&op->results[0], x);
    return true;
  }
  const bo_attr *consts[3] = {NULL, NULL, NULL};
  for (unsigned i = 0; i < n; i++) consts[i] = bo_fold_constant_of(op->operands[i].value);
  bo_fold_result r = {0};
  if (op->info->fold(op, consts, &r) != BO_FOLD_REPLACED) return false;
  bo_value *now = r.value;
  int64_t v;
  if (!now) {
    if (!is_i1(&op->results[0]) || !bo_fold_int_of(r.attr, &v)) return false;
    int want = v != 0;
    now = bo_dealloc_const_bool(x) == want   ? x
          : bo_dealloc_const_bool(y) == want ? y
                                             : top_bool(op, want);
  }
  if (now == &op->results[0]) return false;
  bo_value_replace_all_uses(&op->results[0], now);
  return true;
}

/* ops: the body's ops in pre-order (erase_dead_ops leaves them).  The
 * region ops' ownerships only with `regions` (the fold-region-ownerships
 * option; upstream's pass folds the logic ops only, as its greedy driver
 * folds every op, and leaves region results to the canonicalizer). */
static bool fold_plumbing(bo_op *func, op_vec *ops, bool regions) {
  op_vec returns = {0};
  bool changed = false;
  /* innermost region ops first: their results feed the outer yields */
  for (size_t i = ops->len; i-- > 0;) {
    bo_op *op = ops->data[i];
    if (fold_logic(op) || (regions && fold_plumbing_of(op, &returns))) changed = true;
  }
  bo_vec_free(&returns);
  return changed;
}

/* Applies the rewrites to every dealloc of the function until none applies
 * (each round is linear in the body plus the deallocs' pairwise checks; a
 * rewrite only shrinks or splits the lists, so rounds are few). */
static int run_on_function(bo_op *func, simplify_state *o) {
  bo_region *body = func->num_regions ? &func->regions[0] : NULL;
  if (!body || !body->first) return 0;
  op_vec ops = {0};
  fold_constants(func, &ops, false);
  const bo_op_info *dealloc_info = bo_op_info_by_id(func->ctx, BO_OP_BUFFERIZATION_DEALLOC);
  op_vec deallocs = {0};
  for (bool changed = true; changed;) {
    changed = false;
    number_body_ops(func, &ops); /* program order for existed_before */
    deallocs.len = 0;
    for (size_t i = 0; i < ops.len; i++)
      if (ops.data[i]->info == dealloc_info) bo_vec_push(&deallocs, ops.data[i]);
    for (size_t i = 0; i < deallocs.len; i++)
      if (simplify_dealloc(deallocs.data[i], o)) changed = true;
    /* a base buffer seen through leaves its extract_strided_metadata dead
     * and the allocation perhaps single-use: the next round sees that */
    size_t erased = erase_dead_ops(func, &ops);
    bool plumbing = fold_plumbing(func, &ops, o->options.fold_region_ownerships);
    /* with nothing erased and nothing folded no op is dead: no walk */
    if (erased || plumbing) erase_dead_ops(func, &ops);
    if (plumbing) changed = true;
  }
  bo_vec_free(&deallocs);
  /* the constants the rewrites made; the last round changed nothing after
   * its last dead-op sweep, whose list of the remaining ops is current */
  fold_constants(func, &ops, true);
  bo_vec_free(&ops);
  return 0;
}

/* On the functions directly inside `root` (a module), or on `root` itself
 * when it is a func.func (the pass is op-agnostic upstream); private
 * functions are looked up in the enclosing module then. */
static int run_simplification(bo_op *root, const void *options) {
  simplify_state state = {.options = *(const simplify_options *)options,
                          .roots = bo_mapping_create(), .private = bo_mapping_create()};
  bool on_func = bo_op_isa(root, BO_OP_FUNC_FUNC);
  bo_op *module = on_func ? bo_op_get_parent_op(root) : root;
  bo_block *scope = module && module->num_regions ? module->regions[0].first : NULL;
  for (bo_op *op = scope ? scope->first : NULL; op; op = op->next) {
    const bo_attr *name = bo_op_get_attr(op, "sym_name");
    const bo_attr *vis = bo_op_get_attr(op, "sym_visibility");
    bool definition = op->num_regions && op->regions[0].first;
    if (name && vis && definition && bo_attr_get_kind(vis) == BO_ATTR_STRING &&
        strcmp(bo_attr_get_string(vis), "private") == 0)
      bo_mapping_put(state.private, bo_intern_cstr(module->ctx, bo_attr_get_string(name)), op);
  }
  if (on_func) run_on_function(root, &state);
  bo_block *body = !on_func && root->num_regions ? root->regions[0].first : NULL;
  for (bo_op *op = body ? body->first : NULL; op; op = op->next)
    if (bo_op_isa(op, BO_OP_FUNC_FUNC)) run_on_function(op, &state);
  bo_mapping_destroy(state.roots);
  bo_mapping_destroy(state.private);
  return 0;
}

static const bo_pass_option options[] = {
    {"fresh-call-results",
     "bufopt only: a call's memref results are buffers the callee hands over (the ABI of "
     "ownership-based-buffer-deallocation), distinct from every other buffer",
     BO_OPT_BOOL, offsetof(simplify_options, fresh_call_results), NULL, "false"},
    {"fold-region-ownerships",
     "bufopt only: also fold the i1 ownerships region ops carry (an scf.if result both "
     "branches yield as one value, a loop's unchanged iter_arg), as the canonicalizer would",
     BO_OPT_BOOL, offsetof(simplify_options, fold_region_ownerships), NULL, "false"},
};

const bo_pass_info bo_pass_buffer_deallocation_simplification = {
    .name = "buffer-deallocation-simplification",
    .summary = "Optimizes `bufferization.dealloc` operation for more efficient codegen",
    .anchor = NULL, /* a module's functions, or one func.func */
    .options_size = sizeof(simplify_options),
    .num_options = 2,
    .options = options,
    .run = run_simplification,
};
