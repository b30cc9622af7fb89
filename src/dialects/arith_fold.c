/* arith_fold.c - the folders of the arith dialect (MLIR's fold methods of
 * the integer ops): constant folding of integer, index and i1 scalars with
 * the wrap-around of their width, and the identities upstream folds
 * (x + 0, x * 1, x & x, x ^ x, select on a constant, cmpi of a value with
 * itself, casts of casts that round-trip, ...).  Commutative ops need no
 * code for constants on the left: the driver moves constants right first,
 * as MLIR's fold of commutative ops does.  Vectors and tensors fold no
 * constants, but the identities hold on them as upstream's matchers see
 * them (m_Zero, m_One, m_ConstantInt match splat dense constants): x + 0,
 * x * 1, x & -1, x / 1 are x; x * 0, x & 0, x | -1 are the constant; x - x,
 * x ^ x, x % 1 and cmpi x, x are splat constants; cmpi moves a constant
 * lhs right.  Each folder is O(1).
 */
#include <math.h>

#include "fold.h"
#include "../ir/float_wide.h"

/* ---------------------------------------------------------------- helpers */

static unsigned width_of(const bo_type *t) {
  if (t->kind == BO_TYPE_INDEX) return 64;
  if (t->kind == BO_TYPE_INTEGER) return t->u.integer.width;
  return 0;
}

static bool is_scalar_int(const bo_type *t) { return width_of(t) != 0; }

/* The width of an int / index scalar, or of the elements of a shaped type
 * of them (0 otherwise). */
static unsigned elem_width(const bo_type *t) {
  const bo_type *e = bo_type_is_shaped(t) ? bo_type_get_element_type(t) : t;
  return e ? width_of(e) : 0;
}

static uint64_t zext(int64_t v, unsigned w) {
  return w >= 64 ? (uint64_t)v : (uint64_t)v & (((uint64_t)1 << w) - 1);
}

static int64_t sext(int64_t v, unsigned w) {
  if (w >= 64) return v;
  uint64_t u = zext(v, w), sign = (uint64_t)1 << (w - 1);
  return (int64_t)((u ^ sign) - sign);
}

static bool all_ones(int64_t v, unsigned w) {
  return zext(v, w) == (w >= 64 ? UINT64_MAX : (((uint64_t)1 << w) - 1));
}

/* A constant that is its int64 (an i65..i128 constant beyond int64 is not:
 * its low 64 bits alone would fold wrongly). */
static bool int_of(const bo_attr *a, int64_t *out) {
  return bo_fold_int_of(a, out) && bo_attr_int_fits_i64(a);
}

/* A scalar int constant, or the element of a splat dense int constant of
 * at most 64-bit elements (what upstream's m_ConstantInt binds). */
static bool splat_int_of(const bo_attr *a, int64_t *out) {
  if (int_of(a, out)) return true;
  if (!a || a->kind != BO_ATTR_DENSE || !a->u.dense.splat || a->u.dense.is_float || !a->type)
    return false;
  unsigned w = elem_width(a->type);
  if (w == 0 || w > 64) return false;
  *out = a->u.dense.ints[0];
  return true;
}

/* i65..i128: constants folded in 128-bit arithmetic, wrapped to the width
 * by bo_attr_integer_wide.  Wider integers fold no constants. */
typedef unsigned __int128 u128;

static bool is_wide_int(const bo_type *t) {
  return t->kind == BO_TYPE_INTEGER && t->u.integer.width > 64 && t->u.integer.width <= 128;
}

static bool wide_const(const bo_attr *a, u128 *v) {
  uint64_t lo, hi;
  if (!a || a->kind != BO_ATTR_INTEGER || !bo_attr_get_int_wide(a, &lo, &hi)) return false;
  *v = (u128)hi << 64 | lo;
  return true;
}

static int folded_wide_int(bo_op *op, bo_fold_result *r, u128 v) {
  r[0].attr = bo_attr_integer_wide(op->ctx, op->results[0].type, (uint64_t)v, (uint64_t)(v >> 64));
  return BO_FOLD_REPLACED;
}

/* a op b for i65..i128 results; -1 when the op is not one of those. */
static int fold_wide_int_binary(bo_op *op, const bo_attr *const *c, bo_fold_result *r, char kind) {
  u128 a, b;
  if (!is_wide_int(op->results[0].type)) return -1;
  if (!wide_const(c[0], &a) || !wide_const(c[1], &b)) return -1;
  switch (kind) {
  case '+': return folded_wide_int(op, r, a + b);
  case '-': return folded_wide_int(op, r, a - b);
  case '*': return folded_wide_int(op, r, a * b);
  case '&': return folded_wide_int(op, r, a & b);
  case '|': return folded_wide_int(op, r, a | b);
  default: return folded_wide_int(op, r, a ^ b);
  }
}

static int folded_int(bo_op *op, bo_fold_result *r, int64_t v) {
  r[0].attr = bo_attr_integer(op->ctx, op->results[0].type, v);
  return BO_FOLD_REPLACED;
}

static int folded_value(bo_fold_result *r, bo_value *v) {
  r[0].value = v;
  return BO_FOLD_REPLACED;
}

