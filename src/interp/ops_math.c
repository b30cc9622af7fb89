/* ops_math.c - semantics of the math dialect.
 *
 * Each float op calls the libm function of its precision (expf for f32, exp
 * for f64), which is what mlir-runner's lowering through --convert-math-to-libm
 * and LLVM intrinsics ends up calling, so results agree bit for bit.  Integer
 * ops (absi, ctpop, ...) wrap at their width.  Vector/tensor operands go
 * through the elementwise wrapper of ops_arith.c.  Every exec is O(1).
 */
#include "interp_internal.h"

int dec_scalar_or_elementwise(decoder *D, const bo_op *op, insn *in, decode_fn scalar);

static inline float rnd(elem_kind k, float f) {
  if (k == EK_F16) return half_to_float(float_to_half(f));
  if (k == EK_BF16) return bf16_to_float(float_to_bf16(f));
  return f;
}

#define FUN1(name, f32expr, f64expr)                                         \
  static int exec_##name(bo_interp *I, const insn *in, slot *F) {           \
    if (in->ek == EK_F64) {                                                 \
      double x = F[in->a].d;                                                \
      F[in->r].d = (f64expr);                                               \
    } else {                                                                \
      float x = F[in->a].f;                                                 \
      F[in->r].f = rnd((elem_kind)in->ek, (f32expr));                       \
    }                                                                       \
    return 0;                                                               \
  }                                                                         \
  static int sdec_##name(decoder *D, const bo_op *op, insn *in) {          \
    if (!ek_is_float((elem_kind)in->ek)) return -1;                        \
    in->fn = exec_##name;                                                   \
    return 0;                                                               \
  }                                                                         \
  static int dec_##name(decoder *D, const bo_op *op, insn *in) {           \
    return dec_scalar_or_elementwise(D, op, in, sdec_##name);              \
  }

#define FUN2(name, f32expr, f64expr)                                         \
  static int exec_##name(bo_interp *I, const insn *in, slot *F) {           \
    if (in->ek == EK_F64) {                                                 \
      double x = F[in->a].d, y = F[in->b].d;                                \
      F[in->r].d = (f64expr);                                               \
    } else {                                                                \
      float x = F[in->a].f, y = F[in->b].f;                                 \
      F[in->r].f = rnd((elem_kind)in->ek, (f32expr));                       \
    }                                                                       \
    return 0;                                                               \
  }                                                                         \
  static int sdec_##name(decoder *D, const bo_op *op, insn *in) {          \
    if (!ek_is_float((elem_kind)in->ek)) return -1;                        \
    in->fn = exec_##name;                                                   \
    return 0;                                                               \
  }                                                                         \
  static int dec_##name(decoder *D, const bo_op *op, insn *in) {           \
    return dec_scalar_or_elementwise(D, op, in, sdec_##name);              \
  }

FUN1(sqrt, sqrtf(x), sqrt(x))
FUN1(rsqrt, 1.0f / sqrtf(x), 1.0 / sqrt(x))
FUN1(exp, expf(x), exp(x))
FUN1(exp2, exp2f(x), exp2(x))
FUN1(expm1, expm1f(x), expm1(x))
FUN1(log, logf(x), log(x))
FUN1(log2, log2f(x), log2(x))
FUN1(log10, log10f(x), log10(x))
FUN1(log1p, log1pf(x), log1p(x))
FUN1(sin, sinf(x), sin(x))
FUN1(cos, cosf(x), cos(x))
FUN1(tan, tanf(x), tan(x))
FUN1(asin, asinf(x), asin(x))
FUN1(acos, acosf(x), acos(x))
FUN1(atan, atanf(x), atan(x))
FUN1(sinh, sinhf(x), sinh(x))
FUN1(cosh, coshf(x), cosh(x))
FUN1(tanh, tanhf(x), tanh(x))
FUN1(erf, erff(x), erf(x))
FUN1(absf, fabsf(x), fabs(x))
FUN1(floor, floorf(x), floor(x))
FUN1(ceil, ceilf(x), ceil(x))
FUN1(trunc, truncf(x), trunc(x))
FUN1(round, roundf(x), round(x))
FUN1(roundeven, nearbyintf(x), nearbyint(x))
FUN1(cbrt, cbrtf(x), cbrt(x))
FUN1(acosh, acoshf(x), acosh(x))
FUN1(asinh, asinhf(x), asinh(x))
FUN1(atanh, atanhf(x), atanh(x))
FUN1(erfc, erfcf(x), erfc(x))
FUN2(powf, powf(x, y), pow(x, y))
FUN2(atan2, atan2f(x, y), atan2(x, y))
FUN2(copysign, copysignf(x, y), copysign(x, y))

