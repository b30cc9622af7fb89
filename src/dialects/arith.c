/* arith.c - the arith dialect: op table, custom syntax, verifiers, SSA names.
 *
 * Most ops belong to a handful of shapes handled by common.c (binary with or
 * without overflow/fastmath flags, casts); this file adds the odd ones out
 * (constant, cmpi/cmpf, select, the *_extended ops, truncf) and the type
 * rules.  Invariant: every op stores exactly the properties mlir-opt stores,
 * including default-valued flag groups (`overflowFlags`, `fastmath` set to
 * `none`), so the generic form prints the same `<{...}>` as upstream.
 */
#include "common.h"
#include "bufferize_ifaces.h"
#include "memory_iface.h"
#include "fold.h"

#include <stdio.h>

static const char *const no_attrs[] = {NULL};
static const char *const overflow_attrs[] = {"overflowFlags", NULL};
static const char *const fastmath_attrs[] = {"fastmath", NULL};
static const char *const value_attrs[] = {"value", NULL};
static const char *const cmpi_attrs[] = {"predicate", NULL};
static const char *const cmpf_attrs[] = {"fastmath", "predicate", NULL};
static const char *const truncf_attrs[] = {"fastmath", "roundingmode", NULL};
static const char *const exact_attrs[] = {"isExact", NULL};

#define DESC_INT "signless-integer-like"
#define DESC_FIXED_INT "signless-fixed-width-integer-like"
#define DESC_FLOAT "floating-point-like"
#define DESC_BOOL "bool-like"
#define DESC_INDEX_CAST "signless-integer-like or memref of signless-integer"
#define DESC_BITCAST "signless-integer-or-float-like or memref of signless-integer or float"

/* ------------------------------------------------------ elementwise verifiers */

/* n operands and one result, all satisfying pred and of one type. */
static int verify_same_type_op(bo_op *op, int n, bool (*pred)(const bo_type *),
                               const char *desc) {
  if (bo_verify_counts(op, 0, 1, 0, n) || bo_verify_all_operands_are(op, pred, desc) ||
      bo_verify_all_results_are(op, pred, desc))
    return -1;
  return bo_verify_same_operands_and_result_type(op);
}

static int verify_int_binary(bo_op *op) {
  return verify_same_type_op(op, 2, bo_is_signless_int_like, DESC_INT);
}
static int verify_int_binary_overflow(bo_op *op) {
  return verify_same_type_op(op, 2, bo_is_signless_int_like, DESC_INT);
}
static int verify_float_binary(bo_op *op) {
  return verify_same_type_op(op, 2, bo_is_float_like, DESC_FLOAT);
}
static int verify_negf(bo_op *op) {
  return verify_same_type_op(op, 1, bo_is_float_like, DESC_FLOAT);
}

/* ------------------------------------------------------------------ casts */

/* Memrefs are accepted by index_cast and bitcast; the element type decides. */
static bool is_index_cast_type(const bo_type *t) {
  if (bo_type_get_kind(t) == BO_TYPE_MEMREF || bo_type_get_kind(t) == BO_TYPE_UNRANKED_MEMREF) {
    const bo_type *e = bo_type_get_element_type(t);
    return bo_type_is_signless_int_or_index(e);
  }
  return bo_is_signless_int_like(t);
}

static bool is_bitcast_type(const bo_type *t) {
  if (bo_type_get_kind(t) == BO_TYPE_MEMREF || bo_type_get_kind(t) == BO_TYPE_UNRANKED_MEMREF)
    return bo_is_signless_int_or_float(bo_type_get_element_type(t));
  return bo_is_signless_fixed_int_like(t) || bo_is_float_like(t);
}

typedef enum cast_rule {
  CAST_WIDEN, CAST_NARROW, CAST_ANY, CAST_INDEX, CAST_SAME_WIDTH
} cast_rule;

/* The element-level compatibility rule of each cast (CastOpInterface). */
static bool cast_compatible(cast_rule rule, const bo_type *from, const bo_type *to) {
  const bo_type *a = bo_elem_or_self(from), *b = bo_elem_or_self(to);
  switch (rule) {
  case CAST_WIDEN:
    return bo_type_get_width(a) < bo_type_get_width(b);
  case CAST_NARROW:
    return bo_type_get_width(a) > bo_type_get_width(b);
  case CAST_ANY:
    return true;
  case CAST_INDEX: {
    bool ai = bo_type_get_kind(a) == BO_TYPE_INDEX, bi = bo_type_get_kind(b) == BO_TYPE_INDEX;
    if (bo_type_is_memref(from) != bo_type_is_memref(to))
      return false;
    return ai != bi;
  }
  case CAST_SAME_WIDTH:
    if (bo_type_is_memref(from) != bo_type_is_memref(to))
      return false;
    if (bo_type_get_kind(a) == BO_TYPE_INDEX || bo_type_get_kind(b) == BO_TYPE_INDEX)
      return false;
    return bo_type_get_width(a) == bo_type_get_width(b);
  }
  return false;
}

/* SameInputOutputTensorDims: two ranked tensors have the very same
 * dimensions, static or dynamic ('?' matches only '?'). */
