/* common.c - the shared parse/print/verify families (see common.h).
 *
 * Invariant: a flag group is stored as an opaque attribute whose text is the
 * canonical spelling mlir-opt prints (`arith.fastmath<nnan,ninf>`,
 * `arith.overflow<nsw, nuw>`), so printing never has to normalise; decoding
 * tolerates any spacing, because generic input hands us the text verbatim.
 */
#include "common.h"

#include <stdio.h>

/* ------------------------------------------------------------- type tests */

const bo_type *bo_elem_or_self(const bo_type *t) {
  return bo_type_is_shaped(t) ? bo_type_get_element_type(t) : t;
}

bool bo_type_is_value_container(const bo_type *t) {
  bo_type_kind k = bo_type_get_kind(t);
  return k == BO_TYPE_VECTOR || k == BO_TYPE_TENSOR || k == BO_TYPE_UNRANKED_TENSOR;
}

/* The "-like" constraints accept the scalar or a vector/tensor of it. */
static const bo_type *like_elem(const bo_type *t) {
  return bo_type_is_value_container(t) ? bo_type_get_element_type(t) : t;
}

static bool is_signless_int(const bo_type *t) {
  return bo_type_get_kind(t) == BO_TYPE_INTEGER && bo_type_get_signedness(t) == BO_SIGNLESS;
}

bool bo_is_signless_int_like(const bo_type *t) {
  t = like_elem(t);
  return is_signless_int(t) || bo_type_get_kind(t) == BO_TYPE_INDEX;
}

bool bo_is_signless_fixed_int_like(const bo_type *t) { return is_signless_int(like_elem(t)); }

bool bo_is_float_like(const bo_type *t) { return bo_type_is_float(like_elem(t)); }

bool bo_is_bool_like(const bo_type *t) {
  t = like_elem(t);
  return is_signless_int(t) && bo_type_get_width(t) == 1;
}

bool bo_is_signless_int_or_float(const bo_type *t) {
  return is_signless_int(t) || bo_type_is_float(t);
}

const bo_type *bo_i1_like(bo_context *ctx, const bo_type *t) {
  const bo_type *i1 = bo_type_integer(ctx, 1, BO_SIGNLESS);
  switch (bo_type_get_kind(t)) {
  case BO_TYPE_VECTOR:
    return bo_type_vector(ctx, bo_type_get_rank(t), bo_type_get_shape(t),
                          bo_type_get_scalable_dims(t), i1);
  case BO_TYPE_TENSOR:
    return bo_type_tensor(ctx, bo_type_get_rank(t), bo_type_get_shape(t), i1,
                          bo_type_get_encoding(t));
  case BO_TYPE_UNRANKED_TENSOR:
    return bo_type_unranked_tensor(ctx, i1);
  default:
    return i1;
  }
}

bool bo_types_same_shape(const bo_type *a, const bo_type *b) {
  bool sa = bo_type_is_shaped(a), sb = bo_type_is_shaped(b);
  if (sa != sb)
    return false;
  if (!sa || !bo_type_has_rank(a) || !bo_type_has_rank(b))
    return true;
  unsigned r = bo_type_get_rank(a);
  if (r != bo_type_get_rank(b))
    return false;
  const int64_t *x = bo_type_get_shape(a), *y = bo_type_get_shape(b);
  /* A scalable dimension ([4]) matches only a scalable one (MLIR's
   * verifyCompatibleShape): vector<[4]xi32> and vector<4xi8> differ. */
  const bool *xs = bo_type_get_scalable_dims(a), *ys = bo_type_get_scalable_dims(b);
  for (unsigned i = 0; i < r; i++) {
    if (x[i] != BO_DYNAMIC && y[i] != BO_DYNAMIC && x[i] != y[i])
      return false;
    if ((xs && xs[i]) != (ys && ys[i]))
      return false;
  }
  return true;
}

/* ----------------------------------------------------------- verify helpers */

