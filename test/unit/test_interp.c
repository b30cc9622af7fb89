/* test_interp.c - unit tests of the interpreter's public API (interp.h).
 *
 * Runs small programs through bo_interp_run with output captured in memory,
 * and checks program output, the heap report counters, the leak list, the
 * text and JSON report formats, --run-max-steps, and that two contexts can
 * run side by side (no global state).  Prints one line per failed check and
 * exits non-zero when any check failed.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bufopt/bufopt.h"
#include "bufopt/interp.h"

#include "check.h"

typedef struct run_result {
  int rc;
  char *out; /* program output */
  bo_heap_report report;
  unsigned errors; /* error diagnostics */
  char first_error[256];
} run_result;

static run_result run(const char *src, const char *func, const bo_interp_options *opts) {
  run_result r;
  memset(&r, 0, sizeof r);
  bo_context *ctx = check_context();
  bo_op *m = bo_parse_source(ctx, src, strlen(src), "test.mlir");
  size_t len = 0;
  FILE *out = open_memstream(&r.out, &len);
  if (!m || bo_verify(m)) {
    r.rc = -100;
  } else {
    r.rc = bo_interp_run(m, func, opts, out, &r.report);
  }
  fclose(out);
  for (unsigned i = 0; i < bo_diag_count(ctx); i++) {
    const bo_diag *d = bo_diag_get(ctx, i);
    if (d->severity != BO_SEV_ERROR) continue;
    if (!r.errors++) snprintf(r.first_error, sizeof r.first_error, "%s", d->message);
  }
  bo_context_destroy(ctx);
  return r;
}

static void done(run_result *r) {
  free(r->out);
  bo_heap_report_free(&r->report);
}

static const char *k_loop =
    "func.func @main() {\n"
    "  %c0 = arith.constant 0 : index\n"
    "  %c1 = arith.constant 1 : index\n"
    "  %c5 = arith.constant 5 : index\n"
    "  %z = arith.constant 0 : i32\n"
    "  %r = scf.for %i = %c0 to %c5 step %c1 iter_args(%a = %z) -> i32 {\n"
    "    %ii = arith.index_cast %i : index to i32\n"
    "    %s = arith.addi %a, %ii : i32\n"
    "    scf.yield %s : i32\n"
    "  }\n"
    "  vector.print %r : i32\n"
    "  return\n"
    "}\n";

static const char *k_leak =
    "func.func @main() {\n"
    "  %f = arith.constant 2.0 : f64\n"
    "  %a = memref.alloc() : memref<3xf64>\n"
    "  %b = memref.alloc() : memref<5xi32>\n"
    "  linalg.fill ins(%f : f64) outs(%a : memref<3xf64>)\n"
    "  %c = bufferization.clone %a : memref<3xf64> to memref<3xf64>\n"
    "  memref.dealloc %a : memref<3xf64>\n"
    "  memref.dealloc %c : memref<3xf64>\n"
    "  return\n"
    "}\n";

static void test_output(void) {
  run_result r = run(k_loop, NULL, NULL);
  CHECK(r.rc == 0);
  CHECK(r.out && strcmp(r.out, "10\n") == 0);
  CHECK(r.report.errors == 0 && r.report.allocs == 0);
  CHECK(r.report.steps > 20);
  done(&r);
}

static void test_leak_report(void) {
  run_result r = run(k_leak, "main", NULL);
  CHECK(r.rc != 0);
  CHECK(r.report.allocs == 3 && r.report.frees == 2);
  CHECK(r.report.peak_bytes == 24 + 20 + 24);
  CHECK(r.report.leaked_bytes == 20);
  CHECK(r.report.copied_bytes == 24);
  CHECK(r.report.errors == 1);
  CHECK(r.report.num_leaks == 1 && r.report.leaks[0].bytes == 20);
  CHECK(r.report.num_leaks == 1 && r.report.leaks[0].loc.line == 4);
  CHECK(strstr(r.first_error, "leak: 20 bytes") != NULL);

  char *text = NULL;
  size_t len = 0;
  FILE *f = open_memstream(&text, &len);
  bo_heap_report_write(f, &r.report, false);
  fclose(f);
  CHECK(strcmp(text, "heap: allocs=3 frees=2 peak_bytes=68 leaked_bytes=20 copied_bytes=24 "
                     "errors=1\n") == 0);
  free(text);
  f = open_memstream(&text, &len);
  bo_heap_report_write(f, &r.report, true);
  fclose(f);
  CHECK(strstr(text, "\"leaks\": [{\"bytes\": 20, \"op\": \"memref.alloc\", \"loc\": "
                     "\"test.mlir:4:8\"}]}") != NULL);
  CHECK(strstr(text, "{\"allocs\": 3, ") == text);
  free(text);
  done(&r);
}

static void test_max_steps(void) {
  bo_interp_options o = {0};
  o.max_steps = 10;
  run_result r = run(k_loop, NULL, &o);
  CHECK(r.rc != 0);
  CHECK(strstr(r.first_error, "stopped after 10 steps") != NULL);
  done(&r);
}

static void test_missing_function(void) {
  run_result r = run(k_loop, "nope", NULL);
  CHECK(r.rc != 0);
  CHECK(strstr(r.first_error, "no function named @nope") != NULL);
  done(&r);
}

/* Two contexts interleaved: nothing is shared between runs. */
static void test_two_contexts(void) {
  bo_context *a = check_context(), *b = check_context();
  bo_op *ma = bo_parse_source(a, k_loop, strlen(k_loop), "a.mlir");
  bo_op *mb = bo_parse_source(b, k_leak, strlen(k_leak), "b.mlir");
  CHECK(ma && mb);
  bo_heap_report ra, rb;
  char *oa = NULL, *ob = NULL;
  size_t la = 0, lb = 0;
  FILE *fa = open_memstream(&oa, &la), *fb = open_memstream(&ob, &lb);
  int rcb = bo_interp_run(mb, NULL, NULL, fb, &rb);
  int rca = bo_interp_run(ma, NULL, NULL, fa, &ra);
  fclose(fa);
  fclose(fb);
  CHECK(rca == 0 && rcb != 0);
  CHECK(ra.allocs == 0 && rb.allocs == 3);
  CHECK(strcmp(oa, "10\n") == 0);
  CHECK(bo_diag_error_count(a) == 0 && bo_diag_error_count(b) == 1);
  free(oa);
  free(ob);
  bo_heap_report_free(&ra);
  bo_heap_report_free(&rb);
  bo_context_destroy(a);
  bo_context_destroy(b);
}

int main(void) {
  test_output();
  test_leak_report();
  test_max_steps();
  test_missing_function();
  test_two_contexts();
  if (failures) printf("%d check(s) failed\n", failures);
  return failures != 0;
}
