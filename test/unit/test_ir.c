/* test_ir.c - unit tests of the IR core: creation, use lists, replacement,
 * erasure, cloning with a value mapping, walks, numbering, symbol lookup,
 * parse -> print -> parse stability, and two independent contexts.
 * Prints one line per failed check; exits non-zero when any failed. */
#include <stdio.h>
#include <string.h>

#include "ir/ir_private.h"

#include "check.h"

static bo_op *make_op(bo_context *ctx, const char *name, unsigned nops, bo_value **ops,
                      unsigned nres, const bo_type *t) {
  const bo_type *types[4] = {t, t, t, t};
  bo_op_state st = {0};
  st.name = name;
  st.num_operands = nops;
  st.operands = ops;
  st.num_results = nres;
  st.result_types = types;
  return bo_op_create(ctx, &st);
}

static int count_op(bo_op *op, void *user) {
  (void)op;
  (*(int *)user)++;
  return 0;
}

static int erase_adds(bo_op *op, void *user) {
  (void)user;
  if (bo_op_is(op, "test.add") && !bo_value_has_uses(bo_op_get_result(op, 0))) bo_op_erase(op);
  return 0;
}

static void test_build_and_uses(void) {
  bo_context *ctx = check_context();
  const bo_type *i32 = bo_type_integer(ctx, 32, BO_SIGNLESS);
  CHECK(i32 == bo_type_integer(ctx, 32, BO_SIGNLESS)); /* interned */
  CHECK(i32 != bo_type_integer(ctx, 32, BO_SIGNED));

  bo_op_state ms = {0};
  ms.name = "builtin.module";
  ms.num_regions = 1;
  bo_op *module = bo_op_create(ctx, &ms);
  bo_block *body = bo_region_add_block(bo_op_get_region(module, 0));
  bo_builder b = bo_builder_at_end(ctx, body);

  bo_op *c = make_op(ctx, "test.const", 0, NULL, 1, i32);
  bo_builder_insert(&b, c);
  bo_value *cv = bo_op_get_result(c, 0);
  bo_value *ops[2] = {cv, cv};
  bo_op *add = make_op(ctx, "test.add", 2, ops, 1, i32);
  bo_builder_insert(&b, add);
  CHECK(bo_value_count_uses(cv) == 2);
  CHECK(bo_op_get_block(add) == body);
  CHECK(bo_block_first_op(body) == c && bo_block_last_op(body) == add);

  /* replace all uses */
  bo_op *c2 = make_op(ctx, "test.const", 0, NULL, 1, i32);
  bo_op_insert_before(c2, add);
  bo_value_replace_all_uses(cv, bo_op_get_result(c2, 0));
  CHECK(!bo_value_has_uses(cv));
  CHECK(bo_value_count_uses(bo_op_get_result(c2, 0)) == 2);
  CHECK(bo_op_get_operand(add, 1) == bo_op_get_result(c2, 0));

  /* set_operand keeps use lists right */
  bo_op_set_operand(add, 0, cv);
  CHECK(bo_value_count_uses(cv) == 1);
  CHECK(bo_use_get_owner(bo_value_first_use(cv)) == add);
  CHECK(bo_use_get_operand_index(bo_value_first_use(cv)) == 0);

  /* append / erase operands */
  bo_op_append_operand(add, cv);
  CHECK(bo_op_get_num_operands(add) == 3 && bo_value_count_uses(cv) == 2);
  bo_op_erase_operand(add, 0);
  CHECK(bo_op_get_num_operands(add) == 2 && bo_value_count_uses(cv) == 1);
  CHECK(bo_use_get_operand_index(bo_value_first_use(cv)) == 1);

  /* attributes stay sorted, props vs discardable */
  bo_op_set_discardable_attr(add, "zeta", bo_attr_unit(ctx));
  bo_op_set_discardable_attr(add, "alpha", bo_attr_integer(ctx, i32, 7));
  CHECK(bo_op_get_num_discardable_attrs(add) == 2);
  CHECK(strcmp(bo_op_get_discardable_attrs(add)[0].name, "alpha") == 0);
  CHECK(bo_attr_get_int(bo_op_get_attr(add, "alpha")) == 7);
  bo_op_set_discardable_attr(add, "alpha", NULL);
  CHECK(bo_op_get_attr(add, "alpha") == NULL);

  /* walk and erase in post-order */
  int n = 0;
  bo_walk_pre(module, count_op, &n);
  CHECK(n == 4);
  bo_walk_post(module, erase_adds, NULL);
  n = 0;
  bo_walk_pre(module, count_op, &n);
  CHECK(n == 3);
  CHECK(!bo_value_has_uses(cv));

  /* numbering is dense */
  CHECK(bo_number_ops(module) == 3);
  CHECK(bo_op_get_id(module) == 0);
  CHECK(bo_number_values(module) == 2);
  bo_context_destroy(ctx);
}

