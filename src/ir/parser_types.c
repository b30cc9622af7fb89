/* parser_types.c - types: builtin types (integers, floats, index, none,
 * complex, tuple, function, vector, tensor, memref with layouts and memory
 * spaces), dialect and opaque types, type aliases, and type lists.
 *
 * Shaped types are cached by their spelling (span_table type_cache), since
 * large inputs repeat the same few types thousands of times: a spelling seen
 * before costs one hash lookup.  Cost: linear in the text of each type.
 */
#include "parser_internal.h"

/* ----------------------------------------------------------------- types */


/* Reads raw characters of a dimension list `4x?x[8]x` starting at the current
 * token; fills dims (and scalable) and leaves the lexer after the last 'x'.
 * As in MLIR, blanks may surround the 'x' (`vector<4 x i32>`), and a
 * dimension may be as large as int64's maximum.  allow_scalable for
 * vectors.  Returns the number of dims or -1. */
static const char *skip_blanks(const char *c, const char *end) {
  while (c < end && (*c == ' ' || *c == '\t')) c++;
  return c;
}

static int parse_dims(bo_parser *p, i64_vec *dims, bool_vec *scalable, bool allow_dynamic,
                      bool allow_scalable) {
  lexer_reset_to(&p->lx, &p->tok);
  const char *c = p->lx.cur, *end = p->lx.end;
  for (;;) {
    const char *dim_start = c;
    bool sc = false;
    int64_t v;
    if (allow_scalable && c < end && *c == '[') {
      sc = true;
      c++;
    }
    if (c < end && *c == '?') {
      if (!allow_dynamic) {
        p->lx.cur = c;
        advance(p);
        return bo_parser_error(p, "expected static shape");
      }
      v = BO_DYNAMIC;
      c++;
    } else if (c < end && isdigit((unsigned char)*c)) {
      uint64_t acc = 0;
      while (c < end && isdigit((unsigned char)*c)) {
        uint64_t digit = (uint64_t)(*c - '0');
        if (acc > ((uint64_t)INT64_MAX - digit) / 10) {
          p->lx.cur = dim_start;
          advance(p);
          return bo_parser_error(p, "invalid dimension");
        }
        acc = acc * 10 + digit;
        c++;
      }
      v = (int64_t)acc;
    } else {
      if (sc) {
        p->lx.cur = dim_start;
        advance(p);
        return bo_parser_error(p, "expected integer value");
      }
      c = dim_start;
      break;
    }
    if (sc) {
      if (c >= end || *c != ']') {
        p->lx.cur = c;
        advance(p);
        return bo_parser_error(p, "missing ']' closing scalable dimension");
      }
      c++;
    }
    c = skip_blanks(c, end);
    if (c >= end || *c != 'x') {
      /* a number not followed by x: not part of the dims */
      p->lx.cur = c;
      advance(p);
      return bo_parser_error(p, "expected 'x' in dimension list");
    }
    c = skip_blanks(c + 1, end);
    bo_vec_push(dims, v);
    if (scalable) bo_vec_push(scalable, sc);
  }
  p->lx.cur = c;
  advance(p);
  return (int)dims->len;
}

/* MLIR's TensorType::isValidElementType: of the builtin types only these;
 * dialect types (opaque here) are the dialect's business. */
static bool tensor_element_ok(const bo_type *e) {
  return e->kind == BO_TYPE_INTEGER || e->kind == BO_TYPE_INDEX || e->kind == BO_TYPE_FLOAT ||
         e->kind == BO_TYPE_COMPLEX || e->kind == BO_TYPE_VECTOR || e->kind == BO_TYPE_OPAQUE;
}

/* MLIR's isSupportedMemorySpace: an integer, string or dictionary, or a
 * dialect attribute (opaque here); no other builtin attribute. */
static bool memory_space_supported(const bo_attr *ms) {
  return ms->kind == BO_ATTR_INTEGER || ms->kind == BO_ATTR_STRING || ms->kind == BO_ATTR_DICT ||
         ms->kind == BO_ATTR_OPAQUE;
}

