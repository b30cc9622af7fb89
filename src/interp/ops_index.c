/* ops_index.c - semantics of the index dialect.
 *
 * index is 64 bits wide here, as under mlir-runner on a 64-bit host (the
 * width index.sizeof reports).  Arithmetic wraps; what upstream leaves
 * undefined (division or remainder by zero, the signed minimum divided by
 * -1, shifts by 64 or more) is an error at the op.  casts sign-extends or
 * truncates, castu zero-extends or truncates.  Every exec is O(1).
 */
#include "../dialects/index.h"
#include "interp_internal.h"

#define A ((uint64_t)F[in->a].i)
#define B ((uint64_t)F[in->b].i)
#define SA (F[in->a].i)
#define SB (F[in->b].i)
#define BIN(name, expr)                                                      \
  static int exec_##name(bo_interp *I, const insn *in, slot *F) {           \
    F[in->r].i = (int64_t)(expr);                                          \
    return 0;                                                              \
  }                                                                        \
  static int dec_##name(decoder *D, const bo_op *op, insn *in) {           \
    in->fn = exec_##name;                                                  \
    return 0;                                                              \
  }

BIN(add, A + B)
BIN(sub, A - B)
BIN(mul, A * B)
BIN(and, A & B)
BIN(or, A | B)
BIN(xor, A ^ B)
BIN(maxs, SA > SB ? SA : SB)
BIN(mins, SA < SB ? SA : SB)
BIN(maxu, A > B ? A : B)
BIN(minu, A < B ? A : B)

static int div_check(bo_interp *I, const insn *in, slot *F, bool is_signed) {
  if (F[in->b].i == 0) return interp_error(I, in->op, "division by zero");
  if (is_signed && F[in->a].i == INT64_MIN && F[in->b].i == -1)
    return interp_error(I, in->op, "signed division overflow");
  return 0;
}

#define DIV(name, is_signed, expr)                                           \
  static int exec_##name(bo_interp *I, const insn *in, slot *F) {           \
    if (div_check(I, in, F, is_signed)) return RC_ERROR;                   \
    F[in->r].i = (int64_t)(expr);                                          \
    return 0;                                                              \
  }                                                                        \
  static int dec_##name(decoder *D, const bo_op *op, insn *in) {           \
    in->fn = exec_##name;                                                  \
    return 0;                                                              \
  }

static int64_t floordiv(int64_t a, int64_t b) {
  int64_t q = a / b;
  return (a % b != 0 && ((a < 0) != (b < 0))) ? q - 1 : q;
}
static int64_t ceildiv(int64_t a, int64_t b) {
  int64_t q = a / b;
  return (a % b != 0 && ((a < 0) == (b < 0))) ? q + 1 : q;
}

DIV(divs, true, SA / SB)
DIV(divu, false, A / B)
DIV(rems, true, SA % SB)
DIV(remu, false, A % B)
DIV(floordivs, true, floordiv(SA, SB))
DIV(ceildivs, true, ceildiv(SA, SB))
DIV(ceildivu, false, A / B + (A % B != 0))

#define SHIFT(name, expr)                                                    \
  static int exec_##name(bo_interp *I, const insn *in, slot *F) {           \
    if (B >= 64) return interp_error(I, in->op, "shift by %llu bits or more than the 64-bit width", (unsigned long long)B); \
    F[in->r].i = (int64_t)(expr);                                          \
    return 0;                                                              \
  }                                                                        \
  static int dec_##name(decoder *D, const bo_op *op, insn *in) {           \
    in->fn = exec_##name;                                                  \
    return 0;                                                              \
  }

SHIFT(shl, A << B)
SHIFT(shru, A >> B)
SHIFT(shrs, SA >> B)

