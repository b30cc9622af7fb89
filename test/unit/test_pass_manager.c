/* test_pass_manager.c - unit tests of the pass registry and pass manager.
 *
 * Registers a test pass with one option of every kind and checks option
 * parsing (good values round-trip through bo_pm_pipeline_string; bad ones
 * fail with a diagnostic naming the problem), textual pipelines (nesting,
 * auto-nesting of func.func passes, syntax errors, unknown passes with a
 * "did you mean"), and running a pipeline on a parsed module (nested
 * pipelines visit every function; symbol-dce; a failing pass fails the run).
 * Exits non-zero when any check fails.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bufopt/bufopt.h"

#include "check.h"

/* ---------------------------------------------------------- test passes */

typedef struct test_options {
  bool flag;
  int64_t count;
  uint64_t size;
  const char *label;
  int mode;
  BO_LIST_OPTION(items);
} test_options;

static const char *const modes[] = {"slow", "fast", "exact", NULL};

static const bo_pass_option test_option_table[] = {
    {"flag", "a boolean", BO_OPT_BOOL, offsetof(test_options, flag), NULL, "false"},
    {"count", "a signed integer", BO_OPT_INT, offsetof(test_options, count), NULL, "5"},
    {"size", "an unsigned integer", BO_OPT_UINT, offsetof(test_options, size), NULL, "0"},
    {"label", "a string", BO_OPT_STRING, offsetof(test_options, label), NULL, NULL},
    {"mode", "an enum", BO_OPT_ENUM, offsetof(test_options, mode), modes, "slow"},
    {"items", "a list", BO_OPT_LIST, offsetof(test_options, items), NULL, NULL},
};

static void init_test_options(void *p) {
  test_options *o = p;
  o->count = 5;
}

/* Test-only counters: the pass run function has no user pointer. */
static int runs_on_funcs;
static test_options last_options;

static int run_test_options(bo_op *anchor, const void *options) {
  (void)anchor;
  last_options = *(const test_options *)options;
  runs_on_funcs++;
  return 0;
}

static const bo_pass_info test_options_pass = {
    .name = "test-options",
    .summary = "A pass with one option of each kind",
    .anchor = "func.func",
    .options_size = sizeof(test_options),
    .init_options = init_test_options,
    .num_options = sizeof test_option_table / sizeof test_option_table[0],
    .options = test_option_table,
    .run = run_test_options};

static int run_fail(bo_op *anchor, const void *options) {
  (void)options;
  return bo_op_emit_error(anchor, "test-fail failed on purpose");
}

static const bo_pass_info test_fail_pass = {
    .name = "test-fail", .summary = "Always fails", .run = run_fail};

/* ----------------------------------------------------------- helpers */

/* True when some stored diagnostic contains text; clears the store. */
static bool diag_contains(bo_context *ctx, const char *text) {
  bool found = false;
  for (unsigned i = 0; i < bo_diag_count(ctx); i++)
    if (strstr(bo_diag_get(ctx, i)->message, text)) found = true;
  if (!found) {
    fprintf(stderr, "  wanted a diagnostic containing \"%s\"; have:\n", text);
    for (unsigned i = 0; i < bo_diag_count(ctx); i++)
      fprintf(stderr, "    %s\n", bo_diag_get(ctx, i)->message);
  }
  bo_diag_clear(ctx);
  return found;
}

/* Builds a pass manager from a pipeline text and compares its printed form. */
static void check_pipeline(bo_context *ctx, const char *text, const char *expected) {
  bo_pass_manager *pm = bo_pm_create(ctx);
  int rc = bo_pm_add_pipeline(pm, text);
  CHECK(rc == 0);
  char *printed = bo_pm_pipeline_string(pm);
  if (rc != 0 || strcmp(printed, expected) != 0) {
    fprintf(stderr, "  pipeline '%s'\n    printed  '%s'\n    expected '%s'\n", text, printed,
            expected);
    failures++;
  }
  free(printed);
  bo_diag_clear(ctx);
  bo_pm_destroy(pm);
}

static void check_bad_pipeline(bo_context *ctx, const char *text, const char *message) {
  bo_pass_manager *pm = bo_pm_create(ctx);
  CHECK(bo_pm_add_pipeline(pm, text) != 0);
  CHECK(bo_diag_error_count(ctx) > 0);
  CHECK(diag_contains(ctx, message));
  bo_pm_destroy(pm);
}

static void check_bad_options(bo_context *ctx, const char *options, const char *message) {
  bo_pass_manager *pm = bo_pm_create(ctx);
  CHECK(bo_pm_add_pass(pm, "test-options", options) != 0);
  CHECK(diag_contains(ctx, message));
  bo_pm_destroy(pm);
}

/* ------------------------------------------------------------- tests */

