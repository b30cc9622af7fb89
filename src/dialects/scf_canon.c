/* scf_canon.c - more of upstream's scf canonicalization patterns (the
 * first ones are in scf_fold.c):
 *  - scf.if: CombineIfs (an scf.if right after one on the same condition,
 *    or its negation `xori %c, true`, merges into it: one scf.if whose
 *    regions run the first's ops then the second's and yield both result
 *    lists) and CombineNestedIfs (an scf.if whose then region holds only
 *    an scf.if, both else regions only yielding, becomes one scf.if on
 *    `andi` of the conditions; yielded values from outside become
 *    arith.select on the outer condition);
 *  - scf.execute_region: a single-block region without no_inline is
 *    inlined; results every yield gives the same value from outside are
 *    that value, and unused results go;
 *  - scf.index_switch: a constant argument inlines the matching case (or
 *    the default); forwarded and unused results as for execute_region;
 *  - scf.for: a loop known to run at least once whose body only yields
 *    values from outside is those values; the trip count of `ub = addi lb,
 *    c overflow<nsw>` is known (SimplifyTrivialLoops);
 *  - scf.while: WhileConditionTruth (an after argument receiving the
 *    condition is true), WhileRemoveDuplicatedResults, WhileRemoveUnusedArgs.
 * Every rewrite keeps what the program computes: code runs under the same
 * conditions in the same order, and a value is replaced only by one that
 * is equal on every path.  Each pattern is O(operands + results + the ops
 * it moves or the uses it replaces).
 */
#include <stdlib.h>

#include "../ir/asm.h"
#include "common.h"
#include "fold.h"
#include "scf_canon.h"
#include "tensor_canon.h"

static bool const_int(const bo_value *v, int64_t *out) {
  return bo_fold_int_of(bo_fold_constant_of(v), out);
}

/* Is op inside region r (directly or nested)? */
static bool in_region(const bo_op *op, const bo_region *r) {
  while (op && op->block) {
    const bo_region *p = op->block->parent;
    if (p == r) return true;
    if (!p) return false;
    op = p->parent;
  }
  return false;
}

static bo_op *terminator(const bo_region *r) { return r->first ? r->first->last : NULL; }

static bool only_terminator(const bo_region *r) {
  return r->first && r->first == r->last && r->first->first == r->first->last;
}

/* `xori %c, 1`: the value negated, or NULL. */
static bo_value *negated(const bo_value *v) {
  const bo_op *x = v->def_op;
  int64_t one;
  if (!x || !bo_op_isa(x, BO_OP_ARITH_XORI) || !const_int(x->operands[1].value, &one) || one == 0)
    return NULL;
  return x->operands[0].value;
}

/* Moves the ops of block `from` but its terminator before `before`. */
static void move_body_before(bo_block *from, bo_op *before) {
  for (bo_op *o = from->first; o && o != from->last;) {
    bo_op *next = o->next;
    bo_op_move_before(o, before);
    o = next;
  }
}

/* -------------------------------------------------------------- scf.if */

/* Uses of prev's results inside region r become the values yielded by
 * yield (prev's then or else yield). */
static void forward_results_into(bo_op *prev, const bo_op *yield, const bo_region *r) {
  if (!r || !yield) return;
  for (unsigned i = 0; i < prev->num_results; i++)
    for (bo_use *u = prev->results[i].first_use, *n; u; u = n) {
      n = u->next;
      if (in_region(u->owner, r)) bo_op_set_operand(u->owner, u->index, yield->operands[i].value);
    }
}

/* Appends the body of block `from` (a region of the second if) to block
 * `to` of the combined if: its ops go before to's yield, its yield's
 * operands are appended to that yield. */
static void merge_yielding_blocks(bo_block *from, bo_block *to) {
  bo_op *ty = to->last, *fy = from->last;
  move_body_before(from, ty);
  for (unsigned i = 0; i < fy->num_operands; i++) bo_op_append_operand(ty, fy->operands[i].value);
}

static int combine_ifs(bo_op *next, bo_rewriter *rw) {
  bo_op *prev = next->prev;
  if (!prev || !bo_op_isa(prev, BO_OP_SCF_IF) || !terminator(&prev->regions[0]) ||
      !terminator(&next->regions[0]))
    return 0;
  bo_value *pc = prev->operands[0].value, *nc = next->operands[0].value;
  bo_region *next_then = NULL, *next_else = NULL;
  bool has_else = next->regions[1].first != NULL;
  if (nc == pc) {
    next_then = &next->regions[0];
    if (has_else) next_else = &next->regions[1];
  }
  if (negated(nc) == pc || (negated(pc) && negated(pc) == nc)) {
    next_else = &next->regions[0];
    next_then = has_else ? &next->regions[1] : NULL;
  }
  if (!next_then && !next_else) return 0;
  bool prev_else = prev->regions[1].first != NULL;
  if ((prev->num_results && !prev_else) || (next->num_results && !has_else)) return 0;
  forward_results_into(prev, terminator(&prev->regions[0]), next_then);
  forward_results_into(prev, prev_else ? terminator(&prev->regions[1]) : NULL, next_else);
  unsigned np = prev->num_results, nn = next->num_results;
  const bo_type **types = malloc((np + nn + 1) * sizeof *types);
  for (unsigned i = 0; i < np; i++) types[i] = prev->results[i].type;
  for (unsigned i = 0; i < nn; i++) types[np + i] = next->results[i].type;
  bo_op_state st = {.id = BO_OP_SCF_IF, .loc = next->loc, .num_operands = 1, .operands = &pc,
                    .num_results = np + nn, .result_types = types, .num_regions = 2};
  bo_builder b = bo_builder_before(next->ctx, next);
  bo_op *comb = bo_build(&b, &st);
  bo_region_take_blocks(&comb->regions[0], &prev->regions[0]);
  if (next_then) merge_yielding_blocks(next_then->first, comb->regions[0].first);
  bo_region_take_blocks(&comb->regions[1], &prev->regions[1]);
  if (next_else) {
    if (!comb->regions[1].first)
      bo_region_take_blocks(&comb->regions[1], next_else);
    else
      merge_yielding_blocks(next_else->first, comb->regions[1].first);
  }
  for (unsigned i = 0; i < np; i++) bo_value_replace_all_uses(&prev->results[i], &comb->results[i]);
  for (unsigned i = 0; i < nn; i++)
    bo_value_replace_all_uses(&next->results[i], &comb->results[np + i]);
  bo_rewriter_erase(rw, prev);
  bo_rewriter_erase(rw, next);
  free(types);
  return 1;
}

