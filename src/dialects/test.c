/* test.c - the subset of MLIR's test dialect (mlir/test/lib/Dialect/Test)
 * that upstream's bufferization and deallocation lit tests use, with the
 * syntax and memory behaviour mlir-opt 22 gives them:
 *
 *   test.buffer_based in(%a : T) out(%b : U)        reads %a, writes %b
 *   test.copy(%a, %b) : (T, U)                      reads %a, writes %b
 *   %r = "test.forward_buffer"(%m) : (T) -> U       pure, no custom form
 *   test.region_buffer_based in(%a : T) out(%b : U) { ^bb0(...): ... }
 *                                                   the effects of its body
 *   test.region_yield %v : T                        pure terminator
 *   test.affine_scope { ... }                       an affine scope (values of
 *                                                   its body are valid symbols)
 *   "test.ssacfg_region"(...) ({...}, ...) : ...    any operands, results and
 *                                                   regions, generic form only;
 *                                                   its regions are SSACFG, so
 *                                                   dominance is checked inside
 *                                                   (upstream's SSACFGRegionOp)
 *   test.graph_region attributes {..} { ... }       a graph region (no dominance)
 *   %r:N = test.parse_integer_literal : N           N index results
 *   test.parse_wrapped_keyword a.b                  keyword property
 *   test.parse_b64 "aGk="                           base64, decoded property b64
 *   test.dialect_custom_printer custom_format       fixed keyword
 *   test.dialect_custom_format_fallback custom_format_fallback
 *   %r = test.format_optional_result_d_op : f80 {..}  optional f80 result
 *   test.polyfor %i, %j { ... }                     names of the region's index args
 *
 * (these from upstream's IR/parser.mlir, with mlir-opt 22's printing)
 *
 * (In mlir-opt 22, test.forward_buffer prints in the generic form, and a
 * deallocation pass sees no effect of its own, so its result's ownership is
 * its operand's; test.region_buffer_based's body is deallocated as a block
 * of its own.)  Every other test.* op stays an unknown op, which the test
 * dialect allows (bo_dialect_allows_unknown_ops): "test.dummy_op"(),
 * "test.memref_user"(%m) parse without --allow-unregistered-dialect and
 * have unknown effects.  The ops have no interpreter hooks: upstream runs
 * none of them either.  O(operands) hooks.
 */
#include "common.h"
#include "memory_iface.h"

static const char *const no_attrs[] = {NULL};

static const bo_type *operand_type(bo_op *op, unsigned i) {
  return bo_value_get_type(bo_op_get_operand(op, i));
}

static bool is_any_memref(const bo_type *t) { return bo_type_is_memref(t); }

/* `kw ( %v : type )`, resolved and added to st */
static int parse_keyword_operand(bo_parser *p, bo_parse_state *st, const char *kw) {
  bo_unresolved u;
  const bo_type *t;
  bo_value *v;
  /* as the generated parser, at the current token with the op's prefix */
  if (!bo_parse_optional_keyword(p, kw))
    return bo_parser_custom_error_at(p, bo_parser_loc(p), "expected '%s'", kw);
  if (bo_parse_punct(p, "(") || bo_parse_operand(p, &u) ||
      bo_parse_colon_type(p, &t) || bo_parse_punct(p, ")") || bo_resolve_operand(p, &u, t, &v))
    return -1;
  bo_state_add_operand(st, v);
  return 0;
}

static void print_keyword_operand(bo_printer *p, bo_op *op, const char *kw, unsigned i) {
  bo_printf(p, " %s(", kw);
  bo_print_operand(p, bo_op_get_operand(op, i));
  bo_print_str(p, " : ");
  bo_print_type(p, operand_type(op, i));
  bo_print_char(p, ')');
}

/* `in(%a : T) out(%b : U) attr-dict` */
static int parse_buffer_based(bo_parser *p, bo_parse_state *st) {
  if (parse_keyword_operand(p, st, "in") || parse_keyword_operand(p, st, "out")) return -1;
  return bo_parse_optional_attr_dict(p, st) < 0 ? -1 : 0;
}

