/* scf_fold.c - canonicalization patterns of the scf dialect (the part of
 * MLIR's that bufopt implements):
 *  - scf.if, in upstream's pattern order: uses of the condition inside
 *    the then (else) region become true (false); yielded values defined
 *    outside the if become arith.select (or the value, when both branches
 *    yield it); without results, an else region holding only its yield
 *    goes; on a constant condition, the region taken replaces it (an
 *    scf.if without results whose taken region is a missing else goes);
 *    results yielding true/false constants become the condition (or its
 *    negation); unused results are dropped; an scf.if with an else on
 *    `xori %c, true` swaps its regions and takes %c (IfOp::fold);
 *  - scf.for: iteration arguments yielded back unchanged or unused go, as
 *    do cycles of arguments passing each other one initial value, and one
 *    with the initial and yielded values of an earlier one is that one
 *    (ForOpIterArgsFolder); with constant bounds, one that runs zero times is replaced by its
 *    initial values; one that runs once by its body (iv = lower bound);
 *  - scf.while: loop-invariant arguments and forwarded values, unused
 *    results (see the scf.while section below).
 * The patterns written for issue 15 (if merging, the rest of the while
 * list, execute_region, index_switch, parallel, forall) are in
 * scf_canon.c; the lists here call them in upstream's order.
 * scf ops whose regions have no effects and whose results are unused are
 * erased by the driver as trivially dead.  Each pattern is O(1) plus the
 * ops it moves.
 */
#include "fold.h"
#include "scf_canon.h"

static bool const_int(const bo_value *v, int64_t *out) {
  return bo_fold_int_of(bo_fold_constant_of(v), out);
}

static bool only_yield(const bo_region *r) {
  return r->first && r->first == r->last && r->first->first == r->first->last;
}

static bo_value *build_bool(bo_builder *b, bool v) {
  bo_context *ctx = b->ctx;
  bo_named_attr value = {bo_intern_cstr(ctx, "value"), bo_attr_bool(ctx, v)};
  bo_op_state st = {.id = BO_OP_ARITH_CONSTANT, .loc = b->loc, .num_results = 1,
                    .result_types = &ctx->t_i1, .num_props = 1, .props = &value};
  return bo_build(b, &st)->results;
}

/* op is region r of if_op or nested in it. */
static bool is_inside(const bo_op *op, const bo_region *r, const bo_op *if_op) {
  for (const bo_block *b = op->block; b && b->parent; b = op->block) {
    if (b->parent == r) return true;
    op = b->parent->parent;
    if (!op || op == if_op) return false;
  }
  return false;
}

/* Uses of the condition inside the then (else) region are true (false). */
static int propagate_condition(bo_op *op, bo_rewriter *rw) {
  bo_value *cond = op->operands[0].value;
  if (bo_fold_constant_of(cond)) return 0;
  bo_value *t = NULL, *f = NULL;
  bo_builder b = bo_builder_before(op->ctx, op);
  b.loc = op->loc;
  int changed = 0;
  for (bo_use *u = cond->first_use, *next; u; u = next) {
    next = u->next;
    bool in_then = is_inside(u->owner, &op->regions[0], op);
    bool in_else = !in_then && is_inside(u->owner, &op->regions[1], op);
    if (!in_then && !in_else) continue;
    if (in_then && !t) t = build_bool(&b, true);
    if (in_else && !f) f = build_bool(&b, false);
    bo_op_set_operand(u->owner, u->index, in_then ? t : f);
    changed = 1;
  }
  rw->changes += (unsigned)changed;
  return changed;
}

/* Replaces op by a new scf.if of the given result types, taking op's
 * regions; the yields keep the operands whose keep[i] is set. */
static bo_op *rebuild_if(bo_op *op, unsigned n, const bo_type *const *types, const bool *keep) {
  bo_op_state st = {.name = op->info->name, .loc = op->loc, .num_operands = 1,
                    .operands = &op->operands[0].value, .num_results = n,
                    .result_types = types, .num_regions = 2};
  bo_builder b = bo_builder_before(op->ctx, op);
  bo_op *repl = bo_build(&b, &st);
  for (unsigned r = 0; r < 2; r++) {
    bo_region_take_blocks(&repl->regions[r], &op->regions[r]);
    bo_block *blk = repl->regions[r].first;
    bo_op *y = blk ? blk->last : NULL;
    if (!y) continue;
    for (unsigned i = op->num_results; i-- > 0;)
      if (!keep[i]) bo_op_erase_operand(y, i);
  }
  return repl;
}

/* Yielded values defined outside the if become arith.select (or the value
 * itself when both branches yield it). */
