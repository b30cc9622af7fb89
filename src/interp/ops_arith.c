/* ops_arith.c - semantics of the arith dialect (and the shared elementwise
 * wrapper that math ops use too).
 *
 * Integers are exact with wrap-around at their width (values are kept
 * sign-extended in slots).  What MLIR leaves undefined or poison is an error
 * at the op: division (or remainder) by zero, the signed minimum divided by
 * -1, shifts by the bit width or more, fptosi/fptoui of NaN or of a value
 * out of the result's range.  f32 arithmetic is done in single precision, f64 in double,
 * f16/bf16 in single precision rounded back after every op.  An op on
 * vectors or tensors applies its scalar insn to each element (a new tensor
 * per result).  Each hook picks its exec function by element kind at decode
 * time; exec functions are O(1) (O(elements) for the wrapper).
 */
#include "interp_internal.h"

/* ------------------------------------------------------- the wrapper */

typedef struct ew_aux {
  insn scalar;        /* operates on slots 0..nops-1 -> nops.. */
  uint32_t *op_slots; /* the real operand slots */
  uint8_t *op_is_obj;
  elem_kind *op_ek;
  elem_kind res_ek;
} ew_aux;

static int exec_elementwise(bo_interp *I, const insn *in, slot *F) {
  const ew_aux *x = in->aux;
  const view *shape = NULL;
  for (uint32_t i = 0; i < in->nops; i++)
    if (x->op_is_obj[i]) {
      shape = (const view *)F[in->ops[i]].o;
      break;
    }
  if (!shape) return interp_error(I, in->op, "elementwise op without shaped operand");
  int64_t n = view_num_elems(shape);
  view *res = tensor_new(I, x->res_ek, shape->rank, shape->sizes);
  if (!res) return interp_error(I, in->op, "out of memory");
  slot tmp[8];
  for (int64_t e = 0; e < n; e++) {
    for (uint32_t i = 0; i < in->nops; i++) {
      if (x->op_is_obj[i]) {
        const view *v = (const view *)F[in->ops[i]].o;
        if (heap_check_init(I, in->op, v, v->offset + e)) {
          obj_release(I, &res->h);
          return RC_ERROR;
        }
        tmp[i] = elem_load(v->ek, view_ptr(v, e));
      } else {
        tmp[i] = F[in->ops[i]];
      }
    }
    if (x->scalar.fn(I, &x->scalar, tmp)) {
      obj_release(I, &res->h);
      return RC_ERROR;
    }
    elem_store(x->res_ek, view_ptr(res, e), tmp[in->nops]);
  }
  slot_put(F, in->r, &res->h, I);
  return 0;
}

/* Decodes op with `scalar` as its scalar semantics; wraps it when the result
 * is a vector or tensor.  The scalar decoder sees kinds of element types. */
int dec_scalar_or_elementwise(decoder *D, const bo_op *op, insn *in, decode_fn scalar) {
  bool shaped = op->num_results == 1 && type_is_obj(op->results[0].type);
  if (!shaped) return scalar(D, op, in);
  if (op->num_operands > 7 || op->num_results != 1) return -1;
  ew_aux *x = dec_alloc(D, sizeof *x);
  x->scalar = *in;
  x->scalar.nops = in->nops;
  x->scalar.ops = dec_alloc(D, in->nops * sizeof(uint32_t));
  x->scalar.res = dec_alloc(D, sizeof(uint32_t));
  for (uint32_t i = 0; i < in->nops; i++) x->scalar.ops[i] = i;
  x->scalar.res[0] = in->nops;
  x->scalar.a = 0;
  x->scalar.b = 1;
  x->scalar.c = 2;
  x->scalar.r = in->nops;
  x->op_is_obj = dec_alloc(D, in->nops);
  for (uint32_t i = 0; i < in->nops; i++) x->op_is_obj[i] = value_is_obj(op->operands[i].value);
  x->res_ek = elem_kind_of_shaped(op->results[0].type);
  if (x->res_ek == EK_NONE) return -1;
  if (scalar(D, op, &x->scalar)) return -1;
  in->fn = exec_elementwise;
  in->aux = x;
  return 0;
}

