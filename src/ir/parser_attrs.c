/* parser_attrs.c - attributes: numbers with their types, strings, arrays,
 * dictionaries (cached by spelling like shaped types), symbol references,
 * dense elements (nested literal lists, hex blobs, splats), dense arrays,
 * strided layouts, type and unit attributes, dialect attributes, attribute
 * aliases, locations, and the dynamic index lists of the asm.h API.
 *
 * Values are checked against their type as they are read (an integer that
 * does not fit its width, a float literal for an integer element, ...), with
 * mlir-opt's words.  Cost: linear in the text of the attribute.
 */
#include "parser_internal.h"
#include "float_wide.h"

/* ------------------------------------------------------------- attributes */

static int attr_elem(bo_parser *p, void *user) {
  const bo_attr *a;
  if (bo_parse_attribute(p, NULL, &a)) return -1;
  BO_VEC(const bo_attr *) *v = user;
  bo_vec_push(v, a);
  return 0;
}

static int dict_entry(bo_parser *p, void *user) {
  bo_named_attr_vec *v = user;
  const char *name;
  if (p->tok.kind == TOK_BARE_ID) {
    name = bo_intern(p->ctx, p->tok.start, p->tok.len);
    advance(p);
  } else if (p->tok.kind == TOK_STRING) {
    size_t n;
    name = unescape_string(p, &p->tok, &n);
    if (n == 0) return bo_parser_error(p, "expected valid attribute name");
    advance(p);
  } else {
    return bo_parser_error(p, "expected attribute name");
  }
  for (size_t i = 0; i < v->len; i++)
    if (v->data[i].name == name)
      return bo_parser_error(p, "duplicate key '%s' in dictionary attribute", name);
  const bo_attr *a;
  if (bo_parse_optional_punct(p, "=")) {
    if (bo_parse_attribute(p, NULL, &a)) return -1;
  } else {
    a = bo_attr_unit(p->ctx);
  }
  bo_named_attr na = {name, a};
  bo_vec_push(v, na);
  return 0;
}

/* The spelling of the `{...}` dictionary at the current token, when it is on
 * one line and has no comments (0 otherwise). */
static size_t dict_span(bo_parser *p) {
  const char *c = p->tok.start, *end = p->lx.end, *start = c;
  int depth = 0;
  for (; c < end; c++) {
    char ch = *c;
    if (ch == '{') {
      depth++;
    } else if (ch == '}') {
      if (--depth == 0) return (size_t)(c + 1 - start);
    } else if (ch == '"') {
      for (c++; c < end && *c != '"'; c++) {
        if (*c == '\\') c++;
        if (c < end && *c == '\n') return 0;
      }
    } else if (ch == '\n' || (ch == '/' && c + 1 < end && c[1] == '/')) {
      return 0;
    }
  }
  return 0;
}

/* Attribute dictionaries repeat verbatim in generated code (the maps and
 * iterator types of every linalg.generic): each spelling is parsed once. */
int bo_parse_dict_attr(bo_parser *p, const bo_attr **out) {
  if (p->tok.kind == TOK_HASH_ID) {
    /* an alias of a dictionary (`#trait = {...}`, `linalg.generic #trait`) */
    bo_loc loc = bo_parser_loc(p);
    if (bo_parse_attribute(p, NULL, out)) return -1;
    if ((*out)->kind != BO_ATTR_DICT)
      return bo_parser_custom_error_at(p, loc, "invalid kind of attribute specified");
    return 0;
  }
  const char *start = p->tok.start;
  size_t span = at_punct(p, "{") ? dict_span(p) : 0;
  if (span > 2) {
    /* the spelling met last first (no hashing), then the cache */
    if (p->last_dict && p->last_dict_len == span && memcmp(p->last_dict_key, start, span) == 0) {
      p->lx.cur = start + span;
      advance(p);
      *out = p->last_dict;
      return 0;
    }
    span_slot *sl = span_find(&p->dict_cache, start, span, false);
    if (sl && sl->value) {
      p->lx.cur = start + span;
      advance(p);
      *out = sl->value;
      p->last_dict_key = start;
      p->last_dict_len = span;
      p->last_dict = *out;
      return 0;
    }
  }
  bo_named_attr_vec v = {0};
  int rc = parse_comma_list_msg(p, BO_DELIM_BRACE, dict_entry, &v, true,
                                "expected '}' in attribute dictionary");
  if (rc == 0) {
    *out = bo_attr_dict(p->ctx, (unsigned)v.len, v.data);
    if (span > 2) cache_if_exact(p, &p->dict_cache, start, span, (void *)*out);
  }
  bo_vec_free(&v);
  return rc;
}

/* Checks that an integer fits the type and normalizes it: signless and
 * signed values are sign-extended from the width, unsigned zero-extended. */
static int normalize_int_in(bo_parser *p, bo_loc loc, const bo_type *t, bool neg, uint64_t mag,
                            int64_t *out, bool dense) {
  /* MLIR's words differ between a scalar attribute and a dense element */
  const char *range = dense ? "integer constant out of range for type"
                            : "integer constant out of range for attribute";
  unsigned w = t->kind == BO_TYPE_INDEX ? 64 : t->u.integer.width;
  bo_signedness sg = t->kind == BO_TYPE_INDEX ? BO_SIGNLESS : t->u.integer.signedness;
  if (neg && sg == BO_UNSIGNED)
    return bo_parser_error_at(p, loc, dense ? "expected unsigned integer elements, but parsed negative value"
                                            : "negative integer literal not valid for unsigned integer type");
  if (w == 0) {
    if (mag != 0) return bo_parser_error_at(p, loc, "%s", range);
    *out = 0;
    return 0;
  }
  if (w < 64) {
    uint64_t lim_pos = sg == BO_SIGNED ? (1ull << (w - 1)) - 1 : (1ull << w) - 1;
    uint64_t lim_neg = 1ull << (w - 1);
    if ((!neg && mag > lim_pos) || (neg && mag > lim_neg))
      return bo_parser_error_at(p, loc, "%s", range);
    uint64_t v = neg ? (0 - mag) : mag;
    v &= (1ull << w) - 1;
    if (sg != BO_UNSIGNED && w > 0 && (v >> (w - 1)) & 1) v |= ~((1ull << w) - 1);
    *out = (int64_t)v;
    return 0;
  }
  if (w == 64) {
    /* index and si64 values are signed: 2^63 and above do not fit, as in MLIR */
    if ((t->kind == BO_TYPE_INDEX || sg == BO_SIGNED) && !neg && mag > (uint64_t)INT64_MAX)
      return bo_parser_error_at(p, loc, "%s", range);
    if (neg && mag > (uint64_t)INT64_MAX + 1)
      return bo_parser_error_at(p, loc, "%s", range);
    *out = neg ? (int64_t)(0 - mag) : (int64_t)mag;
    return 0;
  }
  /* wider than 64 bits: values beyond int64 are not representable here */
  if ((!neg && mag > (uint64_t)INT64_MAX) || (neg && mag > (uint64_t)INT64_MAX + 1))
    return bo_parser_error_at(p, loc, "integer constant out of range for attribute (bufopt supports values beyond 64 bits up to i128)");
  *out = neg ? (int64_t)(0 - mag) : (int64_t)mag;
  return 0;
}

static int normalize_int(bo_parser *p, bo_loc loc, const bo_type *t, bool neg, uint64_t mag,
                         int64_t *out) {
  return normalize_int_in(p, loc, t, neg, mag, out, false);
}

static double bits_to_float(uint64_t bits, bo_float_kind k) { return bo_float_from_bits(bits, k); }

/* The value of a hex integer token as 128 bits; false when it has more
 * significant digits than width bits hold (rounded up to whole digits). */
static bool hex_token_bits(const token *t, unsigned width, uint64_t *hi, uint64_t *lo) {
  const char *d = t->start + 2, *end = t->start + t->len;
  while (d < end && *d == '0') d++;
  if ((size_t)(end - d) * 4 > width + 3) return false;
  *hi = *lo = 0;
  for (; d < end; d++) {
    unsigned v = isdigit((unsigned char)*d) ? (unsigned)(*d - '0')
                                            : (unsigned)(tolower((unsigned char)*d) - 'a' + 10);
    *hi = *hi << 4 | *lo >> 60;
    *lo = *lo << 4 | v;
  }
  return true;
}