/* The operands of a binary op as constants, when both are scalar ints. */
static bool both_const(bo_op *op, const bo_attr *const *c, int64_t *a, int64_t *b) {
  return is_scalar_int(op->results[0].type) && width_of(op->results[0].type) <= 64 &&
         int_of(c[0], a) && int_of(c[1], b);
}

static bool rhs_is(const bo_attr *const *c, int64_t want, unsigned w) {
  int64_t v;
  return w != 0 && splat_int_of(c[1], &v) && zext(v, w) == zext(want, w);
}

static unsigned op_width(bo_op *op) { return elem_width(op->operands[0].value->type); }

/* The result as the constant v: a scalar, or a splat of a static tensor /
 * vector of ints (upstream's getZeroAttr / getBoolAttribute on shapes). */
static int folded_splat(bo_op *op, bo_fold_result *r, int64_t v) {
  const bo_type *t = op->results[0].type;
  if (is_scalar_int(t)) return folded_int(op, r, v);
  if ((t->kind != BO_TYPE_TENSOR && t->kind != BO_TYPE_VECTOR) || elem_width(t) == 0 ||
      elem_width(t) > 64)
    return BO_FOLD_NONE;
  for (unsigned i = 0; i < t->u.shaped.rank; i++)
    if (t->u.shaped.shape[i] < 0) return BO_FOLD_NONE;
  r[0].attr = bo_attr_dense_int(op->ctx, t, 1, &v);
  return BO_FOLD_REPLACED;
}

/* ------------------------------------------------------------- the folders */

int bo_arith_fold_constant(bo_op *op, const bo_attr *const *c, bo_fold_result *r) {
  (void)c;
  const bo_attr *v = bo_op_get_attr(op, "value");
  if (!v) return BO_FOLD_NONE;
  r[0].attr = v;
  return BO_FOLD_REPLACED;
}

int bo_arith_fold_addi(bo_op *op, const bo_attr *const *c, bo_fold_result *r) {
  int64_t a, b;
  int wide = fold_wide_int_binary(op, c, r, '+');
  if (wide >= 0) return wide;
  if (both_const(op, c, &a, &b)) return folded_int(op, r, (int64_t)((uint64_t)a + (uint64_t)b));
  if (rhs_is(c, 0, op_width(op))) return folded_value(r, op->operands[0].value);
  return BO_FOLD_NONE;
}

int bo_arith_fold_subi(bo_op *op, const bo_attr *const *c, bo_fold_result *r) {
  int64_t a, b;
  if (op->operands[0].value == op->operands[1].value) {
    int rc = folded_splat(op, r, 0);
    if (rc) return rc;
  }
  int wide = fold_wide_int_binary(op, c, r, '-');
  if (wide >= 0) return wide;
  if (both_const(op, c, &a, &b)) return folded_int(op, r, (int64_t)((uint64_t)a - (uint64_t)b));
  if (rhs_is(c, 0, op_width(op))) return folded_value(r, op->operands[0].value);
  return BO_FOLD_NONE;
}

int bo_arith_fold_muli(bo_op *op, const bo_attr *const *c, bo_fold_result *r) {
  int64_t a, b;
  int wide = fold_wide_int_binary(op, c, r, '*');
  if (wide >= 0) return wide;
  unsigned w = op_width(op);
  if (both_const(op, c, &a, &b)) return folded_int(op, r, (int64_t)((uint64_t)a * (uint64_t)b));
  if (rhs_is(c, 0, w)) return folded_value(r, op->operands[1].value);
  if (rhs_is(c, 1, w)) return folded_value(r, op->operands[0].value);
  return BO_FOLD_NONE;
}

int bo_arith_fold_divsi(bo_op *op, const bo_attr *const *c, bo_fold_result *r) {
  int64_t a, b;
  unsigned w = op_width(op);
  if (rhs_is(c, 1, w)) return folded_value(r, op->operands[0].value);
  if (!both_const(op, c, &a, &b)) return BO_FOLD_NONE;
  a = sext(a, w), b = sext(b, w);
  if (b == 0 || (b == -1 && a == sext((int64_t)((uint64_t)1 << (w - 1)), w)))
    return BO_FOLD_NONE; /* undefined, or overflow: upstream does not fold */
  return folded_int(op, r, a / b);
}

int bo_arith_fold_divui(bo_op *op, const bo_attr *const *c, bo_fold_result *r) {
  int64_t a, b;
  unsigned w = op_width(op);
  if (rhs_is(c, 1, w)) return folded_value(r, op->operands[0].value);
  if (!both_const(op, c, &a, &b) || zext(b, w) == 0) return BO_FOLD_NONE;
  return folded_int(op, r, (int64_t)(zext(a, w) / zext(b, w)));
}

int bo_arith_fold_remsi(bo_op *op, const bo_attr *const *c, bo_fold_result *r) {
  int64_t a, b;
  unsigned w = op_width(op);
  if (rhs_is(c, 1, w)) return folded_splat(op, r, 0);
  if (!both_const(op, c, &a, &b)) return BO_FOLD_NONE;
  a = sext(a, w), b = sext(b, w);
  if (b == 0) return BO_FOLD_NONE;
  if (b == -1) return folded_int(op, r, 0);
  return folded_int(op, r, a % b);
}

