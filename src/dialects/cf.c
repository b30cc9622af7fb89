/* cf.c - the cf dialect: br, cond_br, switch, assert.
 *
 * Branches keep successor operands as ordinary operands, split into groups by
 * `operandSegmentSizes` (cond_br: condition, true operands, false operands;
 * switch: flag, default operands, all case operands) and, for switch, by
 * `case_operand_segments` (one count per case).  Invariant: the verifier
 * checks every successor's operands against its block arguments, so passes
 * may rely on the counts and types agreeing.
 */
#include "common.h"
#include "fold.h"
#include "memory_iface.h"
#include "bufferize_ifaces.h"

static const char *const no_attrs[] = {NULL};
static const char *const cond_br_attrs[] = {"branch_weights", "operandSegmentSizes", NULL};
static const char *const switch_attrs[] = {"branch_weights", "case_operand_segments",
                                           "case_values", "operandSegmentSizes", NULL};
static const char *const assert_attrs[] = {"msg", NULL};

/* Checks that `n` operands starting at `from` match the arguments of
 * successor `succ` (BranchOpInterface's rule, plain-error messages). */
static int verify_successor_operands(bo_op *op, unsigned succ, unsigned from, unsigned n) {
  bo_block *b = bo_op_get_successor(op, succ);
  unsigned nargs = bo_block_get_num_args(b);
  if (n != nargs)
    return bo_op_emit_plain_error(op,
                                  "branch has %u operands for successor #%u, but target block "
                                  "has %u",
                                  n, succ, nargs);
  for (unsigned i = 0; i < n; i++)
    if (bo_value_get_type(bo_op_get_operand(op, from + i)) !=
        bo_value_get_type(bo_block_get_arg(b, i)))
      return bo_op_emit_plain_error(op, "type mismatch for bb argument #%u of successor #%u", i,
                                    succ);
  return 0;
}

/* `^bb(%a, %b : T, U)` into st (successor + its operands); returns the count. */
static int parse_successor(bo_parser *p, bo_parse_state *st, int32_t *count) {
  size_t before = st->operands.len;
  bo_block *b = NULL;
  if (bo_parse_successor_and_use_list(p, &b, &st->operands))
    return -1;
  bo_state_add_successor(st, b);
  *count = (int32_t)(st->operands.len - before);
  return 0;
}

static void print_successor(bo_printer *p, bo_op *op, unsigned succ, unsigned from,
                            unsigned n) {
  bo_value **vals = malloc(sizeof *vals * (n + 1));
  for (unsigned i = 0; i < n; i++)
    vals[i] = bo_op_get_operand(op, from + i);
  bo_print_successor_and_use_list(p, bo_op_get_successor(op, succ), vals, n);
  free(vals);
}

/* ------------------------------------------------------------------ cf.br */

static int parse_br(bo_parser *p, bo_parse_state *st) {
  int32_t n;
  return parse_successor(p, st, &n) || (bo_parse_optional_attr_dict(p, st) < 0) ? -1 : 0;
}

static void print_br(bo_printer *p, bo_op *op) {
  bo_print_char(p, ' ');
  print_successor(p, op, 0, 0, bo_op_get_num_operands(op));
  bo_print_optional_attr_dict(p, op, NULL, 0);
}

static int verify_br(bo_op *op) {
  if (bo_verify_counts(op, 0, 0, 1, -1))
    return -1;
  return verify_successor_operands(op, 0, 0, bo_op_get_num_operands(op));
}

/* ------------------------------------------------------------- weights */

/* `weights([1, 2])` into branch_weights = array<i32: 1, 2>. */
static int parse_optional_weights(bo_parser *p, bo_parse_state *st) {
  int r = bo_parse_optional_keyword(p, "weights");
  if (r <= 0)
    return r;
  BO_VEC(int64_t) w = {0};
  int rc = -1;
  if (bo_parse_punct(p, "(") || bo_parse_punct(p, "["))
    goto done;
  if (bo_parse_optional_punct(p, "]") != 1) {
    do {
      int64_t v;
      if (bo_parse_integer(p, &v))
        goto done;
      bo_vec_push(&w, v);
    } while (bo_parse_optional_punct(p, ",") == 1);
    if (bo_parse_punct(p, "]"))
      goto done;
  }
  if (bo_parse_punct(p, ")"))
    goto done;
  bo_context *ctx = bo_parser_context(p);
  bo_state_add_attr(st, "branch_weights",
                    bo_attr_dense_array_int(ctx, bo_type_integer(ctx, 32, BO_SIGNLESS), w.len,
                                            w.data));
  rc = 0;
done:
  bo_vec_free(&w);
  return rc;
}

