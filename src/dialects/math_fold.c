/* math_fold.c - folders of the math dialect: constant scalars only, as
 * upstream folds them.  absf/ceil/floor/trunc/roundeven are exact at every
 * width; the others use the C library's function for f64 and its float
 * variant for f32 (upstream calls the same host functions, so both tools
 * agree on one machine) and are not folded at other widths, nor outside
 * their domain (sqrt/log of a negative number), nor to a NaN.  O(1) each.
 */
#include <math.h>

#include "fold.h"
#include "../ir/float_wide.h"

typedef double (*fn64)(double);
typedef float (*fn32)(float);

static bool float_of(const bo_attr *a, double *out) {
  if (!a || a->kind != BO_ATTR_FLOAT) return false;
  *out = a->u.f;
  return true;
}

static int result(bo_op *op, bo_fold_result *r, double v) {
  if (isnan(v)) return BO_FOLD_NONE;
  r[0].attr = bo_attr_float(op->ctx, op->results[0].type, v);
  return BO_FOLD_REPLACED;
}

/* 32 or 64 (the widths libm folds), 0 for the others. */
static unsigned libm_width(const bo_type *t) {
  if (t->kind != BO_TYPE_FLOAT) return 0;
  return t->u.fkind == BO_F32 ? 32 : t->u.fkind == BO_F64 ? 64 : 0;
}

static int unary_libm(bo_op *op, const bo_attr *const *c, bo_fold_result *r, fn64 f64,
                      fn32 f32, bool positive_only) {
  double a;
  unsigned w = libm_width(op->results[0].type);
  if (!w || !float_of(c[0], &a) || (positive_only && signbit(a))) return BO_FOLD_NONE;
  return result(op, r, w == 64 ? f64(a) : (double)f32((float)a));
}

static int unary_exact(bo_op *op, const bo_attr *const *c, bo_fold_result *r, fn64 f) {
  double a;
  if (op->results[0].type->kind != BO_TYPE_FLOAT || !float_of(c[0], &a)) return BO_FOLD_NONE;
  return result(op, r, f(a));
}

#define LIBM(name, fn, positive)                                                         \
  int bo_math_fold_##name(bo_op *op, const bo_attr *const *c, bo_fold_result *r) {      \
    return unary_libm(op, c, r, fn, fn##f, positive);                                   \
  }
#define EXACT(name, f)                                                                   \
  int bo_math_fold_##name(bo_op *op, const bo_attr *const *c, bo_fold_result *r) {      \
    return unary_exact(op, c, r, f);                                                    \
  }

LIBM(sqrt, sqrt, true)
LIBM(exp, exp, false)
LIBM(exp2, exp2, false)
LIBM(log, log, true)
LIBM(log2, log2, true)
LIBM(log10, log10, true)
LIBM(sin, sin, false)
LIBM(cos, cos, false)
LIBM(tan, tan, false)
LIBM(tanh, tanh, false)
LIBM(atan, atan, false)
LIBM(erf, erf, false)
int bo_math_fold_absf(bo_op *op, const bo_attr *const *c, bo_fold_result *r) {
  const bo_type *t = op->results[0].type;
  if (t->kind == BO_TYPE_FLOAT && bo_float_kind_is_wide(t->u.fkind)) { /* clear the sign bit */
    if (!c[0] || c[0]->kind != BO_ATTR_FLOAT) return BO_FOLD_NONE;
    bo_fbits b = bo_attr_get_float_bits(c[0]);
    if (bo_fbits_is_nan(t->u.fkind, b)) return BO_FOLD_NONE;
    r[0].attr = bo_attr_float_bits(op->ctx, t, bo_fbits_abs(t->u.fkind, b));
    return BO_FOLD_REPLACED;
  }
  return unary_exact(op, c, r, fabs);
}
EXACT(ceil, ceil)
EXACT(floor, floor)
EXACT(trunc, trunc)
EXACT(roundeven, nearbyint) /* the default rounding mode: to nearest even */

int bo_math_fold_powf(bo_op *op, const bo_attr *const *c, bo_fold_result *r) {
  double a, b;
  unsigned w = libm_width(op->results[0].type);
  if (!w || !float_of(c[0], &a) || !float_of(c[1], &b)) return BO_FOLD_NONE;
  return result(op, r, w == 64 ? pow(a, b) : (double)powf((float)a, (float)b));
}
