/* math.c - the math dialect: op table, custom syntax and verifiers.
 *
 * Almost every math op is an elementwise function of one, two or three
 * operands of one type with an optional `fastmath<..>` group, so the table
 * points at common.c's families.  The exceptions (fpowi, the is* predicates,
 * clampf, sincos) are written out here.  Invariant: float ops always carry a
 * `fastmath` property (default `none`), integer ops carry none, as upstream.
 */
#include "common.h"
#include "fold.h"

static const char *const no_attrs[] = {NULL};
static const char *const fastmath_attrs[] = {"fastmath", NULL};

#define DESC_INT "signless-integer-like"
#define DESC_FLOAT "floating-point-like"
#define DESC_BOOL "bool-like"

/* n operands and one result of one type satisfying pred. */
static int verify_same_type(bo_op *op, int n, bool (*pred)(const bo_type *), const char *desc) {
  if (bo_verify_counts(op, 0, 1, 0, n) || bo_verify_all_operands_are(op, pred, desc) ||
      bo_verify_all_results_are(op, pred, desc))
    return -1;
  return bo_verify_same_operands_and_result_type(op);
}

static int verify_float_unary(bo_op *op) {
  return verify_same_type(op, 1, bo_is_float_like, DESC_FLOAT);
}
static int verify_float_binary(bo_op *op) {
  return verify_same_type(op, 2, bo_is_float_like, DESC_FLOAT);
}
static int verify_float_ternary(bo_op *op) {
  return verify_same_type(op, 3, bo_is_float_like, DESC_FLOAT);
}
static int verify_int_unary(bo_op *op) {
  return verify_same_type(op, 1, bo_is_signless_int_like, DESC_INT);
}
static int verify_int_binary(bo_op *op) {
  return verify_same_type(op, 2, bo_is_signless_int_like, DESC_INT);
}

/* fpowi: `%x, %n [fastmath] attr-dict : T, N` -> T. */
static int parse_fpowi(bo_parser *p, bo_parse_state *st) {
  bo_unresolved ops[2];
  const bo_type *t, *n;
  if (bo_parse_operand(p, &ops[0]) || bo_parse_punct(p, ",") || bo_parse_operand(p, &ops[1]) ||
      bo_parse_flag_group(p, st, BO_FLAGS_FASTMATH, true) || (bo_parse_optional_attr_dict(p, st) < 0) ||
      bo_parse_colon_type(p, &t) || bo_parse_punct(p, ",") || bo_parse_type(p, &n))
    return -1;
  bo_value *v0, *v1;
  if (bo_resolve_operand(p, &ops[0], t, &v0) || bo_resolve_operand(p, &ops[1], n, &v1))
    return -1;
  bo_state_add_operand(st, v0);
  bo_state_add_operand(st, v1);
  bo_state_add_result_type(st, t);
  return 0;
}

static void print_fpowi(bo_printer *p, bo_op *op) {
  bo_print_char(p, ' ');
  bo_print_op_operands(p, op, 0, 2);
  bo_print_flag_group(p, op, BO_FLAGS_FASTMATH, true);
  bo_print_attr_dict_eliding_inherent(p, op);
  bo_print_str(p, " : ");
  bo_print_operand_types(p, op, 0, 2);
}

static int verify_fpowi(bo_op *op) {
  if (bo_verify_counts(op, 0, 1, 0, 2) ||
      bo_verify_operand_is(op, 0, bo_is_float_like, DESC_FLOAT) ||
      bo_verify_operand_is(op, 1, bo_is_signless_int_like, DESC_INT) ||
      bo_verify_result_is(op, 0, bo_is_float_like, DESC_FLOAT) ||
      bo_verify_same_operands_and_result_shape(op))
    return -1;
  if (bo_value_get_type(bo_op_get_operand(op, 0)) != bo_value_get_type(bo_op_get_result(op, 0)))
    return bo_op_emit_error(op, "failed to verify that all of {lhs, result} have same type");
  return 0;
}

/* isnan & co: `%x attr-dict : T` -> i1 of T's shape.  These ops have no
 * flag-group syntax: their `fastmath` property travels in the attribute
 * dictionary, printed only when it is not the default `none`. */
static int parse_float_predicate(bo_parser *p, bo_parse_state *st) {
  bo_unresolved x;
  const bo_type *t;
  /* the type is checked before the operand is resolved (mlir-opt's order) */
  if (bo_parse_operand(p, &x) || (bo_parse_optional_attr_dict(p, st) < 0) ||
      bo_parse_colon_type(p, &t) ||
      bo_parse_check_operand_type(p, st, "operand", t, bo_is_float_like, DESC_FLOAT) ||
      bo_resolve_operands_same(p, &x, 1, t, &st->operands))
    return -1;
  if (!bo_state_get_attr(st, "fastmath"))
    bo_state_add_attr(st, "fastmath", bo_fastmath_attr(bo_parser_context(p), 0));
  bo_state_add_result_type(st, bo_i1_like(bo_parser_context(p), t));
  return 0;
}