/* memref layout-or-memory-space attributes after the element type. */
static int parse_memref_tail(bo_parser *p, const bo_attr **layout, const bo_attr **memspace) {
  *layout = NULL;
  *memspace = NULL;
  bool first = true;
  for (;;) {
    bo_loc after_comma = bo_parser_loc(p);
    if (!bo_parse_optional_punct(p, ",")) break;
    after_comma.col++; /* mlir-opt reports a missing element just after the ',' */
    const bo_attr *a;
    bo_loc l = bo_parser_loc(p);
    if (first && at_punct(p, ">")) return bo_parser_error_at(p, after_comma, "expected list element");
    first = false;
    if (bo_parse_attribute(p, NULL, &a)) return -1;
    if ((a->kind == BO_ATTR_AFFINE_MAP || a->kind == BO_ATTR_STRIDED) && *memspace)
      return bo_parser_error(p, "expected memory space to be last in memref type");
    if ((a->kind == BO_ATTR_AFFINE_MAP || a->kind == BO_ATTR_STRIDED) && !*layout && !*memspace) {
      *layout = a;
    } else if (!*memspace) {
      if (a->kind == BO_ATTR_AFFINE_MAP || a->kind == BO_ATTR_STRIDED)
        return bo_parser_error_at(p, l, "expected memory space attribute");
      *memspace = a;
    } else {
      return bo_parser_error_at(p, l, "multiple memory spaces specified in memref type");
    }
  }
  return 0;
}

/* Captures balanced <...> text starting at the current '<' token (for opaque
 * dialect types and attributes).  Returns the end pointer. */
const char *capture_angle(bo_parser *p) {
  lexer_reset_to(&p->lx, &p->tok);
  const char *c = p->lx.cur, *end = p->lx.end;
  int depth = 0;
  while (c < end) {
    char ch = *c;
    if (ch == '"') {
      c++;
      while (c < end && *c != '"') {
        if (*c == '\\') c++;
        c++;
      }
    } else if (ch == '<' || ch == '(' || ch == '[' || ch == '{') {
      depth++;
    } else if (ch == '>' || ch == ')' || ch == ']' || ch == '}') {
      if (ch == '>' && ((c > p->lx.cur && c[-1] == '-') || (c + 1 < end && c[1] == '='))) {
        /* '->' or '>=' inside: not a closer */
      } else if (--depth == 0) {
        c++;
        break;
      }
    } else if (ch == '\n') {
      p->lx.line++;
      p->lx.line_start = c + 1;
    }
    c++;
  }
  if (depth != 0) return NULL;
  p->lx.cur = c;
  advance(p);
  return c;
}

/* The width digits of iN / siN / uiN (i0 is a valid type, as in MLIR). */
static int parse_int_width(const char *s, size_t n, unsigned *w) {
  if (n == 0 || n > 9) return 1;
  unsigned v = 0;
  for (size_t i = 0; i < n; i++) {
    if (!isdigit((unsigned char)s[i])) return 1;
    v = v * 10 + (unsigned)(s[i] - '0');
  }
  *w = v;
  return 0;
}

