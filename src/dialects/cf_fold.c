/* cf_fold.c - canonicalization patterns of cf.br and cf.cond_br (the part
 * of upstream's that bufopt implements, in upstream's order):
 *  - cf.br to a block whose only predecessor it is: the block is merged
 *    into the branching one;
 *  - cf.br / cf.cond_br to a block holding nothing but a cf.br (whose
 *    arguments only that cf.br uses): branch to where it goes;
 *  - cf.cond_br on a constant: cf.br to the successor taken;
 *  - cf.cond_br with both successors the same block: cf.br, with
 *    arith.select for the operands that differ (when it is the block's
 *    only predecessor).
 * Blocks a rewritten branch reached that nothing reaches any more are
 * erased with it.  Each pattern is linear in the operands of the branches involved, plus
 * the ops moved by a merge; "only predecessor" is a lookup in the
 * driver's table of predecessor counts (bo_rewriter_num_predecessors),
 * which the patterns keep up to date through the rewriter.
 */
#include "../ir/asm.h"
#include "fold.h"

typedef BO_VEC(bo_value *) value_vec;

/* The operands a branch passes to successor i. */
static void successor_operands(bo_op *op, unsigned i, value_vec *out) {
  unsigned start = 0, n = op->num_operands;
  if (op->num_successors == 2) n = bo_op_segment(op, 1 + i, &start);
  for (unsigned k = 0; k < n; k++) bo_vec_push(out, op->operands[start + k].value);
}

/* upstream's collapseBranch: when *dest holds only a cf.br whose block
 * arguments nothing else uses, retarget to that cf.br's destination. */
static bool collapse(const bo_op_info *br, bo_block **dest, value_vec *operands) {
  bo_block *b = *dest;
  bo_op *t = b->first;
  if (!t || t != b->last || t->info != br) return false;
  for (unsigned i = 0; i < b->num_args; i++)
    for (bo_use *u = b->args[i]->first_use; u; u = u->next)
      if (u->owner != t) return false;
  if (t->successors[0] == b) return false; /* an infinite loop */
  value_vec next = {0};
  for (unsigned k = 0; k < t->num_operands; k++) {
    bo_value *v = t->operands[k].value;
    if (!v->def_op && v->owner == b) v = operands->data[v->index];
    bo_vec_push(&next, v);
  }
  bo_vec_free(operands);
  *operands = next;
  *dest = t->successors[0];
  return true;
}

static bo_op *build_br(bo_rewriter *rw, bo_op *before, bo_block *dest,
                       const value_vec *operands) {
  bo_op_state st = {.id = BO_OP_CF_BR, .loc = before->loc, .num_operands = (unsigned)operands->len,
                    .operands = operands->data, .num_successors = 1, .successors = &dest};
  bo_builder b = bo_builder_before(before->ctx, before);
  bo_op *op = bo_build(&b, &st);
  bo_rewriter_add_edges(rw, op);
  return op;
}

/* Erases b when no branch reaches it any more (nor the entry), and then
 * the blocks only it reached (as mlir-opt does even without region
 * simplification).  Linear in the blocks erased. */
static void erase_if_unreachable(bo_rewriter *rw, bo_block *b) {
  BO_VEC(bo_block *) work = {0};
  bo_vec_push(&work, b);
  while (work.len) {
    bo_block *blk = work.data[--work.len];
    if (!blk->parent || blk == blk->parent->first || bo_rewriter_num_predecessors(rw, blk))
      continue;
    bo_op *t = blk->last;
    for (unsigned i = 0; t && i < t->num_successors; i++)
      if (t->successors[i] != blk) bo_vec_push(&work, t->successors[i]);
    for (bo_op *o = blk->last; o;) {
      bo_op *prev = o->prev;
      for (unsigned i = 0; i < o->num_results; i++) bo_value_drop_uses_from(&o->results[i]);
      bo_rewriter_erase(rw, o);
      o = prev;
    }
    for (unsigned i = 0; i < blk->num_args; i++) bo_value_drop_uses_from(blk->args[i]);
    bo_block_remove(blk);
  }
  bo_vec_free(&work);
}

/* Replaces the branch op by `repl` (already built) and drops the blocks
 * op reached that nothing reaches now. */
static void replace_branch(bo_rewriter *rw, bo_op *op) {
  bo_block *old[2] = {op->successors[0], op->num_successors > 1 ? op->successors[1] : NULL};
  bo_rewriter_erase(rw, op);
  for (unsigned i = 0; i < 2; i++)
    if (old[i]) erase_if_unreachable(rw, old[i]);
}