static void test_registry(bo_context *ctx) {
  CHECK(bo_pass_lookup(ctx, "symbol-dce") != NULL);
  CHECK(bo_pass_lookup(ctx, "strip-debuginfo") != NULL);
  CHECK(bo_pass_lookup(ctx, "no-such-pass") == NULL);
  CHECK(bo_pass_register(ctx, &test_options_pass) == 0);
  CHECK(bo_pass_register(ctx, &test_fail_pass) == 0);
  CHECK(bo_pass_register(ctx, &test_options_pass) != 0); /* twice */
  CHECK(diag_contains(ctx, "already registered"));
  CHECK(bo_pass_lookup(ctx, "test-options") == &test_options_pass);
  unsigned n = bo_pass_count(ctx);
  CHECK(n >= 4);
  for (unsigned i = 1; i < n; i++)
    CHECK(strcmp(bo_pass_get(ctx, i - 1)->name, bo_pass_get(ctx, i)->name) < 0);
  CHECK(bo_pass_get(ctx, n) == NULL);
  const char *near = bo_pass_closest(ctx, "symbl-dce");
  CHECK(near && strcmp(near, "symbol-dce") == 0);
  CHECK(bo_pass_closest(ctx, "completely-unrelated-name") == NULL);
  CHECK(bo_edit_distance("kitten", "sitting") == 3);
  CHECK(bo_edit_distance("", "abc") == 3);
  CHECK(bo_edit_distance("same", "same") == 0);
}

static void test_options_good(bo_context *ctx) {
  /* Defaults from init_options; func.func passes nest automatically. */
  bo_pass_manager *pm = bo_pm_create(ctx);
  CHECK(bo_pm_add_pass(pm, "test-options", NULL) == 0);
  char *s = bo_pm_pipeline_string(pm);
  CHECK(strcmp(s, "builtin.module(func.func(test-options{flag=false count=5 size=0 mode=slow "
                  "items=}))") == 0);
  free(s);
  bo_pm_destroy(pm);

  pm = bo_pm_create(ctx);
  CHECK(bo_pm_add_pass(pm, "test-options",
                       "flag count=-3 size=0x10 label={hello world} mode=exact "
                       "items=a,{b c},'d'") == 0);
  CHECK(bo_pm_add_pass(pm, "test-options", "flag=false label=x") == 0); /* same nest */
  CHECK(bo_pm_add_pass(pm, "symbol-dce", NULL) == 0);
  CHECK(bo_pm_add_pass(pm, "test-options", "items={x,y}") == 0); /* new nest */
  s = bo_pm_pipeline_string(pm);
  const char *want =
      "builtin.module(func.func(test-options{flag=true count=-3 size=16 label={hello world} "
      "mode=exact items=a,{b c},d},test-options{flag=false count=5 size=0 label=x mode=slow "
      "items=}),symbol-dce,func.func(test-options{flag=false count=5 size=0 mode=slow "
      "items=x,y}))";
  if (strcmp(s, want) != 0) {
    fprintf(stderr, "  got  %s\n  want %s\n", s, want);
    failures++;
  }
  /* The printed pipeline parses back to itself. */
  check_pipeline(ctx, s, s);
  free(s);
  CHECK(bo_diag_count(ctx) == 0);
  bo_pm_destroy(pm);
}

static void test_options_bad(bo_context *ctx) {
  check_bad_options(ctx, "cont=3", "unknown option 'cont' for pass 'test-options'; did you mean 'count'?");
  check_bad_options(ctx, "zzzzzzzzzz=1", "unknown option 'zzzzzzzzzz' for pass 'test-options'");
  check_bad_options(ctx, "count=3x", "invalid value '3x' for integer option 'count'");
  check_bad_options(ctx, "count", "option 'count' of pass 'test-options' needs a value");
  check_bad_options(ctx, "size=-1", "invalid value '-1' for unsigned integer option 'size'");
  check_bad_options(ctx, "flag=maybe", "invalid value 'maybe' for boolean option 'flag'");
  check_bad_options(ctx, "mode=quick", "expected one of 'slow', 'fast', 'exact'");
  check_bad_options(ctx, "label={open", "unbalanced");
  bo_pass_manager *pm = bo_pm_create(ctx);
  CHECK(bo_pm_add_pass(pm, "symbol-dce", "x=1") != 0);
  CHECK(diag_contains(ctx, "unknown option 'x' for pass 'symbol-dce'"));
  CHECK(bo_pm_add_pass(pm, "symbl-dce", NULL) != 0);
  CHECK(diag_contains(ctx, "'symbl-dce' does not refer to a registered pass; did you mean 'symbol-dce'?"));
  bo_pm_destroy(pm);
}