static bool same_tensor_dims(const bo_type *a, const bo_type *b) {
  if (bo_type_get_kind(a) != BO_TYPE_TENSOR || bo_type_get_kind(b) != BO_TYPE_TENSOR) return true;
  unsigned r = bo_type_get_rank(a);
  if (r != bo_type_get_rank(b)) return false;
  for (unsigned i = 0; i < r; i++)
    if (bo_type_get_shape(a)[i] != bo_type_get_shape(b)[i]) return false;
  return true;
}

/* The checks in mlir-opt's order: operand and result types, then the
 * SameInputOutputTensorDims predicate, then SameOperandsAndResultShape,
 * then the cast compatibility (which also wants equal tensor encodings). */
static int verify_cast(bo_op *op, bool (*in_pred)(const bo_type *), const char *in_desc,
                       bool (*out_pred)(const bo_type *), const char *out_desc, cast_rule rule) {
  if (bo_verify_counts(op, 0, 1, 0, 1) || bo_verify_operand_is(op, 0, in_pred, in_desc) ||
      bo_verify_result_is(op, 0, out_pred, out_desc))
    return -1;
  const bo_type *from = bo_value_get_type(bo_op_get_operand(op, 0));
  const bo_type *to = bo_value_get_type(bo_op_get_result(op, 0));
  if (!same_tensor_dims(from, to))
    return bo_op_emit_error(op, "failed to verify that input and output have the same tensor "
                                "dimensions");
  if (bo_verify_same_operands_and_result_shape(op)) return -1;
  bool encodings_differ = bo_type_get_kind(from) == BO_TYPE_TENSOR &&
                          bo_type_get_kind(to) == BO_TYPE_TENSOR &&
                          bo_type_get_encoding(from) != bo_type_get_encoding(to);
  if (encodings_differ || !cast_compatible(rule, from, to))
    return bo_emit_types_error(op, "operand type '", from, "' and result type '", to,
                               "' are cast incompatible");
  return 0;
}

static int verify_int_widen(bo_op *op) {
  return verify_cast(op, bo_is_signless_fixed_int_like, DESC_FIXED_INT,
                     bo_is_signless_fixed_int_like, DESC_FIXED_INT, CAST_WIDEN);
}
static int verify_trunci(bo_op *op) {
  return verify_cast(op, bo_is_signless_fixed_int_like, DESC_FIXED_INT,
                     bo_is_signless_fixed_int_like, DESC_FIXED_INT, CAST_NARROW);
}
static int verify_extf(bo_op *op) {
  return verify_cast(op, bo_is_float_like, DESC_FLOAT, bo_is_float_like, DESC_FLOAT, CAST_WIDEN);
}
static int verify_truncf(bo_op *op) {
  return verify_cast(op, bo_is_float_like, DESC_FLOAT, bo_is_float_like, DESC_FLOAT,
                     CAST_NARROW);
}
static int verify_int_to_float(bo_op *op) {
  return verify_cast(op, bo_is_signless_fixed_int_like, DESC_FIXED_INT, bo_is_float_like,
                     DESC_FLOAT, CAST_ANY);
}
static int verify_float_to_int(bo_op *op) {
  return verify_cast(op, bo_is_float_like, DESC_FLOAT, bo_is_signless_fixed_int_like,
                     DESC_FIXED_INT, CAST_ANY);
}
static int verify_index_cast(bo_op *op) {
  return verify_cast(op, is_index_cast_type, DESC_INDEX_CAST, is_index_cast_type,
                     DESC_INDEX_CAST, CAST_INDEX);
}
static int verify_bitcast(bo_op *op) {
  return verify_cast(op, is_bitcast_type, DESC_BITCAST, is_bitcast_type, DESC_BITCAST,
                     CAST_SAME_WIDTH);
}

static int parse_extf(bo_parser *p, bo_parse_state *st) {
  return bo_parse_cast_flags(p, st, BO_FLAGS_FASTMATH, false);
}
static void print_extf(bo_printer *p, bo_op *op) {
  bo_print_cast_flags(p, op, BO_FLAGS_FASTMATH, false);
}
static int parse_trunci(bo_parser *p, bo_parse_state *st) {
  return bo_parse_cast_flags(p, st, BO_FLAGS_OVERFLOW, true);
}
static void print_trunci(bo_printer *p, bo_op *op) {
  bo_print_cast_flags(p, op, BO_FLAGS_OVERFLOW, true);
}

/* divsi / divui / shrsi / shrui: `%a, %b (exact)? attr-dict : T`.  isExact
 * is a unit property, absent when the keyword is (mlir-opt 22 prints no
 * `<{isExact = false}>`); `{isExact}` in the attribute dictionary sets it
 * too, as for any inherent attribute. */
static int parse_exact_binary(bo_parser *p, bo_parse_state *st) {
  bo_unresolved ops[2];
  const bo_type *t;
  if (bo_parse_operand(p, &ops[0]) || bo_parse_punct(p, ",") || bo_parse_operand(p, &ops[1]))
    return -1;
  int exact = bo_parse_optional_keyword(p, "exact");
  if (exact < 0) return -1;
  if (exact) bo_state_add_attr(st, "isExact", bo_attr_unit(bo_parser_context(p)));
  if (bo_parse_optional_attr_dict(p, st) < 0 || bo_parse_colon_type(p, &t) ||
      bo_resolve_operands_same(p, ops, 2, t, &st->operands))
    return -1;
  bo_state_add_result_type(st, t);
  return 0;
}