static void print_buffer_based(bo_printer *p, bo_op *op) {
  print_keyword_operand(p, op, "in", 0);
  print_keyword_operand(p, op, "out", 1);
  bo_print_optional_attr_dict(p, op, NULL, 0);
}

static int verify_two_memrefs(bo_op *op) {
  if (bo_verify_counts(op, -1, 0, 0, 2)) return -1;
  return bo_verify_all_operands_are(op, is_any_memref, "ranked or unranked memref of any type values");
}

static int verify_buffer_based(bo_op *op) {
  if (bo_verify_num_regions(op, 0)) return -1;
  return verify_two_memrefs(op);
}

/* `in(%a : T) out(%b : U) region attr-dict` */
static int parse_region_buffer_based(bo_parser *p, bo_parse_state *st) {
  if (parse_keyword_operand(p, st, "in") || parse_keyword_operand(p, st, "out")) return -1;
  if (bo_parse_region(p, bo_state_add_region(st), NULL, 0)) return -1;
  return bo_parse_optional_attr_dict(p, st) < 0 ? -1 : 0;
}

static void print_region_buffer_based(bo_printer *p, bo_op *op) {
  print_keyword_operand(p, op, "in", 0);
  print_keyword_operand(p, op, "out", 1);
  bo_print_region(p, bo_op_get_region(op, 0), true, true, false);
  bo_print_optional_attr_dict(p, op, NULL, 0);
}

static int verify_region_buffer_based(bo_op *op) {
  if (verify_two_memrefs(op)) return -1;
  bo_region *r = bo_op_get_region(op, 0);
  if (!r->first || r->first != r->last)
    return bo_op_emit_error(op, "expects region #0 to have 0 or 1 blocks");
  bo_op *term = r->first->last;
  if (!term || !bo_op_isa(term, BO_OP_TEST_REGION_YIELD))
    return bo_op_emit_error(op, "expects regions to end with 'test.region_yield'");
  return 0;
}

/* `(%a, %b) : (T, U) attr-dict` */
static int parse_copy(bo_parser *p, bo_parse_state *st) {
  bo_unresolved a, b;
  const bo_type *ta, *tb;
  bo_value *v;
  if (bo_parse_punct(p, "(") || bo_parse_operand(p, &a) || bo_parse_punct(p, ",") ||
      bo_parse_operand(p, &b) || bo_parse_punct(p, ")") || bo_parse_punct(p, ":") ||
      bo_parse_punct(p, "(") || bo_parse_type(p, &ta) || bo_parse_punct(p, ",") ||
      bo_parse_type(p, &tb) || bo_parse_punct(p, ")") || bo_resolve_operand(p, &a, ta, &v))
    return -1;
  bo_state_add_operand(st, v);
  if (bo_resolve_operand(p, &b, tb, &v)) return -1;
  bo_state_add_operand(st, v);
  return bo_parse_optional_attr_dict(p, st) < 0 ? -1 : 0;
}

static void print_copy(bo_printer *p, bo_op *op) {
  bo_print_char(p, '(');
  bo_print_op_operands(p, op, 0, 2);
  bo_print_str(p, ") : (");
  bo_print_operand_types(p, op, 0, 2);
  bo_print_char(p, ')');
  bo_print_optional_attr_dict(p, op, NULL, 0);
}

static int verify_forward_buffer(bo_op *op) {
  if (bo_verify_counts(op, 0, 1, 0, 1)) return -1;
  if (bo_verify_all_operands_are(op, is_any_memref, "ranked or unranked memref of any type values"))
    return -1;
  return bo_verify_all_results_are(op, is_any_memref, "ranked or unranked memref of any type values");
}

/* `%v : T attr-dict` */
static int parse_region_yield(bo_parser *p, bo_parse_state *st) {
  bo_unresolved u;
  const bo_type *t;
  bo_value *v;
  if (bo_parse_operand(p, &u) || bo_parse_colon_type(p, &t) || bo_resolve_operand(p, &u, t, &v))
    return -1;
  bo_state_add_operand(st, v);
  return bo_parse_optional_attr_dict(p, st) < 0 ? -1 : 0;
}

