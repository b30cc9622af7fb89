/* parser_internal.h - what the parser's files share: the parser state
 * (struct bo_parser, its name and label tables), the token helpers and the
 * functions one part of the parser calls in another.  Not part of the
 * library's API: only src/ir/parser*.c include it.
 *
 * The parser is split along its seams: parser.c (errors, tokens, SSA names
 * and scopes, operand lists, the entry points), parser_types.c (types),
 * parser_affine.c (affine expressions, maps and integer sets),
 * parser_attrs.c (attributes, dense literals, locations) and parser_ops.c
 * (operations, blocks, regions, alias definitions, the top level).
 */
#ifndef BO_PARSER_INTERNAL_H
#define BO_PARSER_INTERNAL_H

#include <ctype.h>
#include <errno.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>

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
  bool in_block_header; /* parsing `^bb(%a: t)`: mlir-opt's words for a missing type */
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
  span_table distinct_ids;  /* distinct[ID]: ID (interned digits) -> referenced attr */
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


/* ------------------------------------------------------ shared helpers */

static inline uint32_t span_hash(const char *s, size_t n) {
  uint32_t h = 2166136261u;
  for (size_t i = 0; i < n; i++) h = (h ^ (unsigned char)s[i]) * 16777619u;
  return h ? h : 1;
}

span_slot *span_find_h(span_table *t, const char *s, size_t n, uint32_t h, bool insert);

static inline span_slot *span_find(span_table *t, const char *s, size_t n, bool insert) {
  return span_find_h(t, s, n, span_hash(s, n), insert);
}

static inline bo_loc tok_loc(bo_parser *p, const token *t) {
  bo_loc l = {p->filename, t->line, t->col};
  return l;
}

static inline void advance(bo_parser *p) { p->tok = lexer_next(&p->lx); }

static inline bool at_punct(bo_parser *p, const char *s) { return tok_is_punct(&p->tok, s); }

static inline bool at_kw(bo_parser *p, const char *s) { return tok_is_keyword(&p->tok, s); }

static inline void nest_leave(bo_parser *p) { p->nesting--; }

static inline unsigned cur_depth(bo_parser *p) { return (unsigned)p->scopes.len; }

typedef bo_i64_vec i64_vec;
typedef BO_VEC(bool) bool_vec;
/* Generic comma-separated list with delimiters.  elem returns 0/-1. */
typedef int (*elem_fn)(bo_parser *p, void *user);

/* parser.c */
int wrong_token_error(bo_parser *p, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
int nest_enter(bo_parser *p);
const char *unescape_string(bo_parser *p, const token *t, size_t *len_out);
bool tok_to_u64(const token *t, uint64_t *out);
void push_scope(bo_parser *p);
int pop_scope(bo_parser *p);
int define_values(bo_parser *p, const bo_unresolved *u, bo_value **vals, unsigned n);
bool name_in_use(bo_parser *p, const bo_unresolved *u, bo_loc *loc);
int parse_comma_list(bo_parser *p, bo_delim d, elem_fn fn, void *user, bool allow_empty);
int parse_comma_list_msg(bo_parser *p, bo_delim d, elem_fn fn, void *user, bool allow_empty,
                         const char *close_msg);
/* parser_types.c */
const char *capture_angle(bo_parser *p);
bool is_type_start(bo_parser *p);
void cache_if_exact(bo_parser *p, span_table *t, const char *start, size_t span, void *value);
int parse_type_inner(bo_parser *p, const bo_type **out);
const char *dialect_symbol_pretty(const char *text, size_t len, size_t *out_len);
/* Without --allow-unregistered-dialect, a type (sigil '!') or attribute
 * ('#') of a namespace neither bufopt nor mlir-opt registers is an error,
 * in mlir-opt's words.  t: the `!foo.bar` / `#foo` token, end: the end of
 * its text (after any <...> body).  Returns -1 after the error, else 0. */
int check_dialect_symbol(bo_parser *p, const token *t, const char *end, const bo_type *attr_type);
/* parser_affine.c: `(d0)[s0] : (d0 >= 0)`, the text inside affine_set<...> */
int bo_parse_integer_set(bo_parser *p, const bo_attr **out);

#endif
