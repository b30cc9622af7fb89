/* lexer.c - splits MLIR text into tokens.
 *
 * Follows MLIR's lexical grammar: bare identifiers may contain '.', '$' and
 * digits after the first letter or '_'; %, ^, #, ! and @ introduce prefixed
 * identifiers; numbers are decimal or 0x-hex integers and decimal floats with
 * an optional exponent (a sign is a separate '-' token); `//` starts a
 * comment.  Each token records its line and column; the cursor never reads
 * past the end of the buffer.
 */
#include <ctype.h>

#include "lexer.h"

void lexer_init(lexer *lx, const char *buf, size_t len, uint32_t first_line) {
  lx->buf = lx->cur = lx->line_start = buf;
  lx->end = buf + len;
  lx->line = first_line ? first_line : 1;
  lx->error = NULL;
}

/* Character classes by table (the lexer's inner loops run per byte). */
enum { C_ALPHA = 1, C_DIGIT = 2, C_IDPUNCT = 4 /* _ $ . */, C_DASH = 8, C_SPACE = 16 };

static const unsigned char char_class[256] = {
    [' '] = C_SPACE, ['\t'] = C_SPACE, ['\r'] = C_SPACE,
    ['_'] = C_IDPUNCT, ['$'] = C_IDPUNCT, ['.'] = C_IDPUNCT, ['-'] = C_DASH,
    ['0'] = C_DIGIT, ['1'] = C_DIGIT, ['2'] = C_DIGIT, ['3'] = C_DIGIT, ['4'] = C_DIGIT,
    ['5'] = C_DIGIT, ['6'] = C_DIGIT, ['7'] = C_DIGIT, ['8'] = C_DIGIT, ['9'] = C_DIGIT,
#define L(c) [c] = C_ALPHA, [c - 'a' + 'A'] = C_ALPHA
    L('a'), L('b'), L('c'), L('d'), L('e'), L('f'), L('g'), L('h'), L('i'), L('j'), L('k'),
    L('l'), L('m'), L('n'), L('o'), L('p'), L('q'), L('r'), L('s'), L('t'), L('u'), L('v'),
    L('w'), L('x'), L('y'), L('z'),
#undef L
};

static bool is_id_start(char c) { return (char_class[(unsigned char)c] & C_ALPHA) || c == '_'; }
static bool is_id_char(char c) {
  return char_class[(unsigned char)c] & (C_ALPHA | C_DIGIT | C_IDPUNCT);
}
static bool is_suffix_char(char c) {
  return char_class[(unsigned char)c] & (C_ALPHA | C_DIGIT | C_IDPUNCT | C_DASH);
}

/* The scanning loops keep the cursor in a local: a char read may alias the
 * lexer's own fields, so a loop over lx->cur reloads and stores it per byte. */
static void skip_space(lexer *lx) {
  const char *c = lx->cur, *end = lx->end;
  while (c < end) {
    char ch = *c;
    if (char_class[(unsigned char)ch] & C_SPACE) {
      c++;
    } else if (ch == '\n') {
      c++;
      lx->line++;
      lx->line_start = c;
    } else if (ch == '/' && c + 1 < end && c[1] == '/') {
      while (c < end && *c != '\n') c++;
    } else {
      break;
    }
  }
  lx->cur = c;
}

static token make(lexer *lx, tok_kind k, const char *start) {
  token t;
  t.kind = k;
  t.start = start;
  t.len = (uint32_t)(lx->cur - start);
  t.line = lx->line;
  t.col = (uint32_t)(start - lx->line_start) + 1;
  return t;
}

static token error_tok(lexer *lx, const char *start, const char *msg) {
  lx->error = msg;
  if (lx->cur == start && lx->cur < lx->end) lx->cur++;
  return make(lx, TOK_ERROR, start);
}

/* A string literal; the cursor is on the opening quote.  As in MLIR's
 * lexer: a newline, \v, \f or the end of the input before the closing quote
 * is an error at that character; a NUL byte inside is kept; the escapes are
 * \" \\ \n \t and \XX (two hex digits), anything else after a backslash is
 * an error at the backslash.  The error token starts at the offending
 * character, so the diagnostic points at it. */
static token lex_string(lexer *lx, const char *start) {
  const char *c = lx->cur + 1, *end = lx->end;
  for (;;) {
    if (c >= end || *c == '\n' || *c == '\v' || *c == '\f') {
      /* the cursor stays on the newline, so line counting stays right */
      lx->cur = c;
      lx->error = "expected '\"' in string literal";
      return make(lx, TOK_ERROR, c);
    }
    char ch = *c++;
    if (ch == '"') {
      lx->cur = c;
      return make(lx, TOK_STRING, start);
    }
    if (ch != '\\') continue;
    if (c < end && (*c == '"' || *c == '\\' || *c == 'n' || *c == 't')) {
      c++;
    } else if (c + 1 < end && isxdigit((unsigned char)c[0]) && isxdigit((unsigned char)c[1])) {
      c += 2;
    } else {
      lx->cur = c;
      lx->error = "unknown escape in string literal";
      return make(lx, TOK_ERROR, c - 1);
    }
  }
}

