/* check.h - the CHECK macro of the C unit tests (one per test program).
 *
 * CHECK(cond) counts the check and, when cond is false, counts a failure
 * and prints "file:line: check failed: cond" on stderr.  A test's main
 * returns failures != 0.  check_context() makes a context with every
 * dialect and pass registered.  Include once per test file. */
#ifndef BUFOPT_TEST_UNIT_CHECK_H
#define BUFOPT_TEST_UNIT_CHECK_H

#include <stdio.h>

#include "bufopt/register.h"

static int failures, checks;

/* A context that knows every dialect and pass, as the driver's: a new
 * context knows none (bufopt/register.h). */
static inline bo_context *check_context(void) {
  bo_context *ctx = bo_context_create();
  if (ctx) {
    bo_register_all_dialects(ctx);
    bo_register_all_passes(ctx);
  }
  return ctx;
}

#define CHECK(cond)                                                             \
  do {                                                                          \
    checks++;                                                                   \
    if (!(cond)) {                                                              \
      failures++;                                                               \
      fprintf(stderr, "%s:%d: check failed: %s\n", __FILE__, __LINE__, #cond); \
    }                                                                           \
  } while (0)

#endif
