/* parser.c - MLIR's textual format into bufopt IR.
 *
 * A recursive-descent parser with one token of lookahead.  It reads alias
 * definitions (#a = ..., !t = ...), operations in generic form
 * ("name"(operands)[succ] <{props}> (regions) {attrs} : fn-type loc(..)) and
 * custom form (dispatched to the op table's parse hook through the asm.h
 * API), types, attributes and affine maps.
 *
 * SSA names live in scopes, one per region: a name defined in a region is
 * visible in nested regions (also across isolated-from-above ops, as in
 * MLIR: the verifier reports such uses) and disappears when its region ends.
 * A use before the definition creates a placeholder value that the
 * definition replaces (RAUW); placeholders still unresolved when the file
 * ends are errors.  Block
 * labels are scoped per region the same way.  Cost: O(size of input), with
 * hash lookups for names and aliases.  Nesting deeper than MAX_NESTING is
 * rejected with a diagnostic rather than overflowing the C stack.
 */
#include "parser_internal.h"
#include "../support/stack.h"

/* span_find with the key's span_hash computed by the caller. */
span_slot *span_find_h(span_table *t, const char *s, size_t n, uint32_t h, bool insert) {
  if (insert && (t->count + 1) * 2 > t->cap) {
    size_t nc = t->cap ? t->cap * 2 : 1024;
    span_slot *ns = calloc(nc, sizeof *ns);
    if (!ns) bo_out_of_memory(NULL, nc * sizeof *ns); /* parse scratch: no context at hand */
    for (size_t i = 0; i < t->cap; i++) {
      if (!t->slots[i].key) continue;
      size_t j = t->slots[i].hash & (nc - 1);
      while (ns[j].key) j = (j + 1) & (nc - 1);
      ns[j] = t->slots[i];
    }
    free(t->slots);
    t->slots = ns;
    t->cap = nc;
  }
  if (!t->cap) return NULL;
  size_t j = h & (t->cap - 1);
  while (t->slots[j].key) {
    span_slot *sl = &t->slots[j];
    if (sl->hash == h && sl->len == n &&
        memcmp(sl->key, s, n) == 0)
      return sl;
    j = (j + 1) & (t->cap - 1);
  }
  if (!insert) return NULL;
  span_slot *sl = &t->slots[j];
  sl->key = s;
  sl->len = (uint32_t)n;
  sl->hash = h;
  sl->value = NULL;
  t->count++;
  return sl;
}

/* ------------------------------------------------------------- utilities */

bo_context *bo_parser_context(bo_parser *p) { return p->ctx; }
bool bo_parser_lazy_bodies(bo_parser *p) { return p->lazy_bodies; }
bo_loc bo_parser_loc(bo_parser *p) { return tok_loc(p, &p->tok); }

int bo_parser_error_at(bo_parser *p, bo_loc loc, const char *fmt, ...) {
  if (p->failed) return -1; /* report only the first error, as MLIR does */
  p->failed = true;
  va_list ap;
  va_start(ap, fmt);
  bo_emitv(p->ctx, BO_SEV_ERROR, loc, fmt, ap);
  va_end(ap);
  return -1;
}

int bo_parser_error(bo_parser *p, const char *fmt, ...) {
  if (p->failed) return -1;
  p->failed = true;
  va_list ap;
  va_start(ap, fmt);
  bo_loc loc = bo_parser_loc(p);
  if (p->tok.kind == TOK_ERROR && p->lx.error) {
    bo_emit(p->ctx, BO_SEV_ERROR, loc, "%s", p->lx.error);
  } else {
    bo_emitv(p->ctx, BO_SEV_ERROR, loc, fmt, ap);
  }
  va_end(ap);
  return -1;
}


int bo_parser_custom_error_at(bo_parser *p, bo_loc loc, const char *fmt, ...) {
  if (p->failed) return -1;
  bo_str s = {0};
  const bo_parse_state *st = p->states.len ? p->states.data[p->states.len - 1] : NULL;
  if (st) bo_str_printf(&s, "custom op '%s' ", st->name);
  va_list ap;
  va_start(ap, fmt);
  bo_str_vprintf(&s, fmt, ap);
  va_end(ap);
  bo_parser_error_at(p, loc, "%s", s.data ? s.data : "");
  bo_str_free(&s);
  return -1;
}

