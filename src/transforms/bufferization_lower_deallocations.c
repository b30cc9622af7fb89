/* bufferization_lower_deallocations.c - the bufferization-lower-deallocations
 * pass, for the cases upstream lowers without a helper function.
 *
 * A bufferization.dealloc of one memref m under condition c becomes
 *   - with nothing retained:  scf.if %c { memref.dealloc %m }
 *   - retaining r1..rk:       m is freed when c holds and its aligned pointer
 *     differs from every ri's; the updated ownership of ri is
 *     "pointers equal and c" (upstream's exact op sequence);
 * and a dealloc of no memref is replaced by false ownerships.  After
 * buffer-deallocation-simplification the statically known case is the
 * first form under the constant true: no pointer comparison, no helper.
 * Two or more memrefs need upstream's generic helper function
 * (dealloc_helper): rejected with an error naming the op, for now.  Cost:
 * one walk, work proportional to each dealloc's operands.
 */
#include "../pass/passes.h"
#include "dealloc_common.h"

static bo_value *build1(bo_builder *b, const char *name, unsigned n, bo_value *const *operands,
                        const bo_type *type, unsigned num_props, const bo_named_attr *props) {
  bo_op_state st = {.name = name, .loc = b->loc, .num_operands = n, .operands = operands,
                    .num_results = 1, .result_types = &type, .num_props = num_props,
                    .props = props};
  return bo_op_get_result(bo_build(b, &st), 0);
}

static bo_value *build_binary(bo_builder *b, const char *name, bo_value *x, bo_value *y) {
  bo_value *operands[2] = {x, y};
  return build1(b, name, 2, operands, x->type, 0, NULL);
}

/* scf.if %cond { memref.dealloc %m } */
static void build_guarded_free(bo_builder *b, bo_value *cond, bo_value *m) {
  bo_op_state if_st = {.name = "scf.if", .loc = b->loc, .num_operands = 1, .operands = &cond,
                       .num_regions = 2};
  bo_op *if_op = bo_build(b, &if_st);
  bo_builder inner = bo_builder_at_end(b->ctx, bo_region_add_block(&if_op->regions[0]));
  inner.loc = b->loc;
  bo_op_state free_st = {.name = "memref.dealloc", .loc = b->loc, .num_operands = 1,
                         .operands = &m};
  bo_build(&inner, &free_st);
  bo_op_state yield = {.name = "scf.yield", .loc = b->loc};
  bo_build(&inner, &yield);
}

static int lower_dealloc(bo_op *dealloc) {
  bo_context *ctx = dealloc->ctx;
  unsigned ms, cs, rs;
  unsigned n = bo_op_segment(dealloc, 0, &ms);
  bo_op_segment(dealloc, 1, &cs);
  unsigned r = bo_op_segment(dealloc, 2, &rs);
  if (n > 1)
    return bo_op_emit_error(dealloc, "bufferization-lower-deallocations: %u memrefs "
                            "need the generic helper function, which is not supported yet", n);
  bo_builder b = bo_builder_before(ctx, dealloc);
  b.loc = dealloc->loc;
  if (n == 0) {
    if (r) {
      bo_value *no = bo_dealloc_build_bool(&b, false);
      for (unsigned k = 0; k < r; k++) bo_value_replace_all_uses(&dealloc->results[k], no);
    }
    bo_op_erase(dealloc);
    return 0;
  }
  bo_value *m = dealloc->operands[ms].value, *cond = dealloc->operands[cs].value;
  if (r == 0) {
    build_guarded_free(&b, cond, m);
    bo_op_erase(dealloc);
    return 0;
  }
  bo_named_attr ne = {bo_intern_cstr(ctx, "predicate"),
                      bo_attr_integer(ctx, bo_type_integer(ctx, 64, BO_SIGNLESS), 1)};
  const char *ptr_name = "memref.extract_aligned_pointer_as_index";
  bo_value *m_ptr = build1(&b, ptr_name, 1, &m, ctx->t_index, 0, NULL);
  bo_value **differs = malloc(sizeof(bo_value *) * r);
  bo_value *all_differ = NULL;
  for (unsigned k = 0; k < r; k++) {
    bo_value *ptr = build1(&b, ptr_name, 1, &dealloc->operands[rs + k].value, ctx->t_index, 0, NULL);
    bo_value *cmp[2] = {m_ptr, ptr};
    differs[k] = build1(&b, "arith.cmpi", 2, cmp, ctx->t_i1, 1, &ne);
    all_differ = all_differ ? build_binary(&b, "arith.andi", all_differ, differs[k]) : differs[k];
  }
  build_guarded_free(&b, build_binary(&b, "arith.andi", all_differ, cond), m);
  bo_value *yes = bo_dealloc_build_bool(&b, true);
  for (unsigned k = 0; k < r; k++) {
    bo_value *same = build_binary(&b, "arith.xori", differs[k], yes);
    bo_value_replace_all_uses(&dealloc->results[k], build_binary(&b, "arith.andi", same, cond));
  }
  free(differs);
  bo_op_erase(dealloc);
  return 0;
}

typedef struct collect_state {
  const bo_op_info *dealloc_info;
  BO_VEC(bo_op *) deallocs;
} collect_state;

static int collect_dealloc(bo_op *op, void *user) {
  collect_state *cs = user;
  if (op->info == cs->dealloc_info) bo_vec_push(&cs->deallocs, op);
  return 0;
}

static int run_lowering(bo_op *module, const void *options) {
  (void)options;
  /* collected first, so that rewriting never disturbs the walk */
  collect_state cs = {.dealloc_info = bo_lookup_op_info(module->ctx, "bufferization.dealloc", 21)};
  bo_walk_pre(module, collect_dealloc, &cs);
  int rc = 0;
  for (size_t i = 0; i < cs.deallocs.len && !rc; i++) rc = lower_dealloc(cs.deallocs.data[i]);
  bo_vec_free(&cs.deallocs);
  return rc;
}

const bo_pass_info bo_pass_bufferization_lower_deallocations = {
    .name = "bufferization-lower-deallocations",
    .summary = "Lowers `bufferization.dealloc` operations to `memref.dealloc`operations",
    .anchor = "builtin.module",
    .run = run_lowering,
};