static void print_exact_binary(bo_printer *p, bo_op *op) {
  bo_print_char(p, ' ');
  bo_print_op_operands(p, op, 0, 2);
  if (bo_op_get_attr(op, "isExact")) bo_print_str(p, " exact");
  bo_print_attr_dict_eliding_inherent(p, op);
  bo_print_str(p, " : ");
  bo_print_type(p, bo_value_get_type(bo_op_get_result(op, 0)));
}

static int verify_exact_binary(bo_op *op) {
  const bo_attr *e = bo_op_get_attr(op, "isExact");
  if (e && bo_attr_get_kind(e) != BO_ATTR_UNIT)
    return bo_op_emit_error(op, "attribute 'isExact' failed to satisfy constraint: unit attribute");
  return verify_int_binary(op);
}

/* truncf: `%a [roundingmode] [fastmath<..>] attr-dict : T to U`; the rounding
 * mode is an i32 enum attribute, both groups optional (no default). */
static const char *const rounding_modes[] = {"to_nearest_even", "downward", "upward",
                                             "toward_zero", "to_nearest_away"};

static int parse_truncf(bo_parser *p, bo_parse_state *st) {
  bo_unresolved in;
  const bo_type *from, *to;
  if (bo_parse_operand(p, &in))
    return -1;
  for (unsigned i = 0; i < 5; i++) {
    int r = bo_parse_optional_keyword(p, rounding_modes[i]);
    if (r < 0)
      return -1;
    if (r) {
      bo_context *ctx = bo_parser_context(p);
      bo_state_add_attr(st, "roundingmode",
                        bo_attr_integer(ctx, bo_type_integer(ctx, 32, BO_SIGNLESS), i));
      break;
    }
  }
  if (bo_parse_flag_group(p, st, BO_FLAGS_FASTMATH, false) || (bo_parse_optional_attr_dict(p, st) < 0) ||
      bo_parse_colon_type(p, &from) || bo_parse_keyword(p, "to") || bo_parse_type(p, &to) ||
      bo_resolve_operands_same(p, &in, 1, from, &st->operands))
    return -1;
  bo_state_add_result_type(st, to);
  return 0;
}

static void print_truncf(bo_printer *p, bo_op *op) {
  bo_print_char(p, ' ');
  bo_print_operand(p, bo_op_get_operand(op, 0));
  const bo_attr *mode = bo_op_get_prop(op, "roundingmode");
  if (mode && bo_attr_get_kind(mode) == BO_ATTR_INTEGER) {
    int64_t m = bo_attr_get_int(mode);
    if (m >= 0 && m < 5)
      bo_printf(p, " %s", rounding_modes[m]);
  }
  bo_print_flag_group(p, op, BO_FLAGS_FASTMATH, false);
  bo_print_attr_dict_eliding_inherent(p, op);
  bo_print_str(p, " : ");
  bo_print_type(p, bo_value_get_type(bo_op_get_operand(op, 0)));
  bo_print_str(p, " to ");
  bo_print_type(p, bo_value_get_type(bo_op_get_result(op, 0)));
}

/* --------------------------------------------------------------- constant */

static int parse_constant(bo_parser *p, bo_parse_state *st) {
  const bo_attr *value;
  if ((bo_parse_optional_attr_dict(p, st) < 0) || bo_parse_attribute(p, NULL, &value))
    return -1;
  bo_state_add_attr(st, "value", value);
  const bo_type *t = bo_attr_get_type(value);
  if (!t)
    return bo_parser_error(p, "expected a typed attribute");
  bo_state_add_result_type(st, t);
  return 0;
}

static void print_constant(bo_printer *p, bo_op *op) {
  bo_print_attr_dict_eliding_inherent(p, op);
  bo_print_char(p, ' ');
  const bo_attr *v = bo_op_get_prop(op, "value");
  if (v)
    bo_print_attr(p, v);
}

static int verify_constant(bo_op *op) {
  if (bo_verify_counts(op, 0, 1, 0, 0) || bo_verify_has_attr(op, "value"))
    return -1;
  const bo_attr *v = bo_op_get_prop(op, "value");
  const bo_type *t = bo_value_get_type(bo_op_get_result(op, 0));
  if (bo_attr_get_type(v) != t)
    return bo_op_emit_error(op, "failed to verify that all of {value, result} have same type");
  if (bo_type_get_kind(t) == BO_TYPE_INTEGER && bo_type_get_signedness(t) != BO_SIGNLESS)
    return bo_op_emit_error(op, "integer return type must be signless");
  bo_attr_kind k = bo_attr_get_kind(v);
  if (k != BO_ATTR_INTEGER && k != BO_ATTR_FLOAT && k != BO_ATTR_DENSE && k != BO_ATTR_OPAQUE)
    return bo_op_emit_error(op, "value must be an integer, float, or elements attribute");
  const bool *sc = bo_type_get_scalable_dims(t); /* non-NULL: some dim is scalable */
  if (sc && k == BO_ATTR_DENSE && !bo_attr_dense_is_splat(v))
    return bo_op_emit_error(op, "intializing scalable vectors with elements attribute is not "
                                "supported unless it's a vector splat");
  return 0;
}

/* `%c0` for index, `%c1_i32` for integers, `%true`/`%false` for i1, `%cst`
 * for everything else. */