/* MLIR's emitWrongTokenError: an "expected X" error at a token that starts
 * a line is reported at the end of the previous line's last token (skipping
 * blank lines and trailing comments), where the missing text belongs. */
int wrong_token_error(bo_parser *p, const char *fmt, ...) {
  if (p->failed) return -1;
  bo_loc loc = bo_parser_loc(p);
  const char *buf = p->lx.buf, *cur = p->tok.start;
  uint32_t line = p->tok.line;
  if (p->tok.kind == TOK_EOF && cur > buf) {
    cur--;
    loc.col = loc.col > 1 ? loc.col - 1 : 1;
    if (*cur == '\n' && line > 1) line--; /* stepped back onto the previous line */
  }
  const char *q = cur;
  for (;;) {
    while (q > buf && (q[-1] == ' ' || q[-1] == '\t')) q--;
    if (q == buf) break; /* no preceding text: report at the token */
    if (q[-1] != '\n' && q[-1] != '\r') {
      /* found the end of the previous text: compute its line/column */
      const char *ls = q;
      while (ls > buf && ls[-1] != '\n') ls--;
      loc.line = line;
      loc.col = (uint32_t)(q - ls) + 1;
      break;
    }
    q--; /* drop the newline */
    line--;
    const char *ls = q;
    while (ls > buf && ls[-1] != '\n' && ls[-1] != '\r') ls--;
    for (const char *c = ls; c + 1 < q; c++)
      if (c[0] == '/' && c[1] == '/') {
        q = c;
        break;
      }
  }
  p->failed = true;
  va_list ap;
  va_start(ap, fmt);
  if (p->tok.kind == TOK_ERROR && p->lx.error)
    bo_emit(p->ctx, BO_SEV_ERROR, bo_parser_loc(p), "%s", p->lx.error);
  else
    bo_emitv(p->ctx, BO_SEV_ERROR, loc, fmt, ap);
  va_end(ap);
  return -1;
}


int nest_enter(bo_parser *p) {
  if (++p->nesting > MAX_NESTING)
    return bo_parser_error(p, "nesting is too deep (more than %d levels)", MAX_NESTING);
  if (bo_stack_low(p->ctx)) return bo_parser_error(p, "nesting is too deep for the available stack");
  return 0;
}

bool bo_parser_peek_punct(bo_parser *p, const char *punct) { return at_punct(p, punct); }
bool bo_parser_peek_keyword(bo_parser *p, const char *kw) { return at_kw(p, kw); }
bool bo_parser_peek_operand(bo_parser *p) { return p->tok.kind == TOK_PERCENT_ID; }
bool bo_parser_peek_integer(bo_parser *p) {
  if (p->tok.kind == TOK_INTEGER) return true;
  if (!at_punct(p, "-")) return false;
  /* look one token ahead without consuming */
  lexer save = p->lx;
  token t = lexer_next(&p->lx);
  p->lx = save;
  return t.kind == TOK_INTEGER;
}

int bo_parse_optional_punct(bo_parser *p, const char *punct) {
  if (!at_punct(p, punct)) return 0;
  advance(p);
  return 1;
}

int bo_parse_punct(bo_parser *p, const char *punct) {
  if (bo_parse_optional_punct(p, punct)) return 0;
  return wrong_token_error(p, "expected '%s'", punct);
}

int bo_parse_optional_keyword(bo_parser *p, const char *kw) {
  if (!at_kw(p, kw)) return 0;
  advance(p);
  return 1;
}

/* MLIR's OpAsmParser::parseKeyword: the error is at the token found (not
 * after the previous one, as for punctuation), in a custom op's words. */
int bo_parse_keyword(bo_parser *p, const char *kw) {
  if (bo_parse_optional_keyword(p, kw)) return 0;
  return bo_parser_custom_error_at(p, bo_parser_loc(p), "expected '%s'", kw);
}