int bo_cf_canonicalize_br(bo_op *op, bo_rewriter *rw) {
  bo_block *dest = op->successors[0], *block = op->block;
  if (dest != block && bo_rewriter_num_predecessors(rw, dest) == 1) {
    /* merge dest into this block */
    for (unsigned i = 0; i < dest->num_args; i++)
      bo_value_replace_all_uses(dest->args[i], op->operands[i].value);
    bo_rewriter_erase(rw, op);
    for (bo_op *o = dest->first; o;) {
      bo_op *next = o->next;
      bo_op_remove(o);
      bo_op_append_to_block(o, block);
      o = next;
    }
    bo_block_remove(dest);
    return 1;
  }
  value_vec operands = {0};
  successor_operands(op, 0, &operands);
  int changed = 0;
  if (collapse(op->info, &dest, &operands)) {
    build_br(rw, op, dest, &operands);
    replace_branch(rw, op);
    changed = 1;
  }
  bo_vec_free(&operands);
  return changed;
}

int bo_cf_canonicalize_cond_br(bo_op *op, bo_rewriter *rw) {
  const bo_op_info *br = bo_op_info_by_id(op->ctx, BO_OP_CF_BR);
  bo_value *cond = op->operands[0].value;
  value_vec t_ops = {0}, f_ops = {0};
  successor_operands(op, 0, &t_ops);
  successor_operands(op, 1, &f_ops);
  bo_block *t = op->successors[0], *f = op->successors[1];
  int changed = 0;
  int64_t c;
  if (bo_fold_int_of(bo_fold_constant_of(cond), &c)) {
    build_br(rw, op, c ? t : f, c ? &t_ops : &f_ops);
    replace_branch(rw, op);
    changed = 1;
  } else {
    bool ct = collapse(br, &t, &t_ops), cf = collapse(br, &f, &f_ops);
    if (ct || cf) {
      value_vec all = {0};
      bo_vec_push(&all, cond);
      for (size_t i = 0; i < t_ops.len; i++) bo_vec_push(&all, t_ops.data[i]);
      for (size_t i = 0; i < f_ops.len; i++) bo_vec_push(&all, f_ops.data[i]);
      /* the same properties, with the new segment sizes */
      bo_named_attr *props = malloc((op->num_props + 1) * sizeof *props);
      int64_t seg[3] = {1, (int64_t)t_ops.len, (int64_t)f_ops.len};
      for (unsigned i = 0; i < op->num_props; i++) {
        props[i] = op->props[i];
        if (!strcmp(props[i].name, "operandSegmentSizes"))
          props[i].attr = bo_attr_dense_array_int(op->ctx, op->ctx->t_i32, 3, seg);
      }
      bo_block *succ[2] = {t, f};
      bo_op_state st = {.name = op->info->name, .loc = op->loc,
                        .num_operands = (unsigned)all.len, .operands = all.data,
                        .num_props = op->num_props, .props = props, .num_successors = 2,
                        .successors = succ};
      bo_builder b = bo_builder_before(op->ctx, op);
      bo_rewriter_add_edges(rw, bo_build(&b, &st));
      replace_branch(rw, op);
      free(props);
      bo_vec_free(&all);
      changed = 1;
    } else if (t == f && (!t_ops.len || !memcmp(t_ops.data, f_ops.data, t_ops.len * sizeof(bo_value *)) ||
                          bo_rewriter_num_predecessors(rw, t) == 2)) {
      /* the same block either way: operands that differ become selects
       * (when this branch is the block's only predecessor) */
      bo_builder b = bo_builder_before(op->ctx, op);
      b.loc = op->loc;
      for (size_t i = 0; i < t_ops.len; i++) {
        if (t_ops.data[i] == f_ops.data[i]) continue;
        bo_value *operands[3] = {cond, t_ops.data[i], f_ops.data[i]};
        bo_op_state st = {.id = BO_OP_ARITH_SELECT, .loc = op->loc, .num_operands = 3,
                          .operands = operands, .num_results = 1,
                          .result_types = &t_ops.data[i]->type};
        t_ops.data[i] = bo_build(&b, &st)->results;
      }
      build_br(rw, op, t, &t_ops);
      replace_branch(rw, op);
      changed = 1;
    }
  }
  bo_vec_free(&t_ops);
  bo_vec_free(&f_ops);
  return changed;
}