static void constant_names(bo_op *op, bo_name_setter *s) {
  bo_value *r = bo_op_get_result(op, 0);
  const bo_attr *v = bo_op_get_prop(op, "value");
  const bo_type *t = bo_value_get_type(r);
  if (!v || bo_attr_get_kind(v) != BO_ATTR_INTEGER) {
    bo_set_value_name(s, r, "cst");
    return;
  }
  if (bo_type_get_kind(t) == BO_TYPE_INTEGER && bo_type_get_width(t) == 1) {
    bo_set_value_name(s, r, bo_attr_get_int(v) ? "true" : "false");
    return;
  }
  char buf[96];
  bo_str num = {0}; /* the value as printed: exact for i65..i128 too */
  bo_format_int_attr_value(&num, v);
  int n = snprintf(buf, sizeof buf, "c%.*s", (int)num.len, num.data);
  bo_str_free(&num);
  if (bo_type_get_kind(t) == BO_TYPE_INTEGER) {
    char *ts = bo_type_to_string(t);
    snprintf(buf + n, sizeof buf - (size_t)n, "_%s", ts);
    free(ts);
  }
  bo_set_value_name(s, r, buf);
}

/* ------------------------------------------------------------ comparisons */

static const char *const cmpi_preds[] = {"eq",  "ne",  "slt", "sle", "sgt",
                                         "sge", "ult", "ule", "ugt", "uge"};
static const char *const cmpf_preds[] = {"false", "oeq", "ogt", "oge", "olt", "ole",
                                         "one",   "ord", "ueq", "ugt", "uge", "ult",
                                         "ule",   "une", "uno", "true"};

/* `pred, %a, %b [fastmath<..>] attr-dict : T`; the result is i1 of T's shape. */
static int parse_compare(bo_parser *p, bo_parse_state *st, const char *const *preds,
                         unsigned npreds, const char *list, bool fastmath) {
  bo_context *ctx = bo_parser_context(p);
  bo_loc loc = bo_parser_loc(p);
  const char *word = NULL;
  size_t len;
  if (!bo_parse_optional_any_keyword(p, &word) && !bo_parse_optional_string(p, &word, &len))
    word = NULL; /* neither: mlir-opt's enum message below, at this token */
  unsigned i = 0;
  if (!word) i = npreds;
  else
    while (i < npreds && strcmp(preds[i], word))
      i++;
  if (i == npreds)
    return bo_parser_error_at(p, loc,
                              "custom op '%s' expected string or keyword containing one of the "
                              "following enum values for attribute 'predicate' [%s]",
                              st->name, list);
  bo_state_add_attr(st, "predicate", bo_attr_integer(ctx, bo_type_integer(ctx, 64, BO_SIGNLESS), i));
  bo_unresolved ops[2];
  const bo_type *t;
  if (bo_parse_punct(p, ",") || bo_parse_operand(p, &ops[0]) || bo_parse_punct(p, ",") ||
      bo_parse_operand(p, &ops[1]) ||
      bo_parse_flag_group(p, st, fastmath ? BO_FLAGS_FASTMATH : BO_FLAGS_NONE, true) ||
      (bo_parse_optional_attr_dict(p, st) < 0) || bo_parse_colon_type(p, &t) ||
      bo_resolve_operands_same(p, ops, 2, t, &st->operands))
    return -1;
  if (bo_parse_check_operand_type(p, st, "lhs", t,
                                  fastmath ? bo_is_float_like : bo_is_signless_int_like,
                                  fastmath ? DESC_FLOAT : DESC_INT))
    return -1;
  bo_state_add_result_type(st, bo_i1_like(ctx, t));
  return 0;
}

static void print_compare(bo_printer *p, bo_op *op, const char *const *preds, unsigned npreds,
                          bool fastmath) {
  const bo_attr *a = bo_op_get_prop(op, "predicate");
  int64_t i = a && bo_attr_get_kind(a) == BO_ATTR_INTEGER ? bo_attr_get_int(a) : -1;
  bo_printf(p, " %s, ", i >= 0 && i < (int64_t)npreds ? preds[i] : "?");
  bo_print_op_operands(p, op, 0, bo_op_get_num_operands(op));
  bo_print_flag_group(p, op, fastmath ? BO_FLAGS_FASTMATH : BO_FLAGS_NONE, true);
  bo_print_attr_dict_eliding_inherent(p, op);
  bo_print_str(p, " : ");
  bo_print_type(p, bo_value_get_type(bo_op_get_operand(op, 0)));
}

static int parse_cmpi(bo_parser *p, bo_parse_state *st) {
  return parse_compare(p, st, cmpi_preds, 10, "eq, ne, slt, sle, sgt, sge, ult, ule, ugt, uge",
                       false);
}
static void print_cmpi(bo_printer *p, bo_op *op) { print_compare(p, op, cmpi_preds, 10, false); }
static int parse_cmpf(bo_parser *p, bo_parse_state *st) {
  return parse_compare(p, st, cmpf_preds, 16,
                       "false, oeq, ogt, oge, olt, ole, one, ord, ueq, ugt, uge, ult, ule, une, "
                       "uno, true",
                       true);
}
static void print_cmpf(bo_printer *p, bo_op *op) { print_compare(p, op, cmpf_preds, 16, true); }