static int trivial_if_to_select(bo_op *op, bo_rewriter *rw) {
  unsigned n = op->num_results;
  bo_op *ty = op->regions[0].first ? op->regions[0].first->last : NULL;
  bo_op *ey = op->regions[1].first ? op->regions[1].first->last : NULL;
  if (!n || !ty || !ey) return 0;
  bool *keep = calloc(n, sizeof *keep);
  const bo_type **types = malloc(n * sizeof *types);
  unsigned kept = 0;
  for (unsigned i = 0; i < n; i++) {
    bo_value *tv = ty->operands[i].value, *fv = ey->operands[i].value;
    keep[i] = (tv->def_op && tv->def_op->block && tv->def_op->block->parent == &op->regions[0]) ||
              (!tv->def_op && tv->owner->parent == &op->regions[0]) ||
              (fv->def_op && fv->def_op->block && fv->def_op->block->parent == &op->regions[1]) ||
              (!fv->def_op && fv->owner->parent == &op->regions[1]);
    if (keep[i]) types[kept++] = op->results[i].type;
  }
  int changed = 0;
  if (kept < n) {
    bo_value **values = malloc(n * sizeof *values);
    bo_value **tvals = malloc(n * sizeof *tvals), **fvals = malloc(n * sizeof *fvals);
    for (unsigned i = 0; i < n; i++)
      tvals[i] = ty->operands[i].value, fvals[i] = ey->operands[i].value;
    bo_op *repl = rebuild_if(op, kept, types, keep);
    bo_builder b = bo_builder_before(op->ctx, repl);
    b.loc = op->loc;
    for (unsigned i = 0, k = 0; i < n; i++) {
      if (keep[i]) {
        values[i] = &repl->results[k++];
      } else if (tvals[i] == fvals[i]) {
        values[i] = tvals[i];
      } else {
        bo_value *sel_operands[3] = {repl->operands[0].value, tvals[i], fvals[i]};
        bo_op_state st = {.id = BO_OP_ARITH_SELECT, .loc = op->loc, .num_operands = 3,
                          .operands = sel_operands, .num_results = 1,
                          .result_types = &op->results[i].type};
        values[i] = bo_build(&b, &st)->results;
      }
    }
    bo_rewriter_replace(rw, op, values);
    free(values);
    free(tvals);
    free(fvals);
    changed = 1;
  }
  free(keep);
  free(types);
  return changed;
}

/* Results yielding the same value in both branches are that value;
 * yielding true/false constants, the condition (or its negation). */
static int yield_condition_or_value(bo_op *op, bo_rewriter *rw) {
  bo_op *ty = op->regions[0].first ? op->regions[0].first->last : NULL;
  bo_op *ey = op->regions[1].first ? op->regions[1].first->last : NULL;
  if (!op->num_results || !ty || !ey) return 0;
  int changed = 0;
  bo_builder b = bo_builder_before(op->ctx, op);
  b.loc = op->loc;
  for (unsigned i = 0; i < op->num_results; i++) {
    bo_value *tv = ty->operands[i].value, *fv = ey->operands[i].value, *res = &op->results[i];
    if (tv == fv) {
      if (res->first_use) bo_value_replace_all_uses(res, tv), changed = 1;
      continue;
    }
    int64_t a, c;
    if (!bo_type_is_integer(res->type, 1) || !bo_fold_int_of(bo_fold_constant_of(tv), &a) ||
        !bo_fold_int_of(bo_fold_constant_of(fv), &c) || !res->first_use)
      continue;
    if (!a && c) {
      bo_value *operands[2] = {op->operands[0].value, build_bool(&b, true)};
      bo_op_state st = {.id = BO_OP_ARITH_XORI, .loc = op->loc, .num_operands = 2,
                        .operands = operands, .num_results = 1, .result_types = &res->type};
      bo_value_replace_all_uses(res, bo_build(&b, &st)->results);
      changed = 1;
    } else if (a && !c) {
      bo_value_replace_all_uses(res, op->operands[0].value);
      changed = 1;
    }
  }
  rw->changes += (unsigned)changed;
  return changed;
}

