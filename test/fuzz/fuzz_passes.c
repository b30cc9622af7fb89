/* fuzz_passes.c - libFuzzer target: the passes and the interpreter on valid
 * tensor programs made from the input bytes.
 *
 * The bytes choose a straight-line body (with scf.if and scf.for) of a
 * function @f over tensor<8xf32> values: linalg.fill, tensor.insert,
 * tensor.extract, an elementwise linalg.generic, extract_slice + fill +
 * insert_slice, tensor.empty + fill, linalg.copy, tensor.insert at a dynamic
 * index, scf.if
 * yielding one of two tensors, scf.for inserting into its iter_arg.  @f
 * returns two of its tensors and a scalar; @main calls it on a constant and
 * a filled tensor and prints every element of the results and of its own
 * tensors afterwards (so a callee writing into a caller's buffer shows).
 * The C port of scripts/bufferize-fuzz.py's generator (--defined: no
 * program reads unspecified contents).
 *
 * The program is run in the interpreter as written (the reference), then
 * through each pipeline of scripts/difftest.pipelines and run again with
 * the checked heap and arena: a pass that fails (other than with a "not
 * supported yet" diagnostic, a documented limit), a run that reports a heap
 * or arena error or a leak, or an output that differs from the reference
 * aborts (a finding).  test/fuzz/replay.c runs the same function over
 * test/fuzz/corpus-passes in `make check`.
 */
#define _POSIX_C_SOURCE 200809L
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bufopt/bufopt.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* The bytes, consumed one at a time (0 past the end). */
typedef struct bytes {
  const uint8_t *p;
  size_t n, at;
} bytes;

static unsigned take(bytes *b, unsigned bound) {
  unsigned v = b->at < b->n ? b->p[b->at++] : 0;
  return bound ? v % bound : v;
}

typedef struct text {
  char *s;
  size_t len, cap;
} text;