static void print_optional_weights(bo_printer *p, bo_op *op) {
  const bo_attr *w = bo_op_get_prop(op, "branch_weights");
  if (!w || bo_attr_get_kind(w) != BO_ATTR_DENSE_ARRAY)
    return;
  bo_print_str(p, " weights([");
  for (unsigned i = 0, n = bo_attr_get_num_elements(w); i < n; i++) {
    if (i)
      bo_print_str(p, ", ");
    bo_print_int(p, bo_attr_dense_array_int_at(w, i));
  }
  bo_print_str(p, "])");
}

/* all_zero_error: cf.cond_br (MLIR's WeightedBranchOpInterface) rejects
 * weights that are all zero; cf.switch does not. */
static int verify_weights(bo_op *op, bool all_zero_error) {
  const bo_attr *w = bo_op_get_prop(op, "branch_weights");
  if (!w)
    return 0;
  unsigned n = bo_attr_get_num_elements(w), s = bo_op_get_num_successors(op);
  if (n != s)
    return bo_op_emit_plain_error(op,
                                  "expects number of branch weights to match number of successors: "
                            "%u vs %u",
                            n, s);
  if (all_zero_error && n) {
    bool any = false;
    for (unsigned i = 0; i < n && !any; i++)
      any = bo_attr_dense_array_int_at(w, i) != 0;
    if (!any)
      return bo_op_emit_plain_error(op, "branch weights cannot all be zero");
  }
  return 0;
}

/* ------------------------------------------------------------- cf.cond_br */

/* `%c [weights(..)], ^t(..), ^f(..) attr-dict` */
static int parse_cond_br(bo_parser *p, bo_parse_state *st) {
  bo_unresolved c;
  bo_value *cv;
  int32_t sizes[3] = {1, 0, 0};
  bo_context *ctx = bo_parser_context(p);
  if (bo_parse_operand(p, &c) || bo_resolve_operand(p, &c, bo_type_integer(ctx, 1, BO_SIGNLESS), &cv))
    return -1;
  bo_state_add_operand(st, cv);
  if (parse_optional_weights(p, st) || bo_parse_punct(p, ",") ||
      parse_successor(p, st, &sizes[1]) || bo_parse_punct(p, ",") ||
      parse_successor(p, st, &sizes[2]) || (bo_parse_optional_attr_dict(p, st) < 0))
    return -1;
  bo_state_set_segment_sizes(st, sizes, 3);
  return 0;
}

static void print_cond_br(bo_printer *p, bo_op *op) {
  unsigned start_t, start_f;
  unsigned nt = bo_op_segment(op, 1, &start_t), nf = bo_op_segment(op, 2, &start_f);
  bo_print_char(p, ' ');
  bo_print_operand(p, bo_op_get_operand(op, 0));
  print_optional_weights(p, op);
  bo_print_str(p, ", ");
  print_successor(p, op, 0, start_t, nt);
  bo_print_str(p, ", ");
  print_successor(p, op, 1, start_f, nf);
  bo_print_attr_dict_eliding_inherent(p, op);
}

static int verify_cond_br(bo_op *op) {
  if (bo_verify_counts(op, 0, 0, 2, -1) || bo_verify_min_operands(op, 1) ||
      bo_verify_has_attr(op, "operandSegmentSizes"))
    return -1;
  if (!bo_type_is_integer(bo_value_get_type(bo_op_get_operand(op, 0)), 1))
    return bo_emit_types_error(op, "operand #0 must be 1-bit signless integer, but got '",
                               bo_value_get_type(bo_op_get_operand(op, 0)), "'", NULL, NULL);
  if (verify_weights(op, true))
    return -1;
  unsigned st, sf;
  unsigned nt = bo_op_segment(op, 1, &st), nf = bo_op_segment(op, 2, &sf);
  return verify_successor_operands(op, 0, st, nt) || verify_successor_operands(op, 1, sf, nf)
             ? -1
             : 0;
}

/* -------------------------------------------------------------- cf.switch */

/* Case values print as unsigned numbers of the flag's width, as MLIR's
 * APInt printing of the case list does. */
static void print_case_value(bo_printer *p, int64_t v, unsigned width) {
  uint64_t u = (uint64_t)v;
  if (width < 64)
    u &= (UINT64_C(1) << width) - 1;
  bo_printf(p, "%llu", (unsigned long long)u);
}

