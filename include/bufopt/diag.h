/* bufopt/diag.h - diagnostics.
 *
 * The library never prints: every error, warning, remark and note is handed
 * to the context's diagnostic handler.  The default handler stores them in a
 * list that the embedding program reads (bo_diag_count / bo_diag_get) and
 * formats with bo_diag_format, in MLIR's form
 * `file:line:col: error: message`.  Notes attach to the diagnostic before them.
 */
#ifndef BUFOPT_DIAG_H
#define BUFOPT_DIAG_H

#include "bufopt/api.h"
#include <stdarg.h>
#include "bufopt/ir.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef enum bo_severity { BO_SEV_ERROR, BO_SEV_WARNING, BO_SEV_REMARK, BO_SEV_NOTE } bo_severity;

typedef struct bo_diag {
  bo_severity severity;
  bo_loc loc;
  const char *message; /* owned by the context */
} bo_diag;

typedef void (*bo_diag_handler)(void *user, const bo_diag *d);

/* Installs a handler (NULL restores the default storing handler). */
BO_API void bo_diag_set_handler(bo_context *ctx, bo_diag_handler h, void *user);

/* Emits a diagnostic; always returns -1 so callers can `return bo_emit_error(...)`. */
BO_API int bo_emit(bo_context *ctx, bo_severity sev, bo_loc loc, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));
BO_API int bo_emitv(bo_context *ctx, bo_severity sev, bo_loc loc, const char *fmt, va_list ap);
BO_API int bo_emit_error(bo_context *ctx, bo_loc loc, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
/* "'op.name' op <message>" at the op's location, as MLIR's op.emitOpError. */
BO_API int bo_op_emit_error(const bo_op *op, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
/* Plain error at the op's location (op.emitError). */
BO_API int bo_op_emit_plain_error(const bo_op *op, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));
BO_API int bo_op_emit_note(const bo_op *op, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
BO_API int bo_op_emit_warning(const bo_op *op, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));

/* mlir-opt's --mlir-print-op-on-diagnostic (off by default in the library):
 * an error or warning emitted on an op (bo_op_emit_*) gets the note
 * `see current operation: <op>` at the op's location, the op printed alone
 * in local scope, in generic form for errors, custom form for warnings. */
BO_API void bo_diag_set_print_op(bo_context *ctx, bool on);

/* Stored diagnostics (default handler). */
BO_API unsigned bo_diag_count(const bo_context *ctx);
BO_API const bo_diag *bo_diag_get(const bo_context *ctx, unsigned i);
BO_API unsigned bo_diag_error_count(const bo_context *ctx);
BO_API void bo_diag_clear(bo_context *ctx);

/* Formats d as `file:line:col: error: message`, followed by the source line
 * and a caret when src (the whole input buffer, starting at line first_line) is
 * given.  Returns a malloc'ed string. */
BO_API char *bo_diag_format(const bo_diag *d, const char *src, size_t src_len);

#ifdef __cplusplus
}
#endif
#endif