int bo_arith_fold_remui(bo_op *op, const bo_attr *const *c, bo_fold_result *r) {
  int64_t a, b;
  unsigned w = op_width(op);
  if (rhs_is(c, 1, w)) return folded_splat(op, r, 0);
  if (!both_const(op, c, &a, &b) || zext(b, w) == 0) return BO_FOLD_NONE;
  return folded_int(op, r, (int64_t)(zext(a, w) % zext(b, w)));
}

int bo_arith_fold_andi(bo_op *op, const bo_attr *const *c, bo_fold_result *r) {
  int64_t a, b;
  int wide = fold_wide_int_binary(op, c, r, '&');
  if (wide >= 0) return wide;
  unsigned w = op_width(op);
  if (op->operands[0].value == op->operands[1].value) return folded_value(r, op->operands[0].value);
  if (both_const(op, c, &a, &b)) return folded_int(op, r, a & b);
  if (rhs_is(c, 0, w)) return folded_value(r, op->operands[1].value);
  if (w && splat_int_of(c[1], &b) && all_ones(b, w)) return folded_value(r, op->operands[0].value);
  return BO_FOLD_NONE;
}

int bo_arith_fold_ori(bo_op *op, const bo_attr *const *c, bo_fold_result *r) {
  int64_t a, b;
  int wide = fold_wide_int_binary(op, c, r, '|');
  if (wide >= 0) return wide;
  unsigned w = op_width(op);
  if (op->operands[0].value == op->operands[1].value) return folded_value(r, op->operands[0].value);
  if (both_const(op, c, &a, &b)) return folded_int(op, r, a | b);
  if (rhs_is(c, 0, w)) return folded_value(r, op->operands[0].value);
  if (w && splat_int_of(c[1], &b) && all_ones(b, w)) return folded_value(r, op->operands[1].value);
  return BO_FOLD_NONE;
}

int bo_arith_fold_xori(bo_op *op, const bo_attr *const *c, bo_fold_result *r) {
  int64_t a, b;
  int wide = fold_wide_int_binary(op, c, r, '^');
  if (wide >= 0) return wide;
  unsigned w = op_width(op);
  if (op->operands[0].value == op->operands[1].value) {
    int rc = folded_splat(op, r, 0);
    if (rc) return rc;
  }
  if (both_const(op, c, &a, &b)) return folded_int(op, r, a ^ b);
  if (rhs_is(c, 0, w)) return folded_value(r, op->operands[0].value);
  /* (x ^ k) ^ k = x */
  bo_op *def = op->operands[0].value->def_op;
  if (def && def->info == op->info && def->operands[1].value == op->operands[1].value)
    return folded_value(r, def->operands[0].value);
  return BO_FOLD_NONE;
}

static int fold_minmax(bo_op *op, const bo_attr *const *c, bo_fold_result *r, bool is_max,
                       bool is_signed) {
  int64_t a, b;
  unsigned w = op_width(op);
  if (op->operands[0].value == op->operands[1].value) return folded_value(r, op->operands[0].value);
  if (!both_const(op, c, &a, &b)) return BO_FOLD_NONE;
  bool a_less = is_signed ? sext(a, w) < sext(b, w) : zext(a, w) < zext(b, w);
  return folded_int(op, r, a_less == is_max ? b : a);
}

int bo_arith_fold_minsi(bo_op *op, const bo_attr *const *c, bo_fold_result *r) {
  return fold_minmax(op, c, r, false, true);
}
int bo_arith_fold_maxsi(bo_op *op, const bo_attr *const *c, bo_fold_result *r) {
  return fold_minmax(op, c, r, true, true);
}
int bo_arith_fold_minui(bo_op *op, const bo_attr *const *c, bo_fold_result *r) {
  return fold_minmax(op, c, r, false, false);
}
int bo_arith_fold_maxui(bo_op *op, const bo_attr *const *c, bo_fold_result *r) {
  return fold_minmax(op, c, r, true, false);
}

/* arith.cmpi predicates, in the order of their enum values. */
enum { EQ, NE, SLT, SLE, SGT, SGE, ULT, ULE, UGT, UGE };

static bool compare(int pred, int64_t a, int64_t b, unsigned w) {
  int64_t sa = sext(a, w), sb = sext(b, w);
  uint64_t ua = zext(a, w), ub = zext(b, w);
  switch (pred) {
    case EQ: return ua == ub;
    case NE: return ua != ub;
    case SLT: return sa < sb;
    case SLE: return sa <= sb;
    case SGT: return sa > sb;
    case SGE: return sa >= sb;
    case ULT: return ua < ub;
    case ULE: return ua <= ub;
    case UGT: return ua > ub;
    default: return ua >= ub;
  }
}

/* The predicate with its operands swapped (a < b  <=>  b > a). */
static int swapped(int pred) {
  static const int table[] = {EQ, NE, SGT, SGE, SLT, SLE, UGT, UGE, ULT, ULE};
  return table[pred];
}

