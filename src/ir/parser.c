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
#include <ctype.h>
#include <errno.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>

#include "../support/stack.h"
#include "asm.h"
#include "lexer.h"
#include "types_internal.h"
#include "../support/checked.h"

#define MAX_NESTING 500

typedef struct name_entry name_entry;
struct name_entry {
  const char *name;      /* without '%': points into the input */
  uint32_t len;
  uint32_t hash;         /* span_hash of the name */
  bo_value **vals;       /* n values; placeholders while !defined */
  unsigned n, cap;
  unsigned depth;        /* scope depth of the entry */
  bool removed;          /* its scope ended (stale in the recent cache) */
  bool defined;
  bo_loc loc;            /* first use (placeholders) or definition */
  bo_value *one;         /* vals of a single-value name (the common case) */
};                       /* 64 bytes */

typedef struct block_entry block_entry;
struct block_entry {
  const char *name; /* the label text (points into the input) */
  uint32_t len;
  unsigned depth;   /* scope (region) the label belongs to */
  bo_block *block;
  bool defined;
  bo_loc loc;
  block_entry *shadowed; /* same label in an enclosing region */
};

/* A hash table keyed by byte spans of the input (names, type spellings).
 * Values may be reset to NULL; keys are never removed. */
typedef struct span_slot {
  const char *key;
  uint32_t len;
  uint32_t hash;
  void *value;
} span_slot; /* 24 bytes: the names table of a large function is big */

typedef struct span_table {
  span_slot *slots;
  size_t cap, count;
} span_table;

static uint32_t span_hash(const char *s, size_t n) {
  uint32_t h = 2166136261u;
  for (size_t i = 0; i < n; i++) h = (h ^ (unsigned char)s[i]) * 16777619u;
  return h ? h : 1;
}