static const char *kSource =
    "func.func private @callee(%arg0: i32) -> i32\n"
    "func.func @f(%arg0: i32, %arg1: i1) -> i32 {\n"
    "  %0 = \"test.op\"(%arg0) : (i32) -> i32\n"
    "  \"test.br\"(%arg1)[^bb1, ^bb2] : (i1) -> ()\n"
    "^bb1:\n"
    "  \"test.ret\"(%0) : (i32) -> ()\n"
    "^bb2:\n"
    "  %1 = \"test.region\"() ({\n"
    "    %2 = \"test.inner\"(%0) : (i32) -> i32\n"
    "    \"test.yield\"(%2) : (i32) -> ()\n"
    "  }) : () -> i32\n"
    "  \"test.ret\"(%1) : (i32) -> ()\n"
    "}\n";

static int find_region_op(bo_op *op, void *user) {
  if (bo_op_is(op, "test.region")) {
    *(bo_op **)user = op;
    return -1;
  }
  return 0;
}

static void test_clone_and_symbols(void) {
  bo_context *ctx = check_context();
  bo_op *m = bo_parse_source(ctx, kSource, strlen(kSource), "unit.mlir");
  CHECK(m != NULL);
  if (!m) {
    for (unsigned i = 0; i < bo_diag_count(ctx); i++) printf("  diag: %s\n", bo_diag_get(ctx, i)->message);
    bo_context_destroy(ctx);
    return;
  }
  CHECK(bo_verify(m) == 0);
  bo_op *f = bo_lookup_symbol(bo_block_first_op(bo_region_first_block(bo_op_get_region(m, 0))), "f");
  CHECK(f != NULL && bo_op_is(f, "func.func"));
  CHECK(bo_lookup_symbol(m, "callee") != NULL);
  CHECK(bo_lookup_symbol(m, "nope") == NULL);

  bo_op *reg = NULL;
  bo_walk_pre(m, find_region_op, &reg);
  CHECK(reg != NULL);
  if (!reg) {
    bo_context_destroy(ctx);
    return;
  }
  /* clone the region op; the use of %0 inside is kept (not in the mapping) */
  bo_mapping *map = bo_mapping_create();
  bo_op *copy = bo_op_clone(reg, map);
  bo_op_insert_after(copy, reg);
  CHECK(bo_mapping_lookup_value(map, bo_op_get_result(reg, 0)) == bo_op_get_result(copy, 0));
  bo_op *inner = bo_block_first_op(bo_region_first_block(bo_op_get_region(copy, 0)));
  CHECK(inner != NULL && bo_op_is(inner, "test.inner"));
  bo_op *orig_inner = bo_block_first_op(bo_region_first_block(bo_op_get_region(reg, 0)));
  CHECK(bo_op_get_operand(inner, 0) == bo_op_get_operand(orig_inner, 0));
  bo_op *yield = bo_op_get_next(inner);
  CHECK(bo_op_get_operand(yield, 0) == bo_op_get_result(inner, 0)); /* remapped */
  bo_mapping_destroy(map);
  CHECK(bo_verify(m) == 0);

  /* print -> parse -> print is stable */
  size_t n1, n2;
  char *s1 = bo_print_op_to_string(m, NULL, &n1);
  bo_op *m2 = bo_parse_source(ctx, s1, n1, "again.mlir");
  CHECK(m2 != NULL);
  if (m2) {
    char *s2 = bo_print_op_to_string(m2, NULL, &n2);
    CHECK(n1 == n2 && memcmp(s1, s2, n1) == 0);
    free(s2);
  }
  free(s1);
  bo_context_destroy(ctx);
}

static void test_two_contexts(void) {
  bo_context *a = check_context(), *b = check_context();
  const bo_type *ta = bo_type_float(a, BO_F32), *tb = bo_type_float(b, BO_F32);
  CHECK(ta != tb); /* nothing shared */
  CHECK(bo_intern_cstr(a, "x") == bo_intern_cstr(a, "x"));
  bo_op *m = bo_parse_source(a, "\"test.x\"() : () -> ()", 21, "a.mlir");
  CHECK(m != NULL);
  CHECK(bo_diag_count(b) == 0);
  CHECK(bo_parse_source(b, "%0 = ", 5, "b.mlir") == NULL);
  CHECK(bo_diag_error_count(b) == 1);
  CHECK(bo_diag_error_count(a) == 0);
  bo_context_destroy(a);
  bo_context_destroy(b);
}

static void test_diagnostics(void) {
  bo_context *ctx = check_context();
  const char *src = "func.func @f() {\n  %0 = \"test.x\"(%1) : (i32) -> i32\n  func.return\n}\n";
  CHECK(bo_parse_source(ctx, src, strlen(src), "d.mlir") == NULL);
  CHECK(bo_diag_count(ctx) >= 1);
  if (bo_diag_count(ctx)) {
    const bo_diag *d = bo_diag_get(ctx, 0);
    CHECK(d->loc.line == 2 && d->loc.col == 17);
    char *s = bo_diag_format(d, src, strlen(src));
    CHECK(strstr(s, "d.mlir:2:17: error: use of undeclared SSA value name") == s);
    CHECK(strstr(s, "                ^") != NULL);
    free(s);
  }
  bo_context_destroy(ctx);
}

int main(void) {
  test_build_and_uses();
  test_clone_and_symbols();
  test_two_contexts();
  test_diagnostics();
  if (failures) printf("test_ir: %d failed\n", failures);
  return failures != 0;
}