int bo_parse_optional_any_keyword(bo_parser *p, const char **out) {
  if (p->tok.kind != TOK_BARE_ID) return 0;
  *out = bo_intern(p->ctx, p->tok.start, p->tok.len);
  advance(p);
  return 1;
}

int bo_parse_any_keyword(bo_parser *p, const char **out) {
  if (bo_parse_optional_any_keyword(p, out) == 1) return 0;
  bo_parser_error(p, "expected valid keyword");
  return -1; /* visibly: callers' out-parameters are set on 0 only */
}

/* Unescapes a string token's body into an interned string. */
const char *unescape_string(bo_parser *p, const token *t, size_t *len_out) {
  const char *s = t->start + 1, *e = t->start + t->len - 1;
  char small[256];
  char *buf = (size_t)(e - s) < sizeof small ? small : malloc((size_t)(e - s) + 1);
  if (!buf) bo_out_of_memory(p->ctx, (size_t)(e - s) + 1);
  buf[0] = 0;
  size_t n = 0;
  while (s < e) {
    char c = *s++;
    if (c != '\\' || s >= e) {
      buf[n++] = c;
      continue;
    }
    char d = *s++;
    switch (d) {
    case 'n': buf[n++] = '\n'; break;
    case 't': buf[n++] = '\t'; break;
    case '"': buf[n++] = '"'; break;
    case '\\': buf[n++] = '\\'; break;
    default:
      if (isxdigit((unsigned char)d) && s < e && isxdigit((unsigned char)*s)) {
        char hex[3] = {d, *s++, 0};
        buf[n++] = (char)strtol(hex, NULL, 16);
      } else {
        buf[n++] = d; /* not reached: the lexer rejects other escapes */
      }
    }
  }
  const char *r = bo_intern(p->ctx, buf, n);
  if (buf != small) free(buf);
  *len_out = n;
  return r;
}

int bo_parse_optional_string(bo_parser *p, const char **out, size_t *len) {
  if (p->tok.kind != TOK_STRING) return 0;
  size_t n;
  *out = unescape_string(p, &p->tok, &n);
  if (len) *len = n;
  advance(p);
  return 1;
}

int bo_parse_string(bo_parser *p, const char **out, size_t *len) {
  if (bo_parse_optional_string(p, out, len) == 1) return 0;
  bo_parser_error(p, "expected string");
  return -1;
}

int bo_parse_keyword_or_string(bo_parser *p, const char **out) {
  if (bo_parse_optional_any_keyword(p, out) == 1) return 0;
  if (bo_parse_optional_string(p, out, NULL) == 1) return 0;
  bo_parser_error(p, "expected valid keyword or string");
  return -1;
}

/* Parses the integer token's magnitude.  Returns false on overflow. */
bool tok_to_u64(const token *t, uint64_t *out) {
  uint64_t v = 0;
  const char *s = t->start, *e = t->start + t->len;
  if (t->len > 2 && s[0] == '0' && s[1] == 'x') {
    for (s += 2; s < e; s++) {
      int d = isdigit((unsigned char)*s) ? *s - '0' : (tolower((unsigned char)*s) - 'a' + 10);
      if (v >> 60) return false;
      v = v * 16 + (uint64_t)d;
    }
  } else {
    for (; s < e; s++) {
      uint64_t d = (uint64_t)(*s - '0');
      if (v > (UINT64_MAX - d) / 10) return false;
      v = v * 10 + d;
    }
  }
  *out = v;
  return true;
}

int bo_parse_optional_integer(bo_parser *p, int64_t *out) {
  bool neg = false;
  if (at_punct(p, "-")) {
    if (!bo_parser_peek_integer(p)) return 0;
    neg = true;
    advance(p);
  }
  if (p->tok.kind != TOK_INTEGER) return 0;
  uint64_t v;
  if (!tok_to_u64(&p->tok, &v) || (neg ? v > (uint64_t)INT64_MAX + 1 : v > (uint64_t)INT64_MAX))
    return bo_parser_error(p, "integer value too large");
  *out = neg ? (int64_t)(0 - v) : (int64_t)v;
  advance(p);
  return 1;
}