/* The bit pattern `0x...` of an f80 (x87: sign, 15-bit exponent, explicit
 * integer bit, 63-bit fraction) or f128 (sign, 15-bit exponent, 112-bit
 * fraction), held exactly: *out is the slot of its attribute (a double, or
 * a handle naming the exact value; see float_wide.h). */
static int wide_float_from_hex(bo_parser *p, const token *t, bo_float_kind k, unsigned width,
                               double *out) {
  uint64_t hi, lo; /* bits 64.. and 0..63 */
  if (!hex_token_bits(t, width, &hi, &lo) || (width < 128 && hi >> (width - 64)))
    return bo_parser_error_at(p, tok_loc(p, t), "hexadecimal float constant out of range for type");
  *out = bo_attr_float_bits(p->ctx, bo_type_float(p->ctx, k), (bo_fbits){lo, hi})->u.f;
  return 0;
}

/* An integer token where a float of kind k is expected, as MLIR's
 * parseFloatFromIntegerLiteral: only a hex bit pattern (`0x3F800000`) of at
 * most the type's width is a float; a decimal integer is an error (with
 * MLIR's note), and so is a minus before the hex form.  Errors point at the
 * number token, not at the minus. */
static int float_from_int_token(bo_parser *p, const token *t, bool neg, bo_float_kind k,
                                double *out) {
  bo_loc loc = tok_loc(p, t);
  if (!(t->len > 1 && t->start[1] == 'x')) {
    bool first = !p->failed;
    bo_parser_error_at(p, loc, "unexpected decimal integer literal for a floating point value");
    if (first) bo_emit(p->ctx, BO_SEV_NOTE, loc, "add a trailing dot to make the literal a float");
    return -1;
  }
  if (neg) return bo_parser_error_at(p, loc, "hexadecimal float literal should not have a leading minus");
  uint64_t bits;
  unsigned width = bo_float_kind_width(k);
  if (width > 64) return wide_float_from_hex(p, t, k, width, out);
  if (!tok_to_u64(t, &bits) || (width < 64 && bits >> width))
    return bo_parser_error_at(p, loc, "hexadecimal float constant out of range for type");
  *out = bits_to_float(bits, k);
  return 0;
}

/* The magnitude of an integer token (decimal or 0x) as 128 bits; false
 * past 2^128 - 1. */
static bool tok_to_u128(const token *t, unsigned __int128 *out) {
  unsigned __int128 v = 0;
  const char *s = t->start, *e = t->start + t->len;
  if (t->len > 2 && s[0] == '0' && s[1] == 'x') {
    for (s += 2; s < e; s++) {
      int d = isdigit((unsigned char)*s) ? *s - '0' : (tolower((unsigned char)*s) - 'a' + 10);
      if (v >> 124) return false;
      v = v * 16 + (unsigned)d;
    }
  } else {
    for (; s < e; s++) {
      unsigned d = (unsigned)(*s - '0');
      if (v > (~(unsigned __int128)0 - d) / 10) return false;
      v = v * 10 + d;
    }
  }
  *out = v;
  return true;
}

/* A scalar integer literal of a type of 65 to 128 bits, held exactly
 * (bo_attr_integer_wide), with the range rules of the narrower types:
 * signed up to 2^(w-1) - 1, signless and unsigned up to 2^w - 1, negative
 * down to -2^(w-1). */
static int wide_int_attr(bo_parser *p, bo_loc loc, const bo_type *type, bool neg, const token *t,
                         const bo_attr **out) {
  typedef unsigned __int128 u128;
  unsigned w = type->u.integer.width;
  bo_signedness sg = type->u.integer.signedness;
  if (neg && sg == BO_UNSIGNED)
    return bo_parser_error_at(p, loc, "negative integer literal not valid for unsigned integer type");
  u128 mag;
  if (!tok_to_u128(t, &mag)) return bo_parser_error_at(p, loc, "integer constant out of range for attribute");
  u128 all = w == 128 ? ~(u128)0 : ((u128)1 << w) - 1;
  u128 lim_pos = sg == BO_SIGNED ? ((u128)1 << (w - 1)) - 1 : all, lim_neg = (u128)1 << (w - 1);
  if ((!neg && mag > lim_pos) || (neg && mag > lim_neg))
    return bo_parser_error_at(p, loc, "integer constant out of range for attribute");
  u128 v = neg ? 0 - mag : mag;
  *out = bo_attr_integer_wide(p->ctx, type, (uint64_t)v, (uint64_t)(v >> 64));
  return 0;
}

/* A number literal with an optional '-', for typed attributes. */
static int parse_number_attr(bo_parser *p, const bo_type *type, const bo_attr **out) {
  bool neg = bo_parse_optional_punct(p, "-");
  token t = p->tok;
  if (t.kind != TOK_INTEGER && t.kind != TOK_FLOAT)
    return bo_parser_error(p, "expected constant integer or floating point value");
  advance(p);
  if (!type && bo_parse_optional_punct(p, ":")) {
    if (parse_type_inner(p, &type)) return -1;
  }
  if (!type) type = t.kind == TOK_FLOAT ? p->ctx->t_f64 : p->ctx->t_i64;
  if (bo_type_is_float(type)) {
    if (t.kind == TOK_INTEGER) {
      double v;
      if (float_from_int_token(p, &t, neg, type->u.fkind, &v)) return -1;
      *out = bo_attr_float(p->ctx, type, v);
      return 0;
    }
    char buf[128];
    size_t n = t.len < sizeof buf - 1 ? t.len : sizeof buf - 1;
    memcpy(buf, t.start, n);
    buf[n] = 0;
    double v = strtod(buf, NULL);
    if (type->u.fkind == BO_F32) v = (float)v;
    *out = bo_attr_float(p->ctx, type, neg ? -v : v);
    return 0;
  }
  /* MLIR reports these at the number (after any minus), or, for a float
   * literal, at the token after the type */
  if (t.kind == TOK_FLOAT) return bo_parser_error(p, "floating point value not valid for specified type");
  bo_loc nloc = tok_loc(p, &t);
  if (type->kind != BO_TYPE_INTEGER && type->kind != BO_TYPE_INDEX)
    return bo_parser_error_at(p, nloc, "integer literal not valid for specified type");
  if (type->kind == BO_TYPE_INTEGER && type->u.integer.width > 64 && type->u.integer.width <= 128)
    return wide_int_attr(p, nloc, type, neg, &t, out);
  uint64_t mag;
  if (!tok_to_u64(&t, &mag)) return bo_parser_error_at(p, nloc, "integer constant out of range for attribute");
  int64_t v;
  if (normalize_int(p, nloc, type, neg, mag, &v)) return -1;
  *out = bo_attr_integer(p->ctx, type, v);
  return 0;
}

/* dense<...> literal tree, flattened. */
typedef struct dense_lit {
  BO_VEC(token) toks;   /* element tokens (numbers, true/false, hex) */
  BO_VEC(bool) negs;
  i64_vec shape;
  bool shape_set;
  bool is_splat_scalar;
  bool complex; /* elements are `(re, im)` pairs: two tokens each */
} dense_lit;

/* One primitive element literal (an optionally negated number, true or
 * false) into d. */
static int parse_dense_scalar(bo_parser *p, dense_lit *d) {
  bool neg = bo_parse_optional_punct(p, "-");
  if (neg && p->tok.kind != TOK_INTEGER && p->tok.kind != TOK_FLOAT)
    return bo_parser_error(p, "expected integer or floating point literal"); /* `-true` */
  if (p->tok.kind == TOK_INTEGER || p->tok.kind == TOK_FLOAT || at_kw(p, "true") || at_kw(p, "false") ||
      (!neg && p->tok.kind == TOK_STRING)) {
    bo_vec_push(&d->toks, p->tok);
    bo_vec_push(&d->negs, neg);
    advance(p);
    return 0;
  }
  return bo_parser_error(p, "expected element literal of primitive type");
}