static void put(text *t, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void put(text *t, const char *fmt, ...) {
  va_list ap;
  if (!t->s) {
    t->cap = 4096;
    t->s = malloc(t->cap);
    if (!t->s) abort();
  }
  for (;;) {
    va_start(ap, fmt);
    int n = vsnprintf(t->s + t->len, t->cap - t->len, fmt, ap);
    va_end(ap);
    if (n < 0) abort();
    if (t->len + (size_t)n < t->cap) {
      t->len += (size_t)n;
      return;
    }
    t->cap = (t->cap + (size_t)n) * 2 + 256;
    t->s = realloc(t->s, t->cap);
    if (!t->s) abort();
  }
}

#define T "tensor<8xf32>"
enum { MAX_VALS = 64, MAX_OPS = 24 };

/* The body of @f: returns the names of two tensors and a scalar. */
static void gen_body(bytes *b, text *t, char ret[2][16], char *scalar) {
  char vals[MAX_VALS][16];
  unsigned nv = 2, n = 0, ns = 0;
  strcpy(vals[0], "%a0");
  strcpy(vals[1], "%a1");
  strcpy(scalar, "%s");
  unsigned ops = 2 + take(b, MAX_OPS - 1);
  for (unsigned k = 0; k < ops && nv < MAX_VALS; k++) {
    const char *v1 = vals[take(b, nv)], *v2 = vals[take(b, nv)];
    char r[16];
    snprintf(r, sizeof r, "%%v%u", ++n);
    switch (take(b, 10)) {
    case 0:
      put(t, "  %s = linalg.fill ins(%s : f32) outs(%s : " T ") -> " T "\n", r, scalar, v1);
      break;
    case 1:
      put(t, "  %s = tensor.insert %s into %s[%%c%u] : " T "\n", r, scalar, v1, take(b, 8));
      break;
    case 2: {
      /* a read folded into the scalar */
      put(t, "  %%x%u = tensor.extract %s[%%c%u] : " T "\n", n, v1, take(b, 8));
      put(t, "  %%s%u = arith.addf %s, %%x%u : f32\n", ++ns, scalar, n);
      snprintf(scalar, 16, "%%s%u", ns);
      continue;
    }
    case 3:
      put(t,
          "  %s = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> "
          "(d0)>, affine_map<(d0) -> (d0)>], iterator_types = [\"parallel\"]} ins(%s, %s : " T
          ", " T ") outs(%s : " T ") {\n  ^bb0(%%p: f32, %%q: f32, %%o: f32):\n"
          "    %%y = arith.addf %%p, %%q : f32\n    %%z = arith.mulf %%y, %%o : f32\n"
          "    linalg.yield %%z : f32\n  } -> " T "\n",
          r, v1, v2, vals[take(b, nv)]);
      break;
    case 4: {
      unsigned off = take(b, 5);
      put(t, "  %%e%u = tensor.extract_slice %s[%u] [4] [1] : " T " to tensor<4xf32>\n", n, v1, off);
      put(t, "  %%f%u = linalg.fill ins(%s : f32) outs(%%e%u : tensor<4xf32>) -> tensor<4xf32>\n",
          n, scalar, n);
      put(t, "  %s = tensor.insert_slice %%f%u into %s[%u] [4] [1] : tensor<4xf32> into " T "\n",
          r, n, v2, take(b, 5));
      break;
    }
    case 5:
      put(t, "  %%e%u = tensor.empty() : " T "\n", n);
      put(t, "  %s = linalg.fill ins(%s : f32) outs(%%e%u : " T ") -> " T "\n", r, scalar, n);
      break;
    case 6:
      put(t, "  %s = linalg.copy ins(%s : " T ") outs(%s : " T ") -> " T "\n", r, v1, v2);
      break;
    case 7:
      put(t, "  %s = tensor.insert %s into %s[%%i] : " T "\n", r, scalar, v1);
      break;
    case 8:
      put(t, "  %%b%u = arith.cmpi ult, %%i, %%c%u : index\n", n, take(b, 8));
      put(t, "  %s = scf.if %%b%u -> (" T ") {\n", r, n);
      put(t, "    %%g%u = linalg.fill ins(%s : f32) outs(%s : " T ") -> " T "\n", n, scalar, v1);
      put(t, "    scf.yield %%g%u : " T "\n  } else {\n    scf.yield %s : " T "\n  }\n", n, v2);
      break;
    default:
      put(t, "  %s = scf.for %%k%u = %%c0 to %%c%u step %%c1 iter_args(%%t%u = %s) -> (" T ") {\n",
          r, n, 1 + take(b, 7), n, v1);
      put(t, "    %%h%u = tensor.insert %s into %%t%u[%%k%u] : " T "\n", n, scalar, n, n);
      put(t, "    scf.yield %%h%u : " T "\n  }\n", n);
      break;
    }
    strcpy(vals[nv++], r);
  }
  strcpy(ret[0], vals[nv - 1]);
  strcpy(ret[1], vals[take(b, nv)]);
}

static void print_tensor(text *t, const char *v) {
  put(t, "  scf.for %%j = %%c0 to %%c8 step %%c1 {\n    %%pe = tensor.extract %s[%%j] : " T "\n"
         "    vector.print %%pe : f32 punctuation <comma>\n  }\n  vector.print punctuation <newline>\n", v);
}

static char *gen_program(bytes *b) {
  text t = {0};
  char ret[2][16], scalar[16];
  put(&t, "func.func @f(%%a0: " T ", %%a1: " T ", %%s: f32, %%i: index) -> (" T ", " T ", f32) {\n");
  for (unsigned c = 0; c <= 8; c++) put(&t, "  %%c%u = arith.constant %u : index\n", c, c);
  gen_body(b, &t, ret, scalar);
  put(&t, "  return %s, %s, %s : " T ", " T ", f32\n}\n", ret[0], ret[1], scalar);
  put(&t, "func.func @main() {\n  %%c0 = arith.constant 0 : index\n  %%c1 = arith.constant 1 : index\n"
          "  %%c8 = arith.constant 8 : index\n");
  put(&t, "  %%a0 = arith.constant dense<[1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0]> : " T "\n");
  put(&t, "  %%two = arith.constant %u.5 : f32\n  %%e = tensor.empty() : " T "\n", take(b, 10));
  put(&t, "  %%a1 = linalg.fill ins(%%two : f32) outs(%%e : " T ") -> " T "\n");
  put(&t, "  %%s = arith.constant 0.25 : f32\n  %%i = arith.constant %u : index\n", take(b, 8));
  put(&t, "  %%r0, %%r1, %%x = func.call @f(%%a0, %%a1, %%s, %%i) : (" T ", " T ", f32, index) -> (" T
          ", " T ", f32)\n");
  print_tensor(&t, "%r0");
  print_tensor(&t, "%r1");
  put(&t, "  vector.print %%x : f32\n");
  print_tensor(&t, "%a0");
  print_tensor(&t, "%a1");
  put(&t, "  return\n}\n");
  return t.s;
}

/* scripts/difftest.pipelines' pipelines (the round trip and canonicalize
 * included). */
static const char *const pipelines[] = {
    "",
    "canonicalize,cse",
    "empty-tensor-to-alloc-tensor",
    "bufferization-pipeline",
    "one-shot-bufferize{bufferize-function-boundaries function-boundary-type-conversion="
    "identity-layout-map allow-return-allocs-from-loops},buffer-deallocation-pipeline",
    "one-shot-bufferize{allow-return-allocs-from-loops},buffer-deallocation-pipeline",
    "hlo-deallocation-pipeline",
    "bufferization-pipeline{merge-alloc=true}",
};

static void finding(const char *what, const char *pipeline, const char *program, const char *a,
                    const char *b, bo_context *ctx) {
  fprintf(stderr, "fuzz_passes: %s after '%s'\n--- program\n%s", what, pipeline, program);
  if (a) fprintf(stderr, "--- reference output\n%s", a);
  if (b) fprintf(stderr, "--- output\n%s", b);
  for (unsigned i = 0; ctx && i < bo_diag_count(ctx); i++) {
    char *d = bo_diag_format(bo_diag_get(ctx, i), NULL, 0);
    fprintf(stderr, "%s\n", d ? d : "");
    free(d);
  }
  abort();
}

/* Parses program, runs pipeline (NULL: none) and @main; the output
 * (malloc'ed) or NULL when anything failed (*failed_pass: the pipeline). */
static char *run(const char *program, const char *pipeline, bool *failed_pass, bo_context **ctx_out) {
  bo_context *ctx = bo_context_create();
  bo_register_all_dialects(ctx);
  bo_register_all_passes(ctx);
  *ctx_out = ctx;
  *failed_pass = false;
  bo_op *module = bo_parse_source(ctx, program, strlen(program), "fuzz.mlir");
  if (!module || bo_verify(module)) return NULL;
  if (pipeline && *pipeline) {
    bo_pass_manager *pm = bo_pm_create(ctx);
    int rc = bo_pm_add_pipeline(pm, pipeline) || bo_pm_run(pm, module);
    bo_pm_destroy(pm);
    if (rc) {
      *failed_pass = true;
      return NULL;
    }
  }
  char *buf = NULL;
  size_t n = 0;
  FILE *mem = open_memstream(&buf, &n);
  if (!mem) abort();
  bo_interp_options opts = {.max_steps = 1000000};
  bo_heap_report report;
  memset(&report, 0, sizeof report);
  int rc = bo_interp_run(module, "main", &opts, mem, &report);
  fclose(mem);
  bool bad = rc != 0 || report.errors || report.leaked_bytes;
  bo_heap_report_free(&report);
  if (bad) {
    free(buf);
    return NULL;
  }
  return buf;
}

/* A pass that stops with "not supported yet" states a documented limit
 * (docs/hlo-deallocation.md ...): not a finding. */
static bool documented_limit(bo_context *ctx) {
  for (unsigned i = 0; i < bo_diag_count(ctx); i++)
    if (strstr(bo_diag_get(ctx, i)->message, "not supported yet")) return true;
  return false;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  bytes b = {data, size, 0};
  char *program = gen_program(&b);
  bool failed_pass;
  bo_context *ctx;
  char *ref = run(program, NULL, &failed_pass, &ctx);
  if (!ref) finding("the generated program does not run", "(none)", program, NULL, NULL, ctx);
  bo_context_destroy(ctx);
  for (size_t i = 0; i < sizeof pipelines / sizeof *pipelines; i++) {
    char *out = run(program, pipelines[i], &failed_pass, &ctx);
    if (!out && failed_pass && documented_limit(ctx)) {
      bo_context_destroy(ctx);
      continue;
    }
    if (!out)
      finding(failed_pass ? "a pass failed" : "the run failed (heap, arena or interpreter error)",
              pipelines[i], program, ref, NULL, ctx);
    if (strcmp(out, ref) != 0) finding("the output differs", pipelines[i], program, ref, out, ctx);
    free(out);
    bo_context_destroy(ctx);
  }
  free(ref);
  free(program);
  return 0;
}