int bo_arith_fold_cmpi(bo_op *op, const bo_attr *const *c, bo_fold_result *r) {
  const bo_attr *p = bo_op_get_prop(op, "predicate");
  if (!p || !elem_width(op->results[0].type)) return BO_FOLD_NONE;
  int pred = (int)p->u.i;
  if (pred < EQ || pred > UGE) return BO_FOLD_NONE;
  unsigned w = op_width(op);
  int64_t a, b;
  if (op->operands[0].value == op->operands[1].value) {
    int rc = folded_splat(op, r, pred == EQ || pred == SLE || pred == SGE || pred == ULE ||
                                     pred == UGE);
    if (rc) return rc;
  }
  if (is_scalar_int(op->results[0].type) && int_of(c[0], &a) && int_of(c[1], &b))
    return folded_int(op, r, compare(pred, a, b, w));
  /* i1: x != false and x == true are x */
  if (w == 1 && op->operands[0].value->type->kind == BO_TYPE_INTEGER &&
      ((pred == NE && rhs_is(c, 0, 1)) || (pred == EQ && rhs_is(c, 1, 1))))
    return folded_value(r, op->operands[0].value);
  /* a constant on the left moves right, with the predicate swapped */
  if (c[0] && !c[1]) {
    bo_value *lhs = op->operands[0].value, *rhs = op->operands[1].value;
    bo_op_set_operand(op, 0, rhs);
    bo_op_set_operand(op, 1, lhs);
    bo_op_set_prop(op, "predicate", bo_attr_integer(op->ctx, p->type, swapped(pred)));
    return BO_FOLD_IN_PLACE;
  }
  return BO_FOLD_NONE;
}

int bo_arith_fold_select(bo_op *op, const bo_attr *const *c, bo_fold_result *r) {
  bo_value *t = op->operands[1].value, *f = op->operands[2].value;
  int64_t cond, a, b;
  if (t == f) return folded_value(r, t);
  if (int_of(c[0], &cond) && op->operands[0].value->type->kind == BO_TYPE_INTEGER)
    return folded_value(r, cond ? t : f);
  /* select %c, true, false : i1 is %c */
  if (op->results[0].type == op->operands[0].value->type && int_of(c[1], &a) &&
      int_of(c[2], &b) && a == 1 && b == 0)
    return folded_value(r, op->operands[0].value);
  return BO_FOLD_NONE;
}

/* Integer casts of constants: to the result width, sign- or zero-extended
 * from the operand width. */
static int fold_int_cast(bo_op *op, const bo_attr *const *c, bo_fold_result *r,
                         bool is_signed) {
  int64_t a;
  const bo_type *to = op->results[0].type;
  if (!is_scalar_int(to)) return BO_FOLD_NONE;
  unsigned w = op_width(op), wo = width_of(to);
  if (w > 128 || wo > 128) return BO_FOLD_NONE; /* beyond what constants hold */
  if (w > 64 || wo > 64) { /* in 128 bits: extend from the operand's width */
    u128 v;
    if (!w || !wide_const(c[0], &v)) return BO_FOLD_NONE;
    if (w < 128) {
      u128 sign = (u128)1 << (w - 1);
      v &= (sign << 1) - 1;
      if (is_signed) v = (v ^ sign) - sign;
    }
    return folded_wide_int(op, r, v);
  }
  if (!int_of(c[0], &a)) return BO_FOLD_NONE;
  return folded_int(op, r, is_signed ? sext(a, w) : (int64_t)zext(a, w));
}

/* cast(cast(x)) where the outer cast undoes the inner one: x. */
static bool round_trip(bo_op *op, const bo_op_info *inner, bo_fold_result *r) {
  bo_op *def = op->operands[0].value->def_op;
  if (!def || def->info != inner || def->operands[0].value->type != op->results[0].type)
    return false;
  r[0].value = def->operands[0].value;
  return true;
}

int bo_arith_fold_index_cast(bo_op *op, const bo_attr *const *c, bo_fold_result *r) {
  if (round_trip(op, op->info, r)) return BO_FOLD_REPLACED;
  return fold_int_cast(op, c, r, true);
}

int bo_arith_fold_index_castui(bo_op *op, const bo_attr *const *c, bo_fold_result *r) {
  if (round_trip(op, op->info, r)) return BO_FOLD_REPLACED;
  return fold_int_cast(op, c, r, false);
}

int bo_arith_fold_extui(bo_op *op, const bo_attr *const *c, bo_fold_result *r) {
  return fold_int_cast(op, c, r, false);
}

int bo_arith_fold_extsi(bo_op *op, const bo_attr *const *c, bo_fold_result *r) {
  return fold_int_cast(op, c, r, true);
}

int bo_arith_fold_trunci(bo_op *op, const bo_attr *const *c, bo_fold_result *r) {
  /* trunci(ext(x)) back to x's type is x */
  bo_op *def = op->operands[0].value->def_op;
  if (def && def->num_operands == 1 && def->operands[0].value->type == op->results[0].type &&
      (def->info == bo_op_info_by_id(op->ctx, BO_OP_ARITH_EXTUI) ||
       def->info == bo_op_info_by_id(op->ctx, BO_OP_ARITH_EXTSI)))
    return folded_value(r, def->operands[0].value);
  return fold_int_cast(op, c, r, false);
}