static int parse_dense_list(bo_parser *p, dense_lit *d, unsigned dim, i64_vec *shape_here) {
  if (nest_enter(p)) return -1;
  int rc = -1;
  if (bo_parse_optional_punct(p, "[")) {
    int64_t count = 0;
    i64_vec sub_shape = {0};
    bool first = true;
    if (!at_punct(p, "]")) {
      do {
        i64_vec s = {0};
        if (parse_dense_list(p, d, dim + 1, &s)) {
          bo_vec_free(&s);
          bo_vec_free(&sub_shape);
          goto done;
        }
        if (first) {
          sub_shape = s;
          first = false;
        } else {
          bool same = s.len == sub_shape.len;
          for (size_t i = 0; same && i < s.len; i++) same = s.data[i] == sub_shape.data[i];
          bo_vec_free(&s);
          if (!same) {
            bo_vec_free(&sub_shape);
            bo_parser_error(p, "tensor literal is invalid; ranks are not consistent between elements");
            goto done;
          }
        }
        count++;
      } while (bo_parse_optional_punct(p, ","));
    }
    if (bo_parse_punct(p, "]")) {
      bo_vec_free(&sub_shape);
      goto done;
    }
    bo_vec_push(shape_here, count);
    for (size_t i = 0; i < sub_shape.len; i++) bo_vec_push(shape_here, sub_shape.data[i]);
    bo_vec_free(&sub_shape);
    rc = 0;
    goto done;
  }
  if (bo_parse_optional_punct(p, "(")) {
    /* a complex element `(re, im)` (MLIR's TensorLiteralParser) */
    d->complex = true;
    if (parse_dense_scalar(p, d)) goto done;
    if (!bo_parse_optional_punct(p, ",")) {
      bo_parser_error(p, "expected ',' between complex elements");
      goto done;
    }
    if (parse_dense_scalar(p, d)) goto done;
    if (!bo_parse_optional_punct(p, ")")) {
      bo_parser_error(p, "expected ')' after complex elements");
      goto done;
    }
    rc = 0;
    goto done;
  }
  rc = parse_dense_scalar(p, d);
done:
  nest_leave(p);
  return rc;
}

static void dense_lit_free(dense_lit *d) {
  bo_vec_free(&d->toks);
  bo_vec_free(&d->negs);
  bo_vec_free(&d->shape);
}

static void format_shape(bo_str *s, const int64_t *v, size_t n) {
  bo_str_putc(s, '[');
  for (size_t i = 0; i < n; i++) bo_str_printf(s, i ? ", %lld" : "%lld", (long long)v[i]);
  bo_str_putc(s, ']');
}

/* The literal's inferred shape must be the type's (mlir-opt's words); -1
 * after the error. */
static int check_literal_shape(bo_parser *p, bo_loc loc, const dense_lit *d, const int64_t *shape,
                               unsigned rank) {
  bool same = d->shape.len == rank;
  for (unsigned i = 0; same && i < rank; i++) same = d->shape.data[i] == shape[i];
  if (same) return 0;
  bo_str a = {0}, b = {0};
  format_shape(&a, d->shape.data, d->shape.len);
  format_shape(&b, shape, rank);
  bo_parser_error_at(p, loc, "inferred shape of elements literal (%s) does not match type (%s)",
                     a.data, b.data);
  bo_str_free(&a);
  bo_str_free(&b);
  return -1;
}

static int dense_from_hex(bo_parser *p, bo_loc loc, const char *hex, size_t hlen, const bo_type *type,
                          const bo_attr **out) {
  const bo_type *et = type->u.shaped.elem;
  int64_t ne = bo_type_get_num_elements(type);
  unsigned w = bo_type_get_width(et);
  if (et->kind == BO_TYPE_INDEX) w = 64;
  unsigned bytes = w == 1 ? 1 : (w + 7) / 8;
  /* the caller checked the spelling: 0x and an even number of hex digits */
  size_t nbytes = (hlen - 2) / 2;
  bool splat = nbytes == bytes;
  int64_t want;
  if (!splat && (bo_mul_overflow_i64(ne, (int64_t)bytes, &want) || (int64_t)nbytes != want)) {
    char *ts = bo_type_to_string(type);
    bo_parser_error_at(p, loc, "elements hex data size is invalid for provided type: '%s'", ts);
    free(ts);
    return -1;
  }
  size_t n = splat ? 1 : (size_t)ne;
  bool is_f = bo_type_is_float(et);
  int64_t *iv = is_f ? NULL : malloc((n ? n : 1) * sizeof(int64_t));
  double *fv = is_f ? malloc((n ? n : 1) * sizeof(double)) : NULL;
  for (size_t i = 0; i < n; i++) {
    uint64_t v = 0, high = 0; /* high: f80 / f128 bits above 64 */
    for (unsigned b = 0; b < bytes; b++) {
      char hx[3] = {hex[2 + 2 * (i * bytes + b)], hex[3 + 2 * (i * bytes + b)], 0};
      uint64_t byte = (uint64_t)strtoul(hx, NULL, 16);
      if (b < 8)
        v |= byte << (8 * b);
      else
        high |= byte << (8 * (b - 8));
    }
    if (is_f && bo_float_kind_is_wide(et->u.fkind)) {
      fv[i] = bo_attr_float_bits(p->ctx, et, (bo_fbits){v, high})->u.f;
    } else if (is_f) {
      fv[i] = bits_to_float(v, et->u.fkind);
    } else {
      if (w < 64 && w > 0 && bo_type_get_signedness(et) != BO_UNSIGNED && ((v >> (w - 1)) & 1))
        v |= ~((1ull << w) - 1);
      if (w == 1) v &= 1;
      iv[i] = (int64_t)v;
    }
  }
  if (is_f)
    *out = bo_attr_dense_float(p->ctx, type, n, fv);
  else
    *out = bo_attr_dense_int(p->ctx, type, n, iv);
  free(iv);
  free(fv);
  return 0;
}

/* The elements of literal d as a dense attribute of the static shaped
 * type `type` (its element type checked by the caller); errors about the
 * whole literal are reported at tloc (the `dense` keyword, as mlir-opt). */
static int dense_values(bo_parser *p, dense_lit *dl, const bo_type *type, bo_loc tloc,
                        const bo_attr **out) {
  const bo_type *et = type->u.shaped.elem;
  bool is_f = bo_type_is_float(et);
  int rc = -1;
  int64_t ne = bo_type_get_num_elements(type);
  size_t nlit = dl->toks.len;
  bool splat = dl->is_splat_scalar && nlit == 1;
  if (!nlit && !dl->shape.len && !dl->is_splat_scalar && ne > 0) { /* dense<> */
    char *ts = bo_type_to_string(type);
    bo_parser_error_at(p, tloc, "parsed zero elements, but type ('%s') expected at least 1", ts);
    free(ts);
    return -1;
  }
  /* shape check (an empty literal of an empty type needs none) */
  if (!splat && !(nlit == 0 && ne == 0) &&
      check_literal_shape(p, tloc, dl, type->u.shaped.shape, type->u.shaped.rank))
    goto done;
  size_t n = splat ? 1 : nlit;
  int64_t *iv = NULL;
  double *fv = NULL;
  if (is_f)
    fv = malloc((n ? n : 1) * sizeof(double));
  else
    iv = malloc((n ? n : 1) * sizeof(int64_t));
  for (size_t i = 0; i < n; i++) {
    token t = dl->toks.data[i];
    bool neg = dl->negs.data[i];
    bo_loc el = tok_loc(p, &t);
    if (tok_is_keyword(&t, "true") || tok_is_keyword(&t, "false")) {
      if (!(et->kind == BO_TYPE_INTEGER && et->u.integer.width == 1)) {
        bo_parser_error_at(p, el, is_f ? "expected floating point literal"
                                       : "expected i1 type for 'true' or 'false' values");
        goto free_vals;
      }
      iv[i] = tok_is_keyword(&t, "true");
      continue;
    }
    if (t.kind == TOK_STRING) {
      bo_parser_error_at(p, el, is_f ? "expected floating point literal"
                                     : "integer constant out of range for type");
      goto free_vals;
    }
    if (is_f) {
      if (t.kind == TOK_INTEGER) {
        if (float_from_int_token(p, &t, neg, et->u.fkind, &fv[i])) goto free_vals;
      } else {
        char buf[128];
        size_t k = t.len < sizeof buf - 1 ? t.len : sizeof buf - 1;
        memcpy(buf, t.start, k);
        buf[k] = 0;
        double v = strtod(buf, NULL);
        if (et->u.fkind == BO_F32) v = (float)v;
        fv[i] = neg ? -v : v;
      }
    } else {
      if (t.kind == TOK_FLOAT) {
        bo_parser_error_at(p, el, "expected integer elements, but parsed floating-point");
        goto free_vals;
      }
      uint64_t mag;
      if (!tok_to_u64(&t, &mag)) {
        bo_parser_error_at(p, el, "integer constant out of range for type");
        goto free_vals;
      }
      if (et->kind == BO_TYPE_INTEGER && et->u.integer.width == 1) {
        if (mag > 1) { /* -1 is true, as in MLIR */
          bo_parser_error_at(p, el, "integer constant out of range for type");
          goto free_vals;
        }
        iv[i] = (int64_t)mag;
        continue;
      }
      if (normalize_int_in(p, el, et, neg, mag, &iv[i], true)) goto free_vals;
    }
  }
  if (is_f)
    *out = bo_attr_dense_float(p->ctx, type, n, fv);
  else
    *out = bo_attr_dense_int(p->ctx, type, n, iv);
  rc = 0;
free_vals:
  free(iv);
  free(fv);
done:
  return rc;
}

