/* linalg_canon.c - the folder and canonicalization patterns of the linalg
 * structured ops, as upstream registers them:
 *  - the folder of linalg.generic, of every named op (fill, copy, matmul,
 *    the convolutions, ...) and of linalg.softmax is MLIR's foldMemRefCast
 *    (their tables point at bo_memref_fold_casts, memref_fold.c):
 *    an operand made by a memref.cast of a ranked memref becomes the cast's
 *    source (linalg.map / reduce / transpose / broadcast have no folder
 *    upstream, and mlir-opt 22 keeps their casts);
 *  - EraseSelfCopy: a linalg.copy whose input is its output goes (on
 *    buffers), or is replaced by its input (on tensors);
 *  - EraseDeadLinalgOp (a dialect-wide pattern of every LinalgOp, so map,
 *    reduce, transpose and broadcast too): an op on buffers with a memref
 *    operand of a static 0 size runs no iteration and goes.  Upstream keeps
 *    ops on tensors (a tensor<0x...> is not always an empty iteration);
 *  - EraseIdentityLinalgOp (linalg.generic): equal indexing maps and a
 *    body yielding its arguments; FoldFillWithCopy (a copy of a fill is a
 *    fill; a copy into a fill's result copies into its output) and
 *    FoldFillWithTranspose (a transpose of a fill is a fill);
 *  - FoldTensorCastProducerOp: a tensor.cast that only forgets static
 *    information folds into the op, whose results take the more static
 *    types of their inits, cast back for their users.
 * What the program computes is kept: a cast changes no address, so the op
 * reads and writes the same elements through its source; a self copy and
 * an op over an empty buffer write nothing.  Each is O(operands + rank).
 */
#include <stdlib.h>

#include "fold.h"
#include "linalg.h"

/* A memref operand with a static 0 size (LinalgOp::getShape of it). */
static bool has_empty_memref_operand(const bo_op *op) {
  for (unsigned i = 0; i < op->num_operands; i++) {
    const bo_type *t = op->operands[i].value->type;
    if (bo_type_get_kind(t) != BO_TYPE_MEMREF) continue;
    const int64_t *shape = bo_type_get_shape(t);
    for (unsigned d = 0; d < bo_type_get_rank(t); d++)
      if (shape[d] == 0) return true;
  }
  return false;
}

/* tensor::CastOp::canFoldIntoConsumerOp: a cast between ranked tensors
 * whose source is at least as static as its result. */
static bool cast_only_forgets(const bo_op *cast) {
  const bo_type *s = cast->operands[0].value->type, *r = cast->results[0].type;
  if (bo_type_get_kind(s) != BO_TYPE_TENSOR || bo_type_get_kind(r) != BO_TYPE_TENSOR ||
      bo_type_get_rank(s) != bo_type_get_rank(r) ||
      bo_type_get_element_type(s) != bo_type_get_element_type(r) ||
      bo_type_get_encoding(s) != bo_type_get_encoding(r))
    return false;
  const int64_t *ss = bo_type_get_shape(s), *rs = bo_type_get_shape(r);
  for (unsigned i = 0; i < bo_type_get_rank(s); i++)
    if (rs[i] != BO_DYNAMIC && ss[i] != rs[i]) return false;
  return true;
}

static bo_op *foldable_tensor_cast(const bo_value *v) {
  bo_op *d = v->def_op;
  return d && bo_op_isa(d, BO_OP_TENSOR_CAST) && cast_only_forgets(d) ? d : NULL;
}

/* FoldTensorCastProducerOp (a tensor-dialect pattern on every
 * destination-style op): operands made by a tensor.cast that only forgets
 * static information take the cast's source; a result whose init got more
 * static gets that type, and a tensor.cast back to the old type replaces
 * its uses.  Done in place (upstream clones the op: same text). */