static void print_region_yield(bo_printer *p, bo_op *op) {
  bo_print_char(p, ' ');
  bo_print_operand(p, bo_op_get_operand(op, 0));
  bo_print_str(p, " : ");
  bo_print_type(p, operand_type(op, 0));
  bo_print_optional_attr_dict(p, op, NULL, 0);
}

static int verify_region_yield(bo_op *op) { return bo_verify_counts(op, 0, 0, 0, 1); }

/* test.affine_scope: MLIR's AffineScope trait on a plain one-region op, for
 * upstream's affine tests.  Its custom form is the region alone: mlir-opt
 * 22 prints it without the entry block's arguments and without the op's
 * attributes (they survive only in the generic form), and so does bufopt. */
static int parse_affine_scope(bo_parser *p, bo_parse_state *st) {
  return bo_parse_region(p, bo_state_add_region(st), NULL, 0);
}

static void print_affine_scope(bo_printer *p, bo_op *op) {
  bo_print_region(p, bo_op_get_region(op, 0), false, true, false);
}

static int verify_affine_scope(bo_op *op) {
  if (bo_verify_counts(op, 1, 0, 0, 0)) return -1;
  if (bo_region_num_blocks(bo_op_get_region(op, 0)) != 1)
    return bo_op_emit_error(op, "region #0 ('region') failed to verify constraint: region with 1 blocks");
  return 0;
}

/* test.graph_region: `attr-dict-with-keyword $region`; its one region is a
 * graph region (no dominance inside, upstream's RegionKind::Graph).  As
 * upstream, it is not NoTerminator: its block ends in a terminator or in an
 * unregistered op (which may be one).  O(1). */
static int parse_graph_region(bo_parser *p, bo_parse_state *st) {
  if (bo_parse_optional_attr_dict_with_keyword(p, st) < 0) return -1;
  return bo_parse_region(p, bo_state_add_region(st), NULL, 0);
}

static void print_graph_region(bo_printer *p, bo_op *op) {
  bo_print_optional_attr_dict_with_keyword(p, op, NULL, 0);
  bo_print_region(p, bo_op_get_region(op, 0), true, true, true);
}

static int verify_graph_region(bo_op *op) { return bo_verify_counts(op, 1, -1, 0, -1); }

/* test.parse_integer_literal: `(: N)?`, N index results (none without it);
 * printed ` : N` when it has results. */
static int parse_integer_literal(bo_parser *p, bo_parse_state *st) {
  if (!bo_parse_optional_punct(p, ":")) return 0;
  bo_loc loc = bo_parser_loc(p);
  int64_t n;
  if (bo_parse_integer(p, &n)) return -1;
  if (n < 0 || n > 65536)
    return bo_parser_custom_error_at(p, loc, "expected a non-negative result count");
  const bo_type *idx = bo_type_index(bo_parser_context(p));
  for (int64_t i = 0; i < n; i++) bo_state_add_result_type(st, idx);
  return 0;
}

static void print_integer_literal(bo_printer *p, bo_op *op) {
  unsigned n = bo_op_get_num_results(op);
  if (n) bo_printf(p, " : %u", n);
}

static bool is_index(const bo_type *t) { return bo_type_get_kind(t) == BO_TYPE_INDEX; }

static int verify_integer_literal(bo_op *op) {
  if (bo_verify_counts(op, 0, -1, 0, 0)) return -1;
  return bo_verify_all_results_are(op, is_index, "index");
}

/* the string property `name` of op, or NULL with an error */
static const bo_attr *string_prop(bo_op *op, const char *name) {
  const bo_attr *a = bo_op_get_attr(op, name);
  if (!a) {
    bo_op_emit_error(op, "requires attribute '%s'", name);
    return NULL;
  }
  if (bo_attr_get_kind(a) != BO_ATTR_STRING) {
    bo_op_emit_error(op, "attribute '%s' failed to satisfy constraint: string attribute", name);
    return NULL;
  }
  return a;
}