/* The text of dense attribute a without `dense<` and `> : type`. */
static void append_dense_body(bo_str *out, const bo_attr *a);

/* One component value of a complex literal, as mlir-opt prints it. */
static void append_component(bo_context *ctx, bo_str *out, const bo_type *ct, const bo_attr *comps,
                             size_t i) {
  int64_t one = 1;
  const bo_type *t1 = bo_type_tensor(ctx, 1, &one, ct, NULL);
  if (bo_type_is_float(ct)) {
    double v = bo_attr_dense_float_at(comps, i);
    append_dense_body(out, bo_attr_dense_float(ctx, t1, 1, &v));
  } else {
    int64_t v = bo_attr_dense_int_at(comps, i);
    append_dense_body(out, bo_attr_dense_int(ctx, t1, 1, &v));
  }
}

/* Elements [*next, ...) of a complex literal laid out by shape[dim..]. */
static void append_complex_elems(bo_context *ctx, bo_str *out, const bo_type *ct,
                                 const bo_attr *comps, const int64_t *shape, unsigned rank,
                                 unsigned dim, size_t *next) {
  if (dim == rank) {
    bo_str_putc(out, '(');
    append_component(ctx, out, ct, comps, 2 * *next);
    bo_str_putc(out, ',');
    append_component(ctx, out, ct, comps, 2 * *next + 1);
    bo_str_putc(out, ')');
    ++*next;
    return;
  }
  bo_str_putc(out, '[');
  for (int64_t i = 0; i < shape[dim]; i++) {
    if (i) bo_str_puts(out, ", ");
    append_complex_elems(ctx, out, ct, comps, shape, rank, dim + 1, next);
  }
  bo_str_putc(out, ']');
}

/* dense<(re, im), ...> of a complex element type: the components are read
 * as a dense literal of the component type with a trailing dimension of 2,
 * then the attribute is kept as mlir-opt's text (`(re,im)`, a splat when
 * every element is equal). */
static int dense_complex(bo_parser *p, dense_lit *d, const bo_type *type, bo_loc loc, bo_loc tloc,
                         const bo_attr **out) {
  bo_context *ctx = p->ctx;
  const bo_type *ct = type->u.shaped.elem->u.complex_elem;
  if (!bo_type_is_float(ct) && ct->kind != BO_TYPE_INTEGER)
    return bo_parser_error_at(p, tloc, "dense elements of this element type are not supported by bufopt");
  unsigned rank = type->u.shaped.rank;
  const int64_t *shape = type->u.shaped.shape;
  int64_t ne = bo_type_get_num_elements(type);
  if (!d->complex) {
    char *ts = bo_type_to_string(type->u.shaped.elem);
    bo_parser_error_at(p, loc, "parsed %zu elements, but type ('%s') expected 2 elements",
                       d->toks.len, ts);
    free(ts);
    return -1;
  }
  bool splat = d->is_splat_scalar && d->toks.len == 2;
  if (!splat && check_literal_shape(p, loc, d, shape, rank)) return -1;
  /* the components: a literal of shape [n, 2] of the component type */
  size_t n = splat ? 1 : (size_t)ne;
  dense_lit c = *d;
  i64_vec cshape = {0};
  bo_vec_push(&cshape, (int64_t)n);
  bo_vec_push(&cshape, 2);
  c.shape = cshape;
  c.is_splat_scalar = false;
  const bo_type *ctype = bo_type_tensor(ctx, 2, cshape.data, ct, NULL);
  const bo_attr *comps;
  int rc = dense_values(p, &c, ctype, loc, &comps);
  bo_vec_free(&cshape);
  if (rc) return -1;
  bool all_same = true;
  for (size_t i = 1; all_same && i < n; i++)
    all_same = bo_type_is_float(ct)
                   ? bo_attr_dense_float_at(comps, 2 * i) == bo_attr_dense_float_at(comps, 0) &&
                         bo_attr_dense_float_at(comps, 2 * i + 1) == bo_attr_dense_float_at(comps, 1)
                   : bo_attr_dense_int_at(comps, 2 * i) == bo_attr_dense_int_at(comps, 0) &&
                         bo_attr_dense_int_at(comps, 2 * i + 1) == bo_attr_dense_int_at(comps, 1);
  bo_str text = {0};
  size_t next = 0;
  bo_str_puts(&text, "dense<");
  if (ne > 0) {
    if (all_same)
      append_complex_elems(ctx, &text, ct, comps, shape, 0, 0, &next);
    else
      append_complex_elems(ctx, &text, ct, comps, shape, rank, 0, &next);
  }
  bo_str_puts(&text, "> : ");
  bo_format_type(&text, type);
  *out = bo_attr_opaque_typed(ctx, text.data, text.len, type);
  bo_str_free(&text);
  return 0;
}

/* Elements [*next, ...) of a string literal laid out by shape[dim..]. */
static void append_string_elems(bo_parser *p, bo_str *out, const dense_lit *d, const int64_t *shape,
                                unsigned rank, unsigned dim, size_t *next) {
  if (dim == rank) {
    size_t n;
    const char *s = unescape_string(p, &d->toks.data[*next], &n);
    bo_format_string_literal(out, s, n);
    ++*next;
    return;
  }
  bo_str_putc(out, '[');
  for (int64_t i = 0; i < shape[dim]; i++) {
    if (i) bo_str_puts(out, ", ");
    append_string_elems(p, out, d, shape, rank, dim + 1, next);
  }
  bo_str_putc(out, ']');
}

/* The body of string elements (MLIR's DenseStringElementsAttr) of shaped
 * type `type` from literal d: checked as mlir-opt checks them (every element
 * a string, the literal's shape the type's unless it is one element), then
 * appended as mlir-opt prints them, one string when all are equal.  0, or
 * -1 after a diagnostic at tloc or at the offending element. */
static int append_string_body(bo_parser *p, bo_str *out, const dense_lit *d, const bo_type *type,
                              bo_loc tloc) {
  unsigned rank = type->u.shaped.rank;
  const int64_t *shape = type->u.shaped.shape;
  int64_t ne = bo_type_get_num_elements(type);
  size_t nlit = d->toks.len;
  if (!nlit && ne > 0) {
    char *ts = bo_type_to_string(type);
    bo_parser_error_at(p, tloc, "parsed zero elements, but type ('%s') expected at least 1", ts);
    free(ts);
    return -1;
  }
  bool splat = d->is_splat_scalar && nlit == 1;
  if (!splat && nlit && check_literal_shape(p, tloc, d, shape, rank)) return -1;
  bool all_same = true;
  for (size_t i = 0; i < nlit; i++) {
    const token *t = &d->toks.data[i];
    if (t->kind != TOK_STRING)
      return bo_parser_error_at(p, tok_loc(p, t), "expected string token, got %.*s", (int)t->len, t->start);
    if (i && all_same) { /* interned: equal strings are one pointer */
      size_t n0, n1;
      all_same = unescape_string(p, &d->toks.data[0], &n0) == unescape_string(p, t, &n1);
    }
  }
  if (!nlit) return 0;
  size_t next = 0;
  append_string_elems(p, out, d, shape, splat || all_same ? 0 : rank, 0, &next);
  return 0;
}

