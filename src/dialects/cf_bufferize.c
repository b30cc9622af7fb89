/* cf_bufferize.c - One-Shot Bufferize hooks of cf.br and cf.cond_br (see
 * src/analysis/bufferize_iface.h), as upstream's BranchOpInterface models:
 * a forwarded tensor operand is read (upstream marks branch operands as
 * reads), is not written, and in place shares its buffer with the
 * successor's block argument (equivalence is decided after the analysis:
 * only when every predecessor forwards an equivalent buffer in place).
 * The rewrite swaps each tensor operand for its buffer in place (the
 * terminator stays; out of place, an alloc + copy of the operand); the
 * pass retypes the block arguments and casts operands whose types differ
 * when it reaches the successor.  cf.switch has the same hooks: its
 * default operands go to successor 0, case k's to successor k + 1.
 */
#include <assert.h>

#include "../ir/asm.h"
#include "bufferize_ifaces.h"

static bool yes(const bo_op *op, unsigned operand, const bo_bufferize_state *st) {
  (void)op, (void)operand, (void)st;
  return true;
}

static bool no(const bo_op *op, unsigned operand, const bo_bufferize_state *st) {
  (void)op, (void)operand, (void)st;
  return false;
}

/* cf.br: operand i is argument i of the successor. */
static bo_value *br_aliasing(const bo_op *op, unsigned operand, bool *equivalent,
                             const bo_bufferize_state *st) {
  (void)st;
  *equivalent = false;
  bo_block *s = op->num_successors ? op->successors[0] : NULL;
  return s && operand < s->num_args ? s->args[operand] : NULL;
}

/* cf.cond_br: operand 0 is the condition, then the true and false
 * segments. */
static bo_value *cond_br_aliasing(const bo_op *op, unsigned operand, bool *equivalent,
                                  const bo_bufferize_state *st) {
  (void)st;
  *equivalent = false;
  if (op->num_successors != 2) return NULL;
  for (unsigned k = 0; k < 2; k++) {
    unsigned start, n = bo_op_segment((bo_op *)op, k + 1, &start);
    bo_block *s = op->successors[k];
    if (operand >= start && operand < start + n && operand - start < s->num_args)
      return s->args[operand - start];
  }
  return NULL;
}

/* cf.switch: operand 0 is the flag, then the default operands, then every
 * case's operands (case_operand_segments gives their counts).  O(cases). */
static bo_value *switch_aliasing(const bo_op *op, unsigned operand, bool *equivalent,
                                 const bo_bufferize_state *st) {
  (void)st;
  *equivalent = false;
  if (!op->num_successors) return NULL;
  unsigned start, n = bo_op_segment((bo_op *)op, 1, &start);
  if (operand >= start && operand < start + n)
    return operand - start < op->successors[0]->num_args ? op->successors[0]->args[operand - start]
                                                          : NULL;
  const bo_attr *segs = bo_op_get_prop(op, "case_operand_segments");
  bo_op_segment((bo_op *)op, 2, &start);
  for (unsigned k = 0; segs && k + 1 < op->num_successors &&
                       k < bo_attr_get_num_elements(segs); k++) {
    unsigned m = (unsigned)bo_attr_dense_array_int_at(segs, k);
    bo_block *s = op->successors[k + 1];
    if (operand >= start && operand < start + m)
      return operand - start < s->num_args ? s->args[operand - start] : NULL;
    start += m;
  }
  return NULL;
}

static int branch_rewrite(bo_op *op, bo_bufferizer *bz) {
  for (unsigned i = 0; i < op->num_operands; i++) {
    if (!bo_is_tensor_like(op->ctx, op->operands[i].value->type)) continue;
    bo_op_set_operand(op, i, bo_bufferizer_write_buffer(bz, op, i));
  }
  return 0;
}

const bo_bufferize_iface bo_cf_br_bufferize = {
    .reads = yes, .writes = no, .aliasing_value = br_aliasing, .rewrite = branch_rewrite,
    .keeps_op = true};
const bo_bufferize_iface bo_cf_cond_br_bufferize = {
    .reads = yes, .writes = no, .aliasing_value = cond_br_aliasing, .rewrite = branch_rewrite,
    .keeps_op = true};
/* mlir-opt 22 has no bufferization model for cf.switch (an unknown op to
 * its analysis, that may write its operands: without function boundaries
 * it copies a forwarded argument; with them the decisions agree with
 * these hooks); bufopt models it as the other branches. */
const bo_bufferize_iface bo_cf_switch_bufferize = {
    .reads = yes, .writes = no, .aliasing_value = switch_aliasing, .rewrite = branch_rewrite,
    .keeps_op = true};
