/* test_oom.c - the out-of-memory policy (bufopt/ir.h, bo_out_of_memory).
 *
 * A request no allocator can satisfy (2^62 bytes from the context's arena)
 * must reach the context's handler with the size asked for; a handler that
 * jumps out leaves a context that can still be destroyed; a handler that
 * returns, or no handler, ends in abort() (checked in a child process).
 * Prints one line per failed check; exits non-zero when any failed. */
#include <setjmp.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

#include "ir/ir_private.h"

#include "check.h"

#define HUGE_REQUEST ((size_t)1 << 62)

/* Under ASan (make check SANITIZE=1) an impossible request must fail as
 * malloc's NULL, not as ASan's report: that NULL is what is tested. */
#if defined(__SANITIZE_ADDRESS__)
const char *__asan_default_options(void);
const char *__asan_default_options(void) { return "allocator_may_return_null=1"; }
#endif

typedef struct jump_handler {
  jmp_buf back;
  size_t bytes;
  int calls;
} jump_handler;

static void jump_out(void *user, size_t bytes) {
  jump_handler *h = user;
  h->bytes = bytes;
  h->calls++;
  longjmp(h->back, 1);
}

static void test_handler_called(void) {
  bo_context *ctx = check_context();
  static jump_handler h; /* static: survives the longjmp unclobbered */
  h.bytes = 0;
  h.calls = 0;
  bo_context_set_oom_handler(ctx, jump_out, &h);
  void *small = bo_arena_alloc(ctx, 64); /* ordinary requests never call it */
  CHECK(small != NULL);
  CHECK(h.calls == 0);
  if (setjmp(h.back) == 0) {
    (void)bo_arena_alloc(ctx, HUGE_REQUEST);
    CHECK(!"bo_arena_alloc returned from an impossible request");
  }
  CHECK(h.calls == 1);
  CHECK(h.bytes >= HUGE_REQUEST);
  /* the same through the largest size (the rounding must not wrap to 0) */
  if (setjmp(h.back) == 0) {
    (void)bo_arena_alloc(ctx, SIZE_MAX);
    CHECK(!"bo_arena_alloc returned from a SIZE_MAX request");
  }
  CHECK(h.calls == 2);
  /* just below where the rounding wraps: chunk_alloc's header must not wrap */
  if (setjmp(h.back) == 0) {
    (void)bo_arena_alloc(ctx, SIZE_MAX - 20);
    CHECK(!"bo_arena_alloc returned from a SIZE_MAX - 20 request");
  }
  CHECK(h.calls == 3);
  bo_context_destroy(ctx);
}

/* Runs fn in a child; returns the signal that ended it (0: exited), and in
 * *note the first byte the child wrote to fd 1 of the pipe (0: none). */
static int run_child(void (*fn)(int fd), char *note) {
  int fds[2];
  *note = 0;
  if (pipe(fds) != 0) return -1;
  fflush(NULL);
  pid_t pid = fork();
  if (pid < 0) return -1;
  if (pid == 0) {
    close(fds[0]);
    fn(fds[1]);
    _exit(0);
  }
  close(fds[1]);
  if (read(fds[0], note, 1) != 1) *note = 0;
  close(fds[0]);
  int status = 0;
  if (waitpid(pid, &status, 0) != pid) return -1;
  return WIFSIGNALED(status) ? WTERMSIG(status) : 0;
}

static void note_and_return(void *user, size_t bytes) {
  int fd = *(int *)user;
  char c = bytes >= HUGE_REQUEST ? 'h' : 's';
  if (write(fd, &c, 1) != 1) _exit(3);
}

static void child_returning_handler(int fd) {
  bo_context *ctx = bo_context_create();
  static int pipe_fd;
  pipe_fd = fd;
  bo_context_set_oom_handler(ctx, note_and_return, &pipe_fd);
  (void)bo_arena_alloc(ctx, HUGE_REQUEST);
}

static void child_no_handler(int fd) {
  (void)fd;
  bo_context *ctx = bo_context_create();
  (void)bo_arena_alloc(ctx, HUGE_REQUEST);
}

static void test_abort_after_handler(void) {
  char note;
  CHECK(run_child(child_returning_handler, &note) == SIGABRT);
  CHECK(note == 'h'); /* the handler ran first, with the request's size */
  CHECK(run_child(child_no_handler, &note) == SIGABRT);
  CHECK(note == 0);
}

int main(void) {
  test_handler_called();
  test_abort_after_handler();
  printf("test_oom: %d checks, %d failed\n", checks, failures);
  return failures != 0;
}