/* The text of dense attribute a without `dense<` and `> : type`. */
static void append_dense_body(bo_str *out, const bo_attr *a) {
  bo_str t = {0}, ty = {0};
  bo_format_attr(&t, a);
  bo_format_type(&ty, a->type);
  size_t from = strlen("dense<"), to = t.len - ty.len - strlen("> : ");
  if (t.len > from && to > from) bo_str_append(out, t.data + from, to - from);
  bo_str_free(&t);
  bo_str_free(&ty);
}

/* sparse<indices, values> : type (MLIR's parseSparseElementsAttr and
 * SparseElementsAttr::verify).  Kept as its normalized text: indices as i64
 * elements, values as elements of the type's element type, `sparse<>`
 * when there are no indices. */
/* The tail of a dense<...> or sparse<...> literal, from its closing `>`:
 * the `: type` (unless the context gives the type, expected), which must
 * be a statically shaped tensor or vector (mlir-opt's messages, at loc, the
 * keyword).  *tloc: where the type starts (where mlir-opt reports value
 * errors of the whole literal).  0, or -1 after a diagnostic. */
static int parse_elements_tail(bo_parser *p, const bo_type *expected, bo_loc loc,
                               const bo_type **type_out, bo_loc *tloc) {
  if (bo_parse_punct(p, ">")) return -1;
  *tloc = bo_parser_loc(p);
  const bo_type *type = expected;
  if (!type) {
    if (bo_parse_punct(p, ":")) return -1;
    *tloc = bo_parser_loc(p);
    if (parse_type_inner(p, &type)) return -1;
  }
  if (!bo_type_is_shaped(type))
    return bo_parser_error_at(p, loc, "elements literal must be a shaped type"), -1;
  if (!(type->kind == BO_TYPE_TENSOR || type->kind == BO_TYPE_VECTOR) ||
      bo_type_get_num_elements(type) == BO_DYNAMIC)
    return bo_parser_error_at(p, loc, "elements literal type must have static shape"), -1;
  *type_out = type;
  return 0;
}

static int parse_sparse(bo_parser *p, const bo_type *expected, const bo_attr **out) {
  bo_context *ctx = p->ctx;
  bo_loc loc = bo_parser_loc(p);
  advance(p); /* sparse */
  if (bo_parse_punct(p, "<")) return -1;
  dense_lit ind = {0}, val = {0};
  bo_str text = {0};
  int rc = -1;
  bool empty = at_punct(p, ">");
  if (!empty) {
    ind.is_splat_scalar = !at_punct(p, "[");
    if (parse_dense_list(p, &ind, 0, &ind.shape) || bo_parse_punct(p, ",")) goto done;
    val.is_splat_scalar = !at_punct(p, "[");
    if (parse_dense_list(p, &val, 0, &val.shape)) goto done;
  }
  bo_loc tloc;
  const bo_type *type;
  if (parse_elements_tail(p, expected, loc, &type, &tloc)) goto done;
  const bo_type *et = type->u.shaped.elem;
  bool strings = !bo_type_is_float(et) && et->kind != BO_TYPE_INTEGER && et->kind != BO_TYPE_INDEX;
  if (strings && et->kind == BO_TYPE_COMPLEX) {
    bo_parser_error_at(p, tloc, "sparse elements of this element type are not supported by bufopt");
    goto done;
  }
  int64_t rank = type->u.shaped.rank;
  i64_vec ishape = {0}, vshape = {0};
  if (empty) {
    bo_vec_push(&ishape, 0);
    bo_vec_push(&ishape, rank);
    bo_vec_push(&vshape, 0);
  } else {
    if (ind.shape.len == 0) {
      bo_vec_push(&ishape, 1);
      bo_vec_push(&ishape, rank);
    } else {
      for (size_t i = 0; i < ind.shape.len; i++) bo_vec_push(&ishape, ind.shape.data[i]);
    }
    if (val.shape.len == 0)
      bo_vec_push(&vshape, ishape.data[0]);
    else
      for (size_t i = 0; i < val.shape.len; i++) bo_vec_push(&vshape, val.shape.data[i]);
  }
  const bo_type *i64 = bo_type_integer(ctx, 64, BO_SIGNLESS);
  const bo_type *itype = bo_type_tensor(ctx, (unsigned)ishape.len, ishape.data, i64, NULL);
  const bo_type *vtype = bo_type_tensor(ctx, (unsigned)vshape.len, vshape.data, et, NULL);
  const bo_attr *ia = NULL, *va = NULL;
  int bad = 0;
  bo_str sval = {0}; /* string values: their text */
  if (!empty)
    bad = dense_values(p, &ind, itype, loc, &ia) ||
          (strings ? append_string_body(p, &sval, &val, vtype, loc) : dense_values(p, &val, vtype, loc, &va));
  if (!bad && vshape.len != 1) {
    bo_parser_error_at(p, loc, "expected 1-d tensor for sparse element values");
    bad = 1;
  }
  bool shape_ok = ishape.len == 2 ? ishape.data[1] == rank : ishape.len == 1 && rank == 1;
  if (!bad && (!shape_ok || ishape.data[0] != vshape.data[0])) {
    bo_str a = {0}, b = {0}, c = {0};
    format_shape(&a, type->u.shaped.shape, (size_t)rank);
    format_shape(&b, ishape.data, ishape.len);
    format_shape(&c, vshape.data, vshape.len);
    bo_parser_error_at(p, loc, "expected shape (%s); inferred shape of indices literal (%s); "
                       "inferred shape of values literal (%s)", a.data, b.data, c.data);
    bo_str_free(&a);
    bo_str_free(&b);
    bo_str_free(&c);
    bad = 1;
  }
  /* every index inside the shape (a splat: the one index, all equal) */
  int64_t nidx = ia && bo_attr_dense_is_splat(ia) ? 1 : ishape.data[0];
  for (int64_t i = 0; !bad && ia && i < nidx; i++) {
    bool inside = true;
    for (int64_t r = 0; r < rank; r++) {
      int64_t v = bo_attr_dense_is_splat(ia) ? bo_attr_dense_int_at(ia, 0)
                                             : bo_attr_dense_int_at(ia, (size_t)(i * rank + r));
      inside = inside && v >= 0 && v < type->u.shaped.shape[r];
    }
    if (!inside) {
      bo_str ix = {0};
      for (int64_t r = 0; r < rank; r++) {
        int64_t v = bo_attr_dense_is_splat(ia) ? bo_attr_dense_int_at(ia, 0)
                                               : bo_attr_dense_int_at(ia, (size_t)(i * rank + r));
        bo_str_printf(&ix, r ? ", %llu" : "%llu", (unsigned long long)v);
      }
      char *ts = bo_type_to_string(type);
      bo_parser_error_at(p, loc, "sparse index #%lld is not contained within the value shape, "
                         "with index=[%s], and type='%s'", (long long)i, ix.data ? ix.data : "", ts);
      free(ts);
      bo_str_free(&ix);
      bad = 1;
    }
  }
  bool has_indices = ia && bo_type_get_num_elements(itype) != 0;
  bo_vec_free(&ishape);
  bo_vec_free(&vshape);
  if (bad) {
    bo_str_free(&sval);
    goto done;
  }
  bo_str_puts(&text, "sparse<");
  if (has_indices) {
    append_dense_body(&text, ia);
    bo_str_puts(&text, ", ");
    if (strings)
      bo_str_append(&text, sval.data, sval.len);
    else
      append_dense_body(&text, va);
  }
  bo_str_free(&sval);
  bo_str_puts(&text, "> : ");
  bo_format_type(&text, type);
  *out = bo_attr_opaque(ctx, text.data, text.len);
  rc = 0;
done:
  dense_lit_free(&ind);
  dense_lit_free(&val);
  bo_str_free(&text);
  return rc;
}