/* The predicate is an i64 enum value below n (mlir-opt's constraint text). */
static int verify_predicate(bo_op *op, int n) {
  const bo_attr *a = bo_op_get_prop(op, "predicate");
  const bo_type *t = bo_attr_get_kind(a) == BO_ATTR_INTEGER ? bo_attr_get_type(a) : NULL;
  if (t && bo_type_is_integer(t, 64) && bo_type_get_signedness(t) == BO_SIGNLESS &&
      bo_attr_get_int(a) >= 0 && bo_attr_get_int(a) < n)
    return 0;
  char cases[64] = "";
  for (int i = 0, at = 0; i < n; i++)
    at += snprintf(cases + at, sizeof cases - (size_t)at, i ? ", %d" : "%d", i);
  return bo_op_emit_error(op, "attribute 'predicate' failed to satisfy constraint: allowed "
                              "64-bit signless integer cases: %s", cases);
}

static int verify_compare(bo_op *op, bool (*pred)(const bo_type *), const char *desc) {
  bool cmpf = bo_op_isa(op, BO_OP_ARITH_CMPF);
  if (bo_verify_counts(op, 0, 1, 0, 2) || bo_verify_has_attr(op, "predicate") ||
      verify_predicate(op, cmpf ? 16 : 10) || bo_verify_all_operands_are(op, pred, desc) ||
      bo_verify_result_is(op, 0, bo_is_bool_like, DESC_BOOL))
    return -1;
  const bo_type *lhs = bo_value_get_type(bo_op_get_operand(op, 0));
  if (bo_value_get_type(bo_op_get_operand(op, 1)) != lhs)
    return bo_op_emit_error(op, "requires all operands to have the same type");
  if (bo_value_get_type(bo_op_get_result(op, 0)) != bo_i1_like(bo_op_get_context(op), lhs))
    return bo_op_emit_error(op, "failed to verify that result type has i1 element type and same "
                                "shape as operands");
  return 0;
}

static int verify_cmpi(bo_op *op) {
  return verify_compare(op, bo_is_signless_int_like, DESC_INT);
}
static int verify_cmpf(bo_op *op) {
  return verify_compare(op, bo_is_float_like, DESC_FLOAT);
}

/* ----------------------------------------------------------------- select */

/* `%c, %a, %b attr-dict : T` or `: C, T` when the condition is shaped. */
static int parse_select(bo_parser *p, bo_parse_state *st) {
  bo_unresolved ops[3];
  bo_type_vec types = {0};
  int rc = -1;
  if (bo_parse_operand(p, &ops[0]) || bo_parse_punct(p, ",") || bo_parse_operand(p, &ops[1]) ||
      bo_parse_punct(p, ",") || bo_parse_operand(p, &ops[2]) ||
      (bo_parse_optional_attr_dict(p, st) < 0) || bo_parse_colon_type_list(p, &types))
    goto done;
  if (types.len != 1 && types.len != 2) {
    bo_parser_error(p, "expected one or two types");
    goto done;
  }
  const bo_type *t = types.data[types.len - 1];
  const bo_type *c = types.len == 2 ? types.data[0]
                                    : bo_type_integer(bo_parser_context(p), 1, BO_SIGNLESS);
  if (bo_resolve_operands_same(p, ops, 1, c, &st->operands) ||
      bo_resolve_operands_same(p, ops + 1, 2, t, &st->operands))
    goto done;
  bo_state_add_result_type(st, t);
  rc = 0;
done:
  bo_vec_free(&types);
  return rc;
}

static void print_select(bo_printer *p, bo_op *op) {
  bo_print_char(p, ' ');
  bo_print_op_operands(p, op, 0, 3);
  bo_print_attr_dict_eliding_inherent(p, op);
  bo_print_str(p, " : ");
  const bo_type *c = bo_value_get_type(bo_op_get_operand(op, 0));
  if (bo_type_is_shaped(c)) {
    bo_print_type(p, c);
    bo_print_str(p, ", ");
  }
  bo_print_type(p, bo_value_get_type(bo_op_get_result(op, 0)));
}

static int verify_elementwise(bo_op *op);

static int verify_select(bo_op *op) {
  if (bo_verify_counts(op, 0, 1, 0, 3) || bo_verify_operand_is(op, 0, bo_is_bool_like, DESC_BOOL))
    return -1;
  const bo_type *t = bo_value_get_type(bo_op_get_result(op, 0));
  if (bo_value_get_type(bo_op_get_operand(op, 1)) != t ||
      bo_value_get_type(bo_op_get_operand(op, 2)) != t)
    return bo_op_emit_error(op, "failed to verify that all of {true_value, false_value, result} "
                                "have same type");
  const bo_type *c = bo_value_get_type(bo_op_get_operand(op, 0));
  if (!bo_type_is_shaped(c)) return verify_elementwise(op);
  /* The ODS predicate compares shapes; the op's own check the whole type
   * (a tensor encoding included). */
  bool shape_ok = bo_type_is_shaped(t) && bo_type_has_rank(c) && bo_type_has_rank(t) &&
                  bo_type_get_rank(c) == bo_type_get_rank(t);
  for (unsigned i = 0; shape_ok && i < bo_type_get_rank(c); i++)
    shape_ok = bo_type_get_shape(c)[i] == bo_type_get_shape(t)[i];
  if (!shape_ok)
    return bo_op_emit_error(op, "failed to verify that condition is signless i1 or has matching "
                                "shape");
  if (verify_elementwise(op)) return -1;
  const bo_type *want = bo_i1_like(bo_op_get_context(op), t);
  if (c != want)
    return bo_emit_types_error(op, "expected condition type to have the same shape as the result "
                               "type, expected '", want, "', but got '", c, "'");
  return 0;
}

