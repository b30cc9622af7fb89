/* index.c - the index dialect: integer arithmetic on `index` values.
 *
 * Binary ops (`index.add %a, %b`: no type, both operands and the result are
 * index), constants (`index.constant 5`, `index.bool.constant true`),
 * `index.sizeof`, comparisons (`index.cmp slt(%a, %b)`, the predicate stored
 * as the opaque `#index<cmp_predicate slt>`) and the casts
 * (`index.casts %x : i32 to index`, sign- / zero-extending or truncating).
 * All are pure.  Printed as mlir-opt 22 prints them, with its result names
 * (%idx5, %true).  The semantics are in src/interp/ops_index.c.  O(1) hooks.
 */
#include "common.h"
#include "index.h"
#include "fold.h"

static bool is_index(const bo_type *t) { return bo_type_get_kind(t) == BO_TYPE_INDEX; }

/* `%a, %b attr-dict` */
static int parse_binary(bo_parser *p, bo_parse_state *st) {
  bo_unresolved u[2];
  const bo_type *idx = bo_type_index(st->ctx);
  if (bo_parse_operand(p, &u[0]) || bo_parse_punct(p, ",") || bo_parse_operand(p, &u[1]) ||
      bo_parse_optional_attr_dict(p, st) < 0 ||
      bo_resolve_operands_same(p, u, 2, idx, &st->operands))
    return -1;
  bo_state_add_result_type(st, idx);
  return 0;
}

static void print_binary(bo_printer *p, bo_op *op) {
  bo_print_char(p, ' ');
  bo_print_op_operands(p, op, 0, 2);
  bo_print_attr_dict_eliding_inherent(p, op);
}

static int verify_binary(bo_op *op) {
  if (bo_verify_counts(op, 0, 1, 0, 2) ||
      bo_verify_all_operands_are(op, is_index, "index") ||
      bo_verify_result_is(op, 0, is_index, "index"))
    return -1;
  return 0;
}

/* -------------------------------------------------------------- folders */

/* Upstream's foldBinaryOpUnchecked: both operands constant, the op done on
 * 64 bits and on the operands truncated to 32 bits, folded when the two
 * agree (index has either width); for add, sub and mul they always do.
 * The constant is materialised as index.constant. */
static int folded_index(bo_op *op, bo_fold_result *r, uint64_t v) {
  r[0].attr = bo_attr_integer(op->ctx, op->results[0].type, (int64_t)v);
  r[0].constant_op = BO_OP_INDEX_CONSTANT;
  return BO_FOLD_REPLACED;
}

static bool both_index_const(const bo_attr *const *c, uint64_t *a, uint64_t *b) {
  int64_t x, y;
  if (!bo_fold_int_of(c[0], &x) || !bo_fold_int_of(c[1], &y)) return false;
  *a = (uint64_t)x, *b = (uint64_t)y;
  return true;
}

static bool rhs_index_is(const bo_attr *const *c, int64_t want) {
  int64_t v;
  return bo_fold_int_of(c[1], &v) && v == want;
}

int bo_index_fold_add(bo_op *op, const bo_attr *const *c, bo_fold_result *r) {
  uint64_t a, b;
  if (both_index_const(c, &a, &b)) return folded_index(op, r, a + b);
  if (rhs_index_is(c, 0)) { r[0].value = op->operands[0].value; return BO_FOLD_REPLACED; }
  return BO_FOLD_NONE;
}

int bo_index_fold_sub(bo_op *op, const bo_attr *const *c, bo_fold_result *r) {
  uint64_t a, b;
  if (both_index_const(c, &a, &b)) return folded_index(op, r, a - b);
  if (rhs_index_is(c, 0)) { r[0].value = op->operands[0].value; return BO_FOLD_REPLACED; }
  return BO_FOLD_NONE;
}

int bo_index_fold_mul(bo_op *op, const bo_attr *const *c, bo_fold_result *r) {
  uint64_t a, b;
  if (both_index_const(c, &a, &b)) return folded_index(op, r, a * b);
  if (rhs_index_is(c, 1)) { r[0].value = op->operands[0].value; return BO_FOLD_REPLACED; }
  return BO_FOLD_NONE;
}

