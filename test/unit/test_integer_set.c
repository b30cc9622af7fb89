/* test_integer_set.c - integer set attributes (affine_set<...>): interning
 * (equal sets are one pointer, the equality flags are part of the key),
 * accessors, text, and the parser's normalization of constraints
 * (`e >= f` is e - f >= 0, `e <= f` is f - e >= 0, no constraint is 0 == 0). */
#include <stdlib.h>
#include <string.h>

#include "bufopt/bufopt.h"
#include "check.h"

static bool text_is(const bo_attr *a, const char *want) {
  char *s = bo_attr_to_string(a);
  bool ok = s && strcmp(s, want) == 0;
  if (!ok) fprintf(stderr, "got '%s', want '%s'\n", s ? s : "(null)", want);
  free(s);
  return ok;
}

/* The condition of the first affine.if in the printed module's text. */
static const bo_attr *parse_set(bo_context *ctx, const char *set_text) {
  char buf[512];
  snprintf(buf, sizeof buf,
           "func.func @f(%%i: index, %%n: index) {\n  affine.if %s(%%i)[%%n] {\n  }\n  return\n}\n",
           set_text);
  bo_op *m = bo_parse_source(ctx, buf, strlen(buf), "set.mlir");
  if (!m) return NULL;
  bo_op *fn = bo_block_first_op(bo_region_first_block(bo_op_get_region(m, 0)));
  bo_op *aif = bo_block_first_op(bo_region_first_block(bo_op_get_region(fn, 0)));
  return aif ? bo_op_get_attr(aif, "condition") : NULL;
}

int main(void) {
  bo_context *ctx = check_context();
  const bo_affine_expr *d0 = bo_affine_dim(ctx, 0), *s0 = bo_affine_symbol(ctx, 0);
  const bo_affine_expr *c[2] = {d0, bo_affine_binary(ctx, BO_AFFINE_ADD, s0,
                                                     bo_affine_binary(ctx, BO_AFFINE_MUL, d0,
                                                                      bo_affine_const(ctx, -1)))};
  bool ge[2] = {false, false}, eq[2] = {false, true};
  const bo_attr *a = bo_attr_integer_set(ctx, 1, 1, 2, c, ge);
  const bo_attr *b = bo_attr_integer_set(ctx, 1, 1, 2, c, ge);
  const bo_attr *e = bo_attr_integer_set(ctx, 1, 1, 2, c, eq);
  CHECK(a == b);
  CHECK(a != e); /* the flags are part of the key */
  CHECK(bo_attr_get_kind(a) == BO_ATTR_INTEGER_SET);
  CHECK(bo_affine_map_num_dims(a) == 1 && bo_affine_map_num_symbols(a) == 1);
  CHECK(bo_affine_map_num_results(a) == 2);
  CHECK(!bo_integer_set_is_eq(a, 1) && bo_integer_set_is_eq(e, 1) && !bo_integer_set_is_eq(e, 0));
  CHECK(!bo_integer_set_is_eq(e, 2)); /* out of range: false */
  CHECK(text_is(a, "affine_set<(d0)[s0] : (d0 >= 0, -d0 + s0 >= 0)>"));
  CHECK(text_is(e, "affine_set<(d0)[s0] : (d0 >= 0, -d0 + s0 == 0)>"));
  /* an integer set is not an affine map of the same exprs */
  CHECK((const bo_attr *)bo_attr_affine_map(ctx, 1, 1, 2, c) != a);

  /* the parser: `>=`, `<=` and `==` with expressions on both sides */
  const bo_attr *p1 = parse_set(ctx, "affine_set<(x)[n] : (x >= 0, x <= n)>");
  CHECK(p1 == a);
  const bo_attr *p2 = parse_set(ctx, "affine_set<(x)[n] : (x >= 0, n == x)>");
  CHECK(p2 == e);
  const bo_attr *p3 = parse_set(ctx, "affine_set<(x)[n] : (x * 2 + 1 >= n floordiv 4)>");
  CHECK(p3 && text_is(p3, "affine_set<(d0)[s0] : (d0 * 2 - s0 floordiv 4 + 1 >= 0)>"));
  bo_context_destroy(ctx);

  /* no constraint: MLIR's degenerate 0 == 0 */
  ctx = check_context();
  const char *src = "func.func @g() {\n  affine.if affine_set<() : ()>() {\n  }\n  return\n}\n";
  bo_op *m = bo_parse_source(ctx, src, strlen(src), "empty.mlir");
  CHECK(m != NULL);
  if (m) {
    bo_op *fn = bo_block_first_op(bo_region_first_block(bo_op_get_region(m, 0)));
    bo_op *aif = bo_block_first_op(bo_region_first_block(bo_op_get_region(fn, 0)));
    const bo_attr *z = bo_op_get_attr(aif, "condition");
    CHECK(z && text_is(z, "affine_set<() : (0 == 0)>"));
  }
  bo_context_destroy(ctx);
  printf("test_integer_set: %d checks, %d failures\n", checks, failures);
  return failures != 0;
}