static int fold_tensor_cast_producers(bo_op *op, bo_rewriter *rw) {
  if (!bo_linalg_is_structured(op)) return 0;
  bool any = false;
  for (unsigned i = 0; i < op->num_operands && !any; i++) any = foldable_tensor_cast(op->operands[i].value);
  if (!any) return 0;
  unsigned ninputs = bo_linalg_num_inputs(op), res = 0;
  bo_op *at = op;
  for (unsigned i = 0; i < op->num_operands; i++) {
    bo_op *cast = foldable_tensor_cast(op->operands[i].value);
    if (cast) bo_op_set_operand(op, i, cast->operands[0].value);
    if (i < ninputs || bo_type_get_kind(op->operands[i].value->type) == BO_TYPE_MEMREF) continue;
    if (res >= op->num_results) break;
    bo_value *r = &op->results[res++];
    const bo_type *old = r->type, *now = op->operands[i].value->type;
    if (old == now) continue;
    r->type = now;
    bo_builder b = bo_builder_after(op->ctx, at);
    bo_op_state st = {.id = BO_OP_TENSOR_CAST, .loc = op->loc, .num_operands = 1,
                      .operands = &r, .num_results = 1, .result_types = &old};
    bo_op *back = bo_build(&b, &st);
    /* every use of r but the new cast's now reads the cast */
    for (bo_use *u = r->first_use, *next; u; u = next) {
      next = u->next;
      if (u->owner != back) bo_op_set_operand(u->owner, u->index, back->results);
    }
    at = back;
  }
  rw->changes++;
  return 1;
}

/* EraseIdentityLinalgOp (linalg.generic): equal indexing maps and a body
 * that only yields its own arguments.  On buffers: one input that is the
 * output, yielded as read, goes; on tensors each result is the operand
 * whose argument it yields (a tensor.cast when the types differ). */
static int erase_identity_generic(bo_op *op, bo_rewriter *rw) {
  if (!bo_op_isa(op, BO_OP_LINALG_GENERIC)) return 0;
  const bo_attr *maps = bo_linalg_indexing_maps(op);
  bo_block *body = bo_linalg_body(op);
  if (!maps || !body || body->first != body->last || !body->last ||
      !bo_op_isa(body->last, BO_OP_LINALG_YIELD))
    return 0;
  for (unsigned i = 1; i < bo_attr_get_num_elements(maps); i++)
    if (bo_attr_array_get(maps, i) != bo_attr_array_get(maps, 0)) return 0;
  bo_op *yield = body->last;
  bool buffers = true, tensors = true;
  for (unsigned i = 0; i < op->num_operands; i++) {
    const bo_type *t = op->operands[i].value->type;
    if (bo_type_is_tensor(t)) buffers = false;
    else if (bo_type_is_memref(t)) tensors = false;
  }
  if (buffers) {
    if (op->num_operands != 2 || op->operands[0].value != op->operands[1].value ||
        yield->num_operands != 1 || yield->operands[0].value->def_op ||
        yield->operands[0].value->owner != body)
      return 0;
    bo_rewriter_erase(rw, op);
    return 1;
  }
  if (!tensors || yield->num_operands != op->num_results) return 0;
  bo_value **repl = malloc((op->num_results + 1) * sizeof *repl);
  int ok = 1;
  for (unsigned r = 0; r < op->num_results && ok; r++) {
    bo_value *y = yield->operands[r].value;
    if (y->def_op || y->owner != body) {
      ok = 0;
      break;
    }
    unsigned n = 0;
    while (n < body->num_args && body->args[n] != y) n++;
    if (n >= op->num_operands) {
      ok = 0;
      break;
    }
    repl[r] = op->operands[n].value;
  }
  /* tensor.cast areCastCompatible: same element type and rank, no static
   * sizes that disagree */
  for (unsigned r = 0; r < op->num_results && ok; r++) {
    const bo_type *from = repl[r]->type, *to = op->results[r].type;
    if (from == to) continue;
    if (bo_type_get_kind(from) != BO_TYPE_TENSOR || bo_type_get_kind(to) != BO_TYPE_TENSOR ||
        bo_type_get_element_type(from) != bo_type_get_element_type(to) ||
        bo_type_get_rank(from) != bo_type_get_rank(to)) {
      ok = 0;
      break;
    }
    for (unsigned d = 0; d < bo_type_get_rank(from); d++) {
      int64_t a = bo_type_get_shape(from)[d], b = bo_type_get_shape(to)[d];
      if (a != BO_DYNAMIC && b != BO_DYNAMIC && a != b) ok = 0;
    }
  }
  if (ok) {
    bo_builder b = bo_builder_before(op->ctx, op);
    for (unsigned r = 0; r < op->num_results; r++) {
      if (repl[r]->type == op->results[r].type) continue;
      const bo_type *to = op->results[r].type;
      bo_op_state st = {.id = BO_OP_TENSOR_CAST, .loc = op->loc, .num_operands = 1,
                        .operands = &repl[r], .num_results = 1, .result_types = &to};
      repl[r] = bo_build(&b, &st)->results;
    }
    bo_rewriter_replace(rw, op, repl);
  }
  free(repl);
  return ok;
}