int bo_emit_types_error(bo_op *op, const char *before, const bo_type *t1, const char *middle,
                        const bo_type *t2, const char *after) {
  char *s1 = t1 ? bo_type_to_string(t1) : NULL;
  char *s2 = t2 ? bo_type_to_string(t2) : NULL;
  bo_op_emit_error(op, "%s%s%s%s%s", before, s1 ? s1 : "", middle ? middle : "", s2 ? s2 : "",
                   after ? after : "");
  free(s1);
  free(s2);
  return -1;
}

int bo_verify_num_regions(bo_op *op, int n) {
  unsigned have = bo_op_get_num_regions(op);
  if (n < 0 || have == (unsigned)n)
    return 0;
  if (n == 0)
    return bo_op_emit_error(op, "requires zero regions");
  if (n == 1)
    return bo_op_emit_error(op, "requires one region");
  return bo_op_emit_error(op, "expected %d regions", n);
}

int bo_verify_num_results(bo_op *op, int n) {
  unsigned have = bo_op_get_num_results(op);
  if (n < 0 || have == (unsigned)n)
    return 0;
  if (n == 0)
    return bo_op_emit_error(op, "requires zero results");
  if (n == 1)
    return bo_op_emit_error(op, "requires one result");
  return bo_op_emit_error(op, "expected %d results, but found %u", n, have);
}

int bo_verify_num_successors(bo_op *op, int n) {
  unsigned have = bo_op_get_num_successors(op);
  if (n < 0 || have == (unsigned)n)
    return 0;
  if (n == 1)
    return bo_op_emit_error(op, "requires 1 successor but found %u", have);
  return bo_op_emit_error(op, "requires %d successors but found %u", n, have);
}

int bo_verify_num_operands(bo_op *op, int n) {
  unsigned have = bo_op_get_num_operands(op);
  if (n < 0 || have == (unsigned)n)
    return 0;
  if (n == 0)
    return bo_op_emit_error(op, "requires zero operands");
  if (n == 1)
    return bo_op_emit_error(op, "requires a single operand");
  return bo_op_emit_error(op, "expected %d operands, but found %u", n, have);
}

int bo_verify_min_operands(bo_op *op, unsigned n) {
  unsigned have = bo_op_get_num_operands(op);
  if (have >= n)
    return 0;
  return bo_op_emit_error(op, "expected %u or more operands, but found %u", n, have);
}

int bo_verify_counts(bo_op *op, int regions, int results, int successors, int operands) {
  if (bo_verify_num_regions(op, regions) || bo_verify_num_results(op, results) ||
      bo_verify_num_successors(op, successors) || bo_verify_num_operands(op, operands))
    return -1;
  return 0;
}

static int type_constraint_error(bo_op *op, const char *what, unsigned i, const char *desc,
                                 const bo_type *t) {
  char head[160];
  snprintf(head, sizeof head, "%s #%u must be %s, but got '", what, i, desc);
  return bo_emit_types_error(op, head, t, "'", NULL, NULL);
}

int bo_verify_operand_is(bo_op *op, unsigned i, bool (*pred)(const bo_type *), const char *desc) {
  const bo_type *t = bo_value_get_type(bo_op_get_operand(op, i));
  return pred(t) ? 0 : type_constraint_error(op, "operand", i, desc, t);
}

int bo_verify_result_is(bo_op *op, unsigned i, bool (*pred)(const bo_type *), const char *desc) {
  const bo_type *t = bo_value_get_type(bo_op_get_result(op, i));
  return pred(t) ? 0 : type_constraint_error(op, "result", i, desc, t);
}

int bo_verify_all_operands_are(bo_op *op, bool (*pred)(const bo_type *), const char *desc) {
  for (unsigned i = 0, n = bo_op_get_num_operands(op); i < n; i++)
    if (bo_verify_operand_is(op, i, pred, desc))
      return -1;
  return 0;
}

int bo_verify_all_results_are(bo_op *op, bool (*pred)(const bo_type *), const char *desc) {
  for (unsigned i = 0, n = bo_op_get_num_results(op); i < n; i++)
    if (bo_verify_result_is(op, i, pred, desc))
      return -1;
  return 0;
}