static token lex_number(lexer *lx, const char *start) {
  if (*lx->cur == '0' && lx->cur + 2 < lx->end + 1 && lx->cur + 1 < lx->end &&
      lx->cur[1] == 'x' && lx->cur + 2 < lx->end && isxdigit((unsigned char)lx->cur[2])) {
    lx->cur += 2;
    while (lx->cur < lx->end && isxdigit((unsigned char)*lx->cur)) lx->cur++;
    return make(lx, TOK_INTEGER, start);
  }
  while (lx->cur < lx->end && isdigit((unsigned char)*lx->cur)) lx->cur++;
  if (lx->cur < lx->end && *lx->cur == '.') {
    lx->cur++;
    while (lx->cur < lx->end && isdigit((unsigned char)*lx->cur)) lx->cur++;
    if (lx->cur < lx->end && (*lx->cur == 'e' || *lx->cur == 'E')) {
      const char *save = lx->cur;
      lx->cur++;
      if (lx->cur < lx->end && (*lx->cur == '+' || *lx->cur == '-')) lx->cur++;
      if (lx->cur < lx->end && isdigit((unsigned char)*lx->cur)) {
        while (lx->cur < lx->end && isdigit((unsigned char)*lx->cur)) lx->cur++;
      } else {
        lx->cur = save;
      }
    }
    return make(lx, TOK_FLOAT, start);
  }
  return make(lx, TOK_INTEGER, start);
}

/* MLIR's words for a prefix with no identifier after it. */
static const char *prefixed_error(tok_kind k) {
  switch (k) {
  case TOK_BANG_ID: return "invalid type identifier";
  case TOK_HASH_ID: return "invalid attribute name";
  case TOK_PERCENT_ID: return "invalid SSA name";
  case TOK_CARET_ID: return "invalid block name";
  default: return "invalid identifier";
  }
}

/* %id, ^id, #id, !id: suffix is digits or an identifier (with '-' allowed for
 * % and ^ ids, as MLIR's suffix-id), or for @ a quoted string. */
static token lex_prefixed(lexer *lx, tok_kind k, const char *start) {
  lx->cur++;
  if (k == TOK_AT_ID && lx->cur < lx->end && *lx->cur == '"') {
    token s = lex_string(lx, lx->cur);
    if (s.kind == TOK_ERROR) return s;
    return make(lx, TOK_AT_ID, start);
  }
  const char *p = lx->cur, *end = lx->end;
  if (k == TOK_AT_ID && (p >= end || !((char_class[(unsigned char)*p] & C_ALPHA) || *p == '_'))) {
    /* MLIR's lexAtIdentifier: reported at the character after '@' */
    return error_tok(lx, p < end ? p : start, "@ identifier expected to start with letter or '_'");
  }
  if (p >= end) return error_tok(lx, start, prefixed_error(k));
  if (char_class[(unsigned char)*p] & C_DIGIT) {
    while (p < end && (char_class[(unsigned char)*p] & C_DIGIT)) p++;
    lx->cur = p;
    return make(lx, k, start);
  }
  char c = *p;
  if (!((char_class[(unsigned char)c] & C_ALPHA) || c == '_' || c == '$' || c == '.' || c == '-'))
    return error_tok(lx, start, prefixed_error(k));
  bool dash_ends = k == TOK_HASH_ID || k == TOK_BANG_ID || k == TOK_AT_ID;
  while (p < end && is_suffix_char(*p)) {
    if (*p == '-' && dash_ends) break;
    p++;
  }
  lx->cur = p;
  return make(lx, k, start);
}

token lexer_next(lexer *lx) {
  skip_space(lx);
  const char *start = lx->cur;
  if (lx->cur >= lx->end) return make(lx, TOK_EOF, start);
  char c = *lx->cur;
  if (is_id_start(c)) {
    const char *p = lx->cur, *end = lx->end;
    while (p < end && is_id_char(*p)) p++;
    lx->cur = p;
    return make(lx, TOK_BARE_ID, start);
  }
  if (char_class[(unsigned char)c] & C_DIGIT) return lex_number(lx, start);
  switch (c) {
  case '"': return lex_string(lx, start);
  case '%': return lex_prefixed(lx, TOK_PERCENT_ID, start);
  case '^': return lex_prefixed(lx, TOK_CARET_ID, start);
  case '@': return lex_prefixed(lx, TOK_AT_ID, start);
  case '!': return lex_prefixed(lx, TOK_BANG_ID, start);
  case '#':
    if (lx->cur + 2 < lx->end + 0 && lx->cur[1] == '-' && lx->cur[2] == '}') {
      lx->cur += 3;
      return make(lx, TOK_FILE_METADATA_END, start);
    }
    return lex_prefixed(lx, TOK_HASH_ID, start);
  case '{':
    if (lx->cur + 2 < lx->end && lx->cur[1] == '-' && lx->cur[2] == '#') {
      lx->cur += 3;
      return make(lx, TOK_FILE_METADATA_BEGIN, start);
    }
    lx->cur++;
    return make(lx, TOK_PUNCT, start);
  case '-':
    lx->cur++;
    if (lx->cur < lx->end && *lx->cur == '>') lx->cur++;
    return make(lx, TOK_PUNCT, start);
  case ':':
    lx->cur++;
    if (lx->cur < lx->end && *lx->cur == ':') lx->cur++;
    return make(lx, TOK_PUNCT, start);
  case '.':
    if (lx->cur + 2 < lx->end && lx->cur[1] == '.' && lx->cur[2] == '.') {
      lx->cur += 3;
      return make(lx, TOK_PUNCT, start);
    }
    return error_tok(lx, start, "expected three consecutive dots for an ellipsis");
  case '(': case ')': case '[': case ']': case '}': case '<': case '>': case ',':
  case '=': case '?': case '*': case '+': case '|':
    lx->cur++;
    return make(lx, TOK_PUNCT, start);
  default:
    return error_tok(lx, start, "unexpected character");
  }
}

void lexer_reset_to(lexer *lx, const token *t) {
  /* Tokens never span lines except strings (which cannot), so the line of
   * the token start is t->line. */
  lx->cur = t->start;
  lx->line = t->line;
  lx->line_start = t->start - (t->col - 1);
}