/* Recognizes a builtin scalar type keyword. */
static const bo_type *keyword_type(bo_parser *p, const token *t, int *err) {
  const char *s = t->start;
  size_t n = t->len;
  bo_context *ctx = p->ctx;
  *err = 0;
#define KW(x) (n == sizeof(x) - 1 && memcmp(s, x, n) == 0)
  if (KW("index")) return ctx->t_index;
  if (KW("f32")) return ctx->t_f32;
  if (KW("f64")) return ctx->t_f64;
  if (KW("f16")) return bo_type_float(ctx, BO_F16);
  if (KW("bf16")) return bo_type_float(ctx, BO_BF16);
  if (KW("f80")) return bo_type_float(ctx, BO_F80);
  if (KW("f128")) return bo_type_float(ctx, BO_F128);
  if (KW("tf32")) return bo_type_float(ctx, BO_TF32);
  if (KW("f8E5M2")) return bo_type_float(ctx, BO_F8E5M2);
  if (KW("f8E4M3FN")) return bo_type_float(ctx, BO_F8E4M3FN);
  if (KW("none")) return ctx->t_none;
#undef KW
  unsigned w;
  bo_signedness sg = BO_SIGNLESS;
  size_t off = 0;
  if (n > 1 && s[0] == 'i') off = 1;
  else if (n > 2 && s[0] == 's' && s[1] == 'i') off = 2, sg = BO_SIGNED;
  else if (n > 2 && s[0] == 'u' && s[1] == 'i') off = 2, sg = BO_UNSIGNED;
  else return NULL;
  if (parse_int_width(s + off, n - off, &w)) {
    /* all digits but too wide for 32 bits: MLIR's "invalid integer width" */
    bool digits = n > off;
    for (size_t i = off; digits && i < n; i++) digits = isdigit((unsigned char)s[i]);
    if (digits) *err = 2;
    return NULL;
  }
  if (w > 16777215) {
    *err = 1;
    return NULL;
  }
  return bo_type_integer(ctx, w, sg);
}

/* `dialect<body>` with a simple body (an identifier, then at most a <...>
 * part) in MLIR's pretty form `dialect.body` (isDialectSymbolSimpleEnough-
 * ForPrettyForm): a malloc'd copy, or text itself when nothing changes. */
const char *dialect_symbol_pretty(const char *text, size_t len, size_t *out_len) {
  *out_len = len;
  const char *lt = memchr(text, '<', len);
  if (!lt || memchr(text, '.', (size_t)(lt - text)) || text[len - 1] != '>') return text;
  const char *body = lt + 1, *bend = text + len - 1;
  if (body == bend || !isalpha((unsigned char)*body)) return text;
  const char *c = body;
  while (c < bend && (isalnum((unsigned char)*c) || *c == '.' || *c == '_')) c++;
  if (c < bend && !(*c == '<' && bend[-1] == '>')) return text;
  size_t dn = (size_t)(lt - text), bn = (size_t)(bend - body);
  char *r = malloc(dn + 1 + bn + 1);
  if (!r) bo_out_of_memory(NULL, dn + bn + 2);
  memcpy(r, text, dn);
  r[dn] = '.';
  memcpy(r + dn + 1, body, bn);
  r[dn + 1 + bn] = 0;
  *out_len = dn + 1 + bn;
  return r;
}

int check_dialect_symbol(bo_parser *p, const token *t, const char *end, const bo_type *attr_type) {
  if (!p->ctx->disallow_unregistered) return 0;
  const char *name = t->start + 1, *dot = memchr(name, '.', (size_t)(end - name));
  const char *lt = memchr(name, '<', (size_t)(end - name));
  bool pretty = dot && (!lt || dot < lt);
  size_t dn = (size_t)((pretty ? dot : lt ? lt : end) - name);
  if (bo_dialect_namespace_known(p->ctx, name, dn)) return 0;
  /* mlir-opt reports the pretty form `!foo.bar` at its body, `!foo<...>`
   * at the sigil, and prints the symbol as `!"foo"<"body">` */
  const char *body = pretty ? dot + 1 : lt ? lt + 1 : end;
  const char *bend = pretty || !lt ? end : end - 1;
  bo_loc loc = tok_loc(p, t);
  if (pretty) loc.col += (unsigned)(dot + 1 - t->start);
  if (!attr_type)
    return bo_parser_error_at(p, loc,
                              "`!\"%.*s\"<\"%.*s\">` type created with unregistered dialect. If this "
                              "is intended, please call allowUnregisteredDialects() on the "
                              "MLIRContext, or use -allow-unregistered-dialect with the MLIR opt "
                              "tool used",
                              (int)dn, name, (int)(bend - body), body);
  char *ts = bo_type_to_string(attr_type);
  bo_parser_error_at(p, loc,
                     "#\"%.*s\"<\"%.*s\"> : '%s' attribute created with unregistered dialect. If "
                     "this is intended, please call allowUnregisteredDialects() on the "
                     "MLIRContext, or use -allow-unregistered-dialect with the MLIR opt tool "
                     "used",
                     (int)dn, name, (int)(bend - body), body, ts);
  free(ts);
  return -1;
}