/* ------------------------------------------------------------ constants */

static const char *const value_attrs[] = {"value", NULL};

static int parse_constant(bo_parser *p, bo_parse_state *st) {
  int64_t v;
  const bo_type *idx = bo_type_index(st->ctx);
  if (bo_parse_optional_attr_dict(p, st) < 0) return -1;
  if (!bo_parser_peek_integer(p)) { /* a float literal is read, then refused */
    double d;
    if (bo_parse_float(p, &d)) return -1;
    return bo_parser_error_at(p, bo_parser_loc(p), "floating point value not valid for specified type");
  }
  if (bo_parse_integer(p, &v)) return -1;
  bo_state_add_attr(st, "value", bo_attr_integer(st->ctx, idx, v));
  bo_state_add_result_type(st, idx);
  return 0;
}

static void print_constant(bo_printer *p, bo_op *op) {
  bo_print_attr_dict_eliding_inherent(p, op);
  bo_printf(p, " %lld", (long long)bo_attr_get_int(bo_op_get_prop(op, "value")));
}

static int verify_constant(bo_op *op) {
  if (bo_verify_counts(op, 0, 1, 0, 0) || bo_verify_result_is(op, 0, is_index, "index") ||
      bo_verify_has_attr(op, "value"))
    return -1;
  const bo_attr *a = bo_op_get_prop(op, "value");
  if (bo_attr_get_kind(a) != BO_ATTR_INTEGER || !is_index(bo_attr_get_type(a)))
    return bo_op_emit_error(op, "attribute 'value' failed to satisfy constraint: index attribute");
  return 0;
}

static void constant_names(bo_op *op, bo_name_setter *s) {
  char buf[32];
  const bo_attr *a = bo_op_get_prop(op, "value");
  if (!a || bo_attr_get_kind(a) != BO_ATTR_INTEGER) return;
  snprintf(buf, sizeof buf, "idx%lld", (long long)bo_attr_get_int(a));
  bo_set_value_name(s, bo_op_get_result(op, 0), buf);
}

static int parse_bool_constant(bo_parser *p, bo_parse_state *st) {
  bo_loc loc;
  const char *kw = NULL;
  if (bo_parse_optional_attr_dict(p, st) < 0) return -1;
  loc = bo_parser_loc(p);
  bool value;
  if (bo_parser_peek_integer(p)) { /* an i1 attribute: 0 and 1 are false and true */
    int64_t v;
    if (bo_parse_integer(p, &v)) return -1;
    if (v != 0 && v != 1) return bo_parser_error_at(p, loc, "integer constant out of range for attribute");
    value = v == 1;
  } else {
    if (bo_parse_any_keyword(p, &kw)) return -1;
    if (strcmp(kw, "true") && strcmp(kw, "false"))
      return bo_parser_error_at(p, loc, "expected 'true' or 'false'");
    value = !strcmp(kw, "true");
  }
  bo_state_add_attr(st, "value", bo_attr_bool(st->ctx, value));
  bo_state_add_result_type(st, bo_type_integer(st->ctx, 1, BO_SIGNLESS));
  return 0;
}

static void print_bool_constant(bo_printer *p, bo_op *op) {
  bo_print_attr_dict_eliding_inherent(p, op);
  bo_print_str(p, bo_attr_get_bool(bo_op_get_prop(op, "value")) ? " true" : " false");
}

static bool is_i1(const bo_type *t) { return bo_type_is_integer(t, 1); }

static int verify_bool_constant(bo_op *op) {
  if (bo_verify_counts(op, 0, 1, 0, 0) || bo_verify_result_is(op, 0, is_i1, "1-bit signless integer") ||
      bo_verify_has_attr(op, "value"))
    return -1;
  const bo_attr *a = bo_op_get_prop(op, "value");
  if (bo_attr_get_kind(a) != BO_ATTR_INTEGER || !bo_type_is_integer(bo_attr_get_type(a), 1))
    return bo_op_emit_error(op, "attribute 'value' failed to satisfy constraint: bool attribute");
  return 0;
}

