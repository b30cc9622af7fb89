/* vector.c - the vector dialect, reduced to vector.print.
 *
 * vector.print prints a value, a string literal, or bare punctuation.  Its
 * `punctuation` property is a dialect enum attribute
 * (`#vector.punctuation<newline>`) that is always present, defaulting to
 * `newline` as upstream's default-valued property does; the custom syntax
 * spells it only when it differs from the default.
 */
#include "common.h"

static const char *const print_attrs[] = {"punctuation", "stringLiteral", NULL};
static const char *const punctuations[] = {"no_punctuation", "newline", "comma", "open",
                                           "close"};
enum { NUM_PUNCTUATIONS = 5, DEFAULT_PUNCTUATION = 1 };

static const bo_attr *punctuation_attr(bo_context *ctx, unsigned i) {
  char buf[64];
  int n = snprintf(buf, sizeof buf, "vector.punctuation<%s>", punctuations[i]);
  return bo_attr_opaque(ctx, buf, (size_t)n);
}

/* The index of the stored punctuation (the default when absent). */
static unsigned punctuation_of(const bo_op *op) {
  const bo_attr *a = bo_op_get_prop(op, "punctuation");
  if (!a || bo_attr_get_kind(a) != BO_ATTR_OPAQUE)
    return DEFAULT_PUNCTUATION;
  const char *s = strchr(bo_attr_get_opaque_text(a), '<');
  if (!s)
    return DEFAULT_PUNCTUATION;
  s++;
  while (*s == ' ')
    s++;
  for (unsigned i = 0; i < NUM_PUNCTUATIONS; i++) {
    size_t n = strlen(punctuations[i]);
    if (!strncmp(s, punctuations[i], n) && (s[n] == '>' || s[n] == ' '))
      return i;
  }
  return DEFAULT_PUNCTUATION;
}

/* `[%v : T] [str "text"] [punctuation <kind>] attr-dict` */
static int parse_print(bo_parser *p, bo_parse_state *st) {
  bo_context *ctx = bo_parser_context(p);
  bo_unresolved src;
  int r = bo_parse_optional_operand(p, &src);
  if (r < 0)
    return -1;
  if (r) {
    const bo_type *t;
    bo_value *v;
    if (bo_parse_colon_type(p, &t) || bo_resolve_operand(p, &src, t, &v))
      return -1;
    bo_state_add_operand(st, v);
  }
  r = bo_parse_optional_keyword(p, "str");
  if (r < 0)
    return -1;
  if (r) {
    const char *s;
    size_t len;
    if (bo_parse_string(p, &s, &len))
      return -1;
    bo_state_add_attr(st, "stringLiteral", bo_attr_string(ctx, s, len, NULL));
  }
  unsigned punct = DEFAULT_PUNCTUATION;
  r = bo_parse_optional_keyword(p, "punctuation");
  if (r < 0)
    return -1;
  if (r) {
    const char *kw;
    if (bo_parse_punct(p, "<"))
      return -1;
    bo_loc loc = bo_parser_loc(p);
    if (bo_parse_any_keyword(p, &kw))
      return -1;
    for (punct = 0; punct < NUM_PUNCTUATIONS && strcmp(kw, punctuations[punct]); punct++)
      ;
    if (punct == NUM_PUNCTUATIONS)
      return bo_parser_error_at(p, loc,
                                "custom op '%s' expected ::mlir::vector::PrintPunctuation to be "
                                "one of: no_punctuation, newline, comma, open, close",
                                st->name);
    if (bo_parse_punct(p, ">"))
      return -1;
  }
  bo_state_add_attr(st, "punctuation", punctuation_attr(ctx, punct));
  return bo_parse_optional_attr_dict(p, st) < 0 ? -1 : 0;
}

static void print_print(bo_printer *p, bo_op *op) {
  if (bo_op_get_num_operands(op)) {
    bo_print_char(p, ' ');
    bo_print_operand(p, bo_op_get_operand(op, 0));
    bo_print_str(p, " : ");
    bo_print_type(p, bo_value_get_type(bo_op_get_operand(op, 0)));
  }
  const bo_attr *s = bo_op_get_prop(op, "stringLiteral");
  if (s) {
    bo_print_str(p, " str ");
    bo_print_attr(p, s); /* the attribute printer escapes as MLIR does */
  }
  unsigned punct = punctuation_of(op);
  if (punct != DEFAULT_PUNCTUATION)
    bo_printf(p, " punctuation <%s>", punctuations[punct]);
  static const char *const elided[] = {"punctuation", "stringLiteral"};
  bo_print_optional_attr_dict(p, op, elided, 2);
}

static bool is_printable(const bo_type *t) {
  bo_type_kind k = bo_type_get_kind(t);
  return k == BO_TYPE_VECTOR || k == BO_TYPE_INTEGER || k == BO_TYPE_INDEX || k == BO_TYPE_FLOAT;
}

/* Default-initialises and canonicalises the property, as MLIR's typed
 * property storage does for generic input. */
static void populate_print(bo_op *op) {
  const bo_attr *canon = punctuation_attr(bo_op_get_context(op), punctuation_of(op));
  if (bo_op_get_prop(op, "punctuation") != canon)
    bo_op_set_prop(op, "punctuation", canon);
}

static int verify_print(bo_op *op) {
  if (bo_verify_num_regions(op, 0) || bo_verify_num_results(op, 0) ||
      bo_verify_num_successors(op, 0))
    return -1;
  if (bo_op_get_num_operands(op) > 1)
    return bo_op_emit_error(op, "operand group starting at #0 requires 0 or 1 element, but "
                                "found %u",
                            bo_op_get_num_operands(op));
  if (bo_op_get_num_operands(op) &&
      bo_verify_operand_is(op, 0, is_printable,
                           ""))
    return -1;
  if (bo_op_get_prop(op, "stringLiteral") &&
      (bo_op_get_num_operands(op) || punctuation_of(op) != DEFAULT_PUNCTUATION))
    return bo_op_emit_error(op, "failed to verify that `source` or `punctuation` are not set "
                                "when printing strings");
  return 0;
}

static const bo_op_info vector_ops[] = {
    BO_OP_DEF(VECTOR_PRINT, .traits = 0, .inherent_attrs = print_attrs, .parse = parse_print,
     .print = print_print, .verify = verify_print, .populate_defaults = populate_print),
};

const bo_dialect bo_dialect_vector = {"vector", vector_ops,
                                      sizeof vector_ops / sizeof vector_ops[0]};
BO_OP_TABLE_CHECK(vector_ops, VECTOR);