bool is_type_start(bo_parser *p) {
  const token *t = &p->tok;
  if (t->kind == TOK_BANG_ID) return true;
  if (t->kind == TOK_PUNCT && tok_is_punct(t, "(")) return true;
  if (t->kind != TOK_BARE_ID) return false;
  int err;
  if (keyword_type(p, t, &err) || err) return true;
  return tok_is_keyword(t, "tensor") || tok_is_keyword(t, "memref") ||
         tok_is_keyword(t, "vector") || tok_is_keyword(t, "complex") ||
         tok_is_keyword(t, "tuple");
}

static int type_elem(bo_parser *p, void *user) {
  const bo_type *t;
  if (parse_type_inner(p, &t)) return -1;
  bo_vec_push((bo_type_vec *)user, t);
  return 0;
}

static int parse_function_type_rest(bo_parser *p, bo_type_vec *ins, const bo_type **out) {
  bo_type_vec outs = {0};
  int rc = -1;
  if (bo_parse_punct(p, "->")) goto done;
  if (at_punct(p, "(")) {
    if (parse_comma_list(p, BO_DELIM_PAREN, type_elem, &outs, true)) goto done;
  } else {
    if (type_elem(p, &outs)) goto done;
  }
  *out = bo_type_function(p->ctx, (unsigned)ins->len, ins->data, (unsigned)outs.len, outs.data);
  rc = 0;
done:
  bo_vec_free(&outs);
  return rc;
}

static int parse_type_uncached(bo_parser *p, const bo_type **out);
static size_t shaped_type_span(bo_parser *p);

/* Records value for the spelling [start, start+span) when the parse just
 * done consumed exactly that text (and whitespace after it). */
void cache_if_exact(bo_parser *p, span_table *t, const char *start, size_t span, void *value) {
  bool exact = p->tok.start >= start + span;
  for (const char *c = start + span; exact && c < p->tok.start; c++)
    exact = *c == ' ' || *c == '\n' || *c == '\t' || *c == '\r';
  if (exact) span_find(t, start, span, true)->value = value;
}

/* Shaped types repeat endlessly in real programs: their exact spelling is
 * looked up in a cache before parsing (aliases cannot change meaning within a
 * file, so equal spellings are equal types). */
int parse_type_inner(bo_parser *p, const bo_type **out) {
  size_t span = shaped_type_span(p);
  if (!span) return parse_type_uncached(p, out);
  const char *start = p->tok.start;
  /* the spelling met last comes back most often: compare it before hashing */
  if (p->last_type && p->last_type_len == span && memcmp(p->last_type_key, start, span) == 0) {
    p->lx.cur = start + span;
    advance(p);
    *out = p->last_type;
    return 0;
  }
  span_slot *sl = span_find(&p->type_cache, start, span, false);
  if (sl && sl->value) {
    p->lx.cur = start + span;
    advance(p);
    *out = sl->value;
    p->last_type_key = start;
    p->last_type_len = span;
    p->last_type = *out;
    return 0;
  }
  if (parse_type_uncached(p, out)) return -1;
  cache_if_exact(p, &p->type_cache, start, span, (void *)*out);
  return 0;
}