/* ------------------------------------------------------ integer ops */

#define W(in) ((unsigned)(in)->imm)
#define IBIN(name, expr)                                                  \
  static int exec_##name(bo_interp *I, const insn *in, slot *F) {        \
    int64_t a = F[in->a].i, b = F[in->b].i;                              \
    (void)a; (void)b;                                                    \
    F[in->r].i = sext((int64_t)(expr), W(in));                           \
    return 0;                                                            \
  }

IBIN(addi, (uint64_t)a + (uint64_t)b)
IBIN(subi, (uint64_t)a - (uint64_t)b)
IBIN(muli, (uint64_t)a * (uint64_t)b)
IBIN(andi, a & b)
IBIN(ori, a | b)
IBIN(xori, a ^ b)
IBIN(maxsi, a > b ? a : b)
IBIN(minsi, a < b ? a : b)
IBIN(maxui, zext(a, W(in)) > zext(b, W(in)) ? a : b)
IBIN(minui, zext(a, W(in)) < zext(b, W(in)) ? a : b)

static int exec_addi64(bo_interp *I, const insn *in, slot *F) {
  F[in->r].i = (int64_t)((uint64_t)F[in->a].i + (uint64_t)F[in->b].i);
  return 0;
}
static int exec_muli64(bo_interp *I, const insn *in, slot *F) {
  F[in->r].i = (int64_t)((uint64_t)F[in->a].i * (uint64_t)F[in->b].i);
  return 0;
}
static int exec_subi64(bo_interp *I, const insn *in, slot *F) {
  F[in->r].i = (int64_t)((uint64_t)F[in->a].i - (uint64_t)F[in->b].i);
  return 0;
}

/* A shift by the bit width or more gives poison in MLIR (and LLVM): an
 * error at the op, like a division by zero.  The amount is unsigned. */
static int shift_too_far(bo_interp *I, const insn *in, uint64_t s) {
  return interp_error(I, in->op, "shift amount %llu is not less than the bit width %u (the result "
                      "is poison)", (unsigned long long)s, W(in));
}
static int exec_shli(bo_interp *I, const insn *in, slot *F) {
  uint64_t s = zext(F[in->b].i, W(in));
  if (s >= W(in)) return shift_too_far(I, in, s);
  F[in->r].i = sext((int64_t)((uint64_t)F[in->a].i << s), W(in));
  return 0;
}
static int exec_shrui(bo_interp *I, const insn *in, slot *F) {
  uint64_t s = zext(F[in->b].i, W(in));
  if (s >= W(in)) return shift_too_far(I, in, s);
  F[in->r].i = sext((int64_t)(zext(F[in->a].i, W(in)) >> s), W(in));
  return 0;
}
static int exec_shrsi(bo_interp *I, const insn *in, slot *F) {
  uint64_t s = zext(F[in->b].i, W(in));
  if (s >= W(in)) return shift_too_far(I, in, s);
  F[in->r].i = F[in->a].i >> s;
  return 0;
}

static int div_zero(bo_interp *I, const insn *in) {
  return interp_error(I, in->op, "division by zero");
}
static int div_overflow(bo_interp *I, const insn *in) {
  return interp_error(I, in->op, "signed division overflow");
}
static bool smin_over_m1(const insn *in, int64_t a, int64_t b) {
  return b == -1 && a == sext((int64_t)(1ull << (W(in) - 1)), W(in));
}