/* Results nothing uses are dropped (a new scf.if takes the regions). */
static int remove_unused_results(bo_op *op, bo_rewriter *rw) {
  unsigned n = op->num_results, used = 0;
  if (!n || !op->regions[0].first || !op->regions[1].first) return 0;
  bool *keep = calloc(n, sizeof *keep);
  const bo_type **types = malloc(n * sizeof *types);
  for (unsigned i = 0; i < n; i++)
    if ((keep[i] = op->results[i].first_use != NULL)) types[used++] = op->results[i].type;
  int changed = 0;
  if (used < n) {
    bo_op *repl = rebuild_if(op, used, types, keep);
    bo_value **values = malloc(n * sizeof *values);
    for (unsigned i = 0, k = 0; i < n; i++) values[i] = keep[i] ? &repl->results[k++] : NULL;
    for (unsigned i = 0; i < n; i++)
      if (values[i]) bo_value_replace_all_uses(&op->results[i], values[i]);
    bo_rewriter_erase(rw, op);
    free(values);
    changed = 1;
  }
  free(keep);
  free(types);
  return changed;
}

int bo_scf_canonicalize_if(bo_op *op, bo_rewriter *rw) {
  int64_t cond;
  bo_region *then_r = &op->regions[0], *else_r = &op->regions[1];
  if (bo_scf_canonicalize_if_more(op, rw) || propagate_condition(op, rw) || trivial_if_to_select(op, rw)) return 1;
  if (!op->num_results && else_r->first && only_yield(else_r)) {
    bo_block *b = else_r->first;
    bo_op_erase(b->first);
    bo_block_remove(b);
    rw->changes++;
    return 1;
  }
  if (const_int(op->operands[0].value, &cond)) {
    bo_region *taken = cond ? then_r : else_r;
    if (!taken->first) {
      if (op->num_results) return 0;
      bo_rewriter_erase(rw, op);
      return 1;
    }
    bo_rewriter_inline_region(rw, op, taken, NULL);
    return 1;
  }
  return yield_condition_or_value(op, rw) || remove_unused_results(op, rw);
}

/* Is iteration argument i on a cycle of arguments, each yielding the next
 * one's block argument, all with i's initial value?  Then each of them
 * always holds that value.  O(arguments). */
static bool on_init_cycle(const bo_op *op, const bo_block *body, const bo_op *yield, unsigned n,
                          unsigned i) {
  const bo_value *init = op->operands[3 + i].value;
  unsigned j = i;
  for (unsigned steps = 0; steps < n; steps++) {
    const bo_value *next = yield->operands[j].value;
    if (next->def_op || next->owner != body || next->index == 0) return false;
    j = next->index - 1;
    if (op->operands[3 + j].value != init) return false;
    if (j == i) return true;
  }
  return false;
}

/* Upstream's ForOpIterArgsFolder: an iteration argument that the body
 * yields back unchanged (itself, or its initial value), or that nothing
 * uses (neither the argument nor the result), is its initial value: the
 * loop is rebuilt without it.  O(iteration arguments + uses replaced). */
static int for_iter_args_folder(bo_op *op, bo_rewriter *rw) {
  bo_block *body = op->regions[0].first;
  if (!body || body->next || op->num_operands < 3) return 0;
  unsigned n = op->num_operands - 3;
  bo_op *yield = body->last;
  if (!n || !yield || yield->num_operands != n || body->num_args != n + 1 || op->num_results != n)
    return 0;
  bool *keep = malloc(n * sizeof *keep);
  unsigned *dup = malloc(n * sizeof *dup);
  unsigned kept = 0;
  for (unsigned i = 0; i < n; i++) {
    bo_value *init = op->operands[3 + i].value, *arg = body->args[1 + i];
    bo_value *next = yield->operands[i].value;
    keep[i] = !(next == arg || next == init || (!arg->first_use && !op->results[i].first_use) ||
                on_init_cycle(op, body, yield, n, i));
    dup[i] = i;
    /* an argument with the initial and yielded values of an earlier kept
     * one always equals it */
    for (unsigned j = 0; keep[i] && j < i; j++)
      if (keep[j] && op->operands[3 + j].value == init && yield->operands[j].value == next)
        dup[i] = j, keep[i] = false;
    kept += keep[i];
  }
  if (kept == n) {
    free(keep);
    free(dup);
    return 0;
  }
  bo_value **operands = malloc((3 + n) * sizeof *operands);
  const bo_type **types = malloc((n + 1) * sizeof *types);
  for (unsigned i = 0; i < 3; i++) operands[i] = op->operands[i].value;
  for (unsigned i = 0, k = 0; i < n; i++)
    if (keep[i]) {
      operands[3 + k] = op->operands[3 + i].value;
      types[k++] = op->results[i].type;
    }
  for (unsigned i = 0; i < n; i++)
    if (!keep[i] && dup[i] != i) {
      bo_value_replace_all_uses(body->args[1 + i], body->args[1 + dup[i]]);
      bo_value_replace_all_uses(&op->results[i], &op->results[dup[i]]);
    } else if (!keep[i]) {
      bo_value *init = op->operands[3 + i].value;
      bo_value_replace_all_uses(body->args[1 + i], init);
      bo_value_replace_all_uses(&op->results[i], init);
    }
  bo_op_state st = {.name = op->info->name, .loc = op->loc, .num_operands = 3 + kept,
                    .operands = operands, .num_results = kept, .result_types = types,
                    .num_attrs = op->num_attrs, .attrs = op->attrs,
                    .num_props = op->num_props, .props = op->props, .num_regions = 1};
  bo_builder b = bo_builder_before(op->ctx, op);
  bo_op *repl = bo_build(&b, &st);
  bo_region_take_blocks(&repl->regions[0], &op->regions[0]);
  for (unsigned i = n; i-- > 0;)
    if (!keep[i]) {
      bo_op_erase_operand(yield, i);
      bo_block_erase_arg(body, 1 + i);
    }
  for (unsigned i = 0, k = 0; i < n; i++)
    if (keep[i]) bo_value_replace_all_uses(&op->results[i], &repl->results[k++]);
  bo_rewriter_erase(rw, op);
  free(operands);
  free(types);
  free(keep);
  free(dup);
  return 1;
}