/* Signed division rounding up or down; no fold for zero or overflow. */
static int fold_signed_div(bo_op *op, const bo_attr *const *c, bo_fold_result *r, bool up) {
  int64_t a, b;
  unsigned w = op_width(op);
  if (rhs_is(c, 1, w)) return folded_value(r, op->operands[0].value);
  if (!both_const(op, c, &a, &b)) return BO_FOLD_NONE;
  a = sext(a, w), b = sext(b, w);
  if (b == 0 || (b == -1 && a == sext((int64_t)((uint64_t)1 << (w - 1)), w)))
    return BO_FOLD_NONE;
  int64_t q = a / b, rem = a % b;
  if (rem != 0 && ((rem < 0) != (b < 0)) == !up) q += up ? 1 : -1;
  return folded_int(op, r, q);
}

int bo_arith_fold_ceildivsi(bo_op *op, const bo_attr *const *c, bo_fold_result *r) {
  return fold_signed_div(op, c, r, true);
}

int bo_arith_fold_floordivsi(bo_op *op, const bo_attr *const *c, bo_fold_result *r) {
  return fold_signed_div(op, c, r, false);
}

int bo_arith_fold_ceildivui(bo_op *op, const bo_attr *const *c, bo_fold_result *r) {
  int64_t a, b;
  unsigned w = op_width(op);
  if (rhs_is(c, 1, w)) return folded_value(r, op->operands[0].value);
  if (!both_const(op, c, &a, &b) || zext(b, w) == 0) return BO_FOLD_NONE;
  uint64_t ua = zext(a, w), ub = zext(b, w);
  return folded_int(op, r, (int64_t)(ua / ub + (ua % ub != 0)));
}

/* Shifts by at least the width are poison: not folded. */
static int fold_shift(bo_op *op, const bo_attr *const *c, bo_fold_result *r, int kind) {
  int64_t a, b;
  unsigned w = op_width(op);
  if (rhs_is(c, 0, w)) return folded_value(r, op->operands[0].value);
  if (!both_const(op, c, &a, &b) || zext(b, w) >= w) return BO_FOLD_NONE;
  unsigned s = (unsigned)zext(b, w);
  if (kind == 0) return folded_int(op, r, (int64_t)((uint64_t)a << s));
  if (kind == 1) return folded_int(op, r, sext(a, w) >> s);
  return folded_int(op, r, (int64_t)(zext(a, w) >> s));
}

int bo_arith_fold_shli(bo_op *op, const bo_attr *const *c, bo_fold_result *r) {
  return fold_shift(op, c, r, 0);
}
int bo_arith_fold_shrsi(bo_op *op, const bo_attr *const *c, bo_fold_result *r) {
  return fold_shift(op, c, r, 1);
}
int bo_arith_fold_shrui(bo_op *op, const bo_attr *const *c, bo_fold_result *r) {
  return fold_shift(op, c, r, 2);
}

/* ------------------------------------------------------ select patterns */

static bo_value *build_const(bo_builder *b, const bo_type *t, int64_t v) {
  bo_context *ctx = b->ctx;
  bo_named_attr value = {bo_intern_cstr(ctx, "value"), bo_attr_integer(ctx, t, v)};
  bo_op_state st = {.id = BO_OP_ARITH_CONSTANT, .loc = b->loc, .num_results = 1,
                    .result_types = &t, .num_props = 1, .props = &value};
  return bo_build(b, &st)->results;
}

static bo_value *build_unary(bo_builder *b, const char *name, bo_value *x, const bo_type *t) {
  bo_op_state st = {.name = name, .loc = b->loc, .num_operands = 1, .operands = &x,
                    .num_results = 1, .result_types = &t};
  return bo_build(b, &st)->results;
}

static bo_value *build_not(bo_builder *b, bo_value *x) {
  bo_value *operands[2] = {x, build_const(b, x->type, 1)};
  bo_op_state st = {.id = BO_OP_ARITH_XORI, .loc = b->loc, .num_operands = 2,
                    .operands = operands, .num_results = 1, .result_types = &x->type};
  return bo_build(b, &st)->results;
}

static bool is_const(const bo_value *v, int64_t want) {
  int64_t x;
  return int_of(bo_fold_constant_of(v), &x) && x == want;
}

/* Upstream's select patterns (after the folder): nested selects on the
 * same condition take the inner operand; select(not c, a, b) is
 * select(c, b, a); select(c, false, true) : i1 is not c; select(c, 1, 0)
 * is extui c, select(c, 0, 1) extui (not c). */