static int exec_divsi(bo_interp *I, const insn *in, slot *F) {
  int64_t a = F[in->a].i, b = F[in->b].i;
  if (b == 0) return div_zero(I, in);
  if (smin_over_m1(in, a, b)) return div_overflow(I, in);
  F[in->r].i = a / b;
  return 0;
}
static int exec_remsi(bo_interp *I, const insn *in, slot *F) {
  int64_t a = F[in->a].i, b = F[in->b].i;
  if (b == 0) return div_zero(I, in);
  /* LLVM's srem of the minimum by -1 is undefined, as its sdiv is */
  if (smin_over_m1(in, a, b)) return div_overflow(I, in);
  F[in->r].i = b == -1 ? 0 : a % b;
  return 0;
}
static int exec_divui(bo_interp *I, const insn *in, slot *F) {
  uint64_t a = zext(F[in->a].i, W(in)), b = zext(F[in->b].i, W(in));
  if (b == 0) return div_zero(I, in);
  F[in->r].i = sext((int64_t)(a / b), W(in));
  return 0;
}
static int exec_remui(bo_interp *I, const insn *in, slot *F) {
  uint64_t a = zext(F[in->a].i, W(in)), b = zext(F[in->b].i, W(in));
  if (b == 0) return div_zero(I, in);
  F[in->r].i = sext((int64_t)(a % b), W(in));
  return 0;
}
static int exec_ceildivsi(bo_interp *I, const insn *in, slot *F) {
  int64_t a = F[in->a].i, b = F[in->b].i;
  if (b == 0) return div_zero(I, in);
  if (smin_over_m1(in, a, b)) return div_overflow(I, in);
  int64_t q = a / b;
  if ((a % b != 0) && ((a < 0) == (b < 0))) q++;
  F[in->r].i = q;
  return 0;
}
static int exec_floordivsi(bo_interp *I, const insn *in, slot *F) {
  int64_t a = F[in->a].i, b = F[in->b].i;
  if (b == 0) return div_zero(I, in);
  if (smin_over_m1(in, a, b)) return div_overflow(I, in);
  int64_t q = a / b;
  if ((a % b != 0) && ((a < 0) != (b < 0))) q--;
  F[in->r].i = q;
  return 0;
}
static int exec_ceildivui(bo_interp *I, const insn *in, slot *F) {
  uint64_t a = zext(F[in->a].i, W(in)), b = zext(F[in->b].i, W(in));
  if (b == 0) return div_zero(I, in);
  F[in->r].i = sext((int64_t)(a / b + (a % b != 0)), W(in));
  return 0;
}

static int exec_cmpi(bo_interp *I, const insn *in, slot *F) {
  int64_t a = F[in->a].i, b = F[in->b].i;
  unsigned w = (unsigned)in->flags;
  uint64_t ua = zext(a, w), ub = zext(b, w);
  bool r;
  switch (in->imm) {
  case 0: r = a == b; break;
  case 1: r = a != b; break;
  case 2: r = a < b; break;
  case 3: r = a <= b; break;
  case 4: r = a > b; break;
  case 5: r = a >= b; break;
  case 6: r = ua < ub; break;
  case 7: r = ua <= ub; break;
  case 8: r = ua > ub; break;
  default: r = ua >= ub; break;
  }
  F[in->r].i = r ? -1 : 0;
  return 0;
}
static int exec_cmpi_slt(bo_interp *I, const insn *in, slot *F) {
  F[in->r].i = F[in->a].i < F[in->b].i ? -1 : 0;
  return 0;
}

/* ------------------------------------------------------- float ops */

static inline float round_small(elem_kind k, float f) {
  if (k == EK_F16) return half_to_float(float_to_half(f));
  if (k == EK_BF16) return bf16_to_float(float_to_bf16(f));
  return f;
}

#define FBIN(name, e32, e64)                                                   \
  static int exec_##name##_f32(bo_interp *I, const insn *in, slot *F) {        \
    float a = F[in->a].f, b = F[in->b].f;                                      \
    F[in->r].f = (e32);                                                        \
    return 0;                                                                  \
  }                                                                            \
  static int exec_##name##_f16(bo_interp *I, const insn *in, slot *F) {        \
    float a = F[in->a].f, b = F[in->b].f;                                      \
    F[in->r].f = round_small((elem_kind)in->ek, (e32));                        \
    return 0;                                                                  \
  }                                                                            \
  static int exec_##name##_f64(bo_interp *I, const insn *in, slot *F) {        \
    double a = F[in->a].d, b = F[in->b].d;                                     \
    F[in->r].d = (e64);                                                        \
    return 0;                                                                  \
  }