static int combine_nested_ifs(bo_op *op, bo_rewriter *rw) {
  bo_block *tb = op->regions[0].first;
  if (!tb || !tb->first || tb->first->next != tb->last) return 0;
  if (op->regions[1].first && !only_terminator(&op->regions[1])) return 0;
  bo_op *nested = tb->first;
  if (!bo_op_isa(nested, BO_OP_SCF_IF)) return 0;
  if (nested->regions[1].first && !only_terminator(&nested->regions[1])) return 0;
  bo_op *ty = tb->last, *ey = terminator(&op->regions[1]);
  bo_op *nty = terminator(&nested->regions[0]), *ney = terminator(&nested->regions[1]);
  unsigned n = op->num_results;
  if (!nty || (n && !ey)) return 0;
  bo_value **tv = malloc((2 * n + 1) * sizeof *tv), **ev = tv + n;
  bool *upgrade = calloc(n + 1, sizeof *upgrade);
  int ok = 1;
  for (unsigned i = 0; ok && i < n; i++) {
    bo_value *v = ty->operands[i].value;
    ev[i] = ey->operands[i].value;
    tv[i] = v;
    if (v->def_op == nested) {
      if (!ney || ney->operands[v->index].value != ev[i]) ok = 0;
      else tv[i] = nty->operands[v->index].value;
      continue;
    }
    if ((v->def_op && v->def_op->block == tb) || (!v->def_op && v->owner == tb)) ok = 0;
    upgrade[i] = true;
  }
  if (!ok) {
    free(tv);
    free(upgrade);
    return 0;
  }
  bo_context *ctx = op->ctx;
  bo_builder b = bo_builder_before(ctx, op);
  b.loc = op->loc;
  bo_value *conds[2] = {op->operands[0].value, nested->operands[0].value};
  bo_op_state andi = {.id = BO_OP_ARITH_ANDI, .loc = op->loc, .num_operands = 2,
                      .operands = conds, .num_results = 1, .result_types = &ctx->t_i1};
  bo_value *c = bo_build(&b, &andi)->results;
  const bo_type **types = malloc((n + 1) * sizeof *types);
  for (unsigned i = 0; i < n; i++) types[i] = op->results[i].type;
  bo_op_state st = {.id = BO_OP_SCF_IF, .loc = op->loc, .num_operands = 1, .operands = &c,
                    .num_results = n, .result_types = types, .num_regions = 2};
  bo_op *nif = bo_build(&b, &st);
  bo_value **results = malloc((n + 1) * sizeof *results);
  for (unsigned i = 0; i < n; i++) {
    results[i] = &nif->results[i];
    if (!upgrade[i]) continue;
    bo_value *ops[3] = {op->operands[0].value, tv[i], ev[i]};
    bo_op_state sel = {.id = BO_OP_ARITH_SELECT, .loc = op->loc, .num_operands = 3,
                       .operands = ops, .num_results = 1, .result_types = &types[i]};
    bo_builder sb = bo_builder_before(ctx, nif);
    results[i] = bo_build(&sb, &sel)->results;
  }
  bo_region_take_blocks(&nif->regions[0], &nested->regions[0]);
  bo_block *nb = nif->regions[0].first;
  bo_op_erase(nb->last);
  bo_builder yb = bo_builder_at_end(ctx, nb);
  bo_op_state y = {.id = BO_OP_SCF_YIELD, .loc = op->loc, .num_operands = n, .operands = tv};
  bo_build(&yb, &y);
  if (n) {
    bo_block *eb = bo_region_add_block(&nif->regions[1]);
    bo_builder eb_b = bo_builder_at_end(ctx, eb);
    bo_op_state ye = {.id = BO_OP_SCF_YIELD, .loc = op->loc, .num_operands = n, .operands = ev};
    bo_build(&eb_b, &ye);
  }
  bo_rewriter_replace(rw, op, results);
  free(results);
  free(types);
  free(tv);
  free(upgrade);
  return 1;
}

int bo_scf_canonicalize_if_more(bo_op *op, bo_rewriter *rw) {
  return combine_ifs(op, rw) || combine_nested_ifs(op, rw);
}

/* ---------------------------------------- region ops yielding their results */

/* Each scf.yield ending a block of op's regions (the region's exits). */
static bool for_each_yield(bo_op *op, bool (*fn)(bo_op *y, void *u), void *u) {
  for (unsigned r = 0; r < op->num_regions; r++)
    for (bo_block *b = op->regions[r].first; b; b = b->next)
      if (b->last && bo_op_isa(b->last, BO_OP_SCF_YIELD) && !fn(b->last, u)) return false;
  return true;
}

typedef struct fwd_state {
  unsigned i;
  bo_value *v;
  bool seen;
  bo_op *op;
} fwd_state;

static bool same_forwarded(bo_op *y, void *u) {
  fwd_state *s = u;
  if (s->i >= y->num_operands) return false;
  bo_value *v = y->operands[s->i].value;
  if (s->seen && v != s->v) return false;
  s->v = v, s->seen = true;
  return !bo_value_defined_in(v, s->op);
}

/* Results that every yield gives the same value defined outside op are
 * that value. */
static int forward_invariant_results(bo_op *op, bo_rewriter *rw) {
  int changed = 0;
  for (unsigned i = 0; i < op->num_results; i++) {
    if (!op->results[i].first_use) continue;
    fwd_state s = {.i = i, .op = op};
    if (!for_each_yield(op, same_forwarded, &s) || !s.seen) continue;
    bo_value_replace_all_uses(&op->results[i], s.v);
    changed = 1;
  }
  rw->changes += (unsigned)changed;
  return changed;
}

typedef struct drop_state {
  const bool *keep;
  unsigned n;
} drop_state;

static bool drop_yield_operands(bo_op *y, void *u) {
  drop_state *s = u;
  for (unsigned i = s->n; i-- > 0;)
    if (!s->keep[i] && i < y->num_operands) bo_op_erase_operand(y, i);
  return true;
}

/* Unused results go: a new op of the same kind takes the regions. */
static int drop_unused_results(bo_op *op, bo_rewriter *rw) {
  unsigned n = op->num_results, kept = 0;
  for (unsigned i = 0; i < n; i++) kept += op->results[i].first_use != NULL;
  if (kept == n) return 0;
  bool *keep = malloc((n + 1) * sizeof *keep);
  const bo_type **types = malloc((n + 1) * sizeof *types);
  for (unsigned i = 0, k = 0; i < n; i++)
    if ((keep[i] = op->results[i].first_use != NULL)) types[k++] = op->results[i].type;
  bo_value **operands = malloc((op->num_operands + 1) * sizeof *operands);
  for (unsigned i = 0; i < op->num_operands; i++) operands[i] = op->operands[i].value;
  bo_op_state st = {.id = op->info->id, .loc = op->loc, .num_operands = op->num_operands,
                    .operands = operands, .num_results = kept, .result_types = types,
                    .num_attrs = op->num_attrs, .attrs = op->attrs, .num_props = op->num_props,
                    .props = op->props, .num_regions = op->num_regions};
  bo_builder b = bo_builder_before(op->ctx, op);
  bo_op *repl = bo_build(&b, &st);
  for (unsigned r = 0; r < op->num_regions; r++)
    bo_region_take_blocks(&repl->regions[r], &op->regions[r]);
  drop_state s = {keep, n};
  for_each_yield(repl, drop_yield_operands, &s);
  for (unsigned i = 0, k = 0; i < n; i++)
    if (keep[i]) bo_value_replace_all_uses(&op->results[i], &repl->results[k++]);
  bo_rewriter_erase(rw, op);
  free(keep);
  free(types);
  free(operands);
  return 1;
}

/* Links block b (detached) into region r right after block `after`. */
static void insert_block_after(bo_region *r, bo_block *after, bo_block *b) {
  b->parent = r;
  b->prev = after;
  b->next = after->next;
  if (after->next)
    after->next->prev = b;
  else
    r->last = b;
  after->next = b;
}

static bo_op *build_br(bo_context *ctx, bo_builder *b, bo_loc loc, bo_block *dest, unsigned n,
                       bo_value *const *args) {
  bo_op_state st = {.id = BO_OP_CF_BR, .loc = loc, .num_operands = n, .operands = args,
                    .num_successors = 1, .successors = &dest};
  (void)ctx;
  return bo_build(b, &st);
}

/* MultiBlockExecuteInliner: an scf.execute_region of several blocks
 * directly in a function (or in another execute_region) is inlined: its
 * block is split at the op, the block before branches to the region's
 * entry, each scf.yield becomes a cf.br to the rest of the block, whose
 * new arguments replace the results.  O(ops after the op in its block +
 * the region's blocks). */