/* dense<...> : type; the `: type` is omitted when the caller knows it. */
static int parse_dense(bo_parser *p, const bo_type *expected, const bo_attr **out) {
  bo_loc loc = bo_parser_loc(p);
  advance(p); /* dense */
  if (bo_parse_punct(p, "<")) return -1;
  dense_lit d = {0};
  token hex = {0};
  bool has_hex = false;
  int rc = -1;
  if (p->tok.kind == TOK_STRING) {
    hex = p->tok;
    has_hex = true;
    advance(p);
  } else if (!at_punct(p, ">")) {
    d.is_splat_scalar = !at_punct(p, "[");
    if (parse_dense_list(p, &d, 0, &d.shape)) goto done;
  }
  bo_loc tloc;
  const bo_type *type;
  if (parse_elements_tail(p, expected, loc, &type, &tloc)) goto done;
  const bo_type *et = type->u.shaped.elem;
  bool is_f = bo_type_is_float(et);
  if (et->kind == BO_TYPE_COMPLEX && !has_hex) {
    rc = dense_complex(p, &d, type, loc, tloc, out);
    goto done;
  }
  if (d.complex) {
    bo_parser_error_at(p, tloc, "complex dense literals of a non-complex type are not supported by bufopt");
    goto done;
  }
  if (!is_f && et->kind != BO_TYPE_INTEGER && et->kind != BO_TYPE_INDEX) {
    /* other element types hold strings (kept as mlir-opt's text) */
    bo_str text = {0};
    bo_str_puts(&text, "dense<");
    if (has_hex) {
      bo_vec_push(&d.toks, hex);
      bo_vec_push(&d.negs, false);
      d.is_splat_scalar = true;
    }
    rc = append_string_body(p, &text, &d, type, tloc);
    if (rc == 0) {
      bo_str_puts(&text, "> : ");
      bo_format_type(&text, type);
      *out = bo_attr_opaque_typed(p->ctx, text.data, text.len, type);
    }
    bo_str_free(&text);
    goto done;
  }
  if (has_hex) {
    /* MLIR checks the raw spelling: "0x" then pairs of hex digits */
    const char *h = hex.start + 1;
    size_t hl = hex.len - 2;
    bool ok = hl >= 2 && h[0] == '0' && h[1] == 'x' && hl % 2 == 0;
    for (size_t i = 2; ok && i < hl; i++) ok = isxdigit((unsigned char)h[i]);
    if (!ok) {
      bo_parser_error_at(p, tok_loc(p, &hex),
                         "expected string containing hex digits starting with `0x`");
      goto done;
    }
    size_t n;
    const char *s = unescape_string(p, &hex, &n);
    rc = dense_from_hex(p, loc, s, n, type, out);
    goto done;
  }
  rc = dense_values(p, &d, type, loc, out);
done:
  dense_lit_free(&d);
  return rc;
}

static int parse_dense_array(bo_parser *p, const bo_attr **out) {
  advance(p); /* array */
  if (!bo_parse_optional_punct(p, "<")) return wrong_token_error(p, "expected '<' after 'array'");
  bo_loc tl = bo_parser_loc(p);
  const bo_type *et;
  if (parse_type_inner(p, &et)) return -1;
  bool is_f = bo_type_is_float(et);
  if (!is_f && et->kind != BO_TYPE_INTEGER) {
    bo_str ts = {0};
    bo_format_type(&ts, et);
    bo_parser_error_at(p, tl, "expected integer or float type, got: '%s'", ts.data ? ts.data : "");
    bo_str_free(&ts);
    return -1;
  }
  if (bo_type_get_width(et) != 1 && bo_type_get_width(et) % 8 != 0)
    return bo_parser_error_at(p, tl, "element type bitwidth must be a multiple of 8");
  i64_vec iv = {0};
  BO_VEC(double) fv = {0};
  int rc = -1;
  if (!at_punct(p, ">") && !at_punct(p, ":")) {
    wrong_token_error(p, "expected ':' after dense array type");
    goto done;
  }
  if (bo_parse_optional_punct(p, ":")) {
    do {
      if (is_f) {
        double v = 0;
        bool neg = bo_parse_optional_punct(p, "-");
        if (p->tok.kind == TOK_INTEGER) {
          if (float_from_int_token(p, &p->tok, neg, et->u.fkind, &v)) goto done;
          advance(p);
        } else {
          if (p->tok.kind != TOK_FLOAT) {
            bo_parser_error(p, "expected floating point literal");
            goto done;
          }
          if (bo_parse_float(p, &v)) goto done;
          if (et->u.fkind == BO_F32) v = (float)v;
          if (neg) v = -v;
        }
        bo_vec_push(&fv, v);
      } else if (et->u.integer.width == 1 && (at_kw(p, "true") || at_kw(p, "false"))) {
        bo_vec_push(&iv, (int64_t)at_kw(p, "true"));
        advance(p);
      } else {
        bo_loc l = bo_parser_loc(p);
        bool neg = bo_parse_optional_punct(p, "-");
        if (p->tok.kind != TOK_INTEGER) {
          bo_parser_error(p, "expected integer value");
          goto done;
        }
        uint64_t mag;
        int64_t v;
        if (!tok_to_u64(&p->tok, &mag)) {
          bo_parser_error(p, "integer constant out of range");
          goto done;
        }
        advance(p);
        if (normalize_int(p, l, et, neg, mag, &v)) goto done;
        bo_vec_push(&iv, v);
      }
    } while (bo_parse_optional_punct(p, ","));
  }
  if (!bo_parse_optional_punct(p, ">")) {
    wrong_token_error(p, "expected '>' to close an array attribute");
    goto done;
  }
  if (is_f)
    *out = bo_attr_dense_array_float(p->ctx, et, fv.len, fv.data);
  else
    *out = bo_attr_dense_array_int(p->ctx, et, iv.len, iv.data);
  rc = 0;
done:
  bo_vec_free(&iv);
  bo_vec_free(&fv);
  return rc;
}

static int stride_elem(bo_parser *p, void *user) {
  i64_vec *v = user;
  if (bo_parse_optional_punct(p, "?")) {
    bo_vec_push(v, BO_DYNAMIC);
    return 0;
  }
  int64_t x;
  if (!bo_parser_peek_integer(p)) return bo_parser_error(p, "expected a 64-bit signed integer or '?'");
  if (bo_parse_integer(p, &x)) return -1;
  bo_vec_push(v, x);
  return 0;
}

static int parse_strided(bo_parser *p, const bo_attr **out) {
  advance(p);
  if (!at_punct(p, "<")) return bo_parser_error(p, "expected '<' after 'strided'");
  advance(p);
  i64_vec strides = {0};
  int rc = -1;
  int64_t offset = 0;
  if (parse_comma_list(p, BO_DELIM_SQUARE, stride_elem, &strides, true)) goto done;
  if (bo_parse_optional_punct(p, ",")) {
    if (!bo_parse_optional_keyword(p, "offset")) {
      wrong_token_error(p, "expected 'offset' after comma"); /* emitWrongTokenError */
      goto done;
    }
    if (bo_parse_punct(p, ":")) goto done;
    if (bo_parse_optional_punct(p, "?"))
      offset = BO_DYNAMIC;
    else if (bo_parse_integer(p, &offset))
      goto done;
  }
  if (bo_parse_punct(p, ">")) goto done;
  for (size_t i = 0; i < strides.len; i++)
    if (strides.data[i] == 0) {
      /* MLIR allows 0 strides; keep them */
    }
  *out = bo_attr_strided(p->ctx, (unsigned)strides.len, strides.data, offset);
  rc = 0;
done:
  bo_vec_free(&strides);
  return rc;
}

/* `loc(...)` as an attribute value (for #loc aliases): kept as opaque text. */
static int parse_loc_attr(bo_parser *p, const bo_attr **out) {
  token start = p->tok;
  advance(p); /* loc */
  if (!at_punct(p, "(")) return bo_parser_error(p, "expected '(' in location");
  /* capture balanced (...) */
  lexer_reset_to(&p->lx, &p->tok);
  const char *c = p->lx.cur, *end = p->lx.end;
  int depth = 0;
  while (c < end) {
    if (*c == '"') {
      c++;
      while (c < end && *c != '"') {
        if (*c == '\\') c++;
        c++;
      }
    } else if (*c == '(' || *c == '[') {
      depth++;
    } else if (*c == ')' || *c == ']') {
      if (--depth == 0) {
        c++;
        break;
      }
    } else if (*c == '\n') {
      p->lx.line++;
      p->lx.line_start = c + 1;
    }
    c++;
  }
  if (depth) return bo_parser_error(p, "unbalanced location");
  p->lx.cur = c;
  advance(p);
  *out = bo_attr_opaque(p->ctx, start.start, (size_t)(c - start.start));
  return 0;
}

/* dense_resource<handle> : shaped-type, kept as its text (bufopt holds no
 * resource blobs). */
