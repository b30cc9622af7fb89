/* test_interp_ops.c - which ops the interpreter runs.
 *
 * Walks every typed op id (src/dialects/op_ids.h) and the interpreter's
 * dispatch (the hooks decode.c registers from the ops_*.c tables): every op
 * has a hook except the ones listed below, each with the reason it is not
 * run (docs/interpreter.md keeps the same list).  A new op without a hook
 * fails here until it gets one or a line in the list; a listed op that
 * gains a hook fails until its line goes.  Then runs programs through
 * bo_interp_run: an op without a hook, an unregistered op and a refused
 * form each report "cannot be interpreted: <reason>" at the op, and only
 * when reached.  Prints one line per failed check; exits non-zero when any
 * failed. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bufopt/bufopt.h"
#include "interp/interp_internal.h"

#include "check.h"

/* Ops the interpreter never runs, and why. */
static const struct {
  unsigned id;
  const char *why;
} k_not_run[] = {
    {BO_OP_BUILTIN_MODULE, "a container: the interpreter runs the functions in it"},
    {BO_OP_FUNC_FUNC, "a definition: run by func.call and by --run"},
    {BO_OP_MEMREF_GLOBAL, "a module-level symbol: read through memref.get_global"},
    {BO_OP_LLVM_FUNC, "a module-level definition: llvm.call is not registered"},
    {BO_OP_LLVM_MLIR_GLOBAL, "a module-level symbol: read through llvm.mlir.addressof"},
    {BO_OP_LLVM_RETURN, "ends an llvm.func body, which bufopt does not take yet"},
    {BO_OP_VECTOR_YIELD, "vector.mask's terminator: decoded with vector.mask"},
    /* upstream's test dialect: no runtime meaning (mlir-runner cannot run
     * them either); reaching one reports "not supported yet" */
    {BO_OP_TEST_BUFFER_BASED, "test dialect"},
    {BO_OP_TEST_COPY, "test dialect"},
    {BO_OP_TEST_FORWARD_BUFFER, "test dialect"},
    {BO_OP_TEST_REGION_BUFFER_BASED, "test dialect"},
    {BO_OP_TEST_REGION_YIELD, "test dialect"},
    {BO_OP_TEST_AFFINE_SCOPE, "test dialect"},
    {BO_OP_TEST_SSACFG_REGION, "test dialect"},
    {BO_OP_TEST_GRAPH_REGION, "test dialect"},
    {BO_OP_TEST_PARSE_INTEGER_LITERAL, "test dialect"},
    {BO_OP_TEST_PARSE_WRAPPED_KEYWORD, "test dialect"},
    {BO_OP_TEST_PARSE_B64, "test dialect"},
    {BO_OP_TEST_DIALECT_CUSTOM_PRINTER, "test dialect"},
    {BO_OP_TEST_DIALECT_CUSTOM_FORMAT_FALLBACK, "test dialect"},
    {BO_OP_TEST_FORMAT_OPTIONAL_RESULT_D_OP, "test dialect"},
    {BO_OP_TEST_POLYFOR, "test dialect"},
    {BO_OP_TEST_ISOLATED_REGION, "test dialect"},
    {BO_OP_TEST_ASM_INTERFACE_OP, "test dialect"},
    {BO_OP_TEST_STRING_ATTR_PRETTY_NAME, "test dialect"},
    {BO_OP_TEST_DEFAULT_DIALECT, "test dialect"},
    {BO_OP_TEST_OP_WITH_DOT_IN_NAME, "test dialect"},
    {BO_OP_TEST_DIALECT_CUSTOM_PRINTER_WITH_DOT, "test dialect"},
    {BO_OP_TEST_READ_BUFFER, "test dialect"},
    {BO_OP_TEST_REGION_IF, "test dialect"},
    {BO_OP_TEST_REGION_IF_YIELD, "test dialect"},
    {BO_OP_TEST_ONE_REGION_WITH_RECURSIVE_MEMORY_EFFECTS, "test dialect"},
    {BO_OP_TEST_RETURN, "test dialect"},
};