static void print_float_predicate(bo_printer *p, bo_op *op) {
  static const char *const elided[] = {"fastmath"};
  bool is_default = bo_fastmath_mask(bo_op_get_prop(op, "fastmath")) == 0;
  bo_print_char(p, ' ');
  bo_print_operand(p, bo_op_get_operand(op, 0));
  bo_print_optional_attr_dict(p, op, elided, is_default ? 1 : 0);
  bo_print_str(p, " : ");
  bo_print_type(p, bo_value_get_type(bo_op_get_operand(op, 0)));
}

/* sincos: `%x [fastmath] attr-dict : T`. */
static void print_operand_type_form(bo_printer *p, bo_op *op) {
  bo_print_char(p, ' ');
  bo_print_op_operands(p, op, 0, bo_op_get_num_operands(op));
  bo_print_flag_group(p, op, BO_FLAGS_FASTMATH, true);
  bo_print_attr_dict_eliding_inherent(p, op);
  bo_print_str(p, " : ");
  bo_print_type(p, bo_value_get_type(bo_op_get_operand(op, 0)));
}

static int verify_float_predicate(bo_op *op) {
  if (bo_verify_counts(op, 0, 1, 0, 1) ||
      bo_verify_operand_is(op, 0, bo_is_float_like, DESC_FLOAT) ||
      bo_verify_result_is(op, 0, bo_is_bool_like, DESC_BOOL))
    return -1;
  const bo_type *t = bo_value_get_type(bo_op_get_operand(op, 0));
  if (bo_value_get_type(bo_op_get_result(op, 0)) != bo_i1_like(bo_op_get_context(op), t))
    return bo_op_emit_error(op, "failed to verify that result type has i1 element type and same "
                                "shape as operands");
  return 0;
}

/* clampf: `%x to [%lo, %hi] [fastmath] attr-dict : T`. */
static int parse_clampf(bo_parser *p, bo_parse_state *st) {
  bo_unresolved ops[3];
  const bo_type *t;
  if (bo_parse_operand(p, &ops[0]) || bo_parse_keyword(p, "to") || bo_parse_punct(p, "[") ||
      bo_parse_operand(p, &ops[1]) || bo_parse_punct(p, ",") || bo_parse_operand(p, &ops[2]) ||
      bo_parse_punct(p, "]") || bo_parse_flag_group(p, st, BO_FLAGS_FASTMATH, true) ||
      (bo_parse_optional_attr_dict(p, st) < 0) || bo_parse_colon_type(p, &t) ||
      bo_resolve_operands_same(p, ops, 3, t, &st->operands))
    return -1;
  bo_state_add_result_type(st, t);
  return 0;
}

static void print_clampf(bo_printer *p, bo_op *op) {
  bo_print_char(p, ' ');
  bo_print_operand(p, bo_op_get_operand(op, 0));
  bo_print_str(p, " to [");
  bo_print_op_operands(p, op, 1, 2);
  bo_print_char(p, ']');
  bo_print_flag_group(p, op, BO_FLAGS_FASTMATH, true);
  bo_print_attr_dict_eliding_inherent(p, op);
  bo_print_str(p, " : ");
  bo_print_type(p, bo_value_get_type(bo_op_get_result(op, 0)));
}

/* sincos: `%x [fastmath] attr-dict : T` -> (T, T). */
static int parse_sincos(bo_parser *p, bo_parse_state *st) {
  if (bo_parse_same_type(p, st, 1, BO_FLAGS_FASTMATH, true))
    return -1;
  bo_state_add_result_type(st, st->result_types.data[0]);
  return 0;
}

static int verify_sincos(bo_op *op) {
  if (bo_verify_counts(op, 0, 2, 0, 1) ||
      bo_verify_operand_is(op, 0, bo_is_float_like, DESC_FLOAT) ||
      bo_verify_all_results_are(op, bo_is_float_like, DESC_FLOAT))
    return -1;
  const bo_type *t = bo_value_get_type(bo_op_get_operand(op, 0));
  if (bo_value_get_type(bo_op_get_result(op, 0)) != t ||
      bo_value_get_type(bo_op_get_result(op, 1)) != t)
    return bo_op_emit_error(op, "failed to verify that all of {operand, sin, cos} have same type");
  return 0;
}