static int execute_region_multi_block(bo_op *op, bo_rewriter *rw) {
  bo_region *r = &op->regions[0];
  bo_op *parent = bo_op_get_parent_op(op);
  if (!r->first || r->first->num_args || !parent ||
      !(bo_op_isa(parent, BO_OP_FUNC_FUNC) || bo_op_isa(parent, BO_OP_SCF_EXECUTE_REGION)))
    return 0;
  bo_context *ctx = op->ctx;
  bo_block *prev = op->block, *post = bo_block_create(ctx);
  insert_block_after(prev->parent, prev, post);
  for (bo_op *o = op->next, *next; o; o = next) {
    next = o->next;
    bo_op_remove(o);
    bo_op_append_to_block(o, post);
  }
  bo_block *entry = r->first;
  bo_builder at_prev = bo_builder_at_end(ctx, prev);
  bo_rewriter_add_edges(rw, build_br(ctx, &at_prev, op->loc, entry, 0, NULL));
  for (bo_block *b = r->first; b; b = b->next) {
    bo_op *y = b->last;
    if (!y || !bo_op_isa(y, BO_OP_SCF_YIELD)) continue;
    bo_value **vals = malloc((y->num_operands + 1) * sizeof *vals);
    for (unsigned i = 0; i < y->num_operands; i++) vals[i] = y->operands[i].value;
    bo_builder by = bo_builder_before(ctx, y);
    bo_rewriter_add_edges(rw, build_br(ctx, &by, y->loc, post, y->num_operands, vals));
    free(vals);
    bo_rewriter_erase(rw, y);
  }
  bo_block *after = prev;
  while (r->first) {
    bo_block *b = r->first;
    bo_block_remove(b);
    insert_block_after(prev->parent, after, b);
    after = b;
  }
  bo_value **results = malloc((op->num_results + 1) * sizeof *results);
  for (unsigned i = 0; i < op->num_results; i++)
    results[i] = bo_block_add_arg(post, op->results[i].type, op->loc);
  bo_rewriter_replace(rw, op, results);
  free(results);
  return 1;
}

int bo_scf_canonicalize_execute_region(bo_op *op, bo_rewriter *rw) {
  bo_region *r = &op->regions[0];
  if (r->first && r->first == r->last && !bo_op_get_attr(op, "no_inline")) {
    bo_rewriter_inline_region(rw, op, r, NULL);
    return 1;
  }
  if (r->first && r->first != r->last && !bo_op_get_attr(op, "no_inline") &&
      execute_region_multi_block(op, rw))
    return 1;
  return forward_invariant_results(op, rw) || drop_unused_results(op, rw);
}

/* scf.index_switch: regions[0] is the default, regions[1 + i] case i. */
int bo_scf_canonicalize_index_switch(bo_op *op, bo_rewriter *rw) {
  int64_t v;
  if (const_int(op->operands[0].value, &v)) {
    const bo_attr *cases = bo_op_get_attr(op, "cases");
    unsigned n = cases ? (unsigned)bo_attr_get_num_elements(cases) : 0, r = 0;
    for (unsigned i = 0; i < n && i + 1 < op->num_regions; i++)
      if (bo_attr_dense_array_int_at(cases, i) == v) {
        r = i + 1;
        break;
      }
    if (op->regions[r].first && op->regions[r].first == op->regions[r].last) {
      bo_rewriter_inline_region(rw, op, &op->regions[r], NULL);
      return 1;
    }
  }
  return forward_invariant_results(op, rw) || drop_unused_results(op, rw);
}

/* ------------------------------------------------------------- scf.for */

/* ub - lb when known: both constant, or ub = addi lb, c. */
static bool for_trip_diff(const bo_op *op, int64_t *diff) {
  bo_value *lbv = op->operands[0].value, *ubv = op->operands[1].value;
  int64_t lb, ub;
  if (const_int(lbv, &lb) && const_int(ubv, &ub)) {
    *diff = (int64_t)((uint64_t)ub - (uint64_t)lb);
    return true;
  }
  const bo_op *add = ubv->def_op;
  /* without nsw, lb + c may wrap: upstream's value bounds do not know it */
  if (!add || !bo_op_isa(add, BO_OP_ARITH_ADDI) ||
      !(bo_overflow_mask(bo_op_get_prop(add, "overflowFlags")) & 1u))
    return false;
  if (add->operands[0].value == lbv && const_int(add->operands[1].value, diff)) return true;
  if (add->operands[1].value == lbv && const_int(add->operands[0].value, diff)) return true;
  return false;
}

/* The rest of SimplifyTrivialLoops (scf_fold.c does the constant-bound
 * cases): one iteration known through `ub = addi lb, c` inlines the body;
 * a loop of known positive trip count whose body is only a yield of values
 * from outside is those values. */
static int for_tensor_cast_folder(bo_op *op, bo_rewriter *rw);

static int simplify_trivial_loops_more(bo_op *op, bo_rewriter *rw) {
  int64_t diff, step;
  if (bo_op_get_attr(op, "unsignedCmp") || !for_trip_diff(op, &diff) || diff <= 0 ||
      op->num_operands < 3 || !const_int(op->operands[2].value, &step))
    return 0;
  unsigned n = op->num_operands - 3;
  bo_block *body = op->regions[0].first;
  if (!body || body->next || !body->last) return 0;
  if (step >= diff) {
    bo_value **args = malloc((n + 1) * sizeof *args);
    args[0] = op->operands[0].value;
    for (unsigned i = 0; i < n; i++) args[1 + i] = op->operands[3 + i].value;
    bo_rewriter_inline_region(rw, op, &op->regions[0], args);
    free(args);
    return 1;
  }
  bo_op *y = body->last;
  if (body->first != y || y->num_operands != op->num_results) return 0;
  bo_value **vals = malloc((op->num_results + 1) * sizeof *vals);
  for (unsigned i = 0; i < op->num_results; i++) {
    vals[i] = y->operands[i].value;
    if (bo_value_defined_in(vals[i], op)) {
      free(vals);
      return 0;
    }
  }
  bo_rewriter_replace(rw, op, vals);
  free(vals);
  return 1;
}

/* The patterns after scf_fold.c's, in upstream's order. */
int bo_scf_canonicalize_for_more(bo_op *op, bo_rewriter *rw) {
  return simplify_trivial_loops_more(op, rw) || for_tensor_cast_folder(op, rw);
}

/* ForOpTensorCastFolder: an initial value that is a tensor.cast losing
 * static information, whose result has one use, takes the cast's source;
 * the body sees a cast back to the old type and yields a cast to the new
 * one, and the result is cast back after the loop (one iter_arg per
 * application, the first that matches). */