static int parse_type_uncached(bo_parser *p, const bo_type **out) {
  token t = p->tok;
  bo_context *ctx = p->ctx;
  if (nest_enter(p)) return -1;
  int rc = -1;
  if (t.kind == TOK_PUNCT && tok_is_punct(&t, "(")) {
    bo_type_vec ins = {0};
    if (parse_comma_list(p, BO_DELIM_PAREN, type_elem, &ins, true) == 0)
      rc = parse_function_type_rest(p, &ins, out);
    bo_vec_free(&ins);
    goto done;
  }
  if (t.kind == TOK_BANG_ID) {
    span_slot *asl = span_find(&p->type_aliases, t.start + 1, t.len - 1, false);
    const bo_type *alias = asl ? asl->value : NULL;
    if (alias) {
      advance(p);
      *out = alias;
      rc = 0;
      goto done;
    }
    /* `!name` alone is an alias; `!dialect<...>` (a body right after, MLIR's
     * pretty form without a type name) is a dialect type */
    bool body_follows = t.start + t.len < p->lx.end && t.start[t.len] == '<';
    if (!memchr(t.start, '.', t.len) && !body_follows) {
      bo_parser_error(p, "undefined symbol alias id '%.*s'", (int)t.len - 1, t.start + 1);
      goto done;
    }
    /* opaque dialect type, with an optional <...> body right after */
    const char *end = t.start + t.len;
    advance(p);
    if (at_punct(p, "<") && p->tok.start == t.start + t.len) {
      end = capture_angle(p);
      if (!end) {
        bo_parser_error(p, "unbalanced '<' in dialect type");
        goto done;
      }
    }
    if (check_dialect_symbol(p, &t, end, NULL)) goto done;
    size_t n;
    const char *text = dialect_symbol_pretty(t.start + 1, (size_t)(end - t.start - 1), &n);
    *out = bo_type_opaque(ctx, text, n);
    if (text != t.start + 1) free((void *)text);
    rc = 0;
    goto done;
  }
  if (t.kind != TOK_BARE_ID) {
    wrong_token_error(p, "expected non-function type");
    goto done;
  }
  int err;
  const bo_type *kt = keyword_type(p, &t, &err);
  if (err) {
    bo_parser_error(p, err == 2 ? "invalid integer width" : "integer bitwidth is limited to 16777215 bits");
    goto done;
  }
  if (kt) {
    advance(p);
    *out = kt;
    rc = 0;
    goto done;
  }
  if (tok_is_keyword(&t, "complex")) {
    advance(p);
    const bo_type *e;
    if (!bo_parse_optional_punct(p, "<")) {
      wrong_token_error(p, "expected '<' in complex type");
      goto done;
    }
    bo_loc eloc = bo_parser_loc(p);
    if (parse_type_inner(p, &e)) goto done;
    if (!bo_parse_optional_punct(p, ">")) {
      wrong_token_error(p, "expected '>' in complex type");
      goto done;
    }
    if (e->kind != BO_TYPE_INTEGER && e->kind != BO_TYPE_FLOAT) { /* MLIR's ComplexType::verify */
      bo_parser_error_at(p, eloc, "invalid element type for complex");
      goto done;
    }
    *out = bo_type_complex(ctx, e);
    rc = 0;
    goto done;
  }
  if (tok_is_keyword(&t, "tuple")) {
    advance(p);
    if (!bo_parse_optional_punct(p, "<")) {
      wrong_token_error(p, "expected '<' in tuple type");
      goto done;
    }
    bo_type_vec ts = {0};
    if ((bo_parse_optional_punct(p, ">") ||
         (parse_comma_list(p, BO_DELIM_NONE, type_elem, &ts, false) == 0 &&
          (bo_parse_optional_punct(p, ">") || wrong_token_error(p, "expected '>' in tuple type") == 0)))) {
      *out = bo_type_tuple(ctx, (unsigned)ts.len, ts.data);
      rc = 0;
    }
    bo_vec_free(&ts);
    goto done;
  }
  bool is_tensor = tok_is_keyword(&t, "tensor"), is_memref = tok_is_keyword(&t, "memref"),
       is_vector = tok_is_keyword(&t, "vector");
  if (!is_tensor && !is_memref && !is_vector) {
    bo_parser_error(p, "expected non-function type");
    goto done;
  }
  advance(p);
  if (bo_parse_punct(p, "<")) goto done;
  if ((is_tensor || is_memref) && at_punct(p, "*")) {
    advance(p);
    if (p->tok.kind != TOK_BARE_ID || p->tok.start[0] != 'x') {
      bo_parser_error(p, "expected 'x' in dimension list");
      goto done;
    }
    /* split 'xf32' into 'x' and 'f32' */
    lexer_reset_to(&p->lx, &p->tok);
    p->lx.cur++;
    advance(p);
    const bo_type *e;
    bo_loc eloc = bo_parser_loc(p);
    if (parse_type_inner(p, &e)) goto done;
    if (is_tensor) {
      if (bo_parse_punct(p, ">")) goto done;
      if (!tensor_element_ok(e)) {
        bo_parser_error_at(p, eloc, "invalid tensor element type");
        goto done;
      }
      *out = bo_type_unranked_tensor(ctx, e);
    } else {
      const bo_attr *ms = NULL;
      if (bo_parse_optional_punct(p, ",") && bo_parse_attribute(p, NULL, &ms)) goto done;
      if (bo_parse_punct(p, ">")) goto done;
      if (ms && !memory_space_supported(ms)) {
        bo_parser_error_at(p, tok_loc(p, &t), "unsupported memory space Attribute");
        goto done;
      }
      if (e->kind == BO_TYPE_FUNCTION || e->kind == BO_TYPE_TENSOR || e->kind == BO_TYPE_TUPLE ||
          e->kind == BO_TYPE_UNRANKED_TENSOR || e->kind == BO_TYPE_NONE) {
        bo_parser_error_at(p, eloc, "invalid memref element type");
        goto done;
      }
      *out = bo_type_unranked_memref(ctx, e, ms);
    }
    rc = 0;
    goto done;
  }
  i64_vec dims = {0};
  bool_vec sc = {0};
  if (parse_dims(p, &dims, is_vector ? &sc : NULL, !is_vector, is_vector) < 0) {
    bo_vec_free(&dims);
    bo_vec_free(&sc);
    goto done;
  }
  const bo_type *e;
  bo_loc eloc = bo_parser_loc(p), tloc = tok_loc(p, &t); /* MLIR's type verifiers: at the keyword */
  if (parse_type_inner(p, &e)) goto free_dims;
  for (size_t i = 0; i < dims.len; i++)
    if (dims.data[i] < 0 && dims.data[i] != BO_DYNAMIC) {
      bo_parser_error(p, "invalid dimension");
      goto free_dims;
    }
  if (is_vector) {
    if (!(bo_type_is_float(e) || e->kind == BO_TYPE_INTEGER || e->kind == BO_TYPE_INDEX)) {
      bo_parser_error_at(p, tloc, "failed to verify 'elementType': VectorElementTypeInterface instance");
      goto free_dims;
    }
    for (size_t i = 0; i < dims.len; i++)
      if (dims.data[i] == 0) {
        bo_str shape = {0};
        for (size_t k = 0; k < dims.len; k++)
          bo_str_printf(&shape, k ? ", %lld" : "%lld", (long long)dims.data[k]);
        bo_parser_error_at(p, tloc, "vector types must have positive constant sizes but got %s",
                           shape.data);
        bo_str_free(&shape);
        goto free_dims;
      }
    if (bo_parse_punct(p, ">")) goto free_dims;
    bool any = false;
    for (size_t i = 0; i < sc.len; i++) any |= sc.data[i];
    *out = bo_type_vector(ctx, (unsigned)dims.len, dims.data, any ? sc.data : NULL, e);
    rc = 0;
  } else if (is_tensor) {
    const bo_attr *enc = NULL;
    if (bo_parse_optional_punct(p, ",") && bo_parse_attribute(p, NULL, &enc)) goto free_dims;
    if (bo_parse_punct(p, ">")) goto free_dims;
    if (!tensor_element_ok(e)) {
      bo_parser_error_at(p, eloc, "invalid tensor element type");
      goto free_dims;
    }
    *out = bo_type_tensor(ctx, (unsigned)dims.len, dims.data, e, enc);
    rc = 0;
  } else {
    const bo_attr *layout, *ms;
    if (parse_memref_tail(p, &layout, &ms)) goto free_dims;
    if (bo_parse_punct(p, ">")) goto free_dims;
    if (e->kind == BO_TYPE_FUNCTION || e->kind == BO_TYPE_TENSOR || e->kind == BO_TYPE_TUPLE ||
        e->kind == BO_TYPE_UNRANKED_TENSOR || e->kind == BO_TYPE_NONE) {
      bo_parser_error_at(p, eloc, "invalid memref element type");
      goto free_dims;
    }
    if (layout && layout->kind == BO_ATTR_STRIDED && layout->u.strided.rank != dims.len) {
      bo_parser_error_at(p, tloc, "expected the number of strides to match the rank");
      goto free_dims;
    }
    if (ms && !memory_space_supported(ms)) {
      bo_parser_error_at(p, tloc, "unsupported memory space Attribute");
      goto free_dims;
    }
    if (layout && layout->kind == BO_ATTR_AFFINE_MAP && layout->u.map.num_dims != dims.len) {
      bo_parser_error_at(p, tloc, "memref layout mismatch between rank and affine map: %zu != %u",
                         dims.len, layout->u.map.num_dims);
      goto free_dims;
    }
    *out = bo_type_memref(ctx, (unsigned)dims.len, dims.data, e, layout, ms);
    rc = 0;
  }
free_dims:
  bo_vec_free(&dims);
  bo_vec_free(&sc);
done:
  nest_leave(p);
  return rc;
}