static float maximumf(float a, float b) {
  if (isnan(a) || isnan(b)) return NAN;
  if (a == 0 && b == 0) return signbit(a) ? b : a;
  return a > b ? a : b;
}
static float minimumf(float a, float b) {
  if (isnan(a) || isnan(b)) return NAN;
  if (a == 0 && b == 0) return signbit(a) ? a : b;
  return a < b ? a : b;
}
static double maximum(double a, double b) {
  if (isnan(a) || isnan(b)) return NAN;
  if (a == 0 && b == 0) return signbit(a) ? b : a;
  return a > b ? a : b;
}
static double minimum(double a, double b) {
  if (isnan(a) || isnan(b)) return NAN;
  if (a == 0 && b == 0) return signbit(a) ? a : b;
  return a < b ? a : b;
}

FBIN(addf, a + b, a + b)
FBIN(subf, a - b, a - b)
FBIN(mulf, a * b, a * b)
FBIN(divf, a / b, a / b)
FBIN(remf, fmodf(a, b), fmod(a, b))
FBIN(maximumf, maximumf(a, b), maximum(a, b))
FBIN(minimumf, minimumf(a, b), minimum(a, b))
FBIN(maxnumf, fmaxf(a, b), fmax(a, b))
FBIN(minnumf, fminf(a, b), fmin(a, b))

static int exec_negf_f32(bo_interp *I, const insn *in, slot *F) {
  F[in->r].f = -F[in->a].f;
  return 0;
}
static int exec_negf_f64(bo_interp *I, const insn *in, slot *F) {
  F[in->r].d = -F[in->a].d;
  return 0;
}

static bool fcmp(int64_t pred, double a, double b) {
  bool uno = isnan(a) || isnan(b);
  switch (pred) {
  case 0: return false;
  case 1: return !uno && a == b;
  case 2: return !uno && a > b;
  case 3: return !uno && a >= b;
  case 4: return !uno && a < b;
  case 5: return !uno && a <= b;
  case 6: return !uno && a != b;
  case 7: return !uno;
  case 8: return uno || a == b;
  case 9: return uno || a > b;
  case 10: return uno || a >= b;
  case 11: return uno || a < b;
  case 12: return uno || a <= b;
  case 13: return uno || a != b;
  case 14: return uno;
  default: return true;
  }
}
static int exec_cmpf(bo_interp *I, const insn *in, slot *F) {
  elem_kind k = (elem_kind)in->ek2;
  F[in->r].i = fcmp(in->imm, slot_to_double(k, F[in->a]), slot_to_double(k, F[in->b])) ? -1 : 0;
  return 0;
}

/* ---------------------------------------------------- select, casts */

static int exec_select(bo_interp *I, const insn *in, slot *F) {
  F[in->r] = (F[in->a].i & 1) ? F[in->b] : F[in->c];
  return 0;
}
static int exec_select_obj(bo_interp *I, const insn *in, slot *F) {
  slot_set(F, in->r, (F[in->a].i & 1) ? F[in->b].o : F[in->c].o, I);
  return 0;
}

