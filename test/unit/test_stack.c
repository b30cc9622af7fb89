/* test_stack.c - unit tests of the stack budget (src/support/stack.c)
 * through bo_context_set_stack_size: an embedder's small budget makes the
 * parser, the verifier and the printer stop on deep nesting with an error
 * naming the stack, and the default budget (the main thread's) lets the
 * same input through.  Exits non-zero when any check fails. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bufopt/bufopt.h"

#include "check.h"

/* A function with n nested scf.if. */
static char *nested(unsigned n) {
  size_t cap = 64 + (size_t)n * 16;
  char *s = malloc(cap), *p = s;
  p += sprintf(p, "func.func @f(%%c: i1) {\n");
  for (unsigned i = 0; i < n; i++) p += sprintf(p, "scf.if %%c {\n");
  for (unsigned i = 0; i < n; i++) p += sprintf(p, "}\n");
  sprintf(p, "return\n}\n");
  return s;
}

static bool has_error(bo_context *ctx, const char *text) {
  for (unsigned i = 0; i < bo_diag_count(ctx); i++)
    if (strstr(bo_diag_get(ctx, i)->message, text)) return true;
  return false;
}

int main(void) {
  char *src = nested(200);

  /* the default budget: 200 levels parse, verify and print */
  bo_context *ctx = check_context();
  bo_op *m = bo_parse_source(ctx, src, strlen(src), "deep.mlir");
  CHECK(m != NULL);
  CHECK(m && bo_verify(m) == 0);
  char *text = m ? bo_print_op_to_string(m, NULL, NULL) : NULL;
  CHECK(text && strstr(text, "scf.if"));
  CHECK(bo_diag_error_count(ctx) == 0);
  free(text);

  /* a 64 KiB budget on the same context, set here: the printer elides the
   * regions it cannot reach and says so; the verifier stops */
  bo_context_set_stack_size(ctx, 64 * 1024);
  text = m ? bo_print_op_to_string(m, NULL, NULL) : NULL;
  CHECK(text && strstr(text, "{...}"));
  CHECK(has_error(ctx, "too deep to print with the available stack"));
  free(text);
  bo_diag_clear(ctx);
  CHECK(m && bo_verify(m) != 0);
  CHECK(has_error(ctx, "nesting is too deep for the available stack"));
  bo_context_destroy(ctx);

  /* the parser, with the small budget from the start */
  ctx = check_context();
  bo_context_set_stack_size(ctx, 64 * 1024);
  m = bo_parse_source(ctx, src, strlen(src), "deep.mlir");
  CHECK(m == NULL);
  CHECK(has_error(ctx, "nesting is too deep for the available stack"));
  /* back to the default: it parses again */
  bo_context_set_stack_size(ctx, 0);
  bo_diag_clear(ctx);
  m = bo_parse_source(ctx, src, strlen(src), "deep.mlir");
  CHECK(m != NULL);
  bo_context_destroy(ctx);

  free(src);
  printf("test_stack: %d checks, %d failures\n", checks, failures);
  return failures != 0;
}