int bo_parse_integer(bo_parser *p, int64_t *out) {
  int r = bo_parse_optional_integer(p, out);
  if (r == 1) return 0;
  if (r < 0) return -1;
  return wrong_token_error(p, "expected integer value");
}

int bo_parse_float(bo_parser *p, double *out) {
  bool neg = bo_parse_optional_punct(p, "-");
  if (p->tok.kind == TOK_FLOAT || p->tok.kind == TOK_INTEGER) {
    char buf[128];
    size_t n = p->tok.len < sizeof buf - 1 ? p->tok.len : sizeof buf - 1;
    memcpy(buf, p->tok.start, n);
    buf[n] = 0;
    double v = strtod(buf, NULL);
    *out = neg ? -v : v;
    advance(p);
    return 0;
  }
  return bo_parser_error(p, "expected floating point literal");
}

/* ---------------------------------------------------------- SSA scopes */

void push_scope(bo_parser *p) {
  if (p->scopes.len < p->scopes_used) {
    scope *s = &p->scopes.data[p->scopes.len++];
    s->names.len = 0;
    s->block_list.len = 0;
    return;
  }
  scope s;
  memset(&s, 0, sizeof s);
  bo_vec_push(&p->scopes, s);
  p->scopes_used = p->scopes.len;
}


/* Names that are plain numbers below 2^24 (the printer's %0, %1, ...) use a
 * direct array: they dominate machine-written IR. */
static name_entry **numeric_slot(bo_parser *p, const char *name, size_t len, bool grow) {
  if (len == 0 || len > 7 || (name[0] == '0' && len > 1)) return NULL;
  size_t v = 0;
  for (size_t i = 0; i < len; i++) {
    if (name[i] < '0' || name[i] > '9') return NULL;
    v = v * 10 + (size_t)(name[i] - '0');
  }
  if (v >= p->numeric_names.len) {
    if (!grow) return NULL;
    bo_vec_reserve(&p->numeric_names, v + 1);
    while (p->numeric_names.len <= v) p->numeric_names.data[p->numeric_names.len++] = NULL;
  }
  return &p->numeric_names.data[v];
}

/* h is span_hash(name, len): each name is hashed once per occurrence. */
static name_entry **name_slot(bo_parser *p, const char *name, size_t len, uint32_t h, bool insert) {
  name_entry **ns = numeric_slot(p, name, len, insert);
  if (ns) return ns;
  span_slot *sl = span_find_h(&p->names, name, len, h, insert);
  return sl ? (name_entry **)&sl->value : NULL;
}

/* Like MLIR's parser, names stay visible across isolated-from-above
 * regions: the verifier reports such uses ("using value defined outside the
 * region"), which gives a better message than an undeclared name. */
static name_entry **recent_slot(bo_parser *p, uint32_t h) { return &p->recent[h & 255]; }

/* *hash receives span_hash(name, len) for new_entry. */
static name_entry *visible_entry(bo_parser *p, const char *name, size_t len, uint32_t *hash) {
  name_entry **r = NULL;
  uint32_t h = span_hash(name, len);
  *hash = h;
  if (len > 7 || !(name[0] >= '0' && name[0] <= '9')) {
    r = recent_slot(p, h);
    name_entry *e = *r;
    if (e && !e->removed && e->len == len && memcmp(e->name, name, len) == 0) return e;
  }
  name_entry **sl = name_slot(p, name, len, h, false);
  name_entry *e = sl ? *sl : NULL;
  if (e && r) *r = e;
  return e;
}

static name_entry *new_entry(bo_parser *p, const char *name, size_t len, uint32_t h, bo_loc loc) {
  name_entry *e = p->free_entries;
  if (e) {
    p->free_entries = (name_entry *)(void *)e->vals;
    memset(e, 0, sizeof *e);
  } else {
    e = bo_arena_take(&p->scratch, sizeof *e);
  }
  e->name = name;
  e->len = (uint32_t)len;
  e->hash = h;
  e->depth = cur_depth(p);
  e->loc = loc;
  *name_slot(p, name, len, h, true) = e;
  *recent_slot(p, h) = e;
  bo_vec_push(&p->scopes.data[p->scopes.len - 1].names, e);
  return e;
}