/* Conversions: in->ek2 is the source kind, in->ek the result kind. */
static int exec_extsi(bo_interp *I, const insn *in, slot *F) {
  F[in->r].i = F[in->a].i;
  return 0;
}
static int exec_extui(bo_interp *I, const insn *in, slot *F) {
  F[in->r].i = sext((int64_t)zext(F[in->a].i, ek_int_width((elem_kind)in->ek2)), W(in));
  return 0;
}
static int exec_trunci(bo_interp *I, const insn *in, slot *F) {
  F[in->r].i = sext(F[in->a].i, W(in));
  return 0;
}
static double to_double(elem_kind k, slot s) { return slot_to_double(k, s); }
static slot from_double(elem_kind k, double d) {
  slot s;
  if (k == EK_F64) s.d = d;
  else s.f = round_small(k, (float)d);
  return s;
}
static int exec_sitofp(bo_interp *I, const insn *in, slot *F) {
  elem_kind k = (elem_kind)in->ek;
  if (k == EK_F64) F[in->r].d = (double)F[in->a].i;
  else F[in->r].f = round_small(k, (float)F[in->a].i);
  return 0;
}
static int exec_uitofp(bo_interp *I, const insn *in, slot *F) {
  elem_kind k = (elem_kind)in->ek;
  uint64_t u = zext(F[in->a].i, ek_int_width((elem_kind)in->ek2));
  if (k == EK_F64) F[in->r].d = (double)u;
  else F[in->r].f = round_small(k, (float)u);
  return 0;
}
/* fptosi / fptoui round toward zero; a NaN, an infinity or a value whose
 * truncation does not fit the result type gives poison (LLVM's semantics,
 * which MLIR's lowering inherits): an error at the op.  The truncated value
 * is compared with powers of two (exact in double): signed i<w> holds
 * [-2^(w-1), 2^(w-1)), unsigned [0, 2^w). */
static int fp_to_int_poison(bo_interp *I, const insn *in, double d) {
  return interp_error(I, in->op, "%g is out of the range of i%u (the result is poison)", d, W(in));
}
static int exec_fptosi(bo_interp *I, const insn *in, slot *F) {
  double d = to_double((elem_kind)in->ek2, F[in->a]);
  double t = trunc(d), lim = ldexp(1.0, (int)W(in) - 1);
  if (!(t >= -lim && t < lim)) return fp_to_int_poison(I, in, d);
  F[in->r].i = sext((int64_t)d, W(in));
  return 0;
}
static int exec_fptoui(bo_interp *I, const insn *in, slot *F) {
  double d = to_double((elem_kind)in->ek2, F[in->a]);
  double t = trunc(d);
  if (!(t >= 0 && t < ldexp(1.0, (int)W(in)))) return fp_to_int_poison(I, in, d);
  F[in->r].i = sext((int64_t)(uint64_t)d, W(in));
  return 0;
}
static int exec_fpconv(bo_interp *I, const insn *in, slot *F) {
  F[in->r] = from_double((elem_kind)in->ek, to_double((elem_kind)in->ek2, F[in->a]));
  return 0;
}
static int exec_bitcast(bo_interp *I, const insn *in, slot *F) {
  uint8_t buf[8] = {0};
  elem_store((elem_kind)in->ek2, buf, F[in->a]);
  F[in->r] = elem_load((elem_kind)in->ek, buf);
  return 0;
}

static int exec_const(bo_interp *I, const insn *in, slot *F) {
  F[in->r] = in->k;
  return 0;
}
static int exec_const_too_large(bo_interp *I, const insn *in, slot *F) {
  return interp_error(I, in->op, "out of memory");
}
static int exec_const_obj(bo_interp *I, const insn *in, slot *F) {
  slot_set(F, in->r, in->k.o, I);
  return 0;
}

/* ------------------------------------------------------------ decode */

static int int_width_of(const insn *in) { return (int)ek_int_width((elem_kind)in->ek); }

#define DEC_INT(name, fn64)                                                  \
  static int sdec_##name(decoder *D, const bo_op *op, insn *in) {          \
    if (ek_is_float((elem_kind)in->ek) || in->ek == EK_NONE) return -1;    \
    in->imm = int_width_of(in);                                            \
    exec_fn f64 = fn64;                                                     \
    in->fn = (f64 && in->imm == 64) ? f64 : exec_##name;                   \
    return 0;                                                              \
  }                                                                        \
  static int dec_##name(decoder *D, const bo_op *op, insn *in) {           \
    return dec_scalar_or_elementwise(D, op, in, sdec_##name);             \
  }

