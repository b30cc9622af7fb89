/* affine_fold.c - the folders of affine.min and affine.max (upstream's
 * foldMinMaxOp over AffineMap::partialConstantFold).
 *
 * Each result expression of the op's map whose dims and symbols are all
 * bound to constant operands is evaluated (AffineExprConstantFolder: a
 * floordiv, ceildiv or mod by a non-positive value, or a signed overflow,
 * does not fold).  When every result folds, the op folds to the min / max
 * of them, an index constant; when only some do, those results become
 * constant expressions in the op's map, in place (the operands stay).  A
 * map that is then `()[s0] -> (s0)` folds to its one operand.  The
 * invariant kept: the op still has as many dims + symbols as operands, and
 * a fold never changes the value computed.  The patterns upstream also
 * registers (SimplifyAffineOp, merging nested min / max, single result to
 * affine.apply) are not here.  O(size of the map).
 */
#include "fold.h"

/* The value of e with dims and syms bound to constants (NULL: unbound);
 * false when some position is unbound or the arithmetic does not fold. */
static bool eval(const bo_affine_expr *e, const bool *known, const int64_t *vals,
                 unsigned num_dims, int64_t *out) {
  int64_t a, b;
  switch (e->kind) {
  case BO_AFFINE_CONST: *out = e->value; return true;
  case BO_AFFINE_DIM:
  case BO_AFFINE_SYMBOL: {
    unsigned pos = (unsigned)e->value + (e->kind == BO_AFFINE_SYMBOL ? num_dims : 0);
    if (!known[pos]) return false;
    *out = vals[pos];
    return true;
  }
  default: break;
  }
  if (!eval(e->lhs, known, vals, num_dims, &a) || !eval(e->rhs, known, vals, num_dims, &b))
    return false;
  switch (e->kind) {
  case BO_AFFINE_ADD: return !__builtin_add_overflow(a, b, out);
  case BO_AFFINE_MUL: return !__builtin_mul_overflow(a, b, out);
  case BO_AFFINE_MOD:
    if (b < 1) return false;
    *out = a % b < 0 ? a % b + b : a % b;
    return true;
  case BO_AFFINE_FLOORDIV:
    if (b < 1) return false;
    *out = a / b - (a % b < 0);
    return true;
  case BO_AFFINE_CEILDIV:
    if (b < 1) return false;
    *out = a / b + (a % b > 0);
    return true;
  default: return false;
  }
}

static int fold_min_max(bo_op *op, const bo_attr *const *c, bo_fold_result *r, bool is_max) {
  const bo_attr *map = bo_op_get_attr(op, "map");
  if (!map || map->kind != BO_ATTR_AFFINE_MAP) return BO_FOLD_NONE;
  unsigned nd = map->u.map.num_dims, ns = map->u.map.num_syms, nr = map->u.map.num_results;
  if (nd + ns != op->num_operands || nr == 0) return BO_FOLD_NONE;
  enum { SMALL = 8 };
  bool small_known[SMALL];
  int64_t small_vals[SMALL];
  const bo_affine_expr *small_exprs[SMALL];
  unsigned n = op->num_operands;
  bool *known = n <= SMALL ? small_known : malloc(n * sizeof *known);
  int64_t *vals = n <= SMALL ? small_vals : malloc(n * sizeof *vals);
  const bo_affine_expr **exprs = nr <= SMALL ? small_exprs : malloc(nr * sizeof *exprs);
  int rc = BO_FOLD_NONE;
  if (!known || !vals || !exprs) goto done;
  for (unsigned i = 0; i < n; i++) known[i] = bo_fold_int_of(c[i], &vals[i]);
  bool all = true, changed = false;
  int64_t best = 0;
  for (unsigned i = 0; i < nr; i++) {
    const bo_affine_expr *e = map->u.map.results[i];
    int64_t v;
    if (eval(e, known, vals, nd, &v)) {
      if (i == 0 || (is_max ? v > best : v < best)) best = v;
      exprs[i] = bo_affine_const(op->ctx, v);
    } else {
      all = false;
      exprs[i] = e;
    }
    changed |= exprs[i] != e;
  }
  if (all) {
    r[0].attr = bo_attr_integer(op->ctx, op->results[0].type, best);
    rc = BO_FOLD_REPLACED;
    goto done;
  }
  /* ()[s0] -> (s0) (upstream's isSymbolIdentity with one symbol) */
  if (ns == 1 && nr == 1 && exprs[0]->kind == BO_AFFINE_SYMBOL && exprs[0]->value == 0) {
    r[0].value = op->operands[nd].value;
    rc = BO_FOLD_REPLACED;
    goto done;
  }
  if (changed) {
    bo_op_set_prop(op, "map", bo_attr_affine_map(op->ctx, nd, ns, nr, exprs));
    rc = BO_FOLD_IN_PLACE;
  }
done:
  if (known != small_known) free(known);
  if (vals != small_vals) free(vals);
  if (exprs != small_exprs) free(exprs);
  return rc;
}

int bo_affine_fold_max(bo_op *op, const bo_attr *const *c, bo_fold_result *r) {
  return fold_min_max(op, c, r, true);
}

int bo_affine_fold_min(bo_op *op, const bo_attr *const *c, bo_fold_result *r) {
  return fold_min_max(op, c, r, false);
}
