/* diag.c - the diagnostics engine.
 *
 * Diagnostics go to the context's handler; the default one stores them (the
 * message copied into the context arena) for the embedding program to read.
 * bo_diag_format renders MLIR's `file:line:col: error: message` form with the
 * offending source line and a caret under the column.
 */
#include <stdio.h>

#include "ir_private.h"

void bo_diag_set_handler(bo_context *ctx, bo_diag_handler h, void *user) {
  ctx->diag_handler = h;
  ctx->diag_user = user;
}

int bo_emitv(bo_context *ctx, bo_severity sev, bo_loc loc, const char *fmt, va_list ap) {
  va_list ap2;
  va_copy(ap2, ap);
  char small[512];
  int n = vsnprintf(small, sizeof small, fmt, ap);
  char *msg;
  if (n < 0) n = 0;
  msg = bo_arena_take(&ctx->arena, (size_t)n + 1);
  if ((size_t)n < sizeof small)
    memcpy(msg, small, (size_t)n + 1);
  else
    vsnprintf(msg, (size_t)n + 1, fmt, ap2);
  va_end(ap2);
  bo_diag d = {sev, loc, msg};
  if (ctx->diag_handler)
    ctx->diag_handler(ctx->diag_user, &d);
  else
    bo_vec_push(&ctx->diags, d);
  return -1;
}

int bo_emit(bo_context *ctx, bo_severity sev, bo_loc loc, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  bo_emitv(ctx, sev, loc, fmt, ap);
  va_end(ap);
  return -1;
}

int bo_emit_error(bo_context *ctx, bo_loc loc, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  bo_emitv(ctx, BO_SEV_ERROR, loc, fmt, ap);
  va_end(ap);
  return -1;
}

static int op_emit(const bo_op *op, bo_severity sev, bool prefix, const char *fmt, va_list ap) {
  bo_str s = {0};
  if (prefix) bo_str_printf(&s, "'%s' op ", op->info->name);
  bo_str_vprintf(&s, fmt, ap);
  bo_emit(op->ctx, sev, op->loc, "%s", s.data ? s.data : "");
  bo_str_free(&s);
  /* the op itself as a note; not for diagnostics the printing raises */
  bo_context *ctx = op->ctx;
  if (ctx->print_op_on_diag && !ctx->in_op_note && (sev == BO_SEV_ERROR || sev == BO_SEV_WARNING)) {
    ctx->in_op_note = true;
    char *text = bo_print_op_for_diag((bo_op *)op, sev == BO_SEV_ERROR);
    ctx->in_op_note = false;
    if (text) {
      /* an op over several lines starts on a line of its own */
      bo_emit(ctx, BO_SEV_NOTE, op->loc, "see current operation: %s%s", strchr(text, '\n') ? "\n" : "",
              text);
      free(text);
    }
  }
  return -1;
}

void bo_diag_set_print_op(bo_context *ctx, bool on) { ctx->print_op_on_diag = on; }

int bo_op_emit_error(const bo_op *op, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  op_emit(op, BO_SEV_ERROR, true, fmt, ap);
  va_end(ap);
  return -1;
}

int bo_op_emit_plain_error(const bo_op *op, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  op_emit(op, BO_SEV_ERROR, false, fmt, ap);
  va_end(ap);
  return -1;
}

int bo_op_emit_note(const bo_op *op, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  op_emit(op, BO_SEV_NOTE, false, fmt, ap);
  va_end(ap);
  return -1;
}

int bo_op_emit_warning(const bo_op *op, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  op_emit(op, BO_SEV_WARNING, false, fmt, ap);
  va_end(ap);
  return -1;
}

unsigned bo_diag_count(const bo_context *ctx) { return (unsigned)ctx->diags.len; }
const bo_diag *bo_diag_get(const bo_context *ctx, unsigned i) { return &ctx->diags.data[i]; }

unsigned bo_diag_error_count(const bo_context *ctx) {
  unsigned n = 0;
  for (size_t i = 0; i < ctx->diags.len; i++) n += ctx->diags.data[i].severity == BO_SEV_ERROR;
  return n;
}

void bo_diag_clear(bo_context *ctx) { ctx->diags.len = 0; }

static const char *severity_name(bo_severity s) {
  switch (s) {
  case BO_SEV_ERROR: return "error";
  case BO_SEV_WARNING: return "warning";
  case BO_SEV_REMARK: return "remark";
  case BO_SEV_NOTE: return "note";
  }
  return "error";
}

char *bo_diag_format(const bo_diag *d, const char *src, size_t src_len) {
  bo_str s = {0};
  if (d->loc.file && d->loc.line)
    bo_str_printf(&s, "%s:%u:%u: ", d->loc.file, d->loc.line, d->loc.col);
  else if (d->loc.file)
    bo_str_printf(&s, "%s: ", d->loc.file);
  else
    bo_str_puts(&s, "<unknown>:0: ");
  bo_str_printf(&s, "%s: %s\n", severity_name(d->severity), d->message);
  if (src && d->loc.line > 0) {
    /* find the line */
    size_t pos = 0;
    uint32_t line = 1;
    while (pos < src_len && line < d->loc.line) {
      if (src[pos] == '\n') line++;
      pos++;
    }
    if (line == d->loc.line && pos <= src_len) {
      size_t end = pos;
      while (end < src_len && src[end] != '\n') end++;
      bo_str_append(&s, src + pos, end - pos);
      bo_str_putc(&s, '\n');
      for (uint32_t c = 1; c < d->loc.col && pos + c - 1 < end; c++)
        bo_str_putc(&s, src[pos + c - 1] == '\t' ? '\t' : ' ');
      bo_str_puts(&s, "^\n");
    }
  }
  if (!s.data) bo_str_puts(&s, "");
  return s.data;
}