static void sincos_names(bo_op *op, bo_name_setter *s) {
  bo_set_value_name(s, bo_op_get_result(op, 0), "sin");
  bo_set_value_name(s, bo_op_get_result(op, 1), "cos");
}

/* ------------------------------------------------------------------ table */

#define EW (BO_TRAIT_PURE | BO_TRAIT_ELEMENTWISE)
#define OP(n, attrs, parse_fn, print_fn, verify_fn, names_fn)                                 \
  BO_OP_DEF(MATH_##n, .traits = EW, .inherent_attrs = (attrs), .parse = (parse_fn),          \
   .print = (print_fn), .verify = (verify_fn), .asm_result_names = (names_fn))
/* Ops with a fastmath property get it defaulted (to none) at creation. */
#define OPF(n, parse_fn, print_fn, verify_fn, names_fn)                                       \
  BO_OP_DEF(MATH_##n, .traits = EW, .inherent_attrs = fastmath_attrs, .parse = (parse_fn),   \
   .print = (print_fn), .verify = (verify_fn), .asm_result_names = (names_fn),               \
   .populate_defaults = bo_populate_fastmath)
/* ... with a folder (src/dialects/math_fold.c). */
#define OPFF(n, parse_fn, print_fn, verify_fn, fold_fn)                                       \
  BO_OP_DEF(MATH_##n, .traits = EW, .inherent_attrs = fastmath_attrs, .parse = (parse_fn),   \
   .print = (print_fn), .verify = (verify_fn), .populate_defaults = bo_populate_fastmath,    \
   .fold = (fold_fn))
#define F1(n) OPF(n, bo_parse_unary_fastmath, bo_print_with_fastmath, verify_float_unary, NULL)
#define F2(n) OPF(n, bo_parse_binary_fastmath, bo_print_with_fastmath, verify_float_binary, NULL)
#define F1F(n, f) OPFF(n, bo_parse_unary_fastmath, bo_print_with_fastmath, verify_float_unary, f)
#define F2F(n, f) OPFF(n, bo_parse_binary_fastmath, bo_print_with_fastmath, verify_float_binary, f)
#define I1(n) OP(n, no_attrs, bo_parse_unary, bo_print_plain, verify_int_unary, NULL)
#define FPRED(n) OPF(n, parse_float_predicate, print_float_predicate, verify_float_predicate, NULL)

static const bo_op_info math_ops[] = {
    F1F(ABSF, bo_math_fold_absf),  I1(ABSI),  F1(ACOS),  F1(ACOSH), F1(ASIN),  F1(ASINH),
    F1F(ATAN, bo_math_fold_atan),  F2(ATAN2), F1(ATANH), F1(CBRT),  F1F(CEIL, bo_math_fold_ceil),
    OPF(CLAMPF, parse_clampf, print_clampf, verify_float_ternary, NULL),
    F2(COPYSIGN), F1F(COS, bo_math_fold_cos), F1(COSH), I1(CTLZ), I1(CTPOP), I1(CTTZ),
    F1F(ERF, bo_math_fold_erf),   F1(ERFC),  F1F(EXP, bo_math_fold_exp),   F1F(EXP2, bo_math_fold_exp2),  F1(EXPM1), F1F(FLOOR, bo_math_fold_floor),
    OPF(FMA, bo_parse_ternary_fastmath, bo_print_with_fastmath,
       verify_float_ternary, NULL),
    OPF(FPOWI, parse_fpowi, print_fpowi, verify_fpowi, NULL),
    OP(IPOWI, no_attrs, bo_parse_binary, bo_print_plain, verify_int_binary, NULL),
    FPRED(ISFINITE), FPRED(ISINF), FPRED(ISNAN), FPRED(ISNORMAL),
    F1F(LOG, bo_math_fold_log),   F1F(LOG10, bo_math_fold_log10), F1(LOG1P), F1F(LOG2, bo_math_fold_log2),  F2F(POWF, bo_math_fold_powf),  F1(ROUND),
    F1F(ROUNDEVEN, bo_math_fold_roundeven), F1(RSQRT),
    OPF(SINCOS, parse_sincos, print_operand_type_form, verify_sincos,
       sincos_names),
    F1F(SIN, bo_math_fold_sin),   F1(SINH),  F1F(SQRT, bo_math_fold_sqrt),  F1F(TAN, bo_math_fold_tan),   F1F(TANH, bo_math_fold_tanh),  F1F(TRUNC, bo_math_fold_trunc),
};

const bo_dialect bo_dialect_math = {
    .name = "math",
    .ops = math_ops,
    .num_ops = sizeof math_ops / sizeof math_ops[0],
};
BO_OP_TABLE_CHECK(math_ops, MATH);
