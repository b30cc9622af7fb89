/* test_register.c - unit tests of registration at the edge: a new context
 * knows no dialect and no pass (ops parse as unknown ops, printed in the
 * generic form; pass names are unknown); bo_register_dialect loads one
 * dialect (twice is a no-op; after an op of that name was made, it
 * fails); bo_register_all_dialects / bo_register_all_passes load all.
 * Uses only the public API.  Exits non-zero when a check failed. */
#include <stdlib.h>
#include <string.h>

#include "bufopt/bufopt.h"

#include "check.h"

static const char src[] = "func.func @f(%a: i32) -> i32 {\n"
                          "  %0 = arith.addi %a, %a : i32\n"
                          "  return %0 : i32\n"
                          "}\n";

/* The module printed (custom form where the dialects are known), or NULL
 * when it does not parse. */
static char *round_trip(bo_context *ctx) {
  bo_op *m = bo_parse_source(ctx, src, strlen(src), "t.mlir");
  if (!m) return NULL;
  bo_print_flags flags = {0};
  size_t len = 0;
  char *out = bo_print_op_to_string(m, &flags, &len);
  bo_op_erase(m);
  return out;
}

static void test_bare(void) {
  bo_context *ctx = bo_context_create();
  CHECK(bo_pass_count(ctx) == 0);
  CHECK(bo_pass_lookup(ctx, "canonicalize") == NULL);
  /* func.func's custom syntax is unknown without the func dialect */
  char *out = round_trip(ctx);
  CHECK(out == NULL);
  free(out);
  bo_context_destroy(ctx);
}

static void test_subset(void) {
  bo_context *ctx = bo_context_create();
  CHECK(bo_register_dialect(ctx, &bo_dialect_builtin) == 0);
  CHECK(bo_register_dialect(ctx, &bo_dialect_func) == 0);
  CHECK(bo_register_dialect(ctx, &bo_dialect_arith) == 0);
  CHECK(bo_register_dialect(ctx, &bo_dialect_arith) == 0); /* again: no-op */
  char *out = round_trip(ctx);
  CHECK(out && strstr(out, "func.func @f(%arg0: i32) -> i32 {"));
  CHECK(out && strstr(out, "%0 = arith.addi %arg0, %arg0 : i32"));
  free(out);
  CHECK(bo_pass_count(ctx) == 0);
  bo_context_destroy(ctx);
}

static void test_late(void) {
  /* An op of the dialect made before the registration keeps its unknown
   * info: registering then reports it. */
  bo_context *ctx = bo_context_create();
  bo_register_dialect(ctx, &bo_dialect_builtin);
  const char *generic = "\"scf.yield\"() : () -> ()\n";
  bo_op *m = bo_parse_source(ctx, generic, strlen(generic), "g.mlir");
  CHECK(m != NULL);
  CHECK(bo_register_dialect(ctx, &bo_dialect_scf) == -1);
  if (m) bo_op_erase(m);
  bo_context_destroy(ctx);
}

static void test_all(void) {
  bo_context *ctx = check_context();
  CHECK(bo_pass_count(ctx) >= 15);
  CHECK(bo_pass_lookup(ctx, "one-shot-bufferize") != NULL);
  CHECK(bo_pass_lookup(ctx, "canonicalize") != NULL);
  char *out = round_trip(ctx);
  CHECK(out && strstr(out, "arith.addi"));
  free(out);
  bo_context_destroy(ctx);
}

int main(void) {
  test_bare();
  test_subset();
  test_late();
  test_all();
  printf("test_register: %d checks, %d failed\n", checks, failures);
  return failures != 0;
}