int bo_scf_canonicalize_for(bo_op *op, bo_rewriter *rw) {
  if (for_iter_args_folder(op, rw)) return 1;
  /* operands: lower bound, upper bound, step, initial values */
  int64_t lb, ub, step;
  unsigned n = op->num_operands - 3;
  bo_value **inits = malloc((n + 1) * sizeof *inits);
  for (unsigned i = 0; i < n; i++) inits[i] = op->operands[3 + i].value;
  int changed = 0;
  bool same = op->operands[0].value == op->operands[1].value;
  bool consts = const_int(op->operands[0].value, &lb) && const_int(op->operands[1].value, &ub);
  if (bo_op_get_attr(op, "unsignedCmp")) {
    /* unsigned comparisons: only the equal-bounds case is handled */
    consts = false;
  }
  if (same || (consts && ub <= lb)) {
    bo_rewriter_replace(rw, op, inits);
    changed = 1;
  } else if (consts && const_int(op->operands[2].value, &step) && step > 0 &&
             (uint64_t)step >= (uint64_t)ub - (uint64_t)lb) {
    bo_value **args = malloc((n + 1) * sizeof *args);
    args[0] = op->operands[0].value;
    for (unsigned i = 0; i < n; i++) args[1 + i] = inits[i];
    bo_rewriter_inline_region(rw, op, &op->regions[0], args);
    free(args);
    changed = 1;
  }
  free(inits);
  return changed || bo_scf_canonicalize_for_more(op, rw);
}

/* ------------------------------------------------------------- scf.while */

/* scf.while: operands are the initial values (before-block arguments); the
 * before block ends in scf.condition(%c) forwarding values to the after
 * block's arguments and the results; the after block ends in scf.yield
 * passing the next before-block arguments.  Three of upstream's patterns,
 * in its order:
 *  - RemoveLoopInvariantArgsFromBeforeBlock: a before argument that the
 *    yield passes back unchanged (its initial value again, or the after
 *    argument the condition forwarded it to) is its initial value;
 *  - RemoveLoopInvariantValueYielded: a value defined outside the loop that
 *    the condition forwards is that value in the after block and in the
 *    results;
 *  - WhileUnusedResult: a result unused, with its after argument unused,
 *    goes.
 * These matter for deallocation: a buffer carried through a while
 * unchanged (as one-shot-bufferize leaves it) needs no ownership
 * plumbing.  Each is O(arguments + uses replaced). */

bool bo_scf_while_blocks(const bo_op *op, bo_block **before, bo_block **after, bo_op **cond,
                         bo_op **yield) {
  *before = op->regions[0].first;
  *after = op->num_regions > 1 ? op->regions[1].first : NULL;
  if (!*before || !*after || (*before)->next || (*after)->next) return false;
  *cond = (*before)->last;
  *yield = (*after)->last;
  return *cond && *yield && (*cond)->num_operands == (*after)->num_args + 1 &&
         (*yield)->num_operands == (*before)->num_args && op->num_operands == (*before)->num_args &&
         op->num_results == (*after)->num_args;
}