int bo_verify_same_operands_and_result_type(bo_op *op) {
  const bo_type *t = NULL;
  for (unsigned i = 0, n = bo_op_get_num_results(op); i < n; i++) {
    const bo_type *r = bo_value_get_type(bo_op_get_result(op, i));
    if (t && r != t)
      return bo_op_emit_error(op, "requires the same type for all operands and results");
    t = r;
  }
  for (unsigned i = 0, n = bo_op_get_num_operands(op); i < n; i++) {
    const bo_type *o = bo_value_get_type(bo_op_get_operand(op, i));
    if (t && o != t)
      return bo_op_emit_error(op, "requires the same type for all operands and results");
    t = o;
  }
  return 0;
}

int bo_verify_same_operands_and_result_shape(bo_op *op) {
  const bo_type *t = NULL;
  for (unsigned i = 0, n = bo_op_get_num_results(op); i < n; i++) {
    const bo_type *r = bo_value_get_type(bo_op_get_result(op, i));
    if (t && !bo_types_same_shape(t, r))
      return bo_op_emit_error(op, "requires the same shape for all operands and results");
    t = r;
  }
  for (unsigned i = 0, n = bo_op_get_num_operands(op); i < n; i++) {
    const bo_type *o = bo_value_get_type(bo_op_get_operand(op, i));
    if (t && !bo_types_same_shape(t, o))
      return bo_op_emit_error(op, "requires the same shape for all operands and results");
    t = o;
  }
  return 0;
}

int bo_verify_has_attr(bo_op *op, const char *name) {
  if (bo_op_get_prop(op, name))
    return 0;
  return bo_op_emit_error(op, "requires attribute '%s'", name);
}

/* ------------------------------------------------------------- flag groups */

/* Flag spellings in bit order; this order is also the printing order. */
static const char *const overflow_names[] = {"nsw", "nuw"};
static const char *const fastmath_names[] = {"reassoc", "nnan", "ninf", "nsz",
                                             "arcp",    "contract", "afn"};
enum { FASTMATH_ALL = 0x7f };

typedef struct flags_desc {
  const char *keyword;   /* `overflow` / `fastmath` */
  const char *attr_name; /* inherent attribute name */
  const char *mnemonic;  /* "arith.overflow" */
  const char *const *names;
  unsigned num_names;
  const char *sep;       /* printing separator */
  const char *enum_name; /* for parse errors */
  const char *attr_def;
  const char *all_names; /* the list in the parse error */
  const char *cache_keys; /* one constant byte per mask: keys of the context memo */
} flags_desc;

static const char overflow_keys[1u << 2], fastmath_keys[1u << 7];

static const flags_desc overflow_desc = {
    "overflow", "overflowFlags", "arith.overflow", overflow_names, 2, ", ",
    "::mlir::arith::IntegerOverflowFlags", "Arith_IntegerOverflowAttr", "none, nsw, nuw",
    overflow_keys};
static const flags_desc fastmath_desc = {
    "fastmath", "fastmath", "arith.fastmath", fastmath_names, 7, ",",
    "::mlir::arith::FastMathFlags", "Arith_FastMathAttr",
    "none, reassoc, nnan, ninf, nsz, arcp, contract, afn, fast", fastmath_keys};

static const flags_desc *flags_of(bo_flags_kind kind) {
  return kind == BO_FLAGS_OVERFLOW ? &overflow_desc : &fastmath_desc;
}

/* The bit of one flag word, 0 for `none`, -1 when unknown. */
static long flag_bit(const flags_desc *d, const char *w, size_t n) {
  if (n == 4 && !memcmp(w, "none", 4))
    return 0;
  if (d == &fastmath_desc && n == 4 && !memcmp(w, "fast", 4))
    return FASTMATH_ALL;
  for (unsigned i = 0; i < d->num_names; i++)
    if (strlen(d->names[i]) == n && !memcmp(d->names[i], w, n))
      return 1L << i;
  return -1;
}