static int for_tensor_cast_folder(bo_op *op, bo_rewriter *rw) {
  bo_block *body = op->regions[0].first;
  if (!body || body->next || !body->last || !bo_op_isa(body->last, BO_OP_SCF_YIELD) ||
      op->num_operands < 3)
    return 0;
  unsigned n = op->num_operands - 3;
  if (op->num_results != n || body->num_args != n + 1 || body->last->num_operands != n) return 0;
  for (unsigned i = 0; i < n; i++) {
    bo_value *init = op->operands[3 + i].value;
    if (!bo_tensor_cast_foldable_into_consumer(init)) continue;
    bo_value *src = init->def_op->operands[0].value;
    const bo_type *old = init->type, *nt = src->type;
    if (old == nt) continue;
    bo_use *u = op->results[i].first_use;
    if (!u || u->next) continue;
    bo_context *ctx = op->ctx;
    bo_value **operands = malloc((op->num_operands + 1) * sizeof *operands);
    const bo_type **types = malloc((n + 1) * sizeof *types);
    for (unsigned k = 0; k < op->num_operands; k++) operands[k] = op->operands[k].value;
    for (unsigned k = 0; k < n; k++) types[k] = op->results[k].type;
    operands[3 + i] = src;
    types[i] = nt;
    bo_op_state st = {.id = op->info->id, .loc = op->loc, .num_operands = op->num_operands,
                      .operands = operands, .num_results = n, .result_types = types,
                      .num_props = op->num_props, .props = op->props,
                      .num_attrs = op->num_attrs, .attrs = op->attrs, .num_regions = 1};
    bo_builder b = bo_builder_before(ctx, op);
    bo_op *repl = bo_build(&b, &st);
    bo_region_take_blocks(&repl->regions[0], &op->regions[0]);
    bo_value *arg = body->args[1 + i];
    arg->type = nt;
    bo_op_state in = {.id = BO_OP_TENSOR_CAST, .loc = op->loc, .num_operands = 1,
                      .operands = &arg, .num_results = 1, .result_types = &old};
    bo_builder bb = bo_builder_before(ctx, body->first);
    bo_op *cin = bo_build(&bb, &in);
    bo_value_replace_all_uses(arg, cin->results);
    bo_op_set_operand(cin, 0, arg);
    bo_op *yield = body->last;
    bo_value *y = yield->operands[i].value;
    bo_op_state out = {.id = BO_OP_TENSOR_CAST, .loc = op->loc, .num_operands = 1,
                       .operands = &y, .num_results = 1, .result_types = &nt};
    bo_builder by = bo_builder_before(ctx, yield);
    bo_op_set_operand(yield, i, bo_build(&by, &out)->results);
    bo_value **results = malloc((n + 1) * sizeof *results);
    for (unsigned k = 0; k < n; k++) results[k] = &repl->results[k];
    bo_value *r = &repl->results[i];
    bo_op_state back = {.id = BO_OP_TENSOR_CAST, .loc = op->loc, .num_operands = 1,
                        .operands = &r, .num_results = 1, .result_types = &old};
    bo_builder ba = bo_builder_after(ctx, repl);
    results[i] = bo_build(&ba, &back)->results;
    bo_rewriter_replace(rw, op, results);
    free(operands);
    free(types);
    free(results);
    return 1;
  }
  return 0;
}

/* ----------------------------------------------------------- scf.while */

/* WhileConditionTruth. */
int bo_scf_while_condition_truth(bo_op *op, bo_rewriter *rw) {
  bo_block *before, *after;
  bo_op *cond, *yield;
  if (!bo_scf_while_blocks(op, &before, &after, &cond, &yield)) return 0;
  bo_value *c = cond->operands[0].value, *t = NULL;
  for (unsigned j = 0; j < after->num_args; j++) {
    if (cond->operands[j + 1].value != c || !after->args[j]->first_use) continue;
    if (!t) {
      bo_context *ctx = op->ctx;
      bo_named_attr value = {bo_intern_cstr(ctx, "value"), bo_attr_bool(ctx, true)};
      bo_op_state st = {.id = BO_OP_ARITH_CONSTANT, .loc = op->loc, .num_results = 1,
                        .result_types = &c->type, .num_props = 1, .props = &value};
      bo_builder b = bo_builder_before(ctx, op);
      t = bo_build(&b, &st)->results;
    }
    bo_value_replace_all_uses(after->args[j], t);
  }
  if (t) rw->changes++;
  return t != NULL;
}

/* WhileRemoveDuplicatedResults: a value the condition forwards twice is
 * forwarded once (later after arguments and results are the first). */
int bo_scf_while_duplicated_results(bo_op *op, bo_rewriter *rw) {
  bo_block *before, *after;
  bo_op *cond, *yield;
  if (!bo_scf_while_blocks(op, &before, &after, &cond, &yield)) return 0;
  unsigned n = after->num_args, kept = 0;
  unsigned *first = malloc((n + 1) * sizeof *first);
  for (unsigned j = 0; j < n; j++) {
    first[j] = j;
    for (unsigned k = 0; k < j; k++)
      if (first[k] == k && cond->operands[k + 1].value == cond->operands[j + 1].value) {
        first[j] = k;
        break;
      }
    kept += first[j] == j;
  }
  if (kept == n) {
    free(first);
    return 0;
  }
  const bo_type **types = malloc((n + 1) * sizeof *types);
  for (unsigned j = 0, k = 0; j < n; j++)
    if (first[j] == j) types[k++] = op->results[j].type;
  bo_value **operands = malloc((op->num_operands + 1) * sizeof *operands);
  for (unsigned i = 0; i < op->num_operands; i++) operands[i] = op->operands[i].value;
  bo_op_state st = {.id = op->info->id, .loc = op->loc, .num_operands = op->num_operands,
                    .operands = operands, .num_results = kept, .result_types = types,
                    .num_attrs = op->num_attrs, .attrs = op->attrs, .num_regions = 2};
  bo_builder b = bo_builder_before(op->ctx, op);
  bo_op *repl = bo_build(&b, &st);
  for (unsigned r = 0; r < 2; r++) bo_region_take_blocks(&repl->regions[r], &op->regions[r]);
  unsigned *pos = malloc((n + 1) * sizeof *pos);
  for (unsigned j = 0, k = 0; j < n; j++) pos[j] = first[j] == j ? k++ : pos[first[j]];
  for (unsigned j = 0; j < n; j++) {
    if (first[j] != j) bo_value_replace_all_uses(after->args[j], after->args[first[j]]);
    bo_value_replace_all_uses(&op->results[j], &repl->results[pos[j]]);
  }
  for (unsigned j = n; j-- > 0;)
    if (first[j] != j) {
      bo_op_erase_operand(cond, j + 1);
      bo_block_erase_arg(after, j);
    }
  bo_rewriter_erase(rw, op);
  free(first);
  free(pos);
  free(types);
  free(operands);
  return 1;
}

/* WhileRemoveUnusedArgs: a before argument nothing uses goes, with its
 * initial value and the value the yield passes it (in place). */
int bo_scf_while_unused_args(bo_op *op, bo_rewriter *rw) {
  bo_block *before, *after;
  bo_op *cond, *yield;
  if (!bo_scf_while_blocks(op, &before, &after, &cond, &yield)) return 0;
  int changed = 0;
  for (unsigned i = before->num_args; i-- > 0;) {
    if (before->args[i]->first_use) continue;
    bo_op_erase_operand(yield, i);
    bo_op_erase_operand(op, i);
    bo_block_erase_arg(before, i);
    changed = 1;
  }
  rw->changes += (unsigned)changed;
  return changed;
}

/* Two before arguments with the same initial value that the yield passes
 * the same value are one: the later one's uses take the earlier one
 * (WhileRemoveUnusedArgs then drops it), as mlir-opt 22 does.  O(args^2)
 * in the worst case, over the arguments of one loop. */
int bo_scf_while_duplicate_args(bo_op *op, bo_rewriter *rw) {
  bo_block *before, *after;
  bo_op *cond, *yield;
  if (!bo_scf_while_blocks(op, &before, &after, &cond, &yield)) return 0;
  int changed = 0;
  for (unsigned j = 1; j < before->num_args; j++) {
    if (!before->args[j]->first_use) continue;
    for (unsigned i = 0; i < j; i++) {
      if (op->operands[i].value != op->operands[j].value ||
          yield->operands[i].value != yield->operands[j].value)
        continue;
      bo_value_replace_all_uses(before->args[j], before->args[i]);
      changed = 1;
      break;
    }
  }
  rw->changes += (unsigned)changed;
  return changed;
}

/* WhileCmpCond: the condition is `cmpi pred, a, b` with a (or b) forwarded
 * to an after argument; in the after region, `cmpi` of that argument with
 * the same other operand and the same (inverted) predicate is true
 * (false): the after region runs only when the condition held. */
static int64_t invert_cmpi(int64_t p) {
  static const int64_t inv[10] = {1, 0, 5, 4, 3, 2, 9, 8, 7, 6};
  return p >= 0 && p < 10 ? inv[p] : -1;
}

