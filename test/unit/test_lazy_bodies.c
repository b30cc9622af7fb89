/* test_lazy_bodies.c - unit tests of lazy implicit bodies
 * (bo_parse_config.lazy_implicit_bodies).
 *
 * A program is parsed twice, eagerly and lazily, in separate contexts, and
 * everything that reads regions must see the same IR: the verifier (also on
 * invalid ops), the custom and generic printers, a pass pipeline, the
 * interpreter, walks after bo_materialize_bodies, bo_op_get_region and
 * bo_op_clone.  It also checks that the lazy parse really defers the bodies it
 * may (fill, matmul, copy with one element type) and no others.  Prints one
 * line per failed check; exits non-zero when any failed.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bufopt/bufopt.h"
#include "bufopt/interp.h"
#include "ir/ir_private.h"

#include "check.h"

/* fill, matmul (f32 and i32) and copy can be deferred; the mixed-type
 * matmul (a cast in the body) and linalg.add cannot. */
static const char program[] =
    "func.func @main() {\n"
    "  %c0 = arith.constant 0 : index\n"
    "  %c1 = arith.constant 1 : index\n"
    "  %one = arith.constant 1.5 : f32\n"
    "  %a = arith.constant dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf32>\n"
    "  %e = tensor.empty() : tensor<2x2xf32>\n"
    "  %f = linalg.fill ins(%one : f32) outs(%e : tensor<2x2xf32>) -> tensor<2x2xf32>\n"
    "  %m = linalg.matmul ins(%a, %a : tensor<2x2xf32>, tensor<2x2xf32>) outs(%f : "
    "tensor<2x2xf32>) -> tensor<2x2xf32>\n"
    "  %c = linalg.copy ins(%m : tensor<2x2xf32>) outs(%e : tensor<2x2xf32>) -> "
    "tensor<2x2xf32>\n"
    "  %s = linalg.add ins(%c, %a : tensor<2x2xf32>, tensor<2x2xf32>) outs(%e : "
    "tensor<2x2xf32>) -> tensor<2x2xf32>\n"
    "  %ai = arith.constant dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>\n"
    "  %zi = arith.constant 0 : i32\n"
    "  %ei = tensor.empty() : tensor<2x2xi32>\n"
    "  %fi = linalg.fill ins(%zi : i32) outs(%ei : tensor<2x2xi32>) -> tensor<2x2xi32>\n"
    "  %mi = linalg.matmul ins(%ai, %ai : tensor<2x2xi32>, tensor<2x2xi32>) outs(%fi : "
    "tensor<2x2xi32>) -> tensor<2x2xi32>\n"
    "  %ah = arith.constant dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf16>\n"
    "  %mx = linalg.matmul ins(%ah, %ah : tensor<2x2xf16>, tensor<2x2xf16>) outs(%f : "
    "tensor<2x2xf32>) -> tensor<2x2xf32>\n"
    "  %v0 = tensor.extract %s[%c0, %c1] : tensor<2x2xf32>\n"
    "  vector.print %v0 : f32\n"
    "  %v1 = tensor.extract %mi[%c1, %c1] : tensor<2x2xi32>\n"
    "  vector.print %v1 : i32\n"
    "  %v2 = tensor.extract %mx[%c1, %c0] : tensor<2x2xf32>\n"
    "  vector.print %v2 : f32\n"
    "  return\n"
    "}\n"
    /* fill does not read its init, so the bufferized @g allocates a new
     * buffer without copying %t into it: the analysis must see the body */
    "func.func @g(%t: tensor<4xf32>, %v: f32) -> (tensor<4xf32>, tensor<4xf32>) {\n"
    "  %r = linalg.fill ins(%v : f32) outs(%t : tensor<4xf32>) -> tensor<4xf32>\n"
    "  return %r, %t : tensor<4xf32>, tensor<4xf32>\n"
    "}\n";

static bo_op *parse(bo_context *ctx, const char *text, bool lazy) {
  bo_parse_config config = {0};
  config.lazy_implicit_bodies = lazy;
  return bo_parse_source_config(ctx, text, strlen(text), "lazy.mlir", &config);
}

static char *print(bo_op *m, bool generic) {
  bo_print_flags flags = {0};
  flags.generic = generic;
  return bo_print_op_to_string(m, &flags, NULL);
}

static int count_op(bo_op *op, void *user) {
  (void)op;
  (*(int *)user)++;
  return 0;
}

static int count_ops(bo_op *m) {
  int n = 0;
  bo_walk_pre(m, count_op, &n);
  return n;
}