/* Decodes `mnemonic<a, b>` text (opaque attribute) into a mask. */
static unsigned decode_mask(const flags_desc *d, const bo_attr *a) {
  if (!a || bo_attr_get_kind(a) != BO_ATTR_OPAQUE)
    return 0;
  const char *s = strchr(bo_attr_get_opaque_text(a), '<');
  unsigned mask = 0;
  if (!s)
    return 0;
  for (s++; *s && *s != '>';) {
    if (*s == ',' || *s == ' ') {
      s++;
      continue;
    }
    size_t n = strcspn(s, ", >");
    long bit = flag_bit(d, s, n);
    if (bit > 0)
      mask |= (unsigned)bit;
    s += n;
  }
  return mask;
}

unsigned bo_overflow_mask(const bo_attr *a) { return decode_mask(&overflow_desc, a); }
unsigned bo_fastmath_mask(const bo_attr *a) { return decode_mask(&fastmath_desc, a); }

/* `none`, `fast` or the set flags in bit order. */
static void format_mask(bo_str *s, const flags_desc *d, unsigned mask) {
  if (mask == 0) {
    bo_str_puts(s, "none");
    return;
  }
  if (d == &fastmath_desc && mask == FASTMATH_ALL) {
    bo_str_puts(s, "fast");
    return;
  }
  bool first = true;
  for (unsigned i = 0; i < d->num_names; i++) {
    if (!(mask & (1u << i)))
      continue;
    if (!first)
      bo_str_puts(s, d->sep);
    bo_str_puts(s, d->names[i]);
    first = false;
  }
}

/* The attribute of a mask, built once per context (every float op created
 * asks for fastmath<none>). */
static const bo_attr *make_flags_attr(bo_context *ctx, const flags_desc *d, unsigned mask) {
  const void *key = mask < (1u << d->num_names) ? &d->cache_keys[mask] : NULL;
  const bo_attr *cached = key ? bo_context_cache_get(ctx, key) : NULL;
  if (cached) return cached;
  bo_str s = {0};
  bo_str_puts(&s, d->mnemonic);
  bo_str_putc(&s, '<');
  format_mask(&s, d, mask);
  bo_str_putc(&s, '>');
  const bo_attr *a = bo_attr_opaque(ctx, s.data, s.len);
  bo_str_free(&s);
  if (key) bo_context_cache_put(ctx, key, (void *)a);
  return a;
}

const bo_attr *bo_overflow_attr(bo_context *ctx, unsigned mask) {
  return make_flags_attr(ctx, &overflow_desc, mask);
}
const bo_attr *bo_fastmath_attr(bo_context *ctx, unsigned mask) {
  return make_flags_attr(ctx, &fastmath_desc, mask);
}

const char *bo_flags_attr_name(bo_flags_kind kind) {
  return kind == BO_FLAGS_NONE ? NULL : flags_of(kind)->attr_name;
}

int bo_parse_flag_group(bo_parser *p, bo_parse_state *st, bo_flags_kind kind, bool default_valued) {
  if (kind == BO_FLAGS_NONE)
    return 0;
  const flags_desc *d = flags_of(kind);
  bo_context *ctx = bo_parser_context(p);
  int r = bo_parse_optional_keyword(p, d->keyword);
  if (r < 0)
    return -1;
  if (r == 0) {
    if (default_valued)
      bo_state_add_attr(st, d->attr_name, make_flags_attr(ctx, d, 0));
    return 0;
  }
  if (bo_parse_punct(p, "<"))
    return -1;
  unsigned mask = 0;
  do {
    bo_loc loc = bo_parser_loc(p);
    const char *w = NULL;
    if (bo_parse_any_keyword(p, &w))
      return -1;
    long bit = flag_bit(d, w, strlen(w));
    if (bit < 0) {
      /* mlir-opt reports the enum and then the attribute parameter; the
       * parser keeps only its first error, so the second goes straight to
       * the diagnostics. */
      bo_parser_error_at(p, loc, "custom op '%s' expected %s to be one of: %s", st->name,
                         d->enum_name, d->all_names);
      return bo_emit_error(ctx, bo_parser_loc(p),
                           "custom op '%s' failed to parse %s parameter 'value' which is to be "
                           "a `%s`",
                           st->name, d->attr_def, d->enum_name);
    }
    mask |= (unsigned)bit;
  } while (bo_parse_optional_punct(p, ",") == 1);
  if (bo_parse_punct(p, ">"))
    return -1;
  bo_state_add_attr(st, d->attr_name, make_flags_attr(ctx, d, mask));
  return 0;
}

