/* lexer.h - tokens of MLIR's textual format.
 *
 * The lexer is a cursor over a NUL-terminated-or-bounded buffer: it produces
 * one token at a time with its line and column.  The parser may also read raw
 * characters (dimension lists like 4x?xf32 are split by the parser, as MLIR's
 * does) by resetting the cursor with lexer_reset_to.
 */
#ifndef BUFOPT_LEXER_H
#define BUFOPT_LEXER_H

#include "ir_private.h"

typedef enum tok_kind {
  TOK_EOF,
  TOK_ERROR,
  TOK_BARE_ID,    /* foo, i32, arith.addi, affine_map */
  TOK_PERCENT_ID, /* %x, %0 */
  TOK_CARET_ID,   /* ^bb0 */
  TOK_AT_ID,      /* @name or @"quoted" */
  TOK_HASH_ID,    /* #map, #0 */
  TOK_BANG_ID,    /* !alias, !llvm.ptr */
  TOK_INTEGER,    /* 42, 0x2A */
  TOK_FLOAT,      /* 1.5, 1.0e-3 */
  TOK_STRING,     /* "..." (spelling includes the quotes) */
  TOK_PUNCT,      /* ( ) [ ] { } < > , : = -> ? * + - | ... :: {-# #-} */
  TOK_FILE_METADATA_BEGIN, /* {-# */
  TOK_FILE_METADATA_END    /* #-} */
} tok_kind;

typedef struct token {
  tok_kind kind;
  const char *start;
  uint32_t len;
  uint32_t line, col;
} token;

typedef struct lexer {
  const char *buf, *cur, *end;
  const char *line_start;
  uint32_t line;
  const char *error; /* message for TOK_ERROR */
} lexer;

void lexer_init(lexer *lx, const char *buf, size_t len, uint32_t first_line);
token lexer_next(lexer *lx);
/* Moves the cursor back to the start of token t (for re-lexing). */
void lexer_reset_to(lexer *lx, const token *t);
/* Inline: these run for almost every token.  Punctuation is at most three
 * characters; keywords compare length first. */
static inline bool tok_is_punct(const token *t, const char *p) {
  if (t->kind != TOK_PUNCT || t->start[0] != p[0]) return false;
  size_t n = strlen(p); /* folded for literal arguments */
  return t->len == n && memcmp(t->start, p, n) == 0;
}

static inline bool tok_is_keyword(const token *t, const char *kw) {
  if (t->kind != TOK_BARE_ID || t->start[0] != kw[0]) return false;
  size_t n = strlen(kw); /* folded for literal arguments */
  return t->len == n && memcmp(t->start, kw, n) == 0;
}

#endif