static void entry_reserve(bo_parser *p, name_entry *e, unsigned n) {
  if (n <= e->cap) return;
  if (e->cap == 0 && n == 1) {
    e->vals = &e->one;
    e->cap = 1;
    return;
  }
  unsigned c = e->cap ? e->cap * 2 : 1;
  while (c < n) c *= 2;
  bo_value **nv = bo_arena_take(&p->scratch, c * sizeof(bo_value *));
  if (e->n) memcpy(nv, e->vals, e->n * sizeof(bo_value *));
  e->vals = nv;
  e->cap = c;
}

static void remove_entry(bo_parser *p, name_entry *e) {
  name_entry **sl = name_slot(p, e->name, e->len, e->hash, false);
  if (sl && *sl == e) *sl = NULL;
  e->removed = true;
}

/* Pops the innermost scope.  Unresolved forward references move to the
 * parent scope; at the top they are errors. */
int pop_scope(bo_parser *p) {
  scope *sp = &p->scopes.data[--p->scopes.len];
  int rc = 0;
  for (size_t i = 0; i < sp->names.len; i++) {
    name_entry *e = sp->names.data[i];
    if (e->defined || p->scopes.len == 0) {
      if (!e->defined && rc == 0)
        rc = bo_parser_error_at(p, e->loc, "use of undeclared SSA value name");
      remove_entry(p, e);
      /* A stale pointer to it may stay in `recent`, which compares the
       * name before use: reusing it for another name is safe.  (Entries
       * of the top scope are not reused: their error may still read them.) */
      if (e->defined && p->scopes.len > 0) {
        e->vals = (bo_value **)(void *)p->free_entries;
        p->free_entries = e;
      }
    } else {
      e->depth = cur_depth(p);
      bo_vec_push(&p->scopes.data[p->scopes.len - 1].names, e);
    }
  }
  for (size_t i = sp->block_list.len; i-- > 0;) {
    block_entry *b = sp->block_list.data[i];
    if (!b->defined && rc == 0) rc = bo_parser_error_at(p, b->loc, "reference to an undefined block");
    span_slot *sl = span_find(&p->blocks, b->name, b->len, false);
    if (sl && sl->value == b) sl->value = b->shadowed;
  }
  sp->names.len = sp->block_list.len = 0;
  return rc;
}

/* Defines name (with count results) as values. */
/* MLIR's getReferenceLoc: is the name defined or used (forward) in a
 * visible scope?  *loc receives where. */
bool name_in_use(bo_parser *p, const bo_unresolved *u, bo_loc *loc) {
  uint32_t h;
  name_entry *e = visible_entry(p, u->name, u->len, &h);
  if (!e || e->removed || (!e->defined && e->n == 0)) return false;
  *loc = e->loc;
  return true;
}

