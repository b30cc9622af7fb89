/* hlo_deallocation_to_scf.c - `hlo-deallocation-to-scf` (func): lowers each
 * deallocation.retain with at least one alloc and exactly one retained
 * memref or exactly one alloc to get_buffer / arith.cmpi / scf.if /
 * deallocation.free; the others (m > 1 and n > 1) are left for the LLVM
 * lowering (retainBuffers) or hlo-deallocation-to-memref.
 *
 * For retain(v_0..v_{m-1}) of(o_0..o_{n-1}): b_i = get_buffer o_i; for each
 * v_j in order, for each alloc i in order, `same = cmpi eq, ptr(v_j), b_i`
 * and an scf.if that, when same, hands o_i to r_j and clears slot i
 * (yields null, 0, o_i), else keeps both (o_i, b_i, r_j); finally each
 * slot i still non-zero is freed under `scf.if (cmpi ne, b_i, 0)`.  Same
 * result as the retain: each alloc goes to the first retained memref of
 * its allocation, the rest are freed.  A retain with no alloc (upstream
 * asserts on it) becomes nulls.  A retain of an unranked memref stays (its
 * get_buffer would be invalid; upstream built it): the general lowering
 * takes it.  Constants go to the function entry;
 * unused nulls and get_buffers are not left behind.  Cost: O(n * m) ops
 * per retain.
 */
#include "../ir/asm.h"
#include "../pass/passes.h"
#include "hlo_common.h"

typedef struct lower_state {
  bo_op *func;
  bo_value *c0;
} lower_state;

static void erase_if_unused(bo_value *v) {
  if (v && v->def_op && !bo_value_has_uses(v)) bo_op_erase(v->def_op);
}

static int lower_retain(bo_op *op, void *user) {
  lower_state *L = user;
  if (!bo_deallocation_is(op, BO_DEALLOCATION_RETAIN)) return 0;
  unsigned ms, m = bo_op_segment(op, 0, &ms), as, n = bo_op_segment(op, 1, &as);
  bo_context *ctx = op->ctx;
  bo_builder b = bo_builder_before(ctx, op);
  b.loc = op->loc;
  if (n == 0) {
    bo_value *null = op->num_results ? &bo_build_dealloc_null(&b)->results[0] : NULL;
    for (unsigned j = 0; j < op->num_results; j++) bo_value_replace_all_uses(&op->results[j], null);
    bo_op_erase(op);
    return 0;
  }
  if (m != 1 && n != 1) return 0;
  /* get_buffer takes a ranked memref only: a retain of an unranked memref
   * is left to the general lowering (upstream built an invalid get_buffer) */
  for (unsigned j = 0; j < m; j++)
    if (op->operands[ms + j].value->type->kind != BO_TYPE_MEMREF) return 0;
  if (!L->c0) L->c0 = hlo_top_const_index_zero(L->func);
  bo_value **cur_o = malloc(n * sizeof *cur_o), **cur_b = malloc(n * sizeof *cur_b);
  for (unsigned i = 0; i < n; i++) {
    cur_o[i] = op->operands[as + i].value;
    cur_b[i] = &bo_build_dealloc_get_buffer(&b, cur_o[i])->results[0];
  }
  bo_value *null = &bo_build_dealloc_null(&b)->results[0];
  const bo_type *own_t = bo_ownership_type(ctx);
  const bo_type *types[3] = {own_t, ctx->t_index, own_t};
  for (unsigned j = 0; j < m; j++) {
    bo_value *p = &bo_build_dealloc_get_buffer(&b, op->operands[ms + j].value)->results[0];
    bo_value *res = null;
    for (unsigned i = 0; i < n; i++) {
      bo_value *same = hlo_build_cmpi(&b, 0, p, cur_b[i]);
      bo_op *iff = hlo_build_if(&b, same, 3, types, true);
      bo_builder tb = bo_builder_at_end(ctx, iff->regions[0].first);
      tb.loc = op->loc;
      bo_value *then_vals[3] = {null, L->c0, cur_o[i]};
      hlo_build_yield(&tb, 3, then_vals);
      bo_builder eb = bo_builder_at_end(ctx, iff->regions[1].first);
      eb.loc = op->loc;
      bo_value *else_vals[3] = {cur_o[i], cur_b[i], res};
      hlo_build_yield(&eb, 3, else_vals);
      cur_o[i] = &iff->results[0];
      cur_b[i] = &iff->results[1];
      res = &iff->results[2];
    }
    if (j < op->num_results) bo_value_replace_all_uses(&op->results[j], res);
  }
  for (unsigned i = 0; i < n; i++) {
    bo_value *nz = hlo_build_cmpi(&b, 1, cur_b[i], L->c0);
    bo_op *iff = hlo_build_if(&b, nz, 0, NULL, false);
    bo_builder tb = bo_builder_at_end(ctx, iff->regions[0].first);
    tb.loc = op->loc;
    bo_build_dealloc_free(&tb, cur_o[i]);
    hlo_build_yield(&tb, 0, NULL);
  }
  bo_op_erase(op);
  erase_if_unused(null);
  free(cur_o);
  free(cur_b);
  return 0;
}

static int run_to_scf(bo_op *func, const void *options) {
  (void)options;
  if (!func->num_regions || !func->regions[0].first) return 0;
  lower_state L = {func, NULL};
  /* Upstream is a greedy rewrite: its driver first hands every constant to
   * the folder (to the top, equal ones merged) and erases dead pure ops;
   * the constant a rewrite needs is then the one at the top, if any. */
  bool changed = false;
  hlo_greedy_cleanup(func, &changed);
  bo_walk_post(func, lower_retain, &L);
  return 0;
}

const bo_pass_info bo_pass_hlo_deallocation_to_scf = {
    .name = "hlo-deallocation-to-scf",
    .summary = "Lowers deallocation.retain ops with one retained memref or one alloc to scf.if "
               "and deallocation.free",
    .anchor = "func.func",
    .run = run_to_scf,
};
