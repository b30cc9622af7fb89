/* verify_diagnostics.c - mlir-opt's --verify-diagnostics for bufopt.
 *
 * The source is scanned once for `expected-KIND[-re][@designator] {{text}}`
 * comments (the same shape as MLIR's SourceMgrDiagnosticVerifierHandler
 * regex: the text runs to the last `}}` of the line).  Each expectation gets
 * the line it applies to; then the diagnostics stored in the context are
 * matched against them in emission order, and the store is replaced by the
 * checker's own errors, worded as mlir-opt words them so that tests written
 * for one tool read the same with the other.
 *
 * With only_expected (--verify-diagnostics=only-expected), a diagnostic
 * that matches nothing is ignored, as in MLIR (its near-miss report too).
 *
 * Cost: O(source size + diagnostics * expectations on the same line), using
 * a per-line index of expectations (sorted by line).
 */
#define _POSIX_C_SOURCE 200809L
#include <regex.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bufopt/diag.h"
#include "bufopt/verify.h"

typedef struct expectation {
  bo_severity kind;
  uint32_t line; /* 0: @unknown */
  bool unknown_loc;
  bool matched;
  bool is_regex;
  bool regex_ok;
  regex_t regex;
  const char *text; /* points into the source */
  size_t text_len;
  bo_loc loc; /* of the `expected-` word */
} expectation;

typedef struct saved_diag {
  bo_severity kind;
  bo_loc loc;
  char *message;
} saved_diag;

static const char *kind_name(bo_severity k) {
  switch (k) {
    case BO_SEV_ERROR: return "error";
    case BO_SEV_WARNING: return "warning";
    case BO_SEV_REMARK: return "remark";
    case BO_SEV_NOTE: return "note";
  }
  return "error";
}

static bool starts_with(const char *s, const char *end, const char *prefix) {
  size_t n = strlen(prefix);
  return (size_t)(end - s) >= n && memcmp(s, prefix, n) == 0;
}

/* Builds a POSIX extended regex from MLIR's `-re` text: {{...}} pieces are
 * regexes, everything else is literal. */
static int compile_regex(expectation *e) {
  size_t cap = e->text_len * 2 + 1, n = 0;
  char *pattern = malloc(cap);
  if (!pattern) return -1;
  const char *p = e->text, *end = e->text + e->text_len;
  while (p < end) {
    if (starts_with(p, end, "{{")) {
      const char *close = NULL;
      for (const char *q = p + 2; q + 1 < end; q++)
        if (q[0] == '}' && q[1] == '}') {
          close = q;
          break;
        }
      if (!close) break;
      pattern[n++] = '(';
      memcpy(pattern + n, p + 2, (size_t)(close - p - 2));
      n += (size_t)(close - p - 2);
      pattern[n++] = ')';
      p = close + 2;
      continue;
    }
    if (strchr("\\^$.|?*+()[]{}", *p)) pattern[n++] = '\\';
    pattern[n++] = *p++;
    if (n + 4 >= cap) {
      cap *= 2;
      char *bigger = realloc(pattern, cap);
      if (!bigger) {
        free(pattern);
        return -1;
      }
      pattern = bigger;
    }
  }
  pattern[n] = 0;
  int rc = regcomp(&e->regex, pattern, REG_EXTENDED | REG_NOSUB);
  free(pattern);
  e->regex_ok = rc == 0;
  return rc == 0 ? 0 : -1;
}

/* Tries to read an expectation starting at s (which begins with
 * "expected-") on a line ending at end (trailing space trimmed). */
static bool parse_expectation(const char *s, const char *end, expectation *e,
                              char *designator, long *offset) {
  const char *p = s + strlen("expected-");
  static const struct { const char *word; bo_severity kind; } kinds[] = {
      {"error", BO_SEV_ERROR}, {"warning", BO_SEV_WARNING},
      {"remark", BO_SEV_REMARK}, {"note", BO_SEV_NOTE}};
  bool found = false;
  for (size_t i = 0; i < 4; i++) {
    if (starts_with(p, end, kinds[i].word)) {
      e->kind = kinds[i].kind;
      p += strlen(kinds[i].word);
      found = true;
      break;
    }
  }
  if (!found) return false;
  e->is_regex = false;
  if (starts_with(p, end, "-re")) {
    e->is_regex = true;
    p += 3;
  }
  while (p < end && *p == ' ') p++;
  *designator = 0;
  *offset = 0;
  if (p < end && *p == '@') {
    p++;
    if (p < end && (*p == '+' || *p == '-')) {
      char sign = *p++;
      if (p >= end || *p < '0' || *p > '9') return false;
      long v = 0;
      while (p < end && *p >= '0' && *p <= '9') v = v * 10 + (*p++ - '0');
      *designator = '+';
      *offset = sign == '-' ? -v : v;
    } else if (starts_with(p, end, "above")) {
      *designator = 'a';
      p += 5;
    } else if (starts_with(p, end, "below")) {
      *designator = 'b';
      p += 5;
    } else if (starts_with(p, end, "unknown")) {
      *designator = 'u';
      p += 7;
    } else {
      return false;
    }
    while (p < end && *p == ' ') p++;
  }
  if (!starts_with(p, end, "{{") || end - p < 4 || end[-1] != '}' || end[-2] != '}')
    return false;
  e->text = p + 2;
  e->text_len = (size_t)(end - 2 - e->text);
  return true;
}