/* `%flag : T, [ default: ^bb(..), 42: ^bb(..), ... ] attr-dict` */
static int parse_switch(bo_parser *p, bo_parse_state *st) {
  bo_context *ctx = bo_parser_context(p);
  bo_unresolved flag;
  bo_value *fv;
  const bo_type *t;
  BO_VEC(int64_t) values = {0};
  BO_VEC(int64_t) segments = {0};
  int32_t sizes[3] = {1, 0, 0};
  int rc = -1;
  if (bo_parse_operand(p, &flag))
    goto done;
  bo_loc type_loc;
  if (bo_parse_punct(p, ":"))
    goto done;
  type_loc = bo_parser_loc(p);
  if (bo_parse_type(p, &t))
    goto done;
  if (bo_type_get_kind(t) != BO_TYPE_INTEGER) {
    char *ts = bo_type_to_string(t);
    bo_parser_error_at(p, type_loc,
                       "custom op '%s' invalid kind of type specified: expected "
                       "builtin.integer, but found '%s'",
                       st->name, ts);
    free(ts);
    goto done;
  }
  if (bo_resolve_operand(p, &flag, t, &fv))
    goto done;
  bo_state_add_operand(st, fv);
  if (bo_parse_punct(p, ",") || bo_parse_punct(p, "["))
    goto done;
  /* MLIR's parseKeyword and parseInteger report at the token they find. */
  if (bo_parse_keyword(p, "default")) goto done;
  if (bo_parse_punct(p, ":") || parse_successor(p, st, &sizes[1]))
    goto done;
  while (bo_parse_optional_punct(p, ",") == 1) {
    /* Read as an attribute of the flag type, so values printed unsigned
     * (up to 2^64-1 for i64) parse back as the same bits. */
    const bo_attr *a;
    int32_t n;
    bo_loc vloc = bo_parser_loc(p);
    if (!bo_parser_peek_integer(p)) {
      bo_parser_custom_error_at(p, bo_parser_loc(p), "expected integer value");
      goto done;
    }
    if (bo_parse_attribute(p, t, &a))
      goto done;
    if (bo_attr_get_kind(a) != BO_ATTR_INTEGER) {
      bo_parser_error_at(p, vloc, "expected integer value");
      goto done;
    }
    int64_t v = bo_attr_get_int(a);
    if (bo_parse_punct(p, ":") || parse_successor(p, st, &n))
      goto done;
    bo_vec_push(&values, v);
    bo_vec_push(&segments, n);
    sizes[2] += n;
  }
  if (bo_parse_punct(p, "]") || (bo_parse_optional_attr_dict(p, st) < 0))
    goto done;
  if (values.len) {
    int64_t shape = (int64_t)values.len;
    bo_state_add_attr(st, "case_values",
                      bo_attr_dense_int(ctx, bo_type_vector(ctx, 1, &shape, NULL, t), values.len,
                                        values.data));
  }
  bo_state_add_attr(st, "case_operand_segments",
                    bo_attr_dense_array_int(ctx, bo_type_integer(ctx, 32, BO_SIGNLESS),
                                            segments.len, segments.data));
  bo_state_set_segment_sizes(st, sizes, 3);
  rc = 0;
done:
  bo_vec_free(&values);
  bo_vec_free(&segments);
  return rc;
}

static void print_switch(bo_printer *p, bo_op *op) {
  const bo_type *t = bo_value_get_type(bo_op_get_operand(op, 0));
  const bo_attr *values = bo_op_get_prop(op, "case_values");
  const bo_attr *segs = bo_op_get_prop(op, "case_operand_segments");
  unsigned ncases = bo_op_get_num_successors(op) - 1;
  unsigned start;
  unsigned ndefault = bo_op_segment(op, 1, &start);
  bo_print_char(p, ' ');
  bo_print_operand(p, bo_op_get_operand(op, 0));
  bo_print_str(p, " : ");
  bo_print_type(p, t);
  bo_print_str(p, ", [");
  bo_print_newline(p);
  bo_print_str(p, "  default: ");
  print_successor(p, op, 0, start, ndefault);
  unsigned case_start;
  bo_op_segment(op, 2, &case_start);
  for (unsigned i = 0; i < ncases; i++) {
    unsigned n = segs && i < bo_attr_get_num_elements(segs)
                     ? (unsigned)bo_attr_dense_array_int_at(segs, i)
                     : 0;
    bo_print_char(p, ',');
    bo_print_newline(p);
    bo_print_str(p, "  ");
    print_case_value(p, values ? bo_attr_dense_int_at(values, i) : 0, bo_type_get_width(t));
    bo_print_str(p, ": ");
    print_successor(p, op, i + 1, case_start, n);
    case_start += n;
  }
  if (ncases)
    bo_print_newline(p);
  bo_print_char(p, ']');
  bo_print_attr_dict_eliding_inherent(p, op);
}