DEC_INT(addi, exec_addi64)
DEC_INT(subi, exec_subi64)
DEC_INT(muli, exec_muli64)
DEC_INT(andi, NULL)
DEC_INT(ori, NULL)
DEC_INT(xori, NULL)
DEC_INT(maxsi, NULL)
DEC_INT(minsi, NULL)
DEC_INT(maxui, NULL)
DEC_INT(minui, NULL)
DEC_INT(shli, NULL)
DEC_INT(shrui, NULL)
DEC_INT(shrsi, NULL)
DEC_INT(divsi, NULL)
DEC_INT(divui, NULL)
DEC_INT(remsi, NULL)
DEC_INT(remui, NULL)
DEC_INT(ceildivsi, NULL)
DEC_INT(ceildivui, NULL)
DEC_INT(floordivsi, NULL)

#define DEC_FLT(name)                                                       \
  static int sdec_##name(decoder *D, const bo_op *op, insn *in) {          \
    elem_kind k = (elem_kind)in->ek;                                       \
    if (!ek_is_float(k)) return -1;                                        \
    in->fn = k == EK_F64 ? exec_##name##_f64 : k == EK_F32 ? exec_##name##_f32 \
                                                           : exec_##name##_f16; \
    return 0;                                                              \
  }                                                                        \
  static int dec_##name(decoder *D, const bo_op *op, insn *in) {           \
    return dec_scalar_or_elementwise(D, op, in, sdec_##name);             \
  }

DEC_FLT(addf)
DEC_FLT(subf)
DEC_FLT(mulf)
DEC_FLT(divf)
DEC_FLT(remf)
DEC_FLT(maximumf)
DEC_FLT(minimumf)
DEC_FLT(maxnumf)
DEC_FLT(minnumf)

static int sdec_negf(decoder *D, const bo_op *op, insn *in) {
  if (!ek_is_float((elem_kind)in->ek)) return -1;
  in->fn = in->ek == EK_F64 ? exec_negf_f64 : exec_negf_f32;
  return 0;
}
static int dec_negf(decoder *D, const bo_op *op, insn *in) {
  return dec_scalar_or_elementwise(D, op, in, sdec_negf);
}

static int sdec_cmpi(decoder *D, const bo_op *op, insn *in) {
  const bo_attr *p = bo_op_get_attr(op, "predicate");
  if (!p) return -1;
  in->imm = bo_attr_get_int(p);
  in->flags = (uint16_t)ek_int_width((elem_kind)in->ek2);
  in->fn = in->imm == 2 ? exec_cmpi_slt : exec_cmpi;
  return 0;
}
static int dec_cmpi(decoder *D, const bo_op *op, insn *in) {
  return dec_scalar_or_elementwise(D, op, in, sdec_cmpi);
}
static int sdec_cmpf(decoder *D, const bo_op *op, insn *in) {
  const bo_attr *p = bo_op_get_attr(op, "predicate");
  if (!p) return -1;
  in->imm = bo_attr_get_int(p);
  in->fn = exec_cmpf;
  return 0;
}
static int dec_cmpf(decoder *D, const bo_op *op, insn *in) {
  return dec_scalar_or_elementwise(D, op, in, sdec_cmpf);
}

static int sdec_select(decoder *D, const bo_op *op, insn *in) {
  in->fn = exec_select;
  return 0;
}
static int dec_select(decoder *D, const bo_op *op, insn *in) {
  if (type_is_obj(op->results[0].type) && !type_is_obj(op->operands[0].value->type)) {
    in->c64_values_ok = 1;      /* a boxed complex<f64> too */
    in->fn = exec_select_obj; /* scalar condition choosing a whole value */
    return 0;
  }
  return dec_scalar_or_elementwise(D, op, in, sdec_select);
}

#define DEC_CAST(name, fnname)                                                \
  static int sdec_##name(decoder *D, const bo_op *op, insn *in) {            \
    if (in->ek == EK_NONE || in->ek2 == EK_NONE) return -1;                  \
    in->imm = ek_int_width((elem_kind)in->ek);                               \
    in->fn = fnname;                                                         \
    return 0;                                                                \
  }                                                                          \
  static int dec_##name(decoder *D, const bo_op *op, insn *in) {             \
    return dec_scalar_or_elementwise(D, op, in, sdec_##name);               \
  }

