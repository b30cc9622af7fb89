/* tensor_fold.c - folders of the tensor dialect's casts and reshapes
 * (issue 15, parity with mlir-opt 22's -canonicalize):
 *  - tensor.cast to its source's type is its source; a cast of a cast
 *    takes that one's source when dropping the middle type loses no
 *    runtime check (upstream's ChainedTensorCast: joining the three shapes
 *    gives what joining the outer two does);
 *  - tensor.bitcast to its source's type is its source; a bitcast of a
 *    bitcast takes that one's source (ChainedTensorBitcast);
 *  - tensor.reshape of a reshape takes that one's source; a reshape of a
 *    1-d tensor to its own type is its source (ReshapeOp::fold; the
 *    constant and from_elements cases are not done).
 * The chained forms update the op in place (the result MLIR's patterns
 * build is the same op at the same place).  Each is O(rank).
 */
#include "fold.h"

/* MLIR's joinShapes on a shape triple: the most static shape compatible
 * with both, or failure (false).  *unranked: the join is unranked. */
typedef struct shape_join {
  bool unranked;
  unsigned rank;
  int64_t *shape;
} shape_join;

static bool join(const shape_join *a, const shape_join *b, shape_join *out) {
  if (a->unranked) {
    *out = *b;
    return true;
  }
  if (b->unranked) {
    *out = *a;
    return true;
  }
  if (a->rank != b->rank) return false;
  out->unranked = false;
  out->rank = a->rank;
  for (unsigned i = 0; i < a->rank; i++) {
    int64_t x = a->shape[i], y = b->shape[i];
    if (x == BO_DYNAMIC) out->shape[i] = y;
    else if (y == BO_DYNAMIC || x == y) out->shape[i] = x;
    else return false;
  }
  return true;
}

static shape_join of_type(const bo_type *t) {
  shape_join j = {.unranked = t->kind != BO_TYPE_TENSOR, .rank = 0, .shape = NULL};
  if (!j.unranked) j.rank = t->u.shaped.rank, j.shape = (int64_t *)t->u.shaped.shape;
  return j;
}

static bool chain_droppable(const bo_type *src, const bo_type *mid, const bo_type *res) {
  unsigned n = 0; /* the largest rank: room for each join */
  const bo_type *ts[3] = {src, mid, res};
  for (unsigned i = 0; i < 3; i++)
    if (ts[i]->kind == BO_TYPE_TENSOR && ts[i]->u.shaped.rank > n) n = ts[i]->u.shaped.rank;
  int64_t *buf = malloc((3 * n + 1) * sizeof *buf);
  shape_join s = of_type(src), m = of_type(mid), r = of_type(res);
  shape_join j1 = {.shape = buf}, first = {.shape = buf + n}, other = {.shape = buf + 2 * n};
  /* (a join with an unranked side is the other side, storage included) */
  bool ok = join(&s, &m, &j1) && join(&j1, &r, &first) && join(&s, &r, &other) && first.unranked == other.unranked &&
       first.rank == other.rank;
  for (unsigned i = 0; ok && !first.unranked && i < first.rank; i++)
    if (first.shape[i] != other.shape[i]) ok = false;
  free(buf);
  return ok;
}

int bo_tensor_fold_cast(bo_op *op, const bo_attr *const *c, bo_fold_result *r) {
  (void)c;
  bo_value *src = op->operands[0].value;
  if (src->type == op->results[0].type) {
    r[0].value = src;
    return BO_FOLD_REPLACED;
  }
  bo_op *def = src->def_op;
  if (def && bo_op_isa(def, BO_OP_TENSOR_CAST) &&
      chain_droppable(def->operands[0].value->type, src->type, op->results[0].type)) {
    bo_op_set_operand(op, 0, def->operands[0].value);
    return BO_FOLD_IN_PLACE;
  }
  return BO_FOLD_NONE;
}

int bo_tensor_fold_bitcast(bo_op *op, const bo_attr *const *c, bo_fold_result *r) {
  (void)c;
  bo_value *src = op->operands[0].value;
  if (src->type == op->results[0].type) {
    r[0].value = src;
    return BO_FOLD_REPLACED;
  }
  if (src->def_op && bo_op_isa(src->def_op, BO_OP_TENSOR_BITCAST)) {
    bo_op_set_operand(op, 0, src->def_op->operands[0].value);
    return BO_FOLD_IN_PLACE;
  }
  return BO_FOLD_NONE;
}

int bo_tensor_fold_reshape(bo_op *op, const bo_attr *const *c, bo_fold_result *r) {
  (void)c;
  bo_value *src = op->operands[0].value;
  if (src->def_op && bo_op_isa(src->def_op, BO_OP_TENSOR_RESHAPE)) {
    bo_op_set_operand(op, 0, src->def_op->operands[0].value);
    return BO_FOLD_IN_PLACE;
  }
  const bo_type *t = op->results[0].type;
  if (src->type == t && t->kind == BO_TYPE_TENSOR && t->u.shaped.rank == 1) {
    r[0].value = src;
    return BO_FOLD_REPLACED;
  }
  return BO_FOLD_NONE;
}
