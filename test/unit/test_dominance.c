/* test_dominance.c - unit tests of src/analysis/dominance.c and
 * src/analysis/buffer_view_flow.c on parsed functions.
 *
 * Dominance: a CFG with a diamond, a cycle and an unreachable block, and an
 * scf.if nested in one block: immediate dominators, dominates / properly
 * dominates within a region and across regions (a block dominates the
 * blocks nested in its ops), nearest common dominators (also of blocks in
 * different regions), and unreachable blocks dominating nothing.
 * View flow: the dependents of a buffer through a view, a loop's iteration
 * argument and result, a conditional's yield and a call.
 * Exits non-zero when any check fails.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "analysis/buffer_view_flow.h"
#include "analysis/dominance.h"
#include "bufopt/bufopt.h"

#include "check.h"

static const char *cfg_text =
    "func.func @f(%p: i1, %q: i1) {\n"
    "  cf.cond_br %p, ^bb1, ^bb2\n"
    "^bb1:\n"
    "  cf.br ^bb3\n"
    "^bb2:\n"
    "  cf.cond_br %q, ^bb3, ^bb4\n"
    "^bb3:\n"
    "  cf.br ^bb5\n"
    "^bb4:\n"
    "  cf.br ^bb2\n"
    "^bb5:\n"
    "  scf.if %p {\n"
    "    scf.yield\n"
    "  } else {\n"
    "    scf.yield\n"
    "  }\n"
    "  return\n"
    "^bb6:\n"
    "  cf.br ^bb5\n"
    "}\n";

static bo_op *parse(bo_context *ctx, const char *text) {
  bo_op *module = bo_parse_source(ctx, text, strlen(text), "test.mlir");
  if (!module) {
    for (unsigned i = 0; i < bo_diag_count(ctx); i++) {
      char *t = bo_diag_format(bo_diag_get(ctx, i), NULL, 0);
      fprintf(stderr, "  %s\n", t);
      free(t);
    }
  }
  return module;
}

static bo_op *first_func(bo_op *module) {
  return bo_block_first_op(bo_region_first_block(bo_op_get_region(module, 0)));
}

static void test_dominance(void) {
  bo_context *ctx = check_context();
  bo_op *module = parse(ctx, cfg_text);
  CHECK(module != NULL);
  if (!module) {
    bo_context_destroy(ctx);
    return;
  }
  bo_region *body = bo_op_get_region(first_func(module), 0);
  bo_block *bb[7];
  bo_block *b = bo_region_first_block(body);
  for (int i = 0; i < 7; i++, b = bo_block_get_next(b)) bb[i] = b;
  bo_op *if_op = bo_block_first_op(bb[5]);
  bo_block *then_block = bo_region_first_block(bo_op_get_region(if_op, 0));
  bo_block *else_block = bo_region_first_block(bo_op_get_region(if_op, 1));

  bo_dominance *d = bo_dominance_create();
  CHECK(bo_dominance_idom(d, bb[0]) == NULL);
  CHECK(bo_dominance_idom(d, bb[1]) == bb[0]);
  CHECK(bo_dominance_idom(d, bb[2]) == bb[0]);
  CHECK(bo_dominance_idom(d, bb[3]) == bb[0]);
  CHECK(bo_dominance_idom(d, bb[4]) == bb[2]);
  CHECK(bo_dominance_idom(d, bb[5]) == bb[3]);
  CHECK(bo_dominance_idom(d, bb[6]) == NULL); /* unreachable */
  CHECK(bo_dominance_idom(d, then_block) == NULL);

  for (int i = 0; i < 6; i++) CHECK(bo_dominance_dominates(d, bb[0], bb[i]));
  CHECK(bo_dominance_dominates(d, bb[2], bb[4]));
  CHECK(!bo_dominance_dominates(d, bb[4], bb[2]));
  CHECK(!bo_dominance_dominates(d, bb[1], bb[3]));
  CHECK(!bo_dominance_dominates(d, bb[2], bb[3]));
  CHECK(bo_dominance_dominates(d, bb[3], bb[5]));
  CHECK(!bo_dominance_properly_dominates(d, bb[3], bb[3]));
  CHECK(bo_dominance_dominates(d, bb[3], bb[3]));
  CHECK(!bo_dominance_dominates(d, bb[6], bb[5]));
  CHECK(!bo_dominance_dominates(d, bb[0], bb[6]));

  /* Across regions: a block dominates what is nested in its ops. */
  CHECK(bo_dominance_properly_dominates(d, bb[5], then_block));
  CHECK(bo_dominance_properly_dominates(d, bb[3], else_block));
  CHECK(bo_dominance_properly_dominates(d, bb[0], then_block));
  CHECK(!bo_dominance_properly_dominates(d, bb[1], then_block));
  CHECK(!bo_dominance_properly_dominates(d, then_block, bb[5]));
  CHECK(!bo_dominance_dominates(d, then_block, else_block));

  CHECK(bo_dominance_common(d, bb[1], bb[4]) == bb[0]);
  CHECK(bo_dominance_common(d, bb[4], bb[2]) == bb[2]);
  CHECK(bo_dominance_common(d, bb[3], bb[5]) == bb[3]);
  CHECK(bo_dominance_common(d, then_block, else_block) == bb[5]);
  CHECK(bo_dominance_common(d, then_block, bb[5]) == bb[5]);
  CHECK(bo_dominance_common(d, then_block, bb[4]) == bb[0]);
  CHECK(bo_dominance_common(d, then_block, then_block) == then_block);
  CHECK(bo_dominance_common(d, bb[6], bb[1]) == NULL);
  bo_dominance_destroy(d);
  bo_context_destroy(ctx);
}