/* The op named `name` number k (0-based) in the body of the first function. */
static bo_op *find(bo_op *m, const char *name, int k) {
  bo_op *func = bo_block_first_op(bo_region_first_block(bo_op_get_region(m, 0)));
  for (bo_op *o = bo_block_first_op(bo_region_first_block(bo_op_get_region(func, 0))); o;
       o = bo_op_get_next(o))
    if (bo_op_is(o, name) && k-- == 0) return o;
  return NULL;
}

/* Peeks at the pending flag without building the body. */
static bool pending(bo_op *op) { return op && op->num_regions == 1 && op->regions[0].pending; }

/* Which ops the lazy parse defers; the verifier and the custom printer leave
 * them pending. */
static void test_deferred(void) {
  bo_context *ctx = check_context();
  bo_op *m = parse(ctx, program, true);
  CHECK(m != NULL);
  if (!m) return;
  CHECK(bo_verify(m) == 0);
  char *text = print(m, false);
  CHECK(pending(find(m, "linalg.fill", 0)));
  CHECK(pending(find(m, "linalg.matmul", 0)));
  CHECK(pending(find(m, "linalg.copy", 0)));
  CHECK(pending(find(m, "linalg.matmul", 1))); /* i32 */
  CHECK(!pending(find(m, "linalg.matmul", 2))); /* f16 x f16 -> f32: casts */
  CHECK(!pending(find(m, "linalg.add", 0)));
  free(text);
  /* bo_op_get_region builds the body on first access */
  bo_op *fill = find(m, "linalg.fill", 0);
  bo_block *body = bo_region_first_block(bo_op_get_region(fill, 0));
  CHECK(!pending(fill) && body && bo_block_get_num_args(body) == 2);
  CHECK(body && bo_block_first_op(body) && bo_op_is(bo_block_first_op(body), "linalg.yield"));
  /* a clone of a pending op has the body (and so has the original) */
  bo_op *mm = find(m, "linalg.matmul", 0);
  CHECK(pending(mm));
  bo_mapping *map = bo_mapping_create();
  bo_op *copy = bo_op_clone(mm, map);
  bo_mapping_destroy(map);
  CHECK(!pending(mm) && !pending(copy));
  CHECK(bo_region_num_blocks(&copy->regions[0]) == 1 && bo_region_num_blocks(&mm->regions[0]) == 1);
  CHECK(count_ops(copy) == 4); /* matmul, mulf, addf, yield */
  bo_op_erase(copy);
  bo_context_destroy(ctx);
}

/* Custom and generic text, walks after materializing. */
static void test_print_and_walk(void) {
  bo_context *ce = check_context(), *cl = check_context();
  bo_op *me = parse(ce, program, false), *ml = parse(cl, program, true);
  CHECK(me && ml);
  if (!me || !ml) return;
  CHECK(bo_verify(me) == 0 && bo_verify(ml) == 0);
  char *a = print(me, false), *b = print(ml, false);
  CHECK(a && b && strcmp(a, b) == 0);
  free(a);
  free(b);
  int eager_ops = count_ops(me);
  CHECK(count_ops(ml) < eager_ops); /* walks do not build bodies */
  a = print(me, true);
  b = print(ml, true); /* the generic printer builds them */
  CHECK(a && b && strcmp(a, b) == 0);
  CHECK(b && strstr(b, "\"arith.mulf\"") && strstr(b, "\"linalg.yield\""));
  free(a);
  free(b);
  CHECK(count_ops(ml) == eager_ops);
  bo_context_destroy(ce);
  bo_context_destroy(cl);
  /* bo_materialize_bodies on a fresh lazy parse */
  cl = check_context();
  ml = parse(cl, program, true);
  bo_materialize_bodies(ml);
  CHECK(!pending(find(ml, "linalg.matmul", 0)) && count_ops(ml) == eager_ops);
  bo_context_destroy(cl);
}

/* A pass pipeline and the interpreter see the bodies. */
static char *run_pipeline(bool lazy, const char *pipeline) {
  bo_context *ctx = check_context();
  bo_op *m = parse(ctx, program, lazy);
  char *text = NULL;
  bo_pass_manager *pm = bo_pm_create(ctx);
  if (m && bo_verify(m) == 0 && bo_pm_add_pipeline(pm, pipeline) == 0 && bo_pm_run(pm, m) == 0)
    text = print(m, false);
  bo_pm_destroy(pm);
  bo_context_destroy(ctx);
  return text;
}