/* --------------------------------------------------------- extended ops */

/* addui_extended: `%a, %b attr-dict : T, O` -> (T, O). */
static int parse_addui_extended(bo_parser *p, bo_parse_state *st) {
  bo_unresolved ops[2];
  const bo_type *t, *o;
  if (bo_parse_operand(p, &ops[0]) || bo_parse_punct(p, ",") || bo_parse_operand(p, &ops[1]) ||
      (bo_parse_optional_attr_dict(p, st) < 0) || bo_parse_colon_type(p, &t) ||
      bo_parse_punct(p, ",") || bo_parse_type(p, &o) ||
      bo_resolve_operands_same(p, ops, 2, t, &st->operands))
    return -1;
  bo_state_add_result_type(st, t);
  bo_state_add_result_type(st, o);
  return 0;
}

static void print_addui_extended(bo_printer *p, bo_op *op) {
  bo_print_char(p, ' ');
  bo_print_op_operands(p, op, 0, 2);
  bo_print_attr_dict_eliding_inherent(p, op);
  bo_print_str(p, " : ");
  bo_print_type(p, bo_value_get_type(bo_op_get_result(op, 0)));
  bo_print_str(p, ", ");
  bo_print_type(p, bo_value_get_type(bo_op_get_result(op, 1)));
}

/* OpTrait::Elementwise's verifier (MLIR checks it before the op's type
 * predicates): vectors and tensors on both sides or on neither, all of one
 * kind and of compatible shapes. */
static bool is_mappable(const bo_type *t) {
  return bo_type_get_kind(t) == BO_TYPE_VECTOR || bo_type_is_tensor(t);
}
static int verify_elementwise(bo_op *op) {
  unsigned nres = bo_op_get_num_results(op), nops = bo_op_get_num_operands(op);
  unsigned rm = 0, om = 0;
  const bo_type *first = NULL;
  bool same = true;
  for (unsigned i = 0; i < nops + nres; i++) {
    const bo_type *t = bo_value_get_type(i < nops ? bo_op_get_operand(op, i)
                                                  : bo_op_get_result(op, i - nops));
    if (!is_mappable(t)) continue;
    if (i < nops) om++;
    else rm++;
    if (!first) first = t;
    else if (bo_type_get_kind(t) != bo_type_get_kind(first) || !bo_types_same_shape(first, t))
      same = false;
  }
  if (!rm && !om) return 0;
  if (rm && !om)
    return bo_op_emit_error(op, "if a result is non-scalar, then at least one operand must be "
                                "non-scalar");
  if (!rm)
    return bo_op_emit_error(op, "if an operand is non-scalar, then there must be at least one "
                                "non-scalar result");
  if (rm != nres)
    return bo_op_emit_error(op, "if an operand is non-scalar, then all results must be "
                                "non-scalar");
  if (!same)
    return bo_op_emit_error(op, "all non-scalar operands/results must have the same shape and "
                                "base type");
  return 0;
}

static int verify_addui_extended(bo_op *op) {
  if (bo_verify_counts(op, 0, 2, 0, 2) || verify_elementwise(op) ||
      bo_verify_all_operands_are(op, bo_is_signless_int_like, DESC_INT) ||
      bo_verify_result_is(op, 0, bo_is_signless_int_like, DESC_INT) ||
      bo_verify_result_is(op, 1, bo_is_bool_like, DESC_BOOL))
    return -1;
  const bo_type *t = bo_value_get_type(bo_op_get_result(op, 0));
  if (bo_value_get_type(bo_op_get_operand(op, 0)) != t ||
      bo_value_get_type(bo_op_get_operand(op, 1)) != t)
    return bo_op_emit_error(op, "failed to verify that all of {lhs, rhs, sum} have same type");
  if (bo_value_get_type(bo_op_get_result(op, 1)) != bo_i1_like(bo_op_get_context(op), t))
    return bo_op_emit_error(op, "failed to verify that overflow result type has i1 element type "
                                "and same shape as sum");
  return 0;
}

static void addui_extended_names(bo_op *op, bo_name_setter *s) {
  bo_set_value_name(s, bo_op_get_result(op, 0), "sum");
  bo_set_value_name(s, bo_op_get_result(op, 1), "overflow");
}

/* mulsi_extended / mului_extended: `%a, %b attr-dict : T` -> (T, T). */
static int parse_mul_extended(bo_parser *p, bo_parse_state *st) {
  if (bo_parse_same_type(p, st, 2, BO_FLAGS_NONE, false))
    return -1;
  bo_state_add_result_type(st, st->result_types.data[0]);
  return 0;
}

static void print_mul_extended(bo_printer *p, bo_op *op) {
  bo_print_char(p, ' ');
  bo_print_op_operands(p, op, 0, 2);
  bo_print_attr_dict_eliding_inherent(p, op);
  bo_print_str(p, " : ");
  bo_print_type(p, bo_value_get_type(bo_op_get_operand(op, 0)));
}

