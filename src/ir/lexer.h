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
 * characters.  No strlen: the bo_parse_* entry points that take the
 * punctuation or keyword are called from other files, where the argument is
 * not a literal and strlen would run on every call.  The text is compared
 * character by character up to the token's length and must end there: p is
 * NUL-terminated and a token holds no NUL, so a shorter p fails at its NUL
 * and p is never read past it.  O(token length). */
static inline bool tok_text_is(const token *t, const char *p) {
  if (t->start[0] != p[0]) return false;
  for (uint32_t i = 1; i < t->len; i++)
    if (t->start[i] != p[i]) return false;
  return p[t->len] == '\0';
}

static inline bool tok_is_punct(const token *t, const char *p) {
  return t->kind == TOK_PUNCT && tok_text_is(t, p);
}

static inline bool tok_is_keyword(const token *t, const char *kw) {
  return t->kind == TOK_BARE_ID && tok_text_is(t, kw);
}

#endif