int define_values(bo_parser *p, const bo_unresolved *u, bo_value **vals, unsigned n) {
  const char *name = u->name;
  uint32_t h;
  name_entry *e = visible_entry(p, u->name, u->len, &h);
  if (e && e->defined) {
    bo_parser_error_at(p, u->loc, "redefinition of SSA value '%%%.*s'", (int)u->len, u->name);
    bo_emit(p->ctx, BO_SEV_NOTE, e->loc, "previously defined here");
    return -1;
  }
  if (!e) e = new_entry(p, u->name, u->len, h, u->loc);
  /* resolve forward references */
  for (unsigned i = 0; i < e->n; i++) {
    bo_value *ph = e->vals[i];
    if (!ph) continue;
    if (i >= n) return bo_parser_error_at(p, e->loc, "operation result number out of range");
    if (ph->type != vals[i]->type) {
      bo_str a = {0}, b = {0};
      bo_format_type(&a, vals[i]->type);
      bo_format_type(&b, ph->type);
      /* MLIR's addDefinition: at the definition, the note at the forward use */
      bo_parser_error_at(p, u->loc, "definition of SSA value '%%%.*s#%u' has type '%s'", (int)u->len,
                         name, i, a.data);
      bo_emit(p->ctx, BO_SEV_NOTE, e->loc, "previously used here with type '%s'", b.data);
      bo_str_free(&a);
      bo_str_free(&b);
      return -1;
    }
    bo_value_replace_all_uses(ph, vals[i]);
  }
  e->n = 0;
  entry_reserve(p, e, n);
  memcpy(e->vals, vals, n * sizeof(bo_value *));
  for (unsigned i = 0; i < n; i++) vals[i]->loc = u->loc; /* where the name was defined */
  e->n = n;
  e->defined = true;
  e->loc = u->loc;
  /* a forward-referenced entry may live in an outer scope's list; definitions
   * belong to the current scope */
  if (e->depth != cur_depth(p)) {
    scope *old = NULL;
    for (size_t i = 0; i < p->scopes.len; i++)
      if (i + 1 == e->depth) old = &p->scopes.data[i];
    if (old)
      for (size_t i = 0; i < old->names.len; i++)
        if (old->names.data[i] == e) {
          old->names.data[i] = old->names.data[--old->names.len];
          break;
        }
    e->depth = cur_depth(p);
    bo_vec_push(&p->scopes.data[p->scopes.len - 1].names, e);
  }
  return 0;
}

int bo_resolve_operand(bo_parser *p, const bo_unresolved *u, const bo_type *t, bo_value **out) {
  if (!t) return bo_parser_error_at(p, u->loc, "missing type for operand");
  uint32_t h;
  name_entry *e = visible_entry(p, u->name, u->len, &h);
  if (e && e->defined) {
    if (u->number >= e->n)
      return bo_parser_error_at(p, u->loc, "reference to invalid result number");
    bo_value *v = e->vals[u->number];
    if (v->type != t) {
      bo_str a = {0}, b = {0};
      bo_format_type(&a, t);
      bo_format_type(&b, v->type);
      bo_parser_error_at(p, u->loc,
                         "use of value '%%%.*s' expects different type than prior uses: '%s' vs '%s'",
                         (int)u->len, u->name, a.data, b.data);
      bo_emit(p->ctx, BO_SEV_NOTE, v->loc, "prior use here");
      bo_str_free(&a);
      bo_str_free(&b);
      return -1;
    }
    *out = v;
    return 0;
  }
  if (!e) e = new_entry(p, u->name, u->len, h, u->loc);
  entry_reserve(p, e, u->number + 1);
  while (e->n <= u->number) e->vals[e->n++] = NULL;
  if (!e->vals[u->number]) e->vals[u->number] = bo_value_create_placeholder(p->ctx, t);
  bo_value *v = e->vals[u->number];
  if (v->type != t) {
    bo_str a = {0}, b = {0};
    bo_format_type(&a, t);
    bo_format_type(&b, v->type);
    bo_parser_error_at(p, u->loc,
                       "use of value '%%%.*s' expects different type than prior uses: '%s' vs '%s'",
                       (int)u->len, u->name, a.data, b.data);
    bo_str_free(&a);
    bo_str_free(&b);
    return -1;
  }
  *out = v;
  return 0;
}

int bo_resolve_operands(bo_parser *p, const bo_unresolved *u, size_t n,
                        const bo_type *const *types, size_t num_types, bo_loc loc,
                        bo_value_vec *out) {
  if (n != num_types)
    return bo_parser_custom_error_at(p, loc,
                                     "number of operands and types do not match: got %zu operands and %zu types",
                                     n, num_types);
  for (size_t i = 0; i < n; i++) {
    bo_value *v = NULL;
    if (bo_resolve_operand(p, &u[i], types[i], &v)) return -1;
    bo_vec_push(out, v);
  }
  return 0;
}

int bo_resolve_operands_same(bo_parser *p, const bo_unresolved *u, size_t n, const bo_type *t,
                             bo_value_vec *out) {
  for (size_t i = 0; i < n; i++) {
    bo_value *v = NULL;
    if (bo_resolve_operand(p, &u[i], t, &v)) return -1;
    bo_vec_push(out, v);
  }
  return 0;
}

