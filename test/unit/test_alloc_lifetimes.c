/* test_alloc_lifetimes.c - unit tests of the tick lifetimes merge-alloc
 * plans with (src/analysis/alloc_lifetimes.c), through its C API.
 *
 * Checks on small parsed functions: graph-compiler's numbering (function =
 * tick 1, views no access, returned buffers untraceable), the nested-loop
 * widening where the two modes differ (graph-compiler: only the innermost
 * loop; native: every enclosing loop), the scope of an allocation in an
 * scf.for (the function) and in an scf.forall (the forall), mergeability
 * (dynamic shapes, layouts, extracted pointers), and the lowered element
 * sizes.  Exits non-zero when any check fails.
 */
#include <stdio.h>
#include <string.h>

#include "analysis/alloc_lifetimes.h"
#include "bufopt/bufopt.h"

#include "check.h"

static bo_op *first_func(bo_op *module) {
  bo_block *b = bo_region_first_block(bo_op_get_region(module, 0));
  return bo_block_first_op(b);
}

/* Lifetimes of the first function of src in the given mode. */
static int lifetimes(bo_context *ctx, const char *src, bool gc, bo_alloc_lifetimes *out,
                     bo_op **module) {
  *module = bo_parse_source(ctx, src, strlen(src), "t.mlir");
  if (!*module) return -1;
  bo_lifetime_options o = {.gc_compat = gc, .alignment = 64};
  memset(out, 0, sizeof *out);
  return bo_alloc_lifetimes_compute(first_func(*module), &o, out);
}

static const char *const k_chain =
    "func.func @f() -> memref<4xf32> {\n"
    "  %a = memref.alloc() : memref<4xf32>\n"                       /* 2 */
    "  %s = memref.subview %a[0] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1]>>\n" /* 3 */
    "  \"test.use\"(%s) : (memref<2xf32, strided<[1]>>) -> ()\n"   /* 4 */
    "  %b = memref.alloc() : memref<4xf32>\n"                       /* 5 */
    "  \"test.use\"(%b, %a) : (memref<4xf32>, memref<4xf32>) -> ()\n" /* 6 */
    "  return %b : memref<4xf32>\n"                                 /* 7 */
    "}\n";

static const char *const k_nested =
    "func.func @g(%n: index) {\n"
    "  %c0 = arith.constant 0 : index\n"
    "  %c1 = arith.constant 1 : index\n"
    "  %a = memref.alloc() : memref<4xf32>\n"
    "  %b = memref.alloc() : memref<4xf32>\n"
    "  scf.for %i = %c0 to %n step %c1 {\n"
    "    scf.for %j = %c0 to %n step %c1 {\n"
    "      \"test.use\"(%a) : (memref<4xf32>) -> ()\n"
    "    }\n"
    "    scf.for %j = %c0 to %n step %c1 {\n"
    "      \"test.use\"(%b) : (memref<4xf32>) -> ()\n"
    "    }\n"
    "    %t = memref.alloc() : memref<4xf32>\n"
    "    \"test.use\"(%t) : (memref<4xf32>) -> ()\n"
    "  }\n"
    "  scf.forall (%k) in (%n) {\n"
    "    %u = memref.alloc() : memref<4xi1>\n"
    "    \"test.use\"(%u) : (memref<4xi1>) -> ()\n"
    "  }\n"
    "  %d = memref.alloc(%n) : memref<?xf32>\n"
    "  %p = memref.alloc() : memref<4xf32>\n"
    "  %x = memref.extract_aligned_pointer_as_index %p : memref<4xf32> -> index\n"
    "  \"test.use\"(%d) : (memref<?xf32>) -> ()\n"
    "  return\n"
    "}\n";

static bool overlap(const bo_alloc_life *x, const bo_alloc_life *y) {
  return x->first <= y->last && y->first <= x->last;
}

int main(void) {
  bo_context *ctx = check_context();
  bo_context_set_generic_names(ctx, false);
  bo_alloc_lifetimes lt;
  bo_op *m;

  /* graph-compiler's numbering */
  for (int gc = 0; gc < 2; gc++) {
    CHECK(lifetimes(ctx, k_chain, gc, &lt, &m) == 0);
    CHECK(lt.allocs.len == 2);
    if (lt.allocs.len == 2) {
      CHECK(lt.allocs.data[0].alloc_tick == 2);
      CHECK(lt.allocs.data[0].first == 4 && lt.allocs.data[0].last == 6);
      CHECK(lt.allocs.data[0].mergeable && lt.allocs.data[0].bytes == 16);
      CHECK(lt.allocs.data[1].first == BO_TICK_UNTRACEABLE && !lt.allocs.data[1].mergeable);
      CHECK(lt.allocs.data[0].scope == first_func(m));
    }
    bo_alloc_lifetimes_free(&lt);
  }

  /* nested loops: graph-compiler lets %a and %b overlap nowhere, bufopt
   * widens both over the outer loop */
  bo_alloc_life gcl[8], nat[8];
  CHECK(lifetimes(ctx, k_nested, true, &lt, &m) == 0);
  CHECK(lt.allocs.len == 6);
  if (lt.allocs.len == 6) memcpy(gcl, lt.allocs.data, sizeof gcl[0] * 6);
  bo_alloc_lifetimes_free(&lt);
  CHECK(lifetimes(ctx, k_nested, false, &lt, &m) == 0);
  CHECK(lt.allocs.len == 6);
  if (lt.allocs.len == 6) memcpy(nat, lt.allocs.data, sizeof nat[0] * 6);
  bo_alloc_lifetimes_free(&lt);
  CHECK(!overlap(&gcl[0], &gcl[1])); /* graph-compiler's unsound answer */
  CHECK(overlap(&nat[0], &nat[1]));  /* bufopt's */
  /* %t, allocated in the loop body: its exact tick, the function's scope */
  CHECK(nat[2].first == nat[2].last && nat[2].mergeable);
  CHECK(nat[2].scope == first_func(m));
  /* %u, in the forall: the forall's scope; i1 takes a byte */
  CHECK(nat[3].scope && bo_op_is(nat[3].scope, "scf.forall") && nat[3].bytes == 4);
  /* dynamic shape; pointer extracted */
  CHECK(!nat[4].mergeable && !gcl[4].mergeable);
  CHECK(nat[5].first == BO_TICK_UNTRACEABLE && !nat[5].mergeable);

  /* element sizes */
  CHECK(bo_alloc_element_bytes(bo_type_integer(ctx, 1, BO_SIGNLESS), false) == 1);
  CHECK(bo_alloc_element_bytes(bo_type_integer(ctx, 24, BO_SIGNLESS), false) == 4);
  CHECK(bo_alloc_element_bytes(bo_type_integer(ctx, 128, BO_SIGNLESS), false) == 16);
  CHECK(bo_alloc_element_bytes(bo_type_index(ctx), false) == 8);
  CHECK(bo_alloc_element_bytes(bo_type_float(ctx, BO_F16), false) == 2);
  CHECK(bo_alloc_element_bytes(bo_type_complex(ctx, bo_type_float(ctx, BO_F32)), false) == 8);
  CHECK(bo_alloc_element_bytes(bo_type_integer(ctx, 24, BO_SIGNLESS), true) == 3);

  bo_context_destroy(ctx);
  printf("test_alloc_lifetimes: %d checks, %d failures\n", checks, failures);
  return failures != 0;
}