int bo_arith_canonicalize_select(bo_op *op, bo_rewriter *rw) {
  bo_value *c = op->operands[0].value, *t = op->operands[1].value, *f = op->operands[2].value;
  const bo_type *type = op->results[0].type;
  bo_builder b = bo_builder_before(op->ctx, op);
  b.loc = op->loc;
  /* select(p, select(p, a, b), c) = select(p, a, c), and on the right */
  bo_op *ft = f->def_op, *tt = t->def_op;
  if (ft && ft->info == op->info && ft->operands[0].value == c) {
    bo_op_set_operand(op, 2, ft->operands[2].value);
    rw->changes++;
    return 1;
  }
  if (tt && tt->info == op->info && tt->operands[0].value == c) {
    bo_op_set_operand(op, 1, tt->operands[1].value);
    rw->changes++;
    return 1;
  }
  bo_op *def = c->def_op;
  if (def && def->info == bo_op_info_by_id(op->ctx, BO_OP_ARITH_XORI) &&
      bo_type_is_integer(c->type, 1) && is_const(def->operands[1].value, 1)) {
    bo_op_set_operand(op, 0, def->operands[0].value);
    bo_op_set_operand(op, 1, f);
    bo_op_set_operand(op, 2, t);
    rw->changes++;
    return 1;
  }
  if (!bo_type_is_integer(c->type, 1) || type->kind != BO_TYPE_INTEGER) return 0;
  bo_value *v = NULL;
  if (bo_type_is_integer(type, 1)) {
    if (is_const(t, 0) && is_const(f, 1)) v = build_not(&b, c);
  } else if (is_const(t, 1) && is_const(f, 0)) {
    v = build_unary(&b, BO_OP_NAME(ARITH_EXTUI), c, type);
  } else if (is_const(t, 0) && is_const(f, 1)) {
    v = build_unary(&b, BO_OP_NAME(ARITH_EXTUI), build_not(&b, c), type);
  }
  if (!v) return 0;
  bo_rewriter_replace(rw, op, &v);
  return 1;
}

/* ------------------------------------------------------------- floats */

/* Float scalars: constants are doubles rounded to the type's precision
 * (bo_attr_float rounds), and one IEEE operation on doubles rounded once
 * more to f32/f16/bf16 is the correctly rounded result.  A NaN result is
 * not folded (its sign and payload would be the host's, not APFloat's).
 * f80 and f128 are computed on their exact bit patterns (float_wide.h:
 * add, sub, mul, div, compare, conversions, correctly rounded); their
 * double slot is never used for arithmetic, and remf is not folded. */

static bool is_wide(const bo_type *t) {
  return t->kind == BO_TYPE_FLOAT && bo_float_kind_is_wide(t->u.fkind);
}

static bool bits_of(const bo_attr *a, bo_fbits *out) {
  if (!a || a->kind != BO_ATTR_FLOAT) return false;
  *out = bo_attr_get_float_bits(a);
  return true;
}

static int folded_bits(bo_op *op, bo_fold_result *r, bo_fbits v) {
  r[0].attr = bo_attr_float_bits(op->ctx, op->results[0].type, v);
  return BO_FOLD_REPLACED;
}

static int fold_wide_binary(bo_op *op, const bo_attr *const *c, bo_fold_result *r, char kind) {
  bo_fbits a, b, v;
  bo_float_kind k = op->results[0].type->u.fkind;
  if (!bits_of(c[0], &a) || !bits_of(c[1], &b)) return BO_FOLD_NONE;
  bool ok = kind == '+'   ? bo_fbits_add(k, a, b, &v)
            : kind == '-' ? bo_fbits_sub(k, a, b, &v)
            : kind == '*' ? bo_fbits_mul(k, a, b, &v)
                          : bo_fbits_div(k, a, b, &v);
  return ok ? folded_bits(op, r, v) : BO_FOLD_NONE;
}

static bool float_of(const bo_attr *a, double *out) {
  if (!a || a->kind != BO_ATTR_FLOAT) return false;
  *out = a->u.f;
  return true;
}

static bool is_scalar_float(const bo_type *t) { return t->kind == BO_TYPE_FLOAT; }

static int folded_float(bo_op *op, bo_fold_result *r, double v) {
  if (isnan(v)) return BO_FOLD_NONE;
  r[0].attr = bo_attr_float(op->ctx, op->results[0].type, v);
  return BO_FOLD_REPLACED;
}

/* A float scalar constant, or the element of a splat dense float constant
 * (not f80 / f128 elements: their slots are stand-ins). */
static bool splat_float_of(const bo_attr *a, double *out) {
  if (float_of(a, out)) return true;
  if (!a || a->kind != BO_ATTR_DENSE || !a->u.dense.splat || !a->u.dense.is_float ||
      a->u.dense.wide)
    return false;
  *out = a->u.dense.floats[0];
  return true;
}

static bool rhs_float_is(const bo_attr *const *c, double want, bool negative_zero) {
  double v;
  return splat_float_of(c[1], &v) && v == want && (want != 0 || !signbit(v) == !negative_zero);
}

static int fold_float_binary(bo_op *op, const bo_attr *const *c, bo_fold_result *r, char kind) {
  double a, b;
  if (is_wide(op->results[0].type)) return fold_wide_binary(op, c, r, kind);
  if (!is_scalar_float(op->results[0].type) || !float_of(c[0], &a) || !float_of(c[1], &b))
    return BO_FOLD_NONE;
  switch (kind) {
    case '+': return folded_float(op, r, a + b);
    case '-': return folded_float(op, r, a - b);
    case '*': return folded_float(op, r, a * b);
    default: return folded_float(op, r, a / b);
  }
}

int bo_arith_fold_addf(bo_op *op, const bo_attr *const *c, bo_fold_result *r) {
  if (rhs_float_is(c, 0, true)) return folded_value(r, op->operands[0].value); /* x + -0 */
  return fold_float_binary(op, c, r, '+');
}