int bo_scf_while_cmp_cond(bo_op *op, bo_rewriter *rw) {
  bo_block *before, *after;
  bo_op *cond, *yield;
  if (!bo_scf_while_blocks(op, &before, &after, &cond, &yield)) return 0;
  bo_op *cmp = cond->operands[0].value->def_op;
  if (!cmp || !bo_op_isa(cmp, BO_OP_ARITH_CMPI)) return 0;
  int64_t pred;
  if (!bo_fold_int_of(bo_op_get_prop(cmp, "predicate"), &pred)) return 0;
  int changed = 0;
  for (unsigned j = 0; j < after->num_args; j++)
    for (unsigned k = 0; k < 2; k++) {
      if (cond->operands[j + 1].value != cmp->operands[k].value) continue;
      for (bo_use *u = after->args[j]->first_use, *n; u; u = n) {
        n = u->next;
        bo_op *c2 = u->owner;
        int64_t p2;
        if (!bo_op_isa(c2, BO_OP_ARITH_CMPI) || u->index != k ||
            c2->operands[1 - k].value != cmp->operands[1 - k].value ||
            !bo_fold_int_of(bo_op_get_prop(c2, "predicate"), &p2))
          continue;
        if (p2 != pred && p2 != invert_cmpi(pred)) continue;
        bo_context *ctx = op->ctx;
        bo_named_attr value = {bo_intern_cstr(ctx, "value"), bo_attr_bool(ctx, p2 == pred)};
        bo_op_state st = {.id = BO_OP_ARITH_CONSTANT, .loc = c2->loc, .num_results = 1,
                          .result_types = &c2->results[0].type, .num_props = 1, .props = &value};
        bo_builder b = bo_builder_before(ctx, c2);
        bo_value *v = bo_build(&b, &st)->results;
        if (n && n->owner == c2) n = n->next;
        bo_rewriter_replace(rw, c2, &v);
        changed = 1;
      }
    }
  return changed;
}

/* ---------------------------------------------------------- scf.parallel */

/* operands: lower bounds, upper bounds, steps (n each), then inits. */
static void set_parallel_operands(bo_op *op, unsigned n, unsigned ninit, bo_value *const *bounds) {
  bo_context *ctx = op->ctx;
  bo_op_set_operands(op, 3 * n + ninit, bounds);
  int64_t seg[4] = {n, n, n, ninit};
  bo_op_set_prop(op, "operandSegmentSizes", bo_attr_dense_array_int(ctx, ctx->t_i32, 4, seg));
}

/* The trip count of one dimension: 0 for equal bounds; constants. */
static bool trip_count(bo_value *lb, bo_value *ub, bo_value *step, int64_t *n) {
  int64_t l, u, s;
  if (lb == ub) return *n = 0, true;
  if (!const_int(lb, &l) || !const_int(ub, &u) || !const_int(step, &s) || s <= 0) return false;
  if (u <= l) return *n = 0, true;
  uint64_t d = (uint64_t)u - (uint64_t)l;
  *n = (int64_t)((d + (uint64_t)s - 1) / (uint64_t)s);
  return true;
}

/* ParallelOpSingleOrZeroIterationDimsFolder (in place). */
static int parallel_single_iteration(bo_op *op, bo_rewriter *rw) {
  bo_block *body = op->regions[0].first;
  if (!body || body->next || !body->last || !bo_op_isa(body->last, BO_OP_SCF_REDUCE)) return 0;
  unsigned d = body->num_args;
  if (op->num_operands < 3 * d) return 0;
  unsigned ninit = op->num_operands - 3 * d;
  if (body->last->num_regions != ninit || body->last->num_operands != ninit) return 0;
  bool *single = calloc(d + 1, sizeof *single);
  unsigned left = 0;
  for (unsigned i = 0; i < d; i++) {
    int64_t n;
    bo_value *lb = op->operands[i].value, *ub = op->operands[d + i].value;
    if (trip_count(lb, ub, op->operands[2 * d + i].value, &n)) {
      if (n == 0) {
        bo_value **inits = malloc((ninit + 1) * sizeof *inits);
        for (unsigned k = 0; k < ninit; k++) inits[k] = op->operands[3 * d + k].value;
        bo_rewriter_replace(rw, op, inits);
        free(inits);
        free(single);
        return 1;
      }
      if (n == 1) {
        single[i] = true;
        continue;
      }
    }
    left++;
  }
  if (left == d) {
    free(single);
    return 0;
  }
  for (unsigned i = 0; i < d; i++)
    if (single[i]) bo_value_replace_all_uses(body->args[i], op->operands[i].value);
  if (left == 0) {
    bo_op *reduce = body->last;
    move_body_before(body, op);
    bo_value **results = malloc((ninit + 1) * sizeof *results);
    for (unsigned k = 0; k < ninit; k++) {
      bo_block *rb = reduce->regions[k].first;
      bo_value *acc = op->operands[3 * d + k].value;
      if (rb->num_args >= 2) {
        bo_value_replace_all_uses(rb->args[0], acc);
        bo_value_replace_all_uses(rb->args[1], reduce->operands[k].value);
      }
      move_body_before(rb, op);
      results[k] = rb->last->operands[0].value;
    }
    bo_rewriter_replace(rw, op, results);
    free(results);
    free(single);
    return 1;
  }
  bo_value **ops = malloc((3 * left + ninit + 1) * sizeof *ops);
  unsigned k = 0;
  for (unsigned l = 0; l < 3; l++)
    for (unsigned i = 0; i < d; i++)
      if (!single[i]) ops[k++] = op->operands[l * d + i].value;
  for (unsigned i = 0; i < ninit; i++) ops[k++] = op->operands[3 * d + i].value;
  for (unsigned i = d; i-- > 0;)
    if (single[i]) bo_block_erase_arg(body, i);
  set_parallel_operands(op, left, ninit, ops);
  rw->changes++;
  free(ops);
  free(single);
  return 1;
}

/* MergeNestedParallelLoops (in place): an scf.parallel whose body is only
 * another one, without reductions, whose bounds do not use the outer
 * induction variables, takes its dimensions and body. */
static int parallel_merge_nested(bo_op *op, bo_rewriter *rw) {
  bo_block *body = op->regions[0].first;
  if (!body || body->next || !body->first || body->first->next != body->last) return 0;
  bo_op *inner = body->first;
  if (!bo_op_isa(inner, BO_OP_SCF_PARALLEL)) return 0;
  bo_block *ib = inner->regions[0].first;
  unsigned d = body->num_args, e = ib ? ib->num_args : 0;
  if (!ib || ib->next || op->num_operands != 3 * d || inner->num_operands != 3 * e) return 0;
  for (unsigned i = 0; i < inner->num_operands; i++) {
    bo_value *v = inner->operands[i].value;
    if (!v->def_op && v->owner == body) return 0;
  }
  bo_value **ops = malloc((3 * (d + e) + 1) * sizeof *ops);
  for (unsigned l = 0, k = 0; l < 3; l++) {
    for (unsigned i = 0; i < d; i++) ops[k++] = op->operands[l * d + i].value;
    for (unsigned i = 0; i < e; i++) ops[k++] = inner->operands[l * e + i].value;
  }
  for (unsigned i = 0; i < e; i++) {
    bo_value *a = bo_block_add_arg(body, ib->args[i]->type, ib->args[i]->loc);
    bo_value_replace_all_uses(ib->args[i], a);
  }
  move_body_before(ib, inner);
  bo_rewriter_erase(rw, inner);
  set_parallel_operands(op, d + e, 0, ops);
  rw->changes++;
  free(ops);
  return 1;
}

int bo_scf_canonicalize_parallel(bo_op *op, bo_rewriter *rw) {
  return parallel_single_iteration(op, rw) || parallel_merge_nested(op, rw);
}

/* WhileOpAlignBeforeArgs: when the condition forwards the before
 * arguments, each once, in another order, it forwards them in their own
 * order; the after arguments and the results are permuted to match. */