/* The first error of running src's @main, or "" when the run succeeds. */
static void first_error(const char *src, bool unregistered, char *out, size_t n) {
  out[0] = 0;
  bo_context *ctx = check_context();
  if (unregistered) bo_context_allow_unregistered_dialects(ctx, true);
  bo_op *m = bo_parse_source(ctx, src, strlen(src), "t.mlir");
  if (!m || bo_verify(m)) {
    snprintf(out, n, "(did not parse)");
  } else {
    char *text = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&text, &len);
    bo_heap_report rep;
    memset(&rep, 0, sizeof rep);
    bo_interp_run(m, "main", NULL, f, &rep);
    fclose(f);
    free(text);
    bo_heap_report_free(&rep);
    for (unsigned i = 0; i < bo_diag_count(ctx); i++) {
      const bo_diag *d = bo_diag_get(ctx, i);
      if (d->severity == BO_SEV_ERROR) {
        snprintf(out, n, "%s", d->message);
        break;
      }
    }
  }
  bo_context_destroy(ctx);
}

int main(void) {
  bo_interp *I = calloc(1, sizeof *I);
  interp_register_hooks(I);
  bool listed[BO_OP_COUNT] = {0};
  for (size_t i = 0; i < sizeof k_not_run / sizeof *k_not_run; i++) {
    unsigned id = k_not_run[i].id;
    listed[id] = true;
    if (I->hooks[id]) fprintf(stderr, "%s has a hook now: drop it from the list\n", bo_op_names[id]);
    CHECK(I->hooks[id] == NULL);
  }
  unsigned run = 0;
  for (unsigned id = 1; id < BO_OP_COUNT; id++) {
    if (!I->hooks[id] && !listed[id]) fprintf(stderr, "%s has no interpreter hook\n", bo_op_names[id]);
    CHECK(I->hooks[id] != NULL || listed[id]);
    run += I->hooks[id] != NULL;
  }
  /* the ops of issues 14/15 run now */
  CHECK(I->hooks[BO_OP_LINALG_WINOGRAD_FILTER_TRANSFORM] && I->hooks[BO_OP_LINALG_WINOGRAD_INPUT_TRANSFORM] &&
        I->hooks[BO_OP_LINALG_WINOGRAD_OUTPUT_TRANSFORM] && I->hooks[BO_OP_MEMREF_DISTINCT_OBJECTS]);
  printf("interpreter: %u of %u ops have a hook\n", run, BO_OP_COUNT - 1);
  free(I);

  char err[512];
  /* not reached: no error */
  first_error("func.func @main() {\n"
              "  %c = arith.constant false\n"
              "  scf.if %c {\n"
              "    %a = memref.alloc() : memref<2xf32>\n"
              "    %b = memref.alloc() : memref<2xf32>\n"
              "    test.copy(%a, %b) : (memref<2xf32>, memref<2xf32>)\n"
              "  }\n"
              "  return\n"
              "}\n",
              false, err, sizeof err);
  CHECK(err[0] == 0);
  /* reached: a hook-less op */
  first_error("func.func @main() {\n"
              "  %a = memref.alloc() : memref<2xf32>\n"
              "  %b = memref.alloc() : memref<2xf32>\n"
              "  test.copy(%a, %b) : (memref<2xf32>, memref<2xf32>)\n"
              "  return\n"
              "}\n",
              false, err, sizeof err);
  CHECK(strcmp(err, "'test.copy' op cannot be interpreted: the interpreter does not support this op yet") == 0);
  /* an unregistered op */
  first_error("func.func @main() {\n"
              "  \"foo.bar\"() : () -> ()\n"
              "  return\n"
              "}\n",
              true, err, sizeof err);
  CHECK(strcmp(err, "'foo.bar' op cannot be interpreted: unregistered operation") == 0);
  /* a refused form: Winograd on integers */
  first_error("func.func @main() {\n"
              "  %f = arith.constant dense<1> : tensor<1x3x3x1xi32>\n"
              "  %o = tensor.empty() : tensor<4x4x1x1xi32>\n"
              "  %r = linalg.winograd_filter_transform fmr(F_2_3) ins(%f : tensor<1x3x3x1xi32>)"
              " outs(%o : tensor<4x4x1x1xi32>) -> tensor<4x4x1x1xi32>\n"
              "  return\n"
              "}\n",
              false, err, sizeof err);
  CHECK(strncmp(err, "'linalg.winograd_filter_transform' op cannot be interpreted: Winograd transforms of "
                     "non-float elements are not supported",
                83) == 0);
  if (failures) fprintf(stderr, "%d of %d checks failed\n", failures, checks);
  return failures != 0;
}