static int verify_mul_extended(bo_op *op) {
  if (bo_verify_counts(op, 0, 2, 0, 2) ||
      bo_verify_all_operands_are(op, bo_is_signless_int_like, DESC_INT) ||
      bo_verify_all_results_are(op, bo_is_signless_int_like, DESC_INT))
    return -1;
  const bo_type *t = bo_value_get_type(bo_op_get_operand(op, 0));
  if (bo_value_get_type(bo_op_get_operand(op, 1)) != t ||
      bo_value_get_type(bo_op_get_result(op, 0)) != t ||
      bo_value_get_type(bo_op_get_result(op, 1)) != t)
    return bo_op_emit_error(op, "failed to verify that all of {lhs, rhs, low, high} have same "
                                "type");
  return 0;
}

static void mul_extended_names(bo_op *op, bo_name_setter *s) {
  bo_set_value_name(s, bo_op_get_result(op, 0), "low");
  bo_set_value_name(s, bo_op_get_result(op, 1), "high");
}

/* ------------------------------------------------------------------ table */

#define PURE BO_TRAIT_PURE
#define EW (BO_TRAIT_PURE | BO_TRAIT_ELEMENTWISE)
#define COMM (EW | BO_TRAIT_COMMUTATIVE)

/* One table entry: name, traits, inherent attrs, parse, print, verify, names. */
#define OPDF(n, tr, attrs, parse_fn, print_fn, verify_fn, names_fn, defaults_fn, fold_fn)    \
  BO_OP_DEF(ARITH_##n, .traits = (tr), .inherent_attrs = (attrs), .parse = (parse_fn),       \
   .print = (print_fn), .verify = (verify_fn), .asm_result_names = (names_fn),               \
   .populate_defaults = (defaults_fn), .fold = (fold_fn))
#define OPD(n, tr, attrs, parse_fn, print_fn, verify_fn, names_fn, defaults_fn)              \
  OPDF(n, tr, attrs, parse_fn, print_fn, verify_fn, names_fn, defaults_fn, NULL)
#define OP(n, tr, attrs, parse_fn, print_fn, verify_fn, names_fn)                            \
  OPD(n, tr, attrs, parse_fn, print_fn, verify_fn, names_fn, NULL)
/* Integer ops with a folder (src/dialects/arith_fold.c). */
#define OPF(n, tr, attrs, parse_fn, print_fn, verify_fn, fold_fn)                            \
  OPDF(n, tr, attrs, parse_fn, print_fn, verify_fn, NULL, NULL, fold_fn)
#define INT_BIN(n, tr) OP(n, tr, no_attrs, bo_parse_binary, bo_print_plain, verify_int_binary, NULL)
#define INT_BINF(n, tr, f) OPF(n, tr, no_attrs, bo_parse_binary, bo_print_plain, verify_int_binary, f)
#define INT_EXACTF(n, tr, f)                                                                  \
  OPF(n, tr, exact_attrs, parse_exact_binary, print_exact_binary, verify_exact_binary, f)
#define INT_OVF(n, tr)                                                                        \
  OPD(n, tr, overflow_attrs, bo_parse_binary_overflow, bo_print_with_overflow,                \
      verify_int_binary_overflow, NULL, bo_populate_overflow)
#define INT_OVFF(n, tr, f)                                                                    \
  OPDF(n, tr, overflow_attrs, bo_parse_binary_overflow, bo_print_with_overflow,               \
       verify_int_binary_overflow, NULL, bo_populate_overflow, f)
#define FLT_BIN(n, tr)                                                                        \
  OPD(n, tr, fastmath_attrs, bo_parse_binary_fastmath, bo_print_with_fastmath,                \
      verify_float_binary, NULL, bo_populate_fastmath)
#define FLT_BINF(n, tr, f)                                                                    \
  OPDF(n, tr, fastmath_attrs, bo_parse_binary_fastmath, bo_print_with_fastmath,               \
       verify_float_binary, NULL, bo_populate_fastmath, f)
#define CAST(n, attrs, pa, pr, ve) OP(n, EW, attrs, pa, pr, ve, NULL)
#define CASTF(n, attrs, pa, pr, ve, f) OPF(n, EW, attrs, pa, pr, ve, f)