void bo_print_flag_group(bo_printer *p, bo_op *op, bo_flags_kind kind, bool default_valued) {
  if (kind == BO_FLAGS_NONE)
    return;
  const flags_desc *d = flags_of(kind);
  const bo_attr *a = bo_op_get_prop(op, d->attr_name);
  if (!a)
    return;
  unsigned mask = decode_mask(d, a);
  if (default_valued && mask == 0)
    return;
  bo_str s = {0};
  format_mask(&s, d, mask);
  bo_printf(p, " %s<%.*s>", d->keyword, (int)s.len, s.data);
  bo_str_free(&s);
}

void bo_flags_normalize(bo_op *op, bo_flags_kind kind) {
  if (kind == BO_FLAGS_NONE)
    return;
  const flags_desc *d = flags_of(kind);
  const bo_attr *a = bo_op_get_prop(op, d->attr_name);
  if (!a || bo_attr_get_kind(a) != BO_ATTR_OPAQUE)
    return;
  /* another dialect attribute is left for the verifier to reject */
  if (strncmp(bo_attr_get_opaque_text(a), d->mnemonic, strlen(d->mnemonic)) ||
      bo_attr_get_opaque_text(a)[strlen(d->mnemonic)] != '<')
    return;
  /* Interned: the canonical spelling is the same pointer when a already is. */
  const bo_attr *canon = make_flags_attr(bo_op_get_context(op), d, decode_mask(d, a));
  if (canon != a)
    bo_op_set_prop(op, d->attr_name, canon);
}

void bo_flags_set_default(bo_op *op, bo_flags_kind kind) {
  if (kind == BO_FLAGS_NONE)
    return;
  const flags_desc *d = flags_of(kind);
  if (!bo_op_get_prop(op, d->attr_name))
    bo_op_set_prop(op, d->attr_name, make_flags_attr(bo_op_get_context(op), d, 0));
  else
    bo_flags_normalize(op, kind);
}

void bo_populate_fastmath(bo_op *op) { bo_flags_set_default(op, BO_FLAGS_FASTMATH); }
void bo_populate_overflow(bo_op *op) { bo_flags_set_default(op, BO_FLAGS_OVERFLOW); }
void bo_normalize_fastmath(bo_op *op) { bo_flags_normalize(op, BO_FLAGS_FASTMATH); }

/* ------------------------------------------------------ parse/print families */

void bo_print_attr_dict_eliding_inherent(bo_printer *p, bo_op *op) {
  const char *const *names = bo_op_get_info(op)->inherent_attrs;
  size_t n = 0;
  while (names && names[n])
    n++;
  bo_print_optional_attr_dict(p, op, names, n);
}

void bo_print_attr_dict_colon_result(bo_printer *p, bo_op *op) {
  bo_print_attr_dict_eliding_inherent(p, op);
  bo_print_str(p, " : ");
  bo_print_type(p, bo_value_get_type(bo_op_get_result(op, 0)));
}

/* Reads `%a, %b, ...` (exactly n operands). */
static int parse_n_operands(bo_parser *p, unsigned n, bo_unresolved *out) {
  for (unsigned i = 0; i < n; i++) {
    if (i && bo_parse_punct(p, ","))
      return -1;
    if (bo_parse_operand(p, &out[i]))
      return -1;
  }
  return 0;
}

int bo_parse_same_type(bo_parser *p, bo_parse_state *st, unsigned n, bo_flags_kind kind,
                       bool default_valued) {
  bo_unresolved ops[4];
  const bo_type *t;
  if (n > 4 || parse_n_operands(p, n, ops) || bo_parse_flag_group(p, st, kind, default_valued) ||
      (bo_parse_optional_attr_dict(p, st) < 0) || bo_parse_colon_type(p, &t) ||
      bo_resolve_operands_same(p, ops, n, t, &st->operands))
    return -1;
  bo_state_add_result_type(st, t);
  return 0;
}