static void test_pipelines(bo_context *ctx) {
  check_pipeline(ctx, "", "builtin.module()");
  check_pipeline(ctx, "builtin.module()", "builtin.module()");
  check_pipeline(ctx, "symbol-dce,strip-debuginfo", "builtin.module(symbol-dce,strip-debuginfo)");
  check_pipeline(ctx, " builtin.module( func.func( strip-debuginfo , test-fail ) , symbol-dce ) ",
                 "builtin.module(func.func(strip-debuginfo,test-fail),symbol-dce)");
  check_pipeline(ctx, "builtin.module(test-options{count=2})",
                 "builtin.module(func.func(test-options{flag=false count=2 size=0 mode=slow items=}))");
  check_pipeline(ctx, "builtin.module(builtin.module(symbol-dce))",
                 "builtin.module(builtin.module(symbol-dce))");
  check_bad_pipeline(ctx, "builtin.module(func.func(symbol-dce))",
                     "pass 'symbol-dce' runs on 'builtin.module' and cannot run in a 'func.func' pipeline");
  check_bad_pipeline(ctx, "builtin.module(nope)", "'nope' does not refer to a registered pass");
  check_bad_pipeline(ctx, "builtin.module(symbl-dce)", "did you mean 'symbol-dce'?");
  check_bad_pipeline(ctx, "builtin.module(symbol-dce", "expected ')'");
  check_bad_pipeline(ctx, "builtin.module(,)", "expected a pass or an op name");
  check_bad_pipeline(ctx, "builtin.module(test-options{count=1)", "expected '}'");
  check_bad_pipeline(ctx, "symbol-dce) x", "unexpected text");
  check_bad_pipeline(ctx, "builtin.module(test-options{cont=1})", "did you mean 'count'?");
}

static const char module_text[] =
    "func.func @a() {\n  return\n}\n"
    "func.func @b() {\n  func.call @used() : () -> ()\n  return\n}\n"
    "func.func private @used() {\n  return\n}\n"
    "func.func private @dead() {\n  func.call @dead_too() : () -> ()\n  return\n}\n"
    "func.func private @dead_too() {\n  return\n}\n";

static void test_run(bo_context *ctx) {
  bo_op *module = bo_parse_source(ctx, module_text, strlen(module_text), "test.mlir");
  CHECK(module != NULL);
  if (!module) {
    for (unsigned i = 0; i < bo_diag_count(ctx); i++) {
      char *t = bo_diag_format(bo_diag_get(ctx, i), NULL, 0);
      fprintf(stderr, "  %s\n", t);
      free(t);
    }
    bo_diag_clear(ctx);
    return;
  }
  bo_pass_manager *pm = bo_pm_create(ctx);
  bo_pm_enable_timing(pm, true);
  bo_pm_add_timing(pm, "Parser", 0.001);
  CHECK(bo_pm_add_pipeline(pm, "builtin.module(func.func(test-options{count=7}),symbol-dce)") == 0);
  runs_on_funcs = 0;
  CHECK(bo_pm_run(pm, module) == 0);
  CHECK(runs_on_funcs == 5);
  CHECK(last_options.count == 7);
  bo_pm_add_timing(pm, "Output", 0.001);
  bo_print_flags flags = {0};
  size_t text_len = 0;
  char *text = bo_print_op_to_string(module, &flags, &text_len);
  CHECK(text && strstr(text, "@used") && !strstr(text, "@dead") && strstr(text, "@a"));
  free(text);
  char *report = bo_pm_timing_report(pm);
  CHECK(strstr(report, "Execution time report") != NULL);
  const char *parser = strstr(report, "Parser"), *pipe = strstr(report, "'func.func' Pipeline"),
             *opt = strstr(report, "    test-options"), *dce = strstr(report, "symbol-dce"),
             *output = strstr(report, "Output"), *total = strstr(report, "(100.0%)  Total");
  CHECK(parser && pipe && opt && dce && output && total);
  CHECK(parser < pipe && pipe < opt && opt < dce && dce < output && output < total);
  free(report);
  bo_pm_destroy(pm);

  /* A failing pass fails the run, after its diagnostic. */
  pm = bo_pm_create(ctx);
  CHECK(bo_pm_add_pass(pm, "test-fail", NULL) == 0);
  CHECK(bo_pm_run(pm, module) != 0);
  CHECK(diag_contains(ctx, "test-fail failed on purpose"));
  bo_pm_destroy(pm);
}

int main(void) {
  bo_context *ctx = check_context();
  test_registry(ctx);
  test_options_good(ctx);
  test_options_bad(ctx);
  test_pipelines(ctx);
  test_run(ctx);
  bo_context_destroy(ctx);
  printf("test_pass_manager: %d checks, %d failed\n", checks, failures);
  return failures != 0;
}
