/* check.h - the CHECK macro of the C unit tests (one per test program).
 *
 * CHECK(cond) counts the check and, when cond is false, counts a failure
 * and prints "file:line: check failed: cond" on stderr.  A test's main
 * returns failures != 0.  Include once per test file. */
#ifndef BUFOPT_TEST_UNIT_CHECK_H
#define BUFOPT_TEST_UNIT_CHECK_H

#include <stdio.h>

static int failures, checks;

#define CHECK(cond)                                                             \
  do {                                                                          \
    checks++;                                                                   \
    if (!(cond)) {                                                              \
      failures++;                                                               \
      fprintf(stderr, "%s:%d: check failed: %s\n", __FILE__, __LINE__, #cond); \
    }                                                                           \
  } while (0)

#endif