DEC_CAST(extsi, exec_extsi)
DEC_CAST(extui, exec_extui)
DEC_CAST(trunci, exec_trunci)
DEC_CAST(index_cast, exec_trunci)
DEC_CAST(index_castui, exec_extui)
DEC_CAST(sitofp, exec_sitofp)
DEC_CAST(uitofp, exec_uitofp)
DEC_CAST(fptosi, exec_fptosi)
DEC_CAST(fptoui, exec_fptoui)
DEC_CAST(extf, exec_fpconv)
DEC_CAST(truncf, exec_fpconv)
DEC_CAST(bitcast, exec_bitcast)

/* index_cast from a narrower int sign-extends, to a narrower truncates: both
 * are a re-sign-extension at the result width, which exec_trunci does.
 * index_castui from narrower zero-extends (exec_extui); to narrower it
 * truncates, which exec_extui also does (zext of the source then sext). */

/* A scalar constant, or a dense vector/tensor constant built once. */
int dec_constant_value(decoder *D, const bo_op *op, insn *in, const bo_attr *a) {
  const bo_type *t = op->results[0].type;
  if (type_is_obj(t)) {
    if (!a || bo_attr_get_kind(a) != BO_ATTR_DENSE || !bo_type_has_rank(t)) return -1;
    elem_kind ek = elem_kind_of_shaped(t);
    if (ek == EK_NONE || bo_type_get_num_elements(t) < 0) return -1;
    view *v = tensor_new(D->I, ek, bo_type_get_rank(t), bo_type_get_shape(t));
    if (!v) {
      in->fn = exec_const_too_large; /* reported if reached, like other failures */
      return 0;
    }
    fill_from_dense(v, a);
    bo_vec_push(&D->I->owned, &v->h);
    in->k.o = &v->h;
    in->fn = exec_const_obj;
    return 0;
  }
  elem_kind k = ek_of_type(t);
  if (k == EK_NONE || !a) return -1;
  if (bo_attr_get_kind(a) == BO_ATTR_FLOAT) {
    in->k = from_double(k, bo_attr_get_float(a));
  } else if (bo_attr_get_kind(a) == BO_ATTR_INTEGER) {
    in->k.i = sext(bo_attr_get_int(a), ek_int_width(k));
  } else {
    return -1;
  }
  in->fn = exec_const;
  return 0;
}

static int dec_constant(decoder *D, const bo_op *op, insn *in) {
  return dec_constant_value(D, op, in, bo_op_get_attr(op, "value"));
}

/* mulsi_extended / mului_extended: low and high halves. */
static int exec_mul_extended(bo_interp *I, const insn *in, slot *F) {
  unsigned w = W(in);
  bool is_signed = in->flags;
  __int128 a = is_signed ? (__int128)F[in->a].i : (__int128)zext(F[in->a].i, w);
  __int128 b = is_signed ? (__int128)F[in->b].i : (__int128)zext(F[in->b].i, w);
  __int128 p = a * b;
  F[in->res[0]].i = sext((int64_t)p, w);
  F[in->res[1]].i = sext((int64_t)(p >> w), w);
  return 0;
}
static int dec_mulsi_extended(decoder *D, const bo_op *op, insn *in) {
  if (type_is_obj(op->results[0].type)) return -1;
  in->imm = ek_int_width((elem_kind)in->ek);
  in->flags = 1;
  in->fn = exec_mul_extended;
  return 0;
}
static int dec_mului_extended(decoder *D, const bo_op *op, insn *in) {
  if (dec_mulsi_extended(D, op, in)) return -1;
  in->flags = 0;
  return 0;
}