static int verify_switch(bo_op *op) {
  if (bo_verify_num_regions(op, 0) || bo_verify_num_results(op, 0) ||
      bo_verify_min_operands(op, 1) || bo_verify_has_attr(op, "case_operand_segments") ||
      bo_verify_has_attr(op, "operandSegmentSizes"))
    return -1;
  const bo_attr *values = bo_op_get_prop(op, "case_values");
  const bo_attr *segs = bo_op_get_prop(op, "case_operand_segments");
  unsigned ncases = bo_op_get_num_successors(op) ? bo_op_get_num_successors(op) - 1 : 0;
  unsigned nvalues = values ? (unsigned)bo_attr_dense_size(values) : 0;
  if (values && bo_attr_dense_is_splat(values)) {
    const bo_type *vt = bo_attr_get_type(values);
    nvalues = (unsigned)bo_type_get_num_elements(vt);
  }
  if (!values && ncases)
    return bo_op_emit_error(op, "number of case values (0) and case destinations (%u) should "
                                "match", ncases);
  if (values && nvalues != ncases)
    return bo_op_emit_error(op,
                            "number of case values (%u) and case destinations (%u) should match",
                            nvalues, ncases);
  if (bo_attr_get_num_elements(segs) != ncases)
    return bo_op_emit_error(op, "number of case operand segments (%u) and case destinations "
                                "(%u) should match",
                            bo_attr_get_num_elements(segs), ncases);
  unsigned start;
  unsigned n = bo_op_segment(op, 1, &start);
  if (verify_successor_operands(op, 0, start, n))
    return -1;
  bo_op_segment(op, 2, &start);
  for (unsigned i = 0; i < ncases; i++) {
    unsigned k = (unsigned)bo_attr_dense_array_int_at(segs, i);
    if (verify_successor_operands(op, i + 1, start, k))
      return -1;
    start += k;
  }
  return verify_weights(op, false);
}

/* -------------------------------------------------------------- cf.assert */

/* `%c, "message" attr-dict` */
static int parse_assert(bo_parser *p, bo_parse_state *st) {
  bo_context *ctx = bo_parser_context(p);
  bo_unresolved c;
  bo_value *cv;
  const char *msg = NULL;
  size_t len = 0;
  if (bo_parse_operand(p, &c) || bo_parse_punct(p, ",") || bo_parse_string(p, &msg, &len) ||
      (bo_parse_optional_attr_dict(p, st) < 0) ||
      bo_resolve_operand(p, &c, bo_type_integer(ctx, 1, BO_SIGNLESS), &cv))
    return -1;
  bo_state_add_operand(st, cv);
  bo_state_add_attr(st, "msg", bo_attr_string(ctx, msg, len, NULL));
  return 0;
}

static void print_assert(bo_printer *p, bo_op *op) {
  const bo_attr *msg = bo_op_get_prop(op, "msg");
  bo_print_char(p, ' ');
  bo_print_operand(p, bo_op_get_operand(op, 0));
  bo_print_str(p, ", ");
  if (msg) /* the attribute printer escapes as MLIR does (\22 for quotes) */
    bo_print_attr(p, msg);
  bo_print_attr_dict_eliding_inherent(p, op);
}

static int verify_assert(bo_op *op) {
  if (bo_verify_counts(op, 0, 0, 0, 1) || bo_verify_has_attr(op, "msg"))
    return -1;
  const bo_type *t = bo_value_get_type(bo_op_get_operand(op, 0));
  if (!bo_type_is_integer(t, 1))
    return bo_emit_types_error(op, "operand #0 must be 1-bit signless integer, but got '", t, "'",
                               NULL, NULL);
  return 0;
}

#define BRANCH (BO_TRAIT_TERMINATOR | BO_TRAIT_BRANCH | BO_TRAIT_PURE)

static const bo_op_info cf_ops[] = {
    BO_OP_DEF(CF_ASSERT, .traits = 0, .inherent_attrs = assert_attrs, .parse = parse_assert,
     .print = print_assert, .verify = verify_assert),
    BO_OP_DEF(CF_BR, .memory = &bo_memory_branch, .bufferize = &bo_cf_br_bufferize, .traits = BRANCH, .inherent_attrs = no_attrs, .parse = parse_br,
     .print = print_br, .verify = verify_br, .canonicalize = bo_cf_canonicalize_br),
    BO_OP_DEF(CF_COND_BR, .memory = &bo_memory_cond_branch, .bufferize = &bo_cf_cond_br_bufferize, .traits = BRANCH, .inherent_attrs = cond_br_attrs,
     .parse = parse_cond_br, .print = print_cond_br, .verify = verify_cond_br,
     .canonicalize = bo_cf_canonicalize_cond_br),
    BO_OP_DEF(CF_SWITCH, .bufferize = &bo_cf_switch_bufferize, .traits = BRANCH, .inherent_attrs = switch_attrs,
     .parse = parse_switch, .print = print_switch, .verify = verify_switch),
};

const bo_dialect bo_dialect_cf = {
    .name = "cf",
    .ops = cf_ops,
    .num_ops = sizeof cf_ops / sizeof cf_ops[0],
};
BO_OP_TABLE_CHECK(cf_ops, CF);