int bo_scf_while_align_args(bo_op *op, bo_rewriter *rw) {
  bo_block *before, *after;
  bo_op *cond, *yield;
  if (!bo_scf_while_blocks(op, &before, &after, &cond, &yield)) return 0;
  unsigned n = before->num_args;
  if (after->num_args != n || !n) return 0;
  unsigned *map = malloc((n + 1) * sizeof *map); /* condition operand i is before arg map[i] */
  bool same = true, ok = true;
  for (unsigned i = 0; ok && i < n; i++) {
    bo_value *v = cond->operands[i + 1].value;
    ok = !v->def_op && v->owner == before;
    if (!ok) break;
    map[i] = v->index;
    same &= map[i] == i;
    for (unsigned k = 0; k < i; k++)
      if (map[k] == map[i]) ok = false;
  }
  if (!ok || same) {
    free(map);
    return 0;
  }
  const bo_type **types = malloc((n + 1) * sizeof *types);
  for (unsigned i = 0; i < n; i++) types[map[i]] = op->results[i].type;
  bo_value **operands = malloc((n + 2) * sizeof *operands);
  for (unsigned i = 0; i < n; i++) operands[i] = op->operands[i].value;
  bo_op_state st = {.id = op->info->id, .loc = op->loc, .num_operands = n, .operands = operands,
                    .num_results = n, .result_types = types, .num_attrs = op->num_attrs,
                    .attrs = op->attrs, .num_regions = 2};
  bo_builder b = bo_builder_before(op->ctx, op);
  bo_op *repl = bo_build(&b, &st);
  for (unsigned r = 0; r < 2; r++) bo_region_take_blocks(&repl->regions[r], &op->regions[r]);
  operands[0] = cond->operands[0].value;
  for (unsigned i = 0; i < n; i++) operands[1 + i] = before->args[i];
  bo_op_set_operands(cond, n + 1, operands);
  bo_value **fresh = malloc((n + 1) * sizeof *fresh);
  for (unsigned j = 0; j < n; j++) fresh[j] = bo_block_add_arg(after, types[j], after->args[j]->loc);
  for (unsigned i = 0; i < n; i++) {
    bo_value_replace_all_uses(after->args[i], fresh[map[i]]);
    bo_value_replace_all_uses(&op->results[i], &repl->results[map[i]]);
  }
  for (unsigned i = n; i-- > 0;) bo_block_erase_arg(after, i);
  bo_rewriter_erase(rw, op);
  free(map);
  free(types);
  free(operands);
  free(fresh);
  return 1;
}

/* ------------------------------------------------------------ scf.forall */

enum { FORALL_MAX = 32 };

static const char *const forall_list_names[3] = {"staticLowerBound", "staticUpperBound",
                                                 "staticStep"};

/* The lower bounds, upper bounds and steps of an scf.forall: a static value
 * (an i64 attribute upstream) or BO_DYNAMIC with its operand (an index
 * value). */
typedef struct forall_bounds {
  unsigned rank;
  int64_t st[3][FORALL_MAX];
  bo_value *dv[3][FORALL_MAX];
} forall_bounds;

static bool forall_read(bo_op *op, forall_bounds *fb) {
  const bo_attr *lbs = bo_op_get_attr(op, forall_list_names[0]);
  unsigned rank = lbs ? bo_attr_get_num_elements(lbs) : 0;
  if (!lbs || rank > FORALL_MAX) return false;
  fb->rank = rank;
  for (unsigned k = 0; k < 3; k++) {
    const bo_attr *a = bo_op_get_attr(op, forall_list_names[k]);
    if (!a || bo_attr_get_num_elements(a) != rank) return false;
    unsigned start, n = bo_op_segment(op, k, &start), used = 0;
    for (unsigned i = 0; i < rank; i++) {
      fb->st[k][i] = bo_attr_dense_array_int_at(a, i);
      fb->dv[k][i] = NULL;
      if (fb->st[k][i] != BO_DYNAMIC) continue;
      if (used >= n) return false;
      fb->dv[k][i] = op->operands[start + used++].value;
    }
    if (used != n) return false;
  }
  unsigned first, nout = bo_op_segment(op, 3, &first);
  return nout == op->num_results && first + nout == op->num_operands && op->regions[0].first &&
         op->regions[0].first->num_args == rank + nout && op->regions[0].first->last &&
         bo_op_isa(op->regions[0].first->last, BO_OP_SCF_FORALL_IN_PARALLEL);
}

/* The operands (dynamic bounds, then outs) and properties of fb. */
static unsigned forall_operands(const forall_bounds *fb, bo_value *const *outs, unsigned nout,
                                bo_value **operands, int64_t seg[4]) {
  unsigned n = 0;
  for (unsigned k = 0; k < 3; k++) {
    seg[k] = 0;
    for (unsigned i = 0; i < fb->rank; i++)
      if (fb->dv[k][i]) operands[n++] = fb->dv[k][i], seg[k]++;
  }
  for (unsigned i = 0; i < nout; i++) operands[n++] = outs[i];
  seg[3] = nout;
  return n;
}

static void forall_set_props(bo_op *op, const forall_bounds *fb, const int64_t seg[4]) {
  bo_context *ctx = op->ctx;
  for (unsigned k = 0; k < 3; k++)
    bo_op_set_prop(op, forall_list_names[k],
                   bo_attr_dense_array_int(ctx, ctx->t_i64, fb->rank, fb->st[k]));
  bo_op_set_prop(op, bo_ctx_segments_key(ctx), bo_attr_dense_array_int(ctx, ctx->t_i32, 4, seg));
}

/* A new scf.forall before op with the bounds of fb, outputs outs (result
 * types their types), op's other attributes, and op's body (moved). */
static bo_op *forall_rebuild(bo_op *op, const forall_bounds *fb, bo_value *const *outs,
                             unsigned nout) {
  bo_value **operands = malloc((3 * fb->rank + nout + 1) * sizeof *operands);
  const bo_type **types = malloc((nout + 1) * sizeof *types);
  int64_t seg[4];
  unsigned n = forall_operands(fb, outs, nout, operands, seg);
  for (unsigned i = 0; i < nout; i++) types[i] = outs[i]->type;
  bo_op_state st = {.id = BO_OP_SCF_FORALL, .loc = op->loc, .num_operands = n,
                    .operands = operands, .num_results = nout, .result_types = types,
                    .num_attrs = op->num_attrs, .attrs = op->attrs, .num_regions = 1};
  bo_builder b = bo_builder_before(op->ctx, op);
  bo_op *repl = bo_build(&b, &st);
  for (unsigned i = 0; i < op->num_props; i++)
    bo_op_set_prop(repl, op->props[i].name, op->props[i].attr);
  forall_set_props(repl, fb, seg);
  bo_region_take_blocks(&repl->regions[0], &op->regions[0]);
  free(operands);
  free(types);
  return repl;
}

static bo_value **forall_outs(bo_op *op, unsigned *nout) {
  unsigned first;
  *nout = bo_op_segment(op, 3, &first);
  bo_value **outs = calloc(*nout + 1, sizeof *outs);
  for (unsigned i = 0; i < *nout; i++) outs[i] = op->operands[first + i].value;
  return outs;
}

/* constantTripCount as mlir-opt 22 answers it for one forall dimension: a
 * static bound (an i64 attribute) and a dynamic one (an index value) are
 * not compared; equal dynamic bounds run 0 times; constant bounds with ub
 * <= lb, or (as 22 does) a constant step <= 0, run 0 times. */
static bool forall_trip(const forall_bounds *fb, unsigned i, int64_t *n) {
  bo_value *lv = fb->dv[0][i], *uv = fb->dv[1][i], *sv = fb->dv[2][i];
  int64_t l = fb->st[0][i], u = fb->st[1][i], s = fb->st[2][i];
  if ((lv == NULL) != (uv == NULL)) return false;
  if (lv && lv == uv) return *n = 0, true;
  if (lv && (!const_int(lv, &l) || !const_int(uv, &u))) return false;
  if (u <= l) return *n = 0, true;
  if (sv && !const_int(sv, &s)) return false;
  if (s <= 0) return *n = 0, true;
  uint64_t d = (uint64_t)u - (uint64_t)l;
  *n = (int64_t)(d / (uint64_t)s + (d % (uint64_t)s != 0));
  return true;
}

