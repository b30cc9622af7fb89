/* user.c - an ordinary program using libbufopt through its public API
 * only, linked statically (test/abi/static-link.sh).
 *
 * It defines functions named like some of the library's internals
 * (lexer_init, heap_alloc, seg, ...): before the library hid them, the
 * static link failed with "multiple definition", and through the shared
 * library the interpreter called the user's heap_alloc.  It bufferizes
 * the file given (--bufferization-pipeline), prints the result, runs its
 * @main in the interpreter with the checked heap, and reports how often
 * the library called the user's functions (must be 0).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bufopt/bufopt.h"

static int user_calls;

/* The user's own functions, with the names (not the signatures) of the
 * library's former globals. */
int lexer_init(const char *s);
void *heap_alloc(size_t n);
int seg(int x);
int make_info_registered(void);
int lexer_init(const char *s) { user_calls++; return (int)strlen(s); }
void *heap_alloc(size_t n) { user_calls++; return malloc(n); }
int seg(int x) { user_calls++; return x + 1; }
int make_info_registered(void) { user_calls++; return 7; }

static char *read_file(const char *path, size_t *len) {
  FILE *f = fopen(path, "rb");
  if (!f) return NULL;
  fseek(f, 0, SEEK_END);
  long n = ftell(f);
  fseek(f, 0, SEEK_SET);
  char *buf = malloc((size_t)n + 1);
  if (buf && fread(buf, 1, (size_t)n, f) != (size_t)n) n = 0;
  if (buf) buf[n] = 0;
  fclose(f);
  *len = (size_t)n;
  return buf;
}

static int fail(bo_context *ctx, const char *src, size_t len) {
  for (unsigned i = 0; i < bo_diag_count(ctx); i++) {
    char *m = bo_diag_format(bo_diag_get(ctx, i), src, len);
    fprintf(stderr, "%s", m);
    free(m);
  }
  return 1;
}

int main(int argc, char **argv) {
  size_t len = 0;
  char *src = argc == 2 ? read_file(argv[1], &len) : NULL;
  if (!src) {
    fprintf(stderr, "usage: user FILE.mlir\n");
    return 2;
  }
  bo_context *ctx = bo_context_create();
  bo_register_all_dialects(ctx);
  bo_register_all_passes(ctx);
  bo_op *module = bo_parse_source(ctx, src, len, argv[1]);
  if (!module || bo_verify(module)) return fail(ctx, src, len);
  bo_pass_manager *pm = bo_pm_create(ctx);
  if (bo_pm_add_pass(pm, "bufferization-pipeline", NULL) || bo_pm_run(pm, module))
    return fail(ctx, src, len);
  bo_print_flags flags = {0};
  size_t out_len = 0;
  char *out = bo_print_op_to_string(module, &flags, &out_len);
  fputs(out, stdout);
  free(out);
  bo_heap_report report;
  int rc = bo_interp_run(module, NULL, NULL, stdout, &report);
  bo_heap_report_write(stdout, &report, false);
  bo_heap_report_free(&report);
  if (rc) return fail(ctx, src, len);
  printf("library calls of the user's functions: %d\n", user_calls);
  printf("user's own: %d %d %d\n", lexer_init("abc"), seg(1), make_info_registered());
  free(heap_alloc(16));
  bo_pm_destroy(pm);
  bo_context_destroy(ctx);
  free(src);
  return 0;
}