static int exec_addui_extended(bo_interp *I, const insn *in, slot *F) {
  unsigned w = W(in);
  uint64_t a = zext(F[in->a].i, w), b = zext(F[in->b].i, w);
  uint64_t s = zext((int64_t)(a + b), w);
  F[in->res[0]].i = sext((int64_t)s, w);
  F[in->res[1]].i = s < a ? -1 : 0;
  return 0;
}
static int dec_addui_extended(decoder *D, const bo_op *op, insn *in) {
  if (type_is_obj(op->results[0].type) || op->num_results != 2) return -1;
  in->imm = ek_int_width((elem_kind)in->ek);
  in->fn = exec_addui_extended;
  return 0;
}

static const interp_hook k_hooks[] = {
    {BO_OP_ARITH_ADDUI_EXTENDED, dec_addui_extended},
    {BO_OP_ARITH_ADDI, dec_addi},       {BO_OP_ARITH_SUBI, dec_subi},
    {BO_OP_ARITH_MULI, dec_muli},       {BO_OP_ARITH_ANDI, dec_andi},
    {BO_OP_ARITH_ORI, dec_ori},         {BO_OP_ARITH_XORI, dec_xori},
    {BO_OP_ARITH_MAXSI, dec_maxsi},     {BO_OP_ARITH_MINSI, dec_minsi},
    {BO_OP_ARITH_MAXUI, dec_maxui},     {BO_OP_ARITH_MINUI, dec_minui},
    {BO_OP_ARITH_SHLI, dec_shli},       {BO_OP_ARITH_SHRUI, dec_shrui},
    {BO_OP_ARITH_SHRSI, dec_shrsi},     {BO_OP_ARITH_DIVSI, dec_divsi},
    {BO_OP_ARITH_DIVUI, dec_divui},     {BO_OP_ARITH_REMSI, dec_remsi},
    {BO_OP_ARITH_REMUI, dec_remui},     {BO_OP_ARITH_CEILDIVSI, dec_ceildivsi},
    {BO_OP_ARITH_CEILDIVUI, dec_ceildivui}, {BO_OP_ARITH_FLOORDIVSI, dec_floordivsi},
    {BO_OP_ARITH_ADDF, dec_addf},       {BO_OP_ARITH_SUBF, dec_subf},
    {BO_OP_ARITH_MULF, dec_mulf},       {BO_OP_ARITH_DIVF, dec_divf},
    {BO_OP_ARITH_REMF, dec_remf},       {BO_OP_ARITH_MAXIMUMF, dec_maximumf},
    {BO_OP_ARITH_MINIMUMF, dec_minimumf}, {BO_OP_ARITH_MAXNUMF, dec_maxnumf},
    {BO_OP_ARITH_MINNUMF, dec_minnumf}, {BO_OP_ARITH_NEGF, dec_negf},
    {BO_OP_ARITH_CMPI, dec_cmpi},       {BO_OP_ARITH_CMPF, dec_cmpf},
    {BO_OP_ARITH_SELECT, dec_select},   {BO_OP_ARITH_EXTSI, dec_extsi},
    {BO_OP_ARITH_EXTUI, dec_extui},     {BO_OP_ARITH_TRUNCI, dec_trunci},
    {BO_OP_ARITH_INDEX_CAST, dec_index_cast}, {BO_OP_ARITH_INDEX_CASTUI, dec_index_castui},
    {BO_OP_ARITH_SITOFP, dec_sitofp},   {BO_OP_ARITH_UITOFP, dec_uitofp},
    {BO_OP_ARITH_FPTOSI, dec_fptosi},   {BO_OP_ARITH_FPTOUI, dec_fptoui},
    {BO_OP_ARITH_EXTF, dec_extf},       {BO_OP_ARITH_TRUNCF, dec_truncf},
    {BO_OP_ARITH_BITCAST, dec_bitcast}, {BO_OP_ARITH_CONSTANT, dec_constant},
    {BO_OP_ARITH_MULSI_EXTENDED, dec_mulsi_extended},
    {BO_OP_ARITH_MULUI_EXTENDED, dec_mului_extended},
};

const interp_table bo_interp_arith_table = {k_hooks, sizeof k_hooks / sizeof k_hooks[0]};
