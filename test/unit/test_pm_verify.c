/* test_pm_verify.c - what the library verifies, and where (issue 17).
 *
 * bo_parse_source does not verify (a function declared `-> i32` that returns
 * an i64 parses); bo_pm_run verifies its input before the first pass (so
 * that module does not go through bufferization-pipeline with success), can
 * be told not to (bo_pm_enable_input_verifier), and verifies the output of
 * each pass: a pass that breaks the IR fails the run unless
 * bo_pm_enable_verifier(pm, false).  Exits non-zero when any check fails.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bufopt/bufopt.h"

#include "check.h"

static const char k_bad_return[] =
    "func.func @f() -> i32 {\n"
    "  %c = arith.constant 1 : i64\n"
    "  return %c : i64\n"
    "}\n";

static const char k_good[] =
    "func.func @f() -> i32 {\n"
    "  %c = arith.constant 1 : i32\n"
    "  return %c : i32\n"
    "}\n";

static bool has_diag(bo_context *ctx, const char *text) {
  for (unsigned i = 0; i < bo_diag_count(ctx); i++)
    if (strstr(bo_diag_get(ctx, i)->message, text)) return true;
  return false;
}

/* A pass that breaks the IR: it declares every function's result as i1. */
static int break_signature(bo_op *module, const void *options) {
  (void)options;
  bo_context *ctx = bo_op_get_context(module);
  const bo_type *i1 = bo_type_integer(ctx, 1, BO_SIGNLESS);
  const bo_type *ft = bo_type_function(ctx, 0, NULL, 1, &i1);
  bo_op *f = bo_lookup_symbol(module, "f");
  if (f) bo_op_set_attr(f, "function_type", bo_attr_type(ctx, ft));
  return 0;
}

static const bo_pass_info k_break_pass = {
    .name = "test-break-signature",
    .summary = "makes @f's signature disagree with its return",
    .anchor = "builtin.module",
    .run = break_signature,
};

static void test_parse_does_not_verify(void) {
  bo_context *ctx = check_context();
  bo_op *m = bo_parse_source(ctx, k_bad_return, strlen(k_bad_return), "bad.mlir");
  CHECK(m != NULL);
  CHECK(bo_diag_error_count(ctx) == 0);
  CHECK(m && bo_verify(m) != 0);
  CHECK(has_diag(ctx, "type of return operand 0 ('i64') doesn't match function result type ('i32')"));
  bo_context_destroy(ctx);
}

static void test_input_verified(void) {
  bo_context *ctx = check_context();
  bo_op *m = bo_parse_source(ctx, k_bad_return, strlen(k_bad_return), "bad.mlir");
  bo_pass_manager *pm = bo_pm_create(ctx);
  CHECK(bo_pm_add_pass(pm, "bufferization-pipeline", NULL) == 0);
  CHECK(m && bo_pm_run(pm, m) != 0);
  CHECK(has_diag(ctx, "doesn't match function result type"));
  bo_pm_destroy(pm);
  bo_context_destroy(ctx);
}

static void test_input_verifier_off(void) {
  /* Off, an empty pipeline accepts what the parser gave it. */
  bo_context *ctx = check_context();
  bo_op *m = bo_parse_source(ctx, k_bad_return, strlen(k_bad_return), "bad.mlir");
  bo_pass_manager *pm = bo_pm_create(ctx);
  bo_pm_enable_input_verifier(pm, false);
  CHECK(m && bo_pm_run(pm, m) == 0);
  CHECK(bo_diag_error_count(ctx) == 0);
  bo_pm_destroy(pm);
  /* On (the default), the same empty pipeline rejects it. */
  pm = bo_pm_create(ctx);
  CHECK(m && bo_pm_run(pm, m) != 0);
  bo_pm_destroy(pm);
  bo_context_destroy(ctx);
}

static void test_output_verified(bool verify_each) {
  bo_context *ctx = check_context();
  CHECK(bo_pass_register(ctx, &k_break_pass) == 0);
  bo_op *m = bo_parse_source(ctx, k_good, strlen(k_good), "good.mlir");
  bo_pass_manager *pm = bo_pm_create(ctx);
  bo_pm_enable_verifier(pm, verify_each);
  CHECK(bo_pm_add_pass(pm, "test-break-signature", NULL) == 0);
  int rc = m ? bo_pm_run(pm, m) : -1;
  if (verify_each) {
    CHECK(rc != 0);
    CHECK(has_diag(ctx, "type of return operand 0 ('i32') doesn't match function result type ('i1')"));
  } else {
    CHECK(rc == 0);
    CHECK(bo_diag_error_count(ctx) == 0);
  }
  bo_pm_destroy(pm);
  bo_context_destroy(ctx);
}

int main(void) {
  test_parse_does_not_verify();
  test_input_verified();
  test_input_verifier_off();
  test_output_verified(true);
  test_output_verified(false);
  printf("test_pm_verify: %d checks, %d failed\n", checks, failures);
  return failures != 0;
}