static int exec_cmp(bo_interp *I, const insn *in, slot *F) {
  bool r;
  switch (in->imm) {
  case 0: r = SA == SB; break;
  case 1: r = SA != SB; break;
  case 2: r = SA < SB; break;
  case 3: r = SA <= SB; break;
  case 4: r = SA > SB; break;
  case 5: r = SA >= SB; break;
  case 6: r = A < B; break;
  case 7: r = A <= B; break;
  case 8: r = A > B; break;
  default: r = A >= B; break;
  }
  F[in->r].i = r ? -1 : 0; /* i1 is kept sign-extended */
  return 0;
}
static int dec_cmp(decoder *D, const bo_op *op, insn *in) {
  int p = bo_index_cmp_predicate(op);
  if (p < 0) return -1;
  in->imm = p;
  in->fn = exec_cmp;
  return 0;
}

static int exec_constant(bo_interp *I, const insn *in, slot *F) {
  F[in->r].i = in->imm;
  return 0;
}
static int dec_constant(decoder *D, const bo_op *op, insn *in) {
  const bo_attr *a = bo_op_get_prop(op, "value");
  if (!a || bo_attr_get_kind(a) != BO_ATTR_INTEGER) return -1;
  in->imm = bo_attr_get_int(a);
  if (bo_type_is_integer(op->results[0].type, 1)) in->imm = in->imm ? -1 : 0;
  in->fn = exec_constant;
  return 0;
}
static int dec_sizeof(decoder *D, const bo_op *op, insn *in) {
  in->imm = 64;
  in->fn = exec_constant;
  return 0;
}

/* casts: the slot holds the value sign-extended from its width; imm is the
 * result width (64 for index), flags 1 for an unsigned source. */
static int exec_cast(bo_interp *I, const insn *in, slot *F) {
  unsigned from = (unsigned)in->flags >> 1, to = (unsigned)in->imm;
  int64_t v = F[in->a].i;
  if (in->flags & 1) v = (int64_t)zext(v, from);
  F[in->r].i = sext(v, to);
  return 0;
}
static int dec_cast(decoder *D, const bo_op *op, insn *in) {
  const bo_type *a = op->operands[0].value->type, *r = op->results[0].type;
  unsigned from = bo_type_get_kind(a) == BO_TYPE_INDEX ? 64 : bo_type_get_width(a);
  unsigned to = bo_type_get_kind(r) == BO_TYPE_INDEX ? 64 : bo_type_get_width(r);
  if (!from || !to || from > 64 || to > 64) return -1;
  in->imm = to;
  in->flags = (uint16_t)(from << 1 | (bo_op_isa(op, BO_OP_INDEX_CASTU) ? 1 : 0));
  in->fn = exec_cast;
  return 0;
}

static const interp_hook k_hooks[] = {
    {BO_OP_INDEX_ADD, dec_add},         {BO_OP_INDEX_AND, dec_and},
    {BO_OP_INDEX_BOOL_CONSTANT, dec_constant},
    {BO_OP_INDEX_CASTS, dec_cast},      {BO_OP_INDEX_CASTU, dec_cast},
    {BO_OP_INDEX_CEILDIVS, dec_ceildivs}, {BO_OP_INDEX_CEILDIVU, dec_ceildivu},
    {BO_OP_INDEX_CMP, dec_cmp},         {BO_OP_INDEX_CONSTANT, dec_constant},
    {BO_OP_INDEX_DIVS, dec_divs},       {BO_OP_INDEX_DIVU, dec_divu},
    {BO_OP_INDEX_FLOORDIVS, dec_floordivs},
    {BO_OP_INDEX_MAXS, dec_maxs},       {BO_OP_INDEX_MAXU, dec_maxu},
    {BO_OP_INDEX_MINS, dec_mins},       {BO_OP_INDEX_MINU, dec_minu},
    {BO_OP_INDEX_MUL, dec_mul},         {BO_OP_INDEX_OR, dec_or},
    {BO_OP_INDEX_REMS, dec_rems},       {BO_OP_INDEX_REMU, dec_remu},
    {BO_OP_INDEX_SHL, dec_shl},         {BO_OP_INDEX_SHRS, dec_shrs},
    {BO_OP_INDEX_SHRU, dec_shru},       {BO_OP_INDEX_SIZEOF, dec_sizeof},
    {BO_OP_INDEX_SUB, dec_sub},         {BO_OP_INDEX_XOR, dec_xor},
};
const interp_table bo_interp_index_table = {k_hooks, sizeof k_hooks / sizeof k_hooks[0]};