static char *interpret(bool lazy) {
  bo_context *ctx = check_context();
  bo_op *m = parse(ctx, program, lazy);
  char *out = NULL;
  size_t len = 0;
  FILE *f = open_memstream(&out, &len);
  int rc = m && bo_verify(m) == 0 ? bo_interp_run(m, "main", NULL, f, NULL) : -1;
  fclose(f);
  bo_context_destroy(ctx);
  if (rc) {
    free(out);
    return NULL;
  }
  return out;
}

static void test_passes_and_interp(void) {
  static const char *const pipelines[] = {
      "builtin.module(one-shot-bufferize{bufferize-function-boundaries})",
      "builtin.module(bufferization-pipeline)",
  };
  for (unsigned i = 0; i < sizeof pipelines / sizeof pipelines[0]; i++) {
    char *a = run_pipeline(false, pipelines[i]), *b = run_pipeline(true, pipelines[i]);
    CHECK(a && b && strcmp(a, b) == 0);
    CHECK(b && strstr(b, "linalg.matmul ins("));
    CHECK(b && !strstr(b, "memref.copy %arg0")); /* @g: %t is not copied */
    CHECK(b && strstr(b, "linalg.fill ins(%arg1 : f32) outs(%alloc"));
    free(a);
    free(b);
  }
  char *a = interpret(false), *b = interpret(true);
  CHECK(a && b && strcmp(a, b) == 0);
  CHECK(b && strcmp(b, "13.5\n22\n16.5\n") == 0);
  if (b && strcmp(b, "13.5\n22\n16.5\n") != 0) printf("  interpreter printed: %s", b);
  free(a);
  free(b);
}

/* Invalid named ops: the verifier says the same, deferred or not. */
static char *errors_of(const char *text, bool lazy) {
  bo_context *ctx = check_context();
  bo_op *m = parse(ctx, text, lazy);
  int rc = m ? bo_verify(m) : -1;
  bo_str s = {0};
  bo_str_printf(&s, "rc=%d", rc);
  for (unsigned i = 0; i < bo_diag_count(ctx); i++) {
    char *t = bo_diag_format(bo_diag_get(ctx, i), NULL, 0);
    bo_str_printf(&s, "|%s", t);
    free(t);
  }
  bo_context_destroy(ctx);
  return s.data;
}

static void test_invalid(void) {
  static const char *const cases[] = {
      /* shapes disagree with the maps */
      "func.func @f(%a: tensor<2x3xf32>, %b: tensor<4x2xf32>, %c: tensor<2x2xf32>) -> "
      "tensor<2x2xf32> {\n  %r = linalg.matmul ins(%a, %b : tensor<2x3xf32>, tensor<4x2xf32>) "
      "outs(%c : tensor<2x2xf32>) -> tensor<2x2xf32>\n  return %r : tensor<2x2xf32>\n}\n",
      /* tensor and memref operands mixed */
      "func.func @f(%v: f32, %c: memref<2x2xf32>) -> tensor<2x2xf32> {\n  %e = tensor.empty() : "
      "tensor<2x2xf32>\n  %r = linalg.fill ins(%v : f32) outs(%e : tensor<2x2xf32>) -> "
      "tensor<2x2xf32>\n  linalg.copy ins(%r : tensor<2x2xf32>) outs(%c : memref<2x2xf32>)\n"
      "  return %r : tensor<2x2xf32>\n}\n",
      /* a result that is not a tensor */
      "func.func @f(%v: f32, %c: memref<2x2xf32>) {\n  %r = linalg.fill ins(%v : f32) outs(%c : "
      "memref<2x2xf32>) -> memref<2x2xf32>\n  return\n}\n",
      /* rank of an operand against its map */
      "func.func @f(%a: tensor<2xf32>, %c: tensor<2x2xf32>) -> tensor<2x2xf32> {\n  %r = "
      "linalg.matmul ins(%a, %a : tensor<2xf32>, tensor<2xf32>) outs(%c : tensor<2x2xf32>) -> "
      "tensor<2x2xf32>\n  return %r : tensor<2x2xf32>\n}\n",
  };
  for (unsigned i = 0; i < sizeof cases / sizeof cases[0]; i++) {
    char *a = errors_of(cases[i], false), *b = errors_of(cases[i], true);
    CHECK(strncmp(a, "rc=-1|", 6) == 0); /* each case is invalid */
    CHECK(strcmp(a, b) == 0);
    if (strcmp(a, b) != 0) printf("  case %u:\n  eager: %s\n  lazy:  %s\n", i, a, b);
    free(a);
    free(b);
  }
}

int main(void) {
  test_deferred();
  test_print_and_walk();
  test_passes_and_interp();
  test_invalid();
  if (failures) printf("%d check(s) failed\n", failures);
  return failures != 0;
}