static void bool_names(bo_op *op, bo_name_setter *s) {
  const bo_attr *a = bo_op_get_prop(op, "value");
  if (a && bo_attr_get_kind(a) == BO_ATTR_INTEGER)
    bo_set_value_name(s, bo_op_get_result(op, 0), bo_attr_get_bool(a) ? "true" : "false");
}

static int parse_sizeof(bo_parser *p, bo_parse_state *st) {
  if (bo_parse_optional_attr_dict(p, st) < 0) return -1;
  bo_state_add_result_type(st, bo_type_index(st->ctx));
  return 0;
}

static void print_sizeof(bo_printer *p, bo_op *op) { bo_print_attr_dict_eliding_inherent(p, op); }

static int verify_sizeof(bo_op *op) {
  return bo_verify_counts(op, 0, 1, 0, 0) || bo_verify_result_is(op, 0, is_index, "index") ? -1 : 0;
}

/* ------------------------------------------------------------------ cmp */

static const char *const cmp_attrs[] = {"pred", NULL};
static const char *const predicates[] = {"eq", "ne", "slt", "sle", "sgt", "sge",
                                         "ult", "ule", "ugt", "uge", NULL};

int bo_index_cmp_predicate(const bo_op *op) {
  const bo_attr *a = bo_op_get_prop(op, "pred");
  if (!a || bo_attr_get_kind(a) != BO_ATTR_OPAQUE) return -1;
  const char *s = strstr(bo_attr_get_opaque_text(a), "cmp_predicate");
  if (!s) return -1;
  s += strlen("cmp_predicate");
  while (*s == ' ') s++;
  for (int i = 0; predicates[i]; i++) {
    size_t n = strlen(predicates[i]);
    if (!strncmp(s, predicates[i], n) && (s[n] == '>' || s[n] == ' ')) return i;
  }
  return -1;
}

static int parse_cmp(bo_parser *p, bo_parse_state *st) {
  bo_unresolved u[2];
  const char *kw = NULL;
  bo_loc loc = bo_parser_loc(p);
  if (bo_parse_any_keyword(p, &kw)) return -1;
  int i = 0;
  while (predicates[i] && strcmp(predicates[i], kw)) i++;
  if (!predicates[i])
    return bo_parser_custom_error_at(p, loc, "expected ::mlir::index::IndexCmpPredicate to be "
                                             "one of: eq, ne, slt, sle, sgt, sge, ult, ule, "
                                             "ugt, uge");
  char buf[64];
  int n = snprintf(buf, sizeof buf, "index<cmp_predicate %s>", kw);
  bo_state_add_attr(st, "pred", bo_attr_opaque(st->ctx, buf, (size_t)n));
  if (bo_parse_punct(p, "(") || bo_parse_operand(p, &u[0]) || bo_parse_punct(p, ",") ||
      bo_parse_operand(p, &u[1]) || bo_parse_punct(p, ")") ||
      bo_parse_optional_attr_dict(p, st) < 0 ||
      bo_resolve_operands_same(p, u, 2, bo_type_index(st->ctx), &st->operands))
    return -1;
  bo_state_add_result_type(st, bo_type_integer(st->ctx, 1, BO_SIGNLESS));
  return 0;
}

static void print_cmp(bo_printer *p, bo_op *op) {
  int i = bo_index_cmp_predicate(op);
  bo_printf(p, " %s(", i < 0 ? "eq" : predicates[i]);
  bo_print_op_operands(p, op, 0, 2);
  bo_print_char(p, ')');
  bo_print_attr_dict_eliding_inherent(p, op);
}

static int verify_cmp(bo_op *op) {
  if (bo_verify_counts(op, 0, 1, 0, 2) || bo_verify_all_operands_are(op, is_index, "index") ||
      bo_verify_result_is(op, 0, is_i1, "1-bit signless integer") ||
      bo_verify_has_attr(op, "pred"))
    return -1;
  if (bo_index_cmp_predicate(op) < 0)
    return bo_op_emit_error(op, "attribute 'pred' failed to satisfy constraint: index "
                                "comparison predicate kind");
  return 0;
}