/* ---------------------------------------------------------------- operands */

int bo_parse_optional_operand(bo_parser *p, bo_unresolved *out) {
  if (p->tok.kind != TOK_PERCENT_ID) return 0;
  out->name = p->tok.start + 1;
  out->len = p->tok.len - 1;
  out->number = 0;
  out->loc = bo_parser_loc(p);
  advance(p);
  if (p->tok.kind == TOK_HASH_ID && p->tok.len > 1 && isdigit((unsigned char)p->tok.start[1])) {
    uint64_t v = 0;
    for (uint32_t i = 1; i < p->tok.len; i++) {
      v = v * 10 + (uint64_t)(p->tok.start[i] - '0');
      if (v > 1000000000u) return bo_parser_error(p, "invalid SSA value result number");
    }
    out->number = (uint32_t)v;
    advance(p);
  }
  return 1;
}

int bo_parse_operand(bo_parser *p, bo_unresolved *out) {
  int r = bo_parse_optional_operand(p, out);
  if (r == 1) return 0;
  if (r < 0) return -1;
  return wrong_token_error(p, "expected SSA operand");
}

static const char *delim_open(bo_delim d) {
  switch (d) {
  case BO_DELIM_PAREN: case BO_DELIM_OPTIONAL_PAREN: return "(";
  case BO_DELIM_SQUARE: case BO_DELIM_OPTIONAL_SQUARE: return "[";
  case BO_DELIM_BRACE: return "{";
  case BO_DELIM_ANGLE: return "<";
  default: return NULL;
  }
}

static const char *delim_close(bo_delim d) {
  switch (d) {
  case BO_DELIM_PAREN: case BO_DELIM_OPTIONAL_PAREN: return ")";
  case BO_DELIM_SQUARE: case BO_DELIM_OPTIONAL_SQUARE: return "]";
  case BO_DELIM_BRACE: return "}";
  case BO_DELIM_ANGLE: return ">";
  default: return NULL;
  }
}

/* Generic comma-separated list with delimiters.  elem returns 0/-1. */

int parse_comma_list(bo_parser *p, bo_delim d, elem_fn fn, void *user, bool allow_empty) {
  return parse_comma_list_msg(p, d, fn, user, allow_empty, NULL);
}

/* close_msg, when given, is the whole error for a missing closing delimiter
 * (MLIR's contextMessage, or parseCommaSeparatedListUntil's "expected ','
 * or ']'"). */
int parse_comma_list_msg(bo_parser *p, bo_delim d, elem_fn fn, void *user, bool allow_empty,
                         const char *close_msg) {
  const char *open = delim_open(d), *close = delim_close(d);
  if (open) {
    if (d == BO_DELIM_OPTIONAL_PAREN || d == BO_DELIM_OPTIONAL_SQUARE) {
      if (!bo_parse_optional_punct(p, open)) return 0;
    } else if (bo_parse_punct(p, open)) {
      return -1;
    }
    if (allow_empty && bo_parse_optional_punct(p, close)) return 0;
  }
  do {
    if (fn(p, user)) return -1;
  } while (bo_parse_optional_punct(p, ","));
  if (close && !bo_parse_optional_punct(p, close)) {
    if (close_msg) return wrong_token_error(p, "%s", close_msg);
    return bo_parse_punct(p, close);
  }
  return 0;
}

static int operand_elem(bo_parser *p, void *user) {
  bo_unresolved u;
  if (bo_parse_operand(p, &u)) return -1;
  bo_vec_push((bo_unresolved_vec *)user, u);
  return 0;
}

int bo_parse_operand_list(bo_parser *p, bo_delim delim, bo_unresolved_vec *out) {
  if (delim == BO_DELIM_NONE) {
    if (p->tok.kind != TOK_PERCENT_ID) return 0;
    return parse_comma_list(p, delim, operand_elem, out, false);
  }
  return parse_comma_list(p, delim, operand_elem, out, true);
}