/* Replaces op (one input, one init: copy, transpose) by a copy of `fill`
 * (same value) into op's init, of op's result types. */
static void refill(bo_op *op, bo_op *fill, bo_rewriter *rw) {
  bo_mapping *m = bo_mapping_create();
  bo_op *f = bo_op_clone(fill, m);
  bo_mapping_destroy(m);
  bo_op_insert_before(f, op);
  bo_op_set_operand(f, 1, op->operands[1].value);
  for (unsigned i = 0; i < f->num_results && i < op->num_results; i++)
    f->results[i].type = op->results[i].type;
  bo_value *repl[1] = {f->num_results ? &f->results[0] : NULL};
  bo_rewriter_replace(rw, op, repl);
}

static bo_op *fill_of(const bo_value *v) {
  bo_op *d = v->def_op;
  return d && bo_op_isa(d, BO_OP_LINALG_FILL) && d->num_operands == 2 && d->num_results == 1 ? d : NULL;
}

/* FoldFillWithCopy: a linalg.copy of a linalg.fill's result is that fill
 * into the copy's output; a copy into a fill's result copies into the
 * fill's output instead (the fill is overwritten anyway).
 * FoldFillWithTranspose: a transpose of a fill is a fill of its init. */
static int fold_fills(bo_op *op, bo_rewriter *rw) {
  bool copy = bo_op_isa(op, BO_OP_LINALG_COPY);
  if ((!copy && !bo_op_isa(op, BO_OP_LINALG_TRANSPOSE)) || op->num_operands != 2 ||
      op->num_results > 1)
    return 0;
  bo_op *in = fill_of(op->operands[0].value), *out = copy ? fill_of(op->operands[1].value) : NULL;
  if (in) {
    refill(op, in, rw);
    return 1;
  }
  if (out) {
    bo_op_set_operand(op, 1, out->operands[1].value);
    rw->changes++;
    return 1;
  }
  return 0;
}

int bo_linalg_canonicalize(bo_op *op, bo_rewriter *rw) {
  if (bo_op_isa(op, BO_OP_LINALG_COPY) && op->num_operands == 2 &&
      op->operands[0].value == op->operands[1].value) {
    if (op->num_results == 0) {
      bo_rewriter_erase(rw, op);
    } else {
      bo_value *in = op->operands[0].value;
      bo_rewriter_replace(rw, op, &in);
    }
    return 1;
  }
  if (op->num_results == 0 && has_empty_memref_operand(op)) {
    bo_rewriter_erase(rw, op);
    return 1;
  }
  return erase_identity_generic(op, rw) || fold_fills(op, rw) ||
         fold_tensor_cast_producers(op, rw);
}