/* ---------------------------------------------------------------- casts */

static bool is_int_or_index(const bo_type *t) { return bo_type_is_signless_int_or_index(t); }

static int verify_cast(bo_op *op) {
  if (bo_verify_counts(op, 0, 1, 0, 1) ||
      bo_verify_operand_is(op, 0, is_int_or_index, "integer or index") ||
      bo_verify_result_is(op, 0, is_int_or_index, "integer or index"))
    return -1;
  const bo_type *a = bo_value_get_type(bo_op_get_operand(op, 0)), *b = op->results[0].type;
  if (is_index(a) == is_index(b))
    return bo_emit_types_error(op, "operand type '", a, "' and result type '", b,
                               "' are cast incompatible");
  return 0;
}

/* ---------------------------------------------------------------- table */

#define P BO_TRAIT_PURE
#define BIN(ID, extra)                                                                      \
  BO_OP_DEF(ID, .traits = P | (extra), .parse = parse_binary, .print = print_binary,     \
            .verify = verify_binary)
#define BINF(ID, extra, folder)                                                             \
  BO_OP_DEF(ID, .traits = P | (extra), .parse = parse_binary, .print = print_binary,     \
            .verify = verify_binary, .fold = folder)
#define C BO_TRAIT_COMMUTATIVE

static const bo_op_info index_ops[] = {
    BINF(INDEX_ADD, C, bo_index_fold_add),
    BIN(INDEX_AND, C),
    BO_OP_DEF(INDEX_BOOL_CONSTANT, .traits = P | BO_TRAIT_CONSTANT_LIKE,
     .inherent_attrs = value_attrs, .parse = parse_bool_constant, .print = print_bool_constant,
     .verify = verify_bool_constant, .asm_result_names = bool_names),
    BO_OP_DEF(INDEX_CASTS, .traits = P, .parse = bo_parse_cast, .print = bo_print_cast,
     .verify = verify_cast),
    BO_OP_DEF(INDEX_CASTU, .traits = P, .parse = bo_parse_cast, .print = bo_print_cast,
     .verify = verify_cast),
    BIN(INDEX_CEILDIVS, 0),
    BIN(INDEX_CEILDIVU, 0),
    BO_OP_DEF(INDEX_CMP, .traits = P, .inherent_attrs = cmp_attrs, .parse = parse_cmp,
     .print = print_cmp, .verify = verify_cmp),
    BO_OP_DEF(INDEX_CONSTANT, .traits = P | BO_TRAIT_CONSTANT_LIKE,
     .inherent_attrs = value_attrs, .parse = parse_constant, .print = print_constant,
     .verify = verify_constant, .asm_result_names = constant_names),
    BIN(INDEX_DIVS, 0),
    BIN(INDEX_DIVU, 0),
    BIN(INDEX_FLOORDIVS, 0),
    BIN(INDEX_MAXS, C),
    BIN(INDEX_MAXU, C),
    BIN(INDEX_MINS, C),
    BIN(INDEX_MINU, C),
    BINF(INDEX_MUL, C, bo_index_fold_mul),
    BIN(INDEX_OR, C),
    BIN(INDEX_REMS, 0),
    BIN(INDEX_REMU, 0),
    BIN(INDEX_SHL, 0),
    BIN(INDEX_SHRS, 0),
    BIN(INDEX_SHRU, 0),
    BO_OP_DEF(INDEX_SIZEOF, .traits = P, .parse = parse_sizeof, .print = print_sizeof,
     .verify = verify_sizeof),
    BINF(INDEX_SUB, 0, bo_index_fold_sub),
    BIN(INDEX_XOR, C),
};

const bo_dialect bo_dialect_index = {
    .name = "index",
    .ops = index_ops,
    .num_ops = BO_NUM_INDEX_OPS,
};
BO_OP_TABLE_CHECK(index_ops, INDEX);
