/* scf_fold.c - canonicalization patterns of the scf dialect (the part of
 * MLIR's that bufopt implements):
 *  - scf.if on a constant condition is replaced by the region taken (an
 *    scf.if without results whose taken region is a missing else goes);
 *  - scf.if without results drops an else region holding only its yield;
 *  - scf.for with constant bounds that runs zero times is replaced by its
 *    initial values; one that runs once by its body (iv = lower bound).
 * scf ops whose regions have no effects and whose results are unused are
 * erased by the driver as trivially dead.  Each pattern is O(1) plus the
 * ops it moves.
 */
#include "fold.h"

static bool const_int(const bo_value *v, int64_t *out) {
  return bo_fold_int_of(bo_fold_constant_of(v), out);
}

static bool only_yield(const bo_region *r) {
  return r->first && r->first == r->last && r->first->first == r->first->last;
}

int bo_scf_canonicalize_if(bo_op *op, bo_rewriter *rw) {
  int64_t cond;
  bo_region *then_r = &op->regions[0], *else_r = &op->regions[1];
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
  if (!op->num_results && else_r->first && only_yield(else_r)) {
    bo_block *b = else_r->first;
    bo_op_erase(b->first);
    bo_block_remove(b);
    rw->changes++;
    return 1;
  }
  return 0;
}

int bo_scf_canonicalize_for(bo_op *op, bo_rewriter *rw) {
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
  return changed;
}