int bo_parse_type(bo_parser *p, const bo_type **out) { return parse_type_inner(p, out); }

/* The spelling of a shaped type starting at the current token: from the
 * keyword to its closing '>' (0 when it cannot be delimited cheaply). */
static size_t shaped_type_span(bo_parser *p) {
  const token *t = &p->tok;
  if (t->kind != TOK_BARE_ID || t->len < 6) return 0;
  if (!(tok_is_keyword(t, "tensor") || tok_is_keyword(t, "memref") || tok_is_keyword(t, "vector")))
    return 0;
  const char *c = t->start + t->len, *end = p->lx.end;
  if (c >= end || *c != '<') return 0;
  int depth = 0;
  for (; c < end; c++) {
    char ch = *c;
    if (ch == '<') depth++;
    else if (ch == '>') {
      if (c[-1] == '-') continue;
      if (--depth == 0) return (size_t)(c + 1 - t->start);
    } else if (ch == '"' || ch == '\n' || ch == '/') {
      return 0;
    }
  }
  return 0;
}

int bo_parse_optional_type(bo_parser *p, const bo_type **out) {
  if (!is_type_start(p)) return 0;
  return parse_type_inner(p, out) ? -1 : 1;
}

int bo_parse_colon_type(bo_parser *p, const bo_type **out) {
  if (bo_parse_punct(p, ":")) return -1;
  return parse_type_inner(p, out);
}