void bo_print_same_type(bo_printer *p, bo_op *op, bo_flags_kind kind, bool default_valued) {
  bo_print_char(p, ' ');
  bo_print_op_operands(p, op, 0, bo_op_get_num_operands(op));
  bo_print_flag_group(p, op, kind, default_valued);
  bo_print_attr_dict_eliding_inherent(p, op);
  bo_print_str(p, " : ");
  bo_print_type(p, bo_value_get_type(bo_op_get_result(op, 0)));
}

int bo_parse_unary(bo_parser *p, bo_parse_state *st) {
  return bo_parse_same_type(p, st, 1, BO_FLAGS_NONE, false);
}
int bo_parse_unary_fastmath(bo_parser *p, bo_parse_state *st) {
  return bo_parse_same_type(p, st, 1, BO_FLAGS_FASTMATH, true);
}
int bo_parse_binary(bo_parser *p, bo_parse_state *st) {
  return bo_parse_same_type(p, st, 2, BO_FLAGS_NONE, false);
}
int bo_parse_binary_overflow(bo_parser *p, bo_parse_state *st) {
  return bo_parse_same_type(p, st, 2, BO_FLAGS_OVERFLOW, true);
}
int bo_parse_binary_fastmath(bo_parser *p, bo_parse_state *st) {
  return bo_parse_same_type(p, st, 2, BO_FLAGS_FASTMATH, true);
}
int bo_parse_ternary_fastmath(bo_parser *p, bo_parse_state *st) {
  return bo_parse_same_type(p, st, 3, BO_FLAGS_FASTMATH, true);
}
void bo_print_plain(bo_printer *p, bo_op *op) { bo_print_same_type(p, op, BO_FLAGS_NONE, false); }
void bo_print_with_overflow(bo_printer *p, bo_op *op) {
  bo_print_same_type(p, op, BO_FLAGS_OVERFLOW, true);
}
void bo_print_with_fastmath(bo_printer *p, bo_op *op) {
  bo_print_same_type(p, op, BO_FLAGS_FASTMATH, true);
}

int bo_parse_cast_flags(bo_parser *p, bo_parse_state *st, bo_flags_kind kind,
                        bool default_valued) {
  bo_unresolved in;
  const bo_type *from, *to;
  if (bo_parse_operand(p, &in) || bo_parse_flag_group(p, st, kind, default_valued) ||
      (bo_parse_optional_attr_dict(p, st) < 0) || bo_parse_colon_type(p, &from) ||
      bo_parse_keyword(p, "to") || bo_parse_type(p, &to) ||
      bo_resolve_operands_same(p, &in, 1, from, &st->operands))
    return -1;
  bo_state_add_result_type(st, to);
  return 0;
}

void bo_print_cast_flags(bo_printer *p, bo_op *op, bo_flags_kind kind, bool default_valued) {
  bo_print_char(p, ' ');
  bo_print_operand(p, bo_op_get_operand(op, 0));
  bo_print_flag_group(p, op, kind, default_valued);
  bo_print_attr_dict_eliding_inherent(p, op);
  bo_print_str(p, " : ");
  bo_print_type(p, bo_value_get_type(bo_op_get_operand(op, 0)));
  bo_print_str(p, " to ");
  bo_print_type(p, bo_value_get_type(bo_op_get_result(op, 0)));
}

int bo_parse_cast(bo_parser *p, bo_parse_state *st) {
  return bo_parse_cast_flags(p, st, BO_FLAGS_NONE, false);
}
void bo_print_cast(bo_printer *p, bo_op *op) { bo_print_cast_flags(p, op, BO_FLAGS_NONE, false); }

int bo_parse_check_operand_type(bo_parser *p, bo_parse_state *st, const char *operand,
                                const bo_type *t, bool (*pred)(const bo_type *),
                                const char *desc) {
  if (pred(t))
    return 0;
  char *ts = bo_type_to_string(t);
  bo_parser_error_at(p, st->loc, "custom op '%s' '%s' must be %s, but got '%s'", st->name,
                     operand, desc, ts);
  free(ts);
  return -1;
}
