/* hlo_split_alloc_tensors.c - `hlo-split-alloc-tensors` (func): gives every
 * use of a bufferization.alloc_tensor its own clone, placed right before
 * the user, so that one-shot-bufferize cannot make one buffer serve several
 * users (which would merge their live ranges and hide reuse from
 * hlo-buffer-reuse).  The originals, now unused, are erased.  Blocks are
 * visited in order, recursively into every region.  Invariant: each
 * alloc_tensor result has at most one use afterwards (except the clones'
 * own operands).  Cost: linear in the ops and operands.
 */
#include "../pass/passes.h"
#include "hlo_common.h"


static void split_block(bo_block *b) {
  for (bo_op *op = b->first; op; op = op->next) {
    for (unsigned i = 0; i < op->num_operands; i++) {
      bo_op *d = op->operands[i].value->def_op;
      if (!d || !bo_op_isa(d, BO_OP_BUFFERIZATION_ALLOC_TENSOR)) continue;
      bo_mapping *m = bo_mapping_create();
      bo_op *clone = bo_op_clone(d, m);
      bo_mapping_destroy(m);
      bo_op_insert_before(clone, op);
      bo_op_set_operand(op, i, &clone->results[0]);
    }
    for (unsigned r = 0; r < op->num_regions; r++)
      for (bo_block *nb = op->regions[r].first; nb; nb = nb->next) split_block(nb);
  }
  /* The originals (and any other unused alloc_tensor of this block). */
  for (bo_op *op = b->first, *next; op; op = next) {
    next = op->next;
    if (bo_op_isa(op, BO_OP_BUFFERIZATION_ALLOC_TENSOR) && !bo_value_has_uses(&op->results[0])) bo_op_erase(op);
  }
}

static int run_split(bo_op *func, const void *options) {
  (void)options;
  for (unsigned r = 0; r < func->num_regions; r++)
    for (bo_block *b = func->regions[r].first; b; b = b->next) split_block(b);
  return 0;
}

const bo_pass_info bo_pass_hlo_split_alloc_tensors = {
    .name = "hlo-split-alloc-tensors",
    .summary = "Gives each use of a bufferization.alloc_tensor its own copy of the op",
    .anchor = "func.func",
    .run = run_split,
};