/* The lower bound of dimension i as a value (an index constant built
 * before op when static): getValueOrCreateConstantIndexOp. */
static bo_value *forall_lower_bound(bo_op *op, const forall_bounds *fb, unsigned i) {
  if (fb->dv[0][i]) return fb->dv[0][i];
  bo_context *ctx = op->ctx;
  bo_named_attr value = {bo_intern_cstr(ctx, "value"), bo_attr_integer(ctx, ctx->t_index, fb->st[0][i])};
  bo_op_state st = {.id = BO_OP_ARITH_CONSTANT, .loc = op->loc, .num_results = 1,
                    .result_types = &ctx->t_index, .num_props = 1, .props = &value};
  bo_builder b = bo_builder_before(ctx, op);
  return bo_build(&b, &st)->results;
}

/* upstream's trivially-dead rule for scf.forall: its terminator
 * scf.forall.in_parallel is Pure and hides the insertions it holds, so a
 * forall whose results are unused and whose other body ops have no effect
 * is dead (bo_op_is_trivially_dead looks into the terminator). */
static int forall_dead(bo_op *op, bo_rewriter *rw) {
  for (unsigned i = 0; i < op->num_results; i++)
    if (op->results[i].first_use) return 0;
  bo_block *body = op->regions[0].first;
  for (bo_op *o = body->first; o && o != body->last; o = o->next)
    if (!bo_op_is_effect_free(o)) return 0;
  bo_rewriter_erase(rw, op);
  return 1;
}

/* FoldTensorCastOfOutputIntoForallOp: shared outputs that are tensor.casts
 * losing static information take the cast's source; the body sees a cast
 * back, the results are cast back, and the insertions write into the output
 * arguments directly (as fixed upstream after mlir-opt 22, see below). */
static int forall_fold_output_casts(bo_op *op, const forall_bounds *fb, bo_rewriter *rw) {
  unsigned nout;
  bo_value **outs = forall_outs(op, &nout);
  bool *cast = calloc(nout + 1, sizeof *cast);
  const bo_type **old = malloc((nout + 1) * sizeof *old);
  bool any = false;
  for (unsigned i = 0; i < nout; i++) {
    old[i] = outs[i]->type;
    if (!bo_tensor_cast_foldable_into_consumer(outs[i])) continue;
    outs[i] = outs[i]->def_op->operands[0].value;
    cast[i] = any = true;
  }
  if (any) {
    bo_op *repl = forall_rebuild(op, fb, outs, nout);
    bo_block *body = repl->regions[0].first;
    bo_op *first = body->first;
    for (unsigned i = 0; i < nout; i++) {
      if (!cast[i]) continue;
      bo_value *arg = body->args[fb->rank + i];
      arg->type = outs[i]->type;
      bo_op_state st = {.id = BO_OP_TENSOR_CAST, .loc = repl->loc, .num_operands = 1,
                        .operands = &arg, .num_results = 1, .result_types = &old[i]};
      bo_builder b = bo_builder_before(op->ctx, first);
      bo_op *c = bo_build(&b, &st);
      bo_value_replace_all_uses(arg, c->results);
      bo_op_set_operand(c, 0, arg);
    }
    /* an insertion into a cast of an output argument writes the argument
     * itself (llvm-project PR 189162; mlir-opt 22 instead gives the i-th
     * insertion the i-th argument, which swaps the outputs of insertions
     * not written in output order: issue 172981) */
    bo_op *term = body->last;
    bo_block *tb = term->regions[0].first;
    for (bo_op *y = tb ? tb->first : NULL; y; y = y->next) {
      if (!bo_op_isa(y, BO_OP_TENSOR_PARALLEL_INSERT_SLICE) || y->num_operands < 2) continue;
      bo_op *c = y->operands[1].value->def_op;
      if (!c || c->block != body || !bo_op_isa(c, BO_OP_TENSOR_CAST)) continue;
      bo_value *a = c->operands[0].value;
      if (!a->def_op && a->owner == body && a->index >= fb->rank) bo_op_set_operand(y, 1, a);
    }
    bo_value **results = malloc((nout + 1) * sizeof *results);
    bo_builder after = bo_builder_after(op->ctx, repl);
    for (unsigned i = 0; i < nout; i++) {
      results[i] = &repl->results[i];
      if (!cast[i]) continue;
      bo_op_state st = {.id = BO_OP_TENSOR_CAST, .loc = repl->loc, .num_operands = 1,
                        .operands = &results[i], .num_results = 1, .result_types = &old[i]};
      results[i] = bo_build(&after, &st)->results;
    }
    bo_rewriter_replace(rw, op, results);
    free(results);
  }
  free(outs);
  free(cast);
  free(old);
  return any;
}

/* ForallOpControlOperandsFolder (in place): constant bound operands become
 * static entries. */
static int forall_fold_control_operands(bo_op *op, forall_bounds *fb, bo_rewriter *rw) {
  bool changed = false;
  for (unsigned k = 0; k < 3; k++)
    for (unsigned i = 0; i < fb->rank; i++) {
      int64_t v;
      if (!fb->dv[k][i] || !const_int(fb->dv[k][i], &v)) continue;
      fb->st[k][i] = v;
      fb->dv[k][i] = NULL;
      changed = true;
    }
  if (!changed) return 0;
  unsigned nout;
  bo_value **outs = forall_outs(op, &nout);
  bo_value **operands = malloc((3 * fb->rank + nout + 1) * sizeof *operands);
  int64_t seg[4];
  unsigned n = forall_operands(fb, outs, nout, operands, seg);
  bo_op_set_operands(op, n, operands);
  forall_set_props(op, fb, seg);
  rw->changes++;
  free(outs);
  free(operands);
  return 1;
}

/* The parallel_insert_slice ops of the terminator writing into arg. */
static bool forall_has_combining(bo_op *term, const bo_value *arg) {
  bo_block *tb = term->regions[0].first;
  for (bo_op *y = tb ? tb->first : NULL; y; y = y->next)
    if (bo_op_isa(y, BO_OP_TENSOR_PARALLEL_INSERT_SLICE) && y->num_operands > 1 &&
        y->operands[1].value == arg)
      return true;
  return false;
}

/* ForallOpIterArgsFolder: a shared output whose result is unused, or that
 * no insertion of the terminator writes, goes: its insertions are erased,
 * its block argument and result become the output operand. */
static int forall_fold_iter_args(bo_op *op, const forall_bounds *fb, bo_rewriter *rw) {
  bo_block *body = op->regions[0].first;
  bo_op *term = body->last;
  unsigned nout;
  bo_value **outs = forall_outs(op, &nout);
  bool *drop = calloc(nout + 1, sizeof *drop);
  unsigned kept = 0;
  for (unsigned i = 0; i < nout; i++) {
    bo_value *arg = body->args[fb->rank + i];
    drop[i] = !op->results[i].first_use || !forall_has_combining(term, arg);
    kept += !drop[i];
  }
  if (kept == nout) {
    free(outs);
    free(drop);
    return 0;
  }
  bo_block *tb = term->regions[0].first;
  for (unsigned i = 0; i < nout; i++) {
    if (!drop[i]) continue;
    bo_value *arg = body->args[fb->rank + i];
    for (bo_op *y = tb ? tb->first : NULL, *next; y; y = next) {
      next = y->next;
      if (bo_op_isa(y, BO_OP_TENSOR_PARALLEL_INSERT_SLICE) && y->num_operands > 1 &&
          y->operands[1].value == arg)
        bo_rewriter_erase(rw, y);
    }
    bo_value_replace_all_uses(arg, outs[i]);
    bo_value_replace_all_uses(&op->results[i], outs[i]);
  }
  for (unsigned i = nout; i-- > 0;)
    if (drop[i]) bo_block_erase_arg(body, fb->rank + i);
  bo_value **kept_outs = malloc((kept + 1) * sizeof *kept_outs);
  bo_value **results = malloc((nout + 1) * sizeof *results);
  for (unsigned i = 0, k = 0; i < nout; i++)
    if (!drop[i]) kept_outs[k++] = outs[i];
  bo_op *repl = forall_rebuild(op, fb, kept_outs, kept);
  for (unsigned i = 0, k = 0; i < nout; i++) results[i] = drop[i] ? outs[i] : &repl->results[k++];
  bo_rewriter_replace(rw, op, results);
  free(outs);
  free(drop);
  free(kept_outs);
  free(results);
  return 1;
}