int bo_arith_fold_subf(bo_op *op, const bo_attr *const *c, bo_fold_result *r) {
  if (rhs_float_is(c, 0, false)) return folded_value(r, op->operands[0].value); /* x - +0 */
  return fold_float_binary(op, c, r, '-');
}

int bo_arith_fold_mulf(bo_op *op, const bo_attr *const *c, bo_fold_result *r) {
  if (rhs_float_is(c, 1, false)) return folded_value(r, op->operands[0].value);
  return fold_float_binary(op, c, r, '*');
}

int bo_arith_fold_divf(bo_op *op, const bo_attr *const *c, bo_fold_result *r) {
  if (rhs_float_is(c, 1, false)) return folded_value(r, op->operands[0].value);
  return fold_float_binary(op, c, r, '/');
}

int bo_arith_fold_negf(bo_op *op, const bo_attr *const *c, bo_fold_result *r) {
  double a;
  bo_op *def = op->operands[0].value->def_op;
  if (def && def->info == op->info) return folded_value(r, def->operands[0].value);
  if (is_wide(op->results[0].type)) {
    bo_fbits w;
    bo_float_kind k = op->results[0].type->u.fkind;
    if (!bits_of(c[0], &w) || bo_fbits_is_nan(k, w)) return BO_FOLD_NONE;
    return folded_bits(op, r, bo_fbits_neg(k, w));
  }
  if (!is_scalar_float(op->results[0].type) || !float_of(c[0], &a)) return BO_FOLD_NONE;
  return folded_float(op, r, -a);
}

/* maximumf / minimumf: NaN wins, -0 < +0 (llvm::maximum / minimum). */
static int fold_float_minmax(bo_op *op, const bo_attr *const *c, bo_fold_result *r, bool is_max) {
  double a, b;
  if (op->operands[0].value == op->operands[1].value) return folded_value(r, op->operands[0].value);
  if (is_wide(op->results[0].type)) {
    bo_fbits x, y;
    bo_float_kind k = op->results[0].type->u.fkind;
    if (!bits_of(c[0], &x) || !bits_of(c[1], &y)) return BO_FOLD_NONE;
    int cmp = bo_fbits_compare(k, x, y);
    if (cmp == 2) return BO_FOLD_NONE;
    bool x_neg = bo_fbits_is_neg(k, x);
    if (cmp == 0) return folded_bits(op, r, is_max == x_neg ? y : x);
    return folded_bits(op, r, (cmp > 0) == is_max ? x : y);
  }
  if (!is_scalar_float(op->results[0].type) || !float_of(c[0], &a) || !float_of(c[1], &b))
    return BO_FOLD_NONE;
  if (isnan(a) || isnan(b)) return BO_FOLD_NONE;
  double v;
  if (a == b) v = is_max ? (signbit(a) ? b : a) : (signbit(a) ? a : b);
  else v = (a > b) == is_max ? a : b;
  return folded_float(op, r, v);
}

int bo_arith_fold_maximumf(bo_op *op, const bo_attr *const *c, bo_fold_result *r) {
  return fold_float_minmax(op, c, r, true);
}

int bo_arith_fold_minimumf(bo_op *op, const bo_attr *const *c, bo_fold_result *r) {
  return fold_float_minmax(op, c, r, false);
}

/* extf is exact; truncf folds only when exact too (as upstream). */
int bo_arith_fold_float_cast(bo_op *op, const bo_attr *const *c, bo_fold_result *r) {
  double a;
  const bo_type *from_t = op->operands[0].value->type, *to_t = op->results[0].type;
  if ((is_wide(from_t) || is_wide(to_t)) && is_scalar_float(from_t) && is_scalar_float(to_t)) {
    bo_fbits w;
    bool exact;
    if (!bits_of(c[0], &w) || bo_fbits_is_nan(from_t->u.fkind, w)) return BO_FOLD_NONE;
    bo_fbits v = bo_fbits_convert(from_t->u.fkind, w, to_t->u.fkind, &exact);
    return exact ? folded_bits(op, r, v) : BO_FOLD_NONE;
  }
  if (!is_scalar_float(op->results[0].type) || !float_of(c[0], &a) || isnan(a))
    return BO_FOLD_NONE;
  const bo_attr *v = bo_attr_float(op->ctx, op->results[0].type, a);
  if (v->u.f != a) return BO_FOLD_NONE;
  r[0].attr = v;
  return BO_FOLD_REPLACED;
}

/* Integers up to 2^53 convert exactly to double, then round once. */
static int fold_int_to_float(bo_op *op, const bo_attr *const *c, bo_fold_result *r,
                             bool is_signed) {
  int64_t a;
  if (!is_scalar_float(op->results[0].type) || !int_of(c[0], &a)) return BO_FOLD_NONE;
  unsigned w = op_width(op);
  double v;
  if (is_wide(op->results[0].type)) { /* every 64-bit integer is exact in f80 / f128 */
    bo_float_kind k = op->results[0].type->u.fkind;
    if (!is_signed && w > 64 && a < 0) return BO_FOLD_NONE;
    bo_fbits f = is_signed ? bo_fbits_from_int(k, (uint64_t)sext(a, w), true)
                           : bo_fbits_from_int(k, zext(a, w), false);
    return folded_bits(op, r, f);
  }
  if (is_signed) {
    int64_t s = sext(a, w);
    if (s > (INT64_C(1) << 53) || s < -(INT64_C(1) << 53)) return BO_FOLD_NONE;
    v = (double)s;
  } else {
    uint64_t u = zext(a, w);
    if (w > 64 && a < 0) return BO_FOLD_NONE; /* 2^w - |a|: not an int64 */
    if (u > (UINT64_C(1) << 53)) return BO_FOLD_NONE;
    v = (double)u;
  }
  return folded_float(op, r, v);
}