static int exec_fma(bo_interp *I, const insn *in, slot *F) {
  if (in->ek == EK_F64) F[in->r].d = fma(F[in->a].d, F[in->b].d, F[in->c].d);
  else F[in->r].f = rnd((elem_kind)in->ek, fmaf(F[in->a].f, F[in->b].f, F[in->c].f));
  return 0;
}
static int sdec_fma(decoder *D, const bo_op *op, insn *in) {
  if (!ek_is_float((elem_kind)in->ek)) return -1;
  in->fn = exec_fma;
  return 0;
}
static int dec_fma(decoder *D, const bo_op *op, insn *in) {
  return dec_scalar_or_elementwise(D, op, in, sdec_fma);
}

static int exec_clampf(bo_interp *I, const insn *in, slot *F) {
  if (in->ek == EK_F64) F[in->r].d = fmin(fmax(F[in->a].d, F[in->b].d), F[in->c].d);
  else F[in->r].f = fminf(fmaxf(F[in->a].f, F[in->b].f), F[in->c].f);
  return 0;
}
static int sdec_clampf(decoder *D, const bo_op *op, insn *in) {
  if (!ek_is_float((elem_kind)in->ek)) return -1;
  in->fn = exec_clampf;
  return 0;
}
static int dec_clampf(decoder *D, const bo_op *op, insn *in) {
  return dec_scalar_or_elementwise(D, op, in, sdec_clampf);
}

/* x ** n by repeated squaring, as compiler-rt's __powisf2 / __powidf2. */
static int exec_fpowi(bo_interp *I, const insn *in, slot *F) {
  int64_t n = F[in->b].i;
  bool recip = n < 0;
  if (in->ek == EK_F64) {
    double a = F[in->a].d, r = 1;
    for (;;) {
      if (n & 1) r *= a;
      n /= 2;
      if (n == 0) break;
      a *= a;
    }
    F[in->r].d = recip ? 1 / r : r;
  } else {
    float a = F[in->a].f, r = 1;
    for (;;) {
      if (n & 1) r *= a;
      n /= 2;
      if (n == 0) break;
      a *= a;
    }
    F[in->r].f = rnd((elem_kind)in->ek, recip ? 1 / r : r);
  }
  return 0;
}
static int sdec_fpowi(decoder *D, const bo_op *op, insn *in) {
  if (!ek_is_float((elem_kind)in->ek)) return -1;
  in->fn = exec_fpowi;
  return 0;
}
static int dec_fpowi(decoder *D, const bo_op *op, insn *in) {
  return dec_scalar_or_elementwise(D, op, in, sdec_fpowi);
}

/* Classification: in->imm selects isfinite / isinf / isnan / isnormal. */
static int exec_classify(bo_interp *I, const insn *in, slot *F) {
  double x = slot_to_double((elem_kind)in->ek2, F[in->a]);
  bool r;
  switch (in->imm) {
  case 0: r = isfinite(x); break;
  case 1: r = isinf(x); break;
  case 2: r = isnan(x); break;
  default:
    r = in->ek2 == EK_F64 ? isnormal(x) : isnormal((float)x);
    break;
  }
  F[in->r].i = r ? -1 : 0;
  return 0;
}
#define CLASSIFY(name, k)                                                   \
  static int sdec_##name(decoder *D, const bo_op *op, insn *in) {          \
    if (!ek_is_float((elem_kind)in->ek2)) return -1;                       \
    in->imm = k;                                                            \
    in->fn = exec_classify;                                                 \
    return 0;                                                               \
  }                                                                         \
  static int dec_##name(decoder *D, const bo_op *op, insn *in) {           \
    return dec_scalar_or_elementwise(D, op, in, sdec_##name);              \
  }
CLASSIFY(isfinite, 0)
CLASSIFY(isinf, 1)
CLASSIFY(isnan, 2)
CLASSIFY(isnormal, 3)

static int exec_sincos(bo_interp *I, const insn *in, slot *F) {
  if (in->ek == EK_F64) {
    double x = F[in->a].d;
    F[in->res[0]].d = sin(x);
    F[in->res[1]].d = cos(x);
  } else {
    float x = F[in->a].f;
    F[in->res[0]].f = rnd((elem_kind)in->ek, sinf(x));
    F[in->res[1]].f = rnd((elem_kind)in->ek, cosf(x));
  }
  return 0;
}
static int dec_sincos(decoder *D, const bo_op *op, insn *in) {
  if (!ek_is_float((elem_kind)in->ek) || op->num_results != 2 || type_is_obj(op->results[0].type))
    return -1;
  in->fn = exec_sincos;
  return 0;
}