/* test.parse_wrapped_keyword: `foo.keyword`, a keyword (dots allowed) kept
 * in the string property `keyword`; printed back verbatim. */
static const char *const keyword_attrs[] = {"keyword", NULL};

static int parse_wrapped_keyword(bo_parser *p, bo_parse_state *st) {
  const char *kw;
  if (bo_parse_any_keyword(p, &kw)) return -1;
  bo_state_add_attr(st, "keyword", bo_attr_string(bo_parser_context(p), kw, strlen(kw), NULL));
  return 0;
}

static void print_wrapped_keyword(bo_printer *p, bo_op *op) {
  const bo_attr *a = bo_op_get_attr(op, "keyword");
  bo_print_char(p, ' ');
  if (a) bo_print_str(p, bo_attr_get_string(a));
}

static int verify_wrapped_keyword(bo_op *op) {
  if (bo_verify_counts(op, 0, 0, 0, 0)) return -1;
  return string_prop(op, "keyword") ? 0 : -1;
}

/* test.parse_b64: a base64 string literal, decoded into the string property
 * `b64`; printed encoded again (padded, standard alphabet).  O(length). */
static const char *const b64_attrs[] = {"b64", NULL};
static const char b64_alphabet[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

static int b64_digit(char c) {
  const char *q = c ? strchr(b64_alphabet, c) : NULL;
  return q ? (int)(q - b64_alphabet) : -1;
}

static int parse_b64(bo_parser *p, bo_parse_state *st) {
  bo_loc loc = bo_parser_loc(p);
  const char *s;
  size_t n;
  if (bo_parse_string(p, &s, &n)) return -1;
  /* as llvm::decodeBase64: '=' only as the padding of the last group */
  if (n % 4)
    return bo_parser_custom_error_at(p, loc, "Base64 encoded strings must be a multiple of 4 bytes in length");
  char *out = malloc(n / 4 * 3 + 1);
  if (!out) return bo_parser_custom_error_at(p, loc, "out of memory");
  size_t len = 0;
  for (size_t i = 0; i < n; i += 4) {
    int d[4], pad = 0;
    for (int k = 0; k < 4; k++) {
      char c = s[i + k];
      bool ok = c == '=' ? i + 4 == n && k >= 2 && s[i + 3] == '=' : (d[k] = b64_digit(c)) >= 0;
      if (!ok) {
        free(out);
        return bo_parser_custom_error_at(p, loc, "Invalid Base64 character %#2.2x at index %zu",
                                         (unsigned)(unsigned char)c, i + (size_t)k);
      }
      if (c == '=') {
        d[k] = 0;
        pad++;
      }
    }
    uint32_t v = (uint32_t)d[0] << 18 | (uint32_t)d[1] << 12 | (uint32_t)d[2] << 6 | (uint32_t)d[3];
    out[len++] = (char)(v >> 16);
    if (pad < 2) out[len++] = (char)(v >> 8 & 0xff);
    if (pad < 1) out[len++] = (char)(v & 0xff);
  }
  out[len] = '\0';
  bo_state_add_attr(st, "b64", bo_attr_string(bo_parser_context(p), out, len, NULL));
  free(out);
  return 0;
}

static void print_b64(bo_printer *p, bo_op *op) {
  const bo_attr *a = bo_op_get_attr(op, "b64");
  const unsigned char *s = a ? (const unsigned char *)bo_attr_get_string(a) : NULL;
  size_t n = a ? bo_attr_get_string_length(a) : 0;
  bo_print_str(p, " \"");
  for (size_t i = 0; i < n; i += 3) {
    uint32_t v = (uint32_t)s[i] << 16;
    if (i + 1 < n) v |= (uint32_t)s[i + 1] << 8;
    if (i + 2 < n) v |= s[i + 2];
    bo_print_char(p, b64_alphabet[v >> 18 & 63]);
    bo_print_char(p, b64_alphabet[v >> 12 & 63]);
    bo_print_char(p, i + 1 < n ? b64_alphabet[v >> 6 & 63] : '=');
    bo_print_char(p, i + 2 < n ? b64_alphabet[v & 63] : '=');
  }
  bo_print_char(p, '"');
}

static int verify_b64(bo_op *op) {
  if (bo_verify_counts(op, 0, 0, 0, 0)) return -1;
  return string_prop(op, "b64") ? 0 : -1;
}

/* test.dialect_custom_printer / test.dialect_custom_format_fallback: upstream
 * parses and prints them through the test dialect's own op hooks; their
 * custom form is one fixed keyword and nothing else. */
static int parse_custom_format(bo_parser *p, bo_parse_state *st) {
  (void)st;
  return bo_parse_keyword(p, "custom_format");
}

static void print_custom_format(bo_printer *p, bo_op *op) {
  (void)op;
  bo_print_str(p, " custom_format");
}

static int parse_custom_format_fallback(bo_parser *p, bo_parse_state *st) {
  (void)st;
  return bo_parse_keyword(p, "custom_format_fallback");
}

static void print_custom_format_fallback(bo_printer *p, bo_op *op) {
  (void)op;
  bo_print_str(p, " custom_format_fallback");
}

static int verify_no_operands(bo_op *op) { return bo_verify_counts(op, 0, 0, 0, 0); }

/* test.format_optional_result_d_op: `(: type($optional)^)? attr-dict`, an
 * optional f80 result. */
static int parse_optional_result_d(bo_parser *p, bo_parse_state *st) {
  if (bo_parse_optional_punct(p, ":")) {
    const bo_type *t;
    if (bo_parse_type(p, &t)) return -1;
    bo_state_add_result_type(st, t);
  }
  return bo_parse_optional_attr_dict(p, st) < 0 ? -1 : 0;
}

static void print_optional_result_d(bo_printer *p, bo_op *op) {
  if (bo_op_get_num_results(op)) {
    bo_print_str(p, " : ");
    bo_print_type(p, bo_value_get_type(bo_op_get_result(op, 0)));
  }
  bo_print_optional_attr_dict(p, op, NULL, 0);
}

static bool is_f80(const bo_type *t) {
  return bo_type_get_kind(t) == BO_TYPE_FLOAT && bo_type_get_float_kind(t) == BO_F80;
}

static int verify_optional_result_d(bo_op *op) {
  if (bo_verify_counts(op, 0, -1, 0, 0)) return -1;
  if (bo_op_get_num_results(op) > 1)
    return bo_op_emit_error(op, "result group starting at #0 requires 0 or 1 element, but found %u",
                            bo_op_get_num_results(op));
  return bo_verify_all_results_are(op, is_f80, "80-bit float");
}

/* test.polyfor: `%i, %j, ... region`, the names of the entry block's index
 * arguments (no delimiter, possibly none) and a one-block region printed
 * without its entry block's arguments.  O(arguments). */
static int parse_polyfor(bo_parser *p, bo_parse_state *st) {
  bo_argument_vec args = {0};
  int rc = -1;
  if (bo_parse_argument_list(p, BO_DELIM_NONE, false, false, &args)) goto out;
  const bo_type *idx = bo_type_index(bo_parser_context(p));
  for (size_t i = 0; i < args.len; i++) args.data[i].type = idx;
  rc = bo_parse_region(p, bo_state_add_region(st), args.data, args.len);
out:
  bo_vec_free(&args);
  return rc;
}

static void print_polyfor(bo_printer *p, bo_op *op) {
  bo_region *r = bo_op_get_region(op, 0);
  bo_print_char(p, ' ');
  if (r->first)
    for (unsigned i = 0; i < r->first->num_args; i++) {
      if (i) bo_print_str(p, ", ");
      bo_print_operand(p, r->first->args[i]);
    }
  bo_print_region(p, r, false, true, true);
}

static int verify_polyfor(bo_op *op) {
  if (bo_verify_counts(op, 1, 0, 0, 0)) return -1;
  if (bo_region_num_blocks(bo_op_get_region(op, 0)) != 1)
    return bo_op_emit_error(op, "region #0 ('region') failed to verify constraint: region with 1 blocks");
  return 0;
}

static const bo_op_info test_ops[] = {
    BO_OP_DEF(TEST_BUFFER_BASED, .inherent_attrs = no_attrs, .memory = &bo_memory_read_write,
              .parse = parse_buffer_based, .print = print_buffer_based, .verify = verify_buffer_based),
    BO_OP_DEF(TEST_COPY, .inherent_attrs = no_attrs, .memory = &bo_memory_read_write,
              .parse = parse_copy, .print = print_copy, .verify = verify_buffer_based),
    BO_OP_DEF(TEST_FORWARD_BUFFER, .traits = BO_TRAIT_PURE, .inherent_attrs = no_attrs,
              .verify = verify_forward_buffer),
    BO_OP_DEF(TEST_REGION_BUFFER_BASED, .traits = BO_TRAIT_SINGLE_BLOCK, .inherent_attrs = no_attrs,
              .memory = &bo_memory_none, .num_regions = 1, .parse = parse_region_buffer_based,
              .print = print_region_buffer_based, .verify = verify_two_memrefs,
              .verify_regions = verify_region_buffer_based),
    BO_OP_DEF(TEST_REGION_YIELD, .traits = BO_TRAIT_TERMINATOR | BO_TRAIT_PURE | BO_TRAIT_RETURN_LIKE,
              .inherent_attrs = no_attrs, .memory = &bo_memory_scf_yield, .parse = parse_region_yield,
              .print = print_region_yield,
              .verify = verify_region_yield),
    BO_OP_DEF(TEST_AFFINE_SCOPE, .inherent_attrs = no_attrs, .num_regions = 1,
              .parse = parse_affine_scope, .print = print_affine_scope, .verify = verify_affine_scope),
    /* no traits, no custom form, any number of regions (num_regions 0) */
    BO_OP_DEF(TEST_SSACFG_REGION, .inherent_attrs = no_attrs),
    BO_OP_DEF(TEST_GRAPH_REGION, .traits = BO_TRAIT_GRAPH_REGION,
              .inherent_attrs = no_attrs, .num_regions = 1, .parse = parse_graph_region,
              .print = print_graph_region, .verify = verify_graph_region),
    BO_OP_DEF(TEST_PARSE_INTEGER_LITERAL, .inherent_attrs = no_attrs, .parse = parse_integer_literal,
              .print = print_integer_literal, .verify = verify_integer_literal),
    BO_OP_DEF(TEST_PARSE_WRAPPED_KEYWORD, .inherent_attrs = keyword_attrs, .parse = parse_wrapped_keyword,
              .print = print_wrapped_keyword, .verify = verify_wrapped_keyword),
    BO_OP_DEF(TEST_PARSE_B64, .inherent_attrs = b64_attrs, .parse = parse_b64, .print = print_b64,
              .verify = verify_b64),
    BO_OP_DEF(TEST_DIALECT_CUSTOM_PRINTER, .inherent_attrs = no_attrs, .parse = parse_custom_format,
              .print = print_custom_format, .verify = verify_no_operands),
    BO_OP_DEF(TEST_DIALECT_CUSTOM_FORMAT_FALLBACK, .inherent_attrs = no_attrs,
              .parse = parse_custom_format_fallback, .print = print_custom_format_fallback,
              .verify = verify_no_operands),
    BO_OP_DEF(TEST_FORMAT_OPTIONAL_RESULT_D_OP, .inherent_attrs = no_attrs,
              .parse = parse_optional_result_d, .print = print_optional_result_d,
              .verify = verify_optional_result_d),
    BO_OP_DEF(TEST_POLYFOR, .inherent_attrs = no_attrs, .num_regions = 1, .parse = parse_polyfor,
              .print = print_polyfor, .verify = verify_polyfor),
};

const bo_dialect bo_dialect_test = {
    .name = "test",
    .ops = test_ops,
    .num_ops = BO_NUM_TEST_OPS,
};
BO_OP_TABLE_CHECK(test_ops, TEST);