/* span_find with the key's span_hash computed by the caller. */
static span_slot *span_find_h(span_table *t, const char *s, size_t n, uint32_t h, bool insert) {
  if (insert && (t->count + 1) * 2 > t->cap) {
    size_t nc = t->cap ? t->cap * 2 : 1024;
    span_slot *ns = calloc(nc, sizeof *ns);
    if (!ns) abort();
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

static span_slot *span_find(span_table *t, const char *s, size_t n, bool insert) {
  return span_find_h(t, s, n, span_hash(s, n), insert);
}

/* A region's scope.  Popped scopes keep their vectors' memory for the next
 * region at that depth. */
typedef struct scope {
  BO_VEC(name_entry *) names;
  BO_VEC(block_entry *) block_list;
} scope;

struct bo_parser {
  bo_context *ctx;
  lexer lx;
  token tok;
  const char *filename;
  bool failed;
  bool lazy_bodies; /* bo_parse_config.lazy_implicit_bodies */
  unsigned nesting;
  span_table attr_aliases;  /* #name -> attr (keys point into the input) */
  span_table type_aliases;  /* !name -> type */
  span_table names;         /* SSA name -> name_entry* (innermost) */
  span_table blocks;        /* ^label -> block_entry* (innermost) */
  size_t scopes_used;       /* scope slots ever initialized (<= scopes.cap) */
  BO_VEC(name_entry *) numeric_names; /* %0, %1, ...: indexed by number */
  /* The most recently defined or used names, by hash: most uses follow
   * their definition closely, and the big table's slots are cache misses
   * on large inputs. */
  name_entry *recent[256];
  /* Entries of ended scopes, for reuse (linked through `vals`): the names
   * of region bodies (a linalg.generic's %in, %out, ...) are defined again
   * and again, and new entries would grow the scratch arena by 64 bytes
   * each (4 MB at 16k layers). */
  name_entry *free_entries;
  span_table type_cache;    /* spelling of a shaped type -> type */
  const char *last_type_key; /* the cached spelling found last (in the input) */
  size_t last_type_len;
  const bo_type *last_type;
  const char *last_dict_key; /* same for attribute dictionaries (dict_cache) */
  size_t last_dict_len;
  const bo_attr *last_dict;
  span_table dict_cache;    /* spelling of a `{...}` attribute dictionary -> dict */
  BO_VEC(scope) scopes;
  BO_VEC(const char *) default_dialects;
  BO_VEC(bo_parse_state *) states; /* ops being custom-parsed */
  /* Parse-state vectors are recycled per nesting depth (their capacity is
   * kept), so parsing an op allocates nothing but IR. */
  BO_VEC(bo_parse_state) pool;
  /* the parser's own bookkeeping (name and label entries), freed when the
   * parse ends so the printer can reuse the memory */
  bo_arena scratch;
};

/* ------------------------------------------------------------- utilities */

static bo_loc tok_loc(bo_parser *p, const token *t) {
  bo_loc l = {p->filename, t->line, t->col};
  return l;
}

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

static void advance(bo_parser *p) { p->tok = lexer_next(&p->lx); }

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
static int wrong_token_error(bo_parser *p, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static int wrong_token_error(bo_parser *p, const char *fmt, ...) {
  if (p->failed) return -1;
  bo_loc loc = bo_parser_loc(p);
  const char *buf = p->lx.buf, *cur = p->tok.start;
  if (p->tok.kind == TOK_EOF && cur > buf) {
    cur--;
    loc.col = loc.col > 1 ? loc.col - 1 : 1;
  }
  const char *q = cur;
  uint32_t line = p->tok.line;
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

static bool at_punct(bo_parser *p, const char *s) { return tok_is_punct(&p->tok, s); }
static bool at_kw(bo_parser *p, const char *s) { return tok_is_keyword(&p->tok, s); }

static int nest_enter(bo_parser *p) {
  if (++p->nesting > MAX_NESTING)
    return bo_parser_error(p, "nesting is too deep (more than %d levels)", MAX_NESTING);
  if (bo_stack_low(p->ctx)) return bo_parser_error(p, "nesting is too deep for the available stack");
  return 0;
}
static void nest_leave(bo_parser *p) { p->nesting--; }

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

int bo_parse_keyword(bo_parser *p, const char *kw) {
  if (bo_parse_optional_keyword(p, kw)) return 0;
  return wrong_token_error(p, "expected '%s'", kw);
}

int bo_parse_optional_any_keyword(bo_parser *p, const char **out) {
  if (p->tok.kind != TOK_BARE_ID) return 0;
  *out = bo_intern(p->ctx, p->tok.start, p->tok.len);
  advance(p);
  return 1;
}

int bo_parse_any_keyword(bo_parser *p, const char **out) {
  if (bo_parse_optional_any_keyword(p, out) == 1) return 0;
  return bo_parser_error(p, "expected valid keyword");
}

/* Unescapes a string token's body into an interned string. */
static const char *unescape_string(bo_parser *p, const token *t, size_t *len_out) {
  const char *s = t->start + 1, *e = t->start + t->len - 1;
  char small[256];
  char *buf = (size_t)(e - s) < sizeof small ? small : malloc((size_t)(e - s) + 1);
  if (!buf) abort();
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
  return bo_parser_error(p, "expected string");
}

int bo_parse_keyword_or_string(bo_parser *p, const char **out) {
  if (bo_parse_optional_any_keyword(p, out) == 1) return 0;
  if (bo_parse_optional_string(p, out, NULL) == 1) return 0;
  return bo_parser_error(p, "expected valid keyword or string");
}

/* Parses the integer token's magnitude.  Returns false on overflow. */
static bool tok_to_u64(const token *t, uint64_t *out) {
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

static void push_scope(bo_parser *p) {
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

static unsigned cur_depth(bo_parser *p) { return (unsigned)p->scopes.len; }

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
static int pop_scope(bo_parser *p) {
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
static int define_values(bo_parser *p, const bo_unresolved *u, bo_value **vals, unsigned n) {
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
      bo_parser_error_at(p, e->loc,
                         "use of value '%%%.*s' expects different type than prior uses: '%s' vs '%s'",
                         (int)u->len, name, b.data, a.data);
      bo_emit(p->ctx, BO_SEV_NOTE, u->loc, "prior use here");
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
    return bo_parser_error_at(p, loc, "%zu operands present, but expected %zu", n, num_types);
  for (size_t i = 0; i < n; i++) {
    bo_value *v;
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
typedef int (*elem_fn)(bo_parser *p, void *user);

static int parse_comma_list(bo_parser *p, bo_delim d, elem_fn fn, void *user, bool allow_empty) {
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
  if (close && bo_parse_punct(p, close)) return -1;
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

/* ----------------------------------------------------------------- types */

static int parse_type_inner(bo_parser *p, const bo_type **out);

/* Reads raw characters of a dimension list `4x?x[8]x` starting at the current
 * token; fills dims (and scalable) and leaves the lexer after the last 'x'.
 * allow_scalable for vectors.  Returns the number of dims or -1. */
typedef bo_i64_vec i64_vec;
typedef BO_VEC(bool) bool_vec;

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
        acc = acc * 10 + (uint64_t)(*c - '0');
        if (acc > (uint64_t)INT64_MAX / 16) {
          p->lx.cur = dim_start;
          advance(p);
          return bo_parser_error(p, "invalid dimension");
        }
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
    if (c >= end || *c != 'x') {
      /* a number not followed by x: not part of the dims */
      p->lx.cur = c;
      advance(p);
      return bo_parser_error(p, "expected 'x' in dimension list");
    }
    c++;
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
  while (bo_parse_optional_punct(p, ",")) {
    const bo_attr *a;
    bo_loc l = bo_parser_loc(p);
    if (bo_parse_attribute(p, NULL, &a)) return -1;
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
static const char *capture_angle(bo_parser *p) {
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
      if (ch == '>' && c > p->lx.cur && c[-1] == '-') {
        /* '->' inside: not a closer */
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
  if (parse_int_width(s + off, n - off, &w)) return NULL;
  if (w > 16777215) {
    *err = 1;
    return NULL;
  }
  return bo_type_integer(ctx, w, sg);
}

static bool is_type_start(bo_parser *p) {
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
static void cache_if_exact(bo_parser *p, span_table *t, const char *start, size_t span, void *value) {
  bool exact = p->tok.start >= start + span;
  for (const char *c = start + span; exact && c < p->tok.start; c++)
    exact = *c == ' ' || *c == '\n' || *c == '\t' || *c == '\r';
  if (exact) span_find(t, start, span, true)->value = value;
}

/* Shaped types repeat endlessly in real programs: their exact spelling is
 * looked up in a cache before parsing (aliases cannot change meaning within a
 * file, so equal spellings are equal types). */
static int parse_type_inner(bo_parser *p, const bo_type **out) {
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
    if (!memchr(t.start, '.', t.len)) {
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
    *out = bo_type_opaque(ctx, t.start + 1, (size_t)(end - t.start - 1));
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
    bo_parser_error(p, "integer bitwidth is limited to 16777215 bits");
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
    if (bo_parse_punct(p, "<")) goto done;
    bo_loc eloc = bo_parser_loc(p);
    if (parse_type_inner(p, &e) || bo_parse_punct(p, ">")) goto done;
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
    bo_type_vec ts = {0};
    if (parse_comma_list(p, BO_DELIM_ANGLE, type_elem, &ts, true) == 0) {
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

/* ------------------------------------------------------------ affine maps */

typedef struct affine_ctx {
  BO_VEC(const char *) dims, syms;
} affine_ctx;

static int parse_affine_expr(bo_parser *p, affine_ctx *ac, const bo_affine_expr **out);

static int parse_affine_operand(bo_parser *p, affine_ctx *ac, const bo_affine_expr **out) {
  bo_context *ctx = p->ctx;
  if (nest_enter(p)) return -1;
  int rc = -1;
  if (bo_parse_optional_punct(p, "(")) {
    if (parse_affine_expr(p, ac, out) == 0 && bo_parse_punct(p, ")") == 0) rc = 0;
  } else if (bo_parse_optional_punct(p, "-")) {
    const bo_affine_expr *e;
    if (parse_affine_operand(p, ac, &e) == 0) {
      *out = bo_affine_binary(ctx, BO_AFFINE_MUL, e, bo_affine_const(ctx, -1));
      rc = 0;
    }
  } else if (p->tok.kind == TOK_INTEGER) {
    uint64_t v;
    if (!tok_to_u64(&p->tok, &v) || v > INT64_MAX) {
      bo_parser_error(p, "constant too large for index");
    } else {
      *out = bo_affine_const(ctx, (int64_t)v);
      advance(p);
      rc = 0;
    }
  } else if (p->tok.kind == TOK_BARE_ID) {
    const char *name = bo_intern(ctx, p->tok.start, p->tok.len);
    for (size_t i = 0; i < ac->dims.len; i++)
      if (ac->dims.data[i] == name) {
        *out = bo_affine_dim(ctx, (unsigned)i);
        rc = 0;
      }
    for (size_t i = 0; rc && i < ac->syms.len; i++)
      if (ac->syms.data[i] == name) {
        *out = bo_affine_symbol(ctx, (unsigned)i);
        rc = 0;
      }
    if (rc)
      bo_parser_error(p, "use of undeclared identifier");
    else
      advance(p);
  } else {
    bo_parser_error(p, "expected affine expression");
  }
  nest_leave(p);
  return rc;
}

/* Symbolic: no dims (constants and symbols only), as MLIR's isSymbolicOrConstant. */
static bool affine_is_symbolic(const bo_affine_expr *e) {
  if (e->kind == BO_AFFINE_DIM) return false;
  if (e->kind == BO_AFFINE_SYMBOL || e->kind == BO_AFFINE_CONST) return true;
  return affine_is_symbolic(e->lhs) && affine_is_symbolic(e->rhs);
}

static int affine_mul_kind(bo_parser *p, bo_affine_kind *k) {
  if (at_punct(p, "*")) *k = BO_AFFINE_MUL;
  else if (at_kw(p, "floordiv")) *k = BO_AFFINE_FLOORDIV;
  else if (at_kw(p, "ceildiv")) *k = BO_AFFINE_CEILDIV;
  else if (at_kw(p, "mod")) *k = BO_AFFINE_MOD;
  else return 0;
  return 1;
}

static int parse_affine_term(bo_parser *p, affine_ctx *ac, const bo_affine_expr **out) {
  const bo_affine_expr *lhs;
  if (parse_affine_operand(p, ac, &lhs)) return -1;
  bo_affine_kind k;
  while (affine_mul_kind(p, &k)) {
    bo_loc l = bo_parser_loc(p);
    advance(p);
    const bo_affine_expr *rhs;
    if (parse_affine_operand(p, ac, &rhs)) return -1;
    bool lc = affine_is_symbolic(lhs), rc = affine_is_symbolic(rhs);
    if (k == BO_AFFINE_MUL && !lc && !rc)
      return bo_parser_error_at(p, l, "non-affine expression: at least one of the multiply operands has to be either a constant or symbolic");
    if (k != BO_AFFINE_MUL && !rc)
      return bo_parser_error_at(p, l, "non-affine expression: right operand of floordiv/ceildiv/mod has to be either a constant or symbolic");
    if (k != BO_AFFINE_MUL && rhs->kind == BO_AFFINE_CONST && rhs->value == 0)
      return bo_parser_error_at(p, l, "division by zero in affine expression");
    lhs = bo_affine_binary(p->ctx, k, lhs, rhs);
  }
  *out = lhs;
  return 0;
}

static int parse_affine_expr(bo_parser *p, affine_ctx *ac, const bo_affine_expr **out) {
  const bo_affine_expr *lhs;
  if (parse_affine_term(p, ac, &lhs)) return -1;
  for (;;) {
    bool sub;
    if (at_punct(p, "+")) sub = false;
    else if (at_punct(p, "-")) sub = true;
    else break;
    advance(p);
    const bo_affine_expr *rhs;
    if (parse_affine_term(p, ac, &rhs)) return -1;
    if (sub) rhs = bo_affine_binary(p->ctx, BO_AFFINE_MUL, rhs, bo_affine_const(p->ctx, -1));
    lhs = bo_affine_binary(p->ctx, BO_AFFINE_ADD, lhs, rhs);
  }
  *out = lhs;
  return 0;
}

/* One dim (or symbol, when ac->syms is being filled) name; a name already
 * given to a dim or symbol is an error, as in MLIR. */
static int affine_id_elem(bo_parser *p, affine_ctx *ac, bool symbol) {
  if (p->tok.kind != TOK_BARE_ID) return bo_parser_error(p, "expected bare identifier");
  const char *name = bo_intern(p->ctx, p->tok.start, p->tok.len);
  for (size_t i = 0; i < ac->dims.len + ac->syms.len; i++)
    if ((i < ac->dims.len ? ac->dims.data[i] : ac->syms.data[i - ac->dims.len]) == name)
      return bo_parser_error(p, "redefinition of identifier '%s'", name);
  if (symbol)
    bo_vec_push(&ac->syms, name);
  else
    bo_vec_push(&ac->dims, name);
  advance(p);
  return 0;
}
static int affine_dim_elem(bo_parser *p, void *user) { return affine_id_elem(p, user, false); }
static int affine_sym_elem(bo_parser *p, void *user) { return affine_id_elem(p, user, true); }

typedef struct affine_results {
  affine_ctx *ac;
  BO_VEC(const bo_affine_expr *) exprs;
} affine_results;

static int affine_result_elem(bo_parser *p, void *user) {
  affine_results *r = user;
  const bo_affine_expr *e;
  if (parse_affine_expr(p, r->ac, &e)) return -1;
  bo_vec_push(&r->exprs, e);
  return 0;
}

int bo_parse_affine_map(bo_parser *p, const bo_attr **out) {
  affine_ctx ac = {0};
  affine_results r = {&ac, {0}};
  int rc = -1;
  if (parse_comma_list(p, BO_DELIM_PAREN, affine_dim_elem, &ac, true)) goto done;
  if (at_punct(p, "[") && parse_comma_list(p, BO_DELIM_SQUARE, affine_sym_elem, &ac, true))
    goto done;
  if (bo_parse_punct(p, "->")) goto done;
  if (parse_comma_list(p, BO_DELIM_PAREN, affine_result_elem, &r, true)) goto done;
  *out = bo_attr_affine_map(p->ctx, (unsigned)ac.dims.len, (unsigned)ac.syms.len,
                            (unsigned)r.exprs.len, r.exprs.data);
  rc = 0;
done:
  bo_vec_free(&ac.dims);
  bo_vec_free(&ac.syms);
  bo_vec_free(&r.exprs);
  return rc;
}

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
  int rc = parse_comma_list(p, BO_DELIM_BRACE, dict_entry, &v, true);
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
    /* index values are signed: 2^63 and above do not fit, as in MLIR */
    if (t->kind == BO_TYPE_INDEX && !neg && mag > (uint64_t)INT64_MAX)
      return bo_parser_error_at(p, loc, "%s", range);
    if (neg && mag > (uint64_t)INT64_MAX + 1)
      return bo_parser_error_at(p, loc, "%s", range);
    *out = neg ? (int64_t)(0 - mag) : (int64_t)mag;
    return 0;
  }
  /* wider than 64 bits: values beyond int64 are not representable here */
  if ((!neg && mag > (uint64_t)INT64_MAX) || (neg && mag > (uint64_t)INT64_MAX + 1))
    return bo_parser_error_at(p, loc, "integer constant out of range for attribute (bufopt supports values up to 64 bits)");
  *out = neg ? (int64_t)(0 - mag) : (int64_t)mag;
  return 0;
}

static int normalize_int(bo_parser *p, bo_loc loc, const bo_type *t, bool neg, uint64_t mag,
                         int64_t *out) {
  return normalize_int_in(p, loc, t, neg, mag, out, false);
}

static double bits_to_float(uint64_t bits, bo_float_kind k) { return bo_float_from_bits(bits, k); }

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
  if (!tok_to_u64(t, &bits) || (width < 64 && bits >> width))
    return bo_parser_error_at(p, loc, "hexadecimal float constant out of range for type");
  *out = bits_to_float(bits, k);
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
} dense_lit;

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
  bool neg = bo_parse_optional_punct(p, "-");
  if (neg && p->tok.kind != TOK_INTEGER && p->tok.kind != TOK_FLOAT) {
    bo_parser_error(p, "expected integer or floating point literal"); /* `-true` */
  } else if (p->tok.kind == TOK_INTEGER || p->tok.kind == TOK_FLOAT || at_kw(p, "true") || at_kw(p, "false")) {
    bo_vec_push(&d->toks, p->tok);
    bo_vec_push(&d->negs, neg);
    advance(p);
    rc = 0;
  } else if (at_punct(p, "(")) {
    bo_parser_error(p, "complex dense literals are not supported by bufopt");
  } else {
    bo_parser_error(p, "expected element literal of primitive type");
  }
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
    uint64_t v = 0;
    for (unsigned b = 0; b < bytes; b++) {
      char hx[3] = {hex[2 + 2 * (i * bytes + b)], hex[3 + 2 * (i * bytes + b)], 0};
      v |= (uint64_t)strtoul(hx, NULL, 16) << (8 * b);
    }
    if (is_f) {
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
  if (bo_parse_punct(p, ">")) goto done;
  bo_loc tloc = bo_parser_loc(p);
  const bo_type *type = expected;
  if (!type) {
    if (bo_parse_punct(p, ":")) goto done;
    tloc = bo_parser_loc(p);
    if (parse_type_inner(p, &type)) goto done;
  }
  if (!(type->kind == BO_TYPE_TENSOR || type->kind == BO_TYPE_VECTOR) ||
      bo_type_get_num_elements(type) == BO_DYNAMIC) {
    bo_parser_error_at(p, tloc, "elements literal type must have static shape");
    goto done;
  }
  const bo_type *et = type->u.shaped.elem;
  bool is_f = bo_type_is_float(et);
  if (!is_f && et->kind != BO_TYPE_INTEGER && et->kind != BO_TYPE_INDEX) {
    bo_parser_error_at(p, tloc, "dense elements of this element type are not supported by bufopt");
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
  int64_t ne = bo_type_get_num_elements(type);
  size_t nlit = d.toks.len;
  bool splat = d.is_splat_scalar && nlit == 1;
  if (!splat) {
    /* shape check */
    unsigned rank = type->u.shaped.rank;
    bool same = d.shape.len == rank;
    for (size_t i = 0; same && i < rank; i++) same = d.shape.data[i] == type->u.shaped.shape[i];
    if (nlit == 0 && ne == 0) same = true;
    if (!same) {
      bo_str a = {0}, b = {0};
      format_shape(&a, d.shape.data, d.shape.len);
      format_shape(&b, type->u.shaped.shape, rank);
      bo_parser_error_at(p, tloc, "inferred shape of elements literal (%s) does not match type (%s)",
                         a.data, b.data);
      bo_str_free(&a);
      bo_str_free(&b);
      goto done;
    }
  }
  size_t n = splat ? 1 : nlit;
  int64_t *iv = NULL;
  double *fv = NULL;
  if (is_f)
    fv = malloc((n ? n : 1) * sizeof(double));
  else
    iv = malloc((n ? n : 1) * sizeof(int64_t));
  for (size_t i = 0; i < n; i++) {
    token t = d.toks.data[i];
    bool neg = d.negs.data[i];
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
  dense_lit_free(&d);
  return rc;
}

static int parse_dense_array(bo_parser *p, const bo_attr **out) {
  advance(p); /* array */
  if (bo_parse_punct(p, "<")) return -1;
  bo_loc tl = bo_parser_loc(p);
  const bo_type *et;
  if (parse_type_inner(p, &et)) return -1;
  bool is_f = bo_type_is_float(et);
  if (!is_f && et->kind != BO_TYPE_INTEGER)
    return bo_parser_error_at(p, tl, "expected integer or float type, got: 'type'");
  i64_vec iv = {0};
  BO_VEC(double) fv = {0};
  int rc = -1;
  if (bo_parse_optional_punct(p, ":")) {
    do {
      if (is_f) {
        double v;
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
  if (bo_parse_punct(p, ">")) goto done;
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
  if (bo_parse_integer(p, &x)) return -1;
  bo_vec_push(v, x);
  return 0;
}

static int parse_strided(bo_parser *p, const bo_attr **out) {
  advance(p);
  if (bo_parse_punct(p, "<")) return -1;
  i64_vec strides = {0};
  int rc = -1;
  int64_t offset = 0;
  if (parse_comma_list(p, BO_DELIM_SQUARE, stride_elem, &strides, true)) goto done;
  if (bo_parse_optional_punct(p, ",")) {
    if (bo_parse_keyword(p, "offset") || bo_parse_punct(p, ":")) goto done;
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
    if (!has_body && !memchr(t.start, '.', t.len))
      return bo_parser_error_at(p, tok_loc(p, &t), "undefined symbol alias id '%.*s'", (int)t.len - 1,
                                t.start + 1);
    if (has_body) {
      end = capture_angle(p);
      if (!end) return bo_parser_error(p, "unbalanced '<' in dialect attribute");
    }
    *out = bo_attr_opaque(ctx, t.start + 1, (size_t)(end - t.start - 1));
    return 0;
  }
  case TOK_PUNCT:
    if (tok_is_punct(&t, "-")) return parse_number_attr(p, type, out);
    if (tok_is_punct(&t, "[")) {
      BO_VEC(const bo_attr *) v = {0};
      if (nest_enter(p)) return -1;
      int rc = parse_comma_list(p, BO_DELIM_SQUARE, attr_elem, &v, true);
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
    if (tok_is_keyword(&t, "affine_set") || tok_is_keyword(&t, "dense_resource") ||
        tok_is_keyword(&t, "sparse") || tok_is_keyword(&t, "distinct") ||
        tok_is_keyword(&t, "opaque")) {
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

/* ------------------------------------------------------------- state API */

void bo_state_add_operands(bo_parse_state *st, bo_value *const *v, size_t n) {
  for (size_t i = 0; i < n; i++) bo_vec_push(&st->operands, v[i]);
}
void bo_state_add_operand(bo_parse_state *st, bo_value *v) { bo_vec_push(&st->operands, v); }
void bo_state_add_result_type(bo_parse_state *st, const bo_type *t) { bo_vec_push(&st->result_types, t); }
void bo_state_add_result_types(bo_parse_state *st, const bo_type *const *t, size_t n) {
  for (size_t i = 0; i < n; i++) bo_vec_push(&st->result_types, t[i]);
}

static bo_context *state_ctx(bo_parse_state *st);

void bo_state_add_attr(bo_parse_state *st, const char *name, const bo_attr *a) {
  bo_named_attr na = {bo_intern_cstr(state_ctx(st), name), a};
  /* replace an existing entry of that name */
  bo_named_attr_vec *v = st->info && bo_op_info_is_inherent(st->info, na.name) ? &st->props : &st->attrs;
  for (size_t i = 0; i < v->len; i++)
    if (v->data[i].name == na.name) {
      v->data[i].attr = a;
      return;
    }
  bo_vec_push(v, na);
}

const bo_attr *bo_state_get_attr(bo_parse_state *st, const char *name) {
  for (size_t i = 0; i < st->props.len; i++)
    if (strcmp(st->props.data[i].name, name) == 0) return st->props.data[i].attr;
  for (size_t i = 0; i < st->attrs.len; i++)
    if (strcmp(st->attrs.data[i].name, name) == 0) return st->attrs.data[i].attr;
  return NULL;
}

static bo_context *state_ctx(bo_parse_state *st) { return st->ctx; }

bo_region *bo_state_add_region(bo_parse_state *st) {
  bo_region *r = bo_arena_take(&state_ctx(st)->arena, sizeof *r);
  r->ctx = state_ctx(st);
  bo_vec_push(&st->regions, r);
  return r;
}

void bo_state_add_successor(bo_parse_state *st, bo_block *b) { bo_vec_push(&st->successors, b); }

/* The operandSegmentSizes attributes made last, per context, in a few slots
 * by value: programs repeat a handful of segment lists. */
#define SEGMENT_MEMO_SLOTS 8
typedef struct segment_memo {
  unsigned n;
  int32_t sizes[8];
  const bo_attr *attr;
} segment_memo;

static const char segment_memo_key;

void bo_state_set_segment_sizes(bo_parse_state *st, const int32_t *sizes, unsigned n) {
  int64_t v[64];
  if (n > 64) n = 64;
  bo_context *ctx = state_ctx(st);
  segment_memo *memos = bo_context_cache_get(ctx, &segment_memo_key);
  if (!memos) {
    memos = bo_arena_take(&ctx->arena, SEGMENT_MEMO_SLOTS * sizeof *memos);
    bo_context_cache_put(ctx, &segment_memo_key, memos);
  }
  unsigned h = n;
  for (unsigned i = 0; i < n; i++) h = h * 31 + (unsigned)sizes[i];
  segment_memo *memo = &memos[h & (SEGMENT_MEMO_SLOTS - 1)];
  if (memo->attr && memo->n == n && memcmp(memo->sizes, sizes, n * sizeof *sizes) == 0) {
    bo_state_add_attr(st, "operandSegmentSizes", memo->attr);
    return;
  }
  for (unsigned i = 0; i < n; i++) v[i] = sizes[i];
  const bo_attr *a = bo_attr_dense_array_int(ctx, ctx->t_i32, n, v);
  if (n <= 8) {
    memo->n = n;
    memcpy(memo->sizes, sizes, n * sizeof *sizes);
    memo->attr = a;
  }
  bo_state_add_attr(st, "operandSegmentSizes", a);
}

static void state_free(bo_parse_state *st) {
  bo_vec_free(&st->operands);
  bo_vec_free(&st->result_types);
  bo_vec_free(&st->attrs);
  bo_vec_free(&st->props);
  bo_vec_free(&st->regions);
  bo_vec_free(&st->successors);
  for (int i = 0; i < 2; i++) {
    bo_vec_free(&st->tmp_operands[i]);
    bo_vec_free(&st->tmp_types[i]);
  }
}

/* Takes the recycled vectors for the given depth (emptied). */
static void state_take(bo_parser *p, size_t depth, bo_parse_state *st) {
  while (p->pool.len <= depth) {
    bo_parse_state z;
    memset(&z, 0, sizeof z);
    bo_vec_push(&p->pool, z);
  }
  bo_parse_state *src = &p->pool.data[depth];
  st->operands = src->operands;
  st->result_types = src->result_types;
  st->attrs = src->attrs;
  st->props = src->props;
  st->regions = src->regions;
  st->successors = src->successors;
  for (int i = 0; i < 2; i++) {
    st->tmp_operands[i] = src->tmp_operands[i];
    st->tmp_types[i] = src->tmp_types[i];
    st->tmp_operands[i].len = st->tmp_types[i].len = 0;
  }
  st->operands.len = st->result_types.len = st->attrs.len = st->props.len = 0;
  st->regions.len = st->successors.len = 0;
  memset(src, 0, sizeof *src);
}

/* Gives the vectors back for reuse at that depth. */
static void state_give(bo_parser *p, size_t depth, bo_parse_state *st) {
  bo_parse_state *dst = &p->pool.data[depth];
  dst->operands = st->operands;
  dst->result_types = st->result_types;
  dst->attrs = st->attrs;
  dst->props = st->props;
  dst->regions = st->regions;
  dst->successors = st->successors;
  for (int i = 0; i < 2; i++) {
    dst->tmp_operands[i] = st->tmp_operands[i];
    dst->tmp_types[i] = st->tmp_types[i];
  }
}

/* ---------------------------------------------------------------- blocks */

/* The block of label `name` in the current region, created on first sight
 * (a forward reference); labels of enclosing regions are shadowed. */
static block_entry *block_lookup(bo_parser *p, const char *name, size_t len, bo_loc loc) {
  span_slot *sl = span_find(&p->blocks, name, len, true);
  block_entry *e = sl->value;
  if (e && e->depth == cur_depth(p)) return e;
  e = bo_arena_take(&p->scratch, sizeof *e);
  e->name = name;
  e->len = (uint32_t)len;
  e->depth = cur_depth(p);
  e->block = bo_block_create(p->ctx);
  e->loc = loc;
  e->shadowed = sl->value;
  sl->value = e;
  bo_vec_push(&p->scopes.data[p->scopes.len - 1].block_list, e);
  return e;
}

int bo_parse_optional_successor(bo_parser *p, bo_block **out) {
  if (p->tok.kind != TOK_CARET_ID) return 0;
  block_entry *e = block_lookup(p, p->tok.start, p->tok.len, bo_parser_loc(p));
  advance(p);
  *out = e->block;
  return 1;
}

int bo_parse_successor(bo_parser *p, bo_block **out) {
  int r = bo_parse_optional_successor(p, out);
  if (r == 1) return 0;
  if (r < 0) return -1;
  return bo_parser_error(p, "expected block name");
}

int bo_parse_successor_and_use_list(bo_parser *p, bo_block **out, bo_value_vec *operands) {
  if (bo_parse_successor(p, out)) return -1;
  if (!at_punct(p, "(")) return 0;
  advance(p);
  bo_unresolved_vec names = {0};
  bo_type_vec types = {0};
  int rc = -1;
  if (!at_punct(p, ")")) {
    bo_loc l = bo_parser_loc(p);
    if (bo_parse_operand_list(p, BO_DELIM_NONE, &names)) goto done;
    if (bo_parse_colon_type_list(p, &types)) goto done;
    if (bo_resolve_operands(p, names.data, names.len, types.data, types.len, l, operands)) goto done;
  }
  rc = bo_parse_punct(p, ")");
done:
  bo_vec_free(&names);
  bo_vec_free(&types);
  return rc;
}

/* ---------------------------------------------------------------- regions */

static int parse_op(bo_parser *p, bo_block *block);

int bo_parse_argument(bo_parser *p, bo_argument *out, bool allow_type, bool allow_attrs) {
  memset(out, 0, sizeof *out);
  out->loc = bo_parser_loc(p);
  if (bo_parse_operand(p, &out->ssa)) return -1;
  if (allow_type) {
    if (bo_parse_punct(p, ":")) return -1;
    if (parse_type_inner(p, &out->type)) return -1;
  }
  if (allow_attrs && at_punct(p, "{")) {
    if (bo_parse_dict_attr(p, &out->attrs)) return -1;
  }
  bo_loc l = out->loc;
  if (bo_parse_optional_location(p, &l) < 0) return -1;
  out->loc = l;
  return 0;
}

int bo_parse_optional_argument(bo_parser *p, bo_argument *out, bool allow_type, bool allow_attrs) {
  if (p->tok.kind != TOK_PERCENT_ID) return 0;
  return bo_parse_argument(p, out, allow_type, allow_attrs) ? -1 : 1;
}

typedef struct arg_list_user {
  bo_argument_vec *out;
  bool allow_type, allow_attrs;
} arg_list_user;

static int arg_elem(bo_parser *p, void *user) {
  arg_list_user *u = user;
  bo_argument a;
  if (bo_parse_argument(p, &a, u->allow_type, u->allow_attrs)) return -1;
  bo_vec_push(u->out, a);
  return 0;
}

int bo_parse_argument_list(bo_parser *p, bo_delim delim, bool allow_type, bool allow_attrs,
                           bo_argument_vec *out) {
  arg_list_user u = {out, allow_type, allow_attrs};
  if (delim == BO_DELIM_NONE && p->tok.kind != TOK_PERCENT_ID) return 0;
  return parse_comma_list(p, delim, arg_elem, &u, true);
}

typedef struct assign_user {
  bo_argument_vec *args;
  bo_unresolved_vec *inits;
} assign_user;

static int assign_elem(bo_parser *p, void *user) {
  assign_user *u = user;
  bo_argument a;
  memset(&a, 0, sizeof a);
  a.loc = bo_parser_loc(p);
  if (bo_parse_operand(p, &a.ssa)) return -1;
  if (bo_parse_punct(p, "=")) return -1;
  bo_unresolved init;
  if (bo_parse_operand(p, &init)) return -1;
  bo_vec_push(u->args, a);
  bo_vec_push(u->inits, init);
  return 0;
}

int bo_parse_assignment_list(bo_parser *p, bo_argument_vec *args, bo_unresolved_vec *inits) {
  assign_user u = {args, inits};
  return parse_comma_list(p, BO_DELIM_PAREN, assign_elem, &u, true);
}

int bo_parse_optional_assignment_list(bo_parser *p, bo_argument_vec *args, bo_unresolved_vec *inits) {
  if (!at_punct(p, "(")) return 0;
  return bo_parse_assignment_list(p, args, inits) ? -1 : 1;
}

/* Parses `^bb(args):` block header arguments into block b. */
static int parse_block_args(bo_parser *p, bo_block *b) {
  if (!bo_parse_optional_punct(p, "(")) return 0;
  if (bo_parse_optional_punct(p, ")")) return 0;
  do {
    bo_argument a;
    if (bo_parse_argument(p, &a, true, false)) return -1;
    bo_value *v = bo_block_add_arg_ctx(p->ctx, b, a.type, a.loc);
    if (define_values(p, &a.ssa, &v, 1)) return -1;
  } while (bo_parse_optional_punct(p, ","));
  return bo_parse_punct(p, ")");
}

static int parse_block_body(bo_parser *p, bo_block *b) {
  while (p->tok.kind != TOK_CARET_ID && !at_punct(p, "}")) {
    if (p->tok.kind == TOK_EOF) return bo_parser_error(p, "expected '}' to end region");
    if (parse_op(p, b)) return -1;
  }
  return 0;
}

static int parse_region_body(bo_parser *p, bo_region *r, const bo_argument *args, size_t nargs) {
  if (bo_parse_punct(p, "{")) return -1;
  if (nest_enter(p)) return -1;
  push_scope(p);
  int rc = -1;
  if (at_punct(p, "}")) {
    if (nargs) {
      bo_block *b = bo_block_create(p->ctx);
      bo_region_append_block(r, b);
      for (size_t i = 0; i < nargs; i++) {
        bo_value *v = bo_block_add_arg_ctx(p->ctx, b, args[i].type, args[i].loc);
        if (define_values(p, &args[i].ssa, &v, 1)) goto done;
      }
    }
    advance(p);
    rc = pop_scope(p);
    nest_leave(p);
    return rc;
  }
  bo_block *entry = NULL;
  if (p->tok.kind != TOK_CARET_ID || nargs) {
    if (nargs && p->tok.kind == TOK_CARET_ID) {
      bo_parser_error(p, "invalid block name in region with named arguments");
      goto done;
    }
    entry = bo_block_create(p->ctx);
    bo_region_append_block(r, entry);
    for (size_t i = 0; i < nargs; i++) {
      if (!args[i].type) {
        bo_parser_error_at(p, args[i].loc, "missing type for region argument");
        goto done;
      }
      bo_value *v = bo_block_add_arg_ctx(p->ctx, entry, args[i].type, args[i].loc);
      if (define_values(p, &args[i].ssa, &v, 1)) goto done;
    }
    if (parse_block_body(p, entry)) goto done;
  }
  while (p->tok.kind == TOK_CARET_ID) {
    token name_tok = p->tok;
    block_entry *e = block_lookup(p, name_tok.start, name_tok.len, tok_loc(p, &name_tok));
    if (e->defined) {
      bo_parser_error(p, "redefinition of block '%.*s'", (int)name_tok.len, name_tok.start);
      goto done;
    }
    e->defined = true;
    e->loc = tok_loc(p, &name_tok);
    advance(p);
    bo_region_append_block(r, e->block);
    if (parse_block_args(p, e->block)) goto done;
    if (bo_parse_punct(p, ":")) goto done;
    if (parse_block_body(p, e->block)) goto done;
  }
  if (bo_parse_punct(p, "}")) goto done;
  rc = 0;
done:
  if (pop_scope(p)) rc = -1;
  nest_leave(p);
  if (rc) {
    /* blocks referenced but never placed in a region are dropped: their
     * operations are unreachable garbage in the arena */
  }
  return rc;
}

int bo_parse_region(bo_parser *p, bo_region *r, const bo_argument *args, size_t nargs) {
  return parse_region_body(p, r, args, nargs);
}

int bo_parse_optional_region(bo_parser *p, bo_region *r, const bo_argument *args, size_t nargs) {
  if (!at_punct(p, "{")) return 0;
  return bo_parse_region(p, r, args, nargs) ? -1 : 1;
}

void bo_ensure_terminator(bo_parser *p, bo_region *r, const char *name, bool with_region, bo_loc loc) {
  bo_context *ctx = p->ctx;
  if (!r->first) bo_region_append_block(r, bo_block_create(ctx));
  bo_block *b = r->first;
  /* only a registered terminator counts: like mlir-opt, an unregistered
   * last op still gets the implicit terminator after it */
  if (b->last && (b->last->info->traits & BO_TRAIT_TERMINATOR)) return;
  bo_op_state s = {0};
  s.name = name;
  s.loc = loc;
  s.num_regions = with_region ? 1 : 0;
  bo_op *term = bo_op_create(ctx, &s);
  if (with_region) bo_region_add_block(&term->regions[0]);
  bo_op_append_to_block(term, b);
}

/* ------------------------------------------------------------- operations */

typedef struct result_binding {
  bo_unresolved name;
  unsigned count;
} result_binding;

typedef BO_VEC(result_binding) result_vec;

static int parse_generic_body(bo_parser *p, bo_parse_state *st) {
  bo_unresolved_vec names = {0};
  bo_type_vec types = {0};
  int rc = -1;
  bo_loc opl = bo_parser_loc(p);
  if (bo_parse_punct(p, "(")) goto done;
  if (!at_punct(p, ")") && bo_parse_operand_list(p, BO_DELIM_NONE, &names)) goto done;
  if (bo_parse_punct(p, ")")) goto done;
  if (at_punct(p, "[")) {
    advance(p);
    do {
      bo_block *b = NULL;
      if (bo_parse_successor(p, &b)) goto done;
      bo_state_add_successor(st, b);
    } while (bo_parse_optional_punct(p, ","));
    if (bo_parse_punct(p, "]")) goto done;
  }
  if (at_punct(p, "<")) {
    advance(p);
    const bo_attr *d;
    if (bo_parse_dict_attr(p, &d)) goto done;
    if (bo_parse_punct(p, ">")) goto done;
    for (unsigned i = 0; i < d->u.dict.n; i++) bo_vec_push(&st->props, d->u.dict.entries[i]);
  }
  if (at_punct(p, "(")) {
    advance(p);
    do {
      bo_region *r = bo_state_add_region(st);
      if (bo_parse_region(p, r, NULL, 0)) goto done;
    } while (bo_parse_optional_punct(p, ","));
    if (bo_parse_punct(p, ")")) goto done;
  }
  if (at_punct(p, "{")) {
    const bo_attr *d;
    if (bo_parse_dict_attr(p, &d)) goto done;
    for (unsigned i = 0; i < d->u.dict.n; i++) bo_vec_push(&st->attrs, d->u.dict.entries[i]);
  }
  if (bo_parse_punct(p, ":")) goto done;
  bo_loc tl = bo_parser_loc(p);
  const bo_type *ft;
  if (parse_type_inner(p, &ft)) goto done;
  if (ft->kind != BO_TYPE_FUNCTION) {
    bo_parser_error_at(p, tl, "expected function type");
    goto done;
  }
  if (bo_resolve_operands(p, names.data, names.len, ft->u.func.types, ft->u.func.num_inputs, opl,
                          &st->operands))
    goto done;
  if (ft->u.func.num_results)
    bo_state_add_result_types(st, ft->u.func.types + ft->u.func.num_inputs, ft->u.func.num_results);
  rc = 0;
done:
  bo_vec_free(&names);
  bo_vec_free(&types);
  return rc;
}

/* Resolves an unprefixed custom op name through the default dialects. */
static const bo_op_info *resolve_custom_name(bo_parser *p, const token *t) {
  bo_context *ctx = p->ctx;
  if (memchr(t->start, '.', t->len)) {
    const bo_op_info *info = bo_lookup_op_info(ctx, t->start, t->len);
    return (info->parse || info->print) ? info : NULL;
  }
  char buf[256];
  for (size_t i = p->default_dialects.len; i > 0; i--) {
    const char *d = p->default_dialects.data[i - 1];
    if (!d) continue;
    int n = snprintf(buf, sizeof buf, "%s.%.*s", d, (int)t->len, t->start);
    if (n > 0 && (size_t)n < sizeof buf) {
      const bo_op_info *info = bo_lookup_op_info(ctx, buf, (size_t)n);
      if (info->parse) return info;
    }
    break; /* only the innermost default dialect applies */
  }
  int n = snprintf(buf, sizeof buf, "builtin.%.*s", (int)t->len, t->start);
  if (n > 0 && (size_t)n < sizeof buf) {
    const bo_op_info *info = bo_lookup_op_info(ctx, buf, (size_t)n);
    if (info->parse) return info;
  }
  return NULL;
}

static int parse_op(bo_parser *p, bo_block *block) {
  /* result bindings: a few inline (no allocation per op), more in `more` */
  result_binding inline_results[4];
  result_vec more = {0};
  size_t num_results = 0;
  result_binding *results = inline_results;
  unsigned num_bound = 0;
  int rc = -1;
  bo_loc op_loc = bo_parser_loc(p);
  if (p->tok.kind == TOK_PERCENT_ID) {
    do {
      result_binding rb = {0};
      if (p->tok.kind != TOK_PERCENT_ID) {
        bo_parser_error(p, "expected valid ssa identifier");
        goto done;
      }
      rb.name.name = p->tok.start + 1;
      rb.name.len = p->tok.len - 1;
      rb.name.loc = bo_parser_loc(p);
      rb.count = 1;
      advance(p);
      if (at_punct(p, ":")) {
        advance(p);
        if (p->tok.kind != TOK_INTEGER) {
          bo_parser_error(p, "expected integer number of results");
          goto done;
        }
        uint64_t c;
        if (!tok_to_u64(&p->tok, &c) || c == 0 || c > 1000000) {
          bo_parser_error(p, "expected named operation to have at least 1 result");
          goto done;
        }
        rb.count = (unsigned)c;
        advance(p);
      }
      num_bound += rb.count;
      if (num_results < 4) {
        inline_results[num_results] = rb;
      } else {
        if (num_results == 4)
          for (size_t i = 0; i < 4; i++) bo_vec_push(&more, inline_results[i]);
        bo_vec_push(&more, rb);
        results = more.data;
      }
      num_results++;
    } while (bo_parse_optional_punct(p, ","));
    if (bo_parse_punct(p, "=")) goto done;
  }
  op_loc = bo_parser_loc(p);
  bo_parse_state state;
  memset(&state, 0, sizeof state);
  bo_parse_state *st = &state;
  st->ctx = p->ctx;
  size_t depth = p->states.len;
  state_take(p, depth, st);
  st->loc = op_loc;
  st->num_result_names = num_bound;
  bool pushed_state = false, pushed_dialect = false;
  if (p->tok.kind == TOK_STRING) {
    size_t n;
    const char *name = unescape_string(p, &p->tok, &n);
    if (n == 0) {
      bo_parser_error(p, "empty operation name is invalid");
      goto free_state;
    }
    st->name = name;
    st->info = bo_lookup_op_info(p->ctx, name, n);
    advance(p);
    bo_vec_push(&p->states, st);
    pushed_state = true;
    bo_vec_push(&p->default_dialects, NULL);
    pushed_dialect = true;
    if (parse_generic_body(p, st)) goto free_state;
  } else if (p->tok.kind == TOK_BARE_ID) {
    const bo_op_info *info = resolve_custom_name(p, &p->tok);
    if (!info) {
      const char *dot = memchr(p->tok.start, '.', p->tok.len);
      const char *dd = p->default_dialects.len ? p->default_dialects.data[p->default_dialects.len - 1] : NULL;
      if (dot && !bo_dialect_is_registered(p->ctx, p->tok.start, (size_t)(dot - p->tok.start)))
        bo_parser_error(p, "Dialect `%.*s' not found for custom op '%.*s' ", (int)(dot - p->tok.start),
                        p->tok.start, (int)p->tok.len, p->tok.start);
      else if (!dot && dd)
        bo_parser_error(p, "custom op '%.*s' is unknown (tried '%s.%.*s' as well)", (int)p->tok.len,
                        p->tok.start, dd, (int)p->tok.len, p->tok.start);
      else
        bo_parser_error(p, "custom op '%.*s' is unknown", (int)p->tok.len, p->tok.start);
      goto free_state;
    }
    st->info = info;
    st->name = info->name;
    advance(p);
    bo_vec_push(&p->states, st);
    pushed_state = true;
    bo_vec_push(&p->default_dialects, info->default_dialect);
    pushed_dialect = true;
    if (info->parse(p, st)) {
      if (!p->failed) bo_parser_error(p, "failed to parse '%s'", info->name);
      goto free_state;
    }
  } else {
    bo_parser_error(p, "expected operation name in quotes");
    goto free_state;
  }
  {
    bo_loc l = op_loc;
    if (bo_parse_optional_location(p, &l) < 0) goto free_state;
    op_loc = l;
  }
  if (num_bound && st->result_types.len == 0) {
    bo_parser_error_at(p, results[0].name.loc, "cannot name an operation with no results");
    goto free_state;
  }
  if (num_bound && st->result_types.len != num_bound) {
    bo_parser_error_at(p, results[0].name.loc,
                       "operation defines %zu results but was provided %u to bind",
                       st->result_types.len, num_bound);
    goto free_state;
  }
  {
    bo_op_state os = {0};
    os.name = st->name;
    os.loc = op_loc;
    os.num_operands = (unsigned)st->operands.len;
    os.operands = st->operands.data;
    os.num_results = (unsigned)st->result_types.len;
    os.result_types = st->result_types.data;
    os.num_attrs = (unsigned)st->attrs.len;
    os.attrs = st->attrs.data;
    os.num_props = (unsigned)st->props.len;
    os.props = st->props.data;
    os.num_regions = (unsigned)st->regions.len;
    os.num_successors = (unsigned)st->successors.len;
    os.successors = st->successors.data;
    bo_op *op = bo_op_create_ex(p->ctx, &os, true); /* names were interned when parsed */
    for (size_t i = 0; i < st->regions.len; i++) bo_region_take_blocks(&op->regions[i], st->regions.data[i]);
    bo_op_append_to_block(op, block);
    /* bind result names */
    unsigned idx = 0;
    for (size_t i = 0; i < num_results; i++) {
      bo_value *vals_small[16];
      bo_value **vals = results[i].count <= 16 ? vals_small : malloc(results[i].count * sizeof(bo_value *));
      for (unsigned k = 0; k < results[i].count; k++) vals[k] = &op->results[idx++];
      int drc = define_values(p, &results[i].name, vals, results[i].count);
      if (vals != vals_small) free(vals);
      if (drc) goto free_state;
    }
  }
  rc = 0;
free_state:
  if (pushed_state) p->states.len--;
  if (pushed_dialect) p->default_dialects.len--;
  state_give(p, depth, st);
done:
  bo_vec_free(&more);
  return rc;
}

/* ---------------------------------------------------------------- top level */

static int parse_alias_def(bo_parser *p) {
  token t = p->tok;
  bool is_type = t.kind == TOK_BANG_ID;
  span_table *m = is_type ? &p->type_aliases : &p->attr_aliases;
  span_slot *old = span_find(m, t.start + 1, t.len - 1, false);
  if (old && old->value)
    return bo_parser_error(p, "redefinition of %s alias id '%.*s'", is_type ? "type" : "attribute",
                           (int)t.len - 1, t.start + 1);
  if (memchr(t.start + 1, '.', t.len - 1)) return bo_parser_error(p, "expected alias id without '.'");
  advance(p);
  if (bo_parse_punct(p, "=")) return -1;
  void *value;
  if (is_type) {
    const bo_type *ty;
    if (parse_type_inner(p, &ty)) return -1;
    value = (void *)ty;
  } else {
    const bo_attr *a;
    if (bo_parse_attribute(p, NULL, &a)) return -1;
    value = (void *)a;
  }
  span_find(m, t.start + 1, t.len - 1, true)->value = value;
  return 0;
}

static int skip_file_metadata(bo_parser *p) {
  /* {-# ... #-}: skipped (dialect resources are not used by bufopt) */
  while (p->tok.kind != TOK_FILE_METADATA_END) {
    if (p->tok.kind == TOK_EOF) return bo_parser_error(p, "expected '#-}' to end file metadata");
    advance(p);
  }
  advance(p);
  return 0;
}

bo_op *bo_parse_source_config(bo_context *ctx, const char *buf, size_t len,
                              const char *filename, const bo_parse_config *config) {
  bo_parse_config defaults = {0};
  if (!config) config = &defaults;
  uint32_t first_line = config->first_line ? config->first_line : 1;
  bo_parser p;
  memset(&p, 0, sizeof p);
  p.ctx = ctx;
  p.lazy_bodies = config->lazy_implicit_bodies;
  if (p.lazy_bodies) ctx->may_have_pending_bodies = true;
  p.filename = bo_intern_cstr(ctx, filename ? filename : "<stdin>");
  lexer_init(&p.lx, buf, len, first_line);
  advance(&p);

  /* The top level is parsed into a temporary block of a temporary module. */
  bo_op_state ms = {0};
  ms.name = "builtin.module";
  ms.loc.file = p.filename; /* the implicit module is at file:0:0, as in MLIR */
  ms.num_regions = 1;
  bo_op *top = bo_op_create(ctx, &ms);
  bo_block *body = bo_region_add_block(&top->regions[0]);
  push_scope(&p);
  int rc = 0;
  while (p.tok.kind != TOK_EOF) {
    if (p.tok.kind == TOK_ERROR) {
      rc = bo_parser_error(&p, "unexpected character");
      break;
    }
    if ((p.tok.kind == TOK_HASH_ID || p.tok.kind == TOK_BANG_ID)) {
      if (parse_alias_def(&p)) {
        rc = -1;
        break;
      }
      continue;
    }
    if (p.tok.kind == TOK_FILE_METADATA_BEGIN) {
      if (skip_file_metadata(&p)) {
        rc = -1;
        break;
      }
      continue;
    }
    if (parse_op(&p, body)) {
      rc = -1;
      break;
    }
  }
  if (pop_scope(&p)) rc = -1;
  while (p.scopes.len) pop_scope(&p);
  for (size_t i = 0; i < p.scopes_used; i++) {
    bo_vec_free(&p.scopes.data[i].names);
    bo_vec_free(&p.scopes.data[i].block_list);
  }
  bo_vec_free(&p.scopes);
  free(p.blocks.slots);
  free(p.dict_cache.slots);
  bo_arena_free_all(&p.scratch);
  bo_vec_free(&p.default_dialects);
  bo_vec_free(&p.states);
  for (size_t i = 0; i < p.pool.len; i++) state_free(&p.pool.data[i]);
  bo_vec_free(&p.pool);
  free(p.attr_aliases.slots);
  free(p.type_aliases.slots);
  free(p.names.slots);
  bo_vec_free(&p.numeric_names);
  free(p.type_cache.slots);
  if (rc || p.failed) return NULL;
  /* A single top-level builtin.module is the module itself. */
  if (body->first && body->first == body->last && body->first->info->name &&
      strcmp(body->first->info->name, "builtin.module") == 0 && !body->first->results) {
    bo_op *m = body->first;
    bo_op_remove(m);
    return m;
  }
  return top;
}

bo_op *bo_parse_source_at(bo_context *ctx, const char *buf, size_t len, const char *filename,
                          uint32_t first_line) {
  bo_parse_config config = {0};
  config.first_line = first_line;
  return bo_parse_source_config(ctx, buf, len, filename, &config);
}

bo_op *bo_parse_source(bo_context *ctx, const char *buf, size_t len, const char *filename) {
  return bo_parse_source_at(ctx, buf, len, filename, 1);
}