static int exec_absi(bo_interp *I, const insn *in, slot *F) {
  int64_t x = F[in->a].i;
  F[in->r].i = sext(x < 0 ? (int64_t)(0 - (uint64_t)x) : x, (unsigned)in->imm);
  return 0;
}
static int exec_ctpop(bo_interp *I, const insn *in, slot *F) {
  F[in->r].i = __builtin_popcountll(zext(F[in->a].i, (unsigned)in->imm));
  return 0;
}
static int exec_ctlz(bo_interp *I, const insn *in, slot *F) {
  unsigned w = (unsigned)in->imm;
  uint64_t x = zext(F[in->a].i, w);
  F[in->r].i = x ? __builtin_clzll(x) - (64 - (int)w) : (int64_t)w;
  return 0;
}
static int exec_cttz(bo_interp *I, const insn *in, slot *F) {
  unsigned w = (unsigned)in->imm;
  uint64_t x = zext(F[in->a].i, w);
  F[in->r].i = x ? __builtin_ctzll(x) : (int64_t)w;
  return 0;
}
static int exec_ipowi(bo_interp *I, const insn *in, slot *F) {
  int64_t b = F[in->a].i, e = F[in->b].i;
  uint64_t r = 1;
  if (e < 0) {
    r = b == 1 ? 1 : b == -1 ? ((e & 1) ? (uint64_t)-1 : 1) : 0;
    if (b == 0) return interp_error(I, in->op, "division by zero");
  } else {
    uint64_t x = (uint64_t)b;
    while (e) {
      if (e & 1) r *= x;
      x *= x;
      e >>= 1;
    }
  }
  F[in->r].i = sext((int64_t)r, (unsigned)in->imm);
  return 0;
}
#define IDEC(name)                                                          \
  static int sdec_##name(decoder *D, const bo_op *op, insn *in) {          \
    if (ek_is_float((elem_kind)in->ek) || in->ek == EK_NONE) return -1;    \
    in->imm = ek_int_width((elem_kind)in->ek);                             \
    in->fn = exec_##name;                                                   \
    return 0;                                                               \
  }                                                                         \
  static int dec_##name(decoder *D, const bo_op *op, insn *in) {           \
    return dec_scalar_or_elementwise(D, op, in, sdec_##name);              \
  }
IDEC(absi)
IDEC(ctpop)
IDEC(ipowi)
IDEC(ctlz)
IDEC(cttz)

static const interp_hook k_hooks[] = {
    {BO_OP_MATH_SQRT, dec_sqrt},   {BO_OP_MATH_RSQRT, dec_rsqrt},     {BO_OP_MATH_EXP, dec_exp},
    {BO_OP_MATH_EXP2, dec_exp2},   {BO_OP_MATH_EXPM1, dec_expm1},     {BO_OP_MATH_LOG, dec_log},
    {BO_OP_MATH_LOG2, dec_log2},   {BO_OP_MATH_LOG10, dec_log10},     {BO_OP_MATH_LOG1P, dec_log1p},
    {BO_OP_MATH_SIN, dec_sin},     {BO_OP_MATH_COS, dec_cos},         {BO_OP_MATH_TAN, dec_tan},
    {BO_OP_MATH_ASIN, dec_asin},   {BO_OP_MATH_ACOS, dec_acos},       {BO_OP_MATH_ATAN, dec_atan},
    {BO_OP_MATH_SINH, dec_sinh},   {BO_OP_MATH_COSH, dec_cosh},       {BO_OP_MATH_TANH, dec_tanh},
    {BO_OP_MATH_ERF, dec_erf},     {BO_OP_MATH_ABSF, dec_absf},       {BO_OP_MATH_FLOOR, dec_floor},
    {BO_OP_MATH_CEIL, dec_ceil},   {BO_OP_MATH_TRUNC, dec_trunc},     {BO_OP_MATH_ROUND, dec_round},
    {BO_OP_MATH_ROUNDEVEN, dec_roundeven}, {BO_OP_MATH_CBRT, dec_cbrt}, {BO_OP_MATH_POWF, dec_powf},
    {BO_OP_MATH_ATAN2, dec_atan2}, {BO_OP_MATH_COPYSIGN, dec_copysign}, {BO_OP_MATH_FMA, dec_fma},
    {BO_OP_MATH_ACOSH, dec_acosh}, {BO_OP_MATH_ASINH, dec_asinh},     {BO_OP_MATH_ATANH, dec_atanh},
    {BO_OP_MATH_ERFC, dec_erfc},   {BO_OP_MATH_CLAMPF, dec_clampf},   {BO_OP_MATH_FPOWI, dec_fpowi},
    {BO_OP_MATH_ISFINITE, dec_isfinite}, {BO_OP_MATH_ISINF, dec_isinf}, {BO_OP_MATH_ISNAN, dec_isnan},
    {BO_OP_MATH_ISNORMAL, dec_isnormal}, {BO_OP_MATH_SINCOS, dec_sincos},
    {BO_OP_MATH_CTLZ, dec_ctlz},   {BO_OP_MATH_CTTZ, dec_cttz},
    {BO_OP_MATH_ABSI, dec_absi},   {BO_OP_MATH_CTPOP, dec_ctpop},     {BO_OP_MATH_IPOWI, dec_ipowi},
};

const interp_table bo_interp_math_table = {k_hooks, sizeof k_hooks / sizeof k_hooks[0]};