/* scf::promote: the body of a forall running once goes before it (the
 * induction variables are the lower bounds, the output arguments the
 * outputs); each parallel_insert_slice of the terminator becomes a
 * tensor.insert_slice after it.  Upstream inserts each into the output and
 * replaces the i-th result by the i-th insertion; bufopt chains the
 * insertions of one output (each into the previous one's result) and
 * replaces each result by its output's last insertion: the same IR when
 * the i-th insertion writes the i-th output, and still right when they
 * come in another order. */
static void forall_promote(bo_op *op, const forall_bounds *fb, bo_rewriter *rw) {
  bo_block *body = op->regions[0].first;
  bo_op *term = body->last;
  bo_block *tb = term->regions[0].first;
  unsigned nout;
  bo_value **outs = forall_outs(op, &nout);
  unsigned ny = 0;
  for (bo_op *y = tb ? tb->first : NULL; y; y = y->next) ny++;
  unsigned *which = malloc((ny + 1) * sizeof *which); /* output of each insertion */
  unsigned k = 0;
  for (bo_op *y = tb ? tb->first : NULL; y; y = y->next, k++) {
    which[k] = nout;
    if (!bo_op_isa(y, BO_OP_TENSOR_PARALLEL_INSERT_SLICE) || y->num_operands < 2) continue;
    bo_value *d = y->operands[1].value;
    if (!d->def_op && d->owner == body && d->index >= fb->rank) which[k] = d->index - fb->rank;
  }
  for (unsigned i = 0; i < fb->rank; i++)
    bo_value_replace_all_uses(body->args[i], forall_lower_bound(op, fb, i));
  for (unsigned i = 0; i < nout; i++) bo_value_replace_all_uses(body->args[fb->rank + i], outs[i]);
  move_body_before(body, op);
  bo_value **results = malloc((nout + 1) * sizeof *results);
  for (unsigned i = 0; i < nout; i++) results[i] = outs[i];
  bo_builder after = bo_builder_after(op->ctx, op);
  k = 0;
  for (bo_op *y = tb ? tb->first : NULL; y; y = y->next, k++) {
    if (which[k] >= nout) continue;
    bo_value **operands = malloc((y->num_operands + 1) * sizeof *operands);
    for (unsigned i = 0; i < y->num_operands; i++) operands[i] = y->operands[i].value;
    operands[1] = results[which[k]];
    const bo_type *t = operands[1]->type;
    bo_op_state st = {.id = BO_OP_TENSOR_INSERT_SLICE, .loc = op->loc,
                      .num_operands = y->num_operands, .operands = operands, .num_results = 1,
                      .result_types = &t, .num_props = y->num_props, .props = y->props};
    results[which[k]] = bo_build(&after, &st)->results;
    free(operands);
  }
  bo_rewriter_replace(rw, op, results);
  free(outs);
  free(which);
  free(results);
}

/* ForallOpSingleOrZeroIterationDimsFolder (unmapped loops, or an empty
 * mapping): a dimension running no iteration makes the loop its outputs;
 * dimensions running once go (their induction variable is the lower
 * bound); when none is left the body is promoted. */
static int forall_single_or_zero_dims(bo_op *op, forall_bounds *fb, bo_rewriter *rw) {
  const bo_attr *mapping = bo_op_get_attr(op, "mapping");
  if (mapping && bo_attr_get_num_elements(mapping)) return 0;
  bool single[FORALL_MAX];
  unsigned left = 0;
  for (unsigned i = 0; i < fb->rank; i++) {
    int64_t n;
    single[i] = false;
    if (forall_trip(fb, i, &n)) {
      if (n == 0) {
        unsigned nout;
        bo_value **outs = forall_outs(op, &nout);
        bo_rewriter_replace(rw, op, outs);
        free(outs);
        return 1;
      }
      if (n == 1) {
        single[i] = true;
        continue;
      }
    }
    left++;
  }
  if (left == 0) {
    forall_promote(op, fb, rw);
    return 1;
  }
  if (left == fb->rank) return 0;
  bo_block *body = op->regions[0].first;
  forall_bounds nb = {.rank = 0};
  for (unsigned i = 0; i < fb->rank; i++) {
    if (single[i]) {
      bo_value_replace_all_uses(body->args[i], forall_lower_bound(op, fb, i));
      continue;
    }
    for (unsigned k = 0; k < 3; k++) {
      nb.st[k][nb.rank] = fb->st[k][i];
      nb.dv[k][nb.rank] = fb->dv[k][i];
    }
    nb.rank++;
  }
  for (unsigned i = fb->rank; i-- > 0;)
    if (single[i]) bo_block_erase_arg(body, i);
  unsigned nout;
  bo_value **outs = forall_outs(op, &nout);
  bo_op *repl = forall_rebuild(op, &nb, outs, nout);
  bo_value **results = malloc((nout + 1) * sizeof *results);
  for (unsigned i = 0; i < nout; i++) results[i] = &repl->results[i];
  bo_rewriter_replace(rw, op, results);
  free(outs);
  free(results);
  return 1;
}

/* ForallOpReplaceConstantInductionVar: a used induction variable of a
 * dimension running once is its lower bound (mapped loops too). */
static int forall_constant_ivs(bo_op *op, const forall_bounds *fb, bo_rewriter *rw) {
  bo_block *body = op->regions[0].first;
  int changed = 0;
  for (unsigned i = 0; i < fb->rank; i++) {
    int64_t n;
    if (!body->args[i]->first_use || !forall_trip(fb, i, &n) || n != 1) continue;
    bo_value_replace_all_uses(body->args[i], forall_lower_bound(op, fb, i));
    changed = 1;
  }
  rw->changes += (unsigned)changed;
  return changed;
}

/* scf.forall: the dead-loop rule, then upstream's list in its order
 * (DimOfForallOp is tensor.dim's, tensor_canon.c). */
int bo_scf_canonicalize_forall(bo_op *op, bo_rewriter *rw) {
  forall_bounds fb;
  if (!forall_read(op, &fb)) return 0;
  return forall_dead(op, rw) || forall_fold_output_casts(op, &fb, rw) ||
         forall_fold_control_operands(op, &fb, rw) || forall_fold_iter_args(op, &fb, rw) ||
         forall_single_or_zero_dims(op, &fb, rw) || forall_constant_ivs(op, &fb, rw);
}

/* DimOfForallOp: tensor.dim of a forall result reads its shared output. */
int bo_scf_dim_of_forall(bo_op *dim, bo_rewriter *rw) {
  bo_value *src = dim->operands[0].value;
  bo_op *forall = src->def_op;
  if (!forall || !bo_op_isa(forall, BO_OP_SCF_FORALL)) return 0;
  unsigned first, nout = bo_op_segment(forall, 3, &first);
  if (src->index >= nout) return 0;
  bo_op_set_operand(dim, 0, forall->operands[first + src->index].value);
  rw->changes++;
  return 1;
}