static int parse_dense_resource(bo_parser *p, const bo_attr **out) {
  const char *start = p->tok.start;
  advance(p); /* dense_resource */
  if (!bo_parse_optional_punct(p, "<"))
    return wrong_token_error(p, "expected '<' after 'dense_resource'");
  if (p->tok.kind != TOK_BARE_ID && p->tok.kind != TOK_STRING)
    return bo_parser_error(p, "expected identifier");
  advance(p);
  if (!bo_parse_optional_punct(p, ">")) return wrong_token_error(p, "expected '>'");
  if (!bo_parse_optional_punct(p, ":")) return wrong_token_error(p, "expected ':'");
  bo_loc tl = bo_parser_loc(p);
  const bo_type *t;
  if (parse_type_inner(p, &t)) return -1;
  if (t->kind != BO_TYPE_TENSOR && t->kind != BO_TYPE_VECTOR && t->kind != BO_TYPE_MEMREF)
    return bo_parser_error_at(p, tl, "`dense_resource` expected a shaped type");
  const char *end = p->tok.start;
  while (end > start && (end[-1] == ' ' || end[-1] == '\t' || end[-1] == '\n' || end[-1] == '\r'))
    end--;
  *out = bo_attr_opaque(p->ctx, start, (size_t)(end - start));
  return 0;
}

/* distinct[ID]<attribute>, kept as its text.  A second use of an ID must
 * name the same attribute, as in MLIR. */
static int parse_distinct(bo_parser *p, const bo_attr **out) {
  const char *start = p->tok.start;
  advance(p); /* distinct */
  if (!bo_parse_optional_punct(p, "[")) return wrong_token_error(p, "expected '[' after 'distinct'");
  token id = p->tok;
  uint64_t v;
  if (id.kind != TOK_INTEGER) return bo_parser_error(p, "expected distinct ID");
  if (!tok_to_u64(&id, &v)) return bo_parser_error(p, "expected an unsigned 64-bit integer");
  advance(p);
  if (!bo_parse_optional_punct(p, "]")) return wrong_token_error(p, "expected ']' to close distinct ID");
  if (!bo_parse_optional_punct(p, "<")) return wrong_token_error(p, "expected '<' after distinct ID");
  const bo_attr *ref;
  if (bo_parse_attribute(p, NULL, &ref)) return -1;
  const char *end = p->tok.start + p->tok.len;
  if (!bo_parse_optional_punct(p, ">"))
    return wrong_token_error(p, "expected '>' to close distinct attribute");
  char key[24];
  int kn = snprintf(key, sizeof key, "%llu", (unsigned long long)v);
  const char *k = bo_intern(p->ctx, key, (size_t)kn);
  span_slot *sl = span_find(&p->distinct_ids, k, (size_t)kn, true);
  if (sl->value && sl->value != ref) {
    bo_str a = {0};
    bo_format_attr(&a, sl->value);
    bo_parser_error_at(p, tok_loc(p, &id),
                       "referenced attribute does not match previous definition: %s",
                       a.data ? a.data : "");
    bo_str_free(&a);
    return -1;
  }
  sl->value = (void *)ref;
  *out = bo_attr_opaque(p->ctx, start, (size_t)(end - start));
  return 0;
}

int bo_parse_symbol_ref(bo_parser *p, const bo_attr **out) {
  if (p->tok.kind != TOK_AT_ID) return bo_parser_error(p, "expected symbol reference");
  const char *root = NULL;
  BO_VEC(const char *) nested = {0};
  for (bool first = true;; first = false) {
    const char *name;
    if (p->tok.start[1] == '"') {
      token s = p->tok;
      s.start++;
      s.len--;
      size_t n;
      name = unescape_string(p, &s, &n);
    } else {
      name = bo_intern(p->ctx, p->tok.start + 1, p->tok.len - 1);
    }
    advance(p);
    if (first)
      root = name;
    else
      bo_vec_push(&nested, name);
    if (!at_punct(p, "::")) break;
    advance(p);
    if (p->tok.kind != TOK_AT_ID) {
      bo_vec_free(&nested);
      return bo_parser_error(p, "expected nested symbol reference identifier");
    }
  }
  *out = bo_attr_symbol_ref(p->ctx, root, (unsigned)nested.len, nested.data);
  bo_vec_free(&nested);
  return 0;
}

int bo_parse_optional_symbol_name(bo_parser *p, const char **out) {
  if (p->tok.kind != TOK_AT_ID) return 0;
  if (p->tok.start[1] == '"') {
    token s = p->tok;
    s.start++;
    s.len--;
    size_t n;
    *out = unescape_string(p, &s, &n);
  } else {
    *out = bo_intern(p->ctx, p->tok.start + 1, p->tok.len - 1);
  }
  advance(p);
  return 1;
}

static int parse_attribute_inner(bo_parser *p, const bo_type *type, const bo_attr **out) {
  bo_context *ctx = p->ctx;
  token t = p->tok;
  switch (t.kind) {
  case TOK_INTEGER:
  case TOK_FLOAT:
    return parse_number_attr(p, type, out);
  case TOK_STRING: {
    size_t n;
    const char *s = unescape_string(p, &t, &n);
    advance(p);
    const bo_type *st = NULL;
    if (bo_parse_optional_punct(p, ":") && parse_type_inner(p, &st)) return -1;
    *out = bo_attr_string(ctx, s, n, st);
    return 0;
  }
  case TOK_AT_ID:
    return bo_parse_symbol_ref(p, out);
  case TOK_HASH_ID: {
    span_slot *asl = span_find(&p->attr_aliases, t.start + 1, t.len - 1, false);
    if (asl && asl->value) {
      advance(p);
      *out = asl->value;
      return 0;
    }
    advance(p);
    const char *end = t.start + t.len;
    bool has_body = at_punct(p, "<") && p->tok.start == end;
    if (!has_body && !memchr(t.start, '.', t.len)) {
      bo_loc after = tok_loc(p, &t); /* mlir-opt reports it just after the name */
      after.col += (unsigned)t.len;
      return bo_parser_error_at(p, after, "undefined symbol alias id '%.*s'", (int)t.len - 1,
                                t.start + 1);
    }
    if (has_body) {
      end = capture_angle(p);
      if (!end) return bo_parser_error(p, "unbalanced '<' in dialect attribute");
    }
    if (!type && at_punct(p, ":")) {
      /* `#foo.attr : i32`: a dialect attribute's own type (as mlir-opt,
       * only where no type is expected), kept with its text */
      advance(p);
      const bo_type *ty;
      if (parse_type_inner(p, &ty) || check_dialect_symbol(p, &t, end, ty)) return -1;
      char *ts = bo_type_to_string(ty);
      size_t n = (size_t)(end - t.start - 1), tn = strlen(ts);
      char *buf = malloc(n + 3 + tn);
      if (!buf) bo_out_of_memory(NULL, n + 3 + tn);
      memcpy(buf, t.start + 1, n);
      memcpy(buf + n, " : ", 3);
      memcpy(buf + n + 3, ts, tn);
      *out = bo_attr_opaque(ctx, buf, n + 3 + tn);
      free(buf);
      free(ts);
      return 0;
    }
    if (check_dialect_symbol(p, &t, end, type ? type : bo_type_none(ctx))) return -1;
    size_t pn;
    const char *pretty = dialect_symbol_pretty(t.start + 1, (size_t)(end - t.start - 1), &pn);
    *out = bo_attr_opaque(ctx, pretty, pn);
    if (pretty != t.start + 1) free((void *)pretty);
    return 0;
  }
  case TOK_PUNCT:
    if (tok_is_punct(&t, "-")) return parse_number_attr(p, type, out);
    if (tok_is_punct(&t, "[")) {
      BO_VEC(const bo_attr *) v = {0};
      if (nest_enter(p)) return -1;
      int rc = parse_comma_list_msg(p, BO_DELIM_SQUARE, attr_elem, &v, true, "expected ',' or ']'");
      nest_leave(p);
      if (rc == 0) *out = bo_attr_array(ctx, (unsigned)v.len, v.data);
      bo_vec_free(&v);
      return rc;
    }
    if (tok_is_punct(&t, "{")) {
      if (nest_enter(p)) return -1;
      int rc = bo_parse_dict_attr(p, out);
      nest_leave(p);
      return rc;
    }
    if (tok_is_punct(&t, "(")) {
      const bo_type *ty;
      if (parse_type_inner(p, &ty)) return -1;
      *out = bo_attr_type(ctx, ty);
      return 0;
    }
    break;
  case TOK_BANG_ID: {
    const bo_type *ty;
    if (parse_type_inner(p, &ty)) return -1;
    *out = bo_attr_type(ctx, ty);
    return 0;
  }
  case TOK_BARE_ID:
    if (tok_is_keyword(&t, "true") || tok_is_keyword(&t, "false")) {
      advance(p);
      *out = bo_attr_bool(ctx, tok_is_keyword(&t, "true"));
      return 0;
    }
    if (tok_is_keyword(&t, "unit")) {
      advance(p);
      *out = bo_attr_unit(ctx);
      return 0;
    }
    if (tok_is_keyword(&t, "dense")) return parse_dense(p, type, out);
    if (tok_is_keyword(&t, "array")) return parse_dense_array(p, out);
    if (tok_is_keyword(&t, "strided")) return parse_strided(p, out);
    if (tok_is_keyword(&t, "loc")) return parse_loc_attr(p, out);
    if (tok_is_keyword(&t, "affine_map")) {
      advance(p);
      if (bo_parse_punct(p, "<")) return -1;
      if (bo_parse_affine_map(p, out)) return -1;
      return bo_parse_punct(p, ">");
    }
    if (tok_is_keyword(&t, "affine_set")) {
      advance(p);
      if (bo_parse_punct(p, "<")) return -1;
      if (bo_parse_integer_set(p, out)) return -1;
      return bo_parse_punct(p, ">");
    }
    if (tok_is_keyword(&t, "dense_resource")) return parse_dense_resource(p, out);
    if (tok_is_keyword(&t, "distinct")) return parse_distinct(p, out);
    if (tok_is_keyword(&t, "sparse")) return parse_sparse(p, type, out);
    if (tok_is_keyword(&t, "opaque")) {
      advance(p);
      if (!at_punct(p, "<") && !at_punct(p, "[")) return bo_parser_error(p, "expected '<'");
      const char *end;
      if (at_punct(p, "[")) {
        /* distinct[N]<...> */
        advance(p);
        while (!at_punct(p, "]") && p->tok.kind != TOK_EOF) advance(p);
        if (bo_parse_punct(p, "]")) return -1;
      }
      end = capture_angle(p);
      if (!end) return bo_parser_error(p, "unbalanced '<'");
      *out = bo_attr_opaque(ctx, t.start, (size_t)(end - t.start));
      return 0;
    }
    if (is_type_start(p)) {
      const bo_type *ty;
      if (parse_type_inner(p, &ty)) return -1;
      *out = bo_attr_type(ctx, ty);
      return 0;
    }
    break;
  default:
    break;
  }
  return wrong_token_error(p, "expected attribute value");
}