int bo_arith_fold_sitofp(bo_op *op, const bo_attr *const *c, bo_fold_result *r) {
  return fold_int_to_float(op, c, r, true);
}

int bo_arith_fold_uitofp(bo_op *op, const bo_attr *const *c, bo_fold_result *r) {
  return fold_int_to_float(op, c, r, false);
}

/* Truncation toward zero; out of range (or NaN) is not folded. */
static int fold_float_to_int(bo_op *op, const bo_attr *const *c, bo_fold_result *r,
                             bool is_signed) {
  double a;
  const bo_type *to = op->results[0].type;
  if (is_scalar_int(to) && is_wide(op->operands[0].value->type)) {
    bo_fbits f;
    int64_t v;
    if (!bits_of(c[0], &f) ||
        !bo_fbits_to_int(op->operands[0].value->type->u.fkind, f, width_of(to), is_signed, &v))
      return BO_FOLD_NONE;
    return folded_int(op, r, v);
  }
  if (!is_scalar_int(to) || !float_of(c[0], &a) || isnan(a)) return BO_FOLD_NONE;
  unsigned w = width_of(to);
  if (w > 64) w = is_signed ? 64 : 63; /* wider results: only values an int64 holds */
  double t = trunc(a);
  if (is_signed) {
    double lo = -ldexp(1, (int)w - 1), hi = ldexp(1, (int)w - 1);
    if (t < lo || t >= hi) return BO_FOLD_NONE;
    return folded_int(op, r, (int64_t)t);
  }
  if (t < 0 || t >= ldexp(1, (int)w)) return BO_FOLD_NONE;
  return folded_int(op, r, (int64_t)(uint64_t)t);
}

int bo_arith_fold_fptosi(bo_op *op, const bo_attr *const *c, bo_fold_result *r) {
  return fold_float_to_int(op, c, r, true);
}

int bo_arith_fold_fptoui(bo_op *op, const bo_attr *const *c, bo_fold_result *r) {
  return fold_float_to_int(op, c, r, false);
}

/* arith.cmpf predicates, in the order of their enum values. */
enum { F_FALSE, OEQ, OGT, OGE, OLT, OLE, ONE, ORD, UEQ, UGT_F, UGE_F, ULT_F, ULE_F, UNE, UNO, F_TRUE };

int bo_arith_fold_cmpf(bo_op *op, const bo_attr *const *c, bo_fold_result *r) {
  const bo_attr *p = bo_op_get_prop(op, "predicate");
  double a, b;
  if (!p || !is_scalar_int(op->results[0].type)) return BO_FOLD_NONE;
  int pred = (int)p->u.i;
  if (pred == F_FALSE || pred == F_TRUE) return folded_int(op, r, pred == F_TRUE);
  if (!float_of(c[0], &a) || !float_of(c[1], &b)) return BO_FOLD_NONE;
  bool unordered = isnan(a) || isnan(b), v;
  const bo_type *ft = op->operands[0].value->type;
  if (is_wide(ft)) { /* exact order of the patterns, as stand-in doubles */
    int cmp = bo_fbits_compare(ft->u.fkind, bo_attr_get_float_bits(c[0]), bo_attr_get_float_bits(c[1]));
    unordered = cmp == 2;
    a = cmp == 2 ? 0 : cmp, b = 0;
  }
  switch (pred) {
    case OEQ: v = !unordered && a == b; break;
    case OGT: v = !unordered && a > b; break;
    case OGE: v = !unordered && a >= b; break;
    case OLT: v = !unordered && a < b; break;
    case OLE: v = !unordered && a <= b; break;
    case ONE: v = !unordered && a != b; break;
    case ORD: v = !unordered; break;
    case UEQ: v = unordered || a == b; break;
    case UGT_F: v = unordered || a > b; break;
    case UGE_F: v = unordered || a >= b; break;
    case ULT_F: v = unordered || a < b; break;
    case ULE_F: v = unordered || a <= b; break;
    case UNE: v = unordered || a != b; break;
    case UNO: v = unordered; break;
    default: return BO_FOLD_NONE;
  }
  return folded_int(op, r, v);
}

/* remf is fmod (APFloat::mod), exact in any precision. */
int bo_arith_fold_remf(bo_op *op, const bo_attr *const *c, bo_fold_result *r) {
  double a, b;
  if (!is_scalar_float(op->results[0].type) || is_wide(op->results[0].type) || !float_of(c[0], &a) ||
      !float_of(c[1], &b))
    return BO_FOLD_NONE;
  return folded_float(op, r, fmod(a, b));
}