static bool expectation_matches(const expectation *e, const char *msg) {
  if (e->is_regex) return e->regex_ok && regexec(&e->regex, msg, 0, NULL, 0) == 0;
  if (e->text_len == 0) return true;
  for (const char *p = msg; (p = strchr(p, e->text[0])); p++)
    if (strncmp(p, e->text, e->text_len) == 0) return true;
  return false;
}

int bo_verify_expected_diagnostics(bo_context *ctx, const char *buf, size_t len,
                                   const char *filename, uint32_t first_line) {
  return bo_verify_expected_diagnostics_level(ctx, buf, len, filename, first_line, false);
}

int bo_verify_expected_diagnostics_level(bo_context *ctx, const char *buf, size_t len,
                                         const char *filename, uint32_t first_line,
                                         bool only_expected) {
  int status = 0;
  const char *file = bo_intern_cstr(ctx, filename);

  /* 1. Save the diagnostics and clear the store. */
  unsigned nd = bo_diag_count(ctx);
  saved_diag *diags = calloc(nd ? nd : 1, sizeof *diags);
  for (unsigned i = 0; i < nd; i++) {
    const bo_diag *d = bo_diag_get(ctx, i);
    diags[i].kind = d->severity;
    diags[i].loc = d->loc;
    diags[i].message = strdup(d->message ? d->message : "");
  }
  bo_diag_clear(ctx);

  /* 2. Collect the expectations. */
  size_t ne = 0, cape = 16;
  expectation *exps = malloc(cape * sizeof *exps);
  size_t *below = NULL, nbelow = 0, capbelow = 0; /* waiting for the next plain line */
  uint32_t line = first_line, last_plain = first_line;
  for (const char *ls = buf, *bend = buf + len; ls < bend; line++) {
    const char *le = memchr(ls, '\n', (size_t)(bend - ls));
    if (!le) le = bend;
    const char *te = le;
    while (te > ls && (te[-1] == ' ' || te[-1] == '\t' || te[-1] == '\r')) te--;
    expectation e;
    memset(&e, 0, sizeof e);
    char designator = 0;
    long offset = 0;
    bool found = false;
    for (const char *p = ls; p + 9 <= te; p++) {
      if (memcmp(p, "expected-", 9) == 0 && parse_expectation(p, te, &e, &designator, &offset)) {
        e.loc.file = file;
        e.loc.line = line;
        e.loc.col = (uint32_t)(p - ls) + 1;
        found = true;
        break;
      }
    }
    if (!found) {
      for (size_t i = 0; i < nbelow; i++) exps[below[i]].line = line;
      nbelow = 0;
      last_plain = line;
    } else {
      e.line = line;
      if (designator == '+') e.line = (uint32_t)((long)line + offset);
      else if (designator == 'a') e.line = last_plain;
      else if (designator == 'u') e.unknown_loc = true, e.line = 0;
      if (e.is_regex && compile_regex(&e)) {
        status = -1;
        bo_emit(ctx, BO_SEV_ERROR, e.loc, "invalid regular expression '%.*s'", (int)e.text_len,
                e.text);
      }
      if (ne == cape) exps = realloc(exps, (cape *= 2) * sizeof *exps);
      if (designator == 'b') {
        if (nbelow == capbelow) below = realloc(below, (capbelow = capbelow * 2 + 4) * sizeof *below);
        below[nbelow++] = ne;
      }
      exps[ne++] = e;
    }
    ls = le + 1;
  }
  for (size_t i = 0; i < nbelow; i++) exps[below[i]].line = line; /* dangling: past the end */

  /* 3. Match each diagnostic, in the order they were emitted. */
  for (unsigned i = 0; i < nd; i++) {
    saved_diag *d = &diags[i];
    bool unknown = !d->loc.file || d->loc.line == 0;
    bool same_file = !unknown && strcmp(d->loc.file, filename) == 0;
    expectation *near_miss = NULL;
    bool done = false;
    for (size_t k = 0; k < ne && !done; k++) {
      expectation *e = &exps[k];
      bool here = unknown ? e->unknown_loc : (same_file && !e->unknown_loc && e->line == d->loc.line);
      if (!here || !expectation_matches(e, d->message)) continue;
      if (e->kind == d->kind) {
        e->matched = true;
        done = true;
      } else {
        near_miss = e;
      }
    }
    if (done || only_expected) continue;
    status = -1;
    if (near_miss)
      bo_emit(ctx, BO_SEV_ERROR, near_miss->loc,
              "'%s' diagnostic emitted when expecting a '%s'", kind_name(d->kind),
              kind_name(near_miss->kind));
    else
      bo_emit(ctx, BO_SEV_ERROR, d->loc, "unexpected %s: %s", kind_name(d->kind), d->message);
  }

  /* 4. Expectations nothing matched. */
  for (size_t k = 0; k < ne; k++) {
    if (exps[k].matched) continue;
    status = -1;
    bo_emit(ctx, BO_SEV_ERROR, exps[k].loc, "expected %s \"%.*s\" was not produced",
            kind_name(exps[k].kind), (int)exps[k].text_len, exps[k].text);
  }

  for (size_t k = 0; k < ne; k++)
    if (exps[k].is_regex && exps[k].regex_ok) regfree(&exps[k].regex);
  for (unsigned i = 0; i < nd; i++) free(diags[i].message);
  free(diags);
  free(exps);
  free(below);
  return status;
}