int bo_parse_type_list(bo_parser *p, bo_type_vec *out) {
  return parse_comma_list(p, BO_DELIM_NONE, type_elem, out, false);
}

int bo_parse_colon_type_list(bo_parser *p, bo_type_vec *out) {
  if (bo_parse_punct(p, ":")) return -1;
  return bo_parse_type_list(p, out);
}

int bo_parse_type_list_maybe_parens(bo_parser *p, bo_type_vec *out) {
  if (at_punct(p, "(")) {
    /* could be a function type used as a single type: MLIR's result lists
     * treat '(' as the start of a parenthesized list */
    return parse_comma_list(p, BO_DELIM_PAREN, type_elem, out, true);
  }
  return type_elem(p, out);
}

int bo_parse_arrow_type_list(bo_parser *p, bo_type_vec *out) {
  if (bo_parse_punct(p, "->")) return -1;
  return bo_parse_type_list_maybe_parens(p, out);
}

int bo_parse_optional_arrow_type_list(bo_parser *p, bo_type_vec *out) {
  if (!at_punct(p, "->")) return 0;
  return bo_parse_arrow_type_list(p, out) ? -1 : 1;
}

int bo_parse_function_type(bo_parser *p, const bo_type **out) {
  bo_loc l = bo_parser_loc(p);
  if (!at_punct(p, "(")) return bo_parser_error(p, "expected '('");
  const bo_type *t;
  if (parse_type_inner(p, &t)) return -1;
  if (t->kind != BO_TYPE_FUNCTION) return bo_parser_error_at(p, l, "expected function type");
  *out = t;
  return 0;
}
