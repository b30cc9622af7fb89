/* bufopt/verify.h - checking diagnostics against expectations in the source.
 *
 * This is mlir-opt's --verify-diagnostics.  A test writes the diagnostics it
 * expects as comments next to the line that causes them:
 *
 *   %0 = foo                 // expected-error {{unknown op}}
 *   // expected-error@+1 {{text}}        next line (also @-2, @+3 ...)
 *   // expected-note@above {{text}}      the last line that is not a directive
 *   // expected-warning@below {{text}}   the next line that is not a directive
 *   // expected-remark@unknown {{text}}  a diagnostic without a location
 *   // expected-error-re {{value {{[0-9]+}}}}   {{...}} inside is a regex
 *
 * The text matches when it is a substring of the message.  Every diagnostic
 * must match an expectation of the same severity on its line, and every
 * expectation must be matched; failures are reported with mlir-opt's wording
 * ("unexpected error: ...", "expected error \"...\" was not produced",
 * "'note' diagnostic emitted when expecting a 'error'").
 */
#ifndef BUFOPT_VERIFY_H
#define BUFOPT_VERIFY_H

#include "bufopt/api.h"
#include <stdbool.h>
#include <stdint.h>
#include "bufopt/diag.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Checks the diagnostics stored in ctx (see bo_diag_count) against the
 * expected-* comments of buf: the text the diagnostics came from, whose first
 * byte is on line first_line of the file filename.  Afterwards the store holds
 * only the checker's own errors, in the order mlir-opt reports them.  Returns
 * 0 when every diagnostic was expected and every expectation was met. */
BO_API int bo_verify_expected_diagnostics(bo_context *ctx, const char *buf, size_t len,
                                   const char *filename, uint32_t first_line);
/* The same with mlir-opt's --verify-diagnostics=only-expected when
 * only_expected is set: diagnostics no expectation matches (unexpected ones,
 * near misses of another severity) are ignored; every expectation must still
 * be met. */
BO_API int bo_verify_expected_diagnostics_level(bo_context *ctx, const char *buf, size_t len,
                                                const char *filename, uint32_t first_line,
                                                bool only_expected);

#ifdef __cplusplus
}
#endif
#endif