static const bo_op_info arith_ops[] = {
    FLT_BINF(ADDF, COMM, bo_arith_fold_addf),
    INT_OVFF(ADDI, COMM, bo_arith_fold_addi),
    OP(ADDUI_EXTENDED, COMM, no_attrs, parse_addui_extended, print_addui_extended,
       verify_addui_extended, addui_extended_names),
    INT_BINF(ANDI, COMM, bo_arith_fold_andi),
    CAST(BITCAST, no_attrs, bo_parse_cast, bo_print_cast, verify_bitcast),
    INT_BINF(CEILDIVSI, PURE, bo_arith_fold_ceildivsi),
    INT_BINF(CEILDIVUI, PURE, bo_arith_fold_ceildivui),
    OPDF(CMPF, EW, cmpf_attrs, parse_cmpf, print_cmpf, verify_cmpf, NULL, bo_populate_fastmath,
         bo_arith_fold_cmpf),
    OPF(CMPI, EW, cmpi_attrs, parse_cmpi, print_cmpi, verify_cmpi, bo_arith_fold_cmpi),
    BO_OP_DEF(ARITH_CONSTANT, .traits = PURE | BO_TRAIT_CONSTANT_LIKE, .inherent_attrs = value_attrs,
     .parse = parse_constant, .print = print_constant, .verify = verify_constant,
     .asm_result_names = constant_names, .bufferize = &bo_arith_constant_bufferize,
     .fold = bo_arith_fold_constant),
    FLT_BINF(DIVF, EW, bo_arith_fold_divf),
    INT_EXACTF(DIVSI, PURE, bo_arith_fold_divsi),
    INT_EXACTF(DIVUI, PURE, bo_arith_fold_divui),
    OPDF(EXTF, EW, fastmath_attrs, parse_extf, print_extf, verify_extf, NULL,
         bo_normalize_fastmath, bo_arith_fold_float_cast),
    CASTF(EXTSI, no_attrs, bo_parse_cast, bo_print_cast, verify_int_widen, bo_arith_fold_extsi),
    CASTF(EXTUI, no_attrs, bo_parse_cast, bo_print_cast, verify_int_widen, bo_arith_fold_extui),
    INT_BINF(FLOORDIVSI, PURE, bo_arith_fold_floordivsi),
    CASTF(FPTOSI, no_attrs, bo_parse_cast, bo_print_cast, verify_float_to_int, bo_arith_fold_fptosi),
    CASTF(FPTOUI, no_attrs, bo_parse_cast, bo_print_cast, verify_float_to_int, bo_arith_fold_fptoui),
    CASTF(INDEX_CAST, no_attrs, bo_parse_cast, bo_print_cast, verify_index_cast, bo_arith_fold_index_cast),
    CASTF(INDEX_CASTUI, no_attrs, bo_parse_cast, bo_print_cast, verify_index_cast, bo_arith_fold_index_castui),
    FLT_BINF(MAXIMUMF, COMM, bo_arith_fold_maximumf),
    FLT_BIN(MAXNUMF, COMM),
    INT_BINF(MAXSI, COMM, bo_arith_fold_maxsi),
    INT_BINF(MAXUI, COMM, bo_arith_fold_maxui),
    FLT_BINF(MINIMUMF, COMM, bo_arith_fold_minimumf),
    FLT_BIN(MINNUMF, COMM),
    INT_BINF(MINSI, COMM, bo_arith_fold_minsi),
    INT_BINF(MINUI, COMM, bo_arith_fold_minui),
    FLT_BINF(MULF, COMM, bo_arith_fold_mulf),
    INT_OVFF(MULI, COMM, bo_arith_fold_muli),
    OP(MULSI_EXTENDED, COMM, no_attrs, parse_mul_extended, print_mul_extended,
       verify_mul_extended, mul_extended_names),
    OP(MULUI_EXTENDED, COMM, no_attrs, parse_mul_extended, print_mul_extended,
       verify_mul_extended, mul_extended_names),
    OPDF(NEGF, EW, fastmath_attrs, bo_parse_unary_fastmath, bo_print_with_fastmath,
         verify_negf, NULL, bo_populate_fastmath, bo_arith_fold_negf),
    INT_BINF(ORI, COMM, bo_arith_fold_ori),
    FLT_BINF(REMF, EW, bo_arith_fold_remf),
    INT_BINF(REMSI, PURE, bo_arith_fold_remsi),
    INT_BINF(REMUI, PURE, bo_arith_fold_remui),
    BO_OP_DEF(ARITH_SELECT, .traits = EW, .inherent_attrs = no_attrs, .parse = parse_select,
     .print = print_select, .verify = verify_select, .bufferize = &bo_arith_select_bufferize,
     .memory = &bo_memory_select, .fold = bo_arith_fold_select,
     .canonicalize = bo_arith_canonicalize_select),
    INT_OVFF(SHLI, EW, bo_arith_fold_shli),
    INT_EXACTF(SHRSI, EW, bo_arith_fold_shrsi),
    INT_EXACTF(SHRUI, EW, bo_arith_fold_shrui),
    CASTF(SITOFP, no_attrs, bo_parse_cast, bo_print_cast, verify_int_to_float, bo_arith_fold_sitofp),
    FLT_BINF(SUBF, EW, bo_arith_fold_subf),
    INT_OVFF(SUBI, EW, bo_arith_fold_subi),
    OPDF(TRUNCF, EW, truncf_attrs, parse_truncf, print_truncf, verify_truncf, NULL,
         bo_normalize_fastmath, bo_arith_fold_float_cast),
    OPDF(TRUNCI, EW, overflow_attrs, parse_trunci, print_trunci, verify_trunci, NULL,
         bo_populate_overflow, bo_arith_fold_trunci),
    CASTF(UITOFP, no_attrs, bo_parse_cast, bo_print_cast, verify_int_to_float, bo_arith_fold_uitofp),
    INT_BINF(XORI, COMM, bo_arith_fold_xori),
};

const bo_dialect bo_dialect_arith = {
    .name = "arith",
    .ops = arith_ops,
    .num_ops = sizeof arith_ops / sizeof arith_ops[0],
};
BO_OP_TABLE_CHECK(arith_ops, ARITH);