static const char *flow_text =
    "func.func private @g(memref<4xf32>) -> f32\n"
    "func.func @f(%n: index, %p: i1, %v: f32) -> f32 {\n"
    "  %c0 = arith.constant 0 : index\n"
    "  %c1 = arith.constant 1 : index\n"
    "  %a = memref.alloc() : memref<4xf32>\n"
    "  %s = memref.subview %a[1] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1], offset: 1>>\n"
    "  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%it = %a, %acc = %v) -> (memref<4xf32>, f32) {\n"
    "    scf.yield %it, %acc : memref<4xf32>, f32\n"
    "  }\n"
    "  %b = memref.alloc() : memref<4xf32>\n"
    "  %y = scf.if %p -> memref<4xf32> {\n"
    "    scf.yield %r#0 : memref<4xf32>\n"
    "  } else {\n"
    "    scf.yield %b : memref<4xf32>\n"
    "  }\n"
    "  %c = bufferization.clone %y : memref<4xf32> to memref<4xf32>\n"
    "  %x = func.call @g(%y) : (memref<4xf32>) -> f32\n"
    "  return %x : f32\n"
    "}\n";

static bool in_set(const bo_view_flow *vf, const bo_value *v) {
  for (size_t i = 0; i < vf->set.len; i++)
    if (vf->set.data[i] == v) return true;
  return false;
}

static void test_view_flow(void) {
  bo_context *ctx = check_context();
  bo_op *module = parse(ctx, flow_text);
  CHECK(module != NULL);
  if (!module) {
    bo_context_destroy(ctx);
    return;
  }
  bo_op *f = bo_op_get_next(first_func(module));
  bo_block *entry = bo_region_first_block(bo_op_get_region(f, 0));
  bo_op *ops[16];
  int n = 0;
  for (bo_op *op = bo_block_first_op(entry); op && n < 16; op = bo_op_get_next(op)) ops[n++] = op;
  /* 0 c0, 1 c1, 2 alloc a, 3 subview, 4 for, 5 alloc b, 6 if, 7 clone, 8 call, 9 return */
  CHECK(n == 10);
  if (n != 10) {
    bo_context_destroy(ctx);
    return;
  }
  bo_block *body = bo_region_first_block(bo_op_get_region(ops[4], 0));
  bo_view_flow vf;
  bo_view_flow_init(&vf);
  bo_view_flow_resolve(&vf, bo_op_get_result(ops[2], 0));
  CHECK(vf.set.data[0] == bo_op_get_result(ops[2], 0));
  CHECK(in_set(&vf, bo_op_get_result(ops[3], 0)));  /* the view */
  CHECK(in_set(&vf, bo_block_get_arg(body, 1)));     /* %it */
  CHECK(!in_set(&vf, bo_block_get_arg(body, 0)));    /* not the induction variable */
  CHECK(!in_set(&vf, bo_block_get_arg(body, 2)));    /* not %acc */
  CHECK(in_set(&vf, bo_op_get_result(ops[4], 0)));   /* %r#0 */
  CHECK(!in_set(&vf, bo_op_get_result(ops[4], 1)));  /* not %r#1 */
  CHECK(in_set(&vf, bo_op_get_result(ops[6], 0)));   /* %y */
  CHECK(!in_set(&vf, bo_op_get_result(ops[7], 0)));  /* a clone is a new buffer */
  CHECK(in_set(&vf, bo_op_get_result(ops[8], 0)));   /* call result, any type */
  CHECK(!in_set(&vf, bo_op_get_result(ops[5], 0)));  /* %b */
  CHECK(vf.set.len == 6); /* %a, the view, %it, %r#0, %y, %x */
  bo_view_flow_resolve(&vf, bo_op_get_result(ops[5], 0));
  CHECK(in_set(&vf, bo_op_get_result(ops[6], 0)));
  CHECK(!in_set(&vf, bo_op_get_result(ops[2], 0)));
  CHECK(vf.set.len == 3); /* %b, %y, %x */
  bo_view_flow_free(&vf);
  bo_context_destroy(ctx);
}

int main(void) {
  test_dominance();
  test_view_flow();
  printf("test_dominance: %d checks, %d failed\n", checks, failures);
  return failures != 0;
}
