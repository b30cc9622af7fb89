/* test_verify_diagnostics.c - unit tests of --verify-diagnostics checking.
 *
 * Emits diagnostics by hand into a context, then checks them against small
 * sources with expected-* comments: every designator (@+N, @-N, @above,
 * @below, @unknown), every severity, regex expectations, line offsets for
 * split files, and the exact wording and location of each failure message
 * (mlir-opt's).  Exits non-zero when any check fails.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bufopt/bufopt.h"

#include "check.h"

static bo_loc at(bo_context *ctx, uint32_t line, uint32_t col) {
  bo_loc l = {bo_intern_cstr(ctx, "t.mlir"), line, col};
  return l;
}

/* After checking: the store must hold exactly the expected messages, each
 * "line:col: message" (line 0 = unknown location). */
static void expect_store(bo_context *ctx, const char *const *want, unsigned n, int line) {
  unsigned have = bo_diag_count(ctx);
  bool ok = have == n;
  for (unsigned i = 0; ok && i < n; i++) {
    const bo_diag *d = bo_diag_get(ctx, i);
    char buf[512];
    snprintf(buf, sizeof buf, "%u:%u: %s", d->loc.line, d->loc.col, d->message);
    if (strcmp(buf, want[i]) != 0) ok = false;
  }
  checks++;
  if (!ok) {
    failures++;
    fprintf(stderr, "test_verify_diagnostics.c:%d: store differs; have:\n", line);
    for (unsigned i = 0; i < have; i++) {
      const bo_diag *d = bo_diag_get(ctx, i);
      fprintf(stderr, "    %u:%u: %s\n", d->loc.line, d->loc.col, d->message);
    }
    fprintf(stderr, "  want:\n");
    for (unsigned i = 0; i < n; i++) fprintf(stderr, "    %s\n", want[i]);
  }
  bo_diag_clear(ctx);
}

#define EXPECT_STORE(ctx, ...)                                            \
  do {                                                                    \
    static const char *const want_[] = {__VA_ARGS__};                     \
    expect_store(ctx, want_, sizeof want_ / sizeof want_[0], __LINE__);   \
  } while (0)
#define EXPECT_EMPTY(ctx) expect_store(ctx, NULL, 0, __LINE__)

static int verify(bo_context *ctx, const char *src, uint32_t first_line) {
  return bo_verify_expected_diagnostics(ctx, src, strlen(src), "t.mlir", first_line);
}

int main(void) {
  bo_context *ctx = check_context();

  /* Everything matched: all designators and severities. */
  const char *src1 =
      "%0 = foo // expected-error {{unknown op}}\n"           /* 1 */
      "// expected-warning@+1 {{careful}}\n"                  /* 2 */
      "%1 = bar\n"                                            /* 3 */
      "// expected-note@-1 {{declared here}}\n"               /* 4 */
      "// expected-remark@above {{remark on 3}}\n"            /* 5 */
      "// expected-error@below {{on six}}\n"                  /* 6 */
      "// expected-note @below {{also on seven}}\n"           /* 7 */
      "%2 = baz\n"                                            /* 8 */
      "// expected-error@unknown {{nowhere}}\n"               /* 9 */
      "%3 = q // expected-error-re {{value {{[0-9]+}} is {{(big|small)}}}}  \n"; /* 10 */
  bo_emit(ctx, BO_SEV_ERROR, at(ctx, 1, 6), "custom op: unknown op 'foo'");
  bo_emit(ctx, BO_SEV_WARNING, at(ctx, 3, 1), "be careful");
  bo_emit(ctx, BO_SEV_NOTE, at(ctx, 3, 1), "declared here");
  bo_emit(ctx, BO_SEV_REMARK, at(ctx, 3, 2), "a remark on 3");
  bo_emit(ctx, BO_SEV_ERROR, at(ctx, 8, 1), "error on six");
  bo_emit(ctx, BO_SEV_NOTE, at(ctx, 8, 1), "also on seven");
  bo_loc nowhere = {NULL, 0, 0};
  bo_emit(ctx, BO_SEV_ERROR, nowhere, "from nowhere");
  bo_emit(ctx, BO_SEV_ERROR, at(ctx, 10, 1), "value 42 is big");
  CHECK(verify(ctx, src1, 1) == 0);
  EXPECT_EMPTY(ctx);

  /* Unexpected, unmatched and near-miss, in mlir-opt's order and words. */
  const char *src2 =
      "func\n"                                                 /* 1 */
      "  // expected-error @+1 {{has no such}}\n"              /* 2 */
      "  return %x\n"                                          /* 3 */
      "  // expected-warning@+1 {{type of return}}\n"          /* 4 */
      "  return\n";                                            /* 5 */
  bo_emit(ctx, BO_SEV_ERROR, at(ctx, 3, 12), "expected ':'");
  bo_emit(ctx, BO_SEV_ERROR, at(ctx, 5, 3), "type of return operand 0");
  CHECK(verify(ctx, src2, 1) != 0);
  EXPECT_STORE(ctx, "3:12: unexpected error: expected ':'",
               "4:6: 'error' diagnostic emitted when expecting a 'warning'",
               "2:6: expected error \"has no such\" was not produced",
               "4:6: expected warning \"type of return\" was not produced");

  /* Line numbers of a split chunk start at first_line. */
  const char *src3 =
      "// expected-error@+1 {{bad}}\n"                         /* 20 */
      "x\n";                                                   /* 21 */
  bo_emit(ctx, BO_SEV_ERROR, at(ctx, 21, 1), "bad thing");
  CHECK(verify(ctx, src3, 20) == 0);
  EXPECT_EMPTY(ctx);
  bo_emit(ctx, BO_SEV_ERROR, at(ctx, 2, 1), "bad thing");
  CHECK(verify(ctx, src3, 20) != 0);
  EXPECT_STORE(ctx, "2:1: unexpected error: bad thing",
               "20:4: expected error \"bad\" was not produced");

  /* A diagnostic in another file or without a location is unexpected; a
   * dangling @below expectation is unmatched. */
  const char *src4 = "x\n// expected-error@below {{dangling}}\n";
  bo_loc other = {bo_intern_cstr(ctx, "other.mlir"), 1, 1};
  bo_emit(ctx, BO_SEV_ERROR, other, "elsewhere");
  bo_emit(ctx, BO_SEV_WARNING, nowhere, "lost");
  CHECK(verify(ctx, src4, 1) != 0);
  EXPECT_STORE(ctx, "1:1: unexpected error: elsewhere", "0:0: unexpected warning: lost",
               "2:4: expected error \"dangling\" was not produced");

  /* Malformed directives are ordinary text; no diagnostics means success. */
  const char *src5 = "// expected-error {{not closed\n// expected-eror {{typo}}\n";
  CHECK(verify(ctx, src5, 1) == 0);
  EXPECT_EMPTY(ctx);

  bo_context_destroy(ctx);
  printf("test_verify_diagnostics: %d checks, %d failed\n", checks, failures);
  return failures != 0;
}
