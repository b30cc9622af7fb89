/* assert.h - bo_assert, the check of an invariant the code relies on.
 *
 * bo_assert(cond) states what a comment would otherwise only claim: a use
 * list is consistent, an op sits in the block it says, an analysis ran before
 * its query, a planner's offsets do not overlap.  A failing bo_assert is a
 * bug in bufopt, never bad input (bad input always gets a diagnostic with a
 * location and an error return), so it prints the condition and its place to
 * stderr and aborts, like C's assert.
 *
 * It is on when BO_ASSERTS is defined: the development build and the
 * sanitizer build (`make`, `make check`, `make check SANITIZE=1`), and off in
 * the release build (`make pgo`, `make ASSERTS=0`), where the condition is
 * still type-checked but never evaluated, so it may be costly (a walk of a
 * use list) but must have no side effect.  O(1) plus the condition's cost.
 */
#ifndef BUFOPT_SUPPORT_ASSERT_H
#define BUFOPT_SUPPORT_ASSERT_H

#ifdef BO_ASSERTS
#include <stdio.h>
#include <stdlib.h>

static inline void bo_assert_fail_(const char *cond, const char *file, int line,
                                   const char *func) {
  fprintf(stderr, "%s:%d: %s: bufopt internal error: assertion `%s' failed\n",
          file, line, func, cond);
  abort();
}
#define bo_assert(cond) \
  ((cond) ? (void)0 : bo_assert_fail_(#cond, __FILE__, __LINE__, __func__))
#else
#define bo_assert(cond) ((void)sizeof(!(cond)))
#endif

#endif
