/* stack.c - the stack budget of a context (see stack.h).  O(1). */
#define _POSIX_C_SOURCE 200809L
#include "stack.h"

#include <sys/resource.h>

/* The main thread's stack size, or 8 MiB when unlimited or unknown. */
static size_t main_stack_size(void) {
  struct rlimit rl;
  size_t size = (size_t)8 << 20;
  if (getrlimit(RLIMIT_STACK, &rl) == 0 && rl.rlim_cur != RLIM_INFINITY && rl.rlim_cur > 0 &&
      rl.rlim_cur < ((rlim_t)1 << 40))
    size = (size_t)rl.rlim_cur;
  return size;
}

/* The limit for a stack of `size` bytes whose used part ends near `here`:
 * what is above `here` (argv, environment, the frames of main) is counted as
 * part of the reserve's margin, so 1/16 of the size more is kept back. */
static uintptr_t limit_for(uintptr_t here, size_t size) {
  size_t keep = BO_STACK_RESERVE + size / 16;
  if (size <= keep + 4096) return here; /* no room at all: every check is low */
  size_t usable = size - keep;
  return here > usable ? here - usable : 1;
}

#ifdef __GLIBC__
extern void *__libc_stack_end; /* glibc: the top of the main thread's stack */
#endif

void bo_stack_init(bo_context *ctx, uintptr_t here) {
  size_t size = ctx->stack_size ? ctx->stack_size : main_stack_size();
#ifdef __GLIBC__
  /* On the main thread, measure from the stack's top rather than from here
   * (argv and the environment sit above main). */
  uintptr_t top = (uintptr_t)__libc_stack_end;
  if (!ctx->stack_size && top >= here && top - here < size) {
    /* the environment and argv above __libc_stack_end: a page or so more */
    uintptr_t limit = limit_for(top, size);
    ctx->stack_limit = limit < here ? limit : here;
    return;
  }
#endif
  ctx->stack_limit = limit_for(here, size);
}

void bo_context_set_stack_size(bo_context *ctx, size_t bytes) {
  ctx->stack_size = bytes;
  ctx->stack_limit = bytes ? limit_for(bo_stack_here(), bytes) : 0;
}