static int while_invariant_args(bo_op *op, bo_rewriter *rw) {
  bo_block *before, *after;
  bo_op *cond, *yield;
  if (!bo_scf_while_blocks(op, &before, &after, &cond, &yield)) return 0;
  int changed = 0;
  for (unsigned i = before->num_args; i-- > 0;) {
    bo_value *arg = before->args[i], *init = op->operands[i].value;
    bo_value *next = yield->operands[i].value;
    bool invariant = next == init;
    if (!invariant && !next->def_op && next->owner == after) {
      unsigned j = next->index;
      invariant = j + 1 < cond->num_operands && cond->operands[j + 1].value == arg;
    }
    if (!invariant) continue;
    bo_value_replace_all_uses(arg, init);
    bo_op_erase_operand(yield, i);
    bo_op_erase_operand(op, i);
    bo_block_erase_arg(before, i);
    changed = 1;
  }
  rw->changes += (unsigned)changed;
  return changed;
}

static int while_invariant_yielded(bo_op *op, bo_rewriter *rw) {
  bo_block *before, *after;
  bo_op *cond, *yield;
  if (!bo_scf_while_blocks(op, &before, &after, &cond, &yield)) return 0;
  int changed = 0;
  for (unsigned j = 0; j < after->num_args; j++) {
    bo_value *v = cond->operands[j + 1].value;
    if (bo_value_defined_in(v, op)) continue;
    if (!after->args[j]->first_use && !op->results[j].first_use) continue;
    bo_value_replace_all_uses(after->args[j], v);
    bo_value_replace_all_uses(&op->results[j], v);
    changed = 1;
  }
  rw->changes += (unsigned)changed;
  return changed;
}

static int while_unused_results(bo_op *op, bo_rewriter *rw) {
  bo_block *before, *after;
  bo_op *cond, *yield;
  if (!bo_scf_while_blocks(op, &before, &after, &cond, &yield)) return 0;
  unsigned n = op->num_results, kept = 0;
  const bo_type **types = malloc((n + 1) * sizeof *types);
  bool *keep = malloc((n + 1) * sizeof *keep);
  for (unsigned j = 0; j < n; j++) {
    keep[j] = op->results[j].first_use || after->args[j]->first_use;
    if (keep[j]) types[kept++] = op->results[j].type;
  }
  int changed = 0;
  if (kept < n) {
    bo_value **operands = malloc((op->num_operands + 1) * sizeof *operands);
    for (unsigned i = 0; i < op->num_operands; i++) operands[i] = op->operands[i].value;
    bo_op_state st = {.name = op->info->name, .loc = op->loc, .num_operands = op->num_operands,
                      .operands = operands, .num_results = kept, .result_types = types,
                      .num_regions = 2};
    bo_builder b = bo_builder_before(op->ctx, op);
    bo_op *repl = bo_build(&b, &st);
    for (unsigned r = 0; r < 2; r++) bo_region_take_blocks(&repl->regions[r], &op->regions[r]);
    for (unsigned j = n; j-- > 0;) {
      if (keep[j]) continue;
      bo_op_erase_operand(cond, j + 1);
      bo_block_erase_arg(after, j);
    }
    for (unsigned j = 0, k = 0; j < n; j++)
      if (keep[j]) bo_value_replace_all_uses(&op->results[j], &repl->results[k++]);
    bo_rewriter_erase(rw, op);
    free(operands);
    changed = 1;
  }
  free(types);
  free(keep);
  return changed;
}

int bo_scf_canonicalize_while(bo_op *op, bo_rewriter *rw) {
  return while_invariant_args(op, rw) || while_invariant_yielded(op, rw) ||
         bo_scf_while_condition_truth(op, rw) || bo_scf_while_cmp_cond(op, rw) ||
         while_unused_results(op, rw) ||
         bo_scf_while_duplicated_results(op, rw) || bo_scf_while_unused_args(op, rw) ||
         bo_scf_while_align_args(op, rw) || bo_scf_while_duplicate_args(op, rw);
}

/* IfOp::fold: `scf.if (xori %c, true)` with an else region becomes
 * `scf.if %c` with the regions swapped (in place, O(blocks)). */
int bo_scf_fold_if(bo_op *op, const bo_attr *const *c, bo_fold_result *r) {
  (void)c, (void)r;
  bo_op *x = op->operands[0].value->def_op;
  int64_t one;
  if (!op->regions[1].first || !x || !bo_op_isa(x, BO_OP_ARITH_XORI) ||
      !bo_fold_int_of(bo_fold_constant_of(x->operands[1].value), &one) || one == 0)
    return BO_FOLD_NONE;
  bo_op_set_operand(op, 0, x->operands[0].value);
  bo_region tmp = {.parent = op, .ctx = op->ctx};
  bo_region_take_blocks(&tmp, &op->regions[0]);
  bo_region_take_blocks(&op->regions[0], &op->regions[1]);
  bo_region_take_blocks(&op->regions[1], &tmp);
  return BO_FOLD_IN_PLACE;
}