int bo_parse_attribute(bo_parser *p, const bo_type *type, const bo_attr **out) {
  if (nest_enter(p)) return -1;
  int rc = parse_attribute_inner(p, type, out);
  nest_leave(p);
  return rc;
}

static bool is_attr_start(bo_parser *p) {
  switch (p->tok.kind) {
  case TOK_INTEGER: case TOK_FLOAT: case TOK_STRING: case TOK_AT_ID: case TOK_HASH_ID:
  case TOK_BANG_ID:
    return true;
  case TOK_PUNCT:
    return at_punct(p, "-") || at_punct(p, "[") || at_punct(p, "{");
  case TOK_BARE_ID:
    return at_kw(p, "true") || at_kw(p, "false") || at_kw(p, "unit") || at_kw(p, "dense") ||
           at_kw(p, "array") || at_kw(p, "strided") || at_kw(p, "affine_map") ||
           at_kw(p, "affine_set") || at_kw(p, "dense_resource") || is_type_start(p);
  default:
    return false;
  }
}

int bo_parse_optional_attribute(bo_parser *p, const bo_type *type, const bo_attr **out) {
  if (!is_attr_start(p)) return 0;
  return bo_parse_attribute(p, type, out) ? -1 : 1;
}

static void state_add_named(bo_parse_state *st, const bo_named_attr *na) {
  if (st->info && bo_op_info_is_inherent(st->info, na->name))
    bo_vec_push(&st->props, *na);
  else
    bo_vec_push(&st->attrs, *na);
}

int bo_parse_optional_attr_dict(bo_parser *p, bo_parse_state *st) {
  if (!at_punct(p, "{")) return 0;
  const bo_attr *d;
  if (bo_parse_dict_attr(p, &d)) return -1;
  for (unsigned i = 0; i < d->u.dict.n; i++) state_add_named(st, &d->u.dict.entries[i]);
  return 1;
}

int bo_parse_optional_attr_dict_with_keyword(bo_parser *p, bo_parse_state *st) {
  if (!at_kw(p, "attributes")) return 0;
  advance(p);
  if (!at_punct(p, "{")) return bo_parser_error(p, "expected '{'");
  return bo_parse_optional_attr_dict(p, st);
}

typedef struct dyn_index_user {
  bo_unresolved_vec *dyn;
  i64_vec *statics;
} dyn_index_user;

static int dyn_index_elem(bo_parser *p, void *user) {
  dyn_index_user *u = user;
  if (p->tok.kind == TOK_PERCENT_ID) {
    bo_unresolved o;
    if (bo_parse_operand(p, &o)) return -1;
    bo_vec_push(u->dyn, o);
    bo_vec_push(u->statics, BO_DYNAMIC);
    return 0;
  }
  int64_t v;
  if (bo_parse_integer(p, &v)) return -1;
  bo_vec_push(u->statics, v);
  return 0;
}

int bo_parse_dynamic_index_list(bo_parser *p, bo_unresolved_vec *dyn, bo_i64_vec *statics,
                                bo_delim delim) {
  dyn_index_user u = {dyn, statics};
  return parse_comma_list(p, delim, dyn_index_elem, &u, true);
}

int bo_parse_i64_list(bo_parser *p, bo_i64_vec *out) {
  if (bo_parse_punct(p, "[")) return -1;
  if (bo_parse_optional_punct(p, "]") > 0) return 0;
  do {
    int64_t x = 0;
    if (bo_parse_integer(p, &x)) return -1;
    bo_vec_push(out, x);
  } while (bo_parse_optional_punct(p, ",") > 0);
  return bo_parse_punct(p, "]");
}

/* Extracts file:line:col from loc text like loc("f.mlir":3:4) when present. */
static void loc_from_text(bo_parser *p, const char *s, size_t n, bo_loc *out) {
  const char *q = memchr(s, '"', n);
  if (!q) return;
  const char *e = memchr(q + 1, '"', (size_t)(s + n - q - 1));
  if (!e || e + 1 >= s + n || e[1] != ':') return;
  unsigned line = 0, col = 0;
  const char *c = e + 2;
  while (c < s + n && isdigit((unsigned char)*c)) line = line * 10 + (unsigned)(*c++ - '0');
  if (c < s + n && *c == ':') {
    c++;
    while (c < s + n && isdigit((unsigned char)*c)) col = col * 10 + (unsigned)(*c++ - '0');
  }
  if (!line) return;
  out->file = bo_intern(p->ctx, q + 1, (size_t)(e - q - 1));
  out->line = line;
  out->col = col;
}

int bo_parse_optional_location(bo_parser *p, bo_loc *out) {
  if (!at_kw(p, "loc")) return 0;
  const bo_attr *a;
  if (parse_loc_attr(p, &a)) return -1;
  const char *s = a->u.str.data;
  size_t n = a->u.str.len;
  /* loc(#alias) */
  const char *h = memchr(s, '#', n);
  if (h && (h == s + 4)) {
    size_t k = 0;
    while (h + 1 + k < s + n && (isalnum((unsigned char)h[1 + k]) || h[1 + k] == '_' || h[1 + k] == '.' || h[1 + k] == '$')) k++;
    span_slot *asl = span_find(&p->attr_aliases, h + 1, k, false);
    const bo_attr *al = asl ? asl->value : NULL;
    if (!al) return bo_parser_error(p, "undefined symbol alias id '%.*s'", (int)k, h + 1);
    if (al->kind == BO_ATTR_OPAQUE) {
      s = al->u.str.data;
      n = al->u.str.len;
    }
  }
  if (out) loc_from_text(p, s, n, out);
  return 1;
}
