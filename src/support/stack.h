/* stack.h - a stack budget for the library's recursive walks.
 *
 * The parser, verifier, printer, pass manager and interpreter recurse once
 * per nesting level (or per call, in the interpreter).  Rather than a fixed
 * depth, each recursion point asks bo_stack_low(ctx): true when the current
 * frame is within the reserve of the budget's end, so the caller stops with
 * a diagnostic instead of overflowing the stack.
 *
 * The budget: an embedder sets it with bo_context_set_stack_size (bufopt/ir.h)
 * from the thread that will use the context; otherwise it is derived on the
 * first check from the main thread's limit (getrlimit(RLIMIT_STACK); 8 MiB
 * when unlimited), measured from the frame of that first check.  Addresses
 * are compared as uintptr_t (the stack grows down on every target bufopt
 * builds for).  Cost: one compare per check.
 */
#ifndef BUFOPT_SUPPORT_STACK_H
#define BUFOPT_SUPPORT_STACK_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "../ir/ir_private.h"

/* Bytes kept free below the last check: room for the frames between two
 * checks, diagnostics (vsnprintf) and libc. */
#define BO_STACK_RESERVE (48 * 1024)

/* Sets ctx->stack_limit from the frame address `here` (out of line). */
void bo_stack_init(bo_context *ctx, uintptr_t here);

static inline uintptr_t bo_stack_here(void) { return (uintptr_t)__builtin_frame_address(0); }

/* True when the stack left is below the reserve: stop recursing. */
static inline bool bo_stack_low(bo_context *ctx) {
  uintptr_t here = bo_stack_here();
  if (!ctx->stack_limit) bo_stack_init(ctx, here);
  return here < ctx->stack_limit;
}

/* Bytes of stack left above the reserve (0 when low). */
static inline size_t bo_stack_left(bo_context *ctx) {
  uintptr_t here = bo_stack_here();
  if (!ctx->stack_limit) bo_stack_init(ctx, here);
  return here > ctx->stack_limit ? (size_t)(here - ctx->stack_limit) : 0;
}

#endif
